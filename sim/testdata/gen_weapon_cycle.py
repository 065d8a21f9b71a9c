"""Writes weapon_cycle_401.json.gz: a Survival run of the reference port in which the player is
handed every weapon of the table in turn (weapon_assign_player every PERIOD ticks, before the
tick), driven by refrun's calm pilot. It records the inputs and, after every tick (after its
discarded draw), the rng state, the kill count and each player's x, y, health, ammo, weapon
and experience. The run is on the game's clock (refrun.Run native_ms: integer frame_dt_ms for the
spawn cooldowns, the session clock and the AI7 timers, float32 player health), as every reference
run is.

usage: tools/refport/run.sh sim/testdata/gen_weapon_cycle.py [SEED PLAYERS TICKS PERIOD]
"""
import gzip
import json
import random
import sys

from refrun import Run, bot_inputs, pack_row, row_input
from crimson.game_modes import GameMode
from crimson.weapon_runtime import weapon_assign_player
from crimson.weapons import WEAPON_TABLE

seed, players, n, period = (int(a) for a in (sys.argv[1:5] or (401, 1, 6000, 120)))
unlock = 40
ids = [w.weapon_id for w in WEAPON_TABLE]
rnd = random.Random(seed)
run = Run(GameMode.SURVIVAL, seed, players, unlock, False, [0] * 53, native_ms=True)
inputs, trace, assign = [], [], {}
for t in range(n):
    if t % period == 0:
        wid = ids[(t // period + seed) % len(ids)]
        for p in run.world.players:
            weapon_assign_player(p, wid, state=run.world.state)
        assign[str(t)] = wid
    rows = [pack_row(i) for i in bot_inputs(run, rnd, t, "calm")]
    run.step(t, [row_input(r) for r in rows], [])
    inputs.append(rows)
    w = run.world
    trace.append([int(w.state.rng.state), int(w.creatures.kill_count),
                  [[p.pos.x, p.pos.y, p.health, p.ammo, p.weapon_id, p.experience] for p in w.players]])
    if run.ended():
        break
out = {"seed": seed, "players": players, "unlock": unlock, "period": period, "assign": assign,
       "inputs": inputs, "trace": trace}
with gzip.open(f"weapon_cycle_{seed}.json.gz", "wt", compresslevel=9) as f:
    json.dump(out, f, separators=(",", ":"))
print(len(inputs))
