"""Empire of the Sun counters: the full sides rebuilt by a class model (see README.md).

The rulebook prints no counter sheet; its worked examples fix 40 units' values exactly or within
bounds. Every other full side is the value of its class below, calibrated only on those examples and
on the rules' statements. A value the seed fixes always wins over the class value.
"""

# ---------------------------------------------------------------------------------------- seed facts
# unit -> (values the seed fixes, the line and what it says). Keys: attack, defence, range,
# carrier_range. Bounds the examples imply are checked in check_bounds().
SEED = {
    "us-5af": ({"attack": 10}, "seed L766: attack 10"),
    "us-cv-enterprise": ({"attack": 12}, "seed L766: attack 12, reduced attack 8"),
    "jp-bb-yamato": ({"attack": 18}, "seed L766: attack 18, defence above 11"),
    "cw-ma-air": ({"attack": 6, "defence": 9}, "seed L3094: attack 6, defence 9 (22 hits eliminate it at 11)"),
    "jp-bb-kongo": ({"attack": 13}, "seed L3094: attack 13"),
    "jp-ca-mogami": ({"attack": 12}, "seed L3094: attack 12"),
    "jp-22-af": ({"attack": 20}, "seed L3094 L3064: attack 20 at normal range 3 hexes from Singapore"),
    "jp-38-army": ({"attack": 18, "defence": 12}, "seed L3096: attack 18, defence 12"),
    "cw-3-ind-corps": ({"attack": 9, "defence": 9}, "seed L3096: attack 9, defence 9"),
    "jp-ca-takao": ({"attack": 12}, "seed L3003: attack 12"),
    "us-feaf": ({"defence": 10}, "seed L3003: defence 10 (10 hits reduce it)"),
    "us-19-lrb": ({"defence": 9}, "seed L3003: defence 9 (9 hits reduce it); L3011: range 6 (2812 to Menado 2917)"),
    "jp-14-army": ({"attack": 18, "defence": 12}, "seed L3003: attack 18 (27 hits at x1.5), defence 12 (6 halved)"),
    "us-nl-corps": ({"attack": 6}, "seed L3003: attack 6"),
    "us-sl-corps": ({"defence": 10}, "seed L3004: defence 10; the 19th Army wins the landing against it"),
    "jp-cvl-zuiho": ({"attack": 8}, "seed L3004: attack 8"),
    "jp-cvl-ryujo": ({"attack": 6, "carrier_range": 3}, "seed L3005: attack 6, carrier range 3"),
    "jp-ca-nachi": ({"attack": 10}, "seed L3009: attack 10"),
    "jp-24-af": ({"attack": 10}, "seed L3028: attack 10 (at extended range from Kwajalein, 4 hexes)"),
    "jp-cl-tenryu": ({"attack": 4}, "seed L3028: attack 4"),
    "jp-4-sn-bde": ({"attack": 4, "defence": 6}, "seed L3028 L3032: attack 4, defence 6"),
    "us-marine-w-bde": ({"attack": 2}, "seed L3028: attack 2, defence above 4"),
    "us-marine-211": ({"attack": 1}, "seed L3028: attack 1, defence above 5; L873: extended range 4"),
}
# Facts that bind a group (checked, and met by the class values below).
GROUP_NOTES = {
    "us-7af": "seed L2952: both 7th AF units eliminated by 20 hits at half defence",
    "us-7af-lrb": "seed L2952: both 7th AF units eliminated by 20 hits at half defence",
    "us-m-corps": "seed L3009: 10 hits reduce it",
    "us-bb-md-ca": "seed L2952: eliminated by 10 hits at half defence",
    "us-ca-new-orleans": "seed L2952: 4 hits take one step at half defence",
    "us-ca-asia": "seed L3005: 6 hits reduce it",
    "cw-hk-div": "seed L2984: 9 hits eliminate it",
    "jp-5-ad": "seed L3003: 5th AD + 21st + 23rd AF = 54, at extended range from Formosa (3 and 4 hexes)",
    "jp-21-af": "seed L3003: 5th AD + 21st + 23rd AF = 54, at extended range from Formosa (3 and 4 hexes)",
    "jp-23-af": "seed L3003: 5th AD + 21st + 23rd AF = 54, at extended range from Formosa (3 and 4 hexes)",
    "jp-cv-akagi": "seed L2952: Akagi + Soryu + Shokaku = 36",
    "jp-cv-soryu": "seed L2952: Akagi + Soryu + Shokaku = 36",
    "jp-cv-shokaku": "seed L2952: Akagi + Soryu + Shokaku = 36",
    "jp-16-army": "seed L3009: reduced attack 9 (14 hits at x1.5)",
    "jp-17-army": "seed L2984: reduced attack 9",
}

# ---------------------------------------------------------------------------------------- the model
# Each class: (attack, defence, why). Calibration in the why.
JP_ARMY = (18, 12, "Japanese army: 18-12, the value of every army the examples show (14th and 38th Army, seed L3003 "
           "L3096; 16th and 17th Army reduce to 9, L2984 L3009)")
JP_BDE = (4, 6, "Japanese naval landing (SN/SS) brigade: 4-6, as the 4th SN Brigade (seed L3028 L3032)")
US_PHIL_CORPS = (4, 10, "Philippine Army corps of 1941 (South Luzon, Mindanao, Reserve; raw divisions): defence 10 "
                 "as the SL Corps (seed L3004; the M Corps reduces at 10 hits, L3009); attack 4: in L3004 the SL "
                 "Corps' fire does not destroy the landed, reduced 19th Army (defence 12 halved to 6), so it is "
                 "below 6, the North Luzon Corps' attack (L3003), whose corps held the Philippine Division's regulars")
US_CORPS = (15, 12, "US Army corps of 1942-45 (two or three divisions with corps troops): a Japanese army's defence "
            "(12) and five sixths of its attack (15), the US corps fielding fewer divisions than a Japanese army")
US_DIV = (6, 6, "US Army division: a third of a Japanese army's attack (three divisions, 6) and half its defence (6)")
US_MAR_DIV = (8, 6, "US Marine division: an Army division (6-6) with +2 attack for its assault training and "
              "organic amphibious support")
US_MAR_BDE = (4, 6, "US Marine brigade: the Japanese naval landing brigade's counterpart, 4-6 (seed L3028)")
US_WAKE = (2, 5, "Wake Island Marine defence detachment: attack 2 (seed L3028) and the least defence above 4 "
           "that L3028 allows (4 hits leave it intact)")
US_PHIL_BDE = (4, 6, "Philippine Scouts brigade: a brigade, 4-6 as the naval landing brigades")
CW_CORPS_1941 = (9, 9, "Commonwealth corps of 1941-42 (3rd Indian Corps in Malaya): 9-9 (seed L3096)")
CW_CORPS = (12, 12, "Commonwealth corps of 1943-45 (British, Indian, Australian, rebuilt and jungle-trained): "
            "between the 1941 corps (9-9, L3096) and a Japanese army (18-12): 12-12")
AUS_CORPS_HOME = (9, 9, "Australian home-defence corps of 1942 (militia divisions): the 1941 Commonwealth corps, 9-9")
CW_DIV_COLONIAL = (3, 4, "Commonwealth or Dutch colonial division of 1941 (Hong Kong, Burma, KNIL): the Hong Kong "
                   "Division's bound (both steps die to 9 hits, L2984: defence 4) and a third of a 1941 corps' attack")
CW_DIV = (5, 6, "Commonwealth division of 1942-45 (8th Australian, 3rd New Zealand): a little under a US "
          "division (6-6), attack 5")
CW_ARMD_BDE = (6, 4, "armoured brigade: strong in attack (6), weak in jungle defence (4)")
CW_BDE = (3, 4, "Commonwealth brigade (Chindits, Port Moresby militia): 3-4, lighter than a landing brigade")
NL_RGT = (1, 2, "Dutch (KNIL) regiment: one step, 1-2, a third of a colonial division")
CN_ARMY = (6, 9, "Chinese army: the attack of one Japanese division (6) and three quarters of a Japanese army's "
           "defence (9): large, poorly equipped formations")

# Air units: (attack, defence, range, why). Ranges: seed L3003 (Formosa to 2812 at extended range: army
# air range 2 or less, navy flotillas 3 or less), L3064/L3094 (22nd Air Flotilla attacks Singapore from
# 3 hexes at normal range: navy range 3), L3028 (24th Air Flotilla reaches Wake at 4 hexes by extended
# range), L873 (a fighter unit at Wake with no airfield within 4 hexes is lost: US fighter extended
# range 4), L3011 and L185 (LRBs range 6 or more).
JP_NAVY_AIR = (20, 8, 3, "Japanese navy air flotilla of 1941 (G3M/G4M bombers with Zero escorts): attack 20 as the "
               "22nd (seed L3094), range 3 (L3064 L3094); defence 8, two thirds of an army's, for unarmoured aircraft")
JP_NAVY_AIR_SMALL = (10, 8, 3, "smaller or later Japanese navy air flotilla: attack 10 as the 24th (seed L3028), "
                     "range 3 (L3028: Wake at 4 hexes is extended range)")
JP_ARMY_AIR = (14, 8, 2, "Japanese army air division: attack 14 (with the 21st and 23rd Air Flotillas' 20 each, "
               "the 54 of seed L3003), range 2 (L3003: 3 hexes is extended range), defence 8 as the navy's")
JP_TAINAN = (12, 8, 3, "Tainan Air Group (Zero fighters, event unit): a fighter unit, attack 12, range 3")
US_AF = (10, 10, 3, "US Army numbered air force: attack 10 (5th AF, seed L766), defence 10 (FEAF, L3003; the two "
         "7th AF units die to 20 hits at half defence, L2952), range 3 as the Japanese navy's")
US_LRB = (6, 9, 6, "US LRB (B-17/B-24 group): defence 9 and range 6 (19th LRB, seed L3003 L3011; L185: an LRB has "
          "range 6 or more), attack 6, no extended range")
US_B29 = (8, 10, 8, "B29 bomber command: range 8, the distance of strategic bombing from Tokyo (seed L1420, "
          "constants b29_range_tokyo), attack 8, defence 10")
US_MAR_AIR = (8, 8, 2, "Marine air wing (fighters and dive bombers): attack 8, defence 8, range 2 with the "
              "extended range in parentheses (fighters, 1.3)")
US_FIGHTER = (4, 8, 2, "AVG (Flying Tigers) fighter group: attack 4, defence 8, range 2 (4 in parentheses)")
US_VMF211 = (1, 6, 2, "Marine 211 fighter squadron: attack 1 and the least defence above 5 (seed L3028); "
             "extended range 4 in parentheses (L873)")
CW_AIR_1941 = (6, 9, 3, "Commonwealth or Dutch air force of 1941: the Malaya air unit's 6-9 (seed L3094), range 3")
NL_AIR = (4, 6, 3, "Dutch East Indies air force: smaller than the Malaya unit (6-9, L3094): 4-6, range 3")
CW_AIR = (10, 10, 3, "Commonwealth air force of 1943-45 (SEAC): a US numbered air force's 10-10-3")
CW_LRB = (6, 9, 6, "SEAC LRB: the US LRB's 6-9-6")

# Naval units: (attack, defence, why).
NAVAL = {
    "jp-bb-yamato": (18, 16, "Yamato-class battleship (46 cm guns): attack 18 (seed L766), defence 16 (above 11, L766)"),
    "jp-bb-nagato": (16, 14, "Nagato-class battleship (41 cm guns): between Kongo (13) and Yamato (18): 16-14"),
    "jp-bb-kongo": (13, 10, "Kongo-class fast battleship (36 cm guns): attack 13 (seed L3094), defence 10"),
    "jp-bb-hiei": (13, 10, "Kongo-class fast battleship (Hiei is Kongo's sister): Kongo's 13 (seed L3094), defence 10"),
    "us-bb-md-ca": (10, 10, "1941 US battle line (Maryland, California; 14-16 inch): defence 10 (10 hits eliminate it "
                    "at half defence, seed L2952), attack 10"),
    "us-bb-new-york": (10, 10, "old US battleship (New York, 14 inch): the 1941 battle line's 10-10"),
    "us-bb-mississippi": (10, 10, "old US battleship (Mississippi, 14 inch): the 1941 battle line's 10-10"),
    "us-bb-north-carolina": (14, 14, "fast US battleship (North Carolina, 16 inch): 14-14"),
    "us-bb-washington": (14, 14, "fast US battleship (North Carolina class, 16 inch): 14-14"),
    "us-bb-massachusetts": (14, 14, "fast US battleship (South Dakota class, 16 inch): 14-14"),
    "us-bb-missouri": (16, 16, "Iowa-class battleship: 16-16, the strongest US battleships"),
    "us-bb-new-jersey": (16, 16, "Iowa-class battleship: 16-16, the strongest US battleships"),
    "us-bc-alaska": (12, 10, "Alaska-class large cruiser (12 inch): 12-10, between a heavy cruiser and a battleship"),
    "cw-bb-force-z": (12, 10, "Force Z (Prince of Wales and Repulse): a new and an old capital ship, 12-10"),
    "cw-bb-warspite": (10, 10, "Warspite (old 15-inch battleship): the old battle line's 10-10"),
    "cw-bb-duke-of-york": (14, 14, "King George V-class battleship (14 inch, 1945 Pacific Fleet): 14-14"),
    "jp-ca-takao": (12, 8, "Takao-class heavy cruiser: attack 12 (seed L3003), defence 8"),
    "jp-ca-mogami": (12, 8, "Mogami-class heavy cruiser: attack 12 (seed L3094), defence 8"),
    "jp-ca-nachi": (10, 8, "Myoko-class heavy cruiser (Nachi): attack 10 (seed L3009), defence 8"),
    "jp-ca-aoba": (8, 6, "Aoba-class heavy cruiser (older, six 8-inch guns): 8-6"),
    "us-ca-new-orleans": (10, 8, "New Orleans-class heavy cruiser: defence 8 (4 hits take a step at half defence, "
                          "seed L2952), attack 10 as the Nachi"),
    "us-ca-northampton": (10, 8, "Northampton-class heavy cruiser: the New Orleans' 10-8"),
    "us-ca-asia": (8, 6, "Asiatic Fleet cruisers (Houston, Marblehead): defence 6 (6 hits reduce them, seed L3005), "
                   "attack 8 as the Aoba"),
    "us-ca-baltimore": (12, 10, "Baltimore-class heavy cruiser (1944): 12-10, a Takao with better protection"),
    "cw-ca-exeter": (8, 6, "Exeter (ABDA cruiser force): the Asiatic cruisers' 8-6"),
    "cw-ca-kent": (8, 6, "County-class cruisers (Kent; Australian squadron): 8-6"),
    "cw-ca-london": (8, 6, "County-class cruisers (London): 8-6"),
    "jp-cl-tenryu": (4, 4, "Tenryu-class light cruiser: attack 4 (seed L3028), defence 4"),
    "nl-cl-dutch": (4, 4, "Dutch light cruisers (De Ruyter, Java): a light cruiser's 4-4"),
    "us-dd-asia": (2, 2, "Asiatic Fleet destroyers: 2-2, half a light cruiser"),
    "jp-apd-kamikaze": (2, 2, "Japanese fast transports (old destroyers): 2-2, as destroyers"),
}
# Carriers: (attack, defence, why). Carrier air range: Japanese 3 (seed L3005), Allied 2 (the Japanese
# naval air arm's longer-ranged aircraft of 1941-42, as 9.x "Japanese carrier range advantage" says).
CARRIERS = {
    "jp-cv-akagi": (12, 8, "Japanese fleet carrier of 1941: 12, a third of the 36 of Akagi, Soryu and Shokaku (seed L2952), "
                    "as Enterprise's 12 (L766); defence 8, below the US carriers' 10 (weaker damage control, Midway)"),
    "jp-cv-soryu": (12, 8, "Japanese fleet carrier of 1941: 12 (a third of the 36 of seed L2952), defence 8"),
    "jp-cv-shokaku": (12, 8, "Japanese fleet carrier of 1941: 12 (a third of the 36 of seed L2952), defence 8"),
    "jp-cv-taiho": (12, 10, "Taiho (armoured-deck fleet carrier, 1944): a fleet carrier's 12, defence 10 for its armour"),
    "jp-cvl-zuiho": (8, 6, "Zuiho (light carrier): attack 8 (seed L3004), defence 6"),
    "jp-cvl-ryujo": (6, 6, "Ryujo (light carrier): attack 6 (seed L3005), defence 6"),
    "jp-cvl-junyo": (8, 6, "Junyo (converted liner, air group near Zuiho's): 8-6"),
    "jp-cvl-amagi": (8, 6, "Amagi (Unryu class, carried as a light carrier): Zuiho's 8-6"),
    "jp-cve-kaiyo": (4, 4, "escort carrier: 4-4, half a light carrier"),
    "us-cv-enterprise": (12, 10, "Yorktown-class fleet carrier: attack 12 (seed L766: reduced 8 + the 5th AF's 10 "
                         "= 18); defence 10: L766's 18 hits flip it and leave too few (8) for the 5th AF or its "
                         "reduced side"),
    "us-cv-lexington": (12, 10, "Lexington (fleet carrier of 1941): Enterprise's 12-10"),
    "us-cv-wasp": (10, 8, "Wasp (smaller fleet carrier): 10-8"),
    "us-cv-essex": (14, 12, "Essex-class fleet carrier: a larger air group than Enterprise's (14) and better "
                    "damage control (12)"),
}
ESSEX = ["us-cv-essex", "us-cv-intrepid", "us-cv-franklin", "us-cv-bunker-hill", "us-cv-hancock",
         "us-cv-bonhomme-richard", "us-cv-shangri-la"]
US_CVL = (8, 6, "Independence-class light carrier: Zuiho's 8-6")
US_CVE = (4, 4, "escort carrier: 4-4, half a light carrier")
CW_CV = (8, 10, "British armoured-deck fleet carrier: small air group (8), armoured deck (10)")
CW_HERMES = (4, 4, "Hermes (small old carrier, one step): 4-4")


def ground_class(u):
    k, nat, size = u["unit"], u["nation"], u["size"]
    if nat == "japanese":
        return JP_ARMY if size == "army" else JP_BDE
    if nat == "chinese":
        return CN_ARMY
    if nat == "dutch":
        return NL_RGT if size == "regiment" else CW_DIV_COLONIAL
    if nat == "us":
        if k == "us-marine-w-bde":
            return US_WAKE
        if k.startswith("us-marine"):
            return US_MAR_DIV if size == "division" else US_MAR_BDE
        if size == "corps":
            return US_PHIL_CORPS if u["prewar"] == "1" else US_CORPS
        if size == "brigade":
            return US_PHIL_BDE
        return US_DIV
    # Commonwealth
    if size == "corps":
        if u["prewar"] == "1":
            return CW_CORPS_1941
        if k in ("cw-1-aus-corps", "cw-2-aus-corps"):
            return AUS_CORPS_HOME
        return CW_CORPS
    if size == "division":
        return CW_DIV_COLONIAL if u["prewar"] == "1" and k != "cw-8-aus-div" else CW_DIV
    if k == "cw-7-armd-bde":
        return CW_ARMD_BDE
    return CW_BDE


def air_class(u):
    k = u["unit"]
    if u["nation"] == "japanese":
        if k == "jp-tainan-air":
            return JP_TAINAN
        if u["service"] == "navy":
            return JP_NAVY_AIR if k in ("jp-21-af", "jp-22-af", "jp-23-af") else JP_NAVY_AIR_SMALL
        return JP_ARMY_AIR
    if k == "us-marine-211":
        return US_VMF211
    if k == "us-avg":
        return US_FIGHTER
    if k.startswith("us-marine"):
        return US_MAR_AIR
    if u["b29"] == "1":
        return US_B29
    if u["lrb"] == "1":
        return US_LRB if u["nation"] == "us" else CW_LRB
    if u["nation"] == "us":
        return US_AF
    if u["nation"] == "dutch":
        return NL_AIR
    return CW_AIR_1941 if u["prewar"] == "1" else CW_AIR


FIGHTERS = {"us-marine-211", "us-avg", "us-marine-1maw", "us-marine-2maw", "us-marine-3maw"}


def naval_class(u):
    k, t = u["unit"], u["type"]
    if k in NAVAL:
        return NAVAL[k]
    if k in CARRIERS:
        return CARRIERS[k]
    if k in ESSEX:
        return CARRIERS["us-cv-essex"]
    if t == "cvl":
        return CW_HERMES if k == "cw-cvl-hermes" else US_CVL
    if t == "cve":
        return US_CVE
    if t == "cv" and k.startswith("cw-"):
        return CW_CV
    raise SystemExit(f"no naval class for {k}")
