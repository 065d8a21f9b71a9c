package render

import (
	"image"
	"os"
	"testing"
	"time"

	"crdplayer/replayio"
	"crdplayer/sim"

	"crdplayer/game"
	"crdplayer/render/ui"
)

func fullLoader(name string, data []byte, o LoadOptions) (Playback, error) {
	rep, err := replayio.Decode(data)
	if err != nil {
		return nil, err
	}
	decals, track := NewDecalRecord(), NewTrackRecord()
	s, err := game.Open(rep, game.Options{OnTick: OnTicks(decals.Record, track.Record)})
	if err != nil {
		return nil, err
	}
	_, ter, _ := sim.New(&rep.Run)
	return WithGround(WithTrack(WithDecals(s, decals), track), ter), nil
}

func TestZZExplore(t *testing.T) {
	a, _ := newApp(Options{LoadWith: fullLoader, Opener: noOpener{}, Width: 1280, Height: 900})
	a.openFile(deathsRun)
	waitPass(t, a.run.pb)
	time.Sleep(300 * time.Millisecond)
	pb := a.run.pb
	tl := pb.Timeline()
	deaths := tl.Deaths()
	save := func(name string) {
		frame(t, a)
		savePNG(a.frames.kept, "/tmp/uib/"+name+".png")
	}
	l := ui.NewLayout(a.frames.w, a.frames.h)
	a.apply(ui.Intent{Kind: ui.IntentFollow, Arg: 1})
	a.run.seek(game.PosOfTick(deaths[1].Tick) + 20)
	a.refreshScene()
	a.in.mouse = image.Pt(-1, -1)
	save("follow-p2-death")
	// timeline zoomed on the deaths
	for range 6 {
		a.wid.timeline.ZoomAt(l.Timeline, pb.Len(), a.wid.timeline.Map(l.Timeline, pb.Len()).X(3900), 1.5)
	}
	a.apply(ui.Intent{Kind: ui.IntentFollow, Arg: -1})
	save("timeline-zoomed")
	for range 4 {
		a.wid.timeline.ZoomAt(l.Timeline, pb.Len(), a.wid.timeline.Map(l.Timeline, pb.Len()).X(3900), 1.5)
	}
	a.in.mouse = image.Pt(int(a.wid.timeline.Map(l.Timeline, pb.Len()).X(3895)), l.Lane.Min.Y+14)
	save("lane-zoomed")
	_ = os.Getenv
}
