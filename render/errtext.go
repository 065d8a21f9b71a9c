package render

import (
	"errors"
	"io/fs"
	"strings"
	"syscall"

	"crdplayer/replayio"
)

// openHeadline is the plain-language heading of an error opening a run; the technical detail
// (the error itself) shows below it.
func openHeadline(err error) string {
	var re *replayio.Error
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "This file does not exist"
	case errors.Is(err, fs.ErrPermission):
		return "This file cannot be read (no permission)"
	case errors.Is(err, syscall.EISDIR):
		return "This is a folder, not a .crd replay"
	case errors.As(err, &re):
		if strings.Contains(re.Msg, "truncated") {
			return "This file is not a complete .crd replay (it may be cut off)"
		}
		if re.Part == replayio.PartEnvelope && strings.Contains(re.Msg, "the file is damaged") {
			// A zstd frame whose headers are sound but whose data does not decode: a .crd
			// all the same, damaged.
			return "This .crd replay is damaged"
		}
		if re.Part == replayio.PartEnvelope && strings.Contains(re.Msg, "limit") {
			// A file, a frame or its window past what any run needs (a compression bomb,
			// or a run far longer than the game records).
			return "This file is too large to be a .crd replay"
		}
		if re.Part == replayio.PartEnvelope {
			return "This is not a .crd replay"
		}
		return "This .crd replay is damaged or from an unsupported version"
	}
	return "Cannot open this run"
}
