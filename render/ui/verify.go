package ui

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"crdplayer/game"
	"crdplayer/render/draw"
)

// drawVerify shows the verification: progress while the background pass runs, then the verdict
// in crd verify's words (game.Verification.Status and Headline), with "compare anyway" for a
// trace recorded for another run, the trace comparison, every result field recorded against
// derived (also when the simulation stopped early: what the run had come to), the SHA-256 and
// notes.
func (s *Sidebar) drawVerify(c *Canvas, r image.Rectangle, f *Fonts, run Run) {
	lw := s.paneWriter(c, r, f)
	defer s.endPane(lw, r)
	v, ok := run.Verification()
	if !ok {
		p := run.Progress()
		lw.line(fmt.Sprintf("Verifying… %d / %d ticks", p.Prepared, p.Total), ColText)
		c.bar(lw.x, lw.y, lw.w, 8, p.Fraction(), ColAccent)
		lw.y += 16
		return
	}
	lw.checkWrapped(v.Status() == game.StatusVerified, capitalize(v.Headline()))
	tc := v.Trace
	if tc != nil && tc.Status == game.TraceOtherRun {
		s.forceButton(lw, r)
	}
	verifyApproximated(lw, &v)
	// The trace's check before the result's table: a divergence is what a desync hunt reads
	// first, and a 4-player table would push it below the pane's fold.
	verifyTrace(lw, tc, v.HeadlineSaysTrace())
	if v.Derived != nil {
		lw.y += 4
		switch {
		case v.Stop != nil:
			lw.wrapped(fmt.Sprintf("Recorded against derived: derived from the state before tick %d, where the simulation stopped (a prefix never verifies).", v.Stop.Tick), ColDim)
		default:
			lw.wrapped("Recorded against derived:", ColDim)
		}
		player := -1
		for _, rf := range game.ResultFields(&v.Recorded, v.Derived) {
			label, p := resultLabel(rf.Field)
			if p >= 0 && p != player {
				// Players are counted from 1 for people; the format's paths count from 0.
				player = p
				lw.line(fmt.Sprintf("Player %d (players[%d])", p+1, p), ColText)
			}
			if rf.Differs {
				lw.checkWrapped(false, fmt.Sprintf("%s: recorded %s, derived %s", label, rf.Recorded, rf.Derived))
			} else if len(v.Approximations) > 0 {
				// Derived the same under another profile: no check mark, it verifies nothing.
				lw.line("= "+label+": "+rf.Recorded, ColDim)
			} else {
				lw.check(true, label+": "+rf.Recorded)
			}
		}
	}
	verifyQuestScore(lw, &v)
	if v.SHA256 != "" {
		lw.wrapped("SHA-256 "+v.SHA256, ColDim)
	}
	verifyProvenance(lw, &v)
	for _, n := range v.Notes {
		lw.wrapped("• "+n, ColDim)
	}
}

// verifyTrace writes the trace comparison: whether every tick agrees, or where the trace first
// differs and in which fields (up to 6), the first RNG mark that differs, and its notes.
func verifyTrace(lw *lineWriter, tc *game.TraceCheck, saidAbove bool) {
	if tc == nil {
		return
	}
	lw.y += 4
	switch tc.Status {
	case game.TraceAgrees:
		lw.checkWrapped(true, fmt.Sprintf("Trace: every tick agrees (%d)", tc.Compared)) // (a narrow pane)
	case game.TraceDiffers:
		d := tc.Divergence
		if end, ok := tc.EndsEarly(); ok {
			if !saidAbove { // (the verdict says it already: once)
				lw.checkWrapped(false, fmt.Sprintf("Trace: %s; the %d ticks before it (0 to %d) agree", end, d.Tick, d.Tick-1))
			}
			break
		}
		lw.checkWrapped(false, fmt.Sprintf("Trace differs at %s; J goes there, the Diff pane (T) shows every field", tickName(int(d.Tick))))
		for i, fd := range d.Fields {
			if i == 6 {
				lw.wrapped(fmt.Sprintf("and %d more fields", len(d.Fields)-i), ColBad)
				break
			}
			lw.wrapped(fmt.Sprintf("%s: trace %s, ours %s", game.PlayerLabel(fd.Path), fd.Want, fd.Got), ColBad)
		}
		if tc.Marks != nil && tc.Marks.First >= 0 {
			lw.wrapped("first RNG mark that differs: "+clipName(tc.Marks.Phase), ColBad)
		}
	case game.TraceOtherRun:
		// (the headline says it, the button is under it)
	default:
		if tc.Err != nil && !saidAbove {
			// (When the headline is this error, it is said once.)
			lw.wrapped("Trace: "+tc.Err.Error(), ColWarn)
		}
	}
	if tc.Forced {
		lw.wrapped("The trace was recorded for another run and compared anyway.", ColWarn)
	}
	for _, n := range tc.Notes {
		lw.wrapped("• "+n, ColDim)
	}
}

// forceButton draws the "compare anyway" button under the headline of a run whose trace was
// recorded for another run; a click asks for IntentForceTrace.
func (s *Sidebar) forceButton(lw *lineWriter, r image.Rectangle) {
	const label = "Compare anyway"
	w := draw.TextWidth(label, lw.f.Normal) + 20
	b := image.Rect(int(lw.x)+18, int(lw.y)+2, int(lw.x)+18+int(w), int(lw.y)+24)
	lw.c.FillRect(b, color.RGBA{60, 80, 110, 255})
	lw.c.textCentered(label, lw.f.Normal, float64(b.Min.X+b.Dx()/2), float64(b.Min.Y+b.Dy()/2), ColText)
	s.hit(r, b, Intent{Kind: IntentForceTrace})
	lw.c.text("as crd verify --force", lw.f.Small, float64(b.Max.X+8), float64(b.Min.Y+5), ColDim)
	lw.y += 28
}

// resultLabel is what the pane shows of a result field's path: the key alone under a player's
// heading ("health" for "players[1].health", player 1), the path itself otherwise (player -1).
func resultLabel(path string) (string, int) {
	var p int
	var key string
	if n, _ := fmt.Sscanf(path, "players[%d]", &p); n == 1 {
		if _, k, ok := strings.Cut(path, "]."); ok {
			key = k
			return key, p
		}
	}
	return path, -1
}

// tickName is "tick 812", or "the run start" for tick -1.
func tickName(t int) string {
	if t < 0 {
		return "the run start"
	}
	return fmt.Sprintf("tick %d", t)
}

// capitalize puts the first letter of a sentence in upper case.
func capitalize(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// plural is "1 field", "2 fields".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
