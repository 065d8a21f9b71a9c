package scene

import (
	"sync"

	"crdplayer/sim"
)

// An input row's aim is a point in the world (the format's aim_x, aim_y); where the player aimed
// is the direction from where they stood to it. The window's input lane draws that direction
// for every tick, so it keeps where each player stood after every tick, taken from the session's
// background pass like the decals (game.Options.OnTick).

// TrackRecord records where each player stands after every tick as the background pass simulates
// the run: pass its Record as game.Options.OnTick (with the decals' record), and the playback
// through render.WithTrack.
type TrackRecord struct {
	mu      sync.Mutex
	players int
	xy      []float32 // x, y of each player after each recorded tick: [(pos-1)*players+p]*2
	upto    int       // positions 1..upto are recorded
}

// NewTrackRecord returns an empty record.
func NewTrackRecord() *TrackRecord { return &TrackRecord{} }

// Record adds where the players stand after the tick that reached position pos. It is
// game.Options.OnTick, called on the pass's goroutine, positions in order from 1.
func (t *TrackRecord) Record(pos int, w *sim.World) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.upto == 0 {
		t.players = w.PlayerCount
	}
	if pos != t.upto+1 {
		return // (the pass goes through each position once, in order)
	}
	for p := range t.players {
		pl := &w.Players[p]
		t.xy = append(t.xy, float32(pl.Pos.X), float32(pl.Pos.Y))
	}
	t.upto = pos
}

// Track is what a TrackRecord holds so far: read-only, it never sees later additions.
type Track struct {
	players int
	xy      []float32
	upto    int
}

// Snapshot returns the record as it is now. Recorded positions are never changed, so a
// snapshot can be read while the record grows.
func (t *TrackRecord) Snapshot() Track {
	if t == nil {
		return Track{}
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return Track{players: t.players, xy: t.xy[:len(t.xy):len(t.xy)], upto: t.upto}
}

// Upto is how far the track goes (a position; 0: nothing recorded).
func (tr Track) Upto() int { return tr.upto }

// At is where player p stood at position pos (after tick pos-1), world pixels; the run start
// (pos 0) reads as position 1. False when pos is past the record or p not a player.
func (tr Track) At(pos, p int) (x, y float64, ok bool) {
	pos = max(pos, 1)
	if pos > tr.upto || p < 0 || p >= tr.players {
		return 0, 0, false
	}
	i := ((pos-1)*tr.players + p) * 2
	return float64(tr.xy[i]), float64(tr.xy[i+1]), true
}
