//! The hand: each card with its values (operations, logistics, intelligence for an offensive and for
//! an event, reaction) and the plays the prompt allows with it, right on the card; then the piles.

use engine::games::empire_of_the_sun::data::{Card, Side};
use engine::games::empire_of_the_sun::state::idx;
use engine::ActionInfo;
use leptos::prelude::*;

use crate::app::msg::{self, GameNames};
use crate::app::t;
use crate::i18n::Lang;

use super::super::panel::key_of;
use super::board::G;
use super::view_of;

/// A card's target key in the prompt (`card:j3`, `card:a13`).
fn card_key(side: Side, n: u8) -> String {
    format!("card:{}{n}", if side == Side::Japanese { "j" } else { "a" })
}

fn value(label: String, v: Option<u8>) -> Option<impl IntoView> {
    v.map(|v| view! { <span class="cv"><small>{label}</small><b>{v.to_string()}</b></span> })
}

/// One card of the hand with its plays.
fn card_view(g: G, names: &GameNames, l: Lang, c: &'static Card, plays: Vec<ActionInfo>) -> impl IntoView {
    let side_class = if c.side == Side::Japanese { "card-jp" } else { "card-al" };
    let kind = crate::boards::empire_of_the_sun::text::word(l, &format!("eots.g.card_kind.{}", key_of(c.kind)));
    let labels: Vec<String> = plays.iter().map(|a| a.label.clone()).collect();
    let buttons = plays
        .into_iter()
        .map(|a| {
            let unique = labels.iter().filter(|x| **x == a.label).count() == 1;
            let index = a.index;
            // On the card its name goes without saying: "Operations", "Event", "Discard"…
            let short = format!("eots.g.play.{}", a.label.trim_start_matches("eots.act."));
            let text = if unique && crate::i18n::has_key(&short) { t(l, &short) } else { msg::plain(names, &a.label, &a.args) };
            view! { <button class="btn card-play" data-test="card-play" data-index=index.to_string() title=a.notation.clone()
                on:click=move |_| { g.p.focus.set(None); g.p.on_play.run(index) }>{text}</button> }
        })
        .collect_view();
    let name = l.pick(&c.name_en, &c.name_ko).to_string();
    view! {
        <li class=format!("eots-card {side_class}") data-card=format!("{}{}", if c.side == Side::Japanese { "j" } else { "a" }, c.number)>
            <div class="eots-card-top">
                <span class="eots-card-ops" title=t(l, "eots.g.ops")>{c.ops.to_string()}</span>
                <span class="eots-card-name">{name}</span>
                <span class="eots-card-no">"#"{c.number.to_string()}</span>
            </div>
            <div class="eots-card-values">
                {value(t(l, "eots.g.logistics"), c.logistics)}
                {value(t(l, "eots.g.intel_oc"), c.intel_oc)}
                {value(t(l, "eots.g.intel_ec"), c.intel_ec)}
                <span class="eots-card-kind">{kind}</span>
                {c.remove.then(|| view! { <span class="eots-card-flag" title=t(l, "eots.g.removed_after")>"✕"</span> })}
            </div>
            <div class="eots-card-plays">{buttons}</div>
        </li>
    }
}

#[component]
pub fn HandPanel(g: G) -> impl IntoView {
    move || {
        let l = g.p.lang.get();
        g.p.snap.with(|s| {
            let s = s.as_ref()?;
            let v = view_of(s)?;
            let names = GameNames::new(l, &s.game);
            let d = v.data();
            let hand = v.hand_of.map(|side| {
                let cards = &v.state.cards[idx(side)];
                let items = cards
                    .hand
                    .iter()
                    .filter_map(|&n| d.card(side, n))
                    .map(|c| {
                        let key = card_key(side, c.number);
                        let plays: Vec<ActionInfo> = s.prompt.actions.iter().filter(|a| a.target.as_ref().map(|t| t.key()).as_deref() == Some(key.as_str())).cloned().collect();
                        card_view(g, &names, l, c, plays)
                    })
                    .collect_view();
                let future = cards.future.and_then(|(n, _)| d.card(side, n)).map(|c| {
                    view! { <p class="hint-line" data-test="future">{t(l, "eots.g.future").replace("{0}", l.pick(&c.name_en, &c.name_ko))}</p> }
                });
                view! {
                    <h3>{t(l, "eots.g.hand_of").replace("{0}", &t(l, if side == Side::Japanese { "seat.japan" } else { "seat.allies" }))}</h3>
                    <ul class="eots-hand" data-test="hand">{items}</ul>
                    {future}
                }
            });
            let hidden = (v.hand_of.is_none() && s.outcome.is_none()).then(|| view! { <p class="hint-line">{t(l, "eots.g.hand_hidden")}</p> });
            let piles = [Side::Japanese, Side::Allied]
                .into_iter()
                .map(|side| {
                    let i = idx(side);
                    let c = &v.state.cards[i];
                    let who = t(l, if side == Side::Japanese { "seat.japan" } else { "seat.allies" });
                    let line = t(l, "eots.g.piles")
                        .replace("{0}", &who)
                        .replace("{1}", &v.hands[i].to_string())
                        .replace("{2}", &v.decks[i].to_string())
                        .replace("{3}", &c.discard.len().to_string());
                    let future = c.future.map(|_| t(l, "eots.g.future_set"));
                    view! { <li>{line}{future.map(|f| format!(" · {f}"))}</li> }
                })
                .collect_view();
            Some(view! {
                {hand}
                {hidden}
                <ul class="eots-piles" data-test="piles">{piles}</ul>
            })
        })
    }
}
