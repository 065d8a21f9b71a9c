package scene

import (
	"image/color"
	"math"

	"crdplayer/sim"
)

// effectScene reads the effect, particle and sprite-effect pools and the camera shake, sized and
// coloured as the game draws them (render/world/effects.py of the port).
func effectScene(w *sim.World, sc *Scene) {
	fx := &w.Effects
	sc.ShakeX, sc.ShakeY = fx.Camera.Offset.X, fx.Camera.Offset.Y
	for i := range fx.Effects.Entries {
		e := &fx.Effects.Entries[i]
		if !e.Active() || e.Age < 0 {
			continue
		}
		v := EffectView{
			Kind: effectKind(e.EffectID), X: e.Pos.X, Y: e.Pos.Y,
			W: 2 * e.HalfWidth * e.Scale, H: 2 * e.HalfHeight * e.Scale,
			Rotation: e.Rotation, Color: effectColor(e.EffectID, e.Color),
			Additive: e.Flags&0x40 == 0, // flag 0x40: alpha blended
		}
		if v.W > 0 && v.H > 0 {
			sc.Effects = append(sc.Effects, v)
		}
	}
	for i := range fx.Particles.Entries {
		p := &fx.Particles.Entries[i]
		if !p.Active {
			continue
		}
		if p.StyleID == sim.ParticleStyleBubble {
			wob := math.Sin(p.Spin) * 3
			sc.Effects = append(sc.Effects, EffectView{Kind: EffectGlow, X: p.Pos.X, Y: p.Pos.Y,
				W: 2 * (15 - wob) * p.ScaleX * 7, H: 2 * (15 + wob) * p.ScaleX * 7,
				Color: tintColor(sim.RGBA{R: 0.8, G: 0.9, B: 1, A: p.Age}), Additive: true})
			continue
		}
		r := math.Sin((1-p.Intensity)*math.Pi/2) * 24
		if p.StyleID == 1 {
			r *= 0.8
		}
		r = math.Max(r, 2)
		sc.Effects = append(sc.Effects, EffectView{Kind: EffectGlow, X: p.Pos.X, Y: p.Pos.Y, W: 2 * r, H: 2 * r,
			Rotation: p.Spin, Color: tintColor(sim.RGBA{R: p.ScaleX, G: p.ScaleY, B: p.ScaleZ, A: p.Age}), Additive: true})
	}
	for i := range fx.SpriteEffects.Entries {
		s := &fx.SpriteEffects.Entries[i]
		if !s.Active || s.Scale <= 0 {
			continue
		}
		sc.Effects = append(sc.Effects, EffectView{Kind: EffectGlow, X: s.Pos.X, Y: s.Pos.Y, W: s.Scale, H: s.Scale,
			Rotation: s.Rotation, Color: tintColor(s.Color)})
	}
}

// effectKind chooses how an effect id is drawn: rings as rings, shards and casings as small
// quads, explosions as bright bursts, everything else as a soft glow.
func effectKind(id sim.EffectID) EffectKind {
	switch id {
	case sim.EffectRing, sim.EffectShieldRing:
		return EffectRing
	case sim.EffectFreezeShard0, sim.EffectFreezeShard1, sim.EffectFreezeShard2, sim.EffectCasing:
		return EffectSquare
	case sim.EffectExplosionBurst, sim.EffectBurst:
		return EffectExplosion
	}
	return EffectGlow
}

// The game's effect sprites have colours of their own (the tint multiplies them): frames 3–7 of
// its particle sheet are blood splats, the rest mostly white glows.
var bloodColor = sim.RGBA{R: 0.55, G: 0.04, B: 0.03, A: 0.85}

// effectColor is an effect's tint applied to its sprite's own colour.
func effectColor(id sim.EffectID, tint sim.RGBA) color.RGBA {
	if id >= 3 && id <= 7 {
		tint = sim.RGBA{R: tint.R * bloodColor.R, G: tint.G * bloodColor.G, B: tint.B * bloodColor.B, A: tint.A * bloodColor.A}
	}
	return tintColor(tint)
}
