//! Strategy cards (cards.tsv) and the cards each set-up list takes out of the decks (scenario_cards.tsv).

use super::units::{SetupList, Side};
use super::{rows, RowCheck};
use crate::kit::table::Errors;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CardType {
    Military,
    Political,
    Resource,
    Reaction,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ReactionKind {
    Intelligence,
    Attack,
    Counteroffensive,
    Weather,
    Personality,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum IntelCondition {
    Intercept,
    Ambush,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Special {
    TojoResigns,
    Manchuria,
}

/// HQ tokens a card may name: `any` or an HQ family.
pub const HQ_TOKENS: [&str; 10] = ["any", "cpac", "swpac", "spac", "anzac", "seac", "cw", "south", "south_seas", "cf"];

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Card {
    pub side: Side,
    pub number: u8,
    pub key: String,
    pub name_en: String,
    pub name_ko: String,
    pub kind: CardType,
    pub reaction: Option<ReactionKind>,
    pub ops: u8,
    pub intel_oc: Option<u8>,
    pub intel_ec: Option<u8>,
    pub logistics: Option<u8>,
    /// HQs that may activate for the event (empty = not an activating event).
    pub hq: Vec<String>,
    pub surprise: bool,
    /// The intelligence condition a reaction event sets (5.32A, 7.25B).
    pub intel_condition: Option<IntelCondition>,
    /// The card's conditions (5.31D), as far as the rulebook quotes them (`None` otherwise).
    pub conditions: Option<String>,
    /// Bonuses, elite or bonus units (5.31C), as far as the rulebook quotes them.
    pub bonus: Option<String>,
    pub remove: bool,
    pub draw: bool,
    pub special: Option<Special>,
    /// In the 24-card South Pacific deck (17.10).
    pub sp_deck: bool,
    pub event_en: String,
    pub event_ko: String,
    pub source: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CardState {
    Removed,
    Discard,
    FutureOffensive,
    Hand,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct ScenarioCard {
    pub setup: SetupList,
    pub side: Side,
    pub card: u8,
    pub state: CardState,
    pub source: String,
}

const CARD_HEADER: [&str; 23] = [
    "side",
    "number",
    "key",
    "name_en",
    "name_ko",
    "type",
    "reaction",
    "ops",
    "intel_oc",
    "intel_ec",
    "logistics",
    "hq",
    "surprise",
    "intel_condition",
    "conditions",
    "bonus",
    "remove",
    "draw",
    "special",
    "sp_deck",
    "event_en",
    "event_ko",
    "source",
];

/// Cards in the South Pacific decks (17.10): 24 a side.
pub const SP_DECK_SIZE: usize = 24;

pub(crate) fn parse_cards(file: &str, text: &str, e: &mut Errors) -> Vec<Card> {
    let mut out: Vec<Card> = vec![];
    for r in rows(file, text, &CARD_HEADER, e) {
        let mut c = RowCheck::new(e);
        let side = c.v(r.one_of("side", &[("allied", Side::Allied), ("japanese", Side::Japanese)]));
        let number = c.v(r.num::<u8>("number", 1, 120));
        let key = c.v(r.key("key"));
        let name_en = c.v(r.text("name_en"));
        let name_ko = c.v(r.text("name_ko"));
        let kind = c.v(r.one_of(
            "type",
            &[
                ("military", CardType::Military),
                ("political", CardType::Political),
                ("resource", CardType::Resource),
                ("reaction", CardType::Reaction),
            ],
        ));
        let reaction = c.v(r.one_of(
            "reaction",
            &[
                ("-", None),
                ("intelligence", Some(ReactionKind::Intelligence)),
                ("attack", Some(ReactionKind::Attack)),
                ("counteroffensive", Some(ReactionKind::Counteroffensive)),
                ("weather", Some(ReactionKind::Weather)),
                ("personality", Some(ReactionKind::Personality)),
            ],
        ));
        let ops = c.v(r.num::<u8>("ops", 1, 3));
        let intel_oc = c.v(r.opt_num::<u8>("intel_oc", 0, 9));
        let intel_ec = c.v(r.opt_num::<u8>("intel_ec", 0, 9));
        let logistics = c.v(r.opt_num::<u8>("logistics", 0, 15));
        let hq: Vec<String> = r.list("hq").iter().map(|s| s.to_string()).collect();
        for t in &hq {
            if !HQ_TOKENS.contains(&t.as_str()) {
                c.fail(r.err(format!("hq '{t}' is not one of: {}", HQ_TOKENS.join(", "))));
            }
        }
        let surprise = c.v(r.flag("surprise"));
        let intel_condition = c.v(r.one_of(
            "intel_condition",
            &[("-", None), ("intercept", Some(IntelCondition::Intercept)), ("ambush", Some(IntelCondition::Ambush))],
        ));
        let text_or_none = |col: &str| match r.get(col) {
            "-" | "" => None,
            v => Some(v.to_string()),
        };
        let conditions = text_or_none("conditions");
        let bonus = text_or_none("bonus");
        let remove = c.v(r.flag("remove"));
        let draw = c.v(r.flag("draw"));
        let special =
            c.v(r.one_of("special", &[("-", None), ("tojo_resigns", Some(Special::TojoResigns)), ("manchuria", Some(Special::Manchuria))]));
        let sp_deck = c.v(r.flag("sp_deck"));
        let event_en = c.v(r.text("event_en"));
        let event_ko = c.v(r.text("event_ko"));
        let source = c.v(r.source());
        if !c.ok {
            continue;
        }
        let card = Card {
            side: side.unwrap(),
            number: number.unwrap(),
            key: key.unwrap(),
            name_en: name_en.unwrap(),
            name_ko: name_ko.unwrap(),
            kind: kind.unwrap(),
            reaction: reaction.unwrap(),
            ops: ops.unwrap(),
            intel_oc: intel_oc.unwrap(),
            intel_ec: intel_ec.unwrap(),
            logistics: logistics.unwrap(),
            hq,
            surprise: surprise.unwrap(),
            intel_condition: intel_condition.unwrap(),
            conditions,
            bonus,
            remove: remove.unwrap(),
            draw: draw.unwrap(),
            special: special.unwrap(),
            sp_deck: sp_deck.unwrap(),
            event_en: event_en.unwrap(),
            event_ko: event_ko.unwrap(),
            source: source.unwrap(),
        };
        if (card.kind == CardType::Reaction) != card.reaction.is_some() {
            e.push(r.err("reaction cards, and only they, have a reaction kind (5.32)"));
        }
        if card.reaction == Some(ReactionKind::Counteroffensive) && card.logistics.is_none() && card.hq.is_empty() {
            e.push(r.err("a counteroffensive card needs a logistics value or an activating HQ (5.32C)"));
        }
        if card.intel_condition.is_some() && card.kind != CardType::Reaction {
            e.push(r.err("only reaction events set an intelligence condition (5.32A)"));
        }
        if card.logistics.is_some() && card.hq.is_empty() {
            e.push(r.err("a card with a logistics value names the HQs that may activate (5.31A)"));
        }
        if card.kind == CardType::Military && card.surprise && card.intel_ec.is_some() {
            e.push(r.err("a Surprise Attack event has no EC intelligence value to roll against (5.31B)"));
        }
        if out.iter().any(|x| x.side == card.side && x.number == card.number) {
            e.push(r.err(format!("{:?} card {} appears twice", card.side, card.number)));
            continue;
        }
        if out.iter().any(|x| x.key == card.key) {
            e.push(r.err(format!("card key '{}' appears twice", card.key)));
            continue;
        }
        out.push(card);
    }
    if !text.is_empty() {
        for side in [Side::Allied, Side::Japanese] {
            let mut nums: Vec<u8> = out.iter().filter(|c| c.side == side).map(|c| c.number).collect();
            crate::kit::sort::sort(&mut nums);
            let n = nums.len() as u8;
            let missing: Vec<String> =
                (1..=n.max(nums.last().copied().unwrap_or(0))).filter(|k| !nums.contains(k)).map(|k| k.to_string()).collect();
            if !missing.is_empty() {
                e.push(format!(
                    "{file}: the {side:?} deck is numbered 1-{} but card(s) {} are missing",
                    nums.last().unwrap_or(&0),
                    missing.join(", ")
                ));
            }
            let sp = out.iter().filter(|c| c.side == side && c.sp_deck).count();
            if sp != SP_DECK_SIZE {
                e.push(format!("{file}: the {side:?} South Pacific deck has {sp} cards, 17.10 gives {SP_DECK_SIZE}"));
            }
        }
        for s in [Special::TojoResigns, Special::Manchuria] {
            let k = out.iter().filter(|c| c.special == Some(s)).count();
            if k != 1 {
                e.push(format!("{file}: {k} cards are marked {s:?}; 5.37 has exactly one"));
            }
        }
    }
    out
}

const SC_HEADER: [&str; 5] = ["setup", "side", "card", "state", "source"];

pub(crate) fn parse_scenario_cards(file: &str, text: &str, cards: &[Card], e: &mut Errors) -> Vec<ScenarioCard> {
    let mut out: Vec<ScenarioCard> = vec![];
    for r in rows(file, text, &SC_HEADER, e) {
        let mut c = RowCheck::new(e);
        let setup = c.v(r.one_of("setup", &SetupList::CHOICES));
        let side = c.v(r.one_of("side", &[("allied", Side::Allied), ("japanese", Side::Japanese)]));
        let card = c.v(r.num::<u8>("card", 1, 120));
        let state = c.v(r.one_of(
            "state",
            &[
                ("removed", CardState::Removed),
                ("discard", CardState::Discard),
                ("future_offensive", CardState::FutureOffensive),
                ("hand", CardState::Hand),
            ],
        ));
        let source = c.v(r.source());
        if !c.ok {
            continue;
        }
        let sc = ScenarioCard {
            setup: setup.unwrap(),
            side: side.unwrap(),
            card: card.unwrap(),
            state: state.unwrap(),
            source: source.unwrap(),
        };
        let Some(cd) = cards.iter().find(|x| x.side == sc.side && x.number == sc.card) else {
            if !cards.is_empty() {
                e.push(r.err(format!("{:?} card {} is not in cards.tsv", sc.side, sc.card)));
            }
            continue;
        };
        if sc.setup == SetupList::SouthPacific && !cd.sp_deck {
            e.push(r.err(format!("{:?} card {} is not in the South Pacific deck", sc.side, sc.card)));
        }
        if out.iter().any(|x| x.setup == sc.setup && x.side == sc.side && x.card == sc.card) {
            e.push(r.err(format!("{:?} card {} is listed twice for list {}", sc.side, sc.card, sc.setup.key())));
            continue;
        }
        if sc.state == CardState::FutureOffensive
            && out.iter().any(|x| x.setup == sc.setup && x.side == sc.side && x.state == CardState::FutureOffensive)
        {
            e.push(r.err("a side holds at most one Future Offensive card (7.29)"));
        }
        if sc.state == CardState::FutureOffensive && cd.special.is_some() {
            e.push(r.err("Tojo Resigns and Soviets Invade Manchuria cannot be a Future Offensive (7.29)"));
        }
        out.push(sc);
    }
    out
}
