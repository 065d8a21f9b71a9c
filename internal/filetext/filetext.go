// Package filetext makes strings read from files safe to print and draw: bounded in length
// and with every control character escaped, in time that depends on the bound, never on the
// string. A .crd file or a trace sidecar may hold a 10,000-character game_version, a map key
// of any length or terminal escape sequences; the decoder's errors, the trace reader's, the
// crd command's text output and the window all pass such strings through here.
//
// It imports the standard library only, so that every package of the project (replayio and
// game/trace included, which otherwise need nothing of the project's) may use it.
package filetext

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// QuoteMax is the most characters of a string Quote shows.
const QuoteMax = 40

// Short is the length Clip is given for a field shown on one line (a build name, a recorder
// field: the format's recorder and pilot fields are at most 64 characters).
const Short = 64

// Quote is s as a Go string literal, as strconv.Quote writes it, of at most QuoteMax
// characters; a longer s is cut there, followed by "…" and its length in bytes:
//
//	"kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk"… (10000 bytes)
//
// It reads at most QuoteMax characters of s.
func Quote[T ~string | ~[]byte](s T) string {
	head, cut := prefix(s, QuoteMax)
	q := strconv.Quote(head)
	if cut {
		q += "… (" + strconv.Itoa(len(s)) + " bytes)"
	}
	return q
}

// Clip is s for display on one line: at most limit characters (runes; an invalid byte counts as
// one), each control character escaped as Escape does; a longer s is cut there, followed by
// "…" and its length in bytes. It reads at most limit characters of s.
func Clip[T ~string | ~[]byte](s T, limit int) string {
	head, cut := prefix(s, limit)
	out := Escape(head)
	if cut {
		out += "… (" + strconv.Itoa(len(s)) + " bytes)"
	}
	return out
}

// Escape is s with every character that could move the cursor, change a terminal's state or
// reorder text written as a Go escape: \n, \r and \t, other C0 controls and DEL as \xNN, C1
// controls, Unicode format characters (bidirectional overrides, zero-width characters) and
// the line and paragraph separators as \uNNNN, and each byte that is not UTF-8 as \xNN. Other
// characters, backslashes included, are kept, so a path stays readable. Escape does not bound
// the length: use it for names the user gave (file paths), Clip for strings from a file.
func Escape(s string) string {
	i := 0
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if needsEscape(r, n) {
			break
		}
		i += n
	}
	if i == len(s) {
		return s // the common case: nothing to escape, no copy
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	b.WriteString(s[:i])
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !needsEscape(r, n) {
			b.WriteString(s[i : i+n])
			i += n
			continue
		}
		switch {
		case r == utf8.RuneError:
			b.WriteString(`\x`)
			b.WriteString(hex2(s[i]))
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x80:
			b.WriteString(`\x`)
			b.WriteString(hex2(byte(r)))
		case r <= 0xffff:
			b.WriteString(`\u`)
			b.WriteString(pad(strconv.FormatInt(int64(r), 16), 4))
		default:
			b.WriteString(`\U`)
			b.WriteString(pad(strconv.FormatInt(int64(r), 16), 8))
		}
		i += n
	}
	return b.String()
}

// needsEscape reports whether the rune r, n bytes long in its string, is escaped by Escape.
func needsEscape(r rune, n int) bool {
	if r >= 0x20 && r < 0x7f {
		return false
	}
	if r == utf8.RuneError && n == 1 {
		return true // not UTF-8
	}
	return unicode.IsControl(r) || unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp)
}

// prefix is the first limit characters of s (runes; an invalid byte counts as one) as a
// string, and whether s is longer. It reads at most limit characters of s.
func prefix[T ~string | ~[]byte](s T, limit int) (string, bool) {
	i := 0
	for k := 0; k < limit && i < len(s); k++ {
		_, n := decodeRune(s[i:])
		i += n
	}
	return string(s[:i]), i < len(s)
}

func decodeRune[T ~string | ~[]byte](s T) (rune, int) {
	// Only the first character is needed: copy at most utf8.UTFMax bytes.
	var buf [utf8.UTFMax]byte
	n := copy(buf[:], s[:min(len(s), utf8.UTFMax)])
	return utf8.DecodeRune(buf[:n])
}

func hex2(b byte) string {
	const digits = "0123456789abcdef"
	return string([]byte{digits[b>>4], digits[b&15]})
}

func pad(s string, n int) string {
	if len(s) < n {
		return strings.Repeat("0", n-len(s)) + s
	}
	return s
}
