package ui

import (
	"fmt"
	"math"

	"crdplayer/render/draw"
)

// Display names of the game's weapons, perks and creature types (the game's own names, as the
// port's tables list them).

var weaponNames = map[int]string{
	1: "Pistol", 2: "Assault Rifle", 3: "Shotgun", 4: "Sawed-off Shotgun", 5: "Submachine Gun",
	6: "Gauss Gun", 7: "Mean Minigun", 8: "Flamethrower", 9: "Plasma Rifle", 10: "Multi-Plasma",
	11: "Plasma Minigun", 12: "Rocket Launcher", 13: "Seeker Rockets", 14: "Plasma Shotgun",
	15: "Blow Torch", 16: "HR Flamer", 17: "Mini-Rocket Swarmers", 18: "Rocket Minigun",
	19: "Pulse Gun", 20: "Jackhammer", 21: "Ion Rifle", 22: "Ion Minigun", 23: "Ion Cannon",
	24: "Shrinkifier 5k", 25: "Blade Gun", 26: "Spider Plasma", 27: "Evil Scythe",
	28: "Plasma Cannon", 29: "Splitter Gun", 30: "Gauss Shotgun", 31: "Ion Shotgun",
	32: "Flameburst", 33: "RayGun", 41: "Plague Sphreader Gun", 42: "Bubblegun", 43: "Rainbow Gun",
	44: "Grim Weapon", 45: "Fire bullets", 50: "Transmutator", 51: "Blaster R-300",
	52: "Lighting Rifle", 53: "Nuke Launcher",
}

var perkNames = [...]string{
	"AntiPerk", "Bloody Mess", "Sharpshooter", "Fastloader", "Lean Mean Exp Machine",
	"Long Distance Runner", "Pyrokinetic", "Instant Winner", "Grim Deal", "Alternate Weapon",
	"Plaguebearer", "Evil Eyes", "Ammo Maniac", "Radioactive", "Fastshot", "Fatal Lottery",
	"Random Weapon", "Mr. Melee", "Anxious Loader", "Final Revenge", "Telekinetic", "Perk Expert",
	"Unstoppable", "Regression Bullets", "Infernal Contract", "Poison Bullets", "Dodger",
	"Bonus Magnet", "Uranium Filled Bullets", "Doctor", "Monster Vision", "Hot Tempered",
	"Bonus Economist", "Thick Skinned", "Barrel Greaser", "Ammunition Within", "Veins of Poison",
	"Toxic Avenger", "Regeneration", "Pyromaniac", "Ninja", "Highlander", "Jinxed", "Perk Master",
	"Reflex Boosted", "Greater Regeneration", "Breathing Room", "Death Clock",
	"My Favourite Weapon", "Bandage", "Angry Reloader", "Ion Gun Master", "Stationary Reloader",
	"Man Bomb", "Fire Caugh", "Living Fortress", "Tough Reloader", "Lifeline 50-50",
}

// bonusNames are the bonuses by id (bonuses/ids.py ids 1..14).
var bonusNames = map[int]string{
	1:  "Points",
	2:  "Energizer",
	3:  "Weapon",
	4:  "Weapon Power Up",
	5:  "Nuke",
	6:  "Double Experience",
	7:  "Shock Chain",
	8:  "Fireblast",
	9:  "Reflex Boost",
	10: "Shield",
	11: "Freeze",
	12: "Medikit",
	13: "Speed",
	14: "Fire Bullets",
}

var creatureNames = [...]string{"zombie", "lizard", "alien", "spider", "spider", "trooper"}

var modeNames = map[int]string{1: "Survival", 2: "Rush", 3: "Quests", 4: "Typ-o-Shooter", 8: "Tutorial"}

func weaponName(id int) string {
	if n, ok := weaponNames[id]; ok {
		return n
	}
	return fmt.Sprintf("weapon %d", id)
}

func perkName(id int) string {
	if id >= 0 && id < len(perkNames) {
		return perkNames[id]
	}
	return fmt.Sprintf("perk %d", id)
}

// bonusName is the display name of a bonus id.
func bonusName(id int) string {
	if n, ok := bonusNames[id]; ok {
		return n
	}
	return "Bonus"
}

func modeName(id int) string {
	if n, ok := modeNames[id]; ok {
		return n
	}
	return fmt.Sprintf("mode %d", id)
}

// levelThreshold is the experience needed to pass the given level in Survival
// (gameplay.py survival_level_threshold: 1000 + 1000·level^1.8).
func levelThreshold(level int) int {
	if level < 1 {
		level = 1
	}
	return int(1000 + math.Pow(float64(level), 1.8)*1000)
}

// levelProgress is how far (0..1) a player is from the previous level's threshold to the next.
func levelProgress(level, xp int) float64 {
	prev := 0
	if level > 1 {
		prev = levelThreshold(level - 1)
	}
	next := levelThreshold(level)
	if next <= prev {
		return 0
	}
	return draw.Clamp01(float64(xp-prev) / float64(next-prev))
}

// SpeedLabel is a playback speed as the window shows it: 1/8×, 2×.
func SpeedLabel(s float64) string {
	if s < 1 {
		return fmt.Sprintf("1/%d×", int(1/s+0.5))
	}
	return fmt.Sprintf("%g×", s)
}
