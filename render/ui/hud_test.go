package ui

import (
	"image"
	"strings"
	"testing"

	"crdplayer/render/draw"
	"crdplayer/render/scene"
)

// TestCompactHUDCountsPicks: the three- and four-player HUD's perk count counts every pick a
// player holds, a perk taken twice counting twice (as the two-player HUD's "×2" does), not the
// kinds of perk; one is "1 perk". The experience shows beside it (a new user found the README's
// "each player's experience" missing with four players).
func TestCompactHUDCountsPicks(t *testing.T) {
	f := testFonts(t)
	for _, tc := range []struct {
		perks []scene.PerkCount
		want  string
	}{
		{[]scene.PerkCount{{ID: 3, Count: 2}, {ID: 7, Count: 1}}, "3 perks"},
		{[]scene.PerkCount{{ID: 16, Count: 16}}, "16 perks"},
		{[]scene.PerkCount{{ID: 7, Count: 1}}, "1 perk"},
	} {
		var p Part
		c := p.Begin(image.Rect(0, 0, 300, 200), ColPanel)
		pv := scene.PlayerView{Level: 5, Health: 80, WeaponID: 1, Ammo: 12, ClipSize: 12, Perks: tc.perks, Experience: 1296}
		drawPlayerHUDCompact(c, f, &pv, 12, 10, 276)
		text := strings.Join(p.Texts(), " | ")
		// The weapon line, then the experience at its right.
		if parts := strings.Split(text, " | "); len(parts) != 4 || !strings.HasSuffix(parts[3], "   "+tc.want) || parts[2] != "1296 xp" {
			t.Errorf("perks %v: the HUD says %q, want it to end its weapon line with %q, the experience beside it", tc.perks, text, tc.want)
		}
	}
}

// TestHealthText: a living player never reads 0 (a new user saw four players with 0.1 health
// each drawn as 0, empty bars, as if dead).
func TestHealthText(t *testing.T) {
	for h, want := range map[float64]string{100: "100", 55.4: "55", 9.96: "10", 9.94: "9.9", 3.25: "3.2", 0.1: "0.1", 0.04: "<0.1", 0: "0", -3: "-3"} {
		if got := healthText(h); got != want {
			t.Errorf("healthText(%v) = %q, want %q", h, got, want)
		}
	}
	if f := healthFraction(0.1); f != 0.01 {
		t.Errorf("a bar at 0.1 health is %v full, want the 1%% sliver", f)
	}
	if f := healthFraction(0); f != 0 {
		t.Errorf("a dead player's bar is %v full", f)
	}
}

// TestNarrowSidebarLabels: on a narrow sidebar (a 640-pixel window) the pane tabs drop their
// key hints, then all but a letter, and a dead player's title and level stop running together
// (a new user's 640×480 export showed "Player 1 (dead)level 2" and overlapping tabs).
func TestNarrowSidebarLabels(t *testing.T) {
	f := testFonts(t)
	if got := tabLabels(f, 500); got != paneNames {
		t.Errorf("wide tabs: %q", got)
	}
	// Tabs as wide as the widest name: every tab drops its key, not only those it must.
	widest := 0.0
	for _, n := range []string{"Verify", "Info", "Debug", "Diff", "Entity"} {
		widest = max(widest, draw.TextWidth(n, f.Small))
	}
	if got := tabLabels(f, widest); got != [numPanes]string{"Verify", "Info", "Debug", "Diff", "Entity"} {
		t.Errorf("tabs the names fit: %q", got)
	}
	if got := tabLabels(f, 5); got != [numPanes]string{"V", "F", "G", "T", "E"} { // (their keys)
		t.Errorf("tiny tabs: %q", got)
	}
	var p Part
	c := p.Begin(image.Rect(0, 0, 200, 200), ColPanel)
	pv := scene.PlayerView{Level: 2, Experience: 2992, Dead: true, WeaponName: "Assault Rifle"}
	drawPlayerHUD(c, f, &pv, 8, 10, 190)
	if texts := p.Texts(); len(texts) < 2 || texts[0] != "Player 1  (dead)" || texts[1] != "L2  2992 xp" {
		t.Errorf("a narrow HUD's first line: %q", texts)
	}
}

// TestHUDLevelsFirstPlayerOnly: the HUD of a player the mode levels up (the first, in
// Survival) gives the level; another player's, which stays at level 1 in the game whatever
// experience it earns (only the first levels up, its perks going to every player; in Rush and
// Typ-o nobody does), gives the experience alone, in the full, compact and one-line HUD (from
// new users' trials: "P2 L1" with 181,491 xp read as a bug, Rush's full bar at level 1).
func TestHUDLevelsFirstPlayerOnly(t *testing.T) {
	f := testFonts(t)
	for _, tc := range []struct {
		pv         scene.PlayerView
		full, comp string // the full HUD's level text, the compact one's name
	}{
		{scene.PlayerView{Index: 0, Level: 38, Experience: 2266107, LevelsUp: true}, "level 38  xp 2266107", "P1  L38"},
		{scene.PlayerView{Index: 0, Level: 1, Experience: 40, LevelsUp: true}, "level 1  xp 40", "P1  L1"},
		{scene.PlayerView{Index: 1, Level: 1, Experience: 181491}, "xp 181491", "P2"},
		{scene.PlayerView{Index: 3, Level: 1, Experience: 0}, "xp 0", "P4"},
		// Rush's first player: no level-ups in the mode (a full bar at level 1 with 11,152 xp).
		{scene.PlayerView{Index: 0, Level: 1, Experience: 11152}, "xp 11152", "P1"},
	} {
		var p Part
		c := p.Begin(image.Rect(0, 0, 400, 300), ColPanel)
		drawPlayerHUD(c, f, &tc.pv, 8, 10, 380)
		if texts := p.Texts(); len(texts) < 2 || texts[1] != tc.full {
			t.Errorf("player %d: the full HUD says %q, want %q second", tc.pv.Index+1, texts, tc.full)
		}
		var q Part
		c = q.Begin(image.Rect(0, 0, 400, 300), ColPanel)
		drawPlayerHUDCompact(c, f, &tc.pv, 8, 10, 380)
		if texts := q.Texts(); len(texts) < 1 || texts[0] != tc.comp {
			t.Errorf("player %d: the compact HUD says %q, want %q first", tc.pv.Index+1, texts, tc.comp)
		}
		var r Part
		c = r.Begin(image.Rect(0, 0, 400, 300), ColPanel)
		drawPlayerHUDLine(c, f, &tc.pv, 8, 10, 380)
		if want := strings.Replace(tc.comp, "  ", " ", 1); len(r.Texts()) < 1 || r.Texts()[0] != want {
			t.Errorf("player %d: the one-line HUD says %q, want %q first", tc.pv.Index+1, r.Texts(), want)
		}
	}
}

// TestPerkMenuTitle: the perk menu says who chooses when the run has more than one player.
func TestPerkMenuTitle(t *testing.T) {
	for _, c := range []struct {
		m    scene.PerkMenuView
		want string
	}{
		{scene.PerkMenuView{Player: 0, Players: 1}, "Choose a perk"},
		{scene.PerkMenuView{Player: 0, Players: 4}, "Player 1: choose a perk"},
		{scene.PerkMenuView{Player: 2, Players: 4}, "Player 3: choose a perk"},
	} {
		if got := perkMenuTitle(&c.m); got != c.want {
			t.Errorf("%+v: %q, want %q", c.m, got, c.want)
		}
	}
}
