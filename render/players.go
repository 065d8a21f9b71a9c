package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// playerColors tell the players apart (tints of the white player sprite).
var playerColors = [4]color.RGBA{
	{110, 200, 255, 255}, // 1: blue
	{255, 170, 80, 255},  // 2: orange
	{150, 240, 120, 255}, // 3: green
	{240, 120, 220, 255}, // 4: pink
}

// drawPlayer draws a player: the aim line to the aim point, the body turned towards the aim,
// the muzzle flash, and a shield ring while the shield bonus runs. A dead player is a dark
// sprite.
func drawPlayer(dst *ebiten.Image, tex *textures, cam Camera, p *PlayerView) {
	col := playerColors[((p.Index%4)+4)%4]
	size, aim := playerSize(p), playerAim(p)
	sx, sy := cam.ToScreen(p.X, p.Y)
	if !p.Dead {
		ax, ay := cam.ToScreen(p.AimX, p.AimY)
		line := col
		line.A = 90
		tex.line(dst, sx, sy, ax, ay, 1.5, line)
		tex.circle(dst, ax, ay, 6*cam.Scale+3, col)
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
func playerSize(p *PlayerView) float64 {
	if p.Size <= 0 {
		return 48
	}
	return p.Size
}

// playerAim is the heading from a player to its aim point (0 = up), or its body heading when
// the aim point is the player itself.
func playerAim(p *PlayerView) float64 {
	if p.AimX == p.X && p.AimY == p.Y {
		return p.Heading
	}
	return math.Atan2(p.AimX-p.X, -(p.AimY - p.Y))
}

// drawMuzzleFlash adds the flash at the gun's end while the weapon's muzzle flash fades.
func drawMuzzleFlash(dst *ebiten.Image, tex *textures, cam Camera, p *PlayerView) {
	if p.MuzzleFlash <= 0 || p.Dead {
		return
	}
	size, aim := playerSize(p), playerAim(p)
	dx, dy := math.Sin(aim), -math.Cos(aim)
	mx, my := cam.ToScreen(p.X+dx*size*0.6, p.Y+dy*size*0.6)
	a := uint8(255 * clamp01(p.MuzzleFlash))
	drawGlow(dst, tex, mx, my, size*0.9*cam.Scale, color.RGBA{255, 220, 120, a})
}
