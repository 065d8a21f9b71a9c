package sim

// Terrain decal queues (effects.py FxQueue, FxQueueRotated). Every tick the effects, hits and
// deaths queue decals; the render pass bakes them into the ground texture and empties the
// queues. The reference clears them at the end of each tick (clear_fx_queues_each_tick), and
// whether a corpse fits in the rotated queue changes the simulation, so the queues are state.
const (
	FxQueueCapacity        = 0x80
	FxQueueMaxCount        = 0x7F
	FxQueueRotatedCapacity = 0x40
	FxQueueRotatedMaxCount = 0x3F
)

// FxQueueEntry is one decal to bake into the ground (effects.py FxQueueEntry): an effect
// sprite centred at Pos, Width×Height world pixels, rotated by Rotation radians, tinted Color.
type FxQueueEntry struct {
	EffectID EffectID
	Rotation float64
	Pos      Vec2
	Height   float64
	Width    float64
	Color    RGBA
}

// FxQueue is the per-tick decal queue (effects.py FxQueue, native fx_queue). Entries[:Count]
// are pending; after a clear, Entries[:LastCount] are the decals the cleared tick produced
// (the ones the window bakes into its ground image).
type FxQueue struct {
	Entries   [FxQueueCapacity]FxQueueEntry
	Count     int
	LastCount int
}

// clear empties the queue, remembering how many entries it held (FxQueue.clear).
func (q *FxQueue) clear() {
	q.LastCount = q.Count
	q.Count = 0
}

// add queues a decal; false when the queue is full (FxQueue.add, native fx_queue_add).
func (q *FxQueue) add(effectID EffectID, pos Vec2, width, height, rotation float64, color RGBA) bool {
	if q.Count >= FxQueueMaxCount {
		return false
	}
	q.Entries[q.Count] = FxQueueEntry{
		EffectID: effectID,
		Rotation: rotation,
		Pos:      pos,
		Height:   height,
		Width:    width,
		Color:    color,
	}
	q.Count++
	return true
}

// addRandom queues a random grey blood/scorch decal (ids 3..7) at pos. It always makes its
// four draws, even when the queue is full (FxQueue.add_random, native fx_queue_add_random).
func (q *FxQueue) addRandom(rng *CRand, pos Vec2) bool {
	gray := float64(float64(rng.Rand()&0xF)*0.01) + 0.84
	w := float64(rng.Rand()%0x18-0x0C) + 30.0
	rotation := float64(rng.Rand()%0x274) * 0.01
	id := EffectID(rng.Rand()%5 + 3)
	return q.add(id, pos, w, w, rotation, RGBA{gray, gray, gray, 1.0})
}

// FxQueueRotatedEntry is one corpse to bake into the ground (effects.py FxQueueRotatedEntry):
// the corpse sprite of CreatureTypeID with its top-left corner at TopLeft, Scale world pixels
// square, rotated by Rotation radians, tinted Color.
type FxQueueRotatedEntry struct {
	TopLeft        Vec2
	Color          RGBA
	Rotation       float64
	Scale          float64
	CreatureTypeID int
}

// FxQueueRotated is the per-tick corpse queue (effects.py FxQueueRotated, native
// fx_queue_rotated). Entries[:Count] are pending; after a clear, Entries[:LastCount] are the
// corpses the cleared tick produced.
type FxQueueRotated struct {
	Entries   [FxQueueRotatedCapacity]FxQueueRotatedEntry
	Count     int
	LastCount int
}

// clear empties the queue, remembering how many entries it held (FxQueueRotated.clear).
func (q *FxQueueRotated) clear() {
	q.LastCount = q.Count
	q.Count = 0
}

// add queues a corpse with the default terrain settings (no bodies transparency, texture
// present); false when the queue is full (FxQueueRotated.add, native fx_queue_add_rotated).
func (q *FxQueueRotated) add(topLeft Vec2, color RGBA, rotation, scale float64, creatureTypeID int) bool {
	return q.addWithTerrain(topLeft, color, rotation, scale, creatureTypeID, 0, false)
}

// addWithTerrain is add with explicit terrain settings: a non-zero bodiesTransparency divides
// the corpse alpha (otherwise it is scaled by 0.8), and a failed terrain texture drops it.
func (q *FxQueueRotated) addWithTerrain(topLeft Vec2, color RGBA, rotation, scale float64, creatureTypeID int, bodiesTransparency float64, textureFailed bool) bool {
	if textureFailed || q.Count >= FxQueueRotatedMaxCount {
		return false
	}
	a := color.A
	if bodiesTransparency != 0 {
		a = a / bodiesTransparency
	} else {
		a = a * 0.8
	}
	q.Entries[q.Count] = FxQueueRotatedEntry{
		TopLeft:        topLeft,
		Color:          color.withAlpha(a),
		Rotation:       rotation,
		Scale:          scale,
		CreatureTypeID: creatureTypeID,
	}
	q.Count++
	return true
}

// clearFxQueues empties both decal queues, as the reference does after every tick
// (sim/sessions.py, clear_fx_queues_each_tick; live play clears them in the render pass).
func (s *EffectState) clearFxQueues() {
	s.FxQueue.clear()
	s.FxQueueRotated.clear()
}
