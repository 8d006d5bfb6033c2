//! The WebAssembly benchmark page: `/?bench=twilight-struggle&games=200[&scenario=<id>]` plays that many
//! random games (of the scenario, else the game's first) on the bare rules inside the browser and prints the figures as JSON in `<pre id="bench">` instead of
//! starting the app. `node scripts/bench-wasm.mjs` opens it in headless Chromium and prints the result.
//!
//! `/?bench=ai&level=level3&decisions=120&seed=1[&game=<id>][&scenario=<id>]` times the computer player instead (docs/ai.md):
//! it plays a game against itself at that level, one thread, and prints the time of each
//! decision that had a choice (median, p95, max), the measure of the decision-time target. `&millis=N`
//! gives each decision the app's clock and time limit (`computer::DECISION_LIMIT` is what a game in the app
//! gets), so a level that stops at a time (level 4) is timed as a player meets it.

use web_sys::UrlSearchParams;

/// Runs the benchmark when the URL asks for it; returns whether it did.
pub fn run_if_requested() -> bool {
    let Some(window) = web_sys::window() else { return false };
    let Ok(search) = window.location().search() else { return false };
    let Ok(params) = UrlSearchParams::new_with_str(&search) else { return false };
    let Some(game) = params.get("bench") else { return false };
    let json = if game == "ai" {
        ai_bench(&params)
    } else if game == "scenarios" {
        // The scenario ids of `&game=<id>`, for `bench-wasm.mjs --scenario all`.
        let id = params.get("game").unwrap_or_default();
        match engine::games::registry().playable(&id) {
            Ok(e) => serde_json::json!({ "game": id, "scenarios": e.meta().scenarios.iter().map(|s| s.id).collect::<Vec<_>>() }),
            Err(e) => serde_json::json!({ "game": id, "error": e.0 }),
        }
    } else {
        let games: u64 = params.get("games").and_then(|g| g.parse().ok()).unwrap_or(200).clamp(1, 100_000);
        let start = js_sys::Date::now();
        let scenario = params.get("scenario");
        let result = engine::games::registry().playable(&game).and_then(|e| e.raw_random_games(scenario.as_deref(), 0, games));
        let ms = js_sys::Date::now() - start;
        match result {
            Ok(actions) => serde_json::json!({
                "game": game,
                "scenario": scenario,
                "games": games,
                "actions": actions,
                "milliseconds": ms,
                "games_per_second": games as f64 / (ms / 1000.0),
                "actions_per_second": actions as f64 / (ms / 1000.0),
            }),
            Err(e) => serde_json::json!({ "game": game, "error": e.0 }),
        }
    };
    if let Some(body) = window.document().and_then(|d| d.body()) {
        body.set_inner_html(&format!("<pre id=\"bench\">{json}</pre>"));
    }
    true
}

/// The computer player's decision times in this browser (ms), one level playing both sides
/// (`&game=<id>`: the first game of this bundle with a computer player unless named; `&scenario=<id>`: its
/// first scenario unless named).
fn ai_bench(params: &UrlSearchParams) -> serde_json::Value {
    use engine::ai::{self, Budget, Level};
    let level = params.get("level").and_then(|l| Level::parse(&l)).unwrap_or(Level::Search(ai::TOP_LEVEL));
    let decisions: usize = params.get("decisions").and_then(|d| d.parse().ok()).unwrap_or(120).clamp(1, 5_000);
    let seed: u64 = params.get("seed").and_then(|d| d.parse().ok()).unwrap_or(1);
    let game = params.get("game").or_else(|| {
        engine::games::registry().entries().filter(|e| e.here() && e.computer().is_some()).map(|e| e.meta().id.to_string()).next()
    });
    let Some(Ok(entry)) = game.map(|g| engine::games::registry().playable(&g)) else {
        return serde_json::json!({ "error": "this bundle carries no game with a computer player" });
    };
    let scenario = params.get("scenario");
    let Ok(mut m) = entry.header(scenario.as_deref(), seed).and_then(|h| entry.start(h, &Default::default())) else {
        return serde_json::json!({ "error": "the game does not start" });
    };
    let millis: Option<f64> = params.get("millis").and_then(|d| d.parse().ok()).filter(|&ms: &f64| ms > 0.0);
    let clock = || js_sys::Date::now();
    let budget = millis.map_or_else(Budget::default, |ms| Budget::millis(ms, &clock));
    let mut times: Vec<f64> = vec![];
    let mut n = 0u64;
    while m.outcome().is_none() && times.len() < decisions {
        let choices = m.legal_count();
        let start = js_sys::Date::now();
        let Ok(c) = engine::computer::choose(m.as_ref(), level, &budget, seed ^ n) else { break };
        if choices > 1 {
            times.push(js_sys::Date::now() - start);
        }
        if m.play(c.index).is_err() {
            break;
        }
        n += 1;
    }
    let median = ai::stats::quantile(&times, 0.5);
    let p95 = ai::stats::quantile(&times, 0.95);
    let max = times.iter().copied().fold(0.0, f64::max);
    serde_json::json!({
        "bench": "ai",
        "level": level.name(),
        "millis": millis,
        "decisions": times.len(),
        "actions": n,
        "median_ms": median,
        "p95_ms": p95,
        "max_ms": max,
    })
}
