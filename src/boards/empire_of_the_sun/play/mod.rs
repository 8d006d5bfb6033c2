//! Empire of the Sun's game board: the map sheet with the counters where the engine has them, the
//! legal choices highlighted on the map and listed as buttons, the hand, the offensive under way, the
//! tracks, and the log.
//!
//! Everything is drawn from one seat's [`GameView`]: the engine's state with what that seat may not see
//! taken out, and the supply the engine computed. No rule is re-implemented here: what can be clicked is
//! what the prompt's actions target (`hex:4021`, `unit:us-1mar-div`, `card:a13`).

mod battle;
mod board;
mod hand;
mod layer;
mod side;
mod strip;

use std::sync::Arc;

use engine::games::empire_of_the_sun::data::{EotsData, Side};
use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
use engine::games::empire_of_the_sun::offensive::movement::moves::{self, Phase};
use engine::games::empire_of_the_sun::offensive::movement::Reach;
use engine::games::empire_of_the_sun::state::steps::{self, Step};
use engine::games::empire_of_the_sun::state::{idx, side_of, Pack, State};
use engine::games::empire_of_the_sun::supply;
use engine::AnyMatch;
use leptos::prelude::*;

use crate::app::game::Snapshot;
use crate::boards::{Board, BoardProps, BoardView};

use super::facts::Which;

/// What one seat sees of the match.
pub struct GameView {
    pub pack: &'static Pack,
    /// The state, less the other side's hand, both draw piles and any face-down Future Offensive that
    /// is not the viewer's (their sizes are in `hands`, `decks`).
    pub state: State,
    /// The side whose hand is shown, if any.
    pub hand_of: Option<Side>,
    /// Cards in hand and in the draw pile, `[japanese, allied]`.
    pub hands: [usize; 2],
    pub decks: [usize; 2],
    /// Per unit id: in supply (the engine's 6.2 computation for this position).
    pub supplied: Vec<bool>,
    /// Per unit id: activated in the offensive under way (offence or reaction).
    pub active: Vec<bool>,
    /// Per hex of the sheet: bit 0 an active Japanese zone of influence, bit 1 an active Allied one (6.4).
    pub zoi: Vec<u8>,
    /// The unit selected to move, and its destinations with the path the engine found to each (by the
    /// hex's id: the move actions name hexes).
    pub moving: Option<(u16, Vec<Reach>)>,
    /// While hits are placed: what the automatic placement would do, unit by unit (9.2F): the unit and
    /// whether it is eliminated (else it loses a step).
    pub proposal: Vec<(u16, bool)>,
}

impl GameView {
    pub fn data(&self) -> &'static EotsData {
        &self.pack.data
    }

    pub fn which(&self) -> Which {
        match self.state.sheet {
            engine::games::empire_of_the_sun::state::Sheet::Main => Which::Main,
            engine::games::empire_of_the_sun::state::Sheet::SouthPacific => Which::SouthPacific,
        }
    }
}

/// The board's view of the snapshot, if it is Empire of the Sun's.
pub fn view_of(s: &Snapshot) -> Option<&GameView> {
    s.board.as_ref()?.data.downcast_ref::<GameView>()
}

/// The packs of the matches this page has shown, kept for the page's life (the map layers and the
/// counters are drawn from `'static` data).
fn keep(pack: &Arc<Pack>) -> &'static Pack {
    thread_local! {
        static KEPT: std::cell::RefCell<Vec<&'static Arc<Pack>>> = const { std::cell::RefCell::new(vec![]) };
    }
    KEPT.with(|k| {
        let mut k = k.borrow_mut();
        if let Some(p) = k.iter().copied().find(|p| Arc::ptr_eq(p, pack) || p.hash == pack.hash) {
            return &**p;
        }
        let kept: &'static Arc<Pack> = Box::leak(Box::new(pack.clone()));
        k.push(kept);
        &**kept
    })
}

/// Whether the decision on the table is about cards (the round, a reaction window, the initiative, an
/// event's choice): only then is the deciding seat's hand on screen in a game between people, so the
/// hot-seat curtain comes down only for those.
fn about_cards(s: &State) -> bool {
    matches!(
        s.steps.last(),
        Some(Step::Round(_) | Step::Initiative | Step::Weather | Step::Intelligence | Step::AttackReactions)
    )
}

fn game_view(m: &dyn AnyMatch, viewer: Option<u8>) -> Option<GameView> {
    let em = m.as_any().downcast_ref::<engine::Match<EmpireOfTheSun>>()?;
    let full = em.state();
    let pack = keep(&full.pack.0);
    let decider = m.seat().filter(|_| m.outcome().is_none());
    // The viewer's hand shows when its decision is about cards, or when someone else decides (the
    // computer: the person's hand stays in view); always once the game is over.
    let hand_of = match viewer {
        None => None,
        Some(v) if decider != Some(v) || about_cards(full) => Some(side_of(v)),
        Some(_) => None,
    };
    let mut state = full.clone();
    let hands = [state.cards[0].hand.len(), state.cards[1].hand.len()];
    let decks = [state.cards[0].deck.len(), state.cards[1].deck.len()];
    for side in [Side::Japanese, Side::Allied] {
        let c = &mut state.cards[idx(side)];
        c.deck.clear();
        let seen = viewer.is_none() || hand_of == Some(side);
        if !seen {
            c.hand.clear();
        }
        let own = viewer.is_some_and(|v| side_of(v) == side);
        if !own && viewer.is_some() {
            c.future = c.future.map(|(_, turn)| (0, turn));
        }
    }
    let sup = supply::compute(full);
    let n = full.units.len();
    let supplied = (0..n).map(|u| sup.supplied(u as u16)).collect();
    let mut active = vec![false; n];
    if let Some(o) = &full.offensive {
        for a in o.active.iter().chain(o.reaction.active.iter()) {
            active[a.unit as usize] = true;
        }
    }
    let zoi = (0..full.geo().len())
        .map(|i| sup.zoi.active(Side::Japanese, i as u16) as u8 | (sup.zoi.active(Side::Allied, i as u16) as u8) << 1)
        .collect();
    let moving = moving(full, &sup);
    let proposal = proposal(full);
    state.log = Default::default();
    Some(GameView { pack, state, hand_of, hands, decks, supplied, active, zoi, moving, proposal })
}

/// The unit selected in a movement step and where it may go, with paths (8.0).
fn moving(s: &State, sup: &supply::Supply) -> Option<(u16, Vec<Reach>)> {
    let (side, selected, phase) = match s.steps.last()? {
        Step::Move(steps::Move { selected }) => (s.offensive.as_ref()?.side, selected, Phase::Offensive),
        Step::ReactionMove(steps::ReactionMove { selected }) => (engine::games::empire_of_the_sun::state::other(s.offensive.as_ref()?.side), selected, Phase::Reaction),
        Step::PostBattle(steps::PostBattle { side, selected }) => (*side, selected, Phase::PostBattle),
        _ => return None,
    };
    let u = *selected.first()?;
    let reach = moves::destinations(s, sup, side, u, phase).into_iter().map(|(_, r)| r).collect();
    Some((u, reach))
}

/// What "place the hits as proposed" would do: the engine's own placement, tried on a copy.
fn proposal(s: &State) -> Vec<(u16, bool)> {
    let Some(Step::AllocateHits(steps::AllocateHits { side, hits, critical, ground, .. })) = s.steps.last() else { return vec![] };
    let mut after = s.clone();
    after.log = Default::default();
    engine::games::empire_of_the_sun::battle::hits::auto(&mut after, *side, *hits, *critical, *ground);
    s.units
        .iter()
        .zip(&after.units)
        .enumerate()
        .filter(|(_, (a, b))| a != b)
        .map(|(u, (a, b))| (u as u16, a.loc.in_play() && !b.loc.in_play()))
        .collect()
}

/// Empire of the Sun's entry in the board registry.
pub struct EotsBoardDef;

impl Board for EotsBoardDef {
    fn game(&self) -> &'static str {
        "empire-of-the-sun"
    }

    fn viewer(&self) -> Option<crate::boards::Viewer> {
        Some(super::viewer)
    }

    fn view(&self, m: &dyn AnyMatch, viewer: Option<u8>) -> BoardView {
        let v = game_view(m, viewer).expect("an Empire of the Sun match");
        let decider = m.seat().filter(|_| m.outcome().is_none());
        let secrets = decider.is_some_and(|d| v.hand_of == Some(side_of(d)) && v.hands[idx(side_of(d))] > 0);
        BoardView { data: Arc::new(v), log: m.log(), secrets }
    }

    /// What both players may see: no hand.
    fn public(&self, m: &dyn AnyMatch, view: &BoardView, _seat: u8) -> BoardView {
        match game_view(m, Some(u8::MAX)) {
            Some(mut v) => {
                v.hand_of = None;
                for c in &mut v.state.cards {
                    c.hand.clear();
                    c.future = c.future.map(|(_, t)| (0, t));
                }
                BoardView { data: Arc::new(v), log: view.log.clone(), secrets: false }
            }
            None => view.clone(),
        }
    }

    fn render(&self, props: BoardProps) -> AnyView {
        view! { <board::EotsGame p=props /> }.into_any()
    }

    fn curtain_recap(&self, props: BoardProps, seat: u8) -> AnyView {
        view! { <side::Recap p=props seat=seat /> }.into_any()
    }
}
