//! The data pack as the engine reads it: the built-in pack, the seed's facts it pins (seed_checks.tsv rows
//! the rules use), and a broken pack refused with its file and line, never a panic.

use engine::games::downfall::data::{self, Cell, Weather};
use engine::games::downfall::Downfall;
use engine::kit::rows::RowHex;
use engine::Game;

#[test]
fn the_builtin_pack_reads_with_the_seed_facts() {
    let d = Downfall::builtin_data();
    assert_eq!(d.markers.len(), 48, "L788: 48 order markers");
    assert_eq!(d.crt.len(), 14 * 13);
    // The pinned cells (L1980, L2022, L2069).
    assert_eq!(d.crt[&(9, 1)], Cell::parse("s0/1").unwrap());
    assert_eq!(d.crt[&(7, 3)], Cell::parse("1/2").unwrap());
    assert_eq!(d.crt[&(10, 4)], Cell::parse("0/3").unwrap());
    // Order costs (L1104, L1429, L1123, L1116).
    let cost = |m: &str, i: usize| d.markers[d.marker_index(m).unwrap()].sides[i].cost;
    assert_eq!(cost("w-rm-1", 0), Some(15));
    assert_eq!(cost("w-ops-1", 1), Some(8));
    assert_eq!(cost("okw-ops-2", 0), Some(7));
    assert_eq!(cost("s-ops-3", 0), Some(4));
    // Weather (L972, L1038–L1050, L1853–L1886).
    assert_eq!(d.weather[&(1, 1)], Weather::Snow);
    assert_eq!(d.weather[&(2, 2)], Weather::Mud);
    assert_eq!(d.weather[&(4, 1)], Weather::Snow);
    assert_eq!(d.hex(RowHex::parse("3338").unwrap()).unwrap().city.as_deref(), Some("stalingrad"));
    assert_eq!(d.scenario("campaign").unwrap().init[&data::Faction::Soviet], 19);
}

fn with(file: &str, f: impl Fn(&str) -> String) -> Vec<(String, String)> {
    data::embedded_files().into_iter().map(|(n, t)| (n.to_string(), if n == file { f(t) } else { t.to_string() })).collect()
}

fn read(files: &[(String, String)]) -> Result<data::DfData, String> {
    let refs: Vec<(&str, &str)> = files.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    Downfall::read_data("test", &refs).map_err(|e| e.0.join("\n"))
}

#[test]
fn a_broken_pack_names_file_and_line() {
    let bad = with("crt.tsv", |t| t.replacen("s0/1\t", "s9/1\t", 1));
    let e = read(&bad).err().expect("refused");
    assert!(e.contains("crt.tsv line"), "{e}");
    let bad = with("orders.tsv", |t| t.replacen("\t15\t", "\tfifteen\t", 1));
    let e = read(&bad).err().expect("refused");
    assert!(e.contains("orders.tsv line"), "{e}");
    let bad = with("setup.tsv", |t| t.replacen("okh-6a\t3338", "okh-6a\t0900", 1));
    let e = read(&bad).err().expect("refused");
    assert!(e.contains("setup.tsv line") && e.contains("0900"), "{e}");
    let missing: Vec<(String, String)> = data::embedded_files().into_iter().filter(|(n, _)| *n != "weather.tsv").map(|(a, b)| (a.to_string(), b.to_string())).collect();
    assert!(read(&missing).err().expect("refused").contains("weather.tsv"));
    let bad = with("orders.tsv", |t| t.replacen("ax-cf-1\taxis\tokw", "ax-cf-1\twest\tfront", 1));
    assert!(read(&bad).err().expect("refused").contains("Axis orders"));
}

/// DF 2.1.2 (L560–L565), 2.1.3 (L586–L592), 2.1.4 (L618): every combat unit of the built-in pack belongs to one
/// faction and has a nationality, shows 1 to 4 pips (its hits, defence and lead attack) and a name. DF 2.5.1
/// (L801–L826), 2.5.2 (L827): every Ops order moves units (with its movement points) or attacks (with its
/// number of attacks); the general orders carry out the other activities, 7.5–7.12.
#[test]
fn the_pieces_and_order_markers_are_as_the_seed_describes_them() {
    use data::{Kind, OrderKind};
    let d = Downfall::builtin_data();
    let combat: Vec<_> = d.units.iter().filter(|u| u.kind == Kind::Combat).collect();
    assert!(combat.len() > 100, "{}", combat.len());
    for u in &combat {
        assert!((1..=4).contains(&u.pips), "{}: {} pips", u.key, u.pips);
        assert!(!u.nationality.is_empty() && !u.name.is_empty(), "{}", u.key);
    }
    for m in &d.markers {
        for side in &m.sides {
            match side.order {
                OrderKind::Redeploy => assert!(side.mp > 0 && !side.activates.is_empty(), "{}: a Redeploy moves named units", m.key),
                OrderKind::Attack => assert!(!side.activates.is_empty(), "{}: an Attack activates", m.key),
                OrderKind::RedeployAttack | OrderKind::AttackRedeploy => assert!(side.mp > 0, "{}", m.key),
                OrderKind::Hq => assert_eq!(side.cost, None, "{}: the HQ's cost is the chosen order's (7.5)", m.key),
                _ => assert!(side.cost.is_some(), "{}: a general order has its printed cost", m.key),
            }
        }
    }
}
