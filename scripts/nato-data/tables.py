"""Generates the NATO chart tables of the built-in pack (Sandtable reconstruction, unofficial). Stdlib only.
Every cell the seed pins is written with its `seed L…` source; every other cell says `reconstructed:` and why.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "engine", "src", "games", "nato", "data")
COLS = ["1:4", "1:3", "1:2", "1:1", "2:1", "3:1", "4:1", "5:1", "6:1", "7:1", "8:1", "9:1", "10:1"]

# The CRT ladder: result = LADDER[column index (1:4 = 0 … 10:1 = 12) + die]. The seed's three located cells sit
# on one anti-diagonal (6:1+1 = 8+1 = 9; 4:1+4 = 6+4 = 10; 2:1+6 = 4+6 = 10), so a column-plus-die ladder honours
# them exactly; the rest of the ladder is ours: attacker losses and disruption at the low end, counterattack in
# the middle band where the seed's CA cells are, retreats growing to the CRT's cap of 2 ([25.7.2]), the seed's
# own grammar example A1/D2*R2 (L2811) and -/D1R2 (L2956, L2966) on it.
LADDER = {
    1: ("A1*/-", "reconstructed: ladder k=1, the worst cell (1:4, die 1): attacker loses a step and is disrupted"),
    2: ("A1/-", "reconstructed: ladder k=2, attacker step loss"),
    3: ("A1/*", "reconstructed: ladder k=3, attacker step loss, defender disrupted"),
    4: ("-/*", "reconstructed: ladder k=4, defender disrupted"),
    5: ("-/*R1", "reconstructed: ladder k=5, defender disrupted and pushed back"),
    6: ("A1/D1", "reconstructed: ladder k=6, an even exchange"),
    7: ("-/CAD1", "reconstructed: ladder k=7, counterattack band (as the seed's CA cells at k=10)"),
    8: ("-/D1*", "reconstructed: ladder k=8"),
    9: ("A1/D1R1", "seed L3107, L3329 (6:1, die 1); ladder k=9"),
    10: ("-/CAD1R1", "seed L3121 (4:1, die 4), L3145 (2:1, die 6); ladder k=10"),
    11: ("-/D1R1", "reconstructed: ladder k=11, k=10 without the counterattack"),
    12: ("-/CAD1R2", "reconstructed: ladder k=12, last counterattack cell"),
    13: ("-/D1R2", "reconstructed: ladder k=13; the seed's -/D1R2 (L2956, L2966) exists"),
    14: ("A1/D2*R2", "reconstructed: ladder k=14; the seed's grammar example A1/D2*R2 (L2811) exists"),
    15: ("-/D1*R2", "reconstructed: ladder k=15"),
    16: ("-/D2R2", "reconstructed: ladder k=16"),
    17: ("-/D2*R2", "reconstructed: ladder k=17"),
    18: ("-/D2*R2", "reconstructed: ladder k=18, the best cell (10:1, die 6)"),
}
PINNED_CRT = {("6:1", 1): "A1/D1R1", ("4:1", 4): "-/CAD1R1", ("2:1", 6): "-/CAD1R1"}


def write(name, header_lines, cols, rows):
    with open(os.path.join(DATA, name), "w", encoding="utf-8") as f:
        for h in header_lines:
            f.write("# " + h + "\n")
        f.write("\t".join(cols) + "\n")
        for r in rows:
            assert len(r) == len(cols), (name, r)
            f.write("\t".join(str(x) for x in r) + "\n")
    return len(rows)


def crt():
    rows = []
    for i, col in enumerate(COLS):
        for die in range(1, 7):
            res, src = LADDER[i + die]
            if (col, die) in PINNED_CRT:
                assert PINNED_CRT[(col, die)] == res
            elif src.startswith("seed"):
                src = "reconstructed: ladder k=%d, the value the seed pins on this anti-diagonal (%s)" % (i + die, src.split(";")[0])
            rows.append((col, die, res, src))
    return write("crt.tsv", [
        "NATO Combat Results Table (Sandtable reconstruction, unofficial): 13 odds columns x die 1-6 ([25.5.2]).",
        "result: attacker/defender. Each side: '-' nothing, A1 attacker loses a step, D1|D2 defender loses steps,",
        "R1|R2 defender retreats (the seed's legend writes r#; the same result), '*' every participating unit of that",
        "side disrupted, CA defender counterattacks first ([25.6.2]). Odds below 1:4 and above 10:1 use the end",
        "columns; shifts are applied after ([25.3.3], [25.5.1]). Cells: LADDER[column index + die], see",
        "scripts/nato-data/tables.py and docs/games/nato-data.md. Generated; do not edit by hand."],
        ["odds", "die", "result", "source"], rows)


def tec():
    R = "reconstructed: "
    rows = [
        # terrain, kind, priority, mp, soft_double, column_shift, retreat, strike_drm, nuclear_drm, armor_half, attack_mult, exploit, drop, reaction, source
        ("fortified", "hex", 0, "-", 1, -1, -1, -1, 0, 0, "-", 0, 0, 1, "seed [25.3.2.2] (soft x2, not cumulative), [25.7.2] (retreat -1), [25.8.2] (no exploitation); " + R + "overrides the base terrain, -1 column and -1 strike like rough ([38.4.3.4] is in the missing Playbook); Extended Buildup-style scenarios only"),
        ("key_city", "hex", 1, 1, 1, -2, -2, -2, -1, 1, "-", 0, 0, 1, "seed [30.0] (identical to a major city but 3 VP), [30.4.3], L2785 (-2 columns, retreats -2, strikes -2, nuclear -1), [25.3.1.1] (armor halved); MP 1 reconstructed like a town (L1766)"),
        ("major_city", "hex", 1, 1, 1, -2, -2, -2, -1, 1, "-", 0, 0, 1, "seed [30.4.3], L2785-2791, [25.7.2], [25.3.1.1]; priority 1 and MP 1 reconstructed (a town is priority 2 and 1 MP, L2718, L1766)"),
        ("town", "hex", 2, 1, 1, -1, -1, -1, 0, 1, "-", 0, 0, 1, "seed L2718 (priority 2), L1766 (1 MP), [30.4.2] (-1 column, retreat -1, strike -1, nuclear 0), [3.5] (soft x2), [25.3.1.1] (armor halved)"),
        ("mountain", "hex", 3, 3, 1, -2, -2, -1, 0, 1, "-", 0, 0, 1, "seed [3.5] (soft x2), [25.7.2] (retreat -2), [25.3.1.1] (armor halved), [16.1] (no airlift start/end); " + R + "priority 3, MP 3 (2 through a pass), -2 columns, strike -1"),
        ("rough", "hex", 4, 2, 1, -1, -1, -1, 0, 0, "-", 0, 0, 1, "seed L3105, L3119 (-1 column), [25.7.2] (retreat -1), [3.5] (soft x2); " + R + "priority 4 (above forest so that 3318, rough and forest, reads rough: L3119), MP 2, strike -1 (so that 3318's forest DRM of L3072 is the same number)"),
        ("forest", "hex", 5, 1, 1, -1, 0, -1, 0, 0, "-", 0, 0, 1, "seed L2718 (priority 5), L1770, L1732 (1 MP), L2462, L3072 (strike -1), [25.7.2] (forest never reduces retreats), [3.5] (soft x2); -1 column reconstructed (L2718's example only makes sense if forest also shifts)"),
        ("marsh", "hex", 6, 1, 0, 0, 0, 0, 0, 0, "-", 0, 1, 1, "seed L3393, L3395 (a marsh hex costs 1 MP in the reserve move), L3393 (no exploitation), [16.1.3] (drop zone); " + R + "priority 6, no column shift, no strike DRM"),
        ("clear", "hex", 7, 1, 0, 0, 0, 0, 0, 0, "-", 1, 1, 1, "seed L1770, L3387 (1 MP), [25.8.2] (exploitation only into clear), [16.1.3] (drop zone), L2546 (no strike DRM); priority 7 reconstructed (lowest)"),
        ("all_sea", "hex", "-", "P", 0, 0, 0, 0, 0, 0, "-", 0, 0, 0, "seed [6.0], [12.1.1] (prohibited terrain)"),
        ("bridge", "special", "-", "+0", 0, 0, 0, 0, 0, 0, "1/2", 0, 0, 1, "seed L2676 ([25.3.1.1]: attacking a bridge hex halves every attacker), [25.8.2] (no exploitation), [24.1.4] (artillery unaffected); MP reconstructed"),
        ("minor_river", "hexside", "-", "+0", 0, 0, 0, 0, 0, 0, "3/4", 0, "-", 1, "seed L3103, L3117 (attack x3/4), [25.1.2.1] (reaction allowed), L2999 (no exploitation across); " + R + "+0 MP (the seed's move costs name only the major river's +1, L1732, L3387)"),
        ("major_river", "hexside", "-", "+1", 0, 0, 0, 0, 0, 0, "1/2", 0, "-", 0, "seed L1732, L3387 (+1 MP), L3327 (attack x1/2), [25.1.2.1] (no reaction), L2999, L3331 (no exploitation), [25.7.4] (retreat priority avoids it)"),
        ("pass", "hexside", "-", "2", 0, 0, 0, 0, 0, 0, "-", 0, "-", 0, "seed L1730 (a pass lowers the cost of entering a mountain hex), [25.1.2.1] (no reaction), L2999 (no exploitation); " + R + "entering mountain through a pass costs 2; this pack's map has no passes"),
        ("causeway", "hexside", "-", "+1", 0, 0, 0, 0, 0, 0, "1/2", 0, "-", 0, "seed L1730, [12.1.1] (makes an all-sea hexside passable), [25.1.2.1] (no reaction), L2999 (no exploitation), [24.1.4]; " + R + "+1 MP and attack x1/2 like a major river"),
        ("afsluitdijk", "hexside", "-", "+1", 0, 0, 0, 0, 0, 0, "0", 0, "-", 0, "seed L2654 ([25.2.4]: no ground attack across 2729/2730); " + R + "otherwise a causeway"),
        ("danish_ferry", "hexside", "-", "F", 0, 0, 0, 0, 0, 0, "0", 0, "-", 0, "seed L1817 ([12.8]: one NATO unit each way per Ground Movement Segment, a minimum move; WP only after Danish surrender), L2654 (no attack across), L1426 (LOS)"),
        ("blocked", "hexside", "-", "P", 0, 0, 0, 0, 0, 0, "0", 0, "-", 0, "seed [6.0], [12.1.1], [25.2.4], [24.1.4] (prohibited; no attack, no artillery; ZOC crosses, [8.0])"),
        ("all_sea_side", "hexside", "-", "P", 0, 0, 0, 0, 0, 0, "0", 0, "-", 0, "seed [6.0], [12.1.1], [25.2.4]"),
        ("iron_curtain", "hexside", "-", "+1*", 0, 0, 0, 0, 0, 0, "-", 1, "-", 1, "seed L4037 ([35.6]: WP pays +1 MP to cross in the GT 1 Movement Phase only), L4031 ([35.5] ZOC)"),
    ]
    out = [(r[0], r[1]) + tuple(r[2:14]) + (r[14],) for r in rows]
    return write("tec.tsv", [
        "NATO Terrain Effects Chart (Sandtable reconstruction, unofficial). kind: hex (primary terrain; a city kind is",
        "a primary terrain too), special (coexists with the primary, [2.2.1]), hexside. priority: 1 beats 2 ([2.2.1]).",
        "mp: cost to enter (hex) or extra cost to cross (hexside); P = prohibited; F = Danish Ferry procedure; +1* =",
        "WP in the GT 1 Movement Phase only. soft_double: soft units' defence x2 ([25.3.2.2]). column_shift: for the",
        "defender's primary terrain ([25.3.4.1]). retreat: CRT retreats reduced by this many hexes ([25.7.2]).",
        "strike_drm: air/artillery strike DRM ([23.3]); nuclear_drm: Nuclear Strike Table DRM. armor_half: armor",
        "attacking into it x1/2. attack_mult: every attacker's multiplier (hexsides: attacking across; 0 = no attack).",
        "exploit: exploitation may enter/cross ([25.8.2]). drop: airborne drop zone ([16.1.3]). reaction: reaction",
        "may cross/enter ([25.1.2.1]). Markers (EZOC +1/+1, AIZ +1, nuclear +2 hard only, chemical stop) are rules."],
        ["terrain", "kind", "priority", "mp", "soft_double", "column_shift", "retreat", "strike_drm", "nuclear_drm",
         "armor_half", "attack_mult", "exploit", "drop", "reaction", "source"], out)


def strike():
    rows = []
    col1 = [(-99, 1, "-", "seed L3072 (2-1 = 1: no effect), L3317 (1: no effect)"),
            (2, 2, "*", "seed L2462 (3-1 = 2: disrupted)"),
            (3, 3, "*", "seed L2464 (5-2 = 3), L2544 (3: HQ suppressed), L3323 (3: disrupted)"),
            (4, 4, "*", "reconstructed: the seed pins no modified 4; between '*' at 3 and D1 at 5 it stays '*'"),
            (5, 5, "D1", "seed L2462 (6-1 = 5), L2464, L2542, L3070 (5: D1)"),
            (6, 99, "D1", "seed L2548 (6: D1); 7 and more reconstructed as D1 (the best result)")]
    for lo, hi, res, src in col1:
        rows.append(("1", lo, hi, res, src))
    col0 = [(-99, 3, "-", "reconstructed: column 0 (suppressed artillery or artillery in a chem/nuke hex, [24.1.4]) reads as column 1 two rolls lower"),
            (4, 5, "*", "reconstructed: column 1 two rolls lower"),
            (6, 6, "*", "reconstructed: column 1 two rolls lower"),
            (7, 99, "D1", "reconstructed: column 1 two rolls lower")]
    for lo, hi, res, src in col0:
        rows.append(("0", lo, hi, res, src))
    return write("strike.tsv", [
        "NATO Strike Table (air strikes and artillery, [23.3], [24.1]): one 1d6 roll per air or artillery point, all DRMs",
        "cumulative (tec.tsv strike_drm; airspace +1 friendly / -1 enemy [11.8.4]; Train marker +1 and no terrain [13.4.5];",
        "Surprise +1 WP [35.7]). column: 1 (every air point, unsuppressed artillery) or 0 ([24.1.4]). result: - none,",
        "* disrupted (HQ/artillery suppressed), D1 one step eliminated and the other targeted step disrupted ([23.3.2])."],
        ["column", "roll_min", "roll_max", "result", "source"], rows)


def counterattack():
    cols = [("west_german", 3, "seed L3145 (West German column, die 3: attacker disrupted); 3+ reconstructed (Bundeswehr doctrine of the immediate counterattack)"),
            ("other_nato", 4, "seed L3123 (Other NATO column, die 4: attacker disrupted); 4+ reconstructed"),
            ("us", 4, "reconstructed: as Other NATO (the seed names a West German and an Other NATO column)"),
            ("soviet", 4, "reconstructed: Soviet doctrine of the counterattack by the second echelon"),
            ("other_wp", 5, "reconstructed: GDR, Polish and Czechoslovak steps, one worse than Soviet")]
    rows = []
    for col, th, src in cols:
        for die in range(1, 7):
            res = "*" if die >= th else "-"
            s = src if ((col == "west_german" and die == 3) or (col == "other_nato" and die == 4)) else \
                ("reconstructed: " + col + " hits on %d+" % th)
            rows.append((col, die, res, s))
    return write("counterattack.tsv", [
        "NATO Counterattack Table ([25.6.2]): one 1d6 roll per eligible defending step against an attacking unit of the",
        "defender's choice; column by the step's nationality (west_german; us (Canadians too); other_nato = UK, NL, BE, DK,",
        "FR; soviet; other_wp = GDR, PL, CS). result: * the target attacking unit is disrupted, - nothing."],
        ["column", "die", "result", "source"], rows)


def interception():
    # table (wp|nato) x section (friendly|contested|enemy) x column (air campaign profile) x turns -> value
    # 2d6 <= value intercepts; 'NA' = no roll. Columns name the rules' scenario types ([17.1.2]).
    V = {
        # WP moving (NATO intercepts): NATO air grows stronger with time
        ("wp", "friendly"): {"surprise": [2, 3, 4], "buildup": [3, 3, 4], "nerves": [3, 3, 4], "baltic": [2, 3, 4]},
        ("wp", "contested"): {"surprise": [3, 5, 6], "buildup": [4, 5, 6], "nerves": [4, 5, 6], "baltic": [3, 5, 6]},
        ("wp", "enemy"): {"surprise": [4, 5, 7], "buildup": [5, 6, 7], "nerves": [5, 6, 7], "baltic": [4, 5, 7]},
        # NATO moving (WP intercepts): WP air strongest early
        ("nato", "friendly"): {"surprise": [3, 3, 2], "buildup": [3, 2, 2], "nerves": [3, 2, 2], "baltic": [3, 3, 2]},
        ("nato", "contested"): {"surprise": [6, 5, 4], "buildup": [5, 4, 3], "nerves": [5, 4, 3], "baltic": [6, 5, 4]},
        ("nato", "enemy"): {"surprise": [7, 6, 5], "buildup": [6, 5, 4], "nerves": [6, 5, 4], "baltic": [7, 6, 5]},
    }
    PIN = {("wp", "enemy", "surprise", "1"): "seed L2081 (Strategic Surprise, GT 1, enemy airspace: 4)",
           ("wp", "enemy", "surprise", "2-7"): "seed L1649, L1652 (Strategic Surprise, GT 3, enemy airspace: 5)",
           ("wp", "contested", "nerves", "2-7"): "seed L3307 (Nerves column, turns 2-7, contested airspace: 5)"}
    rows = []
    for (tab, sec), cols in V.items():
        for col, vals in cols.items():
            for turns, v in zip(["1", "2-7", "8-14"], vals):
                src = PIN.get((tab, sec, col, turns))
                if src is None:
                    src = "reconstructed: %s table, %s airspace, %s: %s" % (
                        tab.upper(), sec, col, "NATO air superiority grows with time" if tab == "wp" else "WP air strongest early, worn down later")
                rows.append((tab, sec, col, turns, v, src))
    rows.append(("nato", "conus", "surprise", "1-14", 3, "seed [33.2.6] (CONUS interception uses the NATO table's yellow ferry row, Strategic Surprise column, in every scenario); value reconstructed"))
    return write("interception.tsv", [
        "NATO Interception Tables ([17.0]): the moving player's own table (wp|nato); section by movement: friendly (ferry),",
        "contested (transport), enemy (any path hex in enemy airspace: drop, amphibious), conus (US/Canadian S",
        "reinforcements, [33.2.6]); column: the air-campaign profile a scenario names (surprise, buildup, nerves: the",
        "rules' scenario columns; baltic: Sandtable's short scenario); turns: game-turn bracket (War of Nerves-style",
        "play counts war turns). 2d6, -1 if the passenger starts or ends in EZOC; modified roll <= value intercepts."],
        ["table", "section", "column", "turns", "value", "source"], rows)


def air_campaign():
    # profile x turns x modified roll (1..7; +1 in 1988) -> WP TAP/OAP, NATO TAP/OAP
    rows = []
    base = {
        "surprise": {"1": lambda r: (10 + r // 2, 3, 3 + r // 2, 1), "2-7": lambda r: (7 - r // 3, 2, 5 + r // 2, 2), "8-14": lambda r: (5 - r // 3, 1, 7 + r // 2, 2)},
        "buildup": {"1": lambda r: (8, 2, 6 + r // 3, 2), "2-7": lambda r: (6 - r // 3, 1, 6 + r // 2, 2), "8-14": lambda r: (4 - r // 4, 1, 7 + r // 2, 3)},
        "nerves": {"1": lambda r: (9, 2, 5 + r // 3, 1), "2-7": lambda r: (6 - r // 3, 1, 5 + r // 2, 2), "8-14": lambda r: (4 - r // 4, 1, 7 + r // 2, 2)},
        "baltic": {"1": lambda r: (5 + r // 3, 2, 2 + r // 3, 1), "2-7": lambda r: (4 - r // 4, 1, 3 + r // 2, 1), "8-14": lambda r: (3, 1, 4 + r // 2, 1)},
    }
    for prof, brackets in base.items():
        for turns, f in brackets.items():
            for roll in range(1, 8):
                wt, wo, nt, no = f(roll)
                src = "reconstructed: %s profile, %s: WP strongest on the first turn and wearing down, NATO growing with the roll" % (prof, turns)
                if prof == "buildup" and turns == "2-7" and roll == 4:
                    assert (wt, wo, nt, no) == (5, 1, 8, 2), (wt, wo, nt, no)
                    src = "seed L2406 (Extended Buildup, GT 2-7, modified roll 4: WP 5 TAP / 1 OAP, NATO 8 TAP / 2 OAP)"
                rows.append((prof, turns, roll, wt, wo, nt, no, src))
    return write("air_campaign.tsv", [
        "NATO Air Campaign Tables ([23.1.1]): WP rolls 1d6 each Joint Reinforcement Phase (+1 in 1988, so rolls 1-7) on",
        "the profile its scenario names (scenarios.tsv air_profile) and the turn bracket; both sides' tactical (TAP)",
        "and operational (OAP) air points for the turn. Permanent cuts ([21.3], [21.5], [32.2.3]) apply after; TAP",
        "never below 2 from them ([23.1.2])."],
        ["profile", "turns", "roll", "wp_tap", "wp_oap", "nato_tap", "nato_oap", "source"], rows)


def center_interdiction():
    T = {1: [0, 0, 0, 0, 1, 1], 2: [0, 0, 0, 1, 1, 2], 3: [0, 0, 1, 1, 2, 2]}
    rows = []
    for oap, vals in T.items():
        for die, v in enumerate(vals, 1):
            src = "seed L2484 (2 OAP, die 4: 1 supply point lost)" if (oap, die) == (2, 4) else \
                "reconstructed: more OAP, more loss; 2 OAP die 4 = 1 (seed) fixes the middle column"
            rows.append((oap, die, v, src))
    return write("center_interdiction.tsv", [
        "NATO Center Interdiction Table ([23.7]): NATO spends 1-3 OAP once per NATO player turn and rolls 1d6; loss =",
        "WP supply points not received next Joint Reinforcement Phase (never below 0 income; the stock is untouched)."],
        ["oap", "die", "loss", "source"], rows)


def flak():
    rows = [("ezoc", 1, "helicopter_defence", "seed [19.1], L2204, L3095 (hit on 1; a second die above the helicopter unit's defence shoots it down: L2204 roll 2 vs defence 2 survives, roll 5 is shot down), L3571"),
            ("enemy_free_city", 2, "helicopter_defence", "seed [19.1.1], [30.2.2], L3093, L3571 (hit on 1 or 2 entering an enemy free city hex)"),
            ("assault_hex", 1, "helicopter_defence", "seed [19.1.5] (always flak in an assault hex, friendly units notwithstanding; hit as an ordinary EZOC hex)")]
    return write("flak.tsv", [
        "NATO Flak ([19.0]), fully given by the rule text: entering an EZOC hex (not negated) roll 1d6, hit if <= hit_max;",
        "on a hit roll again: shot down (with any passenger) if the second roll > the helicopter unit's defence."],
        ["situation", "hit_max", "second_roll_beats", "source"], rows)


def chemical():
    T = {"1": ["*", "*", "*", "D1", "D1", "D1"], "2": ["-", "-", "*", "*", "D1", "D1"],
         "3": ["-", "-", "-", "*", "*", "D1"], "4+": ["-", "-", "-", "-", "*", "D1"]}
    PIN = {("2", 1): "seed L2536 (2nd Turn, die 1: no effect)", ("2", 3): "seed L3068 (2nd Turn, die 3: disrupted)",
           ("2", 4): "seed L2536 (2nd Turn, die 4: disrupted)"}
    rows = []
    for turn, vals in T.items():
        for die, v in enumerate(vals, 1):
            rows.append((turn, die, v, PIN.get((turn, die), "reconstructed: protection improves each chemical-warfare turn; optional table")))
    n = write("chemical.tsv", [
        "NATO Chemical Strike Table ([22.2.3]), OPTIONAL (option chemical_reconstructed, off by default): 1d6 per unit in",
        "the target hex; column = chemical-warfare turn (1 = the turn of first use). - none, * disrupted (artillery",
        "suppressed), D1 1-step unit eliminated / 2-step unit flipped and disrupted. Three cells are the seed's."],
        ["chem_turn", "die", "result", "source"], rows)
    T2 = {"1": [0, 1, 1, 2, 2, 3], "2": [0, 0, 1, 1, 2, 2], "3": [0, 0, 0, 1, 1, 2], "4+": [0, 0, 0, 0, 1, 1]}
    rows = [(turn, die, v, "reconstructed: NATO tactical air points lost; falls as airfields adapt; optional table (no seed cell)")
            for turn, vals in T2.items() for die, v in enumerate(vals, 1)]
    n2 = write("airfield_chemical.tsv", [
        "NATO WP Airfield Chemical Strike Table ([22.4]), OPTIONAL (option chemical_reconstructed): 1d6, column = chemical",
        "turn; result = NATO tactical air points removed from the current track (never below 2)."],
        ["chem_turn", "die", "tap_lost", "source"], rows)
    rows = [(-99, 1, "*", "reconstructed: even a poor nuclear strike disrupts (major/key city -1, Surprise +1 WP: [30.4.3], [35.7])"),
            (2, 99, "D", "reconstructed: a nuclear strike usually destroys a step; optional table (no seed cell)")]
    n3 = write("nuclear.tsv", [
        "NATO Nuclear Strike Table ([21.1]), OPTIONAL (option nuclear_reconstructed, off by default): 1d6 per enemy step",
        "in the hex (units under Train markers and Reforger sites destroyed without a roll). D: 1-step unit eliminated,",
        "2-step unit flipped and disrupted (an HQ is suppressed); *: disrupted (artillery suppressed)."],
        ["roll_min", "roll_max", "result", "source"], rows)
    return n, n2, n3


def main():
    counts = {"crt.tsv": crt(), "tec.tsv": tec(), "strike.tsv": strike(), "counterattack.tsv": counterattack(),
              "interception.tsv": interception(), "air_campaign.tsv": air_campaign(),
              "center_interdiction.tsv": center_interdiction(), "flak.tsv": flak()}
    a, b, c = chemical()
    counts.update({"chemical.tsv": a, "airfield_chemical.tsv": b, "nuclear.tsv": c})
    print(", ".join("%s %d" % kv for kv in counts.items()))


if __name__ == "__main__":
    main()
