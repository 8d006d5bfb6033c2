//! The decision panel's pieces: an action's button (the pointer or the keyboard focus on it rings its
//! target on the map), a group of actions that differ by one place or unit (a head, then a chip each),
//! and the odds of a roll before it is made (the engine's `Snapshot::odds`): the chance of each result,
//! the terms with their rule, the notes.

use engine::kit::odds::Odds;
use engine::ActionInfo;
use leptos::prelude::*;

use crate::app::msg::{self, GameNames};
use crate::app::rule_popover::linked_text;
use crate::app::t;
use crate::boards::BoardProps;

/// One action as the panel shows it.
pub struct Choice {
    pub index: usize,
    /// Its target's key (`space:warsaw`, `unit:3a`), if it has one.
    pub target: Option<String>,
    /// Its words in full (the button's accessible name and tooltip, however short its text).
    pub label: String,
    pub notation: String,
}

impl Choice {
    pub fn of(names: &GameNames, a: &ActionInfo) -> Choice {
        Choice { index: a.index, target: a.target.as_ref().map(|t| t.key()), label: msg::plain(names, &a.label, &a.args), notation: a.notation.clone() }
    }
}

/// An action of the prompt as a choice, with ` · 42%` when its roll marks good results; its odds, if it
/// rolls, join `odds` (shown after the actions).
pub fn choice(names: &GameNames, s: &crate::app::game::Snapshot, a: &ActionInfo, odds: &mut Vec<AnyView>) -> (Choice, String) {
    let c = Choice::of(names, a);
    let o = s.odds.get(a.index).and_then(|o| o.as_ref());
    if let Some(o) = o {
        odds.push(odds_block(names, c.label.clone(), o).into_any());
    }
    (c, pct_suffix(o))
}

/// What a button does besides ringing its target while the pointer or the focus is on it: `on_peek(true)`
/// when they arrive, `on_peek(false)` when they leave or the button is clicked.
pub fn button(p: BoardProps, c: Choice, class: &'static str, text: String, on_peek: Option<Callback<bool>>) -> impl IntoView {
    let Choice { index, target, label, notation } = c;
    let (t1, t2) = (target.clone(), target.clone());
    let hover = p.hover;
    let on_play = p.on_play;
    // `try_run`: a chip's callback belongs to the panel that drew it, and a click redraws the panel; the
    // browser may still send the removed chip a blur or mouseleave (a focused button taken out of the page),
    // and a disposed callback must then do nothing rather than panic (Kutuzov's march chips did, issue 27).
    let peek = move |on: bool| {
        if let Some(cb) = on_peek {
            let _ = cb.try_run(on);
        }
    };
    // The tooltip: the full words (a chip shows only the place or unit), then the notation.
    let title = if notation.is_empty() || notation == label { label.clone() } else { format!("{notation}\n{label}") };
    view! {
        <button class=format!("btn action {class}") data-test="action" data-index=index.to_string() data-target=target.unwrap_or_default()
            data-notation=notation title=title aria-label=label
            on:mouseenter=move |_| { hover.set(t1.clone()); peek(true) }
            on:mouseleave=move |_| { hover.set(None); peek(false) }
            on:focus=move |_| { hover.set(t2.clone()); peek(true) }
            on:blur=move |_| { hover.set(None); peek(false) }
            on:click=move |_| { hover.set(None); peek(false); on_play.run(index) }>
            <span class="action-text">{text}</span>
        </button>
    }
}

/// A group of chips under its head.
pub fn group(prefix: &'static str, head: AnyView, chips: AnyView) -> impl IntoView {
    view! {
        <div class=format!("chip-group {prefix}-group") data-test="action-group">
            {head}
            <span class=format!("chips {prefix}-chips")>{chips}</span>
        </div>
    }
}

/// The chance of the acting side's good results, in percent, if the odds mark any.
pub fn good_pct(o: &Odds) -> Option<u32> {
    o.success().map(|p| (p * 100.0).round() as u32)
}

/// ` · 42%` after an action's words when its roll marks good results.
pub fn pct_suffix(o: Option<&Odds>) -> String {
    o.and_then(good_pct).map(|p| format!(" · {p}%")).unwrap_or_default()
}

/// The odds of one action: the results with their chances, the terms with their rule, the notes (a note
/// on the dice themselves, `<game>.odds.dice`, stands out).
pub fn odds_block(names: &GameNames, label: String, o: &Odds) -> impl IntoView {
    let total = o.total.max(1) as f64;
    let linked = |id: &str, args: &[engine::Arg]| linked_text(names.lang, names.game, msg::plain(names, id, args));
    let results = o
        .outcomes
        .iter()
        .map(|x| {
            let pct = x.ways as f64 * 100.0 / total;
            let pct = if pct > 0.0 && pct < 0.5 { "<1%".to_string() } else { format!("{}%", pct.round() as u32) };
            view! { <li class="odds-result" class:good=x.success == Some(true) class:bad=x.success == Some(false)><b>{pct}</b>" "{linked(&x.id, &x.args)}</li> }
        })
        .collect_view();
    let terms = o.modifiers.iter().map(|m| view! { <li class="odds-term">{linked(&m.id, &m.args)}" "<b>{format!("{:+}", m.value)}</b></li> }).collect_view();
    let notes = o
        .notes
        .iter()
        .map(|(id, args)| view! { <li class="odds-note" class:strong=id.ends_with(".odds.dice")>{linked(id, args)}</li> })
        .collect_view();
    view! {
        <div class="odds" data-test="odds">
            <p class="odds-head">{label}</p>
            <ul class="odds-results" data-test="odds-results">{results}</ul>
            <ul class="odds-terms" data-test="odds-terms">{terms}</ul>
            <ul class="odds-notes">{notes}</ul>
        </div>
    }
}

/// The odds of the prompt's rolls under their title (nothing when no action rolls).
pub fn odds_list(l: crate::i18n::Lang, title: &str, blocks: Vec<AnyView>) -> Option<impl IntoView> {
    (!blocks.is_empty()).then(|| {
        view! {
            <div class="odds-list" data-test="odds-list">
                <p class="odds-title">{t(l, title)}</p>
                {blocks}
            </div>
        }
    })
}

/// The panel: the head (who decides and what), then the board's rows of actions.
pub fn panel(prefix: &'static str, seat_id: &str, head: AnyView, body: impl IntoView) -> impl IntoView {
    view! {
        <section class=format!("prompt prompt-{seat_id} {prefix}-decide") aria-live="polite" data-test="prompt-panel">
            {head}
            <div class="prompt-body">{body}</div>
        </section>
    }
}
