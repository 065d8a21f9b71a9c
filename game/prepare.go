package game

// prepare is the background pass: it simulates the whole run once on its own machine, keeping
// keyframes, the timeline and the trace comparison, and ends with the verification. It publishes
// its progress after every tick, so the playback can use everything up to its edge.
func (s *Session) prepare(m machine) {
	defer s.wg.Done()
	var tc *traceChecker
	if s.opts.TracePath != "" {
		tc = newTraceChecker(s.opts.TracePath, s, m.setupRng())
		defer tc.close()
		m.setTracing(true)
	}
	var (
		evs    []Event
		smp    sample
		simErr *SimError
		endPos = -1 // position after the tick that ended the run
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
		due := s.kf.due(pos) // only this goroutine changes the keyframes
		if due {
			snap, size = m.save()
		}
		sampled := pos%SeriesInterval == 0
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
		s.cond.Broadcast()
		s.mu.Unlock()
	}

	s.mu.Lock()
	closed := s.isClosed()
	done := simErr != nil || s.edge == s.total
	s.mu.Unlock()
	var v *Verification
	if done && !closed {
		v = s.buildVerification(m, simErr, endPos, tc)
	}
	s.mu.Lock()
	if simErr != nil {
		s.noteSimErrLocked(simErr)
	}
	s.verify = v
	s.passDone = true
	s.cond.Broadcast()
	s.mu.Unlock()
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
