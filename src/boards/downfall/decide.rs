//! The decision panel: who decides and what (the shell's head), then the legal actions as buttons. A
//! unit's destinations (`To`, `Sail`) are one group of chips; the placements of air units (`Enter`, DF
//! 10.3) one group per unit, headed by its name, each chip a hex — with the initiative its trace pays for a
//! sea area when it does (rules 12: `df.b.chip_cost`). An action that rolls dice (a
//! combat's 2d6, a Strategic Warfare roll, a naval attack's 2d6) carries the engine's odds (`Snapshot::odds`, computed by
//! engine/src/games/downfall/odds.rs): the chance of a good result on its button, and below the
//! actions the column, every modifier with its rule and the chance of each result.

use engine::text::Display as _;
use leptos::prelude::*;

use crate::app::game::prompt_head;
use crate::app::msg::GameNames;
use crate::boards::shared::decide::{self as shared, Choice};
use crate::app::t;

use super::board::D;

/// The actions that are one group of chips (a destination each). Partisan Warfare's hexes are places,
/// not moves (DF 7.8).
fn grouped(prompt: &str, label: &str) -> Option<&'static str> {
    Some(match label {
        "df.a.to" if prompt == "df.partisan_place" => "df.b.group.place",
        "df.a.to" => "df.b.group.to",
        "df.a.sail" => "df.b.group.sail",
        "df.a.enter" | "df.a.enter_sea" | "df.a.enter_inner" => "df.b.group.enter",
        _ => return None,
    })
}

#[component]
pub fn Decide(d: D) -> impl IntoView {
    let lang = d.p.lang;
    move || {
        let l = lang.get();
        d.p.snap.with(|s| {
            let s = s.as_ref()?;
            let names = GameNames::new(l, &s.game);
            let head = prompt_head(l, s, &names, d.p.focus);
            let mut groups: Vec<(String, Vec<(Choice, String)>)> = vec![];
            let mut others: Vec<(Choice, String)> = vec![];
            let mut odds: Vec<AnyView> = vec![];
            // A Bombing swap or the Airdrop's unit: the units as counters on the display's picture (sw.rs).
            let picture = super::sw::picks(s.prompt.id.as_str()).and_then(|head| super::sw::picture(d, l, s, head));
            for a in &s.prompt.actions {
                if picture.is_some() && a.target.as_ref().is_some_and(|x| x.kind == engine::TargetKind::Unit) {
                    continue;
                }
                let (c, pct) = shared::choice(&names, s, a, &mut odds);
                match grouped(s.prompt.id.as_str(), &a.label) {
                    Some(g) => {
                        // An air placement whose trace pays for a sea area (DF 10.3's interception check, DF 14's
                        // +1; rules 12): its hex and the initiative on the chip, the sea in the full words.
                        let chip = match a.label.as_str() {
                            "df.a.enter_sea" | "df.a.enter_inner" if a.args.len() >= 3 => crate::i18n::message(&names, "df.b.chip_cost", &a.args[1..3]),
                            _ => a.args.last().map(|x| names.arg(x)).unwrap_or_default(),
                        };
                        // Each unit that enters heads its own group (its name in the head, the hex on the chip).
                        let g = match (a.label.as_str(), a.args.first()) {
                            ("df.a.enter" | "df.a.enter_sea" | "df.a.enter_inner", Some(unit)) => crate::i18n::message(&names, "df.b.group.enter_unit", std::slice::from_ref(unit)),
                            _ => t(l, g),
                        };
                        match groups.iter_mut().find(|(x, _)| *x == g) {
                            Some((_, list)) => list.push((c, chip)),
                            None => groups.push((g, vec![(c, chip)])),
                        }
                    }
                    None => others.push((c, pct)),
                }
            }
            let seat_id = s.prompt.seat.clone().unwrap_or_default();
            let groups = groups
                .into_iter()
                .map(|(g, list)| {
                    let chips = list.into_iter().map(|(c, chip)| shared::button(d.p, c, "df-dest", chip, None)).collect_view();
                    shared::group("df", view! { <span class="df-group-head">{g}</span> }.into_any(), chips.into_any())
                })
                .collect_view();
            let others = others.into_iter().map(|(c, pct)| {
                let text = c.label.clone() + &pct;
                shared::button(d.p, c, "", text, None)
            }).collect_view();
            let odds = shared::odds_list(l, "df.b.odds_title", odds);
            Some(shared::panel("df", &seat_id, head, view! {
                {picture}
                <div class="actions df-groups" role="group" aria-label=t(l, "game.actions")>{groups}</div>
                <div class="actions" role="group" aria-label=t(l, "game.actions")>{others}</div>
                {odds}
            }))
        })
    }
}
