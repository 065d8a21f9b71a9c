package sim

import (
	"strings"
	"testing"

	"crdplayer/replayio"
)

type slotName struct {
	slot int
	name string
}

// allSingleNamesBut is every one-fragment name but the given ones, in slots 10, 11, … (the
// fragment pool's order, skipped names leaving their slot empty).
func allSingleNamesBut(skip ...string) []slotName {
	var out []slotName
	for i, f := range typoNameFragments {
		if !strings.Contains(" "+strings.Join(skip, " ")+" ", " "+f+" ") {
			out = append(out, slotName{10 + i, f})
		}
	}
	return out
}

// TestTypoAssignName: typo_target_name_assign_random against typorun.py's TypoRun.assign_name
// (the reference recorder) at chosen RNG states: the name, the RNG state after and the number of
// draws, for every experience class, a highscore-name pick (loaded, not loaded, empty), a name of
// 16+ characters redrawn, long highscore names, a name redrawn until unique among 50 in use, and
// the creature's own slot not counting. Values from testdata/gen_typo_names.py ("names").
func TestTypoAssignName(t *testing.T) {
	hs := []string{"alice", "bob.smith", "Zed", "kate", "MOR.T"}
	cases := []struct {
		label      string
		state      uint32
		xp, slot   int
		active     []slotName
		loaded     bool
		highscores []string
		want       string
		wantErr    bool
		after      uint32
		draws      int
	}{
		{"xp0", 12345, 0, 5, nil, false, nil, "blue", false, 2644521496, 1},
		{"xp0", 987654321, 0, 5, nil, false, nil, "below", false, 2641193136, 1},
		{"xp0", 2024, 0, 5, nil, false, nil, "blue", false, 435693323, 1},
		{"xp20", 12345, 20, 5, nil, false, nil, "blue", false, 2644521496, 1},
		{"xp21", 12345, 21, 5, nil, false, nil, "shot", false, 1255958651, 2},
		{"xp21", 987654321, 21, 5, nil, false, nil, "piereap", false, 1455930538, 3},
		{"xp21", 2024, 21, 5, nil, false, nil, "lord", false, 297670050, 2},
		{"xp40", 987654321, 40, 5, nil, false, nil, "piereap", false, 1455930538, 3},
		{"xp41", 12345, 41, 5, nil, false, nil, "tail", false, 3837989202, 3},
		{"xp41", 2024, 41, 5, nil, false, nil, "nosetail", false, 2308007389, 3},
		{"xp60", 2024, 60, 5, nil, false, nil, "nosetail", false, 2308007389, 3},
		{"xp61", 12345, 61, 5, nil, false, nil, "tomearl", false, 1449997005, 4},
		{"xp61", 987654321, 61, 5, nil, false, nil, "overquickreap", false, 1072337093, 4},
		{"xp61", 2024, 61, 5, nil, false, nil, "harrygun", false, 873996588, 4},
		{"xp80", 2024, 80, 5, nil, false, nil, "harrygun", false, 873996588, 4},
		{"xp81", 12345, 81, 5, nil, false, nil, "nosecube", false, 3681394607, 6},
		{"xp81", 2024, 81, 5, nil, false, nil, "harryguntail", false, 873996588, 4},
		{"xp120", 987654321, 120, 5, nil, false, nil, "overquickreap", false, 1072337093, 4},
		{"highscore pick", 7920, 150, 7, nil, true, hs, "MOR.T", false, 251274474, 2},
		{"highscore pick, not loaded", 7920, 150, 7, nil, false, hs, "", true, 1697513971, 1},
		{"highscore pick, empty cache", 7920, 150, 7, nil, true, nil, "", true, 1697513971, 1},
		{"too long redrawn", 55436, 150, 7, nil, true, hs, "stabbelowunique", false, 99345968, 36},
		{"long highscore names", 7920, 150, 7, nil, true, []string{"abcdefghijklmnopq", "ABCDEFGHIJKLMNOPQRSTU"}, "highboomshot", false, 3146556344, 8},
		{"unique among 50 in use", 4242, 0, 3, allSingleNamesBut("dog", "the"), false, nil, "dog", false, 2545196908, 82},
		{"own slot", 4242, 0, 3, []slotName{{3, "x"}}, false, nil, "stab", false, 910374157, 1},
	}
	for _, c := range cases {
		w := &World{}
		for _, a := range c.active {
			w.Creatures.Entries[a.slot].Active = true
			w.Creatures.markLive(a.slot)
			w.Typo.Names[a.slot] = TypoName{}
			w.Typo.Names[a.slot].appendString(a.name)
		}
		w.Creatures.Entries[c.slot].Active = true
		w.Creatures.markLive(c.slot)
		w.Typo.ScoreXP = c.xp
		w.Typo.HighscoreNamesLoaded = c.loaded
		for i, s := range c.highscores {
			w.Typo.HighscoreNames[i].appendString(s)
		}
		w.Typo.HighscoreNameCount = len(c.highscores)
		w.Rng.State = c.state
		ok := w.typoAssignName(c.slot)
		draws := 0
		for r := (CRand{c.state}); r.State != w.Rng.State && draws < 1000; draws++ {
			r.Rand()
		}
		if ok == c.wantErr || w.Rng.State != c.after || draws != c.draws {
			t.Errorf("%s: ok %v, rng %d after %d draws; want ok %v, rng %d after %d", c.label, ok, w.Rng.State, draws, !c.wantErr, c.after, c.draws)
		}
		if ok && w.Typo.Name(c.slot) != c.want {
			t.Errorf("%s: name %q, want %q", c.label, w.Typo.Name(c.slot), c.want)
		}
		if !ok && w.Tick.TypoUnsupported == typoPlayable {
			t.Errorf("%s: failed without a reason", c.label)
		}
	}
}

// TestTypoNamesExhausted: with every one-fragment name in use the game draws for ever; the
// simulation stops after typoNameMaxDraws with a reason instead of hanging.
func TestTypoNamesExhausted(t *testing.T) {
	w := &World{}
	for _, a := range allSingleNamesBut() {
		w.Creatures.Entries[a.slot].Active = true
		w.Creatures.markLive(a.slot)
		w.Typo.Names[a.slot].appendString(a.name)
	}
	w.Creatures.Entries[3].Active = true
	w.Rng.State = 4242
	if w.typoAssignName(3) || w.Tick.TypoUnsupported != typoNamesExhausted {
		t.Fatalf("assigned %q, reason %d", w.Typo.Name(3), w.Tick.TypoUnsupported)
	}
}

// TestTypoCommands: the typed commands' draws and buffer (decompile 40046-40110, typorun.py
// apply_command): a character draws one rand() and is kept only while fewer than 17 are typed;
// a backspace draws one even on an empty buffer; a submit draws none, counts a non-empty word,
// matches the first active slot of that name (not an inactive one), reloads on "reload" and
// clears the buffer; an empty submit does nothing.
func TestTypoCommands(t *testing.T) {
	w := &World{}
	w.Rng.State = 1
	draws := func(f func()) int {
		before := w.Rng.State
		f()
		n := 0
		for r := (CRand{before}); r.State != w.Rng.State; n++ {
			r.Rand()
		}
		return n
	}
	cmd := func(typ, ch string) { w.applyTypoCommand(&replayio.Command{Type: typ, Ch: ch}) }
	for i := range 20 {
		if n := draws(func() { cmd(replayio.CmdTypoChar, string(rune('a'+i))) }); n != 1 {
			t.Fatalf("char %d drew %d", i, n)
		}
	}
	if got := w.Typo.Text.String(); got != "abcdefghijklmnopq" || w.Typo.Text.Chars() != TypoMaxChars {
		t.Fatalf("buffer %q (%d)", got, w.Typo.Text.Chars())
	}
	w.Typo.Text = TypoText{}
	cmd(replayio.CmdTypoChar, "é")
	cmd(replayio.CmdTypoChar, "x")
	if n := draws(func() { cmd(replayio.CmdTypoBackspace, "") }); n != 1 || w.Typo.Text.String() != "é" {
		t.Fatalf("backspace drew %d, buffer %q", n, w.Typo.Text.String())
	}
	cmd(replayio.CmdTypoBackspace, "")
	if n := draws(func() { cmd(replayio.CmdTypoBackspace, "") }); n != 1 || w.Typo.Text.String() != "" || w.Typo.Text != (TypoText{}) {
		t.Fatalf("backspace on empty drew %d, buffer %+v", n, w.Typo.Text)
	}
	if n := draws(func() { cmd(replayio.CmdTypoSubmit, "") }); n != 0 || w.Typo.SubmitCount != 0 || w.Tick.Events.TypoWordCount != 0 {
		t.Fatalf("empty submit: %d draws, %d submits", n, w.Typo.SubmitCount)
	}

	// Slots 2 (inactive) and 4 and 6 are "cat": the word matches slot 4.
	for _, s := range []int{2, 4, 6} {
		w.Typo.Names[s].appendString("cat")
		w.Creatures.Entries[s].Active = s != 2
		w.Creatures.Entries[s].Pos = Vec2{float64(s), 10}
		w.Creatures.markLive(s)
	}
	typeWord := func(word string) {
		for _, r := range word {
			cmd(replayio.CmdTypoChar, string(r))
		}
		if n := draws(func() { cmd(replayio.CmdTypoSubmit, "") }); n != 0 {
			t.Fatalf("submit drew %d", n)
		}
	}
	typeWord("cat")
	if !w.Tick.TypoFire || w.Tick.TypoReload || w.Typo.Target != (Vec2{4, 10}) || w.Typo.SubmitCount != 1 || w.Typo.MatchCount != 1 || w.Typo.Text.Chars() != 0 {
		t.Fatalf("after cat: fire %v reload %v target %v counts %d/%d", w.Tick.TypoFire, w.Tick.TypoReload, w.Typo.Target, w.Typo.SubmitCount, w.Typo.MatchCount)
	}
	typeWord("reload")
	if w.Tick.TypoFire || !w.Tick.TypoReload || w.Typo.Target != (Vec2{4, 10}) || w.Typo.SubmitCount != 2 || w.Typo.MatchCount != 1 {
		t.Fatalf("after reload: fire %v reload %v target %v counts %d/%d", w.Tick.TypoFire, w.Tick.TypoReload, w.Typo.Target, w.Typo.SubmitCount, w.Typo.MatchCount)
	}
	typeWord("dog")
	ev := &w.Tick.Events
	if w.Tick.TypoFire || w.Tick.TypoReload || ev.TypoWordCount != 3 {
		t.Fatalf("after dog: fire %v reload %v, %d words", w.Tick.TypoFire, w.Tick.TypoReload, ev.TypoWordCount)
	}
	for i, want := range []struct {
		text   string
		slot   int
		reload bool
	}{{"cat", 4, false}, {"reload", -1, true}, {"dog", -1, false}} {
		if got := ev.TypoWords[i]; got.Text.String() != want.text || got.Slot != want.slot || got.Reload != want.reload {
			t.Errorf("word %d: %q slot %d reload %v, want %+v", i, got.Text.String(), got.Slot, got.Reload, want)
		}
	}
}

// TestTypoSpawnPlace: the spawn block's height and tint against typorun.py's _spawn_pos_tint at
// elapsed ms (the tint is in no trace): each float32 step, the clamps to 0..1, large elapsed.
// Values from testdata/gen_typo_names.py ("spawns").
func TestTypoSpawnPlace(t *testing.T) {
	for _, c := range []struct {
		elapsed int
		y       float64
		tint    RGBA
	}{
		{0, 768, RGBA{0.3000083565711975, 1, 0.3000999987125397, 1}},
		{3484, 270.86102294921875, RGBA{0.3290416896343231, 1, 0.6414883732795715, 1}},
		{70000, 674.1296997070312, RGBA{0.8833416700363159, 1, 0.9570621252059937, 1}},
		{123456, 359.75506591796875, RGBA{1, 1, 0.08111624419689178, 1}},
		{2000000, 417.90130615234375, RGBA{1, 1, 0, 1}},
		{31415926, 767.9998168945312, RGBA{1, 1, 0.3001198470592499, 1}},
	} {
		if y, tint := typoSpawnPlace(c.elapsed); y != c.y || tint != c.tint {
			t.Errorf("elapsed %d: y %v tint %+v, want %v %+v", c.elapsed, y, tint, c.y, c.tint)
		}
	}
}
