package sim

// Pool sizes (effects.py).
const (
	EffectPoolSize       = 0x200
	ParticlePoolSize     = 0x80
	SpriteEffectPoolSize = 0x180
)

// EffectState holds the presentation-side state that the simulation keeps because it draws
// from the rng or feeds back into the game: the effect, particle and sprite-effect pools
// (gameplay.py GameplayState.effects, .particles, .sprite_effects), the terrain decal queues
// (game_world.py fx_queue, fx_queue_rotated) and the camera shake (camera.py). The window
// draws all of it. Owned by the effects area.
type EffectState struct {
	Effects        EffectPool
	Particles      ParticlePool
	SpriteEffects  SpriteEffectPool
	FxQueue        FxQueue
	FxQueueRotated FxQueueRotated
	Camera         CameraShake
}
