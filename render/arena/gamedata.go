package arena

import (
	"errors"
	"fmt"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
)

// The original game's files a PAQ archive holds that the window can use: the eight terrain
// textures (terrain ids 0..7) and the creature sheets (8×8 frames, by creature type id).
var (
	paqTerrain = [8]string{"ter/ter_q1_base.jaz", "ter/ter_q1_tex1.jaz", "ter/ter_q2_base.jaz", "ter/ter_q2_tex1.jaz",
		"ter/ter_q3_base.jaz", "ter/ter_q3_tex1.jaz", "ter/ter_q4_base.jaz", "ter/ter_q4_tex1.jaz"}
	paqCreatures = [6]string{"game/zombie.jaz", "game/lizard.jaz", "game/alien.jaz", "game/spider_sp1.jaz",
		"game/spider_sp2.jaz", "game/trooper.jaz"}
)

// creatureAnim is where a creature type's frames start in its sheet and whether its long strip
// plays back mirrored (the port's sim/world_defs.py CREATURE_ANIM).
var creatureAnim = [6]struct {
	base   int
	mirror bool
}{{0x20, false}, {0x10, true}, {0x20, false}, {0x10, true}, {0x10, true}, {0x00, false}}

// LoadGameData replaces the window's own terrain and creature textures with the original game's,
// read from the user's crimson.paq at path. Files missing from the archive keep the window's own;
// the error names each file that could not be decoded, or says the archive held none of them.
func (tex *Textures) LoadGameData(path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	files, err := readPAQ(data)
	if err != nil {
		return err
	}
	used := 0
	var errs []error
	for i, name := range paqTerrain {
		if b, ok := files[name]; ok {
			img, err := decodeJAZ(b)
			if err != nil {
				errs = append(errs, fmt.Errorf("%s: %w", name, err))
				continue
			}
			tex.patches[i] = ebiten.NewImageFromImage(img)
			tex.patchPixels[i] = img.Bounds().Dx()
			used++
		}
	}
	for i, name := range paqCreatures {
		if b, ok := files[name]; ok {
			img, err := decodeJAZ(b)
			if err != nil {
				errs = append(errs, fmt.Errorf("%s: %w", name, err))
				continue
			}
			tex.sheets[i] = ebiten.NewImageFromImage(img)
			used++
		}
	}
	if used == 0 && len(errs) == 0 {
		return errors.New("no terrain or creature textures in this archive")
	}
	return errors.Join(errs...)
}

// creatureFrame picks the sheet frame of a creature (creature_render_type, the port's
// creatures/anim.py creature_anim_select_frame): a long strip walks 0..31 (mirrored back past 15
// for some types) and shows its death frames as the hitbox shrinks; a ping-pong strip swings
// over eight frames.
func creatureFrame(typ int, phase, hitbox float64, flags int) int {
	info := creatureAnim[((typ%6)+6)%6]
	const pingPong, longStrip, shock = 0x04, 0x40, 0x10
	if flags&pingPong == 0 || flags&longStrip != 0 {
		if hitbox < 0 {
			phase = -1
		} else if hitbox < 16 {
			phase = float64(info.base+0x0f) - hitbox - 0.5
		}
		var frame int
		if phase < 0 {
			frame = info.base + 0x0f
		} else {
			frame = int(phase + 0.5)
			if info.mirror && hitbox >= 16 && frame > 0x0f {
				frame = 0x1f - frame
			}
		}
		if flags&shock != 0 {
			frame += 0x20
		}
		return frame & 63
	}
	idx := int(phase+0.5) % 16 // truncating, as the native code's masked remainder is
	if idx > 7 {
		idx = 0x0f - idx
	}
	return (info.base + 0x10 + idx) & 63
}
