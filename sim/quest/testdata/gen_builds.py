"""Writes builds.json.gz: the quest spawn tables the reference harness builds for every stock
quest, player count 1..4 and hardcore off/on (random quests from several RNG states), so that
sim/quest's builders are checked where no recorded run goes (hardcore 4.7, 4.8, 4.10, three-
and four-player tables, ...).

It calls questrun.build_spawn_table, the function the quest reference runs were recorded with:
the port's builders (crimson/quests/tier*.py at the pinned commit) fed the run's CRT RNG as the
native builders draw it, then the hardcore count bump when hardcore.

usage: bash ../shared/tools/refport/run.sh sim/quest/testdata/gen_builds.py sim/quest/testdata/builds.json.gz
"""
import gzip
import json
import sys

from grim.rand import CrtRand
from crimson.quests import all_quests
import questrun

RANDOM = {"1.3", "1.6", "2.5", "3.3", "3.9"}
STATES = [0, 1, 0x12345678, 0xDEADBEEF, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 2463534242]

builds = []
for quest in all_quests():
    states = STATES if quest.level in RANDOM else STATES[:1]
    for players in (1, 2, 3, 4):
        for hardcore in (False, True):
            for state in states:
                crt = CrtRand(state)
                entries, draws = questrun.build_spawn_table(quest, crt, players, hardcore)
                builds.append({
                    "level": quest.level, "players": players, "hardcore": hardcore,
                    "rng_before": state, "rng_after": crt.state, "draws": draws,
                    "entries": questrun.entry_rows(entries),
                })
with gzip.open(sys.argv[1], "wt") as f:
    json.dump(builds, f, separators=(",", ":"))
print(len(builds), "builds")
