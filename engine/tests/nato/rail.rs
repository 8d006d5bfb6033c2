//! Rail movement ([13.0]) and the Train markers' effects ([13.4]): the seed's worked examples that put a
//! unit on a train (AS-2's second half, L2464; STR-2, L2538–2542), each citing its line, and each rule
//! read both ways. Dice are scripted; airspace is arranged by placing units.

use engine::games::nato::actions::Action;
use engine::games::nato::air::airspace::{Airspace, Airspaces};
use engine::games::nato::air::strike::{drms, fly, Kind};
use engine::games::nato::air::tables::{AirPoints, StrikeResult};
use engine::games::nato::combat;
use engine::games::nato::data::Side;
use engine::games::nato::game::Nato;
use engine::games::nato::rail::{self, Train};
use engine::games::nato::state::{Loc, State, Step, UnitId};
use engine::games::nato::zoc::Board;
use engine::Game;

use super::common::{dice, hex, set_terrain, state, state_with};

/// A state playing rail movement (rules version 4) on turn 2, in NATO's Rail Movement Segment with its
/// Ground Movement to follow.
fn rail_state(mut s: State) -> State {
    s.rules = rail::RULES;
    s.turn = 2;
    s.player = Side::Nato;
    s.steps = vec![Step::Movement(Side::Nato), Step::Rail(Side::Nato)];
    s
}

fn actions(s: &State) -> Vec<Action> {
    Nato::prompt(s).actions
}

fn pts(tap: u8, oap: u8) -> AirPoints {
    AirPoints { tap, oap }
}

/// A NATO hex deep in the Netherlands, in NATO's friendly airspace with no Pact unit on the map.
const REAR: &str = "3228";

/// [13.1]: an Entraining marker this turn; the unit neither rails nor moves on the ground this turn; its
/// marker flips to Entrained only in a later turn's Rail segment, and then it rails.
#[test]
fn entraining_takes_a_whole_turn() {
    let mut s = rail_state(state());
    let u = s.place("nl-11", REAR);
    assert!(actions(&s).contains(&Action::Entrain(u)));
    Nato::apply(&mut s, 1, &Action::Entrain(u)).unwrap();
    assert_eq!(s.units[u as usize].train, Some(Train::Entraining(2)));
    assert!(!actions(&s).contains(&Action::Entrain(u)), "no flip in the turn the marker was placed");
    assert!(!actions(&s).contains(&Action::Select(u)), "an Entraining unit does not rail");
    Nato::apply(&mut s, 1, &Action::Done).unwrap();
    assert!(!actions(&s).contains(&Action::Select(u)), "nor move on the ground");
    // The next turn's Rail segment: flip, then rail.
    s.turn = 3;
    s.units[u as usize].moved = false;
    s.steps = vec![Step::Movement(Side::Nato), Step::Rail(Side::Nato)];
    assert!(actions(&s).contains(&Action::Entrain(u)), "the flip");
    Nato::apply(&mut s, 1, &Action::Entrain(u)).unwrap();
    assert_eq!(s.units[u as usize].train, Some(Train::Entrained));
    Nato::apply(&mut s, 1, &Action::Select(u)).unwrap();
    let far = rail::destinations(&s, u).into_iter().max_by_key(|d| d.cost).unwrap();
    Nato::apply(&mut s, 1, &Action::MoveTo(far.hex)).unwrap();
    assert_eq!(s.hex_of(u), Some(far.hex));
    assert_eq!(s.units[u as usize].train, Some(Train::Entrained), "it stays on the train until it detrains");
    assert!(!actions(&s).contains(&Action::Detrain(u)), "it detrains at the start of a later segment");
}

/// [13.1] 2, 3, 5: no Entraining marker in an enemy zone, on a disrupted unit or outside friendly
/// airspace; [13.1] 1: nor out of movement supply.
#[test]
fn who_may_entrain() {
    let mut s = rail_state(state());
    let u = s.place("nl-11", REAR);
    assert!(actions(&s).contains(&Action::Entrain(u)));
    for spoil in [|s: &mut State, u: UnitId| s.units[u as usize].disrupted = true, |s: &mut State, u: UnitId| s.units[u as usize].moos = true] {
        let mut t = s.clone();
        spoil(&mut t, u);
        assert!(!actions(&t).contains(&Action::Entrain(u)));
    }
    // A Pact unit that gives no air cover (out of movement supply, decision A1) still has its zone.
    let mut t = s.clone();
    let n = engine::games::nato::data::GRID.neighbours(engine::games::nato::data::row_hex(hex(REAR)))[0].id();
    let wp = t.place("su-21-mrd", &n);
    t.units[wp as usize].moos = true;
    assert_eq!(Airspaces::new(&t).of(&t, Side::Nato, hex(REAR)), Airspace::Friendly);
    assert!(!actions(&t).contains(&Action::Entrain(u)), "in an enemy zone");
    // A supplied Pact unit 4 hexes away makes the hex contested.
    let mut t = s.clone();
    let far = (0..t.data().hexes.len() as u16).find(|&h| t.playable(h) && t.data().distance(h, hex(REAR)) == 4).unwrap();
    t.place("su-21-mrd", &engine::games::nato::data::hex_name(far));
    assert_eq!(Airspaces::new(&t).of(&t, Side::Nato, hex(REAR)), Airspace::Contested);
    assert!(!actions(&t).contains(&Action::Entrain(u)), "not in contested airspace");
}

/// [13.2]: an entrained unit rails up to 20 hexes whatever the terrain costs: a hex 20 away by land is a
/// destination, none is farther, and each costs its distance in hexes.
#[test]
fn twenty_hexes_whatever_the_terrain() {
    let mut s = rail_state(state());
    let u = s.place("nl-11", REAR);
    s.units[u as usize].train = Some(Train::Entrained);
    let dests = rail::destinations(&s, u);
    assert!(dests.iter().any(|d| d.cost == 20), "20 hexes");
    assert!(dests.iter().all(|d| d.cost <= 20 && d.cost as u32 >= s.data().distance(hex(REAR), d.hex)));
    let ma = s.values(u).2 as usize;
    assert!(dests.len() > engine::games::nato::movement::destinations(&s, u).len(), "farther than its MA of {ma}");
    // Not entrained: no rail move.
    s.units[u as usize].train = Some(Train::Entraining(2));
    assert!(!actions(&s).contains(&Action::Select(u)));
}

/// The Dutch 11th Brigade Entrained in the rear: its rail destinations, and the hex six hexes down the line.
fn dutch_brigade_entrained() -> (State, engine::games::nato::state::UnitId, Vec<engine::games::nato::movement::Dest>, engine::games::nato::data::HexId) {
    let mut s = rail_state(state());
    let u = s.place("nl-11", REAR);
    s.units[u as usize].train = Some(Train::Entrained);
    let before = rail::destinations(&s, u);
    let mid = before.iter().find(|d| d.cost == 6).unwrap().hex;
    (s, u, before, mid)
}

/// [13.2] 2, 3, [23.8]: never into an enemy zone or an enemy Air Interdiction Zone's hexes.
#[test]
fn rail_avoids_enemy_zones_and_interdiction_zones() {
    let (s, u, before, mid) = dutch_brigade_entrained();
    let mut t = s.clone();
    t.aiz.push((mid, Side::Wp));
    let after = rail::destinations(&t, u);
    assert!(!after.iter().any(|d| d.hex == mid || t.data().distance(d.hex, mid) == 1), "no hex of the zone");
    assert!(after.iter().all(|d| d.path.iter().all(|&p| t.data().distance(p, mid) > 1)), "nor through it");
    // A friendly zone is no bar.
    let mut t = s.clone();
    t.aiz.push((mid, Side::Nato));
    assert_eq!(rail::destinations(&t, u), before);
    // An enemy zone of control (a Pact unit without air cover, decision A1).
    let mut t = s.clone();
    let wp = t.place("su-21-mrd", &engine::games::nato::data::hex_name(mid));
    t.units[wp as usize].moos = true;
    let after = rail::destinations(&t, u);
    assert!(!after.iter().any(|d| t.data().distance(d.hex, mid) <= 1));
    // Tactical movement only pays +1 MP in the AIZ ([23.8]); it is not barred.
    let mut t = s.clone();
    t.units[u as usize].train = None;
    let n = engine::games::nato::data::GRID.neighbours(engine::games::nato::data::row_hex(hex(REAR)))[0].id();
    t.aiz.push((hex(&n), Side::Wp));
    assert!(engine::games::nato::movement::destinations(&t, u).iter().any(|d| d.hex == hex(&n)));
}

/// [13.3]: at most 10 NATO steps Entrained at once: the flip that would pass it is not offered.
#[test]
fn ten_nato_steps_on_the_trains() {
    let mut s = rail_state(state());
    let keys = ["nl-11", "nl-12", "nl-13", "nl-41", "nl-42", "nl-43", "nl-51", "nl-52", "nl-53", "uk-15-inf", "uk-24-inf", "uk-49-inf", "uk-19-inf", "uk-1-inf"];
    let hexes: Vec<u16> = (0..s.data().hexes.len() as u16).filter(|&h| s.playable(h) && s.data().distance(h, hex(REAR)) == 3).collect();
    let mut us = vec![];
    for (i, k) in keys.iter().enumerate() {
        let Some(_) = s.data().unit(k) else { continue };
        let u = s.place(k, &engine::games::nato::data::hex_name(hexes[i % hexes.len()]));
        s.units[u as usize].train = Some(Train::Entraining(1));
        us.push(u);
    }
    let steps: u32 = us.iter().map(|&u| s.units[u as usize].steps as u32).sum();
    assert!(steps > 10, "the fixture needs more than 10 steps ({steps})");
    let mut flipped = 0;
    while let Some(&u) = us.iter().find(|&&u| actions(&s).contains(&Action::Entrain(u))) {
        Nato::apply(&mut s, 1, &Action::Entrain(u)).unwrap();
        flipped += s.units[u as usize].steps as u32;
        us.retain(|&v| v != u);
    }
    assert!(flipped <= rail::capacity(Side::Nato) && flipped + 2 > rail::capacity(Side::Nato), "{flipped} steps entrained");
    assert_eq!(rail::entrained_steps(&s, Side::Nato), flipped);
    assert_eq!(rail::capacity(Side::Wp), 8);
}

/// [13.4.1]: a unit under a Train marker has no zone of control, not even in its own hex.
#[test]
fn a_train_has_no_zone() {
    let mut s = rail_state(state_with(|d| set_terrain(d, REAR, "clear")));
    let u = s.place("nl-11", REAR);
    let n = engine::games::nato::data::GRID.neighbours(engine::games::nato::data::row_hex(hex(REAR)))[0].id();
    assert!(Board::new(&s).in_zoc(Side::Nato, hex(&n)));
    s.units[u as usize].train = Some(Train::Entraining(2));
    assert!(!Board::new(&s).in_zoc(Side::Nato, hex(&n)));
    assert!(!Board::new(&s).in_zoc(Side::Nato, hex(REAR)));
    assert!(!engine::games::nato::zoc::in_zoc(&s, Side::Nato, hex(REAR)));
}

/// [13.4.2]: a unit under a Train marker never attacks; [13.4.3]: attacked alone it is eliminated.
#[test]
fn a_train_never_attacks_and_dies_alone() {
    let mut s = rail_state(state_with(|d| set_terrain(d, REAR, "clear")));
    let n = engine::games::nato::data::GRID.neighbours(engine::games::nato::data::row_hex(hex(REAR)))[0].id();
    let nl = s.place("nl-11", REAR);
    let wp = s.place("su-21-mrd", &n);
    assert!(combat::may_attack(&s, nl, Side::Nato));
    s.units[nl as usize].train = Some(Train::Entrained);
    assert!(!combat::may_attack(&s, nl, Side::Nato));
    // The Pact attacks it: whatever the die, the train is destroyed.
    dice(&mut s, &[6]);
    combat::begin(&mut s, Side::Wp, hex(REAR), vec![wp], None);
    combat::roll(&mut s);
    assert_eq!(s.units[nl as usize].loc, Loc::Dead);
    // In a free city it is not alone ([13.4.4]: the city's own defence is company).
    let mut s = rail_state(state());
    let nl = s.place("nl-11", REAR);
    let wp = s.place("su-21-mrd", &n);
    assert!(s.free_city_of(hex(REAR), Side::Nato), "the fixture needs a free city at {REAR}");
    s.units[nl as usize].train = Some(Train::Entrained);
    dice(&mut s, &[1]);
    combat::begin(&mut s, Side::Wp, hex(REAR), vec![wp], None);
    combat::roll(&mut s);
    assert_eq!(s.units[nl as usize].loc, Loc::Hex(hex(REAR)));
}

/// [13.4.4]: stacked with another unit, a train adds no defence, its steps go last, and a retreat the
/// other units' steps do not cancel eliminates it.
#[test]
fn a_train_in_company() {
    let mut s = rail_state(state_with(|d| set_terrain(d, REAR, "clear")));
    let n = engine::games::nato::data::GRID.neighbours(engine::games::nato::data::row_hex(hex(REAR)))[0].id();
    let a = s.place("nl-11", REAR);
    let b = s.place("nl-12", REAR);
    s.place("su-21-mrd", &n);
    let both = combat::odds::defence(&s, Side::Wp, hex(REAR));
    s.units[b as usize].train = Some(Train::Entrained);
    let one = combat::odds::defence(&s, Side::Wp, hex(REAR));
    assert!(one < both, "the train adds nothing: {one} against {both}");
    assert_eq!(combat::hit_candidates(&s, &[a, b]), vec![a], "the other unit's steps first");
    s.units[a as usize].loc = Loc::Dead;
    assert_eq!(combat::hit_candidates(&s, &[a, b]), vec![b], "then the train's");
}

/// [13.4.4]: the retreat: the steps of the unit not on a train may cancel it; when the owner retreats
/// instead, every train in the hex is eliminated.
#[test]
fn a_retreat_leaves_the_trains_behind() {
    let mut s = rail_state(state_with(|d| set_terrain(d, REAR, "clear")));
    let n = engine::games::nato::data::GRID.neighbours(engine::games::nato::data::row_hex(hex(REAR)))[0].id();
    let a = s.place("nl-11", REAR);
    let b = s.place("nl-12", REAR);
    let wp = s.place("su-21-mrd", &n);
    s.units[b as usize].train = Some(Train::Entrained);
    combat::begin(&mut s, Side::Wp, hex(REAR), vec![wp], None);
    s.battle.as_mut().unwrap().defenders = vec![a, b];
    s.battle.as_mut().unwrap().retreat = 1;
    s.steps.push(Step::RetreatMove);
    s.steps.push(Step::RetreatReduce);
    let acts = actions(&s);
    assert!(acts.contains(&Action::Sacrifice(a)) && !acts.contains(&Action::Sacrifice(b)), "only the other unit cancels: {acts:?}");
    let mut t = s.clone();
    Nato::apply(&mut t, 1, &Action::Sacrifice(a)).unwrap();
    assert_eq!(t.units[b as usize].loc, Loc::Hex(hex(REAR)), "a cancelled retreat spares the train");
    Nato::apply(&mut s, 1, &Action::Retreat).unwrap();
    assert_eq!(s.units[b as usize].loc, Loc::Dead);
    assert_ne!(s.units[a as usize].loc, Loc::Dead);
}

/// AS-2, L2464, [23.3.1], [13.4.5]: a Pact OAP on a town in its enemy airspace holding a Dutch mech
/// brigade and a British infantry brigade under a Train marker: the British brigade alone is struck at 0
/// (enemy airspace −1, train +1, no terrain); both together at the Dutch brigade's −2. The Pact strikes
/// the train alone: a 5 is D1, the British brigade is eliminated.
#[test]
fn as2_the_train_half() {
    let mut s = rail_state(state());
    s.turn = 2;
    let town = "2628";
    let dutch = s.place("nl-11", town);
    let british = s.place("uk-15-inf", town);
    s.units[british as usize].train = Some(Train::Entraining(1));
    s.air = [pts(0, 1), pts(0, 0)];
    let a = Airspaces::new(&s);
    assert_eq!(a.of(&s, Side::Wp, hex(town)), Airspace::Enemy);
    assert_eq!(drms(&s, Side::Wp, hex(town), false, true, Kind::Air, Some(&a)).iter().map(|d| d.1).sum::<i32>(), 0);
    assert_eq!(drms(&s, Side::Wp, hex(town), false, false, Kind::Air, Some(&a)).iter().map(|d| d.1).sum::<i32>(), -2);
    // Both targets: the worse DRM, −2: a 5 is a 3, both disrupted (the Dutch half of the example, L2464).
    let mut both = s.clone();
    dice(&mut both, &[5]);
    assert_eq!(fly(&mut both, Side::Wp, &[dutch, british], true).unwrap(), StrikeResult::Disrupted);
    assert_eq!(both.units[british as usize].train, None, "[13.5]: disrupted, it loses its Train marker");
    dice(&mut s, &[5]);
    assert_eq!(fly(&mut s, Side::Wp, &[british], true).unwrap(), StrikeResult::D1);
    assert_eq!(s.units[british as usize].loc, Loc::Dead);
    assert_eq!(s.units[dutch as usize].loc, Loc::Hex(hex(town)));
}

/// STR-2, L2538–2542, [13.4.5], [23.1.4]: an OAP on the US 2/2 Brigade under a Train marker in forest at
/// 2825, in the Pact's enemy airspace: train +1, enemy airspace −1, no forest DRM: 0; a 5 is D1 and the
/// brigade is eliminated. Read the other way (no train), the forest's −1 would make it a 4.
#[test]
fn str2_an_entrained_brigade_in_the_forest() {
    let mut s = rail_state(state_with(|d| set_terrain(d, "2825", "forest")));
    let us = s.place("us-2-2ad-83", "2825");
    s.units[us as usize].train = Some(Train::Entrained);
    s.air = [pts(0, 1), pts(0, 0)];
    let a = Airspaces::new(&s);
    assert_eq!(a.of(&s, Side::Wp, hex("2825")), Airspace::Enemy);
    let with = drms(&s, Side::Wp, hex("2825"), false, true, Kind::Air, Some(&a));
    assert_eq!(with, vec![("train", 1), ("enemy_airspace", -1)]);
    let without = drms(&s, Side::Wp, hex("2825"), false, false, Kind::Air, Some(&a));
    assert_eq!(without, vec![("terrain", -1), ("enemy_airspace", -1)]);
    dice(&mut s, &[5]);
    assert_eq!(fly(&mut s, Side::Wp, &[us], true).unwrap(), StrikeResult::D1);
    assert_eq!(s.units[us as usize].loc, Loc::Dead);
}

/// [13.4.6]: an HQ under a Train marker supplies nobody.
#[test]
fn an_hq_on_a_train_supplies_nobody() {
    let mut s = rail_state(state());
    let hq = s.place("nl1-hq", REAR);
    assert!(engine::games::nato::supply::supplied_hqs(&s, Side::Nato).contains(&hq));
    s.units[hq as usize].train = Some(Train::Entrained);
    assert!(!engine::games::nato::supply::supplied_hqs(&s, Side::Nato).contains(&hq));
}

/// [13.5]: a unit under a Train marker that is out of movement supply loses it; detraining is free and
/// the unit then moves on the ground in the same phase.
#[test]
fn detraining_and_losing_the_marker() {
    let mut s = rail_state(state());
    let u = s.place("nl-11", REAR);
    s.units[u as usize].train = Some(Train::Entrained);
    let mut t = s.clone();
    t.units[u as usize].moos = true;
    rail::lose_markers(&mut t);
    assert_eq!(t.units[u as usize].train, None);
    assert!(actions(&s).contains(&Action::Detrain(u)));
    Nato::apply(&mut s, 1, &Action::Detrain(u)).unwrap();
    Nato::apply(&mut s, 1, &Action::Done).unwrap();
    assert!(actions(&s).contains(&Action::Select(u)), "it moves on the ground");
}

/// Rules version 4 adds the Rail Movement Segment to each Movement Phase; a version 3 game has none.
#[test]
fn the_rail_segment_is_version_4() {
    let rails = |rules: u32| {
        let header = engine::record::Header { game: "nato".into(), rules, scenario: "baltic_gate".into(), seed: 7, ..Default::default() };
        let s = Nato::setup(&header, Nato::builtin_data()).unwrap();
        let mut t = s.clone();
        t.steps.clear();
        engine::games::nato::turn::push_turn(&mut t);
        t.steps.iter().filter(|st| matches!(st, Step::Rail(_))).count()
    };
    assert_eq!(rails(3), 0);
    assert_eq!(rails(4), 2);
}

/// Puts a chemical marker of `side` on `h` (the `chemical` option's state).
fn gas(s: &mut State, h: engine::games::nato::data::HexId) {
    use engine::games::nato::chemical::{Chemical, Marker};
    let mut c = s.chemical.take().unwrap_or_else(|| Chemical::new(s.scenario_data()));
    c.markers.push(Marker { hex: h, side: Side::Wp, persistent: true, turn: s.turn, pending: false });
    s.chemical = Some(c);
    assert!(engine::games::nato::chemical::in_chem(s, h));
}

/// [13.2.1] (L1849): once Entrained a unit enters and leaves chemical markers' hexes freely: a marker six
/// hexes down the line takes no destination away from the Dutch brigade's rail move, and standing in a
/// marked hex it still rails out (read as the marker's usual effect, [22.3.1], it would leave by a minimum
/// move only). On the ground the same brigade in the marked hex has only its minimum move.
#[test]
fn a_train_ignores_chemical_markers() {
    let (s, u, before, mid) = dutch_brigade_entrained();
    let mut t = s.clone();
    gas(&mut t, mid);
    assert_eq!(rail::destinations(&t, u), before, "through and into the marked hex");
    let mut t = s.clone();
    gas(&mut t, hex(REAR));
    assert_eq!(rail::destinations(&t, u), before, "out of the marked hex");
    t.units[u as usize].train = None;
    let ground = engine::games::nato::movement::destinations(&t, u);
    assert!(ground.iter().all(|d| t.data().distance(hex(REAR), d.hex) <= 1), "on the ground: a minimum move only");
}
