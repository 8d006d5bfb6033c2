//! The WebAssembly benchmark page: `/?bench=twilight-struggle&games=200` plays that many random games
//! on the bare rules inside the browser and prints the figures as JSON in `<pre id="bench">` instead of
//! starting the app. `node scripts/bench-wasm.mjs` opens it in headless Chromium and prints the result.

use web_sys::UrlSearchParams;

/// Runs the benchmark when the URL asks for it; returns whether it did.
pub fn run_if_requested() -> bool {
    let Some(window) = web_sys::window() else { return false };
    let Ok(search) = window.location().search() else { return false };
    let Ok(params) = UrlSearchParams::new_with_str(&search) else { return false };
    let Some(game) = params.get("bench") else { return false };
    let games: u64 = params.get("games").and_then(|g| g.parse().ok()).unwrap_or(200).clamp(1, 100_000);
    let start = js_sys::Date::now();
    let result = engine::games::registry().playable(&game).and_then(|e| e.raw_random_games(0, games));
    let ms = js_sys::Date::now() - start;
    let json = match result {
        Ok(actions) => serde_json::json!({
            "game": game,
            "games": games,
            "actions": actions,
            "milliseconds": ms,
            "games_per_second": games as f64 / (ms / 1000.0),
            "actions_per_second": actions as f64 / (ms / 1000.0),
        }),
        Err(e) => serde_json::json!({ "game": game, "error": e.0 }),
    };
    if let Some(body) = window.document().and_then(|d| d.body()) {
        body.set_inner_html(&format!("<pre id=\"bench\">{json}</pre>"));
    }
    true
}
