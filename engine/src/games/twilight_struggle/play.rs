//! Playing a card in an action round (TS PLAY): choosing the card, its use, the order of an
//! opponent's event and the operations, the operations themselves, and where the card goes after.

use super::cards::*;
use super::coup::{realign_with, resolve_with};
use super::data::{CardId, CountryId};
use super::defcon::gain_vp;
use super::events;
use super::influence::place_point;
use super::ops::{self, budget, card_ops, coup_modifier, in_asia, in_southeast_asia, printed, realign_roll_modifier, CIVIL_WAR};
use super::space;
use super::state::{Choice, OpsKind, Player, State, Step, Use};
use super::turn::{china_playable, total_rounds};
use super::Action;
use crate::kit::chance::Drawn;
use crate::{Arg, Outcome};

/// Rolls a die: new information, so undo stops here. A scripted die is marked in the log.
pub fn roll(state: &mut State) -> u8 {
    let r = state.chance.roll(1..=6);
    note_script(state, r.drawn, "ts.scripted_die", vec![Arg::Roll(r.value)]);
    r.value
}

/// Logs that a result came from the position's script (`ts.scripted_…`), or that the script's entry did
/// not fit and the generator decided (`ts.script_skipped`).
pub fn note_script(state: &mut State, drawn: Drawn, id: &str, args: Vec<Arg>) {
    match drawn {
        Drawn::Random => {}
        Drawn::Scripted => state.log(None, id, args),
        Drawn::Fallback => state.log(None, "ts.script_skipped", vec![Arg::Key(id.to_string())]),
    }
}

fn is_scoring(state: &State, card: CardId) -> bool {
    state.data().cards[card as usize].scoring
}

/// Whether `player` is caught in Quagmire (US) or Bear Trap (USSR).
pub fn trapped(state: &State, player: Player) -> bool {
    match player {
        Player::Us => state.has(QUAGMIRE),
        Player::Ussr => state.has(BEAR_TRAP),
    }
}

/// Cards a trapped player may discard to roll for release: 2 ops or more after modifiers, never a
/// scoring card or the China Card (TS PLAY §3, digest E6/E16).
pub fn trap_discards(state: &State, player: Player) -> Vec<CardId> {
    state.hand(player).iter().copied().filter(|&c| !is_scoring(state, c) && card_ops(state, player, c) >= 2).collect()
}

/// Cuban Missile Crisis (#40): the threatened player may cancel it by removing 2 of their own
/// influence — the USSR from Cuba, the US from West Germany or Turkey.
pub fn crisis_cancels(state: &State, player: Player) -> Vec<CountryId> {
    let Some(e) = state.effect(CUBAN_MISSILE_CRISIS) else { return vec![] };
    if e.player == player {
        return vec![];
    }
    let keys: &[&str] = match player {
        Player::Ussr => &["cuba"],
        Player::Us => &["wgermany", "turkey"],
    };
    keys.iter().filter_map(|k| state.data().country(k)).filter(|&c| state.inf(c, player) >= 2).collect()
}

/// Cards `player` may play this action round (TS PLAY §1, TS CMP §2-1, Missile Envy #49).
pub fn playable_cards(state: &State, player: Player) -> Vec<CardId> {
    let hand = state.hand(player);
    let scoring: Vec<CardId> = hand.iter().copied().filter(|&c| is_scoring(state, c)).collect();
    let left = total_rounds(state, player).saturating_sub(state.rounds_done[player.idx()]) as usize;
    if !scoring.is_empty() && scoring.len() >= left {
        return scoring;
    }
    if state.effect(MISSILE_ENVY).is_some_and(|e| e.player == player) && hand.contains(&MISSILE_ENVY) {
        return vec![MISSILE_ENVY];
    }
    let mut cards = Vec::with_capacity(hand.len() + 1);
    cards.extend_from_slice(hand);
    if china_playable(state, player) {
        cards.push(CHINA_CARD);
    }
    cards
}

/// The actions of the card choice: cancelling the Cuban Missile Crisis, a trapped player's discards,
/// the playable cards, and a pass when only the China Card is left (no one can be forced to play it).
pub fn card_actions(state: &State, player: Player) -> Vec<Action> {
    let mut out: Vec<Action> = Vec::with_capacity(state.hand(player).len() + 3);
    out.extend(crisis_cancels(state, player).into_iter().map(Action::Remove));
    if trapped(state, player) {
        let scoring: Vec<CardId> = state.hand(player).iter().copied().filter(|&c| is_scoring(state, c)).collect();
        let left = total_rounds(state, player).saturating_sub(state.rounds_done[player.idx()]) as usize;
        // A scoring card still may not be held (TS CMP §2-1): when the rounds run out, it comes first.
        let discards = if !scoring.is_empty() && scoring.len() >= left { vec![] } else { trap_discards(state, player) };
        if !discards.is_empty() || !scoring.is_empty() {
            out.extend(discards.into_iter().map(Action::Discard));
            out.extend(scoring.into_iter().map(Action::Card));
            return out;
        }
        // Rules 2 (#42, #44): with no card to discard and no scoring card the player passes the round
        // (here only when a Cuban Missile Crisis can still be defused first; else `action_round` passes).
        if state.rules_at_least(2) {
            out.push(Action::Done);
            return out;
        }
    }
    let cards = playable_cards(state, player);
    let only_china = cards == [CHINA_CARD];
    out.extend(cards.into_iter().map(Action::Card));
    if only_china {
        out.push(Action::Done);
    }
    out
}

pub fn cancel_crisis(state: &mut State, player: Player, country: CountryId) {
    state.influence[country as usize][player.idx()] -= 2;
    state.effects.retain(|e| e.card != CUBAN_MISSILE_CRISIS);
    state.log(Some(player), "ts.crisis_cancelled", vec![Arg::Space(state.data().countries[country as usize].key.clone())]);
}

pub fn choose_card(state: &mut State, player: Player, card: CardId) {
    if card != CHINA_CARD {
        state.hands[player.idx()].retain(|&c| c != card);
    }
    state.table.push(card);
    state.log(Some(player), "ts.plays", vec![Arg::Seat(player.seat()), Arg::Card(card as u16)]);
    state.steps.push(Step::ChooseUse { player, card });
}

/// A player passes: with only the China Card left, or caught in Quagmire / Bear Trap with nothing to
/// discard and no scoring card (rules 2).
pub fn pass(state: &mut State, player: Player) {
    if trapped(state, player) && state.rules_at_least(2) {
        state.log(Some(player), "ts.trapped_pass", vec![Arg::Seat(player.seat()), Arg::Num(state.action_round as i32)]);
    } else {
        state.log(Some(player), "ts.pass", vec![Arg::Seat(player.seat())]);
    }
}

/// Quagmire / Bear Trap under rules 2 (the printed cards #42, #44): a trapped player with no card worth
/// the discard and no scoring card may play nothing, and passes the action round. Rules 1 let them play
/// normally.
pub fn trapped_without_play(state: &State, player: Player) -> bool {
    state.rules_at_least(2)
        && trapped(state, player)
        && trap_discards(state, player).is_empty()
        && !state.hand(player).iter().any(|&c| is_scoring(state, c))
        && crisis_cancels(state, player).is_empty()
}

/// Quagmire / Bear Trap: discard a card and roll; 1–4 ends the trap.
pub fn trap_discard(state: &mut State, player: Player, card: CardId) {
    state.hands[player.idx()].retain(|&c| c != card);
    state.discard.push(card);
    let r = roll(state);
    let trap = if player == Player::Us { QUAGMIRE } else { BEAR_TRAP };
    let free = r <= 4;
    state.log(
        Some(player),
        if free { "ts.trap_escaped" } else { "ts.trap_holds" },
        vec![Arg::Seat(player.seat()), Arg::Card(card as u16), Arg::Roll(r), Arg::Card(trap as u16)],
    );
    if free {
        state.effects.retain(|e| e.card != trap);
    }
}

/// How `player` may use `card` (TS PLAY §1–2, TS OPS §0, TS CHN).
pub fn use_options(state: &State, player: Player, card: CardId) -> Vec<Use> {
    if is_scoring(state, card) {
        return vec![Use::Event];
    }
    let mut out = Vec::with_capacity(5);
    let forced_ops = card == MISSILE_ENVY && state.effect(MISSILE_ENVY).is_some_and(|e| e.player == player);
    let own = card != CHINA_CARD && events::owner(state, card, player) == player;
    if own && !forced_ops && events::playable(state, card, player, false) {
        out.push(Use::Event);
    }
    out.push(Use::Ops(OpsKind::Influence));
    if ops::any_realign_target(state, player) {
        out.push(Use::Ops(OpsKind::Realign));
    }
    if ops::any_coup_target(state, player) {
        out.push(Use::Ops(OpsKind::Coup));
    }
    if space::may_attempt(state, player, card_ops(state, player, card)) {
        out.push(Use::Ops(OpsKind::Space));
    }
    out
}

/// Flower Power (#59): the USSR gains 2 VP whenever the US plays a war card other than to space.
pub fn flower_power(state: &mut State, player: Player, card: CardId) {
    if player == Player::Us && state.data().cards[card as usize].war && state.has(FLOWER_POWER) {
        state.log(Some(Player::Ussr), "ts.flower_power", vec![Arg::Card(card as u16)]);
        gain_vp(state, Player::Ussr, 2, false);
    }
}

pub fn choose_use(state: &mut State, player: Player, card: CardId, u: Use) {
    if card == MISSILE_ENVY {
        state.effects.retain(|e| !(e.card == MISSILE_ENVY && e.player == player));
    }
    match u {
        Use::Event => {
            flower_power(state, player, card);
            state.steps.push(Step::Finish { player, card });
            state.steps.push(Step::Event { card, owner: events::owner(state, card, player) });
        }
        Use::Ops(OpsKind::Space) => {
            // TS OPS §4-5: a card played to the space race never triggers its event.
            state.steps.push(Step::Finish { player, card });
            let r = roll(state);
            space::attempt(state, player, r);
        }
        Use::Ops(kind) => {
            flower_power(state, player, card);
            let opponent_event = card != CHINA_CARD && events::owner(state, card, player) != player;
            if opponent_event && events::playable(state, card, player.opponent(), false) {
                state.steps.push(Step::ChooseOrder { player, card, kind });
            } else {
                if opponent_event {
                    state.log(None, "ts.event_blocked", vec![Arg::Card(card as u16)]);
                }
                state.steps.push(Step::Finish { player, card });
                state.steps.push(operations(state, player, card, kind));
            }
        }
    }
}

fn operations(state: &State, player: Player, card: CardId, kind: OpsKind) -> Step {
    Step::Operations { player, card, raw: printed(state, card), kind, targets: None, free: false, optional: false }
}

/// TS PLAY §2: the phasing player orders the opponent's event and the operations.
pub fn choose_order(state: &mut State, player: Player, card: CardId, kind: OpsKind, choice: Choice) {
    state.steps.push(Step::Finish { player, card });
    let event = Step::Event { card, owner: player.opponent() };
    if choice == Choice::EventFirst {
        state.steps.push(operations(state, player, card, kind));
        state.steps.push(event);
    } else {
        state.steps.push(event);
        state.steps.push(operations(state, player, card, kind));
    }
}

/// Fires an event if it may happen now (TS PLAY §2: a blocked event or an unmet condition does not
/// fire, and a starred card is then not removed).
pub fn event(state: &mut State, card: CardId, owner: Player) {
    let headline = state.action_round == 0;
    if events::playable(state, card, owner, headline) {
        state.fired.push(card);
        state.log(Some(owner), "ts.event", vec![Arg::Seat(owner.seat()), Arg::Card(card as u16)]);
        let before = state.fingerprint();
        state.steps.push(Step::EventDone { card, before });
        events::fire(state, card, owner);
    } else {
        state.log(None, "ts.event_blocked", vec![Arg::Card(card as u16)]);
    }
}

/// The end of an event: say so when it changed nothing (it still happened: a starred card is removed).
pub fn event_done(state: &mut State, card: CardId, before: u32) {
    if state.outcome.is_none() && state.fingerprint() == before {
        state.log(None, "ts.event_no_effect", vec![Arg::Card(card as u16)]);
    }
}

/// Starts operations worth `raw` printed ops: the modifiers and region bonuses are applied here.
#[allow(clippy::too_many_arguments)]
pub fn start_operations(
    state: &mut State,
    player: Player,
    card: CardId,
    raw: u8,
    kind: OpsKind,
    targets: Option<Vec<CountryId>>,
    free: bool,
    optional: bool,
) {
    let ops = ops::modified(state, player, raw);
    let (asia_bonus, sea_bonus) = ops::bonuses(state, player, card);
    state.log(Some(player), "ts.operations", vec![Arg::Seat(player.seat()), Arg::Num(ops as i32), Arg::Key(kind_key(kind).into())]);
    match kind {
        OpsKind::Influence => {
            state.steps.push(Step::PlaceOps { player, ops, asia_bonus, sea_bonus, spent: 0, all_asia: true, all_sea: true, optional })
        }
        OpsKind::Realign => state.steps.push(Step::RealignOps {
            player,
            ops,
            asia_bonus,
            sea_bonus,
            spent: 0,
            all_asia: true,
            all_sea: true,
            targets,
            free,
            optional,
        }),
        OpsKind::Coup => state.steps.push(Step::CoupOps { player, ops, asia_bonus, sea_bonus, targets, free, optional }),
        OpsKind::Space => {
            if space::may_attempt(state, player, ops) {
                let r = roll(state);
                space::attempt(state, player, r);
            }
        }
    }
}

pub fn kind_key(kind: OpsKind) -> &'static str {
    match kind {
        OpsKind::Influence => "ts.kind.influence",
        OpsKind::Realign => "ts.kind.realign",
        OpsKind::Coup => "ts.kind.coup",
        OpsKind::Space => "ts.kind.space",
    }
}

/// One influence point with operations (TS OPS §1), or one point into the Chinese Civil War space.
pub fn place_ops(state: &mut State, country: CountryId) {
    let Some(Step::PlaceOps { player, spent, all_asia, all_sea, .. }) = state.steps.last().cloned() else { return };
    let cost = if country == CIVIL_WAR {
        civil_war_point(state);
        1
    } else {
        let c = place_point(state, country, player);
        state.log(Some(player), "ts.place", vec![Arg::Space(state.data().countries[country as usize].key.clone())]);
        c
    };
    let (asia, sea) = (in_asia(state, country), in_southeast_asia(state, country));
    if let Some(Step::PlaceOps { spent: s, all_asia: a, all_sea: e, .. }) = state.steps.last_mut() {
        *s = spent + cost;
        *a = all_asia && asia;
        *e = all_sea && sea;
    }
}

/// TS CCW: the third USSR point ends the civil war; the USSR takes the China Card face up.
fn civil_war_point(state: &mut State) {
    let n = state.civil_war.map_or(0, |n| n + 1);
    state.log(Some(Player::Ussr), "ts.civil_war_point", vec![Arg::Num(n as i32)]);
    if n >= 3 {
        state.civil_war = None;
        state.china = super::state::China { holder: Some(Player::Ussr), face_up: true };
        state.log(Some(Player::Ussr), "ts.civil_war_won", vec![]);
    } else {
        state.civil_war = Some(n);
    }
}

pub fn place_ops_actions(state: &State) -> Vec<Action> {
    let Some(&Step::PlaceOps { player, ops, asia_bonus, sea_bonus, spent, all_asia, all_sea, optional }) = state.steps.last() else {
        return vec![];
    };
    let places = ops::placements(state, player, ops, asia_bonus, sea_bonus, spent, all_asia, all_sea);
    let mut out: Vec<Action> = Vec::with_capacity(places.len() + 1);
    out.extend(places.into_iter().map(Action::Place));
    if !out.is_empty() && (spent > 0 || optional) {
        out.push(Action::Done);
    }
    out
}

pub fn realign_actions(state: &State) -> Vec<Action> {
    let Some(Step::RealignOps { player, ops, asia_bonus, sea_bonus, spent, all_asia, all_sea, targets, free, optional }) = state.steps.last() else {
        return vec![];
    };
    let candidates = ops::realign_targets(state, *player, targets, *free);
    let mut out: Vec<Action> = Vec::with_capacity(candidates.len() + 1);
    out.extend(
        candidates
            .into_iter()
            .filter(|&c| *spent < budget(state, *ops, *asia_bonus, *sea_bonus, *all_asia, *all_sea, c))
            .map(Action::Realign),
    );
    if !out.is_empty() && (*spent > 0 || *optional) {
        out.push(Action::Done);
    }
    out
}

/// One realignment roll (TS OPS §2).
pub fn realign_roll(state: &mut State, country: CountryId) {
    let Some(Step::RealignOps { player, spent, all_asia, all_sea, .. }) = state.steps.last().cloned() else { return };
    let (asia, sea) = (in_asia(state, country), in_southeast_asia(state, country));
    if let Some(Step::RealignOps { spent: s, all_asia: a, all_sea: e, .. }) = state.steps.last_mut() {
        *s = spent + 1;
        *a = all_asia && asia;
        *e = all_sea && sea;
    }
    let (mine, theirs) = (roll(state), roll(state));
    let (my_mod, their_mod) = (realign_roll_modifier(state, player), realign_roll_modifier(state, player.opponent()));
    let (a, b, removed) = realign_with(state, player, country, mine as i32 + my_mod, theirs as i32 + their_mod);
    state.log(
        Some(player),
        "ts.realign",
        vec![
            Arg::Seat(player.seat()),
            Arg::Space(state.data().countries[country as usize].key.clone()),
            Arg::Roll(mine),
            Arg::Num(a),
            Arg::Roll(theirs),
            Arg::Num(b),
            Arg::Num(removed as i32),
        ],
    );
}

pub fn coup_actions(state: &State) -> Vec<Action> {
    let Some(Step::CoupOps { player, targets, free, optional, .. }) = state.steps.last() else { return vec![] };
    let candidates = ops::coup_targets(state, *player, targets, *free);
    let mut out: Vec<Action> = Vec::with_capacity(candidates.len() + 1);
    out.extend(candidates.into_iter().map(Action::Coup));
    if !out.is_empty() && *optional {
        out.push(Action::Done);
    }
    out
}

/// The coup chosen in a CoupOps step: the region bonuses count when the target is in their region.
pub fn coup_step(state: &mut State, country: CountryId) {
    let Some(Step::CoupOps { player, ops, asia_bonus, sea_bonus, free, .. }) = state.steps.pop() else { return };
    let ops = budget(state, ops, asia_bonus, sea_bonus, true, true, country);
    coup(state, player, country, ops, free);
}

/// A coup (TS OPS §3) with every event rule that touches it: the Cuban Missile Crisis, SALT and the
/// Death Squads' modifiers, Nuclear Subs, Yuri and Samantha.
pub fn coup(state: &mut State, player: Player, country: CountryId, ops: u8, free: bool) {
    let key = state.data().countries[country as usize].key.clone();
    if let Some(e) = state.effect(CUBAN_MISSILE_CRISIS) {
        if e.player != player {
            state.log(Some(player), "ts.crisis_war", vec![Arg::Seat(player.seat()), Arg::Space(key)]);
            state.outcome = Some(Outcome {
                winner: Some(player.opponent().seat()),
                reason: "cuban_missile_crisis".into(),
                args: vec![Arg::Seat(player.seat())],
            });
            return;
        }
    }
    let r = roll(state);
    let modifier = coup_modifier(state, country, player);
    let degrade = !(player == Player::Us && state.has(NUCLEAR_SUBS));
    let res = resolve_with(state, player, country, ops, r, modifier, free, degrade);
    state.last_coup_removed = res.removed;
    state.last_coup_target = Some(country);
    state.log(
        Some(player),
        if res.margin > 0 { "ts.coup_success" } else { "ts.coup_failure" },
        vec![
            Arg::Seat(player.seat()),
            Arg::Space(key),
            Arg::Roll(r),
            Arg::Num(ops as i32),
            Arg::Num(modifier),
            Arg::Num(res.removed as i32),
            Arg::Num(res.added as i32),
        ],
    );
    if player == Player::Us && state.has(YURI_AND_SAMANTHA) {
        state.log(Some(Player::Ussr), "ts.yuri", vec![]);
        gain_vp(state, Player::Ussr, 1, false);
    }
}

/// The card leaves the table (TS CMP §2-4, §2-6; TS CHN §3): the China Card passes face down, a
/// starred card whose event fired is removed, Shuttle Diplomacy waits for its scoring, the rest are
/// discarded.
pub fn finish(state: &mut State, player: Player, card: CardId) {
    let fired = state.fired.contains(&card);
    state.fired.retain(|&c| c != card);
    let Some(i) = state.table.iter().position(|&c| c == card) else { return };
    state.table.remove(i);
    if card == CHINA_CARD {
        state.china = super::state::China { holder: Some(player.opponent()), face_up: false };
        state.log(Some(player), "ts.china_passed", vec![Arg::Seat(player.opponent().seat())]);
        if player == Player::Us && state.has(FORMOSAN_RESOLUTION) {
            state.effects.retain(|e| e.card != FORMOSAN_RESOLUTION);
            state.log(None, "ts.effect_ends", vec![Arg::Card(FORMOSAN_RESOLUTION as u16)]);
        }
    } else if card == SHUTTLE_DIPLOMACY && fired && state.has(SHUTTLE_DIPLOMACY) {
        state.table.push(card);
    } else if fired && state.data().cards[card as usize].starred {
        state.removed.push(card);
    } else {
        state.discard.push(card);
    }
}

/// Eagle/Bear Has Landed: discard a held card, or keep.
pub fn landed_actions(state: &State, player: Player) -> Vec<Action> {
    let mut out: Vec<Action> = state.hand(player).iter().map(|&c| Action::Card(c)).collect();
    out.push(Action::Choose(Choice::Keep));
    out
}

pub fn landed_discard(state: &mut State, player: Player, card: CardId) {
    state.hands[player.idx()].retain(|&c| c != card);
    state.discard.push(card);
    state.log(Some(player), "ts.landed_discard", vec![Arg::Seat(player.seat()), Arg::Card(card as u16)]);
}
