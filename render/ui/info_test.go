package ui

import (
	"image"
	"strings"
	"testing"

	"crdplayer/render/draw"
	"crdplayer/render/scene"
	"crdplayer/replayio"
)

// infoRun is a run whose replay the Info pane reads.
type infoRun struct {
	stubRun
	rep *replayio.Replay
}

func (r infoRun) Replay() *replayio.Replay { return r.rep }

// TestInfoPaneRetriesAndWidth: the Info pane names a quest's fail retries (crd info's
// "retries"), and its lines stay within the pane: the recorded result's line wraps.
func TestInfoPaneRetriesAndWidth(t *testing.T) {
	f := testFonts(t)
	rep := &replayio.Replay{Rules: 1, Ticks: make([]replayio.Tick, 10)}
	rep.Run.GameModeID, rep.Run.PlayerCount, rep.Run.QuestFailRetryCount = replayio.ModeQuests, 1, 4
	rep.Run.QuestLevel = &replayio.QuestLevel{Major: 1, Minor: 5}
	rep.Result.Outcome = "incomplete"
	rep.Result.ElapsedMs, rep.Result.Kills = 90_900, 1_120_000_000
	r := image.Rect(0, 0, 330, 900)
	var s Sidebar
	var p Part
	c := p.Begin(r, ColPanel)
	s.drawInfo(c, r, f, infoRun{rep: rep})
	texts := p.Texts()
	if !strings.Contains(strings.Join(texts, " "), "Quest fail retries 4") {
		t.Errorf("no retries in %q", texts)
	}
	for i := range p.ops {
		if o := &p.ops[i]; o.kind == opText {
			if w := draw.TextWidth(o.s, o.face); float64(o.x)+w > float64(r.Max.X-12) {
				t.Errorf("%q ends at %.0f px, past the pane's %d", o.s, float64(o.x)+w, r.Max.X-12)
			}
		}
	}
}

// TestSidebarNameFits: a run's name too wide for the sidebar is cut to fit it, ending in "…".
func TestSidebarNameFits(t *testing.T) {
	f := testFonts(t)
	r := NewLayout(1280, 900).Sidebar
	var s Sidebar
	var hud, pane Part
	name := strings.Repeat("w", 240) + ".crd"
	s.Record(&hud, &pane, r, f, paneRun{}, name, &scene.Scene{})
	got := hud.Texts()[0]
	if w := draw.TextWidth(got, f.Bold); w > float64(r.Dx()-24) || !strings.HasSuffix(got, "…") || !strings.HasPrefix(got, "www") {
		t.Errorf("the name shows as %q, %.0f px wide in a %d px line", got, w, r.Dx()-24)
	}
}
