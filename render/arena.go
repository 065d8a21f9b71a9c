package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// playerColors tell the players apart (tints of the white player sprite).
var playerColors = [4]color.RGBA{
	{110, 200, 255, 255}, // 1: blue
	{255, 170, 80, 255},  // 2: orange
	{150, 240, 120, 255}, // 3: green
	{240, 120, 220, 255}, // 4: pink
}

// spriteFilter samples creature sprites and their shadows. Linear filtering costs Mesa's
// software rasterizer about four times as much per pixel, and with 300 creatures that decided
// whether a frame fit in 16 ms; the sprites are drawn antialiased, so nearest sampling of them
// still looks smooth at the arena's usual scale.
const spriteFilter = ebiten.FilterNearest

// drawArena draws one tick of the arena through the camera: the ground, corpses, bonuses,
// creatures, projectiles, players and effects, in that order, clipped to the arena.
func drawArena(dst *ebiten.Image, tex *textures, ground *ebiten.Image, cam Camera, sc *Scene) {
	clip := dst.SubImage(cam.Rect()).(*ebiten.Image)
	var op ebiten.DrawImageOptions
	if side := cam.Rect().Dx(); ground.Bounds().Dx() == side && side != WorldSize {
		// Already at screen size (scaledGround): a plain copy.
		op.GeoM.Translate(float64(cam.Rect().Min.X), float64(cam.Rect().Min.Y))
	} else {
		op.Filter = ebiten.FilterLinear
		op.GeoM.Scale(cam.Scale, cam.Scale)
		op.GeoM.Translate(cam.X, cam.Y)
	}
	clip.DrawImage(ground, &op)

	// Draws are grouped by blend mode so that Ebiten can batch them: on the software
	// rasterizer every switch costs about as much as a hundred sprites.
	for i := range sc.Creatures {
		if sc.Creatures[i].Dying() {
			drawCreature(clip, tex, cam, &sc.Creatures[i])
		}
	}
	for i := range sc.Bonuses {
		drawBonus(clip, tex, cam, &sc.Bonuses[i], sc.Tick)
	}
	for i := range sc.Creatures {
		if !sc.Creatures[i].Dying() {
			drawCreatureShadow(clip, tex, cam, &sc.Creatures[i])
		}
	}
	for i := range sc.Creatures {
		if !sc.Creatures[i].Dying() {
			drawCreature(clip, tex, cam, &sc.Creatures[i])
		}
	}
	for i := range sc.Creatures {
		if !sc.Creatures[i].Dying() {
			drawHitFlash(clip, tex, cam, &sc.Creatures[i])
		}
	}
	for i := range sc.Projectiles {
		drawProjectile(clip, cam, &sc.Projectiles[i])
	}
	for i := range sc.Players {
		drawPlayer(clip, tex, cam, &sc.Players[i])
	}
	for i := range sc.Effects {
		if !sc.Effects[i].Additive {
			drawEffect(clip, tex, cam, &sc.Effects[i])
		}
	}
	// Everything additive last, together.
	for i := range sc.Projectiles {
		drawProjectileGlow(clip, tex, cam, &sc.Projectiles[i])
	}
	for i := range sc.Players {
		drawMuzzleFlash(clip, tex, cam, &sc.Players[i])
	}
	for i := range sc.Effects {
		if sc.Effects[i].Additive {
			drawEffect(clip, tex, cam, &sc.Effects[i])
		}
	}
}

// drawCreature draws a creature with its shadow; a hit flashes it white, a dying creature
// darkens and flattens, and a corpse fades out as its hitbox goes negative (the game fades the
// corpse's alpha by hitbox·0.1).
func drawCreature(dst *ebiten.Image, tex *textures, cam Camera, c *CreatureView) {
	if sheet := tex.sheets[((c.Type%6)+6)%6]; sheet != nil {
		drawCreatureFrame(dst, sheet, cam, c)
		return
	}
	img := tex.creatures[((c.Type%6)+6)%6]
	size := creatureSize(c)
	alpha := float32(c.Tint.A) / 255
	if c.Tint.A == 0 {
		alpha = 1
	}
	shade := float32(1)
	if c.Dying() {
		// 16 → 0 while dying: darken to a corpse; below 0 fade out.
		t := float32(clamp01(c.Hitbox / 16))
		shade = 0.45 + 0.55*t
		if c.Hitbox < 0 {
			alpha += float32(c.Hitbox) * 0.1
		}
		if alpha <= 0.01 {
			return
		}
	}
	tr, tg, tb := tintFactors(c.Tint)
	var op ebiten.DrawImageOptions
	op.Filter = spriteFilter
	if c.Dying() && c.Hitbox > 0 {
		drawCreatureShadow(dst, tex, cam, c)
	}
	w := size
	if c.Dying() {
		w = size * (1.1 - 0.1*float64(shade)) // a corpse lies flatter and a little wider
	}
	cam.sprite(&op.GeoM, spritePixels, spritePixels, c.X, c.Y, c.Heading, w)
	op.ColorScale.Scale(tr*shade*alpha, tg*shade*alpha, tb*shade*alpha, alpha)
	dst.DrawImage(img, &op)
}

// drawCreatureFrame draws a creature from the original game's sheet: its animation frame,
// turned so that the sheet's right-facing frames follow the heading, sized size/64 of a frame,
// tinted by the creature's tint (fading as a corpse) over a 40% black shadow.
func drawCreatureFrame(dst *ebiten.Image, sheet *ebiten.Image, cam Camera, c *CreatureView) {
	fw, fh := sheet.Bounds().Dx()/8, sheet.Bounds().Dy()/8
	f := creatureFrame(c.Type, c.AnimPhase, c.Hitbox, c.Flags)
	frame := sheet.SubImage(image.Rect((f%8)*fw, (f/8)*fh, (f%8+1)*fw, (f/8+1)*fh)).(*ebiten.Image)
	k := math.Min(math.Max(creatureSize(c)/64, 0.25), 2)
	a := float32(1)
	if c.Tint.A != 0 {
		a = float32(c.Tint.A) / 255
	}
	if c.Hitbox < 0 {
		a += float32(c.Hitbox) * 0.1
	}
	if a <= 0.01 {
		return
	}
	tr, tg, tb := tintFactors(c.Tint)
	var op ebiten.DrawImageOptions
	op.Filter = spriteFilter
	w := float64(fw) * k
	cam.sprite(&op.GeoM, fw, fh, c.X+w*0.035, c.Y+w*0.035, c.Heading-math.Pi/2, w*1.07)
	op.ColorScale.Scale(0, 0, 0, 0.4*a)
	dst.DrawImage(frame, &op)
	op.ColorScale.Reset()
	cam.sprite(&op.GeoM, fw, fh, c.X, c.Y, c.Heading-math.Pi/2, w)
	op.ColorScale.Scale(tr*a, tg*a, tb*a, a)
	dst.DrawImage(frame, &op)
}

// creatureSize is the sprite width of a creature, world pixels.
func creatureSize(c *CreatureView) float64 {
	if c.Size <= 0 {
		return 50
	}
	return c.Size
}

// drawCreatureShadow draws the creature's shadow: its sprite in black at 40%, a little larger
// and offset down-right.
func drawCreatureShadow(dst *ebiten.Image, tex *textures, cam Camera, c *CreatureView) {
	if tex.sheets[((c.Type%6)+6)%6] != nil {
		return // drawn with the frame
	}
	size := creatureSize(c)
	alpha := float32(1)
	if c.Tint.A != 0 {
		alpha = float32(c.Tint.A) / 255
	}
	var op ebiten.DrawImageOptions
	op.Filter = spriteFilter
	cam.sprite(&op.GeoM, spritePixels, spritePixels, c.X+size*0.04, c.Y+size*0.04, c.Heading, size*1.07)
	op.ColorScale.Scale(0, 0, 0, 0.4*alpha)
	dst.DrawImage(tex.creatures[((c.Type%6)+6)%6], &op)
}

// drawHitFlash brightens a creature that was just hit: its sprite added in white, fading over
// the flash's 0.1 s.
func drawHitFlash(dst *ebiten.Image, tex *textures, cam Camera, c *CreatureView) {
	if c.HitFlash <= 0 || tex.sheets[((c.Type%6)+6)%6] != nil {
		return
	}
	var op ebiten.DrawImageOptions
	op.Filter = spriteFilter
	op.Blend = ebiten.BlendLighter
	cam.sprite(&op.GeoM, spritePixels, spritePixels, c.X, c.Y, c.Heading, creatureSize(c))
	f := float32(math.Min(1, c.HitFlash/0.1)) * 0.8
	op.ColorScale.Scale(f, f, f, f)
	dst.DrawImage(tex.creatures[((c.Type%6)+6)%6], &op)
}

// tintFactors turns a creature tint into colour-scale factors; an unset tint is white.
func tintFactors(t color.RGBA) (float32, float32, float32) {
	if t.R == 0 && t.G == 0 && t.B == 0 {
		return 1, 1, 1
	}
	return float32(t.R) / 255, float32(t.G) / 255, float32(t.B) / 255
}

// projectileLook is the colour and length (world pixels) of a projectile type.
func projectileLook(p *ProjectileView) (color.RGBA, float64, float64) {
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
func projectileEnds(cam Camera, p *ProjectileView, length float64) (hx, hy, tx, ty float64) {
	dx, dy := math.Sin(p.Heading), -math.Cos(p.Heading)
	hx, hy = cam.ToScreen(p.X, p.Y)
	tx, ty = cam.ToScreen(p.X-dx*length, p.Y-dy*length)
	return
}

// projectileAlpha fades a projectile over the last 30% of its life.
func projectileAlpha(p *ProjectileView) float64 {
	if p.Life > 0 && p.Life < 0.3 {
		return p.Life / 0.3
	}
	return 1
}

// drawProjectile draws a projectile as a bright streak along its heading; a secondary
// projectile (rocket) as a grey body. Its glow comes later with the other additive draws.
func drawProjectile(dst *ebiten.Image, cam Camera, p *ProjectileView) {
	col, length, width := projectileLook(p)
	hx, hy, tx, ty := projectileEnds(cam, p, length)
	w := float32(math.Max(1, width*cam.Scale))
	if p.Secondary {
		col = color.RGBA{200, 200, 200, 255}
	}
	col.A = uint8(255 * projectileAlpha(p))
	vector.StrokeLine(dst, float32(hx), float32(hy), float32(tx), float32(ty), w, col, false)
}

// drawProjectileGlow adds the glow at a projectile's head, and a rocket's flame behind it.
func drawProjectileGlow(dst *ebiten.Image, tex *textures, cam Camera, p *ProjectileView) {
	col, length, width := projectileLook(p)
	hx, hy, _, _ := projectileEnds(cam, p, length)
	col.A = uint8(200 * projectileAlpha(p))
	drawGlow(dst, tex, hx, hy, width*3*cam.Scale, col)
	if p.Secondary {
		_, _, fx, fy := projectileEnds(cam, p, length*1.6)
		drawGlow(dst, tex, fx, fy, 14*cam.Scale, color.RGBA{255, 180, 60, 220})
	}
}

// drawGlow draws the soft glow sprite centred on a screen point with the given diameter.
func drawGlow(dst *ebiten.Image, tex *textures, sx, sy, diameter float64, c color.RGBA) {
	if diameter <= 0 || c.A == 0 {
		return
	}
	var op ebiten.DrawImageOptions
	op.Filter = ebiten.FilterLinear
	k := diameter / 32
	op.GeoM.Translate(-16, -16)
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(sx, sy)
	a := float32(c.A) / 255
	op.ColorScale.Scale(float32(c.R)/255*a, float32(c.G)/255*a, float32(c.B)/255*a, a)
	op.Blend = ebiten.BlendLighter
	dst.DrawImage(tex.glow, &op)
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
		vector.StrokeLine(dst, float32(sx), float32(sy), float32(ax), float32(ay), 1.5, line, false)
		vector.StrokeCircle(dst, float32(ax), float32(ay), float32(6*cam.Scale+2), 1.5, col, false)
	}
	var op ebiten.DrawImageOptions
	op.Filter = ebiten.FilterLinear
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
		vector.StrokeCircle(dst, float32(sx), float32(sy), float32(size*0.75*cam.Scale), 2, color.RGBA{120, 200, 255, 160}, false)
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

// drawEffect draws one particle or effect.
func drawEffect(dst *ebiten.Image, tex *textures, cam Camera, e *EffectView) {
	sx, sy := cam.ToScreen(e.X, e.Y)
	switch e.Kind {
	case EffectRing:
		c := premultiply(color.RGBA{e.Color.R, e.Color.G, e.Color.B, 255}, float64(e.Color.A)/255)
		vector.StrokeCircle(dst, float32(sx), float32(sy), float32(e.W/2*cam.Scale), float32(math.Max(1, 3*cam.Scale)), c, false)
	case EffectSquare:
		pts := make([]float32, 0, 8)
		cs, sn := math.Cos(e.Rotation), math.Sin(e.Rotation)
		for _, k := range [4][2]float64{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
			dx, dy := k[0]*e.W/2, k[1]*e.H/2
			x, y := cam.ToScreen(e.X+dx*cs-dy*sn, e.Y+dx*sn+dy*cs)
			pts = append(pts, float32(x), float32(y))
		}
		fillPolygon(dst, premultiply(color.RGBA{e.Color.R, e.Color.G, e.Color.B, 255}, float64(e.Color.A)/255), pts...)
	default:
		var op ebiten.DrawImageOptions
		op.Filter = ebiten.FilterLinear
		op.GeoM.Translate(-16, -16)
		op.GeoM.Scale(e.W*cam.Scale/32, e.H*cam.Scale/32)
		op.GeoM.Rotate(e.Rotation)
		op.GeoM.Translate(sx, sy)
		a := float32(e.Color.A) / 255
		op.ColorScale.Scale(float32(e.Color.R)/255*a, float32(e.Color.G)/255*a, float32(e.Color.B)/255*a, a)
		if e.Additive {
			op.Blend = ebiten.BlendLighter
		}
		dst.DrawImage(tex.glow, &op)
		if e.Kind == EffectExplosion {
			op.ColorScale.Reset()
			op.ColorScale.Scale(a, a, 0.85*a, a)
			op.GeoM.Reset()
			op.GeoM.Translate(-16, -16)
			op.GeoM.Scale(e.W*cam.Scale/64, e.H*cam.Scale/64)
			op.GeoM.Translate(sx, sy)
			op.Blend = ebiten.BlendLighter
			dst.DrawImage(tex.glow, &op)
		}
	}
}
