// Code generated from the reference port's bonuses/ids.py table; DO NOT EDIT.

package bonuses

// table is the bonus metadata of bonus_metadata_init (bonuses/ids.py), indexed by ID.
var table = [IDCount]Meta{
	{Name: "(unused)", Description: "", FixedDescription: "", IconID: -1, DefaultAmount: 0, ApplySeconds: 0.0},
	{Name: "Points", Description: "You gain some experience points.", FixedDescription: "", IconID: 12, DefaultAmount: 500, ApplySeconds: 0.0},
	{Name: "Energizer", Description: "Suddenly monsters run away from you and you can eat them.", FixedDescription: "", IconID: 10, DefaultAmount: 8, ApplySeconds: 8.0},
	{Name: "Weapon", Description: "You get a new weapon.", FixedDescription: "", IconID: -1, DefaultAmount: 3, ApplySeconds: 0.0},
	{Name: "Weapon Power Up", Description: "Your firerate and load time increase for a short period.", FixedDescription: "Your fire rate and load time increase for a short period.", IconID: 7, DefaultAmount: 10, ApplySeconds: 0.0},
	{Name: "Nuke", Description: "An amazing explosion of ATOMIC power.", FixedDescription: "", IconID: 1, DefaultAmount: 1, ApplySeconds: 0.0},
	{Name: "Double Experience", Description: "Every experience point you get is doubled when this bonus is active.", FixedDescription: "", IconID: 4, DefaultAmount: 1, ApplySeconds: 6.0},
	{Name: "Shock Chain", Description: "Chain of shocks shock the crowd.", FixedDescription: "", IconID: 3, DefaultAmount: 1, ApplySeconds: 0.0},
	{Name: "Fireblast", Description: "Fireballs all over the place.", FixedDescription: "", IconID: 2, DefaultAmount: 1, ApplySeconds: 0.0},
	{Name: "Reflex Boost", Description: "You get more time to react as the game slows down.", FixedDescription: "", IconID: 5, DefaultAmount: 3, ApplySeconds: 0.0},
	{Name: "Shield", Description: "Force field protects you for a while.", FixedDescription: "", IconID: 6, DefaultAmount: 7, ApplySeconds: 0.0},
	{Name: "Freeze", Description: "Monsters are frozen.", FixedDescription: "", IconID: 8, DefaultAmount: 5, ApplySeconds: 0.0},
	{Name: "MediKit", Description: "You regain some of your health.", FixedDescription: "", IconID: 14, DefaultAmount: 10, ApplySeconds: 0.0},
	{Name: "Speed", Description: "Your movement speed increases for a while.", FixedDescription: "", IconID: 9, DefaultAmount: 8, ApplySeconds: 0.0},
	{Name: "Fire Bullets", Description: "For few seconds -- make them count.", FixedDescription: "For a few seconds -- make them count.", IconID: 11, DefaultAmount: 4, ApplySeconds: 5.0},
}
