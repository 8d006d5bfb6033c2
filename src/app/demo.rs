//! The convention demo (`?demo=<game>`): the computer plays every seat at a readable pace, the log
//! scrolls, a new game starts a while after one ends, and nothing is saved. Any key, click or touch
//! stops it and offers to take over any player's side (then it is a saved game against the computer) or to
//! watch on.

use leptos::prelude::*;

use super::{t, Ctx};

/// The level the demo plays at unless `?level=` says otherwise: the strongest (its decisions take a
/// fraction of the pace).
pub const LEVEL: &str = "level3";
/// The pause between two moves (ms) unless `?pace=` says otherwise.
pub const PACE_MS: f64 = 1100.0;
/// The pace of this demo: `?pace=<ms>` (0–10,000) or the default.
pub fn pace() -> f64 {
    super::dom::query_param("pace").and_then(|p| p.parse::<f64>().ok()).map_or(PACE_MS, |p| p.clamp(0.0, 10_000.0))
}

/// How long a finished game stays on screen before the next one begins (ms): ten moves' time, 3–12 s.
pub fn between_games_ms() -> u64 {
    (pace() * 10.0).clamp(3_000.0, 12_000.0) as u64
}

/// The banner of a running demo, and the offer shown once it is stopped.
#[component]
pub fn DemoBar(ctx: Ctx, seats: &'static [&'static str], roles: engine::Roles, stopped: RwSignal<bool>) -> impl IntoView {
    let lang = ctx.lang;
    move || {
        let l = lang.get();
        if !stopped.get() {
            return view! {
                <div class="demo-bar" data-test="demo-bar" role="status">
                    <span class="demo-dot" aria-hidden="true"></span>
                    // Two players, or more (Kutuzov's four Powers); Downfall's four factions are two players'.
                    <span>{t(l, if roles.players.len() > 2 { "demo.running_all" } else { "demo.running" })}</span>
                </div>
            }
            .into_any();
        }
        // One offer per player: taking over a player takes every role they hold.
        let take = roles
            .players
            .iter()
            .filter_map(|p| p.first().map(|&first| (first, p.clone())))
            .map(|(seat, held)| {
                let name = held.iter().map(|&r| crate::i18n::seat_name(l, seats, r)).collect::<Vec<_>>().join(" · ");
                view! {
                    <button class="btn btn-primary" data-test="demo-take" data-seat=seats[seat as usize] on:click=move |_| ctx.take_over(seat)>
                        {t(l, "demo.take_over").replace("{0}", &name)}
                    </button>
                }
            })
            .collect_view();
        view! {
            <div class="demo-offer" role="dialog" aria-labelledby="demo-h" data-test="demo-offer">
                <div class="curtain-card">
                    <h2 id="demo-h">{t(l, "demo.stopped")}</h2>
                    <p>{t(l, "demo.stopped_text")}</p>
                    <div class="row-actions">{take}</div>
                    <button class="btn" data-test="demo-resume" on:click=move |_| stopped.set(false)>{t(l, "demo.resume")}</button>
                </div>
            </div>
        }
        .into_any()
    }
}
