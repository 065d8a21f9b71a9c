package game

import "testing"

// TestOnsetSampled: an onset of creatures' fields only is at a tick the trace lists the
// creatures on (every 60th), so they may have parted on any tick since the last such tick: it
// says from which. Any other field, or the run start, is where it is.
func TestOnsetSampled(t *testing.T) {
	for _, c := range []struct {
		o    Onset
		from int
		ok   bool
		text string
	}{
		{Onset{Tick: 1560, Fields: []string{"creature[5].hp", "creature[6].x"}}, 1501, true,
			"tick 1560: creature[5].hp, creature[6].x start to differ (the trace lists the creatures every 60th tick: they part between tick 1501 and this one)"},
		{Onset{Tick: 60, Fields: []string{"creature[0].y"}}, 1, true,
			"tick 60: creature[0].y starts to differ (the trace lists the creatures every 60th tick: they part between tick 1 and this one)"},
		{Onset{Tick: 1560, Fields: []string{"creature[5].hp", "rng"}}, 0, false, "tick 1560: creature[5].hp, rng start to differ"},
		{Onset{Tick: 1500, Fields: []string{"players[0].x"}}, 0, false, "tick 1500: players[0].x starts to differ"},
		{Onset{Tick: -1, Fields: []string{"rng_after_setup"}}, 0, false, "the run start: rng_after_setup starts to differ"},
	} {
		from, ok := c.o.Sampled()
		if from != c.from || ok != c.ok || c.o.String() != c.text {
			t.Errorf("%+v: Sampled %d %v, String %q; want %d %v, %q", c.o, from, ok, c.o.String(), c.from, c.ok, c.text)
		}
	}
}
