package sim

// EffectID names an effect sprite in the particles atlas (effects_atlas.py EffectId). Effect
// pool entries and terrain decals carry one.
type EffectID int

// Effect sprite ids (effects_atlas.py EffectId).
const (
	EffectBurst          EffectID = 0x00
	EffectRing           EffectID = 0x01
	EffectShieldRing     EffectID = 0x02
	Effect03             EffectID = 0x03
	Effect04             EffectID = 0x04
	Effect05             EffectID = 0x05
	Effect06             EffectID = 0x06
	EffectBloodSplatter  EffectID = 0x07
	EffectFreezeShard0   EffectID = 0x08
	EffectFreezeShard1   EffectID = 0x09
	EffectFreezeShard2   EffectID = 0x0A
	Effect0B             EffectID = 0x0B
	EffectExplosionBurst EffectID = 0x0C
	EffectGlow           EffectID = 0x0D
	EffectFreezeShatter  EffectID = 0x0E
	Effect0F             EffectID = 0x0F
	EffectAura           EffectID = 0x10
	EffectExplosionPuff  EffectID = 0x11
	EffectCasing         EffectID = 0x12
)

// EffectAtlasEntry locates an effect sprite in the particles texture: the texture is a
// Grid×Grid sheet of equal cells and the sprite is cell Frame, row-major (effects_atlas.py
// EffectAtlasEntry, native effect_id_table).
type EffectAtlasEntry struct {
	SizeCode int // native size code: 0x10, 0x20, 0x40 or 0x80
	Frame    int
}

// Grid is the number of cells per row and column for the entry's size code.
func (e EffectAtlasEntry) Grid() int {
	switch e.SizeCode {
	case 0x10:
		return 16
	case 0x20:
		return 8
	case 0x40:
		return 4
	case 0x80:
		return 2
	}
	return 0
}

// effectAtlasTable is the native effect_id_table, indexed by EffectID.
var effectAtlasTable = [...]EffectAtlasEntry{
	{0x80, 0x02}, {0x80, 0x03}, {0x20, 0x00}, {0x20, 0x01}, {0x20, 0x02}, {0x20, 0x03},
	{0x20, 0x04}, {0x20, 0x05}, {0x20, 0x08}, {0x20, 0x09}, {0x20, 0x0A}, {0x20, 0x0B},
	{0x40, 0x05}, {0x40, 0x03}, {0x40, 0x04}, {0x40, 0x05}, {0x40, 0x06}, {0x40, 0x07},
	{0x10, 0x26},
}

// EffectAtlas returns the atlas entry of an effect id, false when the id has none.
func EffectAtlas(id EffectID) (EffectAtlasEntry, bool) {
	if id < 0 || int(id) >= len(effectAtlasTable) {
		return EffectAtlasEntry{}, false
	}
	return effectAtlasTable[id], true
}

// EffectSrcRect is the source rectangle (x, y, width, height in texels) of an effect sprite in
// a particles texture of the given size (effects_atlas.py effect_src_rect).
func EffectSrcRect(id EffectID, textureWidth, textureHeight float64) (x, y, w, h float64, ok bool) {
	e, ok := EffectAtlas(id)
	if !ok {
		return 0, 0, 0, 0, false
	}
	grid := e.Grid()
	col, row := e.Frame%grid, e.Frame/grid
	w = textureWidth / float64(grid)
	h = textureHeight / float64(grid)
	return w * float64(col), h * float64(row), w, h, true
}
