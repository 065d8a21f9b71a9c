package arena

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/render/draw"
	"crdplayer/render/scene"
)

// playerColors tell the players apart (tints of the white player sprite).
var playerColors = [4]color.RGBA{
	{110, 200, 255, 255}, // 1: blue
	{255, 170, 80, 255},  // 2: orange
	{150, 240, 120, 255}, // 3: green
	{240, 120, 220, 255}, // 4: pink
}

// PlayerColor is the colour that tells player index i (0..3, then again) apart, in the arena
// and around it.
func PlayerColor(i int) color.RGBA { return playerColors[((i%4)+4)%4] }

// drawPlayer draws a player: a short aim-direction tick and a faint ring at the aim point (none
// while the aim point is unset), the body turned towards the aim,
// the muzzle flash, and a shield ring while the shield bonus runs. A dead player is a dark
// sprite.
func drawPlayer(dst *ebiten.Image, tex *Textures, cam Camera, p *scene.PlayerView) {
	col := playerColors[((p.Index%4)+4)%4]
	size, aim := playerSize(p), playerAim(p)
	sx, sy := cam.ToScreen(p.X, p.Y)
	if !p.Dead && aimSet(p) {
		// A tick from the body's edge towards the aim, at most aimTick long, rather than a line
		// all the way to the aim point: many long lines clutter the arena.
		dx, dy := p.AimX-p.X, p.AimY-p.Y
		d := math.Hypot(dx, dy)
		r0 := size * 0.45
		if d > r0 {
			r1 := min(d, r0+aimTick)
			x0, y0 := cam.ToScreen(p.X+dx/d*r0, p.Y+dy/d*r0)
			x1, y1 := cam.ToScreen(p.X+dx/d*r1, p.Y+dy/d*r1)
			line := col
			line.A = 150
			tex.line(dst, x0, y0, x1, y1, 2, line)
		}
		ax, ay := cam.ToScreen(p.AimX, p.AimY)
		ring := col
		ring.A = 110
		tex.circle(dst, ax, ay, 5*cam.Scale+2, ring)
	}
	var op ebiten.DrawImageOptions
	op.Filter = spriteFilter
	cam.sprite(&op.GeoM, spritePixels, spritePixels, p.X+2, p.Y+2, aim, size*1.05)
	op.ColorScale.Scale(0, 0, 0, 0.4)
	dst.DrawImage(tex.player, &op)
	op.ColorScale.Reset()
	cam.sprite(&op.GeoM, spritePixels, spritePixels, p.X, p.Y, aim, size)
	k := float32(1)
	if p.Dead {
		k = 0.35
	}
	op.ColorScale.Scale(float32(col.R)/255*k, float32(col.G)/255*k, float32(col.B)/255*k, 1)
	dst.DrawImage(tex.player, &op)
	if p.ShieldTimer > 0 && !p.Dead {
		tex.circle(dst, sx, sy, size*0.75*cam.Scale, color.RGBA{120, 200, 255, 160})
	}
}

// playerSize is a player's sprite width, world pixels.
func playerSize(p *scene.PlayerView) float64 {
	if p.Size <= 0 {
		return 48
	}
	return p.Size
}

// aimTick is the length of the aim-direction tick, world pixels.
const aimTick = 40

// aimSet reports whether the player has an aim point: before the first input it is (0, 0), the
// arena's corner, which says nothing about where the player looks.
func aimSet(p *scene.PlayerView) bool {
	return p.AimX != 0 || p.AimY != 0
}

// playerAim is the heading from a player to its aim point (0 = up), or its body heading when
// the aim point is unset or the player itself.
func playerAim(p *scene.PlayerView) float64 {
	if !aimSet(p) || p.AimX == p.X && p.AimY == p.Y {
		return p.Heading
	}
	return math.Atan2(p.AimX-p.X, -(p.AimY - p.Y))
}

// drawMuzzleFlash adds the flash at the gun's end while the weapon's muzzle flash fades.
func drawMuzzleFlash(dst *ebiten.Image, tex *Textures, cam Camera, p *scene.PlayerView) {
	if p.MuzzleFlash <= 0 || p.Dead {
		return
	}
	size, aim := playerSize(p), playerAim(p)
	dx, dy := math.Sin(aim), -math.Cos(aim)
	mx, my := cam.ToScreen(p.X+dx*size*0.6, p.Y+dy*size*0.6)
	a := uint8(255 * draw.Clamp01(p.MuzzleFlash))
	drawGlow(dst, tex, mx, my, size*0.9*cam.Scale, color.RGBA{255, 220, 120, a})
}

// drawPlayerHalo rings a player in their colour, over everything else on the arena (creatures,
// shots, explosions), with a dark edge for contrast, so that a player stays in sight in a swarm:
// at least haloMin screen pixels across however small the arena is drawn, and each player's a
// little wider than the one before, so that players standing together show every ring. A dead
// player's ring is thinner and dim, told apart from the living.
func drawPlayerHalo(dst *ebiten.Image, tex *Textures, cam Camera, p *scene.PlayerView) {
	col := PlayerColor(p.Index)
	sx, sy := cam.ToScreen(p.X, p.Y)
	r := haloRadius(p, cam)
	if p.Dead {
		col.A = 150
		tex.circle(dst, sx, sy, r+1.5, color.RGBA{0, 0, 0, 110})
		tex.circle(dst, sx, sy, r, col)
		return
	}
	tex.circle(dst, sx, sy, r+2.4, color.RGBA{0, 0, 0, 150})
	tex.circle(dst, sx, sy, r+1.2, col)
	tex.circle(dst, sx, sy, r, col)
}

// haloMin is the smallest radius of player 1's halo, screen pixels; haloStep how much wider each
// next player's is.
const (
	haloMin  = 11
	haloStep = 3.5
)

// haloRadius is the radius of player p's halo through cam, screen pixels.
func haloRadius(p *scene.PlayerView, cam Camera) float64 {
	return max(playerSize(p)*0.5*cam.Scale, haloMin) + haloStep*float64(((p.Index%4)+4)%4)
}
