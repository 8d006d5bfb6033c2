//! The windows in which cards are played outside one's own impulse slot (KUT 5.2, 5.22, 5.24, 5.3): before
//! a battle's dice (battle cards of the Powers with pieces in it, the active camp first, then responses),
//! and after an army's move (responses). Each Power is asked in turn; a Power with nothing it may play is
//! not asked; a Power may play any number of cards (5.24) and then passes.

use serde::Serialize;

use super::super::data::{camp_of, LeaderId, Power, SpaceId, IMPERIAL};
use super::super::state::{Place, State, Step};
use super::super::Action;
use super::{battle, has_event, event_of, When};
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// What the window follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case", tag = "after")]
pub enum Moment {
    /// A battle in `at` that `attacker`'s army starts, before `round`'s dice (KUT 12.1, 5.3; rounds after
    /// the first from rules 7, L1338).
    Battle { at: SpaceId, attacker: Power, leader: LeaderId, round: u32 },
    /// `mover` moved `leader`'s army (KUT 5.22: after the action, before the next one).
    Moved { leader: LeaderId, mover: Power },
    /// `besieger`'s army under `leader` besieges the fortress in `at` (KUT 13.23: battle cards that say so).
    Siege { at: SpaceId, besieger: Power, leader: LeaderId },
    /// `power`'s defeated formation in `at` chose to retreat to `to` (KUT 12.6, rules 4: #20's moment).
    Retreat { power: Power, at: SpaceId, to: SpaceId },
    /// `mover`'s army under `leader` entered the scorched duchy `at` and its attrition is still to roll
    /// (rules 6, L650: #6 or #13 may place a Supply Train there first).
    Scorched { at: SpaceId, mover: Power, leader: LeaderId },
    /// The Tsarist `power` spends a resource to scorch `at` (KUT 16.57, rules 12): before it is scorched, an
    /// Imperial Power may answer with #3 General Eble's Pontooniers (L1860's aside, E51).
    Scorch { at: SpaceId, power: Power },
}

impl Moment {
    /// The Power whose action opened the window: with `ask_all` it is not asked for nothing, since its own
    /// pause tells nobody anything they do not know.
    fn actor(&self) -> Power {
        match *self {
            Moment::Battle { attacker, .. } => attacker,
            Moment::Moved { mover, .. } | Moment::Scorched { mover, .. } => mover,
            Moment::Siege { besieger, .. } => besieger,
            Moment::Retreat { power, .. } | Moment::Scorch { power, .. } => power,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Window {
    pub moment: Moment,
    /// The Powers still to be asked, in order.
    pub asked: Vec<Power>,
}

/// The active camp's Powers first, then the other camp's, each in impulse-track order from `first` (L1224, 5.22).
fn order(first: Power) -> Vec<Power> {
    let mut ps: Vec<Power> = (0..4).map(|k| (first + k) % 4).collect();
    ps.sort_by_key(|&p| camp_of(p) != camp_of(first));
    ps
}

/// Opens the battle window (rules 3) above the battle step just pushed.
pub fn before_battle(s: &mut State, at: SpaceId, attacker: Power, leader: LeaderId) {
    if s.rules < 3 {
        return;
    }
    s.battle_cards.clear();
    s.steps.push(Step::Window(Window { moment: Moment::Battle { at, attacker, leader, round: 1 }, asked: order(attacker) }));
}

/// Opens the window before a battle's further round (rules 7, KUT 12.52, L1338: "again from the battle
/// cards"), above the battle step that fights it; the active camp first, as before round 1 (L1224).
pub fn before_round(s: &mut State, at: SpaceId, attacker: Power, leader: LeaderId, round: u32) {
    s.battle_cards.clear();
    s.steps.push(Step::Window(Window { moment: Moment::Battle { at, attacker, leader, round }, asked: order(attacker) }));
}

/// A siege (KUT 13.2): under rules 3 the window for the siege's cards comes first and the siege is fought
/// when it closes; before, at once.
pub fn siege(s: &mut State, besieger: Power, leader: LeaderId) {
    if let Some(w) = siege_window(s, besieger, leader) {
        s.steps.push(w);
    }
}

/// The siege's window to push (rules 3); before rules 3 the siege is fought at once and there is none.
pub fn siege_window(s: &mut State, besieger: Power, leader: LeaderId) -> Option<Step> {
    let Place::Map(at) = s.leaders[leader as usize] else { return None };
    if s.rules < 3 {
        super::super::siege::siege(s, leader);
        return None;
    }
    s.battle_cards.clear();
    Some(Step::Window(Window { moment: Moment::Siege { at, besieger, leader }, asked: order(besieger) }))
}

/// Opens the response window after a move (rules 3): the other Powers, from the next one on the track.
pub fn after_move(s: &mut State, mover: Power, leader: LeaderId) {
    if s.rules < 3 {
        return;
    }
    let asked = (1..4).map(|k| (mover + k) % 4).collect();
    s.steps.push(Step::Window(Window { moment: Moment::Moved { leader, mover }, asked }));
}

impl Window {
    /// The cards `p` may play in this window now.
    pub fn cards(&self, s: &State, p: Power) -> Vec<u16> {
        let mut out: Vec<u16> = s.hands[crate::games::kutuzov::single_hand::hand_of(s, p)]
            .iter()
            .copied()
            .filter(|&c| has_event(s, c))
            .filter(|&c| match self.moment {
                // #13 The Tsar's Quartermaster is a response (5.21): from rules 7 in every window (E39).
                _ if c == 13 && !matches!(self.moment, Moment::Scorched { .. }) => quartermaster_playable(s, p),
                Moment::Battle { at, round, .. } => event_of(c) == Some(When::Battle) && battle::playable(s, p, c, at, round),
                Moment::Moved { leader, mover } => p != mover && moved_playable(s, c, leader),
                Moment::Siege { at, besieger, .. } => battle::siege_playable(s, p, c, at, besieger),
                // #20 is a Tsarist Home card played on an enemy formation's retreat.
                Moment::Retreat { power, .. } => event_of(c) == Some(When::Retreat) && camp_of(p) != camp_of(power),
                Moment::Scorched { at, mover, .. } => scorched_playable(s, p, c, at, mover),
                // E51: #3 opens the River to an Imperial army that could then intercept into the duchy.
                Moment::Scorch { at, .. } => c == 3 && camp_of(p) == IMPERIAL && super::super::scorch::interceptable_over_river(s, at),
            })
            .collect();
        out.sort();
        out.dedup();
        out
    }

    /// The first Power still to be asked that has a card to play.
    pub(crate) fn asking(&self, s: &State) -> Option<(Power, Vec<u16>)> {
        self.asked.iter().find_map(|&p| {
            let cards = self.cards(s, p);
            (!cards.is_empty() || (s.ask_all && p != self.moment.actor())).then_some((p, cards))
        })
    }
}

/// #13 The Tsar's Quartermaster in a window other than the scorched duchy's (rules 7, 5.21, 5.22, E39): any
/// time in an impulse, a Supply Train in a duchy of the Power's choice holding a formation of its camp.
fn quartermaster_playable(s: &State, p: Power) -> bool {
    s.rules >= 7 && !super::super::supply::sites(s, p).is_empty()
}

/// The responses to a move: #76 Lost His Way on the army (L616), #75 Too Old for This on its Imperial leader.
fn moved_playable(s: &State, card: u16, leader: LeaderId) -> bool {
    let on_map = matches!(s.leaders[leader as usize], Place::Map(_));
    match card {
        76 => on_map && !s.marked[leader as usize],
        75 => on_map && camp_of(s.data.leaders[leader as usize].power) == IMPERIAL && !s.rating_zero.contains(&leader),
        _ => false,
    }
}

/// Before the attrition of a move into a scorched duchy (rules 6, L650): the mover may play #6 in its
/// impulse's "+" slot ("+" card, 5.6); a Power of its camp may play #13 as a response (5.21). Not once a
/// Supply Train of the camp stands there.
fn scorched_playable(s: &State, p: Power, card: u16, at: SpaceId, mover: Power) -> bool {
    let camp = camp_of(mover);
    if camp_of(p) != camp || super::super::supply::shields(s, camp, at) || super::super::supply::at(s, at).is_some() {
        return false;
    }
    match card {
        6 => p == mover && plus_slot_free(s, p),
        13 => true,
        _ => false,
    }
}

/// Whether `p`'s impulse, under way below the window, still has its "+" slot (KUT 4.2, 5.6).
fn plus_slot_free(s: &State, p: Power) -> bool {
    s.steps.iter().rev().find_map(|x| match x {
        Step::Impulse(i) if i.power == p => Some(!i.plus_used),
        _ => None,
    }) == Some(true)
}

/// The window before a move's attrition in a scorched duchy (rules 6), for the mover's camp from the mover.
pub fn before_scorched_attrition(s: &State, at: SpaceId, mover: Power, leader: LeaderId) -> Option<Window> {
    let asked = order(mover).into_iter().filter(|&q| camp_of(q) == camp_of(mover)).collect();
    let w = Window { moment: Moment::Scorched { at, mover, leader }, asked };
    w.asking(s).is_some().then_some(w)
}

/// #6 Depots and Trains, #13 The Tsar's Quartermaster (rules 6, L712): in the scorched-duchy window the Supply
/// Train goes where the army stands (L650), #6 taking the impulse's "+" slot; in the impulse the Power picks
/// a duchy holding a formation of its camp.
pub fn supply_train(s: &mut State, power: Power, card: u16) {
    if let Some(Step::Window(w)) = s.steps.last() {
        if let Moment::Scorched { at, .. } = w.moment {
            if card == 6 {
                if let Some(Step::Impulse(i)) = s.steps.iter_mut().rev().find(|x| matches!(x, Step::Impulse(i) if i.power == power)) {
                    i.plus_used = true;
                }
            }
            super::super::supply::place(s, power, at);
            return;
        }
    }
    s.steps.push(Step::Event(super::Pending::SupplyTrain { power }));
}

/// The window after a defeated formation chose its retreat (rules 4): the other camp's Powers, for #20.
pub fn before_retreat(s: &mut State, power: Power, at: SpaceId, to: SpaceId) {
    let asked = (1..4).map(|k| (power + k) % 4).filter(|&q| camp_of(q) != camp_of(power)).collect();
    s.steps.push(Step::Window(Window { moment: Moment::Retreat { power, at, to }, asked }));
}

/// #20 Bridges Destroyed (L2328, L2775): the line the formation chose is closed; it retreats by another if
/// it has one, else it is overrun (12.63).
pub fn bridges_destroyed(s: &mut State, _power: Power) {
    let Some(Step::Window(w)) = s.steps.last() else { return };
    let Moment::Retreat { at, to, .. } = w.moment else { return };
    let below = s.steps.len().saturating_sub(2);
    if let Some(Step::Retreat(r)) = s.steps.get_mut(below) {
        r.chosen = None;
        r.blocked.push(to);
    }
    s.log(None, "kut.event_bridges", vec![s.space_arg(at), s.space_arg(to)]);
}

/// The window before a scorch paid with a resource (rules 12, E51): the Imperial Powers, from the one after the
/// scorching Power; `None` when none of them may play #3 there, and the scorch is made at once.
pub fn before_scorch(s: &State, power: Power, at: SpaceId) -> Option<Window> {
    let asked = (1..4).map(|k| (power + k) % 4).filter(|&q| camp_of(q) == IMPERIAL).collect();
    let w = Window { moment: Moment::Scorch { at, power }, asked };
    w.asking(s).is_some().then_some(w)
}

/// #3 General Eble's Pontooniers against a scorch (rules 12, L1860, E51): an Imperial army may now intercept
/// across the River into the duchy, so the duchy is not one 16.57 lets the Tsarists scorch: the scorch is not
/// made and its resource is not spent.
pub fn eble_against_scorch(s: &mut State) {
    let Some(Step::Window(w)) = s.steps.last() else { return };
    let Moment::Scorch { at, power } = w.moment else { return };
    s.steps.pop();
    s.log(None, "kut.event_eble_scorch", vec![Arg::Seat(power), s.space_arg(at)]);
}

/// #76 Lost His Way (L616): the army the window follows may not move again this impulse.
pub fn lost_his_way(s: &mut State, _power: Power) {
    if let Some(Step::Window(w)) = s.steps.last() {
        if let Moment::Moved { leader, .. } = w.moment {
            s.marked[leader as usize] = true;
            s.log(None, "kut.event_lost_his_way", vec![s.leader_arg(leader)]);
        }
    }
}

impl steps::Step<State> for Window {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let (p, cards) = self.asking(s)?;
        let mut actions: Vec<Action> = cards.into_iter().map(Action::Event).collect();
        actions.push(Action::Done);
        let (id, rule, args) = match self.moment {
            Moment::Battle { at, round: 1, .. } => ("kut.window_battle", "KUT 5.3", vec![Arg::Seat(p), s.space_arg(at)]),
            Moment::Battle { at, round, .. } => ("kut.window_battle_round", "KUT 12.52", vec![Arg::Seat(p), s.space_arg(at), Arg::Num(round as i32)]),
            Moment::Moved { leader, .. } => ("kut.window_move", "KUT 5.2", vec![Arg::Seat(p), s.leader_arg(leader)]),
            Moment::Siege { at, .. } => ("kut.window_siege", "KUT 13.23", vec![Arg::Seat(p), s.space_arg(at)]),
            Moment::Retreat { at, to, .. } => ("kut.window_retreat", "KUT 5.2", vec![Arg::Seat(p), s.space_arg(at), s.space_arg(to)]),
            Moment::Scorched { at, leader, .. } => ("kut.window_scorched", "KUT 5.6", vec![Arg::Seat(p), s.leader_arg(leader), s.space_arg(at)]),
            Moment::Scorch { at, power } => ("kut.window_scorch", "KUT 16.5", vec![Arg::Seat(p), Arg::Seat(power), s.space_arg(at)]),
        };
        Some(Prompt { seat: Some(p), id, args, rule, actions })
    }

    /// Nobody left with a card to play: the window closes (and a siege is fought).
    fn run(&self, s: &mut State) {
        match self.moment {
            Moment::Siege { leader, .. } => super::super::siege::siege(s, leader),
            // Nobody answered with #3 (E51): the scorch is made.
            Moment::Scorch { at, power } => super::super::scorch::scorch_now(s, power, at),
            _ => {}
        }
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Some((p, cards)) = self.asking(s) else { return Err(Illegal("nobody is asked".into())) };
        if p != seat {
            return Err(Illegal("not this Power's window".into()));
        }
        match *action {
            Action::Done => {
                let mut me = self.clone();
                let k = me.asked.iter().position(|&x| x == p).map_or(0, |k| k + 1);
                me.asked.drain(..k);
                *s.steps.last_mut().expect("the window is on top") = Step::Window(me);
            }
            Action::Event(c) if cards.contains(&c) => {
                s.hands[crate::games::kutuzov::single_hand::hand_of(s, p)].retain(|&x| x != c);
                super::piles::after_use(s, p, c);
                s.chance.reveal();
                super::play(s, p, c);
            }
            _ => return Err(Illegal("not a card this window takes".into())),
        }
        Ok(())
    }
}
