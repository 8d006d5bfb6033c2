//! Messages with arguments, rendered as views: cards and spaces become buttons that point at the board.

use engine::Arg;
use leptos::prelude::*;

use super::board_ts;
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
            "twilight-struggle" => board_ts::card_name(self.lang, number),
            _ => format!("#{number}"),
        }
    }
    fn space(&self, key: &str) -> String {
        match self.game.as_str() {
            "twilight-struggle" => board_ts::country_name(self.lang, key),
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
        Arg::Roll(_) => {
            let label = format!("die {text}");
            return view! { <span class="die" aria-label=label>{text}</span> }.into_any();
        }
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
