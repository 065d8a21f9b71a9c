package arena

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// spriteBatch collects the crowd's sprites and shadows (sub-images of the atlas, sampled nearest,
// blended source-over) and draws them with one DrawTriangles call. Ebitengine merges consecutive
// DrawImage calls into one batch for the rasterizer too, but each call costs the player's own
// thread a microsecond or two (vertices, a check of every image it depends on): with 300
// creatures and their shadows that was a millisecond a frame (BenchmarkArenaQueue300).
type spriteBatch struct {
	vs []ebiten.Vertex
	is []uint16
}

// add queues img (a sub-image of the atlas) drawn as DrawImage would draw it with op's GeoM and
// ColorScale: the same corners, snapped as DrawImage snaps them, so the same pixels.
func (b *spriteBatch) add(img *ebiten.Image, op *ebiten.DrawImageOptions) {
	if len(b.vs)+4 > 1<<16 {
		return // (cannot happen: a frame has far fewer sprites; the indices are 16-bit)
	}
	r := img.Bounds()
	w, h := float32(r.Dx()), float32(r.Dy())
	a, bb, c, d := float32(op.GeoM.Element(0, 0)), float32(op.GeoM.Element(0, 1)), float32(op.GeoM.Element(1, 0)), float32(op.GeoM.Element(1, 1))
	tx, ty := float32(op.GeoM.Element(0, 2)), float32(op.GeoM.Element(1, 2))
	ax, by, cx, dy := a*w, bb*h, c*w, d*h
	cr, cg, cbl, ca := op.ColorScale.R(), op.ColorScale.G(), op.ColorScale.B(), op.ColorScale.A()
	u0, v0, u1, v1 := float32(r.Min.X), float32(r.Min.Y), float32(r.Max.X), float32(r.Max.Y)
	n := uint16(len(b.vs))
	vertex := func(x, y, u, v float32) ebiten.Vertex {
		return ebiten.Vertex{DstX: snapCorner(x), DstY: snapCorner(y), SrcX: u, SrcY: v, ColorR: cr, ColorG: cg, ColorB: cbl, ColorA: ca}
	}
	b.vs = append(b.vs,
		vertex(tx, ty, u0, v0),
		vertex(ax+tx, cx+ty, u1, v0),
		vertex(by+tx, dy+ty, u0, v1),
		vertex(ax+by+tx, cx+dy+ty, u1, v1))
	b.is = append(b.is, n, n+1, n+2, n+1, n+2, n+3)
}

// full reports whether the batch has no room for another sprite (its indices are 16-bit).
func (b *spriteBatch) full() bool { return len(b.vs)+4 > 1<<16 }

// flush draws the queued sprites from atlas onto dst and empties the batch.
func (b *spriteBatch) flush(dst, atlas *ebiten.Image) {
	if len(b.is) == 0 {
		return
	}
	var op ebiten.DrawTrianglesOptions
	op.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha // the colours are DrawImage's colour scales
	op.Filter = spriteFilter
	dst.DrawTriangles(b.vs, b.is, atlas, &op)
	b.vs, b.is = b.vs[:0], b.is[:0]
}

// snapCorner moves a quad's corner as DrawImage does (Ebitengine's adjustDestinationPixel: to a
// sixteenth-pixel grid near thirds, away from pixel centres), which DrawTriangles does not.
func snapCorner(x float32) float32 {
	ix := float32(int(x))
	if x < 0 && x != ix {
		ix--
	}
	switch frac := x - ix; {
	case frac < 3.0/16:
		return ix
	case frac < 8.0/16:
		return ix + 5.0/16
	case frac < 13.0/16:
		return ix + 11.0/16
	default:
		return ix + 1
	}
}
