package render

import (
	"fmt"
	"time"
)

// The simulation is young: a bug in it must show as a message, never take the window down.
// These wrappers turn a panic inside a Playback call into an error.

func safeCall(f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("internal error: %v", r)
		}
	}()
	return f()
}

func safeUpdate(pb Playback, dt time.Duration) (n int, err error) {
	err = safeCall(func() error {
		var e error
		n, e = pb.Update(dt)
		return e
	})
	return n, err
}

func safeLoad(load Loader, name string, data []byte) (pb Playback, err error) {
	err = safeCall(func() error {
		var e error
		pb, e = load(name, data)
		return e
	})
	return pb, err
}
