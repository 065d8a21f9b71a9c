package ui

import (
	"image"
	"image/color"
	"path/filepath"
	"strings"

	"crdplayer/internal/filetext"
	"crdplayer/render/draw"
	"crdplayer/render/scene"
)

// DisplayName is a run's file name as the window shows it (sidebar, title bar, loading screen):
// the base name, control characters escaped, at most 48 characters.
func DisplayName(path string) string { return filetext.Clip(filepath.Base(path), 48) }

// Pane is the sidebar tab below the players' HUD.
type Pane int

const (
	PaneVerify Pane = iota
	PaneInfo
	PaneDebug
	PaneDiff   // the field table of the shown tick against the trace or run B (diffpane.go)
	PaneEntity // the pinned entity (entitypane.go)
	numPanes
)

var paneNames = [numPanes]string{"Verify (V)", "Info (F)", "Debug (G)", "Diff (T)", "Entity (E)"}

// String is the pane's tab label.
func (p Pane) String() string { return paneNames[p] }

// tabLabels are the pane tabs' labels within width pixels each, all in one form: name and key
// ("Verify (V)"), the names alone on a narrow sidebar, or their keys (a 640-pixel
// window's tabs overlapped).
func tabLabels(f *Fonts, width float64) [numPanes]string {
	var out [numPanes]string
	for form := range 3 {
		fits := true
		for p, full := range paneNames {
			// The tiniest form is the pane's key: two first letters were D (Debug, Diff).
			name, key, _ := strings.Cut(full, " (")
			out[p] = [3]string{full, name, strings.TrimSuffix(key, ")")}[form]
			fits = fits && draw.TextWidth(out[p], f.Small) <= width
		}
		if fits {
			break
		}
	}
	return out
}

// Sidebar is the sidebar's state between frames: the pane shown, where its tabs were last
// drawn (they follow the HUD above them) and how far the pane is scrolled.
type Sidebar struct {
	pane   Pane
	tabsY  int     // top of the pane tabs, as last drawn
	scroll float64 // pixels the pane is scrolled down
	hits   []paneHit

	// Set by the window before Record: the entity pinned on the arena, and the field table of
	// the shown tick (nil: nothing to compare with).
	Pin  Pin
	Diff *DiffTable
}

// Show selects a pane, scrolled to its top.
func (s *Sidebar) Show(p Pane) { s.pane, s.scroll = p, 0 }

// Shown is the selected pane.
func (s *Sidebar) Shown() Pane { return s.pane }

// TabsY is the top of the pane tabs as last drawn; Scrolled is how many pixels the pane is
// scrolled down.
func (s *Sidebar) TabsY() int        { return s.tabsY }
func (s *Sidebar) Scrolled() float64 { return s.scroll }

// Wheel scrolls the pane by a mouse wheel turned by wy over pt, when pt is on the sidebar r.
func (s *Sidebar) Wheel(r image.Rectangle, pt image.Point, wy float64) {
	if wy != 0 && pt.In(r) {
		s.scroll = max(0, s.scroll-wy*30)
	}
}

// compactBelow is the sidebar height, pixels, under which even one or two players take the
// two-line HUD.
const compactBelow = 400

// Record records the sidebar r for the open run (nil: none) named name, showing sc: the
// players' HUD into hud, the pane tabs and the selected pane into pn.
func (s *Sidebar) Record(hud, pn *Part, r image.Rectangle, f *Fonts, run Run, name string, sc *scene.Scene) {
	c := hud.Begin(r, ColPanel)
	pc := pn.Begin(image.Rectangle{}, ColPanel)
	x, w := float64(r.Min.X+12), float64(r.Dx()-24)
	y := float64(r.Min.Y + 10)
	if run == nil {
		c.text("No run open", f.Bold, x, y, ColDim)
		c.text("Ctrl+O or drop a .crd file", f.Normal, x, y+20, ColDim)
		return
	}
	c.text(fitLine(DisplayName(name), f.Bold, w), f.Bold, x, y, ColText)
	y += 24
	y = drawModeHUD(c, f, sc, x, y, w)
	// Three or four players, or a short sidebar (a window 480 pixels high), take the two-line
	// HUD, and three or four on a short one a line each: the full one left the pane no room.
	playerHUD := drawPlayerHUD
	switch short, many := r.Dy() < compactBelow, len(sc.Players) > 2; {
	case short && many:
		playerHUD = drawPlayerHUDLine
	case short || many:
		playerHUD = drawPlayerHUDCompact
	}
	for i := range sc.Players {
		y = playerHUD(c, f, &sc.Players[i], x, y, w)
	}
	s.tabsY = int(y)
	hud.rect = image.Rect(r.Min.X, r.Min.Y, r.Max.X, s.tabsY)
	pn.rect = image.Rect(r.Min.X, s.tabsY, r.Max.X, r.Max.Y)
	tabs := tabRects(r, s.tabsY)
	labels := tabLabels(f, float64(tabs[0].Dx()-2))
	for i, t := range tabs {
		bg := color.RGBA{40, 40, 48, 255}
		if Pane(i) == s.pane {
			bg = color.RGBA{60, 80, 110, 255}
		}
		pc.FillRect(t, bg)
		pc.textCentered(labels[i], f.Small, float64(t.Min.X+t.Dx()/2), float64(t.Min.Y+t.Dy()/2), ColText)
	}
	body := image.Rect(r.Min.X, tabs[0].Max.Y+6, r.Max.X, r.Max.Y)
	sub := pc.sub(body)
	s.hits = s.hits[:0]
	switch s.pane {
	case PaneVerify:
		s.drawVerify(sub, body, f, run)
	case PaneInfo:
		s.drawInfo(sub, body, f, run)
	case PaneDebug:
		s.drawDebug(sub, body, f, run, sc)
	case PaneDiff:
		s.drawDiff(sub, body, f)
	case PaneEntity:
		s.drawEntity(sub, body, f, run)
	}
}

// tabRects are the pane tabs' rectangles, starting at y.
func tabRects(r image.Rectangle, y int) [numPanes]image.Rectangle {
	var out [numPanes]image.Rectangle
	w := (r.Dx() - 16) / int(numPanes)
	for i := range out {
		x := r.Min.X + 8 + i*w
		out[i] = image.Rect(x, y, x+w-3, y+22)
	}
	return out
}

// Click turns a click at pt on a tab of the sidebar r, or on a clickable line of the pane (a
// row of the Diff pane, "compare anyway"), into an intent (with a run open). The tabs' position
// depends on the HUD above them, so it is found from the last drawn layout.
func (s *Sidebar) Click(r image.Rectangle, pt image.Point, run Run) (Intent, bool) {
	if !pt.In(r) || run == nil {
		return Intent{}, false
	}
	for i, t := range tabRects(r, s.tabsY) {
		if pt.In(t) {
			return Intent{Kind: IntentPane, Arg: i}, true
		}
	}
	for _, h := range s.hits {
		if pt.In(h.r) {
			return h.in, true
		}
	}
	return Intent{}, false
}

// paneWriter starts writing a pane's lines in r, scrolled by the mouse wheel.
func (s *Sidebar) paneWriter(c *Canvas, r image.Rectangle, f *Fonts) *lineWriter {
	return &lineWriter{c: c, f: f, x: float64(r.Min.X + 12), y: float64(r.Min.Y+4) - s.scroll, w: float64(r.Dx() - 24), start: len(*c.ops)}
}

// partialRowTop is the top of the highest line of text the pane drew from op start on that
// begins above y but reaches below it (its face's ascent and descent): the row a band at y would
// cut through; y when there is none.
func partialRowTop(ops []drawOp, y float64) float64 {
	top := y
	for i := range ops {
		o := &ops[i]
		if o.kind != opText || o.face == nil || float64(o.y) >= y {
			continue
		}
		m := o.face.Metrics()
		if float64(o.y)+m.HAscent+m.HDescent > y {
			top = min(top, float64(o.y))
		}
	}
	return top
}

// endPane keeps the scroll within the pane's content and hints at more below.
func (s *Sidebar) endPane(lw *lineWriter, r image.Rectangle) {
	content := lw.y + s.scroll - float64(r.Min.Y)
	s.scroll = max(0, min(s.scroll, content-float64(r.Dy())+8))
	if lw.y > float64(r.Max.Y) {
		// A band the pane's whole width, under a rule: the row it meets is cut across, as a
		// scrolled list's last row is, not half hidden behind a box at its right end (which
		// read as a value cut short: "shots_fired: 3…").
		// The band covers, too, a line it would cut through: the pane shows whole lines.
		const more = "more below: scroll"
		w := draw.TextWidth(more, lw.f.Small)
		x := float64(r.Max.X) - 12 - w
		band := int(partialRowTop((*lw.c.ops)[lw.start:], float64(r.Max.Y-17)))
		lw.c.FillRect(image.Rect(r.Min.X, band-1, r.Max.X, r.Max.Y), ColPanel)
		lw.c.FillRect(image.Rect(r.Min.X+8, r.Max.Y-17, r.Max.X-8, r.Max.Y-16), color.RGBA{60, 60, 70, 255})
		lw.c.text(more, lw.f.Small, x, float64(r.Max.Y-15), ColAccent)
	}
}

// lines draws text lines from the top of r, each (text, colour); a line starting with "✓ " or
// "✗ " gets a drawn check mark.
type lineWriter struct {
	c     *Canvas
	f     *Fonts
	x, y  float64
	w     float64
	start int // the first of c's ops the pane drew
}

func (lw *lineWriter) line(s string, c color.Color) {
	lw.c.text(s, lw.f.Normal, lw.x, lw.y, c)
	lw.y += 17
}

func (lw *lineWriter) check(ok bool, s string) {
	lw.c.checkMark(lw.x, lw.y+2, ok)
	c := ColText
	if !ok {
		c = ColBad
	}
	lw.c.text(s, lw.f.Normal, lw.x+18, lw.y, c)
	lw.y += 17
}

// checkWrapped is check for a line that may be wider than the pane: it wraps, indented.
func (lw *lineWriter) checkWrapped(ok bool, s string) {
	lines := wrap(s, lw.f, (lw.w-18)*11/13)
	for i, l := range lines {
		if i == 0 {
			lw.check(ok, l)
			continue
		}
		c := ColText
		if !ok {
			c = ColBad
		}
		lw.c.text(l, lw.f.Normal, lw.x+18, lw.y, c)
		lw.y += 17
	}
}

// lineWrapped is line for a line that may be wider than the pane (a title naming a file): it
// wraps, in the line's face.
func (lw *lineWriter) lineWrapped(s string, c color.Color) {
	for _, l := range wrap(s, lw.f, lw.w*11/13) {
		lw.line(l, c)
	}
}

func (lw *lineWriter) wrapped(s string, c color.Color) {
	for _, l := range wrap(s, lw.f, lw.w) {
		lw.c.text(l, lw.f.Small, lw.x, lw.y, c)
		lw.y += 14
	}
}
