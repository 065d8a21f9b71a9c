package arena

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"image"
	"image/color"
	"image/jpeg"
	"os"
	"strings"
	"testing"

	"crdplayer/render/scene"
)

// makeJAZ encodes an image the way the game's JAZ files are laid out: JPEG colour, run-length
// alpha, zlib around both, and the 9-byte header.
func makeJAZ(t *testing.T, img *image.NRGBA) []byte {
	t.Helper()
	var jp bytes.Buffer
	if err := jpeg.Encode(&jp, img, &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	var raw bytes.Buffer
	binary.Write(&raw, binary.LittleEndian, uint32(jp.Len()))
	raw.Write(jp.Bytes())
	px := img.Pix
	for i := 3; i < len(px); {
		v, n := px[i], 0
		for i < len(px) && px[i] == v && n < 255 {
			n++
			i += 4
		}
		raw.Write([]byte{byte(n), v})
	}
	var z bytes.Buffer
	zw := zlib.NewWriter(&z)
	zw.Write(raw.Bytes())
	zw.Close()
	var out bytes.Buffer
	out.WriteByte(1)
	binary.Write(&out, binary.LittleEndian, uint32(z.Len()))
	binary.Write(&out, binary.LittleEndian, uint32(raw.Len()))
	out.Write(z.Bytes())
	return out.Bytes()
}

func makePAQ(files map[string][]byte, order []string) []byte {
	var b bytes.Buffer
	b.Write(paqMagic)
	for _, name := range order {
		b.WriteString(name)
		b.WriteByte(0)
		binary.Write(&b, binary.LittleEndian, uint32(len(files[name])))
		b.Write(files[name])
	}
	return b.Bytes()
}

func TestPAQAndJAZ(t *testing.T) {
	img := image.NewNRGBA(image.Rect(0, 0, 64, 32))
	for y := 0; y < 32; y++ {
		for x := 0; x < 64; x++ {
			a := uint8(0)
			if x >= 32 {
				a = 255
			}
			img.SetNRGBA(x, y, color.NRGBA{200, 40, 40, a})
		}
	}
	jaz := makeJAZ(t, img)
	files := map[string][]byte{"ter/ter_q1_base.jaz": jaz, "readme.txt": []byte("hi")}
	got, err := readPAQ(makePAQ(files, []string{"readme.txt", "ter/ter_q1_base.jaz"}))
	if err != nil || len(got) != 2 || string(got["readme.txt"]) != "hi" || !bytes.Equal(got["ter/ter_q1_base.jaz"], jaz) {
		t.Fatalf("readPAQ: %v, %d files", err, len(got))
	}
	dec, err := decodeJAZ(jaz)
	if err != nil {
		t.Fatal(err)
	}
	if dec.Bounds().Dx() != 64 || dec.Bounds().Dy() != 32 {
		t.Fatalf("decoded %v", dec.Bounds())
	}
	if c := dec.NRGBAAt(10, 10); c.A != 0 {
		t.Errorf("left half alpha %d, want 0", c.A)
	}
	if c := dec.NRGBAAt(50, 10); c.A != 255 || c.R < 180 || c.G > 70 {
		t.Errorf("right half %v, want opaque red", c)
	}
	for _, bad := range []struct {
		data []byte
		want string
	}{
		{[]byte("PK\x03\x04"), "magic"},
		{append(append([]byte{}, paqMagic...), "name-without-end"...), "no end"},
		{append(append([]byte{}, paqMagic...), "a\x00\xff\x00\x00\x00xx"...), "past the end"},
	} {
		if _, err := readPAQ(bad.data); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("readPAQ(%q) = %v, want an error about %s", bad.data, err, bad.want)
		}
	}
	if _, err := decodeJAZ(append([]byte{2}, jaz[1:]...)); err == nil {
		t.Error("compression method 2 accepted")
	}
	if _, err := decodeJAZ(jaz[:20]); err == nil {
		t.Error("truncated JAZ accepted")
	}
}

func TestGameDataTextures(t *testing.T) {
	sheet := image.NewNRGBA(image.Rect(0, 0, 512, 512))
	for i := range sheet.Pix {
		sheet.Pix[i] = 255 // opaque white frames
	}
	patch := image.NewNRGBA(image.Rect(0, 0, 256, 256))
	for i := 0; i < len(patch.Pix); i += 4 {
		copy(patch.Pix[i:], []byte{10, 200, 10, 255})
	}
	files := map[string][]byte{paqCreatures[3]: makeJAZ(t, sheet), paqTerrain[0]: makeJAZ(t, patch)}
	path := t.TempDir() + "/crimson.paq"
	if err := os.WriteFile(path, makePAQ(files, []string{paqCreatures[3], paqTerrain[0]}), 0o644); err != nil {
		t.Fatal(err)
	}
	tex := NewTextures(nil)
	if err := tex.LoadGameData(path); err != nil {
		t.Fatal(err)
	}
	if tex.sheets[3] == nil || tex.sheets[0] != nil || tex.patchPixels[0] != 256 || tex.patchPixels[1] != patchPixels {
		t.Fatalf("sheets %v, patch sizes %v", tex.sheets, tex.patchPixels)
	}
	ground := BakeGround(tex, []scene.GroundStamp{{Layer: 0, Texture: 0, X: 400, Y: 400}})
	sc := scene.Scene{Creatures: []scene.CreatureView{{Type: 3, X: 200, Y: 200, Size: 64, Hitbox: 16, Tint: color.RGBA{255, 0, 0, 255}}}}
	buf := pixelsWith(t, tex, ground, &sc)
	if c := at(buf, 464, 464); !(c.G > 100 && c.R < 60) {
		t.Errorf("ground stamp from the archive: %v, want its green", c)
	}
	if c := at(buf, 200, 200); !(c.R > 200 && c.G < 30) {
		t.Errorf("spider from the archive's sheet, tinted red: %v", c)
	}
	if err := tex.LoadGameData(t.TempDir() + "/none.paq"); err == nil {
		t.Error("a missing archive loaded")
	}
}

func TestCreatureFrame(t *testing.T) {
	tests := []struct {
		typ           int
		phase, hitbox float64
		flags, want   int
	}{
		{0, 3.4, 16, 0, 3},           // zombie long strip: frame = phase rounded
		{1, 20, 16, 0, 0x1f - 20},    // lizard mirrors past 15
		{1, 20, 8, 0, 0x10 + 15 - 8}, // dying: base+15-hitbox
		{2, 5, -3, 0, 0x20 + 0x0f},   // corpse: base+15
		{5, 2, 16, 0x04, 0x10 + 2},   // trooper ping-pong: base+16+idx
		{5, 12, 16, 0x04, 0x10 + 3},  // ping-pong swings back past 7
		{0, 3, 16, 0x10, 3 + 0x20},   // ranged shock frames
	}
	for _, tt := range tests {
		if got := creatureFrame(tt.typ, tt.phase, tt.hitbox, tt.flags); got != tt.want {
			t.Errorf("creatureFrame(%d, %v, %v, %#x) = %d, want %d", tt.typ, tt.phase, tt.hitbox, tt.flags, got, tt.want)
		}
	}
}
