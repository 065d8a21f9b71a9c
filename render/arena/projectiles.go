package arena

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/render/scene"
)

// projectileLook is the colour and length (world pixels) of a projectile type.
func projectileLook(p *scene.ProjectileView) (color.RGBA, float64, float64) {
	if p.Secondary {
		return color.RGBA{255, 150, 60, 255}, 14, 5
	}
	switch p.Type {
	case 0x06: // gauss
		return color.RGBA{120, 200, 255, 255}, 26, 3
	case 0x09, 0x0B, 0x1A, 0x1C: // plasma
		return color.RGBA{120, 255, 160, 255}, 12, 8
	case 0x13, 0x15, 0x16, 0x17: // pulse, ion
		return color.RGBA{150, 170, 255, 255}, 16, 6
	case 0x18: // shrinkifier
		return color.RGBA{220, 120, 255, 255}, 12, 6
	case 0x19: // blade
		return color.RGBA{230, 230, 230, 255}, 10, 8
	case 0x29: // plague
		return color.RGBA{140, 220, 60, 255}, 10, 7
	case 0x2B: // rainbow
		return color.RGBA{255, 100, 200, 255}, 14, 5
	case 0x2D: // fire bullets
		return color.RGBA{255, 120, 40, 255}, 18, 4
	default: // bullets
		return color.RGBA{255, 235, 150, 255}, 18, 2.5
	}
}

// projectileEnds are the screen points of a projectile's head and the tail of its streak.
func projectileEnds(cam Camera, p *scene.ProjectileView, length float64) (hx, hy, tx, ty float64) {
	dx, dy := math.Sin(p.Heading), -math.Cos(p.Heading)
	hx, hy = cam.ToScreen(p.X, p.Y)
	tx, ty = cam.ToScreen(p.X-dx*length, p.Y-dy*length)
	return
}

// projectileAlpha fades a projectile over the last 30% of its life.
func projectileAlpha(p *scene.ProjectileView) float64 {
	if p.Life > 0 && p.Life < 0.3 {
		return p.Life / 0.3
	}
	return 1
}

// drawProjectile draws a projectile as a bright streak along its heading; a secondary
// projectile (rocket) as a grey body. Its glow comes later with the other additive draws.
func drawProjectile(dst *ebiten.Image, tex *Textures, cam Camera, p *scene.ProjectileView) {
	col, length, width := projectileLook(p)
	hx, hy, tx, ty := projectileEnds(cam, p, length)
	w := math.Max(1, width*cam.Scale)
	if p.Secondary {
		col = color.RGBA{200, 200, 200, 255}
	}
	col.A = uint8(255 * projectileAlpha(p))
	tex.line(dst, hx, hy, tx, ty, w, col)
}

// drawProjectileGlow adds the glow at a projectile's head, and a rocket's flame behind it.
func drawProjectileGlow(dst *ebiten.Image, tex *Textures, cam Camera, p *scene.ProjectileView) {
	col, length, width := projectileLook(p)
	hx, hy, _, _ := projectileEnds(cam, p, length)
	col.A = uint8(200 * projectileAlpha(p))
	drawGlow(dst, tex, hx, hy, width*3*cam.Scale, col)
	if p.Secondary {
		_, _, fx, fy := projectileEnds(cam, p, length*1.6)
		drawGlow(dst, tex, fx, fy, 14*cam.Scale, color.RGBA{255, 180, 60, 220})
	}
}
