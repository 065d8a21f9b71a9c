package sim

// Terrain generation at run start (terrain_generate_random @ 0x004181b0; grim/terrain_render.py
// _scatter_texture). The simulation only needs its RNG draws; the stamps are returned so the
// window can paint the same ground.

// Terrain stamp counts of a 1024×1024 terrain: (w·h·density) >> 19 for the densities 800, 35
// and 15 of the three layers.
const (
	TerrainBaseStamps    = 1600
	TerrainOverlayStamps = 70
	TerrainDetailStamps  = 30
	TerrainStampCount    = TerrainBaseStamps + TerrainOverlayStamps + TerrainDetailStamps
)

// Terrain patch geometry (grim/terrain_render.py).
const (
	TerrainPatchSize     = 128.0 // world pixels, square
	terrainPatchOverscan = 64
	terrainRotationMax   = 0x13a
	terrainWorldSize     = 1024
)

// TerrainStamp is one textured quad painted into the ground texture.
type TerrainStamp struct {
	Layer    uint8   // 0 base (alpha 0.9), 1 overlay (alpha 0.9), 2 detail (alpha 0.6)
	Texture  uint8   // terrain texture id (terrain_assets.py: 0 ter_q1_base … 7 ter_q4_tex1)
	Rotation float32 // radians, about the quad centre
	X, Y     float32 // top-left corner of the TerrainPatchSize quad, world pixels
}

// Terrain is the generated ground: the texture ids of the three layers and every stamp in
// paint order. Tint of every layer is (0.7, 0.7, 0.7); layer alpha as TerrainStamp.Layer says.
type Terrain struct {
	TextureIDs [3]int // base, overlay, detail (the detail layer repeats the base texture)
	Stamps     [TerrainStampCount]TerrainStamp
}

// terrainDescriptors are the texture ids of the unlock-gated descriptors, tried in order
// (frontend/menu.py MENU_UNLOCK_TERRAIN_RULES), and the default.
var (
	terrainUnlockRules = [3]struct {
		threshold int
		ids       [3]int
	}{{40, [3]int{6, 7, 6}}, {30, [3]int{4, 5, 4}}, {20, [3]int{2, 3, 2}}}
	terrainDefaultIDs = [3]int{0, 1, 0}
)

// terrainGenerateRandom draws the terrain prelude in the native order: three selector draws
// (overwritten by the native code right after), the unlock rolls (each drawn only when its
// threshold passes, stopping at the first hit), then 1700 stamps of (rotation, y, x) draws.
// The reference draws the stamps even when an unlock roll hits.
func terrainGenerateRandom(rng *CRand, questUnlockIndex int, out *Terrain) {
	for i := 0; i < 3; i++ {
		rng.Rand()
	}
	ids := terrainDefaultIDs
	for _, rule := range terrainUnlockRules {
		if questUnlockIndex >= rule.threshold && rng.Rand()&7 == 3 {
			ids = rule.ids
			break
		}
	}
	terrainGenerate(rng, ids, out)
}

// terrainGenerate paints the ground of the given texture ids (base, overlay, detail): 1600,
// 70 and 30 stamps of (rotation, y, x) draws, in layer order (terrain_generate @ 0x00417b80;
// the descriptor picks only the textures).
func terrainGenerate(rng *CRand, ids [3]int, out *Terrain) {
	out.TextureIDs = ids
	span := terrainWorldSize + 2*terrainPatchOverscan
	layers := [3]struct {
		count   int
		texture int
	}{
		{TerrainBaseStamps, out.TextureIDs[0]},
		{TerrainOverlayStamps, out.TextureIDs[1]},
		{TerrainDetailStamps, out.TextureIDs[2]},
	}
	n := 0
	for layer, l := range layers {
		for i := 0; i < l.count; i++ {
			rot := float32(rng.Rand()%terrainRotationMax) * 0.01
			y := float32(rng.Rand()%span - terrainPatchOverscan)
			x := float32(rng.Rand()%span - terrainPatchOverscan)
			out.Stamps[n] = TerrainStamp{Layer: uint8(layer), Texture: uint8(l.texture), Rotation: rot, X: x, Y: y}
			n++
		}
	}
}
