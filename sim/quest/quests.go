package quest

// quests are the 50 stock quests as quest_database_init registers them (titles, time limits,
// start weapons, builders; the port's quests/tier*.py), with their unlocks (the port's
// registrations) and quest_meta_init_entry's terrain ids.
var quests = [50]Quest{
	def(1, 1, "Land Hostile", 120000, 1, weapon(2), "land_hostile", 0x00435bd0, landHostile),
	def(1, 2, "Minor Alien Breach", 120000, 1, weapon(3), "minor_alien_breach", 0x00435cc0, minorAlienBreach),
	def(1, 3, "Target Practice", 65000, 1, perk(28), "target_practice", 0x00437a00, targetPractice),
	def(1, 4, "Frontline Assault", 300000, 1, weapon(8), "frontline_assault", 0x00437e10, frontlineAssault),
	def(1, 5, "Alien Dens", 180000, 1, perk(29), "alien_dens", 0x00436720, alienDens),
	def(1, 6, "The Random Factor", 300000, 1, weapon(5), "the_random_factor", 0x00436350, theRandomFactor),
	def(1, 7, "Spider Wave Syndrome", 240000, 1, perk(30), "spider_wave_syndrome", 0x00436440, spiderWaveSyndrome),
	def(1, 8, "Alien Squads", 180000, 1, weapon(6), "alien_squads", 0x00435ea0, alienSquads),
	def(1, 9, "Nesting Grounds", 240000, 1, perk(31), "nesting_grounds", 0x004364a0, nestingGrounds),
	def(1, 10, "8-legged Terror", 240000, 1, weapon(12), "8_legged_terror", 0x00436120, eightLeggedTerror),
	def(2, 1, "Everred Pastures", 300000, 1, perk(32), "everred_pastures", 0x004375a0, everredPastures),
	def(2, 2, "Spider Spawns", 300000, 1, weapon(9), "spider_spawns", 0x00436d70, static(spiderSpawns)),
	def(2, 3, "Arachnoid Farm", 240000, 1, perk(33), "arachnoid_farm", 0x00436820, arachnoidFarm),
	def(2, 4, "Two Fronts", 240000, 1, weapon(21), "two_fronts", 0x00436ee0, twoFronts),
	def(2, 5, "Sweep Stakes", 35000, 6, perk(34), "sweep_stakes", 0x00437810, sweepStakes),
	def(2, 6, "Evil Zombies At Large", 180000, 1, weapon(7), "evil_zombies_at_large", 0x004374a0, evilZombiesAtLarge),
	def(2, 7, "Survival Of The Fastest", 120000, 5, perk(35), "survival_of_the_fastest", 0x00437060, survivalOfTheFastest),
	def(2, 8, "Land Of Lizards", 180000, 1, weapon(4), "land_of_lizards", 0x00437ba0, static(landOfLizards)),
	def(2, 9, "Ghost Patrols", 180000, 1, perk(36), "ghost_patrols", 0x00436200, ghostPatrols),
	def(2, 10, "Spideroids", 360000, 1, weapon(11), "spideroids", 0x004373c0, spideroids),
	def(3, 1, "The Blighting", 300000, 1, perk(37), "the_blighting", 0x00438050, theBlighting),
	def(3, 2, "Lizard Kings", 180000, 1, weapon(10), "lizard_kings", 0x00437710, lizardKings),
	def(3, 3, "The Killing", 300000, 1, perk(38), "the_killing", 0x004384a0, theKilling),
	def(3, 4, "Hidden Evil", 300000, 1, weapon(13), "hidden_evil", 0x00435a30, static(hiddenEvil)),
	def(3, 5, "Surrounded By Reptiles", 300000, 1, perk(39), "surrounded_by_reptiles", 0x00438940, surroundedByReptiles),
	def(3, 6, "The Lizquidation", 300000, 1, weapon(15), "the_lizquidation", 0x00437c70, theLizquidation),
	def(3, 7, "Spiders Inc.", 300000, 11, perk(40), "spiders_inc", 0x004390d0, spidersInc),
	def(3, 8, "Lizard Raze", 300000, 1, weapon(18), "lizard_raze", 0x00438840, lizardRaze),
	def(3, 9, "Deja vu", 120000, 6, perk(41), "deja_vu", 0x00437920, dejaVu),
	def(3, 10, "Zombie Masters", 300000, 1, weapon(20), "zombie_masters", 0x004360a0, zombieMasters),
	def(4, 1, "Major Alien Breach", 300000, 18, perk(42), "major_alien_breach", 0x00437af0, majorAlienBreach),
	def(4, 2, "Zombie Time", 300000, 1, weapon(19), "zombie_time", 0x00437d70, zombieTime),
	def(4, 3, "Lizard Zombie Pact", 300000, 1, perk(43), "lizard_zombie_pact", 0x00438700, lizardZombiePact),
	def(4, 4, "The Collaboration", 360000, 1, weapon(14), "the_collaboration", 0x00437f30, theCollaboration),
	def(4, 5, "The Massacre", 300000, 1, perk(44), "the_massacre", 0x004383e0, theMassacre),
	def(4, 6, "The Unblitzkrieg", 600000, 1, weapon(17), "the_unblitzkrieg", 0x00438a40, theUnblitzkrieg),
	def(4, 7, "Gauntlet", 300000, 1, perk(45), "gauntlet", 0x004369a0, gauntlet),
	def(4, 8, "Syntax Terror", 300000, 1, weapon(22), "syntax_terror", 0x00436c10, syntaxTerror),
	def(4, 9, "The Annihilation", 300000, 1, perk(46), "the_annihilation", 0x004382c0, theAnnihilation),
	def(4, 10, "The End of All", 480000, 1, weapon(23), "the_end_of_all", 0x00438e10, theEndOfAll),
	def(5, 1, "The Beating", 480000, 1, weapon(31), "the_beating", 0x00435610, theBeating),
	def(5, 2, "The Spanking Of The Dead", 480000, 1, perk(47), "the_spanking_of_the_dead", 0x004358a0, theSpankingOfTheDead),
	def(5, 3, "The Fortress", 480000, 1, perk(48), "the_fortress", 0x004352d0, theFortress),
	def(5, 4, "The Gang Wars", 480000, 1, weapon(30), "the_gang_wars", 0x00435120, theGangWars),
	def(5, 5, "Knee-deep in the Dead", 480000, 1, perk(49), "knee_deep_in_the_dead", 0x00434f00, kneeDeepInTheDead),
	def(5, 6, "Cross Fire", 480000, 1, perk(50), "cross_fire", 0x00435480, static(crossFire)),
	def(5, 7, "Army of Three", 480000, 1, nothing, "army_of_three", 0x00434ca0, static(armyOfThree)),
	def(5, 8, "Monster Blues", 480000, 1, perk(51), "monster_blues", 0x00434860, monsterBlues),
	def(5, 9, "Nagolipoli", 480000, 1, perk(52), "nagolipoli", 0x00434480, nagolipoli),
	def(5, 10, "The Gathering", 480000, 1, weapon(28), "the_gathering", 0x004349c0, static(theGathering)),
}

// reward is what a quest unlocks on first completion: a perk id or a weapon id.
type reward struct{ perkID, weaponID int }

func perk(id int) reward   { return reward{perkID: id} }
func weapon(id int) reward { return reward{weaponID: id} }

var nothing = reward{}

// def is one quest_database_init registration; builder names quest_build_<builder>.
func def(major, minor int, title string, timeLimitMs, startWeaponID int, unlock reward, builder string, address uint32, build func(*table)) Quest {
	return Quest{
		Major: major, Minor: minor, Title: title, TimeLimitMs: timeLimitMs, StartWeaponID: startWeaponID,
		UnlockPerkID: unlock.perkID, UnlockWeaponID: unlock.weaponID, TerrainIDs: terrainIDs(major, minor),
		Builder: "quest_build_" + builder, BuilderAddress: address, build: build,
	}
}

// static is the builder of a table that depends on nothing of the run.
func static(entries []Entry) func(*table) {
	return func(t *table) { t.fixed(entries) }
}
