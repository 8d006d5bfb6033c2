//! The odds of the actions that roll dice — coups, realignment rolls, war cards, the space race, the
//! Quagmire / Bear Trap release — computed by applying the action to a copy of the state for every roll
//! (kit::odds), with the modifiers that make the roll, each with its reason. The board shows them; it
//! never computes a rule itself.

use super::cards::{BEAR_TRAP, DEATH_SQUADS, QUAGMIRE, SALT_NEGOTIATIONS};
use super::coup::realign_terms;
use super::data::{CardId, CountryId, Region};
use super::events::wars::{war_terms, WARS};
use super::ops::{budget, card_ops, realign_roll_modifier};
use super::coup::CoupOps;
use super::events::picks::ChooseCountry;
use super::play::ChooseUse;
use super::state::{OpsKind, Player, State, Step, Use};
use super::{Action, TwilightStruggle};
use crate::kit::odds::{enumerate, Modifier, Odds, Reading};
use crate::{Arg, Game};

/// The odds of `action` in `state`, for the player deciding; `None` when it rolls no die.
pub fn odds(state: &State, action: &Action) -> Option<Odds> {
    let seat = TwilightStruggle::prompt(state).seat?;
    let player = Player::from_seat(seat);
    let modifiers = modifiers(state, player, action);
    let mut odds = enumerate(
        state,
        1..=6,
        |s| &mut s.chance,
        |s| TwilightStruggle::apply_legal(s, seat, action).is_ok(),
        |before, after| read(before, after, player, action),
        modifiers,
    )?;
    // What every roll brings: a battleground coup moves DEFCON whatever the die (TS OPS §3-4).
    if matches!(action, Action::Coup(_)) {
        let mut trial = state.clone();
        trial.chance.script.dice = vec![1];
        if TwilightStruggle::apply_legal(&mut trial, seat, action).is_ok() && trial.defcon != state.defcon {
            odds.notes.push(("ts.odds.defcon_after".into(), vec![Arg::Num(trial.defcon as i32)]));
        }
    }
    Some(odds)
}

fn space_key(state: &State, c: CountryId) -> Arg {
    Arg::Space(state.data().countries.get(c as usize).map_or_else(|| "civil_war".to_string(), |x| x.key.clone()))
}

/// How one roll turned out, for the player who acts.
fn read(before: &State, after: &State, player: Player, action: &Action) -> Reading {
    let reading = |id: &str, args: Vec<Arg>, success: Option<bool>| Reading { id: id.to_string(), args, success, loses: false };
    if before.outcome.is_none() {
        if let Some(o) = &after.outcome {
            let won = o.winner == Some(player.seat());
            return Reading {
                id: "ts.odds.game_over".into(),
                args: vec![o.winner.map_or(Arg::Key("ts.odds.draw".into()), Arg::Seat), Arg::Key(format!("outcome.{}", o.reason))],
                success: Some(won),
                loses: o.winner.is_some() && !won,
            };
        }
    }
    let new_log: Vec<&crate::LogEntry> = after.log.iter().skip(before.log.len()).collect();
    if let Some(e) = new_log.iter().find(|e| matches!(e.id.as_str(), "ts.war_won" | "ts.war_lost")) {
        let won = e.id == "ts.war_won";
        let mine = e.seat == Some(player.seat());
        return reading(if won { "ts.odds.war_won" } else { "ts.odds.war_lost" }, vec![e.args[0].clone(), e.args[1].clone()], Some(won == mine));
    }
    if let Some(e) = new_log.iter().find(|e| matches!(e.id.as_str(), "ts.space_success" | "ts.space_failure")) {
        let ok = e.id == "ts.space_success";
        return reading(if ok { "ts.odds.space_success" } else { "ts.odds.space_failure" }, vec![e.args[2].clone()], Some(ok));
    }
    if let Some(e) = new_log.iter().find(|e| matches!(e.id.as_str(), "ts.trap_escaped" | "ts.trap_holds")) {
        let ok = e.id == "ts.trap_escaped";
        return reading(if ok { "ts.odds.trap_escaped" } else { "ts.odds.trap_holds" }, vec![], Some(ok));
    }
    let opp = player.opponent();
    match action {
        Action::Coup(c) | Action::Realign(c) => {
            let (c, i) = (*c, *c as usize);
            let removed = before.influence[i][opp.idx()] as i32 - after.influence[i][opp.idx()] as i32;
            let added = after.influence[i][player.idx()] as i32 - before.influence[i][player.idx()] as i32;
            let lost = -added;
            if matches!(action, Action::Coup(_)) {
                if removed + added > 0 {
                    reading("ts.odds.coup_success", vec![space_key(before, c), Arg::Num(removed), Arg::Num(added)], Some(true))
                } else {
                    reading("ts.odds.coup_failure", vec![space_key(before, c)], Some(false))
                }
            } else if removed > 0 {
                reading("ts.odds.realign_win", vec![space_key(before, c), Arg::Num(removed)], Some(true))
            } else if lost > 0 {
                reading("ts.odds.realign_loss", vec![space_key(before, c), Arg::Num(lost)], Some(false))
            } else {
                reading("ts.odds.realign_nothing", vec![space_key(before, c)], None)
            }
        }
        _ => {
            let vp = (after.vp - before.vp) * if player == Player::Us { 1 } else { -1 };
            reading("ts.odds.vp", vec![Arg::Num(vp)], Some(vp > 0))
        }
    }
}

/// What is added to the roll, with the reasons, for the actions the board explains.
fn modifiers(state: &State, player: Player, action: &Action) -> Vec<Modifier> {
    let m = |id: &str, args: Vec<Arg>, value: i32| Modifier::new(id, args, value);
    let step = state.steps.last();
    match (step, action) {
        (Some(Step::CoupOps(CoupOps { ops, asia_bonus, sea_bonus, .. })), Action::Coup(c)) => {
            let (ops, asia_bonus, sea_bonus) = (*ops, *asia_bonus, *sea_bonus);
            let c = *c;
            let total = budget(state, ops, asia_bonus, sea_bonus, true, true, c);
            let stability = state.data().countries[c as usize].stability as i32;
            let mut out = vec![m("ts.mod.ops", vec![], total as i32), m("ts.mod.stability", vec![Arg::Num(stability)], -2 * stability)];
            if state.has(SALT_NEGOTIATIONS) {
                out.push(m("ts.mod.card", vec![Arg::Card(SALT_NEGOTIATIONS as u16)], -1));
            }
            let region = state.data().countries[c as usize].region;
            if matches!(region, Region::CentralAmerica | Region::SouthAmerica) {
                for e in state.effects.iter().filter(|e| e.card == DEATH_SQUADS) {
                    out.push(m("ts.mod.card", vec![Arg::Card(DEATH_SQUADS as u16)], if e.player == player { 1 } else { -1 }));
                }
            }
            out
        }
        (_, Action::Realign(c)) => {
            let mut out = vec![];
            for (p, sign) in [(player, 1), (player.opponent(), -1)] {
                for (id, value) in realign_terms(state, *c, p) {
                    if value != 0 {
                        out.push(m(id, vec![Arg::Seat(p.seat())], sign * value));
                    }
                }
                let events = realign_roll_modifier(state, p);
                if events != 0 {
                    out.push(m("ts.mod.realign_events", vec![Arg::Seat(p.seat())], sign * events));
                }
            }
            out
        }
        (Some(Step::ChooseCountry(ChooseCountry { card, .. })), Action::Country(c)) if WARS.contains(card) => war(state, *card, player, *c),
        (Some(Step::ChooseUse(ChooseUse { card, .. })), Action::Use(Use::Event)) if WARS.contains(card) => fixed_war(state, *card, player),
        (Some(Step::ChooseUse(ChooseUse { card, .. })), Action::Use(Use::Ops(OpsKind::Space))) => space(state, player, *card),
        (Some(Step::ChooseCard(_)), Action::Discard(_)) => {
            let trap = if player == Player::Us { QUAGMIRE } else { BEAR_TRAP };
            vec![m("ts.mod.trap_release", vec![Arg::Card(trap as u16)], 4)]
        }
        _ => vec![],
    }
}

fn war(state: &State, card: CardId, player: Player, target: CountryId) -> Vec<Modifier> {
    war_terms(state, card, player, target).into_iter().filter(|t| t.1 != 0).map(|(id, v)| Modifier::new(id, vec![], v)).collect()
}

/// Korean War and Arab-Israeli War attack a fixed country.
fn fixed_war(state: &State, card: CardId, player: Player) -> Vec<Modifier> {
    let key = match card {
        super::cards::KOREAN_WAR => "southkorea",
        super::cards::ARAB_ISRAELI_WAR => "israel",
        _ => return vec![],
    };
    match state.data().country(key) {
        Some(c) => war(state, card, player, c),
        None => vec![],
    }
}

fn space(state: &State, player: Player, card: CardId) -> Vec<Modifier> {
    let next = state.space[player.idx()] as usize + 1;
    match state.data().space.get(next) {
        Some(b) => vec![
            Modifier::new("ts.mod.space_box", vec![Arg::Num(b.box_no as i32), Arg::Num(b.ops_needed as i32)], b.max_roll as i32),
            Modifier::new("ts.mod.ops", vec![], card_ops(state, player, card) as i32),
        ],
        None => vec![],
    }
}
