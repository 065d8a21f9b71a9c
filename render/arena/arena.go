package arena

import (
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
	var op ebiten.DrawImageOptions
	if side := cam.Rect().Dx(); ground.Bounds().Dx() == side && side != WorldSize {
		// Already at screen size (Ground.Scaled) and opaque: a plain copy, which spares the
		// rasterizer reading the pixels it covers.
		op.Blend = ebiten.BlendCopy
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
}
