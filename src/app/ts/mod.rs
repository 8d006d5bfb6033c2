//! Twilight Struggle's board: the world map, the tracks, the cards, the decision panel, the log and the
//! end of the game.
//!
//! Everything is drawn from the deciding seat's view (`TsView`) and the prompt's legal actions: a
//! country or a card is clickable exactly when an action targets it (`country:<key>`, `card:<n>`). No
//! rule is re-implemented; the odds and modifiers shown beside coups and realignments come from
//! `crate::ts_odds`, which is checked against the engine.

pub mod cards;
pub mod decide;
pub mod end;
pub mod log;
pub mod map;
pub mod tracks;

use std::collections::BTreeMap;

use engine::games::twilight_struggle::data::{data, Card, Country, Region};
use engine::games::twilight_struggle::state::Player;
use engine::games::twilight_struggle::view::TsView;
use leptos::prelude::*;

use super::game::{Marks, Snapshot, Toast};
use super::{t, Ctx};
use crate::i18n::Lang;

/// The board's shared handles (all `Copy`).
#[derive(Clone, Copy)]
pub struct Ts {
    pub lang: RwSignal<Lang>,
    pub snap: Memo<Option<Snapshot>>,
    /// A board element named in the log or chosen among several actions: `country:poland`, `card:6`.
    pub focus: RwSignal<Option<String>>,
    /// The target of the action under the pointer or the keyboard focus in the action list.
    pub hover: RwSignal<Option<String>>,
    pub on_play: Callback<usize>,
    pub on_undo: Callback<()>,
    /// The seat behind the hot-seat curtain, while it is down.
    pub curtain: Memo<Option<u8>>,
    /// Where the recaps begin (derived from the record: kept across reloads).
    pub marks: Memo<Marks>,
}

impl Ts {
    /// Runs `f` on the view, if there is one.
    pub fn with_view<R>(&self, f: impl FnOnce(&Snapshot, &TsView) -> R) -> Option<R> {
        self.snap.with(|s| s.as_ref().and_then(|s| s.ts.as_ref().map(|v| f(s, v))))
    }

    /// Plays the action aimed at `target` when there is exactly one; with several, points at them.
    pub fn choose(&self, target: &str) {
        let indices = self.snap.with_untracked(|s| s.as_ref().map(targets).and_then(|m| m.get(target).cloned()));
        match indices.as_deref() {
            Some([one]) => self.on_play.run(*one),
            Some([_, ..]) => self.focus.set(Some(target.to_string())),
            _ => {}
        }
    }
}

/// The ops `player` would play card `n` for now: the engine's value for a card in the hand
/// (`TsView::hand_ops`, with every modifier in play), the app's mirror for any other card (the China
/// Card, a card on the table).
pub fn ops_for(v: &TsView, player: Player, n: u16) -> u8 {
    let held = v.hands[player.idx()]
        .as_ref()
        .zip(v.hand_ops[player.idx()].as_ref())
        .and_then(|(h, o)| h.iter().position(|&c| c as u16 == n).and_then(|i| o.get(i).copied()));
    held.unwrap_or_else(|| crate::ts_odds::card_ops(v, player, n as u8))
}

/// The message a prompt is shown with, and its arguments. The ops placement with a region bonus still
/// open says what the bonus adds and where (`crate::i18n_ts::prompt_key`).
pub fn prompt_message(id: &str, args: &[engine::Arg], v: Option<&TsView>) -> (String, Vec<engine::Arg>) {
    match crate::i18n_ts::prompt_key(id, args) {
        Some(key) => {
            // The China Card's bonus is Asia's; Vietnam Revolts' is Southeast Asia's.
            let china = v.is_some_and(|v| v.table.last().is_some_and(|&c| c as u16 == engine::games::twilight_struggle::cards::CHINA_CARD as u16));
            let region = if china || v.is_none() { "ts.region.asia" } else { "ts.bonus_sea" };
            let mut a = args.to_vec();
            a.truncate(3);
            a.push(engine::Arg::Key(region.into()));
            (key.to_string(), a)
        }
        None => (id.to_string(), args.to_vec()),
    }
}

/// The deciding player, if any.
pub fn decider(s: &Snapshot) -> Option<Player> {
    s.seat.filter(|_| s.outcome.is_none()).map(Player::from_seat)
}

/// Legal actions of the prompt by board target.
pub fn targets(snap: &Snapshot) -> BTreeMap<String, Vec<usize>> {
    let mut m: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for a in &snap.prompt.actions {
        if let Some(t) = &a.target {
            m.entry(t.clone()).or_default().push(a.index);
        }
    }
    m
}

pub fn country_by_key(key: &str) -> Option<&'static Country> {
    data().countries.iter().find(|c| c.key == key)
}

pub fn country_name(lang: Lang, key: &str) -> String {
    match key {
        "us" => crate::i18n::text(lang, "seat.us"),
        "ussr" => crate::i18n::text(lang, "seat.ussr"),
        "civil_war" => t(lang, "ts.civil_war"),
        _ => country_by_key(key).map(|c| lang.pick(&c.name_en, &c.name_ko).to_string()).unwrap_or_else(|| key.to_string()),
    }
}

pub fn card(number: u16) -> Option<&'static Card> {
    data().cards.get(number as usize).filter(|c| c.number as u16 == number && number > 0)
}

pub fn card_title(lang: Lang, number: u16) -> String {
    card(number).map(|c| lang.pick(&c.name_en, &c.name_ko).to_string()).unwrap_or_else(|| format!("#{number}"))
}

/// A card's name with its number, for text (`NATO #21`).
pub fn card_name(lang: Lang, number: u16) -> String {
    match card(number) {
        Some(c) => format!("{} #{}", lang.pick(&c.name_en, &c.name_ko), number),
        None => format!("#{number}"),
    }
}

pub fn seat_text(l: Lang, p: Player) -> String {
    t(l, &format!("seat.{}", p.key()))
}

pub fn region_name(l: Lang, r: Region) -> String {
    t(l, &format!("ts.region.{}", r.key()))
}

/// The side panel's tabs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    Hand,
    Log,
    Cards,
    Scores,
}

impl Tab {
    const ALL: [Tab; 4] = [Tab::Hand, Tab::Log, Tab::Cards, Tab::Scores];
    fn key(self) -> &'static str {
        match self {
            Tab::Hand => "hand",
            Tab::Log => "log",
            Tab::Cards => "cards",
            Tab::Scores => "scores",
        }
    }
    fn label(self) -> &'static str {
        match self {
            Tab::Hand => "ts.tab.hand",
            Tab::Log => "ts.tab.log",
            Tab::Cards => "ts.tab.cards",
            Tab::Scores => "ts.tab.scores",
        }
    }
}

/// The whole board: the tracks across the top, the map, and the side panel with the decision, the
/// hand, the log, the card piles and the standings.
#[component]
pub fn TsBoard(ts: Ts, ctx: Ctx, toast: RwSignal<Option<Toast>>) -> impl IntoView {
    let lang = ts.lang;
    let tab = RwSignal::new(Tab::Hand);
    let end_open = RwSignal::new(true);
    // Ctrl+Z / Cmd+Z takes back a decision; Escape closes whatever floats over the map.
    let keys = window_event_listener(leptos::ev::keydown, move |ev: web_sys::KeyboardEvent| {
        if ts.curtain.get_untracked().is_some() {
            return;
        }
        let in_field = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        if in_field {
            return;
        }
        if (ev.ctrl_key() || ev.meta_key()) && ev.key().eq_ignore_ascii_case("z") {
            if ts.snap.with_untracked(|s| s.as_ref().is_some_and(|s| s.can_undo)) {
                ev.prevent_default();
                ts.on_undo.run(());
            }
        } else if ev.key() == "Escape" && ts.focus.get_untracked().is_some() {
            ts.focus.set(None);
        }
    });
    on_cleanup(move || keys.remove());
    let tabs = move || {
        let l = lang.get();
        Tab::ALL
            .into_iter()
            .map(|x| {
                let count = match x {
                    Tab::Hand => ts.with_view(|s, v| {
                        decider(s).and_then(|p| v.hands[p.idx()].as_ref().map(|h| h.len())).filter(|_| ts.curtain.get().is_none())
                    }).flatten(),
                    _ => None,
                };
                view! {
                    <button class="tab" role="tab" id=format!("tab-{}", x.key()) data-test=format!("tab-{}", x.key())
                        aria-selected=move || (tab.get() == x).to_string()
                        aria-controls=format!("panel-{}", x.key())
                        class:on=move || tab.get() == x
                        on:click=move |ev| {
                            tab.set(x);
                            // Bring the chosen panel into view (the side column or, on a phone, the page).
                            if let Some(el) = ev.current_target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok()).and_then(|e| e.parent_element()) {
                                el.scroll_into_view_with_bool(true);
                            }
                        }>
                        {t(l, x.label())}
                        {count.map(|n| view! { <span class="tab-count">{n.to_string()}</span> })}
                    </button>
                }
            })
            .collect_view()
    };
    let panel = move || match tab.get() {
        Tab::Hand => view! { <cards::HandPanel ts=ts /> }.into_any(),
        Tab::Log => view! { <log::LogPanel ts=ts /> }.into_any(),
        Tab::Cards => view! { <cards::PilesPanel ts=ts /> }.into_any(),
        Tab::Scores => view! { <end::ScoresPanel ts=ts /> }.into_any(),
    };
    let over = Memo::new(move |_| ts.snap.with(|s| s.as_ref().is_some_and(|s| s.outcome.is_some())));
    view! {
        <div class="ts-board">
            <tracks::Tracks ts=ts />
            <div class="game-body">
                <div class="board-col">
                    <map::TsMap ts=ts />
                    <cards::CardFocus ts=ts />
                    {move || (over.get() && end_open.get()).then(|| view! { <end::EndScreen ts=ts ctx=ctx toast=toast open=end_open /> })}
                </div>
                <aside class="side-col">
                    <decide::TsPrompt ts=ts end_open=end_open />
                    <div class="side-tabs" role="tablist" aria-label=move || t(lang.get(), "ts.tabs")>{tabs}</div>
                    <div class="side-panel" role="tabpanel" id=move || format!("panel-{}", tab.get().key())
                        aria-labelledby=move || format!("tab-{}", tab.get().key())>{panel}</div>
                </aside>
            </div>
        </div>
    }
}
