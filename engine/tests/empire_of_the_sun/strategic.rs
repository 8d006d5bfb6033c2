//! Strategic movement and escorted landings (EotS 8.23, 8.33, 8.44, 8.45B, 8.45D), on positions built on
//! the main sheet: where a unit can and cannot go, the battles it does not join, the zones it does not
//! project, the ASPs it does not spend.

use engine::games::empire_of_the_sun::actions::Action;
use engine::games::empire_of_the_sun::battle::participants;
use engine::games::empire_of_the_sun::builtin_data;
use engine::games::empire_of_the_sun::data::{City, Side};
use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
use engine::games::empire_of_the_sun::offensive::declaration;
use engine::games::empire_of_the_sun::offensive::movement::moves::{self, Phase};
use engine::games::empire_of_the_sun::state::steps::{self, Step};
use engine::games::empire_of_the_sun::state::{idx, seat_of, Active, Battle, Intel, Loc, Mode, Offensive, Play, Sheet, State, UnitId};
use engine::games::empire_of_the_sun::strategic::reinforcements;
use engine::games::empire_of_the_sun::supply;
use engine::kit::hex::Hex;
use engine::Game;

const J: Side = Side::Japanese;
const A: Side = Side::Allied;

fn hex(id: &str) -> Hex {
    Hex::parse(id).unwrap()
}

/// An offensive of `side` on the main sheet with a card of `ops` operations (every hex Allied but Japan's
/// home cities and the hexes of Japanese units); `units` are placed and activated where they stand.
fn offensive(side: Side, ops: u8, units: &[(&str, &str)]) -> (State, Vec<UnitId>) {
    let mut s = State::empty(builtin_data(), Sheet::Main, 1);
    s.tracks.turn = 3;
    let homes: Vec<Hex> = s.sheet_map().hexes.iter().filter(|(_, d)| d.city == City::JapanHome).map(|(h, _)| *h).collect();
    for h in homes {
        s.set_control(h, J);
    }
    let card = s.data().cards.iter().find(|c| c.side == side && c.ops == ops).unwrap().number;
    let mut ids = vec![];
    let mut active = vec![];
    for (key, at) in units {
        let u = s.unit_id(key).unwrap_or_else(|| panic!("no unit {key}"));
        s.place(u, Loc::Hex(hex(at)), false);
        s.set_control(hex(at), side);
        ids.push(u);
        active.push(Active { unit: u, from: hex(at), mode: None, entered_from: None, paren_range: false, battle: None, covers: None });
    }
    *s.offensive = Some(Offensive { active, intel: Intel::Intercept, ..Offensive::new(side, card, Play::Oc) });
    (s, ids)
}

/// Puts a unit (not activated) on the map; its hex becomes its side's when `control`.
fn put(s: &mut State, key: &str, at: &str, control: bool) -> UnitId {
    let u = s.unit_id(key).unwrap_or_else(|| panic!("no unit {key}"));
    s.place(u, Loc::Hex(hex(at)), false);
    if control {
        let side = s.unit_data(u).side;
        s.set_control(hex(at), side);
    }
    u
}

fn side_of(s: &State, u: UnitId) -> Side {
    s.unit_data(u).side
}

/// The hexes `u` may move to in `mode` in the offensive's movement.
fn to(s: &State, u: UnitId, mode: Mode) -> Vec<Hex> {
    let sup = supply::compute_fresh(s);
    moves::destinations(s, &sup, side_of(s, u), u, Phase::Offensive).into_iter().filter(|(m, _)| *m == mode).map(|(_, r)| r.hex).collect()
}

/// Plays `actions` in the offensive's movement step, from no selection.
fn play(s: &mut State, side: Side, actions: &[Action]) {
    s.steps = vec![Step::Move(steps::Move { selected: vec![] })];
    for a in actions {
        EmpireOfTheSun::apply(s, seat_of(side), a).unwrap_or_else(|e| panic!("{a:?}: {e}"));
    }
}

fn active<'a>(s: &'a State, u: UnitId) -> &'a Active {
    s.offensive.as_ref().unwrap().active.iter().find(|a| a.unit == u).unwrap()
}

fn port_within(s: &State, from: Hex, to: Hex, max: u32) -> bool {
    from.distance(to) <= max && s.hex_data(to).is_some_and(|d| d.port)
}

/// EotS 8.23: an activated ship in a friendly port may move to another friendly port with twice its
/// allowance (a 1-OC card: 10 hexes, not 5), never to a hex with enemy units; it then takes no part in
/// any battle (not even as an escort of a carrier's battle), and makes no post-battle move. A ship
/// outside a port has no strategic move.
#[test]
fn strategic_naval_movement() {
    let (mut s, ids) = offensive(A, 1, &[("us-ca-northampton", "4828"), ("us-cv-enterprise", "4828"), ("us-ca-new-orleans", "4627")]);
    let (ca, cv, at_sea) = (ids[0], ids[1], ids[2]);
    let noumea = hex("4828");
    let normal = to(&s, ca, Mode::Naval);
    let strategic = to(&s, ca, Mode::StrategicNaval);
    assert!(normal.iter().all(|h| h.distance(noumea) <= 5));
    assert!(!strategic.is_empty());
    for h in &strategic {
        assert!(port_within(&s, noumea, *h, 10), "{h}: a friendly port within 10");
        assert_eq!(s.controller(*h), Some(A));
    }
    let far: Vec<Hex> = strategic.iter().copied().filter(|h| h.distance(noumea) > 5).collect();
    assert!(!far.is_empty(), "some port only the doubled allowance reaches: {strategic:?}");
    assert!(to(&s, at_sea, Mode::StrategicNaval).is_empty(), "not from the open sea");
    // Never into a port holding enemy units (a normal move may end there, 8.21 A).
    let target = far[0];
    let jp = put(&mut s, "jp-ca-aoba", &target.id(), false);
    assert!(!to(&s, ca, Mode::StrategicNaval).contains(&target));
    s.place(jp, Loc::Event, false);
    // The carrier goes by strategic movement to a port within its air range of a battle, the cruiser by it
    // too, next to it.
    play(&mut s, A, &[Action::Select { unit: cv }, Action::MoveTo { mode: Mode::StrategicNaval, hex: target }]);
    play(&mut s, A, &[Action::Select { unit: ca }, Action::MoveTo { mode: Mode::StrategicNaval, hex: target }]);
    assert_eq!(s.unit(cv).loc, Loc::Hex(target));
    assert_eq!(active(&s, cv).mode, Some(Mode::StrategicNaval));
    assert!(!moves::actions(&s, &supply::compute_fresh(&s), A, &[], Phase::Offensive).contains(&Action::Select { unit: cv }), "one move");
    // A battle next door: the strategic carrier is not assigned to it and does not fight there.
    let battle = s.geo().hex(s.geo().within(s.geo().ix(target), 1).into_iter().find(|&i| s.geo().hex(i) != target).unwrap());
    put(&mut s, "jp-ca-mogami", &battle.id(), false);
    s.offensive.as_mut().unwrap().battles.push(Battle { hex: battle, special: false, defended_before_landing: false, resolved: false });
    s.steps = vec![];
    declaration::push_assignments(&mut s);
    assert!(!s.steps.contains(&Step::Assign(steps::Assign { unit: cv })), "no battle for a strategic mover");
    let f = participants::muster(&s, battle);
    assert!(f.members.iter().all(|m| m.unit != cv && m.unit != ca), "{:?}", f.members);
    // A carrier moved normally to the same port would be assigned.
    let mut t = s.clone();
    t.offensive.as_mut().unwrap().active.iter_mut().find(|a| a.unit == cv).unwrap().mode = Some(Mode::Naval);
    t.steps = vec![];
    declaration::push_assignments(&mut t);
    assert!(t.steps.contains(&Step::Assign(steps::Assign { unit: cv })));
    // 9.6: no post-battle move.
    let post = moves::actions(&s, &supply::compute_fresh(&s), A, &[], Phase::PostBattle);
    assert!(!post.contains(&Action::Select { unit: cv }) && !post.contains(&Action::Select { unit: ca }), "{post:?}");
    assert!(post.contains(&Action::Select { unit: at_sea }), "a normal mover has one");
}

/// The Japanese position of the zone tests: a Japanese carrier and a cruiser at Rabaul, Kavieng Japanese,
/// and an Allied air unit at 3921 (next to Rabaul, two hexes from Kavieng) supplied from the ANZAC HQ at
/// Gili-Gili.
fn rabaul_under_allied_zone(ops: u8) -> (State, UnitId, UnitId, UnitId) {
    let (mut s, ids) = offensive(J, ops, &[("jp-cv-shokaku", "4021"), ("jp-ca-aoba", "4021")]);
    s.set_control(hex("4020"), J);
    put(&mut s, "cw-anzac-hq", "4024", true);
    let air = put(&mut s, "cw-aus-air", "3921", true);
    (s, ids[0], ids[1], air)
}

/// EotS 8.23, 6.4: a strategic move never enters an un-neutralised enemy zone, and a carrier moving
/// strategically projects no zone and neutralises none: the cruiser may go strategically from Rabaul to
/// Kavieng while the carrier at Rabaul neutralises the Allied zone there, the carrier itself may not
/// (without its own zone, Kavieng is under a live Allied zone); a normal move may.
#[test]
fn strategic_naval_never_into_a_live_zone_and_carriers_project_none_while_moving() {
    let (s, cv, ca, air) = rabaul_under_allied_zone(1);
    let kavieng = hex("4020");
    let sup = supply::compute_fresh(&s);
    let geo = s.geo();
    assert!(sup.supplied(air), "the Allied air unit is supplied");
    for h in ["4020", "4021"] {
        assert!(sup.zoi.neutralised(A, geo.ix(hex(h))), "the carrier neutralises the Allied zone at {h}");
    }
    assert!(to(&s, cv, Mode::Naval).contains(&kavieng), "a normal move may enter the zone");
    assert!(to(&s, cv, Mode::StrategicNaval).is_empty(), "without its own zone the carrier stands in a live zone: no strategic move out");
    let ca_to = to(&s, ca, Mode::StrategicNaval);
    assert!(ca_to.contains(&kavieng), "{ca_to:?}");
    for h in &ca_to {
        assert!(!sup.zoi.active(A, geo.ix(*h)), "{h}: never into a live zone");
    }
    // The same move with the carrier gone: the cruiser's start is under the live Allied zone.
    let mut t = s.clone();
    t.place(cv, Loc::Event, false);
    assert!(to(&t, ca, Mode::StrategicNaval).is_empty());
}

/// EotS 8.33: an activated air unit at a friendly airfield may fly airfield to airfield with twice the
/// stages (a 1-OC card: two stages of up to its extended range 4, not one), never into a live enemy
/// zone, projecting none while it flies (T13's rule; the search itself is movement/tests.rs's T13); it
/// then takes part in no battle. Like the carrier: alone at Rabaul under the Allied zone it may not leave
/// strategically; with a second air unit staying there to neutralise the zone it may.
#[test]
fn strategic_air_transport() {
    let (mut s, ids) = offensive(J, 1, &[("jp-1-ad", "4021"), ("jp-2-ad", "4021")]);
    let (ad, other) = (ids[0], ids[1]);
    s.place(other, Loc::Event, false);
    s.set_control(hex("4020"), J);
    for h in ["4017", "4217", "4715"] {
        s.set_control(hex(h), J); // Truk, Ponape, Kwajalein
    }
    put(&mut s, "cw-anzac-hq", "4024", true);
    put(&mut s, "cw-aus-air", "3921", true);
    let rabaul = hex("4021");
    assert!(to(&s, ad, Mode::Air).contains(&hex("4020")), "a normal move may enter the zone");
    assert!(to(&s, ad, Mode::StrategicAir).is_empty(), "its own zone does not count while it moves");
    s.place(other, Loc::Hex(rabaul), false);
    let strategic = to(&s, ad, Mode::StrategicAir);
    let normal = to(&s, ad, Mode::Air);
    let sup = supply::compute_fresh(&s);
    assert!(strategic.contains(&hex("4020")), "{strategic:?}");
    assert!(normal.iter().all(|h| h.distance(rabaul) <= 4));
    for h in &strategic {
        assert!(!sup.zoi.active(A, s.geo().ix(*h)), "{h}: never into a live zone");
        assert!(s.hex_data(*h).unwrap().airfield && s.controller(*h) == Some(J), "{h}: a friendly airfield");
    }
    let far: Vec<Hex> = strategic.iter().copied().filter(|h| h.distance(rabaul) > 4).collect();
    assert!(!far.is_empty(), "two stages reach beyond one: {strategic:?}");
    assert!(far.iter().all(|h| !normal.contains(h)));
    // It flies; a battle within its range later: it is not assigned and does not fight.
    play(&mut s, J, &[Action::Select { unit: ad }, Action::MoveTo { mode: Mode::StrategicAir, hex: far[0] }]);
    assert_eq!(s.unit(ad).loc, Loc::Hex(far[0]));
    assert_eq!(active(&s, ad).mode, Some(Mode::StrategicAir));
    let battle = far[0];
    let mut t = s.clone();
    t.offensive.as_mut().unwrap().battles.push(Battle { hex: battle, special: false, defended_before_landing: false, resolved: false });
    put(&mut t, "us-ca-northampton", &battle.id(), false);
    t.steps = vec![];
    declaration::push_assignments(&mut t);
    assert!(t.steps.is_empty(), "{:?}", t.steps);
    assert!(participants::muster(&t, battle).members.iter().all(|m| m.unit != ad), "not even in its own hex");
}

/// EotS 8.33, second form: the offensive player may take an activated air unit to the Turn Record Track
/// (the prompt offers it as `remove`); it comes back in the next reinforcement segment with its side as it
/// was, and is not delayed while it has somewhere to go (10.1).
#[test]
fn strategic_air_transport_to_the_turn_record_track() {
    let (mut s, ids) = offensive(J, 1, &[("jp-1-ad", "4021")]);
    let ad = ids[0];
    s.units[ad as usize].reduced = true;
    s.steps = vec![Step::Move(steps::Move { selected: vec![ad] })];
    let p = EmpireOfTheSun::prompt(&s);
    assert!(p.actions.contains(&Action::Remove { unit: ad }), "{:?}", p.actions);
    assert_eq!(EmpireOfTheSun::describe(&s, &Action::Remove { unit: ad }).notation, "remove jp-1-ad");
    play(&mut s, J, &[Action::Select { unit: ad }, Action::Remove { unit: ad }]);
    assert_eq!(s.unit(ad).loc, Loc::Returns(4));
    assert_eq!(active(&s, ad).mode, Some(Mode::StrategicAir));
    assert!(s.log.iter().any(|e| e.id == "eots.air_to_track"));
    // Turn 4's reinforcement segment: placed at Rabaul, in the South Seas HQ's range; no Delay box.
    *s.offensive = None;
    s.tracks.turn = 4;
    put(&mut s, "jp-south-seas-hq", "4021", true);
    let sup = supply::compute_fresh(&s);
    let a = reinforcements::reinforcement_actions(&s, &sup, J);
    assert!(a.contains(&Action::Place { unit: ad, hex: hex("4021") }), "{a:?}");
    assert!(!a.contains(&Action::Remove { unit: ad }), "never delayed");
    reinforcements::apply_reinforcement(&mut s, &sup, J, &Action::Place { unit: ad, hex: hex("4021") });
    assert_eq!(s.unit(ad).loc, Loc::Hex(hex("4021")));
    assert!(s.unit(ad).reduced, "it comes back as it left");
}

/// EotS 8.44: strategic ground transport from a friendly coastal hex to a friendly port, as far as a ship
/// (5 hexes with a 1-OC card) or twice that from a friendly port, at no ASP cost; never ending with enemy
/// units; Dutch and Indian units never, the British 7th Armoured Brigade may (8.49) though it may not
/// land; one mode per offensive.
#[test]
fn strategic_ground_transport() {
    let (mut s, ids) = offensive(
        A,
        1,
        &[("us-marine-1div", "4828"), ("us-marine-2div", "4727"), ("nl-j-div", "4828"), ("cw-1-ind-corps", "4828"), ("cw-7-armd-bde", "4828")],
    );
    let (m1, m2, dutch, indian, armour) = (ids[0], ids[1], ids[2], ids[3], ids[4]);
    s.tracks.asp = [0, 0];
    let noumea = hex("4828");
    assert!(to(&s, m1, Mode::Amphibious).is_empty(), "no ASP, no landing");
    let from_port = to(&s, m1, Mode::StrategicGround);
    let from_coast = to(&s, m2, Mode::StrategicGround);
    assert!(!from_port.is_empty() && !from_coast.is_empty());
    for h in from_port.iter().chain(&from_coast) {
        assert!(s.hex_data(*h).unwrap().port && s.controller(*h) == Some(A), "{h}: a friendly port");
    }
    assert!(from_port.iter().all(|h| h.distance(noumea) <= 10));
    assert!(from_port.iter().any(|h| h.distance(noumea) > 5), "doubled from a port: {from_port:?}");
    assert!(from_coast.iter().all(|h| h.distance(hex("4727")) <= 5), "not doubled from a beach: {from_coast:?}");
    assert!(to(&s, dutch, Mode::StrategicGround).is_empty() && to(&s, indian, Mode::StrategicGround).is_empty());
    assert!(!to(&s, armour, Mode::StrategicGround).is_empty(), "8.49");
    s.tracks.asp = [5, 5];
    assert!(to(&s, armour, Mode::Amphibious).is_empty(), "8.45: the armoured brigade never lands");
    assert!(!to(&s, m1, Mode::Amphibious).is_empty());
    s.tracks.asp = [0, 0];
    // Never to a port holding enemy units.
    let target = *from_port.iter().find(|h| h.distance(noumea) > 5).unwrap();
    let jp = put(&mut s, "jp-ca-aoba", &target.id(), false);
    assert!(!to(&s, m1, Mode::StrategicGround).contains(&target));
    s.place(jp, Loc::Event, false);
    play(&mut s, A, &[Action::Select { unit: m1 }, Action::MoveTo { mode: Mode::StrategicGround, hex: target }]);
    assert_eq!(s.unit(m1).loc, Loc::Hex(target));
    assert_eq!(s.tracks.asp_used[idx(A)], 0, "no ASP");
    assert_eq!(active(&s, m1).mode, Some(Mode::StrategicGround));
    let sup = supply::compute_fresh(&s);
    assert!(!moves::actions(&s, &sup, A, &[], Phase::Offensive).contains(&Action::Select { unit: m1 }), "one mode per offensive");
    // 8.11: alone it never passes a hex with enemy ships: with one on every sea hex around its beach, the
    // second division cannot leave.
    let geo = s.geo().clone();
    let ships = ["jp-ca-mogami", "jp-ca-nachi", "jp-ca-takao", "jp-cl-tenryu", "jp-bb-hiei", "jp-bb-kongo", "jp-bb-nagato"];
    let mut k = 0;
    for side in geo.neighbours(geo.ix(hex("4727"))) {
        if side.sea {
            put(&mut s, ships[k], &geo.hex(side.to).id(), false);
            k += 1;
        }
    }
    assert!(k > 0);
    assert!(to(&s, m2, Mode::StrategicGround).is_empty());
}

/// EotS 8.44: a port taken by ground movement earlier in the offensive is friendly for strategic transport;
/// one landed on by amphibious assault is not (it changes hands only through its battle).
#[test]
fn strategic_transport_to_ports_taken_in_the_offensive() {
    let (mut s, ids) = offensive(A, 2, &[("cw-8-aus-div", "3823"), ("us-marine-1div", "3727"), ("us-marine-2div", "3727")]);
    let (aus, m1, m2) = (ids[0], ids[1], ids[2]);
    s.tracks.asp = [0, 5];
    let (lae, gili) = (hex("3822"), hex("4024"));
    s.set_control(lae, J);
    s.set_control(gili, J);
    let before = to(&s, m1, Mode::StrategicGround);
    assert!(!before.contains(&lae) && !before.contains(&gili));
    assert!(to(&s, aus, Mode::Ground).contains(&lae));
    assert!(to(&s, m2, Mode::Amphibious).contains(&gili));
    play(&mut s, A, &[Action::Select { unit: aus }, Action::MoveTo { mode: Mode::Ground, hex: lae }]);
    play(&mut s, A, &[Action::Select { unit: m2 }, Action::MoveTo { mode: Mode::Amphibious, hex: gili }]);
    assert_eq!(s.controller(lae), Some(A));
    assert_eq!(s.controller(gili), Some(J));
    let after = to(&s, m1, Mode::StrategicGround);
    assert!(after.contains(&lae), "taken by ground movement: {after:?}");
    assert!(!after.contains(&gili), "landed on: not yet friendly");
}

/// EotS 8.11, 8.45B: a landing never passes or enters a hex with enemy ships alone; with an activated
/// ship of its hex selected into its stack it may, the ship moving with it to the landing hex; at the
/// battle it is escorted and fights. A friendly ship that came to the landing hex on its own also keeps it
/// in the battle (19.0, L2964–L2966); without one, when enemy ships end in its battle hex it turns back,
/// loses a step, and with no other offensive unit the battle is cancelled.
#[test]
fn escorted_landings() {
    let (mut s, ids) = offensive(A, 2, &[("us-marine-1div", "4828"), ("us-ca-northampton", "4828"), ("us-marine-2div", "4828"), ("us-ca-new-orleans", "4828")]);
    let (m1, ca, m2, ca2) = (ids[0], ids[1], ids[2], ids[3]);
    s.tracks.asp = [0, 5];
    let efate = hex("4826");
    s.set_control(efate, J);
    let jp = put(&mut s, "jp-ca-mogami", "4826", false);
    assert!(!to(&s, m1, Mode::Amphibious).contains(&efate), "not into a hex with enemy ships alone");
    // The stack: the division, then the cruiser.
    s.steps = vec![Step::Move(steps::Move { selected: vec![] })];
    EmpireOfTheSun::apply(&mut s, seat_of(A), &Action::Select { unit: m1 }).unwrap();
    let p = EmpireOfTheSun::prompt(&s);
    assert!(p.actions.contains(&Action::Select { unit: ca }), "the cruiser may join: {:?}", p.actions);
    assert!(!p.actions.contains(&Action::MoveTo { mode: Mode::Amphibious, hex: efate }));
    EmpireOfTheSun::apply(&mut s, seat_of(A), &Action::Select { unit: ca }).unwrap();
    assert_eq!(s.steps.last(), Some(&Step::Move(steps::Move { selected: vec![m1, ca] })));
    let p = EmpireOfTheSun::prompt(&s);
    assert!(p.actions.contains(&Action::MoveTo { mode: Mode::Amphibious, hex: efate }), "{:?}", p.actions);
    assert!(p.actions.contains(&Action::Unselect { unit: ca }));
    assert!(p.actions.iter().all(|a| !matches!(a, Action::MoveTo { mode, .. } if *mode != Mode::Amphibious)), "a stack only lands");
    EmpireOfTheSun::apply(&mut s, seat_of(A), &Action::MoveTo { mode: Mode::Amphibious, hex: efate }).unwrap();
    assert_eq!(s.unit(m1).loc, Loc::Hex(efate));
    assert_eq!(s.unit(ca).loc, Loc::Hex(efate));
    assert_eq!(active(&s, ca).mode, Some(Mode::Naval));
    assert_eq!(s.offensive.as_ref().unwrap().escorts, vec![(m1, ca)]);
    assert_eq!(s.tracks.asp_used[idx(A)], 1, "the landing still pays its ASP");
    let mut f = participants::muster(&s, efate);
    assert!(participants::unescorted(&s, &f).is_empty());
    assert!(!participants::withdraw_unescorted(&mut s, &mut f));
    assert!(!s.unit(m1).reduced && participants::ground_units(&s, &f, A).contains(&m1), "it fights");
    // The second division lands unescorted on a Japanese-held beach next to Noumea, where a cruiser of its
    // own went on its own; then an enemy cruiser ends its move there.
    let beach = hex("4727");
    put(&mut s, "jp-2-sn-bde", "4727", true);
    play(&mut s, A, &[Action::Select { unit: ca2 }, Action::MoveTo { mode: Mode::Naval, hex: beach }]);
    play(&mut s, A, &[Action::Select { unit: m2 }, Action::MoveTo { mode: Mode::Amphibious, hex: beach }]);
    assert_eq!(s.unit(ca2).loc, Loc::Hex(beach));
    s.place(jp, Loc::Hex(beach), false);
    let f = participants::muster(&s, beach);
    assert!(participants::unescorted(&s, &f).is_empty(), "a ship that came on its own is there at the battle (L2964-L2966)");
    // With the cruiser gone (say it fought elsewhere), nothing offensive is left: the battle is cancelled.
    s.place(ca2, Loc::Hex(noumea_hex()), false);
    let mut f2 = participants::muster(&s, beach);
    assert!(participants::withdraw_unescorted(&mut s, &mut f2), "cancelled: the offensive player lost it");
    assert!(s.unit(m2).reduced, "one step lost");
    assert!(f2.withdrawn.contains(&m2) && participants::ground_units(&s, &f2, A).is_empty(), "it does not fight");
}

fn noumea_hex() -> Hex {
    hex("4828")
}

/// EotS 8.45B's play note, 6.4: a carrier moving with a landing neutralises the enemy zones around it all
/// along the move, so the stack may land where an unescorted landing (or one escorted by a cruiser only)
/// may not: the Japanese 17th Army from Rabaul into Gili-Gili, under a live Allied zone.
#[test]
fn a_carrier_escort_takes_a_landing_through_a_live_zone() {
    let (mut s, ids) = offensive(J, 2, &[("jp-17-army", "4021"), ("jp-cv-shokaku", "4021"), ("jp-ca-aoba", "4021")]);
    let (army, cv, ca) = (ids[0], ids[1], ids[2]);
    s.tracks.asp = [5, 0];
    put(&mut s, "cw-anzac-hq", "4024", true);
    let air = put(&mut s, "cw-aus-air", "4024", true);
    let gili = hex("4024");
    let sup = supply::compute_fresh(&s);
    assert!(sup.supplied(air) && sup.zoi.active(A, s.geo().ix(gili)), "premise: a live Allied zone at Gili-Gili");
    assert!(!to(&s, army, Mode::Amphibious).contains(&gili));
    let stack = |ships: &[UnitId]| {
        let mut sel = vec![army];
        sel.extend_from_slice(ships);
        let sup = supply::compute_fresh(&s);
        moves::choices(&s, &sup, J, &sel, Phase::Offensive).iter().map(|(_, r)| r.hex).collect::<Vec<Hex>>()
    };
    assert!(!stack(&[ca]).contains(&gili), "a cruiser neutralises nothing");
    assert!(stack(&[cv]).contains(&gili), "the carrier does");
    play(&mut s, J, &[Action::Select { unit: army }, Action::Select { unit: cv }, Action::MoveTo { mode: Mode::Amphibious, hex: gili }]);
    assert_eq!(s.unit(army).loc, Loc::Hex(gili));
    assert_eq!(s.unit(cv).loc, Loc::Hex(gili));
    assert_eq!(s.tracks.asp_used[idx(J)], 2, "a full army: one ASP a step");
}

/// EotS 8.46 with a stack: an organic-transport brigade selected with its cruiser lands free, the cruiser
/// carrying (and escorting) it.
#[test]
fn an_organic_brigade_rides_its_stack() {
    let (mut s, ids) = offensive(J, 2, &[("jp-ss-bde", "4017"), ("jp-ca-aoba", "4017")]);
    let (ss, aoba) = (ids[0], ids[1]);
    s.tracks.asp = [0, 0];
    let rabaul = hex("4021");
    assert!(to(&s, ss, Mode::Amphibious).is_empty(), "no ASP, no ship there yet");
    play(&mut s, J, &[Action::Select { unit: ss }, Action::Select { unit: aoba }, Action::MoveTo { mode: Mode::Amphibious, hex: rabaul }]);
    assert_eq!(s.unit(ss).loc, Loc::Hex(rabaul));
    assert_eq!(s.unit(aoba).loc, Loc::Hex(rabaul));
    assert_eq!(s.tracks.asp_used[idx(J)], 0);
    let o = s.offensive.as_ref().unwrap();
    assert_eq!(o.organic, vec![(ss, aoba)]);
    assert!(participants::escorted(&s, ss, rabaul));
}

/// EotS 8.45D: a US Army unit lands on a Japanese-controlled and -occupied one-hex island (Guadalcanal) only
/// where a US Marine unit has landed in this offensive; a one-hex island Japan holds but does not occupy,
/// or a multi-hex island, needs no Marines; other nations are free.
#[test]
fn us_army_lands_on_an_occupied_one_hex_island_after_the_marines() {
    let (mut s, ids) = offensive(A, 2, &[("us-11-div", "4825"), ("us-marine-1div", "4825"), ("cw-3-nz-div", "4825")]);
    let (army, marine, nz) = (ids[0], ids[1], ids[2]);
    s.tracks.asp = [0, 9];
    let (guadalcanal, bougainville, rabaul) = (hex("4423"), hex("4222"), hex("4021"));
    put(&mut s, "jp-2-sn-bde", "4423", true);
    put(&mut s, "jp-17-army", "4021", true);
    s.set_control(bougainville, J);
    let army_to = to(&s, army, Mode::Amphibious);
    assert!(!army_to.contains(&guadalcanal), "no Marines there yet");
    assert!(army_to.contains(&bougainville), "held, not occupied");
    assert!(army_to.contains(&rabaul), "a multi-hex island: no restriction");
    assert!(to(&s, nz, Mode::Amphibious).contains(&guadalcanal), "New Zealanders are free");
    assert!(to(&s, marine, Mode::Amphibious).contains(&guadalcanal));
    play(&mut s, A, &[Action::Select { unit: marine }, Action::MoveTo { mode: Mode::Amphibious, hex: guadalcanal }]);
    assert!(to(&s, army, Mode::Amphibious).contains(&guadalcanal), "after the Marines' landing");
}
