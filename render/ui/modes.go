package ui

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/game"
	"crdplayer/internal/filetext"
	"crdplayer/render/arena"
	"crdplayer/render/draw"
	"crdplayer/render/scene"
	"crdplayer/replayio"
)

// What each mode shows over the arena and in the run line: a quest's number, title, clock and
// spawns left, and "Quest completed" from its completion tick; the tutorial's stage with its
// prompt and hint panels, as the game places and fades them; Typ-o's creature names and typing
// box; and the banner of a run played under the nearest profile, for as long as it is open.
// Every string from a file comes bounded from render/scene.

// runLines is the run line over the arena's top-left corner, one string a line: the mode and
// clock, then what the mode counts.
func runLines(sc *scene.Scene) []string {
	clk := msClock(sc.ElapsedMs)
	switch sc.Mode {
	case replayio.ModeQuests:
		q := &sc.Quest
		head := []string{fmt.Sprintf("Quest %s  %s", q.Level, q.Title)}
		if q.Custom {
			head = []string{"Custom quest  " + q.Title}
			if q.Author != "" {
				head = append(head, "by "+q.Author)
			}
		}
		// The rules that change the quest, said where it is named (they showed in the Info
		// pane only, and a hardcore quest looked like any other).
		if q.Hardcore {
			head[0] += runGroupGap + "hardcore"
		}
		if q.Retries > 0 {
			head[0] += runGroupGap + fmt.Sprintf("retry %d", q.Retries)
		}
		line := fmt.Sprintf("%s"+runGroupGap+"spawns left %d", clk, q.SpawnsLeft)
		switch {
		case q.EntriesLeft == 1:
			line += " (1 entry)"
		case q.EntriesLeft > 1:
			line += fmt.Sprintf(" (%d entries)", q.EntriesLeft)
		}
		line += fmt.Sprintf("   kills %d   creatures %d", sc.Kills, len(sc.Creatures))
		return append(head, line)
	case replayio.ModeTutorial:
		return []string{fmt.Sprintf("%s   %s   %s", modeName(sc.Mode), clk, scene.TutorialStageLabel(sc.Tutorial.Stage))}
	case replayio.ModeTypo:
		return []string{fmt.Sprintf("%s   %s   kills %d   words %d, %d hit", modeName(sc.Mode), clk, sc.Kills, sc.Typo.Submits, sc.Typo.Matches)}
	}
	return []string{fmt.Sprintf("%s   %s   kills %d   creatures %d", modeName(sc.Mode), clk, sc.Kills, len(sc.Creatures))}
}

// msClock is "m:ss.mmm".
func msClock(ms int64) string {
	if ms < 0 {
		return "-" + msClock(-ms)
	}
	return fmt.Sprintf("%d:%02d.%03d", ms/60000, ms/1000%60, ms%1000)
}

// fade is c at opacity a (0..1), premultiplied as Ebiten draws it.
func fade(c color.RGBA, a float64) color.RGBA {
	a = draw.Clamp01(a)
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// DrawModeOverlay draws, over the arena's square, what the scene's mode shows there, and the
// banner of an approximated run.
func DrawModeOverlay(dst *ebiten.Image, f *Fonts, cam arena.Camera, sc *scene.Scene) {
	r := cam.Rect()
	bottom := r.Max.Y
	if sc.Approx.Banner != "" {
		bottom = drawApproxBanner(dst, f, r, sc.Approx.Banner)
	}
	switch sc.Mode {
	case replayio.ModeQuests:
		if sc.Quest.Completed {
			drawQuestCompleted(dst, f, r, &sc.Quest)
		}
	case replayio.ModeTutorial:
		drawTutorialPanels(dst, f, r, &sc.Tutorial)
	case replayio.ModeTypo:
		drawTypoNames(dst, f, cam, sc.Typo.Names)
		drawTypingBox(dst, f, r, bottom, &sc.Typo)
	}
	if sc.End.Head != "" {
		drawRunEnd(dst, f, r, sc)
	}
}

// drawRunEnd draws how the run ended, at the recording's last position, in the middle of the
// arena r as a completed quest's box is drawn: every mode says it (only a completed quest did).
func drawRunEnd(dst *ebiten.Image, f *Fonts, r image.Rectangle, sc *scene.Scene) {
	head, sub := sc.End.Head, runEndLine(sc)
	col, bg := ColWarn, color.RGBA{30, 24, 8, 215}
	switch sc.End.Kind {
	case scene.EndCompleted:
		col, bg = ColGood, color.RGBA{8, 24, 10, 215}
	case scene.EndDeath:
		col, bg = ColBad, color.RGBA{32, 10, 10, 215}
	}
	drawEndBox(dst, f, r, head, sub, col, bg)
}

// drawEndBox draws a box of head (big, in col) over sub in the middle of the arena r, a third
// of the way down, on bg: how a quest or a run ended.
func drawEndBox(dst *ebiten.Image, f *Fonts, r image.Rectangle, head, sub string, col, bg color.RGBA) {
	box := endBoxRect(f, r, head, sub)
	cx, cy := (box.Min.X+box.Max.X)/2, box.Min.Y+30
	draw.FillRect(dst, box, bg)
	draw.StrokeRect(dst, box, col)
	draw.TextCentered(dst, head, f.Big, float64(cx), float64(cy-10), col)
	draw.TextCentered(dst, sub, f.Normal, float64(cx), float64(cy+16), ColText)
}

// endBoxRect is where drawEndBox draws its box of head over sub in the arena r.
func endBoxRect(f *Fonts, r image.Rectangle, head, sub string) image.Rectangle {
	w := min(int(max(draw.TextWidth(head, f.Big), draw.TextWidth(sub, f.Normal)))+48, r.Dx())
	cx, cy := r.Min.X+r.Dx()/2, r.Min.Y+r.Dy()/3
	return image.Rect(cx-w/2, cy-30, cx+w/2, cy+34)
}

// EndBoxRect is where the box saying how the run or the quest ended is over the arena cam
// shows, when the scene has one (DrawModeOverlay draws it): the death labels keep clear of it.
func EndBoxRect(f *Fonts, cam arena.Camera, sc *scene.Scene) (image.Rectangle, bool) {
	r := cam.Rect()
	switch {
	case sc.End.Head != "":
		return endBoxRect(f, r, sc.End.Head, runEndLine(sc)), true
	case sc.Mode == replayio.ModeQuests && sc.Quest.Completed:
		return endBoxRect(f, r, "Quest completed", questCompletedLine(f, &sc.Quest, float64(r.Dx()))), true
	}
	return image.Rectangle{}, false
}

// runEndLine is the line under the run end's head.
func runEndLine(sc *scene.Scene) string {
	return "the recording's last state, " + game.TickLabel(sc.Tick)
}

// drawApproxBanner draws the approximated run's banner across the bottom of the arena r and
// returns its top.
func drawApproxBanner(dst *ebiten.Image, f *Fonts, r image.Rectangle, msg string) int {
	pad := 8
	lines := wrap(msg, f, float64(r.Dx()-2*pad)*11/13)
	h := 2*pad + 17*len(lines)
	box := image.Rect(r.Min.X, r.Max.Y-h, r.Max.X, r.Max.Y)
	draw.FillRect(dst, box, color.RGBA{70, 48, 8, 235})
	draw.FillRect(dst, image.Rect(box.Min.X, box.Min.Y, box.Max.X, box.Min.Y+2), ColWarn)
	y := float64(box.Min.Y + pad)
	for _, l := range lines {
		draw.Text(dst, l, f.Normal, float64(box.Min.X+pad), y, ColWarn)
		y += 17
	}
	return box.Min.Y
}

// questCompletedLine is the line under "Quest completed" for an arena width pixels wide: the
// quest clock and the final time, in fewer words where the full line would not fit (a small
// arena, a 640-pixel window, cut it at both ends).
func questCompletedLine(f *Fonts, q *scene.QuestView, width float64) string {
	sub := fmt.Sprintf("%s on the quest clock, final time %s", msClock(q.TimelineMs), msClock(q.Score.FinalMs))
	if draw.TextWidth(sub, f.Normal)+24 > width {
		sub = fmt.Sprintf("clock %s, final %s", msClock(q.TimelineMs), msClock(q.Score.FinalMs))
	}
	return sub
}

// drawQuestCompleted draws "Quest completed" in the middle of the arena r, with the clock and
// the final time (quest_final_ms) under it.
func drawQuestCompleted(dst *ebiten.Image, f *Fonts, r image.Rectangle, q *scene.QuestView) {
	drawEndBox(dst, f, r, "Quest completed", questCompletedLine(f, q, float64(r.Dx())), ColGood, color.RGBA{8, 24, 10, 215})
}

// drawTutorialPanels draws the tutorial's prompt panel near the top of the arena r and its hint
// panel under it, each at its opacity, as the game draws its prompt panels (a black box at 80%
// of the opacity, a white border, white text at 90%).
func drawTutorialPanels(dst *ebiten.Image, f *Fonts, r image.Rectangle, t *scene.TutorialView) {
	w := min(r.Dx()-40, 560)
	x := r.Min.X + (r.Dx()-w)/2
	y := r.Min.Y + 56
	if t.Prompt != "" && t.PromptAlpha > 1e-3 {
		y = drawPromptPanel(dst, f, x, y, w, t.Prompt, t.PromptAlpha) + 10
	} else {
		y += 84
	}
	if t.Hint != "" && t.HintAlpha > 1e-3 {
		drawPromptPanel(dst, f, x, y, w, t.Hint, t.HintAlpha)
	}
}

// drawPromptPanel draws text in a panel w pixels wide at (x, y) at opacity a, breaking lines at
// "\n" and wrapping, and returns the panel's bottom.
func drawPromptPanel(dst *ebiten.Image, f *Fonts, x, y, w int, text string, a float64) int {
	pad := 10
	var lines []string
	for _, part := range strings.Split(text, "\n") {
		lines = append(lines, wrap(part, f, float64(w-2*pad)*11/13)...)
	}
	box := image.Rect(x, y, x+w, y+2*pad+18*len(lines))
	draw.FillRect(dst, box, fade(color.RGBA{0, 0, 0, 255}, a*0.8))
	draw.StrokeRect(dst, box, fade(color.RGBA{255, 255, 255, 255}, a))
	ty := float64(y + pad)
	for _, l := range lines {
		draw.Text(dst, l, f.Normal, float64(x+pad), ty, fade(color.RGBA{255, 255, 255, 255}, a*0.9))
		ty += 18
	}
	return box.Max.Y
}

// nameLift is how far above a creature its Typ-o name goes, world pixels (typo_mode's labels
// sit 50 screen pixels above the creature on the game's 1:1 view).
const nameLift = 50

// drawTypoNames draws each named creature's name over it, on a dark box, at its opacity.
func drawTypoNames(dst *ebiten.Image, f *Fonts, cam arena.Camera, names []scene.TypoLabel) {
	r := cam.Rect()
	for i := range names {
		l := &names[i]
		sx, sy := cam.ToScreen(l.X, l.Y-nameLift)
		tw := draw.TextWidth(l.Name, f.Bold)
		x, y := sx-tw/2, sy-8
		if x+tw < float64(r.Min.X) || x > float64(r.Max.X) || y+16 < float64(r.Min.Y) || y > float64(r.Max.Y) {
			continue // off the arena (creatures enter from outside it)
		}
		if tw+8 < float64(r.Dx()) {
			// A creature by the arena's edge, or entering across it: its whole name inside, at
			// the edge it is at, to be read (a name half outside read "un").
			x = min(max(x, float64(r.Min.X+4)), float64(r.Max.X-4)-tw)
		}
		draw.FillRect(dst, image.Rect(int(x)-4, int(y)-1, int(x+tw)+4, int(y)+16), fade(color.RGBA{0, 0, 0, 255}, l.Alpha*0.67))
		draw.Text(dst, l.Name, f.Bold, x, y, fade(color.RGBA{255, 255, 255, 255}, l.Alpha))
	}
}

// drawTypingBox draws Typ-o's typing box at the bottom-left of the arena r, above bottom: what
// was typed at this tick after the prompt, a cursor, and the last word submitted, fading over
// two seconds, green when it hit a creature.
func drawTypingBox(dst *ebiten.Image, f *Fonts, r image.Rectangle, bottom int, t *scene.TypoView) {
	line := "> " + t.Text
	w := int(max(182, draw.TextWidth(line+"_", f.Big)+20))
	box := image.Rect(r.Min.X+8, bottom-8-34, r.Min.X+8+w, bottom-8)
	draw.FillRect(dst, box, color.RGBA{10, 10, 16, 200})
	draw.StrokeRect(dst, box, ColBorder)
	tx, ty := float64(box.Min.X+8), float64(box.Min.Y+7)
	draw.Text(dst, line, f.Big, tx, ty, ColText)
	draw.Text(dst, "_", f.Big, tx+draw.TextWidth(line, f.Big)+2, ty, ColDim)
	if t.LastWord == "" {
		return
	}
	what, col := "missed", ColBad
	switch {
	case t.LastHit:
		what, col = "hit", ColGood
	case t.LastWord == "reload":
		what, col = "reload", ColWarn
	}
	a := 1 - float64(t.LastAge)/float64(scene.LastWordSpan+1)
	s := "\u201c" + t.LastWord + "\u201d " + what
	draw.Text(dst, s, f.Normal, tx, float64(box.Min.Y-18), fade(col, a))
}

// Timeline marks of the modes: a quest's spawn waves and completion, the tutorial's stages,
// Typ-o's words (a hit brighter than a miss).
var (
	colQuestSpawn = color.RGBA{240, 170, 90, 255}
	colQuestDone  = color.RGBA{110, 220, 120, 255}
	colStage      = color.RGBA{120, 220, 220, 255}
	colWordHit    = color.RGBA{190, 240, 120, 255}
	colWordMiss   = color.RGBA{120, 120, 132, 255}
)

// markColor is the colour of an event's mark on the timeline, false for a kind without one.
func markColor(e *game.Event) (color.RGBA, bool) {
	switch e.Kind {
	case game.EventQuestSpawn:
		return colQuestSpawn, true
	case game.EventQuestCompleted:
		return colQuestDone, true
	case game.EventRunEnd:
		if e.Value == game.RunEndQuestCompleted {
			return colQuestDone, true // the completion's flag, not a death's end
		}
	case game.EventTutorialStage:
		return colStage, true
	case game.EventTypoWord:
		if e.Value >= 0 {
			return colWordHit, true
		}
		return colWordMiss, true
	}
	c, ok := eventColors[e.Kind]
	return c, ok
}

// modeEventText describes a mode's event for its tooltip (false: not a mode's event).
func modeEventText(e *game.Event) (string, bool) {
	switch e.Kind {
	case game.EventQuestSpawn:
		if e.Value == 1 {
			return "quest spawns 1 creature", true
		}
		return fmt.Sprintf("quest spawns a wave of %d creatures", e.Value), true
	case game.EventQuestCompleted:
		return "quest completed", true
	case game.EventTutorialStage:
		return fmt.Sprintf("tutorial stage %d: %s", e.Value, filetext.Clip(scene.TutorialStageText(e.Value), 60)), true
	case game.EventTypoWord:
		w := "\u201c" + filetext.Clip(e.Text, wordMax) + "\u201d"
		switch {
		case e.Value >= 0:
			return fmt.Sprintf("typed %s: hit (creature slot %d)", w, e.Value), true
		case e.Text == "reload":
			return "typed " + w + ": reload", true
		}
		return "typed " + w + ": missed", true
	}
	return "", false
}

// wordMax is the most characters of a typed word a tooltip shows (sim.TypoMaxChars).
const wordMax = 17
