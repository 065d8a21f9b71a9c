"""Prints the reference port's effect state every EVERY ticks of a reference run, up to tick UPTO.

    tools/refport/run.sh sim/testdata/gen_effects_run.py testdata/reference/RUN.crd UPTO EVERY \
        | gzip -9 > sim/testdata/effects_run_RUN.txt.gz

Same digest format as gen_effects_expected.py (floats as IEEE bit hex); effects_run_test.go
steps the run in Go and compares.
"""
import os
import sys

import crdcodec
import refrun

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_effects_expected as g  # noqa: E402

path, upto, every = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
obj, payload = crdcodec.read_crd(path)
spec = obj["run"]
run = refrun.Run(spec["game_mode_id"], spec["seed"], spec["player_count"], spec["status"]["quest_unlock_index"],
                 spec["preserve_bugs"], spec["status"]["weapon_usage_counts"])
for t, (rows, commands) in enumerate(obj["ticks"][:upto+1]):
    run.step(t, [refrun.row_input(r) for r in rows], commands)
    if t % every == 0:
        st = run.world.state
        print("== tick", t)
        print("R", st.rng.state)
        g.dump_effects(st.effects)
        g.dump_particles(st.particles)
        g.dump_sprites(st.sprite_effects)
        print("K", g.v(st.camera_shake_offset), g.h(st.camera_shake_timer), st.camera_shake_pulses)
