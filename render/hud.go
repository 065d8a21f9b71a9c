package render

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// drawArenaOverlay draws the run line over the arena's top-left corner: mode, elapsed time,
// kills, creatures and the active global bonus timers.
func drawArenaOverlay(dst *ebiten.Image, f *fonts, cam Camera, sc *Scene) {
	r := cam.Rect()
	x, y := float64(r.Min.X+8), float64(r.Min.Y+6)
	ms := sc.ElapsedMs
	line := fmt.Sprintf("%s   %d:%02d.%03d   kills %d   creatures %d", modeName(sc.Mode), ms/60000, ms/1000%60, ms%1000, sc.Kills, len(sc.Creatures))
	fillRect(dst, image.Rect(int(x)-4, int(y)-2, int(x+textWidth(line, f.bold))+6, int(y)+18), color.RGBA{0, 0, 0, 140})
	drawText(dst, line, f.bold, x, y, colText)
	for i, t := range sc.Timers {
		ty := y + 22 + float64(i)*18
		s := fmt.Sprintf("%s %.1fs", t.Name, t.Left)
		fillRect(dst, image.Rect(int(x)-4, int(ty)-2, int(x+textWidth(s, f.normal))+6, int(ty)+16), color.RGBA{0, 0, 0, 140})
		drawText(dst, s, f.normal, x, ty, colWarn)
	}
}

// drawPlayerHUD draws one player's box in the sidebar and returns its height: health, weapon,
// ammo and reload, experience and level progress, bonus timers and perks taken.
func drawPlayerHUD(c *canvas, f *fonts, p *PlayerView, x, y, w float64) float64 {
	col := playerColors[((p.Index%4)+4)%4]
	title := fmt.Sprintf("Player %d", p.Index+1)
	if p.Dead {
		title += "  (dead)"
	}
	c.text(title, f.bold, x, y, col)
	lvl := fmt.Sprintf("level %d  xp %d", p.Level, p.Experience)
	c.text(lvl, f.normal, x+w-textWidth(lvl, f.normal), y, colText)
	y += 20
	hc := colGood
	if p.Health < 30 {
		hc = colBad
	}
	c.bar(x, y, w, 10, p.Health/100, hc)
	hp := fmt.Sprintf("%.0f", p.Health)
	if p.Health > 0 && p.Health < 10 {
		hp = fmt.Sprintf("%.1f", p.Health) // the last points matter when stepping to a death
	}
	c.text(hp, f.small, x+w+4-40, y-2, colText)
	y += 14
	c.bar(x, y, w, 5, levelProgress(p.Level, p.Experience), colAccent)
	y += 10
	ammo := fmt.Sprintf("%s  %d/%d", weaponName(p.WeaponID), int(p.Ammo), p.ClipSize)
	if p.Reloading {
		ammo = fmt.Sprintf("%s  reloading", weaponName(p.WeaponID))
	}
	c.text(ammo, f.normal, x, y, colText)
	y += 18
	if p.Reloading {
		c.bar(x, y, w, 4, p.Reload, colWarn)
	} else if p.ClipSize > 0 {
		c.bar(x, y, w, 4, p.Ammo/float64(p.ClipSize), colDim)
	}
	y += 8
	if p.HasAltWeapon {
		c.text("alt: "+weaponName(p.AltWeaponID), f.small, x, y, colDim)
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
		c.text(strings.Join(timers, "   "), f.small, x, y, colWarn)
		y += 15
	}
	if len(p.Perks) > 0 {
		var names []string
		for _, pc := range p.Perks {
			n := perkName(pc.ID)
			if pc.Count > 1 {
				n += fmt.Sprintf(" ×%d", pc.Count)
			}
			names = append(names, n)
		}
		for _, line := range wrap(strings.Join(names, ", "), f, w) {
			c.text(line, f.small, x, y, colDim)
			y += 14
		}
	}
	return y + 8
}

// wrap splits s into lines no wider than w in the small font (the normal font is at most 13/11
// as wide; callers using it pass a narrower w).
func wrap(s string, f *fonts, w float64) []string {
	var lines []string
	cur := ""
	for _, word := range strings.Fields(s) {
		// A word wider than the line (a hash) starts a line and is cut where it has to be.
		if cur != "" && textWidth(word, f.small) > w {
			lines = append(lines, cur)
			cur = ""
		}
		for cur == "" && textWidth(word, f.small) > w && len(word) > 1 {
			n := len(word) - 1
			for n > 1 && textWidth(word[:n], f.small) > w {
				n--
			}
			lines = append(lines, word[:n])
			word = word[n:]
		}
		next := word
		if cur != "" {
			next = cur + " " + word
		}
		if cur != "" && textWidth(next, f.small) > w {
			lines = append(lines, cur)
			cur = word
			continue
		}
		cur = next
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// drawPlayerHUDCompact is drawPlayerHUD in two lines, for three or four players: name, level
// and health bar; weapon, ammo, perk count and a thin experience bar.
func drawPlayerHUDCompact(c *canvas, f *fonts, p *PlayerView, x, y, w float64) float64 {
	col := playerColors[((p.Index%4)+4)%4]
	name := fmt.Sprintf("P%d  L%d", p.Index+1, p.Level)
	c.text(name, f.bold, x, y, col)
	hc := colGood
	if p.Health < 30 {
		hc = colBad
	}
	bx := x + 70
	c.bar(bx, y+3, w-70, 10, p.Health/100, hc)
	hp := fmt.Sprintf("%.0f", p.Health)
	if p.Dead {
		hp = "dead"
	}
	c.text(hp, f.small, x+w-textWidth(hp, f.small)-4, y+1, colText)
	y += 18
	ammo := fmt.Sprintf("%s %d/%d", weaponName(p.WeaponID), int(p.Ammo), p.ClipSize)
	if p.Reloading {
		ammo = weaponName(p.WeaponID) + " reloading"
	}
	if len(p.Perks) > 0 {
		ammo += fmt.Sprintf("   %d perks", len(p.Perks))
	}
	c.text(ammo, f.small, x, y, colText)
	y += 15
	c.bar(x, y, w, 3, levelProgress(p.Level, p.Experience), colAccent)
	return y + 9
}
