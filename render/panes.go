package render

import (
	"encoding/hex"
	"errors"
	"fmt"
	"image"
	"image/color"
	"path/filepath"
	"strings"

	"crdplayer/game"
	"crdplayer/internal/filetext"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// displayName is a run's file name as the window shows it (sidebar, title bar, loading screen):
// the base name, control characters escaped, at most 48 characters.
func displayName(path string) string { return filetext.Clip(filepath.Base(path), 48) }

// pane is the sidebar tab below the players' HUD.
type pane int

const (
	paneVerify pane = iota
	paneInfo
	paneDebug
)

var paneNames = [...]string{"Verify (V)", "Info (I)", "Debug (G)"}

// drawSidebar records the sidebar: the players' HUD into hud, the pane tabs and the selected
// pane into pane.
func (a *App) drawSidebar(hud, pn *part, r image.Rectangle) {
	c := hud.begin(r, colPanel)
	pc := pn.begin(image.Rectangle{}, colPanel)
	x, w := float64(r.Min.X+12), float64(r.Dx()-24)
	y := float64(r.Min.Y + 10)
	if a.pb == nil {
		c.text("No run open", a.fonts.bold, x, y, colDim)
		c.text("Ctrl+O or drop a .crd file", a.fonts.normal, x, y+20, colDim)
		return
	}
	c.text(displayName(a.name), a.fonts.bold, x, y, colText)
	y += 24
	for i := range a.scene.Players {
		if len(a.scene.Players) > 2 {
			y = drawPlayerHUDCompact(c, a.fonts, &a.scene.Players[i], x, y, w)
		} else {
			y = drawPlayerHUD(c, a.fonts, &a.scene.Players[i], x, y, w)
		}
	}
	a.tabsY = int(y)
	hud.rect = image.Rect(r.Min.X, r.Min.Y, r.Max.X, a.tabsY)
	pn.rect = image.Rect(r.Min.X, a.tabsY, r.Max.X, r.Max.Y)
	tabs := a.tabRects(r, a.tabsY)
	for i, t := range tabs {
		bg := color.RGBA{40, 40, 48, 255}
		if pane(i) == a.pane {
			bg = color.RGBA{60, 80, 110, 255}
		}
		pc.fillRect(t, bg)
		pc.textCentered(paneNames[i], a.fonts.normal, float64(t.Min.X+t.Dx()/2), float64(t.Min.Y+t.Dy()/2), colText)
	}
	body := image.Rect(r.Min.X, tabs[0].Max.Y+6, r.Max.X, r.Max.Y)
	sub := pc.sub(body)
	switch a.pane {
	case paneVerify:
		a.drawVerify(sub, body)
	case paneInfo:
		a.drawInfo(sub, body)
	case paneDebug:
		a.drawDebug(sub, body)
	}
}

// tabRects are the pane tabs' rectangles, starting at y.
func (a *App) tabRects(r image.Rectangle, y int) [3]image.Rectangle {
	var out [3]image.Rectangle
	w := (r.Dx() - 16) / 3
	for i := range out {
		x := r.Min.X + 8 + i*w
		out[i] = image.Rect(x, y, x+w-4, y+24)
	}
	return out
}

// paneClick turns a click on a tab into an intent. The tabs' position depends on the HUD above
// them, so it is found from the last drawn layout.
func (a *App) paneClick(r image.Rectangle, pt image.Point) (intent, bool) {
	if !pt.In(r) || a.pb == nil {
		return intent{}, false
	}
	for i, t := range a.tabRects(r, a.tabsY) {
		if pt.In(t) {
			return intent{kind: intentPane, arg: i}, true
		}
	}
	return intent{}, false
}

// paneWriter starts writing a pane's lines in r, scrolled by the mouse wheel.
func (a *App) paneWriter(c *canvas, r image.Rectangle) *lineWriter {
	return &lineWriter{c: c, f: a.fonts, x: float64(r.Min.X + 12), y: float64(r.Min.Y+4) - a.paneScroll, w: float64(r.Dx() - 24)}
}

// endPane keeps the scroll within the pane's content and hints at more below.
func (a *App) endPane(lw *lineWriter, r image.Rectangle) {
	content := lw.y + a.paneScroll - float64(r.Min.Y)
	a.paneScroll = max(0, min(a.paneScroll, content-float64(r.Dy())+8))
	if lw.y > float64(r.Max.Y) {
		lw.c.text("more below: scroll", a.fonts.small, float64(r.Max.X-110), float64(r.Max.Y-15), colAccent)
	}
}

// lines draws text lines from the top of r, each (text, colour); a line starting with "✓ " or
// "✗ " gets a drawn check mark.
type lineWriter struct {
	c    *canvas
	f    *fonts
	x, y float64
	w    float64
}

func (lw *lineWriter) line(s string, c color.Color) {
	lw.c.text(s, lw.f.normal, lw.x, lw.y, c)
	lw.y += 17
}

func (lw *lineWriter) check(ok bool, s string) {
	lw.c.checkMark(lw.x, lw.y+2, ok)
	c := colText
	if !ok {
		c = colBad
	}
	lw.c.text(s, lw.f.normal, lw.x+18, lw.y, c)
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
		c := colText
		if !ok {
			c = colBad
		}
		lw.c.text(l, lw.f.normal, lw.x+18, lw.y, c)
		lw.y += 17
	}
}

func (lw *lineWriter) wrapped(s string, c color.Color) {
	for _, l := range wrap(s, lw.f, lw.w) {
		lw.c.text(l, lw.f.small, lw.x, lw.y, c)
		lw.y += 14
	}
}

// drawVerify shows the verification: progress while the background pass runs, then each result
// field with ✓/✗, the SHA-256, notes and the trace comparison.
func (a *App) drawVerify(c *canvas, r image.Rectangle) {
	lw := a.paneWriter(c, r)
	defer a.endPane(lw, r)
	v, ok := a.pb.Verification()
	if !ok {
		p := a.pb.Progress()
		lw.line(fmt.Sprintf("Verifying… %d / %d ticks", p.Prepared, p.Total), colText)
		c.bar(lw.x, lw.y, lw.w, 8, p.Fraction(), colAccent)
		lw.y += 16
		return
	}
	ok, head, sub := verifyHeadline(&v)
	lw.checkWrapped(ok, head)
	if v.Err != nil {
		lw.wrapped(v.Err.Error(), colBad)
	}
	if sub != "" {
		lw.wrapped(sub, colDim)
	}
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
				lw.line(fmt.Sprintf("Player %d (players[%d])", player+1, player), colText)
			}
			if m, isBad := bad[f.name]; isBad {
				lw.check(false, fmt.Sprintf("%s: %s, derived %s", f.label, m.Recorded, m.Derived))
			} else {
				lw.check(true, f.label+": "+f.value)
			}
		}
	}
	if v.SHA256 != "" {
		lw.wrapped("SHA-256 "+v.SHA256, colDim)
	}
	for _, n := range v.Notes {
		lw.wrapped("• "+n, colDim)
	}
	if tc := v.Trace; tc != nil {
		lw.y += 4
		switch {
		case tc.Err != nil:
			lw.wrapped("Trace: "+tc.Err.Error(), colWarn)
		case tc.Divergence != nil:
			lw.check(false, fmt.Sprintf("Trace differs at tick %d (J jumps there)", tc.Divergence.Tick))
			lw.wrapped(tc.Divergence.Error(), colBad)
		default:
			lw.check(true, fmt.Sprintf("Trace: %d ticks agree", tc.Compared))
		}
		for _, n := range tc.Notes {
			lw.wrapped("• "+n, colDim)
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

// drawInfo shows the run's settings, recorder, pilot, rules and build.
func (a *App) drawInfo(c *canvas, r image.Rectangle) {
	lw := a.paneWriter(c, r)
	defer a.endPane(lw, r)
	rep := a.pb.Replay()
	if rep == nil {
		return
	}
	run := &rep.Run
	lw.line(fmt.Sprintf("Mode %s, %s", modeName(run.GameModeID), plural(run.PlayerCount, "player")), colText)
	if run.QuestLevel != nil {
		lw.line(fmt.Sprintf("Quest %d.%d", run.QuestLevel.Major, run.QuestLevel.Minor), colText)
	}
	lw.line(fmt.Sprintf("Seed %d", run.Seed), colText)
	lw.line(fmt.Sprintf("Ticks %d (%s)", len(rep.Ticks), clock(len(rep.Ticks))), colText)
	lw.line(fmt.Sprintf("Format %d, game %s", rep.FormatVersion, filetext.Clip(rep.GameVersion, 40)), colText)
	lw.line(fmt.Sprintf("Rules %d, build %d", rep.Rules, run.ClBuild), colText)
	var flags []string
	if run.Hardcore {
		flags = append(flags, "hardcore")
	}
	if run.PreserveBugs {
		flags = append(flags, "preserve bugs")
	}
	if run.FriendlyFire {
		flags = append(flags, "friendly fire")
	}
	if run.ViolenceDisabled != 0 {
		flags = append(flags, fmt.Sprintf("violence off (config byte %d)", run.ViolenceDisabled))
	}
	if len(flags) > 0 {
		lw.line(strings.Join(flags, ", "), colText)
	}
	// The detail preset and the unlock indices are recorded because they change the run: the
	// presentation code draws from the RNG, and the unlocks decide what can drop.
	lw.wrapped(fmt.Sprintf("Detail preset %d (of 1–5; the game's graphics detail setting)", run.DetailPreset), colText)
	lw.wrapped(fmt.Sprintf("Quest unlock index %d, hardcore %d (how far the recording profile had got; gates weapons, perks, terrain)",
		run.Status.QuestUnlockIndex, run.Status.QuestUnlockIndexHardcore), colText)
	lw.y += 4
	rc := rep.Recorder
	lw.wrapped(fmt.Sprintf("Recorder: %s %s on %s", rc.Client, rc.Version, rc.Platform), colText)
	if p := rep.Pilot; p != nil {
		lw.wrapped(fmt.Sprintf("Pilot: %s (%s) %s", p.Name, p.Model, p.URL), colText)
	} else {
		lw.wrapped("Pilot: none named", colDim)
	}
	if len(rep.SeatKeys) > 0 {
		for i, k := range rep.SeatKeys {
			lw.wrapped(fmt.Sprintf("Seat %d key %s…", i+1, hex.EncodeToString(k)[:16]), colDim)
		}
	}
	res := &rep.Result
	lw.y += 4
	lw.line(fmt.Sprintf("Recorded: %s after %.1f s, %d kills", res.Outcome, float64(res.ElapsedMs)/1000, res.Kills), colText)
}
