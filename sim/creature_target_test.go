package sim

import (
	"math"
	"testing"
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
