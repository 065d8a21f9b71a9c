"""Record a reference run whose player 0 holds the given perks from tick 0 (applied with
perk_apply right after the run-start path, before tick 0)."""
import sys, argparse
sys.path.insert(0, "/work/shared/tools/refport")
import refrun
from crimson.perks import PerkId
from crimson.perks.runtime.apply import perk_apply

perk_names = sys.argv[1].split(",")
sys.argv = [sys.argv[0]] + sys.argv[2:]
_orig = refrun.Run.__init__
def _init(self, *a, **kw):
    _orig(self, *a, **kw)
    st = self.world.state
    for name in perk_names:
        perk_apply(st, self.world.players, PerkId[name], perk_state=st.perk_selection, dt=None, creatures=self.world.creatures.entries)
refrun.Run.__init__ = _init
refrun.main()
