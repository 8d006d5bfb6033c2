"""Generates Sandtable's own NATO scenarios (never the published ones): scenarios.tsv, setup.tsv, victory.tsv
and published_scenarios.tsv. Stdlib only; reads hexes.tsv and units.tsv (run map.py and units.py first).

* baltic_gate  "Baltic Gate" - a short scenario after BALTAP's shape: Denmark and Schleswig-Holstein, 7 turns.
* long_fortnight  "The Long Fortnight" - the whole front for two weeks (14 turns).
Each for 1983 and 1988 (pool common + the year's pool, [3.7]).
"""
import collections
import os

import hexgrid as G

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "engine", "src", "games", "nato", "data")
R = "reconstructed: Sandtable scenario design; "
CHEM = (" Chemical warfare ([22.0], option): NATO's chemical points and the delivery limits a player turn are reconstructed"
        " (the Playbook's are not in the booklet).")


def read(name):
    rows, head = [], None
    with open(os.path.join(DATA, name), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            c = line.rstrip("\n").split("\t")
            if head is None:
                head = c
                continue
            rows.append(dict(zip(head, c)))
    return rows


HEX = {h["hex"]: h for h in read("hexes.tsv")}
UNITS = read("units.tsv")
TYPES = {t["type"]: t for t in read("unit_types.tsv")}
NATO_LAND = {"dk", "frg", "nl", "be", "lu", "fr"}
WP_LAND = {"gdr", "pl", "cs"}

SCEN = [
    dict(key="baltic_gate", name_en="Baltic Gate", name_ko="발트해의 관문", turns=7, rows=(1, 27), cols=(1, 24),
         air_profile="baltic", wp_sp_start=0, wp_sp_income=0, chem_wp=4, chem_income=1, chem_nato=1, chem_nato_income=0, chem_wp_tactical=2, chem_wp_operational=1, chem_nato_artillery=1, chem_nato_tactical=1,
         rules="surprise_gt1,iron_curtain_mp_gt1,refugees_gt1_3,no_wp_supply_points,baltap_units_as_baf,nato_activation_on_contact",
         about="A Sandtable scenario after BALTAP's shape: the Pact's thrust on Schleswig-Holstein and the Danish islands; 7 turns, no WP supply points ([10.8.1]), no WP reinforcement schedule beyond the turn-1 landings."),
    dict(key="long_fortnight", name_en="The Long Fortnight", name_ko="기나긴 2주", turns=14, rows=(1, 57), cols=(1, 36),
         air_profile="surprise", wp_sp_start=0, wp_sp_income=2, chem_wp=10, chem_income=2, chem_nato=4, chem_nato_income=1, chem_wp_tactical=3, chem_wp_operational=1, chem_nato_artillery=2, chem_nato_tactical=1,
         rules="surprise_gt1,iron_curtain_mp_gt1,refugees_gt1_3,gdp_move_gt1,reforger,conus_interception,nato_activation_on_contact,french_activation_on_contact",
         about="A Sandtable scenario: both alliances start from their garrisons, NATO moves to its defence positions on turn 1, and the fortnight is decided by the Rhine, the cities and Berlin."),
]

# Baltic Gate forces (both years; the pool filter drops the other year's counters)
BALTIC_NATO = {"dk-j1", "dk-j2", "dk-j3", "dk-z1", "dk-z2", "dk-t1", "dk-t2", "dk-t3", "dk-bornholm", "lj-hq", "lz-hq",
               "wg-16-83", "wg-17-83", "wg-18-83", "wg-16-88", "wg-17-88", "wg-18-88", "wg-hsch-51", "wg-hsch-61",
               "uk-1-inf", "nato-helicopter-1", "nato-airlift-1", "nato-sealift-1", "nato-sealift-2"}
BALTIC_WP = {"su-16-td", "su-21-mrd", "su-94-mrd", "gdr-8", "gdr-9", "gdr-6-res", "negf-hq", "negf-ah",
             "pl-2-md", "pl-8-md", "pl-12-md", "pl-20-td", "pl-6-abn", "pof-hq", "pl-7-mar", "su-336-nav", "su-138-tk",
             "bc-hq", "su-97-abn", "su-108-abn", "su-119-abn", "su-83-aslt", "baf-hq", "su-37-aslt", "gdr-gr-1", "gdr-gr-2",
             "wp-helicopter-1", "wp-helicopter-2", "wp-airlift-1", "wp-airlift-2", "wp-sealift-1", "wp-sealift-2", "wp-sealift-3"}
# turn of arrival for off-map entry codes (long_fortnight); units already on the map arrive on turn 0
ARRIVAL = {"SRB": 1, "A": 3, "S": 5, "RR": 4, "G1": 3, "G2": 2, "G3": 1, "G4": 2, "G5": 2, "EB": 0, "AH": 0, "TC": 0}


def in_area(hid, sc):
    r, c = G.parse(hid)
    return sc["rows"][0] <= r <= sc["rows"][1] and sc["cols"][0] <= c <= sc["cols"][1]


def steps(u):
    t = TYPES[u["type"]]
    if t["class"] in ("armor", "mech", "soft"):
        return "man", int(t["steps"])
    if t["class"] == "artillery":
        return "art", 1
    if t["class"] == "hq":
        return "hq", 1
    return None, 0


def place(stacks, hid, u, side):
    """The unit's hex, or the nearest hex of its side's territory with room ([9.1.1]: 4 maneuver steps,
    1 artillery step, 1 HQ step)."""
    kind, n = steps(u)
    if kind is None:
        return hid, False
    limit = {"man": 4, "art": 1, "hq": 1}[kind]
    own = NATO_LAND if side == "nato" else WP_LAND
    start = G.parse(hid)
    seen = {start}
    dq = collections.deque([start])
    while dq:
        p = dq.popleft()
        h = G.hid(*p)
        if stacks[h][kind] + n <= limit and (h == hid or (HEX[h]["country"] in own and HEX[h]["terrain"] != "all_sea"
                                                           and HEX[h]["city"] == "-" or h == hid)):
            if h != hid and HEX[h]["country"] not in own:
                pass
            else:
                stacks[h][kind] += n
                return h, h != hid
        for q in sorted(G.neighbours(*p)):
            if q not in seen and HEX[G.hid(*q)]["terrain"] != "all_sea" and HEX[G.hid(*q)]["country"] in own | {HEX[hid]["country"]}:
                seen.add(q)
                dq.append(q)
    raise SystemExit("no room for " + u["unit"])


def main():
    setup = []
    vic = []
    scen_rows = []
    for sc in SCEN:
        for year in ("1983", "1988"):
            stacks = collections.defaultdict(lambda: {"man": 0, "art": 0, "hq": 0})
            for u in UNITS:
                if u["pool"] not in ("common", year):
                    continue
                if sc["key"] == "baltic_gate" and u["unit"] not in BALTIC_NATO | BALTIC_WP:
                    continue
                e = u["entry"]
                turn, act, placement, src = 0, 0, e, ""
                if e[:1].isdigit():
                    if not in_area(e, sc):
                        continue
                    hid, moved = place(stacks, e, u, u["side"])
                    placement = hid
                    src = R + "starts at its garrison (units.tsv entry)" + ("; garrison hex full, nearest free hex of its side" if moved else "")
                    if u["side"] == "nato":
                        act = 1
                elif e.startswith("RS"):
                    placement = e
                    turn = 2
                    src = R + "reserve reinforcement at its red-triangle site on turn 2 ([33.2.1])"
                elif e.startswith("RF"):
                    if sc["key"] == "baltic_gate":
                        continue
                    placement = e
                    turn = 0
                    act = 2
                    src = R + "Reforger site from the start; NATO activates two steps a turn from turn 2 ([33.3])"
                else:
                    placement = {"AH": "ah_display", "TC": "tc_display"}.get(e, e)
                    turn = ARRIVAL.get(e, 1)
                    if sc["key"] == "baltic_gate":
                        turn = {"SRB": 1, "S": 3, "RR": 3}.get(e, turn)
                    src = R + "arrives %s on turn %d" % (e, turn)
                setup.append((sc["key"], year, u["unit"], placement, turn, act, src))
            # victory objectives: every NATO city hex in the area counts for the WP ([34.2]); extra objectives ours
            for h in HEX.values():
                if h["city"] != "-" and in_area(h["hex"], sc):
                    vp = {"town": 1, "major": 2, "key": 3}[h["city_kind"]]
                    side = "wp" if h["country"] in NATO_LAND else "nato"
                    src = ("seed [34.2], [34.3.1] (VP by city kind); the city and its kind: %s" % h["source"].split(" | ")[0]) \
                        if h["source"].startswith("seed") else \
                        "reconstructed: a city of this pack's map (hexes.tsv); VP by its kind, seed [34.2], [34.3.1]"
                    vic.append((sc["key"], year, "city", h["hex"], side, vp, src))
            if sc["key"] == "baltic_gate":
                vic += [(sc["key"], year, "objective", "1310", "wp", 3, R + "Copenhagen held by the Pact at the end: +3 (the campaign's goal)"),
                        (sc["key"], year, "objective", "1513-1514", "wp", 2, R + "both ends of the Danish Ferry held by the Pact at the end: +2"),
                        (sc["key"], year, "level", "decisive", "wp", 12, R + "WP VP minus NATO VP >= 12: WP decisive; Danish surrender ([32.1.1]) also ends the game in a WP decisive win"),
                        (sc["key"], year, "level", "tactical", "wp", 7, R + "difference >= 7"),
                        (sc["key"], year, "level", "marginal", "wp", 3, R + "difference >= 3"),
                        (sc["key"], year, "level", "draw", "-", -2, R + "difference -2..2: draw; below: NATO wins at the mirrored levels")]
            else:
                vic += [(sc["key"], year, "objective", "3007", "nato", 2, "seed [34.3.2] (NATO +2 for West Berlin at game end)"),
                        (sc["key"], year, "level", "decisive", "wp", 30, R + "WP VP minus NATO VP >= 30; automatic wins of [34.1] end it earlier"),
                        (sc["key"], year, "level", "tactical", "wp", 18, R + "difference >= 18"),
                        (sc["key"], year, "level", "marginal", "wp", 8, R + "difference >= 8"),
                        (sc["key"], year, "level", "draw", "-", 0, R + "difference 0..7: draw; below 0 NATO wins marginal, -8 tactical, -16 decisive (1988: all WP levels +4)")]
            scen_rows.append((sc["key"], year, sc["name_en"], sc["name_ko"], sc["turns"], "%02d-%02d" % sc["rows"],
                              "%02d-%02d" % sc["cols"], sc["air_profile"], sc["wp_sp_start"], sc["wp_sp_income"],
                              sc["chem_wp"], sc["chem_income"], sc["chem_nato"], sc["chem_nato_income"], sc["chem_wp_tactical"],
                              sc["chem_wp_operational"], sc["chem_nato_artillery"], sc["chem_nato_tactical"], sc["rules"],
                              R + sc["about"] + CHEM))
    with open(os.path.join(DATA, "scenarios.tsv"), "w", encoding="utf-8") as f:
        f.write("# Sandtable's own NATO scenarios (Sandtable reconstruction, unofficial; not the published scenarios, which need the\n"
                "# owner's data pack: published_scenarios.tsv). Generated by scripts/nato-data/scenarios.py. rows/cols: the playing\n"
                "# area; air_profile: the air_campaign.tsv and interception.tsv column; wp_sp_*: WP supply points at start and per\n"
                "# Joint Reinforcement Phase ([10.8.1]); chem_wp/chem_income: WP chemical points at start and per turn ([22.1]);\n"
                "# chem_nato/chem_nato_income: NATO's; chem_wp_tactical/chem_wp_operational/chem_nato_artillery/chem_nato_tactical:\n"
                "# chemical strikes of each delivery a player turn ([22.2]; reconstructed: the Playbook's limits are not in the\n"
                "# booklet); rules: special rule keys (docs/games/nato-data.md).\n")
        f.write("\t".join(["scenario", "year", "name_en", "name_ko", "turns", "rows", "cols", "air_profile", "wp_sp_start",
                           "wp_sp_income", "chem_wp", "chem_income", "chem_nato", "chem_nato_income", "chem_wp_tactical",
                           "chem_wp_operational", "chem_nato_artillery", "chem_nato_tactical", "rules", "source"]) + "\n")
        for r in scen_rows:
            f.write("\t".join(map(str, r)) + "\n")
    with open(os.path.join(DATA, "setup.tsv"), "w", encoding="utf-8") as f:
        f.write("# Set-ups and reinforcements of Sandtable's own scenarios. Generated by scripts/nato-data/scenarios.py.\n"
                "# placement: RRCC (on the map at the start), RS#### / RF#### (reserve site / Reforger site), SRB, A, S, G#, RR\n"
                "# (entry codes, [3.2.9]), ah_display, tc_display; turn: game turn it becomes available (0 = set-up);\n"
                "# active: the game turn from which it may move and attack ([35.2]; 0 = from the start, WP units are\n"
                "# active, NATO units activate on turn 1 or on contact).\n")
        f.write("\t".join(["scenario", "year", "unit", "placement", "turn", "active", "source"]) + "\n")
        for r in setup:
            f.write("\t".join(map(str, r)) + "\n")
    with open(os.path.join(DATA, "victory.tsv"), "w", encoding="utf-8") as f:
        f.write("# Victory points and levels of Sandtable's own scenarios. Generated by scripts/nato-data/scenarios.py.\n"
                "# kind: city (its VP to the side that scores it: WP for NATO cities at game end [34.2], NATO for WP cities each\n"
                "# Joint Status Phase [34.3.1]), objective (extra VP to side at game end), level (victory level: side wins at\n"
                "# WP-minus-NATO VP >= vp).\n")
        f.write("\t".join(["scenario", "year", "kind", "key", "side", "vp", "source"]) + "\n")
        for r in vic:
            f.write("\t".join(map(str, r)) + "\n")
    with open(os.path.join(DATA, "published_scenarios.tsv"), "w", encoding="utf-8") as f:
        f.write("# The published scenarios of NATO: The Cold War Goes Hot, by name only: their set-ups, schedules and victory\n"
                "# charts are in the publisher's Playbook, which Sandtable does not ship. Playable after loading an owner's pack.\n")
        f.write("scenario\tname_en\tname_ko\tcase\tturns\tstatus\tsource\n")
        for key, en, ko, case, turns in [("baltap", "BALTAP", "발트해 접근", "36.0", 7),
                                         ("strategic_surprise", "Strategic Surprise", "전략적 기습", "37.0", 14),
                                         ("extended_buildup", "Extended Buildup", "확장된 병력 증강", "38.0", 14),
                                         ("war_of_nerves", "War of Nerves", "신경전", "39.0-40.0", 14)]:
            f.write("\t".join([key, en, ko, case, str(turns), "needs the owner's data pack",
                               "seed [5.1], [35.1], L4148 (scenarios are in the Playbook)"]) + "\n")
    print("scenarios %d, setup %d, victory %d" % (len(scen_rows), len(setup), len(vic)))


if __name__ == "__main__":
    main()
