package replayio

import (
	"bytes"
	"encoding/binary"
	"errors"
	"sync"

	"github.com/klauspost/compress/zstd"
)

// Envelope limits (seeds/000 "Envelope"). Writers enforce the same.
const (
	MaxFileBytes    = 65 << 20 // a .crd file
	MaxPayloadBytes = 64 << 20 // its decompressed msgpack payload
	MaxWindowBytes  = 8 << 20  // the zstd frame's declared window

	// maxBlockBytes is zstd's largest block output (RFC 8878 Block_Maximum_Size).
	maxBlockBytes = 128 << 10
)

var zstdMagic = [4]byte{0x28, 0xb5, 0x2f, 0xfd}

// frameInfo is what walking a frame's headers tells before decompressing anything.
type frameInfo struct {
	contentSize int64 // declared payload size, -1 when the header leaves it out
	window      uint64
	// maxContent bounds the payload from the block headers: a raw or RLE block's size, at
	// most maxBlockBytes for a compressed one. Encoders fill blocks, so it is tight.
	maxContent int64
	checksum   bool
}

// walkFrame checks that data is exactly one zstd frame and nothing else: the magic number, a
// frame header within the limits, block headers up to the last block, the checksum when the
// header announces one, and no byte after it. klauspost's DecodeAll would silently accept
// concatenated and skippable frames and empty input, so this walk comes first.
func walkFrame(data []byte) (frameInfo, error) {
	var fi frameInfo
	if len(data) > MaxFileBytes {
		return fi, envelopeError(-1, nil, "file is %d bytes, over the %d-byte limit", len(data), MaxFileBytes)
	}
	if len(data) == 0 {
		return fi, envelopeError(-1, nil, "empty file")
	}
	if len(data) < 4 && bytes.Equal(data, zstdMagic[:len(data)]) {
		// The start of the magic number and no more: a replay cut off after its first bytes.
		return fi, envelopeError(int64(len(data)), nil, "truncated: the file is %d of the zstd magic number's 4 bytes (28 b5 2f fd) and nothing after", len(data))
	}
	if len(data) < 4 || [4]byte(data[:4]) != zstdMagic {
		if len(data) >= 4 && binary.LittleEndian.Uint32(data)&0xfffffff0 == 0x184d2a50 {
			return fi, envelopeError(0, nil, "skippable zstd frame where the replay frame is due")
		}
		// (Said as what the file is not, for people, with the bytes for those who check.)
		return fi, envelopeError(0, nil, "not a .crd replay: a replay is a zstd frame, which starts 28 b5 2f fd, and this file starts % x", data[:min(len(data), 4)])
	}
	off := 4
	if off >= len(data) {
		return fi, envelopeError(int64(off), nil, "truncated frame header")
	}
	fhd := data[off]
	off++
	fcsFlag := fhd >> 6
	singleSegment := fhd&0x20 != 0
	if fhd&0x08 != 0 {
		return fi, envelopeError(4, nil, "reserved bit set in the frame header descriptor")
	}
	fi.checksum = fhd&0x04 != 0
	dictIDSize := [4]int{0, 1, 2, 4}[fhd&3]
	fcsSize := [4]int{0, 2, 4, 8}[fcsFlag]
	if fcsFlag == 0 && singleSegment {
		fcsSize = 1
	}
	need := dictIDSize + fcsSize
	if !singleSegment {
		need++
	}
	if len(data)-off < need {
		return fi, envelopeError(int64(off), nil, "truncated frame header")
	}
	if !singleSegment {
		wd := data[off]
		windowLog := 10 + uint(wd>>3)
		base := uint64(1) << windowLog
		fi.window = base + (base/8)*uint64(wd&7)
		if fi.window > MaxWindowBytes {
			return fi, envelopeError(int64(off), nil, "zstd window of %d bytes is over the %d-byte limit", fi.window, MaxWindowBytes)
		}
		off++
	}
	if dictIDSize > 0 {
		var id uint32
		for i := range dictIDSize {
			id |= uint32(data[off+i]) << (8 * i)
		}
		if id != 0 {
			return fi, envelopeError(int64(off), nil, "frame needs zstd dictionary %d; replays use none", id)
		}
		off += dictIDSize
	}
	fi.contentSize = -1
	if fcsSize > 0 {
		var v uint64
		for i := range fcsSize {
			v |= uint64(data[off+i]) << (8 * i)
		}
		if fcsSize == 2 {
			v += 256
		}
		if v > MaxPayloadBytes {
			return fi, envelopeError(int64(off), nil, "frame declares a %d-byte payload, over the %d-byte limit", v, MaxPayloadBytes)
		}
		fi.contentSize = int64(v)
		off += fcsSize
	}
	if singleSegment {
		// A single-segment frame's window is its whole content.
		fi.window = uint64(fi.contentSize)
		if fi.window > MaxWindowBytes {
			return fi, envelopeError(5, nil, "single-segment frame needs a %d-byte window, over the %d-byte limit", fi.window, MaxWindowBytes)
		}
	}
	for {
		if len(data)-off < 3 {
			return fi, envelopeError(int64(off), nil, "truncated block header")
		}
		bh := uint32(data[off]) | uint32(data[off+1])<<8 | uint32(data[off+2])<<16
		last := bh&1 != 0
		size := int(bh >> 3)
		if size > maxBlockBytes {
			return fi, envelopeError(int64(off), nil, "block of %d bytes is over zstd's %d-byte maximum", size, maxBlockBytes)
		}
		switch (bh >> 1) & 3 {
		case 0: // raw
			fi.maxContent += int64(size)
		case 1: // RLE: one byte repeated size times
			fi.maxContent += int64(size)
			size = 1
		case 2:
			fi.maxContent += maxBlockBytes
		case 3:
			return fi, envelopeError(int64(off), nil, "reserved block type")
		}
		off += 3
		if len(data)-off < size {
			return fi, envelopeError(int64(off), nil, "truncated block: %d bytes declared, %d left", size, len(data)-off)
		}
		off += size
		if last {
			break
		}
	}
	if fi.checksum {
		if len(data)-off < 4 {
			return fi, envelopeError(int64(off), nil, "truncated frame checksum")
		}
		off += 4
	}
	if off != len(data) {
		return fi, envelopeError(int64(off), nil, "%d bytes after the zstd frame", len(data)-off)
	}
	return fi, nil
}

var (
	decoderOnce sync.Once
	zstdDecoder *zstd.Decoder
	decoderErr  error
)

// sharedDecoder is one zstd decoder for the process; DecodeAll is safe for concurrent use. Its
// limits make a decompression bomb fail once the output passes MaxPayloadBytes.
func sharedDecoder() (*zstd.Decoder, error) {
	decoderOnce.Do(func() {
		zstdDecoder, decoderErr = zstd.NewReader(nil,
			zstd.WithDecoderMaxWindow(MaxWindowBytes),
			zstd.WithDecoderMaxMemory(MaxPayloadBytes),
			zstd.IgnoreChecksum(false),
		)
	})
	return zstdDecoder, decoderErr
}

// Unwrap returns the payload inside a .crd file's envelope, enforcing every envelope rule:
// exactly one zstd frame, no trailing bytes, checksum verified when present, window, file and
// payload limits.
func Unwrap(data []byte) ([]byte, error) {
	fi, err := walkFrame(data)
	if err != nil {
		return nil, err
	}
	dec, err := sharedDecoder()
	if err != nil {
		return nil, envelopeError(-1, err, "zstd decoder")
	}
	// The output buffer is allocated once: the block headers' bound (or the declared size),
	// never more than the payload limit, plus one block of slack so that the block crossing
	// the limit lands without the slice growing before the decoder's size check fails it.
	size := min(fi.maxContent, MaxPayloadBytes)
	if fi.contentSize >= 0 {
		size = min(size, fi.contentSize)
	}
	payload, err := dec.DecodeAll(data, make([]byte, 0, size+maxBlockBytes))
	if err != nil {
		if errors.Is(err, zstd.ErrDecoderSizeExceeded) {
			return nil, envelopeError(-1, nil, "the zstd frame (file bytes 0–%d) decompresses to more than the payload limit, %d bytes", len(data)-1, MaxPayloadBytes)
		}
		// The decoder does not say where in the frame it failed; the walk above found every
		// header sound, so it is the compressed data inside the blocks.
		return nil, envelopeError(-1, err, "the file is damaged: the compressed data in its zstd frame (file bytes 0–%d) does not decode", len(data)-1)
	}
	if len(payload) > MaxPayloadBytes {
		return nil, envelopeError(-1, nil, "the zstd frame (file bytes 0–%d) decompresses to more than the payload limit, %d bytes", len(data)-1, MaxPayloadBytes)
	}
	if fi.contentSize >= 0 && int64(len(payload)) != fi.contentSize {
		return nil, envelopeError(-1, nil, "frame declares %d payload bytes but holds %d", fi.contentSize, len(payload))
	}
	return payload, nil
}

var (
	encoderOnce sync.Once
	zstdEncoder *zstd.Encoder
	encoderErr  error
)

func sharedEncoder() (*zstd.Encoder, error) {
	encoderOnce.Do(func() {
		zstdEncoder, encoderErr = zstd.NewWriter(nil,
			zstd.WithEncoderLevel(zstd.SpeedBetterCompression),
			zstd.WithWindowSize(MaxWindowBytes),
			zstd.WithEncoderCRC(true),
			zstd.WithEncoderConcurrency(1),
		)
	})
	return zstdEncoder, encoderErr
}

// Wrap puts a payload in the .crd envelope: one zstd frame with a checksum and a window of at
// most MaxWindowBytes.
func Wrap(payload []byte) ([]byte, error) {
	if len(payload) > MaxPayloadBytes {
		return nil, envelopeError(-1, nil, "payload is %d bytes, over the %d-byte limit", len(payload), MaxPayloadBytes)
	}
	enc, err := sharedEncoder()
	if err != nil {
		return nil, envelopeError(-1, err, "zstd encoder")
	}
	data := enc.EncodeAll(payload, make([]byte, 0, len(payload)/3+64))
	if len(data) > MaxFileBytes {
		return nil, envelopeError(-1, nil, "file would be %d bytes, over the %d-byte limit", len(data), MaxFileBytes)
	}
	return data, nil
}
