package render

import (
	"bytes"
	"testing"
	"time"

	"crdplayer/game"
	"crdplayer/render/ui"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// TestDecalsFollowSeeks: the session's background pass records the run's blood and corpses, the
// ground gains them as it plays, and seeking back to the start shows the bare terrain again.
func TestDecalsFollowSeeks(t *testing.T) {
	rep, err := replayio.ReadFile("../testdata/reference/survival-4p-106.crd")
	if err != nil {
		t.Fatal(err)
	}
	rec := NewDecalRecord()
	s, err := game.Open(rep, game.Options{OnTick: rec.Record})
	if err != nil {
		t.Fatal(err)
	}
	_, ter, err := sim.New(&rep.Run)
	if err != nil {
		t.Fatal(err)
	}
	pb := WithGround(WithDecals(s, rec), ter)
	a := testApp(t, func(string, []byte) (Playback, error) { return pb, nil })
	a.openBytes("survival-4p-106.crd", nil)
	defer pb.Close()
	if a.run.ground.Decals() != rec {
		t.Fatal("the window does not read the playback's decal record")
	}
	if _, ok := pb.(groundSource); !ok {
		t.Fatal("the playback lost its ground")
	}
	rec.Wait(pb.Len(), time.Minute, a.run.passDone)
	if !s.Progress().Done {
		t.Fatal("the pass did not finish")
	}
	list, upto := a.run.ground.Decals().Snapshot()
	corpses := 0
	for i, d := range list {
		if d.Corpse {
			corpses++
		}
		if i > 0 && d.Pos < list[i-1].Pos {
			t.Fatalf("decal %d at position %d after one at %d", i, d.Pos, list[i-1].Pos)
		}
	}
	// The reference has 225 kills by tick 3246 and 321 by the end; corpses reach the ground
	// only once faded, so fewer.
	if upto != pb.Len() || len(list) < 1000 || corpses < 100 {
		t.Fatalf("record to %d of %d: %d decals, %d corpses", upto, pb.Len(), len(list), corpses)
	}
	cam := ui.NewLayout(a.frames.w, a.frames.h).Camera()
	read := func() []byte {
		img := a.run.groundAt(cam)
		buf := make([]byte, 4*img.Bounds().Dx()*img.Bounds().Dy())
		img.ReadPixels(buf)
		return buf
	}
	bare := read()
	if err := pb.Seek(3600); err != nil {
		t.Fatal(err)
	}
	stained := read()
	changed := 0
	for i := 0; i < len(bare); i += 4 {
		if int(bare[i])-int(stained[i]) > 8 || int(stained[i])-int(bare[i]) > 8 {
			changed++
		}
	}
	if changed < len(bare)/4/100 {
		t.Errorf("at tick 3600 only %d ground pixels changed", changed)
	}
	if err := pb.Seek(0); err != nil {
		t.Fatal(err)
	}
	again := read()
	for i := range bare {
		if bare[i] != again[i] {
			t.Fatalf("back at the start the ground differs at byte %d", i)
		}
	}

	// A live frame's ground goes a limited way (the window answers meanwhile, a note over the
	// arena saying so) and gets, over frames, to what a saved frame shows at once.
	a.run.groundLimit = 200
	if err := pb.Seek(3600); err != nil {
		t.Fatal(err)
	}
	frames := 0
	for a.run.groundAt(cam); !a.run.groundDone; a.run.groundAt(cam) {
		if frames++; frames > len(list) {
			t.Fatal("the live ground never got to tick 3600")
		}
	}
	a.run.groundLimit = 0
	if frames == 0 || !bytes.Equal(read(), stained) {
		t.Errorf("after %d frames out of budget the live ground is not tick 3600's", frames)
	}
}
