#!/usr/bin/env python3
"""Rebuild Empire of the Sun's counter values (units.tsv), cards (cards.tsv) and card events (events.tsv).

    python3 scripts/eots-data/rebuild.py          # rewrite the three files
    python3 scripts/eots-data/rebuild.py --check  # exit 1 if the files differ from what the script makes

Sources, and only these: the rulebook (the seed, cited `Lnnn`), public historical facts, and the models of
units_model.py and deck.py (README.md states them). No unlicensed copy of the printed counters or cards is
read or used. The script first strips every value the earlier pack took from such a copy
(`strip_units`, `strip_cards`), so nothing of it can leak into the result; what it keeps of the old files is the project's
own work: the unit list of the set-up lists (keys, names, nations, sizes, steps, classes, pre-war dots),
the HQ values, and the scenario card lists.
"""
import math
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.dont_write_bytecode = True
sys.path.insert(0, str(HERE))
import deck  # noqa: E402
import units_model as um  # noqa: E402

DATA = HERE.parent.parent / "engine/src/games/empire_of_the_sun/data"

# ------------------------------------------------------------------------------------------------ io


def read(name):
    comments, header, rows = [], None, []
    for line in (DATA / name).read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            comments.append(line)
        elif header is None:
            header = line.split("\t")
        elif line.strip():
            rows.append(dict(zip(header, line.split("\t"))))
    return comments, header, rows


def render(comments, header, rows):
    out = list(comments) + ["\t".join(header)]
    for r in rows:
        out.append("\t".join(str(r[h]) for h in header))
    return "\n".join(out) + "\n"


def dash(v):
    return "-" if v is None else str(v)


# ------------------------------------------------------------------------------------------------ units

VALUE_COLUMNS = ["attack", "defence", "reduced_attack", "reduced_defence", "range", "extended_range",
                 "extended_paren", "carrier_range"]
KEEP_SEGMENTS = ("listed in ", "reconstructed: pre-war dot", "not pre-war", "seed L590", "seed L195")


def strip_units(rows):
    """Blank every value whose source was an unlicensed copy of the counters; keep the project's own segments."""
    for r in rows:
        if r["type"] == "hq":
            continue  # HQ values are Sandtable's own reconstruction or the seed's (their rows say which)
        for c in VALUE_COLUMNS:
            r[c] = None
        segs = re.split(r"; (?=[a-z]+[: ])", r["source"])
        r["_keep"] = [s for s in segs if s.startswith(KEEP_SEGMENTS) or re.match(r"seed L\d+: one-step unit", s)]
        r["source"] = None


def reduced(full, carrier):
    # Reduced sides (the project's rules, docs/games/empire-of-the-sun-data.md): half the attack rounded up
    # (L2984 L3009: 18-attack armies reduce to 9, L203 rounds up); carriers two thirds (L766: Enterprise
    # 12 -> 8); defence kept (L2952 L3094).
    return math.ceil(full * 2 / 3) if carrier else math.ceil(full / 2)


def build_units(rows):
    for r in rows:
        if r["type"] == "hq":
            continue
        k, t = r["unit"], r["type"]
        if t == "ground":
            a, d, why = um.ground_class(r)
            rng = None
        elif t == "air":
            a, d, rng, why = um.air_class(r)
        else:
            a, d, why = um.naval_class(r)
            rng = None
        seed_vals, seed_line = um.SEED.get(k, ({}, None))
        a = seed_vals.get("attack", a)
        d = seed_vals.get("defence", d)
        carrier = t in ("cv", "cvl", "cve")
        r["attack"], r["defence"] = a, d
        if r["steps"] == "2":
            r["reduced_attack"], r["reduced_defence"] = reduced(a, carrier), d
        else:
            r["reduced_attack"] = r["reduced_defence"] = None
        r["extended_paren"] = None
        if t == "air":
            r["range"] = rng
            if r["lrb"] == "1":
                r["extended_range"] = None  # LRBs and B29s have no extended range (the project's rule)
            else:
                r["extended_range"] = 2 * rng
                r["extended_paren"] = 1 if k in um.FIGHTERS else 0
        if carrier:
            r["carrier_range"] = seed_vals.get("carrier_range", 3 if r["side"] == "japanese" else 2)
        parts = []
        if seed_line:
            parts.append(seed_line)
        if k in um.GROUP_NOTES:
            parts.append(um.GROUP_NOTES[k])
        model = f"reconstructed: full side {a}-{d}" + (f"-{rng}" if rng else "") + f" by the class model ({why})"
        parts.append(model)
        if r["steps"] == "2":
            parts.append("reconstructed: reduced side " + (
                "two thirds of the attack (carrier, seed L766 Enterprise 12->8), defence kept" if carrier else
                "half the attack rounded up (seed L2984 L3009: 18-attack armies reduce to 9), defence kept"))
        if t == "air" and r["lrb"] != "1":
            parts.append("reconstructed: extended range twice the normal range" +
                         (" in parentheses (fighter unit, 1.3)" if r["extended_paren"] else ""))
        if carrier:
            parts.append("reconstructed: carrier air range " + (
                "3 (seed L3005: Ryujo strikes from 3 hexes)" if r["side"] == "japanese" else
                "2, one less than the Japanese 3 (seed L3005; 9.x: the Japanese carrier range advantage)"))
        parts += r.pop("_keep")
        r["source"] = "; ".join(parts)
        for c in VALUE_COLUMNS:
            r[c] = dash(r[c])
    check_units({r["unit"]: r for r in rows})


def check_units(u):
    """The examples' bounds (engine/tests/empire_of_the_sun/data.rs checks them too)."""
    n = lambda k, c: int(u[k][c])
    half = lambda k: math.ceil(n(k, "defence") / 2) + math.ceil(n(k, "reduced_defence") / 2)
    assert n("jp-5-ad", "attack") + n("jp-21-af", "attack") + n("jp-23-af", "attack") == 54  # L3003
    assert n("jp-cv-akagi", "attack") + n("jp-cv-soryu", "attack") + n("jp-cv-shokaku", "attack") == 36  # L2952
    assert half("us-bb-md-ca") == 10 and half("us-7af") + half("us-7af-lrb") == 20  # L2952
    assert math.ceil(n("us-ca-new-orleans", "defence") / 2) == 4  # L2952
    assert n("us-marine-211", "defence") > 5 and n("us-marine-w-bde", "defence") > 4  # L3028
    assert n("jp-bb-yamato", "defence") > 11  # L766
    assert n("us-ca-asia", "defence") <= 6 and n("us-m-corps", "defence") <= 10  # L3005 L3009
    assert n("cw-hk-div", "defence") + n("cw-hk-div", "reduced_defence") <= 9  # L2984
    assert n("cw-ma-air", "defence") + 2 + n("cw-ma-air", "reduced_defence") + 2 == 22  # L3094
    ind = u["cw-3-ind-corps"]
    assert int(ind["defence"]) <= 14 < int(ind["defence"]) + int(ind["reduced_defence"])  # L3096
    assert n("us-nl-corps", "defence") + n("us-nl-corps", "reduced_defence") <= 27  # L3003
    assert n("us-sl-corps", "attack") < 6  # L3004: its fire leaves the landed 19th Army (6 halved)
    assert n("jp-16-army", "reduced_attack") == 9 and n("jp-17-army", "reduced_attack") == 9  # L3009 L2984
    assert n("us-cv-enterprise", "reduced_attack") == 8  # L766
    assert n("us-cv-enterprise", "reduced_attack") + n("us-5af", "attack") == 18  # L766
    ent = u["us-cv-enterprise"]
    assert int(ent["defence"]) <= 18 < int(ent["defence"]) + int(ent["reduced_defence"])  # L766: flipped


# ------------------------------------------------------------------------------------------------ cards

FACES = {  # the three faces the rulebook prints: every value is the seed's
    ("allied", 5): {"conditions": "No ASPs may be used (seed L3089)",
                    "bonus": "Alert defences: Allied air units defend at +2 (seed L3090)"},
    ("allied", 16): {},
    ("japanese", 23): {"bonus": "Elite units: +1 to the Japanese ground combat roll if a brigade-size unit "
                                "takes part (seed L3077)"},
}
SP = {  # L2432-L2456: the South Pacific decks
    "allied": {8, 13, 20, 21, 23, 24, 25, 27, 28, 29, 31, 32, 36, 40, 43, 44, 46, 50, 52, 56, 64, 66, 81, 82},
    "japanese": {9, 13, 16, 17, 20, 23, 25, 27, 28, 29, 32, 33, 34, 35, 42, 44, 48, 49, 51, 52, 73, 75, 84, 85},
}
DECK_SOURCE = ("public: 84 cards a side, the Japanese box count 86 with the two December 1941 cards "
               "(theplayersaid.com, 'Empire of the Sun rules tactics intro: strategy cards', 2016)")


def slug(s):
    return re.sub(r"[^a-z0-9]+", "-", s.lower().replace("&", "and")).strip("-")


def intel(side, kind, ops, surprise, offensive):
    """The deck model's intelligence values (README.md): OC value = ops for the Allies (seed faces A5, A16),
    ops + 2 for Japan (seed face J23: 2 -> 4); an EC value only for an event offensive without Surprise
    Attack, the OC value + 2 (J23: 4 -> 6; 5.31B)."""
    oc = ops if side == "allied" else min(9, ops + 2)
    ec = min(9, oc + 2) if (kind == "military" and offensive and not surprise) else None
    return oc, ec


UNIT_NAMES = {}  # unit key -> printed name, filled by main() from units.tsv


def describe(side, effect, lv, hq):
    """A short English and Korean summary of the event, made from its primitives."""
    en, ko = [], []
    for p in [w.strip() for w in effect.split(";")]:
        w = p.split()
        h = w[0]
        if h == "offensive":
            where = "any HQ" if hq in ("any", "-") else "HQ " + hq.replace(" ", "/")
            en.append(f"an offensive ({where}" + (f", logistics {lv})" if lv else ")"))
            ko.append(f"공세 ({'모든 HQ' if hq in ('any', '-') else 'HQ ' + hq.replace(' ', '/')}" +
                      (f", 병참 {lv})" if lv else ")"))
        elif h == "counteroffensive":
            en.append(f"a counteroffensive (logistics {lv})")
            ko.append(f"반격 (병참 {lv})")
        elif h == "intel":
            en.append("sets " + w[1].capitalize())
            ko.append({"intercept": "요격 설정", "ambush": "매복 설정"}[w[1]])
        elif h == "weather":
            en.append("cancels the offensive")
            ko.append("공세 취소")
        elif h == "attack":
            en.append(f"an enemy {w[1].replace('_', '-')} unit in a battle hex loses {w[2]} step" +
                      (f" on a roll of {w[4]} or less" if len(w) > 4 else ""))
            ko.append(f"전투 헥스의 적 {w[1]} 유닛 {w[2]} 스텝 손실" + (f" (주사위 {w[4]} 이하)" if len(w) > 4 else ""))
        elif h == "pw":
            en.append(f"US Political Will {w[1]}")
            ko.append(f"미국 정치적 의지 {w[1]}")
        elif h == "wie":
            en.append(f"War in Europe {w[1]}")
            ko.append(f"유럽 전선 {w[1]}")
        elif h == "india":
            en.append(f"India {w[1]}")
            ko.append(f"인도 {w[1]}")
        elif h == "china":
            en.append(f"China {w[1]}" + (" (may enter Stable Front)" if len(w) > 2 else ""))
            ko.append(f"중국 {w[1]}" + (" (안정 전선 진입 가능)" if len(w) > 2 else ""))
        elif h == "china_offensive":
            en.append("a Japanese China offensive" + (f" ({w[1]})" if len(w) > 1 else ""))
            ko.append("일본군 중국 공세" + (f" ({w[1]})" if len(w) > 1 else ""))
        elif h == "isr":
            who = "US" if w[1] == "allied" else "Japanese"
            en.append(f"{who} Inter-Service Rivalry " + ("begins" if w[2] == "on" else "ends"))
            ko.append(("미국" if w[1] == "allied" else "일본") + " 군간 경쟁 " + ("시작" if w[2] == "on" else "종료"))
        elif h == "asp":
            en.append(f"{w[2]} ASP" + (" for good" if w[3] == "permanent" else " this turn"))
            ko.append(f"ASP {w[2]}" + (" (영구)" if w[3] == "permanent" else " (이번 턴)"))
        elif h == "replacements":
            en.append(f"{w[3]} {w[2]} replacement points")
            ko.append(f"{w[2]} 보충 {w[3]}")
        elif h == "reinforce":
            en.append(f"{UNIT_NAMES.get(w[1], w[1])} enters play")
            ko.append(f"{UNIT_NAMES.get(w[1], w[1])} 투입")
        elif h == "relocate":
            en.append(f"{UNIT_NAMES.get(w[1], w[1])} moves to {' '.join(w[3:]).replace('_', ' ')}")
            ko.append(f"{UNIT_NAMES.get(w[1], w[1])} 이동")
        elif h == "replace":
            en.append(f"{UNIT_NAMES.get(w[3], w[3])} replaces {UNIT_NAMES.get(w[1], w[1])}")
            ko.append(f"{UNIT_NAMES.get(w[3], w[3])}, {UNIT_NAMES.get(w[1], w[1])} 대체")
        elif h == "require":
            en.append("only if " + " ".join(w[1:]).replace("_", " "))
            ko.append("조건: " + " ".join(w[1:]))
        elif h == "draw":
            en.append("draw a card")
            ko.append("카드 1장 뽑기")
        elif h == "opponent_discards":
            en.append(f"Japan discards {w[1]} card(s) at random")
            ko.append(f"일본군 무작위 카드 {w[1]}장 버림")
        elif h == "persistent":
            what = {"ground_drm": "ground combat roll", "submarine_drm": "submarine roll",
                    "home_air_garrison": "air units kept in the home islands",
                    "naval_reinforcements_delayed": "Allied naval reinforcements delayed"}.get(w[2], w[2])
            what_ko = {"ground_drm": "지상 전투 굴림", "submarine_drm": "잠수함 굴림",
                       "home_air_garrison": "본토 방공 항공 유닛", "naval_reinforcements_delayed": "연합군 해군 증원 지연"}.get(w[2], w[2])
            en.append(f"lasting: {w[1].capitalize()} {what} {w[3]}")
            ko.append(f"지속: {'일본군' if w[1] == 'japanese' else '연합군'} {what_ko} {w[3]}")
        elif h in ("hump", "kwai", "pt_boats", "barges", "tokyo_express", "interceptors", "escorts", "evacuate",
                   "step_loss", "critical_modified_9", "no_hq", "all_hqs", "tojo_resigns", "manchuria", "restore",
                   "halve_enemy_defence"):
            en.append({"hump": "the Hump opens for good", "kwai": "the Bangkok-Rangoon railway is built",
                       "pt_boats": "PT boats cancel the barges", "barges": "barges carry the Japanese ASPs",
                       "tokyo_express": "the Tokyo Express marker is placed or moved",
                       "interceptors": "high-altitude interceptors against strategic bombing",
                       "escorts": f"convoy escorts {' '.join(w[1:])}", "evacuate": f"up to {' '.join(w[1:])} ground units evacuated from islands",
                       "step_loss": "one enemy unit loses a step", "critical_modified_9": "a modified 9 or more is a critical hit",
                       "no_hq": "no HQ needed", "all_hqs": "every HQ may activate", "tojo_resigns": "Tojo resigns",
                       "manchuria": "the Soviets conquer Manchukuo", "restore": "a reduced carrier back to full strength",
                       "halve_enemy_defence": "enemy units defend at half strength"}[h])
            ko.append({"hump": "험프 공수 개시", "kwai": "방콕-랑군 철도 건설", "pt_boats": "PT 보트가 바지선 취소",
                       "barges": "바지선 수송", "tokyo_express": "도쿄 급행 마커 배치/이동", "interceptors": "고고도 요격기",
                       "escorts": f"선단 호위 {' '.join(w[1:])}", "evacuate": f"섬의 지상 유닛 최대 {' '.join(w[1:])}개 철수",
                       "step_loss": "적 유닛 1스텝 손실", "critical_modified_9": "수정 굴림 9 이상은 치명타",
                       "no_hq": "HQ 불필요", "all_hqs": "모든 HQ 활성화 가능", "tojo_resigns": "도조 사임",
                       "manchuria": "소련의 만주국 정복", "restore": "감소된 항모 1척 회복",
                       "halve_enemy_defence": "적 방어력 절반"}[h])
        elif h in ("bonus", "enemy"):
            en.append(("enemy " if h == "enemy" else "") + " ".join(w[1:]).replace("_", " "))
            ko.append(("적 " if h == "enemy" else "") + " ".join(w[1:]))
        else:
            en.append(p.replace("_", " "))
            ko.append(p)
    text = "; ".join(en)
    return text[:1].upper() + text[1:] + ".", "; ".join(ko) + "."


def strip_cards(rows):
    """Keep only side and number of every card: all else is rebuilt from deck.py."""
    return [{"side": r["side"], "number": int(r["number"])} for r in rows]


def build_cards():
    cards, events = [], []
    for side, table in (("allied", deck.ALLIED), ("japanese", deck.JAPANESE)):
        assert [c[0] for c in table] == list(range(1, len(table) + 1)), side
        for (n, name, name_ko, kind, reaction, ops, lv, hq, flags, timing, effect, why) in table:
            offensive = effect.split(";")[0].strip() == "offensive" or " offensive" in f" {effect}".replace(";", " ")
            offensive = any(p.strip() == "offensive" for p in effect.split(";"))
            surprise = "s" in flags
            oc, ec = intel(side, kind, ops, surprise, offensive)
            face = FACES.get((side, n))
            seed_named = why.startswith("seed L") and (n in SP[side] or "card " + str(n) in why or face is not None)
            summary_en, summary_ko = describe(side, effect, lv, hq)
            if face is not None:
                src = why + "; every value is the printed face's; reconstructed: the Korean name and summary"
            elif seed_named:
                src = (why + "; reconstructed: type, ops, intelligence, logistics, HQ and flags by the deck model "
                       "(scripts/eots-data/README.md), the Korean name and summary")
            else:
                src = ("reconstructed: a Sandtable card (the rulebook does not name this number); title after "
                       + why.replace("history: ", "") + "; type, ops, intelligence, logistics, HQ, flags and event "
                       "by the deck model (scripts/eots-data/README.md)")
            if n == 1:
                src += "; " + DECK_SOURCE
            cards.append({
                "side": side, "number": n, "key": f"{side[0]}{n:02d}-{slug(name)}", "name_en": name,
                "name_ko": name_ko, "type": kind, "reaction": reaction, "ops": ops, "intel_oc": oc,
                "intel_ec": dash(ec), "logistics": dash(lv), "hq": hq.replace(" ", ","),
                "surprise": int(surprise),
                "intel_condition": "ambush" if "a" in flags else ("intercept" if "i" in flags else "-"),
                "conditions": (face or {}).get("conditions", "-"), "bonus": (face or {}).get("bonus", "-"),
                "remove": int("r" in flags), "draw": int("d" in flags),
                "special": "tojo_resigns" if "T" in flags else ("manchuria" if "M" in flags else "-"),
                "sp_deck": int(n in SP[side]), "event_en": summary_en, "event_ko": summary_ko, "source": src,
            })
            events.append({"side": side, "number": n, "timing": timing, "effect": effect,
                           "source": ("seed" + why[4:] if why.startswith("seed") else
                                      "reconstructed: " + why.replace("history: ", "the title's event: "))})
    return cards, events


CARD_COMMENTS = [
    "# Empire of the Sun strategy cards: both decks (Allied 1-84, Japanese 1-86). Generated by",
    "# scripts/eots-data/rebuild.py from the rulebook (the cards it names at their numbers, the three faces it",
    "# prints, every value or flag the rules state) and Sandtable's deck model (scripts/eots-data/README.md);",
    "# every other card is a Sandtable reconstruction titled after a real event of the Pacific war (the source",
    "# column says which). type: military | political | resource | reaction",
    "# (reaction: intelligence | attack | counteroffensive | weather | personality). ops = operations value;",
    "# intel_oc / intel_ec = intelligence values (OC / EC play); logistics = logistics value; hq = HQs that may",
    "# activate for the event (any, or families: cpac swpac spac anzac seac cw south south_seas cf); surprise =",
    "# the event states Surprise Attack; remove = removed from play when played as an event; draw = draws a card",
    "# as an event; special = tojo_resigns | manchuria (5.37); sp_deck = in the South Pacific 24-card deck",
    "# (17.10). intel_condition: the condition a reaction event sets (intercept | ambush); conditions / bonus:",
    "# what the rulebook quotes (5.31). event_en / event_ko: Sandtable's own short summaries.",
]
EVENT_COMMENTS = [
    "# Empire of the Sun card events: one row per card of both decks, in Sandtable's own words (generated by",
    "# scripts/eots-data/rebuild.py). timing: when the effect applies - immediate | persistent (applied at",
    "# play, a marker stays) | before_movement | before_reaction | after_reaction (the steps of 7.2 for a",
    "# military event) | reaction (a reaction card played in its window) | before_battle | after_battle (an",
    "# attack reaction's damage). effect: primitives separated by ';' (vocabulary:",
    "# docs/games/empire-of-the-sun-data.md \"events.tsv\"). source: the rulebook line, or \"reconstructed:",
    "# <reason>\" from the card's title and the deck model.",
]
UNIT_COMMENTS = [
    "# Empire of the Sun counters: every unit of the set-up lists (18.0, 17.10). Values: attack, defence, reduced",
    "# side, air range / extended range (extended_paren 1 = printed in parentheses), carrier air range, HQ command",
    "# range and efficiency, steps, amphibious capability (seed L159), pre-war dot (L195). '-' = not applicable.",
    "# Full sides: the values the worked examples fix (seed lines in the source column), else Sandtable's class",
    "# model (scripts/eots-data/units_model.py, generated by rebuild.py), calibrated on those examples only.",
    "# Columns: docs/games/empire-of-the-sun-data.md.",
]


def main():
    check = "--check" in sys.argv
    _, uh, urows = read("units.tsv")
    strip_units(urows)
    build_units(urows)
    UNIT_NAMES.update({r["unit"]: r["name"] for r in urows})
    _, ch, crows = read("cards.tsv")
    old = strip_cards(crows)
    cards, events = build_cards()
    assert {(c["side"], c["number"]) for c in cards} == {(c["side"], c["number"]) for c in old}, "deck sizes"
    eh = ["side", "number", "timing", "effect", "source"]
    outputs = {
        "units.tsv": render(UNIT_COMMENTS, uh, urows),
        "cards.tsv": render(CARD_COMMENTS, ch, cards),
        "events.tsv": render(EVENT_COMMENTS, eh, events),
    }
    differ = [n for n, text in outputs.items() if (DATA / n).read_text(encoding="utf-8") != text]
    if check:
        if differ:
            print("differ from rebuild.py: " + ", ".join(differ))
            sys.exit(1)
        print("units.tsv, cards.tsv and events.tsv are what rebuild.py makes")
        return
    for n, text in outputs.items():
        (DATA / n).write_text(text, encoding="utf-8")
    print(f"wrote {len(urows)} units, {len(cards)} cards, {len(events)} events; changed: {', '.join(differ) or 'none'}")


if __name__ == "__main__":
    main()
