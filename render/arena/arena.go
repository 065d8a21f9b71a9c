package arena

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/render/scene"
)

// Draw draws one tick of the arena through the camera: the ground, corpses, bonuses,
// creatures, projectiles, players and effects, in that order, clipped to the arena.
func Draw(dst *ebiten.Image, tex *Textures, ground *ebiten.Image, cam Camera, sc *scene.Scene) {
	DrawUnclipped(dst.SubImage(cam.Rect()).(*ebiten.Image), tex, ground, cam, sc)
}

// DrawUnclipped is Draw without the clipping: sprites at the arena's edges reach past
// it.
func DrawUnclipped(clip *ebiten.Image, tex *Textures, ground *ebiten.Image, cam Camera, sc *scene.Scene) {
	drawGround(clip, ground, cam)

	// Draws are grouped by blend mode so that Ebiten can batch them: on the software
	// rasterizer every switch costs about as much as a hundred sprites.
	for i := range sc.Creatures {
		if sc.Creatures[i].Dying() {
			drawCreature(clip, tex, cam, &sc.Creatures[i])
		}
	}
	tex.crowd.flush(clip, tex.atlas)
	for i := range sc.Bonuses {
		drawBonusGlow(clip, tex, cam, &sc.Bonuses[i], sc.Tick)
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
	tex.crowd.flush(clip, tex.atlas)
	for i := range sc.Projectiles {
		drawProjectile(clip, tex, cam, &sc.Projectiles[i])
	}
	for i := range sc.Players {
		drawPlayer(clip, tex, cam, &sc.Players[i])
	}
	// Shapes (rings, shards) first, then covering sprites (smoke, blood), then everything
	// additive, together.
	for i := range sc.Effects {
		if isShape(&sc.Effects[i]) {
			drawEffect(clip, tex, cam, &sc.Effects[i])
		}
	}
	for i := range sc.Effects {
		if !sc.Effects[i].Additive && !isShape(&sc.Effects[i]) {
			drawEffect(clip, tex, cam, &sc.Effects[i])
		}
	}
	for i := range sc.Projectiles {
		drawProjectileGlow(clip, tex, cam, &sc.Projectiles[i])
	}
	for i := range sc.Players {
		drawMuzzleFlash(clip, tex, cam, &sc.Players[i])
	}
	for i := range sc.Effects {
		if sc.Effects[i].Additive && !isShape(&sc.Effects[i]) {
			drawEffect(clip, tex, cam, &sc.Effects[i])
		}
	}
	// Last, over everything: the players' halos (one per player, however many creatures).
	for i := range sc.Players {
		drawPlayerHalo(clip, tex, cam, &sc.Players[i])
	}
}

// drawGround draws the ground (an image of the whole arena, at any size) through cam. At the
// arena's size on screen it is a plain copy; otherwise only the part in the camera's view is
// drawn, filtered to the screen's scale, so that a zoomed ground costs what the view covers
// (the final screen cannot be clipped to: DrawUnclipped's clip may be the whole window).
func drawGround(dst, ground *ebiten.Image, cam Camera) {
	var op ebiten.DrawImageOptions
	side := cam.WorldRect().Dx()
	if !cam.Zoomed() && ground.Bounds().Dx() == side && side != WorldSize {
		// Already at screen size (Ground.Scaled) and opaque: a plain copy, which spares the
		// rasterizer reading the pixels it covers.
		op.Blend = ebiten.BlendCopy
		op.GeoM.Translate(float64(cam.WorldRect().Min.X), float64(cam.WorldRect().Min.Y))
		dst.DrawImage(ground, &op)
		return
	}
	op.Filter = ebiten.FilterLinear
	k := float64(ground.Bounds().Dx()) / WorldSize // ground pixels per world pixel
	src := ground.Bounds()
	if cam.Zoomed() {
		// The view's world rectangle in the ground's pixels, out to whole pixels (and one
		// more, for the filter's neighbours).
		v := cam.Rect()
		wx0, wy0 := cam.ToWorld(float64(v.Min.X), float64(v.Min.Y))
		wx1, wy1 := cam.ToWorld(float64(v.Max.X), float64(v.Max.Y))
		src = image.Rect(int(math.Floor(wx0*k))-1, int(math.Floor(wy0*k))-1, int(math.Ceil(wx1*k))+1, int(math.Ceil(wy1*k))+1).Intersect(ground.Bounds())
		if src.Empty() {
			return
		}
	}
	op.GeoM.Translate(float64(src.Min.X), float64(src.Min.Y))
	op.GeoM.Scale(cam.Scale/k, cam.Scale/k)
	op.GeoM.Translate(cam.X, cam.Y)
	dst.DrawImage(ground.SubImage(src).(*ebiten.Image), &op)
}
