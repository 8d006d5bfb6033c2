//! What one seat may see (DESIGN.md "Hidden information"): the other hand is a count, the deck an
//! order-free count. The UI draws only from views.

use serde::{Deserialize, Serialize};

use super::control::controller;
use super::data::{CardId, TsData};
use super::data::Region;
use super::scoring::{region_scores, RegionScore};
use super::state::{China, Effect, Player, State};
use super::ops::card_ops;
use super::turn::total_rounds;
use crate::kit::chance::Script;
use crate::{LogEntry, Outcome};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TsView {
    /// Whose view this is; `None` is the full state.
    pub viewer: Option<Player>,
    pub turn: u8,
    /// Set-up is under way (the players place their starting influence, TS 3.0).
    pub setup: bool,
    pub action_round: u8,
    pub phasing: Player,
    pub defcon: u8,
    pub vp: i32,
    /// `[ussr, us]` in each of these pairs.
    pub milops: [u8; 2],
    pub space: [u8; 2],
    pub china: China,
    /// By country id (state.data().countries order).
    pub influence: Vec<[u8; 2]>,
    pub control: Vec<Option<Player>>,
    /// A hand is `None` when the viewer may not see it.
    pub hands: [Option<Vec<CardId>>; 2],
    /// The operations value of each card in `hands`, as that player would play it now (printed ops with
    /// the player's modifiers: Containment, Brezhnev, Red Scare/Purge…), in the same order.
    pub hand_ops: [Option<Vec<u8>>; 2],
    /// The ops each side would play the China Card for now, and the ops of each card on the table for the
    /// phasing player (with every modifier in play).
    pub china_ops: [u8; 2],
    pub table_ops: Vec<u8>,
    pub hand_counts: [usize; 2],
    pub deck_count: usize,
    pub discard: Vec<CardId>,
    pub removed: Vec<CardId>,
    pub effects: Vec<Effect>,
    /// Cards on the table (the card being played, Shuttle Diplomacy).
    pub table: Vec<CardId>,
    /// Headlines `[ussr, us]`: shown once revealed, and to their own player.
    pub headlines: [Option<CardId>; 2],
    pub headline_chosen: [bool; 2],
    pub rounds_done: [u8; 2],
    pub rounds_total: [u8; 2],
    pub space_attempts: [u8; 2],
    pub civil_war: Option<u8>,
    /// Region standings now, `[ussr, us]` per region in `Region::ALL` order (for the scoring display).
    pub regions: Vec<[RegionScore; 2]>,
    pub log: Vec<LogEntry>,
    /// What a position file scripted and the game has not used yet (dice, picks, shuffles); only in the
    /// full view, and only when something is left.
    pub script_left: Option<Script>,
    pub outcome: Option<Outcome>,
}

pub fn view(state: &State, who: crate::Viewer) -> TsView {
    let viewer = who.role().map(Player::from_seat);
    let sees = |p: Player| who == crate::Viewer::All || viewer == Some(p);
    let hand = |p: Player| sees(p).then(|| state.hand(p).clone());
    // A headline waits face down on the table until it is revealed: only its player sees it.
    let table: Vec<CardId> = state
        .table
        .iter()
        .copied()
        .filter(|&c| Player::BOTH.iter().all(|&p| state.headlines[p.idx()] != Some(c) || state.headline_revealed[p.idx()] || sees(p)))
        .collect();
    TsView {
        viewer,
        turn: state.turn,
        setup: state.steps.iter().any(|s| matches!(s, super::state::Step::SetupInfluence(_))),
        action_round: state.action_round,
        phasing: state.phasing,
        defcon: state.defcon,
        vp: state.vp,
        milops: state.milops,
        space: state.space,
        china: state.china,
        influence: state.influence.clone(),
        control: (0..state.data().countries.len()).map(|c| controller(state, c as u8)).collect(),
        hands: [hand(Player::Ussr), hand(Player::Us)],
        hand_ops: Player::BOTH.map(|p| sees(p).then(|| state.hand(p).iter().map(|&c| card_ops(state, p, c)).collect())),
        china_ops: Player::BOTH.map(|p| card_ops(state, p, super::cards::CHINA_CARD)),
        hand_counts: [state.hands[0].len(), state.hands[1].len()],
        deck_count: state.deck.len(),
        discard: state.discard.clone(),
        removed: state.removed.clone(),
        effects: state.effects.clone(),
        table_ops: table.iter().map(|&c| card_ops(state, state.phasing, c)).collect(),
        table,
        headlines: [0, 1].map(|i| {
            let p = if i == 0 { Player::Ussr } else { Player::Us };
            state.headlines[i].filter(|_| state.headline_revealed[i] || sees(p))
        }),
        headline_chosen: [state.headlines[0].is_some(), state.headlines[1].is_some()],
        rounds_done: state.rounds_done,
        rounds_total: [total_rounds(state, Player::Ussr), total_rounds(state, Player::Us)],
        space_attempts: state.space_attempts,
        civil_war: state.civil_war,
        regions: Region::ALL.iter().map(|&r| region_scores(state, r)).collect(),
        log: state.log.to_vec(),
        script_left: (who == crate::Viewer::All && !state.chance.script.is_empty()).then(|| state.chance.script.clone()),
        outcome: state.outcome.clone(),
    }
}

/// The view as JSON that names things (the CLI's `show`): countries, cards and regions by key, seats by
/// name, per-seat values as `{"ussr": …, "us": …}`.
pub fn named_json(v: &TsView, d: &TsData) -> serde_json::Value {
    use crate::names::Names;
    use serde_json::{json, Map, Value};
    struct TsNames<'a>(&'a TsData);
    impl Names for TsNames<'_> {
        fn meta(&self) -> &'static crate::GameMeta {
            <super::TwilightStruggle as crate::Game>::meta()
        }
        fn card(&self, number: u16) -> Option<String> {
            super::card_key(self.0, number)
        }
    }
    let n = TsNames(d);
    let card = |c: &CardId| n.card_value(*c as u16);
    let cards = |v: &[CardId]| Value::Array(v.iter().map(card).collect());
    let pair = |a: Value, b: Value| n.per_seat(vec![a, b]);
    let pair_of = |x: [u8; 2]| pair(Value::from(x[0]), Value::from(x[1]));
    let mut influence = Map::new();
    let mut control = Map::new();
    for c in &d.countries {
        let [ussr, us] = v.influence[c.id as usize];
        if ussr > 0 || us > 0 {
            influence.insert(c.key.clone(), pair_of([ussr, us]));
        }
        if let Some(p) = v.control[c.id as usize] {
            control.insert(c.key.clone(), Value::from(p.key()));
        }
    }
    let mut regions = Map::new();
    for (r, scores) in Region::ALL.iter().zip(&v.regions) {
        regions.insert(r.key().into(), pair(json!(scores[0]), json!(scores[1])));
    }
    let effects: Vec<Value> = v
        .effects
        .iter()
        .map(|e| json!({ "card": card(&e.card), "player": e.player, "region": e.region, "turn_only": e.turn_only, "since": e.stamp }))
        .collect();
    let script = v.script_left.as_ref().map(|s| {
        json!({
            "dice": s.dice,
            "picks": s.picks.iter().map(|&c| n.card_value(c)).collect::<Vec<_>>(),
            "shuffles": s.shuffles.iter().map(|o| o.iter().map(|&c| n.card_value(c)).collect::<Vec<_>>()).collect::<Vec<_>>(),
        })
    });
    json!({
        "viewer": v.viewer,
        "turn": v.turn,
        "action_round": v.action_round,
        "phasing": v.phasing,
        "defcon": v.defcon,
        "vp": v.vp,
        "milops": pair_of(v.milops),
        "space": pair_of(v.space),
        "space_attempts": pair_of(v.space_attempts),
        "rounds_done": pair_of(v.rounds_done),
        "rounds_total": pair_of(v.rounds_total),
        "china": { "holder": v.china.holder, "face_up": v.china.face_up },
        "civil_war": v.civil_war,
        "influence": influence,
        "control": control,
        "hands": pair(v.hands[0].as_deref().map_or(Value::Null, cards), v.hands[1].as_deref().map_or(Value::Null, cards)),
        "hand_ops": pair(json!(v.hand_ops[0]), json!(v.hand_ops[1])),
        "hand_counts": pair(Value::from(v.hand_counts[0]), Value::from(v.hand_counts[1])),
        "deck_count": v.deck_count,
        "discard": cards(&v.discard),
        "removed": cards(&v.removed),
        "table": cards(&v.table),
        "headlines": pair(v.headlines[0].as_ref().map_or(Value::Null, card), v.headlines[1].as_ref().map_or(Value::Null, card)),
        "headline_chosen": pair(Value::from(v.headline_chosen[0]), Value::from(v.headline_chosen[1])),
        "effects": effects,
        "regions": regions,
        "script_left": script,
        "outcome": n.outcome(&v.outcome),
        "log": n.log(&v.log),
    })
}
