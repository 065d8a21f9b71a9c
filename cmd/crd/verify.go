package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sync"

	"crdplayer/internal/parity"
	"crdplayer/replayio"
)

// verifyResult is one file's verification, as printed.
type verifyResult struct {
	File       string              `json:"file"`
	SHA256     string              `json:"sha256,omitempty"`
	Status     string              `json:"status"`
	Error      string              `json:"error,omitempty"`
	Ticks      int                 `json:"ticks"`
	Derived    *replayio.RunResult `json:"derived,omitempty"`
	Mismatches []string            `json:"mismatches,omitempty"`
	Trace      string              `json:"trace,omitempty"`
	Divergence *parity.Divergence  `json:"divergence,omitempty"`
}

// runVerify implements `crd verify FILE… [--json] [--brief] [--trace TRACE]`: each file is
// decoded and simulated; the derived result is compared with the recorded one and, with a
// trace sidecar (--trace, or FILE.trace.jsonl.gz next to it), every tick with the trace.
// Exit 0 all verified, 1 a mismatch, 2 an invalid file, 3 unsupported settings.
func runVerify(args []string, stdout, stderr io.Writer) int {
	var files []string
	asJSON, brief := false, false
	trace := ""
	for i := 0; i < len(args); i++ {
		switch args[i] {
		case "--json":
			asJSON = true
		case "--brief":
			brief = true
		case "--trace":
			if i+1 >= len(args) {
				fmt.Fprintln(stderr, "crd verify: --trace needs a file")
				return 2
			}
			i++
			trace = args[i]
		default:
			files = append(files, args[i])
		}
	}
	if len(files) == 0 {
		fmt.Fprintln(stderr, "usage: crd verify FILE… [--json] [--brief] [--trace TRACE]")
		return 2
	}
	if trace != "" && len(files) != 1 {
		fmt.Fprintln(stderr, "crd verify: --trace goes with exactly one file")
		return 2
	}
	results := make([]verifyResult, len(files))
	jobs := make(chan int)
	var wg sync.WaitGroup
	for n := 0; n < min(runtime.NumCPU(), len(files)); n++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				results[i] = verifyFile(files[i], trace)
			}
		}()
	}
	for i := range files {
		jobs <- i
	}
	close(jobs)
	wg.Wait()

	code := 0
	for i := range results {
		r := &results[i]
		if asJSON {
			b, _ := json.Marshal(r)
			fmt.Fprintln(stdout, string(b))
		} else {
			printVerify(stdout, r, brief)
		}
		code = worseExit(code, statusExit(r.Status))
	}
	return code
}

func statusExit(status string) int {
	switch status {
	case parity.StatusVerified:
		return 0
	case parity.StatusMismatch:
		return 1
	case parity.StatusUnsupported:
		return 3
	default:
		return 2
	}
}

// worseExit orders the exit codes: invalid over unsupported over mismatch over verified.
func worseExit(a, b int) int {
	rank := map[int]int{0: 0, 1: 1, 3: 2, 2: 3}
	if rank[b] > rank[a] {
		return b
	}
	return a
}

func verifyFile(path, trace string) verifyResult {
	res := verifyResult{File: path}
	r, err := parity.ReadReplay(path)
	if err != nil {
		res.Status = parity.StatusInvalid
		res.Error = err.Error()
		return res
	}
	res.SHA256 = parity.RunID(r)
	if trace == "" {
		if _, err := os.Stat(path + ".trace.jsonl.gz"); err == nil {
			trace = path + ".trace.jsonl.gz"
		}
	}
	var tr *parity.Trace
	if trace != "" {
		tr, err = parity.ReadTrace(trace)
		if err != nil {
			res.Status = parity.StatusInvalid
			res.Error = err.Error()
			return res
		}
		res.Trace = trace
	}
	rep := parity.Run(r, tr)
	res.Status = rep.Status
	if rep.Err != nil {
		res.Error = rep.Err.Error()
	}
	res.Ticks = rep.Ticks
	if rep.Status != parity.StatusInvalid && rep.Status != parity.StatusUnsupported {
		d := rep.Derived
		res.Derived = &d
	}
	res.Mismatches = rep.Mismatches
	res.Divergence = rep.Divergence
	return res
}

func printVerify(w io.Writer, r *verifyResult, brief bool) {
	name := filepath.Base(r.File)
	if brief {
		line := fmt.Sprintf("%-24s %s", name, r.Status)
		switch {
		case r.Divergence != nil:
			d := r.Divergence
			line += fmt.Sprintf(": tick %d %s: want %s got %s", d.Tick, d.Field, d.Want, d.Got)
		case r.Error != "":
			line += ": " + r.Error
		case len(r.Mismatches) > 0:
			line += ": " + r.Mismatches[0]
		}
		fmt.Fprintln(w, line)
		return
	}
	fmt.Fprintf(w, "%s: %s\n", r.File, r.Status)
	if r.SHA256 != "" {
		fmt.Fprintf(w, "  sha256 %s\n", r.SHA256)
	}
	if r.Error != "" {
		fmt.Fprintf(w, "  error: %s\n", r.Error)
	}
	if r.Derived != nil {
		d := r.Derived
		fmt.Fprintf(w, "  derived: outcome %s elapsed_ms %d kills %d shots %d/%d rng_state %d pending_perks %d ticks %d\n",
			d.Outcome, d.ElapsedMs, d.Kills, d.ShotsHit, d.ShotsFired, d.RngState, d.PendingPerks, r.Ticks)
		for i, p := range d.Players {
			fmt.Fprintf(w, "  player %d: experience %d health %v most_used_weapon %d\n", i, p.Experience, p.Health, p.MostUsedWeaponID)
		}
	}
	for _, m := range r.Mismatches {
		fmt.Fprintf(w, "  mismatch %s\n", m)
	}
	if r.Divergence != nil {
		fmt.Fprintf(w, "  trace: first divergence %s\n", r.Divergence.String())
	}
}
