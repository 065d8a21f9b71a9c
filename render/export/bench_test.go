package export

import (
	"bytes"
	"image"
	"image/color"
	"image/color/palette"
	"image/draw"
	"image/gif"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"sort"
	"testing"
)

// benchFrames are the frames the benchmarks encode: the PNG frames of an export in the folder
// $EXPORT_BENCH_FRAMES (crdplayer --export DIR …), else made-up frames of the window's look (a
// textured ground, flat panels, moving sprites) at 1280×900.
func benchFrames(b *testing.B, n int) []*image.RGBA {
	b.Helper()
	if dir := os.Getenv("EXPORT_BENCH_FRAMES"); dir != "" {
		names, _ := filepath.Glob(filepath.Join(dir, "*.png"))
		sort.Strings(names)
		var out []*image.RGBA
		for _, name := range names[:min(n, len(names))] {
			f, err := os.Open(name)
			if err != nil {
				b.Fatal(err)
			}
			img, err := png.Decode(f)
			f.Close()
			if err != nil {
				b.Fatal(err)
			}
			r := image.NewRGBA(img.Bounds())
			draw.Draw(r, r.Bounds(), img, image.Point{}, draw.Src)
			out = append(out, r)
		}
		if len(out) > 0 {
			return out
		}
	}
	var out []*image.RGBA
	for k := range n {
		out = append(out, windowLikeFrame(1280, 900, k))
	}
	return out
}

// windowLikeFrame is frame k of a made-up window: a noisy brown ground in a 860-pixel square,
// flat panels around it, and 60 round sprites moving a pixel a frame.
func windowLikeFrame(w, h, k int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(img, img.Bounds(), &image.Uniform{color.RGBA{18, 18, 22, 255}}, image.Point{}, draw.Src)
	for y := 4; y < 764; y++ {
		for x := 90; x < 850; x++ {
			n := math.Sin(float64(x)*0.11)*math.Sin(float64(y)*0.07) + math.Sin(float64(x+3*y)*0.031)
			v := uint8(90 + 20*n + float64((x*7+y*13)%9))
			img.SetRGBA(x, y, color.RGBA{v, uint8(float64(v) * 0.8), uint8(float64(v) * 0.5), 255})
		}
	}
	draw.Draw(img, image.Rect(940, 0, w, 770), &image.Uniform{color.RGBA{30, 30, 36, 255}}, image.Point{}, draw.Src)
	for i := range 60 {
		cx, cy := 100+(i*97+k)%740, 20+(i*53)%730
		c := color.RGBA{uint8(150 + i), uint8(200 - i), 160, 255}
		for y := -8; y <= 8; y++ {
			for x := -8; x <= 8; x++ {
				if x*x+y*y <= 64 {
					img.SetRGBA(cx+x, cy+y, c)
				}
			}
		}
	}
	return img
}

// BenchmarkPNGFrame: the export's PNG writer against image/png at its fastest level, on the
// same frame (bytes: the file's size).
func BenchmarkPNGFrame(b *testing.B) {
	img := benchFrames(b, 1)[0]
	var buf bytes.Buffer
	b.Run("export", func(b *testing.B) {
		var p pngWriter
		for range b.N {
			buf.Reset()
			if err := p.write(&buf, img); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(buf.Len()), "bytes")
	})
	b.Run("image-png-bestspeed", func(b *testing.B) {
		e := png.Encoder{CompressionLevel: png.BestSpeed}
		for range b.N {
			buf.Reset()
			e.Encode(&buf, img)
		}
		b.ReportMetric(float64(buf.Len()), "bytes")
	})
}

// BenchmarkGIFFrame: a GIF of 10 frames with the export's palette per frame (median cut, only
// the changed rectangle after the first), against the plan9 palette with and without
// Floyd–Steinberg dithering, whole frames; bytes/frame is the file's size a frame, err the
// mean error a channel (0–255) of the frames as shown.
func BenchmarkGIFFrame(b *testing.B) {
	frames := benchFrames(b, 10)
	meanErr := func(shown []*image.RGBA) float64 { // against frames[i]
		var sum, n float64
		for i, s := range shown {
			for j := 0; j < len(s.Pix); j += 4 {
				for c := range 3 {
					d := float64(s.Pix[j+c]) - float64(frames[i].Pix[j+c])
					sum += math.Abs(d)
				}
				n += 3
			}
		}
		return sum / n
	}
	b.Run("median-cut", func(b *testing.B) {
		var size int
		path := ""
		for range b.N {
			path = filepath.Join(b.TempDir(), "a.gif")
			enc, _ := Create(path, frames[0].Bounds().Dx(), frames[0].Bounds().Dy(), 30)
			for _, f := range frames {
				enc.Frame(f)
			}
			enc.Close()
			st, _ := os.Stat(path)
			size = int(st.Size())
		}
		b.ReportMetric(float64(size)/float64(len(frames)), "bytes/frame")
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(frames))/1e6, "ms/frame")
		b.StopTimer()
		f, _ := os.Open(path)
		defer f.Close()
		g, err := gif.DecodeAll(f)
		if err != nil {
			b.Fatal(err)
		}
		canvas := image.NewRGBA(frames[0].Bounds())
		var shown []*image.RGBA
		for _, fr := range g.Image {
			draw.Draw(canvas, fr.Bounds(), fr, fr.Bounds().Min, draw.Over)
			s := image.NewRGBA(canvas.Bounds())
			copy(s.Pix, canvas.Pix)
			shown = append(shown, s)
		}
		b.ReportMetric(meanErr(shown), "err")
	})
	for _, c := range []struct {
		name string
		d    draw.Drawer
	}{{"plan9-floyd-steinberg", draw.FloydSteinberg}, {"plan9-nearest", draw.Src}} {
		b.Run(c.name, func(b *testing.B) {
			frames := frames[:2] // (seconds a frame: palette.Index searches the 256 colours for every pixel)
			var buf bytes.Buffer
			var shown []*image.RGBA
			for range b.N {
				buf.Reset()
				g := &gif.GIF{}
				shown = shown[:0]
				for _, f := range frames {
					pm := image.NewPaletted(f.Bounds(), palette.Plan9)
					c.d.Draw(pm, pm.Bounds(), f, image.Point{})
					g.Image = append(g.Image, pm)
					g.Delay = append(g.Delay, 3)
					s := image.NewRGBA(f.Bounds())
					draw.Draw(s, s.Bounds(), pm, image.Point{}, draw.Src)
					shown = append(shown, s)
				}
				gif.EncodeAll(&buf, g)
			}
			b.ReportMetric(float64(buf.Len())/float64(len(frames)), "bytes/frame")
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(frames))/1e6, "ms/frame")
			b.ReportMetric(meanErr(shown), "err")
		})
	}
}
