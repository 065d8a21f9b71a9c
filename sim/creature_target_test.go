package sim

import (
	"math"
	"testing"

	"crdplayer/sim/creatures"
)

// TestNearestLivingPlayerIsTheScan compares the paired comparison of nearestLivingPlayer with
// the port's scan over player sets with dead and absent players, equal distances, infinite and
// NaN coordinates.
func TestNearestLivingPlayerIsTheScan(t *testing.T) {
	rng := CRand{State: 12345}
	coords := []float64{0, 1, 2, 100, 100.5, 512, 1023, -40, 1e200, math.Inf(1), math.Inf(-1), math.NaN()}
	healths := []float32{100, 0.5, 0, -3, float32(math.NaN())}
	var players [MaxPlayers]Player
	for iter := 0; iter < 200000; iter++ {
		for i := range players {
			p := &players[i]
			p.Pos = Vec2{coords[rng.Rand()%len(coords)], coords[rng.Rand()%len(coords)]}
			if rng.Rand()%4 != 0 {
				p.Pos = Vec2{float64(rng.Rand() % 8), float64(rng.Rand() % 8)} // many ties
			}
			p.Health = healths[rng.Rand()%len(healths)]
			if rng.Rand()%3 != 0 {
				p.Health = 50
			}
		}
		pos := Vec2{float64(rng.Rand() % 8), float64(rng.Rand() % 8)}
		if rng.Rand()%16 == 0 {
			pos.X = coords[rng.Rand()%len(coords)]
		}
		for n := 1; n <= MaxPlayers; n++ {
			got, want := nearestLivingPlayer(pos, &players, n), nearestLivingPlayerScan(pos, players[:n])
			if got != want {
				t.Fatalf("iteration %d, %d players at %v (health %v), creature at %v: %d, the scan %d",
					iter, n, [MaxPlayers]Vec2{players[0].Pos, players[1].Pos, players[2].Pos, players[3].Pos},
					[MaxPlayers]float32{players[0].Health, players[1].Health, players[2].Health, players[3].Health}, pos, got, want)
			}
		}
	}
}

// TestCreatureAnimAdvance32IsThePhaseAdvance compares the creature loop's phase advance with
// creatureAnimAdvancePhase over phases around both wraps, sizes, speeds and scales with zeros
// and small values, every flag combination of the strip and AI modes 0 and 7.
func TestCreatureAnimAdvance32IsThePhaseAdvance(t *testing.T) {
	rng := CRand{State: 4242}
	// No infinities, NaNs or steps so large that the wrap loop stops making progress: it never
	// ends on those, in the port as here.
	vals := []float64{0, math.Copysign(0, -1), 1e-30, 0.3, 1, 1.7, 14.9, 15, 30.99, 31, 40, -2}
	pick := func() float64 {
		if rng.Rand()%3 == 0 {
			return vals[rng.Rand()%len(vals)]
		}
		return float64(rng.Rand()) / 0x7fff * 40
	}
	pickSize := func() float64 {
		if v := pick(); v == 0 || math.Abs(v) >= 0.3 {
			return v
		}
		return 0.3
	}
	flagSets := []creatures.Flags{0, creatures.FlagAnimPingPong, creatures.FlagAnimLongStrip,
		creatures.FlagAnimPingPong | creatures.FlagAnimLongStrip}
	for iter := 0; iter < 300000; iter++ {
		typeID := rng.Rand() % len(CreatureAnim)
		phase, speed, size, scale := pick(), pick(), pickSize(), pick()
		dt := []float64{1.0 / 60, 0.016, 0.0333, 0.1, 1e-9}[rng.Rand()%5]
		flags, aiMode := flagSets[rng.Rand()%len(flagSets)], []int{0, 7, 2}[rng.Rand()%3]
		got := creatureAnimAdvance32(phase, creatureAnimRate32[typeID], speed, f32(dt), size, scale, flags, aiMode)
		want := creatureAnimAdvancePhase(phase, CreatureAnim[typeID].AnimRate, speed, dt, size, scale, flags, aiMode)
		if math.Float64bits(got) != math.Float64bits(want) {
			t.Fatalf("phase %v rate %v speed %v dt %v size %v scale %v flags %#x mode %d: %v, want %v",
				phase, CreatureAnim[typeID].AnimRate, speed, dt, size, scale, flags, aiMode, got, want)
		}
	}
}
