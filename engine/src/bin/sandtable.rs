//! `sandtable`: the command-line tool (docs/cli.md). Every command prints JSON (or a link) on stdout;
//! errors go to stderr with a non-zero exit, and never change a record file.

use std::process::ExitCode;

use engine::games::registry;
use engine::packs::{ImportedPack, Library};
use engine::tools::FuzzBudget;
use engine::{link, AnyMatch, Record};
use serde_json::json;

const USAGE: &str = "usage:
  sandtable new <game> [--scenario S] [--seed N] [--option K=V]...
  sandtable actions <record>
  sandtable play <record> <action>... [--in-place]        (an action is its notation or #<index>)
  sandtable show <record> [--seat SEAT] [--text [--lang en|ko]]   (--text: the log as the app shows it)
  sandtable position <record>                      (the position file of the record's current moment)
  sandtable setup <game> <position file> [--seed N] [--option K=V]...
  sandtable link encode <record>
  sandtable link decode <link or fragment>
  sandtable link stats <game> [--games N] [--scenario S] [--option K=V]...  (link lengths of complete random games against their information bound)
  sandtable pack check <game> [DIR]                (validates the built-in pack, or an owner's folder of tables)
  sandtable pack export <game> DIR                 (writes the built-in pack's tables, to correct them)
  sandtable pack hex <game> <CCRR> [sp]            (one hex of the built-in map, with its hexsides, as JSON)
  sandtable fuzz <game|all> (--games N | --seconds S) [--seed S] [--scenario S|all]
                                                   (--games: per scenario; --seconds: per game, shared by its scenarios)
  sandtable fuzz-input <link|record|position|pack|pack-games|save|all> (--inputs N | --seconds S) [--seed S] [--keep DIR] [--game G]
                                                   (generated and mutated inputs; every panic is a failure)
  sandtable bench <game> [--seconds S] [--scenario S]
  sandtable random <game> [--scenario S] [--seed N] [--option K=V]... (a whole game of careful random play, as a record)
  sandtable games
A <record> is a JSON record file, or - for standard input. Commands that open or start a game take
--pack DIR: a folder with a corrected data pack (docs/data-packs.md).";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(out) => {
            // A closed pipe (`| head`) is not an error worth a panic.
            use std::io::Write;
            let _ = writeln!(std::io::stdout(), "{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("sandtable: {e}");
            ExitCode::FAILURE
        }
    }
}

use engine::tools::args::{read_text, Args};

/// Reads a folder of pack tables (every `.tsv` in it) as bytes, decoded (engine::packs::decode): a
/// byte-order mark is a note, a byte that is not UTF-8 an error with its file and line.
fn read_pack_files(dir: &str) -> Result<(String, engine::packs::Decoded), String> {
    let mut files = vec![];
    let entries = std::fs::read_dir(dir).map_err(|e| format!("cannot read the folder {dir}: {e}"))?;
    for e in entries {
        let path = e.map_err(|e| format!("{dir}: {e}"))?.path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("").to_string();
        if name.ends_with(".tsv") {
            let bytes = std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            files.push((name, bytes));
        }
    }
    files.sort();
    let name = std::path::Path::new(dir).file_name().and_then(|n| n.to_str()).unwrap_or("pack").to_string();
    Ok((name, engine::packs::decode(files)))
}

/// A folder of pack tables for `game`, refused when a file is not UTF-8.
fn read_pack(game: &str, dir: &str) -> Result<ImportedPack, String> {
    let (name, decoded) = read_pack_files(dir)?;
    if !decoded.errors.is_empty() {
        return Err(format!("{} error(s) in the pack:\n{}", decoded.errors.len(), decoded.errors.join("\n")));
    }
    Ok(ImportedPack { game: game.to_string(), name, files: decoded.files })
}

/// The packs given with `--pack DIR` (for the game of `game`, when known).
fn library(a: &Args, game: &str) -> Result<Library, String> {
    let mut lib = Library::default();
    for (_, dir) in a.flags.iter().filter(|(n, _)| n == "pack") {
        lib.add(read_pack(game, dir)?);
    }
    Ok(lib)
}

fn load_with(path: &str, a: &Args) -> Result<Box<dyn AnyMatch>, String> {
    let record = Record::from_json(&read_text(path)?).map_err(|e| format!("{path}: {e}"))?;
    let lib = library(a, &record.header.game)?;
    registry().load(&record, &lib).map_err(|e| format!("{path}: {e}"))
}

/// A default seed: the clock, kept below 2^53 so JavaScript reads it exactly.
fn clock_seed() -> u64 {
    let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
    (t as u64) & ((1 << 53) - 1)
}

fn new_header(a: &Args, game: &str) -> Result<engine::Header, String> {
    let seed = a.number("seed")?.unwrap_or_else(clock_seed);
    let mut header = registry().header(game, a.flag("scenario"), seed).map_err(|e| e.0)?;
    header.options = a.options()?;
    // A game started with an owner's pack names it in its header.
    if let Some(dir) = a.flag("pack") {
        let pack = read_pack(game, dir)?;
        let r = registry().get(game).map_err(|e| e.0)?.check_pack(&pack).map_err(|e| e.join("\n"))?;
        header.pack = Some(r);
    }
    Ok(header)
}

fn run(args: &[String]) -> Result<String, String> {
    let (command, rest) = args.split_first().ok_or_else(|| USAGE.to_string())?;
    let a = Args::parse(rest, &["in-place", "text"], USAGE)?;
    match command.as_str() {
        c if engine::tools::ai_cli::handles(c) => engine::tools::ai_cli::run(c, rest),
        "games" => {
            a.check_flags(&[])?;
            Ok(serde_json::to_string_pretty(&registry().all()).unwrap())
        }
        "new" => {
            a.check_flags(&["scenario", "seed", "option", "pack"])?;
            let game = a.pos(0, "game")?;
            let header = new_header(&a, game)?;
            let m = registry().start(header, &library(&a, game)?).map_err(|e| e.0)?;
            Ok(m.record().to_json())
        }
        "setup" => {
            a.check_flags(&["seed", "option", "pack"])?;
            let game = a.pos(0, "game")?;
            let mut header = new_header(&a, game)?;
            header.position = Some(read_text(a.pos(1, "position file")?)?);
            let m = registry().start(header, &library(&a, game)?).map_err(|e| e.0)?;
            Ok(m.record().to_json())
        }
        "actions" => {
            a.check_flags(&["pack"])?;
            let m = load_with(a.pos(0, "record")?, &a)?;
            let names = m.names();
            let mut out = names.prompt(&m.prompt());
            // The odds of every action that rolls dice, as the engine computes them.
            if let Some(actions) = out["actions"].as_array_mut() {
                for (i, a) in actions.iter_mut().enumerate() {
                    if let Some(o) = m.odds(i) {
                        let success = o.success();
                        a["odds"] = json!({
                            "success": success,
                            "loses_the_game": o.may_lose_the_game(),
                            "outcomes": o.outcomes.iter().map(|x| json!({ "id": x.id, "args": names.args(&x.args), "chance": x.ways as f64 / o.total as f64, "rolls": x.rolls })).collect::<Vec<_>>(),
                            "modifiers": o.modifiers.iter().map(|x| json!({ "id": x.id, "args": names.args(&x.args), "value": x.value })).collect::<Vec<_>>(),
                        });
                    }
                }
            }
            out["outcome"] = names.outcome(&m.outcome());
            Ok(serde_json::to_string_pretty(&out).unwrap())
        }
        "play" => {
            a.check_flags(&["in-place", "pack"])?;
            let path = a.pos(0, "record")?;
            let mut m = load_with(path, &a)?;
            if a.positional.len() < 2 {
                return Err(format!("play needs at least one action\n{USAGE}"));
            }
            for (n, action) in a.positional[1..].iter().enumerate() {
                m.play_notation(action).map_err(|e| format!("action {} ('{action}'): {e}; nothing was changed", n + 1))?;
            }
            if a.flag("in-place").is_none() {
                return Ok(m.record().to_json());
            }
            // Write next to the file, then rename: the record is never left half-written.
            let tmp = format!("{path}.tmp");
            std::fs::write(&tmp, m.record().to_json()).map_err(|e| format!("cannot write {tmp}: {e}"))?;
            std::fs::rename(&tmp, path).map_err(|e| format!("cannot replace {path}: {e}"))?;
            let p = m.prompt();
            let names = m.names();
            let actions: Vec<&str> = p.actions.iter().map(|x| x.notation.as_str()).collect();
            Ok(serde_json::to_string_pretty(&json!({
                "seat": p.seat, "prompt": p.id, "args": names.args(&p.args), "rule": p.rule, "actions": actions,
                "outcome": names.outcome(&m.outcome()),
            }))
            .unwrap())
        }
        "show" => {
            a.check_flags(&["seat", "pack", "text", "lang"])?;
            let m = load_with(a.pos(0, "record")?, &a)?;
            let seat = match a.flag("seat") {
                None => None,
                Some(s) => Some(m.meta().seat_index(s).ok_or_else(|| {
                    format!("unknown seat '{s}'; {} has seats {}", m.meta().name_en, m.meta().seats.join(", "))
                })?),
            };
            if a.flag("text").is_some() {
                let lang = match a.flag("lang") {
                    None => engine::text::Lang::En,
                    Some(l) => engine::text::Lang::from_code(l).ok_or_else(|| format!("--lang takes en or ko, not '{l}'"))?,
                };
                let mut lines = m.log_text(lang, seat);
                // A finished game ends with its result in words (who won, and how).
                if let Some(o) = m.outcome() {
                    let d = m.display(lang);
                    let who = match o.winners_message() {
                        Some((key, args)) => d.message(key, &args),
                        None => d.message("outcome.draw", &[]),
                    };
                    lines.push(format!("{} {who} {}", d.message("outcome.game_over", &[]), d.message(&format!("outcome.{}", o.reason), &o.args)));
                }
                return Ok(lines.join("\n"));
            }
            Ok(serde_json::to_string_pretty(&m.view_json(seat)).unwrap())
        }
        "position" => {
            a.check_flags(&["pack"])?;
            let m = load_with(a.pos(0, "record")?, &a)?;
            // A position file holds a game in progress: a finished one has none (read back, it would play on).
            if m.outcome().is_some() {
                return Err(format!("{}: a position file holds a game in progress, so there is none to write", engine::session::game_over(m.meta(), m.outcome()).trim_end_matches("; no action is possible")));
            }
            m.position().ok_or_else(|| format!("{} has no position file for this moment (docs/positions.md says which moments a position can hold)", m.meta().name_en))
        }
        "link" => {
            a.check_flags(&["pack", "games", "scenario", "option"])?;
            match a.pos(0, "encode or decode")? {
                "encode" => {
                    let m = load_with(a.pos(1, "record")?, &a)?;
                    Ok(link::write(m.as_ref()))
                }
                "stats" => {
                    let entry = registry().playable(a.pos(1, "game")?).map_err(|e| e.0)?;
                    let n = a.number("games")?.unwrap_or(50);
                    let (mut rows, mut ratios) = (vec![], vec![]);
                    for seed in 1..=n {
                        let mut header = entry.header(a.flag("scenario"), seed).map_err(|e| e.0)?;
                        header.options = a.options()?;
                        let record = engine::tools::random_game(entry, header)?;
                        let m = entry.replay(&record, &Library::default()).map_err(|e| e.0)?;
                        let l = link::write(m.as_ref());
                        let payload = l.len() - l.find('-').map_or(0, |i| i + 3);
                        let bound = link::bound_chars(m.as_ref());
                        let v1 = link::encode_v1(m.record(), entry.meta()).len();
                        ratios.push(payload as f64 / bound.max(1.0));
                        rows.push(json!({ "seed": seed, "actions": record.actions.len(), "link": l.len(), "bound_chars": bound.round(), "ratio": (payload as f64 / bound.max(1.0) * 1000.0).round() / 1000.0, "format_1_link": v1 }));
                    }
                    let full: Vec<&serde_json::Value> = rows.iter().filter(|r| r["actions"].as_u64().unwrap_or(0) >= 400).collect();
                    let mean = |k: &str, v: &[&serde_json::Value]| v.iter().map(|r| r[k].as_f64().unwrap_or(0.0)).sum::<f64>() / v.len().max(1) as f64;
                    Ok(serde_json::to_string_pretty(&json!({
                        "game": entry.meta().id,
                        "games": n,
                        "complete_games_400_actions_or_more": full.len(),
                        "mean_link_chars_complete": mean("link", &full).round(),
                        "mean_bound_chars_complete": mean("bound_chars", &full).round(),
                        "mean_ratio_complete": (mean("ratio", &full) * 1000.0).round() / 1000.0,
                        "max_ratio_complete": full.iter().map(|r| r["ratio"].as_f64().unwrap_or(0.0)).fold(0.0, f64::max),
                        "mean_format_1_chars_complete": mean("format_1_link", &full).round(),
                        "games_detail": rows,
                    }))
                    .unwrap())
                }
                "decode" => {
                    let l = a.pos(1, "link")?;
                    let game = l.rsplit('#').next().and_then(|f| f.split('-').next()).and_then(|c| registry().by_code(c)).map_or("", |e| e.meta().id);
                    let m = link::open(l, registry(), &library(&a, game)?).map_err(|e| e.to_string())?;
                    Ok(m.record().to_json())
                }
                other => Err(format!("link takes encode or decode, not '{other}'")),
            }
        }
        "fuzz" => {
            a.check_flags(&["games", "seconds", "seed", "scenario"])?;
            let game = a.pos(0, "game (or all)")?;
            let budget = match (a.number("games")?, a.flag("seconds")) {
                (Some(n), None) => FuzzBudget::Count(n),
                (None, Some(s)) => FuzzBudget::Seconds(s.parse::<f64>().ok().filter(|s| *s > 0.0).ok_or_else(|| format!("--seconds must be a positive number, not '{s}'"))?),
                _ => return Err("fuzz needs --games N (games per scenario) or --seconds S (a time budget per game, shared by its scenarios)".into()),
            };
            let seed = a.number("seed")?.unwrap_or(1);
            // One line per scenario on stderr as it finishes; the whole report as JSON on stdout.
            let line = |r: &engine::tools::FuzzReport| {
                eprintln!(
                    "fuzz {:<20} {:<18} {:>7} games {:>9} actions {:>7.1} s {:>9.2} games/s {}",
                    r.game, r.scenario, r.games, r.actions, r.seconds, r.games_per_second(),
                    if r.failures.is_empty() { "ok".to_string() } else { format!("{} FAILED", r.failures.len()) }
                )
            };
            let reports = if game == "all" {
                if a.flag("scenario").is_some() {
                    return Err("fuzz all plays every scenario of every game: leave out --scenario".into());
                }
                engine::tools::fuzz_all(registry(), budget, seed, line)?
            } else {
                let entry = registry().playable(game).map_err(|e| e.0)?;
                let scenarios: Vec<Option<&str>> = match a.flag("scenario") {
                    Some("all") => entry.meta().scenarios.iter().map(|s| Some(s.id)).collect(),
                    other => vec![other],
                };
                let share = budget.share(scenarios.len());
                let mut reports = vec![];
                for sc in scenarios {
                    let r = engine::tools::fuzz_scenario(entry, sc, share, seed)?;
                    line(&r);
                    reports.push(r);
                }
                reports
            };
            let failed: usize = reports.iter().map(|r| r.failures.len()).sum();
            let games: u64 = reports.iter().map(|r| r.games).sum();
            let rows: Vec<serde_json::Value> = reports
                .iter()
                .map(|r| json!({ "report": r, "scenario": r.scenario, "seconds": r.seconds, "games_per_second": r.games_per_second() }))
                .collect();
            let out = serde_json::to_string_pretty(&if rows.len() == 1 { rows[0].clone() } else { json!({ "runs": rows, "games": games, "failures": failed }) }).unwrap();
            if failed == 0 {
                Ok(out)
            } else {
                Err(format!("{failed} of {games} games failed\n{out}"))
            }
        }
        "fuzz-input" => {
            a.check_flags(&["inputs", "seconds", "seed", "keep", "game"])?;
            let what = a.pos(0, "link, record, position, pack, pack-games, save or all")?;
            // `all`: every target in turn, each on the whole budget, in one process so that each game's
            // corpus of random games is built once (scripts/test.sh).
            let targets: Vec<engine::fuzz_input::Target> = if what == "all" {
                engine::fuzz_input::Target::ALL.to_vec()
            } else {
                vec![engine::fuzz_input::Target::parse(what).ok_or_else(|| format!("fuzz-input takes link, record, position, pack, pack-games, save or all, not '{what}'"))?]
            };
            let budget = match (a.number("inputs")?, a.flag("seconds")) {
                (Some(n), None) => FuzzBudget::Count(n),
                (None, Some(s)) => FuzzBudget::Seconds(s.parse::<f64>().ok().filter(|s| *s > 0.0).ok_or_else(|| format!("--seconds must be a positive number, not '{s}'"))?),
                _ => return Err("fuzz-input needs --inputs N (per game) or --seconds S (a time budget shared by the games)".into()),
            };
            let seed = a.number("seed")?.unwrap_or(1);
            let start = std::time::Instant::now();
            let reports: Vec<_> = targets.into_iter().flat_map(|target| engine::fuzz_input::run_games(target, registry(), budget, seed, a.flag("game"))).collect();
            for r in &reports {
                eprintln!("fuzz-input {:<10} {:<20} {:>8} inputs {:>7} accepted {:>8} refused {:>3} panics{}", r.target, r.game, r.inputs, r.accepted, r.refused, r.panics.len(),
                    if r.target == "pack-games" { format!(" ({} packs played, {} games)", r.packs_played, r.games) } else { String::new() });
            }
            let panics: usize = reports.iter().map(|r| r.panics.len()).sum();
            // Every panic is kept as a regression file, replayed by a test (engine/tests/core/regressions.rs).
            if let Some(dir) = a.flag("keep") {
                for r in &reports {
                    for (input, _) in &r.panics {
                        let folder = std::path::Path::new(dir).join(&r.game).join("regressions");
                        std::fs::create_dir_all(&folder).map_err(|e| format!("cannot create {}: {e}", folder.display()))?;
                        let name = format!("{}-{:08x}.txt", r.target.replace('-', ""), crc32fast_hash(input));
                        std::fs::write(folder.join(name), input).map_err(|e| format!("cannot keep a regression: {e}"))?;
                    }
                }
            }
            let out = serde_json::to_string_pretty(&json!({ "reports": reports, "seconds": start.elapsed().as_secs_f64() })).unwrap();
            if panics == 0 {
                Ok(out)
            } else {
                Err(format!("{panics} input(s) made the engine panic\n{out}"))
            }
        }
        "bench" => {
            a.check_flags(&["seconds", "scenario"])?;
            let secs = a.flag("seconds").map(|s| s.parse::<f64>().map_err(|_| format!("--seconds must be a number, not '{s}'"))).transpose()?;
            let entry = registry().playable(a.pos(0, "game")?).map_err(|e| e.0)?;
            let report = engine::tools::bench_scenario(entry, a.flag("scenario"), secs.unwrap_or(5.0))?;
            Ok(serde_json::to_string_pretty(&report).unwrap())
        }
        "random" => {
            a.check_flags(&["seed", "option", "scenario"])?;
            let entry = registry().playable(a.pos(0, "game")?).map_err(|e| e.0)?;
            let mut header = entry.header(a.flag("scenario"), a.number("seed")?.unwrap_or(1)).map_err(|e| e.0)?;
            header.options = a.options()?;
            let record = engine::tools::random_game(entry, header)?;
            Ok(record.to_json())
        }
        "pack" => {
            a.check_flags(&[])?;
            let what = a.pos(0, "check or export")?;
            let game = a.pos(1, "game")?;
            let entry = registry().get(game).map_err(|e| e.0)?;
            match what {
                "check" => {
                    let (name, decoded) = match a.positional.get(2) {
                        Some(dir) => read_pack_files(dir)?,
                        None => {
                            let (r, files) = entry.builtin_pack().map_err(|e| e.0)?;
                            let files = files.into_iter().map(|(n, t)| (n.to_string(), t.to_string())).collect();
                            (r.name, engine::packs::Decoded { files, ..Default::default() })
                        }
                    };
                    // Every problem of every file at once: bytes that are not UTF-8, then the tables'.
                    match engine::packs::check_decoded(entry, game, &name, decoded) {
                        Ok((r, pack, notes)) => Ok(serde_json::to_string_pretty(&json!({ "game": game, "pack": r.name, "hash": r.hash, "files": pack.files.len(), "errors": [], "notes": notes })).unwrap()),
                        Err(errors) => Err(format!("{} error(s) in the pack:\n{}", errors.len(), errors.join("\n"))),
                    }
                }
                "export" => {
                    let dir = a.pos(2, "folder")?;
                    let (r, files) = entry.builtin_pack().map_err(|e| e.0)?;
                    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {dir}: {e}"))?;
                    for (name, text) in &files {
                        std::fs::write(std::path::Path::new(dir).join(name), text).map_err(|e| format!("cannot write {name}: {e}"))?;
                    }
                    Ok(serde_json::to_string_pretty(&json!({ "game": game, "pack": r.name, "hash": r.hash, "files": files.len(), "folder": dir })).unwrap())
                }
                "hex" => {
                    let hex = a.pos(2, "hex")?;
                    let mut q = vec!["hex", hex];
                    if let Some(m) = a.positional.get(3) {
                        q.push(m);
                    }
                    entry.pack_query(&q).map(|v| serde_json::to_string_pretty(&v).unwrap())
                }
                other => Err(format!("pack takes check, export or hex, not '{other}'")),
            }
        }
        "help" | "--help" | "-h" => Ok(USAGE.to_string()),
        other => Err(format!("unknown command '{other}'\n{USAGE}")),
    }
}

/// A short name for a kept input.
fn crc32fast_hash(s: &str) -> u32 {
    let mut h: u32 = 0x811c_9dc5;
    for b in s.bytes() {
        h = (h ^ b as u32).wrapping_mul(0x0100_0193);
    }
    h
}
