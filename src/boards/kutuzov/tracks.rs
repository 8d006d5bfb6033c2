//! The tracks across the top of the board (turn, the step and whose impulse it is, the impulse marker,
//! each Power's resources, hand and VP, each camp's morale with its Loss and Gain markers, the Imperial
//! attrition level, the Tsarist Key track, the deck) and the hand panel.

use leptos::prelude::*;

use crate::app::msg::GameNames;
use crate::app::t;
use engine::text::Display as _;
use engine::Arg;

use engine::games::kutuzov::will_to_fight::Rfm;

use super::board::{targets, view_of, GameView, K};
use super::facts::power_name;
use super::geo::POWER_KEYS;

fn seat_class(p: usize) -> &'static str {
    ["seat-french_northern", "seat-russian_first", "seat-french_southern", "seat-russian_second"][p]
}

/// Half points as a number ("3", "2.5").
fn half(v: i32) -> String {
    if v % 2 == 0 {
        (v / 2).to_string()
    } else {
        format!("{:.1}", v as f64 / 2.0)
    }
}

/// The Tsarist morale track, box by box: where the morale stands, and the boxes that still hold a Will to
/// Fight? marker (KUT 19.81).
fn morale_track(l: crate::i18n::Lang, v: &GameView) -> impl IntoView {
    let boxes = v
        .data
        .morale[1]
        .iter()
        .map(|b| {
            let now = b.key == v.morale[1];
            let wtf = v.will_to_fight.iter().any(|w| *w == b.key);
            let mut title = t(l, &format!("kut.morale.{}", b.key));
            if wtf {
                title = format!("{title} — {}", t(l, "kut.b.wtf"));
            }
            view! { <span class="kut-mbox" class:now=now class:wtf=wtf title=title data-test="kut-mbox" data-box=b.key.clone()>{if wtf { "?" } else { "" }}</span> }
        })
        .collect_view();
    let label = if v.will_to_fight.is_empty() { t(l, "kut.b.morale_track") } else { t(l, "kut.b.wtf_left").replace("{0}", &v.will_to_fight.len().to_string()) };
    view! { <span class="kut-mtrack" data-test="kut-wtf" title=label.clone() aria-label=label>{boxes}</span> }
}

/// Retreat from Moscow (KUT 19.7), once triggered.
/// Who may pre-empt between two impulses (KUT 4.22), as the impulse track's Pre-emption marker would say.
fn preemption(l: crate::i18n::Lang, v: &GameView) -> impl IntoView {
    use engine::games::kutuzov::view::Preemption;
    let (text, class) = match &v.preempt {
        Preemption::NotYet => (t(l, "kut.b.preempt.not_yet"), String::new()),
        Preemption::JustUsed => (t(l, "kut.b.preempt.just_used"), String::new()),
        Preemption::Nobody => (t(l, "kut.b.preempt.nobody"), String::new()),
        Preemption::Power(p) => (t(l, "kut.b.preempt.power").replace("{0}", &power_name(l, p)), seat_class(POWER_KEYS.iter().position(|x| x == p).unwrap_or(0)).to_string()),
        Preemption::Camp(c) => (t(l, "kut.b.preempt.camp").replace("{0}", &t(l, &format!("kut.camp.{c}"))), String::new()),
    };
    view! { <span class=format!("kut-preempt badge {class}") data-test="kut-preempt" title=t(l, "kut.b.preempt_title")>{text}</span> }
}

fn rfm(l: crate::i18n::Lang, v: &GameView) -> Option<impl IntoView> {
    let key = match v.rfm {
        Rfm::None => return None,
        Rfm::Triggered => "triggered",
        Rfm::Adopted => "adopted",
    };
    Some(view! { <span class=format!("kut-stat kut-rfm {key}") data-test="kut-rfm" data-rfm=key title=t(l, "kut.b.rfm.title")>{t(l, &format!("kut.b.rfm.{key}"))}</span> })
}

#[component]
pub fn Tracks(k: K) -> impl IntoView {
    let lang = k.p.lang;
    move || {
        let l = lang.get();
        k.p.snap.with(|s| {
            let s = s.as_ref()?;
            let v = view_of(s)?;
            let step = v.step.as_ref().map(|st| {
                let who = st.power.map(|p| power_name(l, p)).unwrap_or_default();
                let at = st.at.as_deref().and_then(|a| v.data.spaces.iter().find(|x| x.key == a)).map(|x| l.pick(&x.name_en, &x.name_ko).to_string()).unwrap_or_default();
                // A deployment names its magazine once placed (KUT 17.3); a battle its space.
                let kind = if st.kind == "deploy" && at.is_empty() { "magazine" } else { st.kind };
                let text = t(l, &format!("kut.b.step.{kind}")).replace("{0}", if kind == "battle" { &at } else { &who }).replace("{1}", &st.cp.unwrap_or(0).to_string()).replace("{2}", &at);
                let class = st.power.and_then(|p| POWER_KEYS.iter().position(|&x| x == p)).map(seat_class).unwrap_or("");
                view! { <span class=format!("kut-step badge {class}") data-test="kut-step">{text}</span> }
            });
            let marker = POWER_KEYS.iter().position(|&x| x == v.marker).unwrap_or(0);
            let powers = (0..4)
                .map(|p| {
                    let deciding = s.seat == Some(p as u8) && s.outcome.is_none();
                    view! {
                        <div class=format!("kut-power {}", seat_class(p)) class:deciding=deciding data-test="kut-power" data-power=POWER_KEYS[p]>
                            <span class="kut-power-name">{power_name(l, POWER_KEYS[p])}</span>
                            <span class="kut-power-short" title=power_name(l, POWER_KEYS[p])>{POWER_KEYS[p].to_uppercase()}</span>
                            <span class="kut-stat" title=t(l, "kut.b.resources")>"◆ "{v.resources[p].to_string()}</span>
                            <span class="kut-stat" title=t(l, "kut.b.hand")>"🂠 "{v.hands[p].count.to_string()}</span>
                            <span class="kut-stat" title=t(l, "kut.b.vp")>"VP "{half(v.vp_half[p])}</span>
                        </div>
                    }
                })
                .collect_view();
            let camp = |c: usize| {
                view! {
                    <div class=format!("kut-camp camp-{c}") data-test="kut-camp">
                        <span class="kut-camp-name">{t(l, if c == 0 { "kut.camp.imperial" } else { "kut.camp.tsarist" })}</span>
                        <span class="kut-stat" title=t(l, "kut.b.morale")>{t(l, &format!("kut.morale.{}", v.morale[c]))}</span>
                        {(c == 1).then(|| morale_track(l, v))}
                        <span class="kut-stat kut-home" data-test="kut-home-pile" title=t(l, "kut.b.home_pile_title")>
                            {t(l, "kut.b.home_pile").replace("{0}", &v.home_deck[c].to_string()).replace("{1}", &v.home_used[c].to_string())}
                        </span>
                        <span class="kut-stat kut-lg">{t(l, "kut.b.loss_gain").replace("{0}", &v.loss[c].to_string()).replace("{1}", &v.gain[c].to_string())}</span>
                        {if c == 0 {
                            view! {
                                <span class="kut-stat" title=t(l, "kut.b.attrition")>{t(l, "kut.b.attrition")}": "{t(l, &format!("kut.attrition.{}", v.attrition))}</span>
                                <span class="kut-stat kut-allies" data-test="kut-allies">{t(l, "kut.b.allies")
                                    .replace("{0}", &t(l, &format!("kut.b.ally.{}", v.allies[0])))
                                    .replace("{1}", &t(l, &format!("kut.b.ally.{}", v.allies[1])))}</span>
                                {rfm(l, v)}
                            }.into_any()
                        } else {
                            view! { <span class="kut-stat" title=t(l, "kut.b.tsarist_keys")>{t(l, "kut.b.tsarist_keys")}": "{v.tsarist_keys.to_string()}</span> }.into_any()
                        }}
                    </div>
                }
            };
            Some(view! {
                <div class="kut-tracks" data-test="kut-tracks">
                    <div class="kut-turn">
                        <strong data-test="kut-turn">{t(l, "kut.b.turn").replace("{0}", &v.turn.to_string()).replace("{1}", &v.last_turn.to_string())}</strong>
                        <span class="kut-scenario">{t(l, &format!("kut.scenario.{}", v.scenario))}</span>
                        {step}
                        <span class=format!("kut-marker {}", seat_class(marker))>{t(l, "kut.b.marker").replace("{0}", &power_name(l, v.marker))}</span>
                        <span class="kut-deck">{t(l, "kut.b.deck").replace("{0}", &v.deck.to_string()).replace("{1}", &v.discards.to_string())}</span>
                        {preemption(l, v)}
                        <span class="kut-ask-all badge" class:on=v.ask_all data-test="kut-ask-all" title=t(l, "kut.b.ask_all_title")>
                            {t(l, if v.ask_all { "kut.b.ask_all.yes" } else { "kut.b.ask_all.no" })}
                        </span>
                        {v.auction.map(|(p, sp)| view! {
                            <span class=format!("kut-auction {}", seat_class(p)) data-test="kut-auction" title=t(l, "kut.b.auction_title")>
                                {t(l, "kut.b.auction").replace("{0}", &power_name(l, POWER_KEYS.get(p).copied().unwrap_or("fn"))).replace("{1}", &sp.to_string())}
                            </span>
                        })}
                    </div>
                    <div class="kut-powers">{powers}</div>
                    <div class="kut-camps">{camp(0)}{camp(1)}</div>
                </div>
            })
        })
    }
}

/// The hands the seat on screen may see (its own; a partner's where the mode shows it, KUT 2.2), each
/// card with its CP; a card that a legal action plays is a button.
#[component]
pub fn HandPanel(k: K) -> impl IntoView {
    let lang = k.p.lang;
    move || {
        let l = lang.get();
        k.p.snap.with(|s| {
            let s = s.as_ref()?;
            let v = view_of(s)?;
            let names = GameNames::new(l, &s.game);
            let legal = targets(s);
            // The single hand game (KUT 2.32): one hand per camp, kept under FN and R1; FS's and R2's stay empty.
            let single = v.players == "single";
            let shown = move |p: usize| !(single && (p == 2 || p == 3));
            // The hands on screen first; the hidden ones in one line of counts.
            let hidden = v
                .hands
                .iter()
                .enumerate()
                .filter(|(p, h)| h.cards.is_none() && shown(*p))
                .map(|(p, h)| view! { <span class=format!("seat-tag {}", seat_class(p))>{POWER_KEYS[p].to_uppercase()}" "{h.count.to_string()}</span> })
                .collect_view();
            let hands = v
                .hands
                .iter()
                .enumerate()
                .filter(|(p, h)| h.cards.is_some() && shown(*p))
                .map(|(p, h)| {
                    let cards = match &h.cards {
                        None => ().into_any(),
                        Some(cards) => view! {
                            <ul class="kut-cards">
                                {cards.iter().map(|&c| {
                                    let card = v.data.card(c);
                                    let cp = card.and_then(|x| x.cp).map(|n| format!("{n}{}", if card.is_some_and(|x| x.plus) { "+" } else { "" })).unwrap_or_else(|| "–".into());
                                    let name = names.arg(&Arg::Card(c));
                                    let play = legal.get(&format!("card:{c}")).cloned().unwrap_or_default();
                                    let on_play = k.p.on_play;
                                    let focus = k.p.focus;
                                    view! {
                                        <li class="kut-card" class:legal=!play.is_empty() data-test="kut-card" data-card=c.to_string()>
                                            <span class="kut-cp">{cp}</span>
                                            // KUT 5.1 (rules 3): a card whose event the seed gives says so.
                                            {card.is_some_and(|x| x.event).then(|| view! { <span class="kut-event-badge" data-test="kut-event-badge" title=t(l, "kut.b.event_badge_title")>{t(l, "kut.b.event_badge")}</span> })}
                                            {if play.len() == 1 {
                                                let i = play[0];
                                                view! { <button class="btn btn-small kut-card-play" on:click=move |_| on_play.run(i)>{name}</button> }.into_any()
                                            } else if play.len() > 1 {
                                                view! { <button class="btn btn-small kut-card-play" on:click=move |_| focus.set(Some(format!("card:{c}")))>{name}</button> }.into_any()
                                            } else {
                                                view! { <span>{name}</span> }.into_any()
                                            }}
                                        </li>
                                    }
                                }).collect_view()}
                            </ul>
                        }.into_any(),
                    };
                    view! {
                        <section class="kut-hand" data-test="kut-hand" data-power=POWER_KEYS[p]>
                            <h4>
                                <span class=format!("seat-tag {}", seat_class(p))>{if single {
                                    t(l, "kut.b.camp_hand").replace("{0}", &t(l, if p == 0 { "kut.camp.imperial" } else { "kut.camp.tsarist" }))
                                } else {
                                    power_name(l, POWER_KEYS[p])
                                }}</span>" · "{h.count.to_string()}
                                {single.then(|| view! { <span class="kut-chits" data-test="kut-chits">" · "{t(l, "kut.b.chits").replace("{0}", &v.chits[p.min(1)].to_string())}</span> })}
                            </h4>
                            {cards}
                        </section>
                    }
                })
                .collect_view();
            Some(view! {
                <div class="kut-hands" data-test="kut-hands">
                    {hands}
                    <p class="kut-hidden-hands">{t(l, "kut.b.hidden_hands")}" "{hidden}</p>
                </div>
            })
        })
    }
}
