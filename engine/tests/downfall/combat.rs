//! Land combat (DF 7.2, DF 8): strengths, column clamp, DRMs, the pack's table with s0 and #G, the
//! first-hit rules, the hostility pairs — the seed's three combat examples (T-34 L1926–L1996, T-35
//! L1998–L2026, T-36 L2028–L2075) as far as the engine runs them (no cards, air or partisans yet).

use engine::games::downfall::combat::{self, First, Hits};
use engine::games::downfall::data::{Cell, Faction, Weather, GRID};
use engine::games::downfall::state::{Loc, State, Step};
use engine::kit::rows::RowHex;

use super::common::*;

/// The neighbours of `h` joined to it by a passable side with no river or strait.
fn dry_neighbours(s: &State, h: RowHex) -> Vec<RowHex> {
    GRID.neighbours(h)
        .into_iter()
        .filter(|n| s.passable(*n, h) && s.data().side(*n, h).is_some_and(|x| !x.river && x.kind == engine::games::downfall::data::SideKind::Land))
        .filter(|n| s.data().hex(*n).is_some_and(|x| x.city.is_none() && x.terrain.key() == "clear"))
        .collect()
}

/// T-34 (L1926–L1996), Stalingrad without the cards: the 21/65/24 Mech (2 pips) leads two Leg flankers
/// against the 6th Army (3) in Stalingrad, Fair (the example's Winter Warfare): attack 2 + 1 + 1 + 1 (a
/// non-German armoured unit in Fair) = 5 — the example's 6 less its HQ card's 1; defence 3 + 1 (German) + 1
/// (city) = 5, as in the example.
#[test]
fn t34_stalingrad_strengths() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    s.weather = Weather::Fair;
    place(&mut s, "okh-6a", "3338", 3);
    let around = dry_neighbours(&s, hex("3338"));
    assert!(around.len() >= 3, "three dry approaches to Stalingrad on the pack's map: {around:?}");
    let lead = place(&mut s, "sov-21-65-24", &around[0].id(), 2);
    s.units[lead].flipped = true; // its Mech side
    let f1 = place(&mut s, "sov-66-62-68", &around[1].id(), 3);
    let f2 = place(&mut s, "sov-64-57-69", &around[2].id(), 3);
    let o = combat::odds(&s, Faction::Soviet, hex("3338"), &[lead, f1, f2]);
    assert_eq!((o.attack, o.defence, o.column), (5, 5, 0), "{:?}", o.lines);
    // L1975: Urals Industry, Pending at the campaign's start, adds 1 (the example's +4 is this, the HQ
    // card's +1 and air superiority's +2).
    assert_eq!(o.drm, 1, "Fair, no Fortress, Urals Industry: {:?}", o.lines);
    assert!(o.lines.contains(&("df.m.event", 1)));
    // In Snow the Mech still adds 1 (armour in Snow) and the roll takes −2.
    s.weather = Weather::Snow;
    let o = combat::odds(&s, Faction::Soviet, hex("3338"), &[lead, f1, f2]);
    assert_eq!((o.attack, o.drm), (5, -2 + 1));
    // In Mud armour adds nothing and the roll takes −3.
    s.weather = Weather::Mud;
    let o = combat::odds(&s, Faction::Soviet, hex("3338"), &[lead, f1, f2]);
    assert_eq!((o.attack, o.drm), (4, -3 + 1));
}

/// T-34's result (L1980): column +1, modified 9 → s0/1: the Soviet attacker takes 1 hit (s0), a Western
/// or Axis attacker none; and its first hit must flip the Mech (DF 8 step 6, L1562).
#[test]
fn t34_s0_and_the_attackers_first_hit() {
    let mut s = start("campaign", 1);
    let cell = *s.data().crt.get(&(9, 1)).unwrap();
    assert_eq!(cell, Cell::parse("s0/1").unwrap());
    let six = unit(&s, "okh-6a");
    assert_eq!(combat::read_cell(&s, Faction::Soviet, cell, &[six]), (1, 1));
    assert_eq!(combat::read_cell(&s, Faction::West, cell, &[six]), (0, 1));
    clear(&mut s);
    let mech = place(&mut s, "sov-21-65-24", "3337", 2);
    s.units[mech].flipped = true;
    let leg = place(&mut s, "sov-66-62-68", "3437", 3);
    let h = Hits { faction: Faction::Soviet, units: vec![mech as u16, leg as u16], left: 1, first: First::Armour, attacker: true, total: 1, hex: hex("3338") };
    assert_eq!(h.choices(&s), vec![mech as u16]);
    combat::take_hit(&mut s, mech);
    assert!(!s.units[mech].flipped, "the Mech flips to its Leg side");
    assert_eq!(s.units[mech].steps, 2, "and keeps its pips");
}

/// #G (DF 8 step 5, L1558): in turns 1–6 an all-German defence takes one hit fewer; in turns 7–8, or with
/// any non-German defender, the number as printed.
#[test]
fn g_rule_reads_by_turn_and_nationality() {
    let mut s = start("campaign", 1);
    let cell = Cell::parse("2/2#G").unwrap();
    let german = unit(&s, "okh-6a");
    let romanian = unit(&s, "okh-3ro");
    assert_eq!(combat::read_cell(&s, Faction::Soviet, cell, &[german]), (2, 1));
    assert_eq!(combat::read_cell(&s, Faction::Soviet, cell, &[german, romanian]), (2, 2));
    s.turn = 7;
    assert_eq!(combat::read_cell(&s, Faction::Soviet, cell, &[german]), (2, 2));
}

/// T-35 (L1998–L2026), DF 2.1.5 (L628–L630: the elite badge +1, the conscript badge −1) with a one-step Soviet Leg in place of the partisan: the German Tank (3, elite) leads
/// the Bulgarian Leg (conscript) in Fair into the mountain hex 2424: attack 3 + 2 (German armour in Fair) + 1
/// (flank) + 1 (elite) − 1 (conscript) + 1 (German) = 7; defence 1 + 3 (mountain) = 4; column +3, and the
/// pack's cell for +3 and 7 is the example's 1/2.
#[test]
fn t35_german_armour_in_fair() {
    let mut s = start("husky", 1);
    clear(&mut s);
    s.weather = Weather::Fair;
    let target = hex("2424");
    let around: Vec<RowHex> = GRID.neighbours(target).into_iter().filter(|n| s.passable(*n, target) && s.data().side(*n, target).is_some_and(|x| !x.river && x.kind == engine::games::downfall::data::SideKind::Land)).collect();
    assert!(around.len() >= 2);
    let tank = place(&mut s, "okh-4pz", &around[0].id(), 3);
    s.units[tank].flipped = true;
    let bu = place(&mut s, "okh-bu", &around[1].id(), 2);
    let leg = find(&s, Faction::Soviet, "leg", None);
    let d = place(&mut s, &leg, "2424", 1);
    assert!(!s.data().units[d].elite && !s.data().units[d].conscript, "a plain defender");
    let o = combat::odds(&s, Faction::Okh, target, &[tank, bu]);
    assert_eq!((o.attack, o.defence, o.column), (7, 4, 3), "{:?}", o.lines);
    assert_eq!(*s.data().crt.get(&(7, 3)).unwrap(), Cell::parse("1/2").unwrap());
}

/// T-36 (L2028–L2075) and Q1: a Western Tank (3, elite) leading one flanker in Fair: 3 + 1 + 2 (Western
/// armour in Fair, decided +2) + 1 (elite) + 1 (Western) = 8; the pack's cell for +4 and 10 is 0/3.
#[test]
fn t36_western_armour_in_fair_adds_two() {
    let mut s = start("overlord", 1);
    clear(&mut s);
    s.weather = Weather::Fair;
    let target = hex("2713");
    let around: Vec<RowHex> = GRID.neighbours(target).into_iter().filter(|n| s.passable(*n, target)).collect();
    let tank_key = (0..s.data().units.len())
        .find(|&u| s.data().units[u].faction == Faction::West && s.data().units[u].elite && s.data().units[u].back.is_some_and(|b| b.armored()))
        .map(|u| s.data().units[u].key.clone())
        .unwrap();
    let tank = place(&mut s, &tank_key, &around[0].id(), 3);
    s.units[tank].flipped = true;
    let other = find(&s, Faction::West, "leg", None);
    let fl = place(&mut s, &other, &around[1].id(), 2);
    let okw = find(&s, Faction::Okw, "leg", Some(true));
    place(&mut s, &okw, "2713", 2);
    let o = combat::odds(&s, Faction::West, target, &[tank, fl]);
    // (An elite flanker changes nothing: the bonus is for having more elite badges, L1529.)
    assert_eq!(o.attack, 8, "{:?}", o.lines);
    assert_eq!(*s.data().crt.get(&(10, 4)).unwrap(), Cell::parse("0/3").unwrap());
}

/// DF 8 step 4 (L1534–L1536): the difference is clamped to −4…+8.
#[test]
fn the_column_is_clamped() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    s.weather = Weather::Mud;
    let d = place(&mut s, "okh-6a", "3338", 3);
    let _ = d;
    let around = dry_neighbours(&s, hex("3338"));
    let weak = find(&s, Faction::Soviet, "leg", None);
    let a = place(&mut s, &weak, &around[0].id(), 1);
    // Defence 3 + 1 + 1 = 5 with a 1-step lead: −4 at most.
    let six = unit(&s, "okh-6a");
    s.units[six].steps = 4;
    let o = combat::odds(&s, Faction::Soviet, hex("3338"), &[a]);
    assert!(o.attack - o.defence < -4);
    assert_eq!(o.column, -4);
}

/// DF 8 step 6: the defender's first hit takes a Fortress step when a Fortress defends.
#[test]
fn the_defenders_first_hit_takes_the_fortress() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    let fort_key = (0..s.data().units.len()).find(|&u| s.data().units[u].back.is_some_and(|b| b.key() == "fortress")).map(|u| s.data().units[u].key.clone()).unwrap();
    let f = place(&mut s, &fort_key, "2713", 1);
    s.units[f].flipped = true;
    let leg = find(&s, Faction::Okw, "leg", Some(true));
    let l = place(&mut s, &leg, "2713", 2);
    let h = Hits { faction: Faction::Okw, units: vec![f as u16, l as u16], left: 3, first: First::Fortress, attacker: false, total: 3, hex: hex("2713") };
    assert!(!h.may_retreat(&s), "3 hits: at most 2 may be a retreat, and a Fortress never retreats");
    assert_eq!(h.choices(&s), vec![f as u16]);
    combat::take_hit(&mut s, f);
    assert_eq!(s.units[f].loc, Loc::Gone, "its last step: eliminated for good");
}

/// DF 7.2 (L1227–L1230): OKH attacks only Soviet units and OKW only Western ones; a Soviet attack on a hex
/// with OKH takes the OKW units stacked there too; a hex with only OKW units is no Soviet target.
#[test]
fn hostility_pairs() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    let okh = place(&mut s, "okh-6a", "3338", 3);
    let okw_key = find(&s, Faction::Okw, "leg", Some(true));
    let okw = place(&mut s, &okw_key, "3338", 2);
    let mut d = combat::defenders(&s, Faction::Soviet, hex("3338"));
    d.sort();
    let mut both = vec![okh, okw];
    both.sort();
    assert_eq!(d, both);
    assert!(combat::defenders(&s, Faction::West, hex("3338")).len() == 2, "West attacks the hex for its OKW unit");
    s.units[okw].loc = Loc::Pool;
    assert!(combat::defenders(&s, Faction::West, hex("3338")).is_empty(), "no OKW unit: no Western attack");
    // OKH attacks the Soviet units only.
    let sov = place(&mut s, "sov-21-65-24", "3337", 3);
    assert_eq!(combat::defenders(&s, Faction::Okh, hex("3337")), vec![sov]);
    assert!(combat::defenders(&s, Faction::Okw, hex("3337")).is_empty());
}

/// A whole attack through the prompts: declare, flank, roll (scripted), hits, advance into the emptied hex
/// and the city changes hands (DF 8 steps 1–7, A.2).
#[test]
fn an_attack_from_declaration_to_advance() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    s.weather = Weather::Fair;
    place(&mut s, "okh-6a", "3338", 1);
    let around = dry_neighbours(&s, hex("3338"));
    let a = place(&mut s, "sov-66-62-68", &around[0].id(), 3);
    let b = place(&mut s, "sov-64-57-69", &around[1].id(), 3);
    let _ = (a, b);
    set_track(&mut s, &["s-ops-5"]);
    s.init = [50, 50, 10, 50];
    choosing(&mut s, Faction::Soviet);
    act(&mut s, "take s-ops-5:attack");
    act(&mut s, "attack 3338 sov-66-62-68");
    act(&mut s, "unit sov-64-57-69");
    // Attack 3 + 1 = 4 (no armour), defence 1 + 1 + 1 = 3: column +1; roll 6+6 = 12.
    s.chance.script.dice = vec![6, 6];
    act(&mut s, "roll");
    let cell = *s.data().crt.get(&(12, 1)).unwrap();
    if cell.defender >= 1 && !cell.s0 && cell.attacker == 0 {
        assert_eq!(s.units[unit(&s, "okh-6a")].loc, Loc::Hex(hex("3338")), "the defender picks its hit");
    }
    // Take every hit the prompts ask for, then advance.
    while let Some(Step::Hits(_)) = s.steps.last() {
        let n = notations(&s)[0].clone();
        act(&mut s, &n);
    }
    assert_eq!(s.units[unit(&s, "okh-6a")].loc, Loc::Gone, "1 step and at least 1 hit: {}", cell.text());
    act(&mut s, "unit sov-66-62-68");
    assert_eq!(s.units[a].loc, Loc::Hex(hex("3338")));
    assert_eq!(s.cities[&hex("3338")], engine::games::downfall::data::Ideology::Soviet);
    assert_eq!(s.vp, -1, "Stalingrad: 1 toward the Soviets (L1994)");
}

/// DF 8 step 6 (L1564–L1570), T-34's retreat (L1984–L1988) and T-36's (L2069–L2073): the defender may turn
/// up to half the hits, rounded up, into a retreat of as many hexes; each hex farther from the attacked
/// hex, never into an enemy ZOC hex; not with a Fortress; the attacked hex is then empty for the advance.
#[test]
fn a_retreat_instead_of_hits() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    s.weather = Weather::Fair;
    // Open steppe: a defender with the attackers on one side.
    let (x, ring) = s
        .data()
        .hexes
        .keys()
        .filter(|h| s.data().hex(**h).is_some_and(|x| x.country == "ussr" && x.terrain.key() == "clear" && x.city.is_none()))
        .map(|h| (*h, dry_neighbours(&s, *h)))
        .find(|(_, r)| r.len() == 6)
        .expect("open steppe");
    let d = place(&mut s, "okh-6a", &x.id(), 3);
    let a = place(&mut s, "sov-66-62-68", &ring[0].id(), 3);
    let _ = a;
    let ends = combat::retreat_ends(&s, d, x, 1);
    assert!(!ends.is_empty());
    let z = s.ezoc(engine::games::downfall::data::Ideology::Axis);
    for e in &ends {
        assert_eq!(GRID.distance(*e, x), 1);
        assert!(!z.contains_key(e), "{e} is in the Soviet ZOC");
    }
    let two = combat::retreat_ends(&s, d, x, 2);
    assert!(two.iter().all(|e| GRID.distance(*e, x) == 2 && !z.contains_key(e)));
    // Three hits: a step first, then the two left become a 2-hex retreat.
    let h = Hits { faction: Faction::Okh, units: vec![d as u16], left: 3, first: First::Fortress, attacker: false, total: 3, hex: x };
    assert!(!h.may_retreat(&s));
    s.steps = vec![Step::Round, Step::Advance(combat::Advance { faction: Faction::Soviet, hex: x, units: vec![a as u16], advanced: 0 }), Step::Hits(h)];
    act(&mut s, "unit okh-6a");
    assert!(offered(&s, "retreat"));
    act(&mut s, "retreat");
    let to = notations(&s)[0].clone();
    act(&mut s, &to);
    assert_eq!(s.units[d].steps, 2, "one step lost, two hits retreated");
    assert_eq!(GRID.distance(s.hex_of(d).unwrap(), x), 2);
    assert!(offered(&s, "unit sov-66-62-68"), "the hex is empty: the attacker may advance");
}

/// Open clear steppe: a hex whose six neighbours are clear and joined by plain sides.
fn steppe(s: &State) -> (RowHex, Vec<RowHex>) {
    s.data()
        .hexes
        .keys()
        .filter(|h| s.data().hex(**h).is_some_and(|x| x.country == "ussr" && x.terrain.key() == "clear" && x.city.is_none()))
        .map(|h| (*h, dry_neighbours(s, *h)))
        .find(|(_, r)| r.len() == 6)
        .expect("open steppe")
}

/// Rolls 12 and plays the combat out (each hit and retreat by its first choice but "retreat"): the airborne
/// unit `para` flanking from afar is never offered the advance, and after the combat it is in the force pool
/// (DF 8 step 1, L1488–L1494).
fn roll_and_send_home(s: &mut State, para: usize, para_key: &str, no_advance: &str) {
    s.chance.script.dice = vec![6, 6];
    act(s, "roll");
    while matches!(s.steps.last(), Some(Step::Hits(_)) | Some(Step::Retreat(_))) {
        let n = notations(s).into_iter().find(|n| n != "retreat").unwrap();
        act(s, &n);
    }
    if matches!(s.steps.last(), Some(Step::Advance(_))) {
        assert!(!offered(s, &format!("unit {para_key}")), "{no_advance}");
        act(s, "done");
    }
    if s.units[para].loc != Loc::Gone {
        assert_eq!(s.units[para].loc, Loc::Pool, "home to the force pool");
    }
}

/// DF 8 step 1 (L1488–L1494): with the airborne icon a Western Airborne unit flanks from 2 hexes away; it
/// does not advance, and after the combat it goes to the force pool.
#[test]
fn airborne_flanks_from_two_hexes_then_goes_home() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    s.weather = Weather::Fair;
    let (x, ring) = steppe(&s);
    let okw = find(&s, Faction::Okw, "leg", Some(true));
    place(&mut s, &okw, &x.id(), 1);
    let tank_key = (0..s.data().units.len()).find(|&u| s.data().units[u].faction == Faction::West && s.data().units[u].back.is_some_and(|b| b.armored())).map(|u| s.data().units[u].key.clone()).unwrap();
    let tank = place(&mut s, &tank_key, &ring[0].id(), 3);
    s.units[tank].flipped = true;
    let far = GRID.within(x, 2).into_iter().find(|h| GRID.distance(*h, x) == 2 && s.data().hex(*h).is_some_and(|y| y.playable())).expect("a hex 2 away");
    let para_key = (0..s.data().units.len()).find(|&u| s.data().units[u].faction == Faction::West && s.data().units[u].front.key() == "airborne").map(|u| s.data().units[u].key.clone()).expect("airborne");
    let para = place(&mut s, &para_key, &far.id(), 1);
    set_track(&mut s, &["w-ops-4"]);
    s.init = [10, 40, 40, 40];
    choosing(&mut s, Faction::West);
    act(&mut s, "take w-ops-4:attack");
    act(&mut s, &format!("attack {} {tank_key}", x.id()));
    assert!(offered(&s, &format!("unit {para_key}")), "2 hexes away, with the airborne icon");
    act(&mut s, &format!("unit {para_key}"));
    roll_and_send_home(&mut s, para, &para_key, "no advance from 2 hexes");
}

/// Without the airborne icon the Airborne unit 2 hexes away may not join.
#[test]
fn airborne_needs_the_icon() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    let (x, ring) = steppe(&s);
    let okw = find(&s, Faction::Okw, "leg", Some(true));
    place(&mut s, &okw, &x.id(), 1);
    let leg = find(&s, Faction::West, "leg", None);
    place(&mut s, &leg, &ring[0].id(), 2);
    let far = GRID.within(x, 2).into_iter().find(|h| GRID.distance(*h, x) == 2 && s.data().hex(*h).is_some_and(|y| y.playable())).expect("a hex 2 away");
    let para_key = (0..s.data().units.len()).find(|&u| s.data().units[u].faction == Faction::West && s.data().units[u].front.key() == "airborne").map(|u| s.data().units[u].key.clone()).unwrap();
    place(&mut s, &para_key, &far.id(), 1);
    set_track(&mut s, &["w-ops-5"]);
    s.init = [10, 40, 40, 40];
    choosing(&mut s, Faction::West);
    act(&mut s, "take w-ops-5:attack");
    act(&mut s, &format!("attack {} {leg}", x.id()));
    assert!(!offered(&s, &format!("unit {para_key}")));
}

/// DF 8 step 7 / 7.1.4: with the Fort Troop icon an attacking Fort Troop may flip to Fortress instead of
/// advancing into the emptied hex.
#[test]
fn a_fort_troop_may_become_a_fortress_instead_of_advancing() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    let (x, ring) = steppe(&s);
    let ft = (0..s.data().units.len()).find(|&u| s.data().units[u].faction == Faction::Okw && s.data().units[u].back.is_some_and(|b| b.key() == "fortress")).unwrap();
    let ft_key = s.data().units[ft].key.clone();
    place(&mut s, &ft_key, &ring[0].id(), 2);
    s.steps = vec![
        Step::Round,
        Step::Advance(combat::Advance { faction: Faction::Okw, hex: x, units: vec![ft as u16], advanced: 0 }),
    ];
    // The order in force: OKW's Redeploy/Attack with the Fort Troop icon.
    let m = marker(&s, "okw-ops-6");
    s.order = Some(engine::games::downfall::state::Order { faction: Faction::Okw, marker: m, side: 0 });
    assert!(offered(&s, &format!("flip {ft_key}")));
    act(&mut s, &format!("flip {ft_key}"));
    assert_eq!(s.utype(ft).key(), "fortress");
    assert_eq!(s.units[ft].loc, Loc::Hex(ring[0]), "it stays");
    // Without the icon: no flip.
    let mut s2 = start("campaign", 1);
    clear(&mut s2);
    place(&mut s2, &ft_key, &ring[0].id(), 2);
    s2.steps = vec![Step::Round, Step::Advance(combat::Advance { faction: Faction::Okw, hex: x, units: vec![ft as u16], advanced: 0 })];
    let m = marker(&s2, "okw-ops-2");
    s2.order = Some(engine::games::downfall::state::Order { faction: Faction::Okw, marker: m, side: 0 });
    assert!(!offered(&s2, &format!("flip {ft_key}")));
}

/// The odds of a combat's roll (kit::odds): 36 rolls, every result read from the pack's table through the
/// rules themselves, with the strengths' modifiers listed.
#[test]
fn combat_odds_cover_every_roll() {
    use engine::games::downfall::Downfall;
    use engine::Game;
    let mut s = start("campaign", 1);
    clear(&mut s);
    s.weather = Weather::Fair;
    let (x, ring) = steppe(&s);
    place(&mut s, "okh-6a", &x.id(), 2);
    place(&mut s, "sov-66-62-68", &ring[0].id(), 3);
    set_track(&mut s, &["s-ops-5"]);
    s.init = [50, 50, 10, 50];
    choosing(&mut s, Faction::Soviet);
    act(&mut s, "take s-ops-5:attack");
    act(&mut s, &format!("attack {} sov-66-62-68", x.id()));
    let roll = Downfall::prompt(&s).actions.into_iter().find(|a| Downfall::describe(&s, a).notation == "roll").unwrap();
    let o = Downfall::odds(&s, &roll).expect("a combat has odds");
    assert_eq!(o.total, 36);
    assert_eq!(o.outcomes.iter().map(|x| x.ways).sum::<u32>(), 36);
    assert!(o.modifiers.iter().any(|m| m.id == "df.m.column" && m.value == 0), "3 against 2 + 1 (German): column 0");
}

/// DF 8 step 1 (L1487: "2 hexes from the hex or land area it is in"; rules 12, decision Q27): with the airborne
/// icon a Western Airborne unit standing in the UK flanks an attack on a hex 2 hexes from the area — counted
/// as the air rules count from it, one more than from the beach hexes it touches (DF 2.3, L692) — and goes
/// home to the force pool after the combat. Rules 11 took no airborne flanker out of a land area.
#[test]
fn airborne_flanks_from_the_uk_two_hexes_away() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    for u in 0..s.units.len() {
        if matches!(s.units[u].loc, Loc::Area(_)) {
            s.units[u].loc = Loc::Pool;
        }
    }
    s.weather = Weather::Fair;
    let para_key = (0..s.data().units.len()).find(|&u| s.data().units[u].faction == Faction::West && s.data().units[u].front.key() == "airborne").map(|u| s.data().units[u].key.clone()).expect("airborne");
    let para = unit(&s, &para_key);
    s.units[para].loc = Loc::Area("uk".into());
    s.units[para].steps = 1;
    let (x, n) = s
        .data()
        .hexes
        .iter()
        .filter(|(_, y)| y.playable() && y.land_area.is_none())
        .map(|(h, _)| *h)
        .filter(|h| engine::games::downfall::air::distance(&s, para, *h) == Some(2))
        .find_map(|h| dry_neighbours(&s, h).first().map(|n| (h, *n)))
        .expect("a land hex 2 hexes from the UK with a dry neighbour");
    let okw = find(&s, Faction::Okw, "leg", Some(true));
    place(&mut s, &okw, &x.id(), 1);
    // The marker's lead is armoured (as in `airborne_flanks_from_two_hexes_then_goes_home`).
    let leg = (0..s.data().units.len()).find(|&u| s.data().units[u].faction == Faction::West && s.data().units[u].back.is_some_and(|b| b.armored())).map(|u| s.data().units[u].key.clone()).unwrap();
    let tank = place(&mut s, &leg, &n.id(), 3);
    s.units[tank].flipped = true;
    set_track(&mut s, &["w-ops-4"]);
    s.init = [10, 40, 40, 40];
    choosing(&mut s, Faction::West);
    let mut old = s.clone();
    act(&mut s, "take w-ops-4:attack");
    act(&mut s, &format!("attack {} {leg}", x.id()));
    assert!(offered(&s, &format!("unit {para_key}")), "2 hexes from the UK, with the airborne icon");
    act(&mut s, &format!("unit {para_key}"));
    let with = combat::odds(&s, Faction::West, x, &[unit(&s, &leg), para]);
    let without = combat::odds(&s, Faction::West, x, &[unit(&s, &leg)]);
    assert_eq!(with.attack, without.attack + 1, "the airborne unit's step counts");
    assert_eq!(with.defence, without.defence, "it cancels no water bonus");
    roll_and_send_home(&mut s, para, &para_key, "no advance from the UK");
    old.rules = 11;
    act(&mut old, "take w-ops-4:attack");
    act(&mut old, &format!("attack {} {leg}", x.id()));
    assert!(!offered(&old, &format!("unit {para_key}")), "rules 11: not from a land area");
}
