// Package replayio reads and writes .crd replays (format 35, seeds/000): one zstd frame
// holding a canonical msgpack payload.
//
// Decode (file bytes) = Unwrap (envelope) + DecodePayload (payload); ReadFile adds the file
// name to errors. Reading enforces every rule the format states that needs no simulation:
// exactly one zstd frame with nothing after it, window ≤ 8 MiB, file ≤ 65 MiB, payload ≤
// 64 MiB (enforced while decompressing); canonical msgpack (keys in declared order, none
// missing, extra or repeated, shortest integers and headers, float fields as float64 holding
// finite float32 values); and the RunSpec, Tick, Command and RunResult constraints. Formats 30
// to 34 read with their documented defaults. A rejected input gives an *Error with the
// offending value's path (ticks[812].inputs[1].flags) and first byte offset, never a panic.
//
// The payload reader is hand-written and schema-driven: it checks canonical form as it goes
// (so it can say where), never builds a generic value tree (so nesting is bounded by the
// schema), and checks every array count against the bytes left before allocating. Encode
// writes through vmihailenco/msgpack's primitive encoders and always produces format 35;
// EncodeFile/Wrap compress with klauspost/compress/zstd.
//
// It knows the file format only: it never imports sim, game, render or Ebiten.
package replayio
