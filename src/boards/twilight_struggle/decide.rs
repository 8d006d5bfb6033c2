//! The decision panel: who decides and what, the card in play, the advice a player wants before
//! committing (a running tally of ops, the odds of a coup or a realignment, the space race's roll),
//! and every legal action as a button — the map's highlights are the same actions, so every decision
//! can be made from this list with the keyboard alone.

use engine::games::twilight_struggle::data::Region;
use engine::games::twilight_struggle::state::Player;
use engine::games::twilight_struggle::view::TsView;
use engine::{ActionInfo, Arg};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::app::game::Snapshot;
use crate::app::msg::{self, GameNames};
use crate::app::t;
use super::cards::card_chip;
use super::log::{LastMove, Recent};
use super::{card, country_by_key, country_name, decider, ops_for, prompt_message, seat_text, Ts};
use crate::i18n::Lang;
use engine::kit::odds::Odds;

fn num(args: &[Arg], i: usize) -> Option<i32> {
    args.get(i).and_then(|a| if let Arg::Num(n) = a { Some(*n) } else { None })
}

fn first_card(args: &[Arg]) -> Option<u16> {
    args.iter().find_map(|a| if let Arg::Card(c) = a { Some(*c) } else { None })
}

/// The card the decision is about: named by the prompt, or the card being played on the table.
fn context_card(s: &Snapshot, v: &TsView) -> Option<u16> {
    if let Some(c) = first_card(&s.prompt.args) {
        return Some(c);
    }
    match s.prompt.id.as_str() {
        "ts.place_ops" | "ts.realign_ops" | "ts.coup_ops" => v.table.last().map(|&c| c as u16),
        _ => None,
    }
}

/// Moves the keyboard focus to the first action when a move has removed the focused element, so a
/// keyboard player goes on from the new decision (without scrolling the page).
fn restore_focus() {
    if !crate::app::dom::keyboard_mode() {
        return;
    }
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let lost = doc.active_element().is_none_or(|e| e.tag_name() == "BODY");
    if !lost {
        return;
    }
    if let Ok(Some(el)) = doc.query_selector("[data-test=\"prompt-panel\"] [data-test=\"action\"]") {
        let opts = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&opts, &"preventScroll".into(), &true.into());
        if let Ok(f) = js_sys::Reflect::get(&el, &"focus".into()) {
            if let Some(f) = f.dyn_ref::<js_sys::Function>() {
                let _ = f.call1(&el, &opts);
            }
        }
    }
}

#[component]
pub fn TsPrompt(ts: Ts, end_open: RwSignal<bool>) -> impl IntoView {
    let lang = ts.lang;
    Effect::new(move |_| {
        ts.snap.track();
        if ts.curtain.get().is_none() {
            // After the DOM update of this change.
            let cb = wasm_bindgen::closure::Closure::once_into_js(restore_focus);
            let _ = web_sys::window().map(|w| w.request_animation_frame(cb.unchecked_ref()));
        }
    });
    // The decision itself is drawn only once its player has lifted the curtain.
    let body = move || {
        let l = lang.get();
        if ts.curtain.get().is_some() {
            return None;
        }
        ts.snap.with(|s| {
            let s = s.as_ref()?;
            let v = super::view_of(s)?;
            Some(panel(l, ts, s, v, end_open))
        })
    };
    // The head stays in place (a live region: screen readers hear each new decision); the rest of the
    // panel is redrawn after every move.
    let head = move || {
        let l = lang.get();
        ts.snap.with(|s| {
            let s = s.as_ref()?;
            let p = decider(s)?;
            let names = GameNames::new(l, &s.game);
            let (key, args) = prompt_message(&s.prompt.id, &s.prompt.args, super::view_of(s));
            let rule = if s.prompt.rule.is_empty() { String::new() } else { engine::games::twilight_struggle::text::rule_ref(l, &s.prompt.rule) };
            Some((p, t(l, "game.decides").replace("{0}", &seat_text(l, p)), msg::rich(&names, &key, &args, Some(ts.focus)), rule, s.prompt.rule.clone()))
        })
    };
    let seat = Memo::new(move |_| ts.snap.with(|s| s.as_ref().and_then(decider)));
    view! {
        <section class="prompt" data-test="prompt-panel">
            <LastMove ts=ts />
            <div class="prompt-head" aria-live="polite" class:hidden=move || seat.get().is_none()
                class:prompt-ussr=move || seat.get() == Some(Player::Ussr) class:prompt-us=move || seat.get() == Some(Player::Us)>
                {move || head().map(|(p, badge, text, rule, tag)| {
                    let l = lang.get();
                    view! {
                        <span class=format!("badge seat-badge seat-{}", p.key())>{badge}</span>
                        <span class="prompt-text" data-test="prompt">{text}</span>
                        {(!rule.is_empty()).then(|| view! { <crate::app::rule_popover::RuleTag lang=l game="twilight-struggle" tag=tag.clone() label=rule /> })}
                    }
                })}
            </div>
            {body}
            {move || ts.curtain.get().is_none().then(|| view! { <Recent ts=ts /> })}
        </section>
    }
}

fn panel(l: Lang, ts: Ts, s: &Snapshot, v: &TsView, end_open: RwSignal<bool>) -> AnyView {
    let names = GameNames::new(l, &s.game);
    let p = &s.prompt;
    if let Some(o) = &s.outcome {
        let winner = match o.winners_message() {
            Some((key, args)) => msg::plain(&names, key, &args),
            None => t(l, "outcome.draw"),
        };
        return view! {
            <div class="prompt-head over">
                <span class="badge badge-gold">{t(l, "game.over")}</span>
                <span class="prompt-text" data-test="outcome">{winner}" "{msg::rich(&names, &format!("outcome.{}", o.reason), &o.args, Some(ts.focus))}</span>
            </div>
            <div class="prompt-foot">
                <button class="btn btn-primary" data-test="show-result" on:click=move |_| end_open.set(true)>{t(l, "ts.show_result")}</button>
            </div>
        }
        .into_any();
    }
    let Some(player) = decider(s) else {
        return view! { <div class="prompt-head"><span class="prompt-text">{msg::plain(&names, &p.id, &p.args)}</span></div> }.into_any();
    };
    let context = context_card(s, v).map(|c| {
        // The ops the engine states for this play (`ts.choose_use`'s second argument), else the card's
        // value for this player now.
        let stated = (p.id == "ts.choose_use").then(|| num(&p.args, 1)).flatten().map(|n| n.max(0) as u8);
        let ops = (!card(c).is_some_and(|x| x.scoring)).then(|| stated.unwrap_or_else(|| ops_for(v, player, c)));
        view! {
            <div class="context">
                <span class="stat-l">{t(l, "ts.card_in_play")}</span>
                <button class="ref-chip" on:click=move |_| ts.focus.set(Some(format!("card:{c}")))>{card_chip(l, c, ops)}</button>
                {card(c).map(|x| view! { <span class="context-text">{l.pick(&x.summary_en, &x.summary_ko).to_string()}</span> })}
                {ops.filter(|&o| card(c).is_some_and(|x| x.ops != o)).map(|o| view! { <span class="badge badge-muted">{t(l, "ts.ops_now").replace("{0}", &o.to_string())}</span> })}
            </div>
        }
    });
    let helper = helper(l, s, v, player);
    let actions = actions(l, ts, s, v, player);
    view! {
        {context}
        {helper}
        {actions}
        {(s.can_undo && s.undo_seat == s.seat).then(|| view! {
            <div class="prompt-foot">
                <button class="btn btn-small btn-ghost" data-test="undo-inline" title=t(l, "game.undo_hint") on:click=move |_| ts.on_undo.run(())>
                    <span aria-hidden="true">"↶ "</span>{t(l, "ts.undo_choice")}
                </button>
            </div>
        })}
    }
    .into_any()
}

/// The running tally while placing influence: ops left, and the points placed so far in this
/// operation (the trailing run of this player's placements in the log).
fn placed_so_far(s: &Snapshot, player: Player) -> Vec<(String, u32)> {
    let mut out: Vec<(String, u32)> = vec![];
    for e in s.log.iter().rev() {
        if e.id != "ts.place" || e.seat != Some(player.seat()) {
            break;
        }
        if let Some(Arg::Space(k)) = e.args.first() {
            match out.iter_mut().find(|(x, _)| x == k) {
                Some((_, n)) => *n += 1,
                None => out.push((k.clone(), 1)),
            }
        }
    }
    out.reverse();
    out
}

fn helper(l: Lang, s: &Snapshot, v: &TsView, player: Player) -> Option<AnyView> {
    let p = &s.prompt;
    match p.id.as_str() {
        "ts.place_ops" | "ts.setup_influence" => {
            let left = num(&p.args, 1).unwrap_or(0).max(0) as usize;
            let most = num(&p.args, 2).map(|m| m.max(0) as usize).unwrap_or(left);
            let placed = placed_so_far(s, player);
            let spent: u32 = placed.iter().map(|(_, n)| n).sum();
            let placed_text = placed
                .iter()
                .map(|(k, n)| if *n > 1 { format!("{} ×{n}", country_name(l, k)) } else { country_name(l, k) })
                .collect::<Vec<_>>()
                .join(", ");
            let region = prompt_message(&p.id, &p.args, Some(v)).1.get(3).map(|a| match a {
                Arg::Key(k) => t(l, k),
                _ => String::new(),
            });
            let any_double = p.id == "ts.place_ops" && p.actions.iter().any(|a| place_cost(a) == 2);
            Some(view! {
                <div class="helper tally" data-test="tally">
                    <div class="tally-row">
                        <span class="tally-pips" aria-hidden="true">
                            {(0..left.min(12)).map(|_| view! { <span class=format!("tp tp-{}", player.key())></span> }).collect_view()}
                            {(left..most.min(12)).map(|_| view! { <span class="tp tp-bonus"></span> }).collect_view()}
                        </span>
                        {if left == 0 && most > 0 {
                            view! {
                                <span class="tally-text" data-test="tally-left">{t(l, "ts.tally_bonus_only").replace("{0}", &most.to_string()).replace("{1}", region.as_deref().unwrap_or(""))}</span>
                            }.into_any()
                        } else {
                            view! {
                                <span class="tally-text" data-test="tally-left">{t(l, "ts.tally_left").replace("{0}", &left.to_string())}</span>
                                {(most > left).then(|| view! { <span class="tally-bonus">{t(l, "ts.tally_bonus").replace("{0}", &(most - left).to_string()).replace("{1}", region.as_deref().unwrap_or(""))}</span> })}
                            }.into_any()
                        }}
                    </div>
                    {(spent > 0).then(|| view! { <p class="tally-placed">{t(l, "ts.tally_placed").replace("{0}", &placed_text)}</p> })}
                    {any_double.then(|| view! { <p class="hint">{t(l, "ts.cost_two_hint")}</p> })}
                </div>
            }
            .into_any())
        }
        "ts.coup_ops" => {
            let ops = num(&p.args, 1).unwrap_or(0);
            let milops = v.milops[player.idx()];
            Some(view! {
                <div class="helper" data-test="coup-help">
                    <details class="explain"><summary>{t(l, "ts.how_coups")}</summary><p>{t(l, "ts.coup_rule").replace("{0}", &ops.to_string())}</p></details>
                    <p class="hint">{t(l, "ts.coup_milops").replace("{0}", &milops.to_string()).replace("{1}", &v.defcon.to_string())}</p>
                </div>
            }
            .into_any())
        }
        "ts.realign_ops" => Some(view! {
            <div class="helper" data-test="realign-help"><details class="explain"><summary>{t(l, "ts.how_realign")}</summary><p>{t(l, "ts.realign_rule")}</p></details></div>
        }
        .into_any()),
        "ts.choose_use" => {
            let c = first_card(&p.args)?;
            let x = card(c)?;
            let owner = match x.side.key() {
                "us" => Some(Player::Us),
                "ussr" => Some(Player::Ussr),
                _ => None,
            };
            let note = match owner {
                Some(o) if o != player && c != 6 => Some(t(l, "ts.use_opponent_event").replace("{0}", &seat_text(l, o))),
                _ => None,
            };
            note.map(|n| view! { <div class="helper warn" data-test="use-help"><p>{n}</p></div> }.into_any())
        }
        "ts.choose_card" | "ts.choose_headline" => Some(view! {
            <div class="helper explain"><p class="hint">{t(l, if p.id == "ts.choose_headline" { "ts.headline_hint" } else { "ts.choose_card_hint" })}</p></div>
        }
        .into_any()),
        _ => None,
    }
}

/// An action button: the same action a highlighted country or card plays.
fn button(ts: Ts, a: &ActionInfo, class: &'static str, title: String, content: AnyView) -> AnyView {
    let index = a.index;
    let (t1, t2) = (super::target_key(a), super::target_key(a));
    let hover = ts.hover;
    view! {
        <button class=format!("btn action {class}") data-test="action" data-index=index.to_string()
            data-target=super::target_key(a).unwrap_or_default() data-notation=a.notation.clone() title=title
            on:mouseenter=move |_| hover.set(t1.clone())
            on:mouseleave=move |_| hover.set(None)
            on:focus=move |_| hover.set(t2.clone())
            on:blur=move |_| hover.set(None)
            on:click=move |_| { hover.set(None); ts.on_play.run(index) }>
            {content}
        </button>
    }
    .into_any()
}

fn country_of(a: &ActionInfo) -> Option<&'static engine::games::twilight_struggle::data::Country> {
    super::space_of(a).and_then(country_by_key)
}

/// What a placement costs (the engine's label carries it: TS OPS §1-2).
fn place_cost(a: &ActionInfo) -> i32 {
    match a.args.get(1) {
        Some(Arg::Num(n)) => *n,
        _ => 1,
    }
}

/// A percentage for display: 0.5 → "50%".
pub fn pct(x: f64) -> String {
    format!("{:.0}%", (x * 100.0).round())
}

/// A coup as the board explains it, read from the engine's odds.
pub struct CoupOdds {
    pub ops: i32,
    /// Twice the stability: the number to beat.
    pub defence: i32,
    /// The sum of the other modifiers (SALT, Death Squads).
    pub modifier: i32,
    /// The smallest roll that succeeds (7: none does).
    pub need: u8,
    pub chance: f64,
    /// Each roll: what it removes and adds, or nothing.
    pub rolls: Vec<(u8, Option<(i32, i32)>)>,
    pub defcon_after: Option<u8>,
    /// Some roll ends the game against the player (DEFCON 1, the Cuban Missile Crisis).
    pub loses: bool,
}

pub fn coup_odds(o: &Odds) -> CoupOdds {
    let value = |id: &str| o.modifiers.iter().filter(|m| m.id == id).map(|m| m.value).sum::<i32>();
    let num = |a: Option<&Arg>| if let Some(Arg::Num(n)) = a { *n } else { 0 };
    let mut rolls: Vec<(u8, Option<(i32, i32)>)> = o
        .outcomes
        .iter()
        .flat_map(|x| {
            let result = (x.id == "ts.odds.coup_success").then(|| (num(x.args.get(1)), num(x.args.get(2))));
            x.rolls.iter().map(move |r| (r[0], result))
        })
        .collect();
    rolls.sort();
    let need = rolls.iter().find(|r| r.1.is_some()).map_or(7, |r| r.0);
    let defcon_after = o.notes.iter().find(|n| n.0 == "ts.odds.defcon_after").and_then(|n| if let Some(Arg::Num(d)) = n.1.first() { Some(*d as u8) } else { None });
    CoupOdds {
        ops: value("ts.mod.ops"),
        defence: -value("ts.mod.stability"),
        modifier: o.modifiers.iter().filter(|m| m.id != "ts.mod.ops" && m.id != "ts.mod.stability").map(|m| m.value).sum(),
        need,
        chance: o.success().unwrap_or(0.0),
        rolls,
        defcon_after,
        loses: o.may_lose_the_game(),
    }
}

fn coup_title(l: Lang, name: &str, o: &CoupOdds) -> String {
    let rolls: Vec<String> = o
        .rolls
        .iter()
        .map(|(roll, r)| match r {
            Some((removed, added)) => format!("{roll}: −{removed} +{added}"),
            None => format!("{roll}: ✗"),
        })
        .collect();
    format!("{name} — {} ({})", t(l, "ts.coup_rolls"), rolls.join(", "))
}

fn coup_row(l: Lang, ts: Ts, a: &ActionInfo, s: &Snapshot, v: &TsView, player: Player) -> AnyView {
    let (Some(c), Some(odds)) = (country_of(a), super::odds(s, a.index)) else {
        return button(ts, a, "", a.notation.clone(), a.notation.clone().into_any());
    };
    let o = coup_odds(odds);
    let name = l.pick(&c.name_en, &c.name_ko).to_string();
    let theirs = v.influence[c.id as usize][player.opponent().idx()];
    let need = if o.need > 6 { t(l, "ts.no_chance") } else if o.need <= 1 { t(l, "ts.sure") } else { format!("{}+", o.need) };
    let warn = if o.loses && o.defcon_after != Some(1) {
        Some(t(l, "ts.warn_crisis"))
    } else if o.defcon_after == Some(1) {
        Some(t(l, "ts.warn_defcon1"))
    } else {
        o.defcon_after.map(|d| t(l, "ts.defcon_to").replace("{0}", &d.to_string()))
    };
    let class = if o.loses { "row danger" } else { "row" };
    let title = coup_title(l, &name, &o);
    let modifier = (o.modifier != 0).then(|| format!(" {:+}", o.modifier));
    let content = view! {
        <span class="row-name">{name}{c.battleground.then(|| view! { <span class="bg-dot" title=t(l, "ts.battleground")>"●"</span> })}</span>
        <span class="row-sub">
            {t(l, "ts.coup_vs").replace("{0}", &o.ops.to_string()).replace("{1}", &o.defence.to_string()).replace("{2}", &theirs.to_string())}
            {modifier}
        </span>
        <span class="row-odds"><b>{pct(o.chance)}</b>" "<small>{need}</small></span>
        {warn.map(|w| view! { <span class="row-warn">{w}</span> })}
    }
    .into_any();
    button(ts, a, class, title, content)
}

/// One side's realignment modifier, term by term (TS OPS §2-2), from the engine's odds.
#[derive(Clone, Copy, Debug, Default)]
pub struct RealignMods {
    pub neighbours: i32,
    pub more: i32,
    pub superpower: i32,
    pub events: i32,
}

impl RealignMods {
    pub fn total(&self) -> i32 {
        self.neighbours + self.more + self.superpower + self.events
    }
}

/// A realignment as the board explains it, read from the engine's odds.
pub struct RealignOdds {
    pub mine: RealignMods,
    pub theirs: RealignMods,
    /// Chance the opponent loses influence; chance the player loses some of their own.
    pub win: f64,
    pub lose: f64,
}

pub fn realign_odds(o: &Odds, player: Player) -> RealignOdds {
    let mut sides = [RealignMods::default(); 2];
    for m in &o.modifiers {
        let Some(Arg::Seat(s)) = m.args.first() else { continue };
        let side = &mut sides[(*s != player.seat()) as usize];
        // The engine lists the opponent's terms with the sign they have on the player's roll.
        let v = m.value.abs() * m.value.signum() * if *s == player.seat() { 1 } else { -1 };
        match m.id.as_str() {
            "ts.mod.realign_neighbours" => side.neighbours += v,
            "ts.mod.realign_more" => side.more += v,
            "ts.mod.realign_superpower" => side.superpower += v,
            _ => side.events += v,
        }
    }
    let share = |id: &str| o.outcomes.iter().filter(|x| x.id == id).map(|x| x.ways).sum::<u32>() as f64 / o.total as f64;
    RealignOdds { mine: sides[0], theirs: sides[1], win: share("ts.odds.realign_win"), lose: share("ts.odds.realign_loss") }
}

fn realign_row(l: Lang, ts: Ts, a: &ActionInfo, s: &Snapshot, v: &TsView, player: Player) -> AnyView {
    let (Some(c), Some(odds)) = (country_of(a), super::odds(s, a.index)) else {
        return button(ts, a, "", a.notation.clone(), a.notation.clone().into_any());
    };
    let o = realign_odds(odds, player);
    let name = l.pick(&c.name_en, &c.name_ko).to_string();
    let inf = v.influence[c.id as usize];
    let mods = |m: RealignMods| {
        let mut parts = vec![];
        if m.neighbours > 0 {
            parts.push(t(l, "ts.rm_neighbours").replace("{0}", &m.neighbours.to_string()));
        }
        if m.more > 0 {
            parts.push(t(l, "ts.rm_more"));
        }
        if m.superpower > 0 {
            parts.push(t(l, "ts.rm_superpower"));
        }
        if m.events != 0 {
            parts.push(t(l, "ts.rm_events").replace("{0}", &format!("{:+}", m.events)));
        }
        if parts.is_empty() {
            "+0".to_string()
        } else {
            format!("{:+} ({})", m.total(), parts.join(", "))
        }
    };
    let title = format!(
        "{name} — {}: {} · {}: {}",
        seat_text(l, player),
        mods(o.mine),
        seat_text(l, player.opponent()),
        mods(o.theirs)
    );
    let content = view! {
        <span class="row-name">{name}" "<small class="row-inf">{format!("{}/{}", inf[0], inf[1])}</small></span>
        <span class="row-sub">{t(l, "ts.realign_vs").replace("{0}", &mods(o.mine)).replace("{1}", &mods(o.theirs))}</span>
        <span class="row-odds"><b>{pct(o.win)}</b>" "<small>{t(l, "ts.realign_lose").replace("{0}", &pct(o.lose))}</small></span>
    }
    .into_any();
    button(ts, a, "row", title, content)
}

/// A compact country button (placements, event picks), with the influence now and the cost.
fn country_button(l: Lang, ts: Ts, a: &ActionInfo, v: &TsView, cost: bool, label: String) -> AnyView {
    let Some(c) = country_of(a) else { return button(ts, a, "", label.clone(), label.into_any()) };
    let inf = v.influence[c.id as usize];
    let two = cost && place_cost(a) == 2;
    let content = view! {
        <span class="cb-name">{l.pick(&c.name_en, &c.name_ko).to_string()}</span>
        <span class="cb-inf"><span class="i-ussr">{inf[0].to_string()}</span>"/"<span class="i-us">{inf[1].to_string()}</span></span>
        {two.then(|| view! { <span class="cb-cost" title=t(l, "ts.cost_two")>"×2"</span> })}
    }
    .into_any();
    button(ts, a, "country-btn", label, content)
}

fn use_button(l: Lang, ts: Ts, a: &ActionInfo, s: &Snapshot, v: &TsView, player: Player, label: String) -> AnyView {
    let card_no = first_card(&s.prompt.args).unwrap_or(0);
    let ops = num(&s.prompt.args, 1).unwrap_or(0);
    // Only a card played for its ops in an action round triggers the opponent's event (not event-granted ops).
    let opp_event = s.prompt.id == "ts.choose_use" && card(card_no).is_some_and(|c| c.side.key() == player.opponent().key()) && card_no != 6;
    let sub = match a.notation.as_str() {
        "event" => {
            let starred = card(card_no).is_some_and(|c| c.starred);
            Some(if starred { t(l, "ts.use_event_starred") } else { t(l, "ts.use_event") })
        }
        "space" => super::data().space.get(v.space[player.idx()] as usize + 1).map(|b| {
            let first_here = v.space[player.opponent().idx()] < b.box_no;
            let vp = if first_here { b.vp_first } else { b.vp_second };
            let chance = super::odds(s, a.index).and_then(|o| o.success()).unwrap_or(b.max_roll as f64 / 6.0);
            t(l, "ts.use_space")
                .replace("{0}", &b.box_no.to_string())
                .replace("{1}", &b.max_roll.to_string())
                .replace("{2}", &pct(chance))
                .replace("{3}", &vp.to_string())
        }),
        "influence" | "realign" | "coup" => {
            let mut x = t(l, "ts.use_ops").replace("{0}", &ops.to_string());
            if opp_event {
                x.push_str(" · ");
                x.push_str(&t(l, "ts.use_ops_event").replace("{0}", &seat_text(l, player.opponent())));
            }
            Some(x)
        }
        _ => None,
    };
    let content = view! {
        <span class="use-name">{label.clone()}</span>
        {sub.map(|x| view! { <span class="use-sub">{x}</span> })}
    }
    .into_any();
    button(ts, a, "use", label, content)
}

fn actions(l: Lang, ts: Ts, s: &Snapshot, v: &TsView, player: Player) -> AnyView {
    let p = &s.prompt;
    if p.actions.is_empty() {
        return ().into_any();
    }
    let names = GameNames::new(l, &s.game);
    let label = |a: &ActionInfo| msg::plain(&names, &a.label, &a.args);
    let id = p.id.as_str();
    let mut countries: Vec<(Region, AnyView)> = vec![];
    let mut others: Vec<AnyView> = vec![];
    let mut rows: Vec<(f64, AnyView)> = vec![];
    for a in &p.actions {
        let target = super::target_key(a).unwrap_or_default();
        if let Some(n) = target.strip_prefix("card:").and_then(|n| n.parse::<u16>().ok()) {
            let content = if a.label == "ts.a.card" {
                // The ops this player would play it for, as the hand shows them.
                card_chip(l, n, Some(ops_for(v, player, n))).into_any()
            } else {
                view! { <span class="verb">{label(a)}</span> }.into_any()
            };
            others.push(button(ts, a, "card-btn", label(a), content));
            continue;
        }
        if target.starts_with("space:") {
            let region = country_of(a).map(|c| c.region);
            match id {
                "ts.coup_ops" if a.notation.starts_with("coup") => {
                    let chance = super::odds(s, a.index).map_or(0.0, |o| {
                        let o = coup_odds(o);
                        if o.loses { -1.0 } else { o.chance }
                    });
                    rows.push((chance, coup_row(l, ts, a, s, v, player)));
                }
                "ts.realign_ops" if a.notation.starts_with("realign") => {
                    let win = super::odds(s, a.index).map_or(0.0, |o| realign_odds(o, player).win);
                    rows.push((win, realign_row(l, ts, a, s, v, player)));
                }
                _ => {
                    let cost = id == "ts.place_ops";
                    let b = country_button(l, ts, a, v, cost, label(a));
                    match region {
                        Some(r) => countries.push((r, b)),
                        None => others.push(b),
                    }
                }
            }
            continue;
        }
        if id == "ts.choose_use" || id == "ts.choose_ops" {
            others.push(use_button(l, ts, a, s, v, player, label(a)));
            continue;
        }
        let class = if a.notation == "done" { "done" } else { "" };
        others.push(button(ts, a, class, a.notation.clone(), label(a).into_any()));
    }
    // Best odds first; a suicidal coup last.
    rows.sort_by(|a, b| b.0.partial_cmp(&a.0).unwrap_or(std::cmp::Ordering::Equal));
    let grouped = if countries.len() > 6 {
        Region::ALL
            .into_iter()
            .filter_map(|r| {
                let items: Vec<AnyView> = countries.iter_mut().filter(|(x, _)| *x == r).map(|(_, v)| std::mem::replace(v, ().into_any())).collect();
                (!items.is_empty()).then(|| {
                    view! {
                        <div class="act-group" role="group" aria-label=super::region_name(l, r)>
                            <span class=format!("act-region region-{}", r.key())>{super::region_name(l, r)}</span>
                            <div class="act-items">{items}</div>
                        </div>
                    }
                    .into_any()
                })
            })
            .collect::<Vec<_>>()
    } else {
        countries.into_iter().map(|(_, v)| v).collect()
    };
    let rows_view = (!rows.is_empty()).then(|| view! { <div class="act-rows">{rows.into_iter().map(|(_, v)| v).collect::<Vec<_>>()}</div> });
    view! {
        <div class="actions" role="group" aria-label=t(l, "game.actions") data-count=p.actions.len().to_string()>
            {rows_view}
            {grouped}
            {others}
        </div>
    }
    .into_any()
}
