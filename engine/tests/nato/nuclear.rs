//! Nuclear warfare ([21.0]–[21.6]), rules version 15 with the `nuclear` option: the strikes and their
//! resolution on the (reconstructed) Nuclear Strike Table, HQs, trains and Reforger sites, the Nuclear
//! marker's effects, Armageddon and tit-for-tat (with the booklet's example L2295), airfield strikes, the
//! Vistula, air dispersal, war crimes. Each read both ways; the option off means no nuclear anything.

use engine::games::nato::actions::Action;
use engine::games::nato::air::tables::{AirPoints, StrikeResult};
use engine::games::nato::combat::odds::{attack_factor, defence};
use engine::games::nato::combat::retreat::options;
use engine::games::nato::data::{hex_name, Class, HexId, Side};
use engine::games::nato::game::Nato;
use engine::games::nato::movement::destinations;
use engine::games::nato::nuclear::{self, nuked, Nuclear};
use engine::games::nato::state::{Loc, State, Step, UnitId};
use engine::record::Header;
use engine::session::Match;
use engine::Game;

use super::common::{dice, hex, state};

/// An empty Long Fortnight state under rules 15 with nuclear warfare, on game turn 3.
fn nuke() -> State {
    let mut s = state();
    s.rules = nuclear::RULES;
    s.turn = 3;
    s.nuclear = Some(Nuclear::default());
    s
}

fn mark(s: &mut State, h: HexId) {
    s.nuclear.as_mut().unwrap().markers.push(h);
}

fn segment(s: &mut State, side: Side) {
    s.player = side;
    s.steps = vec![Step::TurnEnd, Step::Nuclear(side, false)];
}

fn strikes(s: &State) -> Vec<Action> {
    Nato::prompt(s).actions.into_iter().filter(|a| nuclear::is_strike(a)).collect()
}

fn pact_unit(s: &State, pred: impl Fn(&State, UnitId) -> bool) -> String {
    (0..s.data().units.len() as UnitId).find(|&u| s.side(u) == Side::Wp && pred(s, u)).map(|u| s.key(u).to_string()).unwrap()
}

fn nato_unit(s: &State, pred: impl Fn(&State, UnitId) -> bool) -> String {
    (0..s.data().units.len() as UnitId).find(|&u| s.side(u) == Side::Nato && pred(s, u)).map(|u| s.key(u).to_string()).unwrap()
}

fn header(options: &[(&str, &str)], rules: u32) -> Header {
    let mut h = Header { game: "nato".into(), rules, scenario: "baltic_gate".into(), options: Default::default(), seed: 1, position: None, pack: None };
    for (k, v) in options {
        h.options.insert(k.to_string(), v.to_string());
    }
    h
}

/// A clear hex of the side's own territory, no city, in play.
fn clear_hex(s: &State, owner: Side) -> HexId {
    let d = s.data();
    (0..d.hexes.len() as HexId)
        .find(|&h| s.playable(h) && d.hexes[h as usize].city.is_none() && d.tec[d.hexes[h as usize].primary].key == "clear" && d.hexes[h as usize].owner() == Some(owner) && !d.hexes[h as usize].bridge)
        .unwrap()
}

/// The option: off (the default) a rules-15 game holds no nuclear state and plays no nuclear segment; on,
/// the state is there from the set-up. Rules 14 refuses it; so does a value other than on/off.
#[test]
fn the_option_off_means_no_nuclear_anything() {
    let off = Match::<Nato>::new(header(&[], 15)).unwrap();
    assert!(off.state().nuclear.is_none());
    assert!(Nato::view_json(off.state(), None).get("nuclear").is_none());
    assert!(!off.state().steps.iter().any(|s| matches!(s, Step::Nuclear(..))));
    let on = Match::<Nato>::new(header(&[("nuclear", "on")], 15)).unwrap();
    assert_eq!(on.state().nuclear, Some(Nuclear::default()));
    assert!(Nato::view_json(on.state(), None).get("nuclear").is_some());
    assert!(on.state().steps.contains(&Step::Nuclear(Side::Wp, false)) && on.state().steps.contains(&Step::Nuclear(Side::Nato, false)));
    assert!(Match::<Nato>::new(header(&[("nuclear", "on")], 14)).is_err(), "rules 14 has no nuclear warfare");
    assert!(Match::<Nato>::new(header(&[("nuclear", "maybe")], 15)).is_err());
    // [20.1]: the Nuclear Strike Segment comes before the Chemical Strike Segment and the air strikes.
    let both = Match::<Nato>::new(header(&[("nuclear", "on"), ("chemical", "on")], 15)).unwrap();
    let st = &both.state().steps;
    let at = |x: &Step| st.iter().rposition(|y| y == x).unwrap();
    assert!(at(&Step::Nuclear(Side::Wp, false)) > at(&Step::ChemicalStart), "the stack runs from its top: nuclear first");
    assert!(at(&Step::ChemicalStart) > at(&Step::AirStrikes(Side::Wp)));
}

/// [21.1], [21.1.1]: one die per enemy step: a 2-step unit rolls twice — `D` flips and disrupts it, the second `D`
/// eliminates it; `*` disrupts (artillery suppressed). The Nuclear marker is placed; an Offensive Strike
/// that empties the hex leaves the striker's Breakthrough marker ([25.9.1]).
#[test]
fn a_die_per_step_and_the_emptied_hex() {
    let mut s = nuke();
    s.player = Side::Nato;
    let t = clear_hex(&s, Side::Wp);
    let two = s.place(&pact_unit(&s, |s, u| s.class(u).maneuver() && s.ty(u).steps == 2), &hex_name(t));
    assert_eq!(s.data().nuclear.result(2), StrikeResult::D1);
    assert_eq!(s.data().nuclear.result(1), StrikeResult::Disrupted);
    // Two dice for the two steps, then the Armageddon roll (6: the game goes on).
    dice(&mut s, &[2, 3, 6]);
    nuclear::strike(&mut s, Side::Nato, t, true);
    assert_eq!(s.hex_of(two), None, "D, then D: eliminated");
    assert!(nuked(&s, t));
    assert!(s.breakthroughs.contains(&(t, Side::Nato)));
    assert!(s.outcome.is_none());

    // `*` then `D`: flipped and disrupted; the hex not emptied, no Breakthrough marker.
    let mut s = nuke();
    s.player = Side::Nato;
    let two = s.place(&pact_unit(&s, |s, u| s.class(u).maneuver() && s.ty(u).steps == 2), &hex_name(t));
    let art = s.place(&pact_unit(&s, |s, u| s.class(u) == Class::Artillery && s.ty(u).steps == 1), &hex_name(t));
    dice(&mut s, &[1, 4, 1, 6]);
    nuclear::strike(&mut s, Side::Nato, t, true);
    assert_eq!(s.units[two as usize].steps, 1);
    assert!(s.units[two as usize].disrupted);
    assert!(s.units[art as usize].suppressed && !s.units[art as usize].disrupted, "artillery suppressed");
    assert!(!s.breakthroughs.contains(&(t, Side::Nato)));

    // A defensive strike that empties the hex leaves no Breakthrough marker.
    let mut s = nuke();
    let one = s.place(&pact_unit(&s, |s, u| s.class(u).maneuver() && s.ty(u).steps == 1), &hex_name(t));
    dice(&mut s, &[5, 6]);
    nuclear::strike(&mut s, Side::Nato, t, false);
    assert_eq!(s.hex_of(one), None);
    assert!(nuked(&s, t));
    assert!(!s.breakthroughs.iter().any(|b| b.0 == t));
}

/// [30.4.3], [21.1.1]: a major or key city takes −1 (the same die 2 disrupts instead of destroying); a town
/// none ([30.4.2]); the Pact's +1 on a Surprise turn ([35.7]).
#[test]
fn the_city_drm() {
    let s = nuke();
    let d = s.data();
    let major = (0..d.hexes.len() as HexId).find(|&h| s.playable(h) && d.tec[d.hexes[h as usize].primary].key == "major_city").unwrap();
    let town = (0..d.hexes.len() as HexId).find(|&h| s.playable(h) && d.tec[d.hexes[h as usize].primary].key == "town").unwrap();
    assert_eq!(nuclear::drms(&s, Side::Nato, major), vec![("terrain", -1)]);
    assert!(nuclear::drms(&s, Side::Nato, town).is_empty());
    let mut s1 = nuke();
    s1.turn = 1;
    assert_eq!(nuclear::drms(&s1, Side::Wp, town), vec![("surprise", 1)], "Long Fortnight's Surprise turn");
    assert!(nuclear::drms(&s1, Side::Nato, town).is_empty());

    let mut s = nuke();
    s.player = Side::Wp;
    let u = s.place(&nato_unit(&s, |s, u| s.class(u).maneuver() && s.ty(u).steps == 1), &hex_name(major));
    dice(&mut s, &[2, 6]);
    nuclear::strike(&mut s, Side::Wp, major, true);
    assert_eq!(s.hex_of(u), Some(major), "2 − 1 = 1: disrupted");
    assert!(s.units[u as usize].disrupted);
}

/// [21.1.1], [21.1.2], [13.4.3], [33.3.3.3]: a unit or HQ under a Train marker and a Reforger site are
/// destroyed with no die; an HQ's `D` suppresses it.
#[test]
fn trains_reforger_sites_and_hqs() {
    let mut s = nuke();
    s.player = Side::Wp;
    let t = clear_hex(&s, Side::Nato);
    let u = s.place(&nato_unit(&s, |s, u| s.class(u).maneuver() && s.ty(u).steps == 2), &hex_name(t));
    s.units[u as usize].train = Some(engine::games::nato::rail::Train::Entrained);
    let hq = s.place(&nato_unit(&s, |s, u| s.class(u) == Class::Hq), &hex_name(t));
    // One die for the HQ's step (a D: suppressed), then Armageddon; none for the train.
    dice(&mut s, &[3, 6]);
    nuclear::strike(&mut s, Side::Wp, t, true);
    assert_eq!(s.units[u as usize].loc, Loc::Dead, "destroyed without a roll");
    assert_eq!(s.hex_of(hq), Some(t));
    assert!(s.units[hq as usize].suppressed);
    assert_eq!(s.log.to_vec().iter().filter(|e| e.id == "nato.nuke_roll").count(), 1, "one roll: the HQ's");

    let mut s = nuke();
    s.player = Side::Wp;
    let hq = s.place(&nato_unit(&s, |s, u| s.class(u) == Class::Hq), &hex_name(t));
    s.units[hq as usize].train = Some(engine::games::nato::rail::Train::Entraining(0));
    dice(&mut s, &[6]);
    nuclear::strike(&mut s, Side::Wp, t, true);
    assert_eq!(s.units[hq as usize].loc, Loc::Dead, "[21.1.2] an HQ under any Train marker is destroyed");

    // Reforger: a unit due at its site in the struck hex is destroyed; elsewhere it is not.
    let s0 = nuke();
    let row = s0.data().setup.iter().find(|r| r.scenario == "long_fortnight" && r.year == 1983 && matches!(r.placement, engine::games::nato::data::Placement::Reforger(_)));
    if let Some(r) = row {
        let engine::games::nato::data::Placement::Reforger(site) = r.placement else { unreachable!() };
        let u = r.unit as UnitId;
        for (at, gone) in [(site, true), (t, false)] {
            let mut s = nuke();
            s.player = Side::Wp;
            s.units[u as usize].loc = Loc::Due(9);
            s.units[u as usize].arrival = Some(Loc::Hex(site));
            dice(&mut s, &[6; 8]);
            nuclear::strike(&mut s, Side::Wp, at, true);
            assert_eq!(s.units[u as usize].loc == Loc::Dead, gone);
        }
    }
}

/// The odds shown for a strike: a die per step on the table (clear: 1 disrupts, 2–6 a step) and the
/// Armageddon roll after it (the first strike loses on a 1; tit-for-tat none).
#[test]
fn the_odds_of_a_strike() {
    let mut s = nuke();
    let t = clear_hex(&s, Side::Wp);
    s.place(&pact_unit(&s, |s, u| s.class(u).maneuver()), &hex_name(t));
    segment(&mut s, Side::Nato);
    let o = Nato::odds(&s, &Action::Nuke(t)).expect("odds");
    assert_eq!(o.outcomes.iter().find(|x| x.args == vec![engine::Arg::Key("D1".into())]).map(|x| x.ways), Some(5));
    assert_eq!(o.notes[0].1, vec![engine::Arg::Num(0), engine::Arg::Num(1), engine::Arg::Num(1)]);
    s.nuclear.as_mut().unwrap().strikes = [3, 0];
    let o = Nato::odds(&s, &Action::Nuke(t)).expect("odds");
    assert_eq!(o.notes[0].1[2], engine::Arg::Num(0), "tit-for-tat: no roll");
}

/// [21.2]: after each strike the striker rolls; a die at most his strikes so far loses the game at once,
/// the opponent's decisive victory. [21.2.1]: no roll while his total is at most the opponent's.
#[test]
fn armageddon_and_tit_for_tat() {
    // The first strike: a 1 loses, a 2 does not.
    for (die, lost) in [(1u8, true), (2, false)] {
        let mut s = nuke();
        dice(&mut s, &[die]);
        nuclear::armageddon(&mut s, Side::Wp, 1);
        assert_eq!(s.outcome.is_some(), lost, "die {die}");
        if lost {
            let o = s.outcome.as_ref().unwrap();
            assert_eq!(o.winner, Some(Side::Nato.seat()));
            assert_eq!(o.reason, "nato_armageddon_wp");
        }
    }
    // Tit-for-tat: the Pact has made 2; NATO's 1st and 2nd roll nothing, its 3rd rolls.
    let mut s = nuke();
    s.nuclear.as_mut().unwrap().strikes = [2, 0];
    let info = s.chance.information;
    nuclear::armageddon(&mut s, Side::Nato, 1);
    nuclear::armageddon(&mut s, Side::Nato, 1);
    assert_eq!(s.chance.information, info, "no roll");
    assert!(s.outcome.is_none());
    dice(&mut s, &[3]);
    nuclear::armageddon(&mut s, Side::Nato, 1);
    assert_eq!(s.outcome.as_ref().unwrap().reason, "nato_armageddon_nato", "3 ≤ 3");
    // The opponent's strikes never count toward one's own roll.
    let mut s = nuke();
    s.nuclear.as_mut().unwrap().strikes = [0, 5];
    dice(&mut s, &[2]);
    nuclear::armageddon(&mut s, Side::Wp, 1);
    assert!(s.outcome.is_none(), "tit-for-tat: 1 ≤ 5, no roll at all");
    let mut s = nuke();
    s.nuclear.as_mut().unwrap().strikes = [1, 0];
    dice(&mut s, &[3]);
    nuclear::armageddon(&mut s, Side::Wp, 1);
    assert!(s.outcome.is_none(), "3 > 2");
}

/// NUC-1, L2295, [21.4]: NATO has made one strike and strikes the Vistula: one Armageddon roll against
/// 1 + 3 = 4 — a 4 loses, a 5 does not; the Pact's supply income falls from 2 to 1 for good; once only.
#[test]
fn nuc1_the_vistula_strike_counts_three() {
    for (die, lost) in [(4u8, true), (5, false)] {
        let mut s = nuke();
        s.nuclear.as_mut().unwrap().strikes = [0, 1];
        segment(&mut s, Side::Nato);
        assert!(strikes(&s).contains(&Action::NukeVistula));
        dice(&mut s, &[die]);
        Nato::apply(&mut s, 1, &Action::NukeVistula).unwrap();
        assert_eq!(s.nuclear.as_ref().unwrap().strikes[1], 4);
        assert_eq!(s.outcome.is_some(), lost, "die {die}");
        if !lost {
            assert!(!strikes(&s).contains(&Action::NukeVistula), "once");
            assert_eq!(nuclear::supply_income(&s, 2), 1);
        }
    }
    // The Pact never strikes the Vistula; without the strike the income is 2.
    let mut s = nuke();
    segment(&mut s, Side::Wp);
    s.place(&nato_unit(&s, |s, u| s.class(u).maneuver()), "2819");
    assert!(!strikes(&s).contains(&Action::NukeVistula));
    assert!(Nato::apply(&mut s, 0, &Action::NukeVistula).is_err());
    assert_eq!(nuclear::supply_income(&s, 2), 2);
}

/// [21.3]: airfield strikes only in the Nuclear Strike Segment of the game's first nuclear use (with the
/// player's other strikes), each cutting the opponent's tactical air points received every later turn;
/// [21.5]: from the turn after the first use both sides receive one fewer; [23.1.2]: never below 2.
#[test]
fn airfield_strikes_and_air_dispersal() {
    let mut s = nuke();
    let t = clear_hex(&s, Side::Nato);
    s.place(&nato_unit(&s, |s, u| s.class(u).maneuver()), &hex_name(t));
    segment(&mut s, Side::Wp);
    assert!(strikes(&s).contains(&Action::NukeAirfields), "the first use may be an airfield strike");
    dice(&mut s, &[6, 6, 6, 6]);
    Nato::apply(&mut s, 0, &Action::Nuke(t)).unwrap();
    assert!(strikes(&s).contains(&Action::NukeAirfields), "in the same segment");
    assert!(!strikes(&s).contains(&Action::Nuke(t)), "[20.0] a hex once a segment");
    Nato::apply(&mut s, 0, &Action::NukeAirfields).unwrap();
    assert_eq!(s.nuclear.as_ref().unwrap().airfields, [0, 1], "NATO's points cut");
    assert_eq!(s.nuclear.as_ref().unwrap().strikes, [2, 0]);
    Nato::apply(&mut s, 0, &Action::Done).unwrap();
    // NATO's next segment (kept on turn 3 here): no airfield strike any more.
    s.turn = 3;
    segment(&mut s, Side::Nato);
    s.place(&pact_unit(&s, |s, u| s.class(u).maneuver()), "2819");
    assert!(!strikes(&s).contains(&Action::NukeAirfields));
    assert!(Nato::apply(&mut s, 1, &Action::NukeAirfields).is_err());
    // On turn 3 (the use) no dispersal yet; on turn 4 both −1 and NATO −1 more.
    assert_eq!(nuclear::tap_cut(&s, Side::Nato), 1);
    assert_eq!(nuclear::tap_cut(&s, Side::Wp), 0);
    s.turn = 4;
    assert_eq!(nuclear::tap_cut(&s, Side::Nato), 2);
    assert_eq!(nuclear::tap_cut(&s, Side::Wp), 1);
    // The Air Campaign applies them, never below 2.
    s.air = [AirPoints::default(); 2];
    dice(&mut s, &[3]);
    engine::games::nato::air::campaign::air_campaign(&mut s);
    let after = s.air;
    let mut plain = nuke();
    plain.turn = 4;
    dice(&mut plain, &[3]);
    engine::games::nato::air::campaign::air_campaign(&mut plain);
    for side in [Side::Wp, Side::Nato] {
        let (a, b) = (after[side.seat() as usize].tap, plain.air[side.seat() as usize].tap);
        let cut = nuclear::tap_cut(&s, side);
        assert_eq!(a, b.saturating_sub(cut).max(b.min(2)), "{side:?}");
    }
    // A first use in the Defensive Strike Segment opens no airfield strikes.
    let mut s = nuke();
    let t = clear_hex(&s, Side::Wp);
    let u = s.place(&pact_unit(&s, |s, u| s.class(u).maneuver()), &hex_name(t));
    let target = s.data().neighbours(t).next().unwrap();
    engine::games::nato::combat::begin(&mut s, Side::Wp, target, vec![u], None);
    s.steps = vec![Step::TurnEnd, Step::DefensiveStrike, Step::Nuclear(Side::Nato, true)];
    assert!(!strikes(&s).contains(&Action::NukeAirfields));
    assert!(!strikes(&s).contains(&Action::NukeVistula));
}

/// [21.1.1], [25.1.3]: NATO's defensive strikes aim at hexes holding committed attackers only; the
/// uncommitted units there are struck too; attackers all gone, the battle is off.
#[test]
fn defensive_strikes_on_the_attackers_hexes() {
    let mut s = nuke();
    s.player = Side::Wp;
    let t = clear_hex(&s, Side::Wp);
    let a = s.place(&pact_unit(&s, |s, u| s.class(u).maneuver() && s.ty(u).steps == 1), &hex_name(t));
    let b = s.place(&pact_unit(&s, |s, u| s.class(u).maneuver() && s.ty(u).steps == 1 && u != a), &hex_name(t));
    let other = s.data().neighbours(t).nth(1).unwrap();
    s.place(&pact_unit(&s, |s, u| s.class(u).maneuver() && u != a && u != b), &hex_name(other));
    let target = s.data().neighbours(t).next().unwrap();
    engine::games::nato::combat::begin(&mut s, Side::Wp, target, vec![a], None);
    s.steps = vec![Step::TurnEnd, Step::DefensiveStrike, Step::Nuclear(Side::Nato, true)];
    assert_eq!(Nato::prompt(&s).id, "nato.nuclear_defensive");
    assert_eq!(strikes(&s), vec![Action::Nuke(t)], "only the attackers' hex");
    dice(&mut s, &[4, 4, 6]);
    Nato::apply(&mut s, 1, &Action::Nuke(t)).unwrap();
    assert_eq!(s.hex_of(a), None);
    assert_eq!(s.hex_of(b), None, "the uncommitted unit there is struck too");
    // No target left: the segment ends by itself, then the air strikes' (none to strike): the battle is off.
    assert!(s.battle.is_none(), "no attacker left: the battle is off");
}

/// [21.1.3] 1, 2: only hard units enter a Nuclear marker's hex by ground, paying 2 more; no march and no
/// rail into it.
#[test]
fn movement_hard_units_only_plus_two() {
    let mut s = nuke();
    let start = clear_hex(&s, Side::Wp);
    let hard = s.place(&pact_unit(&s, |s, u| s.class(u).hard() && s.values(u).2 >= 4), &hex_name(start));
    let before = destinations(&s, hard);
    let n = s.data().neighbours(start).find(|&n| before.iter().any(|d| d.hex == n && d.path.len() == 1 && d.cost + 2 <= s.values(hard).2 as u32)).unwrap();
    let cost = before.iter().find(|d| d.hex == n).unwrap().cost;
    mark(&mut s, n);
    let after = destinations(&s, hard);
    assert_eq!(after.iter().find(|d| d.hex == n).map(|d| d.cost), Some(cost + 2), "2 MP more");
    let mut s2 = nuke();
    let soft = s2.place(&pact_unit(&s2, |s, u| s.class(u) == Class::Soft && s.values(u).2 >= 3), &hex_name(start));
    assert!(destinations(&s2, soft).iter().any(|d| d.hex == n));
    mark(&mut s2, n);
    assert!(!destinations(&s2, soft).iter().any(|d| d.hex == n || d.path.contains(&n)), "a soft unit never enters");
    // No Entraining marker in, and no rail move into, a nuked hex.
    let mut s3 = nuke();
    let u = s3.place(&pact_unit(&s3, |s, u| s.class(u).maneuver()), &hex_name(start));
    s3.player = Side::Wp;
    let offered = |s: &State| engine::games::nato::rail::choices(s, Side::Wp).contains(&Action::Entrain(u));
    let free = offered(&s3);
    mark(&mut s3, start);
    assert!(!offered(&s3));
    assert!(free || !offered(&s3));
}

/// [21.1.3] 6, 7, [22.3.3]: attacks out of or into a nuked hex halved, once (not quartered, not again with
/// a chemical marker); artillery attacking into it is not halved; its defenders are halved once.
#[test]
fn combat_halved_once() {
    let mut s = nuke();
    let from = clear_hex(&s, Side::Wp);
    let u = s.place(&pact_unit(&s, |s, u| s.class(u).maneuver() && s.class(u) != Class::Armor), &hex_name(from));
    let t = s.data().neighbours(from).find(|&n| s.data().side(from, n).is_some_and(|x| x.tec_keys().is_empty()) && !s.data().hexes[n as usize].bridge).unwrap();
    let base = attack_factor(&s, u, t);
    mark(&mut s, from);
    assert_eq!(attack_factor(&s, u, t), base * 0.5, "out of a nuked hex");
    mark(&mut s, t);
    assert_eq!(attack_factor(&s, u, t), base * 0.5, "once, not quartered");
    let mut s4 = nuke();
    let art = s4.place(&pact_unit(&s4, |s, u| s.class(u) == Class::Artillery), &hex_name(from));
    let art_base = attack_factor(&s4, art, t);
    mark(&mut s4, t);
    assert_eq!(attack_factor(&s4, art, t), art_base, "artillery not halved");

    // Defenders: a hard brigade of defence 3 in clear, 3 → 1.5 → 2; with a chemical marker too, still 2.
    let mut s = nuke();
    let h = clear_hex(&s, Side::Nato);
    let d3 = s.place(&nato_unit(&s, |s, u| s.values(u).1 == 3 && s.class(u).hard()), &hex_name(h));
    let _ = d3;
    assert_eq!(defence(&s, Side::Wp, h), 3);
    mark(&mut s, h);
    assert_eq!(defence(&s, Side::Wp, h), 2, "1.5");
    s.rules = nuclear::RULES;
    s.chemical = Some(engine::games::nato::chemical::Chemical::new(s.scenario_data()));
    s.chemical.as_mut().unwrap().markers.push(engine::games::nato::chemical::Marker { hex: h, side: Side::Wp, persistent: true, turn: 3, pending: false });
    assert_eq!(defence(&s, Side::Wp, h), 2, "[22.3.3] halved once");
}

/// [21.1.3] 13, [30.2.4]: a nuked free city loses its intrinsic defence for good: no defence of its own, no
/// zone of control, enemy units may pass through.
#[test]
fn a_nuked_free_city_loses_its_intrinsic_defence() {
    let mut s = nuke();
    let d = s.data();
    let town = (0..d.hexes.len() as HexId).find(|&h| s.playable(h) && s.free_city_of(h, Side::Nato) && d.hexes[h as usize].city.as_ref().is_some_and(|c| c.intrinsic == 1)).unwrap();
    assert_eq!(defence(&s, Side::Wp, town), 1);
    assert!(nuclear::city_stands(&s, town, Side::Nato));
    mark(&mut s, town);
    assert_eq!(defence(&s, Side::Wp, town), 0);
    assert!(!nuclear::city_stands(&s, town, Side::Nato));
    assert!(s.free_city_of(town, Side::Nato), "still NATO's city for control and VP");
}

/// [21.1.3] 5: no reaction into or out of a nuked hex. [21.1.3] 9, 10: a soft attacker may not advance into
/// a nuked target, a hard one may (and stops: no exploitation into or beyond it).
#[test]
fn reaction_advance_and_exploitation() {
    use engine::games::nato::combat::{advancers, exploit_hex, reaction::reactors};
    let mut s = nuke();
    let t = clear_hex(&s, Side::Nato);
    let n = s.data().neighbours(t).find(|&n| s.playable(n) && s.data().side(t, n).is_some_and(|x| x.tec_keys().is_empty()) && s.data().hexes[n as usize].owner() == Some(Side::Nato) && s.data().hexes[n as usize].city.is_none()).unwrap();
    let r = s.place(&nato_unit(&s, |s, u| s.class(u).maneuver() && s.data().units[u as usize].nation == "frg"), &hex_name(n));
    s.units[r as usize].active = 0;
    let free = reactors(&s, Side::Wp, t);
    mark(&mut s, t);
    assert!(!reactors(&s, Side::Wp, t).contains(&r), "not into");
    let mut s2 = nuke();
    let r2 = s2.place(s.key(r), &hex_name(n));
    s2.units[r2 as usize].active = 0;
    mark(&mut s2, n);
    assert!(!reactors(&s2, Side::Wp, t).contains(&r2), "not out of");
    assert!(free.contains(&r) || free.is_empty());

    let mut s = nuke();
    let from = clear_hex(&s, Side::Wp);
    let t = s.data().neighbours(from).find(|&x| s.playable(x) && exploit_hex(&s, x)).unwrap();
    let hard = s.place(&pact_unit(&s, |s, u| s.class(u).hard() && s.ty(u).steps == 1), &hex_name(from));
    let soft = s.place(&pact_unit(&s, |s, u| s.class(u) == Class::Soft && s.ty(u).steps == 1), &hex_name(from));
    engine::games::nato::combat::begin(&mut s, Side::Wp, t, vec![hard, soft], None);
    let all: Vec<UnitId> = advancers(&s).collect();
    assert!(all.contains(&hard) && all.contains(&soft));
    mark(&mut s, t);
    let now: Vec<UnitId> = advancers(&s).collect();
    assert!(now.contains(&hard) && !now.contains(&soft));
    assert!(!exploit_hex(&s, t));
}

/// [21.1.3] 12: a reinforcement due at a nuked reserve site is eliminated; elsewhere it arrives.
#[test]
fn reserve_site_nuked() {
    for nuked_site in [false, true] {
        let mut s = nuke();
        let u = (0..s.units.len() as UnitId).find(|&u| s.side(u) == Side::Nato && s.class(u).maneuver()).unwrap();
        let site = clear_hex(&s, Side::Nato);
        s.units[u as usize].loc = Loc::Due(3);
        s.units[u as usize].arrival = Some(Loc::Hex(site));
        if nuked_site {
            mark(&mut s, site);
        }
        engine::games::nato::turn::reinforcements(&mut s);
        assert_eq!(s.units[u as usize].loc == Loc::Dead, nuked_site);
    }
}

/// [21.1.3] 3, 8: no helicopter, air or sea move starts in a nuked hex; a unit retreating into one is
/// disrupted ([22.3.3] with the chemical marker's hook); artillery in one fires on column 0 ([24.1.4]).
#[test]
fn transport_retreat_and_artillery() {
    let mut s = nuke();
    let u = s.place(&pact_unit(&s, |s, u| s.ty(u).airborne && s.class(u).maneuver()), "2512");
    assert!(engine::games::nato::heliborne::may_exfiltrate(&s, u, Side::Wp, 5));
    mark(&mut s, hex("2512"));
    assert!(!engine::games::nato::heliborne::may_exfiltrate(&s, u, Side::Wp, 5));
    let mut s = nuke();
    let a = s.place(&pact_unit(&s, |s, u| s.class(u) == Class::Artillery), "2512");
    assert_eq!(engine::games::nato::air::artillery::column(&s, a), 1);
    mark(&mut s, hex("2512"));
    assert_eq!(engine::games::nato::air::artillery::column(&s, a), 0);
    assert!(nuclear::contaminated(&s, hex("2512")));
}

/// [21.6], [34.4]: a nuclear strike on a city the enemy holds gives the enemy the city's VP (a major city 2)
/// at once, the first strike on it only; on the striker's own city nothing.
#[test]
fn war_crimes_a_nuclear_strike_on_an_enemy_city() {
    let mut s = nuke();
    let d = s.data();
    let major = (0..d.hexes.len() as HexId).find(|&h| s.playable(h) && d.tec[d.hexes[h as usize].primary].key == "major_city" && s.city_controller(h) == Some(Side::Nato)).unwrap();
    let vp = s.vp[Side::Nato.seat() as usize];
    dice(&mut s, &[6, 6]);
    nuclear::strike(&mut s, Side::Wp, major, true);
    assert_eq!(s.vp[Side::Nato.seat() as usize], vp + 2);
    assert!(s.log.to_vec().iter().any(|e| e.id == "nato.war_crime_nuclear"));
    s.nuclear.as_mut().unwrap().segment.clear();
    s.nuclear.as_mut().unwrap().strikes = [0, 5];
    nuclear::strike(&mut s, Side::Wp, major, true);
    assert_eq!(s.vp[Side::Nato.seat() as usize], vp + 2, "a ghost city scores once");
    let vp_wp = s.vp[Side::Wp.seat() as usize];
    let mut s = nuke();
    s.nuclear.as_mut().unwrap().strikes = [0, 5];
    nuclear::strike(&mut s, Side::Nato, major, true);
    assert_eq!(s.vp[Side::Wp.seat() as usize], vp_wp, "NATO striking its own city");
}

/// A random game with the option on plays to its end and replays from its record; the position file reads
/// nuclear warfare's state back under the option, and is refused without it.
#[test]
fn a_random_game_with_nuclear_warfare_replays_and_its_position_reads_back() {
    let mut m = Match::<Nato>::new(header(&[("nuclear", "on")], 15)).unwrap();
    let mut rng = 5u64;
    // Strike whenever a Nuclear Strike Segment offers a hex, until a marker stands.
    while m.state().nuclear.as_ref().is_none_or(|n| n.markers.is_empty()) && m.state().outcome.is_none() {
        let acts = &m.prompt().actions;
        let i = acts.iter().position(|a| matches!(a, Action::Nuke(_))).unwrap_or_else(|| {
            rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (rng >> 33) as usize % acts.len()
        });
        m.play(i).unwrap();
    }
    if m.state().outcome.is_none() {
        let s = m.state();
        let text = Nato::position(s).expect("a position");
        assert!(text.contains("track nuclear"));
        let mut h = header(&[("nuclear", "on")], 15);
        h.position = Some(text.clone());
        let back = Nato::setup(&h, Nato::builtin_data()).unwrap_or_else(|e| panic!("{}", e.0));
        assert_eq!(back.nuclear, s.nuclear);
        let mut off = header(&[], 15);
        off.position = Some(text);
        assert!(Nato::setup(&off, Nato::builtin_data()).is_err());
    }
    while m.state().outcome.is_none() {
        let n = m.prompt().actions.len();
        rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        m.play((rng >> 33) as usize % n).unwrap();
    }
    let replayed = Match::<Nato>::replay(m.record()).unwrap();
    assert_eq!(replayed.state().vp, m.state().vp);
    assert_eq!(replayed.state().outcome, m.state().outcome);
}

/// The fuzzer's careful random player strikes rarely ([`engine::Game::rare`]): over whole games of both
/// scenarios with the option on, most end without Armageddon and still play to their last turns.
#[test]
fn the_random_player_rarely_ends_in_armageddon() {
    let entry = engine::games::registry().get("nato").unwrap();
    let (mut games, mut armageddon, mut struck) = (0, 0, 0);
    for scenario in ["baltic_gate", "long_fortnight"] {
        for seed in 0..if scenario == "baltic_gate" { 12 } else { 3 } {
            let mut h = header(&[("nuclear", "on")], 15);
            h.scenario = scenario.into();
            h.seed = seed;
            let r = engine::tools::random_game(entry, h.clone()).unwrap();
            let m = Match::<Nato>::replay(&r).unwrap();
            games += 1;
            println!("careful random, nuclear on, {scenario} seed {seed}: turn {} of {}, {:?}", m.state().turn, m.state().last_turn, m.state().outcome.as_ref().map(|o| o.reason.clone()));
            armageddon += m.state().outcome.as_ref().is_some_and(|o| o.reason.starts_with("nato_armageddon")) as u32;
            struck += m.state().nuclear.as_ref().is_some_and(|n| n.first_use.is_some()) as u32;
        }
    }
    println!("careful random player, nuclear on: {games} games, {struck} with a strike, {armageddon} in Armageddon");
    // Against it, uniform random play (every action as likely as any other) strikes at every chance.
    let (mut uniform, mut ended) = (0, 0);
    for seed in 0..6u64 {
        let mut h = header(&[("nuclear", "on")], 15);
        h.seed = seed;
        let mut m = Match::<Nato>::new(h).unwrap();
        let mut rng = seed * 7919 + 1;
        while m.state().outcome.is_none() {
            let n = m.prompt().actions.len();
            rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            m.play((rng >> 33) as usize % n).unwrap();
        }
        uniform += 1;
        ended += m.state().outcome.as_ref().is_some_and(|o| o.reason.starts_with("nato_armageddon")) as u32;
        println!("uniform random, nuclear on, seed {seed}: turn {}, {:?}", m.state().turn, m.state().outcome.as_ref().map(|o| o.reason.clone()));
    }
    println!("uniform random play: {ended} of {uniform} Baltic Gate games in Armageddon");
    assert!(armageddon * 4 <= games, "{armageddon} of {games} games in Armageddon ({struck} with a strike)");
}

/// The computer plays with the option on (it never strikes, decision NU6).
#[test]
fn the_computer_plays_with_nuclear_warfare_on() {
    use engine::ai::{Budget, Level};
    let mut h = engine::games::registry().header("nato", Some("baltic_gate"), 3).unwrap();
    h.options.insert("nuclear".into(), "on".into());
    let mut m = engine::games::registry().start(h, &Default::default()).unwrap();
    for n in 0..300u64 {
        if m.outcome().is_some() {
            break;
        }
        let level = if n % 2 == 0 { Level::Greedy } else { Level::Random };
        let c = engine::computer::choose(m.as_ref(), level, &Budget::iterations(12), n).unwrap();
        m.play(c.index).unwrap();
    }
}

// ---- [21.1.3] 8: the retreat through Nuclear markers (rules 16, decision NU8) ----

/// A NATO unit of `class` hardness defending alone in a clear hex of its own territory with every hex around
/// it nuked, under `rules`; the hex.
fn ringed_by_nukes(rules: u32, hard: bool) -> (State, UnitId, HexId) {
    let mut s = nuke();
    s.rules = rules;
    let target = clear_hex(&s, Side::Nato);
    let key = nato_unit(&s, |s, u| s.class(u).maneuver() && s.class(u).hard() == hard && !s.ty(u).airborne);
    let u = s.place(&key, &hex_name(target));
    let ring: Vec<HexId> = s.data().neighbours(target).collect();
    for h in ring {
        mark(&mut s, h);
    }
    (s, u, target)
}

fn distances(s: &State, target: HexId, o: &[engine::games::nato::combat::retreat::Option_]) -> Vec<u32> {
    let mut d: Vec<u32> = o.iter().map(|x| s.data().distance(target, x.hex)).collect();
    d.sort_unstable();
    d.dedup();
    d
}

/// [21.1.3] 8 (L2269): a non-hard unit that retreats into a nuked hex "must continue retreating until it
/// enters a hex without a Nuclear marker". Ringed by nukes, a soft unit's 1-hex retreat ends two hexes out,
/// past the ring, under rules 16; rules 15 stopped it in the ring (and disrupted it there).
#[test]
fn a_soft_unit_retreats_on_out_of_the_nuked_hexes() {
    let (s, u, target) = ringed_by_nukes(nuclear::NUKED_RETREAT, false);
    let o = options(&s, u, target, 1);
    assert!(!o.is_empty());
    assert_eq!(distances(&s, target, &o), vec![2], "every end lies past the ring");
    assert!(o.iter().all(|x| !nuked(&s, x.hex) && x.through && x.loss == 0));
    let (s, u, target) = ringed_by_nukes(nuclear::NUKED_RETREAT - 1, false);
    let o = options(&s, u, target, 1);
    assert_eq!(distances(&s, target, &o), vec![1], "rules 15: it stops in the ring");
    assert!(o.iter().all(|x| nuked(&s, x.hex)));
}

/// [21.1.3] 8 the other way: a hard unit may end its retreat in a nuked hex (it may enter one by ground
/// movement, item 1): its 1-hex retreat ends in the ring, marked as through a Nuclear marker's hex.
#[test]
fn a_hard_unit_may_stop_in_a_nuked_hex() {
    let (s, u, target) = ringed_by_nukes(nuclear::NUKED_RETREAT, true);
    let o = options(&s, u, target, 1);
    assert_eq!(distances(&s, target, &o), vec![1]);
    assert!(o.iter().all(|x| nuked(&s, x.hex) && x.through));
}

/// [21.1.3] 8: "retreat into or through a nuked hex ... disrupted at the retreat's end": a hard unit's
/// 2-hex retreat through the ring to a clear hex beyond is disrupted from rules 16; under rules 15 only an
/// end in a marked hex disrupted.
#[test]
fn a_retreat_through_a_nuked_hex_disrupts() {
    for (rules, disrupted) in [(nuclear::NUKED_RETREAT, true), (nuclear::NUKED_RETREAT - 1, false)] {
        let (mut s, u, target) = ringed_by_nukes(rules, true);
        let o = options(&s, u, target, 2);
        let past = o.iter().find(|x| !nuked(&s, x.hex)).unwrap_or_else(|| panic!("rules {rules}: an end past the ring: {o:?}"));
        engine::games::nato::combat::begin(&mut s, Side::Wp, target, vec![], None);
        s.battle.as_mut().unwrap().retreat = 2;
        s.battle.as_mut().unwrap().defenders = vec![u];
        s.steps = vec![Step::TurnEnd, Step::RetreatMove];
        Nato::apply(&mut s, Side::Nato.seat(), &Action::RetreatTo(u, past.hex)).unwrap();
        assert_eq!(s.hex_of(u), Some(past.hex));
        assert_eq!(s.units[u as usize].disrupted, disrupted, "rules {rules}");
    }
}

/// NU8: a non-hard unit with no way out of the nuked hexes (every hex beyond the ring turned to sea) has
/// nowhere to stand: the retreat costs it every step. Where one hex beyond is left land, it goes there.
#[test]
fn a_soft_unit_with_no_way_out_is_eliminated() {
    let probe = nuke();
    let target = clear_hex(&probe, Side::Nato);
    // The hexes two out, the one left land first (a playable land hex).
    let mut beyond: Vec<HexId> = (0..probe.data().hexes.len() as HexId).filter(|&h| probe.data().distance(target, h) == 2).collect();
    beyond.sort_by_key(|&h| !(probe.playable(h) && !probe.data().hexes[h as usize].all_sea));
    let beyond: Vec<String> = beyond.into_iter().map(hex_name).collect();
    for keep in [true, false] {
        let mut s = super::common::state_with(|d| {
            for h in beyond.iter().skip(keep as usize) {
                super::common::set_terrain(d, h, "all_sea");
            }
        });
        s.rules = nuclear::NUKED_RETREAT;
        s.turn = 3;
        s.nuclear = Some(Nuclear::default());
        let key = nato_unit(&s, |s, u| s.class(u).maneuver() && !s.class(u).hard() && !s.ty(u).airborne);
        let u = s.place(&key, &hex_name(target));
        let ring: Vec<HexId> = s.data().neighbours(target).collect();
        for h in ring {
            mark(&mut s, h);
        }
        let o = options(&s, u, target, 1);
        let steps = s.units[u as usize].steps;
        if keep {
            assert_eq!(o.iter().map(|x| (hex_name(x.hex), x.loss)).collect::<Vec<_>>(), vec![(beyond[0].clone(), 0)]);
            continue;
        }
        assert!(!o.is_empty() && o.iter().all(|x| x.loss >= steps), "no way out: {o:?}");
        let end = o[0].hex;
        engine::games::nato::combat::begin(&mut s, Side::Wp, target, vec![], None);
        s.battle.as_mut().unwrap().retreat = 1;
        s.battle.as_mut().unwrap().defenders = vec![u];
        s.steps = vec![Step::TurnEnd, Step::RetreatMove];
        Nato::apply(&mut s, Side::Nato.seat(), &Action::RetreatTo(u, end)).unwrap();
        assert_eq!(s.hex_of(u), None, "eliminated");
    }
}

/// A clear hex of the Pact's made fortified ([38.4.3.4]; the built-in pack has none, so an owner's pack
/// would mark it with `fortified` in `also`): its natural terrain stays clear underneath.
fn fortified(rules: u32) -> (State, HexId) {
    let s0 = nuke();
    let h = clear_hex(&s0, Side::Wp);
    let mut s = super::common::state_with(|d| {
        let clear = d.tec.iter().position(|t| t.key == "clear").unwrap();
        let fort = d.tec.iter().position(|t| t.key == "fortified").unwrap();
        let x = &mut d.hexes[h as usize];
        x.terrain = vec![clear, fort];
        x.primary = fort;
        x.unfortified = clear;
    });
    s.rules = rules;
    s.turn = 3;
    s.nuclear = Some(Nuclear::default());
    (s, h)
}

/// [21.1.3] 14 (rules 18, decision NU9): a Nuclear marker on a fortified hex undoes every effect of the
/// fortification — the hex is its natural terrain again for combat (no −1 column, no soft defenders
/// doubled), strikes (no −1 DRM) and retreats. Under rules 17 the marker left the fortification standing.
#[test]
fn a_nuked_fortified_hex_is_its_natural_terrain_again() {
    use engine::games::nato::air::strike::{drms, Kind};
    use engine::games::nato::combat::odds::odds;
    for (rules, reverts) in [(nuclear::FORTIFICATION_LOST, true), (nuclear::FORTIFICATION_LOST - 1, false)] {
        let (mut s, h) = fortified(rules);
        let d = s.data();
        let fort = d.tec.iter().position(|t| t.key == "fortified").unwrap();
        let clear = d.tec.iter().position(|t| t.key == "clear").unwrap();
        let a = s.data().neighbours(h).find(|&n| s.playable(n) && !s.data().hexes[n as usize].all_sea).unwrap();
        let attacker = s.place(&nato_unit(&s, |s, u| s.class(u).maneuver()), &hex_name(a));
        s.place(&pact_unit(&s, |s, u| s.class(u) == Class::Soft), &hex_name(h));
        let terrain = |s: &State| odds(s, Side::Nato, h, &[attacker], false).shifts.iter().find(|x| x.0 == "terrain").map(|x| x.1);
        let strike = |s: &State| drms(s, Side::Nato, h, false, false, Kind::Air, None).into_iter().find(|x| x.0 == "terrain").map(|x| x.1);
        assert_eq!(s.primary(h), fort);
        assert_eq!(terrain(&s), Some(-1), "rules {rules}: the fortification's column shift");
        assert_eq!(strike(&s), Some(-1), "rules {rules}: the fortification's strike DRM");
        let doubled = defence(&s, Side::Nato, h);
        mark(&mut s, h);
        if reverts {
            assert_eq!(s.primary(h), clear, "clear again");
            assert_eq!(terrain(&s), None, "no column shift in clear terrain");
            assert_eq!(strike(&s), None, "no strike DRM in clear terrain");
            // Soft defenders no longer doubled, and halved by the marker ([21.1.3] 7): a quarter of before.
            assert_eq!(defence(&s, Side::Nato, h), doubled / 4);
        } else {
            assert_eq!(s.primary(h), fort, "rules {rules}: still fortified");
            assert_eq!(terrain(&s), Some(-1));
            assert_eq!(strike(&s), Some(-1));
        }
    }
}

/// NU9's pack format: an owner's pack marks a fortified hex with `fortified` in `also` over its natural
/// terrain (read as the primary, its natural terrain kept underneath); a fortified hex with no natural
/// terrain is refused with its file and line.
#[test]
fn a_fortified_hex_in_a_pack_keeps_its_natural_terrain() {
    let with = |from: &str, to: &str| -> Vec<(&'static str, String)> {
        engine::games::nato::data::embedded_files()
            .into_iter()
            .map(|(n, t)| (n, if n == "hexes.tsv" { t.replacen(from, to, 1) } else { t.to_string() }))
            .collect()
    };
    let files = with("0101\tclear\t-\t", "0101\tclear\tfortified\t");
    let refs: Vec<(&str, &str)> = files.iter().map(|(n, t)| (*n, t.as_str())).collect();
    let d = engine::games::nato::data::parse(&refs).expect("a fortified hex over clear terrain");
    let x = &d.hexes[hex("0101") as usize];
    assert_eq!(d.tec[x.primary].key, "fortified");
    assert_eq!(d.tec[x.unfortified].key, "clear");
    let files = with("0101\tclear\t-\t", "0101\tfortified\t-\t");
    let refs: Vec<(&str, &str)> = files.iter().map(|(n, t)| (*n, t.as_str())).collect();
    let e = engine::games::nato::data::parse(&refs).err().expect("refused").0.join("\n");
    assert!(e.contains("hexes.tsv line") && e.contains("natural terrain"), "{e}");
}
