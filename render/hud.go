package render

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"crdplayer/internal/filetext"
	"crdplayer/render/arena"
	"crdplayer/render/draw"
	"crdplayer/render/scene"
)

// drawArenaOverlay draws the run line over the arena's top-left corner: mode, elapsed time,
// kills, creatures and the active global bonus timers.
func drawArenaOverlay(dst *ebiten.Image, f *fonts, cam arena.Camera, sc *scene.Scene) {
	r := cam.Rect()
	x, y := float64(r.Min.X+8), float64(r.Min.Y+6)
	ms := sc.ElapsedMs
	line := fmt.Sprintf("%s   %d:%02d.%03d   kills %d   creatures %d", modeName(sc.Mode), ms/60000, ms/1000%60, ms%1000, sc.Kills, len(sc.Creatures))
	draw.FillRect(dst, image.Rect(int(x)-4, int(y)-2, int(x+draw.TextWidth(line, f.bold))+6, int(y)+18), color.RGBA{0, 0, 0, 140})
	draw.Text(dst, line, f.bold, x, y, colText)
	for i, t := range sc.Timers {
		ty := y + 22 + float64(i)*18
		s := fmt.Sprintf("%s %.1fs", t.Name, t.Left)
		draw.FillRect(dst, image.Rect(int(x)-4, int(ty)-2, int(x+draw.TextWidth(s, f.normal))+6, int(ty)+16), color.RGBA{0, 0, 0, 140})
		draw.Text(dst, s, f.normal, x, ty, colWarn)
	}
}

// drawPlayerHUD draws one player's box in the sidebar and returns its height: health, weapon,
// ammo and reload, experience and level progress, bonus timers and perks taken.
func drawPlayerHUD(c *canvas, f *fonts, p *scene.PlayerView, x, y, w float64) float64 {
	col := arena.PlayerColor(p.Index)
	title := fmt.Sprintf("Player %d", p.Index+1)
	if p.Dead {
		title += "  (dead)"
	}
	c.text(title, f.bold, x, y, col)
	lvl := fmt.Sprintf("level %d  xp %d", p.Level, p.Experience)
	c.text(lvl, f.normal, x+w-draw.TextWidth(lvl, f.normal), y, colText)
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

// wrapMax is the most characters wrap lays out. Wrapped strings are messages, notes and lists
// whose own parts are bounded; a longer one is clipped (filetext.Clip), so a few lines always
// cost a few lines of work.
const wrapMax = 2000

// shapeMax is the longest word wrap measures whole; a longer one is measured a character at a
// time.
const shapeMax = 64

// wrap splits s into lines no wider than w in the small font (the normal font is at most 13/11
// as wide; callers using it pass a narrower w). Control characters come out escaped. Each word is
// measured once and lines are laid out by adding widths; a word wider than the line (a hash, a
// long string from a file) is cut in one pass over its characters. Measuring is what costs:
// Ebiten shapes and caches every string it measures, and measuring each prefix of a
// 1,000-character word took 7 s and 1 GB.
func wrap(s string, f *fonts, w float64) []string {
	s = filetext.Clip(s, wrapMax)
	space := draw.TextWidth(" ", f.small)
	var lines []string
	cur, curW := "", 0.0
	for _, word := range strings.Fields(s) {
		var ww float64
		if len(word) <= shapeMax {
			ww = draw.TextWidth(word, f.small)
		} else {
			// Shaping a long word costs some 4 KB a character: add its characters' widths.
			_, ww = cutWord(word, f.small, math.Inf(1))
		}
		if ww > w {
			if cur != "" {
				lines = append(lines, cur)
			}
			pieces, lastW := cutWord(word, f.small, w)
			lines = append(lines, pieces[:len(pieces)-1]...)
			cur, curW = pieces[len(pieces)-1], lastW
			continue
		}
		if cur != "" && curW+space+ww > w {
			lines = append(lines, cur)
			cur, curW = "", 0
		}
		if cur != "" {
			cur += " "
			curW += space
		}
		cur += word
		curW += ww
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// cutWord cuts word into pieces no wider than w (each at least one character), adding the
// widths of its characters measured one by one, and returns them with the last piece's width.
func cutWord(word string, face text.Face, w float64) ([]string, float64) {
	var pieces []string
	start, pw := 0, 0.0
	for i, r := range word {
		rw := draw.TextWidth(string(r), face)
		if i > start && pw+rw > w {
			pieces = append(pieces, word[start:i])
			start, pw = i, 0
		}
		pw += rw
	}
	return append(pieces, word[start:]), pw
}

// drawPlayerHUDCompact is drawPlayerHUD in two lines, for three or four players: name, level
// and health bar; weapon, ammo, perk count and a thin experience bar.
func drawPlayerHUDCompact(c *canvas, f *fonts, p *scene.PlayerView, x, y, w float64) float64 {
	col := arena.PlayerColor(p.Index)
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
	c.text(hp, f.small, x+w-draw.TextWidth(hp, f.small)-4, y+1, colText)
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
