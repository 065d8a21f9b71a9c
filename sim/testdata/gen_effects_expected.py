"""Writes effects_expected.txt: the reference port's effect state after fixed scenarios.

Run with the reference port (see ../shared/REFERENCE.md "Making more", from the repository root):
    tools/refport/run.sh sim/testdata/gen_effects_expected.py > sim/testdata/effects_expected.txt
effects_test.go replays the same scenarios in Go and compares the digests line by line.
Floats are printed as the hex of their IEEE-754 bits, so equality is bit equality.
"""

import struct

from crimson.camera import camera_shake_update
from crimson.creatures.runtime import CreatureState
from crimson.effects import EffectPool, FxQueue, ParticlePool, SpriteEffectPool
from crimson.gameplay import GameplayState
from crimson.math_parity import f32
from crimson.perks import PerkId
from crimson.projectiles import ProjectileHit
from crimson.sim.presentation_step import (
    plan_death_sfx_keys,
    plan_hit_sfx_keys,
    queue_projectile_decals_post_hit,
    queue_projectile_decals_pre_hit,
)
from crimson.bonuses.pickup_fx import emit_bonus_pickup_effects
from crimson.sim.state_types import BonusPickupEvent, PlayerState
from grim.color import RGBA
from grim.geom import Vec2
from grim.rand import CrtRand

DT = f32(1.0 / 60.0)


def h(x):
    return struct.pack(">d", float(x)).hex()


def v(p):
    return h(p.x) + " " + h(p.y)


def c(col):
    return " ".join(h(x) for x in (col.r, col.g, col.b, col.a))


def dump_effects(pool):
    for i, e in enumerate(pool.entries):
        if not e.flags:
            continue
        print("E", i, int(e.effect_id), e.flags, v(e.pos), v(e.vel), h(e.rotation), h(e.scale),
              h(e.half_width), h(e.half_height), h(e.age), h(e.lifetime), c(e.color),
              h(e.rotation_step), h(e.scale_step))


def dump_queue(q):
    print("Q count", q.count)
    for i, e in enumerate(q.iter_active()):
        print("Q", i, int(e.effect_id), h(e.rotation), v(e.pos), h(e.height), h(e.width), c(e.color))


def dump_particles(pool):
    for i, p in enumerate(pool.entries):
        if not p.active:
            continue
        print("P", i, int(p.render_flag), v(p.pos), v(p.vel), h(p.scale_x), h(p.scale_y), h(p.scale_z),
              h(p.age), h(p.intensity), h(p.angle), h(p.spin), p.style_id, p.target_id, p.owner_id)


def dump_sprites(pool):
    for i, s in enumerate(pool.entries):
        if not s.active:
            continue
        print("S", i, v(s.pos), v(s.vel), h(s.rotation), h(s.scale), c(s.color))


def dump_creatures(cs):
    for i, cr in enumerate(cs):
        print("C", i, int(cr.active), v(cr.pos), h(cr.hp), c(cr.tint))


def scenario_effects():
    print("== effects")
    r = CrtRand()
    r.srand(0x1234)
    pool = EffectPool()
    q = FxQueue()
    pool.spawn_burst(pos=Vec2(100.5, 200.25), count=5, rand=r.rand, detail_preset=5)
    pool.spawn_blood_splatter(pos=Vec2(300.0, 400.0), angle=1.2, age=0.0, rand=r.rand, detail_preset=5, fx_toggle=0)
    pool.spawn_blood_splatter(pos=Vec2(310.0, 410.0), angle=-2.5, age=0.05, rand=r.rand, detail_preset=5, fx_toggle=0)
    pool.spawn_shell_casing(pos=Vec2(50.0, 60.0), aim_heading=0.7, weapon_flags=1, rand=r.rand, detail_preset=5)
    pool.spawn_shell_casing(pos=Vec2(50.0, 60.0), aim_heading=0.7, weapon_flags=4, rand=r.rand, detail_preset=5)
    pool.spawn_freeze_shard(pos=Vec2(70.0, 80.0), angle=2.0, rand=r.rand, detail_preset=5)
    pool.spawn_freeze_shatter(pos=Vec2(90.0, 95.0), angle=0.3, rand=r.rand, detail_preset=5)
    pool.spawn_explosion_burst(pos=Vec2(500.0, 500.0), scale=1.0, rand=r.rand, detail_preset=5)
    pool.spawn_explosion_burst(pos=Vec2(600.0, 500.0), scale=0.65, rand=r.rand, detail_preset=2)
    pool.spawn_ring(pos=Vec2(5.0, 6.0), detail_preset=5, color=RGBA(0.6, 0.6, 1.0, 1.0))
    pool.spawn_burst(pos=Vec2(1.0, 2.0), count=12, rand=r.rand, detail_preset=5, lifetime=0.4, scale_step=0.1,
                     color=RGBA(0.4, 0.5, 1.0, 0.5))
    print("R", r.state)
    dump_effects(pool)
    for tick in range(1, 61):
        pool.update(DT, fx_queue=q)
        if tick in (5, 20, 60):
            print("-- tick", tick)
            dump_effects(pool)
            dump_queue(q)
    # Freed slots come back last-in first-out.
    pool.spawn_burst(pos=Vec2(7.0, 8.0), count=3, rand=r.rand, detail_preset=5)
    print("-- respawn")
    print("R", r.state)
    dump_effects(pool)


def scenario_effects_overflow():
    print("== effects_overflow")
    r = CrtRand()
    r.srand(99)
    pool = EffectPool()
    pool.spawn_burst(pos=Vec2(1.0, 1.0), count=520, rand=r.rand, detail_preset=5)
    pool.spawn_burst(pos=Vec2(2.0, 2.0), count=6, rand=r.rand, detail_preset=1)
    print("R", r.state)
    ids = [i for i, e in enumerate(pool.entries) if e.flags and e.pos.x != 1.0]
    print("O", " ".join(str(i) for i in ids))
    for i in ids + [8, 9, 200]:
        e = pool.entries[i]
        print("E", i, int(e.effect_id), e.flags, v(e.pos), v(e.vel), h(e.rotation), h(e.scale_step))


class _Log:
    def __init__(self, creatures):
        self.creatures = creatures
        self.lines = []

    def damage(self, idx, dmg, dtype, impulse, owner):
        self.lines.append(f"D {idx} {h(dmg)} {dtype} {owner}")
        self.creatures[idx].hp -= dmg

    def kill(self, idx, owner):
        self.lines.append(f"K {idx} {owner}")
        self.creatures[idx].active = False


def _creature(x, y, size=50.0, hitbox=16.0, hp=100.0, active=True):
    cr = CreatureState()
    cr.active = active
    cr.pos = Vec2(x, y)
    cr.size = size
    cr.hitbox_size = hitbox
    cr.hp = hp
    return cr


def scenario_particles(with_callbacks):
    print("== particles" + ("" if with_callbacks else "_nocb"))
    r = CrtRand()
    r.srand(77)
    parts = ParticlePool(rand=r.rand)
    sprites = SpriteEffectPool(rand=r.rand)
    q = FxQueue()
    cs = [
        _creature(150.0, 110.0),
        _creature(175.0, 100.0, size=40.0),
        _creature(135.0, 95.0, active=False),
        _creature(130.0, 102.0, hitbox=3.0),
        _creature(118.0, 160.0, size=64.0),
    ]
    log = _Log(cs)
    for i in range(10):
        idx = parts.spawn_particle(pos=Vec2(100.0, 100.0), angle=i * 0.3 - 1.2, intensity=1.0, owner_id=-1)
        if i % 4 == 1:
            parts.entries[idx].style_id = 1
        if i % 4 == 2:
            parts.entries[idx].style_id = 2
    for i in range(3):
        parts.spawn_particle_slow(pos=Vec2(120.0, 100.0 + 10 * i), angle=0.4 * i + 0.1, owner_id=-2)
    print("R", r.state)
    dump_particles(parts)
    for tick in range(1, 151):
        if with_callbacks:
            parts.update(DT, creatures=cs, apply_creature_damage=log.damage, kill_creature=log.kill,
                         fx_queue=q, sprite_effects=sprites)
        else:
            parts.update(DT, creatures=cs, fx_queue=q, sprite_effects=sprites)
        sprites.update(DT)
        if tick in (1, 10, 40, 150):
            print("-- tick", tick)
            print("R", r.state)
            dump_particles(parts)
            dump_sprites(sprites)
            dump_creatures(cs)
            dump_queue(q)
            for line in log.lines:
                print(line)
            log.lines.clear()
            q.clear()


def scenario_particles_full():
    print("== particles_full")
    r = CrtRand()
    r.srand(5)
    parts = ParticlePool(rand=r.rand)
    sprites = SpriteEffectPool(rand=r.rand)
    for i in range(131):
        parts.spawn_particle(pos=Vec2(float(i), 0.0), angle=0.01 * i, intensity=0.5, owner_id=-1)
    for i in range(385):
        sprites.spawn(pos=Vec2(float(i), 1.0), vel=Vec2(1.0, 2.0), scale=3.0, color=RGBA(0.5, 0.5, 0.5, 0.4))
    print("R", r.state)
    for i in (0, 5, 127):
        p = parts.entries[i]
        print("P", i, v(p.pos), v(p.vel), h(p.intensity), h(p.angle), h(p.spin))
    for i in (0, 200, 383):
        s = sprites.entries[i]
        print("S", i, v(s.pos), h(s.rotation))


def scenario_camera():
    print("== camera")
    for reflex in (0.0, 2.0):
        st = GameplayState()
        st.rng.srand(0xBEEF)
        st.bonuses.reflex_boost = reflex
        st.camera_shake_pulses = 0x14
        st.camera_shake_timer = 0.2
        for tick in range(1, 200):
            camera_shake_update(st, DT)
            print("K", tick, v(st.camera_shake_offset), h(st.camera_shake_timer), st.camera_shake_pulses, st.rng.state)


def _hit(type_id, ox, oy, hx, hy, tx, ty):
    return ProjectileHit(type_id=type_id, origin=Vec2(ox, oy), hit=Vec2(hx, hy), target=Vec2(tx, ty))


def scenario_decals():
    print("== decals")
    cases = [
        ("pistol", _hit(1, 100.0, 100.0, 150.0, 130.0, 155.0, 133.0), 0.0, False),
        ("gauss", _hit(6, 400.0, 300.0, 350.0, 310.0, 345.0, 312.0), 0.0, False),
        ("fire_bullets_freeze", _hit(0x2D, 10.0, 20.0, 60.0, 25.0, 64.0, 26.0), 3.0, False),
        ("pistol_freeze", _hit(1, 100.0, 100.0, 90.0, 80.0, 88.0, 77.0), 3.0, False),
        ("bloody", _hit(3, 200.0, 200.0, 230.0, 170.0, 233.0, 166.0), 0.0, True),
        ("bloody_freeze", _hit(5, 200.0, 200.0, 230.0, 170.0, 233.0, 166.0), 1.0, True),
    ]
    for name, hit, freeze, bloody in cases:
        st = GameplayState()
        st.rng.srand(4242)
        st.bonuses.freeze = freeze
        player = PlayerState(index=0, pos=Vec2(0.0, 0.0))
        if bloody:
            player.perk_counts[int(PerkId.BLOODY_MESS_QUICK_LEARNER)] = 1
        q = FxQueue()
        ctx = queue_projectile_decals_pre_hit(state=st, players=[player], fx_queue=q, hit=hit, rand=st.rng.rand,
                                              detail_preset=5, fx_toggle=0)
        print("-- " + name + " pre")
        print("R", st.rng.state)
        queue_projectile_decals_post_hit(fx_queue=q, post_ctx=ctx, rand=st.rng.rand)
        print("-- " + name + " post")
        print("R", st.rng.state)
        dump_effects(st.effects)
        dump_queue(q)


def scenario_sfx():
    print("== sfx")
    r = CrtRand()
    r.srand(31337)
    for tune in (False, True):
        trig, keys = plan_hit_sfx_keys([_hit(t, 0, 0, 1, 1, 1, 1) for t in (1, 21, 6, 3, 45)], game_mode=1,
                                       demo_mode_active=False, game_tune_started=tune, rand=r.rand)
        print("H", int(trig), " ".join(keys), r.state)
    trig, keys = plan_hit_sfx_keys([_hit(1, 0, 0, 1, 1, 1, 1)], game_mode=2, demo_mode_active=False,
                                   game_tune_started=False, rand=r.rand)
    print("H", int(trig), " ".join(keys), r.state)

    class _D:
        def __init__(self, t):
            self.type_id = t

    keys = plan_death_sfx_keys([_D(t) for t in (0, 7, 1, 2, 3, 4, 5, 0)], rand=r.rand)
    print("D", " ".join(keys), r.state)
    keys = plan_death_sfx_keys([_D(t) for t in (5, 9, 3)], rand=r.rand)
    print("D", " ".join(keys), r.state)


def scenario_pickup_fx():
    print("== pickup_fx")
    st = GameplayState()
    st.rng.srand(808)
    pickups = [
        BonusPickupEvent(player_index=0, bonus_id=bid, amount=0, pos=Vec2(10.0 * bid, 20.0))
        for bid in (1, 5, 9, 11)
    ]
    emit_bonus_pickup_effects(state=st, pickups=pickups, detail_preset=5)
    print("R", st.rng.state)
    dump_effects(st.effects)


def scenario_presentation():
    print("== presentation")
    from crimson.sim.presentation_step import apply_world_presentation_step

    class _D:
        def __init__(self, t):
            self.type_id = t

    for freeze, mode in ((0.0, 1), (1.0, 1), (0.0, 2)):
        st = GameplayState()
        st.rng.srand(2024)
        st.bonuses.freeze = freeze
        st.perk_selection.pending_count = 2
        p0 = PlayerState(index=0, pos=Vec2(0.0, 0.0))
        p0.weapon_id = 2
        p0.shot_seq = 3
        p0.reload_active = True
        p0.reload_timer = 1.0
        p1 = PlayerState(index=1, pos=Vec2(0.0, 0.0))
        p1.weapon_id = 1
        p1.shot_seq = 1
        p1.fire_bullets_timer = 2.0
        q = FxQueue()
        cmd = apply_world_presentation_step(
            state=st, players=[p0, p1], fx_queue=q,
            hits=[_hit(1, 10.0, 10.0, 50.0, 60.0, 52.0, 63.0), _hit(6, 300.0, 10.0, 250.0, 60.0, 248.0, 63.0),
                  _hit(21, 10.0, 300.0, 50.0, 260.0, 52.0, 257.0)],
            deaths=tuple(_D(t) for t in (0, 3, 7, 5)),
            pickups=[BonusPickupEvent(player_index=0, bonus_id=1, amount=0, pos=Vec2())] * 2,
            event_sfx=["e1", "e2", "e3", "e4", "e5"],
            prev_audio=[(2, False, 0.0), (0, False, 0.0)],
            prev_perk_pending=1, game_mode=mode, demo_mode_active=False, perk_progression_enabled=True,
            rand=st.rng.rand, detail_preset=5, fx_toggle=0, game_tune_started=False)
        print("-- case", h(freeze), mode)
        print("T", int(cmd.trigger_game_tune), " ".join(cmd.sfx_keys))
        print("R", st.rng.state)
        dump_effects(st.effects)
        dump_queue(q)



if __name__ == "__main__":
    scenario_effects()
    scenario_effects_overflow()
    scenario_particles(True)
    scenario_particles(False)
    scenario_particles_full()
    scenario_camera()
    scenario_decals()
    scenario_sfx()
    scenario_pickup_fx()
    scenario_presentation()
