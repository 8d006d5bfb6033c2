//! Reaction events (5.32): what a reaction card does to the offensive it answers, and in which window of
//! the offensive procedure (7.2) it is played. The cap of three reaction events per offensive, one
//! counteroffensive, and Weather's "no other event" are the offensive procedure's to keep.

use super::offensive::{modifiers, row};
use crate::games::empire_of_the_sun::data::events::keys;
use crate::games::empire_of_the_sun::data::events::{Class, Effect, Timing};
use crate::games::empire_of_the_sun::data::{ReactionKind, Side};
use crate::games::empire_of_the_sun::state::{self, CardNo, Intel, State};

/// When a reaction card may be played (7.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Window {
    /// Step 4: after the offensive's movement and declarations, before any intelligence roll (5.32D:
    /// whether or not there is a battle hex).
    Weather,
    /// Step 7: intelligence and counteroffensive cards, and personalities (5.32A, C, E), instead of or
    /// before the intelligence roll (7.25C: after a roll only if the card allows).
    Intelligence,
    /// Step 9 (or step 6 when no battle hex is left): attack cards (5.32B).
    Attack,
}

/// A counteroffensive's terms (5.32C).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counteroffensive {
    /// The logistics value for the reaction's activations (7.26); `None`: the offensive card's OC value.
    pub logistics: Option<u8>,
    /// HQ families that may react (empty: any HQ).
    pub families: Vec<String>,
}

/// An attack reaction's terms (5.32B): one enemy unit of `class` in a battle hex loses `steps`, on a d10
/// roll of `roll` or less when given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attack {
    pub class: Class,
    pub steps: u8,
    pub roll: Option<u8>,
}

/// What a reaction card does.
#[derive(Clone, Debug, PartialEq)]
pub struct ReactionEffect {
    pub kind: ReactionKind,
    pub window: Window,
    /// When its state effects apply ([`super::immediate`]): `Reaction` at once, or before / after the
    /// battles for an attack.
    pub timing: Timing,
    /// The intelligence condition it sets (7.25B; Ambush wins over Intercept, 5.32A).
    pub intel: Option<Intel>,
    /// Weather: the offensive is cancelled (5.32D; [`super::cancel`] takes back its event's effects).
    pub cancels: bool,
    pub counteroffensive: Option<Counteroffensive>,
    pub attack: Option<Attack>,
    /// The modifiers it gives (Matador's air defence and no ASPs, Rochefort's critical hits, Gandhi's
    /// penalty…), for `Offensive::effects`.
    pub effects: Vec<state::Effect>,
}

/// The reaction event of `side`'s card `card`; `None` if it is not a reaction card.
pub fn reaction(s: &State, side: Side, card: CardNo) -> Option<ReactionEffect> {
    let c = s.data().card(side, card)?;
    let kind = c.reaction?;
    let ev = row(s, side, card)?;
    let window = match kind {
        ReactionKind::Weather => Window::Weather,
        ReactionKind::Attack => Window::Attack,
        _ => Window::Intelligence,
    };
    let mut intel = None;
    let mut out = ReactionEffect {
        kind,
        window,
        timing: ev.timing,
        intel: None,
        cancels: false,
        counteroffensive: None,
        attack: None,
        effects: modifiers(ev, side, card),
    };
    for e in &ev.effects {
        match e {
            Effect::Intel(i) => intel = Some(strongest(intel, *i)),
            Effect::Weather => out.cancels = true,
            Effect::Counteroffensive => {
                out.counteroffensive = Some(Counteroffensive {
                    logistics: c.logistics,
                    families: c.hq.iter().filter(|f| *f != "any").cloned().collect(),
                })
            }
            Effect::Attack { class, steps, roll } => out.attack = Some(Attack { class: *class, steps: *steps, roll: *roll }),
            _ => {}
        }
    }
    out.intel = intel;
    if let Some(co) = &out.counteroffensive {
        if let Some(lv) = co.logistics {
            out.effects.push(state::Effect {
                side,
                key: keys::COUNTEROFFENSIVE_LV.into(),
                value: lv as i32,
                card,
                offensive_only: true,
            });
        }
    }
    Some(out)
}

/// 5.32A: with both conditions played, Ambush applies.
pub fn strongest(a: Option<Intel>, b: Intel) -> Intel {
    match (a, b) {
        (Some(Intel::Ambush), _) | (_, Intel::Ambush) => Intel::Ambush,
        (Some(Intel::Intercept), _) | (_, Intel::Intercept) => Intel::Intercept,
        _ => Intel::Surprise,
    }
}
