//! What one side sees of a match (the engine contract's `view`): the state with what that side may not
//! see taken out — the other side's hand, both draw piles, a face-down Future Offensive that is not its
//! own, the dice to come — and everything the board shows that follows from the rules: supply, the
//! zones of influence, the units activated, the moving unit's destinations with their paths and costs,
//! what the automatic placement of hits would do. The board draws this and runs no rule.

use serde::Serialize;

use super::battle::post_battle::{lost_at_end, Loss};
use super::data::Side;
use super::offensive::movement::moves::{self, Phase};
use super::state::steps::{self, Step};
use super::state::{idx, other, side_of, State};
use super::supply;
use crate::kit::chance::Chance;
use crate::kit::hex::Hex;
use crate::Viewer;

/// A hex a unit can reach this move: the engine's cheapest path among those touching enemy air zones
/// least (7.25E), its cost and how many of its hexes lie under an enemy air zone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Destination {
    pub hex: Hex,
    /// Movement points (ground: half points, 8.42; air: stages).
    pub cost: u16,
    pub zoi: u32,
    /// The start first.
    pub path: Vec<Hex>,
}

#[derive(Clone, Debug, Serialize)]
pub struct EotsView {
    /// The state, less what the viewer may not see (the hands and piles it may not see are empty:
    /// their sizes are in `hands` and `decks`; the dice generator is a fresh one).
    pub state: State,
    /// The side whose hand is shown, if any.
    pub hand_of: Option<Side>,
    /// Cards in hand and in the draw pile, `[japanese, allied]`.
    pub hands: [usize; 2],
    pub decks: [usize; 2],
    /// Per unit id: in supply (6.2, for this position).
    pub supplied: Vec<bool>,
    /// Per unit id: activated in the offensive under way (offence or reaction).
    pub active: Vec<bool>,
    /// Per hex of the sheet: bit 0 an active Japanese zone of influence, bit 1 an active Allied one (6.4).
    pub zoi: Vec<u8>,
    /// The unit selected to move, and its destinations (8.0).
    pub moving: Option<(u16, Vec<Destination>)>,
    /// While hits are placed: what the automatic placement would do (9.2F), unit by unit: the unit and
    /// whether it is eliminated (else it loses a step).
    pub proposal: Vec<(u16, bool)>,
    /// During the post-battle movement (9.6): the deciding side's units that "Done" would eliminate now,
    /// and the rule that eliminates each (8.21, 8.45C).
    pub lost_when_done: Vec<(u16, Loss)>,
    /// While an HQ activates units: those it could activate but for Inter-Service Rivalry (14.1C, 14.2A),
    /// given the units already activated (a choice that vanished says why).
    pub barred_by_rivalry: Vec<u16>,
}

/// Whether the decision on the table is about cards (the round, a reaction window, the initiative): only
/// then is the deciding side's hand on screen in a game between people, so the hot-seat curtain comes
/// down only for those.
pub fn about_cards(s: &State) -> bool {
    matches!(
        s.steps.last(),
        Some(Step::Round(_) | Step::Initiative | Step::Weather | Step::Intelligence | Step::AttackReactions)
    )
}

/// The view of `s` for `viewer`.
pub fn view(s: &State, viewer: Viewer) -> EotsView {
    let decider = crate::kit::steps::prompt(s).seat.map(side_of);
    let side = viewer.role().map(side_of);
    // The viewer's hand shows when its decision is about cards, or when someone else decides (the
    // computer: the person's hand stays in view).
    let hand_of = match side {
        Some(v) if decider != Some(v) || about_cards(s) => Some(v),
        _ => None,
    };
    let mut state = s.clone();
    let hands = [s.cards[0].hand.len(), s.cards[1].hand.len()];
    let decks = [s.cards[0].deck.len(), s.cards[1].deck.len()];
    if viewer != Viewer::All {
        state.chance = Chance::new(0);
        for side in [Side::Japanese, Side::Allied] {
            let c = &mut state.cards[idx(side)];
            c.deck.clear();
            if hand_of != Some(side) {
                c.hand.clear();
            }
            if Some(side) != viewer.role().map(side_of) {
                c.future = c.future.map(|(_, turn)| (0, turn));
            }
        }
    }
    state.log = Default::default();
    let sup = supply::compute(s);
    let n = s.units.len();
    let supplied = (0..n).map(|u| sup.supplied(u as u16)).collect();
    let mut active = vec![false; n];
    if let Some(o) = &*s.offensive {
        for a in o.active.iter().chain(o.reaction.active.iter()) {
            active[a.unit as usize] = true;
        }
    }
    let zoi = (0..s.geo().len())
        .map(|i| sup.zoi.active(Side::Japanese, i as u16) as u8 | (sup.zoi.active(Side::Allied, i as u16) as u8) << 1)
        .collect();
    let barred_by_rivalry = match s.steps.last() {
        Some(Step::Activate) => crate::games::empire_of_the_sun::offensive::barred_by_rivalry(s, &sup),
        Some(Step::ReactionActivate) => crate::games::empire_of_the_sun::offensive::reaction::reaction_barred_by_rivalry(s, &sup),
        _ => vec![],
    };
    EotsView {
        state,
        hand_of,
        hands,
        decks,
        supplied,
        active,
        zoi,
        moving: moving(s, &sup),
        proposal: proposal(s),
        lost_when_done: lost_when_done(s),
        barred_by_rivalry,
    }
}

/// The same position with every secret `seat` may not see drawn again from the same cards: the other
/// side's hand and its face-down Future Offensive, both draw piles (no one sees their order), and the
/// dice to come. What `seat` sees must not change (the fuzzer checks it: `AnyMatch::check_view_redaction`).
pub fn redraw_secrets(s: &State, seat: crate::Seat, seed: u64) -> State {
    let mut rng = crate::Rng::new(seed);
    let mut t = s.clone();
    let me = side_of(seat);
    for side in [Side::Japanese, Side::Allied] {
        let c = &mut t.cards[idx(side)];
        let theirs = side != me;
        let mut pool = c.deck.clone();
        if theirs {
            pool.extend_from_slice(&c.hand);
            pool.extend(c.future.map(|(card, _)| card));
        }
        rng.shuffle(&mut pool);
        let deck = pool.split_off(pool.len() - c.deck.len());
        c.deck = deck;
        if theirs {
            if let Some((card, _)) = &mut c.future {
                *card = pool.pop().expect("the pool holds the face-down card");
            }
            c.hand = pool;
        }
    }
    t.chance.set_rng(crate::Rng::new(rng.next_u64()));
    t
}

/// The unit selected in a movement step and where it may go, with paths (8.0).
fn moving(s: &State, sup: &supply::Supply) -> Option<(u16, Vec<Destination>)> {
    let (side, selected, phase) = match s.steps.last()? {
        Step::Move(steps::Move { selected }) => (s.offensive.as_ref()?.side, selected, Phase::Offensive),
        Step::ReactionMove(steps::ReactionMove { selected }) => (other(s.offensive.as_ref()?.side), selected, Phase::Reaction),
        Step::PostBattle(steps::PostBattle { side, selected }) => (*side, selected, Phase::PostBattle),
        _ => return None,
    };
    let u = *selected.first()?;
    let reach = moves::destinations(s, sup, side, u, phase)
        .into_iter()
        .map(|(_, r)| Destination { hex: r.hex, cost: r.cost, zoi: r.zoi, path: r.path })
        .collect();
    Some((u, reach))
}

/// What "place the hits as proposed" would do: the engine's own placement (9.2F), tried on a copy.
fn lost_when_done(s: &State) -> Vec<(u16, Loss)> {
    match s.steps.last() {
        Some(Step::PostBattle(p)) => lost_at_end(s, p.side),
        _ => vec![],
    }
}

fn proposal(s: &State) -> Vec<(u16, bool)> {
    let Some(Step::AllocateHits(steps::AllocateHits { side, hits, critical, ground, .. })) = s.steps.last() else { return vec![] };
    let mut after = s.clone();
    after.log = Default::default();
    super::battle::hits::auto(&mut after, *side, *hits, *critical, *ground);
    s.units
        .iter()
        .zip(after.units.iter())
        .enumerate()
        .filter(|(_, (a, b))| a != b)
        .map(|(u, (a, b))| (u as u16, a.loc.in_play() && !b.loc.in_play()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::empire_of_the_sun::game::EmpireOfTheSun;
    use crate::Game;

    fn start(scenario: &str, seed: u64) -> State {
        let header = crate::registry::Entry::<EmpireOfTheSun>::NEW;
        let h = crate::registry::GameEntry::header(&header, Some(scenario), seed).unwrap();
        EmpireOfTheSun::setup(&h, EmpireOfTheSun::builtin_data()).unwrap()
    }

    #[test]
    fn a_side_sees_its_own_hand_never_the_others_nor_the_piles_nor_the_dice() {
        let s = start("south_pacific", 5);
        let j = view(&s, Viewer::Role(crate::games::empire_of_the_sun::state::seat_of(Side::Japanese)));
        assert!(j.state.cards[idx(Side::Allied)].hand.is_empty(), "the Allied hand is hidden from Japan");
        assert!(j.state.cards.iter().all(|c| c.deck.is_empty()), "no draw pile's order");
        assert_eq!(j.hands, [s.cards[0].hand.len(), s.cards[1].hand.len()], "the sizes are public");
        assert_ne!(serde_json::to_string(&j.state.chance).unwrap(), serde_json::to_string(&s.chance).unwrap(), "no dice to come");
        let p = view(&s, Viewer::Public);
        assert!(p.hand_of.is_none() && p.state.cards.iter().all(|c| c.hand.is_empty()), "the curtain shows no hand");
        let all = view(&s, Viewer::All);
        assert_eq!(all.state.cards[0].hand, s.cards[0].hand);
    }

    #[test]
    fn secrets_drawn_again_keep_the_sizes_and_change_no_side_view() {
        let s = start("s1943", 9);
        for side in [Side::Japanese, Side::Allied] {
            let seat = crate::games::empire_of_the_sun::state::seat_of(side);
            let t = redraw_secrets(&s, seat, 77);
            let other = idx(other(side));
            assert_eq!(t.cards[idx(side)].hand, s.cards[idx(side)].hand, "the seat's own hand stays");
            assert_eq!(t.cards[other].hand.len(), s.cards[other].hand.len());
            let cards = |x: &State| -> Vec<_> {
                let c = &x.cards[other];
                c.hand.iter().chain(&c.deck).copied().chain(c.future.map(|f| f.0)).collect()
            };
            let (mut before, mut after) = (cards(&s), cards(&t));
            before.sort_unstable();
            after.sort_unstable();
            assert_eq!(before, after, "the same cards, dealt again");
            assert_ne!(t.cards[other].hand, s.cards[other].hand, "the hidden hand is dealt anew");
            let json = |x: &State| serde_json::to_string(&view(x, Viewer::Role(seat))).unwrap();
            assert_eq!(json(&s), json(&t), "the seat's view does not change");
        }
    }
}
