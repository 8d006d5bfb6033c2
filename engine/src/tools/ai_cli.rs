//! The command-line side of the computer players (docs/cli.md, docs/ai.md): `sandtable ai` and
//! `sandtable arena`, reached from `engine/src/bin/sandtable.rs` through one line that calls [`run`].

use std::time::Instant;

use serde_json::json;

use super::arena::{self, ArenaSpec};
use super::args::{read_text, Args};
use crate::ai::{default_seed, levels, Budget, Level};
use crate::computer::choose;
use crate::games::registry;
use crate::Record;

pub const USAGE: &str = "usage:
  sandtable ai <record> --player <level> [--budget MS] [--iterations N] [--seed S] [--tune BITS]
      the action that player would choose at the record's current decision, with its candidates
      (--tune: the tuning experiments' switches, as the arena's --a-tune)
  sandtable arena <game> --a <level> --b <level> --games N [--scenario S] [--seed S] [--budget MS] [--iterations N]
                  [--threads T] [--option K=V]... [--details yes] [--save DIR] [--a-weights F,F,…] [--b-weights F,F,…]
      whole games between two players, sides swapped; wins, draws, a 95% interval, decision times
      (--a-weights: factors on a's evaluation weights, in the order `sandtable tune` prints)
  sandtable tune <game> --player <level> --iterations N --games G [--seed S] [--threads T] [--from F,F,…]
      tunes the evaluation's weights by self-play (SPSA): each iteration plays 2G games of the weights
      nudged up against nudged down and steps towards the side that won; prints each step and the factors
  sandtable ai-bench [<game>] [--games N] [--playouts N]
      raw engine speed (random games on the bare rules) and the AI's playout speed, natively
levels: random, greedy, level1 … (gentlest first), top (the strongest); <record> is a JSON record file or - for standard input";

/// The commands this module answers.
pub fn handles(command: &str) -> bool {
    matches!(command, "ai" | "arena" | "ai-bench" | "tune")
}

/// The level named by `--name`.
fn level(a: &Args, name: &str) -> Result<Level, String> {
    let v = a.flag(name).ok_or_else(|| format!("missing --{name} <level>\n{USAGE}"))?;
    Level::parse(v).ok_or_else(|| format!("unknown level '{v}'; levels: {}", levels().join(", ")))
}

/// Runs `sandtable ai …` or `sandtable arena …`.
pub fn run(command: &str, args: &[String]) -> Result<String, String> {
    let a = Args::parse(args, &[], USAGE)?;
    match command {
        "ai" => ai(&a),
        "arena" => arena(&a),
        "ai-bench" => bench(&a),
        "tune" => tune(&a),
        other => Err(format!("unknown command '{other}'\n{USAGE}")),
    }
}

fn ai(a: &Args) -> Result<String, String> {
    a.check_flags(&["player", "budget", "iterations", "seed", "explain", "tune"])?;
    crate::ai::set_tuning(a.number::<u32>("tune")?.unwrap_or(0));
    let path = a.positional.first().ok_or_else(|| format!("missing <record>\n{USAGE}"))?;
    let record = Record::from_json(&read_text(path)?).map_err(|e| format!("{path}: {e}"))?;
    let m = registry().load(&record, &crate::packs::Library::default()).map_err(|e| format!("{path}: {e}"))?;
    let level = level(a, "player")?;
    let seed = a.number::<u64>("seed")?.unwrap_or_else(|| default_seed(m.as_ref()));
    let start = Instant::now();
    let clock = move || start.elapsed().as_secs_f64() * 1000.0;
    let budget_ms = a.number::<f64>("budget")?;
    let budget = Budget { iterations: a.number::<u32>("iterations")?, millis: budget_ms, clock: budget_ms.map(|_| &clock as &dyn Fn() -> f64) };
    let seat = m.seat().ok_or("the game is over: there is no decision to make")?;
    if a.flag("explain").is_some() {
        let scores = crate::computer::explain(m.as_ref(), seed)?;
        return Ok(serde_json::to_string_pretty(&json!({ "prompt": m.prompt().id, "policy_scores": scores.iter().map(|(n, v)| json!([n, (v * 1000.0).round() / 1000.0])).collect::<Vec<_>>() })).unwrap());
    }
    let c = choose(m.as_ref(), level, &budget, seed)?;
    let seat_name = m.meta().seats[seat as usize];
    Ok(serde_json::to_string_pretty(&json!({
        "game": m.meta().id,
        "seat": seat_name,
        "player": level.name(),
        "prompt": m.prompt().id,
        "index": c.index,
        "notation": c.notation,
        "candidates": c.candidates,
        "iterations": c.iterations,
        "milliseconds": (clock() * 10.0).round() / 10.0,
        "seed": seed,
    }))
    .unwrap())
}

fn arena(a: &Args) -> Result<String, String> {
    a.check_flags(&["a", "b", "games", "seed", "scenario", "budget", "iterations", "threads", "option", "details", "save", "a-tune", "b-tune", "a-weights", "b-weights"])?;
    let game = a.positional.first().ok_or_else(|| format!("missing <game>\n{USAGE}"))?;
    let entry = registry().playable(game).map_err(|e| e.0)?;
    let options = a.options()?;
    let spec = ArenaSpec {
        a: level(a, "a")?,
        b: level(a, "b")?,
        games: a.number::<usize>("games")?.ok_or_else(|| format!("arena needs --games N\n{USAGE}"))?,
        seed: a.number::<u64>("seed")?.unwrap_or(1),
        budget_ms: a.number::<f64>("budget")?,
        iterations: a.number::<u32>("iterations")?,
        options,
        scenario: a.flag("scenario").map(str::to_string),
        threads: a.number::<usize>("threads")?.unwrap_or(0),
        tune: [a.number::<u32>("a-tune")?.unwrap_or(0), a.number::<u32>("b-tune")?.unwrap_or(0)],
        weights: [factors(a, "a-weights")?, factors(a, "b-weights")?],
        quiet: false,
    };
    let report = arena::run(entry, &spec)?;
    if let Some(dir) = a.flag("save") {
        std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {dir}: {e}"))?;
        for r in &report.results {
            let path = std::path::Path::new(dir).join(format!("game-{:04}.json", r.game));
            std::fs::write(&path, &r.record).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
    }
    let mut v = serde_json::to_value(&report).unwrap();
    if a.flag("details").is_none() {
        v.as_object_mut().unwrap().remove("results");
    }
    Ok(serde_json::to_string_pretty(&v).unwrap())
}

/// The factors of `--name F,F,…` (none: the built-in weights).
fn factors(a: &Args, name: &str) -> Result<Vec<f64>, String> {
    let Some(list) = a.flag(name) else { return Ok(vec![]) };
    list.split(',')
        .map(|f| match f.trim().parse::<f64>() {
            Ok(x) if x.is_finite() && x >= 0.0 => Ok(x),
            _ => Err(format!("--{name}: '{f}' is not a factor (a number, 0 or more)")),
        })
        .collect()
}

fn tune(a: &Args) -> Result<String, String> {
    a.check_flags(&["player", "iterations", "games", "seed", "threads", "from", "scenario"])?;
    let game = a.positional.first().ok_or_else(|| format!("missing <game>\n{USAGE}"))?;
    let entry = registry().playable(game).map_err(|e| e.0)?;
    let spec = super::tune::TuneSpec {
        level: level(a, "player")?,
        iterations: a.number::<usize>("iterations")?.ok_or_else(|| format!("tune needs --iterations N\n{USAGE}"))?,
        games: a.number::<usize>("games")?.ok_or_else(|| format!("tune needs --games G\n{USAGE}"))?,
        seed: a.number::<u64>("seed")?.unwrap_or(1),
        threads: a.number::<usize>("threads")?.unwrap_or(0),
        from: factors(a, "from")?,
        scenario: a.flag("scenario").map(str::to_string),
    };
    let report = super::tune::run(entry, &spec)?;
    Ok(serde_json::to_string_pretty(&report).unwrap())
}

fn bench(a: &Args) -> Result<String, String> {
    a.check_flags(&["games", "playouts", "seed"])?;
    let game = a.positional.first().map_or("twilight-struggle", |g| g.as_str());
    let entry = crate::games::registry().get(game).map_err(|e| e.0)?;
    let computer = crate::computer::computer_of(game)?;
    let games = a.number::<u64>("games")?.unwrap_or(3000);
    let playouts = a.number::<u32>("playouts")?.unwrap_or(300);
    let seed = a.number::<u64>("seed")?.unwrap_or(1);
    let t = Instant::now();
    let actions = entry.raw_random_games(None, seed, games).map_err(|e| e.0)?;
    let raw_secs = t.elapsed().as_secs_f64();
    let (p_actions, p_secs) = computer.bench_playouts(seed, playouts, &|| t.elapsed().as_secs_f64());
    Ok(serde_json::to_string_pretty(&json!({
        "raw_games": games,
        "raw_actions": actions,
        "raw_actions_per_second": (actions as f64 / raw_secs).round(),
        "raw_games_per_second": (games as f64 / raw_secs).round(),
        "playouts": playouts,
        "playout_actions": p_actions,
        "playouts_per_second": (playouts as f64 / p_secs).round(),
        "playout_actions_per_second": (p_actions as f64 / p_secs).round(),
    }))
    .unwrap())
}
