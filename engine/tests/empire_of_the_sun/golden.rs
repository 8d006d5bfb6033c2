//! Records of complete careful-random games of several scenarios and their state hashes along the way,
//! written to a folder once and compared on a later build: a restructuring of the rules must replay every
//! record to the same states. Run by hand:
//! `EOTS_GOLDEN=/tmp/eots-golden cargo test --profile fast -p sandtable-engine --test empire_of_the_sun golden -- --ignored`
//! (the first run writes the folder; later runs compare against it).

use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
use engine::record::Record;
use engine::games::registry;
use engine::session::state_hash;
use engine::{Game as _, Match};

/// A game to record: its scenario, seed and options.
type Game = (&'static str, u64, &'static [(&'static str, &'static str)]);

const GAMES: &[Game] = &[
    ("south_pacific", 1, &[]),
    ("south_pacific", 2, &[("vp_schedule", "on")]),
    ("s1942", 3, &[]),
    ("s1942", 4, &[("historical_hand", "on"), ("cve_support", "on")]),
    ("s1943", 5, &[]),
    ("s1943", 6, &[("tournament", "on"), ("bid", "+2")]),
    ("s1944", 7, &[]),
    ("s1942_1943", 8, &[]),
    ("short_campaign", 9, &[]),
    ("campaign", 10, &[]),
    ("campaign", 11, &[("historical_hand", "on")]),
];

/// The hashes of a record's states: after set-up, every 25th action, and at the end; and the final
/// position file.
fn trace(record: &Record) -> (Vec<u64>, String) {
    let mut header = record.header.clone();
    header.pack = None;
    let mut m = Match::<EmpireOfTheSun>::new(header).expect("set-up");
    let mut hashes = vec![state_hash(m.state())];
    for (i, &a) in record.actions.iter().enumerate() {
        m.play(a as usize).unwrap_or_else(|e| panic!("action {i}: {e}"));
        if i % 25 == 24 {
            hashes.push(state_hash(m.state()));
        }
    }
    hashes.push(state_hash(m.state()));
    let position = EmpireOfTheSun::position(m.state()).unwrap_or_default();
    (hashes, position)
}

/// A game of uniformly random legal actions (longer than careful play: nobody avoids losing).
fn uniform_game(header: engine::Header) -> Record {
    let mut m = Match::<EmpireOfTheSun>::new(header.clone()).expect("set-up");
    let mut rng = engine::Rng::new(header.seed.wrapping_mul(7919) + 1);
    while EmpireOfTheSun::outcome(m.state()).is_none() && m.record().actions.len() < 20_000 {
        let n = m.prompt().actions.len();
        m.play(rng.below(n as u32) as usize).expect("a legal index");
    }
    m.record().clone()
}

#[test]
#[ignore]
fn golden_records_replay() {
    let Ok(dir) = std::env::var("EOTS_GOLDEN") else { return };
    let dir = std::path::Path::new(&dir);
    std::fs::create_dir_all(dir).unwrap();
    let entry = registry().get("empire-of-the-sun").unwrap();
    let mut compared = 0;
    let scenarios = EmpireOfTheSun::meta().scenarios.iter().map(|s| s.id);
    // (scenario, seed, options, uniformly random play)
    let mut games: Vec<(Game, bool)> = GAMES.iter().map(|&g| (g, false)).collect();
    for (i, sc) in scenarios.enumerate() {
        for k in 0..3u64 {
            games.push(((sc, 100 + 10 * i as u64 + k, &[]), k == 2));
        }
    }
    for ((scenario, seed, options), uniform) in games {
        let name = format!("{scenario}-{seed}{}", if uniform { "-uniform" } else { "" });
        let path = dir.join(format!("{name}.json"));
        let hashes_path = dir.join(format!("{name}.hashes"));
        let position_path = dir.join(format!("{name}.position"));
        if path.exists() {
            let record = Record::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
            let (hashes, position) = trace(&record);
            let want: Vec<u64> = std::fs::read_to_string(&hashes_path).unwrap().lines().map(|l| l.parse().unwrap()).collect();
            assert_eq!(hashes.len(), want.len(), "{name}");
            for (i, (h, w)) in hashes.iter().zip(&want).enumerate() {
                assert_eq!(h, w, "{name}: hash #{i} differs");
            }
            assert_eq!(position, std::fs::read_to_string(&position_path).unwrap(), "{name}: final position");
            compared += 1;
        } else {
            let mut header = entry.header(Some(scenario), seed).unwrap();
            for (k, v) in options {
                header.options.insert(k.to_string(), v.to_string());
            }
            let record = if uniform { uniform_game(header) } else { engine::tools::random_game(entry, header).unwrap_or_else(|e| panic!("{name}: {e}")) };
            let (hashes, position) = trace(&record);
            std::fs::write(&path, record.to_json()).unwrap();
            std::fs::write(&hashes_path, hashes.iter().map(|h| format!("{h}\n")).collect::<String>()).unwrap();
            std::fs::write(&position_path, position).unwrap();
            eprintln!("{name}: {} actions, final hash {}", record.actions.len(), hashes.last().unwrap());
        }
    }
    eprintln!("compared {compared} records");
}
