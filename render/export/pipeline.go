package export

import (
	"image"
	"sync"
	"sync/atomic"
)

// Pipeline runs an Encoder on a goroutine of its own, so that the window draws frame k+1 while
// frame k is encoded. Frames travel in a few buffers of w×h pixels that go round: Buffer takes a
// free one, the caller fills it and passes it to Send, and the encoder gives it back. The
// buffers are all the memory an export holds, whatever its length.
//
// Only one goroutine (the window's) may call Buffer, Send, Finish and Abort; Encoded and Err may
// be called from anywhere.
type Pipeline struct {
	enc     Encoder
	free    chan *image.RGBA
	work    chan *image.RGBA
	done    chan struct{}
	encoded atomic.Int64
	aborted atomic.Bool
	mu      sync.Mutex
	err     error // the encoder's first error
	closed  bool
}

// Start starts encoding with depth buffers (at least 2) of w×h pixels.
func Start(enc Encoder, w, h, depth int) *Pipeline {
	depth = max(depth, 2)
	p := &Pipeline{enc: enc, free: make(chan *image.RGBA, depth), work: make(chan *image.RGBA, depth), done: make(chan struct{})}
	for range depth {
		p.free <- image.NewRGBA(image.Rect(0, 0, w, h))
	}
	go p.run()
	return p
}

func (p *Pipeline) run() {
	defer close(p.done)
	for img := range p.work {
		if p.Err() == nil && !p.aborted.Load() {
			if err := p.enc.Frame(img); err != nil {
				p.fail(err)
			} else {
				p.encoded.Add(1)
			}
		}
		p.free <- img
	}
}

func (p *Pipeline) fail(err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.err == nil {
		p.err = err
	}
}

// Err is the encoder's error, once it failed (the frames sent after it are dropped).
func (p *Pipeline) Err() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.err
}

// Encoded is how many frames the encoder has written.
func (p *Pipeline) Encoded() int { return int(p.encoded.Load()) }

// Buffer is a free frame buffer, or nil when none is free and wait is false (the encoder is
// behind: the window draws on and asks again in its next frame). With wait it blocks until the
// encoder frees one.
func (p *Pipeline) Buffer(wait bool) *image.RGBA {
	if wait {
		return <-p.free
	}
	select {
	case img := <-p.free:
		return img
	default:
		return nil
	}
}

// Send queues a filled buffer (from Buffer) for the encoder. It never blocks: there are as many
// places in the queue as buffers.
func (p *Pipeline) Send(img *image.RGBA) { p.work <- img }

// Finish waits for the frames sent to be encoded and closes the output; the error is the
// encoder's first or Close's (the output is then removed).
func (p *Pipeline) Finish() error {
	if p.closed {
		return p.Err()
	}
	p.closed = true
	close(p.work)
	<-p.done
	if err := p.Err(); err != nil {
		p.enc.Abort()
		return err
	}
	if err := p.enc.Close(); err != nil {
		p.fail(err)
		p.enc.Abort() // a half-written video is no use
		return err
	}
	return nil
}

// Abort stops the export without waiting for the frames queued, and removes what it wrote.
func (p *Pipeline) Abort() {
	if p.closed {
		return
	}
	p.closed = true
	p.aborted.Store(true)
	if i, ok := p.enc.(interrupter); ok {
		i.Interrupt()
	}
	close(p.work)
	<-p.done
	p.enc.Abort()
}
