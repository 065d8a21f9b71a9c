package sim

import (
	"fmt"
	"testing"
)

// Expected calls from the port's tests/test_tutorial_timeline_spawns.py.
func TestTutorialSpawnPacks(t *testing.T) {
	collect := func(f func(func(SpawnTemplateCall))) string {
		var s string
		f(func(c SpawnTemplateCall) {
			if c.Heading != piF64 {
				s += "bad heading "
			}
			s += fmt.Sprintf("%#x@%g,%g ", c.TemplateID, c.Pos.X, c.Pos.Y)
		})
		return s
	}
	stage3 := "0x24@-164,412 0x26@-184,512 0x24@-154,612 "
	stage4 := "0x24@1188,412 0x26@1208,512 0x24@1178,612 "
	cases := []struct {
		name, got, want string
	}{
		{"stage3", collect(buildTutorialStage3FireSpawns), stage3},
		{"stage4", collect(buildTutorialStage4ClearSpawns), stage4},
		{"stage6", collect(buildTutorialStage6PerksDoneSpawns), stage3 + "0x28@-32,-32 " + stage4},
	}
	repeats := map[int]string{
		0: "",
		1: "0x27@-32,1056 " + stage3,
		2: "0x27@1056,1056 0x24@1188,1136 0x26@1208,512 0x24@1178,612 ",
		4: "0x27@1056,1056 0x24@1188,1136 0x26@1208,512 0x24@1178,612 0x40@512,1056 ",
		6: "0x24@1188,1136 0x26@1208,512 0x24@1178,612 ",
		8: "",
	}
	for n, want := range repeats {
		got := collect(func(s func(SpawnTemplateCall)) { buildTutorialStage5RepeatSpawns(n, s) })
		cases = append(cases, struct{ name, got, want string }{fmt.Sprint("stage5 repeat ", n), got, want})
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s: got %q want %q", c.name, c.got, c.want)
		}
	}
}
