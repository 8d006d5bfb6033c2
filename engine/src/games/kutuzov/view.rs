//! What a viewer sees (KUT 2.7, 8.2; digest §6.4): the whole map, the markers and resources, every
//! hand's size, and the cards only of the hands its player holds (or a partner may show, KUT 2.2).

use serde::Serialize;

use super::{allies, control};
use super::data::Nation;
use super::data::POWER_KEYS;
use super::state::{Place, State, Step};
use super::turn;
use crate::{Outcome, Seat, Viewer};

#[derive(Clone, Debug, Serialize)]
pub struct SpaceView {
    pub key: String,
    /// The Power controlling it (KUT 3), if any.
    pub controller: Option<&'static str>,
    pub flag: Option<&'static str>,
    /// The flag is the Imperial ally's own, Austrian or Prussian (KUT 7.1, L749; rules 17).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub ally_flag: bool,
    pub scorched: bool,
    /// A fortress sacked (KUT 13.52).
    pub sacked: bool,
    /// A fortress, not sacked, with an army of the camp that does not control it inside (KUT 13.1).
    pub besieged: bool,
    /// An Entrenchment marker (KUT 12.45).
    pub entrenched: bool,
    /// The Power whose Supply Train marker is here (#6, #13, L712; rules 6).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub supply_train: Option<&'static str>,
    /// SP per contingent: fn, pru, fs, aut, r1, r2.
    pub sp: [u8; 6],
}

/// Every kind a `StepView` may name: a board has words for each (src/boards/kutuzov/text.rs's test), and
/// engine/tests/kutuzov/view.rs checks along random games that the view names no other.
pub const STEP_KINDS: &[&str] = &[
    "impulse", "spend", "battle", "retreat", "arrive", "preempt", "mulligan", "intercept", "evade", "end_of_turn", "interphase", "deploy",
    "hand_limit", "chit", "rfm_choice", "window", "event", "dmc", "bridge_deploy", "engage", "recovery",
    "attrition_recovery", "join_consent", "dismiss", "command_consent",
];

/// The step the game is at, as a board shows it (KUT 4, 5, 10, 12).
#[derive(Clone, Debug, Serialize)]
pub struct StepView {
    /// The step's kind, one of [`STEP_KINDS`].
    pub kind: &'static str,
    /// The Power whose impulse, spending or attack it is, if the step names one.
    pub power: Option<&'static str>,
    /// CP left to spend (KUT 5.5).
    pub cp: Option<u8>,
    /// The battle's space (KUT 12).
    pub at: Option<String>,
}

#[derive(Clone, Debug, Serialize)]
pub struct LeaderView {
    pub key: String,
    pub power: &'static str,
    pub place: Place,
    pub marked: bool,
}

#[derive(Clone, Debug, Serialize)]
pub struct HandView {
    pub power: &'static str,
    pub count: usize,
    /// The cards, when the viewer may see them.
    pub cards: Option<Vec<u16>>,
}

#[derive(Clone, Debug, Serialize)]
pub struct KutView {
    pub scenario: String,
    pub players: String,
    /// Every Power is asked at each response window (option `ask_all`).
    pub ask_all: bool,
    /// The map is a reconstruction, not the printed one (docs/games/kutuzov-data.md).
    pub approximate_map: bool,
    pub turn: u8,
    pub last_turn: u8,
    pub marker: &'static str,
    /// The innermost pending step.
    pub step: Option<StepView>,
    pub spaces: Vec<SpaceView>,
    pub leaders: Vec<LeaderView>,
    pub regroup: [u8; 6],
    pub hands: Vec<HandView>,
    pub deck: usize,
    pub discard_top: Option<u16>,
    pub discards: usize,
    pub home_used: [usize; 2],
    /// Each camp's Home cards not yet drawn, face down (KUT 4.21, 17.44).
    pub home_deck: [usize; 2],
    /// Who may declare a pre-emptive impulse between two scheduled ones (KUT 4.22), before the rule's
    /// "not the Power that just played nor the one due next": the Power holding strictly the most cards.
    pub preempt: Preemption,
    /// The cards in each camp's face-down chit pile (the single hand game, Play Book ch. 6).
    pub chits: [usize; 2],
    pub resources: [u8; 4],
    pub morale: [String; 2],
    pub loss: [u8; 2],
    pub gain: [u8; 2],
    pub attrition: String,
    /// Austria's and Prussia's state at the Imperial morale (Play Book 9.3): ok, hesitant, neutral, revolt.
    pub allies: [String; 2],
    pub tsarist_keys: u32,
    /// Tsarist morale boxes (keys) holding a Will to Fight? marker (KUT 19.81).
    pub will_to_fight: Vec<String>,
    /// Retreat from Moscow (KUT 19.7): none, triggered, adopted.
    pub rfm: super::will_to_fight::Rfm,
    /// Each Power's victory points now, in half points (KUT 20.2).
    pub vp_half: [i32; 4],
    /// Bridges on River lines: Clear for the Imperials (KUT 18.2; rules 11).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub bridges: Vec<BridgeView>,
    /// Imperial Powers still holding scenario 1's To the Bridges marker (KUT 18.2).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub bridge_markers: Vec<&'static str>,
    pub outcome: Option<Outcome>,
}

/// A bridge on a River line (KUT 18.2, the scenarios' permanent bridges; rules 11).
#[derive(Clone, Debug, Serialize)]
pub struct BridgeView {
    pub power: &'static str,
    /// The Imperial end and the other end of the line.
    pub from: String,
    pub to: String,
    pub permanent: bool,
}

/// Pre-emption as the impulse track shows it (KUT 4.22).
#[derive(Clone, Debug, Serialize)]
#[serde(tag = "state", content = "power", rename_all = "snake_case")]
pub enum Preemption {
    /// Not yet this turn (scenario 1: after the first round, D15), or the turn's impulses are over.
    NotYet,
    /// The last impulse was pre-emptive: the next may not be.
    JustUsed,
    /// No Power holds strictly the most cards (a tie, or no cards).
    Nobody,
    /// This Power holds strictly the most cards.
    Power(&'static str),
    /// The single hand game: this camp holds at least 2 more cards than the other (Play Book ch. 6 (7)).
    Camp(&'static str),
}

fn preemption(s: &State) -> Preemption {
    if !s.preempt_ok {
        return Preemption::NotYet;
    }
    if s.last_preemptive {
        return Preemption::JustUsed;
    }
    let holder = if super::single_hand::on(s) {
        super::single_hand::camp_ahead(s).map(|camp| Preemption::Camp(if camp == super::data::IMPERIAL { "imperial" } else { "tsarist" }))
    } else {
        super::impulse::most_cards(s).map(|p| Preemption::Power(POWER_KEYS[p as usize]))
    };
    holder.unwrap_or(Preemption::Nobody)
}

/// Whether `viewer` may see the hand of `seat`.
pub fn sees_hand(s: &State, viewer: Viewer, seat: Seat) -> bool {
    match viewer {
        Viewer::All => true,
        Viewer::Public => false,
        Viewer::Role(r) => !super::roles_for(&s.players).separate(r, seat),
    }
}

/// KUT 13.1: an enemy army in a fortress duchy besieges it until it falls or the army leaves.
fn besieged(s: &State, i: u16) -> bool {
    let sp = &s.data.spaces[i as usize];
    if sp.fortress == 0 || s.sacked[i as usize] {
        return false;
    }
    match control::controller_camp(s, i) {
        Some(camp) => s.camp_present(i, 1 - camp),
        None => false,
    }
}

fn step_view(s: &State, step: &Step) -> StepView {
    let key = |p: u8| Some(POWER_KEYS[p as usize]);
    let space = |x: u16| Some(s.data.spaces[x as usize].key.clone());
    let (kind, power, cp, at) = match step {
        Step::Impulse(i) => ("impulse", key(i.power), None, None),
        Step::Spend(x) => ("spend", key(x.power), Some(x.cp), None),
        Step::Battle(b) => ("battle", key(b.attacker), None, space(b.at)),
        Step::Retreat(_) => ("retreat", None, None, None),
        Step::Arrive(_) => ("arrive", None, None, None),
        Step::Preempt(_) => ("preempt", None, None, None),
        Step::Mulligan(_) => ("mulligan", None, None, None),
        Step::Intercept(_) => ("intercept", None, None, None),
        Step::Evade(_) => ("evade", None, None, None),
        Step::EndOfTurn(_) => ("end_of_turn", None, None, None),
        Step::Interphase(_) => ("interphase", None, None, None),
        Step::Deploy(x) => ("deploy", key(x.power), None, x.magazine.and_then(space)),
        Step::HandLimit(x) => ("hand_limit", key(x.power), None, None),
        Step::ChitDraw(x) => ("chit", key(x.power), None, None),
        Step::RetreatChoice(_) => ("rfm_choice", key(super::data::FN), None, None),
        Step::Window(_) => ("window", None, None, None),
        Step::Event(_) => ("event", None, None, None),
        Step::PlaceDmc(x) => ("dmc", key(x.power), Some(x.left), None),
        Step::BridgeDeploy(x) => ("bridge_deploy", key(x.power), None, space(x.to)),
        Step::Engage(x) => ("engage", key(x.power), None, space(x.to)),
        Step::Recovery(x) => ("recovery", x.asker(s).and_then(key), None, None),
        Step::AttritionRecovery(x) => ("attrition_recovery", x.asker(s).and_then(key), None, None),
        Step::CommandConsent(x) => ("command_consent", key(x.power), None, s.leaders.get(x.leader as usize).and_then(|p| if let Place::Map(at) = p { space(*at) } else { None })),
        Step::Dismiss(x) => ("dismiss", key(x.power), None, None),
        Step::Revolt(_) => ("revolt", None, None, None),
        Step::Rejoin(x) => ("rejoin", None, None, space(x.at)),
        Step::JoinConsent(x) => ("join_consent", key(x.power), None, s.leaders.get(x.leader as usize).and_then(|p| if let Place::Map(at) = p { space(*at) } else { None })),
    };
    StepView { kind, power, cp, at }
}

pub fn view(s: &State, viewer: Viewer) -> KutView {
    let d = &s.data;
    KutView {
        scenario: s.scenario.clone(),
        players: s.players.clone(),
        ask_all: s.ask_all,
        approximate_map: d.spaces.iter().any(|x| x.approximate),
        turn: s.turn,
        last_turn: s.last_turn,
        marker: POWER_KEYS[s.marker as usize],
        step: s.steps.last().map(|x| step_view(s, x)),
        spaces: (0..d.spaces.len())
            .map(|i| (i, super::hold::aside(s, i as u16)))
            .map(|(i, aside)| SpaceView {
                key: d.spaces[i].key.clone(),
                controller: control::controller(s, i as u16).map(|p| POWER_KEYS[p as usize]),
                flag: s.flags[i].map(|p| POWER_KEYS[p as usize]),
                ally_flag: super::ally_flags::is_ally_flag(s, i as u16),
                scorched: s.scorched[i],
                sacked: s.sacked[i],
                besieged: besieged(s, i as u16),
                entrenched: s.entrenched[i],
                supply_train: super::supply::at(s, i as u16).map(|p| POWER_KEYS[p as usize]),
                // Rules 19: soldiers set aside from a battle still stand in the space (hold.rs).
                sp: std::array::from_fn(|c| s.sp[i][c] + aside[c]),
            })
            .collect(),
        leaders: (0..d.leaders.len())
            .map(|i| LeaderView { key: d.leaders[i].key.clone(), power: POWER_KEYS[d.leaders[i].power as usize], place: s.leaders[i], marked: s.marked[i] })
            .collect(),
        regroup: s.regroup,
        hands: (0..4)
            .map(|p| HandView {
                power: POWER_KEYS[p],
                count: s.hands[p].len(),
                cards: sees_hand(s, viewer, p as Seat).then(|| {
                    let mut h = s.hands[p].clone();
                    h.sort_unstable();
                    h
                }),
            })
            .collect(),
        deck: s.deck.len(),
        discard_top: s.discard.last().copied(),
        discards: s.discard.len(),
        home_used: [s.home_used[0].len(), s.home_used[1].len()],
        home_deck: [s.home_deck[0].len(), s.home_deck[1].len()],
        preempt: preemption(s),
        chits: [s.chits[0].len(), s.chits[1].len()],
        resources: s.resources,
        morale: [d.morale[0][s.morale[0].min(d.morale[0].len() as u8 - 1) as usize].key.clone(), d.morale[1][s.morale[1].min(d.morale[1].len() as u8 - 1) as usize].key.clone()],
        loss: s.loss,
        gain: s.gain,
        attrition: d.attrition_levels.get(s.attrition as usize).cloned().unwrap_or_default(),
        allies: [
            if s.austria_neutral { "neutral".into() } else { allies::status(s, Nation::Austrian).to_string() },
            allies::status(s, Nation::Prussian).to_string(),
        ],
        tsarist_keys: control::tsarist_keys(s),
        will_to_fight: s.will_to_fight.iter().map(|&b| d.morale[1][b as usize].key.clone()).collect(),
        rfm: s.rfm,
        vp_half: turn::victory_points(s),
        bridges: if super::bridges::on(s) {
            s.bridges
                .iter()
                .map(|b| BridgeView { power: POWER_KEYS[b.power as usize], from: d.spaces[b.imperial_end as usize].key.clone(), to: d.spaces[b.far_end as usize].key.clone(), permanent: b.permanent })
                .collect()
        } else {
            vec![]
        },
        bridge_markers: (0..4).filter(|&p| super::bridges::holds_marker(s, p)).map(|p| POWER_KEYS[p as usize]).collect(),
        outcome: s.outcome.clone(),
    }
}
