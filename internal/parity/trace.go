// Package parity compares the simulation with the reference traces: a run's derived result
// against the recorded one, and, with a trace sidecar, every tick's state against the trace,
// reporting the first divergent tick and field. Used by `crd verify`, `make parity` and the sim
// parity tests.
package parity

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"os"
)

// TraceHeader is line 1 of a trace sidecar.
type TraceHeader struct {
	TraceVersion  int    `json:"trace_version"`
	ReplaySHA256  string `json:"replay_sha256"`
	EndTick       *int   `json:"end_tick"`
	Ticks         int    `json:"ticks"`
	RngAfterSetup uint32 `json:"rng_after_setup"`
}

// TracePlayer is one player's traced state.
type TracePlayer struct {
	X      float64 `json:"x"`
	Y      float64 `json:"y"`
	Health float64 `json:"health"`
	XP     int     `json:"xp"`
	Level  int     `json:"level"`
	Weapon int     `json:"weapon"`
	Ammo   float64 `json:"ammo"`
}

// TraceTick is one tick's traced state, after the tick's discarded draw.
type TraceTick struct {
	T            int           `json:"t"`
	Rng          uint32        `json:"rng"`
	ElapsedMs    int64         `json:"elapsed_ms"`
	Kills        int           `json:"kills"`
	Creatures    int           `json:"creatures"`
	PerkPending  int           `json:"perk_pending"`
	RngMarks     [][2]any      `json:"rng_marks"`
	Players      []TracePlayer `json:"players"`
	CreatureList *[][5]float64 `json:"creature_list"`
}

// Trace is a whole sidecar.
type Trace struct {
	Header TraceHeader
	Ticks  []TraceTick
}

// ReadTrace reads a .trace.jsonl.gz sidecar.
func ReadTrace(path string) (*Trace, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	sc := bufio.NewScanner(gz)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	tr := &Trace{}
	line := 0
	for sc.Scan() {
		line++
		if line == 1 {
			if err := json.Unmarshal(sc.Bytes(), &tr.Header); err != nil {
				return nil, fmt.Errorf("%s line 1: %w", path, err)
			}
			continue
		}
		var t TraceTick
		if err := json.Unmarshal(sc.Bytes(), &t); err != nil {
			return nil, fmt.Errorf("%s line %d: %w", path, line, err)
		}
		tr.Ticks = append(tr.Ticks, t)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return tr, nil
}

// marksString renders trace rng marks compactly.
func marksString(m [][2]any) string {
	s := ""
	for i, p := range m {
		if i > 0 {
			s += " "
		}
		s += fmt.Sprintf("%v=%v", p[0], jsonUint(p[1]))
	}
	return s
}

func jsonUint(v any) any {
	if f, ok := v.(float64); ok {
		return uint32(f)
	}
	return v
}

// ReadTraceHeader reads only line 1 of a trace sidecar.
func ReadTraceHeader(path string) (*TraceHeader, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	var h TraceHeader
	if err := json.NewDecoder(gz).Decode(&h); err != nil {
		return nil, fmt.Errorf("%s line 1: %w", path, err)
	}
	return &h, nil
}
