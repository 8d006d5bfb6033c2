#!/usr/bin/env python3
"""Checks the Kutuzov data pack: every row of seed_checks.tsv, then structural checks.

    python3 scripts/kutuzov-data/check.py [--data DIR] [-v]

Reads only the TSV files (default engine/src/games/kutuzov/data), so it checks an owner's hand-corrected pack exactly
as it checks the generated one. Exit status 1 if any check fails. The check kinds are documented in
docs/games/kutuzov-data.md; the Rust validator implements the same kinds.
"""
import os
import re
import sys

sys.dont_write_bytecode = True   # keep the repository free of __pycache__
from collections import defaultdict, deque

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import DATA, SEED, read_tsv  # noqa: E402

FILES = ['spaces.tsv', 'lines.tsv', 'leaders.tsv', 'pieces.tsv', 'tracks.tsv', 'markers.tsv', 'morale.tsv',
         'attrition_levels.tsv', 'morale_markers.tsv', 'conquest.tsv', 'tables.tsv', 'reinforcements.tsv', 'constants.tsv', 'cards.tsv',
         'hq_cards.tsv', 'scenarios.tsv', 'hands.tsv', 'scenario_cards.tsv', 'setup.tsv', 'seed_checks.tsv']
PREFIXES = ('seed L', 'public:', 'public fact:', 'geography', 'reconstructed:', 'owner:')
IMP_HOMES = {'FN', 'FS', 'PRU', 'AUT'}
RUS_HOMES = {'R', 'R1', 'R2'}
LAND = {'clear', 'rough', 'marsh', 'river'}
NATIONS = {'fn': {'french', 'prussian'}, 'fs': {'french', 'austrian'}, 'r1': {'russian'}, 'r2': {'russian'}}
MIX_OWNER = {('fn', 'french'): 'fn', ('fs', 'french'): 'fs', ('fn', 'prussian'): 'pru', ('fs', 'austrian'): 'aut',
             ('r1', 'russian'): 'r1', ('r2', 'russian'): 'r2'}
FLAG_POOL = {'french': 'french', 'russian': 'russian', 'prussian': 'allied', 'austrian': 'allied'}
SP = {'infantry': 1, 'cavalry': 2, 'artillery': 4}


class Pack:
    def __init__(self, data_dir):
        self.t, self.lines_of = {}, {}
        for f in FILES:
            h, rows, lines = read_tsv(f, data_dir)
            self.t[f[:-4]] = rows
            self.lines_of[f[:-4]] = (h, lines)
        self.spaces = {s['id']: s for s in self.t['spaces']}
        self.adj = defaultdict(dict)     # land lines only
        self.sea = defaultdict(set)
        for l in self.t['lines']:
            if l['type'] == 'sea':
                self.sea[l['from']].add(l['to'])
                self.sea[l['to']].add(l['from'])
            else:
                self.adj[l['from']][l['to']] = l
                self.adj[l['to']][l['from']] = l
        self.leaders = {x['id']: x for x in self.t['leaders']}
        self.cards = {int(c['number']): c for c in self.t['cards'] if c['number'].isdigit()}
        self.scen = {s['id']: s for s in self.t['scenarios']}
        self.const = {c['key']: c['value'] for c in self.t['constants']}


def as_set(v):
    return set() if v in ('', '-') else {x.strip() for x in v.split(',') if x.strip()}


def match_expected(got, expected):
    """expected: '>=N', 'N', a comma set, or a plain value."""
    if expected.startswith('>='):
        try:
            return float(got) >= float(expected[2:])
        except (TypeError, ValueError):
            return False
    if ',' in expected or (isinstance(got, (set, frozenset))):
        g = got if isinstance(got, (set, frozenset)) else as_set(str(got))
        return g == as_set(expected)
    return str(got) == expected


def parse_filter(f):
    conds = []
    if f in ('', '-'):
        return conds
    for part in f.split(';'):
        m = re.match(r'^([a-z_]+)(!?=)(.*)$', part)
        if not m:
            raise ValueError('bad filter %r' % f)
        conds.append((m.group(1), m.group(2), set(m.group(3).split('|'))))
    return conds


def filt(rows, f):
    conds = parse_filter(f)
    return [r for r in rows if all((r[c] in vs) == (op == '=') for c, op, vs in conds)]


# ------------------------------------------------------------------------------------------------------------
# control at a scenario start (setup flags over printed colours)
# ------------------------------------------------------------------------------------------------------------
def camp_of_home(home):
    return 'imperial' if home in IMP_HOMES else 'tsarist' if home in RUS_HOMES else None


def camp_of_power(p):
    return 'imperial' if p in ('fn', 'fs') else 'tsarist'


def setup_rows(P, scn):
    return [r for r in P.t['setup'] if r['scenario'] == scn]


def start_control(P, scn):
    """space -> (camp, power-or-home) at the scenario start: flags win, else the printed colour."""
    ctl = {}
    for sid, s in P.spaces.items():
        ctl[sid] = (camp_of_home(s['home']), s['home'])
    for r in setup_rows(P, scn):
        if 'flag' in as_set(r['other']):
            ctl[r['space']] = (camp_of_power(r['power']), r['power'])
    return ctl


def tsarist_keys(P, scn):
    ctl = start_control(P, scn)
    return sum(1 for sid, s in P.spaces.items() if s['key'] == '1' and ctl[sid][0] == 'tsarist')


# ------------------------------------------------------------------------------------------------------------
# computed examples
# ------------------------------------------------------------------------------------------------------------
def power_controls(P, power, sid, lost):
    """Does a Russian Power control an unflagged Russian space by colour? (joint spaces count for both)."""
    s = P.spaces[sid]
    if sid in lost:
        return False
    return s['home'] == power.upper() or power in as_set(s['joint'] or '-')


def tsarist_reinforcement_cp(P, args):
    power, lost = args.split(':', 1)
    lost = as_set(lost.split('=', 1)[1]) if '=' in lost else set()
    keys = sum(1 for sid, s in P.spaces.items() if s['key'] == '1' and power_controls(P, power, sid, lost))
    depots = sum(1 for sid, s in P.spaces.items() if s['depot'] == '1' and power_controls(P, power, sid, lost))
    base = int([r for r in P.t['reinforcements'] if r['who'] == 'tsarist_each' and r['item'] == 'cp_base'][0]['value'])
    return base + keys + depots


def band(P, table, n):
    for r in P.t['tables']:
        if r['table'] == table and int(r['min']) <= n <= int(r['max']):
            return int(r['value'])
    return None


def vp_example(P, args):
    """20.2-20.3 at the end of T4 for a stated control situation. args: imperial=<space>:<power>,...;resources=<power>:<n>,...;
    rfm=adopted|none. Every other space is controlled by its printed owner."""
    opts = dict(part.split('=', 1) for part in args.split(';'))
    imperial = dict(x.split(':') for x in as_set(opts.get('imperial', '-')))
    res = {k: int(v) for k, v in (x.split(':') for x in as_set(opts.get('resources', '-')))}
    rfm = opts.get('rfm') == 'adopted'
    vp = defaultdict(float)
    ports = defaultdict(int)
    marsh = defaultdict(int)
    for sid, s in P.spaces.items():
        if s['kind'] != 'duchy':
            continue
        if sid in imperial:
            owner_power, camp = imperial[sid], 'imperial'
        else:
            camp = camp_of_home(s['home'])
            owner_power = None
        worth = (1 if s['key'] == '1' else 0) + (1 if s['depot'] == '1' else 0)
        if camp == 'imperial':
            if owner_power is None:
                owner_power = 'fn' if s['home'] in ('FN', 'PRU') else 'fs' if s['home'] in ('FS', 'AUT') else None
            if s['home'] in IMP_HOMES and rfm:
                worth += 2 * ((1 if s['key'] == '1' else 0) + (1 if s['depot'] == '1' else 0))
            worth += int(s['imp_vp_bonus'])
            joint = as_set(s['joint'] or '-')
            if joint and sid not in imperial:
                for p in joint:
                    vp[p] += worth / len(joint)
            elif owner_power:
                vp[owner_power] += worth
            if s['port'] == '1':
                ports['imperial'] += 1
            if s['marsh'] == '1':
                marsh['imperial'] += 1
        elif camp == 'tsarist':
            if s['joint'] and s['joint'] != '-':
                for p in as_set(s['joint']):
                    vp[p] += 1          # Moscow Tsarist: 1 VP to each Tsarist Power (20.2)
            elif worth:
                vp['r2' if s['home'] == 'R2' else 'r1'] += worth
            if s['port'] == '1':
                ports['tsarist'] += 1
            if s['marsh'] == '1':
                marsh['tsarist'] += 1
    vp['fn'] += 1                          # Prussia not in revolt (20.31)
    vp['fs'] += 1                          # Austria not neutral (20.32)
    vp['fn'] += band(P, 'baltic_ports_vp', ports['imperial'])
    vp['r1'] += band(P, 'baltic_ports_vp', ports['tsarist'])
    vp['fs'] += band(P, 'pripyat_vp', marsh['imperial'])
    vp['r2'] += band(P, 'pripyat_vp', marsh['tsarist'])
    for p, n in res.items():
        vp[p] += n * (1 if (rfm and p in ('fn', 'fs')) else 0.5)
    out = {'tsarist': vp['r1'] + vp['r2'], 'imperial': vp['fn'] + vp['fs'], 'fn': vp['fn'], 'fs': vp['fs']}
    return ','.join('%s=%g' % (k, out[k]) for k in ('tsarist', 'imperial', 'fn', 'fs'))


# ------------------------------------------------------------------------------------------------------------
# the check kinds
# ------------------------------------------------------------------------------------------------------------
def pair(args):
    a, b = args.split(',')
    return a.strip(), b.strip()


def run_check(P, kind, args, expected):
    """(ok, got) for one seed_checks row."""
    if kind == 'space':
        s = P.spaces.get(args)
        got = s['kind'] if s else 'missing'
        return got == expected, got
    if kind == 'adjacent':
        a, b = pair(args)
        l = P.adj.get(a, {}).get(b)
        if not l:
            return False, 'not adjacent'
        t = l['type']
        if expected == 'any':
            return True, t
        if expected == 'not_river':
            return t not in ('river', 'marsh'), t
        return t == expected, t
    if kind == 'not_adjacent':
        a, b = pair(args)
        ok = b not in P.adj.get(a, {}) and b not in P.sea.get(a, set())
        return ok, 'not adjacent' if ok else 'adjacent'
    if kind == 'neighbours_exactly':
        got = set(P.adj.get(args, {}))
        return got == as_set(expected), ','.join(sorted(got))
    if kind == 'degree_at_least':
        got = len(P.adj.get(args, {}))
        return got >= int(expected), got
    if kind == 'count_spaces':
        got = len(filt(P.t['spaces'], args))
        return match_expected(got, expected), got
    if kind == 'members':
        got = {s['id'] for s in filt(P.t['spaces'], args)}
        return got == as_set(expected), ','.join(sorted(got))
    if kind == 'space_attr':
        sid, col = args.split(':')
        got = P.spaces[sid][col] if sid in P.spaces else 'missing'
        return match_expected(got, expected), got
    if kind == 'marsh_group':
        marsh = {s['id'] for s in P.t['spaces'] if s['marsh'] == '1'}
        centre = {args} | {n for n, l in P.adj.get(args, {}).items() if l['type'] == 'marsh'}
        ends = set()
        for l in P.t['lines']:
            if l['type'] == 'marsh':
                ends |= {l['from'], l['to']}
        ok = marsh == centre == ends and len(marsh) == int(expected)
        return ok, '%d marsh, %d centre+linked, %d ends' % (len(marsh), len(centre), len(ends))
    if kind == 'fortress_is_key':
        bad = [s['id'] for s in P.t['spaces'] if s['fortress'] not in ('0', '-') and s['key'] != '1']
        return (not bad) == (expected == '1'), ','.join(bad) or 'all'
    if kind == 'zone_lines':
        homes = set(args.split('|'))
        types = {l['type'] for l in P.t['lines'] if P.spaces[l['from']]['kind'] == P.spaces[l['to']]['kind'] == 'zone'
                 and P.spaces[l['from']]['home'] in homes and P.spaces[l['to']]['home'] in homes}
        return types == {expected}, ','.join(sorted(types))
    if kind == 'count_lines':
        got = len(filt(P.t['lines'], args))
        return match_expected(got, expected), got
    if kind == 'line_attr':
        ab, col = args.rsplit(':', 1)
        a, b = pair(ab)
        l = P.adj.get(a, {}).get(b)
        got = l[col] if l else 'missing'
        return match_expected(got, expected), got
    if kind == 'connected':
        nodes = [sid for sid, s in P.spaces.items() if s['kind'] != 'sea' and P.adj.get(sid)]
        seen, q = {nodes[0]}, deque([nodes[0]])
        while q:
            x = q.popleft()
            for y in P.adj[x]:
                if y not in seen:
                    seen.add(y)
                    q.append(y)
        got = '%d/%d' % (len(seen), len(nodes))
        return (len(seen) == len(nodes)) == (expected == '1'), got
    if kind == 'leader_attr':
        lid, col = args.split(':')
        x = P.leaders.get(lid)
        if not x:
            return False, 'missing'
        got = '%s-%s' % (x['battle'], x['command']) if col == 'rating' else x[col]
        return match_expected(got, expected), got
    if kind == 'card_attr':
        n, col = args.split(':')
        c = P.cards.get(int(n))
        got = c[col] if c else 'missing'
        return match_expected(got, expected), got
    if kind == 'count_cards':
        got = len(filt(P.t['cards'], args))
        return match_expected(got, expected), got
    if kind == 'scenario_attr':
        sid, col = args.split(':')
        got = P.scen[sid][col] if sid in P.scen else 'missing'
        return match_expected(got, expected), got
    if kind == 'hand_attr':
        scn, mode, holder, col = args.split(':')
        rows = [h for h in P.t['hands'] if h['scenario'] == scn and h['mode'] == mode and h['holder'] == holder]
        got = rows[0][col] if rows else 'missing'
        return match_expected(got, expected), got
    if kind == 'scenario_card':
        scn, n = args.split(':')
        got = ','.join(r['state'] for r in P.t['scenario_cards'] if r['scenario'] == scn and r['card'] == n) or '-'
        return got == expected, got
    if kind == 'setup_leader_at':
        scn, lid = args.split(':')
        at = [r['space'] for r in setup_rows(P, scn) if lid in as_set(r['leaders'])]
        got = ','.join(at) or '-'
        return got == expected, got
    if kind == 'setup_leader_sp':
        scn, lid = args.split(':')
        rows = [r for r in setup_rows(P, scn) if lid in as_set(r['leaders'])]
        got = sum(int(r[p]) * SP[p] for r in rows for p in SP) if rows else 'missing'
        return match_expected(got, expected), got
    if kind == 'setup_pieces_at':
        scn, nation, space, piece = args.split(':')
        got = sum(int(r[piece]) for r in setup_rows(P, scn) if r['nation'] == nation and r['space'] == space)
        return match_expected(got, expected), got
    if kind == 'setup_tsarist_keys':
        got = tsarist_keys(P, args)
        return got == int(expected), got
    if kind == 'setup_entrenched_held':
        bad = entrenchment_problems(P, args)
        return (not bad) == (expected == '1'), '; '.join(bad) or 'held'
    if kind == 'track_attr':
        track, idx, col = args.split(':')
        rows = [r for r in P.t['tracks'] if r['track'] == track and r['index'] == idx]
        got = rows[0][col] if rows else 'missing'
        return match_expected(got, expected), got
    if kind == 'count_track':
        got = len([r for r in P.t['tracks'] if r['track'] == args])
        return match_expected(got, expected), got
    if kind == 'constant':
        got = P.const.get(args, 'missing')
        return got == expected, got
    if kind == 'table_result':
        table, roll = args.split(':')
        roll = int(roll)
        rows = [r for r in P.t['tables'] if r['table'] == table and (r['min'] == '-' or int(r['min']) <= roll)
                and (r['max'] == '-' or roll <= int(r['max']))]
        got = ','.join('%s:%s' % (r['result'], r['value']) for r in rows) or 'none'
        return got == expected, got
    if kind == 'conquest_mod':
        rows = [r for r in P.t['conquest'] if r['modifier'] == args]
        got = rows[0]['value'] if rows else 'missing'
        return got == expected, got
    if kind == 'attrition_attr':
        idx, col = args.split(':')
        rows = [r for r in P.t['attrition_levels'] if r['index'] == idx]
        got = rows[0][col] if rows else 'missing'
        return got == expected, got
    if kind == 'morale_attr':
        camp, idx, col = args.split(':')
        rows = [r for r in P.t['morale'] if r['camp'] == camp and r['index'] == idx]
        got = rows[0][col] if rows else 'missing'
        return got == expected, got
    if kind == 'reinforcement':
        before, who, item = args.split(':')
        rows = [r for r in P.t['reinforcements'] if r['before_turn'] == before and r['who'] == who and r['item'] == item]
        got = rows[0]['value'] if rows else 'missing'
        return got == expected, got
    if kind == 'pieces_count':
        owner, piece = args.split(':')
        rows = [r for r in P.t['pieces'] if r['owner'] == owner and r['piece'] == piece]
        got = rows[0]['count'] if rows else 'missing'
        return got == expected, got
    if kind == 'marker_start':
        rows = [r for r in P.t['markers'] if r['marker'] == args]
        got = rows[0]['start'] if rows else 'missing'
        return match_expected(got, expected), got
    if kind == 'morale_marker':
        rows = [r for r in P.t['morale_markers'] if r['cause'] == args]
        got = '%s:%s' % (rows[0]['op'], rows[0]['value']) if rows else 'missing'
        return got == expected, got
    if kind == 'tsarist_reinforcement_cp':
        got = tsarist_reinforcement_cp(P, args)
        return got == int(expected), got
    if kind == 'vp_example':
        got = vp_example(P, args)
        return got == expected, got
    raise ValueError('unknown check kind %r' % kind)


# ------------------------------------------------------------------------------------------------------------
# structural checks
# ------------------------------------------------------------------------------------------------------------
def entrenchment_problems(P, scn):
    """Each entrenched space must hold >= entrenchment_min_sp SP or a leader of the camp controlling it (12.45)."""
    need = int(P.const['entrenchment_min_sp'])
    ctl = start_control(P, scn)
    out = []
    for sid in as_set(P.scen[scn]['entrenched']):
        camp = ctl[sid][0]
        rows = [r for r in setup_rows(P, scn) if r['space'] == sid and camp_of_power(r['power']) == camp and r['other'] != 'flag']
        sp = sum(int(r[p]) * SP[p] for r in rows for p in SP)
        if sp < need and not any(as_set(r['leaders']) for r in rows):
            out.append('%s: %d SP, no leader' % (sid, sp))
    return out


def structural(P, seed_lines):
    errs = []
    e = errs.append
    key_re = re.compile(r'^[a-z0-9_-]+$')
    # provenance and seed citations, every table
    for name, rows in P.t.items():
        _, lines = P.lines_of[name]
        for r, ln in zip(rows, lines):
            src = r.get('source', '')
            if not src.startswith(PREFIXES):
                e('%s.tsv line %d: source must start with a provenance prefix: %r' % (name, ln, src[:40]))
            if seed_lines is not None:
                for m in re.finditer(r'\bL(\d+)\b', src):
                    n = int(m.group(1))
                    if n < 1 or n > len(seed_lines) or not seed_lines[n - 1].strip():
                        e('%s.tsv line %d: cites seed L%d, which is blank or missing' % (name, ln, n))
    # spaces
    for sid, s in P.spaces.items():
        if not key_re.match(sid):
            e('space id %r is not a lowercase key' % sid)
        if s['kind'] not in ('duchy', 'zone', 'sea'):
            e('space %s: bad kind %s' % (sid, s['kind']))
        if s['home'] not in IMP_HOMES | RUS_HOMES | {'-'}:
            e('space %s: bad home %s' % (sid, s['home']))
        for col in ('key', 'depot', 'capital', 'port', 'marsh', 'rfm_city', 'approximate'):
            if s[col] not in ('0', '1'):
                e('space %s: %s must be 0/1' % (sid, col))
        if s['kind'] != 'duchy' and any(s[c] == '1' for c in ('key', 'depot', 'capital', 'port', 'marsh')):
            e('space %s: only duchies carry key/depot/capital/port/marsh' % sid)
        if s['edge'] not in ('imperial', 'tsarist', '-') or (s['edge'] != '-' and s['kind'] != 'zone'):
            e('space %s: bad edge %s' % (sid, s['edge']))
        if s['lat'] != '-' and not (-90 <= float(s['lat']) <= 90 and -180 <= float(s['lon']) <= 180):
            e('space %s: bad coordinates' % sid)
    # lines
    seen = set()
    for l in P.t['lines']:
        a, b = l['from'], l['to']
        for x in (a, b):
            if x not in P.spaces:
                e('line %s-%s: no space %s' % (a, b, x))
        if a == b:
            e('line %s-%s joins a space to itself' % (a, b))
        k = frozenset((a, b))
        if k in seen:
            e('line %s-%s appears twice (lines are two-way: list each pair once)' % (a, b))
        seen.add(k)
        if l['type'] not in LAND | {'sea'}:
            e('line %s-%s: bad type %s' % (a, b, l['type']))
        if l['type'] == 'sea':
            if not (P.spaces.get(a, {}).get('port') == '1' and P.spaces.get(b, {}).get('kind') == 'sea'):
                e('sea line %s-%s must join a port to the sea' % (a, b))
        elif 'sea' in (P.spaces.get(a, {}).get('kind'), P.spaces.get(b, {}).get('kind')):
            e('line of march %s-%s touches the sea' % (a, b))
    for sid, s in P.spaces.items():
        if s['port'] == '1' and not P.sea.get(sid):
            e('port %s has no sea link' % sid)
        if s['kind'] != 'sea' and not P.adj.get(sid) and s['home'] != '-':
            e('space %s has no line of march (only an unknown placeholder may)' % sid)
    # leaders
    for lid, x in P.leaders.items():
        if x['power'] not in NATIONS or x['nation'] not in NATIONS[x['power']]:
            e('leader %s: nation %s not allowed for %s' % (lid, x['nation'], x['power']))
        if int(x['build_cp']) != -(-int(x['command']) // 2):
            e('leader %s: build_cp is not half the command rating rounded up' % lid)
    # cards
    nums = [c['number'] for c in P.t['cards']]
    if sorted(int(n) for n in nums) != list(range(1, 111)) or len(set(nums)) != 110:
        e('cards: numbers must be 1-110, each once')
    for n, c in P.cards.items():
        want = 'imperial_home' if n <= 12 else 'tsarist_home' if n <= 24 else 'must_play' if n <= 40 else 'regular'
        if c['class'] != want:
            e('card %d: class %s, expected %s' % (n, c['class'], want))
        if (c['cp'] == '-') != (c['class'] == 'must_play'):
            e('card %d: only Must Play cards have no CP' % n)
        if c['event_text'] == 'seed' and ('-' in (c['summary_en'], c['summary_ko'], c['effect'])):
            e('card %d: event_text seed needs summaries and an effect' % n)
        if c['event_text'] == 'none' and (c['summary_en'] != '-' or c['summary_ko'] != '-' or c['effect'] != '-'):
            e('card %d: event_text none must have no summary and no effect' % n)
        if c['event_text'] not in ('seed', 'none'):
            e('card %d: event_text must be seed or none' % n)
    # scenarios, hands, card states
    boxes = defaultdict(set)
    for r in P.t['tracks']:
        boxes[r['track']].add(r['box'])
    for sid, s in P.scen.items():
        for col in ('imp_morale', 'tsar_morale'):
            if s[col] not in boxes['morale']:
                e('scenario %s: %s %s is not a morale box' % (sid, col, s[col]))
        if s['attrition'] not in boxes['attrition']:
            e('scenario %s: bad attrition level' % sid)
        for col in ('scorched', 'sacked', 'entrenched'):
            for x in as_set(s[col]):
                if x not in P.spaces or P.spaces[x]['kind'] != 'duchy':
                    e('scenario %s: %s %s is not a duchy' % (sid, col, x))
        for x in as_set(s['sacked']):
            if x in P.spaces and P.spaces[x]['fortress'] == '0':
                e('scenario %s: sacked %s is not a fortress' % (sid, x))
        for br in as_set(s['bridges']):
            p, ab = br.split(':')
            a, b = ab.split('-', 1) if ab.count('-') == 1 else (None, None)
            l = None
            for x, ys in P.adj.items():
                for y, ll in ys.items():
                    if '%s-%s' % (x, y) == ab:
                        l = ll
            if not l or l['type'] != 'river' or l['bridge'] != '1':
                e('scenario %s: bridge %s is not a bridgeable River line' % (sid, br))
        if tsarist_keys(P, sid) != int(s['key_track']):
            e('scenario %s: set-up leaves %d Tsarist Keys, key_track says %s' % (sid, tsarist_keys(P, sid), s['key_track']))
        for p in entrenchment_problems(P, sid):
            e('scenario %s: entrenchment not held: %s' % (sid, p))
    for h in P.t['hands']:
        fixed = as_set(h['fixed'])
        total = len(fixed) + int(h['home']) + int(h['regular'])
        if total != int(h['total']):
            e('hands %s/%s/%s: fixed+home+regular = %d, total %s' % (h['scenario'], h['mode'], h['holder'], total, h['total']))
        for n in fixed:
            if int(n) not in P.cards:
                e('hands: card %s missing' % n)
    for r in P.t['scenario_cards']:
        if r['scenario'] not in P.scen or int(r['card']) not in P.cards:
            e('scenario_cards: bad row %s %s' % (r['scenario'], r['card']))
    # set-ups
    limits = {(r['owner'], r['piece']): r['count'] for r in P.t['pieces']}
    for scn, s in P.scen.items():
        rows = setup_rows(P, scn)
        used = defaultdict(int)
        seen_leaders = {}
        flags = defaultdict(int)
        flag_at = set()
        dmcs = defaultdict(list)
        occupants = defaultdict(set)
        ctl = start_control(P, scn)
        for r in rows:
            sp_id = r['space']
            if sp_id not in P.spaces:
                e('setup %s: no space %s' % (scn, sp_id))
                continue
            if r['power'] not in NATIONS or r['nation'] not in NATIONS[r['power']]:
                e('setup %s %s: nation %s not allowed for %s' % (scn, sp_id, r['nation'], r['power']))
                continue
            for piece in SP:
                used[(MIX_OWNER[(r['power'], r['nation'])], piece)] += int(r[piece])
            for lid in as_set(r['leaders']):
                x = P.leaders.get(lid)
                if not x:
                    e('setup %s: no leader %s' % (scn, lid))
                    continue
                if lid in seen_leaders:
                    e('setup %s: leader %s placed twice' % (scn, lid))
                seen_leaders[lid] = sp_id
                if x['power'] != r['power'] or x['nation'] != r['nation']:
                    e('setup %s: leader %s is %s/%s, row is %s/%s' % (scn, lid, x['power'], x['nation'], r['power'], r['nation']))
                if int(x['first_build_turn']) > int(s['first_turn']):
                    e('setup %s: %s may not be on the map before turn %s' % (scn, lid, x['first_build_turn']))
                if 'off_map_at_s3_start' in as_set(x['special']) and scn == 's3':
                    e('setup s3: %s must start off the map' % lid)
            other = as_set(r['other'])
            if 'flag' in other:
                flags[FLAG_POOL[r['nation']]] += 1
                if sp_id in flag_at:
                    e('setup %s: two flags in %s' % (scn, sp_id))
                flag_at.add(sp_id)
                home_camp = camp_of_home(P.spaces[sp_id]['home'])
                if P.spaces[sp_id]['kind'] != 'duchy' or home_camp == camp_of_power(r['power']):
                    e('setup %s: a %s flag cannot stand in %s' % (scn, r['power'], sp_id))
                if scn == 's1':
                    e('setup s1: scenario 1 starts with every space at its printed owner (no flags)')
            if 'dmc' in other:
                dmcs[r['power']].append(sp_id)
            if any(int(r[p]) for p in SP) or as_set(r['leaders']):
                occupants[sp_id].add(camp_of_power(r['power']))
        for (owner, piece), n in used.items():
            lim = limits.get((owner, piece))
            if lim is None or (lim != '-' and n > int(lim)):
                e('setup %s: %d %s %s exceeds the counter mix (%s)' % (scn, n, owner, piece, lim))
        for pool, n in flags.items():
            if n > int(limits[(pool, 'flag')]):
                e('setup %s: %d %s flags exceed the limit' % (scn, n, pool))
        for sp_id, camps in occupants.items():
            if len(camps) > 1:
                e('setup %s: both camps start in %s' % (scn, sp_id))
            camp = next(iter(camps))
            if ctl.get(sp_id, (None,))[0] != camp:
                e('setup %s: %s formations start in %s, which the other camp controls' % (scn, camp, sp_id))
        for p, where in dmcs.items():
            if len(where) > int(limits[(p, 'dmc')]) or len(set(where)) != len(where):
                e('setup %s: %s has too many DMCs or two in one duchy' % (scn, p))
            for sp_id in where:
                if not dmc_connected(P, ctl, sp_id, camp_of_power(p)):
                    e('setup %s: %s DMC in %s is not connected through friendly spaces to a friendly edge zone' % (scn, p, sp_id))
    return errs


def dmc_connected(P, ctl, start, camp):
    """17.2: a DMC stands in a friendly duchy connected through friendly spaces to a friendly map-edge zone."""
    if ctl[start][0] != camp:
        return False
    seen, q = {start}, deque([start])
    while q:
        x = q.popleft()
        if P.spaces[x]['kind'] == 'zone' and P.spaces[x]['edge'] == camp:
            return True
        for y in P.adj.get(x, {}):
            if y not in seen and ctl.get(y, (None,))[0] == camp:
                seen.add(y)
                q.append(y)
    return False


def counts_table(P):
    """Markdown table: rows per file and per provenance prefix (the first prefix of each row's source)."""
    kinds = [('seed', 'seed L'), ('public', 'public'), ('geography', 'geography'), ('reconstructed', 'reconstructed:')]
    out = ['| file | rows | seed | public | geography | reconstructed | approximate |', '|---|---|---|---|---|---|---|']
    for name in FILES:
        rows = P.t[name[:-4]]
        c = {k: sum(1 for r in rows if r['source'].startswith(p)) for k, p in kinds}
        approx = sum(1 for r in rows if r.get('approximate') == '1') if rows and 'approximate' in rows[0] else None
        out.append('| %s | %d | %s | %s | %s | %s | %s |' % (name, len(rows), *(c[k] or '–' for k, _ in kinds),
                                                           '–' if approx is None else approx))
    return '\n'.join(out)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    data_dir = DATA
    if '--data' in argv:
        data_dir = argv[argv.index('--data') + 1]
    verbose = '-v' in argv
    P = Pack(data_dir)
    if '--counts' in argv:
        print(counts_table(P))
        return 0
    ok = fail = 0
    by_kind = defaultdict(lambda: [0, 0])
    _, lines = P.lines_of['seed_checks']
    for r, ln in zip(P.t['seed_checks'], lines):
        try:
            good, got = run_check(P, r['check'], r['args'], r['expected'])
        except Exception as ex:  # a malformed row is a failure, reported with its line
            good, got = False, 'error: %s' % ex
        by_kind[r['check']][0 if good else 1] += 1
        if good:
            ok += 1
            if verbose:
                print('  ok   %s %s = %s' % (r['check'], r['args'], r['expected']))
        else:
            fail += 1
            print('  FAIL seed_checks.tsv line %d: %s %s: expected %s, got %s' % (ln, r['check'], r['args'], r['expected'], got))
    errs = structural(P, SEED)
    for x in errs:
        print('  FAIL structure: ' + x)
    print('seed checks: %d passed, %d failed (%d kinds)' % (ok, fail, len(by_kind)))
    print('structural checks: %s' % ('all passed' if not errs else '%d problems' % len(errs)))
    if SEED is None:
        print('note: seed file not found, seed line citations not checked')
    return 1 if (fail or errs) else 0


if __name__ == '__main__':
    sys.exit(main())
