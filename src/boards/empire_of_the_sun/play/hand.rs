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

/// The uses of a card's operations that name something else too (an HQ to withdraw or bring back, a
/// route to build: 7.25, 6.53): the engine's action targets the unit or hex, so they are matched to the
/// card by their notation (`oc 23 withdraw …`).
pub const OTHER_USES: [&str; 3] = ["eots.act.oc_withdraw", "eots.act.oc_return", "eots.act.oc_route"];

/// Whether `a` is a play of the card numbered `n` (its target is the card, or it is one of its other
/// operations uses).
pub fn plays_card(a: &ActionInfo, key: &str, n: u8) -> bool {
    a.target.as_ref().map(|t| t.key()).as_deref() == Some(key) || (OTHER_USES.contains(&a.label.as_str()) && a.notation.split(' ').nth(1) == Some(&n.to_string()))
}

/// One card of the hand with its plays: each kind of play once, and the plays that choose something
/// more (which HQ to withdraw…) folded under their kind, listing what they choose.
fn card_view(g: G, names: &GameNames, l: Lang, c: &'static Card, plays: Vec<ActionInfo>) -> impl IntoView {
    let side_class = if c.side == Side::Japanese { "card-jp" } else { "card-al" };
    let kind = crate::boards::empire_of_the_sun::text::word(l, &format!("eots.g.card_kind.{}", key_of(c.kind)));
    let mut groups: Vec<(String, Vec<ActionInfo>)> = vec![];
    for a in plays {
        match groups.iter_mut().find(|(label, _)| *label == a.label) {
            Some((_, v)) => v.push(a),
            None => groups.push((a.label.clone(), vec![a])),
        }
    }
    let button = move |a: &ActionInfo, text: String| {
        let index = a.index;
        let target = a.target.as_ref().map(|t| t.key()).unwrap_or_default();
        view! { <button class="btn card-play" data-test="card-play" data-index=index.to_string() data-target=target title=a.notation.clone()
            on:click=move |_| { g.p.focus.set(None); g.p.on_play.run(index) }>{text}</button> }
    };
    let buttons = groups
        .into_iter()
        .map(|(label, plays)| {
            // On the card its name goes without saying: "Operations", "Event", "Discard"…
            let short = format!("eots.g.play.{}", label.trim_start_matches("eots.act."));
            let has_short = crate::i18n::has_key(&short);
            if plays.len() == 1 || !has_short {
                return plays
                    .iter()
                    .map(|a| button(a, if plays.len() == 1 && has_short { t(l, &short) } else { msg::plain(names, &a.label, &a.args) }))
                    .collect_view()
                    .into_any();
            }
            // Several of one kind: what each chooses (the unit, the hex), folded under the kind.
            let items = plays
                .iter()
                .map(|a| button(a, a.args.iter().skip(1).map(|x| engine::text::Display::arg(names, x)).collect::<Vec<_>>().join(" → ")))
                .collect_view();
            view! {
                <details class="card-uses" data-test="card-uses">
                    <summary>{format!("{} ({})", t(l, &short), plays.len())}</summary>
                    <div class="card-use-list">{items}</div>
                </details>
            }
            .into_any()
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
                        let plays: Vec<ActionInfo> = s.prompt.actions.iter().filter(|a| plays_card(a, &key, c.number)).cloned().collect();
                        card_view(g, &names, l, c, plays)
                    })
                    .collect_view();
                let future = cards.future.and_then(|(n, _)| d.card(side, n)).map(|c| {
                    view! { <p class="hint-line" data-test="future">{t(l, "eots.g.future").replace("{0}", l.pick(&c.name_en, &c.name_ko))}</p> }
                });
                view! {
                    <h3>{t(l, if side == Side::Japanese { "eots.g.hand_japan" } else { "eots.g.hand_allies" })}</h3>
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
