package trace

import (
	"encoding/json"
	"fmt"
	"math"
)

// UnmarshalJSON reads a mark from its [name, state] form.
func (m *Mark) UnmarshalJSON(b []byte) error {
	var raw []json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return fmt.Errorf("rng mark: %w", err)
	}
	if len(raw) != 2 {
		return fmt.Errorf("rng mark: %d elements, want 2", len(raw))
	}
	if err := json.Unmarshal(raw[0], &m.Phase); err != nil {
		return fmt.Errorf("rng mark phase: %w", err)
	}
	if err := json.Unmarshal(raw[1], &m.State); err != nil {
		return fmt.Errorf("rng mark state: %w", err)
	}
	return nil
}

// MarshalJSON writes a mark in its [name, state] form.
func (m Mark) MarshalJSON() ([]byte, error) {
	return json.Marshal([]any{m.Phase, m.State})
}

// UnmarshalJSON reads a creature from its [slot, type_id, x, y, hp] form.
func (c *Creature) UnmarshalJSON(b []byte) error {
	var a []float64 // a slice, not [5]float64, so a wrong length is caught
	if err := json.Unmarshal(b, &a); err != nil {
		return fmt.Errorf("creature: %w", err)
	}
	if len(a) != 5 {
		return fmt.Errorf("creature: %d elements, want 5", len(a))
	}
	if a[0] != math.Trunc(a[0]) || a[1] != math.Trunc(a[1]) {
		return fmt.Errorf("creature: slot %v, type_id %v not integers", a[0], a[1])
	}
	c.Slot, c.TypeID, c.X, c.Y, c.HP = int(a[0]), int(a[1]), a[2], a[3], a[4]
	return nil
}

// MarshalJSON writes a creature in its [slot, type_id, x, y, hp] form.
func (c Creature) MarshalJSON() ([]byte, error) {
	return json.Marshal([]any{c.Slot, c.TypeID, c.X, c.Y, c.HP})
}
