"""Downfall reconstructed order of battle: units.tsv, setup.tsv, reinforcements.tsv.

A historical order of battle in the game's categories (seed 2.1: Leg/Mechanized, Motorized/Tank, Fort Troop/
Fortress two-sided; boxed single-sided Garrison, Shock, Airborne, Tank) at the seed's scale (L161: 3-4 pips an
army, 2 a corps, 1 a division; Soviet counters group three armies, as the seed's 21/65/24, 66/62/68 and 64/57/69).
Positions are the historical locations of the formations (public history: Glantz & House, When Titans Clashed;
Ziemke, Stalingrad to Berlin; Ellis, World War II Data Book - named, not copied), put on the nearest legal hex.
"""
import os

import hexgrid as G
from mapgen import read_tsv

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "engine", "src", "games", "downfall", "data")
SRC = "reconstructed: historical OOB scaled to the seed's pips (L161)"

# id, faction, nationality, type (front/back), max pips, badges, name, entry turn (0 = at start), note
U = []


def u(uid, fac, nat, typ, pips, badges, name, entry=0, note=""):
    U.append(dict(id=uid, faction=fac, nat=nat, type=typ, pips=pips, badges=badges or "-", name=name,
                  entry=entry, note=note))


# ---- Soviet (counters of three armies; seed L1934 names three of them)
u("sov-21-65-24", "soviet", "soviet", "leg/mechanized", 3, "-", "21/65/24", 0, "seed L1934: 21/65/24 Mech, 2 pips at Stalingrad's north-west")
u("sov-66-62-68", "soviet", "soviet", "leg/mechanized", 3, "-", "66/62/68", 0, "seed L1934: 66/62/68 Leg")
u("sov-64-57-69", "soviet", "soviet", "leg/mechanized", 3, "-", "64/57/69", 0, "seed L1934: 64/57/69 Leg")
for uid, name, typ, pips, badges in [
    ("sov-5tk-1gd", "5 Tk/1 Gd", "motorized/tank", 3, "-"), ("sov-51-28-2gd", "51/28/2 Gd", "leg/mechanized", 3, "-"),
    ("sov-6-40-60", "6/40/60", "leg/mechanized", 3, "-"), ("sov-13-48-3", "13/48/3", "leg/mechanized", 3, "-"),
    ("sov-50-10-16", "50/10/16", "leg/mechanized", 3, "-"), ("sov-49-33-5", "49/33/5", "leg/mechanized", 3, "-"),
    ("sov-20-31-29", "20/31/29", "leg/mechanized", 3, "-"), ("sov-22-41-39", "22/41/39", "leg/mechanized", 3, "-"),
    ("sov-3sh-4sh", "3 Sh/4 Sh", "shock", 3, "elite"), ("sov-11-34-53", "11/34/53", "leg/mechanized", 3, "-"),
    ("sov-2sh-59-52", "2 Sh/59/52", "shock", 3, "-"), ("sov-8-54-4", "8/54/4", "leg/mechanized", 3, "conscript"),
    ("sov-42-55-67", "42/55/67", "leg/mechanized", 3, "-"), ("sov-44-58-9", "44/58/9", "leg/mechanized", 3, "-"),
    ("sov-37-46-18", "37/46/18", "leg/mechanized", 3, "conscript"), ("sov-56-47", "56/47", "leg/mechanized", 2, "-"),
    ("sov-1tk", "1 Tk", "motorized/tank", 2, "-"), ("sov-3tk", "3 Tk", "motorized/tank", 2, "-"),
    ("sov-4tk", "4 Tk", "motorized/tank", 2, "-"), ("sov-2tk", "2 Tk", "motorized/tank", 2, "-"),
    ("sov-garrison-moscow", "Moscow", "garrison", 2, "-"), ("sov-garrison-baku", "Baku", "garrison", 1, "-"),
]:
    u(uid, "soviet", "soviet", typ, pips, badges, name)
for uid, name, typ, pips, entry, badges, note in [
    ("sov-2gd", "2nd Gd", "leg/mechanized", 3, 2, "elite", "seed L1749-L1755: 2nd Gd replaces a map unit (High Command)"),
    ("sov-3gd-tk", "3rd Gd Tk", "motorized/tank", 3, 2, "elite", "seed L1749-L1755: 3rd Gd Tk replaces a map unit"),
    ("sov-4gd", "4th Gd", "leg/mechanized", 3, 3, "elite", ""), ("sov-5gd-tk", "5th Gd Tk", "motorized/tank", 3, 3, "elite", ""),
    ("sov-6gd", "6th Gd", "leg/mechanized", 3, 4, "elite", ""), ("sov-1gd-tk", "1st Gd Tk", "motorized/tank", 3, 5, "elite", ""),
    ("sov-2gd-tk", "2nd Gd Tk", "motorized/tank", 3, 5, "elite", ""), ("sov-8gd", "8th Gd", "leg/mechanized", 3, 5, "elite", ""),
    ("sov-5sh", "5 Sh", "shock", 3, 4, "-", ""), ("sov-6tk", "6 Tk", "motorized/tank", 2, 4, "-", ""),
    ("sov-1pol", "1 Pol", "leg/mechanized", 2, 5, "conscript", "public: Berling's 1st Polish Army (Soviet-allied)"),
    ("sov-yugo", "NOVJ", "leg", 2, 0, "-", "seed L1290: Yugoslav units enter only by National Liberation Army (force pool)"),
]:
    u(uid, "soviet", "yugoslav" if uid == "sov-yugo" else "soviet", typ, pips, badges, name, entry, note)

# ---- OKH (German and Axis minors in the east)
for uid, nat, name, typ, pips, badges, note in [
    ("okh-6a", "german", "6th Army", "leg/mechanized", 3, "-", "seed L1962: OKH 6th Army, German, 3 pips in Stalingrad"),
    ("okh-4pz", "german", "4th Pz", "motorized/tank", 3, "elite", ""), ("okh-1pz", "german", "1st Pz", "motorized/tank", 3, "elite", ""),
    ("okh-17a", "german", "17th Army", "leg/mechanized", 3, "-", ""), ("okh-2a", "german", "2nd Army", "leg/mechanized", 3, "-", ""),
    ("okh-2pz", "german", "2nd Pz", "motorized/tank", 3, "-", ""), ("okh-4a", "german", "4th Army", "leg/mechanized", 3, "-", ""),
    ("okh-9a", "german", "9th Army", "leg/mechanized", 3, "-", ""), ("okh-3pz", "german", "3rd Pz", "motorized/tank", 3, "-", ""),
    ("okh-16a", "german", "16th Army", "leg/mechanized", 3, "-", ""), ("okh-18a", "german", "18th Army", "leg/mechanized", 3, "-", ""),
    ("okh-11a", "german", "11th Army", "fort_troop/fortress", 3, "-", ""), ("okh-ss-pz", "german", "SS Pz", "motorized/tank", 2, "elite", ""),
    ("okh-3ro", "romanian", "3rd Ro", "leg", 3, "conscript", ""), ("okh-4ro", "romanian", "4th Ro", "leg", 2, "conscript", ""),
    ("okh-8it", "italian", "8th It", "leg", 3, "conscript", ""), ("okh-2hu", "hungarian", "2nd Hu", "leg", 3, "conscript", ""),
    ("okh-slo", "slovak", "Slo", "leg", 1, "conscript", ""), ("okh-bu", "bulgarian", "Bu Occ", "leg", 2, "conscript", "seed L2000: a Bulgarian Leg flanks for OKH in the Balkans (turn 5)"),
    ("okh-vla", "german", "Vla", "garrison", 1, "conscript", "seed L2224: Vlasov"),
    ("okh-garrison-ostland", "german", "Ostland", "garrison", 1, "conscript", ""),
    ("okh-garrison-ukraine", "german", "Ukraine", "garrison", 1, "conscript", ""),
]:
    u(uid, "okh", nat, typ, pips, badges, name, 0, note)
for uid, nat, name, typ, pips, entry in [("okh-6a-2", "german", "6th Army (new)", "leg/mechanized", 3, 3),
                                         ("okh-8a", "german", "8th Army", "leg/mechanized", 3, 3),
                                         ("okh-6pz", "german", "6th SS Pz", "motorized/tank", 3, 7)]:
    u(uid, "okh", nat, typ, pips, "elite" if "Pz" in name else "-", name, entry)

# ---- OKW (German and Italian against the West)
for uid, nat, name, typ, pips, badges, note in [
    ("okw-afrika", "german", "Afrika", "motorized/tank", 3, "elite", "seed L1595: Afrika, Motorized, 3 steps"),
    ("okw-1it", "italian", "1st It", "leg", 2, "conscript", ""), ("okw-5pz", "german", "5th Pz", "motorized/tank", 2, "-", ""),
    ("okw-7a", "german", "7th Army", "fort_troop/fortress", 3, "-", ""), ("okw-15a", "german", "15th Army", "fort_troop/fortress", 3, "-", ""),
    ("okw-1a", "german", "1st Army", "leg/mechanized", 2, "-", ""), ("okw-19a", "german", "19th Army", "fort_troop/fortress", 2, "-", ""),
    ("okw-norway", "german", "Norway", "garrison", 2, "-", ""), ("okw-denmark", "german", "Denmark", "garrison", 1, "conscript", ""),
    ("okw-6it", "italian", "6th It", "leg", 2, "conscript", ""), ("okw-7it", "italian", "7th It", "leg", 2, "conscript", ""),
    ("okw-2it", "italian", "2nd It", "leg", 2, "conscript", ""), ("okw-11it", "italian", "11th It", "garrison", 2, "conscript", ""),
    ("okw-9it", "italian", "9th It", "garrison", 1, "conscript", ""), ("okw-bu", "bulgarian", "Bu", "garrison", 1, "conscript", "seed L568: Bulgaria has units in both Axis factions"),
    ("okw-10a", "german", "10th Army", "leg/mechanized", 3, "-", ""), ("okw-14a", "german", "14th Army", "leg/mechanized", 3, "-", ""),
    ("okw-pz-west", "german", "Pz Gr West", "motorized/tank", 3, "elite", ""), ("okw-2ss-pz", "german", "II SS Pz", "motorized/tank", 2, "elite", ""),
    ("okw-1fj", "german", "1 FJ", "leg", 2, "elite", ""), ("okw-e", "german", "Army Group E", "fort_troop/fortress", 2, "-", ""),
]:
    u(uid, "okw", nat, typ, pips, badges, name, 0, note)

# ---- West
for uid, nat, name, typ, pips, badges, note in [
    ("w-8br", "uk", "8th Br", "motorized/tank", 3, "elite", ""), ("w-1br", "uk", "1st Br", "leg/mechanized", 3, "-", ""),
    ("w-2us", "us", "II US", "motorized/tank", 2, "-", ""), ("w-1us", "us", "1st US", "leg/mechanized", 3, "-", ""),
    ("w-3us", "us", "3rd US", "motorized/tank", 3, "elite", ""), ("w-7us", "us", "7th US", "leg/mechanized", 3, "-", ""),
    ("w-5us", "us", "5th US", "leg/mechanized", 3, "-", ""), ("w-9us", "us", "9th US", "leg/mechanized", 3, "-", ""),
    ("w-2br", "uk", "2nd Br", "leg/mechanized", 3, "-", ""), ("w-1ca", "canadian", "1st Ca", "leg/mechanized", 2, "-", ""),
    ("w-nz", "commonwealth", "NZ", "leg", 2, "elite", "seed L1808: Commonwealth flag (New Zealand)"),
    ("w-pol", "commonwealth", "II Pol", "leg", 2, "elite", ""), ("w-ind", "commonwealth", "Ind", "leg", 2, "-", ""),
    ("w-fr", "french", "Fr", "leg/mechanized", 2, "-", "seed L1808: Free French flag"), ("w-1fr", "french", "1st Fr", "leg/mechanized", 3, "-", ""),
    ("w-82air", "us", "82 Air", "airborne", 1, "elite", "seed L879: two Western airborne units carry Airdrop on their back"),
    ("w-1air", "uk", "1 Air", "airborne", 1, "elite", "seed L879: two Western airborne units carry Airdrop on their back"),
    ("w-detach", "us", "Detach", "leg", 1, "-", "seed L2034: the Western Detach"),
    ("w-malta", "uk", "Malta", "garrison", 1, "-", ""), ("w-gibraltar", "uk", "Gibraltar", "garrison", 1, "-", ""),
    ("w-nor", "uk", "Nor", "leg", 1, "-", "seed L2216: Nor"),
]:
    u(uid, "west", nat, typ, pips, badges, name, 0, note)

# ---- air, naval, partisans, beachheads (counts: seed L716, L742, L762, L879; the rest reconstructed)
AIR = [("air-sov-1", "soviet", 0), ("air-sov-2", "soviet", 0), ("air-sov-3", "soviet", 1), ("air-sov-4", "soviet", 1),
       ("air-w-1", "west", 0), ("air-w-2", "west", 0), ("air-w-3", "west", 1), ("air-w-4", "west", 1), ("air-w-5", "west", 1),
       ("air-okh-1", "okh", 0), ("air-okh-2", "okh", 1), ("air-okw-1", "okw", 0), ("air-okw-2", "okw", 1),
       ("air-jets", "okw", 1)]
NAVAL = [("nav-w-home", "west", "uk", "fleet", 3, 1, "-"), ("nav-w-med", "west", "uk", "fleet", 3, 1, "-"),
         ("nav-w-us", "west", "us", "fleet", 3, 0, "-"), ("nav-w-force-h", "west", "uk", "fleet", 2, 0, "-"),
         ("nav-it-1", "okw", "italian", "fleet", 2, 0, "-"), ("nav-it-2", "okw", "italian", "fleet", 1, 0, "-"),
         ("nav-it-3", "okw", "italian", "fleet", 1, 0, "-"), ("nav-sub-1", "okw", "german", "sub", 2, 0, "-"),
         ("nav-sub-2", "okw", "german", "sub", 2, 0, "-"), ("nav-sub-3", "okw", "german", "sub", 1, 0, "-"),
         ("nav-sub-4", "okw", "german", "sub", 1, 0, "-"), ("nav-okh-baltic", "okh", "german", "fleet", 1, 0, "baltic_sea"),
         ("nav-okh-black", "okh", "romanian", "fleet", 1, 0, "black_sea"), ("nav-sov-baltic", "soviet", "soviet", "fleet", 1, 0, "baltic_sea"),
         ("nav-sov-black", "soviet", "soviet", "fleet", 2, 0, "black_sea")]
PARTISANS = [("par-sov-%d" % i, "soviet") for i in range(1, 9)] + [("par-w-%d" % i, "west") for i in range(1, 7)]


def write_units():
    head = ("# Downfall counters - RECONSTRUCTED order of battle (the published counter manifest is not in the seed).\n"
            "# kind: combat | air | naval | partisan | beachhead. type: front/back for two-sided units (seed 2.1.1: leg/mechanized,\n"
            "# motorized/tank, fort_troop/fortress); one word for a boxed single-sided unit (leg, garrison, shock, airborne,\n"
            "# tank). pips: maximum steps 1-4 (combat) or naval strength (naval). badges: elite, conscript, supply, intrinsic_air,\n"
            "# airdrop (comma list). entry: 0 = in the set-ups, N = reinforcement on turn N (reinforcements.tsv).\n"
            "# fixed: the sea area a fixed naval unit is named for (seed L748).\n")
    rows = []
    for x in U:
        b = x["badges"]
        if x["type"] == "airborne":
            b = "airdrop" if b == "-" else b + ",airdrop"
        src = (f"seed {x['note'][5:]}; " + SRC) if x["note"].startswith("seed ") else SRC + (f"; {x['note']}" if x["note"] else "")
        rows.append([x["id"], "combat", x["faction"], x["nat"], x["type"], x["pips"], b, x["name"], x["entry"], "-", src])
    for aid, fac, elite in AIR:
        rows.append([aid, "air", fac, "-", "air", "-", "elite" if elite else "-", aid, 0, "-",
                     "seed L708: the Axis JETS air unit enters only by card #27" if aid == "air-jets" else
                     "reconstructed: air units per faction (seed L716: at least 2 Soviet, 1 West, 1 OKH at start)"])
    for nid, fac, nat, kind, strength, iair, fixed in NAVAL:
        rows.append([nid, "naval", fac, nat, kind, strength, "intrinsic_air" if iair else "-", nid, 0, fixed,
                     "seed L742: two Western fleets have intrinsic air" if iair else
                     "seed L1914: Soviet and OKH fleets in the Baltic and the Black Sea (Overlord)" if fixed != "-" else
                     "reconstructed: naval units (seed L1431: three OKW subs in play in turn 3; L1694: a strength-1 Italian fleet)"])
    for pid, fac in PARTISANS:
        rows.append([pid, "partisan", fac, "-", "partisan", 1, "supply", pid, 0, "-",
                     "reconstructed: partisan counters per faction (seed 2.2: West and Soviet only)"])
    for i in (1, 2):
        rows.append([f"beachhead-{i}", "beachhead", "west", "-", "beachhead/mulberry", "-", "-", f"Beachhead {i}", 0, "-",
                     "seed L762: two Beachhead markers (Mulberry on the back, L782)"])
    with open(os.path.join(DATA, "units.tsv"), "w", encoding="utf-8") as f:
        f.write(head + "unit\tkind\tfaction\tnationality\ttype\tpips\tbadges\tname\tentry\tfixed\tsource\n")
        for r in rows:
            f.write("\t".join(str(c) for c in r) + "\n")
    return {r[0]: r for r in rows}


# Set-ups: scenario -> [(unit, lat, lon, steps)]; "area:uk" etc. for land areas; "pool" for the force pool.
NOV42 = [("okh-6a", 48.71, 44.51, 3), ("sov-21-65-24", 49.3, 43.5, 3), ("sov-66-62-68", 49.2, 44.6, 3),
         ("sov-64-57-69", 48.6, 44.9, 3), ("sov-5tk-1gd", 49.6, 42.5, 3), ("sov-51-28-2gd", 47.6, 45.0, 2),
         ("okh-4pz", 48.2, 43.9, 3), ("okh-3ro", 49.5, 42.6, 3), ("okh-4ro", 47.7, 44.0, 2), ("okh-8it", 49.9, 40.8, 3),
         ("okh-2hu", 50.7, 39.4, 3), ("okh-2a", 51.8, 38.6, 3), ("sov-6-40-60", 51.0, 39.8, 3), ("sov-13-48-3", 52.6, 37.9, 3),
         ("okh-2pz", 53.0, 36.3, 3), ("sov-50-10-16", 54.2, 35.9, 3), ("okh-4a", 54.6, 34.9, 3), ("okh-9a", 56.0, 34.0, 3),
         ("sov-49-33-5", 55.2, 35.7, 3), ("sov-20-31-29", 56.2, 35.3, 3), ("sov-22-41-39", 56.3, 32.2, 3),
         ("okh-3pz", 56.3, 31.0, 3), ("sov-3sh-4sh", 56.5, 31.6, 3), ("okh-16a", 57.7, 32.2, 3), ("sov-11-34-53", 57.8, 33.2, 3),
         ("okh-18a", 59.5, 30.9, 3), ("sov-2sh-59-52", 59.2, 32.2, 3), ("sov-8-54-4", 59.7, 32.5, 2), ("sov-42-55-67", 59.93, 30.33, 3),
         ("okh-1pz", 43.8, 44.3, 3), ("okh-17a", 44.7, 38.2, 3), ("sov-44-58-9", 43.3, 45.0, 3), ("sov-37-46-18", 43.3, 43.5, 2),
         ("sov-56-47", 44.5, 39.0, 2), ("okh-11a", 44.95, 34.1, 2), ("okh-garrison-ostland", 56.9, 24.1, 1),
         ("okh-garrison-ukraine", 50.4, 30.5, 1), ("okh-slo", 48.7, 21.3, 1), ("okh-bu", 43.3, 21.9, 2), ("okh-ss-pz", 50.0, 36.2, 2),
         ("sov-1tk", 50.5, 41.5, 2), ("sov-3tk", 54.5, 36.8, 2), ("sov-garrison-moscow", 55.76, 37.62, 2), ("sov-garrison-baku", 40.41, 49.87, 1),
         ("okw-afrika", 31.0, 20.0, 3), ("okw-1it", 32.1, 20.1, 2), ("okw-5pz", 36.8, 10.2, 1), ("okw-7a", 48.1, -1.7, 2),
         ("okw-15a", 50.6, 2.5, 2), ("okw-1a", 44.8, -0.6, 2), ("okw-19a", 43.6, 4.0, 1), ("okw-norway", 59.9, 10.75, 2),
         ("okw-denmark", 55.68, 12.57, 1), ("okw-6it", 37.6, 14.0, 2), ("okw-7it", 40.85, 14.27, 2), ("okw-2it", 44.0, 16.5, 2),
         ("okw-11it", 38.0, 23.7, 2), ("okw-9it", 41.3, 19.8, 1), ("okw-bu", 41.1, 24.0, 1), ("okw-e", 35.3, 24.9, 1),
         ("w-8br", 30.8, 28.9, 3), ("w-nz", 30.8, 29.4, 2), ("w-ind", 31.2, 29.9, 2), ("w-2us", 35.7, -0.6, 2),
         ("w-1br", 36.75, 3.06, 2), ("w-fr", 33.6, -7.6, 2), ("w-malta", 35.9, 14.51, 1), ("w-gibraltar", 36.14, -5.35, 1),
         ("w-5us", "area:uk", 0, 2), ("w-2br", "area:uk", 0, 3), ("w-1ca", "area:uk", 0, 2), ("w-82air", "area:usa", 0, 1),
         ("w-1air", "area:uk", 0, 1), ("w-1us", "area:usa", 0, 2), ("w-pol", "area:middle_east", 0, 2),
         ("w-detach", "pool", 0, 0), ("w-nor", "area:uk", 0, 1), ("w-3us", "area:usa", 0, 2), ("w-7us", "area:usa", 0, 2)]
JUL43 = [("okh-6a-2", 47.8, 38.9, 3), ("okh-1pz", 48.6, 38.5, 3), ("okh-4pz", 50.5, 36.3, 3), ("okh-ss-pz", 50.7, 36.5, 2),
         ("okh-9a", 52.5, 36.3, 3), ("okh-2pz", 53.3, 36.0, 3), ("okh-2a", 51.8, 35.0, 3), ("okh-4a", 54.5, 33.4, 3),
         ("okh-3pz", 55.6, 31.0, 3), ("okh-16a", 57.5, 31.2, 3), ("okh-18a", 59.5, 30.9, 3), ("okh-17a", 45.0, 37.7, 3),
         ("okh-11a", 44.95, 34.1, 2), ("okh-8a", 50.0, 36.0, 3), ("okh-garrison-ostland", 56.9, 24.1, 1),
         ("okh-garrison-ukraine", 50.4, 30.5, 1), ("okh-slo", 48.7, 21.3, 1), ("okh-bu", 43.3, 21.9, 2), ("okh-3ro", 46.5, 30.7, 2),
         ("okh-2hu", 50.4, 30.5, 2),
         ("sov-21-65-24", 52.0, 35.2, 3), ("sov-13-48-3", 52.4, 36.6, 3), ("sov-6-40-60", 51.0, 35.6, 3),
         ("sov-2gd", 50.8, 36.9, 3), ("sov-5gd-tk", 51.1, 37.6, 3), ("sov-66-62-68", 50.0, 37.2, 3), ("sov-64-57-69", 49.0, 38.6, 3),
         ("sov-51-28-2gd", 47.8, 39.3, 3), ("sov-44-58-9", 45.1, 38.6, 3), ("sov-50-10-16", 53.6, 35.4, 3),
         ("sov-49-33-5", 54.5, 34.5, 3), ("sov-20-31-29", 55.4, 32.6, 3), ("sov-22-41-39", 56.2, 31.6, 3), ("sov-3sh-4sh", 56.6, 31.8, 3),
         ("sov-11-34-53", 57.6, 32.3, 3), ("sov-2sh-59-52", 59.2, 32.2, 3), ("sov-42-55-67", 59.93, 30.33, 3),
         ("sov-5tk-1gd", 51.5, 37.6, 3), ("sov-1tk", 51.3, 36.2, 2), ("sov-garrison-moscow", 55.76, 37.62, 2),
         ("okw-7a", 48.1, -1.7, 3), ("okw-15a", 50.6, 2.5, 3), ("okw-1a", 44.8, -0.6, 2), ("okw-19a", 43.6, 4.0, 2),
         ("okw-norway", 59.9, 10.75, 2), ("okw-denmark", 55.68, 12.57, 1), ("okw-6it", 37.6, 14.0, 2), ("okw-1fj", 37.4, 14.8, 2),
         ("okw-10a", 40.85, 14.27, 3), ("okw-7it", 39.5, 16.5, 2), ("okw-2it", 44.0, 16.5, 2), ("okw-11it", 38.0, 23.7, 2),
         ("okw-9it", 41.3, 19.8, 1), ("okw-bu", 41.1, 24.0, 1), ("okw-e", 35.3, 24.9, 1), ("okw-14a", 45.46, 9.19, 2),
         ("w-8br", 36.8, 10.2, 3), ("w-7us", 36.3, 9.0, 3), ("w-nz", 35.7, 10.6, 2), ("w-ind", 34.7, 10.7, 2), ("w-5us", 36.75, 3.06, 3),
         ("w-fr", 35.7, -0.6, 2), ("w-malta", 35.9, 14.51, 1), ("w-gibraltar", 36.14, -5.35, 1), ("w-82air", 36.4, 10.0, 1),
         ("w-1air", 35.5, 10.2, 1), ("w-2br", "area:uk", 0, 3), ("w-1ca", "area:uk", 0, 2), ("w-1us", "area:uk", 0, 2),
         ("w-pol", "area:middle_east", 0, 2), ("w-nor", "area:uk", 0, 1), ("w-3us", "area:usa", 0, 2), ("w-detach", "pool", 0, 0)]
JUN44 = [("okh-3pz", 55.2, 30.2, 3), ("okh-4a", 54.2, 30.4, 3), ("okh-9a", 53.0, 29.9, 3), ("okh-2a", 52.0, 26.5, 3),
         ("okh-4pz", 50.4, 25.0, 3), ("okh-1pz", 48.8, 25.5, 3), ("okh-6a-2", 46.9, 29.3, 3), ("okh-8a", 47.4, 27.3, 3),
         ("okh-3ro", 47.3, 27.9, 2), ("okh-4ro", 47.2, 26.3, 2), ("okh-16a", 56.5, 28.8, 3), ("okh-18a", 58.0, 28.0, 3),
         ("okh-ss-pz", 51.3, 24.5, 2), ("okh-2hu", 48.5, 24.5, 3), ("okh-garrison-ostland", 56.9, 24.1, 1), ("okh-slo", 48.7, 21.3, 1),
         ("okh-bu", 43.6, 20.9, 2), ("okh-vla", 52.2, 21.0, 1),
         ("sov-22-41-39", 55.6, 30.8, 3), ("sov-3sh-4sh", 56.3, 29.9, 3), ("sov-11-34-53", 55.0, 31.2, 3), ("sov-49-33-5", 53.9, 31.2, 3),
         ("sov-50-10-16", 53.1, 30.9, 3), ("sov-21-65-24", 52.3, 29.7, 3), ("sov-13-48-3", 51.6, 25.9, 3), ("sov-6-40-60", 50.5, 26.0, 3),
         ("sov-1gd-tk", 49.6, 26.2, 3), ("sov-2gd-tk", 48.4, 26.2, 3), ("sov-5gd-tk", 55.3, 31.4, 3), ("sov-8gd", 47.6, 28.6, 3),
         ("sov-64-57-69", 47.0, 29.9, 3), ("sov-66-62-68", 47.7, 27.9, 3), ("sov-2gd", 51.3, 27.3, 3), ("sov-4gd", 47.3, 29.0, 3),
         ("sov-6gd", 56.2, 30.2, 3), ("sov-2sh-59-52", 58.5, 28.5, 3), ("sov-42-55-67", 59.3, 28.3, 3), ("sov-8-54-4", 57.8, 29.0, 2),
         ("sov-1pol", 51.2, 25.4, 2), ("sov-5sh", 47.1, 29.6, 3), ("sov-garrison-moscow", 55.76, 37.62, 2),
         ("okw-7a", 49.1, -0.6, 3), ("okw-15a", 50.6, 2.5, 3), ("okw-pz-west", 49.0, 0.6, 3), ("okw-2ss-pz", 49.4, 1.1, 2),
         ("okw-1a", 44.8, -0.6, 2), ("okw-19a", 43.5, 5.5, 2), ("okw-norway", 59.9, 10.75, 2), ("okw-denmark", 55.68, 12.57, 1),
         ("okw-10a", 43.1, 12.4, 3), ("okw-14a", 42.8, 11.4, 3), ("okw-1fj", 43.2, 13.2, 2), ("okw-e", 37.98, 23.73, 2),
         ("okw-bu", 41.1, 24.0, 1),
         ("w-1us", 49.3, -1.0, 2), ("w-2br", 49.2, -0.4, 2), ("w-5us", 42.4, 11.2, 3), ("w-8br", 42.6, 12.3, 3), ("w-pol", 42.3, 14.0, 2),
         ("w-fr", 42.0, 12.0, 2), ("w-nz", 41.9, 12.5, 2), ("w-3us", "area:uk", 0, 3), ("w-1ca", "area:uk", 0, 2),
         ("w-9us", "area:usa", 0, 2), ("w-82air", "area:uk", 0, 1), ("w-1air", "area:uk", 0, 1), ("w-7us", 36.75, 3.06, 2),
         ("w-1fr", 36.75, 3.06, 2), ("w-ind", 41.0, 15.0, 2), ("w-malta", 35.9, 14.51, 1), ("w-gibraltar", 36.14, -5.35, 1),
         ("w-nor", "area:uk", 0, 1), ("w-detach", "pool", 0, 0)]
SETUPS = {"campaign": NOV42, "husky": JUL43, "overlord": JUN44}
SETUP_SRC = {"campaign": "reconstructed: the unit's historical position on 19 November 1942",
             "husky": "reconstructed: the unit's historical position on 4 July 1943",
             "overlord": "reconstructed: the unit's historical position in mid-June 1944"}


# Naval units at sea (rules 3; DF 2.4, 1.C): scenario -> [(unit, sea area, source)]. Overlord has none (rule 14).
NAVAL_SETUPS = [
    ('campaign', 'nav-w-home', 'north_atlantic', 'reconstructed: the Home Fleet (Scapa Flow; the Atlantic and Arctic convoys), November 1942'),
    ('campaign', 'nav-w-us', 'north_atlantic', "reconstructed: the US Atlantic Fleet (Operation Torch's Western Naval Task Force off Casablanca), November 1942"),
    ('campaign', 'nav-w-force-h', 'western_med', "reconstructed: Force H at Gibraltar (Operation Torch's cover), November 1942"),
    ('campaign', 'nav-w-med', 'eastern_med', 'reconstructed: the Mediterranean Fleet at Alexandria, November 1942'),
    ('campaign', 'nav-it-1', 'central_med', "reconstructed: the Regia Marina's battle fleet (Taranto, Naples); 2 Italian fleets in play with the Malta marker's start box 4 (sw_tracks.tsv units, seed L1398-L1403)"),
    ('campaign', 'nav-it-2', 'central_med', "reconstructed: the Regia Marina's cruiser squadrons; the Malta box 4 gives 2 Italian fleets (seed L1398-L1403)"),
    ('campaign', 'nav-sub-1', 'north_atlantic', 'seed L1431: three OKW subs in play early in the war; reconstructed: the U-boat packs of the North Atlantic, November 1942'),
    ('campaign', 'nav-sub-2', 'north_atlantic', 'seed L1431: three OKW subs in play; reconstructed: station'),
    ('campaign', 'nav-sub-3', 'north_atlantic', 'seed L1431: three OKW subs in play; reconstructed: station'),
    ('campaign', 'nav-okh-baltic', 'baltic_sea', 'seed L748 L1920: the OKH Baltic fleet, fixed in the Baltic Sea'),
    ('campaign', 'nav-okh-black', 'black_sea', 'seed L748 L1920: the OKH (Romanian) Black Sea fleet, fixed in the Black Sea'),
    ('campaign', 'nav-sov-baltic', 'baltic_sea', 'reconstructed: the Soviet Baltic Fleet (Leningrad, Kronstadt), fixed in the Baltic Sea (seed L748)'),
    ('campaign', 'nav-sov-black', 'black_sea', 'reconstructed: the Soviet Black Sea Fleet (Poti, Batumi), fixed in the Black Sea (seed L748)'),
    ('husky', 'nav-w-home', 'north_atlantic', 'reconstructed: the Home Fleet, July 1943'),
    ('husky', 'nav-w-us', 'western_med', 'reconstructed: the US Western Naval Task Force for Sicily (from Algeria), July 1943'),
    ('husky', 'nav-w-force-h', 'central_med', 'reconstructed: Force H covering the Sicily landings, July 1943'),
    ('husky', 'nav-w-med', 'eastern_med', 'reconstructed: the Mediterranean Fleet (the Eastern Task Force from Alexandria), July 1943'),
    ('husky', 'nav-it-1', 'central_med', "reconstructed: the Regia Marina at Taranto and La Spezia; 1 Italian fleet with the Malta marker's start box 3 (sw_tracks.tsv units, seed L1398-L1403)"),
    ('husky', 'nav-sub-1', 'north_atlantic', "seed L1431: three OKW subs in play in turn 3 (before the example's 2-box move)"),
    ('husky', 'nav-sub-2', 'north_atlantic', 'seed L1431: three OKW subs in play in turn 3'),
    ('husky', 'nav-sub-3', 'north_atlantic', 'seed L1431: three OKW subs in play in turn 3'),
    ('husky', 'nav-okh-baltic', 'baltic_sea', 'seed L748 L1920: the OKH Baltic fleet, fixed'),
    ('husky', 'nav-okh-black', 'black_sea', 'seed L748 L1920: the OKH (Romanian) Black Sea fleet, fixed'),
    ('husky', 'nav-sov-baltic', 'baltic_sea', 'reconstructed: the Soviet Baltic Fleet, fixed in the Baltic Sea (seed L748)'),
    ('husky', 'nav-sov-black', 'black_sea', 'reconstructed: the Soviet Black Sea Fleet, fixed in the Black Sea (seed L748)'),
]


def write_setup(build):
    units = write_units()
    hexes = {h["hex"]: h for h in read_tsv(os.path.join(DATA, "hexes.tsv"))}
    lines = []
    for scen, rows in SETUPS.items():
        load = {}
        for uid, lat, lon, steps in rows:
            if uid not in units:
                raise SystemExit(f"setup {scen}: unknown unit {uid}")
            fac = units[uid][2]
            src = SETUP_SRC[scen]
            if uid == "okh-6a" and scen == "campaign":
                src = "seed L1932 L1962: the OKH 6th Army, 3 pips, in Stalingrad 3338 at the campaign's start"
            if lat == "pool":
                lines.append([scen, uid, "pool", "-", units[uid][5], src])
                continue
            if isinstance(lat, str) and lat.startswith("area:"):
                lines.append([scen, uid, lat, "-", steps, src])
                continue
            x, y = build.fit.to_plane(lat, lon)

            def ok(h):
                r = hexes.get(h)
                if r is None or r["class"] not in ("land", "coast"):
                    return False
                allied = scen in r["allied_start"].split(",")
                sovland = r["country"] in ("ussr", "ukraine", "belarus")
                if fac == "soviet" and sovland and not allied:
                    return False
                if fac in ("okh", "okw") and allied:
                    return False
                if fac == "soviet" and not sovland and scen != "overlord":
                    return False
                if fac == "west" and r["country"] == "italy" and scen == "overlord" and not allied:
                    return False
                if fac in ("okh", "okw") and r["country"] in ("egypt", "malta", "gibraltar", "cyprus"):
                    return False
                st = load.get(h, [])
                if st and (units[st[0][0]][2] in ("okh", "okw")) != (fac in ("okh", "okw")):
                    return False
                return len(st) < 2 and sum(s for _u, s in st) + steps <= 6
            cands = sorted(hexes, key=lambda h: (G.xy(*G.parse(h))[0] - x) ** 2 + (G.xy(*G.parse(h))[1] - y) ** 2)
            h = next(h for h in cands if ok(h))
            if uid == "okh-6a" and scen == "campaign":
                assert h == "3338", h
            load.setdefault(h, []).append((uid, steps))
            lines.append([scen, uid, h, "-", steps, src])
    for scen, uid, sea, src in NAVAL_SETUPS:
        lines.append([scen, uid, f"sea:{sea}", "-", "-", src])
    with open(os.path.join(DATA, "setup.tsv"), "w", encoding="utf-8") as f:
        f.write("# Downfall set-ups - RECONSTRUCTED (the six set-up displays are not in the seed). One row per unit per scenario:\n"
                "# location: a hex, area:<land area>, sea:<sea area> (naval units), or pool (force pool). steps: the pips it starts with. Units a scenario does\n"
                "# not list start in the force pool (entry 0) or arrive as reinforcements (reinforcements.tsv). Generated by\n"
                "# scripts/downfall-data/oob.py: each unit goes to the nearest legal hex (right side of the start line, stacking\n"
                "# 2 units / 6 pips, seed A.1) to its historical position.\n")
        f.write("scenario\tunit\tlocation\tface\tsteps\tsource\n")
        for r in lines:
            f.write("\t".join(str(c) for c in r) + "\n")
    with open(os.path.join(DATA, "reinforcements.tsv"), "w", encoding="utf-8") as f:
        f.write("# Downfall reinforcement schedule - RECONSTRUCTED: units whose entry turn is N go to the Pending Area at the\n"
                "# start of turn N (seed 12 step 4, L1872) and become available at the next High Command event (L479). A scenario\n"
                "# starting later than N places them in its force pool instead unless its set-up lists them.\n")
        f.write("unit\tturn\tfaction\tsource\n")
        for x in U:
            if x["entry"]:
                f.write(f"{x['id']}\t{x['entry']}\t{x['faction']}\t" + (
                    "seed L1749: 2nd Gd and 3rd Gd Tk are pending Guards; reconstructed: turn 2" if x["id"] in ("sov-2gd", "sov-3gd-tk")
                    else "reconstructed: the historical date the formation (or its Guards title) appeared") + "\n")
