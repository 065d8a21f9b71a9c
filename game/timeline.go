package game

// EventKind is what happened at an Event.
type EventKind int

// Event kinds.
const (
	// EventDeath: Player's health dropped to 0 or below.
	EventDeath EventKind = iota + 1
	// EventRunEnd: the tick that ended the run (every player dead, or a quest completed: Value
	// RunEndQuestCompleted); the run-down follows.
	EventRunEnd
	// EventLevelUp: Player reached level Value.
	EventLevelUp
	// EventPerkMenuOpen: the perk menu opened for Player offering Choices (perk ids).
	EventPerkMenuOpen
	// EventPerkPick: Player picked Choices[Choice], perk id Value.
	EventPerkPick
	// EventBonusPickup: Player picked up a bonus of type Value (bonus type id).
	EventBonusPickup
	// EventWeaponChange: Player's weapon became weapon id Value.
	EventWeaponChange
	// EventMilestoneSpawn: Survival spawned a milestone (scripted) wave, template id Value.
	EventMilestoneSpawn
	// EventQuestSpawn: the quest's spawn table fired a wave (every entry due this tick, sim
	// StepEvents.QuestSpawns): Value creatures.
	EventQuestSpawn
	// EventQuestCompleted: the quest's completion transition passed 2500 ms and the run ended
	// completed (its EventRunEnd follows on the same tick).
	EventQuestCompleted
	// EventTutorialStage: the tutorial's stage became Value (sim TutorialState.Stage, 0..8).
	EventTutorialStage
	// EventTypoWord: Typ-o's player 0 submitted the word Text; Value is the creature slot it
	// matched (a hit), -1 when it matched none (a miss, or "reload").
	EventTypoWord
)

// RunEndQuestCompleted is the Value of an EventRunEnd that a quest's completion ended (0: every
// player dead).
const RunEndQuestCompleted = 1

var eventKindNames = [...]string{
	EventDeath:          "death",
	EventRunEnd:         "run_end",
	EventLevelUp:        "level_up",
	EventPerkMenuOpen:   "perk_menu_open",
	EventPerkPick:       "perk_pick",
	EventBonusPickup:    "bonus_pickup",
	EventWeaponChange:   "weapon_change",
	EventMilestoneSpawn: "milestone_spawn",
	EventQuestSpawn:     "quest_spawn",
	EventQuestCompleted: "quest_completed",
	EventTutorialStage:  "tutorial_stage",
	EventTypoWord:       "typo_word",
}

func (k EventKind) String() string {
	if k > 0 && int(k) < len(eventKindNames) {
		return eventKindNames[k]
	}
	return "unknown"
}

// Event is one moment of the run worth a mark on the timeline.
type Event struct {
	// Pos is the position right after the tick in which it happened: Seek(Pos) shows its
	// aftermath, Seek(Pos-1) the moment before. It happened at tick Pos-1 (TickOfPos), the tick
	// crd and the trace name.
	Pos int
	// Tick is Pos.
	//
	// Deprecated: Tick holds the position (Pos), not the tick's index (Pos-1); it stays until
	// the window reads Pos.
	Tick   int
	Kind   EventKind
	Player int // player index, -1 when the event belongs to no player
	Value  int // level, perk id, bonus type, weapon id, template id, count, stage or slot (see EventKind)
	// Text is an EventTypoWord's word as typed: at most sim.TypoMaxChars characters, as the
	// file's typo_char commands gave them (draw it through filetext); for a perk pick, a bonus
	// pickup or a weapon change, the name the run's game shows for Value (with preserve_bugs,
	// the native spelling: "Fire Caugh").
	Text string
	// Perk menu events: the offered perk ids and, for a pick, the index picked.
	Choices []int
	Choice  int
	// Swap: an EventWeaponChange that is the Alternate Weapon perk's swap (reload pressed: the
	// weapon and the alternate trade places), not a new weapon (sim.WeaponChangeEvent.Swap).
	Swap bool
	// Killer is what dealt an EventDeath (nil for other events, and when not known).
	Killer *Killer
}

// SeriesInterval is the spacing of the per-second series in ticks.
const SeriesInterval = TicksPerSecond

// Series holds per-second samples for sparklines: sample i is the state at position
// i*SeriesInterval (i = 0 is the run start), and a last one at the run's last position when
// the run reaches it between two (min(i*SeriesInterval, the run's length)): the lines reach
// the run's end (they stopped up to a second short of it).
//
// SeriesSamples gives their count.
type Series struct {
	Health     [][]float64 // [player][sample], the player's health
	Experience [][]int64   // [player][sample]
	Kills      []int64     // total kills
	Creatures  []int       // live (active) creatures
}

// SeriesSamples is how many samples Series holds for a pass that has prepared positions
// 0..prepared of a run of total positions.
func SeriesSamples(prepared, total int) int {
	n := prepared/SeriesInterval + 1
	if prepared == total && total%SeriesInterval != 0 {
		n++
	}
	return n
}

// Timeline is what the background pass has learned about the run so far. Its slices are shared
// and read-only: they only ever grow, and a Timeline value never sees later additions.
type Timeline struct {
	Events []Event // in tick order
	Series Series
	// Clock is the game's clock at every prepared position (0..Prepared).
	Clock Clock
	// Prepared is how far the pass has simulated (a position); Done is true once it has
	// simulated every tick it can.
	Prepared int
	Done     bool
}

// At is the tick index of the event, Pos-1: "player 1 died at tick 2698".
func (e *Event) At() int { return TickOfPos(e.Pos) }

// Deaths are the players' deaths so far, in tick order, each once, with what dealt them: a
// death mark's data (where: the position PosOfTick(d.Tick) shows its aftermath).
func (t *Timeline) Deaths() []Death {
	var out []Death
	for _, e := range t.Events {
		if e.Kind == EventDeath {
			out = append(out, Death{Player: e.Player, Tick: e.At(), Killer: e.Killer})
		}
	}
	return out
}

// EventsOf returns the events of one kind, in tick order.
func (t *Timeline) EventsOf(k EventKind) []Event {
	var out []Event
	for _, e := range t.Events {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}
