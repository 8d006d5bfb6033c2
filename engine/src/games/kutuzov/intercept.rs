//! Interception and evasion (KUT 11): the inactive camp's answers to an army's move, decided by the
//! Power that may act, before the mover's attrition and the battle (KUT 11.11).

use serde::Serialize;

use super::attrition;
use super::battle::Battle;
use super::control::{self, controller_camp};
use super::data::{camp_of, camp_powers, Kind, LeaderId, LineType, Power, SpaceId, IMPERIAL, TSARIST};
use super::impulse::army_sp;
use super::morale;
use super::state::{Place, State, Step};
use super::Action;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// After the moving army arrived: its movement attrition (KUT 10.4), then the battle if enemies are still
/// there (KUT 10.52).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Arrive {
    pub power: Power,
    pub leader: LeaderId,
    pub from: SpaceId,
    pub to: SpaceId,
    pub attritions: u32,
    /// Failed enemy evasions: +1 attacker die each in round 1, no defender terrain (KUT 11.8).
    pub failed_evasions: u8,
    /// The pieces built into a besieged fortress attack its besiegers (KUT 6.34): no army moved.
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub relief: bool,
    /// The mover's camp was asked for a Supply Train before the attrition of a scorched duchy (rules 6, L650).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub supply_asked: bool,
    /// French SP that came with an allied leader's army under #4 (rules 6): their attrition too (E38).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "is_zero")]
    pub french: u8,
    /// Leaderless soldiers of this contingent moved, not an army (rules 7, KUT 10.11, Play Book 11.2): an
    /// interceptor that reached them fights them; `leader` is then not read.
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub soldiers: Option<u8>,
    /// The enemy in the zone evaded and stayed there (KUT 11.6, rules 10), or the mover chose to stay beside
    /// it (10.71, rules 12): no battle; the mover may attack later for 1 CP (10.72).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub stayed: bool,
    /// The other contingents of an army group that moved with the leader's (KUT 10.63, rules 13), each with
    /// its first leader: their movement attrition too (10.4).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub companions: Vec<(u8, LeaderId)>,
    /// An army group's leaders, its Commander first (KUT 10.73, rules 13): if he fell to the move's attrition,
    /// the first of them still there leads the group's battle.
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub group: Vec<LeaderId>,
    /// SP in the space, by contingent (one entry each), that take no part in the battle (rules 19, hold.rs):
    /// enemy soldiers that evaded and stayed in the zone (11.6), and a lone soldier's camp when it attacks in
    /// its zone (10.72).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub held: Vec<u8>,
}

impl Arrive {
    /// An army's (or a group's Commander's) arrival from a CP move, with its attritions.
    pub fn army(power: Power, leader: LeaderId, from: SpaceId, to: SpaceId, attritions: u32) -> Arrive {
        Arrive { power, leader, from, to, attritions, failed_evasions: 0, relief: false, supply_asked: false, french: 0, soldiers: None, stayed: false, companions: vec![], group: vec![], held: vec![] }
    }
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl steps::Step<State> for Arrive {
    fn prompt(&self, _s: &State) -> Option<Prompt<Action>> {
        None
    }

    fn run(&self, s: &mut State) {
        // Rules 19 (E45, E77): the SP that take no part are set aside until what follows is over.
        super::hold::set_aside(s, self.to, &self.held);
        // No battle when the enemy evaded and stayed in the zone or the mover chose to stay (KUT 11.6, 10.71);
        // from rules 12 an army that moved still rolls its movement attrition (10.4), as every mover does
        // (E48; under rules 10–11 it rolled none).
        if self.stayed && (s.rules < 12 || self.soldiers.is_some()) {
            return;
        }
        if let Some(c) = self.soldiers {
            self.soldiers_arrive(s, c);
            return;
        }
        let camp = camp_of(self.power);
        let here = s.leaders[self.leader as usize] == Place::Map(self.to);
        // KUT 5.6 example 3 (L650, rules 6): before the loss of a scorched duchy, a Supply Train may be placed.
        if s.rules >= 6 && !self.supply_asked && self.attritions > 0 && here && s.scorched[self.to as usize] {
            if let Some(w) = super::events::response::before_scorched_attrition(s, self.to, self.power, self.leader) {
                s.steps.push(Step::Arrive(Arrive { supply_asked: true, held: vec![], ..self.clone() }));
                s.steps.push(Step::Window(w));
                return;
            }
        }
        let mut attritions = self.attritions;
        if self.supply_asked && super::supply::shields(s, camp, self.to) {
            attritions = attritions.saturating_sub(1);
        }
        if attritions > 0 && here {
            let c = s.data.leaders[self.leader as usize].contingent();
            attrition::roll(s, self.to, camp, attritions, Some((c, self.leader)));
            if let Some(fr) = super::data::contingent(self.power, super::data::Nation::French).filter(|_| self.french > 0) {
                if s.outcome.is_none() {
                    attrition::roll_sp(s, self.to, camp, attritions, fr, self.french);
                }
            }
            // KUT 10.63 (rules 13): each other army of a group that moved rolls its attrition too.
            for &(c, l) in &self.companions {
                if s.outcome.is_none() {
                    attrition::roll(s, self.to, camp, attritions, Some((c as usize, l)));
                }
            }
            if s.outcome.is_some() {
                return;
            }
        }
        if self.relief {
            // KUT 6.34: the relief force fights unless the besiegers evaded; in a zone (6.33, rules 21) an enemy
            // that evaded and stayed there is not fought either (11.6).
            if !self.stayed && s.camp_present(self.to, camp) && s.camp_present(self.to, 1 - camp) {
                let leader = super::relief::commander(s, self.to, camp);
                let mut b = Battle::new(self.power, leader, self.from, self.to);
                b.failed_evasions = self.failed_evasions;
                b.relief = true;
                s.steps.push(Step::Battle(b));
                super::events::response::before_battle(s, self.to, self.power, leader);
            }
            return;
        }
        // KUT 10.73 (rules 13): a group whose Commander fell fights under the first of its leaders left.
        let leader = std::iter::once(self.leader).chain(self.group.iter().copied()).find(|&l| s.leaders[l as usize] == Place::Map(self.to));
        if let (false, Some(leader)) = (self.stayed, leader.filter(|_| s.camp_present(self.to, camp) && s.camp_present(self.to, 1 - camp))) {
            let mut b = Battle::new(self.power, leader, self.from, self.to);
            b.failed_evasions = self.failed_evasions;
            let (at, leader) = (b.at, b.leader);
            s.steps.push(Step::Battle(b));
            // KUT 5.3 (rules 3): battle cards before round 1's dice.
            super::events::response::before_battle(s, at, self.power, leader);
        }
    }
}

impl Arrive {
    /// Rules 7 (KUT 10.11, 11.1, Play Book 11.2 L2344–L2346): leaderless soldiers that an enemy army
    /// intercepted fight it where they arrived: they attack, with no leader's rating (the battle's commander
    /// is the first leader there, of either camp, as in a relief battle, E27), and the interceptor defends
    /// with the terrain of the line the soldiers crossed (12.4).
    fn soldiers_arrive(&self, s: &mut State, c: u8) {
        let camp = camp_of(self.power);
        if s.sp[self.to as usize][c as usize] == 0 || !s.camp_present(self.to, 1 - camp) {
            return;
        }
        let leader = super::relief::commander(s, self.to, camp);
        // KUT 10.52 (rules 10): soldiers that fight move no more this impulse (E45).
        if s.rules >= 10 {
            if let Some(Step::Spend(sp)) = s.steps.iter_mut().rev().find(|x| matches!(x, Step::Spend(_))) {
                if sp.power == self.power && !sp.fought.contains(&(c, self.to)) {
                    sp.fought.push((c, self.to));
                }
            }
        }
        let mut b = Battle::new(self.power, leader, self.from, self.to);
        b.soldiers = true;
        // KUT 11.8 (rules 19): the defenders' failed evasions count against a lone soldier's attack too (under
        // rules 10–18 its battle did not read them, E45).
        if s.rules >= super::hold::RULES {
            b.failed_evasions = self.failed_evasions;
        }
        s.steps.push(Step::Battle(b));
        super::events::response::before_battle(s, self.to, self.power, leader);
    }
}

/// Modifier for the line crossed (KUT 11.4, 11.8): −1 Rough; Marsh −1 for Tsarists on turns 1-2 (an
/// Imperial may not intercept across it, and evades across it at −1).
fn line_mod(s: &State, camp: u8, a: SpaceId, b: SpaceId) -> i32 {
    let winter = s.turn as i32 >= s.data.k("winter_first_turn");
    match super::bridges::line(s, camp, a, b) {
        Some(LineType::Rough) => -1,
        Some(LineType::Marsh) if camp == TSARIST && !winter => -1,
        Some(LineType::Marsh) if camp == IMPERIAL => -1,
        _ => 0,
    }
}

/// The owner camp of a space before any control change (KUT 3.1: control does not change mid-resolution).
fn owner_camp(s: &State, space: SpaceId) -> Option<u8> {
    s.flags[space as usize].or(s.data.spaces[space as usize].home.power()).map(camp_of)
}

/// The terms of an interception or evasion roll from `a` into `b` (KUT 11.4, 11.8): the commander's battle
/// rating, the line crossed, +1 into a space of the camp, −1 out of an enemy one. Each with its message id.
pub fn attempt_terms(s: &State, camp: u8, rating: u8, a: SpaceId, b: SpaceId) -> Vec<(&'static str, i32)> {
    let mut v = vec![("kut.odds.rating", rating as i32)];
    let line = line_mod(s, camp, a, b);
    if line != 0 {
        v.push(("kut.odds.line", line));
    }
    if owner_camp(s, b) == Some(camp) {
        v.push(("kut.odds.into_friendly", 1));
    }
    if owner_camp(s, a) == Some(1 - camp) {
        v.push(("kut.odds.out_of_enemy", -1));
    }
    v
}

/// The commander of a camp's formations in a space that evades (the best battle rating, KUT 11.8).
pub fn evading_commander(s: &State, camp: u8, at: SpaceId) -> Option<LeaderId> {
    // KUT 10.62, 11.51 (rules 13): a group's Commander alone gives his rating.
    if let Some(l) = super::army_group::commander(s, at, camp) {
        return Some(l);
    }
    (0..s.leaders.len() as LeaderId)
        .filter(|&l| s.leaders[l as usize] == Place::Map(at) && camp_of(s.data.leaders[l as usize].power) == camp)
        .max_by_key(|&l| s.battle_rating(l))
}

pub(super) fn roll_2d6(s: &mut State) -> i32 {
    s.dice(2).iter().map(|&d| d as i32).sum()
}

/// The inactive camp may intercept into the space an army entered (KUT 11.1–11.5): each of its Powers in
/// turn, with each army that may.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Intercept {
    pub to: SpaceId,
    pub from: SpaceId,
    /// The Powers still to be asked, the one asked now first.
    pub powers: Vec<Power>,
    /// #3 General Eble's Pontooniers or #65 Over the River was played: this interception may cross a
    /// River line (rules 3, L1103, L1860).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub over_river: bool,
    /// #109 Distant Gunfire was played: leaderless soldiers may try as if led (rules 5, L1100).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub virtual_leader: bool,
    /// The leaderless stacks that tried already (contingent, space): one try each.
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub tried: Vec<(u8, SpaceId)>,
    /// #72 Concentration of Forces was played at the start of the battle in `to`: armies two spaces away may
    /// try too (rules 6, L1073, L2348).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub two_spaces: bool,
}

impl Intercept {
    pub fn new(s: &State, active: Power, from: SpaceId, to: SpaceId) -> Intercept {
        let mut powers: Vec<Power> = (1..4).map(|k| (active + k) % 4).filter(|&p| camp_of(p) != camp_of(active)).collect();
        // KUT 11.3: never into a zone holding only enemy formations.
        if s.data.spaces[to as usize].kind == Kind::Zone {
            powers.clear();
        }
        Intercept { to, from, powers, over_river: false, virtual_leader: false, tried: vec![], two_spaces: false }
    }

    /// #72 Concentration of Forces (rules 6, L2348): the armies of `player`'s camp, its Powers from `player`
    /// on, may try to intercept into the battle space `at`, from one or two spaces away.
    pub fn concentration(player: Power, at: SpaceId) -> Intercept {
        let powers = (0..4).map(|k| (player + k) % 4).filter(|&q| camp_of(q) == camp_of(player)).collect();
        Intercept { to: at, from: at, powers, over_river: false, virtual_leader: false, tried: vec![], two_spaces: true }
    }

    /// The way `p`'s army in `at` intercepts by (KUT 11.3): `Some(None)` straight across the line,
    /// `Some(Some(m))` through the duchy `m` under #72 (L2348: never through a zone, enemy formations or an
    /// enemy fortress; each line as 11.3 allows), `None` not at all.
    pub fn way(&self, s: &State, p: Power, at: SpaceId) -> Option<Option<SpaceId>> {
        if at == self.to {
            return None;
        }
        if self.may_come_from(s, p, at) {
            return Some(None);
        }
        if !self.two_spaces {
            return None;
        }
        let camp = camp_of(p);
        if s.camp_present(at, 1 - camp) {
            return None;
        }
        s.data.graph.neighbours(at).iter().copied().find(|&m| {
            let sp = &s.data.spaces[m as usize];
            m != self.to
                && sp.kind == Kind::Duchy
                && s.data.graph.adjacent(m, self.to)
                && !s.camp_present(m, 1 - camp)
                && !(sp.fortress > 0 && control::hostile(s, m, camp))
                && self.line_open(camp, super::bridges::line(s, camp, at, m))
                && self.line_open(camp, super::bridges::line(s, camp, m, self.to))
        }).map(Some)
    }

    fn line_open(&self, camp: u8, line: Option<LineType>) -> bool {
        match line {
            Some(LineType::River) => self.over_river,
            Some(LineType::Marsh) => camp == TSARIST,
            _ => true,
        }
    }

    /// The terms of `l`'s attempt (KUT 11.4): by the way it takes, both lines' modifiers for two spaces.
    pub fn terms(&self, s: &State, l: LeaderId, at: SpaceId) -> Vec<(&'static str, i32)> {
        let d = &s.data.leaders[l as usize];
        let camp = camp_of(d.power);
        match self.way(s, d.power, at) {
            Some(Some(m)) => {
                let mut v = attempt_terms(s, camp, s.battle_rating(l), at, self.to);
                let lines = line_mod(s, camp, at, m) + line_mod(s, camp, m, self.to);
                if lines != 0 {
                    v.push(("kut.odds.line", lines));
                }
                v
            }
            _ => attempt_terms(s, camp, s.battle_rating(l), at, self.to),
        }
    }

    /// The armies of `p` that may try (KUT 11.3): adjacent, unmarked, not across a River, an Imperial not
    /// across a Marsh, not out of a space where enemies stand.
    pub fn candidates(&self, s: &State, p: Power) -> Vec<LeaderId> {
        (0..s.leaders.len() as LeaderId)
            .filter(|&l| {
                let d = &s.data.leaders[l as usize];
                let Place::Map(at) = s.leaders[l as usize] else { return false };
                d.power == p && !s.marked[l as usize] && self.way(s, p, at).is_some()
            })
            .collect()
    }

    /// KUT 11.3: a space `p`'s forces may intercept from.
    fn may_come_from(&self, s: &State, p: Power, at: SpaceId) -> bool {
        let camp = camp_of(p);
        s.data.graph.adjacent(at, self.to)
            && !s.camp_present(at, 1 - camp)
            && !super::evacuation::barred(s, camp, self.to)
            // L2464 (rules 11): an Imperial interception may cross a bridged River.
            && match super::bridges::line(s, camp, at, self.to) {
                Some(LineType::River) => self.over_river,
                Some(LineType::Marsh) => camp == TSARIST,
                _ => true,
            }
    }

    /// #109 Distant Gunfire (rules 5, L1100, E34): the leaderless soldiers of `p` that may try as if led —
    /// each contingent's SP in an adjacent space where no leader of that contingent stands, once each.
    pub fn sp_candidates(&self, s: &State, p: Power) -> Vec<(u8, SpaceId)> {
        if !self.virtual_leader {
            return vec![];
        }
        let mut out = Vec::new();
        for &at in s.data.graph.neighbours(self.to) {
            if !self.may_come_from(s, p, at) {
                continue;
            }
            for c in 0..6u8 {
                let led = (0..s.leaders.len()).any(|l| s.leaders[l] == Place::Map(at) && s.data.leaders[l].contingent() == c as usize);
                if super::data::CONTINGENTS[c as usize].0 == p && s.sp[at as usize][c as usize] > 0 && !led && !self.tried.contains(&(c, at)) {
                    out.push((c, at));
                }
            }
        }
        out
    }
}

impl steps::Step<State> for Intercept {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let &p = self.powers.first()?;
        let c = self.candidates(s, p);
        let sp = self.sp_candidates(s, p);
        let mut cards = super::events::river::cards(s, self, p);
        cards.extend(super::events::river::gunfire_cards(s, self, p));
        if c.is_empty() && sp.is_empty() && cards.is_empty() {
            return None;
        }
        // KUT 11.51 (rules 16): an army group's interception, declared under its Commander.
        let groups = super::group_intercept::declarations(s, self, p);
        let mut actions: Vec<Action> = c.into_iter().map(Action::Intercept).collect();
        actions.extend(groups.into_iter().map(Action::InterceptGroup));
        actions.extend(sp.into_iter().map(|(c, from)| Action::InterceptSp { c, from }));
        actions.extend(cards.into_iter().map(Action::Event));
        actions.push(Action::Done);
        Some(Prompt { seat: Some(p), id: "kut.intercept", args: vec![Arg::Seat(p), s.space_arg(self.to)], rule: "KUT 11.1", actions })
    }

    /// The Power asked has no army that may try: the next one is asked.
    fn run(&self, s: &mut State) {
        let mut me = self.clone();
        if !me.powers.is_empty() {
            me.powers.remove(0);
        }
        if !me.powers.is_empty() {
            s.steps.push(Step::Intercept(me));
        }
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        match *action {
            Action::Done => {
                s.steps.pop();
                self.run(s);
            }
            Action::Event(c) => {
                if !super::events::river::cards(s, self, seat).contains(&c) && !super::events::river::gunfire_cards(s, self, seat).contains(&c) {
                    return Err(Illegal(format!("#{c} does not help this interception")));
                }
                super::events::river::play(s, seat, c);
            }
            Action::InterceptGroup(l) => super::group_intercept::apply(self, s, seat, l)?,
            Action::InterceptSp { c, from } => {
                if !self.sp_candidates(s, seat).contains(&(c, from)) {
                    return Err(Illegal("those soldiers may not try".into()));
                }
                self.virtual_interception(s, seat, c, from);
            }
            Action::Intercept(l) => {
                let Place::Map(at) = s.leaders[l as usize] else { return Err(Illegal("not on the map".into())) };
                let camp = camp_of(seat);
                let d = s.data.leaders[l as usize].clone();
                let way = self.way(s, seat, at).flatten();
                let m: i32 = self.terms(s, l, at).iter().map(|x| x.1).sum();
                let roll = roll_2d6(s);
                let ok = s.data.band("interception", roll + m).is_some_and(|b| b.value > 0);
                s.log(Some(seat), "kut.intercept", vec![s.leader_arg(l), s.space_arg(self.to), Arg::Num(roll), Arg::Num(roll + m)]);
                if ok {
                    let c = d.contingent();
                    let n = army_sp(s, l, at);
                    // KUT 11.5 (rules 2): the move's attrition as for a CP move, without forced march.
                    let from_uncontrolled = control::controller(s, at).is_none();
                    let mut k = attrition::movement_instances(s, l, way.unwrap_or(at), self.to, 0, from_uncontrolled);
                    // #72 (rules 6): the duchy passed through is entered too (10.45).
                    if way.is_some_and(|m| s.scorched[m as usize] && !super::supply::shields(s, camp, m)) {
                        k += 1;
                    }
                    let french = super::impulse::marshal_sp(s, l, at);
                    s.sp[at as usize][c] -= n;
                    s.sp[self.to as usize][c] += n;
                    if let Some((fr, m)) = french {
                        s.sp[at as usize][fr] -= m;
                        s.sp[self.to as usize][fr] += m;
                    }
                    s.leaders[l as usize] = Place::Map(self.to);
                    // KUT 15.3's exception (rules 16): friendly forces joining a landing.
                    super::sea::joined(s, camp, self.to);
                    if s.rules >= 2 && k > 0 {
                        attrition::roll(s, self.to, camp, k, Some((c, l)));
                        if let Some((fr, m)) = french {
                            if s.outcome.is_none() {
                                attrition::roll_sp(s, self.to, camp, k, fr, m);
                            }
                        }
                    }
                } else {
                    // KUT 11.51 (rules 16): an army of a group failing marks the whole group.
                    super::group_intercept::mark_failed(s, at, camp, &[l]);
                }
            }
            _ => return Err(Illegal("an interception is asked".into())),
        }
        Ok(())
    }
}

impl Intercept {
    /// #109 Distant Gunfire (L1100, E34): the leaderless SP try as if led by a leader rated 0 (the virtual
    /// leader adds nothing); success moves all of them into the space with the attrition of 11.5 on the
    /// camp's units there; failure leaves them where they are, and they may not try again.
    fn virtual_interception(&self, s: &mut State, p: Power, c: u8, from: SpaceId) {
        let camp = camp_of(p);
        if let Some(Step::Intercept(i)) = s.steps.last_mut() {
            i.tried.push((c, from));
        }
        let m: i32 = attempt_terms(s, camp, 0, from, self.to).iter().map(|x| x.1).sum();
        let roll = roll_2d6(s);
        let ok = s.data.band("interception", roll + m).is_some_and(|b| b.value > 0);
        let key = format!("kut.contingent.{}", super::data::CONTINGENT_KEYS[c as usize]);
        s.log(Some(p), "kut.intercept_sp", vec![Arg::Key(key), s.space_arg(from), s.space_arg(self.to), Arg::Num(roll), Arg::Num(roll + m)]);
        if !ok {
            return;
        }
        let n = s.sp[from as usize][c as usize];
        // KUT 11.5: the move's attrition (a Marsh line for Imperials, uncontrolled into enemy, scorched).
        let mut k = 0;
        if camp == IMPERIAL && s.data.line(from, self.to) == Some(LineType::Marsh) {
            k += 1;
        }
        let dest = &s.data.spaces[self.to as usize];
        if control::controller(s, from).is_none() && dest.kind == Kind::Duchy && dest.fortress == 0 && control::hostile(s, self.to, camp) {
            k += 1;
        }
        if s.scorched[self.to as usize] && !super::supply::shields(s, camp, self.to) {
            k += 1;
        }
        s.sp[from as usize][c as usize] = 0;
        s.sp[self.to as usize][c as usize] += n;
        if k > 0 {
            if s.rules >= 6 {
                // E36: the attrition of the move falls on the soldiers who moved, not on the camp's others there.
                attrition::roll_sp(s, self.to, camp, k, c as usize, n);
            } else {
                attrition::roll(s, self.to, camp, k, None);
            }
        }
    }
}

/// The enemy in the space an army entered may try to evade (KUT 11.6–11.10): its whole formation to one
/// adjacent space, decided by the Power of its commander.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Evade {
    pub power: Power,
    pub from: SpaceId,
    pub at: SpaceId,
    /// Leaderless soldiers evade piece by piece (rules 10): the SP, by contingent, whose attempt failed
    /// (they stay and may not try again).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub failed: Vec<u8>,
    /// The Powers that are done evading their soldiers.
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub passed: Vec<Power>,
    /// Leaderless SP, by contingent, that evaded and stayed in the zone (rules 19, KUT 11.6's exception): they
    /// take no part in the battle (hold.rs) and may not try again.
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub stayed: Vec<u8>,
}

impl Evade {
    pub fn new(power: Power, from: SpaceId, at: SpaceId) -> Evade {
        Evade { power, from, at, failed: vec![], passed: vec![], stayed: vec![] }
    }

    /// Whether the defending camp has a leader in the space: its formation evades whole (11.6, E8).
    fn has_army(&self, s: &State, camp: u8) -> bool {
        !super::army_group::leaders_of_camp(s, self.at, camp).is_empty()
    }

    /// Where the formation may go: [`evade_options`], and from rules 10 the zone itself when it stands in
    /// one (KUT 11.6's exception, 10.51: a successful evader in a zone may stay in it).
    fn options(&self, s: &State, camp: u8, stay: bool) -> Vec<SpaceId> {
        let mut v = evade_options(s, camp, self.from, self.at);
        if stay && s.rules >= 10 && s.data.spaces[self.at as usize].kind == Kind::Zone {
            v.push(self.at);
        }
        v
    }

    /// Rules 10 (KUT 11.6): the SP of `p`'s contingents in the space, led by no leader, that may still try,
    /// each SP on its own.
    fn pieces(&self, s: &State, p: Power) -> Vec<u8> {
        (0..6u8)
            .filter(|&c| {
                let c_us = c as usize;
                super::data::CONTINGENTS[c_us].0 == p && s.sp[self.at as usize][c_us] as usize > self.failed.iter().chain(&self.stayed).filter(|&&x| x == c).count()
            })
            .collect()
    }

    /// The Power whose soldiers are asked now: the camp's Powers from the defending one, not yet done.
    fn piece_power(&self, s: &State, camp: u8) -> Option<Power> {
        let first = self.power;
        (0..4).map(|k| (first + k) % 4).filter(|&p| camp_of(p) == camp && !self.passed.contains(&p)).find(|&p| !self.pieces(s, p).is_empty())
    }
}

/// Where the formation may evade (KUT 11.6, 11.7, 13.41): adjacent, not where the enemy came from, not by
/// sea, not across a River, not into enemy formations or an enemy fortress (one its camp besieges is open from
/// rules 20), not into a zone.
pub fn evade_options(s: &State, camp: u8, from: SpaceId, at: SpaceId) -> Vec<SpaceId> {
    s.data
        .graph
        .neighbours(at)
        .iter()
        .copied()
        .filter(|&t| {
            let sp = &s.data.spaces[t as usize];
            t != from
                && sp.kind != Kind::Sea
                && super::bridges::line(s, camp, at, t) != Some(LineType::River)
                && !s.camp_present(t, 1 - camp)
                && !super::siege::closed_to_retreat(s, camp, t)
                && !(sp.kind == Kind::Zone && sp.home.camp() != Some(camp))
                && !super::evacuation::barred(s, camp, t)
        })
        .collect()
}

impl steps::Step<State> for Evade {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let camp = camp_of(self.power);
        if !self.has_army(s, camp) {
            return self.pieces_prompt(s, camp);
        }
        let opts = self.options(s, camp, true);
        if opts.is_empty() {
            return None;
        }
        let mut actions: Vec<Action> = opts.into_iter().map(Action::Evade).collect();
        actions.push(Action::Done);
        Some(Prompt { seat: Some(self.power), id: "kut.evade", args: vec![Arg::Seat(self.power), s.space_arg(self.at)], rule: "KUT 11.6", actions })
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        let camp = camp_of(seat);
        if !self.has_army(s, camp) {
            return self.apply_piece(s, seat, action);
        }
        match *action {
            Action::Done => {
                s.steps.pop();
            }
            Action::Evade(to) if to == self.at => {
                // KUT 11.6's exception (rules 10): evading in a zone, the formation may stay; the attempt
                // costs its Morale Loss markers all the same (D3), and a failure gives the attacker its die.
                s.steps.pop();
                let Some(ok) = self.army_attempt(s, seat, camp, to) else { return Ok(()) };
                if let Some(Step::Arrive(a)) = s.steps.last_mut() {
                    if ok {
                        a.stayed = true;
                    } else {
                        a.failed_evasions += 1;
                    }
                }
            }
            Action::Evade(to) => {
                s.steps.pop();
                let Some(ok) = self.army_attempt(s, seat, camp, to) else { return Ok(()) };
                if ok {
                    // KUT 11.9: evasion attrition into an enemy-controlled or scorched duchy, Imperials across a Marsh.
                    let k = evasion_attritions(s, camp, self.at, to);
                    for i in 0..6 {
                        if camp_of(super::data::CONTINGENTS[i].0) == camp {
                            let n = s.sp[self.at as usize][i];
                            s.sp[self.at as usize][i] = 0;
                            s.sp[to as usize][i] += n;
                        }
                    }
                    for l in 0..s.leaders.len() {
                        if s.leaders[l] == Place::Map(self.at) && camp_of(s.data.leaders[l].power) == camp {
                            s.leaders[l] = Place::Map(to);
                        }
                    }
                    if k > 0 {
                        attrition::roll(s, to, camp, k, None);
                    }
                } else if let Some(Step::Arrive(a)) = s.steps.last_mut() {
                    a.failed_evasions += 1;
                }
            }
            _ => return Err(Illegal("an evasion is asked".into())),
        }
        Ok(())
    }
}

impl Evade {
    /// An army's evasion attempt from `self.at` to `to` (KUT 11.6, 11.8): 2d6 with its commander's rating and
    /// the modifiers, logged; D3: any attempt by an army gives its camp Morale Loss markers. Whether it
    /// succeeded, or `None` when those markers ended the game.
    fn army_attempt(&self, s: &mut State, seat: Seat, camp: u8, to: SpaceId) -> Option<bool> {
        let commander = evading_commander(s, camp, self.at).expect("an army evades");
        let m: i32 = attempt_terms(s, camp, s.battle_rating(commander), self.at, to).iter().map(|x| x.1).sum();
        let roll = roll_2d6(s);
        let ok = s.data.band("evasion", roll + m).is_some_and(|b| b.value > 0);
        s.log(Some(seat), "kut.evade", vec![Arg::Seat(seat), s.space_arg(self.at), s.space_arg(to), Arg::Num(roll), Arg::Num(roll + m)]);
        // Play Book 9.11 (rules 13): one more for an army group, doubled with Napoleon (T24, L2320–L2338).
        let loss = if s.rules >= super::army_group::RULES {
            let napoleon = super::army_group::leaders_of_camp(s, self.at, camp).iter().any(|&l| s.data.leaders[l as usize].napoleon);
            morale::formation_loss(s, "army_evasion_attempt", super::army_group::is_group(s, self.at, camp), napoleon)
        } else {
            morale::markers(s, "army_evasion_attempt")
        };
        morale::add_loss(s, camp, loss);
        s.outcome.is_none().then_some(ok)
    }

    /// Rules 10 (KUT 11.6): soldiers with no leader in the space evade piece by piece, each SP its own 2d6
    /// with 11.8's modifiers and no leader's rating, to any space [`evade_options`] allows; from rules 19 in a
    /// zone also the zone itself, staying there out of the battle (E45). Under rules 1–9 they did not evade.
    fn pieces_prompt(&self, s: &State, camp: u8) -> Option<Prompt<Action>> {
        if s.rules < 10 {
            return None;
        }
        let p = self.piece_power(s, camp)?;
        let opts = self.options(s, camp, super::hold::soldiers_may_stay(s));
        if opts.is_empty() {
            return None;
        }
        let mut actions: Vec<Action> = self.pieces(s, p).into_iter().flat_map(|c| opts.iter().map(move |&to| Action::EvadeSp { c, to })).collect();
        actions.push(Action::Done);
        Some(Prompt { seat: Some(p), id: "kut.evade_sp", args: vec![Arg::Seat(p), s.space_arg(self.at)], rule: "KUT 11.6", actions })
    }

    fn apply_piece(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        let camp = camp_of(seat);
        let mut me = self.clone();
        match *action {
            Action::Done => {
                me.passed.push(seat);
            }
            Action::EvadeSp { c, to } => {
                if !self.pieces(s, seat).contains(&c) || !self.options(s, camp, super::hold::soldiers_may_stay(s)).contains(&to) {
                    return Err(Illegal("that SP may not evade there".into()));
                }
                // Rules 19 (KUT 11.6's exception, L1148; E45): in a zone the SP may try to stay in it.
                let stay = to == self.at;
                let m: i32 = attempt_terms(s, camp, 0, self.at, to).iter().map(|x| x.1).sum();
                let roll = roll_2d6(s);
                let ok = s.data.band("evasion", roll + m).is_some_and(|b| b.value > 0);
                let key = Arg::Key(format!("kut.contingent.{}", super::data::CONTINGENT_KEYS[c as usize]));
                if stay {
                    s.log(Some(seat), "kut.evade_sp_stay", vec![key, s.space_arg(self.at), Arg::Num(roll), Arg::Num(roll + m)]);
                } else {
                    s.log(Some(seat), "kut.evade_sp", vec![key, s.space_arg(self.at), s.space_arg(to), Arg::Num(roll), Arg::Num(roll + m)]);
                }
                // D3: only an army's or army group's attempt costs Morale Loss markers (11.6's last sentence).
                if ok && stay {
                    // Set aside from the battle (hold.rs); nothing moves, so no attrition (11.9).
                    me.stayed.push(c);
                    if let Some(a) = arrive_below(s) {
                        a.held.push(c);
                    }
                } else if ok {
                    s.sp[self.at as usize][c as usize] -= 1;
                    s.sp[to as usize][c as usize] += 1;
                    let k = evasion_attritions(s, camp, self.at, to);
                    if k > 0 {
                        attrition::roll_sp(s, to, camp, k, c as usize, 1);
                    }
                } else {
                    me.failed.push(c);
                    // KUT 11.8: one more attacker die in round 1 per failed attempt; no defender terrain.
                    if let Some(a) = arrive_below(s) {
                        a.failed_evasions = a.failed_evasions.saturating_add(1);
                    }
                }
            }
            _ => return Err(Illegal("an evasion is asked".into())),
        }
        if s.outcome.is_none() {
            *s.steps.last_mut().expect("the evasion is on top") = Step::Evade(me);
        }
        Ok(())
    }
}

/// The arrival the evasion on top of the stack answers (it waits below it).
fn arrive_below(s: &mut State) -> Option<&mut Arrive> {
    let n = s.steps.len();
    s.steps[..n - 1].iter_mut().rev().find_map(|x| if let Step::Arrive(a) = x { Some(a) } else { None })
}

/// KUT 11.9: an evasion's attritions — into an enemy-controlled duchy, into a scorched duchy (a Supply
/// Train of the camp spares it), an Imperial across a Marsh.
fn evasion_attritions(s: &State, camp: u8, at: SpaceId, to: SpaceId) -> u32 {
    let mut k = 0;
    if controller_camp(s, to) == Some(1 - camp) && s.data.spaces[to as usize].kind == Kind::Duchy {
        k += 1;
    }
    if s.scorched[to as usize] && !super::supply::shields(s, camp, to) {
        k += 1;
    }
    if camp == IMPERIAL && s.data.line(at, to) == Some(LineType::Marsh) {
        k += 1;
    }
    k
}

/// The Power of the defending formation's commander.
pub fn defending_power(s: &State, at: SpaceId, camp: u8) -> Power {
    (0..s.leaders.len())
        .filter(|&l| s.leaders[l] == Place::Map(at) && camp_of(s.data.leaders[l].power) == camp)
        .max_by_key(|&l| (s.battle_rating(l as LeaderId), std::cmp::Reverse(l)))
        .map(|l| s.data.leaders[l].power)
        .unwrap_or_else(|| camp_powers(camp).into_iter().max_by_key(|&p| s.power_sp(at, p)).unwrap_or(camp_powers(camp)[0]))
}
