//! Fuzzing everything a player can hand the engine: links, record files, position files, data packs and
//! save slots. Each target starts from valid inputs (complete random games, the built-in packs) and
//! mutates them — bytes flipped, cut, repeated, spliced, numbers pushed to extremes, and for links the
//! payload altered *under* a correct checksum so the decoder goes all the way to the replay. Every input
//! must be accepted or refused with a message: a panic is a failure, kept as a regression file.

use std::panic::{catch_unwind, AssertUnwindSafe};

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;

use crate::packs::{ImportedPack, Library};
use crate::record::Record;
use crate::registry::{GameEntry, Registry};
use crate::tools::FuzzBudget;
use crate::Rng;

/// What is fuzzed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Link,
    Record,
    Position,
    Pack,
    /// Packs changed so that they still pass the check (numbers altered, rows repeated or dropped), each
    /// then played for [`PACK_GAMES`] random games over every scenario.
    PackGames,
    Save,
}

/// How many random games each generated pack that passes the check plays (within the time budget).
pub const PACK_GAMES: u64 = 100;

impl Target {
    /// Every target, in the order `fuzz-input all` runs them (one process: each game's corpus is built once).
    pub const ALL: [Target; 6] = [Target::Link, Target::Record, Target::Position, Target::Pack, Target::PackGames, Target::Save];

    pub fn parse(s: &str) -> Option<Target> {
        Some(match s {
            "link" => Target::Link,
            "record" => Target::Record,
            "position" => Target::Position,
            "pack" => Target::Pack,
            // `packgames` is the prefix of its kept regression files (tests/fixtures/<game>/regressions/).
            "pack-games" | "packgames" => Target::PackGames,
            "save" => Target::Save,
            _ => return None,
        })
    }

    pub fn key(self) -> &'static str {
        match self {
            Target::Link => "link",
            Target::Record => "record",
            Target::Position => "position",
            Target::Pack => "pack",
            Target::PackGames => "pack-games",
            Target::Save => "save",
        }
    }
}

#[derive(Debug, Default, Clone, serde::Serialize)]
pub struct InputReport {
    pub target: String,
    pub game: String,
    pub inputs: u64,
    /// Inputs that opened (a game, a pack).
    pub accepted: u64,
    /// Inputs refused with a message.
    pub refused: u64,
    /// Inputs that made the engine panic: the input and the panic message (for `pack-games`, also a
    /// game that reached a decision with no legal action).
    pub panics: Vec<(String, String)>,
    /// `pack-games`: packs that passed the check and differ from the built-in one, and the random games
    /// they played.
    pub packs_played: u64,
    pub games: u64,
}

/// Seeds: valid inputs of each kind for one game.
struct Corpus {
    links: Vec<String>,
    records: Vec<String>,
    positions: Vec<String>,
    pack: Vec<(String, String)>,
    saves: Vec<String>,
}

/// The corpus of a game, built once per process (every target of a run starts from the same one).
fn corpus(entry: &dyn GameEntry, games: u64) -> std::sync::Arc<Corpus> {
    use std::collections::BTreeMap;
    use std::sync::{Arc, Mutex, OnceLock};
    static CORPORA: OnceLock<Mutex<BTreeMap<(&'static str, u64), Arc<Corpus>>>> = OnceLock::new();
    // Held while a corpus is built: a second caller waits for it rather than building it again.
    let mut corpora = CORPORA.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
    corpora.entry((entry.meta().id, games)).or_insert_with(|| Arc::new(build_corpus(entry, games))).clone()
}

fn build_corpus(entry: &dyn GameEntry, games: u64) -> Corpus {
    let lib = Library::default();
    let (mut links, mut records, mut positions, mut saves) = (vec![], vec![], vec![], vec![]);
    for seed in 1..=games {
        let Ok(header) = entry.header(None, seed) else { continue };
        let Ok(record) = crate::tools::random_game(entry, header) else { continue };
        let Ok(m) = entry.replay(&record, &lib) else { continue };
        links.push(crate::link::write(m.as_ref()));
        records.push(record.to_json());
        saves.push(crate::saves::Save::for_match(&format!("s{seed}"), crate::saves::SaveKind::Auto, None, 1.0, 2.0, m.as_ref()).to_json());
        // Positions at a few moments of the game.
        let mut cut = record.clone();
        cut.check = None;
        for part in [4, 2] {
            cut.actions.truncate(record.actions.len() / part);
            if let Ok(mm) = entry.replay(&cut, &lib) {
                if let Some(p) = mm.position() {
                    positions.push(p);
                }
            }
        }
    }
    // What random games' positions never hold (a position's custom counters).
    positions.extend(entry.position_examples().iter().map(|p| p.to_string()));
    let pack = entry.builtin_pack().map(|(_, f)| f.into_iter().map(|(n, t)| (n.to_string(), t.to_string())).collect()).unwrap_or_default();
    Corpus { links, records, positions, pack, saves }
}

/// One mutation of a text (kept valid UTF-8).
fn mutate(text: &str, rng: &mut Rng) -> String {
    let mut s: Vec<char> = text.chars().collect();
    let rounds = 1 + rng.below(4);
    for _ in 0..rounds {
        if s.is_empty() {
            s.push('0');
        }
        let i = rng.below(s.len() as u32) as usize;
        match rng.below(9) {
            0 => s[i] = char::from_u32(rng.below(127).max(9)).unwrap_or('x'),
            1 => {
                s.remove(i);
            }
            2 => s.insert(i, ['0', '9', '-', '\t', '\n', '#', '"', '{', ']', ' '][rng.below(10) as usize]),
            3 => s.truncate(i),
            4 => {
                let j = (i + 1 + rng.below(40) as usize).min(s.len());
                let piece: Vec<char> = s[i..j].to_vec();
                let k = rng.below(s.len() as u32) as usize;
                s.splice(k..k, piece);
            }
            5 => {
                // A number pushed to an extreme.
                let extreme = ["0", "255", "256", "65535", "4294967295", "18446744073709551615", "-1", "99999999999999999999"][rng.below(8) as usize];
                let start = (0..=i).rev().find(|&k| !s[k].is_ascii_digit()).map_or(0, |k| k + 1);
                let end = (i..s.len()).find(|&k| !s[k].is_ascii_digit()).unwrap_or(s.len());
                if start < end {
                    s.splice(start..end, extreme.chars());
                }
            }
            6 => {
                // A whole line repeated or dropped.
                let lines: Vec<String> = s.iter().collect::<String>().lines().map(String::from).collect();
                if !lines.is_empty() {
                    let l = rng.below(lines.len() as u32) as usize;
                    let mut out = lines.clone();
                    if rng.below(2) == 0 {
                        out.insert(l, lines[l].clone());
                    } else {
                        out.remove(l);
                    }
                    s = out.join("\n").chars().collect();
                }
            }
            7 => {
                let j = rng.below(s.len() as u32) as usize;
                s.swap(i, j);
            }
            _ => {
                let j = (i + rng.below(8) as usize).min(s.len());
                s.drain(i..j);
            }
        }
    }
    s.into_iter().collect()
}

/// A link whose payload bytes are altered and then given a correct checksum again, so decoding goes on.
fn mutate_link_payload(link: &str, rng: &mut Rng) -> String {
    let Some((head, payload)) = link.rsplit_once('-') else { return link.to_string() };
    let Ok(mut bytes) = URL_SAFE_NO_PAD.decode(payload) else { return link.to_string() };
    if bytes.len() < 5 {
        return link.to_string();
    }
    let mut body = bytes.split_off(4);
    for _ in 0..1 + rng.below(3) {
        if body.is_empty() {
            break;
        }
        let i = rng.below(body.len() as u32) as usize;
        match rng.below(4) {
            0 => body[i] ^= 1 << rng.below(8),
            1 => body[i] = rng.below(256) as u8,
            2 => body.truncate(i),
            _ => body.insert(i, rng.below(256) as u8),
        }
    }
    let mut out = crc32fast::hash(&body).to_le_bytes().to_vec();
    out.extend(body);
    format!("{head}-{}", URL_SAFE_NO_PAD.encode(out))
}

/// Plays a few legal actions of an opened game and reads everything a board reads.
fn exercise(m: &mut dyn crate::AnyMatch, rng: &mut Rng) {
    for _ in 0..8 {
        let _ = m.prompt();
        let _ = m.view_json(None);
        let n = m.legal_count();
        if n == 0 || m.outcome().is_some() {
            break;
        }
        let i = rng.below(n as u32) as usize;
        let _ = m.odds(i);
        let _ = m.play(i);
        let _ = m.check_invariants();
    }
    let _ = m.position();
}

/// Processes one input; `Ok(true)` when it opened.
fn process(target: Target, input: &str, entry: &dyn GameEntry, registry: &Registry, rng: &mut Rng) -> bool {
    let lib = Library::default();
    match target {
        Target::Link => match crate::link::open(input, registry, &lib) {
            Ok(mut m) => {
                exercise(m.as_mut(), rng);
                true
            }
            Err(e) => {
                assert!(!e.to_string().is_empty());
                false
            }
        },
        Target::Record => match Record::from_json(input).map_err(|e| e.to_string()).and_then(|r| registry.load(&r, &lib).map_err(|e| e.0)) {
            Ok(mut m) => {
                exercise(m.as_mut(), rng);
                true
            }
            Err(e) => {
                assert!(!e.is_empty());
                false
            }
        },
        Target::Position => {
            let Ok(mut header) = entry.header(None, 7) else { return false };
            header.position = Some(input.to_string());
            match entry.start(header, &lib) {
                Ok(mut m) => {
                    exercise(m.as_mut(), rng);
                    true
                }
                Err(e) => {
                    assert!(!e.0.is_empty());
                    false
                }
            }
        }
        Target::Pack => {
            let files: Vec<(String, String)> = serde_json::from_str(input).unwrap_or_default();
            let pack = ImportedPack { game: entry.meta().id.to_string(), name: "fuzzed".into(), files };
            match entry.check_pack(&pack) {
                Ok(r) => {
                    // A pack that validates must carry a whole game.
                    let mut library = Library::default();
                    library.add(pack);
                    let Ok(mut header) = entry.header(None, 3) else { return true };
                    header.pack = Some(r);
                    if let Ok(record) = crate::tools::random_game_in(entry, header, &library) {
                        let _ = registry.load(&record, &library);
                    }
                    true
                }
                Err(errors) => {
                    assert!(!errors.is_empty() && errors.iter().all(|e| !e.is_empty()));
                    false
                }
            }
        }
        // A kept `pack-games` input replayed: one random game of every scenario with that pack.
        Target::PackGames => {
            let files: Vec<(String, String)> = serde_json::from_str(input).unwrap_or_default();
            let pack = ImportedPack { game: entry.meta().id.to_string(), name: "fuzzed".into(), files };
            let Ok(r) = entry.check_pack(&pack) else { return false };
            let mut library = Library::default();
            library.add(pack);
            for sc in entry.meta().scenarios {
                let Ok(mut header) = entry.header(Some(sc.id), 3) else { continue };
                header.pack = Some(r.clone());
                if let Ok(record) = crate::tools::random_game_in(entry, header, &library) {
                    let _ = registry.load(&record, &library);
                }
            }
            true
        }
        Target::Save => match crate::saves::Save::from_json("sandtable.save.s1", input) {
            Ok(save) => match registry.load(&save.record, &lib) {
                Ok(mut m) => {
                    exercise(m.as_mut(), rng);
                    true
                }
                Err(_) => false,
            },
            Err(e) => {
                assert!(!e.is_empty());
                false
            }
        },
    }
}

/// The input of a pack as one text (JSON of its files), so every target fuzzes a string.
fn pack_input(files: &[(String, String)], rng: &mut Rng) -> String {
    let mut files = files.to_vec();
    if !files.is_empty() {
        let i = rng.below(files.len() as u32) as usize;
        files[i].1 = mutate(&files[i].1, rng);
        if rng.below(20) == 0 {
            files.remove(rng.below(files.len() as u32) as usize);
        }
    }
    serde_json::to_string(&files).unwrap_or_default()
}

/// A pack changed so that it mostly still passes the check: in 1 to 4 rounds, one data row of one file
/// has a number replaced (by 0, 1, -1, its neighbours, its double or a large value), or is repeated, or
/// is dropped.
fn mutate_pack_values(files: &[(String, String)], rng: &mut Rng) -> Vec<(String, String)> {
    let mut files = files.to_vec();
    if files.is_empty() {
        return files;
    }
    for _ in 0..1 + rng.below(4) {
        let f = rng.below(files.len() as u32) as usize;
        let mut lines: Vec<String> = files[f].1.lines().map(String::from).collect();
        // Data rows: after the header, not comments or blank lines.
        let rows: Vec<usize> = lines.iter().enumerate().filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#')).map(|(i, _)| i).skip(1).collect();
        if rows.is_empty() {
            continue;
        }
        let l = rows[rng.below(rows.len() as u32) as usize];
        match rng.below(8) {
            0 => {
                lines.remove(l);
            }
            1 => {
                let copy = lines[l].clone();
                lines.insert(l, copy);
            }
            _ => {
                let mut cells: Vec<String> = lines[l].split('\t').map(String::from).collect();
                let numbers: Vec<usize> = cells.iter().enumerate().filter(|(_, c)| c.trim().parse::<i64>().is_ok()).map(|(i, _)| i).collect();
                if numbers.is_empty() {
                    continue;
                }
                let c = numbers[rng.below(numbers.len() as u32) as usize];
                let n: i64 = cells[c].trim().parse().unwrap_or(0);
                let v = [0, 1, -1, n + 1, n - 1, n * 2, 9, 99][rng.below(8) as usize];
                cells[c] = v.to_string();
                lines[l] = cells.join("\t");
            }
        }
        files[f].1 = lines.join("\n") + "\n";
    }
    files
}

/// `pack-games`: generated packs that pass the check and differ from the built-in one, each played for
/// [`PACK_GAMES`] random games (scenarios in turn), within the budget. A panic or a decision with no
/// legal action is a failure, kept with the pack that caused it.
fn pack_games(entry: &dyn GameEntry, corpus: &Corpus, report: &mut InputReport, more: &dyn Fn(u64) -> bool, seed: u64) {
    let builtin = match entry.builtin_pack() {
        Ok((r, _)) => r.hash,
        Err(_) => return,
    };
    let mut rng = Rng::new(seed);
    let mut n = 0;
    while more(n) {
        n += 1;
        report.inputs += 1;
        let files = mutate_pack_values(&corpus.pack, &mut rng);
        let input = serde_json::to_string(&files).unwrap_or_default();
        let pack = ImportedPack { game: entry.meta().id.to_string(), name: "fuzzed".into(), files };
        let r = match catch_unwind(AssertUnwindSafe(|| entry.check_pack(&pack))) {
            Ok(Ok(r)) if r.hash != builtin => r,
            Ok(Ok(_)) => continue,
            Ok(Err(errors)) => {
                assert!(!errors.is_empty());
                report.refused += 1;
                continue;
            }
            Err(p) => {
                report.panics.push((input, format!("pack check panicked: {}", panic_text(p))));
                continue;
            }
        };
        report.accepted += 1;
        report.packs_played += 1;
        let (games, failure) = play_pack(entry, pack, &r, None, PACK_GAMES, seed.wrapping_mul(1000).wrapping_add(n * PACK_GAMES), &|| more(n - 1));
        report.games += games;
        if let Some(f) = failure {
            if report.panics.len() < 20 {
                report.panics.push((input, f));
            }
        }
    }
}

/// A pack changed by [`mutate_pack_values`] until it passes the check and differs from the built-in
/// one (at most `tries` attempts): its files, or `None`.
pub fn generated_pack(entry: &dyn GameEntry, seed: u64, tries: u32) -> Option<ImportedPack> {
    let (builtin, files) = entry.builtin_pack().ok()?;
    let files: Vec<(String, String)> = files.into_iter().map(|(n, t)| (n.to_string(), t.to_string())).collect();
    let mut rng = Rng::new(seed);
    (0..tries).find_map(|_| {
        let pack = ImportedPack { game: entry.meta().id.to_string(), name: "generated".into(), files: mutate_pack_values(&files, &mut rng) };
        entry.check_pack(&pack).ok().filter(|r| r.hash != builtin.hash).map(|_| pack)
    })
}

/// Plays `games` random games with `pack` (which passed the check as `r`): the scenario given, or every
/// scenario in turn; `go_on` is asked before every game after the first. Returns the games played and
/// the first failure: a panic, a legal action refused, a decision with no legal action, an endless
/// game, or a record that does not replay.
pub fn play_pack(entry: &dyn GameEntry, pack: ImportedPack, r: &crate::PackRef, scenario: Option<&str>, games: u64, seed: u64, go_on: &dyn Fn() -> bool) -> (u64, Option<String>) {
    let mut library = Library::default();
    library.add(pack);
    let scenarios = entry.meta().scenarios;
    let mut played = 0;
    for g in 0..games {
        if g > 0 && !go_on() {
            break;
        }
        let scenario = scenario.or_else(|| scenarios.get(g as usize % scenarios.len().max(1)).map(|s| s.id));
        let game_seed = seed.wrapping_add(g) & ((1 << 53) - 1);
        let Ok(mut header) = entry.header(scenario, game_seed) else { continue };
        header.pack = Some(r.clone());
        played += 1;
        let result = catch_unwind(AssertUnwindSafe(|| {
            let record = crate::tools::random_game_in(entry, header, &library)?;
            registry_load(entry, &record, &library)
        }));
        let failure = match result {
            Ok(Ok(())) => None,
            // A pack that passed the check may still make a game that cannot start (refused with a
            // message, which is fine); a dead end, an endless game or a refused legal action is not.
            Ok(Err(e)) if e.starts_with("dead end") || e.starts_with("endless") || e.contains("refused") => Some(e),
            Ok(Err(_)) => None,
            Err(p) => Some(format!("panic: {}", panic_text(p))),
        };
        if let Some(f) = failure {
            return (played, Some(format!("{} seed {game_seed}: {f}", scenario.unwrap_or("?"))));
        }
    }
    (played, None)
}

fn registry_load(entry: &dyn GameEntry, record: &Record, library: &Library) -> Result<(), String> {
    entry.replay(record, library).map(|_| ()).map_err(|e| format!("replay refused: {e}"))
}

fn panic_text(p: Box<dyn std::any::Any + Send>) -> String {
    p.downcast_ref::<String>().cloned().or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string())).unwrap_or_default()
}

/// Runs generated and mutated inputs of `target` for every game of the registry with an engine here: `inputs` of
/// them per game, or for a time budget shared equally by the games (the corpus is built first, outside
/// the budget).
pub fn run(target: Target, registry: &Registry, budget: FuzzBudget, seed: u64) -> Vec<InputReport> {
    run_games(target, registry, budget, seed, None)
}

/// [`run`] for one game only (`Some(id)`), or every game.
pub fn run_games(target: Target, registry: &Registry, budget: FuzzBudget, seed: u64, only: Option<&str>) -> Vec<InputReport> {
    let mut reports = vec![];
    let playable: Vec<&'static dyn GameEntry> =
        registry.entries().filter(|e| e.here() && (e.meta().playable || e.meta().engine) && only.is_none_or(|g| e.meta().id == g)).collect();
    let share = budget.share(playable.len());
    for entry in playable {
        let corpus = corpus(entry, 12);
        let start = std::time::Instant::now();
        let more = |n: u64| match share {
            FuzzBudget::Count(inputs) => n < inputs,
            FuzzBudget::Seconds(s) => start.elapsed().as_secs_f64() < s,
        };
        let mut report = InputReport { target: target.key().into(), game: entry.meta().id.into(), ..Default::default() };
        let mut rng = Rng::new(seed);
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(|_| {}));
        if target == Target::PackGames {
            pack_games(entry, &corpus, &mut report, &more, seed);
            std::panic::set_hook(previous);
            reports.push(report);
            continue;
        }
        let mut n = 0;
        while more(n) {
            let pick = |v: &Vec<String>, rng: &mut Rng| if v.is_empty() { String::new() } else { v[rng.below(v.len() as u32) as usize].clone() };
            let input = match target {
                Target::Link => {
                    let l = pick(&corpus.links, &mut rng);
                    if n % 3 == 0 {
                        mutate(&l, &mut rng)
                    } else {
                        mutate_link_payload(&l, &mut rng)
                    }
                }
                Target::Record => mutate(&pick(&corpus.records, &mut rng), &mut rng),
                Target::Position => mutate(&pick(&corpus.positions, &mut rng), &mut rng),
                Target::Pack => pack_input(&corpus.pack, &mut rng),
                Target::PackGames => unreachable!(),
                Target::Save => mutate(&pick(&corpus.saves, &mut rng), &mut rng),
            };
            let mut inner = Rng::new(n);
            match catch_unwind(AssertUnwindSafe(|| process(target, &input, entry, registry, &mut inner))) {
                Ok(true) => report.accepted += 1,
                Ok(false) => report.refused += 1,
                Err(p) => {
                    let msg = p.downcast_ref::<String>().cloned().or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string())).unwrap_or_default();
                    if report.panics.len() < 20 {
                        report.panics.push((input, msg));
                    }
                }
            }
            report.inputs += 1;
            n += 1;
        }
        std::panic::set_hook(previous);
        reports.push(report);
    }
    reports
}

/// Replays one kept regression input (tests/fixtures/<game>/regressions/<target>-….txt): `Err` with the
/// panic message if it still panics.
/// With `SANDTABLE_PANIC_TRACE` set, the panic is printed as usual (with `RUST_BACKTRACE=1`, its trace).
pub fn replay_regression(target: Target, input: &str, entry: &dyn GameEntry, registry: &Registry) -> Result<bool, String> {
    let mut rng = Rng::new(1);
    let previous = std::panic::take_hook();
    if std::env::var_os("SANDTABLE_PANIC_TRACE").is_none() {
        std::panic::set_hook(Box::new(|_| {}));
    }
    let r = catch_unwind(AssertUnwindSafe(|| process(target, input, entry, registry, &mut rng)));
    std::panic::set_hook(previous);
    r.map_err(|p| p.downcast_ref::<String>().cloned().or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string())).unwrap_or_default())
}
