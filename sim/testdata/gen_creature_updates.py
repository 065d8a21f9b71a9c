# Prints testdata/creature_updates.json (gzip it) from the pinned reference port:
#   ../shared/tools/refport/run.sh gen_creature_updates.py OUT.json
"""Reference creature-update scenarios: creatures spawned by Survival waves and templates,
stepped by CreaturePool.update against fixed players, with scripted bullet kills.

On the game's clock, as refrun.py --native-ms runs (importing refrun installs its wrappers): each
tick's whole milliseconds frame_dt_ms (refrun.native_frame_dt_ms: 16 here, no Reflex Boost) drive
the AI7 link timers (CreaturePool.update dt_ms_i32) and the wave spawn cooldown, and the players'
health and the Survival creatures' contact damage are float32 (refrun's f32 health store)."""
import json, sys
import refrun
from grim.geom import Vec2
from crimson.game_modes import GameMode
from crimson.sim.world_state import WorldState
from crimson.sim.runners.common import reset_players, build_empty_fx_queues
from crimson.creatures.spawn import tick_survival_wave_spawns
from crimson.creatures.damage import creature_apply_damage
from crimson.creatures.runtime import CREATURE_HITBOX_ALIVE
from crimson.math_parity import f32

DT = f32(1.0 / 60.0)

def cstate(i, c):
    return [i, int(c.active), c.type_id, c.pos.x, c.pos.y, c.vel.x, c.vel.y, c.heading, c.target_heading,
            c.target.x, c.target.y, c.ai_mode, int(c.flags), c.link_index, c.hp, c.max_hp, c.move_speed,
            c.attack_cooldown, c.hitbox_size, c.orbit_radius, c.move_scale, c.force_target, c.target_player,
            c.reward_value, c.size, int(c.plague_infected), c.collision_timer, c.last_hit_owner_id, c.hit_flash_timer]

def run(name, seed, nplayers, perks, templates, ticks, kill_every, player_moves, energizer=0.0, plaguebearer=False, evil_target=-1, freeze=0.0, mode=int(GameMode.RUSH)):
    w = WorldState.build(world_size=1024.0, demo_mode_active=False, hardcore=False, difficulty_level=0)
    reset_players(w.players, world_size=1024.0, player_count=nplayers)
    refrun._f32_health_on[0] = True
    refrun.f32_health_players(w.players)
    st = w.state
    st.game_mode = mode  # Rush: no bonus drops
    for p in w.players:
        for pid in perks:
            p.perk_counts[pid] = 1
    st.bonuses.energizer = energizer
    st.bonuses.freeze = freeze
    for p in w.players:
        p.plaguebearer_active = plaguebearer
        p.evil_eyes_target_creature = evil_target
    rng = st.rng
    rng.srand(seed)
    fxq, fxr = build_empty_fx_queues()
    out = {"name": name, "seed": seed, "players": nplayers, "perks": perks, "templates": templates,
           "ticks": ticks, "kill_every": kill_every, "player_moves": player_moves, "steps": [],
           "energizer": energizer, "plaguebearer": plaguebearer, "evil_target": evil_target,
           "freeze": freeze, "mode": mode}
    for (tid, x, y, h) in templates:
        w.creatures.spawn_template(tid, Vec2(x, y), h, rng, rand=rng.rand)
    out["after_templates"] = rng.state
    cooldown = 0.0
    for t in range(ticks):
        for k, p in enumerate(w.players):
            dx, dy = player_moves[k % len(player_moves)]
            p.pos = Vec2(p.pos.x + dx, p.pos.y + dy)
        ms = refrun.native_frame_dt_ms(st, w.players)
        res = w.creatures.update(DT, state=st, players=w.players, detail_preset=5, world_width=1024.0,
                                 world_height=1024.0, fx_queue=fxq, fx_queue_rotated=fxr, dt_ms_i32=ms)
        after_update = rng.state
        if kill_every and t % kill_every == kill_every - 1:
            # shoot the first living creature: a bullet hit with an impulse
            for idx, c in enumerate(w.creatures.entries):
                if c.active and c.hp > 0 and c.hitbox_size == CREATURE_HITBOX_ALIVE:
                    killed = creature_apply_damage(c, damage_amount=c.hp * 0.75 + 10.0, damage_type=1,
                                                   impulse=Vec2(3.0, -2.0), owner_id=-1, dt=DT, players=w.players,
                                                   rand=rng.rand)
                    if killed:
                        w.creatures.handle_death(idx, state=st, players=w.players, rand=rng.rand, dt=DT,
                                                 detail_preset=5, world_width=1024.0, world_height=1024.0,
                                                 fx_queue=fxq)
                    break
        cooldown, spawns = tick_survival_wave_spawns(cooldown, float(ms), rng, player_count=nplayers,
                                                     survival_elapsed_ms=float(t) * 16.0,
                                                     player_experience=int(w.players[0].experience),
                                                     terrain_width=1024, terrain_height=1024)
        w.creatures.spawn_inits(spawns)
        fxq.clear(); fxr.clear()
        w.creatures.finalize_post_render_lifecycle()
        step = {"t": t, "rng_update": after_update, "rng": rng.state, "deaths": [[d.index, d.type_id] for d in res.deaths],
                "kills": w.creatures.kill_count,
                "players": [[p.pos.x, p.pos.y, p.health, p.experience, p.heading] for p in w.players]}
        if t % 25 == 24 or t == ticks - 1:
            step["creatures"] = [cstate(i, c) for i, c in enumerate(w.creatures.entries) if c.active]
        out["steps"].append(step)
    return out

PI = 3.141592653589793
tmpl = [[0x12, -164.0, 512.0, PI], [0x2C, 1088.0, 512.0, PI], [0x38, 1088.0, 384.0, PI], [0x38, -64.0, 448.0, PI],
        [0x3A, 1088.0, 600.0, PI], [0x3C, -64.0, 384.0, PI], [0x35, 1088.0, 256.0, PI], [0x13, -400.0, -400.0, PI],
        [0x0E, -64.0, 420.0, PI], [0x19, 1300.0, 1300.0, -100.0], [0x14, 1400.0, -300.0, 0.0]]
scen = [
    run("one-player", 0x1234, 1, [], tmpl, 600, 7, [[0.0, 0.0]]),
    run("two-players", 99, 2, [], tmpl[:6], 500, 11, [[0.5, 0.0], [-0.3, 0.2]]),
    run("four-players-melee-poison", 4242, 4, [17, 36], tmpl[:4], 400, 0, [[0.0, 0.0]]),
    run("toxic-avenger", 77, 1, [37, 28, 29], tmpl[6:9], 400, 5, [[0.2, -0.1]]),
]
close = [[0x24, 540.0, 540.0, PI], [0x26, 480.0, 500.0, 0.0], [0x42, 560.0, 470.0, -100.0], [0x01, 650.0, 650.0, PI],
         [0x3D, 450.0, 560.0, PI], [0x2D, 600.0, 400.0, PI], [0x1A, 300.0, 300.0, -100.0], [0x41, 700.0, 300.0, 1.0],
         [0x22, 520.0, 600.0, PI], [0x39, 400.0, 400.0, PI], [0x36, 620.0, 520.0, PI], [0x37, 700.0, 700.0, PI]]
scen += [
    run("close-melee-veins", 5, 1, [17, 36], close, 400, 13, [[0.1, 0.0]]),
    run("energizer", 6, 1, [], [[0x24, 512.0, 515.0, PI], [0x3D, 505.0, 508.0, 0.0]] + close, 200, 0, [[0.0, 0.0]], energizer=3.0),
    run("plague-radioactive", 7, 2, [10, 13], close, 600, 17, [[0.0, 0.3], [0.2, 0.0]], plaguebearer=True),
    run("evil-eyes-2p", 8, 2, [11, 1], close, 300, 9, [[0.0, 0.0]], evil_target=2),
    run("freeze", 9, 1, [], close, 120, 4, [[0.0, 0.0]], freeze=1.5),
    run("survival-drops", 10, 1, [], close + tmpl[:4], 500, 6, [[0.1, 0.1]], mode=int(GameMode.SURVIVAL)),
]
json.dump(scen, open(sys.argv[1], "w"), separators=(",", ":"))
