"""Prints the rows of TestPerksUpdateEffectsMatchesReference and
TestPerksUpdateEffectsJinxedPyrokineticMatchReference (sim/perk_effects_test.go): the reference
port's perks_update_effects over 600 frames at dt = f32(1/60)*0.9 on two players (health 40 and
99.5, 50 px apart at y 400, player 0 aiming at (610, 400)) sharing the case's perks, with five
creatures in slots 3, 40, 41, 200, 382 (hp 50, size 50, reward 33.7+i); Double Experience
switches on at frame 300. Every 50th frame is one row: per player health, xp, the three bonus
timers and the Evil Eyes target; per active creature slot, hp, hitbox and collision timer; the
Lean Mean Exp and Jinxed timers; the rng state.

The players' health is stored as float32 at every write, as the game does (refrun's
--native-f32-health wrappers, which --native-ms includes: importing refrun installs them, and
_f32_health_on switches them on). --port-double keeps the port's double health instead; that
reproduces the rows these tests held before the game's clock (commit 6bb882a).

usage: bash ../shared/tools/refport/run.sh sim/testdata/gen_perk_effects.py [--port-double]
(from the repository root); paste each case's rows into the test.
"""
import sys

import refrun
from crimson.creatures.runtime import CreatureState
from crimson.effects import FxQueue
from crimson.gameplay import GameplayState
from crimson.math_parity import f32
from crimson.perks.runtime.effects import perks_update_effects
from crimson.sim.state_types import PlayerState
from grim.geom import Vec2

F32_HEALTH = "--port-double" not in sys.argv[1:]
refrun._f32_health_on[0] = F32_HEALTH

# (test, perks, preserve_bugs, seed), in the tests' order
CASES = [
    ("TestPerksUpdateEffectsMatchesReference", [38], False, 11),
    ("TestPerksUpdateEffectsMatchesReference", [38, 45], False, 12),
    ("TestPerksUpdateEffectsMatchesReference", [38, 45], True, 12),
    ("TestPerksUpdateEffectsMatchesReference", [4, 11], False, 13),
    ("TestPerksUpdateEffectsMatchesReference", [47, 11], False, 14),
    ("TestPerksUpdateEffectsJinxedPyrokineticMatchReference", [42], False, 21),
    ("TestPerksUpdateEffectsJinxedPyrokineticMatchReference", [42, 6], False, 22),
    ("TestPerksUpdateEffectsJinxedPyrokineticMatchReference", [6, 11, 38], False, 23),
]


def scenario(perks, preserve_bugs, seed):
    state = GameplayState()
    state.preserve_bugs = preserve_bugs
    state.rng.srand(seed)
    players = [PlayerState(index=i, pos=Vec2(400.0 + 50.0 * i, 400.0)) for i in range(2)]
    players[0].health, players[1].health = 40.0, 99.5
    players[0].aim = Vec2(610.0, 400.0)
    for pid in perks:
        players[0].perk_counts[pid] = 1
    players[1].perk_counts = list(players[0].perk_counts)
    if F32_HEALTH:
        refrun.f32_health_players(players)
    players[0].shield_timer, players[0].fire_bullets_timer = 0.5, 0.02
    creatures = [CreatureState() for _ in range(0x180)]
    for i, slot in enumerate((3, 40, 41, 200, 382)):
        c = creatures[slot]
        c.active = True
        c.pos = Vec2(600.0 + 20.0 * i, 400.0 + 7.0 * i)
        c.hp = 50.0
        c.size = 50.0
        c.reward_value = 33.7 + i
    fxq = FxQueue()
    dt = f32(1.0 / 60.0) * 0.9
    rows = []
    for tick in range(600):
        if tick == 300:
            state.bonuses.double_experience = 2.0
        perks_update_effects(state, players, dt, creatures=creatures, fx_queue=fxq)
        if tick % 50 != 49:
            continue
        ps = "|".join(",".join([repr(float(p.health)), str(p.experience), repr(float(p.shield_timer)),
                                repr(float(p.fire_bullets_timer)), repr(float(p.speed_bonus_timer)),
                                str(p.evil_eyes_target_creature)]) for p in players)
        cs = ",".join(f"{i}:1:{float(c.hp)!r}:{float(c.hitbox_size)!r}:{float(c.collision_timer)!r}"
                      for i, c in enumerate(creatures) if c.active)
        rows.append(f'{{{tick}, "{ps}", "{cs}", {float(state.lean_mean_exp_timer)!r}, '
                    f'{float(state.jinxed_timer)!r}, {int(state.rng.state)}}},')
    return rows


for test, perks, bugs, seed in CASES:
    print(f"// {test}: perks {perks} preserve_bugs {bugs} seed {seed}")
    for r in scenario(perks, bugs, seed):
        print(r)
