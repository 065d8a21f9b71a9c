package sim

import (
	"fmt"

	"crdplayer/replayio"
	"crdplayer/sim/creatures"
	"crdplayer/sim/libm"
	"crdplayer/sim/weapons"
)

// Typ-o-Shooter (game mode 4) as the reference recorder plays it (../shared/tools/refport/
// typorun.py, after native typo_gameplay_update_and_render, decompile ~40016-40210): each tick
// the head of Typ-o's player_fire_weapon (39341-39356), then the typed commands, then the world
// step with the player's fire and reload coming only from typed words and the mode update as
// the mid-step hook (the Shotgun stomp, the spider/alien pairs and their names), then the
// post-step resets. Shots are submitted words, hits matched words.

// Typ-o limits and tunables.
const (
	// TypoMaxChars is the typing buffer's length: a character is appended while fewer are typed
	// (decompile 40101, typo_input_length < 0x11).
	TypoMaxChars = 17
	// TypoNameCap is the byte capacity of a creature name: a highscore name has at most 31
	// characters (the score table's 32-byte entries, replayio.MaxTypoNameLen), four fragments
	// at most 24.
	TypoNameCap = 32
	// typoNameMaxChars: a name this long or longer is redrawn, up to typoNameTooLongRedraws
	// times, then kept (typo_target_name_assign_random, strlen < 0x10, decompile 39896).
	typoNameMaxChars       = 16
	typoNameTooLongRedraws = 99
	// typoNameMaxDraws bounds the redraws of a name another active creature has. The game has
	// no bound: with every name of the pool in use it loops for ever, which no run can record;
	// a unique name exists after a few hundred draws at most otherwise.
	typoNameMaxDraws = 1 << 16

	typoSpawnBaseMs   = 3500 // spawn interval at elapsed 0 (0xdac, decompile 40142)
	typoSpawnRampMs   = 800  // the interval shrinks 1 ms per this many elapsed ms
	typoSpawnMinMs    = 100  // the interval's floor
	typoSpawnSwingPx  = 256  // the spawn height swings ±256 px around the arena's middle
	typoSpawnOffsetPx = 64   // spiders enter 64 px right of the arena, aliens 64 px left of it
	typoAimOffsetPx   = 128  // the first aim point: 128 px right of the player (decompile 40033)
	typoWeaponAmmo    = 30   // the ammo stored with the Shotgun every frame (decompile 40138)
	typoCreatureAI    = 2    // creature_spawn_tinted's AI mode
	typoContactDamage = 100
	// typoReloadWord is the word that reloads (s_typo_command_reload).
	typoReloadWord = "reload"
)

// Float32 constants of creature_spawn_tinted and the spawn block (the recorder's float32 values).
var (
	typoHeadingStep = f32(0.01)
	typoMoveSpeed   = f32(1.7)
	typoSpiderSpeed = f32(1.2)
	typoSpiderSize  = f32(0.8)
	typoCosRate     = f32(0.001)
	typoTintBase    = f32(0.3)
	typoTintRRate   = f32(0.00000833333343)
	typoTintBRate   = f32(0.000100000005)
)

// typoNameFragments is the word pool of typo_word_pick_fragment (the port's typo/names.py
// _NAME_PARTS): a pick draws rand() % 51, or % 52 when "the" (the last) may come.
var typoNameFragments = [52]string{
	"lamb", "gun", "head", "tail", "leg", "nose", "road", "stab", "high", "low",
	"hat", "pie", "hand", "jack", "cube", "ice", "cow", "king", "lord", "mate",
	"mary", "dick", "bill", "cat", "harry", "tom", "fly", "call", "shot", "gate",
	"quick", "brown", "fox", "jumper", "over", "lazy", "dog", "zeta", "unique", "nerd",
	"earl", "sleep", "onyx", "mill", "blue", "below", "scape", "reap", "damo", "break",
	"boom", "the",
}

// TypoName is a creature's Typ-o name, or a highscore name: ASCII bytes with their length.
type TypoName struct {
	b [TypoNameCap]byte
	n uint8
}

// String is the name as text ("" for none).
func (n *TypoName) String() string { return string(n.b[:n.n]) }

// Len is the name's length in characters (bytes: names are ASCII).
func (n *TypoName) Len() int { return int(n.n) }

func (n *TypoName) bytes() []byte { return n.b[:n.n] }

// appendString appends s, cut at the capacity (names are built within it).
func (n *TypoName) appendString(s string) {
	k := copy(n.b[n.n:], s)
	n.n += uint8(k)
}

func (n *TypoName) equal(b []byte) bool { return string(n.bytes()) == string(b) }

// TypoText is the typing buffer: up to TypoMaxChars characters, as UTF-8, with each
// character's byte length so a backspace removes exactly the last one typed.
type TypoText struct {
	b     [TypoMaxChars * 4]byte
	sizes [TypoMaxChars]uint8
	n     uint8 // bytes
	chars uint8
}

// String is the typed text.
func (t *TypoText) String() string { return string(t.b[:t.n]) }

// Chars is the number of characters typed.
func (t *TypoText) Chars() int { return int(t.chars) }

func (t *TypoText) bytes() []byte { return t.b[:t.n] }

// push appends one character (a typo_char's, one UTF-8 character of at most 4 bytes) while
// fewer than TypoMaxChars are typed.
func (t *TypoText) push(ch string) {
	if int(t.chars) >= TypoMaxChars || len(ch) == 0 || len(ch) > 4 {
		return
	}
	copy(t.b[t.n:], ch)
	t.sizes[t.chars] = uint8(len(ch))
	t.n += uint8(len(ch))
	t.chars++
}

// backspace drops the last character, if any.
func (t *TypoText) backspace() {
	if t.chars == 0 {
		return
	}
	t.chars--
	t.n -= t.sizes[t.chars]
	t.sizes[t.chars] = 0
	clear(t.b[t.n:])
}

// TypoState is the Typ-o mode's state (zero outside Typ-o).
type TypoState struct {
	// Text is the typing buffer as it stands after the tick.
	Text TypoText
	// Names are the creatures' names by slot (typo_target_name_table); a slot keeps its last
	// name after its creature is gone, and only active slots count.
	Names [CreaturePoolSize]TypoName
	// Target is the aim point (typo_target_world, world pixels): the last matched creature's
	// position, at first typo_carry.target_world or 128 px right of the player.
	Target Vec2
	// SubmitCount and MatchCount are the game's typo_submit_count and typo_match_count: the
	// carried counts plus this run's submitted and matched words (the game never resets them).
	SubmitCount, MatchCount int
	// CarrySubmits and CarryMatches are the counts typo_carry brought into the run.
	CarrySubmits, CarryMatches int
	// SpawnCooldownMs is the pair spawn cooldown (survival_spawn_cooldown, milliseconds).
	SpawnCooldownMs int
	// ScoreXP is _highscore_score_xp: player 0's experience as the last mode update left it;
	// the names of the next spawns grow longer with it.
	ScoreXP int
	// HighscoreNamesLoaded is typo_carry.highscore_names_loaded: the game's highscore-name
	// cache was filled before this run, so a highscore-name pick draws from HighscoreNames.
	HighscoreNamesLoaded bool
	HighscoreNames       [replayio.MaxTypoNames]TypoName
	HighscoreNameCount   int
}

// Name is the name of creature slot slot ("" for none or a slot outside the pool).
func (t *TypoState) Name(slot int) string {
	if slot < 0 || slot >= CreaturePoolSize {
		return ""
	}
	return t.Names[slot].String()
}

// Typ-o reasons a tick cannot be played (TickScratch.TypoUnsupported).
const (
	typoPlayable = iota
	typoNoScoreTable
	typoEmptyNameCache
	typoNamesExhausted
)

// typoUnsupportedError words the reason code as an error wrapping ErrUnsupported.
func typoUnsupportedError(reason int) error {
	var what string
	switch reason {
	case typoNoScoreTable:
		what = "Typ-o highscore-name pick with typo_carry.highscore_names_loaded false (the game would load the score table; its draws are not modelled)"
	case typoEmptyNameCache:
		what = "Typ-o highscore-name pick with typo_highscore_names empty (the game's fallback word is not modelled)"
	case typoNamesExhausted:
		what = fmt.Sprintf("Typ-o name with no unique choice after %d draws (the game loops for ever)", typoNameMaxDraws)
	default:
		return nil
	}
	return fmt.Errorf("%s: %w", what, ErrUnsupported)
}

// checkTypoSpec reports the Typ-o settings the reference cannot play: typo_dictionary_words
// (an extension of the port's, with no native counterpart).
func checkTypoSpec(spec *replayio.RunSpec) error {
	if n := len(spec.TypoDictionaryWords); n > 0 {
		return fmt.Errorf("Typ-o typo_dictionary_words (%d of them; a port extension with no native counterpart): %w", n, ErrUnsupported)
	}
	if n := len(spec.TypoHighscoreNames); n > replayio.MaxTypoNames {
		return fmt.Errorf("%d typo_highscore_names, at most %d: %w", n, replayio.MaxTypoNames, ErrInvalidInput)
	}
	for i, s := range spec.TypoHighscoreNames {
		if len(s) == 0 || len(s) >= TypoNameCap {
			return fmt.Errorf("typo_highscore_names[%d]: %d characters, 1..%d: %w", i, len(s), TypoNameCap-1, ErrInvalidInput)
		}
	}
	return nil
}

// typoStart sets up Typ-o after the shared prelude (game_state_set(TYPO_GAMEPLAY), decompile
// 40629-40639, draws nothing): the typing buffer empty, the carried aim point and counters, the
// highscore-name cache.
func (w *World) typoStart(spec *replayio.RunSpec) {
	ty := &w.Typo
	*ty = TypoState{}
	c := &spec.TypoCarry
	p := &w.Players[0]
	ty.Target = Vec2{f32(p.Pos.X + typoAimOffsetPx), f32(p.Pos.Y)}
	if c.TargetWorld != nil {
		ty.Target = Vec2{float64(c.TargetWorld.X), float64(c.TargetWorld.Y)}
	}
	ty.SubmitCount, ty.MatchCount = int(c.SubmitCount), int(c.MatchCount)
	ty.CarrySubmits, ty.CarryMatches = ty.SubmitCount, ty.MatchCount
	ty.HighscoreNamesLoaded = c.HighscoreNamesLoaded
	for i, s := range spec.TypoHighscoreNames {
		ty.HighscoreNames[i].appendString(s)
	}
	ty.HighscoreNameCount = len(spec.TypoHighscoreNames)
}

// typoFirePrelude is the head of Typ-o's player_fire_weapon (decompile 39341-39356), before the
// typed commands: no shot cooldown, spread or reload, and the clip full. The clip size stays
// the reset Pistol's: Typ-o never assigns a weapon, it stores the Shotgun's id.
func typoFirePrelude(p *Player) {
	p.ShotCooldown = 0
	p.SpreadHeat = 0
	p.Ammo = float64(p.ClipSize)
	p.ReloadActive = false
	p.ReloadTimer = 0
	p.ReloadTimerMax = 0
}

// applyTypoCommand applies one typed command (decompile 40046-40110): a character is appended
// while the buffer has room and draws the type-click sound either way; a backspace draws its
// sound and drops a character; a submit of a non-empty buffer counts a word, aims at and fires
// on the first active creature of that name (typo_target_find_by_name) or reloads on "reload",
// and clears the buffer.
func (w *World) applyTypoCommand(c *replayio.Command) {
	ty := &w.Typo
	switch c.Type {
	case replayio.CmdTypoChar:
		ty.Text.push(c.Ch)
		w.Rng.Rand()
	case replayio.CmdTypoBackspace:
		w.Rng.Rand()
		ty.Text.backspace()
	case replayio.CmdTypoSubmit:
		if ty.Text.Chars() == 0 {
			return
		}
		ty.SubmitCount++
		w.Tick.TypoFire, w.Tick.TypoReload = false, false
		word := TypoWordEvent{Text: ty.Text, Slot: w.typoFindByName(ty.Text.bytes())}
		if word.Slot >= 0 {
			ty.MatchCount++
			ty.Target = w.Creatures.Entries[word.Slot].Pos
			w.Tick.TypoFire = true
		} else if ty.Text.String() == typoReloadWord {
			w.Tick.TypoReload = true
			word.Reload = true
		}
		w.Tick.Events.addTypoWord(word)
		ty.Text = TypoText{}
	}
}

// typoFindByName is typo_target_find_by_name: the first active slot with that name, or -1.
func (w *World) typoFindByName(name []byte) int {
	for i := range w.Creatures.live() {
		if w.Creatures.Entries[i].Active && w.Typo.Names[i].equal(name) {
			return i
		}
	}
	return -1
}

// typoNameUnique is typo_target_name_is_unique: no active slot but slot has the name.
func (w *World) typoNameUnique(name *TypoName, slot int) bool {
	for i := range w.Creatures.live() {
		if i != slot && w.Creatures.Entries[i].Active && w.Typo.Names[i].equal(name.bytes()) {
			return false
		}
	}
	return true
}

// typoFragments builds a name of k fragments as typo_target_name_assign_random prints them:
// drawn last to first, every fragment but the leading one from the 51-word pool, the leading
// one (drawn last) from the 52-word pool, so only it can be "the". The recorder draws a
// one-fragment name from the 52-word pool too, where native draws it from the 51 (decompile
// ~39836); the reference runs have such names ("the"), so this follows the recorder.
func (w *World) typoFragments(name *TypoName, k int) {
	var drawn [4]int
	for i := 0; i < k-1; i++ {
		drawn[i] = w.Rng.Rand() % (len(typoNameFragments) - 1)
	}
	drawn[k-1] = w.Rng.Rand() % len(typoNameFragments)
	for i := k - 1; i >= 0; i-- {
		name.appendString(typoNameFragments[drawn[i]])
	}
}

// typoBuildName is one draw of typo_target_name_assign_random's name (decompile 39804-39892):
// from experience 121 a highscore name one time in ten, else four fragments 80% of the time;
// then three fragments (from 81 xp at 80%, else from 61 at 40%), two (41 at 80%, 21 at 40%),
// else one. It reports false when the pick cannot be played (w.Tick.TypoUnsupported says why).
func (w *World) typoBuildName(name *TypoName) bool {
	xp := w.Typo.ScoreXP
	pct := func() int { return w.Rng.Rand() % 100 }
	*name = TypoName{}
	if xp >= 121 {
		if pct() < 10 {
			return w.typoHighscoreName(name)
		}
		if pct() < 80 {
			w.typoFragments(name, 4)
			return true
		}
	}
	switch {
	case (xp >= 81 && pct() < 80) || (xp >= 61 && pct() < 40):
		w.typoFragments(name, 3)
	case (xp >= 41 && pct() < 80) || (xp >= 21 && pct() < 40):
		w.typoFragments(name, 2)
	default:
		w.typoFragments(name, 1)
	}
	return true
}

// typoHighscoreName is typo_word_pick_highscore_name with its cache filled (decompile
// 39739-39740): rand() % count. With the cache not filled the game would read the score table
// first, and with none in it return its fallback word; neither is modelled.
func (w *World) typoHighscoreName(name *TypoName) bool {
	ty := &w.Typo
	switch {
	case !ty.HighscoreNamesLoaded:
		w.Tick.TypoUnsupported = typoNoScoreTable
		return false
	case ty.HighscoreNameCount == 0:
		w.Tick.TypoUnsupported = typoEmptyNameCache
		return false
	}
	*name = ty.HighscoreNames[w.Rng.Rand()%ty.HighscoreNameCount]
	return true
}

// typoAssignName is typo_target_name_assign_random (decompile 39804-39905): names are drawn
// until one no other active creature has; a unique name of 16 characters or more is drawn
// again, up to 100 times, then kept.
func (w *World) typoAssignName(slot int) bool {
	tooLong := 0
	var name TypoName
	for range typoNameMaxDraws {
		if !w.typoBuildName(&name) {
			return false
		}
		if !w.typoNameUnique(&name, slot) {
			continue
		}
		if name.Len() < typoNameMaxChars || tooLong > typoNameTooLongRedraws {
			w.Typo.Names[slot] = name
			return true
		}
		tooLong++
	}
	w.Tick.TypoUnsupported = typoNamesExhausted
	return false
}

// typoSpawnTinted is creature_spawn_tinted (decompile 39254-39297) with the recorder's draws:
// creature_alloc_slot's phase seed, the heading f32((rand % 314) × 0.01f), the size rand % 20
// + 47; AI mode 2, 1 hp, move speed 1.7f, contact damage 100; spiders at f32(1.7f × 1.2f) and
// f32(size × 0.8f) with the AI7 link timer flag. A full pool overwrites a random slot.
func (w *World) typoSpawnTinted(typeID int, pos Vec2, tint RGBA) int {
	in := CreatureInit{Pos: pos, TypeID: typeID, AIMode: typoCreatureAI, Health: 1, MaxHealth: 1,
		RewardValue: 1, ContactDamage: typoContactDamage, Tint: tint,
		AILinkParent: -1, AITimer: -1, SpawnSlot: -1, BonusID: -1, BonusDurationOverride: -1}
	in.PhaseSeed = float64(w.Rng.Rand() & 0x17f)
	in.Heading, in.HasHeading = f32(float64(w.Rng.Rand()%314)*typoHeadingStep), true
	size := float64(w.Rng.Rand()%20 + 47)
	speed := typoMoveSpeed
	if typeID == creatures.SpiderSP1 || typeID == creatures.SpiderSP2 {
		in.Flags |= creatures.FlagAI7LinkTimer
		speed = f32(speed * typoSpiderSpeed)
		size = f32(size * typoSpiderSize)
	}
	in.MoveSpeed, in.Size = speed, size
	return w.Creatures.spawnInit(&in, &w.Rng)
}

// typoSpawnPlace is the spawn block's height and tint at elapsed ms (decompile 40145-40185, in
// float32 steps as the recorder rounds them): y = f32(f32(cos(f32(e × 0.001f)) × 256) + 512),
// tint (f32(t × 8.33e-6f + 0.3f), f32(t × 10000 + 0.3f), f32(sin(f32(t × 1e-4f)) + 0.3f), 1)
// with t = e + 1, each clamped to 0..1.
func typoSpawnPlace(elapsedMs int) (float64, RGBA) {
	e := float64(elapsedMs)
	y := f32(f32(libm.Cos(f32(e*typoCosRate))*typoSpawnSwingPx) + worldSize*0.5)
	t := float64(elapsedMs + 1)
	clamp01 := func(v float64) float64 { return clamp(v, 0, 1) }
	tint := RGBA{
		R: clamp01(f32(f32(t*typoTintRRate) + typoTintBase)),
		G: clamp01(f32(f32(t*10000.0) + typoTintBase)),
		B: clamp01(f32(libm.Sin(f32(t*typoTintBRate)) + typoTintBase)),
		A: 1,
	}
	return y, tint
}

// typoMidStepUpdate is the Typ-o mode update, run where the recorder runs it (right after the
// player updates, so after the fire): the Shotgun stomp (weapon 3 and 30 ammo stored, decompile
// 40137-40138); the spawn cooldown less the tick's ms and, while below 0, another interval
// (3500 - elapsed/800 ms, at least 100) and a spider right of the arena then an alien left of
// it, each named (40139-40191); then _highscore_score_xp (40192).
func typoMidStepUpdate(w *World, marks *RngMarks) {
	ty := &w.Typo
	p := &w.Players[0]
	p.WeaponID = weapons.Shotgun
	p.Ammo = typoWeaponAmmo
	elapsed := w.Session.ElapsedMs
	ty.SpawnCooldownMs -= w.Tick.FrameDtMs
	if ty.SpawnCooldownMs < 0 {
		y, tint := typoSpawnPlace(elapsed)
		for ty.SpawnCooldownMs < 0 {
			ty.SpawnCooldownMs = max(typoSpawnMinMs, ty.SpawnCooldownMs+typoSpawnBaseMs-elapsed/typoSpawnRampMs)
			for _, c := range [2]struct {
				typeID int
				x      float64
			}{{creatures.SpiderSP2, worldSize + typoSpawnOffsetPx}, {creatures.Alien, -typoSpawnOffsetPx}} {
				slot := w.typoSpawnTinted(c.typeID, Vec2{c.x, y}, tint)
				w.Tick.addTypoSpawn(slot)
				if !w.typoAssignName(slot) {
					return
				}
			}
		}
	}
	ty.ScoreXP = p.Experience
	marks.mark("typo_mode_update", w.Rng.State)
}

// typoStepTick is the Typ-o tick (typorun.py TypoRun.step): the fire prelude, the typed
// commands, the input (no movement; aim at a creature a word matched and fire, else the row's
// aim; reload only on "reload"; the row's fire and reload flags have no effect), the world step
// without the level-up check and with the mode update as its hook, then the post-step resets of
// the mode update (decompile 40193-40205: the Weapon Power Up and Reflex Boost timers, the time
// scale, the bonus pool) and the session clock.
func (w *World) typoStepTick(inputs *[MaxPlayers]PlayerInput, cmds []replayio.Command, marks *RngMarks) {
	marks.reset(w.Rng.State)
	typoFirePrelude(&w.Players[0])
	for i := range cmds {
		w.applyTypoCommand(&cmds[i])
	}
	marks.mark("after_typo_commands", w.Rng.State)
	in := PlayerInput{Aim: inputs[0].Aim, ReloadPressed: w.Tick.TypoReload}
	if w.Tick.TypoFire {
		in.Aim, in.FireDown, in.FirePressed = w.Typo.Target, true, true
	}
	inputs[0] = in
	w.runDeterministicStep(inputs, typoMidStepUpdate, marks)
	if w.Tick.TypoUnsupported != typoPlayable {
		return
	}
	w.clearFxQueues()
	marks.mark("after_world_step", w.Rng.State)
	w.creaturesFinalizePostRenderLifecycle()
	w.BonusTimers.WeaponPowerUp = 0
	w.BonusTimers.ReflexBoost = 0
	w.Gameplay.TimeScaleActive = false
	for i := range w.Bonuses.Entries {
		w.Bonuses.Entries[i].clear()
	}
	w.Session.ElapsedMs += w.Tick.FrameDtMs
}

// typoShots is the result's shots fired and hit: the words this run submitted and matched, or
// with preserve_bugs the game's totals, carry included (it never resets them).
func (w *World) typoShots() (fired, hit int64) {
	ty := &w.Typo
	fired, hit = int64(ty.SubmitCount), int64(ty.MatchCount)
	if !w.Config.PreserveBugs {
		fired -= int64(ty.CarrySubmits)
		hit -= int64(ty.CarryMatches)
	}
	return fired, hit
}
