package ui

import (
	"errors"
	"fmt"
	"image"

	"crdplayer/game"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// drawVerify shows the verification: progress while the background pass runs, then each result
// field with ✓/✗, the SHA-256, notes and the trace comparison.
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
	ok, head, sub := verifyHeadline(&v)
	lw.checkWrapped(ok, head)
	if v.Err != nil {
		lw.wrapped(v.Err.Error(), ColBad)
	}
	if sub != "" {
		lw.wrapped(sub, ColDim)
	}
	verifyApproximated(lw, &v)
	bad := map[string]game.Mismatch{}
	for _, m := range v.Mismatches {
		bad[m.Field] = m
	}
	if v.Derived != nil {
		player := -1
		for _, f := range resultFields(&v.Recorded) {
			if f.player >= 0 && f.player != player {
				// Players are counted from 1 for people; the format's paths count from 0.
				player = f.player
				lw.line(fmt.Sprintf("Player %d (players[%d])", player+1, player), ColText)
			}
			if m, isBad := bad[f.name]; isBad {
				lw.check(false, fmt.Sprintf("%s: %s, derived %s", f.label, m.Recorded, m.Derived))
			} else if len(v.Approximations) > 0 {
				// Derived the same under another profile: no check mark, it verifies nothing.
				lw.line("= "+f.label+": "+f.value, ColDim)
			} else {
				lw.check(true, f.label+": "+f.value)
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
	if tc := v.Trace; tc != nil {
		lw.y += 4
		switch {
		case tc.Err != nil:
			lw.wrapped("Trace: "+tc.Err.Error(), ColWarn)
		case tc.Divergence != nil:
			lw.check(false, fmt.Sprintf("Trace differs at tick %d (J jumps there)", tc.Divergence.Tick))
			lw.wrapped(tc.Divergence.Error(), ColBad)
		default:
			lw.check(true, fmt.Sprintf("Trace: %d ticks agree", tc.Compared))
		}
		for _, n := range tc.Notes {
			lw.wrapped("• "+n, ColDim)
		}
	}
}

// verifyHeadline is the Verify pane's first line, with the statuses of `crd verify`: the run is
// verified only when its result reproduces and its trace (if any) agrees at every tick; a trace
// divergence makes it a mismatch even when the result reproduces, and a trace that cannot be
// compared leaves it unverified. sub is an optional second line.
func verifyHeadline(v *game.Verification) (ok bool, head, sub string) {
	tc := v.Trace
	switch {
	case v.Err != nil && errors.Is(v.Err, sim.ErrUnsupported):
		return false, fmt.Sprintf("Unsupported: tick %d uses what this simulation does not play yet", v.Simulated), ""
	case v.Err != nil:
		// crd verify's "invalid": the format rejects the replay at that tick (an illegal
		// command, a tick past the run-down), so no result is derived.
		return false, fmt.Sprintf("Invalid: the replay breaks the format at tick %d", v.Simulated), ""
	case len(v.Approximations) > 0:
		// Played under the nearest profile: whatever it derives, nothing verifies (crd verify,
		// which does not approximate, says unsupported).
		return false, "Not verified: played under the nearest profile, not the recording's", ""
	case len(v.Mismatches) > 0:
		verb := "differ"
		if len(v.Mismatches) == 1 {
			verb = "differs"
		}
		return false, fmt.Sprintf("Not verified: %s %s", plural(len(v.Mismatches), "field"), verb), ""
	case tc != nil && tc.Divergence != nil:
		head = fmt.Sprintf("Mismatch: trace differs at tick %d", tc.Divergence.Tick)
		if v.Verified {
			sub = "The recorded result reproduces, but a tick differs from the trace."
		}
		return false, head, sub
	case tc != nil && tc.Err != nil:
		return false, "Not verified: the trace could not be compared", ""
	case v.Verified:
		return true, "Verified: the run reproduces its result", ""
	}
	return false, "Not verified", ""
}

// plural is "1 field", "2 fields".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// field is one result field: name is the format's path (as game.Mismatch names it), label what
// the pane shows (the key alone under a player's heading), player its player's index or -1.
type field struct {
	name, label, value string
	player             int
}

// resultFields lists the recorded result's fields in the payload's order.
func resultFields(r *replayio.RunResult) []field {
	top := func(name, value string) field { return field{name, name, value, -1} }
	out := []field{
		top("outcome", r.Outcome),
		top("elapsed_ms", fmt.Sprint(r.ElapsedMs)),
		top("kills", fmt.Sprint(r.Kills)),
		top("shots_fired", fmt.Sprint(r.ShotsFired)),
		top("shots_hit", fmt.Sprint(r.ShotsHit)),
		top("rng_state", fmt.Sprint(r.RngState)),
		top("pending_perks", fmt.Sprint(r.PendingPerks)),
	}
	if r.QuestFinalMs != nil {
		out = append(out, top("quest_final_ms", fmt.Sprint(*r.QuestFinalMs)))
	}
	for i, p := range r.Players {
		pf := func(key, value string) field { return field{fmt.Sprintf("players[%d].%s", i, key), key, value, i} }
		out = append(out,
			pf("experience", fmt.Sprint(p.Experience)),
			pf("health", fmt.Sprint(p.Health)),
			pf("most_used_weapon_id", fmt.Sprint(p.MostUsedWeaponID)))
	}
	return out
}
