package scene

import (
	"image/color"

	"crdplayer/game"
	"crdplayer/replayio"
	"crdplayer/sim"
	"crdplayer/sim/perks"
	"crdplayer/sim/weapons"
)

// Source is what a scene is read from: the position shown and the run behind it.
// render.Playback (a *game.Session) provides it.
type Source interface {
	Pos() int
	Replay() *replayio.Replay
	World() *sim.World // nil: no simulation to read (the scene keeps the position only)
	Timeline() game.Timeline
}

// Read fills sc with the tick src shows, reusing sc's slices: the simulation's World for the
// arena and the players, the session's timeline and the replay for the perk menu. It reads
// and never changes them.
func Read(src Source, sc *Scene) {
	pos := src.Pos()
	sc.Tick = pos
	sc.ElapsedMs = int64(pos) * 1000 / 60
	sc.Creatures = sc.Creatures[:0]
	sc.Projectiles = sc.Projectiles[:0]
	sc.Bonuses = sc.Bonuses[:0]
	sc.Players = sc.Players[:0]
	sc.Effects = sc.Effects[:0]
	sc.Timers = sc.Timers[:0]
	sc.Perk = PerkMenuView{Picked: -1}
	sc.ShakeX, sc.ShakeY = 0, 0
	rep := src.Replay()
	if rep != nil {
		sc.Mode = rep.Run.GameModeID
	}
	if w := src.World(); w != nil {
		worldScene(w, sc)
	}
	if rep != nil {
		perkMenuScene(src.Timeline().Events, rep, pos, &sc.Perk)
	}
	modeScene(src, rep, src.World(), pos, sc)
	sc.End = EndView{}
	if rep != nil && src.World() != nil && pos == len(rep.Ticks) {
		sc.End = endView(rep)
	}
}

// endView is how the recorded result says the run ended, in words, for its last position.
// (The outcome is one of replayio's, the decoder checks it.)
func endView(rep *replayio.Replay) EndView {
	switch rep.Result.Outcome {
	case replayio.OutcomeTutorialCompleted:
		return EndView{Head: "Tutorial completed", Kind: EndCompleted}
	case replayio.OutcomeDeath:
		if rep.Run.PlayerCount > 1 {
			return EndView{Head: "Run over: every player died", Kind: EndDeath}
		}
		return EndView{Head: "Run over: the player died", Kind: EndDeath}
	case replayio.OutcomeQuestCompleted:
		return EndView{} // (the quest's own box says it, from the completion tick)
	}
	return EndView{Head: "The recording ends here: the run goes on", Kind: EndCut}
}

// worldScene reads the drawable state out of the simulation.
func worldScene(w *sim.World, sc *Scene) {
	sc.Kills = w.Creatures.KillCount
	energizer := min(w.BonusTimers.Energizer, 1)
	for i := range w.Creatures.Entries {
		c := &w.Creatures.Entries[i]
		if !c.Active {
			continue
		}
		v := creatureView(i, c)
		if energizer > 0 && c.MaxHP < 500 {
			// Energizer: creatures it lets the player eat turn blue (creature_render_type), fully
			// while the timer has a second or more left.
			v.Tint = lerpColor(v.Tint, color.RGBA{128, 128, 255, 255}, energizer)
		}
		sc.Creatures = append(sc.Creatures, v)
	}
	projectileScene(w, sc)
	bonusScene(w, sc)
	effectScene(w, sc)
	sc.ElapsedMs = int64(w.ElapsedMs())
	n := w.PlayerCount
	if n <= 0 || n > len(w.Players) {
		n = w.Config.PlayerCount
	}
	for i := 0; i < n && i < len(w.Players); i++ {
		sc.Players = append(sc.Players, playerView(i, &w.Players[i], w.Config.PreserveBugs))
		sc.Players[i].LevelsUp = i == 0 && sim.ModeLevelsUp(w.Config.GameMode)
	}
	bt := &w.BonusTimers
	for _, t := range []Timer{
		{"Weapon Power Up", bt.WeaponPowerUp}, {"Reflex Boost", bt.ReflexBoost},
		{"Energizer", bt.Energizer}, {"Double Experience", bt.DoubleExperience}, {"Freeze", bt.Freeze},
	} {
		if t.Left > 0 {
			sc.Timers = append(sc.Timers, t)
		}
	}
}

func playerView(i int, p *sim.Player, preserveBugs bool) PlayerView {
	v := PlayerView{
		Index: i, X: p.Pos.X, Y: p.Pos.Y, Heading: p.Heading, AimX: p.Aim.X, AimY: p.Aim.Y,
		Size: p.Size, Health: float64(p.Health), Dead: p.Health <= 0, WeaponID: p.WeaponID, Ammo: p.Ammo,
		ClipSize: p.ClipSize, Reloading: p.ReloadActive, Experience: p.Experience, Level: p.Level,
		MuzzleFlash: p.MuzzleFlashAlpha, ShieldTimer: p.ShieldTimer, SpeedTimer: p.SpeedBonusTimer,
		FireBullets: p.FireBulletsTimer, HasAltWeapon: p.HasAltWeapon, AltWeaponID: p.AltWeaponID,
		WeaponName: weapons.DisplayName(p.WeaponID, preserveBugs),
	}
	if p.HasAltWeapon {
		v.AltWeapon = weapons.DisplayName(p.AltWeaponID, preserveBugs)
	}
	if p.ReloadActive && p.ReloadTimerMax > 0 {
		v.Reload = 1 - p.ReloadTimer/p.ReloadTimerMax
	}
	for id, n := range p.PerkCounts {
		if n > 0 {
			v.Perks = append(v.Perks, PerkCount{ID: id, Count: n, Name: perks.DisplayName(perks.ID(id), 0, preserveBugs)})
		}
	}
	return v
}

// perkMenuScene shows the perk menu at the position right after the tick that opened it, with
// the choice the next recorded tick picks highlighted, and once more at the position after the
// pick, with the perk taken.
// perkNames are the names of perk ids as a run with preserveBugs spells them.
func perkNames(ids []int, preserveBugs bool) []string {
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = perks.DisplayName(perks.ID(id), 0, preserveBugs)
	}
	return names
}

func perkMenuScene(events []game.Event, rep *replayio.Replay, pos int, m *PerkMenuView) {
	for i := len(events) - 1; i >= 0; i-- {
		e := &events[i]
		if e.Pos < pos {
			break
		}
		if e.Pos != pos {
			continue
		}
		switch e.Kind {
		case game.EventPerkPick:
			m.Open, m.Player, m.Players, m.Choices, m.Picked, m.Taken = true, max(e.Player, 0), rep.Run.PlayerCount, e.Choices, e.Choice, true
			m.Names = perkNames(e.Choices, rep.Run.PreserveBugs)
			return
		case game.EventPerkMenuOpen:
			m.Open, m.Player, m.Players, m.Choices, m.Picked = true, max(e.Player, 0), rep.Run.PlayerCount, e.Choices, -1
			m.Names = perkNames(e.Choices, rep.Run.PreserveBugs)
			if pos < len(rep.Ticks) {
				for _, c := range rep.Ticks[pos].Commands {
					if c.Type == replayio.CmdPerkPick {
						m.Picked = c.ChoiceIndex
					}
				}
			}
			return
		}
	}
}
