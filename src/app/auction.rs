//! The side auction in the new-game form (KUT 2.34): a row per player at the table — the Power they want
//! and the SP they bid — then what the bids come to (`crate::auction`): who takes which Power for how
//! many SP, who chooses next, or a tie for a die to settle. The winning bid becomes the game's options
//! `bid` and `bid_sp`; the board shows it (and the log says what was removed).

use std::collections::BTreeMap;

use engine::GameMeta;
use leptos::prelude::*;

use crate::auction::{options, resolve, Bid, Outcome, MAX_BID};
use crate::i18n::Lang;

use super::t;

/// The Powers' keys, in seat order (the `bid` option's values after `none`).
fn power_keys(meta: &'static GameMeta) -> Vec<&'static str> {
    meta.options.iter().find(|o| o.key == "bid").map(|o| o.values.iter().copied().filter(|v| *v != "none").collect()).unwrap_or_default()
}

/// Whether a game takes a side auction (its options `bid` and `bid_sp`).
pub fn has_auction(meta: &GameMeta) -> bool {
    meta.options.iter().any(|o| o.key == "bid") && meta.options.iter().any(|o| o.key == "bid_sp")
}

fn outcome_text(l: Lang, meta: &'static GameMeta, bids: &[Bid], o: &Outcome) -> String {
    let who = |i: usize| t(l, "auction.bidder").replace("{0}", &(i + 1).to_string());
    let power = |p: usize| crate::i18n::seat_name(l, meta.seats, p as u8);
    match o {
        Outcome::Won { bidder, power: p, sp, then } => {
            let first = t(l, if *sp > 0 { "auction.won" } else { "auction.won_free" }).replace("{0}", &who(*bidder)).replace("{1}", &power(*p)).replace("{2}", &sp.to_string());
            let rest = then.iter().map(|&i| format!("{} ({} SP)", who(i), bids[i].sp)).collect::<Vec<_>>().join(", ");
            if rest.is_empty() { first } else { format!("{first} {}", t(l, "auction.then").replace("{0}", &rest)) }
        }
        Outcome::Tie(tied) => t(l, "auction.tie").replace("{0}", &tied.iter().map(|&i| who(i)).collect::<Vec<_>>().join(", ")),
    }
}

/// The auction: off (sides agreed or diced) until the players ask for it.
#[component]
pub fn AuctionForm(lang: RwSignal<Lang>, meta: &'static GameMeta, bidders: Signal<usize>, options_out: RwSignal<BTreeMap<String, String>>) -> impl IntoView {
    let on = RwSignal::new(false);
    let bids = RwSignal::new(Vec::<Bid>::new());
    let die = RwSignal::new(None::<usize>);
    let keys = power_keys(meta);
    // One row per player; a new row wants the next Power and bids nothing.
    Effect::new(move |_| {
        let n = bidders.get().max(2);
        bids.update(|b| {
            b.truncate(n);
            while b.len() < n {
                let power = b.len() % 4;
                b.push(Bid { power, sp: 0 });
            }
        });
    });
    // The game's options follow the bids (none while the auction is off or tied).
    {
        let keys = keys.clone();
        Effect::new(move |_| {
            let o = on.get().then(|| bids.with(|b| resolve(b, die.get()))).flatten();
            let won = o.as_ref().filter(|o| matches!(o, Outcome::Won { .. }));
            options_out.update(|m| {
                for (k, v) in options(won, &keys) {
                    m.insert(k.to_string(), v);
                }
            });
        });
    }
    let rows = move || {
        let l = lang.get();
        let n = bids.with(|b| b.len());
        (0..n)
            .map(|i| {
                let power = move || bids.with(|b| b.get(i).map(|x| x.power).unwrap_or(0));
                let sp = move || bids.with(|b| b.get(i).map(|x| x.sp).unwrap_or(0));
                view! {
                    <div class="auction-row" data-test="auction-row">
                        <span class="auction-who">{t(l, "auction.bidder").replace("{0}", &(i + 1).to_string())}</span>
                        <select data-test=format!("auction-power-{i}") aria-label=t(l, "auction.power")
                            on:change=move |ev| { let v: usize = event_target_value(&ev).parse().unwrap_or(0); bids.update(|b| if let Some(x) = b.get_mut(i) { x.power = v }); die.set(None); }>
                            {(0..meta.seats.len()).map(|p| view! { <option value=p.to_string() selected=move || power() == p>{crate::i18n::seat_name(l, meta.seats, p as u8)}</option> }).collect_view()}
                        </select>
                        <label class="auction-sp">
                            <input type="number" min="0" max=MAX_BID.to_string() step="1" inputmode="numeric" data-test=format!("auction-sp-{i}")
                                prop:value=move || sp().to_string()
                                on:input=move |ev| {
                                    let v = event_target_value(&ev).trim().parse::<u8>().unwrap_or(0).min(MAX_BID);
                                    bids.update(|b| if let Some(x) = b.get_mut(i) { x.sp = v });
                                    die.set(None);
                                } />
                            " SP"
                        </label>
                    </div>
                }
            })
            .collect_view()
    };
    let result = move || {
        let l = lang.get();
        let b = bids.get();
        let o = resolve(&b, die.get())?;
        let tie = matches!(o, Outcome::Tie(_));
        let tied = if let Outcome::Tie(v) = &o { v.clone() } else { vec![] };
        let roll = move |_| {
            if !tied.is_empty() {
                die.set(Some(tied[crate::app::dom::random_u32() as usize % tied.len()]));
            }
        };
        Some(view! {
            <p class="auction-result" data-test="auction-result" class:tie=tie>{outcome_text(l, meta, &b, &o)}</p>
            {tie.then(|| view! { <button type="button" class="btn btn-small" data-test="auction-die" on:click=roll>{t(l, "auction.roll")}</button> })}
        })
    };
    view! {
        <fieldset class="auction" data-test="auction">
            <label class="check">
                <input type="checkbox" data-test="auction-on" prop:checked=move || on.get() on:change=move |ev| on.set(event_target_checked(&ev)) />
                <span>{move || t(lang.get(), "auction.ask")}</span>
            </label>
            {move || on.get().then(|| view! {
                <p class="hint">{move || t(lang.get(), "auction.how")}</p>
                <div class="auction-rows">{rows}</div>
                {result}
            })}
        </fieldset>
    }
}
