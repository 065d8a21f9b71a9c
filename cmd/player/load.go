package main

import (
	"os"

	"crdplayer/game"
	"crdplayer/game/trace"
	"crdplayer/render"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// load decodes a run and opens a playback session on it. A trace sidecar next to the file
// (NAME.crd.trace.jsonl.gz) is compared tick by tick in the background, and the ground's decals
// are recorded there too. A run the simulation cannot play exactly (rules 2, the 1.9.8 rules, a
// violence setting) still opens, under the nearest profile (game.Options.Approximate); the
// window says so.
func load(name string, data []byte) (render.Playback, error) {
	return loadWith(name, data, render.LoadOptions{})
}

// loadWith is load with a trace given (o.Trace, else the sidecar next to the run) and, with
// o.ForceTrace, one recorded for another run compared anyway.
func loadWith(name string, data []byte, o render.LoadOptions) (render.Playback, error) {
	rep, err := replayio.Decode(data)
	if err != nil {
		return nil, err
	}
	// The session's background pass records the ground's decals for the window as it goes, and
	// where the players stand (the input lane's aim directions).
	decals, track := render.NewDecalRecord(), render.NewTrackRecord()
	// The trace cache (crd verify --help says what it is) makes the trace of a run opened again
	// cheaper to compare.
	opts := game.Options{PayloadSHA256: rep.RunID(), OnTick: render.OnTicks(decals.Record, track.Record), Approximate: true, ForceTrace: o.ForceTrace,
		TraceCache: trace.DefaultCache()}
	if p := trace.CacheEnvProblem(); p != "" {
		warn(p)
	}
	switch tp := name + ".trace.jsonl.gz"; {
	case o.Trace != "":
		opts.TracePath = o.Trace
	case present(tp):
		// Whatever is there is the sidecar: one that is no file (a folder, a named pipe) is
		// said as a trace that cannot be read, as crd verify says it, not passed over.
		opts.TracePath = tp
	}
	s, err := game.Open(rep, opts)
	if err != nil {
		return nil, err
	}
	pb := render.WithTrack(render.WithDecals(s, decals), track)
	// The session keeps no terrain; the run start is cheap, so take the stamps from a fresh one.
	spec, _ := sim.Approximate(&rep.Run)
	_, ter, err := sim.New(&spec)
	if err != nil {
		return pb, nil
	}
	return render.WithGround(pb, ter), nil
}

// present reports whether anything is at path p.
func present(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}
