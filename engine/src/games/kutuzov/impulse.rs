//! Impulses (KUT 4.2): the active Power buys or plays cards, and spends their command points on
//! movement, flags, building, regrouping and marker dice (KUT 5.5, 6, 7, 9.52, 10).

use serde::Serialize;

use super::control::{self, friendly, hostile, may_flag};
use super::data::{camp_of, CardClass, Kind, LeaderId, Nation, Power, SpaceId, CONTINGENTS};
use super::morale;
use super::state::{Place, State, Step};
use super::turn;
use super::Action;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// A scheduled impulse of a Power (KUT 4.2): buy, play a card and a "+" card, or pass.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Impulse {
    pub power: Power,
    /// A card was played in the impulse's one card slot.
    pub played: bool,
    /// The "+" slot is used: a "+" card, or a purchase (KUT 4.2, 5.6).
    pub plus_used: bool,
    pub bought: bool,
    /// A pre-emptive impulse (KUT 4.22): the impulse marker does not move.
    pub preemptive: bool,
    /// Resources spent on attrition marker dice (KUT 16.51): 0 not yet, 1 under way, 2 over for this impulse.
    pub resource_dice: u8,
    /// #36 No Peace was played: it leaves the card slot free (L646, rules 3).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub extra_play: bool,
    /// The Power is done and the 6.34 battles of the fortresses it built into are under way; the impulse
    /// ends when they are over (rules 4).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub closing: bool,
    /// The impulse's "+" use was Retreat from Moscow's forced 4 CP: no "+" card in the card slot (KUT
    /// 19.722, rules 8).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub forced_cp: bool,
}

impl Impulse {
    pub fn new(power: Power) -> Impulse {
        Impulse { power, played: false, plus_used: false, bought: false, preemptive: false, resource_dice: 0, extra_play: false, closing: false, forced_cp: false }
    }

    fn actions(&self, s: &State) -> Vec<Action> {
        let hand = &s.hands[super::single_hand::hand_of(s, self.power)];
        let mut out = Vec::new();
        for &c in hand {
            let Some(card) = s.data.card(c) else { continue };
            // KUT 4.2: after a purchase only a card that is not a "+" card; so after 19.722's forced CP.
            let ok = if self.bought || self.forced_cp {
                !self.played && !card.plus
            } else if self.played {
                card.plus && !self.plus_used
            } else {
                true
            };
            if ok && !out.contains(&Action::Card(c)) {
                out.push(Action::Card(c));
            }
            // KUT 5.1 (rules 3): the same slot plays the card's event instead, where the seed gives it.
            if ok && super::events::playable_in_impulse(s, self.power, c) && !out.contains(&Action::Event(c)) {
                out.push(Action::Event(c));
            }
        }
        // KUT 4.2: 2 resources buy a random non-Home card, the impulse's "+" use, before any card.
        let price = s.data.k("buy_card_resources").max(0) as u8;
        // Play Book ch. 6 (5): in the single hand game not beyond the hand limit.
        let room = !super::single_hand::on(s) || super::single_hand::room(s, camp_of(self.power), false);
        if !self.bought && !self.played && !self.plus_used && room && s.resources[self.power as usize] >= price && !(s.deck.is_empty() && s.discard.is_empty()) {
            out.push(Action::Buy);
        }
        // KUT 13.2, 4.23: a siege costs no CP, even in an impulse that passes.
        out.extend(super::siege::actions(s, self.power));
        // KUT 16.6: entrenching for a resource, before any formation moves.
        out.extend(super::entrench::sites(s, self.power).into_iter().map(Action::Entrench));
        // KUT 16.57 (rules 8): a Tsarist resource scorches a duchy, any time in a scheduled impulse.
        out.extend(super::scorch::sites(s, self.power).into_iter().map(Action::Scorch));
        // KUT 16.51: an Imperial Power's resources on attrition marker dice, one run per impulse.
        if s.rules >= 2 && camp_of(self.power) == super::data::IMPERIAL && s.resources[self.power as usize] >= 1 && self.resource_dice < 2 {
            out.push(Action::AttritionResource);
        }
        // KUT 16.54, 16.55 (rules 4): a resource on 8 Morale Loss marker dice, as often as the Power likes.
        if s.rules >= 4 && s.resources[self.power as usize] >= 1 {
            out.push(Action::MoraleResource);
        }
        // KUT 16.4 (rules 21): a resource halves the dice of a formation's attrition roll to come, its own or its ally's.
        out.extend(super::halve::leaders(s, self.power).into_iter().map(Action::HalveAttrition));
        // KUT 18.2 (rules 11): the To the Bridges marker, any time in the Power's first impulse.
        if !self.preemptive {
            out.extend(super::bridges::actions(s, self.power));
        }
        // A Power holding cards must play one unless it bought (KUT 4.2); otherwise it may end.
        if self.played || self.plus_used || self.bought || hand.is_empty() {
            out.push(Action::Done);
        }
        // KUT 19.722 (rules 8): formations still in the cities after the forced CP take a card's CP to leave.
        if !self.played && super::evacuation::must_leave(s, self.power) && out.iter().any(|a| matches!(a, Action::Card(_))) {
            out.retain(|a| matches!(a, Action::Card(_)));
        }
        out
    }
}

impl steps::Step<State> for Impulse {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        // KUT 19.722 (rules 8): the first impulse of turn 4 begins with the forced 4 CP.
        if self.closing || super::evacuation::due(s, self) {
            return None;
        }
        let actions = self.actions(s);
        // A Power with nothing but passing is not asked (KUT 4.23).
        if actions == [Action::Done] && !self.played && !self.bought && !self.plus_used && !self.extra_play && s.hands[super::single_hand::hand_of(s, self.power)].is_empty() {
            return None;
        }
        let id = if self.preemptive { "kut.impulse_preemptive" } else { "kut.impulse" };
        Some(Prompt { seat: Some(self.power), id, args: vec![Arg::Seat(self.power), Arg::Num(s.turn as i32)], rule: "KUT 4.2", actions })
    }

    fn run(&self, s: &mut State) {
        if !self.closing && super::evacuation::due(s, self) {
            super::evacuation::begin(s, self.clone());
            return;
        }
        if !self.closing {
            s.log(Some(self.power), "kut.pass", vec![Arg::Seat(self.power)]);
        }
        turn::end_impulse(s, self.power, self.preemptive);
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        let mut me = self.clone();
        // KUT 16.51: once something else is done, the run of resource dice is over.
        if me.resource_dice == 1 && *action != Action::AttritionResource {
            me.resource_dice = 2;
            *s.steps.last_mut().expect("the impulse is on top") = Step::Impulse(me.clone());
        }
        match action {
            Action::AttritionResource => {
                me.resource_dice = 1;
                super::attrition::resource_dice(s, seat);
                *s.steps.last_mut().expect("the impulse is on top") = Step::Impulse(me);
            }
            Action::MoraleResource => {
                super::morale::resource_dice(s, seat);
            }
            Action::HalveAttrition(l) => {
                super::halve::spend(s, seat, *l);
            }
            Action::Card(c) => {
                let card = s.data.card(*c).cloned().ok_or_else(|| Illegal(format!("no card #{c}")))?;
                if self.played || self.bought {
                    me.plus_used = true;
                } else {
                    me.played = true;
                }
                let at = super::single_hand::hand_of(s, seat);
                s.hands[at].retain(|x| x != c);
                super::events::piles::after_use(s, seat, *c);
                s.chance.reveal();
                let cp = card.cp.unwrap_or(0);
                s.log(Some(seat), "kut.card_cp", vec![Arg::Seat(seat), Arg::Card(*c), Arg::Num(cp as i32)]);
                *s.steps.last_mut().expect("the impulse is on top") = Step::Impulse(me);
                if cp > 0 {
                    s.steps.push(Step::Spend(Spend::new(seat, cp, false)));
                }
            }
            Action::Event(c) => {
                if !self.actions(s).contains(action) {
                    return Err(Illegal(format!("the event of #{c} is not playable now")));
                }
                // KUT 5.6: the card slot, or the "+" slot; #36 No Peace leaves the slot free (L646).
                if super::events::keeps_the_slot(*c) {
                    me.extra_play = true;
                } else if self.played || self.bought {
                    me.plus_used = true;
                } else {
                    me.played = true;
                }
                s.hands[super::single_hand::hand_of(s, seat)].retain(|x| x != c);
                super::events::piles::after_use(s, seat, *c);
                s.chance.reveal();
                *s.steps.last_mut().expect("the impulse is on top") = Step::Impulse(me);
                super::events::play(s, seat, *c);
            }
            Action::Buy => {
                let price = s.data.k("buy_card_resources").max(0) as u8;
                s.resources[seat as usize] -= price;
                me.bought = true;
                me.plus_used = true;
                if let Some(c) = draw(s) {
                    let at = super::single_hand::hand_of(s, seat);
                    s.hands[at].push(c);
                }
                s.log(Some(seat), "kut.buy", vec![Arg::Seat(seat), Arg::Num(price as i32)]);
                *s.steps.last_mut().expect("the impulse is on top") = Step::Impulse(me);
            }
            Action::Siege(l) => {
                super::events::response::siege(s, seat, *l);
            }
            Action::Entrench(x) => {
                super::entrench::build(s, seat, *x);
            }
            Action::Scorch(x) => {
                // Rules 12 (E51): the Imperials' #3 window comes first; the impulse stays below it.
                if let Some(w) = super::scorch::scorch(s, seat, *x) {
                    s.steps.push(w);
                }
            }
            Action::Bridge(a, b) => {
                super::bridges::place(s, seat, *a, *b)?;
            }
            Action::Done => {
                // KUT 6.34 (rules 4): the building is over; the relief forces fight, then the impulse ends.
                if super::relief::fight(s, seat) {
                    me.closing = true;
                    let at = s.steps.len() - s.steps.iter().rev().position(|x| matches!(x, Step::Impulse(_))).expect("the impulse") - 1;
                    s.steps[at] = Step::Impulse(me);
                    return Ok(());
                }
                s.steps.pop();
                if !self.played && !self.plus_used {
                    s.log(Some(seat), "kut.pass", vec![Arg::Seat(seat)]);
                }
                turn::end_impulse(s, seat, self.preemptive);
            }
            _ => return Err(Illegal("not an impulse action".into())),
        }
        Ok(())
    }
}

/// Draws a non-Home card, reshuffling the discards into a new deck when it runs out (KUT 4.21).
pub fn draw(s: &mut State) -> Option<u16> {
    if s.deck.is_empty() {
        if s.discard.is_empty() {
            return None;
        }
        s.deck = std::mem::take(&mut s.discard);
        s.chance.shuffle(&mut s.deck);
        s.log(None, "kut.reshuffle", vec![Arg::Num(s.deck.len() as i32)]);
    }
    let c = s.deck.pop();
    s.chance.reveal();
    c
}

/// Spending a card's command points (KUT 5.5), or the interphase's reinforcement CP (KUT 17.2, building
/// and regrouping only).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Spend {
    pub power: Power,
    pub cp: u8,
    pub reinforcement: bool,
    /// Leaders whose movement is over this impulse (entered a zone, KUT 10.51; stopped by an enemy
    /// fortress, KUT 10.53).
    pub stopped: Vec<LeaderId>,
    /// CP moves per leader this impulse (forced march counts them, KUT 10.42).
    pub moves: Vec<(LeaderId, u8)>,
    /// CP of cards discarded over the hand limit (KUT 17.43): reinforcements at one site, or marker dice.
    pub hand_limit: bool,
    /// The one site of the hand limit's reinforcements, once chosen (KUT 17.43).
    pub site: Option<SpaceId>,
    /// Retreat from Moscow's forced 4 CP: movement and flags only (KUT 19.722, rules 8).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub evacuation: bool,
    /// Contingents whose leaderless SP fought a battle in a space this impulse (KUT 10.52; rules 10): their SP
    /// there move no more this impulse (E45: the engine keeps SP, not pieces).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub fought: Vec<(u8, SpaceId)>,
    /// The partner's leaders asked this impulse to join the Power's army groups (KUT 10.61, rules 16).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub join_asked: Vec<LeaderId>,
    /// Those whose owner consented: their armies march with the Power's groups this impulse (KUT 10.61).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub joined: Vec<LeaderId>,
    /// Its leaders proposed this impulse as a two-Power group's Commander (KUT 10.62, rules 16).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub command_asked: Vec<LeaderId>,
    /// Its leaders named this impulse as their group's Commander (KUT 10.6, rules 17, E75).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub named: Vec<LeaderId>,
}

impl Spend {
    pub fn new(power: Power, cp: u8, reinforcement: bool) -> Spend {
        Spend { power, cp, reinforcement, stopped: vec![], moves: vec![], hand_limit: false, site: None, evacuation: false, fought: vec![], join_asked: vec![], joined: vec![], command_asked: vec![], named: vec![] }
    }

    /// The armies of the Power that may attack the enemy in the zone they stand in (KUT 10.72, 11.6's
    /// exception; rules 10): unmarked, with 1 CP, the enemy sharing the zone.
    pub fn zone_attacks(&self, s: &State) -> Vec<LeaderId> {
        if s.rules < 10 || self.reinforcement {
            return vec![];
        }
        let camp = camp_of(self.power);
        (0..s.leaders.len() as LeaderId)
            .filter(|&l| {
                let Place::Map(at) = s.leaders[l as usize] else { return false };
                s.data.leaders[l as usize].power == self.power
                    && !s.marked[l as usize]
                    && s.data.spaces[at as usize].kind == Kind::Zone
                    && s.camp_present(at, 1 - camp)
                    && super::army_group::zone_attack_cost(s, at, self.power) <= self.cp
            })
            .collect()
    }
}

/// The SP an army takes along: its leader's command rating counts SP and subordinate leaders (KUT 1.62);
/// the army takes as many of its own contingent's SP as it may.
pub fn army_sp(s: &State, l: LeaderId, space: SpaceId) -> u8 {
    let leader = &s.data.leaders[l as usize];
    s.sp[space as usize][leader.contingent()].min(leader.command)
}

/// The French SP an allied leader's army takes along under #4 The Forgotten Marshal (rules 6, L566, L939):
/// his Power's French SP in the space, up to the command his own contingent's SP leave (E38). With the
/// French contingent.
pub fn marshal_sp(s: &State, l: LeaderId, space: SpaceId) -> Option<(usize, u8)> {
    let leader = &s.data.leaders[l as usize];
    if !s.marshal || !matches!(leader.nation, Nation::Austrian | Nation::Prussian) {
        return None;
    }
    let fr = super::data::contingent(leader.power, Nation::French)?;
    let n = s.sp[space as usize][fr].min(leader.command.saturating_sub(army_sp(s, l, space)));
    (n > 0).then_some((fr, n))
}

/// Where a contingent may build or regroup (KUT 6.31, 6.32): its own friendly-controlled home Key duchy
/// or home zone, holding no enemy formation.
pub fn build_sites(s: &State, c: usize) -> Vec<SpaceId> {
    let (p, _) = CONTINGENTS[c];
    // L2696 (rules 18): no Prussian unit is built after the revolt.
    if !super::revolt::builds(s, c) {
        return vec![];
    }
    (0..s.data.spaces.len() as SpaceId)
        .filter(|&i| {
            let sp = &s.data.spaces[i as usize];
            let site = match sp.kind {
                Kind::Zone => true,
                Kind::Duchy => sp.key_duchy,
                Kind::Sea => false,
            };
            site && sp.home.builds(c, &sp.joint)
                && control::controller(s, i).is_some_and(|o| camp_of(o) == camp_of(p))
                && !s.camp_present(i, 1 - camp_of(p))
        })
        .collect()
}

/// Where a contingent may regroup (KUT 6.32): its build sites, and (rules 2) the Key duchies of the enemy's home
/// that carry a flag of its camp, are not besieged, and connect through the camp's spaces to one of its home
/// edge zones without enemy formations (Prussia, Poland, Galicia, Austria; Rus, Volga, Saratov, Ukraine).
pub fn regroup_sites(s: &State, c: usize) -> Vec<SpaceId> {
    let mut sites = build_sites(s, c);
    if s.rules < 2 {
        return sites;
    }
    let (p, _) = CONTINGENTS[c];
    let camp = camp_of(p);
    let n = s.data.spaces.len();
    // The camp's spaces connected to its edge zones; R1's through the camp's ports too (rules 15, E64).
    let reach = if super::sea::regroups_by_sea(s, c) { super::sea::regroup_reach(s, camp) } else { super::dmc::edge_reach(s, camp) };
    for i in 0..n as SpaceId {
        let sp = &s.data.spaces[i as usize];
        let flagged = s.flags[i as usize].is_some_and(|f| camp_of(f) == camp);
        if sp.key_duchy && flagged && sp.home.camp() == Some(1 - camp) && reach[i as usize] && super::allies::may_enter(s, CONTINGENTS[c].1, i) && !sites.contains(&i) {
            sites.push(i);
        }
    }
    // KUT 6.32, 17.2 (rules 4): the Power's DMCs count as such flagged Keys.
    if super::dmc::on(s) {
        for i in super::dmc::of(s, p) {
            if reach[i as usize] && super::allies::may_enter(s, CONTINGENTS[c].1, i) && !sites.contains(&i) {
                sites.push(i);
            }
        }
    }
    // KUT 6.32, L712 (rules 6): so do the Power's Supply Trains.
    for i in super::supply::regroup_sites(s, p, &reach) {
        if super::allies::may_enter(s, CONTINGENTS[c].1, i) && !sites.contains(&i) {
            sites.push(i);
        }
    }
    sites
}

fn sp_on_map(s: &State, c: usize) -> u32 {
    s.total_sp(c)
}

/// The CP a move costs (KUT 10.1, 10.12): 1 per army, +1 for an Austrian or Prussian army entering a
/// Russian space without its own Power's flag.
pub fn move_cost(s: &State, l: LeaderId, to: SpaceId) -> u8 {
    let leader = &s.data.leaders[l as usize];
    let base = s.data.k("move_cp_per_army_space").max(1) as u8;
    let mut allied = matches!(leader.nation, Nation::Austrian | Nation::Prussian);
    // L933 b (rules 6): French SP in an allied army under #4 move with it for the French 1 CP.
    if let Place::Map(from) = s.leaders[l as usize] {
        if marshal_sp(s, l, from).is_some() {
            allied = false;
        }
    }
    let russian = s.data.spaces[to as usize].home.camp() == Some(super::data::TSARIST);
    if allied && russian && !super::ally_flags::spares_surcharge(s, to, leader.nation, leader.power) {
        base + s.data.k("allied_move_surcharge").max(0) as u8
    } else {
        base
    }
}

/// Whether a leader may take a CP move into an adjacent space (KUT 10.3, 10.5): not a sea line, not
/// a leader marked by a battle or stopped, and out of an enemy fortress duchy only to a friendly or
/// uncontrolled space (KUT 13.41).
pub fn may_move(s: &State, sp: &Spend, l: LeaderId, from: SpaceId, to: SpaceId) -> bool {
    let camp = camp_of(sp.power);
    if s.marked[l as usize] || sp.stopped.contains(&l) || super::relief::waiting(s, from) {
        return false;
    }
    if s.data.spaces[to as usize].kind == Kind::Sea || !super::allies::may_enter(s, s.data.leaders[l as usize].nation, to) {
        return false;
    }
    let from_sp = &s.data.spaces[from as usize];
    if from_sp.fortress > 0 && hostile(s, from, camp) && hostile(s, to, camp) {
        return false;
    }
    // Leaderless enemy soldiers and armies alike stop the mover; a fortress duchy of the enemy stops it too.
    move_cost(s, l, to) <= sp.cp
}

impl Spend {
    fn actions(&self, s: &State) -> Vec<Action> {
        let all = self.all_actions(s);
        if self.reinforcement {
            return all;
        }
        // KUT 19.722 (rules 8): out of Moscow, St. Petersburg and Kiev first; the forced CP move and flag only.
        super::evacuation::filter(s, self.power, self.evacuation, all)
    }

    fn all_actions(&self, s: &State) -> Vec<Action> {
        let p = self.power;
        let camp = camp_of(p);
        let mut out = Vec::new();
        if !self.reinforcement {
            // Movement (KUT 10).
            for l in 0..s.leaders.len() as LeaderId {
                if s.data.leaders[l as usize].power != p {
                    continue;
                }
                if let Place::Map(from) = s.leaders[l as usize] {
                    for &to in s.data.graph.neighbours(from) {
                        if may_move(s, self, l, from, to) {
                            out.push(Action::Move { leader: l, to });
                        }
                    }
                }
            }
            // KUT 10.64 (rules 13): an army group moves as one, its Commander leading.
            out.extend(super::army_group::moves(s, self).into_iter().map(|(leader, to)| Action::MoveGroup { leader, to }));
            // KUT 10.61 (rules 16): the partner's army may join the group, with its owner's consent.
            out.extend(super::join::askable(s, self).into_iter().map(Action::AskJoin));
            // KUT 10.62 (rules 16): a two-Power group's Commander switched by agreement.
            out.extend(super::command::proposable(s, self).into_iter().map(Action::ProposeCommander));
            // KUT 10.6 (rules 17): the Power names the Commander of a group it commands.
            out.extend(super::naming::nameable(s, self).into_iter().map(Action::NameCommander));
            // KUT 10.72, 11.6 (rules 10): an army sharing a zone with the enemy attacks it for 1 CP.
            out.extend(self.zone_attacks(s).into_iter().map(Action::Attack));
            // KUT 10.72 (rules 19, E77): a lone SP sharing a zone with the enemy attacks it for 1 CP.
            out.extend(super::hold::soldier_zone_attacks(s, self).into_iter().map(|(c, at)| Action::ZoneAttackSp { c, at }));
            // KUT 15.2 (rules 14): R1's one convoy of the impulse, port to friendly port.
            out.extend(super::sea::convoys(s, self));
            // Leaderless soldiers, one SP per CP and space (KUT 10.11); under rules 1–9 they never attack,
            // from rules 10 one SP alone may (10.11: "each piece moves on its own").
            for (c, &(cp, _)) in CONTINGENTS.iter().enumerate() {
                if cp != p || self.cp < 1 {
                    continue;
                }
                for from in 0..s.data.spaces.len() as SpaceId {
                    if s.sp[from as usize][c] == 0 || super::relief::waiting(s, from) || self.fought.contains(&(c as u8, from)) {
                        continue;
                    }
                    let fortress_out = s.data.spaces[from as usize].fortress > 0 && hostile(s, from, camp);
                    for &to in s.data.graph.neighbours(from) {
                        let tsp = &s.data.spaces[to as usize];
                        let attack_ok = s.rules >= 10;
                        if tsp.kind == Kind::Sea || (!attack_ok && s.camp_present(to, 1 - camp)) || (fortress_out && hostile(s, to, camp)) {
                            continue;
                        }
                        if (tsp.fortress > 0 && hostile(s, to, camp)) || !super::allies::may_enter(s, CONTINGENTS[c].1, to) {
                            continue;
                        }
                        out.push(Action::MoveSp { c: c as u8, from, to });
                    }
                }
            }
            // Flags (KUT 7.11); from rules 17 the Power's own flag where its own nation's formation (or an ally an
            // event counts as French) flags, the ally's where the ally's does (KUT 7, L749; ally_flags.rs).
            let allied = super::ally_flags::ally_of(p).filter(|_| s.rules >= super::ally_flags::RULES);
            for space in 0..s.data.spaces.len() as SpaceId {
                if may_flag(s, space, p) && flag_cost(s, space) <= self.cp {
                    if super::ally_flags::own_flag_ok(s, space, p) {
                        out.push(Action::Flag(space));
                    }
                    if super::ally_flags::ally_flag_ok(s, space, p) {
                        out.push(Action::FlagAlly(space));
                    }
                }
            }
            // KUT 7.13 (rules 12): an army in a friendly duchy flags an adjacent duchy no enemy could intercept into.
            let own_sites = match allied {
                None => control::adjacent_flag_sites(s, p),
                Some(ally) => control::adjacent_flag_sites_by(s, p, |n| n != ally || super::ally_flags::as_french_for_flags(s, ally)),
            };
            for space in own_sites {
                if flag_cost(s, space) <= self.cp && !out.contains(&Action::Flag(space)) {
                    out.push(Action::Flag(space));
                }
            }
            if let Some(ally) = allied {
                for space in control::adjacent_flag_sites_by(s, p, |n| n == ally) {
                    if flag_cost(s, space) <= self.cp && s.data.spaces[space as usize].home.camp() != Some(camp) && !out.contains(&Action::FlagAlly(space)) {
                        out.push(Action::FlagAlly(space));
                    }
                }
            }
            // KUT 1.7 (L251; rules 18, D41): no flag of a kind whose flags are all on the map.
            out.retain(|a| match *a {
                Action::Flag(x) => super::flag_limits::may_place(s, x, p, false),
                Action::FlagAlly(x) => super::flag_limits::may_place(s, x, p, true),
                _ => true,
            });
            out.extend(super::siege::actions(s, p));
            // KUT 16.6: entrenching for a resource, before any formation moves.
            out.extend(super::entrench::sites(s, p).into_iter().map(Action::Entrench));
            // KUT 16.57 (rules 8): scorching for a resource, any time in the Tsarist Power's scheduled impulse.
            out.extend(super::scorch::sites(s, p).into_iter().map(Action::Scorch));
            // KUT 18.2 (rules 11): the To the Bridges marker, any time in the Power's first impulse.
            if !self.hand_limit {
                out.extend(super::bridges::actions(s, p));
            }
            // Marker dice (KUT 5.5, 9.52): 1 CP, one die.
            if self.cp >= 1 {
                out.push(Action::MarkerDie);
                // KUT 5.5, 14.46: the Imperials likewise for their attrition markers.
                if camp == super::data::IMPERIAL {
                    out.push(Action::AttritionDie);
                }
            }
        }
        // KUT 17.43: the CP of cards discarded over the limit may also roll marker dice.
        if self.hand_limit && self.cp >= 1 {
            out.push(Action::MarkerDie);
            if camp == super::data::IMPERIAL {
                out.push(Action::AttritionDie);
            }
        }
        // Building (KUT 6.1, 6.31) and regrouping (KUT 6.2).
        let per_sp = s.data.k("build_cp_per_sp").max(1) as u8;
        let regroup_sp = s.data.k("regroup_cp_per_sp").max(1) as u8;
        let regroup_leader = s.data.k("regroup_cp_per_leader").max(1) as u8;
        for (c, &(cp, _)) in CONTINGENTS.iter().enumerate() {
            if cp != p {
                continue;
            }
            let mut sites = build_sites(s, c);
            // KUT 17.43: the hand limit's reinforcements go to one site.
            if let Some(site) = self.site {
                sites.retain(|&x| x == site);
            }
            let room = sp_on_map(s, c) < s.data.mix_sp[c] as u32;
            // The regroup sites walk the camp's edge reach: only worth it when something may regroup.
            let leader_waits = (0..s.leaders.len()).any(|l| s.leaders[l] == Place::Regroup && s.data.leaders[l].contingent() == c);
            let may_regroup = (s.regroup[c] > 0 && self.cp >= regroup_sp) || (leader_waits && self.cp >= regroup_leader);
            let mut regroup_at = if may_regroup { regroup_sites(s, c) } else { vec![] };
            if let Some(site) = self.site {
                regroup_at.retain(|&x| x == site);
            }
            // KUT 6.34 (rules 4): in an impulse, also into a besieged fortress of the Power's home.
            if !self.reinforcement && !self.hand_limit {
                for x in super::relief::sites(s, c) {
                    sites.push(x);
                    regroup_at.push(x);
                }
            }
            // The order of rules 1 (a record stores an action as its index): each build site's build and
            // regroup, then the flagged Keys' regroups (KUT 6.32).
            for &site in sites.iter().chain(regroup_at.iter().filter(|x| !sites.contains(x))) {
                if room && self.cp >= per_sp && sites.contains(&site) {
                    out.push(Action::Build { c: c as u8, space: site });
                }
                if s.regroup[c] > 0 && self.cp >= regroup_sp && regroup_at.contains(&site) {
                    out.push(Action::Regroup { c: c as u8, space: site });
                }
            }
            for l in 0..s.leaders.len() as LeaderId {
                let leader = &s.data.leaders[l as usize];
                if leader.contingent() != c {
                    continue;
                }
                match s.leaders[l as usize] {
                    // KUT 6.35, 6.36: some leaders are not built with CP before their turn.
                    Place::Available if self.cp >= leader.build_cp && (s.turn >= leader.first_build_turn || s.bucharest) => {
                        for &site in &sites {
                            out.push(Action::BuildLeader { leader: l, space: site });
                        }
                    }
                    Place::Regroup if self.cp >= regroup_leader => {
                        for &site in &regroup_at {
                            out.push(Action::RegroupLeader { leader: l, space: site });
                        }
                    }
                    _ => {}
                }
            }
        }
        // KUT 16.4 (rules 21): between CP actions too, a resource halves a formation's attrition roll to come.
        if !self.reinforcement && !self.hand_limit {
            out.extend(super::halve::leaders(s, p).into_iter().map(Action::HalveAttrition));
        }
        out.push(Action::Done);
        out
    }
}

/// What a formation's CP move into `to` brings (KUT 10.5, 10.7, 11.11): the movers stop in a zone or an enemy
/// fortress duchy (10.51, 10.53); then the mover's choice in an enemy zone (10.71, rules 12), or the
/// enemy's evasion, or the inactive camp's interceptions (none where the mover's camp already stood, 11.1),
/// each before the arrival's attrition and battle. `movers` are the leaders that moved (an army group's too).
pub fn arrival(s: &State, me: &mut Spend, seat: Power, arrive: super::intercept::Arrive, movers: Vec<LeaderId>, occupied_before: bool) -> Vec<Step> {
    let (leader, from, to) = (arrive.leader, arrive.from, arrive.to);
    let camp = camp_of(seat);
    let dest = &s.data.spaces[to as usize];
    if dest.kind == Kind::Zone || (dest.fortress > 0 && hostile(s, to, camp)) {
        // KUT 10.51, 10.53.
        me.stopped.extend(movers);
    }
    if super::engage::chosen_by_mover(s, seat, to) {
        // KUT 10.71 (rules 12): into a zone held by the enemy, the mover attacks or stays.
        vec![Step::Arrive(arrive), Step::Engage(super::engage::Engage { power: seat, leader, from, to, soldiers: None })]
    } else if s.camp_present(to, 1 - camp) {
        let power = super::intercept::defending_power(s, to, 1 - camp);
        vec![Step::Arrive(arrive), Step::Evade(super::intercept::Evade::new(power, from, to))]
    } else {
        let mut i = super::intercept::Intercept::new(s, seat, from, to);
        // KUT 11.1: no interception where another formation of the mover's camp already stood.
        if occupied_before {
            i.powers.clear();
        }
        vec![Step::Arrive(arrive), Step::Intercept(i)]
    }
}

/// A flag costs 1 CP, 2 in a scorched duchy (KUT 7).
pub fn flag_cost(s: &State, space: SpaceId) -> u8 {
    if s.scorched[space as usize] {
        s.data.k("flag_cp_scorched").max(0) as u8
    } else {
        s.data.k("flag_cp").max(0) as u8
    }
}

impl steps::Step<State> for Spend {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let actions = self.actions(s);
        let id = if self.reinforcement { "kut.reinforce" } else { "kut.spend" };
        Some(Prompt { seat: Some(self.power), id, args: vec![Arg::Seat(self.power), Arg::Num(self.cp as i32)], rule: "KUT 5.5", actions })
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        let mut me = self.clone();
        let mut then: Vec<Step> = vec![];
        match *action {
            Action::Done => {
                s.steps.pop();
                return Ok(());
            }
            Action::Move { leader, to } => {
                let Place::Map(from) = s.leaders[leader as usize] else { return Err(Illegal("the leader is not on the map".into())) };
                s.moved_this_impulse = true;
                let cost = move_cost(s, leader, to);
                me.cp -= cost;
                let from_uncontrolled = control::controller(s, from).is_none();
                let occupied_before = s.camp_present(to, camp_of(seat));
                // KUT 10.4: the attritions this move causes, judged by control before the army arrives.
                let moves = me.moves.iter().find(|m| m.0 == leader).map_or(0, |m| m.1) + 1;
                let k = super::attrition::movement_instances(s, leader, from, to, moves, from_uncontrolled);
                let c = s.data.leaders[leader as usize].contingent();
                let mut n = army_sp(s, leader, from);
                // #4 (rules 6): the French SP of an allied leader's army go with it.
                let french = marshal_sp(s, leader, from);
                s.sp[from as usize][c] -= n;
                s.sp[to as usize][c] += n;
                if let Some((fr, m)) = french {
                    s.sp[from as usize][fr] -= m;
                    s.sp[to as usize][fr] += m;
                    n += m;
                }
                s.leaders[leader as usize] = Place::Map(to);
                match me.moves.iter_mut().find(|m| m.0 == leader) {
                    Some(m) => m.1 += 1,
                    None => me.moves.push((leader, 1)),
                }
                s.log(Some(seat), "kut.move", vec![s.leader_arg(leader), Arg::Num(n as i32), s.space_arg(from), s.space_arg(to)]);
                let camp = camp_of(seat);
                // KUT 10.4, 11.11: the defender's evasion or the inactive camp's interceptions come first,
                // then the mover's attrition, then the battle.
                let _ = camp;
                let mut arrive = super::intercept::Arrive::army(seat, leader, from, to, k);
                arrive.french = french.map_or(0, |f| f.1);
                then = arrival(s, &mut me, seat, arrive, vec![leader], occupied_before);
            }
            Action::MoveGroup { leader, to } => {
                // KUT 10.6x (rules 13): an army group moves as one formation.
                then = super::army_group::apply_move(s, &mut me, seat, leader, to)?;
            }
            Action::ProposeCommander(l) => {
                then = super::command::propose(s, &mut me, seat, l)?;
            }
            Action::NameCommander(l) => {
                then = super::naming::name(s, &mut me, seat, l)?;
            }
            Action::AskJoin(l) => {
                then = super::join::ask(s, &mut me, seat, l)?;
            }
            Action::Convoy { .. } | Action::ConvoySp { .. } | Action::ConvoyPart { .. } => {
                // KUT 15.2 (rules 14).
                then = super::sea::sail(s, &mut me, seat, action)?;
            }
            Action::Siege(l) => {
                // KUT 13.23 (rules 3): the siege's window goes above this step once it is updated.
                then.extend(super::events::response::siege_window(s, seat, l));
            }
            Action::Entrench(x) => {
                super::entrench::build(s, seat, x);
            }
            Action::Scorch(x) => {
                then.extend(super::scorch::scorch(s, seat, x));
            }
            Action::Bridge(a, b) => {
                super::bridges::place(s, seat, a, b)?;
            }
            Action::MoveSp { c, from, to } => {
                s.moved_this_impulse = true;
                me.cp -= 1;
                let occupied_before = s.camp_present(to, camp_of(seat));
                let enemies = s.camp_present(to, 1 - camp_of(seat));
                s.sp[from as usize][c as usize] -= 1;
                s.sp[to as usize][c as usize] += 1;
                s.log(Some(seat), "kut.move_sp", vec![Arg::Num(1), s.space_arg(from), s.space_arg(to)]);
                let arrive = super::intercept::Arrive { power: seat, leader: 0, from, to, attritions: 0, failed_evasions: 0, relief: false, supply_asked: false, french: 0, soldiers: Some(c), stayed: false, companions: vec![], group: vec![], held: vec![] };
                if enemies && super::engage::soldiers_choose(s, seat, to) {
                    // KUT 10.71 (rules 18, E48): into an enemy zone the lone SP attacks or stays; where its camp
                    // already stood it may only stay (10.11: no two soldiers attack together).
                    if super::engage::soldier_may_attack(s, occupied_before) {
                        let engage = super::engage::Engage { power: seat, leader: 0, from, to, soldiers: Some(c) };
                        then = vec![Step::Arrive(arrive), Step::Engage(engage)];
                    } else {
                        super::engage::log_stay_sp(s, seat, c, to);
                        if !me.fought.contains(&(c, to)) {
                            me.fought.push((c, to));
                        }
                    }
                } else if enemies {
                    // KUT 10.11, 10.52 (rules 10): the lone SP attacks; the enemy may evade first (11.6).
                    let power = super::intercept::defending_power(s, to, 1 - camp_of(seat));
                    then = vec![Step::Arrive(arrive), Step::Evade(super::intercept::Evade::new(power, from, to))];
                } else if s.rules >= 7 && !occupied_before {
                    // KUT 11.1, Play Book 11.2 (L2344, rules 7): the soldiers' move may be intercepted, unless
                    // another formation of their camp already stood there.
                    then = vec![Step::Arrive(arrive), Step::Intercept(super::intercept::Intercept::new(s, seat, from, to))];
                }
            }
            Action::Attack(leader) => {
                // KUT 10.72, 11.6's exception (rules 10): 1 CP to attack the enemy sharing the zone; it may evade
                // again (and stay again), else the battle is fought there.
                if !me.zone_attacks(s).contains(&leader) {
                    return Err(Illegal("that army may not attack here".into()));
                }
                let Place::Map(at) = s.leaders[leader as usize] else { return Err(Illegal("the leader is not on the map".into())) };
                s.moved_this_impulse = true;
                me.cp -= super::army_group::zone_attack_cost(s, at, seat);
                s.log(Some(seat), "kut.attack", vec![s.leader_arg(leader), s.space_arg(at)]);
                let arrive = super::intercept::Arrive { power: seat, leader, from: at, to: at, attritions: 0, failed_evasions: 0, relief: false, supply_asked: false, french: 0, soldiers: None, stayed: false, companions: vec![], group: vec![], held: vec![] };
                let power = super::intercept::defending_power(s, at, 1 - camp_of(seat));
                then = vec![Step::Arrive(arrive), Step::Evade(super::intercept::Evade::new(power, at, at))];
            }
            Action::ZoneAttackSp { c, at } => {
                then = super::hold::attack(s, &mut me, seat, c, at)?;
            }
            Action::Flag(space) => {
                me.cp -= flag_cost(s, space);
                control::place_flag(s, space, seat);
                s.log(Some(seat), "kut.flag", vec![Arg::Seat(seat), s.space_arg(space)]);
                morale::flag_placed(s, space, seat);
            }
            Action::FlagAlly(space) => {
                me.cp -= flag_cost(s, space);
                control::place_flag(s, space, seat);
                super::ally_flags::mark(s, space, seat, true);
                let nation = if seat == super::data::FN { "kut.contingent.pru" } else { "kut.contingent.aut" };
                s.log(Some(seat), "kut.flag_ally", vec![Arg::Seat(seat), Arg::Key(nation.into()), s.space_arg(space)]);
                morale::flag_placed(s, space, seat);
            }
            Action::MarkerDie => {
                me.cp -= 1;
                let d = s.d6();
                s.log(Some(seat), "kut.marker_die", vec![Arg::Seat(seat), Arg::Roll(d)]);
                if s.data.band("marker_die", d as i32).is_some() {
                    morale::gain(s, camp_of(seat), 1);
                }
            }
            Action::AttritionDie => {
                me.cp -= 1;
                super::attrition::gain_die(s);
            }
            Action::HalveAttrition(l) => {
                super::halve::spend(s, seat, l);
            }
            Action::Build { c, space } => {
                me.cp -= s.data.k("build_cp_per_sp").max(1) as u8;
                let alone = super::relief::enemy_zone(s, space, camp_of(seat));
                if me.hand_limit {
                    me.site = Some(space);
                }
                s.sp[space as usize][c as usize] += 1;
                s.log(Some(seat), "kut.build", vec![Arg::Seat(seat), Arg::Num(1), s.space_arg(space)]);
                super::relief::placed(s, space, seat, alone);
            }
            Action::Regroup { c, space } => {
                me.cp -= s.data.k("regroup_cp_per_sp").max(1) as u8;
                let alone = super::relief::enemy_zone(s, space, camp_of(seat));
                s.regroup[c as usize] -= 1;
                s.sp[space as usize][c as usize] += 1;
                if me.hand_limit {
                    me.site = Some(space);
                }
                // KUT 17.35: regrouped in the interphase, their move is over.
                if me.reinforcement && s.rules >= 2 {
                    match s.fresh.iter_mut().find(|f| f.0 == space && f.1 == c) {
                        Some(f) => f.2 += 1,
                        None => s.fresh.push((space, c, 1)),
                    }
                }
                s.log(Some(seat), "kut.regroup", vec![Arg::Seat(seat), Arg::Num(1), s.space_arg(space)]);
                super::relief::placed(s, space, seat, alone);
            }
            Action::BuildLeader { leader, space } => {
                me.cp -= s.data.leaders[leader as usize].build_cp;
                let alone = super::relief::enemy_zone(s, space, camp_of(seat));
                s.leaders[leader as usize] = Place::Map(space);
                if me.hand_limit {
                    me.site = Some(space);
                }
                s.log(Some(seat), "kut.build_leader", vec![s.leader_arg(leader), s.space_arg(space)]);
                super::relief::placed(s, space, seat, alone);
            }
            Action::RegroupLeader { leader, space } => {
                me.cp -= s.data.k("regroup_cp_per_leader").max(1) as u8;
                let alone = super::relief::enemy_zone(s, space, camp_of(seat));
                s.leaders[leader as usize] = Place::Map(space);
                if me.hand_limit {
                    me.site = Some(space);
                }
                if me.reinforcement && s.rules >= 2 {
                    s.fresh_leaders.push(leader);
                }
                s.log(Some(seat), "kut.build_leader", vec![s.leader_arg(leader), s.space_arg(space)]);
                super::relief::placed(s, space, seat, alone);
            }
            _ => return Err(Illegal("not a CP action".into())),
        }
        if s.outcome.is_some() {
            return Ok(());
        }
        let moved = match *action {
            Action::Move { leader, .. } | Action::MoveGroup { leader, .. } => Some(leader),
            _ => None,
        };
        *s.steps.last_mut().expect("the spend step is on top") = Step::Spend(me);
        // KUT 5.22 (rules 3): the responses to a move, once its interceptions and battle are over.
        if let Some(leader) = moved {
            super::events::response::after_move(s, seat, leader);
        }
        s.steps.extend(then);
        Ok(())
    }
}

/// Whether a space is friendly to the Power's camp (re-exported for the rules that need it).
pub fn is_friendly(s: &State, space: SpaceId, p: Power) -> bool {
    friendly(s, space, camp_of(p))
}

/// The chance of a pre-emptive impulse between two scheduled ones (KUT 4.22): the Power holding strictly the
/// most cards may take one now, unless it just played, is due next (D20), or the last impulse was pre-emptive.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Preempt {
    pub power: Power,
}

/// The Power that may pre-empt now, if any.
pub fn preemptor(s: &State, just_played: Power, next: Power) -> Option<Power> {
    if !s.preempt_ok || s.last_preemptive {
        return None;
    }
    if super::single_hand::on(s) {
        return super::single_hand::preemptor(s, just_played, next);
    }
    let p = most_cards(s)?;
    (p != just_played && p != next).then_some(p)
}

/// The Power holding strictly the most cards, Home cards included (KUT 4.22); none on a tie or with no cards.
pub fn most_cards(s: &State) -> Option<Power> {
    let counts: Vec<usize> = s.hands.iter().map(|h| h.len()).collect();
    let max = *counts.iter().max()?;
    if max == 0 || counts.iter().filter(|&&c| c == max).count() > 1 {
        return None;
    }
    counts.iter().position(|&c| c == max).map(|p| p as Power)
}

impl steps::Step<State> for Preempt {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        Some(Prompt {
            seat: Some(self.power),
            id: "kut.preempt",
            args: vec![Arg::Seat(self.power), Arg::Num(s.hands[super::single_hand::hand_of(s, self.power)].len() as i32)],
            rule: "KUT 4.22",
            actions: vec![Action::Preempt, Action::Done],
        })
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        s.steps.pop();
        if *action == Action::Preempt {
            s.log(Some(seat), "kut.preempt", vec![Arg::Seat(seat)]);
            let mut i = Impulse::new(seat);
            i.preemptive = true;
            s.steps.push(Step::Impulse(i));
        }
        Ok(())
    }
}

/// The Mulligan (KUT 2.8): in impulse order each Power keeps its hand or discards every card but its Home
/// and Must Play cards and draws one fewer, as often as it likes.
/// In the interphase (KUT 17.42, rules 4) only the cards just dealt may be mulliganed: the hand's first
/// `carried` cards are those kept from the turn before, and once the Power is done half of them, at random,
/// go back into the deck for as many new ones.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Mulligan {
    pub power: Power,
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "is_zero")]
    pub carried: u8,
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub interphase: bool,
    /// The last Power's Mulligan of the interphase: the hand limit (17.43) follows it.
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub last: bool,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl Mulligan {
    pub fn new(power: Power) -> Mulligan {
        Mulligan { power, carried: 0, interphase: false, last: false }
    }

    /// KUT 17.42: the carried cards' half (rounded up, E28) at random into the deck, shuffled, and as many
    /// drawn; after the last Power, the hand limit (17.43).
    fn finish(&self, s: &mut State) {
        if !self.interphase {
            return;
        }
        let p = self.power as usize;
        let carried: Vec<u16> = s.hands[p].iter().copied().take(self.carried as usize).collect();
        let n = carried.len().div_ceil(2);
        if n > 0 {
            let mut pool = carried;
            s.chance.shuffle(&mut pool);
            let gone: Vec<u16> = pool.into_iter().take(n).collect();
            s.hands[p].retain(|c| !gone.contains(c));
            s.deck.extend(gone.iter().copied());
            let mut deck = std::mem::take(&mut s.deck);
            s.chance.shuffle(&mut deck);
            s.deck = deck;
            for _ in 0..n {
                if let Some(c) = draw(s) {
                    s.hands[p].push(c);
                }
            }
            s.chance.reveal();
            s.log(Some(self.power), "kut.carried_halved", vec![Arg::Seat(self.power), Arg::Num(self.carried as i32), Arg::Num(n as i32)]);
        }
        if self.last {
            super::hand_limit::cut_all(s);
        }
    }
}

fn mulligan_discards(s: &State, p: Power, carried: u8) -> Vec<u16> {
    s.hands[p as usize].iter().skip(carried as usize).copied().filter(|&c| s.data.card(c).is_some_and(|x| x.class == CardClass::Regular)).collect()
}

impl steps::Step<State> for Mulligan {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let n = mulligan_discards(s, self.power, self.carried).len();
        if n == 0 {
            return None;
        }
        Some(Prompt {
            seat: Some(self.power),
            id: "kut.mulligan",
            args: vec![Arg::Seat(self.power), Arg::Num(n as i32), Arg::Num(n as i32 - 1)],
            rule: "KUT 2.8",
            actions: vec![Action::Mulligan, Action::Done],
        })
    }

    /// Nothing to mulligan: straight on to the carried cards (KUT 17.42).
    fn run(&self, s: &mut State) {
        self.finish(s);
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        if *action == Action::Done {
            s.steps.pop();
            self.finish(s);
            return Ok(());
        }
        let gone = mulligan_discards(s, seat, self.carried);
        s.hands[seat as usize].retain(|c| !gone.contains(c));
        let less = s.data.k("mulligan_draw_less").max(0) as usize;
        let n = gone.len().saturating_sub(less);
        for _ in 0..n {
            if let Some(c) = draw(s) {
                s.hands[seat as usize].push(c);
            }
        }
        s.discard.extend(gone.iter().copied());
        s.log(Some(seat), "kut.mulligan", vec![Arg::Seat(seat), Arg::Num(gone.len() as i32), Arg::Num(n as i32)]);
        Ok(())
    }
}
