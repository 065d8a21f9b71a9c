"""Record a reference run whose player 0 holds the given perks from tick 0 (applied with
perk_apply right after the run-start path, before tick 0). With DROPS=1 in the environment a
bonus of each type in turn is dropped 20 px right of player 0 before every 250th tick from
tick 500 (BonusPool.spawn_at, default amount)."""
import os
import sys
sys.path.insert(0, "/work/shared/tools/refport")
import refrun
from grim.geom import Vec2
from crimson.perks import PerkId
from crimson.perks.runtime.apply import perk_apply

DROP_ORDER = [2, 9, 13, 11, 5, 7, 8, 10, 14, 4, 6, 12, 3, 1]  # bonus ids
perk_names = [n for n in sys.argv[1].split(",") if n and n != "-"]
drops = os.environ.get("DROPS") == "1"
sys.argv = [sys.argv[0]] + sys.argv[2:]
_orig_init = refrun.Run.__init__
_orig_step = refrun.Run.step


def _init(self, *a, **kw):
    _orig_init(self, *a, **kw)
    st = self.world.state
    for name in perk_names:
        perk_apply(st, self.world.players, PerkId[name], perk_state=st.perk_selection, dt=None,
                   creatures=self.world.creatures.entries)


def _step(self, tick, inputs, commands):
    if drops and tick >= 500 and tick % 250 == 0:
        st = self.world.state
        p = self.world.players[0].pos
        bid = DROP_ORDER[((tick - 500) // 250) % len(DROP_ORDER)]
        st.bonus_pool.spawn_at(Vec2(p.x + 20.0, p.y), bid, state=st)
    return _orig_step(self, tick, inputs, commands)


refrun.Run.__init__ = _init
refrun.Run.step = _step
refrun.main()
