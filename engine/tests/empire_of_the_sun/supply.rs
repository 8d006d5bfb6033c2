//! Supply (EotS 6.2) and the air zones of influence (6.4) against the rulebook's examples (digest §5:
//! T04 L527, T05 L531–533, T06 L543–547). The rulebook's figures for T04 and T05 are not in the seed,
//! so their positions are rebuilt on the main sheet with the same shape: the same kinds of line, ports
//! and zones, at named hexes.

use engine::games::empire_of_the_sun::builtin_data;
use engine::games::empire_of_the_sun::data::{City, Side};
use engine::games::empire_of_the_sun::state::{idx, Loc, Sheet, State, UnitId};
use engine::games::empire_of_the_sun::supply::{self, Options, Source};
use engine::kit::hex::Hex;

fn hex(id: &str) -> Hex {
    Hex::parse(id).unwrap()
}

fn put(s: &mut State, key: &str, at: &str) -> UnitId {
    let u = s.unit_id(key).unwrap_or_else(|| panic!("no unit {key}"));
    s.place(u, Loc::Hex(hex(at)), false);
    u
}

fn japanese(s: &mut State, hexes: &[&str]) {
    for h in hexes {
        s.set_control(hex(h), Side::Japanese);
    }
}

/// The main sheet with Japan holding its home islands' cities (6.22: its ultimate supply sources) and
/// every other hex Allied; the Allies' sources are the east, south and west edges.
fn main_sheet() -> State {
    let mut s = State::empty(builtin_data(), Sheet::Main, 1);
    let homes: Vec<Hex> = s.sheet_map().hexes.iter().filter(|(_, d)| d.city == City::JapanHome).map(|(h, _)| *h).collect();
    for h in homes {
        s.set_control(h, Side::Japanese);
    }
    s
}

fn source(s: &State, u: UnitId) -> Source {
    supply::compute_fresh(s).source[u as usize]
}

/// T04 (EotS 6.21 "육상 병참 범위", L527): Japanese units in Burma supplied overland by the South HQ at
/// Saigon (range 12) are in supply within 4 MP of ground movement of a supply-eligible port (Rangoon,
/// reached by sea from the HQ), the Rangoon–Mandalay–Lashio railway costing ½ MP a hexside (8.42).
/// Jarhat is 5 MP from Rangoon while the Imphal and Ledo roads carry their No Transport Route markers
/// (13.77): out of supply; once they are built it is 2 MP away.
#[test]
fn t04_overland_logistical_range() {
    let mut s = main_sheet();
    japanese(&mut s, &["2212", "2008"]);
    let south = put(&mut s, "jp-south-hq", "2212");
    let b = put(&mut s, "jp-33-army", "2106"); // Mandalay: ½ + ½ MP
    let c = put(&mut s, "jp-15-army", "2206"); // Lashio: 1½ MP
    let d = put(&mut s, "jp-28-army", "2305"); // Myitkyina: 1½ + 2 (jungle) MP
    let a = put(&mut s, "jp-16-army", "2104"); // Jarhat: 1 + 2 + 2 MP by Imphal
    s.tracks.no_route = vec![hex("2104"), hex("2105"), hex("2205")];
    let sup = supply::compute_fresh(&s);
    assert_eq!(sup.source[south as usize], Source::Loc);
    assert!(sup.eligible_port(Side::Japanese, s.geo().ix(hex("2008"))), "Rangoon is supply-eligible (1.3)");
    for u in [b, c, d] {
        assert_eq!(sup.source[u as usize], Source::Hq(south), "{}", s.unit_data(u).key);
    }
    assert_eq!(sup.source[a as usize], Source::None, "Jarhat is 5 MP from Rangoon");
    // 13.77: the roads built, the route runs Mandalay–Imphal–Jarhat at ½ MP a hexside.
    s.tracks.no_route.clear();
    assert_eq!(source(&s, a), Source::Hq(south));
    // Without a supply-eligible port (Rangoon Allied) the 4 MP count starts only at the HQ.
    s.tracks.no_route = vec![hex("2104"), hex("2105"), hex("2205")];
    s.set_control(hex("2008"), Side::Allied);
    for u in [a, b, c, d] {
        assert_eq!(source(&s, u), Source::None, "{}", s.unit_data(u).key);
    }
}

/// T05 (EotS 6.21B, 6.4, L531–533): an un-neutralised Allied zone (the MA air unit at Singapore,
/// supplied by the Malaya HQ there) blocks the water hexsides of its hexes, not land ones.
/// * E, on the Sumatran coast inside the zone (1915) with no Japanese port within 4 MP, is out of supply;
///   without the zone it is supplied by sea;
/// * C, at Kuantan inside the zone, is supplied overland along the Malayan railway from Singora, a
///   supply-eligible port;
/// * D, on the coast of Borneo at Miri outside the zone, traces by sea to the HQ;
/// * A, inland in Borneo (2516) with no Japanese port there, is more than 4 MP from any supply-eligible
///   port: out of supply.
#[test]
fn t05_zones_block_sea_lines_not_land_lines() {
    let mut s = main_sheet();
    japanese(&mut s, &["2212", "2011", "2012", "1912", "1913"]);
    let south = put(&mut s, "jp-south-hq", "2212");
    let e = put(&mut s, "jp-25-army", "1915");
    let c = put(&mut s, "jp-38-army", "2014");
    let d = put(&mut s, "jp-2-sn-bde", "2415");
    let a = put(&mut s, "jp-16-army", "2516");
    let malaya = put(&mut s, "cw-malaya-hq", "2015");
    let ma = put(&mut s, "cw-ma-air", "2015");
    let sup = supply::compute_fresh(&s);
    let geo = s.geo();
    assert_eq!(sup.source[malaya as usize], Source::Loc);
    assert_eq!(sup.source[ma as usize], Source::Hq(malaya));
    for h in ["1915", "2014"] {
        assert!(sup.zoi.blocks(Side::Japanese, geo.ix(hex(h))), "{h} is in the Allied zone");
    }
    assert!(!sup.zoi.blocks(Side::Japanese, geo.ix(hex("2415"))));
    assert_eq!(sup.source[e as usize], Source::None, "E: the zone blocks the sea");
    assert_eq!(sup.source[c as usize], Source::Hq(south), "C: overland from Singora");
    assert_eq!(sup.source[d as usize], Source::Hq(south), "D: by sea");
    assert_eq!(sup.source[a as usize], Source::None, "A: beyond 4 MP of a port");
    // Without the MA air unit's zone, E is supplied by sea.
    s.place(ma, Loc::Event, false);
    assert_eq!(source(&s, e), Source::Hq(south));
    assert_eq!(source(&s, a), Source::None);
}

/// The T06 position: the Malaya HQ at Singapore supplying the MA air unit at Cam Ranh (2311), the South
/// HQ at Saigon supplying the 21st Air Flotilla at `jp_air`.
fn t06(jp_air: &str) -> (State, UnitId, UnitId, UnitId) {
    let mut s = main_sheet();
    japanese(&mut s, &["2212", jp_air]);
    put(&mut s, "jp-south-hq", "2212");
    let malaya = put(&mut s, "cw-malaya-hq", "2015");
    let ma = put(&mut s, "cw-ma-air", "2311");
    let j = put(&mut s, "jp-21-af", jp_air);
    (s, malaya, ma, j)
}

fn without_zones_of(side: Side) -> Options {
    let mut o = Options::default();
    o.no_zoi[idx(side)] = true;
    o
}

/// T06 (EotS 6.21 L543–551, 6.4): two air zones that each cut the other's supply. The printed example's
/// straits (Singapore, Tjilatjap) do not close on the reconstructed main map (the Malacca Strait stays open
/// west of Singapore), so the same shape is built where the sheet has it: the MA air unit at Cam Ranh,
/// supplied from Singapore, and a Japanese air unit at Padang (1815), supplied from Saigon.
/// * The premises: with the Allied zone alone the Japanese unit is out of supply; with the Japanese zone
///   alone the MA air unit is.
/// * The Allies have priority (L549): the MA air unit is supplied and keeps its zone; the Japanese unit is
///   out of supply.
#[test]
fn t06_mutual_zones_allied_priority() {
    let (s, _, ma, j) = t06("1815");
    let only_allied = supply::compute_with(&s, &without_zones_of(Side::Japanese));
    assert!(only_allied.supplied(ma) && !only_allied.supplied(j));
    let only_japanese = supply::compute_with(&s, &without_zones_of(Side::Allied));
    assert!(only_japanese.supplied(j) && !only_japanese.supplied(ma));
    let sup = supply::compute_fresh(&s);
    assert!(sup.supplied(ma), "the Allied zone counts");
    assert!(!sup.supplied(j), "the Japanese air unit is out of supply");
    assert!(sup.zoi.active_count(Side::Allied) > 0);
    assert_eq!(sup.zoi.active_count(Side::Japanese), 0, "an unsupplied air unit has no zone");
}

/// T06's variant (L547, "Batavia"): a Japanese air unit supplied whether the Allied zone exists or not
/// (here at 2013, where its own zone neutralises the Allied one along its line) is no paradox: its zone
/// cuts the MA air unit's line, so the MA air unit is out of supply and loses its zone.
#[test]
fn t06_variant_japanese_supplied_regardless() {
    let (s, malaya, ma, j) = t06("2013");
    let only_allied = supply::compute_with(&s, &without_zones_of(Side::Japanese));
    assert!(only_allied.supplied(ma), "without the Japanese zone the MA air unit is supplied");
    let sup = supply::compute_fresh(&s);
    assert!(sup.supplied(j));
    assert!(!sup.supplied(ma));
    assert_eq!(sup.source[malaya as usize], Source::Loc, "the HQ keeps its LOC");
    assert_eq!(sup.zoi.active_count(Side::Allied), 0, "the MA air unit loses its zone");
}
