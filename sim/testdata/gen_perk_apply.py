"""Prints the cases of TestPerkApplyMatchesReference (sim/perk_selection_test.go): the reference
port's perk_apply (dt 1/60, one perk pending) on two players at (512, 512) with health 80 and 50,
weapons 2 and 3, player 0 with 1234 xp and two Regeneration, quest unlock index 10, for each perk,
seed and preserve_bugs; after it the rng state, the pending count, per player health, xp, level,
weapon, clip size and ammo, and player 1's Regeneration count.

The players' health is stored as float32 at every write, as the game does (refrun's
--native-f32-health wrappers, which --native-ms includes: importing refrun installs them, and
_f32_health_on switches them on). --port-double keeps the port's double health instead; that
reproduces the cases this test held before the game's clock (commit 6bb882a).

usage: bash ../shared/tools/refport/run.sh sim/testdata/gen_perk_apply.py [--port-double]
(from the repository root); paste the lines into the test's case table.
"""
import sys

import refrun
from crimson.creatures.runtime import CreatureState
from crimson.gameplay import GameplayState
from crimson.perks import PerkId
from crimson.perks.runtime.apply import perk_apply
from crimson.sim.runners.common import status_from_snapshot
from crimson.sim.state_types import PlayerState
from crimson.weapon_runtime.assign import weapon_assign_player
from grim.geom import Vec2

F32_HEALTH = "--port-double" not in sys.argv[1:]
refrun._f32_health_on[0] = F32_HEALTH

PERKS = [15, 16, 24, 8, 12, 48, 33, 47, 7, 46, 10]


def go_float(x):
    r = repr(float(x))
    return r if ("." in r or "e" in r or "inf" in r or "nan" in r) else r + ".0"


def player_lit(p):
    return (f"perkApplyPlayer{{{go_float(p.health)}, {int(p.experience)}, {int(p.level)}, {int(p.weapon_id)}, "
            f"{int(p.clip_size)}, {go_float(p.ammo)}}}")


def case(perk, seed, bugs):
    state = GameplayState()
    state.preserve_bugs = bugs
    state.status = status_from_snapshot(quest_unlock_index=10, quest_unlock_index_full=0)
    state.rng.srand(seed)
    players = [PlayerState(index=i, pos=Vec2(512.0, 512.0)) for i in range(2)]
    if F32_HEALTH:
        refrun.f32_health_players(players)
    players[0].health, players[1].health = 80.0, 50.0
    players[0].experience = 1234
    weapon_assign_player(players[0], 2)
    weapon_assign_player(players[1], 3)
    players[0].perk_counts[int(PerkId.REGENERATION)] = 2
    state.perk_selection.pending_count = 1
    creatures = [CreatureState() for _ in range(0x180)]
    perk_apply(state, players, PerkId(perk), perk_state=state.perk_selection, dt=1.0 / 60.0,
               creatures=creatures)
    p0, p1 = players
    return (f"{{perk: {perk}, seed: {seed}, preserveBugs: {str(bugs).lower()}, rng: {int(state.rng.state)}, "
            f"pending: {int(state.perk_selection.pending_count)}, p0: {player_lit(p0)}, p1: {player_lit(p1)}, "
            f"regen: {int(p1.perk_counts[int(PerkId.REGENERATION)])}}},")


for bugs in (False, True):
    for seed in (7, 2024):
        for perk in PERKS:
            print(case(perk, seed, bugs))
