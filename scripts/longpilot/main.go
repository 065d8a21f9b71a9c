// Command longpilot records a long 4-player Survival run on the game's clock with package sim,
// which matches the reference port bit for bit, so the file it writes re-simulates to its
// recorded result in the reference harness too (refrun.py --check-file --native-ms).
//
// The pilot flies each player away from the creatures near it (the heading, of 16, whose points
// ahead keep farthest from creatures and walls, leaning to an orbit of the arena), aims at the
// nearest creature and fires; it opens every perk menu as soon as a perk is pending and takes the
// first offered perk of a survival-minded priority list. What makes it last is backtracking: the
// world is a plain value, so a snapshot is a struct copy taken every segment (30 ticks). When a
// player dies the pilot restores a snapshot a few segments back and replays from there with
// other flight parameters (orbit direction and radius, look-ahead distances, heading noise),
// going further back the more retries fail; only when a crisis outlasts its retry budget does it
// accept the death and go on.
//
// usage (from the repository root):
//
//	go run ./scripts/longpilot -seed 4242 -ticks 60000 -out long.crd
//
// testdata/long/survival-long-4p-6060.crd is `-seed 6060` with the defaults (10-16 minutes on a
// shared 2-core machine). -variants and -horizon set the lookahead, -retries a crisis's retry
// budget, -refuse perks it must not take, -keep-alive the tick after which deaths are no longer
// retried (with -ticks past it, the run may end in death); -help lists them. Before writing, it
// replays the recorded ticks from the start and fails unless they reach the same state. It
// prints progress to stderr and, at the end, the run's result; check the file with `crd verify`
// and the reference harness's `run.sh refrun.py --check-file --native-ms FILE`.
package main

import (
	"flag"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"time"

	"crdplayer/replayio"
	"crdplayer/sim"
	"crdplayer/sim/perks"
)

// segment is the number of ticks between snapshots; a retry replays whole segments.
const segment = 30

// keepSegments bounds how many snapshots are kept (how far back a retry can go).
const keepSegments = 80

// perkPriority is the order perks are taken in when offered: health and damage avoidance first,
// then firepower and reloading, then the rest (perkTolerable after them).
var perkPriority = []perks.ID{
	38, // Regeneration
	45, // Greater Regeneration
	26, // Dodger
	40, // Ninja
	36, // Veins of Poison
	37, // Toxic Avenger
	21, // Perk Expert
	43, // Perk Master
	28, // Uranium Filled Bullets
	14, // Fastshot
	3,  // Fastloader
	12, // Ammo Maniac
	13, // Radioactive
	49, // Bandage
	5,  // Long Distance Runner
	22, // Unstoppable
	2,  // Sharpshooter
	56, // Tough Reloader
	34, // Barrel Greaser
	29, // Doctor
	1,  // Bloody Mess
	4,  // Lean Mean Exp Machine
	25, // Poison Bullets
	17, // Mr. Melee
	32, // Bonus Economist
	27, // Bonus Magnet
	7,  // Instant Winner
}

// perkTolerable are the perks the list leaves out that are taken, in this order, only when the
// menu offers nothing better: Reflex Boosted, Regression Bullets, Stationary Reloader, Man Bomb,
// Living Fortress, Alternate Weapon (it slows the player; reload swaps weapons), Thick Skinned.
// Every other perk (Grim Deal 8, Fatal Lottery 15, Infernal Contract 24, Ammunition Within 35,
// Highlander 41, Breathing Room 46, Death Clock 47: they kill or cost health) is refused: the
// pilot lets the menu close and opens it again only once a level-up renews the offer.
var perkTolerable = []perks.ID{44, 23, 52, 53, 55, 9, 33}

// perkRefused are perks of the two lists refused too (-refuse).
var perkRefused = map[perks.ID]bool{}

// perkChoice is the index of the offered perk to take, -1 to take none.
func perkChoice(offer []perks.ID) int {
	for _, list := range [][]perks.ID{perkPriority, perkTolerable} {
		for _, want := range list {
			if perkRefused[want] {
				continue
			}
			for i, c := range offer {
				if c == want {
					return i
				}
			}
		}
	}
	return -1
}

// params are one player's flight parameters for one segment.
type params struct {
	orbitSign   float64 // +1 or -1: the orbit's direction
	orbitRadius float64 // pixels from the arena centre
	orbitWeight float64 // how much the orbit breaks ties between safe headings
	near        float64 // creatures within this many pixels steer the heading
	look1       float64 // the two points ahead a heading is scored at, pixels
	look2       float64
	noise       float64 // random score added to each heading
	chase       bool    // walk to bonuses when nothing is near
}

// rng is a small xorshift generator for the pilot's own choices (the simulation has its own).
type rng uint64

func (r *rng) next() uint64 {
	x := uint64(*r)
	x ^= x << 13
	x ^= x >> 7
	x ^= x << 17
	*r = rng(x)
	return x
}

func (r *rng) float() float64 { return float64(r.next()>>11) / (1 << 53) }

func mix(a, b, c uint64) rng {
	x := a*0x9e3779b97f4a7c15 ^ b*0xbf58476d1ce4e5b9 ^ c*0x94d049bb133111eb
	x ^= x >> 31
	if x == 0 {
		x = 1
	}
	r := rng(x)
	for range 4 {
		r.next()
	}
	return r
}

// segmentParams derives the flight parameters of every player for a segment; variant 0 is the
// base pilot, others are random draws keyed by (seed, segment, variant).
func segmentParams(seed uint64, seg, variant int) [sim.MaxPlayers]params {
	var out [sim.MaxPlayers]params
	r := mix(seed, uint64(seg)+1, uint64(variant)+1)
	for i := range out {
		p := params{orbitRadius: 330, orbitWeight: 15, near: 260, look1: 35, look2: 80, chase: true}
		p.orbitSign = 1
		if i%2 == 1 {
			p.orbitSign = -1
		}
		if variant > 0 {
			if r.float() < 0.3 {
				p.orbitSign = -p.orbitSign
			}
			p.orbitRadius = 220 + 170*r.float()
			p.orbitWeight = 4 + 30*r.float()
			p.near = 180 + 160*r.float()
			p.look1 = 20 + 40*r.float()
			p.look2 = 55 + 70*r.float()
			p.noise = 25 * r.float()
			p.chase = r.float() < 0.6
		}
		out[i] = p
	}
	return out
}

var headings = func() (h [16]sim.Vec2) {
	for k := range h {
		a := float64(k) * math.Pi / 8
		h[k] = sim.Vec2{X: math.Cos(a), Y: math.Sin(a)}
	}
	return
}()

// inputs computes the four players' rows for the world's next tick.
func inputs(w *sim.World, ps *[sim.MaxPlayers]params, noise *rng, rows []replayio.Input) {
	t := w.Run.TickIndex
	type near struct{ dx, dy float64 }
	var close [sim.CreaturePoolSize]near
	for i := 0; i < w.PlayerCount; i++ {
		p := &w.Players[i]
		if p.Health <= 0 {
			rows[i] = replayio.Input{AimX: 512, AimY: 512}
			continue
		}
		pp := &ps[i]
		px, py := p.Pos.X, p.Pos.Y
		best, bd := -1, 1e18
		n := 0
		for c := range w.Creatures.Entries {
			cr := &w.Creatures.Entries[c]
			if !cr.Active || cr.HP <= 0 {
				continue
			}
			dx, dy := cr.Pos.X-px, cr.Pos.Y-py
			d2 := dx*dx + dy*dy
			if d2 < bd {
				best, bd = c, d2
			}
			if d2 < pp.near*pp.near {
				close[n] = near{dx, dy}
				n++
			}
		}
		cx, cy := px-512, py-512
		r := math.Hypot(cx, cy)
		if r == 0 {
			r = 1
		}
		ox := -cy/r*pp.orbitSign + cx/r*(pp.orbitRadius-r)/150
		oy := cx/r*pp.orbitSign + cy/r*(pp.orbitRadius-r)/150
		if pp.chase && bd > 130*130 {
			bb, bbd := -1, 400.0*400.0
			for b := range w.Bonuses.Entries {
				e := &w.Bonuses.Entries[b]
				if e.BonusID == 0 || e.Picked {
					continue
				}
				dx, dy := e.Pos.X-px, e.Pos.Y-py
				if d2 := dx*dx + dy*dy; d2 < bbd {
					bb, bbd = b, d2
				}
			}
			if bb >= 0 {
				e := &w.Bonuses.Entries[bb]
				d := math.Sqrt(bbd)
				if d > 0 {
					ox += 1.5 * (e.Pos.X - px) / d
					oy += 1.5 * (e.Pos.Y - py) / d
				}
			}
		}
		if on := math.Hypot(ox, oy); on > 0 {
			ox, oy = ox/on, oy/on
		}
		mx, my := ox, oy
		if n > 0 {
			top := -1e18
			for _, u := range headings {
				clear := 1e18
				for _, step := range [2]float64{pp.look1, pp.look2} {
					qx, qy := u.X*step, u.Y*step
					for _, c := range close[:n] {
						if e2 := (c.dx-qx)*(c.dx-qx) + (c.dy-qy)*(c.dy-qy); e2 < clear {
							clear = e2
						}
					}
				}
				clear = math.Sqrt(clear)
				wx, wy := px+u.X*pp.look2, py+u.Y*pp.look2
				margin := min(wx-40, 984-wx, wy-40, 984-wy)
				clear = min(clear, max(margin, 0)+60, 200)
				score := clear + pp.orbitWeight*(u.X*ox+u.Y*oy) + pp.noise*noise.float()
				if score > top {
					top, mx, my = score, u.X, u.Y
				}
			}
		}
		row := replayio.Input{MoveX: float32(mx), MoveY: float32(my)}
		if best >= 0 {
			c := &w.Creatures.Entries[best]
			row.AimX, row.AimY = float32(c.Pos.X), float32(c.Pos.Y)
			row.Flags |= replayio.FlagFireDown
			if t%5 == 0 {
				row.Flags |= replayio.FlagFirePressed
			}
		} else {
			row.AimX = float32(512 + 100*math.Cos(float64(t)/30))
			row.AimY = float32(512 + 100*math.Sin(float64(t)/30))
		}
		if p.Ammo <= 0 && t%2 == 0 {
			row.Flags |= replayio.FlagReloadPressed
		}
		rows[i] = row
	}
}

// perkCommands returns the tick's perk commands: a pick on the tick after a menu opened, else an
// open while a perk is pending.
func perkCommands(w *sim.World) []replayio.Command {
	if w.PerkMenuOpen() {
		pick := perkChoice(w.VisibleChoices())
		if pick < 0 {
			return nil // closes the menu
		}
		return []replayio.Command{{Type: replayio.CmdPerkPick, PlayerIndex: 0, ChoiceIndex: pick}}
	}
	// A refused offer stands until a level-up marks the choices dirty.
	if !w.Perks.ChoicesDirty && perkChoice(w.VisibleChoices()) < 0 {
		return nil
	}
	if w.Config.GameMode == replayio.ModeSurvival && !w.Ended() && w.PerkPendingCount() > 0 {
		for i := 0; i < w.PlayerCount; i++ {
			if w.Players[i].Health > 0 {
				return []replayio.Command{{Type: replayio.CmdPerkMenuOpen, PlayerIndex: 0}}
			}
		}
	}
	return nil
}

// pilot holds the search state: the run so far, the snapshots at segment starts and, per
// segment, how many times it has been retried (each retry tries a fresh family of variants).
type pilot struct {
	seed     uint64
	w        *sim.World
	ticks    []replayio.Tick
	snaps    map[int]*sim.World
	attempt  map[int]int
	variants int // candidates weighed at each segment start
	horizon  int // ticks each candidate is played ahead
	stepped  int // ticks simulated in all, lookahead included
}

// step plays one tick of w with the segment's parameters and returns it.
func step(w *sim.World, ps *[sim.MaxPlayers]params, noise *rng) (replayio.Tick, *sim.StepEvents, error) {
	rows := make([]replayio.Input, w.PlayerCount)
	inputs(w, ps, noise, rows)
	tk := replayio.Tick{Inputs: rows, Commands: perkCommands(w)}
	ev, err := w.Step(&tk)
	return tk, ev, err
}

// candidate is variant v of segment seg: its parameters and its heading-noise stream.
func (p *pilot) candidate(seg, v int) ([sim.MaxPlayers]params, rng) {
	return segmentParams(p.seed, seg, v), mix(p.seed, uint64(seg)+7, uint64(v)+3)
}

// score plays variant v from w (a copy) for the horizon and rates it: every death costs far
// more than any health, a later first death beats an earlier one, then the lowest and the total
// health at the end count.
func (p *pilot) score(seg, v int) float64 {
	w := *p.w
	ps, noise := p.candidate(seg, v)
	deaths, first := 0, p.horizon
	for k := 0; k < p.horizon && !w.Ended(); k++ {
		_, ev, err := step(&w, &ps, &noise)
		p.stepped++
		if err != nil {
			return -1e18
		}
		if ev.PlayerDeathCount > 0 && deaths == 0 {
			first = k
		}
		deaths += ev.PlayerDeathCount
	}
	low, sum := 1e9, 0.0
	for i := 0; i < w.PlayerCount; i++ {
		h := float64(w.Players[i].Health)
		low = min(low, h)
		sum += h
	}
	return -1e6*float64(deaths) + 1e3*float64(first) + 3*low + sum
}

// choose weighs the segment's current family of variants and returns the best.
func (p *pilot) choose(seg int) int {
	base := p.attempt[seg] * p.variants
	best, top := base, -1e300
	for v := base; v < base+p.variants; v++ {
		if s := p.score(seg, v); s > top {
			best, top = v, s
		}
	}
	return best
}

func main() {
	seed := flag.Uint("seed", 4242, "the run's seed (run.seed)")
	players := flag.Int("players", 4, "player count")
	target := flag.Int("ticks", 60000, "ticks to record (fewer if every player dies first)")
	unlock := flag.Int("unlock", 50, "quest_unlock_index of the run's status")
	out := flag.String("out", "long.crd", "file to write")
	variants := flag.Int("variants", 8, "candidate parameter sets weighed at each segment start")
	horizon := flag.Int("horizon", 120, "ticks each candidate is played ahead")
	budget := flag.Int("retries", 200, "retries a crisis (a death) may take before the pilot accepts it")
	until := flag.Int("keep-alive", 60000, "retry deaths only before this tick; later ones are accepted (a run may end after it)")
	refuse := flag.String("refuse", "", "perk ids to refuse as well, comma-separated (44, Reflex Boosted, keeps the clock at 16 ms a tick)")
	flag.Parse()
	usage := func(format string, args ...any) {
		fmt.Fprintf(os.Stderr, "longpilot: "+format+"\n", args...)
		os.Exit(2)
	}
	switch {
	case flag.NArg() > 0:
		usage("unexpected argument %q: flags only (a value follows its flag, -out FILE)", flag.Arg(0))
	case *seed > math.MaxUint32:
		usage("-seed %d: a seed is 32 bits (at most %d)", *seed, uint64(math.MaxUint32))
	case *target < 1:
		usage("-ticks %d: at least 1", *target)
	case *variants < 1:
		usage("-variants %d: at least 1", *variants)
	case *horizon < 1:
		usage("-horizon %d: at least 1 tick of lookahead", *horizon)
	case *budget < 0:
		usage("-retries %d: at least 0", *budget)
	case *out == "":
		usage("-out: no file name")
	}
	for _, f := range strings.FieldsFunc(*refuse, func(r rune) bool { return r == ',' }) {
		id, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			fmt.Fprintln(os.Stderr, "longpilot: -refuse:", err)
			os.Exit(2)
		}
		perkRefused[perks.ID(id)] = true
	}

	spec := replayio.RunSpec{
		GameModeID:          replayio.ModeSurvival,
		Seed:                uint32(*seed),
		PlayerCount:         *players,
		DetailPreset:        5,
		Status:              replayio.RunStatus{QuestUnlockIndex: int32(*unlock), WeaponUsageCounts: make([]uint32, replayio.WeaponUsageCount)},
		TypoDictionaryWords: []string{},
		TypoHighscoreNames:  []string{},
		ClBuild:             replayio.Build1993,
	}
	w, _, err := sim.New(&spec)
	if err != nil {
		fmt.Fprintln(os.Stderr, "longpilot:", err)
		os.Exit(1)
	}
	p := &pilot{seed: uint64(*seed)*0x100000001b3 + 7, w: w, snaps: map[int]*sim.World{},
		attempt: map[int]int{}, variants: max(1, *variants), horizon: *horizon}

	crisisFails, crisisTick := 0, -1
	accepted := 0
	floor := 0 // no retry goes back past the segment of an accepted death
	start := time.Now()
	var ps [sim.MaxPlayers]params
	var noise rng
	lastReport := 0

	for w.Run.TickIndex < *target && !w.Ended() {
		t := w.Run.TickIndex
		seg := t / segment
		if t%segment == 0 {
			if p.snaps[seg] == nil {
				s := *w
				p.snaps[seg] = &s
				delete(p.snaps, seg-keepSegments)
			}
			ps, noise = p.candidate(seg, p.choose(seg))
		}
		tk, ev, err := step(w, &ps, &noise)
		if err != nil {
			fmt.Fprintf(os.Stderr, "longpilot: %v\n", err)
			os.Exit(1)
		}
		p.stepped++
		p.ticks = append(p.ticks, tk)
		if ev.PerkPicked >= 0 {
			fmt.Fprintf(os.Stderr, "tick %d: perk %d (%s)\n", t, ev.PerkPicked, perks.DisplayName(perks.ID(ev.PerkPicked), 0, false))
		}
		if crisisTick >= 0 && t > crisisTick+4*segment {
			crisisFails, crisisTick = 0, -1
		}
		if b := max(seg-crisisFails/4, floor); ev.PlayerDeathCount > 0 && t < *until && crisisFails < *budget && b <= seg {
			// A death the lookahead did not see coming: retry from this segment's start with a
			// fresh family of variants, going further back the more retries fail.
			crisisFails++
			crisisTick = max(crisisTick, t)
			for p.snaps[b] == nil {
				b++
			}
			p.attempt[b]++
			for s := b + 1; s <= seg+1; s++ {
				p.attempt[s] = 0
				delete(p.snaps, s) // states of the abandoned path
			}
			*w = *p.snaps[b]
			p.ticks = p.ticks[:b*segment]
			continue
		}
		if ev.PlayerDeathCount > 0 {
			accepted += ev.PlayerDeathCount
			floor = seg + 1
			fmt.Fprintf(os.Stderr, "tick %d: accepted a death (%d so far)\n", t, accepted)
			crisisFails, crisisTick = 0, -1
		}
		if t-lastReport >= 1000 {
			lastReport = t
			alive := 0
			hp := ""
			for i := 0; i < w.PlayerCount; i++ {
				if w.Players[i].Health > 0 {
					alive++
				}
				hp += fmt.Sprintf(" %.0f", w.Players[i].Health)
			}
			active := 0
			for c := range w.Creatures.Entries {
				if w.Creatures.Entries[c].Active {
					active++
				}
			}
			fmt.Fprintf(os.Stderr, "tick %d: alive %d hp%s lvl %d creatures %d kills %d stepped %d (%.0f ticks/s) crisis fails %d\n",
				t, alive, hp, w.Players[0].Level, active, w.Creatures.KillCount, p.stepped,
				float64(p.stepped)/time.Since(start).Seconds(), crisisFails)
		}
	}

	res := w.Result()
	// The recorded ticks, replayed from the start on their own, must give the same run: a
	// retry that restored a wrong snapshot would leave a file that does not verify.
	check, _, err := sim.New(&spec)
	if err != nil {
		fmt.Fprintln(os.Stderr, "longpilot:", err)
		os.Exit(1)
	}
	for i := range p.ticks {
		if _, err := check.Step(&p.ticks[i]); err != nil {
			fmt.Fprintf(os.Stderr, "longpilot: the recorded ticks do not replay: %v\n", err)
			os.Exit(1)
		}
	}
	if check.Hash() != w.Hash() {
		fmt.Fprintln(os.Stderr, "longpilot: the recorded ticks replay to another state")
		os.Exit(1)
	}
	r := replayio.Replay{
		FormatVersion: replayio.FormatVersion,
		GameVersion:   "0.1.0.dev29",
		Rules:         1,
		Recorder:      replayio.Recorder{Client: "crdplayer-longpilot", Version: "0.1.0.dev29", Platform: "linux-x86_64"},
		Pilot:         &replayio.Pilot{Name: "longpilot", Model: "scripted"},
		Run:           spec,
		Result:        res,
		Ticks:         p.ticks,
	}
	if err := replayio.WriteFile(*out, &r); err != nil {
		fmt.Fprintln(os.Stderr, "longpilot:", err)
		os.Exit(1)
	}
	fmt.Printf("%s: seed %d, %d ticks, outcome %s, elapsed %d ms, kills %d, accepted deaths %d, stepped %d in %s\n",
		*out, *seed, len(p.ticks), res.Outcome, res.ElapsedMs, res.Kills, accepted, p.stepped, time.Since(start).Round(time.Second))
	for i, pr := range res.Players {
		fmt.Printf("  player %d: experience %d health %v weapon %d\n", i+1, pr.Experience, pr.Health, pr.MostUsedWeaponID)
	}
}
