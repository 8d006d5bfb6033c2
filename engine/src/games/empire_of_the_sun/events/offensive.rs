//! What a military event says about its offensive (5.31): which HQs may activate and how many units,
//! Surprise, and the temporary modifiers the offensive procedure keeps in `Offensive::effects`.

use crate::games::empire_of_the_sun::data::events::keys;
use crate::games::empire_of_the_sun::data::events::{CardEvent, Effect};
use crate::games::empire_of_the_sun::data::{Card, Side, Unit, UnitType};
use crate::games::empire_of_the_sun::state::{self, other, CardNo, State, UnitId};

/// The activation terms of a military event (5.31A).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Activation {
    /// The card's logistics value (`None`: the event gives a total instead).
    pub logistics: Option<u8>,
    /// The HQ families that may activate (`hq` column); empty means any HQ.
    pub families: Vec<String>,
    /// Only this HQ may activate.
    pub hq_unit: Option<String>,
    /// Every HQ of the side may activate (IAI).
    pub all_hqs: bool,
    /// No HQ is needed (Operation Z).
    pub no_hq: bool,
    /// Activations beyond logistics value + efficiency.
    pub extra: i32,
    /// The activations whatever the HQ.
    pub total: Option<u8>,
    /// The event states Surprise Attack: the reaction may not roll for intelligence (5.31B).
    pub surprise: bool,
    /// Movement allowance multiplier instead of the card's ops value (7.22).
    pub movement: Option<u8>,
}

impl Activation {
    /// 7.21: logistics value + the HQ's efficiency (+ the event's extra), or the event's total.
    pub fn count(&self, efficiency: u8) -> u8 {
        match self.total {
            Some(t) => t,
            None => (self.logistics.unwrap_or(0) as i32 + efficiency as i32 + self.extra).clamp(0, 255) as u8,
        }
    }
}

/// The HQ families a counter belongs to, as cards.tsv's `hq` column names them: its command (`cpac`,
/// `swpac`, `spac`, `anzac`, `seac`, `south`, `south_seas`, `cf`) and `cw` for the Commonwealth HQs
/// (Malaya, SEAC). ABDA and ANZAC are Joint HQs, not Commonwealth ones (6.12).
pub fn families(u: &Unit) -> Vec<&'static str> {
    if u.kind != UnitType::Hq {
        return vec![];
    }
    let k = u.key.as_str();
    let mut out = vec![];
    let command = [
        ("-cpac-", "cpac"),
        ("-swpac-", "swpac"),
        ("-spac-", "spac"),
        ("-anzac-", "anzac"),
        ("-seac-", "seac"),
        ("-south-seas-", "south_seas"),
        ("-south-hq", "south"),
        ("-cf-", "cf"),
    ];
    for (pat, fam) in command {
        if k.contains(pat) {
            out.push(fam);
        }
    }
    if u.nation.is_commonwealth() {
        out.push("cw");
    }
    out
}

/// The event row of `side`'s card `card`.
pub fn row<'a>(s: &'a State, side: Side, card: CardNo) -> Option<&'a CardEvent> {
    s.data().events.iter().find(|e| e.side == side && e.number == card)
}

/// The activation terms of a military event; `None` if the event launches no offensive.
pub fn activation(s: &State, side: Side, card: CardNo) -> Option<Activation> {
    let ev = row(s, side, card)?;
    if !ev.launches_offensive() {
        return None;
    }
    let c = s.data().card(side, card)?;
    let mut a = Activation {
        logistics: c.logistics,
        families: c.hq.iter().filter(|f| *f != "any").cloned().collect(),
        hq_unit: None,
        all_hqs: false,
        no_hq: false,
        extra: 0,
        total: None,
        surprise: c.surprise,
        movement: None,
    };
    for e in &ev.effects {
        match e {
            Effect::HqUnit(u) => a.hq_unit = Some(u.clone()),
            Effect::AllHqs => a.all_hqs = true,
            Effect::NoHq => a.no_hq = true,
            Effect::Activations(n) => a.extra += *n as i32,
            Effect::ActivationsTotal(n) => a.total = Some(*n),
            Effect::Movement(n) => a.movement = Some(*n),
            _ => {}
        }
    }
    Some(a)
}

/// Whether `hq` may activate for `side`'s military event `card` (5.31A).
pub fn hq_may_activate(s: &State, side: Side, card: CardNo, hq: UnitId) -> bool {
    let Some(a) = activation(s, side, card) else { return false };
    let u = s.unit_data(hq);
    if u.kind != UnitType::Hq || u.side != side {
        return false;
    }
    if let Some(k) = &a.hq_unit {
        return &u.key == k;
    }
    a.all_hqs || a.families.is_empty() || families(u).iter().any(|f| a.families.iter().any(|x| x == f))
}

/// The temporary modifiers of `side`'s card `card` for the offensive it launches or reacts to: every
/// modifier primitive as an [`state::Effect`] (`offensive_only`), plus `surprise` and `hq_only:<family>`
/// from cards.tsv for a military event.
pub fn offensive_effects(s: &State, side: Side, card: CardNo) -> Vec<state::Effect> {
    let Some(ev) = row(s, side, card) else { return vec![] };
    let mut out = modifiers(ev, side, card);
    if let Some(c) = s.data().card(side, card) {
        if ev.launches_offensive() {
            out.extend(card_terms(c, side, card));
        }
    }
    out
}

fn effect(side: Side, key: impl Into<String>, value: i32, card: CardNo) -> state::Effect {
    state::Effect { side, key: key.into(), value, card, offensive_only: true }
}

/// cards.tsv's part: Surprise and the HQ families.
fn card_terms(c: &Card, side: Side, card: CardNo) -> Vec<state::Effect> {
    let mut out = vec![];
    if c.surprise {
        out.push(effect(side, keys::SURPRISE, 1, card));
    }
    for f in c.hq.iter().filter(|f| *f != "any") {
        out.push(effect(side, format!("{}:{f}", keys::HQ_ONLY), 1, card));
    }
    out
}

/// The event's modifier primitives as effects.
pub fn modifiers(ev: &CardEvent, side: Side, card: CardNo) -> Vec<state::Effect> {
    let mut out = vec![];
    for e in &ev.effects {
        let (who, key, value) = match e {
            Effect::Activations(n) => (side, keys::ACTIVATIONS.to_string(), *n as i32),
            Effect::ActivationsTotal(n) => (side, keys::ACTIVATIONS_TOTAL.to_string(), *n as i32),
            Effect::AllHqs => (side, keys::ALL_HQS.to_string(), 1),
            Effect::NoHq => (side, keys::NO_HQ.to_string(), 1),
            Effect::HqUnit(u) => (side, format!("{}:{u}", keys::HQ_UNIT), 1),
            Effect::Movement(n) => (side, keys::MOVEMENT_MULTIPLIER.to_string(), *n as i32),
            Effect::Bonus { enemy, key, value, when } => {
                let who = if *enemy { other(side) } else { side };
                let key = match when {
                    Some(w) => format!("{key}:{w}"),
                    None => key.clone(),
                };
                (who, key, *value as i32)
            }
            Effect::Condition { key, value } => (side, key.clone(), *value as i32),
            Effect::NoZoi(who) => (*who, keys::NO_ZOI.to_string(), 1),
            Effect::CriticalModified9 => (side, keys::CRITICAL_MODIFIED_9.to_string(), 1),
            Effect::GroundDrmOnly(n) => (side, keys::GROUND_DRM_ONLY.to_string(), *n as i32),
            Effect::HalveEnemyDefence => (side, keys::HALVE_ENEMY_DEFENCE.to_string(), 1),
            _ => continue,
        };
        out.push(effect(who, key, value, card));
    }
    out
}

/// The total of the modifiers for `side` named `key` in `effects`: unconditional ones (`ground_drm`)
/// and conditional ones (`ground_drm:brigade`) whose condition `holds` (a fact of the combat the caller
/// knows: `brigade`, `chinese`, `amphibious`, or a region of the battle hex).
pub fn modifier(effects: &[state::Effect], side: Side, key: &str, holds: impl Fn(&str) -> bool) -> i32 {
    effects
        .iter()
        .filter(|e| e.side == side)
        .filter_map(|e| match e.key.split_once(':') {
            None if e.key == key => Some(e.value),
            Some((k, when)) if k == key && holds(when) => Some(e.value),
            _ => None,
        })
        .sum()
}

/// Whether `effects` hold the flag `key` for `side` (`no_zoi`, `surprise`, `condition` keys…).
pub fn flag(effects: &[state::Effect], side: Side, key: &str) -> bool {
    effects.iter().any(|e| e.side == side && e.key == key && e.value != 0)
}
