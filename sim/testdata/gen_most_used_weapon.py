"""Prints the cases of TestMostUsedWeaponID (sim/weapon_assign_test.go): the RunResult's
most_used_weapon_id under the game's two rules.

Player 0: refrun.native_most_used on a weapon_usage_time table (milliseconds per weapon id 0..63;
highscore_record_init, decompile ~34071-34081: the first id 1..63 with the largest time, 1 when
all are zero; id 0 never counts). Players 1..3: the port's most_used_weapon_id_for_player
(weapon_runtime/assign.py) on per-weapon shots fired, falling back to the current weapon when the
player fired nothing (the port's tests/test_weapon_usage.py cases plus a tie).

usage: bash ../shared/tools/refport/run.sh sim/testdata/gen_most_used_weapon.py
(from the repository root); paste the two tables into the test.
"""
import refrun
from crimson.gameplay import GameplayState
from crimson.weapon_runtime.assign import most_used_weapon_id_for_player

# name, {weapon id: ms}
USAGE = [
    ("all zero", {}),
    ("one weapon", {7: 16 * 300}),
    ("largest time wins", {1: 16 * 40, 3: 16 * 41, 12: 16 * 2}),
    ("tie goes to the lower id", {1: 160, 5: 320, 9: 320}),
    ("weapon 0 never counts", {0: 16000, 4: 16}),
    ("last id", {2: 480, 63: 496}),
    ("weapon 1 only", {1: 64}),
]

# name, player index, current weapon, {weapon id: shots}
SHOTS = [
    ("no shots: the current weapon", 1, 7, {}),
    ("most shots", 1, 7, {1: 1, 2: 3}),
    ("tie goes to the lower id", 2, 7, {1: 1, 2: 3, 5: 3}),
    ("weapon 0 never counts", 3, 4, {0: 9}),
]


def go_map(d):
    return "{" + ", ".join(f"{k}: {v}" for k, v in sorted(d.items())) + "}"


print("// player 0: weapon_usage_time")
for name, usage in USAGE:
    table = [0] * 64
    for k, v in usage.items():
        table[k] = v
    print(f'{{"{name}", map[int]int{go_map(usage)}, {refrun.native_most_used(table)}}},')

print("// players 1..3: shots fired, else the current weapon")
for name, idx, current, shots in SHOTS:
    state = GameplayState()
    for k, v in shots.items():
        state.weapon_shots_fired[idx][k] = v
    got = most_used_weapon_id_for_player(state, player_index=idx, fallback_weapon_id=current)
    print(f'{{"{name}", {idx}, {current}, map[int]int{go_map(shots)}, {got}}},')
