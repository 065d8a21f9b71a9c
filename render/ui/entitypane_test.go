package ui

import (
	"image"
	"math"
	"strings"
	"testing"

	"crdplayer/sim"
)

// worldRun is a stub run whose state is w: what the Entity pane reads.
type worldRun struct {
	stubRun
	w *sim.World
}

func (r worldRun) World() *sim.World { return r.w }

// TestEntityPlayerCounters: the death and low-health counters are not seconds: they are left
// out at their start values (16 and 100: a healthy player showed "death timer 16 s") and said
// as counts when they have moved.
func TestEntityPlayerCounters(t *testing.T) {
	m := openModeRun(t, "../../testdata/reference/survival-4p-106.crd")
	w := m.s.World()
	names := func() map[string]string {
		_, fields, ok := EntityFields(w, Pin{Kind: PinPlayer, Index: 1})
		if !ok {
			t.Fatal("no player 2")
		}
		out := map[string]string{}
		for _, f := range fields {
			out[f.Name] = f.Value
		}
		return out
	}
	if got := names(); got["death timer"] != "" || got["low health"] != "" {
		t.Errorf("a healthy player at the start: death timer %q, low health %q", got["death timer"], got["low health"])
	}
	w.Players[1].DeathTimer, w.Players[1].LowHealthTimer = 3.5, 0
	got := names()
	if got["death timer"] != "3.5 of 16 (counts down 20 a second once dead)" || got["low health"] != "0 (a hit at 20 health or less set it to 0)" {
		t.Errorf("moved counters: death timer %q, low health %q", got["death timer"], got["low health"])
	}
}

// TestEntityValueUnderItsName: in a pane too narrow for a number beside its name, the value goes
// under the name, whole (a 640-pixel window cut "573.1378784179688" between its digits).
func TestEntityValueUnderItsName(t *testing.T) {
	m := openModeRun(t, "../../testdata/reference/survival-4p-106.crd")
	w := m.s.World()
	w.Players[1].Pos = sim.Vec2{X: 24, Y: 573.1378784179688}
	f := testFonts(t)
	for _, width := range []int{200, 400} {
		r := image.Rect(0, 0, width, 900)
		s := Sidebar{Pin: Pin{Kind: PinPlayer, Index: 1}}
		var p Part
		s.drawEntity(p.Begin(r, ColPanel), r, f, worldRun{w: w})
		var nameY, valueY float64
		found := false
		for _, o := range p.ops {
			if o.kind != opText {
				continue
			}
			if o.s == "position" {
				nameY = float64(o.y)
			}
			if strings.HasPrefix(o.s, "24, 573.1") {
				found, valueY = o.s == "24, 573.1378784179688", float64(o.y)
			}
		}
		if !found {
			t.Errorf("%d px: the position is not drawn whole: %q", width, p.Texts())
		}
		if under := valueY > nameY; under != (width == 200) {
			t.Errorf("%d px: the value under its name is %v", width, under)
		}
		textWithinPane(t, &p, r)
	}
}

// TestPinLabelWithinTheArena: the pinned entity's name stays inside the arena's square at its
// edges (a player at x 24 read "yer 2"), over the ring at the bottom edge, and under it, centred,
// elsewhere.
func TestPinLabelWithinTheArena(t *testing.T) {
	view := image.Rect(0, 0, 400, 400)
	const r, w = 12.0, 50.0
	for _, c := range []struct{ x, y, lx, ly float64 }{
		{200, 200, 175, 222}, // centred under the ring
		{5, 200, 4, 222},     // at the left edge
		{398, 200, 346, 222}, // at the right edge
		{200, 395, 175, 359}, // at the bottom: over the ring
	} {
		if lx, ly := pinLabelAt(view, c.x, c.y, r, w); lx != c.lx || ly != c.ly {
			t.Errorf("a ring at (%v, %v): the name at (%v, %v), want (%v, %v)", c.x, c.y, lx, ly, c.lx, c.ly)
		}
	}
}

// TestEntityWording: headings in degrees too, a heading past a turn with its direction within
// one; the aim's heading in degrees; a creature's target point and a player's speed said with
// what each number is (from a new user's trial: "360.9°", "point 24, 474.1", "move 2 × 2").
func TestEntityWording(t *testing.T) {
	for a, want := range map[float64]string{
		0: "0.0°", math.Pi / 2: "90.0°", 6.298135757446289: "360.9°, 0.9° in a turn", -0.00504: "-0.3°, 359.7° in a turn",
	} {
		if got := degrees(a); got != want {
			t.Errorf("degrees(%v) = %q, want %q", a, got, want)
		}
	}
	m := openModeRun(t, "../../testdata/reference/survival-4p-106.crd")
	w := m.s.World()
	fields := func(p Pin) map[string]string {
		_, fs, ok := EntityFields(w, p)
		if !ok {
			t.Fatalf("%v: nothing there", p)
		}
		out := map[string]string{}
		for _, f := range fs {
			out[f.Name] = f.Value
		}
		return out
	}
	pl := &w.Players[0]
	pl.MoveSpeed, pl.SpeedMultiplier, pl.AimHeading = 2, 1.5, math.Pi
	got := fields(Pin{Kind: PinPlayer, Index: 0})
	if got["speed"] != "move speed 2 × multiplier 1.5" || !strings.HasSuffix(got["aim"], "(heading 3.141592653589793 rad, 180.0°)") {
		t.Errorf("player: speed %q, aim %q", got["speed"], got["aim"])
	}
	c := &w.Creatures.Entries[0]
	c.Active, c.HP, c.TargetPlayer, c.Target = true, 10, 3, sim.Vec2{X: 24, Y: 474.5}
	if got := fields(Pin{Kind: PinCreature, Index: 0}); got["target"] != "player 4, the point (24, 474.5)" {
		t.Errorf("creature: target %q", got["target"])
	}
}
