package sim

import (
	"encoding/binary"
	"math/bits"
	"reflect"
	"sort"
	"sync"
	"unsafe"
)

// Hash of the complete binary state. The World is one pointer-free value, so its bytes are its
// state; only the padding between fields is skipped (its content is unspecified). The byte
// ranges that hold data are computed once from the type.

type byteRange struct{ off, end uintptr }

// worldDataRanges is computed on the first Hash, not at start-up: walking the World's type
// takes some 0.15 ms, a tenth of what starting crd costs, and a verification hashes nothing.
var worldDataRanges = sync.OnceValue(func() []byteRange { return computeDataRanges(reflect.TypeOf(World{})) })

// computeDataRanges lists the merged [off, end) byte ranges of t that belong to fields.
func computeDataRanges(t reflect.Type) []byteRange {
	var rs []byteRange
	var walk func(t reflect.Type, base uintptr)
	walk = func(t reflect.Type, base uintptr) {
		switch t.Kind() {
		case reflect.Struct:
			for i := 0; i < t.NumField(); i++ {
				f := t.Field(i)
				walk(f.Type, base+f.Offset)
			}
		case reflect.Array:
			el := t.Elem()
			if t.Len() == 0 {
				return
			}
			// Arrays of padding-free elements are one range.
			sub := computeDataRanges(el)
			if len(sub) == 1 && sub[0].off == 0 && sub[0].end == el.Size() {
				rs = append(rs, byteRange{base, base + t.Size()})
				return
			}
			for i := 0; i < t.Len(); i++ {
				off := base + uintptr(i)*el.Size()
				for _, r := range sub {
					rs = append(rs, byteRange{off + r.off, off + r.end})
				}
			}
		case reflect.String, reflect.Slice, reflect.Map, reflect.Pointer, reflect.Interface, reflect.Func, reflect.Chan, reflect.UnsafePointer:
			// Not state (TestWorldIsPlainValue fails on these); skipped so Hash never panics.
		default:
			rs = append(rs, byteRange{base, base + t.Size()})
		}
	}
	walk(t, 0)
	sort.Slice(rs, func(i, j int) bool { return rs[i].off < rs[j].off })
	merged := rs[:0]
	for _, r := range rs {
		if n := len(merged); n > 0 && merged[n-1].end == r.off {
			merged[n-1].end = r.end
			continue
		}
		merged = append(merged, r)
	}
	return merged
}

// Hash returns a 64-bit hash of the complete simulation state (every field of the World, by
// its bits). Equal states hash equal; it is for sync tests and seek checks, not security.
func (w *World) Hash() uint64 {
	b := unsafe.Slice((*byte)(unsafe.Pointer(w)), unsafe.Sizeof(*w))
	h := uint64(0x27d4eb2f165667c5)
	for _, r := range worldDataRanges() {
		p := b[r.off:r.end]
		for len(p) >= 8 {
			h = hashRound(h, binary.LittleEndian.Uint64(p))
			p = p[8:]
		}
		if len(p) > 0 {
			var tail uint64
			for i, c := range p {
				tail |= uint64(c) << (8 * i)
			}
			h = hashRound(h, tail^uint64(len(p))<<56)
		}
	}
	return mix64(h)
}

// hashRound folds one 64-bit word into the hash (an xxhash64-style round).
func hashRound(h, v uint64) uint64 {
	h ^= v * 0xc2b2ae3d27d4eb4f
	h = bits.RotateLeft64(h, 31)
	return h * 0x9e3779b185ebca87
}

// mix64 is the splitmix64 finalizer.
func mix64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// nonPlainField names the first World field that is not plain data (a pointer, slice, map,
// string, interface, func or chan), or "" when there is none.
func nonPlainField() string {
	var walk func(t reflect.Type, path string) string
	walk = func(t reflect.Type, path string) string {
		switch t.Kind() {
		case reflect.Struct:
			for i := 0; i < t.NumField(); i++ {
				f := t.Field(i)
				if bad := walk(f.Type, path+"."+f.Name); bad != "" {
					return bad
				}
			}
		case reflect.Array:
			return walk(t.Elem(), path+"[]")
		case reflect.String, reflect.Slice, reflect.Map, reflect.Pointer, reflect.Interface, reflect.Func, reflect.Chan, reflect.UnsafePointer:
			return path + " (" + t.String() + ")"
		}
		return ""
	}
	return walk(reflect.TypeOf(World{}), "World")
}

// Snapshot returns a copy of the complete simulation state (the World is a plain value).
func (w *World) Snapshot() World { return *w }

// Restore sets the complete simulation state to a snapshot.
func (w *World) Restore(s *World) { *w = *s }
