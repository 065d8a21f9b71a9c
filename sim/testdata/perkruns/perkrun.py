"""Record a reference run whose player 0 holds the given perks from tick 0 (applied with
perk_apply right after the run-start path, before tick 0). With DROPS=1 in the environment a
bonus of each type in turn is dropped 20 px right of player 0 before every 250th tick from
tick 500 (BonusPool.spawn_at, default amount). With SPAWNS=1 it spawns, before the ticks of
SPAWN_SCHEDULE, the creature templates listed there (CreaturePool.spawn_template from the world
rng): the Survival milestone set pieces of stages 2 to 10 (advance_survival_spawn_stage) in
order, and between them lizard (type 1) templates that no Survival or Rush spawn makes. With
KITE=1 the pilot is scripts/refhunt.py's kite pilot instead of refrun.py's. With WEAPON=N every
player gets weapon N (weapon_assign_player) after the perks; with WANT=A,B,… (and KITE=1) each
perk pick takes the first offered perk of that list (refhunt.py --want). With ELAPSED=MS the
Survival session clock (session.elapsed_ms) starts at MS instead of 0, right after the perks, so a
short run reaches the late-game wave spawns that otherwise start only after 15 minutes; under
--native-ms (how every run here is recorded) the harness's own integer clock (Run.native_elapsed,
which refrun.py copies into session.elapsed_ms after each tick and from which the Survival spawns,
the weapon handouts and the result's elapsed_ms are taken) starts at MS too. With COV=FILE it writes
what the run reached as JSON (scripts/refhunt.py install_cov).

Run it with the harness's run.sh (../shared/tools/refport/run.sh), which puts refrun.py on the path:
    run.sh perkrun.py PERKS OUT.crd --native-ms --seed N [refrun.py options] --check"""
import os
import sys
import refrun
from grim.geom import Vec2
from crimson.perks import PerkId
from crimson.perks.runtime.apply import perk_apply
from crimson.weapon_runtime.assign import weapon_assign_player

PI = 3.141592653589793
SPAWN_SCHEDULE = [
    (300, [(0x2C, 1088.0, 512.0)]),                                             # stage 2 (level 9)
    (700, [(0x35, 1088.0, i * (128.0 / 3.0) + 256.0) for i in range(12)]),      # stage 3 (level 11)
    (1100, [(0x2B, 1088.0, i * 64.0 + 384.0) for i in range(4)]),              # stage 4 (level 13)
    (1500, [(0x38, 1088.0, i * 64.0 + 384.0) for i in range(4)]
     + [(0x38, -64.0, i * 64.0 + 384.0) for i in range(4)]),                   # stage 5 (level 15)
    (1900, [(0x3A, 1088.0, 512.0)]),                                            # stage 6 (level 17)
    (2300, [(0x01, 640.0, 512.0)]),                                             # stage 7 (level 19)
    (2700, [(0x01, 384.0, 256.0), (0x01, 640.0, 768.0)]),                       # stage 8 (level 21)
    (3100, [(0x3C, 1088.0, i * 64.0 + 384.0) for i in range(4)]
     + [(0x3C, -64.0, i * 64.0 + 384.0) for i in range(4)]),                   # stage 9 (level 26)
    (3500, [(0x3A, 1088.0, 512.0), (0x3A, -64.0, 512.0)]
     + [(0x3C, i * 64.0 + 384.0, -64.0) for i in range(4)]
     + [(0x3C, i * 64.0 + 384.0, 1088.0) for i in range(4)]),                  # stage 10 (level 32)
    (100, [(0x04, -64.0, 300.0), (0x2E, 1088.0, 700.0), (0x31, 512.0, -64.0)]),  # lizards
    (500, [(0x11, -64.0, 512.0), (0x1C, 1088.0, 300.0)]),
    (900, [(0x16, 1088.0, 512.0), (0x2F, 512.0, 1088.0)]),
    (1300, [(0x30, 1088.0, 512.0)]),
]
# SPAWNS=flood: grid formations (82 creatures each) until the 384-slot creature pool is full
FLOOD_SCHEDULE = [
    (100, [(0x16, 1088.0, 256.0)]),
    (160, [(0x14, 1088.0, 600.0)]),
    (220, [(0x15, 1200.0, 100.0)]),
    (280, [(0x17, 1200.0, 800.0)]),
    (340, [(0x16, 1088.0, 400.0)]),
    (400, [(0x14, 1300.0, 500.0)]),
    (1000, [(0x15, 1200.0, 300.0)]),
    (1600, [(0x17, 1200.0, 600.0)]),
]
DROP_ORDER = [2, 9, 13, 11, 5, 7, 8, 10, 14, 4, 6, 12, 3, 1]  # bonus ids
perk_names = [n for n in sys.argv[1].split(",") if n and n != "-"]
drops = os.environ.get("DROPS") == "1"
spawns = {"1": dict(SPAWN_SCHEDULE), "flood": dict(FLOOD_SCHEDULE)}.get(os.environ.get("SPAWNS", ""), {})
sys.argv = [sys.argv[0]] + sys.argv[2:]
_orig_init = refrun.Run.__init__
_orig_step = refrun.Run.step


def _init(self, *a, **kw):
    _orig_init(self, *a, **kw)
    st = self.world.state
    for name in perk_names:
        perk_apply(st, self.world.players, PerkId[name], perk_state=st.perk_selection, dt=None,
                   creatures=self.world.creatures.entries)
    if os.environ.get("ELAPSED"):
        ms = int(os.environ["ELAPSED"])
        self.session.elapsed_ms = float(ms)
        self.native_elapsed = ms   # the --native-ms clock; without it, refrun.py ignores this field
    if os.environ.get("WEAPON"):
        for p in self.world.players:
            weapon_assign_player(p, int(os.environ["WEAPON"]), state=st)


def _step(self, tick, inputs, commands):
    if drops and tick >= 500 and tick % 250 == 0:
        st = self.world.state
        p = self.world.players[0].pos
        bid = DROP_ORDER[((tick - 500) // 250) % len(DROP_ORDER)]
        st.bonus_pool.spawn_at(Vec2(p.x + 20.0, p.y), bid, state=st)
    for tid, x, y in spawns.get(tick, ()):
        rng = self.world.state.rng
        self.world.creatures.spawn_template(tid, Vec2(x, y), PI, rng, rand=rng.rand)
    return _orig_step(self, tick, inputs, commands)


refrun.Run.__init__ = _init
refrun.Run.step = _step
if os.environ.get("KITE") == "1" or os.environ.get("COV"):
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../../scripts"))
    import refhunt
if os.environ.get("COV"):
    refhunt.install_cov(os.environ["COV"])
if os.environ.get("KITE") == "1":
    refhunt.KITE[0] = True
    refrun.bot_inputs = refhunt.kite_inputs
    sys.argv += ["--pilot", "kitebot"]
    if os.environ.get("WANT"):
        refhunt.WANT[:] = [int(x) for x in os.environ["WANT"].split(",")]
        refhunt.install_want()
refrun.main()
