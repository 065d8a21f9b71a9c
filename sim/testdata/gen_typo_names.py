"""Prints the reference values sim/typo_mode_test.go and sim/step_test.go embed for Typ-o, from the
reference recorder (../shared/tools/refport/typorun.py) and the port it drives:

  names:   TypoRun.assign_name at chosen RNG states, experience, active names and highscore pools
           (the name, the RNG state after, the draws) -> TestTypoAssignName;
  spawns:  TypoRun._spawn_pos_tint at chosen elapsed ms (height and tint) -> TestTypoSpawnPlace;
  unsupported: the tick at which typorun.py stops with NotModelled when typo-names-405 is played
           with its highscore-name cache not loaded, or loaded but empty -> TestTypoUnsupportedNamePick.

usage: bash ../shared/tools/refport/run.sh sim/testdata/gen_typo_names.py testdata/typo/typo-names-405.crd
"""
import json
import sys

import crdcodec
import typorun
from refrun import row_input
from typorun import NotModelled, TypoRun

HS = ["alice", "bob.smith", "Zed", "kate", "MOR.T"]


def fresh(names_loaded, hs):
    carry = {"target_world": None, "submit_count": 0, "match_count": 0, "highscore_names_loaded": names_loaded}
    return TypoRun(1, 0, False, [0] * 53, carry, list(hs), [], native_ms=True)


class Counting:
    """The run's RNG, counting draws."""

    def __init__(self, inner):
        self.inner, self.draws = inner, 0

    def rand(self):
        self.draws += 1
        return self.inner.rand()

    @property
    def state(self):
        return self.inner.state


def name_case(label, state, xp, active, slot, names_loaded=False, hs=()):
    run = fresh(names_loaded, hs)
    ents = run.world.creatures.entries
    for c in ents:
        c.active = False
    for i, n in active:
        ents[i].active = True
        run.names[i] = n
    ents[slot].active = True
    run.score_xp = xp
    inner = run.world.state.rng
    inner.srand(state)
    rng = Counting(inner)
    run.world.state.rng = rng
    try:
        name, err = run.assign_name(slot), None
    except NotModelled as e:
        name, err = None, str(e)
    return {"label": label, "state": state, "xp": xp, "slot": slot, "active": active, "loaded": names_loaded,
            "hs": list(hs), "name": name, "err": err, "after": int(rng.state), "draws": rng.draws}


def scan(pred, xp, loaded, hs, start):
    s = start
    while not pred(name_case("scan", s, xp, [], 7, loaded, hs)):
        s += 7919
    return s


def names():
    out = []
    for xp in (0, 20, 21, 40, 41, 60, 61, 80, 81, 120):
        for s in (12345, 987654321, 2024):
            out.append(name_case(f"xp{xp}", s, xp, [], 5))
    s_hs = scan(lambda r: r["name"] in HS, 150, True, HS, 1)
    out.append(name_case("highscore pick", s_hs, 150, [], 7, True, HS))
    out.append(name_case("highscore pick, not loaded", s_hs, 150, [], 7, False, HS))
    out.append(name_case("highscore pick, empty cache", s_hs, 150, [], 7, True, []))
    s_long = scan(lambda r: r["draws"] > 14, 150, True, HS, 3)
    out.append(name_case("too long redrawn", s_long, 150, [], 7, True, HS))
    out.append(name_case("long highscore names", s_hs, 150, [], 7, True, ["abcdefghijklmnopq", "ABCDEFGHIJKLMNOPQRSTU"]))
    pool = typorun.typo_name_part.__globals__["_NAME_PARTS"]
    act = [(i + 10, n) for i, n in enumerate(pool) if n not in ("dog", "the")]
    out.append(name_case("unique among 50 in use", 4242, 0, act, 3))
    out.append(name_case("own slot", 4242, 0, [(3, "x")], 3))
    return out


def spawns():
    run = fresh(False, [])
    out = []
    for e in (0, 3484, 70000, 123456, 2000000, 31415926):
        run.elapsed = e
        y, tint = run._spawn_pos_tint()
        out.append({"elapsed": e, "y": y, "tint": list(tint)})
    return out


def unsupported(path):
    obj, _ = crdcodec.read_crd(path)
    spec = obj["run"]
    out = []
    for label, loaded, hs in (("not loaded", False, spec["typo_highscore_names"]), ("empty", True, [])):
        carry = dict(spec["typo_carry"], highscore_names_loaded=loaded)
        run = TypoRun(spec["seed"], 0, spec["preserve_bugs"], spec["status"]["weapon_usage_counts"], carry, hs, [],
                      native_ms=True)
        tick, msg = None, None
        for t, (inputs, commands) in enumerate(obj["ticks"]):
            try:
                run.step(t, [row_input(r) for r in inputs], commands)
            except NotModelled as e:
                tick, msg = t, str(e)
                break
        out.append({"case": label, "tick": tick, "msg": msg})
    return out


if __name__ == "__main__":
    for section, rows in (("names", names()), ("spawns", spawns()), ("unsupported", unsupported(sys.argv[1]))):
        for r in rows:
            print(json.dumps({"section": section} | r))
