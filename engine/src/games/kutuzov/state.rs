//! The state of a Kutuzov game: the map's forces and flags, the leaders, the hands and piles, the camps'
//! morale, the resources, and the stack of pending steps (kit::steps), each step in its rule file.

use std::sync::Arc;

use serde::Serialize;

use super::battle::{Battle, Retreat};
use super::data::{camp_of, KutData, LeaderId, Power, SpaceId, CONTINGENTS};
use super::deploy::Deploy;
use super::hand_limit::HandLimit;
use super::impulse::{Impulse, Mulligan, Preempt, Spend};
use super::intercept::{Arrive, Evade, Intercept};
use super::turn::{EndOfTurn, Interphase};
use crate::kit::chance::Chance;
use crate::kit::steps::{self, Stack};
use crate::{Arg, Log, LogEntry, Outcome, Seat};

/// Where a leader is (KUT 1.6): on the map, available to build, in the Regroup Box, or dead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case", tag = "at", content = "space")]
pub enum Place {
    Map(SpaceId),
    Available,
    Regroup,
    Dead,
}

/// The pending steps, each implemented in its rule file.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub enum Step {
    Impulse(Impulse),
    Spend(Spend),
    Battle(Battle),
    Retreat(Retreat),
    Arrive(Arrive),
    Preempt(Preempt),
    Mulligan(Mulligan),
    Intercept(Intercept),
    Evade(Evade),
    EndOfTurn(EndOfTurn),
    Interphase(Interphase),
    Deploy(Deploy),
    HandLimit(HandLimit),
    RetreatChoice(super::retreat_from_moscow::RetreatChoice),
    ChitDraw(super::single_hand::ChitDraw),
    /// A card window (KUT 5.2, 5.3) and an event's choice (rules 3).
    Window(super::events::response::Window),
    Event(super::events::Pending),
    /// The interphase's DMC placement (KUT 17.2, rules 4).
    PlaceDmc(super::dmc::PlaceDmc),
    /// The To the Bridges deployment after an Imperial Power's first impulse (KUT 18.2, rules 11).
    BridgeDeploy(super::bridges::BridgeDeploy),
    /// The mover's choice on entering a zone held by the enemy: attack or stay (KUT 10.71, rules 12).
    Engage(super::engage::Engage),
    /// A second morale drop in the impulse waiting for the camp's Emergency Recovery (KUT 9, 5.23, rules 15).
    Recovery(super::recovery::Recovery),
    /// A second attrition level drop in the impulse waiting for the Imperials' Emergency Recovery (KUT 14.44, rules 15).
    AttritionRecovery(super::recovery::AttritionRecovery),
    /// The partner's consent to its army joining the Power's army group (KUT 10.61, rules 16).
    JoinConsent(super::join::JoinConsent),
    /// A Power's removal of its own leaders after its deployment (KUT 17.36, rules 16).
    Dismiss(super::dismiss::Dismiss),
    /// The partner's consent to the Power's leader commanding their group (KUT 10.62, rules 16).
    CommandConsent(super::command::CommandConsent),
    /// What follows the Prussian revolt's battles (Play Book 9.3, L2696; rules 18).
    Revolt(super::revolt::Revolt),
    /// Soldiers set aside from a battle in their space, brought back when it is over (rules 19, E45, E77).
    Rejoin(super::hold::Rejoin),
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct State {
    #[serde(skip)]
    #[cfg_attr(feature = "positions", serde(default = "super::data::builtin"))]
    pub data: Arc<KutData>,
    pub scenario: String,
    /// How many people hold the four Powers and how (`4`, `3t`, `3i`, `2`, `single`, `split`, `split-open`).
    pub players: String,
    /// Every Power is asked at each response window, with nothing to play but Done if it holds no response,
    /// so that a pause does not tell the table who holds one (option `ask_all`; issue 27).
    pub ask_all: bool,
    pub rules: u32,
    pub turn: u8,
    pub last_turn: u8,
    /// SP on the map per space and contingent (KUT 1.5: pieces are exchanged freely for equal SP).
    pub sp: Vec<[u8; 6]>,
    /// SP in the Regroup Box per contingent (KUT 6.2, 12.54).
    pub regroup: [u8; 6],
    pub leaders: Vec<Place>,
    /// A flag on a duchy: the Power whose flag it is (KUT 1.7, 3.1).
    pub flags: Vec<Option<Power>>,
    /// Duchies whose flag is the Imperial ally's own, Austrian under FS or Prussian under FN (KUT 1.7, 7, L749;
    /// rules 17, ally_flags.rs).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub ally_flags: Vec<SpaceId>,
    pub scorched: Vec<bool>,
    /// Fortresses sacked (KUT 13.52).
    pub sacked: Vec<bool>,
    /// Fortresses besieged this impulse (KUT 13.22: one siege per fortress per impulse).
    pub sieged: Vec<SpaceId>,
    /// Leaders that fought or may not move again this impulse ("Battle or Failed Intercept", KUT 10.52).
    pub marked: Vec<bool>,
    pub hands: [Vec<u16>; 4],
    pub deck: Vec<u16>,
    pub discard: Vec<u16>,
    /// Used Home cards per camp (KUT 5.4).
    pub home_used: [Vec<u16>; 2],
    pub home_deck: [Vec<u16>; 2],
    /// Each camp's face-down chit pile (the single hand game, Play Book ch. 6).
    pub chits: [Vec<u16>; 2],
    /// Cards out of the game (Must Play cards, whose events this version does not carry).
    pub out_of_play: Vec<u16>,
    pub resources: [u8; 4],
    /// Morale box per camp, 0 = the top (KUT 9).
    pub morale: [u8; 2],
    pub loss: [u8; 2],
    pub gain: [u8; 2],
    /// How many times a camp's morale dropped this impulse (KUT 9, Emergency Recovery from the second).
    pub drops: [u8; 2],
    /// A camp's morale rose in this impulse (KUT 9: one level per impulse; 9.53, 19.82 a; rules 9).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "is_no_camp")]
    pub risen: [bool; 2],
    /// A rise opportunity is due to a camp (KUT 9.53, rules 9): several causes at once give one attempt.
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "is_no_camp")]
    pub rise_due: [bool; 2],
    pub attrition: u8,
    pub attrition_loss: u8,
    /// Imperial Attrition Gain markers (KUT 14.45, 14.46).
    pub attrition_gain: u8,
    /// The attrition level rose this impulse (KUT 14.45: once per impulse).
    pub attrition_rose: bool,
    /// The Imperial attrition level's drops this impulse (KUT 14.44, rules 15: Emergency Recovery from the second).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "is_zero")]
    pub attrition_drops: u8,
    /// The Power whose box holds the impulse marker (KUT 4.2).
    pub marker: Power,
    /// The Power that took the last impulse (the interphase starts after it, KUT 17.2).
    pub last_impulse: Power,
    /// Set once only one Power still holds cards: it takes this last impulse (KUT 4.24).
    pub last_call: bool,
    /// Pre-emptive impulses may be declared (KUT 4.22, D15).
    pub preempt_ok: bool,
    /// The last impulse was pre-emptive: the next may not be (KUT 4.22).
    pub last_preemptive: bool,
    pub conquest_rolls: u8,
    /// Hands cut by the limit (KUT 17.43), and those whose limit is 5 since (D12).
    pub hand_cut: [bool; 4],
    pub hand_limit_five: [bool; 4],
    /// SP regrouped this interphase (space, contingent, SP) and leaders regrouped: their move is over (KUT 17.35).
    pub fresh: Vec<(SpaceId, u8, u8)>,
    pub fresh_leaders: Vec<LeaderId>,
    /// Entrenchment markers (KUT 12.45).
    pub entrenched: Vec<bool>,
    /// A formation moved this impulse: no more entrenching (KUT 16.6).
    pub moved_this_impulse: bool,
    /// R1 made its convoy this impulse (KUT 15.2, rules 14: one an impulse).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub convoyed: bool,
    /// #21 Hornblower was played this impulse: R1's convoy may be an amphibious assault (KUT 15.3, rules 14).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub hornblower: bool,
    /// R1's convoy landed where the enemy stands this impulse (KUT 15.3, 10.44; rules 15): its battery hits count
    /// toward round 1 of the battle or siege there, and a beaten convoy goes back to its port by sea.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub landing: Option<super::sea::Landing>,
    /// Two-Power groups' Commanders named by agreement (KUT 10.62, rules 16).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub agreed_commanders: Vec<super::command::Agreed>,
    /// Groups' Commanders named by their Power (KUT 10.6, rules 17, naming.rs).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub named_commanders: Vec<super::command::Agreed>,
    /// Tsarist morale boxes holding a Will to Fight? marker (KUT 19.81).
    pub will_to_fight: Vec<u8>,
    /// Retreat from Moscow (KUT 19.7).
    pub rfm: super::will_to_fight::Rfm,
    /// A Will to Fight? marker was reached this impulse: 19.82 at its end.
    pub wtf_pending: bool,
    /// Austria has left the war (Play Book 9.3, Tu Felix Austria): for the rest of the game.
    pub austria_neutral: bool,
    /// Prussia has revolted (Play Book 9.3, Sauve Qui Peut, L2696; rules 18, revolt.rs): for the rest of the game.
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub prussia_revolted: bool,
    /// Rules 3, card events: cards face up beside their Power until the impulses end (L494).
    pub face_up: Vec<u16>,
    /// #36 No Peace: no peace roll at the end of this turn (L2138).
    pub no_peace: bool,
    /// #37 Polish Lancers: Cossack rolls at −1 for the rest of the game (L524).
    pub polish_lancers: bool,
    /// #27 Peace of Bucharest: Kutuzov and Tchitchagov may be built before their turns (L730, L734).
    pub bucharest: bool,
    /// Battle cards played for the battle about to be fought: (camp of the player, card) (KUT 5.3).
    pub battle_cards: Vec<(u8, u16)>,
    /// #75 Too Old for This: leaders rated 0 in battle for the rest of the impulse (L616).
    pub rating_zero: Vec<LeaderId>,
    /// Allies counted as French for the rest of the impulse (L749, L566; rules 5): the nation, and whether
    /// for everything (#11, #67: their morale limits lifted for moves too) or for flags only (#4, #12).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub as_french: Vec<(super::data::Nation, bool)>,
    /// #4 The Forgotten Marshal (rules 6, L566, L933): until the impulse ends an Austrian or Prussian leader's
    /// army may take French SP of its Power.
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub marshal: bool,
    /// #67 Hapsburg Offensive and #11 Für Marie-Louise, as their events were played this impulse (rules 8,
    /// L648): with both, Schwarzenberg is rated 3-4 until the impulse ends (E41).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub hapsburg: Vec<u16>,
    /// Retreat from Moscow's turn-4 evacuation (KUT 19.722, rules 8, E42): the Imperial Powers whose first
    /// impulse of turn 4 has begun with it, the Power evacuating in this impulse, and the cities its
    /// formations stood in that no Imperial formation has left yet.
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub evacuated: Vec<Power>,
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub evacuation: Option<Power>,
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub evacuating: Vec<SpaceId>,
    /// Kutuzov has once been on the map (KUT 16.57, rules 8): scorching for resources is no longer limited.
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub kutuzov_appeared: bool,
    /// Duchies scorched for resources this impulse (KUT 16.57, rules 8).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "is_zero")]
    pub scorched_this_impulse: u8,
    /// Besieged fortresses built into this impulse: their battle comes when the impulse's building is over
    /// (KUT 6.34, rules 4).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub relief: Vec<SpaceId>,
    /// Resources spent to halve an attrition roll (KUT 16.4, rules 21): one entry per resource, naming the
    /// leader whose formation's next attrition roll is halved; what is left unused goes at the turn's end.
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub halved: Vec<LeaderId>,
    /// Deployment Mobilization Centres on the map: (space, Power) (KUT 17.2, rules 4).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub dmc: Vec<(SpaceId, Power)>,
    /// DMCs each Power lost since the last interphase: one is replaced (L1907).
    pub dmc_lost: [u8; 4],
    /// Supply Train markers on the map: (space, Power) (#6, #13, L712; rules 6).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub supply_trains: Vec<(SpaceId, Power)>,
    /// Bridges on River lines (KUT 18.2, the scenarios' permanent bridges; rules 11).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub bridges: Vec<super::bridges::Bridge>,
    /// Scenario 1's Imperial Powers whose first impulse has not ended: each holds a To the Bridges marker
    /// until it places it (KUT 18.2, rules 11).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub bridge_first_impulse: Vec<Power>,
    pub outcome: Option<Outcome>,
    pub steps: Vec<Step>,
    pub chance: Chance,
    #[cfg_attr(feature = "positions", serde(skip_deserializing))]
    pub log: Log,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn is_no_camp(b: &[bool; 2]) -> bool {
    !b[0] && !b[1]
}

impl State {
    pub fn data(&self) -> &KutData {
        &self.data
    }

    pub fn log(&mut self, seat: Option<Seat>, id: &str, args: Vec<Arg>) {
        self.log.push(LogEntry::new(seat, id, args));
    }

    pub fn space_arg(&self, s: SpaceId) -> Arg {
        Arg::Space(self.data.spaces[s as usize].key.clone())
    }

    pub fn leader_arg(&self, l: LeaderId) -> Arg {
        Arg::Unit(self.data.leaders[l as usize].key.clone())
    }

    pub fn d6(&mut self) -> u8 {
        self.chance.roll(1..=6).value
    }

    pub fn dice(&mut self, n: usize) -> Vec<u8> {
        self.chance.rolls(n, 1..=6).into_iter().map(|r| r.value).collect()
    }

    /// Whether #67 and #11 were both played for their events this impulse (rules 8, L648, E41).
    pub fn hapsburg_combo(&self) -> bool {
        self.hapsburg.contains(&67) && self.hapsburg.contains(&11)
    }

    /// A leader's battle rating now (KUT 1.6): the printed one; Schwarzenberg "now a 3-4 leader" while
    /// #67 and #11 are in effect (L648, rules 8). #75's rating 0 is the battle's (events::battle::rating).
    pub fn battle_rating(&self, l: LeaderId) -> u8 {
        let d = &self.data.leaders[l as usize];
        if !self.hapsburg.is_empty() && self.hapsburg_combo() && d.key == "schwarzenberg" {
            return d.battle.max(self.data.k("hapsburg_combo_battle").clamp(0, 9) as u8);
        }
        d.battle
    }

    /// A Power's SP in a space.
    pub fn power_sp(&self, s: SpaceId, p: Power) -> u32 {
        CONTINGENTS.iter().enumerate().filter(|(_, c)| c.0 == p).map(|(i, _)| self.sp[s as usize][i] as u32).sum()
    }

    /// A Power's leaders in a space.
    pub fn leaders_at(&self, s: SpaceId, p: Power) -> Vec<LeaderId> {
        (0..self.leaders.len() as LeaderId)
            .filter(|&l| self.leaders[l as usize] == Place::Map(s) && self.data.leaders[l as usize].power == p)
            .collect()
    }

    /// Whether a Power has a formation (soldiers or a leader) in a space (KUT 1.61).
    pub fn has_formation(&self, s: SpaceId, p: Power) -> bool {
        // Asked for every space many times a prompt (control, edge reach): no list is built.
        self.power_sp(s, p) > 0 || self.leaders.iter().zip(&self.data.leaders).any(|(&at, l)| at == Place::Map(s) && l.power == p)
    }

    pub fn camp_present(&self, s: SpaceId, camp: u8) -> bool {
        // The hottest question of a prompt (control of every space): soldiers first, then one pass over
        // the leaders for both of the camp's Powers.
        CONTINGENTS.iter().zip(&self.sp[s as usize]).any(|(c, &n)| n > 0 && camp_of(c.0) == camp)
            || self.leaders.iter().zip(&self.data.leaders).any(|(&at, l)| at == Place::Map(s) && camp_of(l.power) == camp)
    }

    /// Every SP and leader of the game on the map, for the invariants.
    pub fn total_sp(&self, c: usize) -> u32 {
        // Rules 19: soldiers set aside from a battle are still in the game (hold.rs).
        self.sp.iter().map(|x| x[c] as u32).sum::<u32>() + self.regroup[c] as u32 + super::hold::aside_total(self, c)
    }

    /// A space of a neutral Austria's home: nobody's (Play Book 9.3).
    pub fn austria_neutral_home(&self, space: SpaceId) -> bool {
        self.austria_neutral && self.data.spaces[space as usize].home == super::data::Home::Austria
    }

    /// Whether an impulse (scheduled or pre-emptive) is under way (KUT 19.82).
    pub fn in_impulse(&self) -> bool {
        self.steps.iter().any(|x| matches!(x, Step::Impulse(_)))
    }

    pub fn power_camp(p: Power) -> u8 {
        camp_of(p)
    }
}

impl Stack for State {
    type Step = Step;
    type Action = super::Action;
    const EMPTY_DECISIONS_END: bool = true;

    fn steps(&self) -> &[Step] {
        &self.steps
    }

    fn steps_mut(&mut self) -> &mut Vec<Step> {
        &mut self.steps
    }

    fn kind(step: &Step) -> &dyn steps::Step<Self> {
        match step {
            Step::Impulse(s) => s,
            Step::Spend(s) => s,
            Step::Battle(s) => s,
            Step::Retreat(s) => s,
            Step::Arrive(s) => s,
            Step::Preempt(s) => s,
            Step::Mulligan(s) => s,
            Step::Intercept(s) => s,
            Step::Evade(s) => s,
            Step::EndOfTurn(s) => s,
            Step::Interphase(s) => s,
            Step::Deploy(s) => s,
            Step::HandLimit(s) => s,
            Step::RetreatChoice(s) => s,
            Step::ChitDraw(s) => s,
            Step::Window(s) => s,
            Step::Event(s) => s,
            Step::PlaceDmc(s) => s,
            Step::BridgeDeploy(s) => s,
            Step::Engage(s) => s,
            Step::Recovery(s) => s,
            Step::AttritionRecovery(s) => s,
            Step::JoinConsent(s) => s,
            Step::Dismiss(s) => s,
            Step::CommandConsent(s) => s,
            Step::Revolt(s) => s,
            Step::Rejoin(s) => s,
        }
    }

    fn over(&self) -> bool {
        self.outcome.is_some()
    }
}
