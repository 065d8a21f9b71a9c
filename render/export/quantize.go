package export

import (
	"image/color"
	"slices"
)

// quantizer makes a GIF frame's own palette: median cut over the frame's colours, counted in a
// histogram of 5 bits a channel (32768 bins). The bins are split into at most maxColours boxes,
// always the box with the most pixels times its longest side, along that side at the pixels'
// median; a box's colour is the mean of its pixels (from their full 8 bits), and every pixel of
// a bin takes its box's colour. The window's frames are a few hundred colours of ground, shadow
// and sprite; a palette made for each frame keeps them far better than a fixed one (plan9), and
// costs a few milliseconds (BenchmarkGIFFrame).
type quantizer struct {
	count [1 << 15]uint32
	sum   [1 << 15][3]uint32
	box   [1 << 15]uint8 // the palette index of each bin, after build
	used  []uint16       // the bins counted this frame
	boxes []qbox
	pal   color.Palette
}

// qbox is a box of bins: used[lo:hi], with its pixel count and colour bounds (5-bit units).
type qbox struct {
	lo, hi   int
	pixels   uint32
	min, max [3]uint8
}

// bin is the histogram bin of an 8-bit colour.
func bin(r, g, b uint8) uint16 { return uint16(r>>3)<<10 | uint16(g>>3)<<5 | uint16(b>>3) }

func binChannel(b uint16, c int) uint8 { return uint8(b >> (10 - 5*c) & 31) }

// reset forgets the last frame's histogram.
func (q *quantizer) reset() {
	for _, b := range q.used {
		q.count[b] = 0
		q.sum[b] = [3]uint32{}
	}
	q.used = q.used[:0]
}

// add counts one pixel.
func (q *quantizer) add(r, g, b uint8) {
	i := bin(r, g, b)
	if q.count[i] == 0 {
		q.used = append(q.used, i)
	}
	q.count[i]++
	s := &q.sum[i]
	s[0] += uint32(r)
	s[1] += uint32(g)
	s[2] += uint32(b)
}

// build makes the palette of at most maxColours colours for the pixels added since reset, and
// the palette index of every bin counted (index).
func (q *quantizer) build(maxColours int) color.Palette {
	q.boxes = q.boxes[:0]
	q.pal = q.pal[:0]
	if len(q.used) == 0 {
		return q.pal
	}
	q.boxes = append(q.boxes, q.bounds(0, len(q.used)))
	for len(q.boxes) < maxColours {
		best, score := -1, uint64(0)
		for i := range q.boxes {
			b := &q.boxes[i]
			if b.hi-b.lo < 2 {
				continue
			}
			_, side := b.longest()
			if s := uint64(b.pixels) * uint64(side); s > score || best < 0 {
				best, score = i, s
			}
		}
		if best < 0 {
			break // every box is one bin
		}
		a, b := q.split(q.boxes[best])
		q.boxes[best] = a
		q.boxes = append(q.boxes, b)
	}
	for i, b := range q.boxes {
		var s [3]uint64
		for _, c := range q.used[b.lo:b.hi] {
			q.box[c] = uint8(i)
			for k := range 3 {
				s[k] += uint64(q.sum[c][k])
			}
		}
		n := uint64(b.pixels)
		q.pal = append(q.pal, color.RGBA{uint8((s[0] + n/2) / n), uint8((s[1] + n/2) / n), uint8((s[2] + n/2) / n), 255})
	}
	return q.pal
}

// index is the palette index of a colour counted since the last reset.
func (q *quantizer) index(r, g, b uint8) uint8 { return q.box[bin(r, g, b)] }

// bounds is the box of used[lo:hi].
func (q *quantizer) bounds(lo, hi int) qbox {
	b := qbox{lo: lo, hi: hi, min: [3]uint8{31, 31, 31}}
	for _, c := range q.used[lo:hi] {
		b.pixels += q.count[c]
		for k := range 3 {
			v := binChannel(c, k)
			b.min[k] = min(b.min[k], v)
			b.max[k] = max(b.max[k], v)
		}
	}
	return b
}

// longest is the box's longest side: its channel and length (5-bit units).
func (b *qbox) longest() (channel int, side uint8) {
	for k := range 3 {
		if d := b.max[k] - b.min[k]; d > side || k == 0 {
			channel, side = k, d
		}
	}
	return channel, side
}

// split cuts a box of two bins or more along its longest side at its pixels' median, leaving
// at least one bin on each side.
func (q *quantizer) split(b qbox) (qbox, qbox) {
	k, _ := b.longest()
	bins := q.used[b.lo:b.hi]
	slices.SortFunc(bins, func(x, y uint16) int {
		if d := int(binChannel(x, k)) - int(binChannel(y, k)); d != 0 {
			return d
		}
		return int(x) - int(y) // a total order: the same frame always gives the same palette
	})
	half, acc := b.pixels/2, uint32(0)
	cut := 1
	for i, c := range bins[:len(bins)-1] {
		acc += q.count[c]
		cut = i + 1
		if acc >= half {
			break
		}
	}
	return q.bounds(b.lo, b.lo+cut), q.bounds(b.lo+cut, b.hi)
}
