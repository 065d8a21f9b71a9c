package replayio

import (
	"bytes"
	"testing"
)

// TestOlderFormats: payloads of formats 30 to 34 decode with the documented defaults for
// what they lack (rules 1 before 31, no pilot before 32, no custom quest before 33, no seat
// keys before 34, cl_build 10993 before 35), and Encode writes them as format 35.
func TestOlderFormats(t *testing.T) {
	for v := MinFormatVersion; v < FormatVersion; v++ {
		for name, mk := range map[string]func() *Replay{"survival": survivalRun, "typo": typoRun, "stock-quest": stockQuestRun} {
			src := mk()
			src.Run.ClBuild = Build1993
			payload := rawEncode(src, v)
			r, err := DecodePayload(payload)
			if err != nil {
				t.Fatalf("format %d %s: %v", v, name, err)
			}
			want := mk()
			want.Run.ClBuild = Build1993
			if v < 31 {
				want.Rules = 1
			}
			if v < 32 {
				want.Pilot = nil
			}
			if v < 34 {
				want.SeatKeys = nil
			}
			if r.FormatVersion != v || r.Rules != want.Rules || (r.Pilot == nil) != (want.Pilot == nil) ||
				(r.SeatKeys == nil) != (want.SeatKeys == nil) || r.Run.ClBuild != Build1993 || r.Run.CustomQuest != nil {
				t.Errorf("format %d %s: version %d rules %d pilot %v seat keys %d cl_build %d",
					v, name, r.FormatVersion, r.Rules, r.Pilot, len(r.SeatKeys), r.Run.ClBuild)
			}
			enc, err := Encode(r)
			if err != nil {
				t.Fatalf("format %d %s: encode: %v", v, name, err)
			}
			if wantBytes := rawEncode(want, FormatVersion); !bytes.Equal(enc, wantBytes) {
				t.Errorf("format %d %s: written as 35 differs from the expected payload at byte %d", v, name, firstDiff(enc, wantBytes))
			}
		}
	}
}

// TestFormatKeySets: each format has exactly its own keys; a field a format lacks is an
// extra key there, and a format-35 field missing is a missing one.
func TestFormatKeySets(t *testing.T) {
	cases := []struct {
		name    string
		payload []byte
		path    string
		msg     string
	}{
		// A format-31 payload relabelled 30 carries rules, which 30 lacks.
		{"rules in format 30", relabel(t, rawEncode(survivalRun(), 31), 31, 30), "", "payload map has 7 keys, format 30 has 6"},
		// A format-32 payload relabelled 34 lacks seat_keys.
		{"no seat_keys in format 34", relabel(t, rawEncode(survivalRun(), 32), 32, 34), "", "payload map has 8 keys, format 34 has 9"},
		// A format-34 payload relabelled 35 lacks run.cl_build.
		{"no cl_build in format 35", relabel(t, rawEncode(survivalRun(), 34), 34, 35), "run", "run map has 15 keys, format 35 (the file's format_version) has 16"},
		// A format-35 payload relabelled 34 has run.cl_build: the message names the format
		// the keys were counted for (from a new user's trial: it named none).
		{"cl_build in format 34", relabel(t, rawEncode(survivalRun(), 35), 35, 34), "run", "run map has 16 keys, format 34 (the file's format_version) has 15"},
		// A format-33 payload relabelled 32 has run.custom_quest, which 32 lacks.
		{"custom_quest in format 32", relabel(t, rawEncode(stockQuestRun(), 33), 33, 32), "run", "run map has 15 keys, format 32 (the file's format_version) has 14"},
		// Format 31 with a quest run lacking quest_level: custom quests arrived in 33.
		{"quest without level in format 31", rawEncode(func() *Replay { r := stockQuestRun(); r.Run.QuestLevel = nil; return r }(), 31),
			"run.quest_level", "needs its quest_level"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := DecodePayload(c.payload)
			e, ok := err.(*Error)
			if !ok || e.Path != c.path || !bytes.Contains([]byte(e.Msg), []byte(c.msg)) {
				t.Errorf("got %v, want path %q and %q", err, c.path, c.msg)
			}
		})
	}
}

// relabel rewrites the format_version of a payload written as from.
func relabel(t *testing.T, payload []byte, from, to int) []byte {
	t.Helper()
	p, _ := splice(t, payload, "format_version", []byte{byte(from)}, []byte{byte(to)})
	return p
}
