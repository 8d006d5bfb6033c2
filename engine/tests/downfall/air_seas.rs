//! Rules 12. DF 10.3 with rule 9's "check only" case (L1603–L1607; decision Q25): an air unit placed where its
//! supply trace must cross a contested sea area makes the interception check there (9.1) — the faction pays
//! the difference, no naval attack follows — once an area an adjustment (9.1.2). And Overlord's rule 14 (DF 14,
//! L1916; decision Q26): the Soviets and OKH trace supply through the Baltic and the Black Sea at +1 initiative
//! — for a reinforcement step (once a unit an order), an air placement (each time) and at a Supply event (once
//! an area). Rules 11 placed air units only where a trace crossed free areas and, in Overlord, traced through
//! neither inner sea while an OKH fleet was there.

use engine::games::downfall::air::{self, Adjust, Phase};
use engine::games::downfall::build::Build;
use engine::games::downfall::data::{Faction, Ideology, Kind};
use engine::games::downfall::state::{Loc, State, Step};
use engine::games::downfall::supply;
use engine::games::downfall::Downfall;
use engine::kit::rows::RowHex;
use engine::{Arg, Game};

use super::common::*;

/// The interception example's Central Mediterranean (L1619–L1633): West 7 (3 + 3, intrinsic air in Fair,
/// Malta box +0) against the three Italian fleets' 4 — a check there costs OKW 3. Every other counter off.
fn central_med(s: &mut State) {
    super::naval::central_med_fleets(s);
    for u in 0..s.units.len() {
        if matches!(s.units[u].loc, Loc::Hex(_) | Loc::Area(_)) {
            s.units[u].loc = Loc::Pool;
        }
    }
}

/// The city or rail ports on `sea` alone, made Axis, whose trace for an air unit of `f` pays for exactly that
/// sea (from rules 12, `supply::air_trace`).
fn bases_across(s: &mut State, f: Faction, sea: &str) -> Vec<RowHex> {
    let ports: Vec<RowHex> = s.data().hexes.iter().filter(|(_, x)| x.port && x.playable() && x.sea_areas == [sea.to_string()] && x.land_area.is_none() && (x.city.is_some() || x.rail)).map(|(h, _)| *h).collect();
    for h in &ports {
        s.cities.insert(*h, Ideology::Axis);
    }
    let out: Vec<RowHex> = ports.into_iter().filter(|h| supply::air_trace(s, f, *h, &[]).is_some_and(|t| t.iter().map(|(a, _)| a.as_str()).eq([sea]))).collect();
    assert!(!out.is_empty(), "an Axis port on {sea} whose air trace crosses it");
    out
}

fn card(s: &State, key: &str) -> u8 {
    s.data().events.iter().position(|c| c.key == key).unwrap_or_else(|| panic!("no card {key}")) as u8
}

/// The display shows three cards with one Axis air icon each, all marked for `f` (10.3.1): `f` places its air
/// units (two: its non-elite one, then its elite one), nobody else.
fn placing(s: &mut State, f: Faction) {
    let (a, b, c) = (card(s, "e04"), card(s, "e05"), card(s, "e10"));
    s.events.discard = vec![a];
    s.events.current = Some(b);
    s.events.pending = Some(c);
    s.events.axis_air = vec![(a, f), (b, f), (c, f)];
    s.steps = vec![Step::Round, Step::Air(Adjust::new(Phase::Place))];
}

/// The placement action of air unit `k` at `h`, described.
fn label(s: &State, k: &str, h: RowHex) -> engine::Described {
    let n = format!("enter {k} {}", h.id());
    let a = Downfall::prompt(s).actions.into_iter().find(|a| Downfall::describe(s, a).notation == n).unwrap_or_else(|| panic!("{n} not offered: {:?}", notations(s)));
    Downfall::describe(s, &a)
}

/// DF 10.3, 9 (check only), 9.1: OKW's air unit may be placed in a port whose trace crosses the contested
/// Central Mediterranean; the action says the check costs 3 (7 against 4, L1619–L1633) before the choice;
/// placing it pays 3 and no naval attack follows. Rules 11 did not offer the hex.
#[test]
fn an_air_placement_through_a_contested_sea_makes_the_check() {
    let mut s = start("campaign", 1);
    central_med(&mut s);
    let hexes = bases_across(&mut s, Faction::Okw, "central_med");
    let h = hexes[0];
    placing(&mut s, Faction::Okw);
    let mut old = s.clone();
    let d = label(&s, "air-okw-1", h);
    assert_eq!(d.label, "df.a.enter_sea");
    assert_eq!(d.args[2..], [Arg::Num(3), Arg::Key("df.sea.central_med".into()), Arg::Num(1)], "the check's cost and the sea before the choice");
    let before = s.init[Faction::Okw as usize];
    act(&mut s, &format!("enter air-okw-1 {}", h.id()));
    assert_eq!(s.units[unit(&s, "air-okw-1")].loc, Loc::Hex(h));
    assert_eq!(s.init[Faction::Okw as usize], before + 3, "the check's difference paid");
    assert!(s.log.iter().any(|e| e.id == "df.air_sea_check"));
    assert!(!s.steps.iter().any(|x| matches!(x, Step::NavalAttack(_))), "a check only: no naval attack on an air placement");
    // Rules 11: the placement traced through free areas only.
    old.rules = 11;
    assert!(!air::bases(&old, Faction::Okw).0.contains(&h), "rules 11 offered no base across a costly contested sea");
    assert!(!offered(&old, &format!("enter air-okw-1 {}", h.id())));
}

/// DF 9.1.2: the adjustment's second placement through the area it has checked makes no new check — its
/// label is the plain one and it costs nothing; a fresh adjustment would pay again.
#[test]
fn a_second_placement_through_the_checked_sea_is_free() {
    let mut s = start("campaign", 1);
    central_med(&mut s);
    let hexes = bases_across(&mut s, Faction::Okw, "central_med");
    placing(&mut s, Faction::Okw);
    act(&mut s, &format!("enter air-okw-1 {}", hexes[0].id()));
    let Some(Step::Air(adj)) = s.steps.last().cloned() else { panic!("OKW places its second air unit: {:?}", s.steps.last()) };
    assert_eq!(adj.checked, vec![(Faction::Okw, "central_med".to_string())]);
    let b = air::bases(&s, Faction::Okw).0.into_iter().find(|x| hexes.contains(x) && *x != hexes[0]).expect("another base across the sea");
    let at = b;
    assert!(adj.placement_cost(&s, Faction::Okw, at).is_empty(), "checked: crossed freely");
    assert_eq!(Adjust::new(Phase::Place).placement_cost(&s, Faction::Okw, at), vec![("central_med".to_string(), 3)], "a new adjustment checks again");
    assert_eq!(label(&s, "air-okw-2", b).label, "df.a.enter");
    let before = s.init[Faction::Okw as usize];
    act(&mut s, &format!("enter air-okw-2 {}", b.id()));
    assert_eq!(s.init[Faction::Okw as usize], before, "no second check");
}

/// The other reading: a base reached through free areas makes no check and shows the plain label, and an air
/// unit's rebase (2.3.2 L718) never crosses a costly area (Q25: no check outside a placement).
#[test]
fn a_free_trace_makes_no_check_and_a_rebase_pays_nothing() {
    let mut s = start("campaign", 1);
    central_med(&mut s);
    let hexes = bases_across(&mut s, Faction::Okw, "central_med");
    let free = air::bases(&s, Faction::Okw).0.into_iter().find(|h| supply::air_trace(&s, Faction::Okw, *h, &[]).is_some_and(|t| t.is_empty())).expect("a German base");
    placing(&mut s, Faction::Okw);
    assert_eq!(label(&s, "air-okw-1", free).label, "df.a.enter");
    let before = s.init[Faction::Okw as usize];
    act(&mut s, &format!("enter air-okw-1 {}", free.id()));
    assert_eq!(s.init[Faction::Okw as usize], before);
    assert!(!air::free_bases(&s, Faction::Okw).0.contains(&hexes[0]), "a rebase's places: free traces only");
    assert!(air::bases(&s, Faction::Okw).0.contains(&hexes[0]));
}

/// Overlord, every counter off the map (the inner seas keep their OKH fleets: Romanian units stay in the pool).
fn overlord() -> State {
    let mut s = start("overlord", 1);
    clear(&mut s);
    for u in 0..s.units.len() {
        if matches!(s.units[u].loc, Loc::Hex(_) | Loc::Area(_)) {
            s.units[u].loc = Loc::Pool;
        }
    }
    s
}

/// A German OKH infantry unit at 1 step in a Black Sea port whose trace for steps crosses the Black Sea (rules
/// 12: `step_trace` names it among rule 14's inner seas).
fn okh_across_the_black_sea(s: &mut State) -> (usize, String) {
    let ports: Vec<RowHex> = s.data().hexes.iter().filter(|(_, x)| x.port && x.playable() && x.sea_areas == ["black_sea".to_string()]).map(|(h, _)| *h).collect();
    for h in &ports {
        s.cities.insert(*h, Ideology::Axis);
    }
    let d = s.data();
    let k = (0..d.units.len())
        .find(|&u| d.units[u].faction == Faction::Okh && d.units[u].kind == Kind::Combat && d.units[u].front.infantry() && d.units[u].pips >= 3 && !d.units[u].supply_badge && d.units[u].german())
        .map(|u| d.units[u].key.clone())
        .expect("an OKH infantry unit");
    for p in ports {
        let u = place(s, &k, &p.id(), 1);
        let t = supply::step_trace(s, &supply::net(s), u, &[], false);
        if t.as_ref().is_some_and(|t| t.inner.iter().map(|(a, c)| (a.as_str(), *c)).eq([("black_sea", 1)]) && t.seas.is_empty()) {
            return (u, k);
        }
    }
    panic!("no Black Sea port whose trace crosses it")
}

fn step_label(s: &State, k: &str) -> engine::Described {
    let a = Downfall::prompt(s).actions.into_iter().find(|a| Downfall::describe(s, a).notation == format!("unit {k}")).unwrap_or_else(|| panic!("unit {k} may take a step: {:?}", notations(s)));
    Downfall::describe(s, &a)
}

/// DF 14 (L1916), 7.6.1: in Overlord an OKH step traced through the Black Sea costs +1, shown on the action
/// and paid as it is placed; the unit's second step this order is free (decision Q26: once a unit an order).
/// Rules 11 traced through neither inner sea while the OKH fleet was there: the unit was not offered.
#[test]
fn overlord_a_step_traced_through_the_black_sea_pays_one() {
    let mut s = overlord();
    let (u, k) = okh_across_the_black_sea(&mut s);
    let mut old = s.clone();
    s.steps = vec![Step::Round, Step::Build(Build::recruit(Faction::Okh))];
    let d = step_label(&s, &k);
    assert_eq!(d.label, "df.a.unit_inner");
    assert_eq!(d.args[1..], [Arg::Num(1), Arg::Key("df.sea.black_sea".into()), Arg::Num(1)]);
    let before = s.init[Faction::Okh as usize];
    act(&mut s, &format!("unit {k}"));
    assert_eq!((s.units[u].steps, s.init[Faction::Okh as usize]), (2, before + 1));
    assert!(s.log.iter().any(|e| e.id == "df.step_inner_sea"));
    assert!(!s.steps.iter().any(|x| matches!(x, Step::NavalAttack(_))), "rule 14: no naval attack");
    assert_eq!(step_label(&s, &k).label, "df.a.unit", "its second step shares the trace");
    act(&mut s, &format!("unit {k}"));
    assert_eq!((s.units[u].steps, s.init[Faction::Okh as usize]), (3, before + 1));
    old.rules = 11;
    old.steps = vec![Step::Round, Step::Build(Build::recruit(Faction::Okh))];
    assert!(!offered(&old, &format!("unit {k}")), "rules 11: no trace through the Black Sea");
}

/// DF 14 (L1916), 11.3 at a Supply event: the OKH unit traces through the Black Sea for 1 initiative (once an
/// area for the event, Q26) and stays in supply; rules 11 isolated it.
#[test]
fn overlord_the_supply_event_pays_the_inner_sea() {
    let mut s = overlord();
    let (u, _) = okh_across_the_black_sea(&mut s);
    let mut old = s.clone();
    let before = s.init[Faction::Okh as usize];
    supply::supply_event(&mut s);
    assert_eq!(s.units[u].isolated, supply::Isolation::None);
    assert_eq!(s.init[Faction::Okh as usize], before + 1);
    assert!(s.log.iter().any(|e| e.id == "df.inner_supply"));
    old.rules = 11;
    supply::supply_event(&mut old);
    assert_eq!(old.units[u].isolated, supply::Isolation::One, "rules 11: isolated");
}

/// DF 14 (L1916), 10.3: in Overlord an OKH air unit placed where its trace crosses the Black Sea pays +1 —
/// each time (rule 14 has no 9.1.2): the adjustment remembers no area. Rules 11 did not offer the hex.
#[test]
fn overlord_an_air_placement_across_the_black_sea_pays_one_each_time() {
    let mut s = overlord();
    let hexes = bases_across(&mut s, Faction::Okh, "black_sea");
    placing(&mut s, Faction::Okh);
    let mut old = s.clone();
    let d = label(&s, "air-okh-1", hexes[0]);
    assert_eq!(d.label, "df.a.enter_inner");
    assert_eq!(d.args[2..], [Arg::Num(1), Arg::Key("df.sea.black_sea".into()), Arg::Num(1)]);
    let before = s.init[Faction::Okh as usize];
    act(&mut s, &format!("enter air-okh-1 {}", hexes[0].id()));
    assert_eq!(s.init[Faction::Okh as usize], before + 1);
    assert!(s.log.iter().any(|e| e.id == "df.air_inner_sea"));
    let Some(Step::Air(adj)) = s.steps.last().cloned() else { panic!("OKH places its second air unit") };
    assert!(adj.checked.is_empty(), "rule 14: paid each time");
    assert_eq!(label(&s, "air-okh-2", hexes[1]).label, "df.a.enter_inner");
    act(&mut s, &format!("enter air-okh-2 {}", hexes[1].id()));
    assert_eq!(s.init[Faction::Okh as usize], before + 2, "the second placement pays again");
    old.rules = 11;
    assert!(!air::bases(&old, Faction::Okh).0.contains(&hexes[0]), "rules 11: not a base");
}
