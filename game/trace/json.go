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

// UnmarshalJSON reads a creature from its [slot, type_id, x, y, hp] or [slot, type_id, x, y, hp,
// name] form.
func (c *Creature) UnmarshalJSON(b []byte) error {
	var raw []json.RawMessage // a slice, not an array, so a wrong length is caught
	if err := json.Unmarshal(b, &raw); err != nil {
		return fmt.Errorf("creature: %w", err)
	}
	if len(raw) != 5 && len(raw) != 6 {
		return fmt.Errorf("creature: %d elements, want 5 (6 with a name)", len(raw))
	}
	var a [5]float64
	for i := range a {
		if err := json.Unmarshal(raw[i], &a[i]); err != nil {
			return fmt.Errorf("creature element %d: %w", i, err)
		}
	}
	if a[0] != math.Trunc(a[0]) || a[1] != math.Trunc(a[1]) {
		return fmt.Errorf("creature: slot %v, type_id %v not integers", a[0], a[1])
	}
	*c = Creature{Slot: int(a[0]), TypeID: int(a[1]), X: a[2], Y: a[3], HP: a[4]}
	if len(raw) == 6 {
		if err := json.Unmarshal(raw[5], &c.Name); err != nil {
			return fmt.Errorf("creature name: %w", err)
		}
		c.Named = true
	}
	return nil
}

// MarshalJSON writes a creature in its [slot, type_id, x, y, hp] form, with the name last when
// it has one.
func (c Creature) MarshalJSON() ([]byte, error) {
	if c.Named {
		return json.Marshal([]any{c.Slot, c.TypeID, c.X, c.Y, c.HP, c.Name})
	}
	return json.Marshal([]any{c.Slot, c.TypeID, c.X, c.Y, c.HP})
}

// UnmarshalJSON reads a word from its [text, slot|null] form.
func (w *TypoWord) UnmarshalJSON(b []byte) error {
	var raw []json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return fmt.Errorf("typo word: %w", err)
	}
	if len(raw) != 2 {
		return fmt.Errorf("typo word: %d elements, want 2", len(raw))
	}
	if err := json.Unmarshal(raw[0], &w.Text); err != nil {
		return fmt.Errorf("typo word text: %w", err)
	}
	var slot *int
	if err := json.Unmarshal(raw[1], &slot); err != nil {
		return fmt.Errorf("typo word slot: %w", err)
	}
	w.Slot = -1
	if slot != nil {
		w.Slot = *slot
	}
	return nil
}

// MarshalJSON writes a word in its [text, slot|null] form.
func (w TypoWord) MarshalJSON() ([]byte, error) {
	if w.Slot < 0 {
		return json.Marshal([]any{w.Text, nil})
	}
	return json.Marshal([]any{w.Text, w.Slot})
}

// UnmarshalJSON reads a spawn from its [slot, type_id, name] form.
func (s *TypoSpawn) UnmarshalJSON(b []byte) error {
	var raw []json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return fmt.Errorf("typo spawn: %w", err)
	}
	if len(raw) != 3 {
		return fmt.Errorf("typo spawn: %d elements, want 3", len(raw))
	}
	if err := json.Unmarshal(raw[0], &s.Slot); err != nil {
		return fmt.Errorf("typo spawn slot: %w", err)
	}
	if err := json.Unmarshal(raw[1], &s.TypeID); err != nil {
		return fmt.Errorf("typo spawn type_id: %w", err)
	}
	if err := json.Unmarshal(raw[2], &s.Name); err != nil {
		return fmt.Errorf("typo spawn name: %w", err)
	}
	return nil
}

// MarshalJSON writes a spawn in its [slot, type_id, name] form.
func (s TypoSpawn) MarshalJSON() ([]byte, error) {
	return json.Marshal([]any{s.Slot, s.TypeID, s.Name})
}

// tupleJSON reads a JSON array of exactly len(dst) elements into dst's pointers.
func tupleJSON(what string, b []byte, dst ...any) error {
	var raw []json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if len(raw) != len(dst) {
		return fmt.Errorf("%s: %d elements, want %d", what, len(raw), len(dst))
	}
	for i, d := range dst {
		if err := json.Unmarshal(raw[i], d); err != nil {
			return fmt.Errorf("%s element %d: %w", what, i, err)
		}
	}
	return nil
}

// UnmarshalJSON reads a spawn from its [template_id, x, y] form.
func (s *Spawn) UnmarshalJSON(b []byte) error {
	return tupleJSON("spawn", b, &s.TemplateID, &s.X, &s.Y)
}

// MarshalJSON writes a spawn in its [template_id, x, y] form.
func (s Spawn) MarshalJSON() ([]byte, error) { return json.Marshal([]any{s.TemplateID, s.X, s.Y}) }

// UnmarshalJSON reads a seeded bonus from its [bonus_id, amount, x, y] form.
func (s *SeededBonus) UnmarshalJSON(b []byte) error {
	return tupleJSON("seeded bonus", b, &s.BonusID, &s.Amount, &s.X, &s.Y)
}

// MarshalJSON writes a seeded bonus in its [bonus_id, amount, x, y] form.
func (s SeededBonus) MarshalJSON() ([]byte, error) {
	return json.Marshal([]any{s.BonusID, s.Amount, s.X, s.Y})
}

// UnmarshalJSON reads a spawn entry from its [x, y, heading, spawn_id, trigger_ms, count] form.
func (e *SpawnEntry) UnmarshalJSON(b []byte) error {
	var a []float64 // a slice, not an array, so a wrong length is caught
	if err := json.Unmarshal(b, &a); err != nil {
		return fmt.Errorf("spawn entry: %w", err)
	}
	if len(a) != 6 {
		return fmt.Errorf("spawn entry: %d elements, want 6", len(a))
	}
	for _, v := range a[3:] {
		if v != math.Trunc(v) || math.Abs(v) > 1<<31 {
			return fmt.Errorf("spawn entry: spawn_id %v, trigger_ms %v, count %v not integers", a[3], a[4], a[5])
		}
	}
	*e = SpawnEntry{X: a[0], Y: a[1], Heading: a[2], SpawnID: int(a[3]), TriggerMs: int(a[4]), Count: int(a[5])}
	return nil
}

// MarshalJSON writes a spawn entry in its array form.
func (e SpawnEntry) MarshalJSON() ([]byte, error) {
	return json.Marshal([]any{e.X, e.Y, e.Heading, e.SpawnID, e.TriggerMs, e.Count})
}
