//! Ground combat ([25.0]): declaring a battle and committing attackers ([25.1.1], [25.2], [26.0]), the odds
//! ([25.3]–[25.5]), the CRT's results in their order ([25.6]: counterattack, the defender's losses, retreat
//! ([`retreat`]), disruption and Engaged markers, then the attacker's losses, disruption and advance
//! ([25.8])), free cities in battle ([30.4]).

pub mod odds;
pub mod reaction;
pub mod retreat;

use serde::Serialize;

use super::actions::Action;
use super::data::{hex_name, Class, HexId, Side};
use super::state::{Battle, Loc, Stacks, State, Step, UnitId};
use crate::kit::steps::Step as KitStep;
use crate::{Arg, Illegal, Prompt, Seat};

pub use odds::{odds, Odds};

/// One CRT result ([25.6]): `attacker/defender`, each side a run of `-`, `A1`, `D#`, `R#`, `*`, `CA`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Result {
    pub attacker_loss: u8,
    pub attacker_disrupted: bool,
    pub counterattack: bool,
    pub defender_loss: u8,
    pub retreat: u8,
    pub defender_disrupted: bool,
}

impl Result {
    /// Reads the CRT's grammar (`A1*/-`, `-/CAD1R1`, `A1/D2*R2`); `None` for anything else.
    pub fn parse(text: &str) -> Option<Result> {
        let (a, d) = text.split_once('/')?;
        let mut r = Result::default();
        let mut rest = a;
        if rest != "-" {
            while !rest.is_empty() {
                if let Some(t) = rest.strip_prefix('A') {
                    let n = t.chars().next()?.to_digit(10)? as u8;
                    r.attacker_loss = n;
                    rest = &t[1..];
                } else if let Some(t) = rest.strip_prefix('*') {
                    r.attacker_disrupted = true;
                    rest = t;
                } else {
                    return None;
                }
            }
        }
        let mut rest = d;
        if rest != "-" {
            while !rest.is_empty() {
                if let Some(t) = rest.strip_prefix("CA") {
                    r.counterattack = true;
                    rest = t;
                } else if let Some(t) = rest.strip_prefix('D') {
                    r.defender_loss = t.chars().next()?.to_digit(10)? as u8;
                    rest = &t[1..];
                } else if let Some(t) = rest.strip_prefix('R').or_else(|| rest.strip_prefix('r')) {
                    r.retreat = t.chars().next()?.to_digit(10)? as u8;
                    rest = &t[1..];
                } else if let Some(t) = rest.strip_prefix('*') {
                    r.defender_disrupted = true;
                    rest = t;
                } else {
                    return None;
                }
            }
        }
        Some(r)
    }
}

/// Where a battle's cycle stands after the roll ([25.6.1]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    Reaction,
    /// The Attack Helicopter Segment ([25.1.4]).
    Helicopters,
    Roll,
    DefenderLosses,
    Retreat,
    DefenderMarkers,
    AttackerLosses,
    AttackerMarkers,
    Advance,
    /// The Attack Helicopter Return Segment ([25.1.8]).
    HelicopterReturn,
    Over,
}

/// Whether an attack may cross the hexside from `a` into `b` ([25.2.4]): not across blocked, all-sea,
/// Danish Ferry or Afsluitdijk hexsides (the TEC's attack multiplier 0 and the prohibited crossings).
pub fn attack_crosses(s: &State, a: HexId, b: HexId) -> bool {
    let d = s.data();
    let Some(hs) = d.side(a, b) else { return false };
    if hs.crossing == super::data::Crossing::Blocked {
        return false;
    }
    if hs.crossing == super::data::Crossing::AllSea && hs.feature.as_deref() != Some("causeway") {
        return false;
    }
    !hs.tec_keys().iter().any(|k| d.tec(k).is_some_and(|t| t.attack_mult.is_some_and(|m| m.0 == 0)))
}

/// Whether a unit may attack this phase ([25.2]): a maneuver unit of the side, on the map, activated
/// ([35.2]), that has not attacked yet.
pub fn may_attack(s: &State, u: UnitId, side: Side) -> bool {
    let us = &s.units[u as usize];
    // [28.1.1]: a unit in reserve does not attack.
    // [13.4.2]: a unit under a Train marker never attacks.
    s.side(u) == side && s.class(u).maneuver() && matches!(us.loc, Loc::Hex(_)) && !us.attacked && !us.reserve && us.train.is_none() && us.active <= s.turn
}

/// The units that may join an attack on `target`: adjacent across a hexside an attack may cross, and the
/// side's assault units in the hex ([27.3.1]); an assault unit attacks its own hex only.
pub fn eligible_attackers(s: &State, side: Side, target: HexId) -> Vec<UnitId> {
    eligible_attackers_in(s, &s.stacks(), side, target)
}

fn eligible_attackers_in(s: &State, stacks: &Stacks, side: Side, target: HexId) -> Vec<UnitId> {
    let mut out = vec![];
    for n in s.data().neighbours(target) {
        if !attack_crosses(s, n, target) {
            continue;
        }
        out.extend(stacks.units_in(n).iter().copied().filter(|&u| may_attack(s, u, side) && !super::assault::assaulting(s, u)));
    }
    if !s.assaulting.is_empty() {
        out.extend(super::assault::units_in(s, side, target).into_iter().filter(|&u| may_attack(s, u, side)));
    }
    out.sort_unstable();
    out
}

/// The hexes the side may attack now ([25.1.1]): holding an enemy ground unit or an enemy free city, not
/// yet attacked this phase, with an eligible attacker of attack 1 or more beside it ([25.2.2]).
pub fn targets(s: &State, side: Side) -> Vec<HexId> {
    let stacks = s.stacks();
    let mut listed = vec![false; s.data().hexes.len()];
    let mut out: Vec<HexId> = vec![];
    for (u, h) in s.on_map() {
        // [33.3.2]: a hex holding only Reforger sites is no target: they are no ground units (rules 23).
        if s.side(u) == side.other() && !super::reforger::no_ground_unit(s, u) && !std::mem::replace(&mut listed[h as usize], true) {
            out.push(h);
        }
    }
    for (i, hex) in s.data().hexes.iter().enumerate() {
        let h = i as HexId;
        if hex.city.is_some() && !listed[i] && s.free_city_of(h, side.other()) && s.playable(h) {
            listed[i] = true;
            out.push(h);
        }
    }
    out.retain(|&h| !s.attacked_hexes.contains(&h) && eligible_attackers_in(s, &stacks, side, h).iter().any(|&u| s.values(u).0 >= 1));
    out.sort_unstable();
    out
}

/// Whether `u` coordinates with the units already committed ([26.0]): Pact units of one front plus
/// independents ([26.1.3]); at most two NATO nationalities, Canadians counting as US ([26.2], [26.2.6]).
pub fn coordinates(s: &State, committed: &[UnitId], u: UnitId) -> bool {
    let d = s.data();
    match s.side(u) {
        // [26.1.7], [29.5.3]: from rules 12 units in the BALTAP zone may count as the Baltic Front's.
        Side::Wp => d.units[u as usize].command == "indep" || super::baltap::one_front(s, &[committed, &[u]].concat()),
        // [26.2]: at most two national armies; from rules 12 one a hexside, one multinational attack a turn
        // each, the Berlin brigades together.
        Side::Nato => super::coordination::nato_joins(s, committed, u),
    }
}

/// The Pact's Combat Planning Phase ([25.1.1.1]): Battle markers on the hexes it will attack; it then
/// attacks those and only those, every one that still can be.
pub struct Planning;

impl KitStep<State> for Planning {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let mut actions: Vec<Action> = targets(s, Side::Wp).into_iter().filter(|h| !s.marked.contains(h)).map(Action::Mark).collect();
        actions.push(Action::Done);
        Some(Prompt { seat: Some(Side::Wp.seat()), id: "nato.planning", args: vec![], rule: "NATO 25.1.1.1", actions })
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> std::result::Result<(), Illegal> {
        match action {
            Action::Mark(h) => s.marked.push(*h),
            Action::Done => {
                s.steps.pop();
            }
            _ => return Err(Illegal("not a Battle marker".into())),
        }
        Ok(())
    }
}

/// The hexes a side may attack now: NATO any target; the Pact its marked hexes only ([25.1.1.1]).
pub fn open_targets(s: &State, side: Side) -> Vec<HexId> {
    let all = targets(s, side);
    match side {
        Side::Nato => all,
        Side::Wp => all.into_iter().filter(|h| s.marked.contains(h)).collect(),
    }
}

/// A side's Combat Phase ([7.0] II.F, III.E): pick the next target, or finish; the Pact finishes only once
/// every marked hex that can still be attacked has been.
pub struct CombatPhase;

impl KitStep<State> for CombatPhase {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let Some(Step::Combat(side)) = s.steps.last() else { return None };
        let open = open_targets(s, *side);
        // [27.3]: an assault is fought in the same player turn's Combat Phase.
        let assaults = super::assault::must_attack(s, *side);
        let must = (*side == Side::Wp && !open.is_empty()) || open.iter().any(|h| assaults.contains(h));
        let n = open.len();
        let mut actions: Vec<Action> = open.into_iter().map(Action::Attack).collect();
        // [25.9.1]: a breakthrough battle cycle against a strike-phase Breakthrough marker (rules 13).
        actions.extend(super::breakthrough::cycle_targets(s, *side).into_iter().map(Action::Attack));
        if !must {
            actions.push(Action::Done);
        }
        let (id, args) = if *side == Side::Wp { ("nato.combat_marked", vec![Arg::Num(n as i32)]) } else { ("nato.combat", vec![]) };
        Some(Prompt { seat: Some(side.seat()), id, args, rule: "NATO 25.1", actions })
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> std::result::Result<(), Illegal> {
        let Some(Step::Combat(side)) = s.steps.last().cloned() else { return Err(Illegal("no combat phase".into())) };
        match action {
            // [27.3.1]: the assault units are committed to their hex's battle.
            // [16.2.4], [27.1.1]: an HQ among them (the Baltic Corps HQ) adds nothing to the attack.
            Action::Attack(h) => {
                let units = super::assault::units_in(s, side, *h).into_iter().filter(|&u| may_attack(s, u, side)).collect();
                s.steps.push(Step::Commit { side, target: *h, units, support: None })
            }
            Action::Done => {
                s.steps.pop();
            }
            _ => return Err(Illegal("not a combat choice".into())),
        }
        Ok(())
    }
}

/// Committing attackers ([25.1.1]): one by one, then the roll; a battle with no unit committed yet may be
/// called off.
pub struct CommitStep;

impl KitStep<State> for CommitStep {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let Some(Step::Commit { side, target, units, support }) = s.steps.last() else { return None };
        let mut actions: Vec<Action> = eligible_attackers(s, *side, *target)
            .into_iter()
            .filter(|u| !units.contains(u) && coordinates(s, units, *u) && assault_joins(s, *target, *u))
            // [25.4.5]: once an HQ supports the battle, no unit joins that would break the Unit Integrity
            // rule (with the option).
            .filter(|u| support.is_none() || integral(s, *side, &[units.as_slice(), &[*u]].concat()))
            .map(Action::Commit)
            .collect();
        // [25.9.1]: a breakthrough battle cycle is only an advance: no roll to support.
        if support.is_none() && !super::breakthrough::is_cycle_target(s, *side, *target) {
            actions.extend(support_hqs(s, *side, units).into_iter().map(Action::Support));
        }
        // [25.2.2]: units of attack 0 join an attack but never make one alone.
        if units.iter().any(|&u| s.values(u).0 >= 1) {
            actions.push(Action::Resolve);
        }
        // NATO may call off an attack before committing anyone; the Pact attacks every marked hex. Either
        // side calls it off when no unit that could make the attack ([25.2.2]) can still join it.
        let strong = |a: &Action| matches!(a, Action::Commit(u) if s.values(*u).0 >= 1);
        let no_attack = !units.iter().any(|&u| s.values(u).0 >= 1);
        if no_attack && ((units.is_empty() && *side == Side::Nato) || !actions.iter().any(strong)) {
            actions.push(Action::Cancel);
        }
        Some(Prompt { seat: Some(side.seat()), id: "nato.commit", args: vec![Arg::Hex(hex_name(*target)), Arg::Num(units.len() as i32)], rule: "NATO 25.1.1", actions })
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> std::result::Result<(), Illegal> {
        let Some(Step::Commit { side, target, units, support }) = s.steps.last_mut() else { return Err(Illegal("no battle".into())) };
        let (side, target) = (*side, *target);
        match action {
            Action::Commit(u) => units.push(*u),
            Action::Support(h) => *support = Some(*h),
            Action::Cancel => {
                s.steps.pop();
                // A marked hex the Pact cannot attack is given up for this phase; from rules 4 so is a
                // hex whose attack NATO calls off (decision R7: declared and called off, it is not
                // declared again this phase — else a player, or the computer, could go round for ever).
                if side == Side::Wp || s.rules >= super::rail::RULES {
                    s.attacked_hexes.push(target);
                }
            }
            Action::Resolve => {
                let (units, support) = (units.clone(), *support);
                s.steps.pop();
                super::coordination::record(s, side, &units);
                let cycle = super::breakthrough::is_cycle_target(s, side, target);
                begin(s, side, target, units, support);
                if cycle {
                    breakthrough_cycle(s);
                }
                s.steps.push(Step::BattleFlow);
            }
            _ => return Err(Illegal("not a commitment".into())),
        }
        Ok(())
    }
}

/// [27.3.1]: NATO's units join an assault of one nationality only ([26.2.8]); the Pact's coordinate as
/// for any battle.
fn assault_joins(s: &State, target: HexId, u: UnitId) -> bool {
    s.assaulting.is_empty() || super::assault::units_in(s, s.side(u), target).iter().all(|&v| super::assault::joins(s, v, u))
}

/// The rules version from which a defending HQ or artillery unit that a `*` result disrupts is suppressed
/// instead ([25.6.4.4], [29.2.1], decision E18); before it the result disrupted it as any other unit.
pub const SUPPRESSED_IN_BATTLE: u32 = 20;

/// The rules version from which an HQ under a Train marker gives no offensive support ([25.4.3], decision
/// E10); before it only suppression and supply were asked.
pub const TRAIN_GIVES_NO_SUPPORT: u32 = 18;

/// The rules version from which the optional Unit Integrity rule ([25.4.5]) may be played (the
/// `unit_integrity` option, decision E27).
pub const UNIT_INTEGRITY: u32 = 26;

/// A Pact unit's army for [25.4.5] (decision E27): the counter's army designation (units.tsv `formation`,
/// e.g. `2GTA`); for a non-Soviet unit the pack gives none, its nation's army in its front
/// (`gdr/negf`: the pack rebuilds no national army below the front); `None` for a front-level unit (a
/// Soviet unit without a designation: front artillery, air assault brigades, the other fronts' Soviet
/// divisions), an independent unit ([3.2.6]: no front stripe) or an HQ, which join any army's attack.
pub fn army(s: &State, u: UnitId) -> Option<String> {
    let unit = &s.data().units[u as usize];
    if unit.independent || unit.command == "indep" || s.ty(u).class == Class::Hq {
        return None;
    }
    match &unit.formation {
        Some(f) => Some(f.clone()),
        None if unit.nation != "su" => Some(format!("{}/{}", unit.nation, unit.command)),
        None => None,
    }
}

/// NATO [25.4.5], the optional Unit Integrity rule (the `unit_integrity` option): whether these attackers
/// may have offensive support — the Pact's only if all are of one army (front-level and independent units
/// may join, `army`), NATO's only if all are US. Always, without the option.
pub fn integral(s: &State, side: Side, attackers: &[UnitId]) -> bool {
    if !s.unit_integrity {
        return true;
    }
    match side {
        Side::Nato => attackers.iter().all(|&a| s.data().units[a as usize].nation == "us"),
        Side::Wp => {
            let mut armies = attackers.iter().filter_map(|&a| army(s, a));
            let first = armies.next();
            armies.all(|b| Some(&b) == first.as_ref())
        }
    }
}

/// The HQs that may support a battle of these attackers ([25.4]): a Pact front HQ (never the Baltic
/// Corps' corps HQ; the Baltic Front's only where the scenario says, [25.4.2]) or a US corps HQ (US III
/// Corps only where the scenario says), on the map, activated, not yet supporting this phase, whose
/// subordinate among the attackers it reaches within its support range ([8.4]); never a battle with units
/// of another front ([25.4.4]).
pub fn support_hqs(s: &State, side: Side, attackers: &[UnitId]) -> Vec<UnitId> {
    // [25.4.5]: with the optional Unit Integrity rule, none for mixed attackers.
    if !integral(s, side, attackers) {
        return vec![];
    }
    let d = s.data();
    let wide = s.scenario_data().has("buildup_support");
    let mut out = vec![];
    for (h, at) in s.on_map() {
        let unit = &d.units[h as usize];
        let ty = s.ty(h);
        // [25.4.3]: never an unsupplied HQ; [23.5]: never a suppressed one; from rules 18 never one under a
        // Train marker.
        let on_train = s.rules >= TRAIN_GIVES_NO_SUPPORT && s.units[h as usize].train.is_some();
        if unit.side != side || ty.class != Class::Hq || s.units[h as usize].active > s.turn || s.supported.contains(&h) || s.units[h as usize].hq_oos || s.units[h as usize].suppressed || on_train {
            continue;
        }
        let eligible = match side {
            Side::Wp => ty.size == "XXXXX" && (unit.command != "baf" || wide),
            Side::Nato => unit.nation == "us" && (unit.command != "us3" || wide),
        };
        if !eligible {
            continue;
        }
        if side == Side::Wp && attackers.iter().any(|&a| d.units[a as usize].command != unit.command && d.units[a as usize].command != "indep") {
            continue;
        }
        let range = s.values(h).0 as u32;
        let reach = support_reach(s, side, at, range);
        if attackers.iter().any(|&a| d.units[a as usize].hq.as_deref() == Some(unit.key.as_str()) && s.hex_of(a).is_some_and(|x| reach.contains(&x))) {
            out.push(h);
        }
    }
    out
}

/// The hexes an HQ's support path reaches ([3.4.2], [8.4]): up to `range` hexes, not into enemy units,
/// nor an enemy zone unless a friendly unit or free city is there, nor across prohibited hexsides.
pub fn support_reach(s: &State, side: Side, from: HexId, range: u32) -> Vec<HexId> {
    let board = super::zoc::Board::new(s);
    let mut seen = vec![from];
    let mut frontier = vec![from];
    for _ in 0..range {
        let mut next = vec![];
        for &x in &frontier {
            for n in s.data().neighbours(x) {
                if seen.contains(&n) || !s.playable(n) || board.occupied(side.other(), n) {
                    continue;
                }
                let Some(hs) = s.data().side(x, n) else { continue };
                if hs.crossing == super::data::Crossing::Blocked || (hs.crossing == super::data::Crossing::AllSea && hs.feature.is_none()) {
                    continue;
                }
                if board.in_ezoc(side, n) && !board.negated(s, side, n) {
                    continue;
                }
                seen.push(n);
                next.push(n);
            }
        }
        frontier = next;
    }
    seen
}

/// Opens a battle: the attackers are committed, the HQ's support declared ([25.1.1]); the defender's
/// reaction comes next.
pub fn begin(s: &mut State, side: Side, target: HexId, attackers: Vec<UnitId>, support: Option<UnitId>) {
    if let Some(h) = support {
        s.supported.push(h);
    }
    s.battle = Some(Battle {
        side,
        target,
        attackers,
        defenders: vec![],
        support,
        exploit: None,
        result: Result::default(),
        stage: Stage::Reaction,
        city_fell: false,
        no_pass: false,
        retreat: 0,
        retreated: vec![],
        helicopters: vec![],
        defending: None,
    });
}

/// [25.9.1]: the breakthrough battle cycle just begun goes straight to its advance, as after an R2 no
/// terrain shortens; no reaction, no strike, no roll. Its units have attacked.
fn breakthrough_cycle(s: &mut State) {
    let Some(b) = s.battle.as_mut() else { return };
    b.stage = Stage::Advance;
    b.result = Result { retreat: 2, ..Result::default() };
    let (side, target, attackers) = (b.side, b.target, b.attackers.clone());
    for &u in &attackers {
        s.units[u as usize].attacked = true;
    }
    s.attacked_hexes.push(target);
    s.push_log(Some(side), "nato.breakthrough_cycle", vec![Arg::Hex(hex_name(target)), Arg::Num(attackers.len() as i32)]);
}

/// A battle without reaction or support, rolled at once (for tests and hand-made positions).
pub fn resolve(s: &mut State, side: Side, target: HexId, attackers: Vec<UnitId>) {
    begin(s, side, target, attackers, None);
    roll(s);
    s.steps.push(Step::BattleFlow);
}

/// Rolls the battle ([25.5]) and reads its result.
pub fn roll(s: &mut State) {
    let Some(b) = s.battle.clone() else { return };
    let (side, target, attackers) = (b.side, b.target, b.attackers.clone());
    let o = odds(s, side, target, &attackers, b.support.is_some());
    let die = s.roll();
    let text = s.data().crt[o.column][die as usize - 1].clone();
    let mut result = Result::parse(&text).unwrap_or_default();
    // [13.4.3]: units under Train marker attacked with no other defender (nor a free city's own defence,
    // [13.4.4]) are eliminated.
    // [33.3.2]: a Reforger site is no defender (rules 23).
    let alone = !s.units_in(target).any(|u| s.side(u) != side && s.units[u as usize].train.is_none() && !super::reforger::no_ground_unit(s, u)) && !s.free_city_of(target, side.other());
    if alone {
        super::rail::destroy_trains(s, side.other(), target);
    }
    let defenders: Vec<UnitId> = s.units_in(target).filter(|&u| s.side(u) != side && !super::reforger::no_ground_unit(s, u)).collect();
    let city_alone = defenders.is_empty();
    s.push_log(
        Some(side),
        "nato.battle",
        vec![
            Arg::Hex(hex_name(target)),
            Arg::Num(o.attack as i32),
            Arg::Num(o.defence as i32),
            Arg::Key(s.data().crt_columns[o.base].clone()),
            Arg::Num(o.shift as i32),
            Arg::Key(s.data().crt_columns[o.column].clone()),
            Arg::Roll(die),
            Arg::Key(text),
        ],
    );
    for &u in &attackers {
        s.units[u as usize].attacked = true;
    }
    s.attacked_hexes.push(target);
    if side == Side::Wp {
        s.contacts.push(target);
    }
    // [30.4.7]: a free city defending alone ignores R#, CA and the defender's *; any D# lets the attacker
    // conquer it, and after a D2 the attacker may ignore an A1.
    let mut city_fell = false;
    if city_alone {
        result.retreat = 0;
        result.counterattack = false;
        result.defender_disrupted = false;
        if result.defender_loss > 0 {
            city_fell = true;
            if result.defender_loss >= 2 {
                result.attacker_loss = 0;
            }
        }
    }
    if let Some(b) = s.battle.as_mut() {
        b.defenders = defenders;
        b.result = result;
        b.stage = Stage::DefenderLosses;
        b.city_fell = city_fell;
    }
    if result.counterattack {
        counterattack(s);
    }
}

/// The Counterattack Table's column for a nation ([25.6.2]).
pub fn ca_column(nation: &str) -> &'static str {
    match nation {
        "frg" => "west_german",
        "us" | "ca" => "us",
        "su" => "soviet",
        "gdr" | "pl" | "cs" => "other_wp",
        _ => "other_nato",
    }
}

/// [25.6.2]: every defending maneuver step of a unit with a printed attack of 1 or more, not disrupted,
/// rolls once on its nation's column; a `*` disrupts an attacker. One nationality (NATO) or front (Pact)
/// counterattacks: the one with the most eligible steps. Each roll aims at the first attacker not yet
/// disrupted (Sandtable's choice for the defender: docs/games/nato.md).
pub fn counterattack(s: &mut State) {
    let Some(b) = s.battle.clone() else { return };
    let eligible: Vec<UnitId> = b
        .defenders
        .iter()
        .copied()
        .filter(|&u| {
            let us = &s.units[u as usize];
            s.class(u).maneuver() && s.ty(u).full.0 >= 1 && !us.disrupted && !us.moos && !us.coos && s.hex_of(u) == Some(b.target)
        })
        .collect();
    let pack = s.pack.clone();
    let group = |u: UnitId| -> String {
        let unit = &pack.0.data.units[u as usize];
        if unit.side == Side::Wp {
            unit.command.clone()
        } else {
            ca_column(&unit.nation).to_string() + &unit.nation
        }
    };
    let mut groups: Vec<(String, u32)> = vec![];
    for &u in &eligible {
        let g = group(u);
        let n = s.units[u as usize].steps as u32;
        match groups.iter_mut().find(|(k, _)| *k == g) {
            Some(e) => e.1 += n,
            None => groups.push((g, n)),
        }
    }
    let Some(best) = groups.iter().max_by_key(|(_, n)| *n).map(|(k, _)| k.clone()) else { return };
    for u in eligible {
        if group(u) != best && !(s.side(u) == Side::Wp && s.data().units[u as usize].command == "indep") {
            continue;
        }
        let column = ca_column(&s.data().units[u as usize].nation);
        for _ in 0..s.units[u as usize].steps {
            let Some(aim) = b.attackers.iter().copied().find(|&a| !s.units[a as usize].disrupted && s.units[a as usize].loc != Loc::Dead) else { return };
            let die = s.roll();
            let hit = s.data().counterattack.get(column).is_some_and(|c| c[die as usize - 1]);
            if hit {
                s.units[aim as usize].disrupted = true;
            }
            s.push_log(
                Some(s.side(u)),
                if hit { "nato.ca_hit" } else { "nato.ca_miss" },
                vec![Arg::Unit(s.key(u).to_string()), Arg::Unit(s.key(aim).to_string()), Arg::Roll(die)],
            );
        }
    }
}

/// The defender's units still in the target hex.
pub fn defenders_left(s: &State) -> Vec<UnitId> {
    let Some(b) = &s.battle else { return vec![] };
    b.defenders.iter().copied().filter(|&u| s.hex_of(u) == Some(b.target)).collect()
}

/// The units of `pool` a hit may take now: maneuver units first, then artillery, then HQs ([25.6.3]);
/// units under a Train marker only when no other is left ([13.4.4], decision R3).
pub fn hit_candidates(s: &State, pool: &[UnitId]) -> Vec<UnitId> {
    let alive: Vec<UnitId> = pool.iter().copied().filter(|&u| matches!(s.units[u as usize].loc, Loc::Hex(_))).collect();
    // [27.3.5]: the attacker's losses fall on the assault units first.
    if !s.assaulting.is_empty() {
        let first: Vec<UnitId> = alive.iter().copied().filter(|&u| super::assault::assaulting(s, u)).collect();
        if !first.is_empty() {
            return first;
        }
    }
    // [26.1.5]: the defending front's maneuver units first (rules 13).
    let first = super::defending::losses_first(s, &alive);
    if !first.is_empty() {
        return first;
    }
    for tier in [0, 1, 2, 3] {
        let t: Vec<UnitId> = alive
            .iter()
            .copied()
            .filter(|&u| match (tier, s.units[u as usize].train.is_some()) {
                (3, train) => train,
                (_, true) => false,
                (0, _) => s.class(u).maneuver(),
                (1, _) => s.class(u) == Class::Artillery,
                _ => s.class(u) == Class::Hq,
            })
            .collect();
        if !t.is_empty() {
            return t;
        }
    }
    vec![]
}

/// The battle's stages in order ([25.6.1]), each either done at once or handed to a decision.
pub struct BattleFlow;

impl KitStep<State> for BattleFlow {
    fn prompt(&self, _s: &State) -> Option<Prompt<Action>> {
        None
    }

    fn run(&self, s: &mut State) {
        // [13.5]: units the last stage disrupted lose their Train markers.
        super::rail::lose_markers(s);
        let Some(b) = s.battle.clone() else { return };
        let next = |s: &mut State, stage: Stage| {
            if let Some(b) = s.battle.as_mut() {
                b.stage = stage;
            }
            s.steps.push(Step::BattleFlow);
        };
        match b.stage {
            Stage::Reaction => {
                next(s, Stage::Helicopters);
                // [20.2], [23.2.2]: NATO's Defensive Strike follows the reaction in the Pact's battles.
                if b.side == Side::Wp && super::air::active(s) {
                    s.steps.push(Step::DefensiveStrike);
                }
                // [25.1.3], [21.1.1]: its nuclear strikes first (the `nuclear` option, rules 15).
                if b.side == Side::Wp && super::nuclear::active(s) {
                    s.steps.push(Step::Nuclear(Side::Nato, true));
                }
                s.steps.push(Step::Reaction);
            }
            Stage::Helicopters => {
                next(s, Stage::Roll);
                super::air::helicopters::push_segment(s);
            }
            // [26.1.5], [26.2.5]: the defender first picks who defends, where the hex's units do not all
            // coordinate (rules 13).
            Stage::Roll if super::defending::asks(s) => {
                s.steps.push(Step::BattleFlow);
                super::defending::push(s);
            }
            Stage::Roll => {
                roll(s);
                s.steps.push(Step::BattleFlow);
            }
            Stage::DefenderLosses => {
                next(s, Stage::Retreat);
                let pool = defenders_left(s);
                let available: u32 = pool.iter().map(|&u| s.units[u as usize].steps as u32).sum();
                if b.result.defender_loss > 0 && !pool.is_empty() {
                    // [25.6.3.1]: losses beyond the defender's steps are ignored, and the attacker then
                    // ignores its A1.
                    if (b.result.defender_loss as u32) > available {
                        if let Some(b) = s.battle.as_mut() {
                            b.result.attacker_loss = 0;
                        }
                    }
                    let n = (b.result.defender_loss as u32).min(available) as u8;
                    s.steps.push(Step::Hits { chooser: b.side, pool, n, attacker: false });
                }
            }
            Stage::Retreat => {
                next(s, Stage::DefenderMarkers);
                if b.result.retreat > 0 && !defenders_left(s).is_empty() {
                    // [25.7.2], [30.4.2], [30.4.3]: terrain shortens every retreat.
                    let d = s.data();
                    let reduce = -(d.tec[s.primary(b.target)].retreat as i32);
                    let net = (b.result.retreat as i32 - reduce).max(0) as u8;
                    if net > 0 {
                        if let Some(b) = s.battle.as_mut() {
                            b.retreat = net;
                        }
                        s.steps.push(Step::RetreatMove);
                        s.steps.push(Step::RetreatReduce);
                    }
                }
            }
            Stage::DefenderMarkers => {
                next(s, Stage::AttackerLosses);
                for &u in &b.defenders {
                    if matches!(s.units[u as usize].loc, Loc::Hex(_)) {
                        if b.result.defender_disrupted {
                            // [25.6.4.4], [29.2.1]: from rules 20 an HQ or artillery unit is suppressed
                            // instead (decision E18).
                            if s.rules >= SUPPRESSED_IN_BATTLE && matches!(s.class(u), Class::Hq | Class::Artillery) {
                                s.units[u as usize].suppressed = true;
                            } else {
                                s.units[u as usize].disrupted = true;
                            }
                        }
                        // [25.6.5]: every surviving defender is Engaged for the rest of the phase.
                        s.units[u as usize].engaged = true;
                    }
                }
            }
            Stage::AttackerLosses => {
                next(s, Stage::AttackerMarkers);
                let pool: Vec<UnitId> = b.attackers.iter().copied().filter(|&u| matches!(s.units[u as usize].loc, Loc::Hex(_))).collect();
                if b.result.attacker_loss > 0 && !pool.is_empty() {
                    let available: u32 = pool.iter().map(|&u| s.units[u as usize].steps as u32).sum();
                    let n = (b.result.attacker_loss as u32).min(available) as u8;
                    s.steps.push(Step::Hits { chooser: b.side.other(), pool, n, attacker: true });
                }
            }
            Stage::AttackerMarkers => {
                next(s, Stage::Advance);
                // [27.3.5]: a defender left in the hex: the assault units are eliminated.
                super::assault::after_battle(s, b.side, b.target);
                if b.result.attacker_disrupted {
                    for &u in &b.attackers {
                        if matches!(s.units[u as usize].loc, Loc::Hex(_)) {
                            s.units[u as usize].disrupted = true;
                        }
                    }
                }
            }
            Stage::Advance => {
                next(s, Stage::HelicopterReturn);
                let empty = !s.occupied_by(b.target, b.side.other());
                let city = s.data().hexes[b.target as usize].city.is_some();
                let free = s.free_city_of(b.target, b.side.other());
                // [25.8]: the attacker may advance into an emptied hex, not after "You shall not pass!"; a
                // free city is entered only when it fell ([30.4.7]) or its defenders are gone ([30.4.8]).
                let may = empty && !b.no_pass && (!free || b.city_fell || !b.defenders.is_empty());
                if may && advancers(s).next().is_some() {
                    s.steps.push(Step::Advance);
                } else if city && may {
                    // Nobody can advance: the city stays as it is.
                }
            }
            Stage::HelicopterReturn => {
                next(s, Stage::Over);
                super::air::helicopters::push_return(s);
            }
            Stage::Over => {
                // [25.9.2]: the emptied hex takes a Breakthrough marker — not after "You shall not pass!",
                // nor on a free city nobody entered (placed always: it only ever helps its side).
                if !s.occupied_by(b.target, b.side.other()) && !b.no_pass && !s.free_city_of(b.target, b.side.other()) && !b.defenders.is_empty() {
                    s.breakthroughs.push((b.target, b.side));
                    s.push_log(Some(b.side), "nato.breakthrough", vec![Arg::Hex(hex_name(b.target))]);
                }
                // [25.1.9]: the Joint Combat Supply segment.
                let all: Vec<UnitId> = b.attackers.iter().chain(&b.defenders).copied().collect();
                super::supply::combat_supply(s, &all);
                s.battle = None;
            }
        }
    }
}

/// The committed attackers that may still advance into the target ([25.8], [25.8.4]).
pub fn advancers(s: &State) -> impl Iterator<Item = UnitId> + '_ {
    let b = s.battle.as_ref();
    b.into_iter().flat_map(move |b| {
        b.attackers.iter().copied().filter(move |&u| {
            // [21.1.3] 9: only hard units advance into a nuked target.
            s.class(u).maneuver() && matches!(s.units[u as usize].loc, Loc::Hex(h) if h != b.target) && super::movement::fits(s, u, b.target) && super::nuclear::may_enter(s, u, b.target)
        })
    })
}

/// Losing steps ([25.6.3]): the chooser picks each.
pub struct HitsStep;

impl KitStep<State> for HitsStep {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let Some(Step::Hits { chooser, pool, n, attacker }) = s.steps.last() else { return None };
        let actions: Vec<Action> = hit_candidates(s, pool).into_iter().map(Action::Hit).collect();
        let id = if *attacker { "nato.hits_attacker" } else { "nato.hits_defender" };
        Some(Prompt { seat: Some(chooser.seat()), id, args: vec![Arg::Num(*n as i32)], rule: "NATO 25.6.3", actions })
    }

    fn ends_when_empty(&self) -> bool {
        true
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> std::result::Result<(), Illegal> {
        let Action::Hit(u) = action else { return Err(Illegal("not a hit".into())) };
        s.lose_step(*u);
        if let Some(Step::Hits { n, .. }) = s.steps.last_mut() {
            *n -= 1;
            if *n == 0 {
                s.steps.pop();
            }
        }
        Ok(())
    }
}

/// Whether exploitation may enter a hex ([25.8.2]): every terrain of it (the city's too) is one the TEC
/// lets exploitation enter (clear), and no bridge.
pub fn exploit_hex(s: &State, h: HexId) -> bool {
    let d = s.data();
    let hex = &d.hexes[h as usize];
    let city = hex.city.as_ref().and_then(|c| d.tec(c.kind.tec_key()));
    // [25.8.2], [22.3.1]: nor a chemical marker's hex; [21.1.3] 9, 10: nor a Nuclear marker's (an advance
    // into a nuked target stops there).
    !hex.bridge && hex.terrain.iter().all(|&t| d.tec[t].exploit) && city.is_none_or(|t| t.exploit) && !super::nuclear::contaminated(s, h)
}

/// Whether exploitation may cross the hexside from `a` into `b` (no river, pass or causeway, [25.8.2]).
pub fn exploit_side(s: &State, a: HexId, b: HexId) -> bool {
    let d = s.data();
    d.side(a, b).is_some_and(|hs| hs.tec_keys().iter().all(|k| d.tec(k).is_some_and(|t| t.exploit)))
}

/// Maneuver steps of `side` in a hex.
fn steps_in(s: &State, side: Side, h: HexId) -> u32 {
    s.units_in(h).filter(|&u| s.side(u) == side && s.class(u).maneuver()).map(|u| s.units[u as usize].steps as u32).sum()
}

/// The exploitation moves open now ([25.8.2]): a hard, undisrupted attacker enters the target (clear,
/// across a hexside exploitation crosses) and may go one hex further into clear terrain; every hex where
/// advancing units end holds at most 2 steps ([25.8.2.1]).
pub fn exploits(s: &State) -> Vec<(UnitId, HexId)> {
    let Some(b) = &s.battle else { return vec![] };
    if b.exploit == Some(false) || !exploit_hex(s, b.target) {
        return vec![];
    }
    let mut out = vec![];
    for u in advancers(s).collect::<Vec<_>>() {
        let Some(from) = s.hex_of(u) else { continue };
        let us = &s.units[u as usize];
        if !s.class(u).hard() || us.disrupted || us.moos || us.coos || !exploit_side(s, from, b.target) {
            continue;
        }
        let n = s.units[u as usize].steps as u32;
        if steps_in(s, b.side, b.target) + n <= 2 {
            out.push((u, b.target));
        }
        for h in s.data().neighbours(b.target) {
            if h != from
                && s.playable(h)
                && super::movement::enterable(s, u, h)
                && exploit_hex(s, h)
                && exploit_side(s, b.target, h)
                && steps_in(s, b.side, h) + n <= 2
            {
                out.push((u, h));
            }
        }
    }
    out
}

/// Advance after combat ([25.8]): by consolidation ([25.8.1]), committed units enter the emptied hex one
/// by one within stacking; or by exploitation ([25.8.2]), chosen with the first exploiting move. A city
/// entered is conquered ([30.1.1]).
pub struct AdvanceStep;

impl KitStep<State> for AdvanceStep {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let b = s.battle.as_ref()?;
        let mut actions: Vec<Action> = match b.exploit {
            // [25.8.2.2]: with exploitation, units that may not exploit still enter the target and stop.
            Some(true) => advancers(s).filter(|&u| steps_in(s, b.side, b.target) + s.units[u as usize].steps as u32 <= 2).map(Action::Advance).collect(),
            _ => advancers(s).map(Action::Advance).collect(),
        };
        actions.extend(exploits(s).into_iter().map(|(u, h)| Action::Exploit(u, h)));
        actions.push(Action::Done);
        Some(Prompt { seat: Some(b.side.seat()), id: "nato.advance", args: vec![Arg::Hex(hex_name(b.target))], rule: "NATO 25.8", actions })
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> std::result::Result<(), Illegal> {
        let Some(b) = s.battle.clone() else { return Err(Illegal("no battle".into())) };
        match action {
            Action::Advance(u) => {
                if let Some(b) = s.battle.as_mut() {
                    b.exploit.get_or_insert(false);
                }
                s.units[*u as usize].loc = Loc::Hex(b.target);
                s.push_log(Some(b.side), "nato.advance", vec![Arg::Unit(s.key(*u).to_string()), Arg::Hex(hex_name(b.target))]);
                super::movement::capture(s, b.target, b.side);
            }
            Action::Exploit(u, h) => {
                if let Some(b) = s.battle.as_mut() {
                    b.exploit = Some(true);
                }
                super::movement::capture(s, b.target, b.side);
                s.units[*u as usize].loc = Loc::Hex(*h);
                s.push_log(Some(b.side), "nato.exploit", vec![Arg::Unit(s.key(*u).to_string()), Arg::Hex(hex_name(*h))]);
                super::movement::capture(s, *h, b.side);
            }
            Action::Done => {
                s.steps.pop();
            }
            _ => return Err(Illegal("not an advance".into())),
        }
        Ok(())
    }
}

/// The end of a Combat Phase: the Engaged markers go ([25.6.5]), the attack marks are cleared.
pub struct CombatEnd;

impl KitStep<State> for CombatEnd {
    fn prompt(&self, _s: &State) -> Option<Prompt<Action>> {
        None
    }

    fn run(&self, s: &mut State) {
        super::assault::phase_end(s);
        let side = s.player;
        super::resupply::combat_end(s, side);
        for u in s.units.iter_mut() {
            u.engaged = false;
            u.attacked = false;
        }
        s.attacked_hexes.clear();
        s.supported.clear();
        s.marked.clear();
    }
}
