package ui

import (
	"fmt"
	"image"
	"image/color"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/game"
	"crdplayer/internal/filetext"
	"crdplayer/render/draw"
	"crdplayer/render/export"
)

// The export panel, over the arena (Ctrl+E, the Export button): the range to export, the
// options the command line's --export takes (format, speed, frame rate, size), where it saves,
// and the export's progress with a Cancel. It is not modal: the window plays, seeks and marks
// ranges while it shows and while an export runs. Hidden while an export runs, a small box over
// the arena's top right keeps the progress in sight (a click shows the panel again).

// ExportOption is one of the panel's rows of choices.
type ExportOption int

// The panel's rows.
const (
	OptFormat ExportOption = iota
	OptSpeed
	OptFPS
	OptSize
	optCount
)

// The choices of each row. A size of 0×0 is the window's own.
var (
	ExportFormats = export.Formats
	ExportSpeeds  = []float64{0.25, 0.5, 1, 2, 4}
	ExportFPS     = []int{15, 24, 30, 60}
	ExportSizes   = []image.Point{{}, {1280, 900}, {1920, 1080}, {960, 720}, {640, 480}}
)

var optionNames = [optCount]string{"Format", "Speed", "Frame rate", "Size"}

// ExportSettings is the choice made in each row, an index into its choices.
type ExportSettings [optCount]int

// DefaultExportSettings: MP4 at 1× and 30 fps, the window's size.
var DefaultExportSettings = ExportSettings{OptFormat: 0, OptSpeed: 2, OptFPS: 2, OptSize: 0}

// ExportChoice is IntentExportSet's Arg for choice i of row o.
func ExportChoice(o ExportOption, i int) int { return int(o)<<8 | i }

// Choose takes IntentExportSet's Arg; an unknown row or choice changes nothing.
func (s *ExportSettings) Choose(arg int) {
	o, i := ExportOption(arg>>8), arg&0xff
	if o < 0 || o >= optCount || i >= s.count(o) {
		return
	}
	s[o] = i
}

func (s *ExportSettings) count(o ExportOption) int {
	return [optCount]int{len(ExportFormats), len(ExportSpeeds), len(ExportFPS), len(ExportSizes)}[o]
}

// Format, Speed and FPS are the chosen format, speed and frame rate.
func (s ExportSettings) Format() export.Format { return ExportFormats[s[OptFormat]] }
func (s ExportSettings) Speed() float64        { return ExportSpeeds[s[OptSpeed]] }
func (s ExportSettings) FPS() int              { return ExportFPS[s[OptFPS]] }

// Size is the chosen frame size for a window of w×h pixels.
func (s ExportSettings) Size(w, h int) (int, int) {
	if p := ExportSizes[s[OptSize]]; p != (image.Point{}) {
		return p.X, p.Y
	}
	return w, h
}

// label is choice i of row o as the panel writes it.
func (s ExportSettings) label(o ExportOption, i int) string {
	switch o {
	case OptFormat:
		if f := ExportFormats[i]; f != export.PNGs {
			return f.String()
		}
		return "PNG frames"
	case OptSpeed:
		return SpeedLabel(ExportSpeeds[i])
	case OptFPS:
		return fmt.Sprintf("%d fps", ExportFPS[i])
	}
	if p := ExportSizes[i]; p != (image.Point{}) {
		return fmt.Sprintf("%d×%d", p.X, p.Y)
	}
	return "window"
}

// ExportPanel is the panel's state between frames: shown or not, and the choices made.
type ExportPanel struct {
	Shown bool
	Set   ExportSettings
}

// ExportStatus is what the panel shows besides its choices: the range, the window's size, the
// tools, where it saves, and the running export.
type ExportStatus struct {
	From, To  int  // the range, positions
	Marked    bool // the range was marked (else it is the whole run)
	Window    image.Point
	FFmpeg    bool   // ffmpeg is installed (MP4 and WebM need it)
	Dir       string // the folder exports go to
	Running   bool
	Preparing bool // the export waits for its run to be prepared
	Finishing bool // every frame is drawn; the encoder finishes the file
	Done      int  // ticks of the range drawn
	Total     int
	Left      time.Duration
	LeftKnown bool
	Path      string // the running export's output
	Last      string // how the last export of the run ended ("Exported … to PATH"), "" before one
	LastPath  string // the PATH Last ends with
	// ClockMs is the range's span on the game's clock (what the status line says times on),
	// when ClockKnown: the pass has reached its end.
	ClockMs    int64
	ClockKnown bool
}

// rangeLines are the panel's two lines on the range: "start to tick 4915: 4917 ticks, 1:18.6 on
// the game's clock" and "2459 frames of 1280×900, 82.0 s of video". The span is said on the
// game's clock, as the status line says times, not as ticks/60 (which the video's length
// follows at 1×: a tick is 16 ms of the game's clock).
func rangeLines(st ExportStatus, frames, w, h int, videoLen string) (span, video string) {
	n := st.To - st.From
	// Both ends as states the range holds, the end not drawn left out (the position To is
	// not drawn): the export's summary names its frames' first and last states the same way
	// (from a new user's trial: the panel's "to tick 1313" and the summary's "to tick 1312"
	// read as two ranges).
	last := max(st.To-1, st.From)
	span = fmt.Sprintf("%s to %s: %d tick%s", game.TickLabel(st.From), game.TickLabel(last), n, pluralS(n))
	if st.ClockKnown {
		// Under a minute, the clock's own milliseconds in seconds: 60 ticks are 0.96 s of the
		// game's clock beside 1.0 s of video, where m:ss.t's truncated 0:00.9 reads as a
		// contradiction.
		clock := game.FormatClock(st.ClockMs)
		if st.ClockMs < 60_000 {
			clock = strconv.FormatFloat(float64(st.ClockMs)/1000, 'f', -1, 64) + " s"
		}
		span += ", " + clock + " on the game's clock"
	}
	return span, fmt.Sprintf("%d frame%s of %d×%d, %s of video", frames, pluralS(frames), w, h, videoLen)
}

// panelItem is a clickable place of the panel and its intent.
type panelItem struct {
	r        image.Rectangle
	label    string
	in       Intent
	selected bool
	disabled bool
}

// panelLayout is where everything of the panel goes.
type panelLayout struct {
	box   image.Rectangle
	bar   image.Rectangle // the progress bar, while an export runs
	y     map[string]int  // the top of each line of text
	items []panelItem
}

const panelWidth = 560

// layout lays the panel out over the arena for st.
func (p *ExportPanel) layout(arena image.Rectangle, f *Fonts, st ExportStatus) panelLayout {
	w := min(panelWidth, arena.Dx()-20)
	h := 348 // about: the box ends under its last row
	x0 := arena.Min.X + (arena.Dx()-w)/2
	y0 := arena.Min.Y + max((arena.Dy()-h)/2, 10)
	l := panelLayout{box: image.Rect(x0, y0, x0+w, y0+h), y: map[string]int{}}
	y := y0 + 10
	l.y["title"] = y
	y += 26
	l.y["range"] = y
	y += 18
	l.y["video"] = y
	y += 18
	l.y["hint"] = y
	y += 24
	for o := range optCount {
		l.y[optionNames[o]] = y
		x := x0 + 110
		for i := range p.Set.count(o) {
			s := p.Set.label(o, i)
			cw := int(draw.TextWidth(s, f.Normal)) + 16
			if x+cw > x0+w-10 {
				break // a narrow window leaves the last choices out
			}
			disabled := st.Running || (o == OptFormat && ExportFormats[i].NeedsFFmpeg() && !st.FFmpeg)
			l.items = append(l.items, panelItem{r: image.Rect(x, y-3, x+cw, y+19), label: s,
				in: Intent{Kind: IntentExportSet, Arg: ExportChoice(o, i)}, selected: p.Set[o] == i, disabled: disabled})
			x += cw + 6
		}
		y += 30
	}
	l.y["note"] = y
	y += 18
	l.y["dir"] = y
	y += 26
	l.y["buttons"] = y
	bw := func(label string) int { return int(draw.TextWidth(label, f.Normal)) + 24 }
	button := func(x int, label string, in Intent) {
		l.items = append(l.items, panelItem{r: image.Rect(x, y, x+bw(label), y+26), label: label, in: in})
	}
	const closeLabel = "Close  (Esc)"
	right := x0 + w - 16 - bw(closeLabel)
	button(right, closeLabel, Intent{Kind: IntentExportClose})
	if st.Running {
		// The progress bar takes the row's left, its text the line under it.
		if !st.Finishing {
			right -= 8 + bw("Cancel")
			button(right, "Cancel", Intent{Kind: IntentExportCancel})
		}
		l.bar = image.Rect(x0+16, y+4, right-12, y+22)
		y += 32
		l.y["progress"] = y
		y += 14
	} else {
		bx := x0 + 16
		button(bx, "Export  (Enter)", Intent{Kind: IntentExportStart})
		bx += bw("Export  (Enter)") + 8
		if st.Marked {
			button(bx, "Clear range", Intent{Kind: IntentMarksClear})
		}
		y += 26
	}
	l.box.Max.Y = y + 12
	return l
}

// miniRect is the small progress box shown over the arena while the panel is hidden.
func miniRect(arena image.Rectangle) image.Rectangle {
	return image.Rect(arena.Max.X-12-300, arena.Min.Y+12, arena.Max.X-12, arena.Min.Y+12+46)
}

// Click is what a click at pt asks of the panel (when shown) or of the small progress box (while
// an export runs with the panel hidden); false when the click is elsewhere. A click inside the
// panel but on none of its controls is taken too, so that it does not reach the arena's widgets
// under it.
func (p *ExportPanel) Click(arena image.Rectangle, f *Fonts, pt image.Point, st ExportStatus) (Intent, bool) {
	if !p.Shown {
		if st.Running && pt.In(miniRect(arena)) {
			return Intent{Kind: IntentExportPanel}, true
		}
		return Intent{}, false
	}
	l := p.layout(arena, f, st)
	for _, it := range l.items {
		if pt.In(it.r) && !it.disabled {
			return it.in, true
		}
	}
	return Intent{}, pt.In(l.box)
}

// Draw draws the panel over the arena when shown, else the small progress box while an export
// runs.
func (p *ExportPanel) Draw(dst *ebiten.Image, f *Fonts, arena image.Rectangle, st ExportStatus, mouse image.Point) {
	if !p.Shown {
		if st.Running {
			drawMiniProgress(dst, f, miniRect(arena), st)
		}
		return
	}
	l := p.layout(arena, f, st)
	b := l.box
	x := float64(b.Min.X + 16)
	draw.FillRect(dst, b, color.RGBA{16, 16, 22, 242})
	draw.StrokeRect(dst, b, ColAccent)
	draw.Text(dst, "Export", f.Big, x, float64(l.y["title"]), ColText)

	plan := export.Plan{From: st.From, To: st.To, Speed: p.Set.Speed(), FPS: p.Set.FPS()}
	w, h := p.Set.Size(st.Window.X, st.Window.Y)
	span, video := rangeLines(st, plan.Frames(), w, h, plan.SecondsText())
	draw.Text(dst, span, f.Normal, x, float64(l.y["range"]), ColText)
	draw.Text(dst, video, f.Normal, x, float64(l.y["video"]), ColText)
	hint := "No range marked: the whole run. Mark one with I and O, or Shift+drag on the timeline."
	if st.Marked {
		hint = "I and O, or Shift+drag on the timeline, mark another range."
	}
	draw.Text(dst, hint, f.Small, x, float64(l.y["hint"]), ColDim)
	for o := range optCount {
		draw.Text(dst, optionNames[o], f.Bold, x, float64(l.y[optionNames[o]]), ColDim)
	}
	if !st.FFmpeg {
		draw.Text(dst, "MP4 and WebM need ffmpeg: install the Debian package ffmpeg (sudo apt-get install ffmpeg).", f.Small, x, float64(l.y["note"]), ColWarn)
	}
	dir := "Saves to " + filetext.Clip(st.Dir, 60) + " (the run's name, the ticks and its SHA-256 name the file)"
	dirCol := ColDim
	switch {
	case st.Running:
		dir = "Writing " + filetext.Clip(st.Path, 80)
	case st.Last != "":
		// What the last export wrote, until the next: the notice over the arena fades.
		dir, dirCol = lastExportLine(st, f, float64(b.Dx()-32)), ColAccent
	}
	draw.Text(dst, dir, f.Small, x, float64(l.y["dir"]), dirCol)
	for _, it := range l.items {
		bg, fg := color.RGBA{48, 48, 58, 255}, ColText
		switch {
		case it.disabled && it.selected: // (the choice an export runs with)
			bg, fg = color.RGBA{40, 60, 85, 255}, color.RGBA{170, 180, 195, 255}
		case it.disabled:
			bg, fg = color.RGBA{34, 34, 40, 255}, color.RGBA{90, 90, 100, 255}
		case it.selected:
			bg, fg = color.RGBA{50, 90, 140, 255}, color.RGBA{255, 255, 255, 255}
		case mouse.In(it.r):
			bg = color.RGBA{70, 90, 120, 255}
		}
		draw.FillRect(dst, it.r, bg)
		draw.TextCentered(dst, it.label, f.Normal, float64(it.r.Min.X+it.r.Dx()/2), float64(it.r.Min.Y+it.r.Dy()/2), fg)
	}
	if st.Running {
		drawProgressBar(dst, l.bar, st)
		draw.Text(dst, progressText(st), f.Small, x, float64(l.y["progress"]), ColText)
	}
}

// progressText says how far the export is.
func progressText(st ExportStatus) string {
	switch {
	case st.Preparing:
		return "Preparing the run: the frames are drawn once it is simulated…"
	case st.Finishing:
		return "Every frame drawn: finishing the file…"
	}
	s := fmt.Sprintf("%d/%d ticks  %d%%", st.Done, st.Total, 100*st.Done/max(st.Total, 1))
	if st.LeftKnown {
		s += "  " + export.Duration(st.Left) + " left"
	}
	return s
}

func drawProgressBar(dst *ebiten.Image, r image.Rectangle, st ExportStatus) {
	draw.FillRect(dst, r, color.RGBA{12, 12, 16, 255})
	frac := float64(st.Done) / float64(max(st.Total, 1))
	if st.Preparing {
		frac = 0
	}
	fill := r
	fill.Max.X = r.Min.X + int(float64(r.Dx())*draw.Clamp01(frac))
	draw.FillRect(dst, fill, ColAccent)
	draw.StrokeRect(dst, r, ColBorder)
}

func drawMiniProgress(dst *ebiten.Image, f *Fonts, r image.Rectangle, st ExportStatus) {
	draw.FillRect(dst, r, color.RGBA{16, 16, 22, 235})
	draw.StrokeRect(dst, r, ColAccent)
	draw.Text(dst, "Exporting: "+progressText(st), f.Small, float64(r.Min.X+8), float64(r.Min.Y+5), ColText)
	drawProgressBar(dst, image.Rect(r.Min.X+8, r.Min.Y+24, r.Max.X-8, r.Min.Y+36), st)
}

// lastExportLine is st.Last within w pixels: when its path does not fit, the file's name first
// and its folder after it, so that a cut takes the folder, not the name (a new user saw
// "…/Videos/survival-4p-106-tick001000-001313-07c41…", the name cut).
func lastExportLine(st ExportStatus, f *Fonts, w float64) string {
	s := st.Last
	if draw.TextWidth(s, f.Small) > w && st.LastPath != "" && strings.HasSuffix(s, st.LastPath) {
		s = strings.TrimSuffix(s, st.LastPath) + filepath.Base(st.LastPath) + " in " + filepath.Dir(st.LastPath)
	}
	return fitLine(s, f.Small, w)
}
