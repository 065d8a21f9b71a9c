package sim

import "crdplayer/sim/creatures"

// The tutorial's scripted spawn packs (creatures/spawn.py build_tutorial_stage*_spawns, from
// tutorial_timeline_update 0x00408990). Each calls spawn for its creature_spawn_template calls
// in order, all heading pi.

func tutorialCall(spawn func(SpawnTemplateCall), id int, x, y float64) {
	spawn(SpawnTemplateCall{TemplateID: id, Pos: Vec2{x, y}, Heading: piF64})
}

// buildTutorialStage3FireSpawns is the pack of the stage-3 fire-key transition: three aliens
// from the left.
func buildTutorialStage3FireSpawns(spawn func(SpawnTemplateCall)) {
	tutorialCall(spawn, creatures.SpawnAlienConstGreen24, -164, 412)
	tutorialCall(spawn, creatures.SpawnAlienConstPaleGreen26, -184, 512)
	tutorialCall(spawn, creatures.SpawnAlienConstGreen24, -154, 612)
}

// buildTutorialStage4ClearSpawns is the pack of the stage-4 "all clear" transition: three
// aliens from the right.
func buildTutorialStage4ClearSpawns(spawn func(SpawnTemplateCall)) {
	tutorialCall(spawn, creatures.SpawnAlienConstGreen24, 1188, 412)
	tutorialCall(spawn, creatures.SpawnAlienConstPaleGreen26, 1208, 512)
	tutorialCall(spawn, creatures.SpawnAlienConstGreen24, 1178, 612)
}

// buildTutorialStage5RepeatSpawns is the stage-5 repeat loop's pack for the incremented
// counter n (1..7; none otherwise): even counts come from the right, odd ones from the left,
// with a weapon-bonus carrier while n < 6 and a blue spider at n == 4. (The native code also
// rewrites the carrier's bonus arguments; that is the tutorial's, not this pack's.)
func buildTutorialStage5RepeatSpawns(n int, spawn func(SpawnTemplateCall)) {
	if n < 1 || n >= 8 {
		return
	}
	if n&1 == 0 {
		if n < 6 {
			tutorialCall(spawn, creatures.SpawnAlienConstWeaponBonus27, 1056, 1056)
		}
		tutorialCall(spawn, creatures.SpawnAlienConstGreen24, 1188, 1136)
		tutorialCall(spawn, creatures.SpawnAlienConstPaleGreen26, 1208, 512)
		tutorialCall(spawn, creatures.SpawnAlienConstGreen24, 1178, 612)
		if n == 4 {
			tutorialCall(spawn, creatures.SpawnSpiderSP1ConstBlue40, 512, 1056)
		}
		return
	}
	if n < 6 {
		tutorialCall(spawn, creatures.SpawnAlienConstWeaponBonus27, -32, 1056)
	}
	buildTutorialStage3FireSpawns(spawn)
}

// buildTutorialStage6PerksDoneSpawns is the pack of the stage-6 "no perks pending"
// transition: the stage-3 pack, a purple alien from the top-left corner, the stage-4 pack.
func buildTutorialStage6PerksDoneSpawns(spawn func(SpawnTemplateCall)) {
	buildTutorialStage3FireSpawns(spawn)
	tutorialCall(spawn, creatures.SpawnAlienConstPurple28, -32, -32)
	buildTutorialStage4ClearSpawns(spawn)
}
