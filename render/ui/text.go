package ui

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"crdplayer/internal/filetext"
	"crdplayer/render/draw"
)

// wrapMax is the most characters wrap lays out. Wrapped strings are messages, notes and lists
// whose own parts are bounded; a longer one is clipped (filetext.Clip), so a few lines always
// cost a few lines of work.
const wrapMax = 2000

// shapeMax is the longest word wrap measures whole; a longer one is measured a character at a
// time.
const shapeMax = 64

// wrap splits s into lines no wider than w in the small font (the normal font is at most 13/11
// as wide; callers using it pass a narrower w). Control characters come out escaped. Each word is
// measured once and lines are laid out by adding widths; a word wider than the line (a hash, a
// long string from a file) is cut in one pass over its characters. Measuring is what costs:
// Ebiten shapes and caches every string it measures, and measuring each prefix of a
// 1,000-character word took 7 s and 1 GB.
func wrap(s string, f *Fonts, w float64) []string {
	s = filetext.Clip(s, wrapMax)
	space := draw.TextWidth(" ", f.Small)
	var lines []string
	cur, curW := "", 0.0
	for _, word := range strings.Fields(s) {
		var ww float64
		if len(word) <= shapeMax {
			ww = draw.TextWidth(word, f.Small)
		} else {
			// Shaping a long word costs some 4 KB a character: add its characters' widths.
			_, ww = cutWord(word, f.Small, math.Inf(1))
		}
		if ww > w {
			if cur != "" {
				lines = append(lines, cur)
			}
			pieces, lastW := cutWord(word, f.Small, w)
			lines = append(lines, pieces[:len(pieces)-1]...)
			cur, curW = pieces[len(pieces)-1], lastW
			continue
		}
		if cur != "" && curW+space+ww > w {
			lines = append(lines, cur)
			cur, curW = "", 0
		}
		if cur != "" {
			cur += " "
			curW += space
		}
		cur += word
		curW += ww
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// cutWord cuts word into pieces no wider than w (each at least one character), adding the
// widths of its characters measured one by one, and returns them with the last piece's width.
func cutWord(word string, face text.Face, w float64) ([]string, float64) {
	var pieces []string
	start, pw := 0, 0.0
	for i, r := range word {
		rw := draw.TextWidth(string(r), face)
		if i > start && pw+rw > w {
			pieces = append(pieces, word[start:i])
			start, pw = i, 0
		}
		pw += rw
	}
	return append(pieces, word[start:]), pw
}

// fitLine is s (shown on one line: control characters escaped, as wrap does) cut to fit w in
// face, ending in "…" when cut. Like cutWord it adds the widths of characters measured one by
// one, so a long s costs one pass.
func fitLine(s string, face text.Face, w float64) string {
	s = filetext.Clip(s, wrapMax)
	if draw.TextWidth(s, face) <= w {
		return s
	}
	pieces, _ := cutWord(s, face, max(w-draw.TextWidth("…", face), 0))
	return pieces[0] + "…"
}

// packParts lays s out in lines at most w pixels wide in face: its parts (split at sep, the
// empty ones left out) joined by sep, as many to a line as fit; a part wider than w alone is
// given to wide, whose lines are taken as they are but the last, which later parts may join.
// s as it is when it fits.
func packParts(s, sep string, face text.Face, w float64, wide func(part string) []string) []string {
	if draw.TextWidth(s, face) <= w {
		return []string{s}
	}
	var lines []string
	cur := ""
	for _, part := range strings.Split(s, sep) {
		if part = strings.TrimSpace(part); part == "" {
			continue
		}
		if cur != "" && draw.TextWidth(cur+sep+part, face) <= w {
			cur += sep + part
			continue
		}
		if cur != "" {
			lines = append(lines, cur)
		}
		cur = part
		if draw.TextWidth(part, face) > w {
			if pieces := wide(part); len(pieces) > 0 {
				lines = append(lines, pieces[:len(pieces)-1]...)
				cur = pieces[len(pieces)-1]
			}
		}
	}
	if cur != "" || len(lines) == 0 {
		lines = append(lines, cur)
	}
	return lines
}
