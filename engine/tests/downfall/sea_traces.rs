//! DF 11.2 (L1840–L1844) for reinforcement steps, rules 11 (decision Q23): a trace for a Recruit or
//! Mechanize step (7.6.1 L1282, 7.7.1) through a contested sea area makes its interception check (9.1) and
//! lets the enemy make a naval attack on the step (9.2), once an area an order (9.1.2); a blocked step goes
//! back to the order (9.2.1). With the Axis partisan toll of 11.1 (Q20) the two add up. Rules 10 traced only
//! through an area whose check cost nothing, with no check and no attack.

use engine::games::downfall::build::Build;
use engine::games::downfall::data::{Faction, Ideology, Kind, Weather};
use engine::games::downfall::state::{Loc, State, Step};
use engine::games::downfall::supply;
use engine::games::downfall::Downfall;
use engine::kit::rows::RowHex;
use engine::{Arg, Game};

use super::common::*;

/// The interception example's Central Mediterranean (L1619–L1633, `naval::central_med_fleets`): a check
/// there costs OKW 3.
fn central_med(s: &mut State) {
    super::naval::central_med_fleets(s);
}

/// An OKW infantry unit of 3 pips or more, at 1 step, in an Axis port on the Central Mediterranean whose
/// only trace for steps crosses that sea (from rules 11: `step_trace` names it).
fn okw_across_the_sea(s: &mut State) -> (usize, String) {
    let ports: Vec<RowHex> = s.data().hexes.iter().filter(|(_, x)| x.port && x.playable() && x.sea_areas.len() == 1 && x.sea_areas[0] == "central_med" && x.land_area.is_none()).map(|(h, _)| *h).collect();
    for h in &ports {
        s.cities.insert(*h, Ideology::Axis);
    }
    let d = s.data();
    let k = (0..d.units.len())
        .find(|&u| d.units[u].faction == Faction::Okw && d.units[u].kind == Kind::Combat && d.units[u].front.infantry() && d.units[u].pips >= 3 && !d.units[u].supply_badge && d.units[u].german())
        .map(|u| d.units[u].key.clone())
        .expect("an OKW infantry unit");
    for p in ports {
        let u = place(s, &k, &p.id(), 1);
        let t = supply::step_trace(s, &supply::net(s), u, &[], false);
        if t.as_ref().is_some_and(|t| t.seas.iter().map(|(a, _)| a.as_str()).eq(["central_med"])) {
            return (u, k);
        }
    }
    panic!("no Axis port on the Central Mediterranean whose trace crosses it")
}

fn recruiting(s: &mut State, f: Faction) {
    s.steps = vec![Step::Round, Step::Build(Build::recruit(f))];
}

fn build(s: &State) -> Build {
    s.steps.iter().rev().find_map(|x| if let Step::Build(b) = x { Some(b.clone()) } else { None }).expect("the order")
}

/// The step's action for unit `k`, described.
fn label(s: &State, k: &str) -> engine::Described {
    let a = Downfall::prompt(s).actions.into_iter().find(|a| Downfall::describe(s, a).notation == format!("unit {k}")).unwrap_or_else(|| panic!("unit {k} may take a step: {:?}", notations(s)));
    Downfall::describe(s, &a)
}

/// DF 11.2, 7.6.1 (L1282), 9.1: the step is offered with its check — the label names the sea and the 3
/// initiative before the choice; the step costs OKW 3 and the West may then attack the step (9.2). Rules 10
/// never offered the unit (its only trace crossed an area whose check costs initiative).
#[test]
fn a_step_traced_through_a_contested_sea_makes_the_check() {
    let mut s = start("campaign", 1);
    central_med(&mut s);
    let (u, k) = okw_across_the_sea(&mut s);
    let mut old = s.clone();
    recruiting(&mut s, Faction::Okw);
    let d = label(&s, &k);
    assert_eq!(d.label, "df.a.unit_sea");
    assert_eq!(d.args[1..], [Arg::Num(3), Arg::Key("df.sea.central_med".into()), Arg::Num(1)], "the cost and the sea show before the choice");
    let before = s.init[Faction::Okw as usize];
    act(&mut s, &format!("unit {k}"));
    assert_eq!((s.units[u].steps, s.init[Faction::Okw as usize]), (2, before + 3), "the step placed, the check's difference paid");
    let p = Downfall::prompt(&s);
    assert_eq!((p.id, p.seat), ("df.naval_attack_step", Some(Faction::West.seat())), "the West may make a naval attack");
    assert!(s.log.iter().any(|e| e.id == "df.step_sea_check"));
    // Rules 10: the unit traced for steps only through seas free of cost: not offered.
    old.rules = 10;
    recruiting(&mut old, Faction::Okw);
    assert!(!offered(&old, &format!("unit {k}")), "rules 10 offered no step across a costly contested sea");
}

/// DF 9.2 steps 1–3 on a step's trace: the modifier is the strengths' difference alone (+3; decision Q23:
/// one step placed, so no "+1 for 2 steps or more", though the unit now has 2); 7 + 3 = 10: 2 hits. OKW
/// removes the step being placed and interdicts one Italian fleet; its other fleets stay ready, so the order
/// goes on with 3 steps left (the step lost).
#[test]
fn the_naval_attack_on_a_step_removes_it() {
    let mut s = start("campaign", 1);
    central_med(&mut s);
    let (u, k) = okw_across_the_sea(&mut s);
    recruiting(&mut s, Faction::Okw);
    act(&mut s, &format!("unit {k}"));
    let Some(Step::NavalAttack(n)) = s.steps.last().cloned() else { panic!("an attack: {:?}", s.steps.last()) };
    assert_eq!(s.units[u].steps, 2);
    assert_eq!(n.drm(&s), 3, "the difference only: a step's trace places one step");
    s.chance.script.dice = vec![3, 4];
    act(&mut s, "roll");
    let p = Downfall::prompt(&s);
    assert_eq!((p.id, p.seat), ("df.naval_hits_step", Some(Faction::Okw.seat())));
    act(&mut s, &format!("unit {k}"));
    assert_eq!(s.units[u].steps, 1, "the hit removed the step being placed");
    assert!(!offered(&s, &format!("unit {k}")), "the step is gone: the second hit goes on a fleet");
    act(&mut s, "unit nav-it-2");
    assert!(s.units[unit(&s, "nav-it-2")].flipped, "Interdicted");
    assert_eq!(build(&s).left, 3, "the order goes on; the step is lost");
    assert!(matches!(s.steps.last(), Some(Step::Build(_))));
}

/// DF 9.2.1 (L1687): every defending fleet in the area interdicted blocks the step assignment — the step
/// comes off the unit and back to the order, which may give it to a unit that needs no sea trace (this
/// unit's sea has no ready Axis fleet now: it is not offered).
#[test]
fn a_blocked_step_goes_back_to_the_order() {
    let mut s = start("campaign", 1);
    central_med(&mut s);
    for k in ["nav-it-2", "nav-it-3"] {
        let v = unit(&s, k);
        s.units[v].loc = Loc::Pool;
    }
    let (u, k) = okw_across_the_sea(&mut s);
    recruiting(&mut s, Faction::Okw);
    act(&mut s, &format!("unit {k}"));
    // 2 + (7 − 2) = 7: 1 hit; OKW interdicts its only fleet there.
    s.chance.script.dice = vec![1, 1];
    act(&mut s, "roll");
    act(&mut s, "unit nav-it-1");
    assert_eq!(s.units[u].steps, 1, "blocked: the step is taken back");
    assert_eq!(build(&s).left, 4, "and given back to the order");
    assert!(!offered(&s, &format!("unit {k}")), "no ready fleet there: the sea is closed to the trace");
    assert!(s.log.iter().any(|e| e.id == "df.step_blocked"));
}

/// DF 9.1.2 (L1647), 11.2 (L1844): all the supply an order traces through one area makes one check and
/// one attack there — the unit's second step crosses the checked area for nothing and offers no attack.
#[test]
fn a_second_step_through_the_checked_sea_is_free() {
    let mut s = start("campaign", 1);
    central_med(&mut s);
    let (u, k) = okw_across_the_sea(&mut s);
    recruiting(&mut s, Faction::Okw);
    act(&mut s, &format!("unit {k}"));
    act(&mut s, "done");
    assert_eq!(build(&s).checked, vec!["central_med".to_string()]);
    assert_eq!(label(&s, &k).label, "df.a.unit", "no new check");
    let before = s.init[Faction::Okw as usize];
    act(&mut s, &format!("unit {k}"));
    assert_eq!((s.units[u].steps, s.init[Faction::Okw as usize]), (3, before));
    assert!(matches!(s.steps.last(), Some(Step::Build(_))), "no second attack");
}

/// DF 9.2 (L1655): the interceptor may attack "whatever the check gave" — with OKW the stronger there the
/// check costs nothing, yet the West is still offered the attack. Rules 10 crossed that area with no check
/// and no attack.
#[test]
fn a_check_that_costs_nothing_still_allows_the_attack() {
    let mut s = start("campaign", 1);
    central_med(&mut s);
    let w = unit(&s, "nav-w-us");
    s.units[w].loc = Loc::Pool;
    s.weather = Weather::Snow;
    // West 3 against OKW 4: the check costs nothing.
    let (u, k) = okw_across_the_sea(&mut s);
    let mut old = s.clone();
    recruiting(&mut s, Faction::Okw);
    let d = label(&s, &k);
    assert_eq!((d.label.as_str(), d.args[1].clone()), ("df.a.unit_sea", Arg::Num(0)));
    let before = s.init[Faction::Okw as usize];
    act(&mut s, &format!("unit {k}"));
    assert_eq!(s.init[Faction::Okw as usize], before);
    assert_eq!(Downfall::prompt(&s).id, "df.naval_attack_step");
    old.rules = 10;
    recruiting(&mut old, Faction::Okw);
    act(&mut old, &format!("unit {k}"));
    assert_eq!(old.units[u].steps, 2);
    assert!(matches!(old.steps.last(), Some(Step::Build(_))), "rules 10: no check, no attack");
}

/// DF 11.1 with 11.2 (Q20, Q23): a trace that must enter a partisan's hex and cross a contested sea pays
/// both — 1 for the partisans and the check's 3 — shown as 4 on the label and paid at once.
#[test]
fn the_partisan_toll_and_the_sea_check_add_up() {
    let mut s = start("campaign", 1);
    central_med(&mut s);
    let (u, k) = okw_across_the_sea(&mut s);
    // A partisan in every Axis port the trace may land at across the sea: every path enters one.
    let landings: Vec<RowHex> = s.data().hexes.iter().filter(|(h, x)| x.port && x.sea_areas.iter().any(|a| a == "central_med") && s.cities.get(*h) == Some(&Ideology::Axis) && Some(**h) != s.hex_of(u)).map(|(h, _)| *h).collect();
    let partisans: Vec<String> = (1..=6).map(|i| format!("par-w-{i}")).chain((1..=8).map(|i| format!("par-sov-{i}"))).collect();
    // More ports than partisan counters: the southernmost (African) ones go to the West, closed to the trace.
    let (closed, landings) = landings.split_at(landings.len().saturating_sub(partisans.len()));
    for h in closed {
        s.cities.insert(*h, Ideology::Western);
    }
    for (h, p) in landings.iter().zip(&partisans) {
        place(&mut s, p, &h.id(), 1);
    }
    let t = supply::step_trace(&s, &supply::net(&s), u, &[], false).expect("the unit still traces, through a partisan");
    assert_eq!((t.toll, t.seas.len()), (1, 1), "{t:?}");
    recruiting(&mut s, Faction::Okw);
    let d = label(&s, &k);
    assert_eq!((d.label.as_str(), d.args[1].clone()), ("df.a.unit_sea", Arg::Num(4)), "1 for the partisan, 3 for the check");
    let before = s.init[Faction::Okw as usize];
    act(&mut s, &format!("unit {k}"));
    assert_eq!(s.init[Faction::Okw as usize], before + 4);
    let b = build(&s);
    assert_eq!((b.tolled.clone(), b.checked.clone()), (vec![u as u16], vec!["central_med".to_string()]));
    assert!(s.log.iter().any(|e| e.id == "df.step_partisan_toll") && s.log.iter().any(|e| e.id == "df.step_sea_check"));
}

/// The board shows the naval attack's odds before the roll (odds.rs), over the 36 rolls: with +3 no roll
/// fails (2 + 3 = 5: 1 hit); 2 hits from 7 up (21 of 36), 3 hits from 12 up (1 of 36, a 12).
#[test]
fn the_naval_attack_shows_its_odds() {
    let mut s = start("campaign", 1);
    central_med(&mut s);
    let (_, k) = okw_across_the_sea(&mut s);
    recruiting(&mut s, Faction::Okw);
    act(&mut s, &format!("unit {k}"));
    let o = Downfall::odds(&s, &engine::games::downfall::Action::Roll).expect("odds before the roll");
    assert_eq!(o.outcomes.iter().map(|x| x.ways).sum::<u32>(), o.total);
    let ways = |hits: i32| o.outcomes.iter().filter(|x| x.id == "df.odds.naval" && x.args == [Arg::Num(hits)]).map(|x| x.ways).sum::<u32>();
    assert_eq!((ways(1), ways(2), ways(3)), (15, 20, 1), "5–9, 10–14, 15+ with +3");
    assert!(!o.outcomes.iter().any(|x| x.id == "df.odds.naval_interdict"));
}
