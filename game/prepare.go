package game

// prepare is the background pass: it simulates the whole run once on its own machine, keeping
// keyframes, the timeline and the trace comparison, and ends with the verification. It publishes
// its progress after every tick, so the playback can use everything up to its edge.
func (s *Session) prepare(m machine) {
	defer s.wg.Done()
	var tc *traceChecker
	if s.opts.TracePath != "" {
		publish := func(o Onset) {
			s.mu.Lock()
			s.onsets = append(s.onsets, o)
			s.mu.Unlock()
		}
		tc = newTraceChecker(s.opts.TracePath, s.total, s.opts.PayloadSHA256, s.opts.ForceTrace, startOf(m), s.traceIdx, s.opts.TraceCache,
			!s.opts.verifyOnly || s.opts.AllDivergences, publish)
		defer tc.close()
		m.setTracing(true)
		s.mu.Lock()
		if tc.r != nil {
			s.traceHeader, s.traceHeaderOK = tc.r.Header, true
		} else {
			s.traceErr = tc.out.Err
		}
		s.mu.Unlock()
	}
	var (
		evs    []Event
		all    []Event // every event, for Verify (a Session keeps them in s.events)
		smp    sample
		simErr *SimError
		endPos = -1 // position after the tick that ended the run
		// A straight verification keeps one checkpoint instead of keyframes, to derive the
		// result at a stop from the state before the failing tick, every verifyCheckpointInterval
		// ticks.
		checkAt   = 0
		checkSnap any // nil: the start, made again by s.restart
		checkMem  any // the checkpoints' memory, reused
	)
	m.sample(&smp)
	s.mu.Lock()
	s.series.add(&smp, s.rep.Run.PlayerCount)
	s.mu.Unlock()
	if s.opts.passHook != nil {
		s.opts.passHook(0, m)
	}

	for i := range s.rep.Ticks {
		if s.isClosed() {
			break
		}
		evs = evs[:0]
		var cost int64
		if !s.opts.verifyOnly {
			cost = m.tickCost()
		}
		if err := m.step(&s.rep.Ticks[i], &evs); err != nil {
			simErr = &SimError{Tick: i, Err: err}
			break
		}
		pos := i + 1
		if s.opts.passHook != nil {
			s.opts.passHook(pos, m)
		}
		if s.opts.OnTick != nil {
			if w := m.world(); w != nil {
				s.opts.OnTick(pos, w)
			}
		}
		for k := range evs {
			evs[k].Pos, evs[k].Tick = pos, pos
			if evs[k].Kind == EventRunEnd && endPos < 0 {
				endPos = pos
			}
		}
		if tc != nil {
			tc.check(m, i)
		}
		var (
			snap any
			size int
		)
		due := false
		if !s.opts.verifyOnly { // only this goroutine changes the keyframes
			s.kf.advance(cost)
			due = s.kf.due(pos)
		}
		if due {
			snap, size = m.save(s.kf.baseFor(pos))
		} else if s.opts.verifyOnly && pos%verifyCheckpointInterval == 0 {
			checkMem = m.checkpoint(checkMem)
			checkSnap, checkAt = checkMem, pos
		}
		if s.opts.verifyOnly {
			all = append(all, evs...)
		}
		sampled := pos%SeriesInterval == 0 || pos == len(s.rep.Ticks) // (the run's end: Series)
		if sampled {
			m.sample(&smp)
		}

		ms := clockMs(m.elapsedMs())
		s.mu.Lock()
		s.events = append(s.events, evs...)
		s.clock = append(s.clock, ms)
		if sampled {
			s.series.add(&smp, s.rep.Run.PlayerCount)
		}
		if due {
			s.kf.add(pos, snap, size)
		}
		s.edge = pos
		if s.waiters > 0 {
			// Waking a waiter costs a futex call and two context switches, as much as a
			// light tick: only a Seek ahead of the pass wants the new edge.
			s.cond.Broadcast()
		}
		s.mu.Unlock()
	}

	s.mu.Lock()
	closed := s.isClosed()
	done := simErr != nil || s.edge == s.total
	s.mu.Unlock()
	var v *Verification
	if done && !closed {
		end := m
		if simErr != nil {
			if !s.opts.verifyOnly {
				s.mu.Lock()
				checkAt, checkSnap = s.kf.nearest(simErr.Tick)
				all = append([]Event(nil), s.events...)
				s.mu.Unlock()
			}
			end = s.stateBefore(m, simErr.Tick, checkAt, checkSnap)
		} else if !s.opts.verifyOnly {
			s.mu.Lock()
			all = append([]Event(nil), s.events...)
			s.mu.Unlock()
		}
		v = s.buildVerification(end, simErr, endPos, tc, all)
	}
	s.mu.Lock()
	if simErr != nil {
		s.noteSimErrLocked(simErr)
	}
	s.verify = v
	s.passDone = true
	s.cond.Broadcast()
	s.mu.Unlock()
	close(s.passEnded)
}

// verifyCheckpointInterval is the spacing in ticks of a straight verification's checkpoint, a
// plain copy of the state (machine.checkpoint). At a stop, the state before the failing tick is
// replayed from the checkpoint, at most 30 s of run, once.
const verifyCheckpointInterval = 1800

// stateBefore rebuilds the state at position tick (before the tick that failed) from the
// snapshot snap at position at, on a copy of m: the failed step may have left m half-stepped.
// A nil snap is the start (position 0), made again by s.restart.
func (s *Session) stateBefore(m machine, tick, at int, snap any) machine {
	var c machine
	if snap == nil && s.restart != nil {
		var err error
		if c, err = s.restart(); err != nil {
			return m // the run started once: not reachable
		}
	} else {
		c = m.clone()
		if err := c.load(snap); err != nil {
			return m // a snapshot of this run always loads; m is the best left
		}
	}
	c.setTracing(false)
	for p := at; p < tick; p++ {
		if err := c.step(&s.rep.Ticks[p], nil); err != nil {
			return m // these ticks played before: not reachable
		}
	}
	return c
}

func newSeries(players int) Series {
	return Series{
		Health:     make([][]float64, players),
		Experience: make([][]int64, players),
	}
}

// add appends one sample. Caller holds mu.
func (s *Series) add(smp *sample, players int) {
	for p := range players {
		s.Health[p] = append(s.Health[p], smp.health[p])
		s.Experience[p] = append(s.Experience[p], smp.xp[p])
	}
	s.Kills = append(s.Kills, smp.kills)
	s.Creatures = append(s.Creatures, smp.creatures)
}

// prefix returns a view of the series as it is now, untouched by later additions. Caller holds mu.
func (s *Series) prefix() Series {
	out := Series{
		Health:     make([][]float64, len(s.Health)),
		Experience: make([][]int64, len(s.Experience)),
		Kills:      s.Kills[:len(s.Kills):len(s.Kills)],
		Creatures:  s.Creatures[:len(s.Creatures):len(s.Creatures)],
	}
	for p := range s.Health {
		out.Health[p] = s.Health[p][:len(s.Health[p]):len(s.Health[p])]
		out.Experience[p] = s.Experience[p][:len(s.Experience[p]):len(s.Experience[p])]
	}
	return out
}
