# Prints testdata/creature_spawns.json (gzip it) from the pinned reference port:
#   ../shared/tools/refport/run.sh gen_creature_spawns.py OUT.json
"""Dump reference spawn results from the pinned Python port as JSON golden data.

The Survival spawner's contact damage is the game's float32 (size * 0.0952381f, decompile ~5097),
as refrun.py --native-ms stores it (importing refrun installs that wrapper; it is switched on
here). The frame milliseconds of the wave and Rush cases are explicit inputs, not a clock."""
import json, sys
import refrun
refrun._f32_health_on[0] = True
from grim.rand import Crand
from grim.geom import Vec2
from crimson.creatures.spawn import (build_spawn_plan, SpawnEnv, build_survival_spawn_creature,
    tick_survival_wave_spawns, advance_survival_spawn_stage, tick_rush_mode_spawns,
    TEMPLATE_BUILDERS, ALIEN_SPAWNER_TEMPLATES, GRID_FORMATIONS, RING_FORMATIONS, CONSTANT_SPAWN_TEMPLATES)

def v(p): return None if p is None else [p.x, p.y]
def init(c):
    return {
        "origin": c.origin_template_id, "pos": v(c.pos), "heading": c.heading, "phase_seed": c.phase_seed,
        "type_id": None if c.type_id is None else int(c.type_id), "flags": int(c.flags), "ai_mode": c.ai_mode,
        "health": c.health, "max_health": c.max_health, "move_speed": c.move_speed, "reward_value": c.reward_value,
        "size": c.size, "contact_damage": c.contact_damage, "tint": None if c.tint is None else list(c.tint),
        "orbit_angle": c.orbit_angle, "orbit_radius": c.orbit_radius, "ranged_projectile_type": c.ranged_projectile_type,
        "ai_link_parent": c.ai_link_parent, "ai_timer": c.ai_timer, "target_offset": v(c.target_offset),
        "spawn_slot": c.spawn_slot, "bonus_id": None if c.bonus_id is None else int(c.bonus_id),
        "bonus_duration_override": c.bonus_duration_override,
    }

ids = sorted(set(TEMPLATE_BUILDERS) | set(ALIEN_SPAWNER_TEMPLATES) | set(GRID_FORMATIONS) | set(RING_FORMATIONS) | set(CONSTANT_SPAWN_TEMPLATES))
envs = [
    dict(terrain_width=1024.0, terrain_height=1024.0, demo_mode_active=False, hardcore=False, difficulty_level=0),
    dict(terrain_width=1024.0, terrain_height=1024.0, demo_mode_active=False, hardcore=True, difficulty_level=0),
    dict(terrain_width=1024.0, terrain_height=1024.0, demo_mode_active=False, hardcore=False, difficulty_level=3),
    dict(terrain_width=1024.0, terrain_height=1024.0, demo_mode_active=True, hardcore=False, difficulty_level=7),
]
cases = [  # (seed, env index, pos, heading)
    (0xBEEF, 0, (100.0, 200.0), 0.0),
    (12345, 1, (1088.0, 512.0), 3.141592653589793),
    (987654321, 2, (512.0, 300.0), -100.0),
    (0x7FFF1234, 3, (-64.0, 420.0), -100.0),
]
plans = []
for tid in ids:
    for ci, (seed, ei, pos, heading) in enumerate(cases):
        big = tid in GRID_FORMATIONS or tid in (0x0E, 0x13)
        if big and ci not in (0, 2):
            continue
        rng = Crand(seed)
        p = build_spawn_plan(tid, Vec2(*pos), heading, rng, SpawnEnv(**envs[ei]))
        plans.append({
            "template": tid, "seed": seed, "env": envs[ei], "pos": list(pos), "heading": heading,
            "creatures": [init(c) for c in p.creatures],
            "slots": [[s.owner_creature, s.timer, s.count, s.limit, s.interval, s.child_template_id] for s in p.spawn_slots],
            "effects": [[fx.pos.x, fx.pos.y, fx.count] for fx in p.effects],
            "primary": p.primary, "rng_after": rng.state,
        })

survival = []
for xp in (0, 500, 11999, 12000, 24000, 30000, 41000, 45000, 60000, 95000, 105000, 150000, 400000):
    for seed in range(0, 4000, 97):
        rng = Crand(seed * 2654435761 & 0xFFFFFFFF)
        s0 = rng.state
        c = build_survival_spawn_creature(Vec2(-40.0, 973.0), rng, player_experience=xp)
        survival.append({"xp": xp, "seed": s0, "creature": init(c), "rng_after": rng.state})

waves = []
for (cool, dt, pc, elapsed, xp, seed) in [(0.0, 16.66666603088379, 1, 0.0, 0, 7), (-0.5, 16.0, 2, 1_000_000.0, 3000, 99),
                                            (10.0, 16.0, 1, 0.0, 0, 5), (0.0, 33.0, 4, 2_000_000.0, 60000, 1234)]:
    rng = Crand(seed)
    nc, sp = tick_survival_wave_spawns(cool, dt, rng, player_count=pc, survival_elapsed_ms=elapsed, player_experience=xp,
                                       terrain_width=1024, terrain_height=1024)
    waves.append({"cooldown": cool, "dt_ms": dt, "players": pc, "elapsed_ms": elapsed, "xp": xp, "seed": seed,
                  "new_cooldown": nc, "creatures": [init(c) for c in sp], "rng_after": rng.state})

stages = []
for stage in range(11):
    for level in (1, 5, 9, 11, 13, 15, 17, 19, 21, 26, 31, 32, 40):
        ns, calls = advance_survival_spawn_stage(stage, player_level=level)
        stages.append({"stage": stage, "level": level, "new_stage": ns,
                       "calls": [[int(c.template_id), c.pos.x, c.pos.y, c.heading] for c in calls]})

rush = []
for (cool, dt, pc, elapsed, seed) in [(0.0, 16.666666, 1, 16, 3), (100.0, 16.666666, 3, 60000, 77), (-600.0, 16.666666, 1, 250000, 9)]:
    rng = Crand(seed)
    nc, sp = tick_rush_mode_spawns(cool, dt, rng, player_count=pc, survival_elapsed_ms=elapsed, terrain_width=1024.0, terrain_height=1024.0)
    rush.append({"cooldown": cool, "dt_ms": dt, "players": pc, "elapsed_ms": elapsed, "seed": seed, "new_cooldown": nc,
                 "creatures": [init(c) for c in sp], "rng_after": rng.state})

json.dump({"plans": plans, "survival": survival, "waves": waves, "stages": stages, "rush": rush}, open(sys.argv[1], "w"), separators=(",", ":"))
