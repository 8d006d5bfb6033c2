//! Every input the input fuzzer ever found to panic the engine, replayed (tests/fixtures/<game>/regressions/).

use engine::fuzz_input::{replay_regression, Target};
use engine::games::registry;

#[test]
fn kept_fuzz_inputs_no_longer_panic() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut replayed = 0;
    for game in std::fs::read_dir(&root).unwrap().map(|e| e.unwrap().path()).filter(|p| p.is_dir()) {
        let dir = game.join("regressions");
        let Ok(files) = std::fs::read_dir(&dir) else { continue };
        let Some(entry) = registry().entries().find(|e| e.meta().id == game.file_name().unwrap().to_str().unwrap()) else { continue };
        for f in files.map(|e| e.unwrap().path()) {
            let name = f.file_name().unwrap().to_str().unwrap().to_string();
            let Some(target) = name.split('-').next().and_then(Target::parse) else { continue };
            let input = std::fs::read_to_string(&f).unwrap();
            if let Err(panic) = replay_regression(target, &input, entry, registry()) {
                panic!("{name} still panics: {panic}");
            }
            replayed += 1;
        }
    }
    eprintln!("{replayed} kept inputs replayed");
}

/// Generated and mutated inputs of one kind for every game, on a time budget: no panic. The inputs are
/// counted by time, not by number, so a game whose records replay slowly (a Downfall campaign is
/// thousands of actions) costs the test no more than a quick one; the full tier's `fuzz-input` step
/// and scripts/soak.sh run far more.
const SHORT_FUZZ_SECONDS: f64 = 4.0;

fn short_fuzz(target: Target) {
    for r in engine::fuzz_input::run(target, registry(), engine::tools::FuzzBudget::Seconds(SHORT_FUZZ_SECONDS), 11) {
        assert!(r.panics.is_empty(), "{target:?}: {:?}", r.panics.first());
        assert!(r.inputs > 0, "{target:?}: no input of {} was tried", r.game);
    }
}

#[test]
fn a_short_fuzz_of_links_finds_no_panic() {
    short_fuzz(Target::Link);
}

#[test]
fn a_short_fuzz_of_records_finds_no_panic() {
    short_fuzz(Target::Record);
}

#[test]
fn a_short_fuzz_of_positions_finds_no_panic() {
    short_fuzz(Target::Position);
}

#[test]
fn a_short_fuzz_of_packs_finds_no_panic() {
    short_fuzz(Target::Pack);
}

#[test]
fn a_short_fuzz_of_saves_finds_no_panic() {
    short_fuzz(Target::Save);
}

/// A pack that passed its check never breaks a game: Empire of the Sun's pack, changed (numbers altered,
/// rows repeated or dropped) until it passes the check and differs from the built-in one, plays 100
/// random games of its quickest scenario without a panic, a dead end or an endless game (issue 24).
/// `sandtable fuzz-input pack-games` does the same for every game and scenario on a time budget.
#[cfg(feature = "empire-of-the-sun")]
#[test]
fn a_generated_empire_of_the_sun_pack_that_passes_the_check_plays_100_games() {
    let entry = registry().get("empire-of-the-sun").unwrap();
    let pack = engine::fuzz_input::generated_pack(entry, 24, 200).expect("a changed pack that passes the check");
    let builtin = entry.builtin_pack().unwrap().0;
    let r = entry.check_pack(&pack).unwrap();
    assert_ne!(r.hash, builtin.hash, "the generated pack differs from the built-in one");
    let (games, failure) = engine::fuzz_input::play_pack(entry, pack, &r, Some("south_pacific"), 100, 1, &|| true);
    assert_eq!(failure, None);
    assert_eq!(games, 100);
}
