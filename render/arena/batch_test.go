package arena

import (
	"bytes"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/render/scene"
)

// TestCrowdBatchDrawsWhatDrawImageDraws draws creatures and their shadows at many sizes, headings
// and sub-pixel positions through the batch and one by one with DrawImage: the pixels are the
// same, byte for byte.
func TestCrowdBatchDrawsWhatDrawImageDraws(t *testing.T) {
	tex := sharedTextures(t)
	cam := FitCamera(ebiten.NewImage(692, 692).Bounds())
	var crowd []scene.CreatureView
	for i := 0; i < 120; i++ {
		crowd = append(crowd, scene.CreatureView{Type: i % 6, X: 40 + float64(i%12)*80 + float64(i)*0.137, Y: 40 + float64(i/12)*95 + float64(i)*0.071,
			Heading: float64(i) * 0.77, Size: 30 + float64(i%7)*6.3, Hitbox: 16, Tint: color.RGBA{uint8(120 + i), 200, uint8(2 * i), 255}})
	}
	draw := func(batched bool) []byte {
		dst := ebiten.NewImage(692, 692)
		defer dst.Deallocate()
		for i := range crowd {
			c := &crowd[i]
			img, off := tex.creatureSprite(c.Type)
			var op ebiten.DrawImageOptions
			op.Filter = spriteFilter
			for _, shadow := range []bool{true, false} {
				op.ColorScale.Reset()
				if shadow {
					cam.sprite(&op.GeoM, spritePixels, spritePixels, c.X+c.Size*0.04, c.Y+c.Size*0.04, c.Heading, c.Size*1.07)
					op.ColorScale.Scale(0, 0, 0, 0.4)
				} else {
					cam.sprite(&op.GeoM, spritePixels, spritePixels, c.X, c.Y, c.Heading, c.Size)
					tr, tg, tb := tintFactors(c.Tint)
					op.ColorScale.Scale(tr, tg, tb, 1)
				}
				cutGeoM(&op.GeoM, off)
				if batched {
					tex.crowd.add(img, &op)
				} else {
					dst.DrawImage(img, &op)
				}
			}
		}
		tex.crowd.flush(dst, tex.atlas)
		buf := make([]byte, 4*692*692)
		dst.ReadPixels(buf)
		return buf
	}
	one, batched := draw(false), draw(true)
	if !bytes.Equal(one, batched) {
		n := 0
		for i := range one {
			if one[i] != batched[i] {
				n++
			}
		}
		t.Errorf("the batched crowd differs from one drawn sprite by sprite in %d of %d bytes", n, len(one))
	}
	drawn := 0
	for i := 3; i < len(batched); i += 4 {
		if batched[i] != 0 {
			drawn++
		}
	}
	if drawn < 692*692/20 {
		t.Errorf("the crowd covers %d pixels, want a twentieth of the image at least", drawn)
	}
}
