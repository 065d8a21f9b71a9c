package sim

// Per-tick events for the window and the playback engine. StepEvents is returned by value and
// holds fixed-size arrays only, so stepping allocates nothing; counts past an array's length
// are still counted in the *Count field (the array keeps the first ones).

// Event array capacities.
const (
	MaxDeathEvents         = 64
	MaxPickupEvents        = 16
	MaxMilestoneEvents     = 16
	MaxQuestSpawnEvents    = 64
	MaxTutorialSpawnEvents = 16
	MaxPerkChoices         = 7
	MaxTypoWordEvents      = 4
)

// CreatureDeathEvent is one creature killed this tick.
type CreatureDeathEvent struct {
	Slot   int  // creature slot
	TypeID int  // creature type id
	Pos    Vec2 // world pixels
}

// BonusPickupEvent is one bonus picked up this tick (sim/state_types.py BonusPickupEvent).
type BonusPickupEvent struct {
	PlayerIndex int
	BonusID     int
	Amount      int
	Pos         Vec2
}

// WeaponChangeEvent is a player's weapon changing during the tick.
type WeaponChangeEvent struct {
	Player   int
	From, To int // weapon ids
	// Swap: the change is the Alternate Weapon perk's swap (the weapon and the alternate
	// trade places), not a new weapon.
	Swap bool
}

// LevelUpEvent is a player reaching a new level.
type LevelUpEvent struct {
	Player int
	Level  int
}

// TypoWordEvent is one word a typo_submit submitted (Typ-o).
type TypoWordEvent struct {
	Text TypoText // the word as typed
	// Slot is the creature slot the word matched (aimed at and fired on), -1 when it matched
	// none.
	Slot int
	// Reload is set when the word matched no creature and was "reload".
	Reload bool
}

// StepEvents is what happened during one tick.
type StepEvents struct {
	Deaths     [MaxDeathEvents]CreatureDeathEvent
	DeathCount int

	PlayerDeaths     [MaxPlayers]int // player indices whose health dropped to <= 0 this tick
	PlayerDeathCount int

	LevelUps     [MaxPlayers]LevelUpEvent
	LevelUpCount int

	// PerkMenuOpened is set on the tick a perk_menu_open command opened the menu; the offered
	// perk ids are PerkChoices[:PerkChoiceCount].
	PerkMenuOpened  bool
	PerkChoices     [MaxPerkChoices]int
	PerkChoiceCount int
	// PerkPicked is the perk id a perk_pick command chose this tick, or -1.
	PerkPicked int

	Pickups     [MaxPickupEvents]BonusPickupEvent
	PickupCount int

	WeaponChanges     [MaxPlayers]WeaponChangeEvent
	WeaponChangeCount int

	// MilestoneSpawns are the template ids of the Survival stage (milestone) spawns this tick.
	MilestoneSpawns     [MaxMilestoneEvents]int
	MilestoneSpawnCount int

	// QuestSpawns are the template spawns the quest spawn table made this tick (one per
	// creature, in order); QuestCompleted is set on the tick the completion transition passes
	// 2500 ms.
	QuestSpawns     [MaxQuestSpawnEvents]TemplateSpawnEvent
	QuestSpawnCount int
	QuestCompleted  bool

	// TutorialSpawns are the template spawns the tutorial director made this tick, in order;
	// TutorialBonusesSeeded is set on the tick it wrote stage 1's bonuses into the pool.
	TutorialSpawns        [MaxTutorialSpawnEvents]TemplateSpawnEvent
	TutorialSpawnCount    int
	TutorialBonusesSeeded bool

	// TypoWords are the words submitted this tick in Typ-o, in order: TypoWordCount of them,
	// the first MaxTypoWordEvents kept. A word with Slot >= 0 is matched (a hit).
	TypoWords     [MaxTypoWordEvents]TypoWordEvent
	TypoWordCount int

	// RunEnded is set on the end tick (every player down, or a quest completed).
	RunEnded bool
}

// TemplateSpawnEvent is one creature_spawn_template call a mode made: the template id and the
// position it was asked for (world pixels).
type TemplateSpawnEvent struct {
	TemplateID int
	Pos        Vec2
}

func (e *StepEvents) addQuestSpawn(templateID int, pos Vec2) {
	if e.QuestSpawnCount < MaxQuestSpawnEvents {
		e.QuestSpawns[e.QuestSpawnCount] = TemplateSpawnEvent{templateID, pos}
	}
	e.QuestSpawnCount++
}

func (e *StepEvents) addTutorialSpawn(templateID int, pos Vec2) {
	if e.TutorialSpawnCount < MaxTutorialSpawnEvents {
		e.TutorialSpawns[e.TutorialSpawnCount] = TemplateSpawnEvent{templateID, pos}
	}
	e.TutorialSpawnCount++
}

func (e *StepEvents) addDeath(d CreatureDeathEvent) {
	if e.DeathCount < MaxDeathEvents {
		e.Deaths[e.DeathCount] = d
	}
	e.DeathCount++
}

func (e *StepEvents) addPickup(p BonusPickupEvent) {
	if e.PickupCount < MaxPickupEvents {
		e.Pickups[e.PickupCount] = p
	}
	e.PickupCount++
}

func (e *StepEvents) addMilestone(templateID int) {
	if e.MilestoneSpawnCount < MaxMilestoneEvents {
		e.MilestoneSpawns[e.MilestoneSpawnCount] = templateID
	}
	e.MilestoneSpawnCount++
}

func (e *StepEvents) addTypoWord(word TypoWordEvent) {
	if e.TypoWordCount < MaxTypoWordEvents {
		e.TypoWords[e.TypoWordCount] = word
	}
	e.TypoWordCount++
}
