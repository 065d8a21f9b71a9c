package ui

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/render/arena"
	"crdplayer/render/draw"
	"crdplayer/render/scene"
)

// DrawRunLine draws the run line over the arena's top-left corner: mode, elapsed time (a
// quest's clock), what the mode counts (runLines: kills and creatures; a quest's number, title
// and spawns left; the tutorial's stage; Typ-o's words) and the active global bonus timers. It
// returns the bottom of what it drew (a message box keeps under it: Banner.Below).
func DrawRunLine(dst *ebiten.Image, f *Fonts, cam arena.Camera, sc *scene.Scene) int {
	r := cam.Rect()
	x, y := float64(r.Min.X+8), float64(r.Min.Y+6)
	var lines []string
	for _, l := range runLines(sc) {
		lines = append(lines, wrapRunLine(l, f, float64(r.Dx()-16))...)
	}
	for _, line := range lines {
		draw.FillRect(dst, image.Rect(int(x)-4, int(y)-2, int(x+draw.TextWidth(line, f.Bold))+6, int(y)+18), color.RGBA{0, 0, 0, 140})
		draw.Text(dst, line, f.Bold, x, y, ColText)
		y += 20
	}
	y -= 20
	bottom := int(y) + 18
	for i, t := range sc.Timers {
		ty := y + 22 + float64(i)*18
		s := fmt.Sprintf("%s %.1fs", t.Name, t.Left)
		draw.FillRect(dst, image.Rect(int(x)-4, int(ty)-2, int(x+draw.TextWidth(s, f.Normal))+6, int(ty)+16), color.RGBA{0, 0, 0, 140})
		draw.Text(dst, s, f.Normal, x, ty, ColWarn)
		bottom = int(ty) + 16
	}
	return bottom
}

// runGroupGap separates the groups of a run line ("kills 5   creatures 1"): a line too wide
// for the arena breaks between them, never between a count and its name.
const runGroupGap = "   "

// wrapRunLine is run line l in lines at most w pixels wide in bold: whole groups a line while
// they fit, a group wider than the arena (a long quest title in a narrow window) wrapped by
// words.
func wrapRunLine(l string, f *Fonts, w float64) []string {
	return packParts(l, runGroupGap, f.Bold, w, func(g string) []string {
		// (bold is wider than the small face wrap measures with)
		return wrap(g, f, w*11/13*0.85)
	})
}

// drawPlayerHUD draws one player's box in the sidebar and returns its height: health, weapon,
// ammo and reload, experience and level progress, bonus timers and perks taken.
func drawPlayerHUD(c *Canvas, f *Fonts, p *scene.PlayerView, x, y, w float64) float64 {
	col := arena.PlayerColor(p.Index)
	title := fmt.Sprintf("Player %d", p.Index+1)
	if p.Dead {
		title += "  (dead)"
	}
	c.text(title, f.Bold, x, y, col)
	lvl := fmt.Sprintf("level %d  xp %d", p.Level, p.Experience)
	if !levelsUp(p) {
		lvl = fmt.Sprintf("xp %d", p.Experience)
	} else if draw.TextWidth(title, f.Bold)+12+draw.TextWidth(lvl, f.Normal) > w {
		lvl = fmt.Sprintf("L%d  %d xp", p.Level, p.Experience) // a narrow sidebar: the two ran together
	}
	c.text(lvl, f.Normal, x+w-draw.TextWidth(lvl, f.Normal), y, ColText)
	y += 20
	c.bar(x, y, w, 10, healthFraction(p.Health), healthColor(p.Health))
	hp := healthText(p.Health)
	c.text(hp, f.Small, x+w+4-40, y-2, ColText)
	y += 14
	if levelsUp(p) {
		c.bar(x, y, w, 5, levelProgress(p.Level, p.Experience), ColAccent)
	}
	y += 10
	ammo := weaponLine(p, "  ")
	c.text(ammo, f.Normal, x, y, ColText)
	y += 18
	if p.Reloading {
		c.bar(x, y, w, 4, p.Reload, ColWarn)
	} else if p.ClipSize > 0 {
		c.bar(x, y, w, 4, p.Ammo/float64(p.ClipSize), ColDim)
	}
	y += 8
	if p.HasAltWeapon {
		c.text("alt: "+p.AltWeapon, f.Small, x, y, ColDim)
		y += 15
	}
	var timers []string
	for _, t := range []struct {
		n string
		v float64
	}{{"Shield", p.ShieldTimer}, {"Speed", p.SpeedTimer}, {"Fire Bullets", p.FireBullets}} {
		if t.v > 0 {
			timers = append(timers, fmt.Sprintf("%s %.1fs", t.n, t.v))
		}
	}
	if len(timers) > 0 {
		c.text(strings.Join(timers, "   "), f.Small, x, y, ColWarn)
		y += 15
	}
	if len(p.Perks) > 0 {
		var names []string
		for _, pc := range p.Perks {
			n := pc.Name
			if pc.Count > 1 {
				n += fmt.Sprintf(" ×%d", pc.Count)
			}
			names = append(names, n)
		}
		for _, line := range wrap(strings.Join(names, ", "), f, w) {
			c.text(line, f.Small, x, y, ColDim)
			y += 14
		}
	}
	return y + 8
}

// healthText is a player's health as the HUD writes it: whole points, and below 10 a tenth
// (the last points matter when stepping to a death); a living player under a tenth has "<0.1",
// never a 0 that reads as dead.
func healthText(h float64) string {
	switch {
	case h > 0 && h < 0.1:
		return "<0.1"
	case h > 0 && h < 9.95: // 9.95 and up would read "10.0"
		return fmt.Sprintf("%.1f", h)
	}
	return fmt.Sprintf("%.0f", h)
}

// healthColor is the health bar's colour: red below 30 points.
func healthColor(h float64) color.Color {
	if h < 30 {
		return ColBad
	}
	return ColGood
}

// healthOrDead is healthText, or "dead" for a dead player (the shorter HUDs, which have no title
// to say it).
func healthOrDead(p *scene.PlayerView) string {
	if p.Dead {
		return "dead"
	}
	return healthText(p.Health)
}

// weaponLine is the player's weapon and ammo ("Pistol 10/12"), or that it reloads, with sep
// between.
func weaponLine(p *scene.PlayerView, sep string) string {
	if p.Reloading {
		return p.WeaponName + sep + "reloading"
	}
	return fmt.Sprintf("%s%s%d/%d", p.WeaponName, sep, int(p.Ammo), p.ClipSize)
}

// healthFraction is how much of the health bar is full: a living player's shows at least a
// sliver (1%).
func healthFraction(h float64) float64 {
	if h > 0 {
		return max(h/100, 0.01)
	}
	return h / 100
}

// drawPlayerHUDCompact is drawPlayerHUD in two lines, for three or four players: name, level
// and health bar; weapon, ammo, the number of perks held and the experience; a thin bar to the
// next level.
func drawPlayerHUDCompact(c *Canvas, f *Fonts, p *scene.PlayerView, x, y, w float64) float64 {
	col := arena.PlayerColor(p.Index)
	name := fmt.Sprintf("P%d", p.Index+1)
	if levelsUp(p) {
		name += fmt.Sprintf("  L%d", p.Level)
	}
	c.text(name, f.Bold, x, y, col)
	bx := x + 70
	c.bar(bx, y+3, w-70, 10, healthFraction(p.Health), healthColor(p.Health))
	hp := healthOrDead(p)
	c.text(hp, f.Small, x+w-draw.TextWidth(hp, f.Small)-4, y+1, ColText)
	y += 18
	ammo := weaponLine(p, " ")
	// The perks held, each pick counting (a perk taken twice is two), as the full HUD's "×2".
	if n := perkPicks(p.Perks); n > 0 {
		ammo += fmt.Sprintf("   %d perk%s", n, pluralS(n))
	}
	xp := fmt.Sprintf("%d xp", p.Experience)
	xw := draw.TextWidth(xp, f.Small)
	c.text(xp, f.Small, x+w-xw-4, y, ColDim)
	c.text(fitLine(ammo, f.Small, w-xw-16), f.Small, x, y, ColText)
	y += 15
	if levelsUp(p) {
		c.bar(x, y, w, 3, levelProgress(p.Level, p.Experience), ColAccent)
	}
	return y + 9
}

// levelsUp reports whether the HUD shows p's level and the bar to the next: where the run's
// mode levels the player up (scene.PlayerView.LevelsUp: the first player in Survival, quests
// and the tutorial; the perks it earns go to every player), or once it has left level 1. The
// others keep level 1 whatever experience they earn (Rush's and Typ-o's first player too), so
// their level and a full bar read as stuck.
func levelsUp(p *scene.PlayerView) bool { return p.LevelsUp || p.Level > 1 }

// drawPlayerHUDLine is drawPlayerHUDCompact in one line, for three or four players on a short
// sidebar: name and level, health bar and points, weapon and ammo.
func drawPlayerHUDLine(c *Canvas, f *Fonts, p *scene.PlayerView, x, y, w float64) float64 {
	name := fmt.Sprintf("P%d", p.Index+1)
	if levelsUp(p) {
		name += fmt.Sprintf(" L%d", p.Level)
	}
	c.text(name, f.Bold, x, y, arena.PlayerColor(p.Index))
	bx, bw := x+52, w*0.22
	c.bar(bx, y+3, bw, 10, healthFraction(p.Health), healthColor(p.Health))
	hp := healthOrDead(p)
	c.text(hp, f.Small, bx+bw+6, y+1, ColText)
	ammo := weaponLine(p, " ")
	left := bx + bw + 6 + draw.TextWidth("100", f.Small) + 10
	ammo = fitLine(ammo, f.Small, x+w-left)
	c.text(ammo, f.Small, x+w-draw.TextWidth(ammo, f.Small), y+1, ColText)
	return y + 19
}

// perkPicks is the number of perks held counting every pick, a perk taken n times n.
func perkPicks(perks []scene.PerkCount) int {
	n := 0
	for _, pc := range perks {
		n += pc.Count
	}
	return n
}
