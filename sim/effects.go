package sim

// Pool sizes (effects.py).
const (
	EffectPoolSize       = 0x200
	ParticlePoolSize     = 0x80
	SpriteEffectPoolSize = 0x180
)

// EffectState holds the effect, particle and sprite-effect pools and the FX queues
// (effects.py). Owned by the effects area.
type EffectState struct{}
