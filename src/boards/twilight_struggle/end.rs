//! The end of the game (the winner, how, and the final scoring by region) and the standings table
//! that shows, at any moment, what each region would score now.

use engine::games::twilight_struggle::data::Region;
use super::data;
use engine::games::twilight_struggle::scoring::{Level, RegionScore};
use engine::games::twilight_struggle::state::Player;
use engine::games::twilight_struggle::view::TsView;
use engine::{Arg, LogEntry};
use leptos::prelude::*;

use crate::app::game::{export_record, Toast};
use crate::app::msg::{self, GameNames};
use crate::app::{t, Ctx};
use super::{region_name, seat_text, Ts};
use crate::i18n::Lang;

fn level_key(l: Level) -> &'static str {
    match l {
        Level::None => "ts.level.none",
        Level::Presence => "ts.level.presence",
        Level::Domination => "ts.level.domination",
        Level::Control => "ts.level.control",
    }
}

fn side_cell(l: Lang, r: &RegionScore, europe: bool) -> impl IntoView {
    let level = t(l, level_key(r.level));
    let detail = t(l, "ts.score_detail")
        .replace("{0}", &r.countries.to_string())
        .replace("{1}", &r.battlegrounds.to_string())
        .replace("{2}", &r.adjacent_to_enemy.to_string());
    let total = if europe && r.level == Level::Control { t(l, "ts.win") } else { r.total().to_string() };
    view! {
        <td class=format!("sc-side lv-{:?}", r.level).to_lowercase()>
            <span class="sc-level">{level}</span>
            <b class="sc-vp">{total}</b>
            <span class="sc-detail">{detail}</span>
        </td>
    }
}

/// The standings table: each region's level and VP for both sides and the net, positive for the US.
fn standings(l: Lang, v: &TsView, finals: Option<&[(String, i32)]>) -> impl IntoView {
    let rows = Region::ALL
        .iter()
        .zip(&v.regions)
        .map(|(&r, s)| {
            let europe = r == Region::Europe;
            let computed = s[1].total() - s[0].total();
            let net = finals.and_then(|f| f.iter().find(|(k, _)| k == &format!("ts.region.{}", r.key())).map(|x| x.1)).unwrap_or(computed);
            let net_text = match net.signum() {
                1 => format!("{} +{net}", t(l, "seat.us")),
                -1 => format!("{} +{}", t(l, "seat.ussr"), -net),
                _ => "0".into(),
            };
            let net_side = match net.signum() {
                1 => "us",
                -1 => "ussr",
                _ => "even",
            };
            let sc = data().scoring.iter().find(|x| x.region == r);
            let values = sc.map(|x| format!("{}/{}/{}", x.presence, x.domination, if x.control == 0 { t(l, "ts.win") } else { x.control.to_string() }));
            view! {
                <tr data-region=r.key()>
                    <th scope="row"><span class=format!("region-dot region-{}", r.key())></span>{region_name(l, r)}<small class="sc-values">{values}</small></th>
                    {side_cell(l, &s[0], europe)}
                    {side_cell(l, &s[1], europe)}
                    <td class=format!("sc-net net-{net_side}")>{net_text}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="standings" data-test="standings">
            <thead>
                <tr>
                    <th scope="col">{t(l, "ts.region")}</th>
                    <th scope="col" class="seat-ussr">{t(l, "seat.ussr")}</th>
                    <th scope="col" class="seat-us">{t(l, "seat.us")}</th>
                    <th scope="col">{t(l, "ts.net")}</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
    }
}

/// The final-scoring lines of the log: (region key, net VP), and the China Card's holder.
fn final_lines(log: &[LogEntry]) -> (Vec<(String, i32)>, Option<u8>) {
    let mut out = vec![];
    let mut china = None;
    for e in log {
        match e.id.as_str() {
            "ts.final_region" => {
                if let (Some(Arg::Key(k)), Some(Arg::Num(n))) = (e.args.first(), e.args.get(1)) {
                    out.push((k.clone(), *n));
                }
            }
            "ts.china_vp" => {
                if let Some(Arg::Seat(s)) = e.args.first() {
                    china = Some(*s);
                }
            }
            _ => {}
        }
    }
    (out, china)
}

#[component]
pub fn ScoresPanel(ts: Ts) -> impl IntoView {
    let lang = ts.lang;
    move || {
        let l = lang.get();
        ts.with_view(|_, v| {
            view! {
                <div class="scores pad" data-test="scores">
                    <p class="hint">{t(l, "ts.standings_hint")}</p>
                    {standings(l, v, None)}
                    <p class="hint">{t(l, "ts.standings_legend")}</p>
                </div>
            }
        })
    }
}

#[component]
pub fn EndScreen(ts: Ts, ctx: Ctx, toast: RwSignal<Option<Toast>>, open: RwSignal<bool>) -> impl IntoView {
    let lang = ts.lang;
    let close = NodeRef::<leptos::html::Button>::new();
    // The keyboard lands on "Look at the board", without scrolling the result out of view.
    Effect::new(move |_| {
        if let Some(b) = close.get() {
            let opts = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&opts, &"preventScroll".into(), &true.into());
            if let Ok(f) = js_sys::Reflect::get(&b, &"focus".into()) {
                if let Some(f) = wasm_bindgen::JsCast::dyn_ref::<js_sys::Function>(&f) {
                    let _ = f.call1(&b, &opts);
                }
            }
        }
    });
    move || {
        let l = lang.get();
        ts.snap.with(|s| {
            let s = s.as_ref()?;
            let v = super::view_of(s)?;
            let o = s.outcome.as_ref()?;
            let names = GameNames::new(l, &s.game);
            let winner = o.winner.map(Player::from_seat);
            let title = match winner {
                Some(p) => t(l, "ts.end_winner").replace("{0}", &seat_text(l, p)),
                None => t(l, "ts.end_draw"),
            };
            let side = winner.map_or("none", |p| p.key());
            let how = t(l, &format!("ts.end.{}", o.reason));
            let detail = msg::rich(&names, &format!("outcome.{}", o.reason), &o.args, Some(ts.focus));
            let (finals, china) = final_lines(&s.log);
            let is_final = o.reason == "final_scoring";
            let sum: i32 = finals.iter().map(|x| x.1).sum::<i32>()
                + china.map_or(0, |c| if c == Player::Us.seat() { 1 } else { -1 });
            let before = v.vp - sum;
            let vp_text = |vp: i32| match vp.signum() {
                1 => format!("{} +{vp}", t(l, "seat.us")),
                -1 => format!("{} +{}", t(l, "seat.ussr"), -vp),
                _ => t(l, "ts.vp_even"),
            };
            Some(view! {
                <div class=format!("end-screen end-{side}") role="dialog" aria-modal="false" aria-labelledby="end-h" data-test="end-screen"
                    data-winner=side data-reason=o.reason.clone() data-vp=v.vp.to_string()>
                    <div class="end-card">
                        <p class="end-kicker">{t(l, "game.over")}" · "{t(l, "ts.turn")}" "{v.turn.to_string()}</p>
                        <h2 id="end-h" data-test="winner">{title}</h2>
                        <p class="end-how" data-test="end-how">{how}</p>
                        <p class="end-detail">{detail}</p>
                        <div class="end-vp">
                            <span class="stat-l">{t(l, "ts.final_vp")}</span>
                            <b data-test="final-vp">{vp_text(v.vp)}</b>
                        </div>
                        <h3>{t(l, if is_final { "ts.final_breakdown" } else { "ts.end_standings" })}</h3>
                        {standings(l, v, is_final.then_some(finals.as_slice()))}
                        {is_final.then(|| view! {
                            <ul class="end-lines">
                                <li>{t(l, "ts.vp_before_final")}": "<b>{vp_text(before)}</b></li>
                                {china.map(|c| view! { <li>{t(l, "ts.china_point").replace("{0}", &seat_text(l, Player::from_seat(c)))}</li> })}
                            </ul>
                        })}
                        <div class="end-actions">
                            <button class="btn btn-primary" node_ref=close data-test="end-close" on:click=move |_| open.set(false)>{t(l, "ts.see_board")}</button>
                            <button class="btn" data-test="end-export" on:click=move |_| export_record(toast)>{t(l, "game.export")}</button>
                            <button class="btn" data-test="end-home" on:click=move |_| ctx.go_home(true)>{t(l, "app.home")}</button>
                        </div>
                    </div>
                </div>
            })
        })
    }
}
