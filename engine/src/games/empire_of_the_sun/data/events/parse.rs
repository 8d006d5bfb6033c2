//! Reading events.tsv: each row's effect, word by word, into the [`Effect`] vocabulary, and the checks
//! that tie a row to its card in cards.tsv (5.31–5.37). Every problem is reported as
//! `events.tsv line N: …`.

use std::collections::BTreeSet;

use super::keys;
use super::{CardEvent, Class, Effect, Filter, Place, Require, Rp, Timing, CLASSES, TIMINGS};
use crate::games::empire_of_the_sun::data;
use crate::games::empire_of_the_sun::data::terms::{Intel, Nation};
use crate::games::empire_of_the_sun::data::{Card, CardType, IntelCondition, Nation as UnitNation, ReactionKind, Side, Special, Unit};
use crate::kit::hex::Hex;
use crate::kit::table::Errors;

const HEADER: [&str; 5] = ["side", "number", "timing", "effect", "source"];

/// What an effect's words are checked against: the pack's counters, map regions and HQ families.
pub struct Known<'a> {
    pub units: &'a [Unit],
    pub regions: &'a BTreeSet<String>,
}

/// Reads events.tsv and checks every row against its card.
pub fn parse_events(file: &str, text: &str, cards: &[Card], known: &Known, e: &mut Errors) -> Vec<CardEvent> {
    let mut out: Vec<CardEvent> = vec![];
    for r in data::rows(file, text, &HEADER, e) {
        let mut bad = vec![];
        let side = r.one_of("side", &[("allied", Side::Allied), ("japanese", Side::Japanese)]).map_err(|m| bad.push(m)).ok();
        let number = r.num::<u8>("number", 1, 120).map_err(|m| bad.push(m)).ok();
        let timing = r.one_of("timing", &TIMINGS).map_err(|m| bad.push(m)).ok();
        let effects = parse_effect(r.get("effect"), known).map_err(|m| bad.push(r.err(format!("effect '{}': {m}", r.get("effect"))))).ok();
        let source = r.source().map_err(|m| bad.push(m)).ok();
        if !bad.is_empty() {
            e.0.extend(bad);
            continue;
        }
        let ev = CardEvent { side: side.unwrap(), number: number.unwrap(), timing: timing.unwrap(), effects: effects.unwrap(), source: source.unwrap() };
        if out.iter().any(|x| x.side == ev.side && x.number == ev.number) {
            e.push(r.err(format!("{:?} card {} has two rows", ev.side, ev.number)));
            continue;
        }
        if !cards.is_empty() {
            match cards.iter().find(|c| c.side == ev.side && c.number == ev.number) {
                None => e.push(r.err(format!("{:?} card {} is not in cards.tsv", ev.side, ev.number))),
                Some(card) => {
                    for m in check_against_card(&ev, card) {
                        e.push(r.err(m));
                    }
                }
            }
        }
        out.push(ev);
    }
    if !text.is_empty() {
        for c in cards {
            if !out.iter().any(|x| x.side == c.side && x.number == c.number) {
                e.push(format!("{file}: {:?} card {} ({}) has no event row", c.side, c.number, c.name_en));
            }
        }
    }
    out
}

/// Reads one `effect` cell: primitives separated by `;`.
pub fn parse_effect(text: &str, known: &Known) -> Result<Vec<Effect>, String> {
    let mut out = vec![];
    for part in text.split(';') {
        let words: Vec<&str> = part.split_whitespace().collect();
        if words.is_empty() {
            return Err("an empty primitive (two ';' in a row?)".into());
        }
        out.push(primitive(&words, known).map_err(|m| format!("'{}': {m}", words.join(" ")))?);
    }
    // A pending choice keeps the primitive's index in four bits (`Pending::stage`).
    if out.len() > 15 {
        return Err(format!("{} primitives; at most 15", out.len()));
    }
    Ok(out)
}

/// The primitives, for error messages.
pub const PRIMITIVES: [&str; 47] = [
    "offensive",
    "activations",
    "activations_total",
    "all_hqs",
    "no_hq",
    "hq_unit",
    "movement",
    "bonus",
    "enemy",
    "condition",
    "no_zoi",
    "critical_modified_9",
    "ground_drm_only",
    "halve_enemy_defence",
    "intel",
    "counteroffensive",
    "weather",
    "attack",
    "pw",
    "wie",
    "india",
    "china",
    "china_offensive",
    "divisions",
    "isr",
    "tojo_resigns",
    "manchuria",
    "asp",
    "replacements",
    "reinforce",
    "relocate",
    "replace",
    "eliminate",
    "restore",
    "step_loss",
    "evacuate",
    "tokyo_express",
    "hump",
    "kwai",
    "barges",
    "pt_boats",
    "escorts",
    "interceptors",
    "persistent",
    "draw",
    "opponent_discards",
    "require",
];

fn primitive(w: &[&str], known: &Known) -> Result<Effect, String> {
    let args = &w[1..];
    let e = match w[0] {
        "offensive" => none(args, Effect::Offensive)?,
        "activations" => Effect::Activations(signed(one(args)?)?),
        "activations_total" => Effect::ActivationsTotal(unsigned(one(args)?, 99)?),
        "all_hqs" => none(args, Effect::AllHqs)?,
        "no_hq" => none(args, Effect::NoHq)?,
        "hq_unit" => Effect::HqUnit(unit(one(args)?, known)?),
        "movement" => Effect::Movement(unsigned(one(args)?, 9)?),
        "bonus" | "enemy" => bonus(w[0] == "enemy", args, known)?,
        "condition" => condition(args, known)?,
        "no_zoi" => Effect::NoZoi(side(one(args)?)?),
        "critical_modified_9" => none(args, Effect::CriticalModified9)?,
        "ground_drm_only" => Effect::GroundDrmOnly(signed(one(args)?)?),
        "halve_enemy_defence" => none(args, Effect::HalveEnemyDefence)?,
        "intel" => Effect::Intel(match one(args)? {
            "intercept" => Intel::Intercept,
            "ambush" => Intel::Ambush,
            x => return Err(format!("'{x}' is not intercept or ambush")),
        }),
        "counteroffensive" => none(args, Effect::Counteroffensive)?,
        "weather" => none(args, Effect::Weather)?,
        "attack" => attack(args)?,
        "pw" => Effect::Pw(signed(one(args)?)?),
        "wie" => Effect::Wie(signed(one(args)?)?),
        "india" => Effect::India(signed(one(args)?)?),
        "china" => match args {
            [n] => Effect::China { shift: signed(n)?, into_stable: false },
            [n, "into_stable"] => Effect::China { shift: signed(n)?, into_stable: true },
            _ => return Err("expected 'china <±n> [into_stable]'".into()),
        },
        "china_offensive" => match args {
            [] => Effect::ChinaOffensive(0),
            [n] => Effect::ChinaOffensive(signed(n)?),
            _ => return Err("expected 'china_offensive [<±drm>]'".into()),
        },
        "divisions" => Effect::Divisions(signed(one(args)?)?),
        "isr" => match args {
            [s, "on"] => Effect::Isr { side: side(s)?, on: true },
            [s, "off"] => Effect::Isr { side: side(s)?, on: false },
            _ => return Err("expected 'isr <allied|japanese> <on|off>'".into()),
        },
        "tojo_resigns" => none(args, Effect::TojoResigns)?,
        "manchuria" => none(args, Effect::Manchuria)?,
        "asp" => match args {
            [s, n, span @ ("turn" | "permanent")] => Effect::Asp { side: side(s)?, amount: signed(n)?, permanent: *span == "permanent" },
            _ => return Err("expected 'asp <side> <±n> <turn|permanent>'".into()),
        },
        "replacements" => match args {
            [s, k, n] => Effect::Replacements {
                side: side(s)?,
                kind: match *k {
                    "air" => Rp::Air,
                    "naval" => Rp::Naval,
                    "ground" => Rp::Ground,
                    x => return Err(format!("'{x}' is not air, naval or ground")),
                },
                amount: unsigned(n, 9)?,
            },
            _ => return Err("expected 'replacements <side> <air|naval|ground> <n>'".into()),
        },
        "reinforce" => match args {
            [u, "at", place @ ..] => Effect::Reinforce { unit: unit(u, known)?, at: self::place(place, known)? },
            _ => return Err("expected 'reinforce <unit> at <hex CCRR | hq <family|any> | region <r,…> | china_box>'".into()),
        },
        "relocate" => match args {
            [u, "at", place @ ..] => Effect::Relocate { unit: unit(u, known)?, at: self::place(place, known)? },
            _ => return Err("expected 'relocate <unit> at <hex CCRR | hq <family|any> | region <r,…>>'".into()),
        },
        "replace" => match args {
            [old, "with", new] => Effect::Replace { old: unit(old, known)?, new: unit(new, known)? },
            _ => return Err("expected 'replace <unit> with <unit>'".into()),
        },
        "eliminate" => Effect::Eliminate(unit(one(args)?, known)?),
        "restore" => match args {
            [s, c] => Effect::Restore { side: side(s)?, class: class(c)?, nation: None },
            [s, c, n] => Effect::Restore { side: side(s)?, class: class(c)?, nation: Some(unit_nation(n)?) },
            _ => return Err("expected 'restore <side> <class> [<nation>]'".into()),
        },
        "step_loss" => step_loss(args, known)?,
        "evacuate" => Effect::Evacuate(unsigned(one(args)?, 15)?),
        "tokyo_express" => none(args, Effect::TokyoExpress)?,
        "hump" => none(args, Effect::Hump)?,
        "kwai" => none(args, Effect::Kwai)?,
        "barges" => none(args, Effect::Barges)?,
        "pt_boats" => none(args, Effect::PtBoats)?,
        "escorts" => Effect::Escorts(signed(one(args)?)?),
        "interceptors" => none(args, Effect::Interceptors)?,
        "persistent" => match args {
            [s, k, n] if keys::PERSISTENT.contains(k) => Effect::Persistent { side: side(s)?, key: k.to_string(), value: signed(n)? },
            [_, k, _] => return Err(format!("'{k}' is not a persistent key ({})", keys::PERSISTENT.join(", "))),
            _ => return Err("expected 'persistent <side> <key> <±n>'".into()),
        },
        "draw" => none(args, Effect::Draw)?,
        "opponent_discards" => match args {
            [n, how @ ("random" | "choice")] => Effect::OpponentDiscards { n: unsigned(n, 7)?, random: *how == "random" },
            _ => return Err("expected 'opponent_discards <n> <random|choice>'".into()),
        },
        "require" => Effect::Require(require(args, known)?),
        x => return Err(format!("unknown primitive '{x}' (known: {})", PRIMITIVES.join(", "))),
    };
    Ok(e)
}

fn none(args: &[&str], e: Effect) -> Result<Effect, String> {
    if args.is_empty() {
        Ok(e)
    } else {
        Err(format!("takes no argument, found '{}'", args.join(" ")))
    }
}

fn one<'a>(args: &[&'a str]) -> Result<&'a str, String> {
    match args {
        [a] => Ok(a),
        _ => Err(format!("takes one argument, found {}", args.len())),
    }
}

/// `+2`, `-1` or `3`.
fn signed(s: &str) -> Result<i8, String> {
    let n = whole(s, "-20..=+20")?;
    (-20..=20).contains(&n).then_some(n as i8).ok_or_else(|| format!("{s} is out of range -20..=+20"))
}

fn unsigned(s: &str, max: u8) -> Result<u8, String> {
    let n = whole(s, &format!("0..={max}"))?;
    (0..=max as i128).contains(&n).then_some(n as u8).ok_or_else(|| format!("{s} is out of range 0..={max}"))
}

/// A whole number with an optional sign (any size: the caller says when it is out of its range).
fn whole(s: &str, range: &str) -> Result<i128, String> {
    let digits = s.strip_prefix(['+', '-']).unwrap_or(s);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("'{s}' is not a whole number (range {range})"));
    }
    // Beyond i128 is out of every range.
    Ok(s.strip_prefix('+').unwrap_or(s).parse::<i128>().unwrap_or(if s.starts_with('-') { i128::MIN } else { i128::MAX }))
}

fn side(s: &str) -> Result<Side, String> {
    match s {
        "allied" => Ok(Side::Allied),
        "japanese" => Ok(Side::Japanese),
        x => Err(format!("'{x}' is not allied or japanese")),
    }
}

fn class(s: &str) -> Result<Class, String> {
    CLASSES.iter().find(|(k, _)| *k == s).map(|(_, c)| *c).ok_or_else(|| {
        let all: Vec<&str> = CLASSES.iter().map(|(k, _)| *k).collect();
        format!("'{s}' is not a unit class ({})", all.join(", "))
    })
}

fn unit(key: &str, known: &Known) -> Result<String, String> {
    if known.units.is_empty() || known.units.iter().any(|u| u.key == key) {
        Ok(key.to_string())
    } else {
        Err(format!("unit '{key}' is not in units.tsv"))
    }
}

fn regions(list: &str, known: &Known) -> Result<Vec<String>, String> {
    let out: Vec<String> = list.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect();
    if out.is_empty() {
        return Err("an empty region list".into());
    }
    for r in &out {
        if !known.regions.is_empty() && !known.regions.contains(r) {
            return Err(format!("region '{r}' is not a region of the map (hexes.tsv)"));
        }
    }
    Ok(out)
}

const UNIT_NATIONS: [(&str, UnitNation); 8] = [
    ("us", UnitNation::Us),
    ("british", UnitNation::British),
    ("australian", UnitNation::Australian),
    ("nz", UnitNation::Nz),
    ("indian", UnitNation::Indian),
    ("dutch", UnitNation::Dutch),
    ("chinese", UnitNation::Chinese),
    ("japanese", UnitNation::Japanese),
];

fn unit_nation(s: &str) -> Result<UnitNation, String> {
    UNIT_NATIONS.iter().find(|(k, _)| *k == s).map(|(_, n)| *n).ok_or_else(|| format!("'{s}' is not a counter nationality"))
}

const NATIONS: [(&str, Nation); 7] = [
    ("philippines", Nation::Philippines),
    ("malaya", Nation::Malaya),
    ("dutch_east_indies", Nation::DutchEastIndies),
    ("burma", Nation::Burma),
    ("india", Nation::India),
    ("china", Nation::China),
    ("australia", Nation::Australia),
];

fn nation(s: &str) -> Result<Nation, String> {
    NATIONS.iter().find(|(k, _)| *k == s).map(|(_, n)| *n).ok_or_else(|| format!("'{s}' is not a nation that can surrender (13.0)"))
}

/// `bonus <key> <±n> [if <condition>]`.
fn bonus(enemy: bool, args: &[&str], known: &Known) -> Result<Effect, String> {
    let (key, value, when) = match args {
        [k, n] => (*k, signed(n)?, None),
        [k, n, "if", w] => (*k, signed(n)?, Some(w.to_string())),
        _ => return Err("expected '<key> <±n> [if <condition>]'".into()),
    };
    if !keys::BONUS.contains(&key) {
        return Err(format!("'{key}' is not a modifier key ({})", keys::BONUS.join(", ")));
    }
    if let Some(w) = &when {
        if !keys::WHEN.contains(&w.as_str()) && !(known.regions.is_empty() || known.regions.contains(w)) {
            return Err(format!("'{w}' is not a condition ({}, or a map region)", keys::WHEN.join(", ")));
        }
    }
    Ok(Effect::Bonus { enemy, key: key.to_string(), value, when })
}

/// `condition <key>[:<arg>] [n]`.
fn condition(args: &[&str], known: &Known) -> Result<Effect, String> {
    let (key, value) = match args {
        [k] => (*k, 1),
        [k, n] => (*k, signed(n)?),
        _ => return Err("expected 'condition <key> [n]'".into()),
    };
    let (base, arg) = key.split_once(':').map_or((key, None), |(b, a)| (b, Some(a)));
    if !keys::CONDITION.contains(&base) {
        return Err(format!("'{base}' is not a condition key ({})", keys::CONDITION.join(", ")));
    }
    match (base, arg) {
        (keys::ESCORTED_LANDING, Some(h)) if Hex::parse(h).is_some() => {}
        (keys::ESCORTED_LANDING, _) => return Err("escorted_landing takes a hex: escorted_landing:2813".into()),
        (keys::ACTIVATE_ONLY, Some(c)) => {
            class(c)?;
        }
        (keys::ACTIVATE_ONLY, None) => return Err("activate_only takes a class: activate_only:naval".into()),
        (keys::BATTLE_REGION, Some(r)) => {
            regions(r, known)?;
        }
        (keys::BATTLE_REGION, None) => return Err("battle_region takes a region: battle_region:japan_home".into()),
        (keys::REACTION_UNIT, Some(u)) if known.units.is_empty() || known.units.iter().any(|x| x.key == u) => {}
        (keys::REACTION_UNIT, _) => return Err("reaction_unit takes a unit of the pack: reaction_unit:cw-bb-force-z".into()),
        (_, Some(a)) => return Err(format!("'{base}' takes no ':{a}'")),
        _ => {}
    }
    Ok(Effect::Condition { key: key.to_string(), value })
}

/// `attack <class> <steps> [roll <n>]`.
fn attack(args: &[&str]) -> Result<Effect, String> {
    match args {
        [c, s] => Ok(Effect::Attack { class: class(c)?, steps: unsigned(s, 4)?, roll: None }),
        [c, s, "roll", n] => Ok(Effect::Attack { class: class(c)?, steps: unsigned(s, 4)?, roll: Some(unsigned(n, 9)?) }),
        _ => Err("expected 'attack <class> <steps> [roll <n>]'".into()),
    }
}

/// `step_loss <side> <class> [within_range <nation>_hq] [outside <region>] [in <regions>]`.
fn step_loss(args: &[&str], known: &Known) -> Result<Effect, String> {
    let [s, c, rest @ ..] = args else {
        return Err("expected 'step_loss <side> <class> [filters]'".into());
    };
    let mut filters = vec![];
    let mut i = 0;
    while i < rest.len() {
        let arg = rest.get(i + 1).ok_or_else(|| format!("'{}' needs an argument", rest[i]))?;
        filters.push(match rest[i] {
            "within_range" => {
                let n = arg.strip_suffix("_hq").ok_or_else(|| format!("'{arg}' should name an HQ nationality: us_hq"))?;
                Filter::WithinRange(unit_nation(n)?)
            }
            "outside" => Filter::Outside(regions(arg, known)?.join(",")),
            "in" => Filter::In(regions(arg, known)?),
            x => return Err(format!("'{x}' is not a filter (within_range, outside, in)")),
        });
        i += 2;
    }
    Ok(Effect::StepLoss { side: side(s)?, class: class(c)?, filters })
}

fn place(w: &[&str], known: &Known) -> Result<Place, String> {
    match w {
        ["hex", h] => Hex::parse(h).map(Place::Hex).ok_or_else(|| format!("'{h}' is not a CCRR hex")),
        ["hq", f] if *f == "any" || keys::HQ_FAMILIES.contains(f) => Ok(Place::Hq(f.to_string())),
        ["hq", f] => Err(format!("'{f}' is not an HQ family (any, {})", keys::HQ_FAMILIES.join(", "))),
        ["region", r] => Ok(Place::Region(regions(r, known)?)),
        ["china_box"] => Ok(Place::ChinaBox),
        _ => Err(format!("'{}' is not a place (hex CCRR, hq <family>, region <r,…>, china_box)", w.join(" "))),
    }
}

fn require(args: &[&str], known: &Known) -> Result<Require, String> {
    Ok(match args {
        ["turn_at_least", n] => Require::TurnAtLeast(unsigned(n, 12)?),
        ["turn_at_most", n] => Require::TurnAtMost(unsigned(n, 12)?),
        ["unit_in_play", u] => Require::UnitInPlay(unit(u, known)?),
        ["unit_on_map", u] => Require::UnitOnMap(unit(u, known)?),
        ["surrendered", n] => Require::Surrendered(nation(n)?),
        ["not_surrendered", n] => Require::NotSurrendered(nation(n)?),
        ["battle_in", r] => Require::BattleIn(regions(r, known)?),
        _ => {
            return Err("expected turn_at_least <n>, turn_at_most <n>, unit_in_play <unit>, unit_on_map <unit>, surrendered <nation>, \
                        not_surrendered <nation> or battle_in <regions>"
                .into())
        }
    })
}

/// The ties between a card's event row and its cards.tsv row (5.31–5.37).
fn check_against_card(ev: &CardEvent, card: &Card) -> Vec<String> {
    let mut out = vec![];
    let name = &card.name_en;
    let has = |f: &dyn Fn(&Effect) -> bool| ev.effects.iter().any(f);
    let t = ev.timing;
    use Timing::*;
    // Timing by the card's type.
    let timing_ok = match (card.kind, card.reaction) {
        (CardType::Political | CardType::Resource, _) => matches!(t, Immediate | Persistent),
        (CardType::Military, _) if card.logistics.is_some() || has(&|e| matches!(e, Effect::ActivationsTotal(_))) => {
            matches!(t, BeforeMovement | BeforeReaction | AfterReaction)
        }
        (CardType::Military, _) => matches!(t, Immediate | BeforeMovement | BeforeReaction | AfterReaction),
        (CardType::Reaction, Some(ReactionKind::Weather)) => t == BeforeReaction,
        (CardType::Reaction, Some(ReactionKind::Attack)) => matches!(t, BeforeBattle | AfterBattle),
        (CardType::Reaction, _) => t == Reaction,
    };
    if !timing_ok {
        out.push(format!("timing {t:?} does not suit {name} ({:?} {:?}; see the timings of 7.2)", card.kind, card.reaction));
    }
    // 5.31: an activating military event launches an offensive, and only it.
    let offensive = has(&|e| matches!(e, Effect::Offensive));
    let activates = card.kind == CardType::Military && (card.logistics.is_some() || has(&|e| matches!(e, Effect::ActivationsTotal(_))));
    if offensive != activates {
        out.push(format!(
            "{name}: 'offensive' goes with a military card that has a logistics value or an activations_total (5.31), and only with one"
        ));
    }
    // 5.32: the reaction's category decides its primitive.
    let kind = card.reaction;
    let pairs: [(Option<ReactionKind>, bool, &str); 3] = [
        (Some(ReactionKind::Counteroffensive), has(&|e| matches!(e, Effect::Counteroffensive)), "counteroffensive"),
        (Some(ReactionKind::Weather), has(&|e| matches!(e, Effect::Weather)), "weather"),
        (Some(ReactionKind::Attack), has(&|e| matches!(e, Effect::Attack { .. })), "attack"),
    ];
    for (k, present, word) in pairs {
        if (kind == k) != present {
            out.push(format!("{name}: '{word}' goes with a {word} reaction card (5.32), and only with one"));
        }
    }
    if kind == Some(ReactionKind::Intelligence) && !has(&|e| matches!(e, Effect::Intel(_))) {
        out.push(format!("{name}: an intelligence reaction sets a condition ('intel …', 5.32A)"));
    }
    if let Some(c) = card.intel_condition {
        let want = match c {
            IntelCondition::Intercept => Intel::Intercept,
            IntelCondition::Ambush => Intel::Ambush,
        };
        if !has(&|e| *e == Effect::Intel(want)) {
            out.push(format!("{name}: cards.tsv gives the condition {c:?}; the effect must set it"));
        }
    }
    if card.kind != CardType::Reaction && has(&|e| matches!(e, Effect::Intel(_) | Effect::Counteroffensive | Effect::Weather | Effect::Attack { .. })) {
        out.push(format!("{name}: intel, counteroffensive, weather and attack belong to reaction cards (5.32)"));
    }
    // Offensive modifiers need an offensive or a reaction to modify.
    let modifiers = ev.effects.iter().any(|e| !e.changes_state() && !matches!(e, Effect::Require(_)));
    if matches!(card.kind, CardType::Political | CardType::Resource) && modifiers {
        out.push(format!("{name}: a political or resource event has no offensive to modify (5.33, 5.34)"));
    }
    // 5.35: the draw flag.
    if card.draw != ev.draws() {
        out.push(format!("{name}: cards.tsv says draw={}, the effect {} 'draw'", card.draw as u8, if ev.draws() { "has" } else { "lacks" }));
    }
    // 5.32D: what applies before movement must be undone by a Weather card.
    if t == BeforeMovement {
        for e in &ev.effects {
            if !e.undoable() {
                out.push(format!("{name}: {e:?} cannot apply before movement (a Weather cancellation could not take it back, 5.32D)"));
            }
        }
    }
    // 5.37: the special cards.
    let special = [(Special::TojoResigns, has(&|e| matches!(e, Effect::TojoResigns))), (Special::Manchuria, has(&|e| matches!(e, Effect::Manchuria)))];
    for (s, present) in special {
        if (card.special == Some(s)) != present {
            out.push(format!("{name}: the {s:?} primitive goes with the {s:?} special card (5.37), and only with it"));
        }
    }
    if t == Persistent && !has(&|e| {
        matches!(e, Effect::Persistent { .. } | Effect::Hump | Effect::Kwai | Effect::Barges | Effect::PtBoats | Effect::Interceptors | Effect::Escorts(_))
    }) {
        out.push(format!("{name}: a persistent event leaves a lasting effect (hump, kwai, pt_boats, interceptors, persistent …)"));
    }
    for e in &ev.effects {
        if let Effect::Asp { side, permanent: true, amount } = e {
            if *side == Side::Japanese && *amount > 0 {
                out.push(format!("{name}: the Japanese never gain permanent ASPs (10.32)"));
            }
        }
    }
    out
}

#[cfg(test)]
mod number_tests {
    use super::{signed, unsigned};

    #[test]
    fn an_event_number_out_of_range_says_so_with_the_range() {
        assert_eq!(unsigned("300", 9).unwrap_err(), "300 is out of range 0..=9");
        assert_eq!(unsigned("-1", 9).unwrap_err(), "-1 is out of range 0..=9");
        assert_eq!(unsigned("x", 9).unwrap_err(), "'x' is not a whole number (range 0..=9)");
        assert_eq!(unsigned("7", 9), Ok(7));
        assert_eq!(signed("+21").unwrap_err(), "+21 is out of range -20..=+20");
        assert_eq!(signed("-999999999999999999999999999999999999999999").unwrap_err(), "-999999999999999999999999999999999999999999 is out of range -20..=+20");
        assert_eq!(signed("+2"), Ok(2));
        assert_eq!(signed("-3"), Ok(-3));
    }
}
