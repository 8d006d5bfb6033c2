//! The odds of the actions that roll dice (kit::odds): a combat's roll (DF 8 step 5), a Strategic Warfare
//! roll (DF 7.9) and a naval attack's roll (DF 9.2), computed by applying the action to a copy of the state
//! for every roll.

use super::state::{State, Step};
use super::{Action, Downfall};
use crate::kit::odds::{self, Modifier, Odds, Reading};
use crate::{Arg, Game};

fn last(s: &State, id: &str) -> Option<Vec<Arg>> {
    s.log.iter().rev().find(|e| e.id == id).map(|e| e.args.clone())
}

fn num(a: Option<&Arg>) -> i32 {
    match a {
        Some(Arg::Num(n)) => *n,
        _ => 0,
    }
}

pub fn odds(s: &State, a: &Action) -> Option<Odds> {
    let seat = Downfall::prompt(s).seat?;
    let apply = |t: &mut State| Downfall::apply_legal(t, seat, a).is_ok();
    match (s.steps.last()?, a) {
        (Step::Flankers(fl), Action::Roll) => {
            let mut attackers = vec![fl.lead as usize];
            attackers.extend(fl.flankers.iter().map(|&u| u as usize));
            let o = super::combat::odds(s, fl.faction, fl.hex, &attackers);
            let mut modifiers: Vec<Modifier> = o.lines.iter().map(|(id, v)| Modifier::new(id, vec![], *v)).collect();
            modifiers.push(Modifier::new("df.m.column", vec![], o.column));
            odds::enumerate(
                s,
                1..=6,
                |t: &mut State| &mut t.chance,
                apply,
                |_, after| {
                    let args = last(after, "df.combat").unwrap_or_default();
                    let (ah, dh) = (num(args.get(7)), num(args.get(8)));
                    Reading { id: "df.odds.combat".into(), args: vec![args.get(6).cloned().unwrap_or(Arg::Num(0)), Arg::Num(ah), Arg::Num(dh)], success: Some(dh > ah), loses: after.outcome.as_ref().is_some_and(|o| o.lost(Some(seat))) }
                },
                modifiers,
            )
        }
        (Step::SwTrack(_), Action::Track(_)) => odds::enumerate(
            s,
            1..=6,
            |t: &mut State| &mut t.chance,
            apply,
            |_, after| {
                let boxes = num(last(after, "df.sw_roll").unwrap_or_default().get(2));
                Reading { id: "df.odds.sw".into(), args: vec![Arg::Num(boxes)], success: Some(boxes > 0), loses: false }
            },
            vec![],
        ),
        // DF 9.2 (rules 11 shows it; the roll is rules 3's): a naval attack's 2d6 + the strengths' difference
        // (and its other modifiers): 4 or less fails, then 1, 2 or 3 hits.
        (Step::NavalAttack(n), Action::Roll) => odds::enumerate(
            s,
            1..=6,
            |t: &mut State| &mut t.chance,
            apply,
            |_, after| {
                let hits = num(last(after, "df.naval_attack_roll").unwrap_or_default().get(3));
                if hits == 0 {
                    Reading { id: "df.odds.naval_interdict".into(), args: vec![], success: Some(false), loses: false }
                } else {
                    Reading { id: "df.odds.naval".into(), args: vec![Arg::Num(hits)], success: Some(true), loses: false }
                }
            },
            vec![Modifier::new("df.m.naval", vec![], n.drm(s))],
        ),
        _ => None,
    }
}
