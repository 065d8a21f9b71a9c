"""Prints the reference port's particle state while a Survival player fires each particle weapon.

    tools/refport/run.sh sim/testdata/gen_particles_run.py testdata/reference/survival-idle-104.crd \
        | gzip -9 > sim/testdata/particles_run.txt.gz

For each weapon (flamethrower 8, blow torch 15, HR flamer 16, bubblegun 42) the run of the given
reference file is started with seed 1000+weapon, the player gets the weapon and 100000 health,
and fires every tick at the live creature in the lowest slot (else at one of eight points around
the arena centre, changing every 40 ticks). Every 60 ticks it prints the rng, particles, sprite
effects, effects, the live creatures, kills and the player's weapon and ammo, in gen_effects_expected.py's digest format,
each under '== tick N' with N = weapon index * 1800 + tick.
particles_run_test.go replays the same inputs in Go and compares. The runs are on the game's
clock (refrun.Run native_ms: integer frame_dt_ms for the spawn cooldowns and the session clock,
float32 player health), as every reference run is.
"""
import os
import sys

import crdcodec
import refrun
from crimson.weapon_runtime.assign import weapon_assign_player

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_effects_expected as g  # noqa: E402

AIMS = [(712.0, 512.0), (653.0, 653.0), (512.0, 712.0), (371.0, 653.0),
        (312.0, 512.0), (371.0, 371.0), (512.0, 312.0), (653.0, 371.0)]
TICKS = 1800

obj, _ = crdcodec.read_crd(sys.argv[1])
spec = obj["run"]
for wi, weapon in enumerate((8, 15, 16, 42)):
    run = refrun.Run(spec["game_mode_id"], 1000 + weapon, 1, spec["status"]["quest_unlock_index"],
                     spec["preserve_bugs"], spec["status"]["weapon_usage_counts"], native_ms=True)
    w = run.world
    weapon_assign_player(w.players[0], weapon, state=w.state)
    w.players[0].health = 100000.0
    for t in range(TICKS):
        ax, ay = AIMS[(t // 40) % 8]
        for c in w.creatures.entries:
            if c.active and c.hp > 0.0:
                ax, ay = float(c.pos.x), float(c.pos.y)
                break
        flags = 1 | (2 if t % 7 == 0 else 0)
        run.step(t, [refrun.row_input([0.0, 0.0, crdcodec.f32(ax), crdcodec.f32(ay), flags])], [])
        if t % 60 == 59:
            st = w.state
            print("== tick", wi * TICKS + t)
            print("R", st.rng.state, w.creatures.kill_count, w.players[0].weapon_id, g.h(w.players[0].ammo))
            g.dump_particles(st.particles)
            g.dump_sprites(st.sprite_effects)
            g.dump_effects(st.effects)
            for i, c in enumerate(w.creatures.entries):
                if c.active:
                    print("C", i, c.type_id, g.v(c.pos), g.h(c.hp), g.c(c.tint))
