package sim

// BonusPoolSize is the number of bonus slots (bonuses/pool.py BONUS_POOL_SIZE).
const BonusPoolSize = 16

// BonusPool holds the bonuses lying in the arena (bonuses/pool.py). Owned by the bonuses and
// perks area.
type BonusPool struct{}

// BonusTimers are the global bonus timers in seconds (gameplay.py BonusTimers).
type BonusTimers struct {
	WeaponPowerUp    float64
	ReflexBoost      float64
	Energizer        float64
	DoubleExperience float64
	Freeze           float64
}
