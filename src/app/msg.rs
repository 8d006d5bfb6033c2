//! Messages with arguments, rendered as views: cards and spaces become buttons that point at the board.

use engine::Arg;
use leptos::prelude::*;

use super::ts;
use crate::i18n::{self, Lang, Names, Piece};

/// Names for one game: its seats, and for Twilight Struggle its cards and countries.
pub struct GameNames {
    pub lang: Lang,
    pub game: String,
    pub seats: &'static [&'static str],
}

impl GameNames {
    pub fn new(lang: Lang, game: &str) -> Self {
        let seats = engine::games::meta(game).map(|m| m.seats).unwrap_or(&[]);
        GameNames { lang, game: game.to_string(), seats }
    }
}

impl Names for GameNames {
    fn seat(&self, seat: u8) -> String {
        i18n::seat_name(self.lang, self.seats, seat)
    }
    fn card(&self, number: u16) -> String {
        match self.game.as_str() {
            "twilight-struggle" => ts::card_name(self.lang, number),
            _ => format!("#{number}"),
        }
    }
    fn space(&self, key: &str) -> String {
        match self.game.as_str() {
            "twilight-struggle" => ts::country_name(self.lang, key),
            _ => key.to_string(),
        }
    }
}

/// Plain text of a message (titles, save summaries).
pub fn plain(names: &GameNames, key: &str, args: &[Arg]) -> String {
    i18n::message(names.lang, names, key, args)
}

/// A message as a view. `focus`, when given, receives the board element a clicked card or space names
/// (`country:poland`, `card:6`).
pub fn rich(names: &GameNames, key: &str, args: &[Arg], focus: Option<RwSignal<Option<String>>>) -> AnyView {
    let Some(template) = i18n::lookup(names.lang, key) else {
        return plain(names, key, args).into_any();
    };
    i18n::pieces(template)
        .into_iter()
        .map(|p| match p {
            Piece::Text(t) => t.to_string().into_any(),
            Piece::Arg(i) => match args.get(i) {
                Some(a) => arg_view(names, a, focus),
                None => "?".into_any(),
            },
        })
        .collect_view()
        .into_any()
}

fn arg_view(names: &GameNames, arg: &Arg, focus: Option<RwSignal<Option<String>>>) -> AnyView {
    let text = i18n::arg_text(names.lang, names, arg);
    let (class, target) = match arg {
        Arg::Card(n) => ("ref ref-card", Some(format!("card:{n}"))),
        Arg::Space(s) => ("ref ref-space", Some(format!("country:{s}"))),
        Arg::Seat(s) => {
            let id = names.seats.get(*s as usize).copied().unwrap_or("");
            return view! { <span class=format!("seat-name seat-{id}")>{text}</span> }.into_any();
        }
        Arg::Roll(r) => return die(*r).into_any(),
        Arg::Num(_) => return view! { <b class="num">{text}</b> }.into_any(),
        Arg::Key(_) => return text.into_any(),
    };
    match (focus, target) {
        (Some(focus), Some(target)) => view! {
            <button type="button" class=class on:click=move |ev| {
                ev.stop_propagation();
                focus.set(Some(target.clone()));
            }>{text}</button>
        }
        .into_any(),
        _ => view! { <span class=class>{text}</span> }.into_any(),
    }
}

/// A die showing `n` as pips (1–6), with the number for screen readers and copy-paste.
pub fn die(n: u8) -> impl IntoView {
    // Pip centres on a 3 × 3 grid (0 = left/top, 1 = middle, 2 = right/bottom).
    let pips: &[(u8, u8)] = match n {
        1 => &[(1, 1)],
        2 => &[(0, 0), (2, 2)],
        3 => &[(0, 0), (1, 1), (2, 2)],
        4 => &[(0, 0), (2, 0), (0, 2), (2, 2)],
        5 => &[(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
        6 => &[(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
        _ => &[],
    };
    let dots = pips
        .iter()
        .map(|&(x, y)| view! { <circle cx=4.0 + x as f64 * 6.0 cy=4.0 + y as f64 * 6.0 r="1.55" /> })
        .collect_view();
    view! {
        <span class="die" data-die=n.to_string() role="img" aria-label=format!("⚀ {n}")>
            <svg viewBox="0 0 16 16" aria-hidden="true"><rect x="0.5" y="0.5" width="15" height="15" rx="3" />{dots}</svg>
            <span class="die-n">{n.to_string()}</span>
        </span>
    }
}
