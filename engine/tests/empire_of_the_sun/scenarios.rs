//! Empire of the Sun: the yearly scenarios' set-ups (17.2 1942, 17.3 1943, 17.4 1944) against the rulebook
//! (the seed `004_a278ea6902dfa15b.txt`; "L2062" is its line): a sample of counters from each set-up list
//! and from the master list (18.0) — hex, full or reduced, removed at the start — every start marker
//! (17.23, 17.33, 17.43), the opening hands and card piles (17.25A, 17.35, 17.45), the Delay box (17.24,
//! 17.34, 17.44) and who plays first (4.21, 7.29A).

use engine::games::empire_of_the_sun::data::Side;
use engine::games::empire_of_the_sun::data::{Placement, SetupList};
use engine::games::empire_of_the_sun::political::schedules;
use engine::games::empire_of_the_sun::scenario::setup;
use engine::games::empire_of_the_sun::state::steps::Step;
use engine::games::empire_of_the_sun::state::*;
use engine::games::empire_of_the_sun::{builtin_data, turn};
use engine::kit::hex::Hex;

const J: Side = Side::Japanese;
const A: Side = Side::Allied;

fn game(scenario: &str, seed: u64) -> State {
    setup::new_game(builtin_data(), scenario, seed).unwrap_or_else(|e| panic!("{scenario}: {}", e.0))
}

fn hex(id: &str) -> Hex {
    Hex::parse(id).unwrap()
}

fn uid(s: &State, key: &str) -> u16 {
    s.unit_id(key).unwrap_or_else(|| panic!("no unit {key}")) as u16
}

/// Each `(unit, hex, reduced)` stands in that hex on that side.
fn placed(s: &State, rows: &[(&str, &str, bool)]) {
    for &(key, at, reduced) in rows {
        let u = s.unit(uid(s, key) as _);
        assert_eq!(u.loc, Loc::Hex(hex(at)), "{}: {key}", s.scenario);
        assert_eq!(u.reduced, reduced, "{}: {key} {}", s.scenario, if reduced { "reduced" } else { "full" });
    }
}

/// Each unit is out of play at the start (removed or eliminated before the start).
fn gone(s: &State, keys: &[&str]) {
    for &key in keys {
        let loc = s.unit(uid(s, key) as _).loc;
        assert!(matches!(loc, Loc::Eliminated | Loc::Removed), "{}: {key} should be out of play, is {loc:?}", s.scenario);
    }
}

fn delay_box(s: &State) -> Vec<String> {
    let mut v: Vec<String> = (0..s.units.len()).filter(|&u| s.units[u].loc == Loc::Delay).map(|u| s.data().units[u].key.clone()).collect();
    v.sort();
    v
}

fn sorted(v: &[u8]) -> Vec<u8> {
    let mut v = v.to_vec();
    v.sort();
    v
}

/// Every card of a side is in exactly one pile, and no card is lost: the same total in every scenario.
fn piles_whole(s: &State) {
    for side in [J, A] {
        let c = s.cards(side);
        let mut all: Vec<u8> = c.deck.iter().chain(&c.hand).chain(&c.discard).chain(&c.removed).copied().collect();
        all.extend(c.future.map(|(n, _)| n));
        let n = all.len();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), n, "{} {side:?}: a card in two piles", s.scenario);
        let full = game("s1942", 1);
        let f = full.cards(side);
        assert_eq!(n, f.deck.len() + f.hand.len() + f.removed.len(), "{} {side:?}: cards lost", s.scenario);
    }
}

/// 6.5: no hex holding one side's units alone is the other side's at the start.
fn occupied_hexes_controlled(s: &State) {
    let geo = s.geo().clone();
    for (i, h) in geo.hexes.iter().enumerate() {
        for side in [J, A] {
            if s.occupied_by(*h, side) && !s.occupied_by(*h, other(side)) {
                assert_eq!(s.control[i], side, "{}: {} is held by {side:?} units but controlled by the other side", s.scenario, h.id());
            }
        }
    }
}

// ---- 17.2 1942 ----

/// 2.3 (L243): a scenario other than the campaign lists each unit's set-up, reduced where it says so and
/// at full strength otherwise (the 1942 list's reduced and full units below).
#[test]
fn s1942_counters() {
    let s = game("s1942", 1);
    assert_eq!(s.sheet, Sheet::Main);
    assert_eq!((s.first_turn, s.last_turn, s.tracks.turn), (2, 4, 2), "L1896: turns 2 to 4");
    // 17.21 L1908–1912: removed at the start.
    gone(&s, &["us-bb-md-ca", "us-m-corps", "cw-hk-div", "cw-bb-force-z", "us-nl-corps"]);
    // 17.21 L1916–1925: moved, reduced or rebuilt.
    placed(
        &s,
        &[
            ("cw-seac-hq", "1805", false),
            ("us-feaf", "2813", true),
            ("us-sl-corps", "2912", true),
            ("us-19-lrb", "2917", true),
            ("us-ca-asia", "3014", true),
            ("us-7af", "5108", false),
            ("us-7af-lrb", "5808", false),
            ("us-cv-lexington", "5808", false),
            ("us-cv-enterprise", "5808", false),
            ("us-ca-new-orleans", "5808", true),
        ],
    );
    // 17.21 L1900: every other turn-1 unit where its counter says, full strength (18.0: X Corps L2745,
    // C Pac L2749, SW Pac L2752, the AVG L2722, Wake's Marines L2735 and air unit L2724).
    placed(&s, &[("us-x-corps", "5808", false), ("us-cpac-hq", "5808", false), ("us-swpac-hq", "2813", false), ("us-avg", "2008", false), ("us-marine-w-bde", "4612", false), ("us-marine-211", "4612", false)]);
    // 17.22 L1931–1957: the Japanese.
    placed(
        &s,
        &[
            ("jp-38-army", "1913", false),            // L1932
            ("jp-15-army", "2109", false),            // L1934
            ("jp-28-army", "2110", true),             // L1935
            ("jp-25-army", "2112", true),             // L1936
            ("jp-south-hq", "2212", false),           // L1937
            ("jp-22-af", "2212", false),              // L1937
            ("jp-bb-kongo", "2311", false),           // L1938
            ("jp-ca-mogami", "2311", false),          // L1938
            ("jp-2-sn-bde", "2415", false),           // L1939
            ("jp-17-army", "2709", true),             // L1940
            ("jp-14-army", "2812", false),            // L1941
            ("jp-21-af", "2909", false),              // L1942
            ("jp-16-army", "2915", true),             // L1945
            ("jp-cvl-ryujo", "2915", false),          // L1945
            ("jp-35-army", "3007", true),             // L1947
            ("jp-cf-yamamoto-hq", "3407", false),     // L1950
            ("jp-bb-yamato", "3407", true),           // L1950, 18.0 L2930 '[3407]'
            ("jp-18-army", "3706", true),             // L1953
            ("jp-cv-akagi", "3706", false),           // L1953
            ("jp-south-seas-hq", "4017", false),      // L1955
            ("jp-ss-bde", "4021", false),             // L1956
            ("jp-4-sn-bde", "4715", true),            // L1957
            ("jp-cl-tenryu", "4715", false),          // L1957
        ],
    );
    // 18.0: arrivals of later turns stay on the Turn Record Track (XIV Corps '[3]' L2747, 14AF LRB '4'
    // L2718, CVL San Jacinto '5' L2784).
    assert_eq!(s.unit(uid(&s, "us-xiv-corps") as _), &UnitState { loc: Loc::Arrives(3), reduced: true });
    assert_eq!(s.unit(uid(&s, "us-14af-lrb") as _).loc, Loc::Arrives(4));
    assert_eq!(s.unit(uid(&s, "us-cvl-san-jacinto") as _).loc, Loc::Arrives(5));
    occupied_hexes_controlled(&s);
}

/// 17.23 (L1961–1966): the campaign's markers (17.14, L1873–1892) but 4 Japanese resource hexes, 11
/// Japanese divisions in China, 1 Allied ASP and US Political Will +8.
#[test]
fn s1942_markers() {
    let s = game("s1942", 1);
    let t = &s.tracks;
    assert_eq!(s.japanese_resources(), 4, "L1963");
    assert_eq!(t.china_divisions, 11, "L1964");
    assert_eq!(t.asp[idx(A)], 1, "L1965");
    assert_eq!(t.pw, 8, "L1966");
    // 17.14 L1877–1890.
    assert_eq!(t.china, CHINA_STABLE, "L1877");
    assert_eq!((t.burma_road, t.hump), (BurmaRoad::Open, false), "L1879");
    assert_eq!(t.india, 0, "L1880");
    assert_eq!(t.wie, 0, "L1881");
    assert_eq!((t.asp[idx(J)], t.barges), (7, false), "L1882");
    assert!(t.pm_tojo, "L1885");
    assert_eq!(t.isr, [false, false], "L1886–1887");
    assert_eq!(t.no_route, vec![hex("2104"), hex("2205"), hex("2105")], "L1890");
    assert_eq!((t.air_rp, t.naval_rp), ([0, 0], [0, 0]));
    assert!(!t.kwai && !t.pt_boats);
    // 17.25B: nobody has surrendered.
    assert!(t.surrendered.is_empty(), "L1976");
    // 17.22 L1931, L1933: the two Japanese control markers in Malaya.
    assert_eq!(s.controller(hex("1912")), Some(J));
    assert_eq!(s.controller(hex("2012")), Some(J));
    // 17.25B L1976: every hex of the Empire is Japan's (Tokyo, Seoul, Formosa's Tainan).
    for h in ["3706", "3305", "2909"] {
        assert_eq!(s.controller(hex(h)), Some(J), "{h}");
    }
    // The Allies hold Singapore, Manila and Port Moresby.
    for h in ["2015", "2813", "3823"] {
        assert_eq!(s.controller(hex(h)), Some(A), "{h}");
    }
}

/// 17.25A (L1974): Japanese cards 1 and 2 are out; Japan holds 7 cards, the Allies 5 and 2 passes; Japan,
/// with more cards, plays first (4.21), and nobody has a Future Offensive to seize the initiative.
/// 17.24 (L1970): the Delay box holds every Allied reinforcement of turn 2 but the SEAC HQ, at Calcutta.
#[test]
fn s1942_cards_delay_and_first_player() {
    for seed in 1..5 {
        let s = game("s1942", seed);
        let (j, a) = (s.cards(J), s.cards(A));
        assert_eq!(sorted(&j.removed), vec![1, 2]);
        assert!(a.removed.is_empty() && j.discard.is_empty() && a.discard.is_empty());
        assert_eq!((j.hand.len(), j.passes), (7, 0));
        assert_eq!((a.hand.len(), a.passes), (5, 2));
        assert!(j.future.is_none() && a.future.is_none());
        piles_whole(&s);
        // L1896: the game opens at the Offensives Phase, after 17.25's openings (C: the Allied naval move,
        // D: Arcadia, E: Kondo when the Japanese hand has no offensive).
        let top = s.steps.iter().rposition(|st| matches!(st, Step::Initiative)).expect("the initiative");
        assert!(s.steps[top + 1..].iter().all(|st| matches!(st, Step::FreeNavalMove(_) | Step::Arcadia | Step::Kondo)), "{:?}", s.steps);
        assert!(s.steps[top + 1..].iter().any(|st| matches!(st, Step::FreeNavalMove(_))), "17.25C");
        assert_eq!(turn::rounds::first_player(&s), J);
        assert_eq!(turn::rounds::may_seize(&s), None);
    }
    let s = game("s1942", 1);
    // The turn-2 arrivals of the master list's 1941 column (18.0: 5AF '2' L2708, XI Corps '2' L2746, BB
    // Miss '2' L2755, CA Northampton '2' L2764), the SEAC HQ excepted.
    let seac = "cw-seac-hq";
    let mut due: Vec<String> = s
        .data()
        .setup
        .iter()
        .filter(|r| r.list == SetupList::Y1941 && r.placement == Placement::Turn(2) && r.unit != seac)
        .filter(|r| s.data().units[uid(&s, &r.unit) as usize].side == A)
        .map(|r| r.unit.clone())
        .collect();
    due.sort();
    assert_eq!(delay_box(&s), due);
    for key in ["us-5af", "us-xi-corps", "us-bb-mississippi", "us-ca-northampton"] {
        assert!(due.iter().any(|k| k == key), "{key}");
    }
    assert_eq!(s.unit(uid(&s, seac) as _).loc, Loc::Hex(hex("1805")));
}

// ---- 17.3 1943 ----

#[test]
fn s1943_counters() {
    let s = game("s1943", 1);
    assert_eq!((s.first_turn, s.last_turn, s.tracks.turn), (5, 7, 5), "L2021: turns 5 to 7");
    // 17.31 L2031–2051: removed at the start.
    gone(
        &s,
        &[
            "us-cv-wasp", "us-bb-md-ca", "us-ca-new-orleans", "us-ca-northampton", "us-ca-asia", "us-dd-asia", "us-marine-w-bde",
            "us-marine-211", "us-nl-corps", "us-sl-corps", "us-r-corps", "us-m-corps", "us-p-bde", "us-avg", "us-feaf", "us-19-lrb",
            "cw-abda-hq", "us-spac-ghormley-hq", "cw-bb-force-z", "cw-8-aus-div", "cw-hk-div", "cw-cvl-hermes", "cw-malaya-hq",
            "cw-2-ind-corps", "cw-ca-exeter", "nl-j-div", "nl-dut-air", "nl-cl-dutch", "nl-1-rgt",
        ],
    );
    // L2045: the non-Australian at-start units are out, but the 1st Indian Corps.
    placed(
        &s,
        &[
            ("cw-cv-indomitable", "1005", false),     // L2055
            ("cw-seac-hq", "1805", false),            // L2056
            ("cw-seac-air", "1805", false),           // L2056
            ("cw-15-corps", "1905", false),           // L2057
            ("us-10af-lrb", "1905", false),           // L2057
            ("cw-4-ind-corps", "2006", false),        // L2059
            ("us-14af", "2104", false),               // L2060
            ("cw-33-corps", "2105", false),           // L2061
            ("cw-1-ind-corps", "2205", true),         // L2062
            ("cn-5-army", "2205", false),             // L2062
            ("cn-6-army", "2407", true),              // L2063
            ("cn-66-army", "2407", true),             // L2063
            ("cw-1-aus-corps", "3023", false),        // L2064
            ("us-marine-1div", "3626", false),        // L2066
            ("us-swpac-hq", "3727", false),           // L2067
            ("cw-ca-kent", "3727", false),            // L2067
            ("cw-anzac-hq", "3823", false),           // L2068
            ("cw-pm-bde", "3823", true),              // L2068
            ("us-xi-corps", "3922", false),           // L2069
            ("us-i-corps", "4024", false),            // L2070
            ("us-xiv-corps", "4423", false),          // L2071
            ("us-marine-1maw", "4423", false),        // L2071
            ("us-marine-sf-bde", "4825", false),      // L2072
            ("us-spac-halsey-hq", "4828", false),     // L2073
            ("us-cv-lexington", "4828", true),        // L2073
            ("us-cv-enterprise", "4828", true),       // L2073
            ("us-bb-north-carolina", "4828", false),  // L2073
            ("us-11af-lrb", "5100", false),           // L2074
            ("us-7af-lrb", "5108", false),            // L2075, 18.0 L2711 '5108'
            ("us-cpac-hq", "5808", false),            // L2076
            ("us-bb-mississippi", "5808", false),     // L2076
        ],
    );
    // L2058: the 14th Air Force's bombers in the China box.
    assert_eq!(s.unit(uid(&s, "us-14af-lrb") as _).loc, Loc::Box(BoxKey::China));
    // 17.32 L2082–2089: removed Japanese units.
    gone(&s, &["jp-bb-kongo", "jp-cv-akagi", "jp-cv-soryu", "jp-cvl-ryujo", "jp-cl-tenryu", "jp-tainan-air"]);
    placed(
        &s,
        &[
            ("jp-25-army", "1916", true),             // L2094
            ("jp-3-ad", "1916", true),                // L2094
            ("jp-28-army", "2008", false),            // L2095
            ("jp-33-army", "2106", false),            // L2100
            ("jp-15-army", "2206", false),            // L2103
            ("jp-38-army", "2212", false),            // L2104
            ("jp-16-army", "2220", true),             // L2105
            ("jp-37-army", "2616", true),             // L2109
            ("jp-22-af", "2909", true),               // L2114
            ("jp-7-ad", "3119", false),               // L2117
            ("jp-cf-yamamoto-hq", "3407", false),     // L2121
            ("jp-cvl-junyo", "3407", false),          // L2121
            ("jp-ca-mogami", "3407", true),           // L2121
            ("jp-27-army", "3704", true),             // L2124
            ("jp-19-army", "3720", false),            // L2126
            ("jp-31-army", "3813", true),             // L2129
            ("jp-18-army", "3822", false),            // L2130
            ("jp-bb-yamato", "4017", false),          // L2131
            ("jp-cv-shokaku", "4017", false),         // L2131
            ("jp-17-army", "4021", false),            // L2132
            ("jp-21-af", "4021", true),               // L2132
            ("jp-ca-aoba", "4021", true),             // L2132
            ("jp-25-af", "4222", true),               // L2133
            ("jp-ss-bde", "4322", false),             // L2134
            ("jp-26-af", "4415", false),              // L2135
            ("jp-2-sn-bde", "4600", true),            // L2136
            ("jp-4-sn-bde", "4612", true),            // L2137
            ("jp-24-af", "4715", true),               // L2138
            ("jp-1-sn-bde", "5018", false),           // L2140
        ],
    );
    occupied_hexes_controlled(&s);
}

/// 17.33 (L2142–2161) and 17.36 (L2171–2173).
#[test]
fn s1943_markers() {
    let s = game("s1943", 1);
    let t = &s.tracks;
    assert_eq!(t.turn, 5, "L2146");
    assert!(t.pm_tojo, "L2146");
    assert_eq!(s.japanese_resources(), 14, "L2147");
    assert_eq!(t.asp[idx(J)], 7, "L2148");
    assert_eq!(t.china_divisions, 7, "L2149");
    assert_eq!(t.asp[idx(A)], 4, "L2150");
    assert_eq!(t.china, CHINA_MAJOR_BREAKTHROUGH, "L2151");
    assert_eq!(t.pw, 6, "L2152");
    assert_eq!(t.isr, [true, true], "L2153–2154");
    assert_eq!(t.air_rp[idx(J)], 2, "L2155");
    assert_eq!(t.naval_rp[idx(J)], 1, "L2156");
    assert_eq!(t.wie, -1, "L2157");
    assert!(t.barges, "L2158");
    assert_eq!((t.burma_road, t.hump), (BurmaRoad::Closed, true), "L2159");
    assert_eq!(t.no_route, vec![hex("2205"), hex("2105")], "L2160");
    assert_eq!(t.india, 0, "L2161");
    assert!(t.kwai, "L2169: the Kwai bridge is built");
    assert!(!t.pt_boats);
    // 17.36 L2173: Malaya, the Philippines, the DEI and Burma have surrendered; Japan holds the Mandate.
    let mut gone = t.surrendered.clone();
    gone.sort();
    assert_eq!(gone, vec![Nation::Philippines, Nation::Malaya, Nation::DutchEastIndies, Nation::Burma]);
    assert_eq!(t.mandate, Some(J), "L2211");
    assert_eq!(t.new_guinea, None, "L2214: nobody holds New Guinea");
    // The control markers of 17.32 (Medan L2093, Singapore L2097, Nauru L2139), the Allies' hexes.
    for h in ["1813", "2015", "4719", "4600"] {
        assert_eq!(s.controller(hex(h)), Some(J), "{h}");
    }
    for h in ["3823", "4024", "4423", "2205"] {
        assert_eq!(s.controller(hex(h)), Some(A), "{h}");
    }
    // L2211: Attu/Kiska has been Japanese-occupied since turn 3's segment: two of 16.42's three counted.
    assert_eq!(t.alaska, 2, "L2211");
    // The tournament note (L2207–2215): the schedule stands at +3 at the start (B +1, G +3, I −1).
    let lines = schedules::victory_points(&s, "s1943");
    assert_eq!(lines.iter().map(|(_, n)| n).sum::<i32>(), 3, "{lines:?}");
}

/// 17.35 (L2169): removed cards, discards and Future Offensives; 7 cards each; 17.34 (L2165): the Delay box
/// holds the Allies' turn-5 reinforcements; on a tie after 1942 the Allies play first (4.21).
#[test]
fn s1943_cards_delay_and_first_player() {
    for seed in 1..5 {
        let s = game("s1943", seed);
        let (j, a) = (s.cards(J), s.cards(A));
        assert_eq!(sorted(&j.removed), vec![1, 2, 5, 6, 13, 15, 18, 39, 55, 73, 78]);
        assert_eq!(sorted(&a.removed), vec![1, 3, 4, 6, 7, 8, 10, 11, 12, 14, 16, 17, 20, 51]);
        assert_eq!(sorted(&a.discard), vec![13, 15]);
        assert_eq!(sorted(&j.discard), vec![8, 12, 14, 20, 25, 29, 35]);
        assert_eq!(a.future.map(|f| f.0), Some(29));
        assert_eq!(j.future.map(|f| f.0), Some(26));
        assert_eq!((j.hand.len(), j.passes), (7, 0));
        assert_eq!((a.hand.len(), a.passes), (7, 0));
        piles_whole(&s);
        assert!(matches!(s.steps.last(), Some(Step::Initiative)), "L2021");
        assert_eq!(turn::rounds::first_player(&s), A);
        assert_eq!(turn::rounds::may_seize(&s), None, "7.29A: no seizing on a tie");
    }
    let s = game("s1943", 1);
    // 18.0's 1943 'Delay' entries: XXIV Corps L2748, BB Mass L2753, CVL San Jacinto L2784, SEAC LRB L2794.
    assert_eq!(delay_box(&s), vec!["cw-seac-lrb", "us-bb-massachusetts", "us-cvl-san-jacinto", "us-xxiv-corps"]);
}

/// L2211, 16.42: unless the Allies take Attu/Kiska back, turn 5's Political Will segment costs them a point.
#[test]
fn s1943_attu_kiska_costs_a_point_at_turn_5() {
    let mut s = game("s1943", 1);
    engine::games::empire_of_the_sun::political::political_will::political_will(&mut s);
    let alaska = s.log.iter().any(|e| e.id == "eots.pw_change" && e.args.first() == Some(&engine::Arg::Key("eots.pw.alaska_occupied".into())));
    assert!(alaska, "L2211: the third segment of occupation");
    // With the brigade gone from 4600, nothing.
    let mut s = game("s1943", 1);
    let brigade = uid(&s, "jp-2-sn-bde");
    s.place(brigade as _, Loc::Eliminated, false);
    engine::games::empire_of_the_sun::political::political_will::political_will(&mut s);
    assert!(!s.log.iter().any(|e| e.id == "eots.pw_change" && e.args.first() == Some(&engine::Arg::Key("eots.pw.alaska_occupied".into()))));
}

// ---- 17.4 1944 ----

#[test]
fn s1944_counters() {
    let s = game("s1944", 1);
    assert_eq!((s.first_turn, s.last_turn, s.tracks.turn), (8, 10, 8), "L2228: turns 8 to 10");
    // 17.41 L2238–2257: as in 1943, and this time the 1st Indian Corps too (L2252).
    gone(&s, &["us-cv-wasp", "us-19-lrb", "us-spac-ghormley-hq", "cw-8-aus-div", "cw-cvl-hermes", "cw-1-ind-corps", "nl-j-div"]);
    placed(
        &s,
        &[
            ("cw-seac-lrb", "1805", false),           // L2262
            ("cw-77-bde", "2205", false),             // L2267
            ("cn-5-army", "2205", true),              // L2267
            ("cn-66-army", "2407", true),             // L2269
            ("us-11-div", "3626", false),             // L2271
            ("us-xi-corps", "3822", false),           // L2273
            ("cw-3-aus-corps", "3822", false),        // L2273
            ("cw-4-aus-corps", "3823", false),        // L2274
            ("us-5af", "3823", false),                // L2274
            ("us-marine-1div", "3921", false),        // L2275
            ("us-i-corps", "3922", false),            // L2276
            ("cw-pm-bde", "4024", true),              // L2277
            ("us-marine-3div", "4222", false),        // L2279
            ("cw-3-nz-div", "4322", false),           // L2280
            ("us-marine-sf-bde", "4423", false),      // L2281
            ("us-marine-6div", "4826", false),        // L2282
            ("us-cve-sangamon", "4826", false),       // L2282
            ("us-bb-new-jersey", "4826", false),      // L2282
            ("us-cv-lexington", "4828", false),       // L2283: full strength again
            ("us-cv-essex", "4828", false),           // L2283
            ("us-ix-corps", "4828", false),           // L2283
            ("us-7af", "5018", false),                // L2284
            ("us-marine-2div", "5018", false),        // L2284
            ("us-marine-1maw", "5108", false),        // L2286
            ("us-xxiv-corps", "5808", false),         // L2287
            ("us-cv-hancock", "5808", false),         // L2287
        ],
    );
    assert_eq!(s.unit(uid(&s, "us-14af-lrb") as _).loc, Loc::Box(BoxKey::China), "L2263");
    // 17.42 L2315–2323: removed Japanese units.
    gone(
        &s,
        &[
            "jp-bb-kongo", "jp-cv-akagi", "jp-cv-soryu", "jp-cvl-ryujo", "jp-cl-tenryu", "jp-ca-aoba", "jp-21-af", "jp-50-af",
            "jp-tainan-air", "jp-1-sn-bde", "jp-2-sn-bde", "jp-ss-bde", "jp-cf-yamamoto-hq",
        ],
    );
    placed(
        &s,
        &[
            ("jp-9-ad", "1916", false),               // L2269
            ("jp-5-ad", "2008", true),                // L2270
            ("jp-29-army", "2015", true),             // L2272
            ("jp-28-af", "2015", true),               // L2272
            ("jp-8-ad", "2409", false),               // L2282
            ("jp-23-af", "2813", false),              // L2286
            ("jp-3-ad", "2909", true),                // L2287
            ("jp-cf-ozawa-hq", "3407", false),        // L2294
            ("jp-cve-kaiyo", "3407", false),          // L2294, 18.0 L2942 '3407'
            ("jp-cv-taiho", "3407", false),           // L2294
            ("jp-11-ad", "3407", false),              // L2294
            ("jp-26-af", "3416", true),               // L2295
            ("jp-2-army", "3520", true),              // L2296
            ("jp-bb-yamato", "3615", false),          // L2297
            ("jp-27-af", "3704", true),               // L2299
            ("jp-51-af", "3704", false),              // L2299
            ("jp-10-ad", "3706", false),              // L2300
            ("jp-7-ad", "3720", true),                // L2301
            ("jp-18-army", "3721", true),             // L2302
            ("jp-south-seas-hq", "3813", false),      // L2303
            ("jp-62-af", "3813", false),              // L2303
            ("jp-22-af", "4017", true),               // L2305
            ("jp-ca-takao", "4021", true),            // L2306
            ("jp-apd-kamikaze", "4021", true),        // L2306
            ("jp-4-sn-bde", "4612", true),            // L2307
            ("jp-3-sn-bde", "4715", false),           // L2308
        ],
    );
    occupied_hexes_controlled(&s);
}

/// 17.43 (L2330–2351) and 17.46 (L2361–2369).
#[test]
fn s1944_markers() {
    let s = game("s1944", 1);
    let t = &s.tracks;
    assert_eq!(t.turn, 8, "L2334");
    assert!(t.pm_tojo, "L2334");
    assert_eq!(s.japanese_resources(), 14, "L2335");
    assert_eq!(t.asp[idx(J)], 5, "L2336");
    assert_eq!(t.china_divisions, 5, "L2337");
    assert_eq!(t.asp[idx(A)], 8, "L2338");
    assert_eq!(t.china, CHINA_MAJOR_BREAKTHROUGH, "L2339");
    assert_eq!(t.ground_drm[idx(J)], 1, "L2341: Japanese card 31 was used");
    assert_eq!(t.pw, 5, "L2342");
    assert_eq!(t.isr, [true, true], "L2343–2344");
    assert_eq!((t.air_rp[idx(J)], t.naval_rp[idx(J)]), (0, 0), "L2345–2346");
    assert_eq!(t.wie, 2, "L2347");
    assert!(t.pt_boats && !t.barges, "L2348");
    assert_eq!((t.burma_road, t.hump), (BurmaRoad::Closed, true), "L2349");
    assert_eq!(t.no_route, vec![hex("2205"), hex("2105")], "L2350");
    assert_eq!(t.india, 0, "L2351");
    let mut gone = t.surrendered.clone();
    gone.sort();
    assert_eq!(gone, vec![Nation::Philippines, Nation::Malaya, Nation::DutchEastIndies, Nation::Burma], "L2363–2367");
    assert_eq!(t.mandate, Some(J), "L2368");
    // The Allied control marker on Woodlark (L2278), Japanese ones at Sorong (L2290) and Guam (L2304).
    assert_eq!(s.controller(hex("4122")), Some(A));
    assert_eq!(s.controller(hex("3119")), Some(J));
    assert_eq!(s.controller(hex("3814")), Some(J));
    // Hexes the Allies set up in are theirs (Lae, Gasmata, Bougainville, Tarawa).
    for h in ["3822", "3921", "4222", "5018"] {
        assert_eq!(s.controller(hex(h)), Some(A), "{h}");
    }
}

/// 17.45 (L2359): removed cards, discards, Future Offensives; Japan 6 cards and a pass, the Allies 7.
/// 17.44 (L2355): nothing delayed. 4.21: the Allies, with more cards, play first; Japan, with fewer and a
/// Future Offensive, may seize the first play with it (7.29A).
#[test]
fn s1944_cards_delay_and_first_player() {
    for seed in 1..5 {
        let s = game("s1944", seed);
        let (j, a) = (s.cards(J), s.cards(A));
        assert_eq!(sorted(&j.removed), vec![1, 2, 5, 6, 13, 15, 18, 26, 31, 39, 51, 53, 54, 55, 73, 78]);
        assert_eq!(
            sorted(&a.removed),
            vec![1, 3, 4, 6, 7, 8, 10, 11, 12, 14, 16, 17, 18, 20, 22, 23, 24, 27, 30, 39, 41, 42, 47, 51, 73]
        );
        assert_eq!(a.discard, vec![2]);
        assert_eq!(j.discard, vec![7]);
        assert_eq!(a.future.map(|f| f.0), Some(45));
        assert_eq!(j.future.map(|f| f.0), Some(4));
        assert_eq!((j.hand.len(), j.passes), (6, 1));
        assert_eq!((a.hand.len(), a.passes), (7, 0));
        piles_whole(&s);
        assert!(matches!(s.steps.last(), Some(Step::Initiative)), "L2228");
        assert_eq!(turn::rounds::first_player(&s), A);
        assert_eq!(turn::rounds::may_seize(&s), Some(J));
    }
    assert!(delay_box(&game("s1944", 1)).is_empty());
}

// ---- 17.1 the full campaign ----

/// 2.2 (L239): the campaign's units set up at their printed hexes, reduced where the counter says so.
/// 17.14 (L1877–L1890): every start marker of the campaign, the December 1941 hands (17.11, L1847) and a
/// sample of the 18.0 "1941" column, the comprehensive example's units among them (L2950, L2962–L3024).
#[test]
fn campaign_set_up() {
    let s = game("campaign", 1);
    let t = &s.tracks;
    assert_eq!((s.first_turn, s.last_turn, t.turn), (1, 12, 1), "L1843: December 1941 to August 1945");
    assert!(t.pm_tojo, "L1885");
    assert_eq!(t.china, CHINA_STABLE, "L1877");
    assert_eq!(t.china_divisions, 12, "L1878");
    assert_eq!((t.burma_road, t.hump), (BurmaRoad::Open, false), "L1879");
    assert_eq!(t.india, 0, "L1880: Stable");
    assert_eq!(t.wie, 0, "L1881");
    assert_eq!((t.asp[idx(J)], t.barges), (7, false), "L1882");
    assert_eq!(t.asp[idx(A)], 0, "L1883");
    assert_eq!(s.japanese_resources(), 3, "L1884");
    assert_eq!(t.isr, [false, false], "L1886–L1887: Strategic Agreement");
    assert_eq!((s.cards(J).passes, s.cards(A).passes), (0, 0), "L1889");
    assert_eq!(t.no_route, vec![hex("2104"), hex("2205"), hex("2105")], "L1890");
    assert_eq!(t.pw, 0, "L1787: Operation Z raises it to +8");
    for h in ["3814", "2709"] {
        assert_eq!(s.controller(hex(h)), Some(A), "L1892: Allied control markers on Guam and Hong Kong");
    }
    assert!(delay_box(&s).is_empty(), "L1888: the Delay box is empty");
    assert!(t.surrendered.is_empty());
    // 17.11 (L1847): the Japanese hold cards 1 and 2; the Allies nothing.
    assert_eq!(sorted(&s.cards(J).hand), vec![1, 2]);
    assert!(s.cards(A).hand.is_empty());
    piles_whole(&s);
    placed(
        &s,
        &[
            ("jp-cv-akagi", "3705", false),
            ("jp-cv-soryu", "3705", false),
            ("jp-cv-shokaku", "3705", false),
            ("jp-bb-hiei", "3705", false),
            ("us-bb-md-ca", "5808", false),
            ("us-ca-new-orleans", "5808", false),
            ("cw-bb-force-z", "2015", false),
            ("cw-malaya-hq", "2015", false),
            ("jp-25-army", "2509", true),
            ("jp-38-army", "2211", false),
            ("jp-14-army", "2909", false),
            ("jp-17-army", "2708", true),
            ("us-cv-enterprise", "5609", true),
            ("us-cv-lexington", "5410", true),
            ("us-marine-211", "4612", false),
        ],
    );
    assert_eq!(s.unit(uid(&s, "us-7af") as _).loc, Loc::Hex(hex("5808")), "L2952: the 7th AF at Oahu");
}
