//! Air power and artillery ([11.0], [23.0], [24.0]): the seed's worked examples (digest §6.4), each citing
//! its line, and each rule read both ways. Dice are scripted; airspace is arranged by placing units.

use engine::games::nato::actions::Action;
use engine::games::nato::air::airspace::{Airspace, Airspaces};
use engine::games::nato::air::campaign::{air_campaign, modified_roll};
use engine::games::nato::air::strike::{drms, fly, point_for, strike_actions, Kind};
use engine::games::nato::air::tables::{AirPoints, StrikeResult};
use engine::games::nato::air::{artillery, interdiction};
use engine::games::nato::data::{row_hex, Side, GRID};
use engine::games::nato::game::Nato;
use engine::games::nato::setup::empty;
use engine::games::nato::state::{Loc, State, Step};
use engine::kit::steps::Step as _;
use engine::Game;

use super::common::{dice, hex, set_river, set_terrain, settle, state, state_with};
use engine::games::nato::data::River;

/// A state playing the air rules (rules version 2) on turn 2 (no Surprise).
fn air(mut s: State) -> State {
    s.rules = engine::games::nato::air::RULES;
    s.turn = 2;
    s
}

fn neighbours(id: &str) -> Vec<String> {
    GRID.neighbours(row_hex(hex(id))).into_iter().map(|n| n.id()).collect()
}

fn pts(tap: u8, oap: u8) -> AirPoints {
    AirPoints { tap, oap }
}

/// AP-1, L2406, [23.1], [23.1.1], [23.1.7]: Extended Buildup (the `buildup` profile), 1988, game turn 3, a roll of 3: +1 for 1988 makes
/// 4: the Pact 5 TAP / 1 OAP, NATO 8 TAP / 2 OAP. The same roll in 1983 reads the row of 3.
#[test]
fn ap1_the_air_campaign_roll() {
    let s = state();
    let t = &s.data().air;
    assert_eq!(modified_roll(1988, 3), 4);
    assert_eq!(t.campaign("buildup", 3, modified_roll(1988, 3)), Some([pts(5, 1), pts(8, 2)]));
    assert_ne!(t.campaign("buildup", 3, modified_roll(1983, 3)), Some([pts(5, 1), pts(8, 2)]));
    // Played: the Joint Reinforcement Phase sets both sides' points from the scenario's profile.
    let mut s = air(empty(Nato::builtin_data(), "long_fortnight", 1988, 1).unwrap());
    s.turn = 3;
    dice(&mut s, &[3]);
    air_campaign(&mut s);
    assert_eq!(s.air_roll, Some(4));
    assert_eq!(Some(s.air), t.campaign("surprise", 3, 4));
}

/// The pack's pinned air cells (seed_checks.tsv) are what the engine reads.
#[test]
fn the_seed_pins_of_the_air_tables_hold() {
    let s = state();
    let t = &s.data().air;
    let checks = engine::games::nato::data::embedded_files().into_iter().find(|(n, _)| *n == "seed_checks.tsv").unwrap().1;
    let mut n = 0;
    for line in checks.lines().filter(|l| !l.starts_with('#')) {
        let c: Vec<&str> = line.split('\t').collect();
        let args: Vec<&str> = c.get(1).map(|a| a.split(',').collect()).unwrap_or_default();
        match c[0] {
            "strike" => {
                let r = t.strike(args[0].parse().unwrap(), args[1].parse().unwrap());
                assert_eq!(r.text(), c[2], "{line}");
            }
            "air_campaign" => {
                let turn: u8 = args[1].split('-').next().unwrap().parse().unwrap();
                let [wp, nato] = t.campaign(args[0], turn, args[2].parse().unwrap()).unwrap();
                assert_eq!(format!("{}/{}/{}/{}", wp.tap, wp.oap, nato.tap, nato.oap), c[2], "{line}");
            }
            "center_interdiction" => assert_eq!(t.interdiction(args[0].parse().unwrap(), args[1].parse().unwrap()).to_string(), c[2], "{line}"),
            _ => continue,
        }
        n += 1;
    }
    assert_eq!(n, 7);
}

/// AS-1, L2462, [23.1.5], [23.3], [23.3.2], [23.2.6]: NATO flies 2 TAP at a forest hex holding a full Soviet MRD (2 steps) and a reduced GDR
/// tank division (1 step). The first point on the MRD: 6 − 1 = 5, D1: flipped and disrupted. The second
/// can only take the step not yet struck: 3 − 1 = 2, `*`: the GDR division is disrupted.
#[test]
fn as1_two_points_on_a_forest_hex() {
    let n = neighbours("3320");
    let mut s = air(state_with(|d| set_terrain(d, "3320", "forest")));
    let mrd = s.place("su-21-mrd", "3320");
    let td = s.place("gdr-9", "3320");
    s.units[td as usize].steps = 1;
    s.place("wg-hsch-52", &n[0]);
    s.air = [pts(0, 0), pts(2, 0)];
    let a = Airspaces::new(&s);
    assert_eq!(a.of(&s, Side::Nato, hex("3320")), Airspace::Contested);
    assert_eq!(drms(&s, Side::Nato, hex("3320"), false, false, Kind::Air, Some(&a)), vec![("terrain", -1)]);
    dice(&mut s, &[6, 3]);
    assert_eq!(fly(&mut s, Side::Nato, &[mrd], true).unwrap(), StrikeResult::D1);
    assert_eq!(s.units[mrd as usize].steps, 1);
    assert!(s.units[mrd as usize].disrupted);
    // The MRD has been struck this segment: only the GDR division is left to strike.
    let a = Airspaces::new(&s);
    let left = strike_actions(&s, &a, Side::Nato, &[mrd, td], false);
    assert_eq!(left, vec![Action::Strike(td, None)]);
    assert_eq!(fly(&mut s, Side::Nato, &[td], true).unwrap(), StrikeResult::Disrupted);
    assert!(s.units[td as usize].disrupted);
    assert_eq!(s.units[td as usize].steps, 1);
    assert_eq!(s.air[1], pts(0, 0), "both tactical points spent");
}

/// AS-2, L2464, [23.3.1], [11.2], [11.8.4], [23.1.4]: a Pact OAP on a town in its enemy airspace (no Pact unit within 5 hexes) holding two Dutch
/// brigades: town −1, enemy airspace −1; a 5 becomes 3 and both are disrupted. No tactical point may fly
/// there ([23.1.3]): with only TAP left the Pact has no strike.
#[test]
fn as2_an_operational_point_in_enemy_airspace() {
    let mut s = air(state());
    let town = "2628";
    let a1 = s.place("nl-11", town);
    let a2 = s.place("nl-12", town);
    s.air = [pts(3, 0), pts(0, 0)];
    let a = Airspaces::new(&s);
    assert_eq!(a.of(&s, Side::Wp, hex(town)), Airspace::Enemy);
    assert!(strike_actions(&s, &a, Side::Wp, &[a1, a2], false).is_empty(), "TAP never fly into enemy airspace");
    s.air = [pts(3, 1), pts(0, 0)];
    assert_eq!(point_for(&s, &a, Side::Wp, hex(town), false), Some(false), "an operational point");
    assert_eq!(drms(&s, Side::Wp, hex(town), false, false, Kind::Air, Some(&a)), vec![("terrain", -1), ("enemy_airspace", -1)]);
    dice(&mut s, &[5]);
    assert_eq!(fly(&mut s, Side::Wp, &[a1, a2], true).unwrap(), StrikeResult::Disrupted);
    assert!(s.units[a1 as usize].disrupted && s.units[a2 as usize].disrupted);
    assert_eq!(s.air[0], pts(3, 0));
}

/// STR-3, L2544, [23.5], [23.1.4], [7.0] II.H: an OAP on the UK I Corps HQ at 2822 in contested airspace: no terrain DRM for an HQ; a 3
/// is `*`: suppressed. Only operational points strike an HQ ([23.5]).
#[test]
fn str3_an_hq_is_struck_by_operational_points_only() {
    let n = neighbours("2822");
    let mut s = air(state_with(|d| set_terrain(d, "2822", "forest")));
    let hq = s.place("uk1-hq", "2822");
    s.place("su-21-mrd", &n[0]);
    s.air = [pts(4, 0), pts(0, 0)];
    let a = Airspaces::new(&s);
    assert_eq!(a.of(&s, Side::Wp, hex("2822")), Airspace::Contested);
    assert!(strike_actions(&s, &a, Side::Wp, &[hq], false).is_empty(), "no TAP on an HQ");
    s.air = [pts(4, 1), pts(0, 0)];
    assert_eq!(strike_actions(&s, &a, Side::Wp, &[hq], false), vec![Action::Strike(hq, None)]);
    assert!(drms(&s, Side::Wp, hex("2822"), true, false, Kind::Air, Some(&a)).is_empty(), "no terrain DRM for an HQ");
    dice(&mut s, &[3]);
    fly(&mut s, Side::Wp, &[hq], true).unwrap();
    assert!(s.units[hq as usize].suppressed);
    assert_eq!(s.units[hq as usize].loc, Loc::Hex(hex("2822")));
    assert_eq!(s.air[0], pts(4, 0), "the operational point is spent, not a tactical one");
    // The Suppression Removal Phase of NATO's player turn lifts it; the Pact's does not.
    s.player = Side::Wp;
    engine::games::nato::turn::PlayerEnd.run(&mut s);
    assert!(s.units[hq as usize].suppressed);
    engine::games::nato::turn::PlayerEnd.run(&mut s);
    assert!(!s.units[hq as usize].suppressed);
}

/// STR-5, L3070, [23.3.2], [23.1.6], [23.2.1]: a Pact TAP on 3319 (clear) holding the 27th Luftlande Brigade and a second 1-step
/// brigade (2 steps): a 5 is D1: the striker eliminates the 27th and disrupts the other.
#[test]
fn str5_a_d1_on_two_brigades() {
    let n = neighbours("3319");
    let mut s = air(state_with(|d| set_terrain(d, "3319", "clear")));
    let ll = s.place("wg-27-83", "3319");
    let other = s.place("wg-hsch-52", "3319");
    s.place("su-21-mrd", &n[0]);
    s.air = [pts(1, 0), pts(0, 0)];
    let a = Airspaces::new(&s);
    let acts = strike_actions(&s, &a, Side::Wp, &[ll, other], false);
    assert!(acts.contains(&Action::Strike(ll, Some(other))) && acts.contains(&Action::Strike(other, Some(ll))), "the striker names who takes the loss");
    dice(&mut s, &[5]);
    assert_eq!(fly(&mut s, Side::Wp, &[ll, other], true).unwrap(), StrikeResult::D1);
    assert_eq!(s.units[ll as usize].loc, Loc::Dead);
    assert!(s.units[other as usize].disrupted);
    assert_eq!(s.units[other as usize].loc, Loc::Hex(hex("3319")));
}

/// Artillery beside 2521 with a maneuver unit of its front (34th Artillery Division North and the 21st MRD,
/// both of the Northern Group of Forces).
fn battery(target_terrain: &str) -> (State, u16, String) {
    let n = neighbours("2521");
    let from = n[0].clone();
    let t = target_terrain.to_string();
    let f = from.clone();
    let mut s = air(state_with(move |d| {
        set_terrain(d, "2521", &t);
        set_terrain(d, &f, "clear");
        set_river(d, &f, "2521", River::None);
    }));
    let art = s.place("su-34-arty", &from);
    s.place("su-21-mrd", &from);
    (s, art, from)
}

/// STR-4, L2546–2548, [24.0], [24.1], [24.1.1], [24.1.2]: the 34th Artillery Division (North) fires at a West German brigade alone in 2521
/// (clear): a 6 is D1: the brigade is eliminated and the emptied hex takes a Breakthrough marker.
#[test]
fn str4_artillery_empties_a_hex() {
    let (mut s, art, _) = battery("clear");
    let wg = s.place("wg-1-83", "2521");
    assert_eq!(artillery::bombardments(&s, &[]), vec![Action::Bombard(art, wg)]);
    dice(&mut s, &[6]);
    artillery::fire(&mut s, art, wg);
    assert_eq!(s.units[wg as usize].loc, Loc::Dead);
    assert!(s.breakthroughs.contains(&(hex("2521"), Side::Wp)));
}

/// STR-6, L3072, [24.1], [23.3]: the 34th fires at the 7th Armoured Brigade in forest: 2 − 1 = 1, no effect.
#[test]
fn str6_artillery_into_forest() {
    let (mut s, art, _) = battery("forest");
    let uk = s.place("uk-7-83", "2521");
    dice(&mut s, &[2]);
    artillery::fire(&mut s, art, uk);
    assert!(!s.units[uk as usize].disrupted);
    assert_eq!(s.units[uk as usize].loc, Loc::Hex(hex("2521")));
}

/// [24.1.1], [24.1.3], [24.1.4], [24.2], [29.2.2]: artillery fires only stacked with a maneuver unit of its own front, not
/// across a blocked hexside, never at an HQ; suppressed it fires on column 0 (two rolls weaker).
#[test]
fn artillery_needs_its_front_and_an_open_hexside() {
    let (mut s, art, from) = battery("clear");
    let wg = s.place("wg-1-83", "2521");
    s.place("uk1-hq", "2521");
    assert_eq!(artillery::bombardments(&s, &[]), vec![Action::Bombard(art, wg)], "never the HQ");
    assert!(artillery::bombardments(&s, &[art]).is_empty(), "once a segment");
    // Another front's maneuver unit does not do.
    let mrd = s.data().unit("su-21-mrd").unwrap();
    s.units[mrd].loc = Loc::Out;
    s.place("su-27-mrd", &from);
    assert!(artillery::bombardments(&s, &[]).is_empty());
    s.units[mrd].loc = Loc::Hex(hex(&from));
    assert_eq!(artillery::column(&s, art), 1);
    s.units[art as usize].suppressed = true;
    assert_eq!(artillery::column(&s, art), 0);
    assert_eq!(s.data().air.strike(0, 5), StrikeResult::Disrupted);
    assert_eq!(s.data().air.strike(1, 5), StrikeResult::D1);
    // A blocked hexside stops it.
    let (a, b) = (hex(&from), hex("2521"));
    let mut d = s.data().clone();
    d.sides.get_mut(&(a.min(b), a.max(b))).unwrap().crossing = engine::games::nato::data::Crossing::Blocked;
    d.index();
    s.pack = engine::games::nato::state::PackRef(std::sync::Arc::new(engine::games::nato::state::Pack { data: d, name: "f".into(), hash: "f2".into() }));
    assert!(artillery::bombardments(&s, &[]).is_empty());
}

/// CI-1, L2484, [23.7], [10.8.1]: Strategic Surprise, GT 5: NATO spends 2 OAP on Center Interdiction and rolls 4: the Pact
/// loses 1 supply point: on GT 6 it receives 1 instead of 2. Once a turn; the stock is never touched.
#[test]
fn ci1_center_interdiction() {
    let mut s = air(state());
    s.turn = 5;
    s.air = [pts(0, 0), pts(3, 3)];
    let a = Airspaces::new(&s);
    let acts = interdiction::actions(&s, &a, Side::Nato);
    assert!(acts.contains(&Action::Interdict(1)) && acts.contains(&Action::Interdict(3)));
    assert!(interdiction::actions(&s, &a, Side::Wp).iter().all(|x| !matches!(x, Action::Interdict(_))), "the Pact cannot interdict");
    dice(&mut s, &[4]);
    interdiction::center_interdiction(&mut s, 2);
    assert_eq!(s.interdiction, 1);
    assert_eq!(s.air[1], pts(3, 1));
    assert!(!interdiction::actions(&s, &a, Side::Nato).iter().any(|x| matches!(x, Action::Interdict(_))), "once a turn");
    assert_eq!(interdiction::income_after(2, 1), 1);
    assert_eq!(interdiction::income_after(2, 3), 0, "never below nothing");
    // The next Joint Reinforcement Phase: 1 point instead of 2.
    s.supply_points = 5;
    s.steps.clear();
    dice(&mut s, &[1]);
    engine::games::nato::turn::TurnStart.run(&mut s);
    assert_eq!(s.turn, 6);
    assert_eq!(s.supply_points, 6);
    assert_eq!(s.interdiction, 0);
}

/// [23.8], [23.8.1], [23.8.2]: an Air Interdiction Zone costs the enemy +1 MP to enter its hex and the six around, not its
/// owner; it goes at the end of the affected player's Reserve Phase ([23.8.2]).
#[test]
fn an_air_interdiction_zone_slows_the_enemy_only() {
    let n = neighbours("3319");
    let mut s = air(state_with(|d| {
        for h in neighbours("3319") {
            set_terrain(d, &h, "clear");
            set_river(d, &h, "3319", River::None);
        }
        set_terrain(d, "3319", "clear");
    }));
    use engine::games::nato::movement::terrain_cost;
    let before = terrain_cost(&s, Side::Nato, hex(&n[0]), hex("3319")).unwrap();
    s.place("wg-1-83", "3319");
    s.air = [pts(1, 0), pts(0, 0)];
    s.place("su-21-mrd", &n[1]);
    interdiction::place_aiz(&mut s, Side::Wp, hex("3319")).unwrap();
    assert_eq!(s.air[0], pts(0, 0));
    assert_eq!(terrain_cost(&s, Side::Nato, hex(&n[0]), hex("3319")), Some(before + 1));
    assert_eq!(terrain_cost(&s, Side::Nato, hex("3319"), hex(&n[0])), Some(before + 1), "the ring is in the zone");
    assert_eq!(terrain_cost(&s, Side::Wp, hex(&n[0]), hex("3319")), Some(before), "friendly units pay nothing");
    s.player = Side::Wp;
    engine::games::nato::movement::ReserveEnd.run(&mut s);
    assert_eq!(s.aiz.len(), 1, "it lasts through the Pact's own turn");
    s.player = Side::Nato;
    engine::games::nato::movement::ReserveEnd.run(&mut s);
    assert!(s.aiz.is_empty());
}

/// [23.1.5], [20.0]: at most two points on one hex in a segment, and a unit struck once.
#[test]
fn two_points_a_hex_and_one_strike_a_unit() {
    let n = neighbours("3319");
    let mut s = air(state_with(|d| set_terrain(d, "3319", "clear")));
    let units: Vec<u16> = ["wg-1-83", "wg-hsch-52", "wg-hsch-53"].iter().map(|k| s.place(k, "3319")).collect();
    s.place("su-21-mrd", &n[0]);
    s.air = [pts(5, 0), pts(0, 0)];
    dice(&mut s, &[1, 1]);
    fly(&mut s, Side::Wp, &[units[0]], true).unwrap();
    let a = Airspaces::new(&s);
    assert!(!strike_actions(&s, &a, Side::Wp, &units, false).iter().any(|x| matches!(x, Action::Strike(u, _) if *u == units[0])));
    fly(&mut s, Side::Wp, &[units[1]], true).unwrap();
    assert!(strike_actions(&s, &a, Side::Wp, &units, false).is_empty(), "two points on the hex already");
    engine::games::nato::air::strike::new_segment(&mut s);
    assert!(!strike_actions(&s, &a, Side::Wp, &units, false).is_empty(), "a new segment");
}

/// [11.0], [11.1], [11.2], [11.8.4], [35.7]: friendly airspace +1, enemy −1; the Pact's strikes +1 on a Surprise turn, NATO's not.
#[test]
fn strike_drms_for_airspace_and_surprise() {
    // 2628 (Leeuwarden's hex, made clear) lies far from any Pact unit or city.
    let mut s = air(state_with(|d| set_terrain(d, "2628", "clear")));
    let wg = s.place("nl-11", "2628");
    s.turn = 1;
    let a = Airspaces::new(&s);
    let h = s.hex_of(wg).unwrap();
    assert_eq!(a.of(&s, Side::Nato, h), Airspace::Friendly);
    assert_eq!(drms(&s, Side::Wp, h, false, false, Kind::Air, Some(&a)), vec![("enemy_airspace", -1), ("surprise", 1)]);
    assert_eq!(drms(&s, Side::Nato, h, false, false, Kind::Air, Some(&a)), vec![("friendly_airspace", 1)]);
    assert_eq!(drms(&s, Side::Wp, h, false, false, Kind::Artillery, Some(&a)), vec![("surprise", 1)], "airspace is for air strikes only");
    s.turn = 2;
    assert_eq!(drms(&s, Side::Wp, h, false, false, Kind::Artillery, None), vec![]);
}

/// [11.3], [11.5], [31.1.3], [23.4]: West Berlin and the units in it never give NATO cover; [11.4]: Pact units in East Germany do not
/// contest Danish airspace.
#[test]
fn west_berlin_and_denmark_in_the_airspace() {
    let mut s = air(state());
    s.place("wg-1-83", "3007");
    let a = Airspaces::new(&s);
    assert!(!a.near(&s, Side::Nato, hex("3007")));
    assert_eq!(a.of(&s, Side::Wp, hex("3007")), Airspace::Friendly);
    // A Pact unit in East Germany beside Denmark's nearest hex does not reach it.
    let d = s.data();
    let dk = (0..d.hexes.len() as u16).find(|&h| d.hexes[h as usize].country.as_deref() == Some("dk") && s.playable(h)
        && (0..d.hexes.len() as u16).any(|g| d.hexes[g as usize].country.as_deref() == Some("gdr") && s.playable(g) && d.distance(g, h) <= 5));
    let dk = dk.expect("a Danish hex within 5 of East Germany");
    {
        let gdr = (0..d.hexes.len() as u16).find(|&g| d.hexes[g as usize].country.as_deref() == Some("gdr") && s.playable(g) && d.distance(g, dk) <= 5).unwrap();
        let name = engine::games::nato::data::hex_name(gdr);
        let mut s = air(state());
        s.place("su-21-mrd", &name);
        let a = Airspaces::new(&s);
        assert!(!a.near(&s, Side::Wp, dk), "East German units do not reach Denmark");
    }
}

/// [20.2], [23.2.2], [23.2.2.1]: in the Pact's battle cycle NATO may strike the committed attackers with up to two TAP, before
/// the roll; NATO's own battles have no Pact defensive strike.
#[test]
fn nato_strikes_the_committed_attackers() {
    let n = neighbours("3319");
    let mut s = air(state_with(|d| {
        set_terrain(d, "3319", "clear");
        for h in neighbours("3319") {
            set_terrain(d, &h, "clear");
            set_river(d, &h, "3319", River::None);
        }
    }));
    let wg = s.place("wg-hsch-52", "3319");
    let mrd = s.place("su-21-mrd", &n[0]);
    let other = s.place("su-94-mrd", &n[3]);
    s.air = [pts(3, 3), pts(2, 0)];
    s.steps = vec![Step::TurnEnd];
    engine::games::nato::combat::begin(&mut s, Side::Wp, hex("3319"), vec![mrd], None);
    s.steps.push(Step::BattleFlow);
    settle(&mut s);
    let p = Nato::prompt(&s);
    assert_eq!(p.id, "nato.defensive_strike");
    assert_eq!(p.actions, vec![Action::Strike(mrd, None), Action::Done], "only committed attackers: not the 94th");
    // The odds of the point before it is flown: the Strike Table with its DRMs.
    assert!(Nato::odds(&s, &Action::Strike(mrd, None)).is_some());
    dice(&mut s, &[6, 6]);
    Nato::apply(&mut s, 1, &Action::Strike(mrd, None)).unwrap();
    assert_eq!(s.units[mrd as usize].steps, 1);
    assert!(s.units[mrd as usize].disrupted, "disrupted before the roll: its attack is halved");
    let _ = (wg, other);
    // NATO's attack: no Pact defensive strike.
    let mut s2 = air(state_with(|d| set_terrain(d, "3319", "clear")));
    let t = s2.place("su-21-mrd", "3319");
    let att = s2.place("wg-1-83", &n[0]);
    s2.air = [pts(3, 3), pts(2, 0)];
    s2.steps = vec![Step::TurnEnd];
    engine::games::nato::combat::begin(&mut s2, Side::Nato, hex("3319"), vec![att], None);
    s2.steps.push(Step::BattleFlow);
    settle(&mut s2);
    assert_ne!(Nato::prompt(&s2).id, "nato.defensive_strike");
    let _ = t;
}

/// A record made under rules version 1 replays without the air rules: no Air Campaign, no strike phase.
#[test]
fn a_version_1_record_plays_without_air_power() {
    use engine::{Match, Rng};
    let mut h = super::fuzz::header("baltic_gate", "1983", 5);
    h.rules = 1;
    let mut m = Match::<Nato>::new(h).expect("a match");
    let mut rng = Rng::new(3);
    for _ in 0..400 {
        if Nato::outcome(m.state()).is_some() {
            break;
        }
        assert!(!matches!(m.state().steps.last(), Some(Step::AirStrikes(_)) | Some(Step::Bombardment { .. }) | Some(Step::DefensiveStrike)));
        let n = m.prompt().actions.len();
        m.play(rng.below(n as u32) as usize).expect("a legal index");
    }
    assert!(m.state().air_roll.is_none());
    let again = Match::<Nato>::replay(m.record()).expect("replays");
    assert!(again.state() == m.state());
}

/// A pack whose air tables leave a question unanswered is refused with the file (and line) to fix.
#[test]
fn a_broken_air_table_is_refused_with_its_file() {
    let mut files: Vec<(&str, String)> = engine::games::nato::data::embedded_files().into_iter().map(|(n, t)| (n, t.to_string())).collect();
    for (name, text) in files.iter_mut() {
        if *name == "strike.tsv" {
            *text = text.lines().filter(|l| !l.starts_with("1\t4\t4")).collect::<Vec<_>>().join("\n");
        }
        if *name == "center_interdiction.tsv" {
            *text = text.replace("2\t4\t1\t", "2\t4\tx\t");
        }
    }
    let refs: Vec<(&str, &str)> = files.iter().map(|(n, t)| (*n, t.as_str())).collect();
    let e = engine::games::nato::data::parse(&refs).err().expect("refused").0.join("\n");
    assert!(e.contains("center_interdiction.tsv line"), "{e}");
    // With the interdiction row mended, the strike table's gap is named.
    let mut files2 = files.clone();
    for (name, text) in files2.iter_mut() {
        if *name == "center_interdiction.tsv" {
            *text = text.replace("2\t4\tx\t", "2\t4\t1\t");
        }
    }
    let refs: Vec<(&str, &str)> = files2.iter().map(|(n, t)| (*n, t.as_str())).collect();
    let e = engine::games::nato::data::parse(&refs).err().expect("refused").0.join("\n");
    assert!(e.contains("strike.tsv: column 1, modified roll 4 has 0 rows"), "{e}");
}

/// [23.2.2], [25.5]: the odds of a Pact battle before the roll say NATO may still strike the attackers.
#[test]
fn the_odds_show_natos_defensive_air_before_the_roll() {
    let n = neighbours("3319");
    let mut s = air(state_with(|d| set_terrain(d, "3319", "clear")));
    s.place("wg-hsch-52", "3319");
    let mrd = s.place("su-21-mrd", &n[0]);
    let o = engine::games::nato::combat::odds::battle_odds(&s, Side::Wp, hex("3319"), &[mrd], false);
    assert!(!o.notes.iter().any(|(id, _)| id == "nato.odds.defensive_air"), "no TAP, no note");
    s.air = [pts(0, 0), pts(5, 0)];
    let o = engine::games::nato::combat::odds::battle_odds(&s, Side::Wp, hex("3319"), &[mrd], false);
    assert!(o.notes.iter().any(|(id, a)| id == "nato.odds.defensive_air" && a == &vec![engine::Arg::Num(2)]));
    let o = engine::games::nato::combat::odds::battle_odds(&s, Side::Nato, hex(&n[0]), &[], false);
    assert!(!o.notes.iter().any(|(id, _)| id == "nato.odds.defensive_air"), "the Pact has no defensive strike");
}

/// Random games of rules version 2 roll the Air Campaign every turn and fly strikes and bombardments.
#[test]
fn random_games_fly_air_power() {
    use engine::Rng;
    let (mut campaigns, mut strikes, mut turns) = (0, 0, 0);
    for seed in 0..3 {
        let mut s = Nato::setup(&super::fuzz::header("baltic_gate", "1988", seed), Nato::builtin_data()).unwrap();
        let mut rng = Rng::new(seed + 17);
        while Nato::outcome(&s).is_none() {
            let p = Nato::prompt(&s);
            let a = { let o = super::common::ordinary(&p); o[rng.below(o.len() as u32) as usize].clone() };
            Nato::apply(&mut s, p.seat.unwrap(), &a).unwrap();
        }
        turns += s.turn as usize;
        campaigns += s.log.to_vec().iter().filter(|e| e.id == "nato.air_campaign").count();
        strikes += s.log.to_vec().iter().filter(|e| e.id.starts_with("nato.strike")).count();
    }
    assert_eq!(campaigns, turns, "an Air Campaign roll each turn");
    assert!(strikes > 0);
}

// ---- The Pact's artillery divisions ([24.2]) ----

/// [24.2.1] (L2520): artillery, like a soft unit, never moves from one enemy zone straight into another
/// unless a friendly unit already holds the hex it enters. The 34th in 4514 and the hex 4515 beside it are
/// both in the zones of the two West German brigades standing on their common neighbours (so no way round
/// is open): the 34th may not enter 4515, the 16th Tank Division (hard) from the same hex may; with the
/// 21st MRD in 4515 the 34th may too (read as "artillery moves as a hard unit", it always could).
#[test]
fn artillery_moves_from_zone_to_zone_only_into_a_friendly_hex() {
    use engine::games::nato::movement::destinations;
    let mut s = air(state());
    s.rules = super::common::current().rules;
    s.turn = 4;
    let both: Vec<String> = neighbours("4514").into_iter().filter(|n| neighbours("4515").contains(n) && s.playable(hex(n))).collect();
    assert_eq!(both.len(), 2, "two common neighbours");
    s.place("wg-1-83", &both[0]);
    s.place("wg-2-83", &both[1]);
    let art = s.place("su-34-arty", "4514");
    let reaches = |s: &State, u: u16| destinations(s, u).iter().any(|d| d.hex == hex("4515"));
    assert!(!reaches(&s, art), "zone to zone");
    s.units[art as usize].loc = Loc::Out;
    let td = s.place("su-16-td", "4514");
    assert!(reaches(&s, td), "a hard unit may");
    s.units[td as usize].loc = Loc::Out;
    s.place("su-34-arty", "4514");
    s.place("su-21-mrd", "4515");
    assert!(reaches(&s, art), "into a hex a friendly unit holds");
}

/// [24.2.2] (L2522): a defending stack's step losses fall on its artillery only once no maneuver step is
/// left, and on its artillery before its HQ: with a division, the artillery and the front HQ in a hex the
/// first loss may take the division only; without it, the artillery only; with the artillery gone, the HQ.
#[test]
fn artillery_takes_losses_after_maneuver_units_and_before_hqs() {
    use engine::games::nato::combat::hit_candidates;
    let mut s = air(state());
    let mrd = s.place("su-21-mrd", "4514");
    let art = s.place("su-34-arty", "4514");
    let hq = s.place("negf-hq", "4514");
    assert_eq!(hit_candidates(&s, &[mrd, art, hq]), vec![mrd]);
    s.units[mrd as usize].loc = Loc::Dead;
    assert_eq!(hit_candidates(&s, &[mrd, art, hq]), vec![art], "the artillery before the HQ");
    s.units[art as usize].loc = Loc::Dead;
    assert_eq!(hit_candidates(&s, &[mrd, art, hq]), vec![hq]);
}

/// [24.2.3] (L2524): NATO may pick an artillery unit as one of the two 1-step targets of an air strike;
/// struck with a disruption result (a 4 on column 1: `*`) it is suppressed, not disrupted.
#[test]
fn artillery_as_an_air_strike_target_is_suppressed() {
    let mut s = air(state_with(|d| set_terrain(d, "2628", "clear")));
    let art = s.place("su-34-arty", "2628");
    let mrd = s.place("su-21-mrd", "2628");
    s.units[mrd as usize].steps = 1;
    s.air = [pts(0, 0), pts(2, 2)];
    let a = Airspaces::new(&s);
    let acts = strike_actions(&s, &a, Side::Nato, &[mrd, art], false);
    assert!(acts.contains(&Action::Strike(mrd, Some(art))), "the artillery as the second target");
    assert_eq!(s.data().air.strike(1, 4), StrikeResult::Disrupted);
    let drm: i32 = drms(&s, Side::Nato, hex("2628"), false, false, Kind::Air, Some(&a)).iter().map(|x| x.1).sum();
    dice(&mut s, &[(4 - drm) as u8]);
    fly(&mut s, Side::Nato, &[art], true).unwrap();
    assert!(s.units[art as usize].suppressed, "suppressed");
    assert!(!s.units[art as usize].disrupted, "not disrupted");
}

/// [24.2.4] (L2526): artillery is no maneuver unit: it never attacks. Beside a lone West German brigade,
/// the 21st MRD is an eligible attacker and the 34th stacked with it is not.
#[test]
fn artillery_never_attacks() {
    use engine::games::nato::combat::eligible_attackers;
    let (mut s, art, _) = battery("clear");
    s.place("wg-1-83", "2521");
    let mrd = s.data().unit("su-21-mrd").unwrap() as u16;
    let eligible = eligible_attackers(&s, Side::Wp, hex("2521"));
    assert!(eligible.contains(&mrd));
    assert!(!eligible.contains(&art));
}

/// [24.2.5] (L2528): artillery checks movement supply as any unit, but combat supply only (1) in the
/// Recovery Phase when already marked and (2) right after it fires. The 34th with its division in West
/// Germany, no HQ about: the Movement Supply Segment marks it Movement-OOS; the Recovery Phase places no
/// Combat-OOS marker on it (read as a check of every unit, it would); firing marks it; marked, it fires no
/// more.
#[test]
fn artillery_combat_supply_is_checked_after_firing() {
    let (mut s, art, _) = battery("clear");
    let wg = s.place("wg-1-83", "2521");
    engine::games::nato::supply::movement_supply(&mut s, Side::Wp);
    assert!(s.units[art as usize].moos, "movement supply as any unit");
    engine::games::nato::supply::recovery_supply(&mut s, Side::Wp);
    assert!(!s.units[art as usize].coos, "no combat check in the Recovery Phase for an unmarked unit");
    dice(&mut s, &[1]);
    artillery::fire(&mut s, art, wg);
    assert!(s.units[art as usize].coos, "checked right after firing");
    assert!(artillery::bombardments(&s, &[]).is_empty(), "Combat-OOS: no more fire");
}
