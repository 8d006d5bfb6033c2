//! Movement against the rulebook: T10 (L822), T13 (L877), the costs and stops of 8.42 and 8.11, the
//! stacking limits of 8.24, 8.34 and 8.48.

use super::naval::Naval;
use super::{air, ground, naval, stacking, MoveContext};
use crate::games::empire_of_the_sun::builtin_data;
use crate::games::empire_of_the_sun::data::geo::{HexFacts, HexIx};
use crate::games::empire_of_the_sun::data::{Side, UnitType};
use crate::games::empire_of_the_sun::state::{Loc, Sheet, State, UnitId};
use crate::kit::hex::Hex;

fn state() -> State {
    State::empty(builtin_data(), Sheet::Main, 1)
}

fn hex(id: &str) -> Hex {
    Hex::parse(id).unwrap()
}

fn put(s: &mut State, key: &str, at: Hex) -> UnitId {
    let u = s.unit_id(key).unwrap_or_else(|| panic!("no unit {key}"));
    s.place(u, Loc::Hex(at), false);
    u
}

fn ctx(s: &State, side: Side, ops: u8) -> MoveContext {
    let mut c = MoveContext::from_state(s, side);
    c.ops = ops;
    c
}

/// T10 (L822): Soerabaja 2220 is one naval move from 2219, but not across the unplayable sides from
/// 2119: from there the path goes round.
#[test]
fn t10_soerabaja_by_sea() {
    for (from, direct) in [("2219", true), ("2319", true), ("2320", true), ("2119", false), ("2120", false), ("2221", false)] {
        let mut s = state();
        let ca = put(&mut s, "us-ca-northampton", hex(from));
        let c = ctx(&s, Side::Allied, 1);
        let r = naval::reach(&s, &c, ca, Naval::Normal);
        let to = r.iter().find(|r| r.hex == hex("2220"));
        if direct {
            assert_eq!(to.map(|r| r.cost), Some(1), "{from}");
        } else {
            assert!(to.is_none_or(|r| r.cost > 1), "{from}: {to:?}");
        }
    }
}

/// 8.21: every naval path crosses water sides only, never unplayable ones, and stays within 5 × OC.
#[test]
fn naval_paths_use_water_sides() {
    let mut s = state();
    let ca = put(&mut s, "us-ca-northampton", hex("2219"));
    let c = ctx(&s, Side::Allied, 2);
    let geo = s.geo().clone();
    let r = naval::reach(&s, &c, ca, Naval::Normal);
    assert!(!r.is_empty());
    for x in &r {
        assert!(x.cost <= 10);
        for w in x.path.windows(2) {
            let side = geo.side(geo.ix(w[0]), geo.ix(w[1])).unwrap();
            assert!(side.sea && !side.unplayable(), "{} → {}", w[0], w[1]);
        }
    }
}

/// A land hex of Allied territory (Australia, else mainland India) with open and other land neighbours,
/// for the ground tests. (Since the map's island re-fit every Australian hex of the map is open savanna.)
fn allied_start(s: &State) -> (Hex, Vec<(HexIx, u8)>) {
    let geo = s.geo();
    let map = s.sheet_map();
    let candidates = ["australia_mainland", "india_mainland"]
        .into_iter()
        .flat_map(|r| geo.hexes.iter().enumerate().filter(move |(_, h)| map.hexes[*h].in_region(r)));
    for (i, h) in candidates {
        let d = &map.hexes[h];
        if !d.has_land() {
            continue;
        }
        let land: Vec<(HexIx, u8)> = geo
            .neighbours(i as HexIx)
            .filter(|x| x.land && !x.route)
            .map(|x| (x.to, map.hexes[&geo.hex(x.to)].ground_cost()))
            .collect();
        if land.len() >= 3 && land.iter().any(|&(_, c)| c == 1) && land.iter().any(|&(_, c)| c > 1) {
            return (*h, land);
        }
    }
    panic!("no Allied hex with open and other land neighbours");
}

/// 8.42: open costs 1, mountain 3, any other terrain 2; a unit with too few points cannot enter. With OC 1
/// a ground unit enters an open neighbour only.
#[test]
fn ground_costs() {
    let mut s = state();
    let (start, land) = allied_start(&s);
    let u = put(&mut s, "us-marine-1div", start);
    assert_eq!(s.unit_data(u).kind, UnitType::Ground);
    let geo = s.geo().clone();
    let r = ground::reach(&s, &ctx(&s, Side::Allied, 1), u);
    for &(to, c) in &land {
        let found = r.iter().find(|x| x.hex == geo.hex(to));
        if c == 1 {
            assert_eq!(found.map(|x| x.cost), Some(2), "open neighbour {}", geo.hex(to));
        } else {
            assert!(found.is_none_or(|x| x.path.len() > 2), "{} costs {c}", geo.hex(to));
        }
    }
    // With OC 3 every land neighbour is in reach, at its cost (half points).
    let r = ground::reach(&s, &ctx(&s, Side::Allied, 3), u);
    for &(to, c) in &land {
        let found = r.iter().find(|x| x.hex == geo.hex(to)).expect("a neighbour");
        assert!(found.cost <= c as u16 * 2);
    }
}

/// 8.11, 8.42: ground movement stops on entering enemy ground units; no path goes through them.
#[test]
fn ground_stops_at_the_enemy() {
    let mut s = state();
    let (start, land) = allied_start(&s);
    let u = put(&mut s, "us-marine-1div", start);
    let geo = s.geo().clone();
    let enemy = geo.hex(land[0].0);
    put(&mut s, "jp-38-army", enemy);
    let r = ground::reach(&s, &ctx(&s, Side::Allied, 4), u);
    assert!(r.iter().any(|x| x.hex == enemy), "the enemy's hex can be entered");
    for x in &r {
        let inner = &x.path[1..x.path.len() - 1];
        assert!(!inner.contains(&enemy), "{} passes through {enemy}", x.hex);
    }
    // 8.42: a unit in a declared battle hex cannot leave it.
    let mut o = offensive(Side::Japanese);
    o.battles.push(crate::games::empire_of_the_sun::state::Battle { hex: start, special: false, defended_before_landing: false, resolved: false });
    *s.offensive = Some(o);
    assert!(ground::reach(&s, &ctx(&s, Side::Allied, 4), u).is_empty());
}

fn offensive(side: Side) -> crate::games::empire_of_the_sun::state::Offensive {
    use crate::games::empire_of_the_sun::state::*;
    Offensive { intel: Intel::Intercept, ..Offensive::new(side, 1, Play::Oc) }
}

/// 8.41: Japanese ground units never enter interior China, mainland India or Soviet territory.
#[test]
fn ground_restrictions() {
    let s = state();
    let u = s.unit_id("jp-38-army").unwrap();
    for (h, d) in &s.data().map.hexes {
        if d.in_region("china_interior") || d.in_region("soviet") || d.in_region("india_mainland") {
            assert!(!ground::may_enter(&s, u, *h, d), "{h}");
        }
    }
}

/// T13 (L877): OC 2, strategic air transport, extended range 4: up to 4 stages of at most 4 hexes, each
/// ending at a friendly airfield.
#[test]
fn t13_strategic_air_transport() {
    let mut s = state();
    let key = s.data().units.iter().find(|u| u.side == Side::Allied && u.kind == UnitType::Air && u.extended_range == Some(4)).map(|u| u.key.clone());
    let Some(key) = key else { panic!("an Allied air unit of extended range 4") };
    let geo = s.geo().clone();
    // Start at an Australian airfield.
    let map = s.sheet_map().clone();
    let start = geo.hexes.iter().copied().find(|h| map.hexes[h].airfield && map.hexes[h].in_region("australia_mainland")).unwrap();
    let u = put(&mut s, &key, start);
    let c = ctx(&s, Side::Allied, 2);
    let r = air::reach(&s, &c, u, true);
    assert!(!r.is_empty());
    let mut four = false;
    for x in &r {
        assert!(x.reach.cost <= 4);
        four |= x.reach.cost == 4;
        for w in x.reach.path.windows(2) {
            assert!(w[0].distance(w[1]) <= 4);
            assert!(map.hexes[&w[1]].airfield, "{} is an airfield", w[1]);
        }
    }
    assert!(four, "some airfield needs all four stages");
    // Normal movement: two stages.
    assert!(air::reach(&s, &c, u, false).iter().all(|x| x.reach.cost <= 2));
}

/// 8.34, 8.48: three air and ground units per hex, an LRB with its same-named air unit counting once;
/// the excess is removed air first, to the Turn Record Track when supplied.
#[test]
fn stacking_limits() {
    let mut s = state();
    let h = hex("4828");
    put(&mut s, "us-marine-1div", h);
    put(&mut s, "us-5af", h);
    put(&mut s, "us-5af-lrb", h);
    put(&mut s, "us-13af", h);
    assert_eq!(stacking::air_ground_count(&s, Side::Allied, h), 3);
    assert!(stacking::overstacked(&s).is_empty());
    let extra = s.data().units.iter().find(|u| u.side == Side::Allied && u.kind == UnitType::Ground && u.key != "us-marine-1div").unwrap().key.clone();
    put(&mut s, &extra, h);
    assert_eq!(stacking::overstacked(&s), vec![(Side::Allied, h)]);
    let rem = stacking::removable(&s, Side::Allied, h);
    assert!(!rem.is_empty() && rem.iter().all(|&u| s.unit_data(u).kind == UnitType::Air), "air first");
    s.tracks.turn = 3;
    // An LRB removed alone leaves its same-named air unit counting one: the owner removes on.
    let mut removed = 0;
    while let Some(&u) = stacking::removable(&s, Side::Allied, h).first() {
        stacking::remove(&mut s, u, true, &Default::default());
        assert_eq!(s.unit(u).loc, Loc::Returns(4), "supplied air: next turn (8.34)");
        removed += 1;
    }
    assert!(removed >= 1 && removed <= 2);
    assert!(stacking::overstacked(&s).is_empty());
}

/// 13.74: an activated Allied air unit flies into the China box from a supply-eligible North India
/// airfield, the one it stands at or one it reaches with a stage to spare; the box holds two Allied air
/// units, of them one B29, and none once China has surrendered.
#[test]
fn into_the_china_box() {
    use crate::games::empire_of_the_sun::state::{BoxKey, Nation};
    let mut s = state();
    let geo = s.geo().clone();
    let fields: Vec<Hex> = geo.data.iter().filter(|d| d.airfield && d.in_region("north_india")).map(|d| d.hex).collect();
    assert!(fields.len() >= 2, "North India has airfields");
    let field = fields[0];
    put(&mut s, "cw-seac-hq", field);
    let air = put(&mut s, "cw-seac-air", field);
    assert!(air::may_enter_china_box(&s, &ctx(&s, Side::Allied, 1), air), "from the airfield it stands at, one stage");
    // From farther away: the flight to North India must leave a stage for the box (a stage is at most the
    // unit's extended range, 8.3).
    let ext = s.unit_data(air).extended_range.unwrap() as u32;
    let far = geo
        .data
        .iter()
        .find(|d| d.airfield && !d.in_region("north_india") && fields.iter().all(|f| f.distance(d.hex) > ext) && fields.iter().any(|f| f.distance(d.hex) <= 2 * ext))
        .map(|d| d.hex)
        .expect("an airfield two stages from North India");
    s.place(air, Loc::Hex(far), false);
    let reached_in = |ops: u8| air::reach(&s, &ctx(&s, Side::Allied, ops), air, false).into_iter().filter(|r| fields.contains(&r.reach.hex)).map(|r| r.reach.cost).min();
    let stages = reached_in(4).expect("North India within four stages") as u8;
    assert!(stages >= 2);
    assert!(!air::may_enter_china_box(&s, &ctx(&s, Side::Allied, stages), air), "no stage left for the box");
    assert!(air::may_enter_china_box(&s, &ctx(&s, Side::Allied, stages + 1), air), "one stage left");
    s.place(air, Loc::Hex(field), false);
    // The box is full with two air units; a B29 needs the box free of B29s.
    let a = s.unit_id("us-14af").unwrap();
    let b = s.unit_id("us-14af-lrb").unwrap();
    s.place(a, Loc::Box(BoxKey::China), false);
    assert!(air::may_enter_china_box(&s, &ctx(&s, Side::Allied, 1), air));
    s.place(b, Loc::Box(BoxKey::China), false);
    assert!(!air::may_enter_china_box(&s, &ctx(&s, Side::Allied, 1), air), "two air units fill the box");
    s.place(b, Loc::Delay, false);
    let b29s: Vec<UnitId> = (0..s.units.len() as UnitId).filter(|&u| s.unit_data(u).b29).collect();
    assert!(b29s.len() >= 2, "two B29 counters");
    s.place(a, Loc::Delay, false);
    s.place(b29s[0], Loc::Box(BoxKey::China), false);
    s.place(b29s[1], Loc::Hex(field), false);
    assert!(!air::may_enter_china_box(&s, &ctx(&s, Side::Allied, 1), b29s[1]), "one B29 in the box at most");
    assert!(air::may_enter_china_box(&s, &ctx(&s, Side::Allied, 1), air), "another air unit still fits");
    s.tracks.surrendered.push(Nation::China);
    assert!(!air::may_enter_china_box(&s, &ctx(&s, Side::Allied, 1), air), "no box once China has surrendered");
}
