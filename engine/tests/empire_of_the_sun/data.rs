//! Empire of the Sun data pack: the built-in pack loads cleanly, every rulebook fact about a hex, a
//! unit or a card holds (each case cites its seed line, `Lnnn` of seeds/004_a278ea6902dfa15b.txt), and
//! a broken pack is refused with every problem listed by file and line.

use engine::games::empire_of_the_sun::data::*;
use engine::kit::hex::{Hex, Hexside};
use std::collections::BTreeSet;
use std::sync::OnceLock;

fn data() -> &'static EotsData {
    static D: OnceLock<EotsData> = OnceLock::new();
    D.get_or_init(embedded)
}

fn h(id: &str) -> Hex {
    Hex::parse(id).unwrap()
}

fn hex(id: &str) -> &'static HexData {
    data().map.get(h(id)).unwrap_or_else(|| panic!("hex {id} missing"))
}

#[test]
fn embedded_pack_parses_without_errors() {
    if let Err(e) = parse(&embedded_files()) {
        panic!("{} problems:\n{e}", e.len());
    }
    let d = data();
    assert_eq!(d.map.hexes.len(), 50 * 29);
    assert_eq!(d.sp_map.hexes.len(), 20 * 13);
    assert_eq!(d.units.len(), 200);
    assert_eq!(d.scenarios.len(), 10);
}

#[test]
fn every_row_has_a_known_provenance() {
    use engine::kit::table::Provenance;
    let d = data();
    let mut sources: Vec<&str> = vec![];
    sources.extend(d.map.hexes.values().map(|x| x.source.as_str()));
    sources.extend(d.hexsides.values().map(|x| x.source.as_str()));
    sources.extend(d.units.iter().map(|x| x.source.as_str()));
    sources.extend(d.cards.iter().map(|x| x.source.as_str()));
    sources.extend(d.setup.iter().map(|x| x.source.as_str()));
    for s in sources {
        assert!(Provenance::of(s).is_some(), "{s}");
    }
}

// ------------------------------------------------------------------------------------------------ map

/// (hex, what the rulebook says, seed line).
const PORTS: &[(&str, &str)] = &[
    ("1005", "L2819"),
    ("1307", "L2820"),
    ("1308", "L1367"),
    ("1805", "L2816"),
    ("2015", "L2815"),
    ("2019", "L2847"),
    ("2212", "L2924"),
    ("2220", "L849"),
    ("2311", "L2928"),
    ("2616", "L2785"),
    ("2709", "L1367"),
    ("2813", "L2752"),
    ("2909", "L2928"),
    ("2915", "L2933"),
    ("3014", "L2765"),
    ("3407", "L2923"),
    ("3416", "L2544"),
    ("3615", "L2297"),
    ("3705", "L2927"),
    ("3706", "L2936"),
    ("3727", "L2496"),
    ("3813", "L2925"),
    ("3823", "L2520"),
    ("4017", "L2545"),
    ("4021", "L2551"),
    ("4024", "L2215"),
    ("4715", "L2935"),
    ("4826", "L2282"),
    ("4828", "L2494"),
    ("5808", "L2493"),
];

const AIRFIELDS: &[(&str, &str)] = &[
    ("1805", "L2793"),
    ("1905", "L2712"),
    ("1916", "L2872"),
    ("2008", "L2722"),
    ("2015", "L2792"),
    ("2019", "L2837"),
    ("2104", "L2717"),
    ("2112", "L3064"),
    ("2212", "L2883"),
    ("2220", "L2884"),
    ("2409", "L2877"),
    ("2620", "L2889"),
    ("2812", "L2719"),
    ("2813", "L2723"),
    ("2909", "L2874"),
    ("2915", "L2877"),
    ("2917", "L3011"),
    ("3004", "L2871"),
    ("3009", "L2882"),
    ("3119", "L2534"),
    ("3407", "L2880"),
    ("3416", "L2887"),
    ("3607", "L2872"),
    ("3626", "L2477"),
    ("3704", "L2888"),
    ("3706", "L2870"),
    ("3709", "L1430"),
    ("3720", "L2531"),
    ("3727", "L2790"),
    ("3813", "L2892"),
    ("3822", "L2533"),
    ("3823", "L2514"),
    ("3922", "L2530"),
    ("4017", "L2883"),
    ("4021", "L2532"),
    ("4222", "L2726"),
    ("4322", "L2715"),
    ("4415", "L2887"),
    ("4423", "L2725"),
    ("4612", "L2724"),
    ("4715", "L2885"),
    ("4825", "L2479"),
    ("4826", "L2482"),
    ("5018", "L2710"),
    ("5100", "L2713"),
    ("5108", "L2710"),
    ("5408", "L895"),
    ("5808", "L2710"),
];

#[test]
fn rulebook_ports() {
    for (id, line) in PORTS {
        assert!(hex(id).port, "{id} is a port ({line})");
        assert_eq!(hex(id).class, HexClass::Coastal, "{id} port must be coastal ({line})");
    }
}

#[test]
fn rulebook_airfields() {
    for (id, line) in AIRFIELDS {
        assert!(hex(id).airfield, "{id} has an airfield ({line})");
    }
}

#[test]
fn the_fourteen_resource_hexes_l1387_l1395() {
    let want: BTreeSet<Hex> =
        ["1813", "1916", "2017", "2008", "2014", "2220", "2415", "2517", "2616", "2813", "3219", "3302", "3303", "3305"]
            .iter()
            .map(|x| h(x))
            .collect();
    let got: BTreeSet<Hex> = data().map.hexes.values().filter(|x| x.resource).map(|x| x.hex).collect();
    assert_eq!(got, want);
}

/// Hexes where the rulebook sets up or moves a ground unit hold land.
const LAND: &[(&str, &str)] = &[
    ("1813", "L2839"),
    ("1905", "L2804"),
    ("1912", "L2967"),
    ("1913", "L2918"),
    ("1914", "L1495"),
    ("1916", "L2838"),
    ("1917", "L1495"),
    ("2006", "L2810"),
    ("2008", "L2803"),
    ("2011", "L2967"),
    ("2012", "L2967"),
    ("2014", "L2809"),
    ("2015", "L2801"),
    ("2019", "L2846"),
    ("2105", "L2805"),
    ("2106", "L2914"),
    ("2108", "L2802"),
    ("2109", "L2902"),
    ("2110", "L2910"),
    ("2112", "L2908"),
    ("2205", "L2807"),
    ("2206", "L2902"),
    ("2211", "L2918"),
    ("2212", "L2918"),
    ("2216", "L1495"),
    ("2220", "L2903"),
    ("2311", "L2896"),
    ("2318", "L1495"),
    ("2320", "L1495"),
    ("2407", "L2830"),
    ("2415", "L2896"),
    ("2509", "L2908"),
    ("2517", "L2842"),
    ("2616", "L2840"),
    ("2708", "L2904"),
    ("2709", "L2806"),
    ("2719", "L2844"),
    ("2721", "L2845"),
    ("2812", "L2737"),
    ("2813", "L2739"),
    ("2909", "L2901"),
    ("2911", "L2895"),
    ("2912", "L2741"),
    ("2913", "L2907"),
    ("2915", "L2736"),
    ("2917", "L2843"),
    ("2919", "L2841"),
    ("3007", "L2915"),
    ("3014", "L2738"),
    ("3017", "L1495"),
    ("3023", "L2797"),
    ("3209", "L2907"),
    ("3302", "L1394"),
    ("3303", "L1394"),
    ("3304", "L1642"),
    ("3305", "L2921"),
    ("3416", "L2903"),
    ("3520", "L2900"),
    ("3626", "L2728"),
    ("3704", "L2909"),
    ("3706", "L2920"),
    ("3720", "L2907"),
    ("3721", "L2906"),
    ("3727", "L2798"),
    ("3813", "L2912"),
    ("3814", "L2897"),
    ("3822", "L2906"),
    ("3823", "L2812"),
    ("3921", "L2728"),
    ("3922", "L2746"),
    ("4017", "L2897"),
    ("4021", "L2904"),
    ("4024", "L2743"),
    ("4222", "L2730"),
    ("4322", "L2811"),
    ("4423", "L2729"),
    ("4600", "L2896"),
    ("4612", "L2898"),
    ("4700", "L1775"),
    ("4715", "L2897"),
    ("4800", "L1775"),
    ("4825", "L2734"),
    ("4826", "L2732"),
    ("4828", "L2744"),
    ("4900", "L1775"),
    ("5000", "L1775"),
    ("5018", "L2729"),
    ("5100", "L1775"),
    ("5708", "L1777"),
    ("5808", "L2745"),
    ("5908", "L1777"),
];

#[test]
fn rulebook_land_hexes() {
    for (id, line) in LAND {
        assert!(hex(id).has_land(), "{id} holds land ({line})");
    }
}

/// Amphibious targets and sources in the worked examples are coastal.
#[test]
fn amphibious_hexes_are_coastal() {
    for (id, line) in [
        ("2112", "L2966"),
        ("2509", "L2966"),
        ("2415", "L2977"),
        ("2812", "L2994"),
        ("2911", "L2993"),
        ("2913", "L2997"),
        ("3209", "L2997"),
        ("2915", "L2998"),
        ("3416", "L2998"),
        ("3814", "L3019"),
        ("4021", "L3020"),
        ("4612", "L3024"),
        ("4423", "L651"),
    ] {
        assert_eq!(hex(id).class, HexClass::Coastal, "{id} ({line})");
    }
}

#[test]
fn at_sea_hexes() {
    for (id, line) in [("5410", "L2773"), ("5609", "L2768"), ("5506", "L2952"), ("2219", "L822"), ("2319", "L822")] {
        assert!(hex(id).has_sea(), "{id} has sea ({line})");
    }
}

#[test]
fn rulebook_terrain() {
    // L952: Port Moresby is mountain, yet open to amphibious assault.
    assert_eq!(hex("3823").terrain, Terrain::Mountain);
    // L3004: the 19th Army's -2 at 2913 (mixed).
    assert_eq!(hex("2913").terrain, Terrain::Mixed);
    // L3096: the Japanese -2 terrain modifier at Kuantan 2014.
    assert_eq!(hex("2014").terrain, Terrain::Mixed);
    // L2984: the 17th Army's -2 at Hong Kong 2709.
    assert_eq!(hex("2709").terrain, Terrain::Mixed);
    let t = &data().tables;
    assert_eq!(t.terrain(Terrain::Mixed).unwrap().ground_drm, -2);
    assert_eq!(t.terrain(Terrain::Mountain).unwrap().move_cost, 3);
}

/// L822: naval units may enter Soerabaja 2220 from 2219, 2319 and 2320, not from 2119, 2120 or 2221.
#[test]
fn soerabaja_sea_hexsides_l822() {
    let d = data();
    for (id, sea) in [("2219", true), ("2319", true), ("2320", true), ("2119", false), ("2120", false), ("2221", false)] {
        assert_eq!(d.hexside(h("2220"), h(id)).unwrap().sea, sea, "2220-{id}");
    }
}

/// Ground moves of the worked examples cross land hexsides.
#[test]
fn ground_paths_of_the_examples() {
    let d = data();
    let paths: &[(&[&str], &str)] = &[
        (&["2211", "2110", "2011", "2012", "1912", "1913"], "L2967"),
        (&["2211", "2110", "2109"], "L2971"),
        (&["2708", "2709"], "L2983"),
        (&["2508", "2408"], "L907"),
        (&["2508", "2507"], "L907"),
    ];
    for (path, line) in paths {
        for w in path.windows(2) {
            let s = d.hexside(h(w[0]), h(w[1])).unwrap_or_else(|| panic!("{}-{} not adjacent ({line})", w[0], w[1]));
            assert!(s.land, "{}-{} is a land hexside ({line})", w[0], w[1]);
        }
    }
    // L2967 five hexes on a 3-OC card: each step must be a half-cost transport route.
    for w in paths[0].0.windows(2) {
        assert!(!d.hexside(h(w[0]), h(w[1])).unwrap().routes.is_empty(), "{}-{} route", w[0], w[1]);
    }
    // L2971: 2110-2109 is the Kwai route, which needs card 18.
    let kwai = d.routes.iter().find(|r| r.key == "kwai").unwrap();
    assert_eq!(kwai.status, RouteStatus::Event);
    assert!(d.hexside(h("2110"), h("2109")).unwrap().routes.contains(&"kwai".to_string()));
}

#[test]
fn burma_road_and_cbi_routes() {
    let d = data();
    // L1590: the Burma Road runs through 2206, 2306, 2407.
    let road = d.routes.iter().find(|r| r.key == "burma_road").unwrap();
    for id in ["2206", "2306", "2407"] {
        assert!(road.hexes.contains(&h(id)), "Burma Road {id}");
    }
    // L1580 L1890: No Transport Route markers on Jarhat 2104, Imphal 2105, Ledo 2205.
    let marked: BTreeSet<Hex> = d.routes.iter().flat_map(|r| r.markers.clone()).collect();
    assert_eq!(marked, [h("2104"), h("2105"), h("2205")].into_iter().collect());
    // L1594: a route links Rangoon to Kunming at the start (Burma Road open).
    let open: Vec<&Route> = d.routes.iter().filter(|r| r.status == RouteStatus::Open).collect();
    assert!(open.iter().any(|r| r.hexes.first() == Some(&h("2008")) && r.hexes.contains(&h("2206"))));
}

#[test]
fn regions_of_the_rulebook() {
    let m = &data().map;
    let set = |r: &str| -> BTreeSet<Hex> { m.in_region(r).into_iter().collect() };
    let hs = |v: &[&str]| -> BTreeSet<Hex> { v.iter().map(|x| h(x)).collect() };
    // L1519: North India.
    assert_eq!(set("north_india"), hs(&["2104", "2005", "2205", "1905", "2105"]));
    // L1495: the Dutch East Indies hexes.
    let dei = hs(&[
        "1813", "1914", "1916", "1917", "2017", "2018", "2019", "2220", "2216", "2318", "2415", "2517", "2616", "2620", "2719", "2917",
        "2320", "2919", "2721", "3017",
    ]);
    assert_eq!(set("dei"), dei);
    // L1471: Philippine main bases; Manila and Davao.
    for id in ["2715", "2812", "2813", "2911", "2915", "3014"] {
        assert!(hex(id).in_region("philippines"), "{id} Philippines (L1471)");
    }
    // L1481: Malaya main bases, all within 3 of Singapore.
    for id in ["1912", "1913", "2012", "2014", "2015", "2112"] {
        assert!(hex(id).in_region("malaya"), "{id} Malaya (L1481)");
    }
    assert!(set("malaya").iter().all(|x| x.distance(h("2015")) <= 3));
    // L1507 L1511: Burma base hexes.
    for id in ["2006", "2008", "2106", "2206", "2305"] {
        assert!(hex(id).in_region("burma"), "{id} Burma (L1507)");
    }
    // L1622: the Mandate's key hexes; L1634 Rabaul and Guadalcanal.
    for id in ["3820", "4020", "4021", "4222", "4423"] {
        assert!(hex(id).in_region("mandate"), "{id} Mandate (L1622)");
    }
    // L1652: the Marshalls are islands within 2 of Eniwetok 4415 and Kwajalein 4715.
    for x in set("marshalls") {
        assert!(x.distance(h("4415")) <= 2 || x.distance(h("4715")) <= 2);
    }
    assert!(hex("4415").in_region("marshalls") && hex("4715").in_region("marshalls"));
    // L1775: the Aleutians are the hexes 4600-5100; L1777: Hawaii 5708, 5808, 5908.
    assert_eq!(set("aleutians"), hs(&["4600", "4700", "4800", "4900", "5000", "5100"]));
    assert_eq!(set("hawaii"), hs(&["5708", "5808", "5908"]));
    // L1642: Manchukuo = 3302, 3303 and adjacent hexes except 3304; Korea = 3305 and adjacent hexes.
    assert!(hex("3302").in_region("manchukuo") && hex("3303").in_region("manchukuo"));
    assert!(!hex("3304").in_region("manchukuo"));
    assert!(hex("3305").in_region("korea"));
    // L907 L1540: Yungning 2508 is coastal China, 2408 and 2507 and Kunming 2407 are not.
    assert!(hex("2508").in_region("china_coastal"));
    for id in ["2408", "2507", "2407"] {
        assert!(hex(id).in_region("china_interior") && !hex(id).in_region("china_coastal"), "{id} (L907)");
    }
    // L1542: Hong Kong and Formosa are not China.
    for id in ["2709", "2909", "3009"] {
        assert!(!hex(id).in_region("china_coastal") && !hex(id).in_region("china_interior"), "{id} not China (L1542)");
    }
    // L2466: New Hebrides = Noumea 4828 and all hexes within 3 of it.
    for x in set("new_hebrides") {
        assert!(x.distance(h("4828")) <= 3);
    }
    // L1642: the Empire excludes Guam.
    assert!(!hex("3814").in_region("empire"));
    assert!(hex("3706").in_region("empire") && hex("3706").in_region("honshu"));
}

#[test]
fn islands() {
    // L173: Leyte/Samar is a one-hex island; atolls are one-hex islands.
    assert_eq!(hex("3014").island, Island::OneHex);
    for x in data().map.hexes.values() {
        if x.terrain == Terrain::Atoll {
            assert_eq!(x.island, Island::OneHex, "{} atoll", x.hex);
        }
    }
}

#[test]
fn named_locations_and_distances() {
    // L2211: Attu/Kiska 4600 is not a named location.
    assert!(!hex("4600").is_named_location());
    // L1430: Iwo Jima 3709 is an airfield within 5 hexes of Tokyo 3706.
    assert!(hex("3709").airfield && h("3709").distance(h("3706")) <= 5);
    // L3064: from Kota Bharu 2112 the 22nd Air Flotilla is within 3 hexes of Singapore 2015.
    assert!(h("2112").distance(h("2015")) <= 3);
    // L873: Midway 5108 is 6 hexes from Wake 4612.
    assert_eq!(h("4612").distance(h("5108")), 6);
    // L849: Soerabaja 2220 is within 10 hexes of Leyte 3014 (emergency naval placement).
    assert!(h("3014").distance(h("2220")) <= 10);
    // L3011: the 19th LRB (range 6) flies from 2812 to Menado 2917.
    assert!(h("2812").distance(h("2917")) <= data().unit("us-19-lrb").unwrap().range.unwrap() as u32);
    // L3003: the Formosa air units reach 2812 only at extended range.
    let d = data();
    for (unit, from) in [("jp-5-ad", "2909"), ("jp-21-af", "3009"), ("jp-23-af", "3009")] {
        let u = d.unit(unit).unwrap();
        let dist = h(from).distance(h("2812"));
        assert!(dist > u.range.unwrap() as u32 && dist <= u.extended_range.unwrap() as u32, "{unit} from {from}: {dist}");
    }
    // L3028: the 24th Air Flotilla reaches Wake from Kwajalein at extended range.
    let u = d.unit("jp-24-af").unwrap();
    let dist = h("4715").distance(h("4612"));
    assert!(dist > u.range.unwrap() as u32 && dist <= u.extended_range.unwrap() as u32);
    // L3005: CVL Ryujo attacks 3014 from within 3 hexes: the Japanese carrier air range is 3.
    assert_eq!(d.unit("jp-cvl-ryujo").unwrap().carrier_range, Some(3));
}

/// L1544: Korea has exactly two port hexes.
#[test]
fn korea_has_two_ports() {
    let ports: Vec<Hex> = data().map.hexes.values().filter(|x| x.in_region("korea") && x.port).map(|x| x.hex).collect();
    assert_eq!(ports.len(), 2, "{ports:?}");
}

/// L1884: at the campaign start Japan controls 3 resource hexes (Manchuria and Korea); L1963: 4 in 1942
/// (with Miri, taken in the example, L2978).
#[test]
fn japanese_resources_at_the_start() {
    let d = data();
    let in_empire = d.map.hexes.values().filter(|x| x.resource && (x.in_region("empire") || x.in_region("china_coastal"))).count();
    assert_eq!(in_empire, 3);
    let miri = d.placement(SetupList::Y1942, "jp-2-sn-bde").unwrap();
    assert_eq!(miri.placement, Placement::Hex(h("2415")));
    assert_eq!(d.marker(SetupList::Y1941, "japan_resources"), Some("3"));
    assert_eq!(d.marker(SetupList::Y1942, "japan_resources"), Some("4"));
}

/// L2627: at the start of 17.10 Japan controls 11 ports and 1 resource hex, the Allies 9 ports (Oahu
/// included); L2563: the Japanese resource marker is 1.
#[test]
fn south_pacific_port_count() {
    let d = data();
    let sp = &d.sp_map;
    // L2466: the Allies hold Australia's ports, the New Hebrides (within 3 of Noumea), Port Moresby, Gili-Gili.
    let allied = |x: &HexData| x.in_region("australia_mainland") || x.in_region("new_hebrides") || x.hex == h("3823") || x.hex == h("4024");
    let allied_ports = sp.hexes.values().filter(|x| x.port && allied(x)).count() + 1; // + Oahu, off the map
    let japanese_ports = sp.hexes.values().filter(|x| x.port && !allied(x)).count();
    let resources = sp.hexes.values().filter(|x| x.resource).count();
    assert_eq!(allied_ports, 9);
    assert_eq!(japanese_ports, 11);
    assert_eq!(resources, 1);
    assert!(d.boxes.iter().any(|b| b.map == "sp" && b.hex == Some(h("5808"))));
}

/// L2215: the 1943 Allies hold two New Guinea ports (Port Moresby and Gili-Gili) although they also
/// set up at Buna 3922, so Buna is not a port.
#[test]
fn new_guinea_ports_in_1943() {
    let d = data();
    let mut held = BTreeSet::new();
    for s in d.setup.iter().filter(|s| s.list == SetupList::Y1943) {
        if let (Placement::Hex(x), Some(u)) = (s.placement, d.unit(&s.unit)) {
            let hx = d.map.get(x).unwrap();
            if u.side == Side::Allied && hx.port && hx.in_region("new_guinea") {
                held.insert(x);
            }
        }
    }
    assert_eq!(held, [h("3823"), h("4024")].into_iter().collect());
    assert!(!hex("3922").port);
}

#[test]
fn map_edges_supply_sources() {
    // L557: Allied ultimate supply sources on the east, south and west edges.
    let m = &data().map;
    assert!(m.get(h("5908")).unwrap().edges[1]);
    assert!(m.get(h("4828")).unwrap().edges[2]);
    assert!(m.get(h("1005")).unwrap().edges[3]);
    // L2603: the South Pacific map's north edge (a Japanese source in 17.10).
    assert!(data().sp_map.get(h("3416")).unwrap().edges[0]);
    // L557: Japanese sources are home-island cities; each home island has one.
    let homes: Vec<&HexData> = m.hexes.values().filter(|x| x.city == City::JapanHome).collect();
    assert!(homes.iter().any(|x| x.hex == h("3706")));
    for isl in ["honshu", "hokkaido", "kyushu"] {
        assert!(homes.iter().any(|x| x.in_region(isl)), "{isl} city");
    }
}

// ------------------------------------------------------------------------------------------------ units

fn unit(key: &str) -> &'static Unit {
    data().unit(key).unwrap_or_else(|| panic!("unit {key}"))
}

/// Values the worked examples fix: (unit, attack, defence, reduced attack, seed line). `None` = not fixed.
/// (unit, attack, defence, reduced attack, seed line).
type UnitValue = (&'static str, Option<u8>, Option<u8>, Option<u8>, &'static str);

const UNIT_VALUES: &[UnitValue] = &[
    ("jp-38-army", Some(18), Some(12), None, "L3096"),
    ("cw-3-ind-corps", Some(9), Some(9), None, "L3096"),
    ("jp-17-army", None, None, Some(9), "L2984"),
    ("jp-16-army", None, None, Some(9), "L3009: 14 hits = 9 x 1.5 rounded up"),
    ("jp-bb-kongo", Some(13), None, None, "L3094"),
    ("jp-ca-mogami", Some(12), None, None, "L3094"),
    ("jp-22-af", Some(20), None, None, "L3094"),
    ("cw-ma-air", Some(6), Some(9), None, "L3094"),
    ("jp-ca-takao", Some(12), None, None, "L3003"),
    ("us-feaf", None, Some(10), None, "L3003"),
    ("us-19-lrb", None, Some(9), None, "L3003"),
    ("jp-14-army", Some(18), Some(12), None, "L3003: 27 hits = 18 x 1.5; halved defence 6"),
    ("us-nl-corps", Some(6), None, None, "L3003"),
    ("jp-cvl-zuiho", Some(8), None, None, "L3004"),
    ("us-sl-corps", None, Some(10), None, "L3004"),
    ("jp-cvl-ryujo", Some(6), None, None, "L3005"),
    ("jp-ca-nachi", Some(10), None, None, "L3009"),
    ("jp-24-af", Some(10), None, None, "L3028"),
    ("jp-cl-tenryu", Some(4), None, None, "L3028"),
    ("jp-4-sn-bde", Some(4), Some(6), None, "L3028-L3032"),
    ("us-marine-w-bde", Some(2), None, None, "L3028"),
    ("us-marine-211", Some(1), None, None, "L3028"),
    ("jp-bb-yamato", Some(18), None, None, "L766"),
    ("us-cv-enterprise", Some(12), None, Some(8), "L766"),
    ("us-5af", Some(10), None, None, "L766"),
];

#[test]
fn unit_values_fixed_by_the_examples() {
    for (key, att, def, ratt, line) in UNIT_VALUES {
        let u = unit(key);
        if let Some(a) = att {
            assert_eq!(u.attack, Some(*a), "{key} attack ({line})");
        }
        if let Some(d) = def {
            assert_eq!(u.defence, Some(*d), "{key} defence ({line})");
        }
        if let Some(r) = ratt {
            assert_eq!(u.reduced_attack, Some(*r), "{key} reduced attack ({line})");
        }
    }
}

#[test]
fn unit_bounds_fixed_by_the_examples() {
    // L3028: 5 hits cannot touch Marine 211 (defence above 5); 4 hits leave the Wake Marines intact.
    assert!(unit("us-marine-211").defence.unwrap() > 5);
    assert!(unit("us-marine-w-bde").defence.unwrap() > 4);
    // L766: 11 Allied hits cannot damage Yamato.
    assert!(unit("jp-bb-yamato").defence.unwrap() > 11);
    // L3005: 6 hits reduce CA US Asia; L3009: 10 hits reduce the Mindanao Corps.
    assert!(unit("us-ca-asia").defence.unwrap() <= 6);
    assert!(unit("us-m-corps").defence.unwrap() <= 10);
    // L2984: 9 hits eliminate the Hong Kong Division (both steps).
    let hk = unit("cw-hk-div");
    assert!(hk.defence.unwrap() + hk.reduced_defence.unwrap_or(0) <= 9);
    // L3094: with +2 the MA air unit defends at 11 and 22 hits eliminate it (both steps at 11).
    let ma = unit("cw-ma-air");
    assert_eq!((ma.defence.unwrap() + 2) + (ma.reduced_defence.unwrap() + 2), 22);
    // L3096: 14 hits flip the 3rd Indian Corps but do not eliminate it.
    let ind = unit("cw-3-ind-corps");
    assert!(ind.defence.unwrap() <= 14 && ind.defence.unwrap() + ind.reduced_defence.unwrap() > 14);
    // L3003: 27 hits eliminate the NL Corps.
    let nl = unit("us-nl-corps");
    assert!(nl.defence.unwrap() + nl.reduced_defence.unwrap() <= 27);
    // L3004: the SL Corps' fire (×1 at best for an unnarrated low roll, +3 against a landing) leaves the
    // landed, reduced 19th Army (defence 12, halved to 6): the 19th Army wins and the Corps retreats.
    assert!(unit("us-sl-corps").attack.unwrap() < unit("jp-19-army").reduced_defence.unwrap().div_ceil(2));
}

/// Every counter value is the rulebook's or Sandtable's reconstruction (scripts/eots-data), and every card
/// is one the rulebook names at its number or a reconstruction: none rests on a copy of the published
/// components (docs/games/empire-of-the-sun-data.md, "No transcription is used").
#[test]
fn counters_and_cards_are_the_rulebooks_or_reconstructed() {
    let d = data();
    for u in d.units.iter().filter(|u| u.attack.is_some()) {
        assert!(u.source.starts_with("seed L") || u.source.starts_with("reconstructed: "), "{}: {}", u.key, u.source);
        assert!(!u.source.contains("public:"), "{}: {}", u.key, u.source);
    }
    let seed = d.cards.iter().filter(|c| c.source.starts_with("seed L")).count();
    let rebuilt = d.cards.iter().filter(|c| c.source.starts_with("reconstructed: ")).count();
    assert_eq!((seed, rebuilt), (60, 110));
}

/// L3003: 5th Air Division + 21st + 23rd Air Flotillas attack with 54 (27 at extended range).
#[test]
fn formosa_air_strength_l3003() {
    let s: u8 = ["jp-5-ad", "jp-21-af", "jp-23-af"].iter().map(|k| unit(k).attack.unwrap()).sum();
    assert_eq!(s, 54);
    assert_eq!(data().tables.hits("air_naval", 27 + 12, 3), Some(20)); // 39 x 1/2 rounded up (with +3)
}

/// L2952: Akagi, Soryu and Shokaku strike Oahu for 36 hits (BB Hiei escorts outside the battle hex and
/// adds nothing, 9.12); the US defends at half strength: BB MD/CA needs 10 hits, the two 7th AF units
/// 20, and one step of CA New Orleans 4.
#[test]
fn operation_z_l2952() {
    let s: u32 = ["jp-cv-akagi", "jp-cv-soryu", "jp-cv-shokaku"].iter().map(|k| unit(k).attack.unwrap() as u32).sum();
    assert_eq!(data().tables.hits("air_naval", s, 8 + 3), Some(36));
    let half = |k: &str| -> u32 {
        let u = unit(k);
        (u.defence.unwrap() as u32).div_ceil(2) + (u.reduced_defence.unwrap() as u32).div_ceil(2)
    };
    assert_eq!(half("us-bb-md-ca"), 10);
    assert_eq!(half("us-7af") + half("us-7af-lrb"), 20);
    assert_eq!((unit("us-ca-new-orleans").defence.unwrap() as u32).div_ceil(2), 4);
}

/// L1084: 47 strength gives 12, 24 or 47 hits; L3096: 9 x 1.5 = 14 (round up); L3094: 45 at x1.
#[test]
fn combat_tables() {
    let t = &data().tables;
    assert_eq!(t.hits("air_naval", 47, 2), Some(12));
    assert_eq!(t.hits("air_naval", 47, 5), Some(24));
    assert_eq!(t.hits("air_naval", 47, 6), Some(47));
    assert!(t.crt("air_naval", 9).unwrap().2);
    assert_eq!(t.hits("ground", 18, -1), Some(9));
    assert_eq!(t.hits("ground", 9, 7), Some(14));
    assert_eq!(t.hits("ground", 2, 9), Some(4)); // L3028: the Wake Marines roll 9: x2
    assert_eq!(t.hits("ground", 4, 6), Some(4)); // L3028: 4th SN x1 = 4 hits
    assert_eq!(t.modifier("air_naval", "surprise_attack"), Some(3));
    assert_eq!(t.modifier("air_naval", "ambush"), Some(4));
    assert_eq!(t.modifier("ground", "defender_before_landing"), Some(3));
}

#[test]
fn hq_values() {
    // L1139 L3062: South HQ efficiency 1 (3 + 1 = 4 activations); L527: its units 12 hexes away are supplied.
    assert_eq!(unit("jp-south-hq").efficiency, Some(1));
    assert!(unit("jp-south-hq").command_range.unwrap() >= 12);
    // L3092: Malaya HQ efficiency 1.
    assert_eq!(unit("cw-malaya-hq").efficiency, Some(1));
    // L449: ABDA and Malaya are the dotted (pre-war) HQs.
    let dotted: BTreeSet<&str> = data().units.iter().filter(|u| u.kind == UnitType::Hq && u.prewar).map(|u| u.key.as_str()).collect();
    assert_eq!(dotted, ["cw-abda-hq", "cw-malaya-hq"].into_iter().collect());
}

#[test]
fn unit_classes_of_the_rules() {
    let d = data();
    // L159 L948: amphibious capability by nationality; the 7th Armoured Brigade cannot.
    for u in d.units.iter().filter(|u| u.kind == UnitType::Ground) {
        let want = !matches!(u.nation, Nation::Dutch | Nation::Indian | Nation::Chinese) && u.key != "cw-7-armd-bde";
        assert_eq!(u.amphibious, Some(want), "{} (L159)", u.key);
    }
    // L590: Dutch regiments, the Wake Marines and CVL Hermes have one step.
    for k in ["nl-1-rgt", "nl-8-rgt", "us-marine-w-bde", "cw-cvl-hermes"] {
        assert_eq!(unit(k).steps, Some(1), "{k} (L590)");
    }
    // L992: the five brigades with organic transport.
    let organic: BTreeSet<&str> = d.units.iter().filter(|u| u.organic_transport).map(|u| u.key.as_str()).collect();
    assert_eq!(organic, ["jp-1-sn-bde", "jp-2-sn-bde", "jp-3-sn-bde", "jp-4-sn-bde", "jp-ss-bde"].into_iter().collect());
    // L962: the Korean Army pays 2 ASPs a step.
    assert_eq!(unit("jp-korean-army").asp_per_step, Some(2));
    assert_eq!(unit("jp-14-army").asp_per_step, Some(1));
    // L185 L1420: 20BC and 21BC are the B29 LRBs; every LRB has range 6 or more.
    let b29: BTreeSet<&str> = d.units.iter().filter(|u| u.b29).map(|u| u.key.as_str()).collect();
    assert_eq!(b29, ["us-20bc", "us-21bc"].into_iter().collect());
    assert!(d.units.iter().filter(|u| u.lrb).all(|u| u.range.unwrap() >= 6));
    // L191: Marines, Marine air and SNLF count as Navy.
    assert_eq!(unit("us-marine-1div").service, Some(Service::Navy));
    assert_eq!(unit("us-marine-1maw").service, Some(Service::Navy));
    assert_eq!(unit("jp-1-sn-bde").service, Some(Service::Navy));
    assert_eq!(unit("us-i-corps").service, Some(Service::Army));
    // L1511: Burma (B) units.
    let burma: BTreeSet<&str> = d.units.iter().filter(|u| u.burma).map(|u| u.key.as_str()).collect();
    assert_eq!(burma, ["cw-1-burma-div", "cw-burma-ind-div"].into_iter().collect());
    // L3052: the 7th AF units and the two US carriers take replacements (not pre-war).
    for k in ["us-7af", "us-7af-lrb", "us-cv-lexington", "us-cv-enterprise"] {
        assert!(!unit(k).prewar, "{k} (L3052)");
    }
}

/// Set-up facts of the lists (one case per seed line).
const PLACEMENTS: &[(SetupList, &str, &str, bool, &str)] = &[
    (SetupList::Y1941, "us-cv-lexington", "5410", true, "L2773"),
    (SetupList::Y1941, "us-cv-enterprise", "5609", true, "L2768"),
    (SetupList::Y1941, "jp-16-army", "3416", true, "L2903"),
    (SetupList::Y1941, "jp-38-army", "2211", false, "L2918"),
    (SetupList::Y1941, "cn-5-army", "2407", true, "L2830"),
    (SetupList::Y1941, "cw-hk-div", "2709", false, "L2806"),
    (SetupList::Y1942, "us-sl-corps", "2912", true, "L1918"),
    (SetupList::Y1942, "cw-seac-hq", "1805", false, "L1916"),
    (SetupList::Y1942, "jp-38-army", "1913", false, "L1932"),
    (SetupList::Y1942, "jp-25-army", "2112", true, "L1936"),
    (SetupList::Y1942, "jp-4-sn-bde", "4715", true, "L1957"),
    (SetupList::Y1943, "cw-1-ind-corps", "2205", true, "L2062"),
    (SetupList::Y1943, "us-xi-corps", "3922", false, "L2069"),
    (SetupList::Y1943, "jp-2-sn-bde", "4600", true, "L2136"),
    (SetupList::Y1944, "jp-bb-yamato", "3615", false, "L2297"),
    (SetupList::Y1944, "cw-77-bde", "2205", false, "L2267"),
    (SetupList::SouthPacific, "us-i-corps", "3727", true, "L2489"),
    (SetupList::SouthPacific, "us-xi-corps", "5808", false, "L2490"),
    (SetupList::SouthPacific, "jp-cf-yamamoto-hq", "3416", false, "L2544"),
    (SetupList::SouthPacific, "jp-tainan-air", "3922", false, "L2530"),
];

#[test]
fn set_up_placements() {
    let d = data();
    for (list, key, at, reduced, line) in PLACEMENTS {
        let s = d.placement(*list, key).unwrap_or_else(|| panic!("{key} in {list:?} ({line})"));
        assert_eq!(s.placement, Placement::Hex(h(at)), "{key} {list:?} ({line})");
        assert_eq!(s.reduced, *reduced, "{key} {list:?} reduced ({line})");
    }
    // L2481: the 14AF LRB is the China box image; L1970: the 1942 Delay box holds the turn-2 arrivals.
    assert_eq!(d.placement(SetupList::SouthPacific, "us-14af-lrb").unwrap().placement, Placement::ChinaBox);
    assert_eq!(d.placement(SetupList::Y1942, "us-5af").unwrap().placement, Placement::Delay);
    // L1420: the B29s arrive on turns 9 and 10; L2795: the 7th Armoured Brigade by event.
    assert_eq!(d.placement(SetupList::Y1941, "us-20bc").unwrap().placement, Placement::Turn(9));
    assert_eq!(d.placement(SetupList::Y1941, "us-21bc").unwrap().placement, Placement::Turn(10));
    assert_eq!(d.placement(SetupList::Y1941, "cw-7-armd-bde").unwrap().placement, Placement::Event);
    // L2762: CA Baltimore arrives on turn 11.
    assert_eq!(d.placement(SetupList::Y1941, "us-ca-baltimore").unwrap().placement, Placement::Turn(11));
    // Reinforcement schedule (digest 4.4 from 18.0): turn 2 brings the SEAC HQ (L2816) and BB Yamato (L2930).
    let t2: Vec<&str> = d.reinforcements(2).iter().map(|u| u.key.as_str()).collect();
    assert!(t2.contains(&"cw-seac-hq") && t2.contains(&"jp-bb-yamato"));
    // 17.10: 41 Allied and 25 Japanese units (L2477-L2554).
    let sp = |side| d.setup.iter().filter(|s| s.list == SetupList::SouthPacific && d.unit(&s.unit).unwrap().side == side).count();
    assert_eq!(sp(Side::Allied), 41);
    assert_eq!(sp(Side::Japanese), 25);
}

// ------------------------------------------------------------------------------------------------ cards

fn card(side: Side, n: u8) -> &'static Card {
    data().card(side, n).unwrap_or_else(|| panic!("{side:?} card {n}"))
}

/// Every card the rulebook names at its number: (side, number, a word of its name, seed line).
const NAMED_CARDS: &[(Side, u8, &str, &str)] = &[
    (Side::Allied, 4, "Arcadia", "L1859"),
    (Side::Allied, 5, "Matador", "L3083"),
    (Side::Allied, 8, "Coast Watchers", "L2433"),
    (Side::Allied, 13, "Watchtower", "L2434"),
    (Side::Allied, 16, "Makin", "L125"),
    (Side::Allied, 17, "China Airlift", "L563"),
    (Side::Allied, 20, "Halsey Replaces Ghormley", "L2435"),
    (Side::Allied, 21, "Cartwheel", "L2436"),
    (Side::Allied, 23, "PT Boats", "L2437"),
    (Side::Allied, 24, "Skip Bombing", "L2438"),
    (Side::Allied, 25, "Lilliput", "L2439"),
    (Side::Allied, 27, "Vengeance", "L2440"),
    (Side::Allied, 28, "Chronicle", "L2441"),
    (Side::Allied, 29, "Toenails", "L2442"),
    (Side::Allied, 31, "Black Day", "L2443"),
    (Side::Allied, 32, "Reno II", "L2444"),
    (Side::Allied, 36, "Cherry Blossom", "L2445"),
    (Side::Allied, 40, "Dexterity", "L2446"),
    (Side::Allied, 43, "Japanese Army-Navy Dispute", "L2447"),
    (Side::Allied, 44, "Squarepeg", "L2448"),
    (Side::Allied, 46, "Brewer", "L2449"),
    (Side::Allied, 50, "Tornado", "L2450"),
    (Side::Allied, 52, "Roosevelt Nimitz MacArthur", "L2451"),
    (Side::Allied, 56, "Typhoon", "L2452"),
    (Side::Allied, 64, "Tradewind", "L2453"),
    (Side::Allied, 66, "War in Europe", "L2454"),
    (Side::Allied, 81, "China Offensive", "L2455"),
    (Side::Allied, 82, "China Offensive", "L2456"),
    (Side::Japanese, 1, "Operation Z", "L1849"),
    (Side::Japanese, 2, "IAI", "L1853"),
    (Side::Japanese, 3, "Tsuji", "L1979"),
    (Side::Japanese, 9, "Ugaki", "L2433"),
    (Side::Japanese, 13, "JN 25 Code Change", "L2434"),
    (Side::Japanese, 16, "Operation RI", "L2435"),
    (Side::Japanese, 17, "Savo Island", "L189"),
    (Side::Japanese, 18, "Kwai", "L1608"),
    (Side::Japanese, 20, "Naval Battle of Guadalcanal", "L2437"),
    (Side::Japanese, 23, "Operation RE", "L3072"),
    (Side::Japanese, 25, "Operation KA", "L2439"),
    (Side::Japanese, 27, "Submarine Attack", "L2440"),
    (Side::Japanese, 28, "Big Tokyo Express", "L569"),
    (Side::Japanese, 29, "Combined Fleet", "L2442"),
    (Side::Japanese, 32, "I-Go", "L2443"),
    (Side::Japanese, 33, "Imperial Intervention", "L2444"),
    (Side::Japanese, 34, "US Army-Navy Dispute", "L2445"),
    (Side::Japanese, 35, "Operation KE", "L2446"),
    (Side::Japanese, 42, "Ichi-Go", "L2447"),
    (Side::Japanese, 44, "Tokyo Express", "L569"),
    (Side::Japanese, 47, "Kondo", "L1978"),
    (Side::Japanese, 48, "Adachi", "L2449"),
    (Side::Japanese, 49, "JN25 Code Change", "L2450"),
    (Side::Japanese, 51, "War in Europe Minor Axis Victory", "L2451"),
    (Side::Japanese, 52, "War in Europe Minor Axis Victory", "L2452"),
    (Side::Japanese, 59, "Central", "L1979"),
    (Side::Japanese, 73, "Ants", "L2453"),
    (Side::Japanese, 75, "Submarine Attack", "L2454"),
    (Side::Japanese, 84, "JN25 Code Change", "L2455"),
    (Side::Japanese, 85, "Kolombangara", "L2456"),
];

#[test]
fn named_cards_sit_at_their_numbers() {
    for (side, n, word, line) in NAMED_CARDS {
        let c = card(*side, *n);
        let norm = |s: &str| s.to_lowercase().replace(['-', ' '], "");
        assert!(norm(&c.name_en).contains(&norm(word)), "{side:?} {n} is '{word}' ({line}), found '{}'", c.name_en);
    }
    // L431: the two special cards.
    let specials: Vec<(Side, u8)> = data().cards.iter().filter(|c| c.special.is_some()).map(|c| (c.side, c.number)).collect();
    assert_eq!(specials.len(), 2);
    assert!(data().cards.iter().any(|c| c.special == Some(Special::TojoResigns) && c.name_en.contains("Tojo Resigns")));
    assert!(data().cards.iter().any(|c| c.special == Some(Special::Manchuria) && c.name_en.contains("Manchuria")));
}

/// L2432-L2456: the two 24-card South Pacific decks.
#[test]
fn south_pacific_decks() {
    let allied = [8, 13, 20, 21, 23, 24, 25, 27, 28, 29, 31, 32, 36, 40, 43, 44, 46, 50, 52, 56, 64, 66, 81, 82];
    let japanese = [9, 13, 16, 17, 20, 23, 25, 27, 28, 29, 32, 33, 34, 35, 42, 44, 48, 49, 51, 52, 73, 75, 84, 85];
    let deck = |side| -> Vec<u8> { data().deck(side).into_iter().filter(|c| c.sp_deck).map(|c| c.number).collect() };
    assert_eq!(deck(Side::Allied), allied);
    assert_eq!(deck(Side::Japanese), japanese);
}

#[test]
fn card_faces_in_the_rulebook() {
    // L123-L130: 1 OC, intelligence 1, no EC value, Resource 16, removed after its event.
    let m = card(Side::Allied, 16);
    assert_eq!((m.ops, m.intel_oc, m.intel_ec, m.kind, m.remove), (1, Some(1), None, CardType::Resource, true));
    // L3070-L3077: 2 OC, OC 4, EC 6, Military 23, any HQ, logistics 3.
    let re = card(Side::Japanese, 23);
    assert_eq!((re.ops, re.intel_oc, re.intel_ec, re.kind, re.logistics), (2, Some(4), Some(6), CardType::Military, Some(3)));
    assert_eq!(re.hq, ["any"]);
    // L3081-L3090: 2 OC, OC 2, EC -, Reaction 5, any Allied HQ, logistics 3, Intercept (counteroffensive, L3066).
    let mt = card(Side::Allied, 5);
    assert_eq!((mt.ops, mt.intel_oc, mt.intel_ec, mt.kind, mt.logistics), (2, Some(2), None, CardType::Reaction, Some(3)));
    assert_eq!(mt.reaction, Some(ReactionKind::Counteroffensive));
    assert_eq!(mt.intel_condition, Some(IntelCondition::Intercept));
    assert!(mt.conditions.as_deref().unwrap().contains("No ASPs"));
    assert!(mt.bonus.as_deref().unwrap().contains("+2"));
    assert!(re.bonus.as_deref().unwrap().contains("brigade"));
    // L1109 L1113: Rochefort sets Ambush (the rulebook names the card, not its number); only two Allied
    // cards do.
    let rochefort = data().deck(Side::Allied).into_iter().find(|c| c.name_en.contains("Rochefort")).expect("Rochefort");
    assert_eq!(rochefort.intel_condition, Some(IntelCondition::Ambush));
    let ambush = data().deck(Side::Allied).iter().filter(|c| c.intel_condition == Some(IntelCondition::Ambush)).count();
    assert_eq!(ambush, 2);
    // L1139: card 23 doesn't state Surprise, so the Allies may roll.
    assert!(!re.surprise);
    // L2169: Watchtower is the Allied Future Offensive in 17.10 and a Military event (L2587 EC play).
    assert_eq!(card(Side::Allied, 13).kind, CardType::Military);
    // L1317: Japanese 73 (Barges / Ants) enables barges; L1004: Allied PT Boats cancels them.
    assert!(card(Side::Allied, 23).name_en.contains("PT Boats"));
    // L27 and L75 Submarine Attack are attack reactions (L390).
    assert_eq!(card(Side::Japanese, 27).reaction, Some(ReactionKind::Attack));
    // L34: US Army-Navy Dispute always draws a card (L372).
    assert!(card(Side::Japanese, 34).draw);
}

#[test]
fn deck_numbering() {
    for side in [Side::Allied, Side::Japanese] {
        let nums: Vec<u8> = data().deck(side).iter().map(|c| c.number).collect();
        assert_eq!(nums, (1..=nums.len() as u8).collect::<Vec<u8>>());
    }
    // L2456 names Allied 82 and Japanese 85: the decks reach at least that far.
    assert!(data().deck(Side::Allied).len() >= 82 && data().deck(Side::Japanese).len() >= 85);
}

// ------------------------------------------------------------------------------------------------ scenarios

#[test]
fn scenario_turns_and_lists() {
    let d = data();
    let s = |k: &str| d.scenario(k).unwrap();
    // L1843 L1896 L2021 L2228 L2407 L2411 L2415 L2419 L2423 L2462.
    for (k, first, last, list) in [
        ("campaign", 1, 12, SetupList::Y1941),
        ("s1942", 2, 4, SetupList::Y1942),
        ("s1943", 5, 7, SetupList::Y1943),
        ("s1944", 8, 10, SetupList::Y1944),
        ("s1942_1943", 2, 7, SetupList::Y1942),
        ("s1943_1944", 5, 10, SetupList::Y1943),
        ("s1942_1944", 2, 10, SetupList::Y1942),
        ("short_campaign", 2, 12, SetupList::Y1942),
        ("shorter_campaign", 5, 12, SetupList::Y1943),
        ("south_pacific", 3, 6, SetupList::SouthPacific),
    ] {
        assert_eq!((s(k).first_turn, s(k).last_turn, s(k).setup), (first, last, list), "{k}");
    }
    assert_eq!(s("s1942_1943").victory, "s1943");
    assert_eq!(s("s1942_1944").victory, "s1944");
}

/// Start markers: (list, marker, value, seed line).
const MARKER_FACTS: &[(SetupList, &str, &str, &str)] = &[
    (SetupList::Y1941, "china_divisions", "12", "L1878"),
    (SetupList::Y1941, "war_in_europe", "0", "L1881"),
    (SetupList::Y1941, "japan_asp", "7", "L1882"),
    (SetupList::Y1941, "allied_asp", "0", "L1883"),
    (SetupList::Y1941, "china_track", "stable_front", "L1877"),
    (SetupList::Y1941, "burma_road", "open", "L1879"),
    (SetupList::Y1942, "china_divisions", "11", "L1964"),
    (SetupList::Y1942, "allied_asp", "1", "L1965"),
    (SetupList::Y1942, "us_political_will", "8", "L1966"),
    (SetupList::Y1943, "us_political_will", "6", "L2152"),
    (SetupList::Y1943, "war_in_europe", "-1", "L2157"),
    (SetupList::Y1943, "allied_asp", "4", "L2150"),
    (SetupList::Y1943, "china_divisions", "7", "L2149"),
    (SetupList::Y1943, "japan_air_rp", "2", "L2155"),
    (SetupList::Y1943, "japan_naval_rp", "1", "L2156"),
    (SetupList::Y1943, "burma_road", "closed_hump", "L2159"),
    (SetupList::Y1943, "no_route", "2205,2105", "L2160"),
    (SetupList::Y1944, "japan_asp", "5", "L2336"),
    (SetupList::Y1944, "allied_asp", "8", "L2338"),
    (SetupList::Y1944, "us_political_will", "5", "L2342"),
    (SetupList::Y1944, "war_in_europe", "2", "L2347"),
    (SetupList::Y1944, "pt_boats", "1", "L2348"),
    (SetupList::Y1944, "japan_passes", "1", "L2359"),
    (SetupList::SouthPacific, "us_political_will", "4", "L2559"),
    (SetupList::SouthPacific, "allied_asp", "2", "L2561"),
    (SetupList::SouthPacific, "war_in_europe", "1", "L2562"),
    (SetupList::SouthPacific, "japan_resources", "1", "L2563"),
    (SetupList::SouthPacific, "china_divisions", "9", "L2599"),
    (SetupList::SouthPacific, "burma_road", "closed_no_hump", "L2599"),
];

#[test]
fn start_markers() {
    for (list, key, value, line) in MARKER_FACTS {
        assert_eq!(data().marker(*list, key), Some(*value), "{list:?} {key} ({line})");
    }
    // L2599: the Closed/No Hump box is worth 0 in the China offensive.
    let t = &data().tables;
    assert_eq!(t.track("burma_road").iter().find(|b| b.key == "closed_no_hump").unwrap().value, 0);
}

#[test]
fn scenario_card_states() {
    let d = data();
    let state = |list, side, n| d.scenario_cards.iter().find(|c| c.setup == list && c.side == side && c.card == n).map(|c| c.state);
    // L2169: 1943 Future Offensives Allied 29 and Japanese 26; Japanese 18 (Kwai) removed.
    assert_eq!(state(SetupList::Y1943, Side::Allied, 29), Some(CardState::FutureOffensive));
    assert_eq!(state(SetupList::Y1943, Side::Japanese, 26), Some(CardState::FutureOffensive));
    assert_eq!(state(SetupList::Y1943, Side::Japanese, 18), Some(CardState::Removed));
    assert_eq!(state(SetupList::Y1943, Side::Allied, 13), Some(CardState::Discard));
    // L2359: 1944 Future Offensives Allied 45 and Japanese 4; Allied 2 and Japanese 7 in the discards.
    assert_eq!(state(SetupList::Y1944, Side::Allied, 45), Some(CardState::FutureOffensive));
    assert_eq!(state(SetupList::Y1944, Side::Japanese, 4), Some(CardState::FutureOffensive));
    assert_eq!(state(SetupList::Y1944, Side::Allied, 2), Some(CardState::Discard));
    assert_eq!(state(SetupList::Y1944, Side::Japanese, 7), Some(CardState::Discard));
    // L1974: the 1942 Japanese set cards 1 and 2 aside; L2585: Watchtower is the 17.10 Allied Future Offensive.
    assert_eq!(state(SetupList::Y1942, Side::Japanese, 1), Some(CardState::Removed));
    assert_eq!(state(SetupList::SouthPacific, Side::Allied, 13), Some(CardState::FutureOffensive));
    assert_eq!(state(SetupList::SouthPacific, Side::Japanese, 17), Some(CardState::Hand));
    // L2169: 14 Allied and 11 Japanese cards removed in 1943.
    let removed =
        |list, side| d.scenario_cards.iter().filter(|c| c.setup == list && c.side == side && c.state == CardState::Removed).count();
    assert_eq!((removed(SetupList::Y1943, Side::Allied), removed(SetupList::Y1943, Side::Japanese)), (14, 11));
    assert_eq!((removed(SetupList::Y1944, Side::Allied), removed(SetupList::Y1944, Side::Japanese)), (25, 16));
}

#[test]
fn control_markers() {
    let d = data();
    let has = |list, id: &str, side| d.control.iter().any(|c| c.setup == list && c.hex == h(id) && c.side == side);
    // L1892: Allied markers on Guam and Hong Kong; L1931 L1933: Japanese markers at 1912 and 2012.
    assert!(has(SetupList::Y1941, "3814", Side::Allied) && has(SetupList::Y1941, "2709", Side::Allied));
    assert!(has(SetupList::Y1942, "1912", Side::Japanese) && has(SetupList::Y1942, "2012", Side::Japanese));
    // L2278: the 1944 Allied marker on Woodlark.
    assert!(has(SetupList::Y1944, "4122", Side::Allied));
}

#[test]
fn rule_tables() {
    let t = &data().tables;
    // L1294-L1297: Europe ranges by War in Europe level; L1731: the track runs +3 to -7.
    assert_eq!(t.wie_level(0).unwrap().europe_max, Some(1));
    assert_eq!(t.wie_level(-4).unwrap().europe_max, Some(3));
    assert_eq!(t.wie_level(-7).unwrap().card_loss, 1);
    assert!(!t.wie_level(2).unwrap().delayed);
    // L1399 L1446: hand sizes.
    assert_eq!(t.hand(Side::Japanese, 3).unwrap().cards, 7);
    assert_eq!((t.hand(Side::Allied, 2).unwrap().cards, t.hand(Side::Allied, 2).unwrap().passes), (5, 2));
    assert_eq!(t.hand(Side::Japanese, 6).unwrap().rule, HandRule::Resources);
    // L613 L847 L1420 L1430 L1572: constants.
    assert_eq!(t.constant("zoi_radius"), 2);
    assert_eq!(t.constant("emergency_naval_range"), 10);
    assert_eq!(t.constant("b29_range_tokyo"), 8);
    assert_eq!(t.constant("b29_safe_airfield"), 5);
    assert_eq!(t.constant("china_intrinsic_per_divisions"), 4);
    // L1787: Operation Z adds 8 Political Will; L1761: Australia's surrender costs 2.
    assert_eq!(t.political_will.iter().find(|p| p.event == "operation_z").unwrap().amount, 8);
    assert_eq!(t.political_will.iter().find(|p| p.event == "surrender_australia").unwrap().amount, -2);
    // L1993 L2185 L2381 L2635: the victory schedules.
    assert_eq!(t.victory("s1942").len(), 17);
    assert_eq!(t.victory("s1943").len(), 18);
    assert_eq!(t.victory("s1944").len(), 16);
    // L1475 L1485 L1511: surrender hexes.
    let ns = |n: &str| t.national_status.iter().find(|x| x.nation == n).unwrap().surrender_hexes.clone();
    assert_eq!(ns("philippines"), vec![h("2813"), h("2915")]);
    assert_eq!(ns("burma"), vec![h("2008"), h("2106"), h("2206"), h("2305")]);
    // L575-L588: attrition eliminates reduced units out of supply and out of HQ range, reduces full ones.
    assert_eq!(t.attrition[0].result, "eliminated");
    assert_eq!(t.attrition[0].hq_range, Some(false));
    assert_eq!(t.attrition[1].result, "reduced");
}

// ------------------------------------------------------------------------------------------------ broken packs

type Edit<'a> = (&'a str, &'a dyn Fn(&str) -> String);

fn with_edits(edits: &[Edit]) -> Vec<(&'static str, String)> {
    embedded_files()
        .into_iter()
        .map(|(n, t)| {
            let text = match edits.iter().find(|(f, _)| *f == n) {
                Some((_, f)) => f(t),
                None => t.to_string(),
            };
            (n, text)
        })
        .collect()
}

fn line_of(text: &str, starts: &str) -> usize {
    text.lines().position(|l| l.starts_with(starts)).unwrap() + 1
}

#[test]
fn a_broken_pack_is_refused_with_every_error_listed() {
    let files = embedded_files();
    let text = |n: &str| files.iter().find(|(f, _)| *f == n).unwrap().1;
    // 1. a bad hex id in hexes.tsv
    let bad_hex = |t: &str| t.replacen("\n1000\t", "\n10x0\t", 1);
    // 2. a duplicate unit in units.tsv, 3. a land unit at sea in setup.tsv (the 38th Army to 1001)
    let dup_unit = |t: &str| {
        let row = t.lines().find(|l| l.starts_with("jp-38-army\t")).unwrap().to_string();
        format!("{t}{row}\n")
    };
    let at_sea = |t: &str| t.replacen("1941\tjp-38-army\t2211\t", "1941\tjp-38-army\t1001\t", 1);
    // 4. a missing card in cards.tsv
    let missing_card = |t: &str| t.lines().filter(|l| !l.starts_with("allied\t40\t")).collect::<Vec<_>>().join("\n") + "\n";
    let edited = with_edits(&[("hexes.tsv", &bad_hex), ("units.tsv", &dup_unit), ("setup.tsv", &at_sea), ("cards.tsv", &missing_card)]);
    let pack: Vec<(&str, &str)> = edited.iter().map(|(n, t)| (*n, t.as_str())).collect();
    let errors = parse(&pack).expect_err("a broken pack must be refused");
    let all = errors.to_string();
    let hex_line = line_of(text("hexes.tsv"), "1000\t");
    assert!(all.contains(&format!("hexes.tsv line {hex_line}: hex '10x0' is not a CCRR hex id")), "{all}");
    assert!(all.contains("hexes.tsv: 1 hexes of the map have no row: 1000"), "{all}");
    let units_lines = edited.iter().find(|(n, _)| *n == "units.tsv").unwrap().1.lines().count();
    assert!(all.contains(&format!("units.tsv line {units_lines}: unit 'jp-38-army' appears twice")), "{all}");
    let setup_line = line_of(text("setup.tsv"), "1941\tjp-38-army\t");
    assert!(
        all.contains(&format!("setup.tsv line {setup_line}: jp-38-army in list 1941: a ground unit cannot set up in sea hex 1001")),
        "{all}"
    );
    assert!(all.contains("cards.tsv: the Allied deck is numbered 1-84 but card(s) 40 are missing"), "{all}");
    assert!(all.contains("the Allied South Pacific deck has 23 cards"), "{all}");
    // Every error names its file.
    for e in &errors.0 {
        assert!(e.contains(".tsv"), "{e}");
    }
}

#[test]
fn missing_and_unknown_files_are_reported() {
    let mut files: Vec<(&str, &str)> = embedded_files().into_iter().filter(|(n, _)| *n != "wie.tsv").collect();
    files.push(("notes.tsv", "x\tsource\n"));
    let all = parse(&files).unwrap_err().to_string();
    assert!(all.contains("wie.tsv: missing from the pack"), "{all}");
    assert!(all.contains("notes.tsv: not a file of the Empire of the Sun pack"), "{all}");
}

#[test]
fn structural_checks() {
    // Illegal set-ups: an air unit away from an airfield, an HQ outside a port, a ship on land.
    let bad = |t: &str| {
        t.replacen("1941\tus-feaf\t2812\t", "1941\tus-feaf\t2913\t", 1)
            .replacen("1941\tjp-south-hq\t2212\t", "1941\tjp-south-hq\t2211\t", 1)
            .replacen("1941\tjp-bb-kongo\t2909\t", "1941\tjp-bb-kongo\t2211\t", 1)
    };
    let edited = with_edits(&[("setup.tsv", &bad)]);
    let pack: Vec<(&str, &str)> = edited.iter().map(|(n, t)| (*n, t.as_str())).collect();
    let all = parse(&pack).unwrap_err().to_string();
    assert!(all.contains("us-feaf in list 1941: an air unit must be at an airfield"), "{all}");
    assert!(all.contains("jp-south-hq in list 1941: an HQ must be in a port"), "{all}");
    assert!(all.contains("jp-bb-kongo in list 1941: a naval unit must be in a port or at sea"), "{all}");
    // A hexside that claims a land crossing into a sea hex.
    let side = |t: &str| t.replacen("1000-1001\t1\t0\t", "1000-1001\t1\t1\t", 1);
    let edited = with_edits(&[("hexsides.tsv", &side)]);
    let pack: Vec<(&str, &str)> = edited.iter().map(|(n, t)| (*n, t.as_str())).collect();
    let all = parse(&pack).unwrap_err().to_string();
    assert!(all.contains("hexside 1000-1001: land crossing between hexes that do not both have land"), "{all}");
}

#[test]
fn hexside_ids_are_canonical_in_the_pack() {
    for s in data().hexsides.keys() {
        assert_eq!(Hexside::parse(&s.id()), Some(*s));
        assert!(s.a < s.b);
    }
}

/// A pack lacking a constant the rules read is refused when it is loaded, not found out in the middle of a
/// game (the input fuzzer found a pack without constants.tsv's passes row that started and then stopped).
#[test]
fn a_pack_missing_a_constant_the_rules_read_is_refused() {
    let files = embedded_files();
    let constants = files.iter().find(|(n, _)| *n == "constants.tsv").unwrap().1;
    let cut: String = constants.lines().filter(|l| !l.starts_with("japan_passes_at_5_or_less\t")).map(|l| format!("{l}\n")).collect();
    let changed: Vec<(&str, &str)> = files.iter().map(|&(n, t)| if n == "constants.tsv" { (n, cut.as_str()) } else { (n, t) }).collect();
    let e = parse(&changed).err().expect("refused");
    assert!(e.0.iter().any(|m| m.contains("japan_passes_at_5_or_less")), "{:?}", e.0);
    let empty: Vec<(&str, &str)> = files.iter().map(|&(n, t)| if n == "constants.tsv" { (n, "") } else { (n, t) }).collect();
    assert!(parse(&empty).is_err(), "a pack with no constants at all is refused too");
}

/// Every constant the engine's code reads (`constant("…")`) is one the pack must carry.
#[test]
fn every_constant_the_rules_read_is_required() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games/empire_of_the_sun");
    let mut stack = vec![dir];
    let mut used = BTreeSet::new();
    while let Some(d) = stack.pop() {
        for f in std::fs::read_dir(d).unwrap() {
            let p = f.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                let src = std::fs::read_to_string(&p).unwrap();
                for (i, _) in src.match_indices("constant(\"") {
                    let rest = &src[i + 10..];
                    used.insert(rest[..rest.find('"').unwrap()].to_string());
                }
            }
        }
    }
    assert!(!used.is_empty());
    let missing: Vec<&String> = used.iter().filter(|k| !REQUIRED_CONSTANTS.contains(&k.as_str())).collect();
    assert!(missing.is_empty(), "read by the rules but not required of a pack: {missing:?}");
}

/// Issue 24: a pack that passes its check never breaks a game. Every table emptied to its header alone is
/// refused by the check, naming the file: the rows the rules need are required.
#[test]
fn every_table_emptied_to_its_header_is_refused() {
    let files = embedded_files();
    for (name, text) in &files {
        if OPTIONAL_FILES.contains(name) {
            continue;
        }
        let header_only: String = {
            let mut out = String::new();
            let mut header = false;
            for l in text.lines() {
                if l.starts_with('#') {
                    out += l;
                    out.push('\n');
                } else if !header && !l.trim().is_empty() {
                    out += l;
                    out.push('\n');
                    header = true;
                }
            }
            out
        };
        let pack: Vec<(&str, &str)> = files.iter().map(|(n, t)| (*n, if n == name { header_only.as_str() } else { *t })).collect();
        let errors = parse(&pack).err().unwrap_or_else(|| panic!("{name} with no rows passed the check"));
        // The emptied file is named, or (routes) the rows of another file that point into it.
        let named = errors.0.iter().any(|e| e.starts_with(name));
        assert!(named || *name == "routes.tsv", "{name}: no error names it: {errors}");
        assert!(errors.0.iter().all(|e| e.contains(".tsv")), "{name}: every error names its file: {errors}");
    }
}

/// Issue 24's facts: Harbin (45.75 N) is the northern of the two Manchurian hexes and inland, Mukden
/// (41.80 N) the southern; Madras is a mainland port.
#[test]
fn harbin_north_of_mukden_and_madras_a_mainland_port() {
    let d = engine::games::empire_of_the_sun::data::embedded();
    let by_name = |n: &str| d.map.hexes.values().find(|h| h.name.as_deref() == Some(n)).unwrap_or_else(|| panic!("no {n}"));
    let (harbin, mukden) = (by_name("Harbin"), by_name("Mukden"));
    assert_eq!(harbin.hex.col, mukden.hex.col);
    assert!(harbin.hex.row < mukden.hex.row, "Harbin {} lies north of Mukden {}", harbin.hex, mukden.hex);
    assert_eq!(harbin.class, engine::games::empire_of_the_sun::data::HexClass::Land, "Harbin is inland");
    let madras = by_name("Madras");
    assert!(madras.port && madras.island == engine::games::empire_of_the_sun::data::Island::Mainland);
}

/// Issue 25: every named place of both maps has a Korean name (place_names.tsv), used in Korean messages;
/// an owner's pack may leave the file out (names stay English), and a row naming no place is refused.
#[test]
fn every_place_has_a_korean_name() {
    use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
    use engine::Game;
    let d = data();
    for h in d.map.hexes.values().chain(d.sp_map.hexes.values()) {
        if let Some(n) = &h.name {
            let ko = d.names_ko.get(n).unwrap_or_else(|| panic!("no Korean name for {n}"));
            assert!(ko.chars().any(|c| ('\u{ac00}'..='\u{d7a3}').contains(&c)), "{n}: {ko} is not Hangul");
        }
    }
    let pack = EmpireOfTheSun::builtin_data();
    assert_eq!(EmpireOfTheSun::hex_name(&pack, "4021", engine::text::Lang::Ko).as_deref(), Some("라바울"));
    assert_eq!(EmpireOfTheSun::hex_name(&pack, "4021", engine::text::Lang::En).as_deref(), Some("Rabaul"));
    // Left out: accepted, English names.
    let without: Vec<(&str, &str)> = embedded_files().into_iter().filter(|(n, _)| *n != "place_names.tsv").collect();
    assert!(parse(&without).expect("optional").names_ko.is_empty());
    // A row for no place: refused with its line.
    let bad = format!("{}Atlantis\t아틀란티스\tgeography: none\n", embedded_files().iter().find(|(n, _)| *n == "place_names.tsv").unwrap().1);
    let pack: Vec<(&str, &str)> = embedded_files().into_iter().map(|(n, t)| (n, if n == "place_names.tsv" { bad.as_str() } else { t })).collect();
    let e = parse(&pack).unwrap_err().to_string();
    assert!(e.contains("place_names.tsv line") && e.contains("Atlantis"), "{e}");
}

/// Issue 25: every unit has a Korean name (unit_names.tsv), used in Korean messages with the right
/// particle; an owner's pack may leave the file out (names stay as printed), and a row naming no unit is refused.
#[test]
fn every_unit_has_a_korean_name() {
    use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
    use engine::Game;
    let d = data();
    for u in &d.units {
        let ko = d.units_ko.get(&u.key).unwrap_or_else(|| panic!("no Korean name for {}", u.key));
        assert!(ko.chars().any(|c| ('\u{ac00}'..='\u{d7a3}').contains(&c)), "{}: {ko} has no Hangul", u.key);
    }
    let pack = EmpireOfTheSun::builtin_data();
    assert_eq!(EmpireOfTheSun::unit_name(&pack, "us-5af", engine::text::Lang::Ko).as_deref(), Some("제5공군"));
    assert_eq!(EmpireOfTheSun::unit_name(&pack, "us-marine-1div", engine::text::Lang::Ko).as_deref(), Some("제1해병사단"));
    assert_eq!(EmpireOfTheSun::unit_name(&pack, "us-5af", engine::text::Lang::En).as_deref(), Some("5AF"));
    // Left out: accepted, printed names.
    let without: Vec<(&str, &str)> = embedded_files().into_iter().filter(|(n, _)| *n != "unit_names.tsv").collect();
    let p = parse(&without).expect("optional");
    assert!(p.units_ko.is_empty());
    assert_eq!(p.unit_name(p.unit("us-5af").unwrap(), true), "5AF");
    // A row for no unit: refused with its line.
    let bad = format!("{}us-99af\t제99공군\tnone\n", embedded_files().iter().find(|(n, _)| *n == "unit_names.tsv").unwrap().1);
    let pack: Vec<(&str, &str)> = embedded_files().into_iter().map(|(n, t)| (n, if n == "unit_names.tsv" { bad.as_str() } else { t })).collect();
    let e = parse(&pack).unwrap_err().to_string();
    assert!(e.contains("unit_names.tsv line") && e.contains("us-99af"), "{e}");
}

/// Rules version 5 rebuilt the built-in counter values and cards (docs/games/empire-of-the-sun-data.md): a
/// record of an earlier version made with the built-in pack is refused at set-up, saying why; one made
/// with an owner's pack sets up with that pack; a version 5 record sets up.
#[test]
fn records_of_the_earlier_built_in_values_are_refused() {
    use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
    use engine::games::empire_of_the_sun::state::Pack;
    use engine::record::{Header, Record};
    use engine::{Game, Match};
    let header = |rules| Header { game: "empire-of-the-sun".into(), rules, scenario: "south_pacific".into(), seed: 7, ..Default::default() };
    for rules in 1..=4 {
        let err = Match::<EmpireOfTheSun>::replay(&Record::new(header(rules))).err().expect("refused");
        assert!(err.0.contains(&format!("rules version {rules}")) && err.0.contains("built-in counter values"), "{}", err.0);
    }
    assert!(Match::<EmpireOfTheSun>::replay(&Record::new(header(5))).is_ok());
    let owner = std::sync::Arc::new(Pack::new(embedded(), "an owner's pack", "0123456789abcdef"));
    assert!(EmpireOfTheSun::setup(&header(4), owner).is_ok());
}
