//! Messages with arguments, rendered as views: cards and spaces become buttons that point at the board.

use engine::text::Display as _;
use engine::Arg;
use leptos::prelude::*;

use crate::i18n::{self, Piece};
pub use crate::i18n::Words as GameNames;

/// Plain text of a message (titles, save summaries).
pub fn plain(names: &GameNames, key: &str, args: &[Arg]) -> String {
    i18n::message(names, key, args)
}

/// A message as a view. `focus`, when given, receives the board element a clicked card or space names
/// (`space:poland`, `card:6`).
pub fn rich(names: &GameNames, key: &str, args: &[Arg], focus: Option<RwSignal<Option<String>>>) -> AnyView {
    let Some(template) = i18n::lookup(names.lang, key) else {
        return plain(names, key, args).into_any();
    };
    // Korean particles (이(가), 을(를), (으)로…) agree with the word just before them (engine::text).
    let korean = names.lang == crate::i18n::Lang::Ko;
    let mut before = String::new();
    i18n::pieces(template)
        .into_iter()
        .map(|p| match p {
            Piece::Text(t) => {
                let t = if korean { engine::text::particles_after(&before, t) } else { t.to_string() };
                before = t.clone();
                // Rule tags the message cites ("(9.2F6)", "(KUT 12.2)") open their summary.
                if focus.is_some() {
                    crate::app::rule_popover::linked_text(names.lang, names.game, t)
                } else {
                    t.into_any()
                }
            }
            Piece::Plural { arg, one, other } => {
                let w = Piece::plural(arg, one, other, args);
                before = w.clone();
                w.into_any()
            }
            Piece::Arg(i) => match args.get(i) {
                Some(a) => {
                    before = names.arg(a);
                    arg_view(names, a, focus)
                }
                None => "?".into_any(),
            },
        })
        .collect_view()
        .into_any()
}

fn arg_view(names: &GameNames, arg: &Arg, focus: Option<RwSignal<Option<String>>>) -> AnyView {
    let text = names.arg(arg);
    let (class, target) = match arg {
        Arg::Card(n) => ("ref ref-card", Some(format!("card:{n}"))),
        Arg::Space(s) => ("ref ref-space", Some(format!("space:{s}"))),
        Arg::Hex(h) => ("ref ref-space", Some(format!("hex:{h}"))),
        Arg::Unit(u) => ("ref ref-unit", Some(format!("unit:{u}"))),
        Arg::Dice(d) => return d.iter().map(|x| die(x.value)).collect_view().into_any(),
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
    let pips = crate::dice::pips(n);
    let dots = pips.iter().map(|&(x, y)| view! { <circle cx=x cy=y r=crate::dice::PIP /> }).collect_view();
    // A ten-sided die (0–9, Empire of the Sun) shows its number on the face.
    let face = (pips.is_empty()).then(|| view! { <text x="8" y="11.6" text-anchor="middle" class="die-face">{n.to_string()}</text> });
    view! {
        <span class="die" data-die=n.to_string() role="img" aria-label=format!("⚀ {n}")>
            <svg viewBox="0 0 16 16" aria-hidden="true"><rect x="0.5" y="0.5" width="15" height="15" rx="3" />{dots}{face}</svg>
            <span class="die-n">{n.to_string()}</span>
        </span>
    }
}
