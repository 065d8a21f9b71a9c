package sim

// Colour helpers the effect code needs (grim/color.py RGBA methods).

// withAlpha returns c with alpha a (RGBA.with_alpha).
func (c RGBA) withAlpha(a float64) RGBA { c.A = a; return c }

// scaled multiplies every channel, alpha included, by f (RGBA.scaled).
func (c RGBA) scaled(f float64) RGBA { return RGBA{c.R * f, c.G * f, c.B * f, c.A * f} }

// clamped limits every channel to 0..1 (RGBA.clamped).
func (c RGBA) clamped() RGBA {
	return RGBA{clamp01(c.R), clamp01(c.G), clamp01(c.B), clamp01(c.A)}
}
