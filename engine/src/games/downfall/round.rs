//! The action round (DF 6, L1019–L1131) and initiative (DF 5, L993–L1017): who acts, the weather marker,
//! the Action Track, the choice of an order marker and its initiative cost, HQ (DF 7.5), Material
//! Shortages (DF 7.10), Command Failure (DF 7.11), Re-seed (DF 7.12), and the New Turn procedure (DF 12).

use serde::Serialize;

use super::data::{Faction, OrderKind, FACTIONS};
use super::state::{Loc, Order, State, Step, ACTION_BOXES, TRACK};
use super::Action;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// The Re-seed cost (DF 7.12, L1125) and the Planning box's (DF 6 step 4, L1080).
pub const RESEED_COST: u16 = 3;
pub const PLANNING_COST: u16 = 1;
/// Material Shortages: what the other Axis faction pays without a card to discard (DF 7.10, L1447).
pub const SHORTAGE_COST: u16 = 3;

/// The faction whose marker is least advanced; a tie goes to the marker at the bottom (DF 5, L1001).
pub fn active(s: &State) -> Faction {
    *FACTIONS.iter().min_by_key(|f| (s.init[**f as usize], s.arrival[**f as usize])).expect("four factions")
}

/// The automatic start of an action round: DF 6 steps 1 (weather) and 2 (refill the Action Track).
pub struct RoundStart;

impl steps::Step<State> for RoundStart {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        None
    }
    fn run(&self, s: &mut State) {
        let f = active(s);
        s.active = f;
        s.order = None;
        s.log(Some(f.seat()), "df.round", vec![Arg::Seat(f.seat()), Arg::Num((s.init[f as usize] % TRACK + 1) as i32)]);
        // DF 2.4.2 (L780): an OKW action round starts by taking back the Beachheads it has cut off.
        if f == Faction::Okw {
            super::beachheads::okw_round(s);
        }
        weather_update(s, f);
        if s.outcome.is_some() {
            return;
        }
        refill(s);
        s.steps.push(Step::Round);
        // DF 6 step 6: after the order, the Pending Events (rules 2; events.rs).
        if super::events::enforced(s) {
            s.steps.push(Step::Events);
        }
        s.steps.push(Step::Choose(Choose { faction: f }));
    }
}

/// DF 6 step 1: the weather marker joins the active faction's space if it is not ahead of it, then moves
/// 2d6 spaces (never modified), never past the most advanced initiative marker; the weather period it
/// ends in sets the weather; passing 91 starts a new turn (DF 12); turn 8's space 61 ends the game (DF 13).
pub fn weather_update(s: &mut State, f: Faction) {
    let me = s.init[f as usize];
    if s.weather_pos > me {
        return;
    }
    let from = me;
    let dice = s.chance.rolls(2, 1..=6);
    let roll: u16 = dice.iter().map(|d| d.value as u16).sum();
    let cap = *s.init.iter().max().expect("four markers");
    let to = (from + roll).min(cap).max(s.weather_pos);
    s.log(None, "df.weather_roll", vec![Arg::Dice(dice.iter().map(|d| crate::log::Die { value: d.value, scripted: d.drawn == crate::kit::chance::Drawn::Scripted }).collect()), Arg::Num((to % TRACK + 1) as i32)]);
    let mut pos = s.weather_pos.max(from);
    // Step through each space so a lap (a new turn) and turn 8's space 61 are seen where they happen.
    s.weather_pos = pos;
    while pos < to {
        pos += 1;
        s.weather_pos = pos;
        if pos % TRACK == 0 {
            new_turn(s);
        }
        if s.turn >= 8 && pos % TRACK + 1 == 61 {
            s.weather = s.weather_now();
            super::victory::turn_eight(s);
            return;
        }
    }
    let w = s.weather_now();
    if w != s.weather {
        s.weather = w;
        s.log(None, "df.weather", vec![Arg::Key(format!("df.weather.{}", w.key()))]);
    }
}

/// The New Turn procedure (DF 12, L1863–L1872): the turn marker advances, the weather of period 1,
/// the turn's reinforcements to the Pending Area (rules 2; rules 1 put them in the force pool), the event
/// discard pile under the draw pile (rules 2), and every Order Display's markers go back to the cup
/// (Planning and the Action Track keep theirs).
pub fn new_turn(s: &mut State) {
    s.turn += 1;
    s.log(None, "df.turn", vec![Arg::Num(s.turn as i32)]);
    s.weather = s.weather_now();
    // DF 12 step 3: the action cards of the new turn into their decks (the variant with cards).
    super::cards::new_turn(s);
    let arriving: Vec<usize> = s.data().reinforcements.iter().filter(|(_, t)| *t == s.turn).map(|(u, _)| *u).collect();
    for u in arriving {
        if s.units[u].loc == Loc::Later {
            if super::events::enforced(s) {
                // DF 12 step 4 (L1872): to the Pending Area, until a High Command event (L479).
                s.units[u].loc = Loc::Pending;
                s.log(None, "df.reinforcement_pending", vec![s.unit_arg(u)]);
            } else {
                s.units[u].loc = Loc::Pool;
                s.log(None, "df.reinforcement", vec![s.unit_arg(u)]);
            }
        }
    }
    if super::events::enforced(s) {
        super::events::new_turn(s);
    }
    for f in FACTIONS {
        let back: Vec<u8> = s.display[f as usize].drain(..).map(|(m, _)| m).collect();
        s.cup.extend(back);
    }
    s.cup.sort_unstable();
}

/// DF 6 step 2: slide the markers toward box 1, then fill the empty boxes from the cup, lowest first.
pub fn refill(s: &mut State) {
    let mut kept: Vec<Option<u8>> = s.track.iter().copied().filter(Option::is_some).collect();
    while kept.len() < ACTION_BOXES && !s.cup.is_empty() {
        let (i, _) = s.chance.pick(&s.cup.iter().map(|&m| m as u16).collect::<Vec<_>>()).expect("the cup is not empty");
        kept.push(Some(s.cup.remove(i)));
    }
    kept.resize(ACTION_BOXES, None);
    s.track = kept;
}

/// Whether a marker side may be chosen as an order now. Partisan Warfare (DF 7.8) from rules version 2.
pub fn side_usable(s: &State, f: Faction, marker: u8, side: u8) -> bool {
    let os = &s.data().markers[marker as usize].sides[side as usize];
    if os.faction != f || (os.order == OrderKind::PartisanWarfare && !super::partisans::enforced(s)) {
        return false;
    }
    // DF 6 step 3 (L1069): an Axis faction may not take an order identical to one on its display or in
    // its Planning box.
    if f.is_axis() {
        let held = s.display[f as usize].iter().copied().chain(s.planning[f as usize].map(|m| (m, s.side_for(m, f).unwrap_or(0))));
        for (m, sd) in held {
            if s.data().markers[m as usize].sides[sd as usize].order == os.order {
                return false;
            }
        }
    }
    true
}

/// The usable sides of a marker for a faction.
pub fn usable_sides(s: &State, f: Faction, marker: u8) -> Vec<u8> {
    (0..s.data().markers[marker as usize].sides.len() as u8).filter(|&sd| side_usable(s, f, marker, sd)).collect()
}

/// The surcharge for taking box `b` (DF 6 step 4, L1082–L1089): +1 for each marker in a lower box the
/// faction could have taken; two identical Axis orders count once.
pub fn surcharge(s: &State, f: Faction, b: usize) -> u16 {
    let mut seen: Vec<OrderKind> = vec![];
    let mut n = 0;
    for m in s.track[..b].iter().flatten() {
        let sides = usable_sides(s, f, *m);
        if sides.is_empty() {
            continue;
        }
        if f.is_axis() {
            let kind = s.data().markers[*m as usize].sides[sides[0] as usize].order;
            if seen.contains(&kind) {
                continue;
            }
            seen.push(kind);
        }
        n += 1;
    }
    n
}

/// DF 6 step 3: the active faction's choice of an order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Choose {
    pub faction: Faction,
}

impl Choose {
    fn actions(&self, s: &State) -> Vec<Action> {
        let f = self.faction;
        let mut out = vec![];
        let mut any_track = false;
        for (b, m) in s.track.iter().enumerate() {
            let Some(m) = *m else { continue };
            let sides = usable_sides(s, f, m);
            if !sides.is_empty() {
                any_track = true;
            }
            for sd in &sides {
                out.push(Action::Take { marker: m, side: *sd });
            }
            if !sides.is_empty() && s.planning[f as usize].is_none() {
                out.push(Action::Plan { marker: m });
            }
            let _ = b;
        }
        if let Some(p) = s.planning[f as usize] {
            for sd in 0..s.data().markers[p as usize].sides.len() as u8 {
                let os = &s.data().markers[p as usize].sides[sd as usize];
                if os.faction == f && (os.order != OrderKind::PartisanWarfare || super::partisans::enforced(s)) {
                    out.push(Action::FromPlanning { side: sd });
                }
            }
        }
        // DF 7.12: Re-seed when no valid marker is on the track and the cup is not empty.
        if !any_track && !s.cup.is_empty() {
            out.push(Action::Reseed);
        }
        // DF 3.2 (L947): cards played before choosing an order (rules 7, the action-card variant).
        out.extend(super::cards::situational(s, f).into_iter().map(Action::Play));
        out
    }
}

impl steps::Step<State> for Choose {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        Some(Prompt { seat: Some(self.faction.seat()), id: "df.choose", args: vec![Arg::Seat(self.faction.seat())], rule: "DF 6", actions: self.actions(s) })
    }
    fn apply(&self, s: &mut State, _seat: Seat, a: &Action) -> Result<(), Illegal> {
        let f = self.faction;
        s.steps.pop();
        match *a {
            // DF 3.2 (L947): the card is resolved, then the faction still chooses its order.
            Action::Play(c) if super::cards::situational(s, f).contains(&c) => {
                s.steps.push(Step::Choose(self.clone()));
                super::cards::play_situational(s, f, c);
            }
            Action::Take { marker, side } => {
                let b = s.track.iter().position(|x| *x == Some(marker)).ok_or_else(|| Illegal("not on the track".into()))?;
                let extra = surcharge(s, f, b);
                s.track[b] = None;
                s.display[f as usize].push((marker, side));
                s.log(Some(f.seat()), "df.take", vec![Arg::Seat(f.seat()), Arg::Key(format!("df.order.{}", s.data().markers[marker as usize].sides[side as usize].order.key())), Arg::Num(b as i32 + 1)]);
                let cost = s.data().markers[marker as usize].sides[side as usize].cost.map_or(0, |c| c as u16);
                s.pay(f, cost + extra);
                execute(s, f, marker, side);
            }
            Action::Plan { marker } => {
                let b = s.track.iter().position(|x| *x == Some(marker)).ok_or_else(|| Illegal("not on the track".into()))?;
                let extra = surcharge(s, f, b);
                s.track[b] = None;
                s.planning[f as usize] = Some(marker);
                s.log(Some(f.seat()), "df.plan", vec![Arg::Seat(f.seat()), Arg::Num(b as i32 + 1)]);
                s.pay(f, PLANNING_COST + extra);
                events_then_round(s);
            }
            Action::FromPlanning { side } => {
                let marker = s.planning[f as usize].take().ok_or_else(|| Illegal("the Planning box is empty".into()))?;
                s.display[f as usize].push((marker, side));
                s.log(Some(f.seat()), "df.from_planning", vec![Arg::Seat(f.seat()), Arg::Key(format!("df.order.{}", s.data().markers[marker as usize].sides[side as usize].order.key()))]);
                let cost = s.data().markers[marker as usize].sides[side as usize].cost.map_or(0, |c| c as u16);
                s.pay(f, cost);
                execute(s, f, marker, side);
            }
            Action::Reseed => {
                let back: Vec<u8> = s.track.iter_mut().filter_map(Option::take).collect();
                s.cup.extend(back);
                s.cup.sort_unstable();
                refill(s);
                s.log(Some(f.seat()), "df.reseed", vec![Arg::Seat(f.seat())]);
                s.pay(f, RESEED_COST);
                events_then_round(s);
            }
            _ => return Err(Illegal("not an order choice".into())),
        }
        Ok(())
    }
    /// DF 6 step 3, rare case: nothing to choose. The marker moves to the next space holding another
    /// faction's marker (one space on when none is ahead).
    fn none_left(&self, s: &mut State) {
        let f = self.faction;
        let me = s.init[f as usize];
        let next = FACTIONS.iter().filter(|g| **g != f).map(|g| s.init[*g as usize]).filter(|p| *p > me).min().unwrap_or(me + 1);
        s.log(Some(f.seat()), "df.no_order", vec![Arg::Seat(f.seat())]);
        s.pay(f, next - me);
        events_then_round(s);
    }
}

/// DF 6 step 6 (the Pending Events) follows the order as the `Events` step RoundStart put under it
/// (events.rs); nothing more to do here.
fn events_then_round(_s: &mut State) {}

/// DF 6 step 5: carry out the order (DF 7).
pub fn execute(s: &mut State, f: Faction, marker: u8, side: u8) {
    let os = s.data().markers[marker as usize].sides[side as usize].clone();
    s.order = Some(Order { faction: f, marker, side });
    match os.order {
        OrderKind::Redeploy => s.steps.push(Step::Move(super::movement::Move::new(f, marker, side))),
        OrderKind::Attack => s.steps.push(Step::Attacks(super::combat::Attacks::new(s, f, marker, side))),
        // DF 7.3: first move, then attack.
        OrderKind::RedeployAttack => {
            s.steps.push(Step::Attacks(super::combat::Attacks::new(s, f, marker, side)));
            s.steps.push(Step::Move(super::movement::Move::new(f, marker, side)));
        }
        // DF 7.4: first attack, then move.
        OrderKind::AttackRedeploy => {
            s.steps.push(Step::Move(super::movement::Move::new(f, marker, side)));
            s.steps.push(Step::Attacks(super::combat::Attacks::new(s, f, marker, side)));
        }
        OrderKind::Hq => s.steps.push(Step::HqPick(HqPick { faction: f })),
        OrderKind::Recruit => s.steps.push(Step::Build(super::build::Build::recruit(f))),
        OrderKind::Mechanize => s.steps.push(Step::Build(super::build::Build::mechanize(f, os.steps))),
        // DF 7.11: 1d6, paid by the other Axis faction.
        OrderKind::CommandFailure => {
            let other = f.other_axis().expect("an Axis order");
            let r = s.chance.roll(1..=6);
            // Decision Q5: the event cards' +1 applies to this roll as to every roll but weather.
            let n = (r.value as i32 + super::events::roll_bonus(s, f)) as u16;
            s.log(Some(f.seat()), "df.command_failure", vec![Arg::Seat(other.seat()), Arg::Roll(r.value)]);
            s.pay(other, n);
        }
        // DF 7.10 (L1447): the other Axis faction discards a card or pays 3; with no card in hand it pays.
        OrderKind::MaterialShortages => {
            let other = f.other_axis().expect("an Axis order");
            if s.cards.hands[other as usize].is_empty() {
                s.log(Some(f.seat()), "df.material_shortages", vec![Arg::Seat(other.seat()), Arg::Num(SHORTAGE_COST as i32)]);
                s.pay(other, SHORTAGE_COST);
            } else {
                s.steps.push(Step::Shortages(super::cards::Shortages { faction: other }));
            }
        }
        OrderKind::StrategicWarfare => super::sw::start(s, f),
        OrderKind::PartisanWarfare => super::partisans::start(s, f),
    }
}

/// DF 7.5: HQ carries out any one Ops order of the faction and pays its printed cost.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct HqPick {
    pub faction: Faction,
}

impl steps::Step<State> for HqPick {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let f = self.faction;
        let mut actions = vec![];
        for (m, mk) in s.data().markers.iter().enumerate() {
            for (sd, os) in mk.sides.iter().enumerate() {
                if os.faction == f && os.order.is_ops() {
                    actions.push(Action::Ops { marker: m as u8, side: sd as u8 });
                }
            }
        }
        Some(Prompt { seat: Some(f.seat()), id: "df.hq", args: vec![], rule: "DF 7.5", actions })
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        let Action::Ops { marker, side } = *a else { return Err(Illegal("choose an Ops order".into())) };
        s.steps.pop();
        let cost = s.data().markers[marker as usize].sides[side as usize].cost.unwrap_or(0) as u16;
        s.log(Some(self.faction.seat()), "df.hq_order", vec![Arg::Key(format!("df.order.{}", s.data().markers[marker as usize].sides[side as usize].order.key()))]);
        s.pay(self.faction, cost);
        execute(s, self.faction, marker, side);
        Ok(())
    }
}
