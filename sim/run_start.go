package sim

import (
	"fmt"
	"math"

	"crdplayer/replayio"
)

// worldSize is the arena side in world pixels.
const worldSize = 1024.0

// RundownStartMs is the run-down budget after the end tick, in milliseconds.
const RundownStartMs = 500

// CheckReplay reports, as an error wrapping ErrUnsupported, the replay-level settings outside
// what the simulation covers (rules 2); run settings are checked by New.
func CheckReplay(r *replayio.Replay) error {
	if r.Rules != 1 {
		return fmt.Errorf("rules %d: %w", r.Rules, ErrUnsupported)
	}
	return nil
}

// checkRunSpec reports the first run setting the port path here does not cover.
func checkRunSpec(spec *replayio.RunSpec) error {
	unsupported := func(what string) error { return fmt.Errorf("%s: %w", what, ErrUnsupported) }
	switch spec.GameModeID {
	case replayio.ModeSurvival, replayio.ModeRush:
	case replayio.ModeQuests:
	case replayio.ModeTypo:
		if err := checkTypoSpec(spec); err != nil {
			return err
		}
	case replayio.ModeTutorial:
	default:
		return unsupported(fmt.Sprintf("game mode %d", spec.GameModeID))
	}
	switch {
	case spec.ClBuild != replayio.Build1993:
		return unsupported(fmt.Sprintf("cl_build %d", spec.ClBuild))
	case spec.ViolenceDisabled != 0:
		return unsupported(fmt.Sprintf("violence_disabled %d", spec.ViolenceDisabled))
	case spec.GameModeID != replayio.ModeQuests && (spec.QuestLevel != nil || spec.CustomQuest != nil):
		return fmt.Errorf("quest level outside quests: %w", ErrInvalidInput)
	}
	if spec.PlayerCount < 1 || spec.PlayerCount > MaxPlayers {
		return fmt.Errorf("player count %d: %w", spec.PlayerCount, ErrInvalidInput)
	}
	if len(spec.Status.WeaponUsageCounts) != replayio.WeaponUsageCount {
		return fmt.Errorf("%d weapon usage counts: %w", len(spec.Status.WeaponUsageCounts), ErrInvalidInput)
	}
	return nil
}

// Rules are the recorded settings that change how a run plays, as they are in effect: the
// Hardcore box and the quest fail retry count (the quest's difficulty level), each with why a
// recorded one has no effect ("" when it has, or was off).
type Rules struct {
	Hardcore        bool
	HardcoreIgnored string
	Retries         int
	RetriesIgnored  string
}

// RulesInEffect is which of spec's Hardcore box and retry count the run plays with. Outside
// quests both apply only with preserve_bugs (format 35, original bug 38); without it the run
// plays as if both were off. In quests both always count, but game_frame_update clears
// config_hardcore every frame while quest_unlock_index is below 40 (decompile ~7461).
func RulesInEffect(spec *replayio.RunSpec) Rules {
	var r Rules
	unlock := int(spec.Status.QuestUnlockIndex) & 0xffff
	switch {
	case spec.GameModeID == replayio.ModeQuests:
		r.Hardcore = spec.Hardcore && unlock >= questHardcoreUnlock
		if spec.Hardcore && !r.Hardcore {
			r.HardcoreIgnored = fmt.Sprintf("the quest unlock index, %d, is below %d", unlock, questHardcoreUnlock)
		}
		r.Retries = spec.QuestFailRetryCount
	case spec.PreserveBugs:
		r.Hardcore, r.Retries = spec.Hardcore, spec.QuestFailRetryCount
	default:
		const why = "outside quests it counts only with preserve bugs"
		if spec.Hardcore {
			r.HardcoreIgnored = why
		}
		if spec.QuestFailRetryCount != 0 {
			r.RetriesIgnored = why
		}
	}
	return r
}

// IgnoredNote is what crd info and the Info pane add to a recorded setting the run does not
// play with: " (no effect: why)", or "" when why is "" (a Rules ...Ignored reason).
func IgnoredNote(why string) string {
	if why == "" {
		return ""
	}
	return " (no effect: " + why + ")"
}

// New runs the run-start path of a run (REFERENCE.md "Run start"): srand,
// gameplay_reset_state's draws (creature anim phases among them), terrain_generate_random,
// the players as the port resets them, and the setup's discarded draw. It returns the world
// ready for tick 0 and the generated terrain. Settings outside the port path return an error
// wrapping ErrUnsupported.
func New(spec *replayio.RunSpec) (*World, *Terrain, error) {
	if err := checkRunSpec(spec); err != nil {
		return nil, nil, err
	}
	w := &World{}
	r := RulesInEffect(spec)
	hardcore, difficulty := r.Hardcore, r.Retries
	w.Config = Config{
		GameMode:        spec.GameModeID,
		PlayerCount:     spec.PlayerCount,
		PreserveBugs:    spec.PreserveBugs,
		Hardcore:        hardcore,
		DifficultyLevel: difficulty,
		DetailPreset:    spec.DetailPreset,
		FriendlyFire:    spec.FriendlyFire,
	}
	// status_from_snapshot keeps the low 16 bits of the unlock indices.
	w.Config.Status.QuestUnlockIndex = int(spec.Status.QuestUnlockIndex) & 0xffff
	w.Config.Status.QuestUnlockIndexFull = int(spec.Status.QuestUnlockIndexHardcore) & 0xffff
	copy(w.Config.Status.WeaponUsageCounts[:], spec.Status.WeaponUsageCounts)
	w.initGameplay()
	w.Perks = defaultPerkState()
	w.Bonuses = defaultBonusPool()
	w.Creatures.Reset(SpawnEnv{TerrainWidth: worldSize, TerrainHeight: worldSize,
		Hardcore: hardcore, DifficultyLevel: difficulty})

	w.Rng.Srand(spec.Seed)
	// gameplay_reset_state: score tag, one anim phase per creature slot, score tag again.
	w.Rng.Rand()
	for i := range w.Creatures.Entries {
		w.Creatures.Entries[i].AnimPhase = float64(w.Rng.Rand() % 31)
	}
	w.Rng.Rand()
	terrain := &Terrain{}
	terrainGenerateRandom(&w.Rng, w.Config.Status.QuestUnlockIndex, terrain)

	w.resetPlayers(spec.PlayerCount)
	switch spec.GameModeID {
	case replayio.ModeQuests:
		if err := w.questStart(spec, terrain); err != nil {
			return nil, nil, err
		}
	case replayio.ModeTutorial:
		w.Tutorial = newTutorialState()
	case replayio.ModeTypo:
		w.typoStart(spec)
	}

	// The run setup ends inside a frame: game_frame_update's discarded draw.
	w.Rng.Rand()
	return w, terrain, nil
}

// NewFromReplay checks the replay-level settings and runs New on its RunSpec.
func NewFromReplay(r *replayio.Replay) (*World, *Terrain, error) {
	if err := CheckReplay(r); err != nil {
		return nil, nil, err
	}
	return New(&r.Run)
}

// initGameplay sets the non-zero defaults of the core's state (gameplay.py GameplayState,
// the session and the run boundaries).
func (w *World) initGameplay() {
	w.Gameplay.GameMode = w.Config.GameMode
	w.Perks = defaultPerkState()
	w.Bonuses = defaultBonusPool()
	w.Gameplay.SurvivalRewardWeaponGuardID = weaponPistol
	w.Gameplay.SurvivalRewardHandoutEnabled = true
	w.Run.EndTick = -1
	w.Run.RundownMs = RundownStartMs
	w.Run.MenuOpenTick = -10
}

// newPlayer is a player with the port's PlayerState defaults.
func newPlayer(index int, pos Vec2) Player {
	return Player{
		Index:                  index,
		Pos:                    pos,
		Health:                 100,
		Size:                   48,
		SpeedMultiplier:        2,
		TurnSpeed:              1,
		DeathTimer:             16,
		LowHealthTimer:         100,
		AimDir:                 Vec2{1, 0},
		EvilEyesTargetCreature: -1,
		BonusAimHoverIndex:     -1,
		WeaponID:               weaponPistol,
		SpreadHeat:             0.01,
		Level:                  1,
	}
}

// resetPlayers places the players as the port's runners/common.py reset_players does: one
// player at the arena centre, K > 1 on a 32-pixel circle around it, each given the pistol
// through the weapon assignment (without game state: no usage count).
func (w *World) resetPlayers(count int) {
	base := Vec2{worldSize * 0.5, worldSize * 0.5}
	w.PlayerCount = count
	for i := 0; i < count; i++ {
		var off Vec2
		if count > 1 {
			step := 2 * math.Pi / float64(count)
			off = Vec2FromAngle(float64(i) * step).Mul(32.0)
		}
		pos := base.Add(off)
		pos = Vec2{clamp(pos.X, 0, worldSize), clamp(pos.Y, 0, worldSize)}
		w.Players[i] = newPlayer(i, pos)
		weaponAssignPlayerNoStatus(&w.Players[i], weaponPistol)
	}
}

// clamp is grim/math.py clamp.
func clamp(v, lo, hi float64) float64 {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

// Approximate is spec with the settings the simulation cannot play yet replaced by the nearest
// it can: cl_build 10908 (the 1.9.8 rules) by 10993 (1.9.93), a violence_disabled setting by 0.
// notes say, one line each, what was replaced; none when spec needs nothing. The result plays,
// but a run recorded under the replaced settings may part from it: it must never be reported as
// verified. Replay-level rules (CheckReplay) are the caller's to note.
func Approximate(spec *replayio.RunSpec) (approx replayio.RunSpec, notes []string) {
	approx = *spec
	if approx.ClBuild != replayio.Build1993 {
		notes = append(notes, fmt.Sprintf("cl_build %d (the 1.9.8 rules) is played as 10993 (1.9.93)", approx.ClBuild))
		approx.ClBuild = replayio.Build1993
	}
	if approx.ViolenceDisabled != 0 {
		notes = append(notes, fmt.Sprintf("violence_disabled %d is played as 0", approx.ViolenceDisabled))
		approx.ViolenceDisabled = 0
	}
	return approx, notes
}
