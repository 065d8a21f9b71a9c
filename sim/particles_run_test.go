package sim

import (
	"fmt"
	"testing"

	"crdplayer/replayio"
)

// particleRunAims are the fallback aim points of testdata/gen_particles_run.py.
var particleRunAims = [8][2]float64{
	{712, 512}, {653, 653}, {512, 712}, {371, 653}, {312, 512}, {371, 371}, {512, 312}, {653, 371},
}

// TestParticleWeaponsAlongSurvivalRuns fires each particle weapon through a Survival run and
// compares particles, sprite effects, effects, creatures, kills and rng every 60 ticks with the
// reference port's (testdata/gen_particles_run.py): flames burning, pushing and killing
// creatures through the world's damage path, and bubbles latching on. No reference run fires
// a particle weapon, so this is the particle update's end-to-end check.
func TestParticleWeaponsAlongSurvivalRuns(t *testing.T) {
	want := readEffectRunDigest(t, "testdata/particles_run.txt.gz")
	base, err := replayio.ReadFile("../testdata/reference/survival-idle-104.crd")
	if err != nil {
		t.Fatal(err)
	}
	for wi, weapon := range []int{8, 15, 16, 42} {
		t.Run(fmt.Sprint("weapon", weapon), func(t *testing.T) {
			spec := base.Run
			spec.Seed = uint32(1000 + weapon)
			spec.PlayerCount = 1
			w, _, err := New(&spec)
			if err != nil {
				t.Fatal(err)
			}
			w.weaponAssignPlayer(&w.Players[0], weapon)
			w.Players[0].Health = 100000
			const ticks = 1800
			for tick := range ticks {
				aim := particleRunAims[(tick/40)%8]
				for i := range w.Creatures.Entries {
					if c := &w.Creatures.Entries[i]; c.Active && c.HP > 0 {
						aim = [2]float64{c.Pos.X, c.Pos.Y}
						break
					}
				}
				flags := uint32(1)
				if tick%7 == 0 {
					flags |= 2
				}
				in := replayio.Tick{Inputs: []replayio.Input{{AimX: float32(aim[0]), AimY: float32(aim[1]), Flags: flags}}}
				if _, err := w.StepTraced(&in, nil); err != nil {
					t.Fatalf("tick %d: %v", tick, err)
				}
				if tick%60 != 59 {
					continue
				}
				// Sections are keyed by tick; each weapon's run is offset by its index.
				wl := want[wi*ticks+tick]
				var d digest
				d.add("R %d %d %d %s", w.Rng.State, w.Creatures.KillCount, w.Players[0].WeaponID, hx(w.Players[0].Ammo))
				d.particles(&w.Effects.Particles)
				d.sprites(&w.Effects.SpriteEffects)
				d.effects(&w.Effects.Effects)
				for i := range w.Creatures.Entries {
					if c := &w.Creatures.Entries[i]; c.Active {
						d.add("C %d %d %s %s %s", i, c.TypeID, hv(c.Pos), hx(c.HP), hc(c.Tint))
					}
				}
				for j := range max(len(wl), len(d.lines)) {
					var g, e string
					if j < len(wl) {
						e = wl[j]
					}
					if j < len(d.lines) {
						g = d.lines[j]
					}
					if g != e {
						t.Fatalf("tick %d, line %d differs\n got: %s\nwant: %s", tick, j+1, g, e)
					}
				}
			}
		})
	}
}
