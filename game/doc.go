// Package game is headless playback over sim: a Session with keyframes, seek, step, timeline
// events and verification, used alike by the window (render, cmd/player) and the crd command.
// It never imports Ebiten or the dialog package.
//
// # Ticks, positions and time
//
// One numbering everywhere (the README's "Ticks and time"): "tick N" is the recorded tick with
// 0-based index N, as the file orders its ticks and as a trace's "t" counts them, and "at tick
// N" is the state just after tick N was simulated. A Session's timeline counts positions: a
// run of n recorded ticks has n+1 states, position 0 the run start (the run-start path done,
// no tick simulated; "start", tick -1 in crd's JSON) and position p the state after ticks
// 0..p-1, so position p shows tick p-1 (TickOfPos, PosOfTick, TickLabel) and Len() = n is the
// file's last tick, run-down included. Trace record t is position t+1; an Event at Pos p
// happened in tick p-1 (Event.At). SimError.Tick, Stop.Tick, TraceCheck's divergence and
// onsets, Death.Tick and InputDiff.Tick are tick indices; Seek, Pos, Limit, Progress and
// StateDiff.Pos are positions.
//
// Times are the game's own clock (Clock: sim.World.ElapsedMs per position, what the result's
// elapsed_ms counts), written m:ss.t (FormatClock). A go-to box reads ticks, times and steps
// (ParseTarget, Target.Resolve).
//
// # Verification, the inspector, two runs
//
// The background pass verifies the run (Verification: Status and Headline are the verdict
// crd verify prints too; Verify is the same pass for crd) and, with a trace, compares every
// tick, past the first divergence too (TraceCheck.Onsets), keeping the trace's records
// (trace.Index) so that Inspect can lay out any prepared tick's fields, ours against the
// trace's. DiffInputs, DiffRuns and CompareWorlds compare two runs (crd diff, the window's
// compare view).
//
// # Keyframes
//
// Opening a session starts a background pass that simulates the whole run once, storing
// keyframes: the bytes of sim.World (one pointer-free value) compressed with S2. A seek restores
// the nearest keyframe at or before its target and replays the ticks from there (or steps on
// from the shown state when that is nearer). Keyframes are spaced by what those ticks cost to
// replay, not by their count: every N ticks (N = 60 at first) where ticks cost no more than a
// reference tick (about 120 moving creatures), closer where they cost more, by an estimate
// counted from the state (tickCost: moving creatures, rockets, projectiles; never a clock, so
// the spacing is the same every time). Past a budget of 64 MiB the store keeps every other
// keyframe and doubles the spacing.
//
// Measured on the longest reference run (survival-long-512, 16,901 ticks, 4:42 of play):
// sizeof(sim.World) = 302,304 bytes; a keyframe compresses to about 13 KB early in the run and
// 24-29 KB with some 60 creatures alive (mean 23.9 KB, largest 29.1 KB), which is 1.44 MB per
// minute of run at N = 60. So N starts at 60 ticks (1 s). Seeks there (BenchmarkSeek) cost p50
// 0.8 ms and p99 1.9 ms of CPU; in wall-clock time p50 0.9 ms and p99 14-21 ms on a 2-core
// machine loaded 17-20 deep by parallel builds. The pass prepares 19-25k ticks/s
// (BenchmarkPrepare).
//
// Heavy runs weigh more: on testdata/long's 60,000-tick 4-player run (sizeof(sim.World) =
// 348,064 bytes now; the creature pool, 384 slots, full for half the run) full keyframes every
// 60 ticks come to 87 MiB, so the budget doubled N to 120 and seeks cost p99 5.9-7.4 ms of CPU.
// So once the keyframes, projected over the run, would fill half the budget, the store goes on
// in groups of four (deltaGroup): the first full, the other three the S2 of their XOR with it,
// zero wherever the state did not change. A restore then decodes two blocks instead of one
// (about 0.3 ms of CPU instead of 0.18), so lighter runs stay full. The long run keeps N = 60
// in 52 MiB (deltas on the previous keyframe would be smaller still, 13.6 MiB against 18.4 for
// groups of four on survival-long-4p-911, but a restore would walk the chain), and its seeks
// cost p50 1.1 ms and p99 4.0-4.2 ms of CPU and of wall-clock time at load 2.2 (they were
// p50 1.6 ms, p99 7.1 ms at N = 120), p99 3.2-3.4 ms of CPU and 8.5-15 ms of wall-clock time
// at load 6; survival-long-4p-911 (27 MiB, full) p50 0.8-0.9 and p99 2.1-2.4 ms of CPU.
//
// Counted by ticks, though, the late ticks of a crowded run cost three times the early ones, so
// the slowest seeks were all late: the 75,000-tick run thinned to N = 120 and its seeks cost
// p99 6.3-6.9 ms of CPU, the 60,000-tick run p99 3.0-3.7 ms (load 1-4). Spaced by tickCost (a
// fit of each tick's CPU time to the state before it: moving creatures about 0.1 µs each, a
// Freeze bonus stopping them all, rockets 1 µs, projectiles 0.2 µs), the 75,000-tick run keeps
// 649 keyframes in 50 MiB, 52 to 240 ticks apart, and seeks cost p99 3.4-4.3 ms; the
// 60,000-tick run 1005 in 61 MiB, 27 to 120 ticks apart, p99 2.0-2.4 ms; survival-long-4p-911
// 700 in 31 MiB (deltas on), p99 1.2-1.4 ms; the 20,000-tick Typ-o run (light, 60 ticks apart
// as before but where it is busier) p99 0.4-0.5 ms, as before. The pass saves more keyframes
// (1683 on the 60,000-tick run, 1001 before: it stores them closer until a thinning drops half),
// so it takes 5-11% more CPU on the 4-player runs (2.0-2.2 s of wall-clock time for the
// 60,000-tick run at load 1.2, 2.0 s before). Medians rise as the slowest seeks fall: p50 0.97
// ms on the 60,000-tick run (0.86 before), 1.55 ms on the 75,000-tick one (1.39).
//
// # Concurrency
//
// The playback calls (Step, Seek, Update, World…) belong to one goroutine, the window's Update;
// the background pass shares only keyframes, timeline, progress and verification with it, under
// a mutex. Everything is race-free (go test -race).
package game
