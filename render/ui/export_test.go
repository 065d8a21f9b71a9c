package ui

import (
	"image"
	"slices"
	"strings"
	"testing"

	"crdplayer/render/draw"
	"crdplayer/render/export"
)

// lenRun is an open run of n positions.
type lenRun struct {
	Run
	n int
}

func (r lenRun) Len() int { return r.n }

// TestRangeMarks: I and O set the ends, either forgetting the other when it would come before
// it; unset ends are the run's; a Shift+drag marks the range between where it started and the
// pointer, either way, and a plain press does not.
func TestRangeMarks(t *testing.T) {
	var m RangeMarks
	if from, to := m.Range(600); from != 0 || to != 600 || m.Marked() {
		t.Errorf("unmarked: %d to %d (marked %v), want the whole run", from, to, m.Marked())
	}
	m.SetOut(400)
	m.SetIn(100)
	if from, to := m.Range(600); from != 100 || to != 400 {
		t.Errorf("I at 100, O at 400: %d to %d", from, to)
	}
	m.SetIn(500) // after the end: the end goes
	if from, to := m.Range(600); from != 500 || to != 600 || m.HasOut {
		t.Errorf("I after O: %d to %d (end kept %v)", from, to, m.HasOut)
	}
	m.SetOut(200) // before the start: the start goes
	if from, to := m.Range(600); from != 0 || to != 200 || m.HasIn {
		t.Errorf("O before I: %d to %d (start kept %v)", from, to, m.HasIn)
	}
	m.Clear()

	r := image.Rect(0, 700, 1000, 796)
	run := lenRun{n: 1000 - 2*timelinePad} // a pixel a position on the whole run's track
	y := r.Min.Y + 30
	var tw Timeline
	if m.Press(&tw, r, image.Pt(500, y), false, run) {
		t.Error("a press without Shift marks a range")
	}
	if !m.Press(&tw, r, image.Pt(512, y), true, run) {
		t.Fatal("a Shift+press on the timeline does not mark")
	}
	apply := func(ins []Intent) { // as the window carries them out
		for _, in := range ins {
			switch in.Kind {
			case IntentMarkIn:
				m.SetIn(in.Arg)
			case IntentMarkOut:
				m.SetOut(in.Arg)
			}
		}
	}
	apply(m.Drag(nil, &tw, r, true, 812, run)) // dragged right
	if from, to := m.Range(run.n); from != 512-timelinePad || to != 812-timelinePad {
		t.Errorf("dragged from x 512 to 812: %d to %d, want %d to %d", from, to, 512-timelinePad, 812-timelinePad)
	}
	apply(m.Drag(nil, &tw, r, true, 112, run)) // and back past where it started
	if from, to := m.Range(run.n); from != 112-timelinePad || to != 512-timelinePad {
		t.Errorf("dragged back to x 112: %d to %d, want %d to %d", from, to, 112-timelinePad, 512-timelinePad)
	}
	if ins := m.Drag(nil, &tw, r, true, 112, run); len(ins) != 0 {
		t.Errorf("a drag that did not move asks for %v", ins)
	}
	if ins := m.Drag(nil, &tw, r, false, 300, run); len(ins) != 0 || m.dragging {
		t.Errorf("the button up: %v, dragging %v", ins, m.dragging)
	}
	// On a zoomed timeline the drag reads positions at the zoom: a quarter of the run shown,
	// 300 pixels are 75 positions.
	tw.ZoomAt(r, run.n, 512, 4)
	zm := tw.Map(r, run.n)
	if !zm.Zoomed() {
		t.Fatal("the timeline did not zoom")
	}
	m.Clear()
	m.Press(&tw, r, image.Pt(512, y), true, run)
	apply(m.Drag(nil, &tw, r, true, 812, run))
	if from, to := m.Range(run.n); from != zm.Pos(512) || to != zm.Pos(812) || to-from < 74 || to-from > 76 {
		t.Errorf("dragged from x 512 to 812 zoomed 4×: %d to %d, want %d to %d", from, to, zm.Pos(512), zm.Pos(812))
	}
}

// TestExportPanelChoices: a click on a choice asks for it, a disabled one (MP4 without ffmpeg,
// everything while an export runs) asks for nothing, a click elsewhere on the panel is taken
// (not passed to the arena), and Choose ignores rows and choices that do not exist.
func TestExportPanelChoices(t *testing.T) {
	f := testFonts(t)
	arena := NewLayout(1280, 900).Arena
	p := ExportPanel{Shown: true, Set: DefaultExportSettings}
	st := ExportStatus{From: 0, To: 600, Window: image.Pt(1280, 900), FFmpeg: true}
	l := p.layout(arena, f, st)
	find := func(l panelLayout, label string) panelItem {
		for _, it := range l.items {
			if it.label == label {
				return it
			}
		}
		t.Fatalf("no %q on the panel", label)
		return panelItem{}
	}
	center := func(r image.Rectangle) image.Point { return r.Min.Add(r.Size().Div(2)) }
	gif := find(l, "GIF")
	in, ok := p.Click(arena, f, center(gif.r), st)
	if !ok || in.Kind != IntentExportSet {
		t.Fatalf("a click on GIF: %v %v", in, ok)
	}
	p.Set.Choose(in.Arg)
	if p.Set.Format() != export.GIF {
		t.Errorf("after choosing GIF the format is %v", p.Set.Format())
	}
	in, _ = p.Click(arena, f, center(find(l, "640×480").r), st)
	p.Set.Choose(in.Arg)
	if w, h := p.Set.Size(1280, 900); w != 640 || h != 480 {
		t.Errorf("after choosing 640×480 the size is %dx%d", w, h)
	}
	if w, h := DefaultExportSettings.Size(1000, 700); w != 1000 || h != 700 {
		t.Errorf("the window's size is %dx%d, want 1000x700", w, h)
	}
	if in, ok := p.Click(arena, f, center(find(l, "Export  (Enter)").r), st); !ok || in.Kind != IntentExportStart {
		t.Errorf("a click on Export: %v %v", in, ok)
	}
	if in, ok := p.Click(arena, f, l.box.Min.Add(image.Pt(3, 3)), st); !ok || in.Kind != 0 {
		t.Errorf("a click on the panel's corner: %v %v; want it taken with no intent", in, ok)
	}
	if _, ok := p.Click(arena, f, image.Pt(arena.Min.X+2, arena.Min.Y+2), st); ok {
		t.Error("a click outside the panel is taken")
	}

	noTools := st
	noTools.FFmpeg = false
	mp4 := find(p.layout(arena, f, noTools), "MP4")
	if in, ok := p.Click(arena, f, center(mp4.r), noTools); !mp4.disabled || in.Kind == IntentExportSet {
		t.Errorf("without ffmpeg MP4 is disabled %v and a click on it asks %v (%v)", mp4.disabled, in, ok)
	}
	running := st
	running.Running = true
	rl := p.layout(arena, f, running)
	if in, _ := p.Click(arena, f, center(find(rl, "1×").r), running); in.Kind == IntentExportSet {
		t.Error("a choice can be changed while an export runs")
	}
	if in, ok := p.Click(arena, f, center(find(rl, "Cancel").r), running); !ok || in.Kind != IntentExportCancel {
		t.Errorf("a click on Cancel: %v %v", in, ok)
	}

	before := p.Set
	for _, arg := range []int{ExportChoice(OptFPS, 99), ExportChoice(optCount, 0), -1} {
		p.Set.Choose(arg)
	}
	if p.Set != before {
		t.Errorf("choices that do not exist changed the settings to %v", p.Set)
	}
	if i := slices.Index(ExportFPS, 30); DefaultExportSettings.FPS() != 30 || i < 0 {
		t.Errorf("the default frame rate is %d", DefaultExportSettings.FPS())
	}
}

// TestExportRangeLines: the panel says the range's span in ticks and on the game's clock (not
// ticks/60: 4917 ticks of 16 ms are 1:18.6 where ticks/60 is 82.0 s; under a minute in seconds,
// to the millisecond: 60 ticks are 0.96 s, not 0:00.9), and the video apart, each
// line within the panel at the widest values a run has.
func TestExportRangeLines(t *testing.T) {
	f, err := NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	st := ExportStatus{From: 0, To: 4917, ClockMs: 4917 * 16, ClockKnown: true}
	span, video := rangeLines(st, 2459, 1280, 900, "82.0 s")
	if span != "start to tick 4915: 4917 ticks, 1:18.6 on the game's clock" || video != "2459 frames of 1280×900, 82.0 s of video" {
		t.Errorf("%q, %q", span, video)
	}
	short := ExportStatus{From: 3701, To: 3761, ClockMs: 960, ClockKnown: true}
	if span, video := rangeLines(short, 60, 1280, 900, "1.0 s"); span != "tick 3700 to tick 3759: 60 ticks, 0.96 s on the game's clock" ||
		video != "60 frames of 1280×900, 1.0 s of video" {
		t.Errorf("under a minute: %q, %q", span, video)
	}
	st.ClockKnown = false // the pass has not reached the end: ticks only
	if span, _ := rangeLines(st, 2459, 1280, 900, "82.0 s"); span != "start to tick 4915: 4917 ticks" {
		t.Errorf("without the clock: %q", span)
	}
	wide := ExportStatus{From: 1_000_000, To: 1_600_000, ClockMs: 9_600_000, ClockKnown: true}
	span, video = rangeLines(wide, 600_000, 4096, 4096, "40000.0 s")
	for _, s := range []string{span, video} {
		if w := draw.TextWidth(s, f.Normal); w > panelWidth-32 {
			t.Errorf("%q is %.0f px wide, the panel's text %d", s, w, panelWidth-32)
		}
	}
}

// TestLastExportLine: the panel's line on the last export keeps the file's name when the path
// is too long for it, the folder said after the name and cut first.
func TestLastExportLine(t *testing.T) {
	f, err := NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	path := "/home/someone/a/rather/long/folder/of/videos/survival-4p-106-tick001000-001312-07c41d1a.gif"
	st := ExportStatus{Last: "Exported 157 frames (tick 1000 to tick 1312) to " + path, LastPath: path}
	got := lastExportLine(st, f, panelWidth-32)
	if !strings.HasPrefix(got, "Exported 157 frames (tick 1000 to tick 1312) to survival-4p-106-tick001000-001312-07c41d1a.gif in ") ||
		draw.TextWidth(got, f.Small) > panelWidth-32 {
		t.Errorf("%q (%.0f px)", got, draw.TextWidth(got, f.Small))
	}
	short := ExportStatus{Last: "Exported 3 frames (start to tick 4) to /v/x.gif", LastPath: "/v/x.gif"}
	if got := lastExportLine(short, f, panelWidth-32); got != short.Last {
		t.Errorf("a line that fits: %q", got)
	}
}
