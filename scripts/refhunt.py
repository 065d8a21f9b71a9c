"""refhunt.py: the reference harness (refrun.py, ../shared/tools/refport) with more pilots, used
to record the extra runs in testdata/reference (the *-kite-*, *-chaos-*, *-perkpick-*, *-want-*,
*-milestones-*, *-long-* files).

usage: tools/refport/run.sh scripts/refhunt.py OUT.crd --native-ms [refrun.py options] [--kite | --chaos] [--want]
  (every option it does not know goes to refrun.py unchanged: --native-ms, the game's integer
  millisecond clock, is what every kept run is recorded with, and --check re-simulates the file)
  --kite   a pilot that circles the arena at radius ~330, keeps away from creatures, aims exactly
           and walks to bonuses: it survives 10k+ ticks and sees many weapons, perks and bonuses.
  --chaos  edge-case inputs: aim on the player or far outside the arena, unnormalised and tiny
           moves, walking into walls, reload spam, fire_pressed without fire_down.
  --pyro   (with --kite) player 0 hunts a Flamethrower drop and keeps it (Pyromaniac needs it).
  --want-list A,B,…  the perk ids --want prefers, in order.
  --cov FILE  write what the run reached as JSON (install_cov: perks held and offered, Survival
           stage, creature types, weapons, bonuses, pool peaks, the session clock).
  --want   on each perk_pick, choose the first offered perk of WANT (perks the random picks rarely
           reach) instead of a random index.
  --survive (with --kite) each player walks the heading that keeps farthest from creatures and
           walls (survive_inputs) instead of fleeing the crowd's centre of mass.
  --avoid  (with --want) a pick with no WANT perk offered that would land on a perk of AVOID (one
           that kills or costs health or time) takes the first other offered perk instead.
--kite and --chaos replace the default "calm" pilot; without them the pilot is refrun.py's own. Runs are ordinary format-35 replays; the
trace sidecar is written the same way as refrun.py's.
"""
import math, sys
import refrun
from grim.geom import Vec2
from crimson.sim.input import PlayerInput
f32 = refrun.f32
_orig = refrun.bot_inputs

def kite_inputs(run, rnd, t, style):
    if style != "calm" or not KITE[0]:
        return _orig(run, rnd, t, style)
    out = []
    creatures = [c for c in run.world.creatures.entries if c.active and c.hp > 0]
    bonuses = list(run.world.state.bonus_pool.iter_active())
    for idx, p in enumerate(run.world.players):
        if p.health <= 0:
            out.append(PlayerInput(move=Vec2(0.0, 0.0), aim=Vec2(512.0, 512.0)))
            continue
        best, bd = None, 1e18
        rx = ry = 0.0
        for c in creatures:
            dx, dy = p.pos.x - c.pos.x, p.pos.y - c.pos.y
            d2 = dx * dx + dy * dy
            if d2 < bd:
                best, bd = c, d2
            if d2 < 220.0 ** 2:
                w = 1.0 / max(d2, 64.0)
                rx += dx * w
                ry += dy * w
        # orbit the centre at radius ~330, direction alternating per player
        cx, cy = p.pos.x - 512.0, p.pos.y - 512.0
        r = math.hypot(cx, cy) or 1.0
        sgn = 1.0 if idx % 2 == 0 else -1.0
        tx, ty = -cy / r * sgn, cx / r * sgn
        radial = (330.0 - r) / 150.0
        mx = tx + cx / r * radial + rx * 90.0
        my = ty + cy / r * radial + ry * 90.0
        flame = []
        pbon = bonuses
        if PYRO[0]:
            # hunt Flamethrower drops (weapon 8) and keep it: skip every other weapon drop
            # (player 0 only: the perk menu looks at player 0's weapon; the others leave weapons be)
            has8 = int(p.weapon_id) == 8 or idx != 0
            pbon = [b for b in bonuses if int(b.bonus_id) != 3 or (int(b.amount) == 8 and not has8)]
            flame = [b for b in pbon if int(b.bonus_id) == 3]
        if flame and bd > 50.0 ** 2:
            b = flame[0]
            dx, dy = b.pos.x - p.pos.x, b.pos.y - p.pos.y
            d = math.hypot(dx, dy) or 1.0
            mx += 4.0 * dx / d
            my += 4.0 * dy / d
        elif pbon and bd > 130.0 ** 2:
            b = min(pbon, key=lambda b: (b.pos.x - p.pos.x) ** 2 + (b.pos.y - p.pos.y) ** 2)
            dx, dy = b.pos.x - p.pos.x, b.pos.y - p.pos.y
            d = math.hypot(dx, dy) or 1.0
            if d < 400:
                mx += 1.5 * dx / d
                my += 1.5 * dy / d
        n = math.hypot(mx, my)
        if n > 1e-6:
            mx, my = mx / n, my / n
        if best is not None:
            aim = Vec2(f32(best.pos.x + rnd.uniform(-2, 2)), f32(best.pos.y + rnd.uniform(-2, 2)))
            fire = True
        else:
            aim = Vec2(f32(512.0 + 100 * math.cos(t / 30)), f32(512.0 + 100 * math.sin(t / 30)))
            fire = False
        reload = p.ammo <= 0 and rnd.random() < 0.5
        out.append(PlayerInput(move=Vec2(f32(mx), f32(my)), aim=aim, fire_down=fire,
                               fire_pressed=fire and t % 5 == 0, reload_pressed=reload))
    return out

def chaos_inputs(run, rnd, t, style):
    """Edge-case inputs: aim on the player, far outside the arena, unnormalised and tiny moves,
    walls, reload spam, fire_pressed without fire_down."""
    out = []
    creatures = [c for c in run.world.creatures.entries if c.active and c.hp > 0]
    for idx, p in enumerate(run.world.players):
        phase = (t // 90 + idx) % 8
        best = min(creatures, key=lambda c: (c.pos.x - p.pos.x) ** 2 + (c.pos.y - p.pos.y) ** 2) if creatures else None
        aim = Vec2(f32(best.pos.x), f32(best.pos.y)) if best is not None else Vec2(f32(p.pos.x + 50), f32(p.pos.y))
        mx = my = 0.0
        fire_down = best is not None
        fire_pressed = fire_down and rnd.random() < 0.3
        reload = False
        if phase == 0:
            aim = Vec2(f32(p.pos.x), f32(p.pos.y))  # aim exactly on the player
        elif phase == 1:
            aim = Vec2(f32(rnd.choice([-1e6, 1e6, -5000.0, 0.0])), f32(rnd.choice([-1e6, 1e6, 3000.0, 0.0])))
        elif phase == 2:
            mx, my = rnd.choice([(1.0, 1.0), (-1.0, 1.0), (3.0, -2.0), (-1.0, -1.0)])  # unnormalised
        elif phase == 3:
            mx, my = rnd.uniform(-1e-3, 1e-3), rnd.uniform(-1e-3, 1e-3)
        elif phase == 4:
            mx, my = (-1.0, 0.0) if (t // 400) % 2 == 0 else (0.0, 1.0)  # into a wall
        elif phase == 5:
            reload = True
            fire_pressed = rnd.random() < 0.5
        elif phase == 6:
            fire_down = False
            fire_pressed = rnd.random() < 0.5
            mx, my = math.cos(t / 20.0), math.sin(t / 20.0)
        else:
            mx, my = rnd.uniform(-1, 1), rnd.uniform(-1, 1)
            aim = Vec2(f32(aim.x + rnd.uniform(-300, 300)), f32(aim.y + rnd.uniform(-300, 300)))
        if best is not None and (best.pos.x - p.pos.x) ** 2 + (best.pos.y - p.pos.y) ** 2 < 150 ** 2 and phase not in (2, 4):
            dx, dy = p.pos.x - best.pos.x, p.pos.y - best.pos.y
            d = math.hypot(dx, dy) or 1.0
            mx, my = dx / d, dy / d
        if p.health <= 0:
            mx = my = 0.0
        out.append(PlayerInput(move=Vec2(f32(mx), f32(my)), aim=aim, fire_down=fire_down,
                               fire_pressed=fire_pressed, reload_pressed=reload))
    return out

# the 16 headings survive_inputs weighs (unit vectors, from +x counter-clockwise)
HEADINGS = [(math.cos(k * math.pi / 8), math.sin(k * math.pi / 8)) for k in range(16)]


def survive_inputs(run, rnd, t, style):
    """The kite pilot for runs meant to last (--survive): it aims and fires the same way, but each
    player with a creature within 260 px walks the heading (of 16) whose points 35 and 80 px ahead
    keep farthest from every creature and from the walls (a wall counts as a creature 60 px past
    the arena's 40 px margin), ties going to the kite orbit; with none near it flies the orbit and
    walks to bonuses as --kite does. The plain kite pilot flees from the crowd's centre of mass,
    which ends in a corner, where a late Survival crowd corners all four players."""
    out = []
    creatures = [c for c in run.world.creatures.entries if c.active and c.hp > 0]
    bonuses = list(run.world.state.bonus_pool.iter_active())
    for idx, p in enumerate(run.world.players):
        if p.health <= 0:
            out.append(PlayerInput(move=Vec2(0.0, 0.0), aim=Vec2(512.0, 512.0)))
            continue
        px, py = p.pos.x, p.pos.y
        best, bd = None, 1e18
        near = []
        for c in creatures:
            dx, dy = c.pos.x - px, c.pos.y - py
            d2 = dx * dx + dy * dy
            if d2 < bd:
                best, bd = c, d2
            if d2 < 260.0 ** 2:
                near.append((dx, dy))
        cx, cy = px - 512.0, py - 512.0
        r = math.hypot(cx, cy) or 1.0
        sgn = 1.0 if idx % 2 == 0 else -1.0
        ox = -cy / r * sgn + cx / r * (330.0 - r) / 150.0
        oy = cx / r * sgn + cy / r * (330.0 - r) / 150.0
        if bonuses and bd > 130.0 ** 2:
            b = min(bonuses, key=lambda b: (b.pos.x - px) ** 2 + (b.pos.y - py) ** 2)
            dx, dy = b.pos.x - px, b.pos.y - py
            d = math.hypot(dx, dy) or 1.0
            if d < 400:
                ox += 1.5 * dx / d
                oy += 1.5 * dy / d
        n = math.hypot(ox, oy) or 1.0
        ox, oy = ox / n, oy / n
        mx, my = ox, oy
        if near:
            top = -1e18
            for ux, uy in HEADINGS:
                clear = 1e18
                for step in (35.0, 80.0):
                    qx, qy = ux * step, uy * step
                    for dx, dy in near:
                        e2 = (dx - qx) ** 2 + (dy - qy) ** 2
                        if e2 < clear:
                            clear = e2
                clear = math.sqrt(clear)
                wx, wy = px + ux * 80.0, py + uy * 80.0
                margin = min(wx - 40.0, 984.0 - wx, wy - 40.0, 984.0 - wy)
                clear = min(clear, max(margin, 0.0) + 60.0, 200.0)
                score = clear + 15.0 * (ux * ox + uy * oy)
                if score > top:
                    top, mx, my = score, ux, uy
        if best is not None:
            aim = Vec2(f32(best.pos.x + rnd.uniform(-2, 2)), f32(best.pos.y + rnd.uniform(-2, 2)))
            fire = True
        else:
            aim = Vec2(f32(512.0 + 100 * math.cos(t / 30)), f32(512.0 + 100 * math.sin(t / 30)))
            fire = False
        reload = p.ammo <= 0 and rnd.random() < 0.5
        out.append(PlayerInput(move=Vec2(f32(mx), f32(my)), aim=aim, fire_down=fire,
                               fire_pressed=fire and t % 5 == 0, reload_pressed=reload))
    return out


_kite = kite_inputs
def kite_inputs(run, rnd, t, style):
    if CHAOS[0] and style == "calm":
        return chaos_inputs(run, rnd, t, style)
    if SURVIVE[0] and style == "calm":
        return survive_inputs(run, rnd, t, style)
    return _kite(run, rnd, t, style)

CHAOS = [False]
KITE = [False]
PYRO = [False]
SURVIVE = [False]
AVOID_ON = [False]
# perks --avoid never takes when the pick would land on them (they kill, or cost health or time:
# Grim Deal, Fatal Lottery, Regression Bullets, Infernal Contract, Ammunition Within, Highlander,
# Reflex Boosted, Breathing Room, Death Clock)
AVOID = [8, 15, 23, 24, 35, 41, 44, 46, 47]
WANT = [4, 23, 29, 32, 33, 35, 36, 37, 39, 40, 41, 42, 43, 45, 50, 52, 57, 38, 21, 0, 5, 7, 9, 11]


def install_want():
    """Make every perk_pick choose the first offered perk of WANT (else the recorded random index)."""
    _step = refrun.Run.step

    def step(self, tick, inputs, commands):
        for cmd in commands:
            if cmd["type"] == "perk_pick":
                st = self.world.state
                ch = [int(c) for c in refrun.perk_selection_current_choices(
                    st, self.world.players, st.perk_selection, game_mode=int(self.mode),
                    player_count=len(self.world.players))]
                for want in WANT:
                    if want in ch:
                        cmd["choice_index"] = ch.index(want)
                        break
                else:
                    if AVOID_ON[0] and ch[cmd["choice_index"]] in AVOID:
                        ok = [i for i, c in enumerate(ch) if c not in AVOID]
                        if ok:
                            cmd["choice_index"] = ok[0]
        return _step(self, tick, inputs, commands)
    refrun.Run.step = step


def install_cov(path):
    """Write to PATH, when the process ends, what the recorded run reached: the perks player 0..K
    held (id: first tick), the perks its menus offered (id: first menu tick), the Survival stage
    (and the tick each stage was reached), creature types and weapons seen, bonus ids seen in the
    pool, the highest level, the most active creatures / projectiles / secondary projectiles and on
    how many ticks each pool was full, the most active particles, the session clock's last value and the tick it passed the
    late-game wave threshold (901800 ms). Reads state only (no RNG draw). The --check re-simulation
    steps the same Run class, so only the first pass is counted."""
    import atexit, json
    from crimson.perks.selection import perk_choice_count
    seen = {"perks": {}, "offered": {}, "stage": 0, "stage_ticks": {}, "types": set(), "weapons": set(),
            "bonuses": set(), "max_level": 0, "ticks": 0, "menus": 0, "max_creatures": 0,
            "creature_pool_full_ticks": 0, "max_projectiles": 0, "projectile_pool_full_ticks": 0,
            "max_secondary": 0, "secondary_pool_full_ticks": 0, "max_particles": 0, "elapsed_ms": 0,
            "late_tick": None}
    done = [False]
    _cstep = refrun.Run.step

    def cov_step(self, tick, inputs, commands):
        r = _cstep(self, tick, inputs, commands)
        if done[0]:
            return r
        w = self.world
        st = w.state
        for p in w.players:
            for pid, n in enumerate(p.perk_counts):
                if n > 0 and pid not in seen["perks"]:
                    seen["perks"][pid] = tick
            seen["weapons"].add(int(p.weapon_id))
            seen["max_level"] = max(seen["max_level"], int(p.level))
        if any(c["type"] == "perk_menu_open" for c in commands):
            seen["menus"] += 1
            n = max(1, int(perk_choice_count(w.players[0])))
            for pid in st.perk_selection.choices[:n]:
                seen["offered"].setdefault(int(pid), tick)
        ents = w.creatures.entries
        na = 0
        for c in ents:
            if c.active:
                na += 1
                seen["types"].add(int(c.type_id))
        seen["max_creatures"] = max(seen["max_creatures"], na)
        seen["creature_pool_full_ticks"] += na == len(ents)
        for key, pool in (("projectile", st.projectiles), ("secondary", st.secondary_projectiles)):
            k = sum(1 for e in pool.entries if e.active)
            mk = "max_projectiles" if key == "projectile" else "max_secondary"
            seen[mk] = max(seen[mk], k)
            seen[key + "_pool_full_ticks"] += k == len(pool.entries)
        seen["max_particles"] = max(seen["max_particles"], sum(1 for e in st.particles.entries if e.active))
        for b in st.bonus_pool.iter_active():
            seen["bonuses"].add(int(b.bonus_id))
        stage = int(getattr(self.session, "stage", 0) or 0)
        if stage > seen["stage"]:
            seen["stage"] = stage
            seen["stage_ticks"][stage] = tick
        seen["elapsed_ms"] = int(self.session.elapsed_ms)
        if seen["late_tick"] is None and seen["elapsed_ms"] > 901800:
            seen["late_tick"] = tick
        seen["ticks"] = tick + 1
        return r

    _cresult = refrun.Run.result

    def cov_result(self, outcome):
        done[0] = True   # the recording ends with result(); a --check replay steps a new Run afterwards
        return _cresult(self, outcome)

    refrun.Run.step = cov_step
    refrun.Run.result = cov_result
    atexit.register(lambda: open(path, "w").write(json.dumps(
        {k: (sorted(v) if isinstance(v, set) else v) for k, v in seen.items()})))


def main():
    if "--chaos" in sys.argv:
        sys.argv.remove("--chaos")
        CHAOS[0] = True
        sys.argv += ["--pilot", "chaosbot"]
    if "--kite" in sys.argv:
        sys.argv.remove("--kite")
        KITE[0] = True
        sys.argv += ["--pilot", "kitebot"]
    # --pyro: the kite pilot's player 0 hunts a Flamethrower drop and keeps it
    if "--pyro" in sys.argv:
        sys.argv.remove("--pyro")
        PYRO[0] = True
    # --survive (with --kite): survive_inputs' headings
    if "--survive" in sys.argv:
        sys.argv.remove("--survive")
        SURVIVE[0] = True
    # --avoid (with --want): picks that would land on AVOID take another perk
    if "--avoid" in sys.argv:
        sys.argv.remove("--avoid")
        AVOID_ON[0] = True
    # --want: the pilot picks, among the offered perks, the first of WANT (rarely seen perks)
    if "--want" in sys.argv:
        sys.argv.remove("--want")
        install_want()
    # --want-list A,B,…: replaces WANT (the perk ids to prefer, in order)
    for i, a in enumerate(sys.argv):
        if a == "--want-list":
            WANT[:] = [int(x) for x in sys.argv[i + 1].split(",")]
            del sys.argv[i:i + 2]
            break
    # --cov FILE: write what the run reached (see install_cov) as JSON
    for i, a in enumerate(sys.argv):
        if a == "--cov":
            install_cov(sys.argv[i + 1])
            del sys.argv[i:i + 2]
            break
    refrun.bot_inputs = kite_inputs
    refrun.main()


if __name__ == "__main__":
    main()
