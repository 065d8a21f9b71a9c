package ui

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"crdplayer/game/trace"
	"crdplayer/render/arena"
	"crdplayer/render/draw"
)

// The inspectors' model, as the window hands it to the widgets: the entity pinned on the arena
// (Pin), the field table of the shown tick (DiffTable: ours against the trace's, or run A's
// against run B's) and what is drawn over the arena for them (Overlay: the other side's
// positions as ghosts, the pinned entity's mark). The window builds them (render's
// inspect.go); the Diff and Entity panes (diffpane.go, entitypane.go) and DrawOverlay show
// them.

// PinKind is what kind of entity is pinned.
type PinKind int

// Pin kinds.
const (
	PinNone       PinKind = iota
	PinPlayer             // Index: the player's index, 0-based
	PinCreature           // Index: the creature's slot
	PinProjectile         // Index: the slot in the main projectile pool
	PinRocket             // Index: the slot in the secondary (rocket) pool
	PinBonus              // Index: the bonus slot
)

var pinKindNames = [...]string{"", "player", "creature", "projectile", "rocket", "bonus"}

func (k PinKind) String() string {
	if k >= 0 && int(k) < len(pinKindNames) {
		return pinKindNames[k]
	}
	return "entity"
}

// Pin is an entity pinned by a click on the arena or on a row of the Diff pane: followed from
// tick to tick by its slot.
type Pin struct {
	Kind  PinKind
	Index int
}

// Pinned reports whether an entity is pinned.
func (p Pin) Pinned() bool { return p.Kind != PinNone }

// String names it for people, players counted from 1: "player 2", "creature 41".
func (p Pin) String() string {
	if p.Kind == PinPlayer {
		return fmt.Sprintf("player %d", p.Index+1)
	}
	return fmt.Sprintf("%s %d", p.Kind, p.Index)
}

// PinOf is the pin of a field table's entity (players and creatures; others pin nothing).
func PinOf(e trace.Entity) (Pin, bool) {
	switch e.Kind {
	case trace.EntityPlayer:
		return Pin{PinPlayer, e.Index}, true
	case trace.EntityCreature:
		return Pin{PinCreature, e.Index}, true
	}
	return Pin{}, false
}

// matches reports whether a table row belongs to the pinned entity.
func (p Pin) matches(e trace.Entity) bool {
	q, ok := PinOf(e)
	return ok && q == p
}

// pinArgBits packs a Pin into an Intent's Arg: kind in the high bits, index in the low.
const pinArgBits = 20

// PinIntent is the intent that pins p (IntentPin); Pin{} unpins.
func PinIntent(p Pin) Intent {
	return Intent{Kind: IntentPin, Arg: int(p.Kind)<<pinArgBits | p.Index&(1<<pinArgBits-1)}
}

// IntentPinOf reads the pin an IntentPin carries.
func IntentPinOf(in Intent) Pin {
	return Pin{Kind: PinKind(in.Arg >> pinArgBits), Index: in.Arg & (1<<pinArgBits - 1)}
}

// DiffTable is a tick's fields side by side, as the Diff pane shows them: ours against the
// trace's (the divergence inspector), or run A's against run B's (two runs compared).
type DiffTable struct {
	// Title heads the pane: "Ours against the trace", "Run A (run.crd) against run B (other.crd)".
	Title        string
	SideA, SideB string // the two columns' names: "ours", "trace"; "A", "B"
	Pos          int    // the position compared
	// Rows are every compared field, the differing ones first; Differing how many differ.
	Rows      []trace.Row
	Differing int
	// Creatures: the rows list the creatures (a trace lists them on ticks t%60 == 0 only).
	Creatures bool
	// Marks are the tick's RNG marks side by side (nil: none to show).
	Marks *trace.MarkTable
	// Other names differing fields of the whole state the table does not show (two runs),
	// game.WorldComparison's: OtherCount is how many differ in all, OtherCut whether more
	// differ than Other names.
	Other      []string
	OtherCount int
	OtherCut   bool
	// Lines are notes under the title, in order (where J and Shift+J go, why creatures are
	// not listed, where the runs first differ); Err says why there is no table at this tick.
	Lines []string
	Err   string
	// Approximate: a run was played under the nearest profile (what it cannot play exactly,
	// Lines say), so agreeing fields earn no check mark, only a warning.
	Approximate bool
}

// Ghost is the other side's entity drawn as an outline over the arena: the trace's or run B's
// position of a player or creature, world pixels, linked to ours by a thin line when they are
// apart.
type Ghost struct {
	X, Y   float64 // the ghost's position
	R      float64 // its radius
	Col    color.RGBA
	Label  string  // "P1 trace", "P2 B"; "" none
	OursX  float64 // our entity's position, when Linked
	OursY  float64
	Linked bool
}

// PinMark is the pinned entity's mark on the arena: a ring around it and its name.
type PinMark struct {
	X, Y, R float64
	Label   string
}

// Overlay is what the inspectors draw over the arena: ghosts and the pinned entity's mark.
type Overlay struct {
	Ghosts []Ghost
	Pin    *PinMark
}

// Ghost colours: the trace's (white), run B's players are their own colour, lighter.
var (
	GhostTrace = color.RGBA{245, 245, 245, 230}
	ghostLink  = color.RGBA{255, 240, 120, 230}
	pinColour  = color.RGBA{255, 230, 60, 255}
)

// GhostOf is run B's colour for player i: the player's colour, lightened.
func GhostOf(i int) color.RGBA {
	c := arena.PlayerColor(i)
	l := func(x uint8) uint8 { return uint8(int(x) + (255-int(x))/2) }
	return color.RGBA{l(c.R), l(c.G), l(c.B), 235}
}

// DrawOverlay draws the inspectors' overlay over the arena through cam, clipped to its square:
// each ghost as a dashed outline (linked to our entity when apart), the pinned entity as a ring
// with corner ticks and its name. It returns the rectangle it drew in (within the square; empty
// when it drew nothing).
func DrawOverlay(dst *ebiten.Image, f *Fonts, cam arena.Camera, ov *Overlay) image.Rectangle {
	if ov == nil || len(ov.Ghosts) == 0 && ov.Pin == nil {
		return image.Rectangle{}
	}
	dst = dst.SubImage(cam.Rect()).(*ebiten.Image)
	var k ink
	type label struct {
		s   string
		r   image.Rectangle
		col color.RGBA
	}
	var labels []image.Rectangle // the labels placed so far: a label that would cover one goes below it
	var texts []label
	for i := range ov.Ghosts {
		g := &ov.Ghosts[i]
		x, y := cam.ToScreen(g.X, g.Y)
		r := max(g.R*cam.Scale, 5)
		if g.Linked {
			ox, oy := cam.ToScreen(g.OursX, g.OursY)
			vector.StrokeLine(dst, float32(ox), float32(oy), float32(x), float32(y), 1.5, ghostLink, true)
			k.span(ox, oy, x, y, 2)
		}
		dashedCircle(dst, x, y, r, g.Col)
		k.span(x-r, y-r, x+r, y+r, 2)
		if g.Label == "" {
			continue
		}
		w := int(draw.TextWidth(g.Label, f.Small))
		lr := image.Rect(int(x+r+2), int(y-r-2), int(x+r+2)+w, int(y-r-2)+13)
		for moved := true; moved; {
			moved = false
			for _, o := range labels {
				if lr.Overlaps(o) {
					lr = lr.Add(image.Pt(0, o.Max.Y-lr.Min.Y+1))
					moved = true
				}
			}
		}
		labels = append(labels, lr)
		texts = append(texts, label{g.Label, lr, g.Col})
	}
	if p := ov.Pin; p != nil {
		k.rect(drawPin(dst, f, cam, p))
	}
	// The labels go over the pin's mark, so that both read.
	for _, l := range texts {
		draw.FillRect(dst, l.r.Inset(-1), color.RGBA{0, 0, 0, 120})
		draw.Text(dst, l.s, f.Small, float64(l.r.Min.X), float64(l.r.Min.Y), l.col)
		k.rect(l.r.Inset(-1))
		k.text(l.s, f.Small, float64(l.r.Min.X), float64(l.r.Min.Y))
	}
	return k.r.Intersect(dst.Bounds())
}

// drawPin marks the pinned entity p through cam: a ring with ticks at its four sides and its name
// under it, or, off the arena or out of view, drawOffArena's arrow. It returns the rectangle it
// drew in.
func drawPin(dst *ebiten.Image, f *Fonts, cam arena.Camera, p *PinMark) image.Rectangle {
	if p.X < -p.R || p.Y < -p.R || p.X > arena.WorldSize+p.R || p.Y > arena.WorldSize+p.R || !cam.InView(p.X, p.Y, -p.R*cam.Scale) {
		return drawOffArena(dst, f, cam, p)
	}
	x, y := cam.ToScreen(p.X, p.Y)
	r := max(p.R*cam.Scale, 7) + 4
	vector.StrokeCircle(dst, float32(x), float32(y), float32(r), 2, pinColour, true)
	// Ticks at the four sides, so the mark reads on a crowded arena.
	for i := range 4 {
		a := float64(i) * math.Pi / 2
		dx, dy := math.Cos(a), math.Sin(a)
		vector.StrokeLine(dst, float32(x+dx*r), float32(y+dy*r), float32(x+dx*(r+8)), float32(y+dy*(r+8)), 2, pinColour, true)
	}
	var k ink
	k.span(x-r-8, y-r-8, x+r+8, y+r+8, 2)
	w := draw.TextWidth(p.Label, f.Small)
	lx, ly := pinLabelAt(cam.Rect(), x, y, r, w)
	box := image.Rect(int(lx)-3, int(ly)-1, int(lx+w)+3, int(ly)+14)
	draw.FillRect(dst, box, color.RGBA{0, 0, 0, 170})
	draw.Text(dst, p.Label, f.Small, lx, ly, pinColour)
	k.rect(box)
	k.text(p.Label, f.Small, lx, ly)
	return k.r
}

// pinLabelAt is where the name, w pixels wide, of a pin's ring of radius r at (x, y) goes: under
// the ring, centred, within view (the arena's square), as the death labels keep within it (a
// player at the arena's edge read "yer 2"); past its bottom, over the ring instead.
func pinLabelAt(view image.Rectangle, x, y, r, w float64) (lx, ly float64) {
	lx, ly = x-w/2, y+r+10
	lx = max(min(lx, float64(view.Max.X)-4-w), float64(view.Min.X)+4)
	if ly+14 > float64(view.Max.Y) {
		ly = y - r - 10 - 14
	}
	return lx, ly
}

// drawOffArena marks a pinned entity outside the arena (a creature spawning at its edge), or out
// of a zoomed camera's view, by an arrow at the nearest edge of the view, pointing at it, and its
// name; it returns the rectangle it drew in.
func drawOffArena(dst *ebiten.Image, f *Fonts, cam arena.Camera, p *PinMark) image.Rectangle {
	const inset = 14.0
	sx, sy := cam.ToScreen(p.X, p.Y)
	rect := cam.Rect()
	x := min(max(sx, float64(rect.Min.X)+inset), float64(rect.Max.X)-inset)
	y := min(max(sy, float64(rect.Min.Y)+inset), float64(rect.Max.Y)-inset)
	a := math.Atan2(sy-y, sx-x)
	dx, dy := math.Cos(a), math.Sin(a)
	tip := [2]float64{x + dx*10, y + dy*10}
	l := [2]float64{x - dx*4 - dy*7, y - dy*4 + dx*7}
	r := [2]float64{x - dx*4 + dy*7, y - dy*4 - dx*7}
	draw.FillPolygon(dst, pinColour, true, float32(tip[0]), float32(tip[1]), float32(l[0]), float32(l[1]), float32(r[0]), float32(r[1]))
	label := p.Label + " (off the arena)"
	if p.X >= 0 && p.Y >= 0 && p.X <= arena.WorldSize && p.Y <= arena.WorldSize {
		label = p.Label + " (out of view)"
	}
	w := draw.TextWidth(label, f.Small)
	lx := min(max(x-w/2, float64(rect.Min.X)+2), float64(rect.Max.X)-w-2)
	ly := y + 12
	if y > float64(rect.Max.Y)-40 {
		ly = y - 26
	}
	box := image.Rect(int(lx)-3, int(ly)-1, int(lx+w)+3, int(ly)+14)
	draw.FillRect(dst, box, color.RGBA{0, 0, 0, 170})
	draw.Text(dst, label, f.Small, lx, ly, pinColour)
	var k ink
	k.span(x-11, y-11, x+11, y+11, 1) // the arrow: its points lie within 10 pixels of (x, y)
	k.rect(box)
	k.text(label, f.Small, lx, ly)
	return k.r
}

// dashedCircle strokes a circle of radius r around (x, y) in 16 dashes.
func dashedCircle(dst *ebiten.Image, x, y, r float64, col color.RGBA) {
	const n = 16
	var p vector.Path
	for i := range n {
		a0 := 2 * math.Pi * float64(i) / n
		a1 := a0 + math.Pi/n
		p.MoveTo(float32(x+r*math.Cos(a0)), float32(y+r*math.Sin(a0)))
		p.Arc(float32(x), float32(y), float32(r), float32(a0), float32(a1), vector.Clockwise)
	}
	draw.StrokePath(dst, &p, 2, col, true)
}
