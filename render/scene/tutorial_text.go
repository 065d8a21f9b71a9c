package scene

import "fmt"

// The tutorial's texts as the game shows them: the prompt of each stage and the hint of each
// stage-5 bonus carrier, in the original game's words (the port's tutorial/timeline.py
// _TUTORIAL_STAGE_TEXT, _TUTORIAL_HINT_TEXT and, with preserve_bugs, _TUTORIAL_HINT_TEXT_BUGS,
// which keeps the original's two typos). A "\n" breaks a line where the game does.

// tutorialStageText is the prompt of stages 0..8.
var tutorialStageText = [...]string{
	"In this tutorial you'll learn how to play Crimsonland",
	"First learn to move by pushing the arrow keys.",
	"Now pick up the bonuses by walking over them",
	"Now learn to shoot and move at the same time.\nClick the left Mouse button to shoot.",
	"Now, move the mouse to aim at the monsters",
	"It will help you to move and shoot at the same time. Just keep moving!",
	"Now let's learn about Perks. You'll receive a perk when you gain enough experience points.",
	"Perks can give you extra abilities, or boost your skills. Choose wisely!",
	"Great! Now you are ready to start playing Crimsonland",
}

// tutorialHintText is the hint of each stage-5 carrier (tutorial_hint_index 0..6; the last two
// carriers have none).
var tutorialHintText = [...]string{
	"This is the speed powerup, it makes you move faster!",
	"This is a weapon powerup. Picking it up gives you a new weapon.",
	"This powerup doubles all experience points you gain while it's active.",
	"This is the nuke powerup, picking it up causes a huge\nexplosion harming all monsters nearby!",
	"Reflex Boost powerup slows down time giving you a chance to react better",
	"",
	"",
}

// tutorialHintTextBugs is tutorialHintText with the original's typos (preserve_bugs).
var tutorialHintTextBugs = [...]string{
	"This is the speed powerup, it makes you move faster!",
	"This is a weapon powerup. Picking it you gets a new weapon.",
	"This powerup doubles all experience points you gain while it's active.",
	"This is the nuke powerup, picking it up causes a huge\nexposion harming all monsters nearby!",
	"Reflex Boost powerup slows down time giving you a chance to react better",
	"",
	"",
}

// TutorialStageLabel names a tutorial stage for the run line: "intro" before the first
// prompt (stage -1), "welcome" (0), "lesson N of 7" (1..7: moving, bonuses, shooting, aiming,
// moving while shooting, perks, choosing one), "finished" (8, from which the result is
// tutorial_completed); the bare number outside -1..8.
func TutorialStageLabel(stage int) string {
	switch {
	case stage == -1:
		return "intro"
	case stage == 0:
		return "welcome"
	case stage >= 1 && stage <= 7:
		return fmt.Sprintf("lesson %d of 7", stage)
	case stage == 8:
		return "finished"
	}
	return fmt.Sprintf("stage %d", stage)
}

// TutorialStageText is the prompt of a stage, "" outside 0..8.
func TutorialStageText(stage int) string {
	if stage < 0 || stage >= len(tutorialStageText) {
		return ""
	}
	return tutorialStageText[stage]
}

// TutorialHintText is the hint of tutorial_hint_index i, in the original's words with
// preserveBugs; "" outside the table and for the carriers without one.
func TutorialHintText(i int, preserveBugs bool) string {
	table := tutorialHintText[:]
	if preserveBugs {
		table = tutorialHintTextBugs[:]
	}
	if i < 0 || i >= len(table) {
		return ""
	}
	return table[i]
}
