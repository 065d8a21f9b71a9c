package game

import (
	"errors"

	"crdplayer/replayio"
)

// Verify plays a run straight through once and returns its verification, the one a Session's
// background pass builds (the same checks, statuses and words: crd verify prints it), without
// what only playback needs: no keyframes, no trace index, no comparing past the first
// divergence (unless opts.AllDivergences). opts.TracePath, ForceTrace, AllDivergences and
// PayloadSHA256 apply; the keyframe options do not.
//
// A run that cannot start (sim.New refuses it: unsupported settings, or settings the format
// allows but no run can have) is a Verification with Err set, Status invalid or unsupported,
// and nothing simulated or derived.
func Verify(rep *replayio.Replay, opts Options) Verification {
	if rep == nil {
		return Verification{Err: errors.New("game: nil replay")}
	}
	opts.verifyOnly = true
	opts.OnTick = nil
	s, err := open(rep, opts, newSimMachine)
	if err != nil {
		v := Verification{SHA256: opts.PayloadSHA256, Err: err, Ticks: len(rep.Ticks), Recorded: rep.Result}
		v.describe(rep)
		if v.SHA256 == "" {
			v.SHA256 = rep.RunID()
		}
		return v
	}
	defer s.Close()
	s.Wait()
	v, _ := s.Verification()
	return v
}

// StartError reports whether err is a run-start error from Verify or Open (the run could not
// start), as opposed to a simulation error at a tick (*SimError).
func StartError(err error) bool {
	var se *SimError
	return err != nil && !errors.As(err, &se)
}
