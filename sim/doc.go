// Package sim is the deterministic Crimsonland simulation: run start, one fixed 60 Hz tick from
// recorded inputs, and the RunResult. It imports only the standard library and replayio; no
// wall clock, no math/rand, no goroutines inside a tick, no map-order-dependent logic.
package sim
