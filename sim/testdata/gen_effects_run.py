"""Prints the reference port's effect state every EVERY ticks of a reference run, up to tick UPTO.

    tools/refport/run.sh sim/testdata/gen_effects_run.py testdata/reference/RUN.crd UPTO EVERY \
        | gzip -9 > sim/testdata/effects_run_RUN.txt.gz

Same digest format as gen_effects_expected.py (floats as IEEE bit hex); effects_run_test.go
steps the run in Go and compares. The run is re-simulated on the time base its trace sidecar names
(`"time_base": "native_ms"`, `"health": "f32"`: the game's clock, as every reference run is
recorded; refrun.py --check-file does the same). Written with UPTO/EVERY 3000/7 for
survival-wild-103 and 350/5 for rush-3p-202.
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
                 spec["preserve_bugs"], spec["status"]["weapon_usage_counts"],
                 native_ms=refrun.resolve_native(path, None), f32_health=refrun.sidecar_f32_health(path),
                 settings=spec)
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
