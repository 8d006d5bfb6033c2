//! Cards: the full card (ops, side, period, removed-after-event and lasting marks, name and summary in
//! the player's language), the small chip used in lists and buttons, the hand, the piles and the
//! effects in play, and the card shown on its own when the log or a chip names it.

use std::collections::BTreeSet;

use engine::games::twilight_struggle::cards::CHINA_CARD;
use engine::games::twilight_struggle::state::Player;
use leptos::prelude::*;

use crate::app::t;
use super::{card, decider, on_screen, seat_text, targets, Ts};
use crate::i18n::Lang;

/// How a card is shown in a list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    Full,
    Mini,
}

/// One card. `legal`: an action targets it (clicking plays it); `ops`: its ops for the player after the
/// events in play, when that differs from the printed value.
pub fn card_view(l: Lang, n: u16, ts: Ts, legal: bool, ops: Option<u8>, size: Size) -> AnyView {
    let target = format!("card:{n}");
    let Some(c) = card(n) else {
        return view! { <li class="card">{format!("#{n}")}</li> }.into_any();
    };
    let side = c.side.key();
    let period = c.period.key();
    let printed = if c.scoring { "S".to_string() } else { c.ops.to_string() };
    let ops_text = match ops {
        Some(o) if !c.scoring && o != c.ops => format!("{o}"),
        _ => printed.clone(),
    };
    let modified = ops.is_some_and(|o| !c.scoring && o != c.ops);
    let name = l.pick(&c.name_en, &c.name_ko).to_string();
    let summary = l.pick(&c.summary_en, &c.summary_ko).to_string();
    let t_click = target.clone();
    let t_key = target.clone();
    let click = move |_| {
        if legal {
            ts.choose(&t_click);
        } else {
            ts.focus.set(Some(t_click.clone()));
        }
    };
    let key = move |ev: leptos::ev::KeyboardEvent| {
        if ev.key() == "Enter" || ev.key() == " " {
            ev.prevent_default();
            if legal {
                ts.choose(&t_key);
            } else {
                ts.focus.set(Some(t_key.clone()));
            }
        }
    };
    let ops_title = if c.scoring {
        t(l, "ts.scoring")
    } else if modified {
        t(l, "ts.ops_modified").replace("{0}", &c.ops.to_string()).replace("{1}", &ops_text)
    } else {
        t(l, "ts.ops_n").replace("{0}", &c.ops.to_string())
    };
    let marks = view! {
        <span class="card-marks">
            {c.starred.then(|| view! { <span class="mark mark-star" title=t(l, "ts.starred") aria-label=t(l, "ts.starred")>"★"</span> })}
            {c.lasting.then(|| view! { <span class="mark mark-lasting" title=t(l, "ts.lasting_mark") aria-label=t(l, "ts.lasting_mark")>"◆"</span> })}
            {c.war.then(|| view! { <span class="mark mark-war" title=t(l, "ts.war_card") aria-label=t(l, "ts.war_card")>"⚔"</span> })}
        </span>
    };
    let label = format!("{name}, {ops_title}, {}", t(l, &format!("ts.side.{side}")));
    let class = format!("card side-{side} period-{period} size-{}", if size == Size::Full { "full" } else { "mini" });
    let body = match size {
        Size::Full => view! {
            <div class="card-top">
                <span class="card-ops" class:modified=modified title=ops_title>{ops_text}</span>
                <span class="card-name">{name}</span>
                {marks}
            </div>
            <div class="card-meta">
                <span>{format!("#{n}")}</span>
                <span>{t(l, &format!("ts.side.{side}"))}</span>
                <span>{t(l, &format!("ts.period.{period}"))}</span>
            </div>
            <p class="card-text">{summary}</p>
        }
        .into_any(),
        Size::Mini => view! {
            <span class="card-ops" class:modified=modified title=ops_title>{ops_text}</span>
            <span class="card-name">{name}</span>
            {marks}
        }
        .into_any(),
    };
    view! {
        <li class=class class:legal=legal class:scoring=c.scoring
            class:focused=move || ts.focus.with(|f| f.as_deref() == Some(target.as_str()))
            data-card=n.to_string() tabindex="0" role="button" aria-label=label title=summary_title(l, n)
            on:click=click on:keydown=key>
            {body}
        </li>
    }
    .into_any()
}

fn summary_title(l: Lang, n: u16) -> String {
    card(n).map(|c| format!("{} — {}", l.pick(&c.name_en, &c.name_ko), l.pick(&c.summary_en, &c.summary_ko))).unwrap_or_default()
}

/// A small card for a button or a line of text (not interactive by itself). `ops`: the value for the
/// player who would play it, when known (the same number the hand shows); else the printed value.
pub fn card_chip(l: Lang, n: u16, ops: Option<u8>) -> impl IntoView {
    let c = card(n);
    let side = c.map_or("neutral", |c| c.side.key());
    let modified = c.is_some_and(|c| !c.scoring && ops.is_some_and(|o| o != c.ops));
    let ops = c.map_or(String::new(), |c| if c.scoring { "S".into() } else { ops.unwrap_or(c.ops).to_string() });
    let name = c.map_or(format!("#{n}"), |c| l.pick(&c.name_en, &c.name_ko).to_string());
    let starred = c.is_some_and(|c| c.starred);
    view! {
        <span class=format!("chip-card side-{side}")>
            <span class="card-ops" class:modified=modified>{ops}</span>
            <span class="chip-name">{name}</span>
            {starred.then(|| view! { <span class="mark mark-star" aria-hidden="true">"★"</span> })}
        </span>
    }
}

/// The deciding seat's hand, with the China Card when it holds it, and the other hand as a count.
#[component]
pub fn HandPanel(ts: Ts) -> impl IntoView {
    let lang = ts.lang;
    #[derive(Clone, PartialEq)]
    struct HandLook {
        player: Player,
        hand: Vec<u8>,
        ops: Vec<u8>,
        legal: BTreeSet<u16>,
        china: bool,
        china_up: bool,
        china_ops: u8,
        headline: Option<u8>,
        other: (Player, usize),
        choosing: bool,
    }
    let look = Memo::new(move |_| {
        ts.snap.with(|s| {
            let s = s.as_ref()?;
            let v = super::view_of(s)?;
            let p = on_screen(s)?;
            let hand = v.hands[p.idx()].clone()?;
            let tg = targets(s);
            let legal = tg.keys().filter_map(|k| k.strip_prefix("card:")).filter_map(|n| n.parse().ok()).collect();
            Some(HandLook {
                player: p,
                // The engine's value of each card for this player now (every modifier in play).
                ops: v.hand_ops[p.idx()].clone().filter(|o| o.len() == hand.len()).unwrap_or_else(|| hand.iter().map(|&c| super::ops_for(v, p, c as u16)).collect()),
                hand,
                legal,
                china: v.china.holder == Some(p),
                china_up: v.china.face_up,
                china_ops: super::ops_for(v, p, CHINA_CARD as u16),
                headline: v.headlines[p.idx()],
                other: (p.opponent(), v.hand_counts[p.opponent().idx()]),
                choosing: matches!(s.prompt.id.as_str(), "ts.choose_card" | "ts.choose_headline" | "ts.choose_card_trapped"),
            })
        })
    });
    move || {
        let l = lang.get();
        if ts.curtain.get().is_some() {
            return view! { <p class="hint pad" data-test="hand-hidden">{t(l, "ts.hand_hidden")}</p> }.into_any();
        }
        let Some(h) = look.get() else {
            // Once the game is over the view is the whole state: both hands are shown.
            let hands = ts.snap.with(|s| {
                s.as_ref().filter(|s| s.outcome.is_some()).and_then(|s| super::view_of(s)).map(|v| v.hands.clone())
            });
            return match hands {
                Some(hands) => view! {
                    <div class="pad end-hands" data-test="end-hands">
                        <p class="hint">{t(l, "ts.hands_over")}</p>
                        {Player::BOTH.into_iter().map(|p| {
                            let cards = hands[p.idx()].clone().unwrap_or_default();
                            view! {
                                <section class=format!("hand hand-{}", p.key())>
                                    <h3>{t(l, "ts.your_hand").replace("{0}", &seat_text(l, p))}" "<small>{format!("({})", cards.len())}</small></h3>
                                    <ul class="cards mini-list">{cards.iter().map(|&n| card_view(l, n as u16, ts, false, None, Size::Mini)).collect_view()}</ul>
                                </section>
                            }
                        }).collect_view()}
                    </div>
                }
                .into_any(),
                None => view! { <p class="hint pad">{t(l, "ts.no_hand")}</p> }.into_any(),
            };
        };
        let seat_name = seat_text(l, h.player);
        let cards = h
            .hand
            .iter()
            .zip(&h.ops)
            .map(|(&n, &o)| {
                let legal = h.legal.contains(&(n as u16));
                let v = card_view(l, n as u16, ts, legal, Some(o), Size::Full);
                if h.choosing && !legal {
                    view! { <div class="unplayable" title=t(l, "ts.not_now")>{v}</div> }.into_any()
                } else {
                    v
                }
            })
            .collect_view();
        let china = h.china.then(|| {
            let legal = h.legal.contains(&(CHINA_CARD as u16));
            let state = t(l, if h.china_up { "ts.face_up" } else { "ts.face_down" });
            view! {
                <div class="china-slot" class:down=!h.china_up>
                    <span class="china-state">{t(l, "ts.china_held").replace("{0}", &state)}</span>
                    <ul class="cards">{card_view(l, CHINA_CARD as u16, ts, legal, Some(h.china_ops), Size::Full)}</ul>
                </div>
            }
        });
        let headline = h.headline.map(|c| {
            view! {
                <div class="headline-slot">
                    <span class="stat-l">{t(l, "ts.your_headline")}</span>
                    <ul class="cards">{card_view(l, c as u16, ts, false, None, Size::Mini)}</ul>
                </div>
            }
        });
        let (other, count) = h.other;
        view! {
            <section class=format!("hand hand-{}", h.player.key()) data-test="hand" data-seat=h.player.key()>
                <h3>{t(l, "ts.your_hand").replace("{0}", &seat_name)}" "<small>"(" {h.hand.len().to_string()} ")"</small></h3>
                {headline}
                <ul class="cards">{cards}</ul>
                {china}
                <p class=format!("hand-count hand-{}", other.key()) data-test="hand-count" data-seat=other.key()>
                    {t(l, "ts.opponent_hand").replace("{0}", &seat_text(l, other)).replace("{1}", &count.to_string())}
                </p>
            </section>
        }
        .into_any()
    }
}

/// The piles: events in play, cards on the table, the discard pile and the removed cards.
#[component]
pub fn PilesPanel(ts: Ts) -> impl IntoView {
    let lang = ts.lang;
    let look = Memo::new(move |_| ts.with_view(|_, v| (v.effects.clone(), v.table.clone(), v.discard.clone(), v.removed.clone(), v.deck_count)));
    move || {
        let l = lang.get();
        let (effects, table, discard, removed, deck) = look.get()?;
        let list = |cards: Vec<u16>| -> AnyView {
            if cards.is_empty() {
                view! { <p class="hint">{t(l, "ts.none")}</p> }.into_any()
            } else {
                view! { <ul class="cards mini-list">{cards.into_iter().map(|n| card_view(l, n, ts, false, None, Size::Mini)).collect_view()}</ul> }.into_any()
            }
        };
        let effect_rows = effects
            .iter()
            .map(|e| {
                let n = e.card as u16;
                view! {
                    <li class=format!("effect-row eff-{}", e.player.key())>
                        <ul class="cards mini-list">{card_view(l, n, ts, false, None, Size::Mini)}</ul>
                        <span class="effect-meta">
                            {seat_text(l, e.player)}
                            {e.region.map(|r| format!(" · {}", t(l, &format!("ts.region.{}", r.key()))))}
                            " · "{t(l, if e.turn_only { "ts.this_turn" } else { "ts.lasting" })}
                        </span>
                    </li>
                }
            })
            .collect_view();
        let mut discard: Vec<u16> = discard.iter().map(|&c| c as u16).collect();
        discard.reverse();
        Some(view! {
            <div class="piles pad" data-test="piles">
                <section data-test="effects-list">
                    <h3>{t(l, "ts.in_play")}" "<small>{format!("({})", effects.len())}</small></h3>
                    {if effects.is_empty() { view! { <p class="hint">{t(l, "ts.none")}</p> }.into_any() } else { view! { <ul class="effect-list">{effect_rows}</ul> }.into_any() }}
                </section>
                {(!table.is_empty()).then(|| view! {
                    <section data-test="table">
                        <h3>{t(l, "ts.on_table")}</h3>
                        {list(table.iter().map(|&c| c as u16).collect())}
                    </section>
                })}
                <section data-test="discard">
                    <h3>{t(l, "ts.discard")}" "<small>{format!("({})", discard.len())}</small></h3>
                    {list(discard)}
                </section>
                <section data-test="removed">
                    <h3>{t(l, "ts.removed")}" "<small>{format!("({})", removed.len())}</small></h3>
                    {list(removed.iter().map(|&c| c as u16).collect())}
                </section>
                <p class="hint">{t(l, "ts.deck_hidden").replace("{0}", &deck.to_string())}</p>
                <Provenance lang=lang />
            </div>
        })
    }
}

/// The card named in the log, the prompt or a chip: shown in full over the map until closed.
#[component]
pub fn CardFocus(ts: Ts) -> impl IntoView {
    let lang = ts.lang;
    move || {
        let l = lang.get();
        let n: u16 = ts.focus.with(|f| f.as_deref().and_then(|f| f.strip_prefix("card:")).and_then(|n| n.parse().ok()))?;
        let (legal, ops) = ts
            .snap
            .with(|s| {
                s.as_ref().map(|s| {
                    let legal = targets(s).contains_key(&format!("card:{n}"));
                    let ops = super::view_of(s).zip(decider(s)).map(|(v, p)| super::ops_for(v, p, n));
                    (legal, ops)
                })
            })
            .unwrap_or((false, None));
        Some(view! {
            <div class="card-focus" data-test="card-focus" role="dialog" aria-label=super::card_title(l, n)>
                <ul class="cards">{card_view(l, n, ts, legal, ops, Size::Full)}</ul>
                <button class="btn btn-small" data-test="card-focus-close" on:click=move |_| ts.focus.set(None)>{t(l, "app.dismiss")}</button>
            </div>
        })
    }
}

/// Where the map and card data come from (DESIGN.md "Data": the app shows provenance to players).
/// The tables are built only while the panel is open.
#[component]
pub fn Provenance(lang: RwSignal<Lang>) -> impl IntoView {
    use super::data;
    let open = RwSignal::new(false);
    let tables = move || {
        if !open.get() {
            return None;
        }
        let l = lang.get();
        let d = data();
        let country_rows = d
            .countries
            .iter()
            .map(|c| view! { <tr><td>{l.pick(&c.name_en, &c.name_ko).to_string()}</td><td>{super::text::provenance(l, &c.source)}</td></tr> })
            .collect_view();
        let card_rows = d
            .cards
            .iter()
            .filter(|c| c.number > 0)
            .map(|c| view! { <tr><td>{format!("#{} {}", c.number, l.pick(&c.name_en, &c.name_ko))}</td><td>{super::text::provenance(l, &c.source)}</td></tr> })
            .collect_view();
        Some(view! {
            <h4>{t(l, "ts.prov_countries")}</h4>
            <table><tbody>{country_rows}</tbody></table>
            <h4>{t(l, "ts.prov_cards")}</h4>
            <table><tbody>{card_rows}</tbody></table>
        })
    };
    view! {
        <details class="provenance" data-test="provenance"
            on:toggle=move |ev| open.set(event_target::<web_sys::HtmlDetailsElement>(&ev).open())>
            <summary>{move || t(lang.get(), "ts.provenance")}</summary>
            <p>{move || t(lang.get(), "ts.provenance_text")}</p>
            <p>{move || t(lang.get(), "ts.backdrop_source")}</p>
            <p data-test="pack-in-use">{move || {
                let d = data();
                let name = if d.name == engine::packs::BUILTIN { t(lang.get(), "pack.builtin") } else { d.name.clone() };
                t(lang.get(), "pack.in_use").replace("{0}", &name).replace("{1}", &d.hash)
            }}</p>
            {tables}
        </details>
    }
}
