//! What the generic safety look-ahead (engine/src/ai/search.rs) cannot reach by itself: a card played for
//! operations fires the opponent's event later in the same play — after the use, the order and maybe
//! several placements — and that event may hand the opponent the game (GUIDE §6: at DEFCON 2, CIA Created,
//! Lone Gunman, Grain Sales, Tear Down This Wall give the opponent a battleground coup that ends the game
//! against the phasing player; Duck and Cover, We Will Bury You, KAL-007 lower DEFCON themselves). The
//! position "the event fires now" is handed to the look-ahead as well.
//!
//! Events that pick a card — Star Wars (a card from the discards), Grain Sales to Soviets and Five Year
//! Plan (a random card from the USSR's hand) — are opened up: each card they could pick that can move
//! DEFCON or give a coup (How I Learned to Stop Worrying above all) is a position of its own, so a pick
//! the policy would not rank among the opponent's best answers is still seen.
//!
//! Beyond the action round: at DEFCON 2 a player must still play a card in each of his remaining rounds
//! (the eighth is optional, rules 3). [`doomed`] counts the DEFCON suicide cards that will have to be
//! played then; a move that raises the count loses later as surely as one that loses now.
//!
//! [`loss_kind`] names how a finished game was lost by the loser's own hand, for the arena's count.

use super::super::cards::*;
use super::super::data::CardId;
use super::super::play::{ChooseCard, ChooseOrder, ChooseUse};
use super::super::state::{Choice, OpsKind, Player, State, Step, Use};
use super::super::turn::Headline;
use super::super::{events, space, turn, Action, TwilightStruggle};
use super::values::{dangerous_for, owner};
use crate::Game;

/// The positions where the opponent's event of the card this action commits to fires at once.
pub fn consequences(state: &State, action: &Action) -> Vec<State> {
    let Some(step) = state.steps.last() else { return vec![] };
    if let (&Step::Headline(Headline { player }), Action::Card(c)) = (step, action) {
        return headline_gamble(state, player, *c);
    }
    if let (&Step::ChooseUse(ChooseUse { player, card }), Action::Use(Use::Event)) = (step, action) {
        // GUIDE §6-4: an own event that may end the game at DEFCON 2 on the opponent's roll or choice
        // (Summit, Olympic Games) is a loss to the look-ahead, whatever the sampled dice say.
        if super::values::suicide_at_defcon2(state, card, player, player) {
            return vec![lost(state, player)];
        }
        return own_pick(state, player, card, action);
    }
    let (player, card, base) = match (step, action) {
        (&Step::ChooseCard(ChooseCard { player }), Action::Card(c)) => {
            // Not bound yet if the card can go to the space race instead.
            if space::may_attempt(state, player, super::super::ops::card_ops(state, player, *c)) {
                return vec![];
            }
            (player, *c, Some(action))
        }
        (&Step::ChooseUse(ChooseUse { player, card }), Action::Use(Use::Ops(k))) if *k != OpsKind::Space => (player, card, Some(action)),
        // Either order: the event first is the position where it fires now.
        (&Step::ChooseOrder(ChooseOrder { player, card, .. }), Action::Choose(_)) => (player, card, None),
        _ => return vec![],
    };
    if !bound_to_fire(state, player, card) {
        return vec![];
    }
    let mut s = state.clone();
    s.quiet = true;
    if let Some(action) = base {
        if TwilightStruggle::apply_legal(&mut s, player.seat(), action).is_err() {
            return vec![];
        }
    }
    if s.outcome.is_some() {
        return vec![];
    }
    expand(&s, card, &|s: &State| event_first(s, player, card))
}

/// `state`, where `player` has chosen `card` (an opponent's event) and its use or its order is still to
/// decide, played on to the moment the event fires: operations of influence if the use is open (any use
/// would do: the event fires the same), the event first. The play's own event step is the one that fires,
/// so the event fires once — before 2026-12-05 an event step pushed on top of the play fired it a second
/// time later, and at DEFCON 3 every card that gives the opponent a coup (CIA Created, Lone Gunman,
/// Ortega, …) read as a loss: two coups, DEFCON 1. So levels 1 and 2 kept such a card until DEFCON 2
/// stuck it in their hand (arena `--a level2 --b level1 --seed 700`, seeds 726 and 836: the US's last
/// card Ortega Elected in Nicaragua in round 7).
fn event_first(state: &State, player: Player, card: CardId) -> Option<State> {
    let mut s = state.clone();
    loop {
        let action = match s.steps.last()? {
            Step::ChooseUse(c) if c.player == player && c.card == card => Action::Use(Use::Ops(OpsKind::Influence)),
            Step::ChooseOrder(c) if c.player == player && c.card == card => Action::Choose(Choice::EventFirst),
            _ => return Some(s),
        };
        TwilightStruggle::apply_legal(&mut s, player.seat(), &action).ok()?;
        if s.outcome.is_some() {
            return Some(s);
        }
    }
}

/// `state` with the game lost by `player` at DEFCON 1.
fn lost(state: &State, player: Player) -> State {
    let mut s = state.clone();
    s.quiet = true;
    s.defcon = 1;
    s.outcome = Some(crate::Outcome {
        winners: vec![],
        winner: Some(player.opponent().seat()),
        reason: "defcon".into(),
        args: vec![crate::Arg::Seat(player.seat())],
    });
    s
}

/// The positions `go` leads to from `state` when it fires `card`'s event: for an event that picks a card,
/// one per pick that matters to DEFCON (and the plain one).
fn expand(state: &State, card: CardId, go: &dyn Fn(&State) -> Option<State>) -> Vec<State> {
    let mut out: Vec<State> = vec![];
    match card {
        // A random card from the USSR's hand: each DEFCON card it may be.
        GRAIN_SALES | FIVE_YEAR_PLAN => {
            for s in ussr_hand_picks(state, card) {
                out.extend(go(&s));
            }
        }
        // The US picks a card from the discards and its event fires: each DEFCON card there. Grain Sales
        // to Soviets picked so takes a random card of the USSR's hand in turn: each DEFCON card it may be
        // (arena `--a level2 --b level1 --seed 700`, seed 769: Star Wars for operations, Grain Sales from
        // the discards, How I Learned to Stop Worrying from the USSR's hand, DEFCON 1).
        STAR_WARS => {
            if let Some(s) = go(state) {
                let prompt = TwilightStruggle::prompt(&s);
                if let Some(seat) = prompt.seat {
                    for a in &prompt.actions {
                        let Action::Card(c) = a else { continue };
                        if !matters_to_defcon(*c) {
                            continue;
                        }
                        let mut bases = if *c == GRAIN_SALES { ussr_hand_picks(&s, GRAIN_SALES) } else { vec![] };
                        bases.push(s.clone());
                        for mut t in bases {
                            if TwilightStruggle::apply_legal(&mut t, seat, a).is_ok() {
                                out.push(t);
                            }
                        }
                    }
                }
            }
        }
        _ => {}
    }
    out.extend(go(state));
    out
}

/// Copies of `state` for an event that takes a random card of the USSR's hand: in each the hand is one
/// card it holds (other than `except`) that matters to DEFCON — the only card left to pick, the others
/// out of the look-ahead's way.
fn ussr_hand_picks(state: &State, except: CardId) -> Vec<State> {
    let mut hand = state.hand(Player::Ussr).clone();
    hand.sort_unstable();
    hand.dedup();
    hand.into_iter()
        .filter(|&c| c != except && matters_to_defcon(c))
        .map(|c| {
            let mut s = state.clone();
            s.hands[Player::Ussr.idx()] = vec![c];
            s
        })
        .collect()
}

/// A card whose event can move DEFCON to 1 or give a coup in the other side's round (GUIDE §6): the DEFCON
/// suicide cards, How I Learned to Stop Worrying, Olympic Games, Summit, and the events that fire others.
pub fn matters_to_defcon(card: CardId) -> bool {
    super::values::lowers_defcon(card)
        || super::values::gives_owner_coup(card)
        || matches!(card, HOW_I_LEARNED | OLYMPIC_GAMES | SUMMIT | CUBAN_MISSILE_CRISIS | STAR_WARS | FIVE_YEAR_PLAN)
}

/// The positions a player's own event that picks a card leads to (Grain Sales and Star Wars for the US,
/// Five Year Plan for the USSR), one per card it may pick that matters to DEFCON.
fn own_pick(state: &State, player: Player, card: CardId, action: &Action) -> Vec<State> {
    if !matches!(card, GRAIN_SALES | FIVE_YEAR_PLAN | STAR_WARS) || owner(state, card, player) != player {
        return vec![];
    }
    let mut base = state.clone();
    base.quiet = true;
    let out = expand(&base, card, &|s: &State| {
        let mut t = s.clone();
        TwilightStruggle::apply_legal(&mut t, player.seat(), action).ok()?;
        Some(t)
    });
    // The plain position is the move itself, which the look-ahead checks anyway.
    let n = out.len().saturating_sub(1);
    out.into_iter().take(n).collect()
}

/// Whether playing `card` by `player` fires the opponent's event.
fn bound_to_fire(state: &State, player: Player, card: CardId) -> bool {
    let c = &state.data().cards[card as usize];
    if c.scoring || card == super::super::cards::CHINA_CARD {
        return false;
    }
    let own = owner(state, card, player);
    own != player && events::playable(state, card, own, false)
}

/// Whether the Cuban Missile Crisis (a neutral card: either side may hold it) may be in the opponent's
/// hand, as `player` sees it: not removed, discarded, on the table, in effect or in `player`'s hand.
fn crisis_unseen(state: &State, player: Player) -> bool {
    let c = CUBAN_MISSILE_CRISIS;
    !state.removed.contains(&c) && !state.discard.contains(&c) && !state.table.contains(&c) && !state.hand(player).contains(&c) && !state.has(c)
}

/// Whether the opponent's Cuban Missile Crisis headline (#40, 3 printed ops) would resolve before
/// `player`'s headline of `card`: the higher headline first, ties to the US (TS SEQ C).
fn crisis_first(state: &State, player: Player, card: CardId) -> bool {
    let ops = state.data().cards[card as usize].ops;
    match player {
        Player::Us => ops < 3,
        Player::Ussr => ops <= 3,
    }
}

/// A headline that ends the game against its player at DEFCON 2 is a gamble at DEFCON 3: the other
/// headline may lower DEFCON before it resolves (GUIDE §6-4). The position with DEFCON one lower once the
/// headlines are chosen is checked too.
fn headline_gamble(state: &State, player: Player, card: CardId) -> Vec<State> {
    // The headliner answers for DEFCON 1 in the headline phase (TS SEQ C): an event that ends the game
    // against him now — at any DEFCON, Star Wars picking How I Learned to Stop Worrying from the discards
    // for the US (arena seed 12121) — loses, as the policy's headline value says.
    if super::values::suicide_at_defcon2(state, card, owner(state, card, player), player) {
        return vec![lost(state, player)];
    }
    // At DEFCON 3 any lowering headline will do; higher, the opponent's Cuban Missile Crisis (#40, 3 ops:
    // it resolves before a US headline of fewer ops, and before a USSR headline of as many) sets DEFCON 2
    // from any level. Either side may headline it (arena seed 862: the USSR headlined Grain Sales to
    // Soviets at DEFCON 5, the US headlined the Crisis, and the US coup Grain Sales gave it ended the
    // game against the USSR).
    let crisis = crisis_first(state, player, card) && crisis_unseen(state, player);
    if state.defcon < 3 || (state.defcon > 3 && !crisis) {
        return vec![];
    }
    // A suicide card the turn cannot keep ([`exposed`]) is safer headlined than kept: kept, any lowering
    // headline or coup of the opponent's before its play seals it; headlined, only a lowering headline that
    // resolves first.
    if exposed(state, player, card, 0) {
        return vec![];
    }
    let own = owner(state, card, player);
    // The opponent's event that gives the opponent operations or a coup (Grain Sales to Soviets, CIA
    // Created, Lone Gunman, Tear Down This Wall, Ortega): once the other headline has brought DEFCON to 2,
    // the opponent's battleground coup ends the game against the player who chose the headline (TS DEF
    // §1-3, TS SEQ C). The look-ahead would need the whole line — the other headline, the card taken, its
    // use, the coup's target — to see it, more than its depth (arena, seeds 882, 919, 1072), so the
    // headline is lost.
    if super::values::gives_owner_coup(card) && own != player {
        return vec![lost(state, player)];
    }
    // Summit at DEFCON 2 ends the game on the opponent's roll (GUIDE §6-4), which the look-ahead's sampled
    // dice may not give it: lost, as the action round's own event is (arena `--a level2 --b level1 --seed
    // 700`, seed 700: the USSR headlined Summit at DEFCON 3, the US's Grain Sales to Soviets resolved first
    // and its coup set DEFCON 2, the US won the Summit roll).
    if card == SUMMIT && own == player {
        return vec![lost(state, player)];
    }
    let risky = super::values::lowers_defcon(card) || (card == OLYMPIC_GAMES && own == player);
    if !risky {
        return vec![];
    }
    let mut s = state.clone();
    s.quiet = true;
    if TwilightStruggle::apply_legal(&mut s, player.seat(), &Action::Card(card)).is_err() || s.outcome.is_some() {
        return vec![];
    }
    s.defcon = 2;
    vec![s]
}

/// One card to spare, whichever level plays (reconstructed, docs/ai.md "Suicide cards: one card to spare"):
/// a hand that can keep exactly one card to the next turn is counted as if it could keep none. The
/// opponent's events take cards from a hand — Grain Sales to Soviets, Aldrich Ames Remix, Terrorism,
/// Blockade, Latin American Debt Crisis (and the USSR's own Five Year Plan) — and with the card kept
/// gone, a DEFCON suicide card must be played at DEFCON 2. In the arena (`--a level2 --b level1 --seed
/// 700`, 400 games) level 1 lost 11 games by its own hand, 7 of them with its last card of round 7; four
/// of those read so: seeds 774 (Aldrich Ames Remix took the US's spare card), 787 and 859 (Grain Sales to
/// Soviets took the USSR's), 829 (the USSR's own Five Year Plan). Not for the headline: there the spare
/// card made level 1 headline its suicide cards into the other headline's DEFCON drop (9 headline traps in
/// the same 400 games).
pub const SPARE: usize = 1;

/// The arena switch that plays without [`SPARE`] (`--b-tune 512`).
pub const NO_SPARE_SWITCH: u32 = 512;

/// The cards the safety rules count to spare: [`SPARE`], or none under [`NO_SPARE_SWITCH`].
fn spare() -> usize {
    if crate::ai::tuning() & NO_SPARE_SWITCH != 0 {
        0
    } else {
        SPARE
    }
}

/// How many of `p`'s coming plays are doomed (`AiGame::doomed`: a move that raises the count loses). At
/// DEFCON 2, the rounds that must be filled with a DEFCON suicide card ([`plays_doomed`]). At DEFCON 3 or
/// higher, one less than that count would be if DEFCON were 2: a move that sets DEFCON 2 over the hand
/// without spending one of its suicide cards (a coup, a lowering event) raises the count and loses;
/// spending one whose own event sets DEFCON 2 (Duck and Cover while Grain Sales to Soviets waits: arena
/// `--a level2 --b level1 --seed 700`, seed 705) does not; nor does a play that leaves DEFCON where it is
/// and the hand as exposed as before (`spend_first` orders those for levels 1 and 2); a play that takes
/// the hand's spare card away (the USSR's own Five Year Plan) does.
pub fn doomed(state: &State, p: Player) -> u32 {
    if state.action_round == 0 || state.outcome.is_some() {
        return 0;
    }
    match state.defcon {
        2 => plays_doomed(state, p),
        d if d >= 3 => plays_doomed(state, p).saturating_sub(1),
        _ => 0,
    }
}

/// As if DEFCON were 2, how many of `p`'s remaining action rounds must be filled with a DEFCON suicide card
/// (GUIDE §6): the rounds still to play (TS SEQ D; the eighth may be skipped, TS OPS §4-4, rules 3), less
/// the round under way once its card is chosen, against the safe cards in hand (the China Card among
/// them) and the suicide cards the space race can still take (TS OPS §4). Each such round loses the game.
/// While a round is still to come, [`SPARE`] cards of the hand count as lost to the opponent's events: a
/// hand one card from doomed counts as doomed.
fn plays_doomed(state: &State, p: Player) -> u32 {
    let hand = state.hand(p);
    let scoring_held = hand.iter().any(|&c| state.data().cards[c as usize].scoring);
    let total = turn::total_rounds(state, p);
    let must = if total == 8 && state.rules_at_least(3) && !scoring_held { 7 } else { total };
    let mut rounds = must.saturating_sub(state.rounds_done[p.idx()]) as usize;
    // UN Intervention played for its event, its partner not picked yet: the round may still take a
    // dangerous card, as if UN Intervention were in hand and the round not begun.
    let un_pending = match state.steps.last() {
        Some(Step::ChooseUse(ChooseUse { player, card })) => *player == p && *card == UN_INTERVENTION,
        Some(Step::ChooseCardFrom(c)) => c.player == p && c.card == UN_INTERVENTION,
        _ => false,
    };
    let under_way = state.phasing == p
        && !un_pending
        && state.steps.iter().any(|s| matches!(s, Step::EndRound(e) if e.player == p))
        && !matches!(state.steps.last(), Some(Step::ChooseCard(ChooseCard { player })) if *player == p);
    if under_way {
        rounds = rounds.saturating_sub(1);
    }
    let dangerous: Vec<CardId> = hand.iter().copied().filter(|&c| dangerous_for(state, c, p)).collect();
    // UN Intervention plays one of the opponent's cards (every dangerous card is one, `dangerous_for`)
    // for operations without its event (TS card #32): the two fill one round, safely.
    let paired = ((hand.contains(&UN_INTERVENTION) || un_pending) && !dangerous.is_empty()) as usize;
    let playable = hand.len() + un_pending as usize + turn::china_playable(state, p) as usize - paired;
    let spare = if rounds > 0 { spare() } else { 0 };
    let rounds = (rounds + spare).min(playable);
    let safe = playable - (dangerous.len() - paired);
    let space_left = space::attempts_allowed(state, p).saturating_sub(state.space_attempts[p.idx()]) as usize;
    let spaceable = dangerous.iter().filter(|&&c| space::may_attempt(state, p, super::super::ops::card_ops(state, p, c))).count().min(space_left).min(dangerous.len() - paired);
    rounds.saturating_sub(safe + spaceable) as u32
}

/// Whether `card` is a DEFCON suicide card (GUIDE §6) in `p`'s hand that the turn cannot keep, while
/// DEFCON is 3 or higher: the hand holds no more cards than plays to come (the headline one of them in the
/// headline phase, the China Card aside) beyond what the space race can take
/// ([`super::eval::unplaceable_dangerous`]). Coups and DEFCON events — the opponent's, or the opponent's
/// after one's own (arena seed 784: the USSR's coup set DEFCON 3 from 4, the US's next one 2) — would seal
/// it: from DEFCON 2 the card ends the game against `p` in whichever round it must be played (TS DEF
/// §1-3). It has to be played this turn anyway, so the sooner the safer.
///
/// `spare`: cards of the hand counted as lost to the opponent's events before it is played out
/// ([`SPARE`] for the card of an action round; none for the headline, where spending the card is a gamble
/// of its own, [`headline_gamble`]).
fn exposed(state: &State, p: Player, card: CardId, spare: usize) -> bool {
    state.defcon >= 3
        && dangerous_for(state, card, p)
        // Five Year Plan is dangerous for the USSR only through the US suicide card in its hand (its event
        // discards a card at random), which is exposed itself: spent first, it takes Five Year Plan's
        // danger away, while Five Year Plan spent first may discard a safe card and leave the other stuck
        // (arena seed 929: CIA Created the USSR's last card of round 7).
        && card != FIVE_YEAR_PLAN
        // Not one that ends the game now (Star Wars with How I Learned to Stop Worrying in the discards):
        // only the space race takes that one.
        && !super::values::suicide_at_defcon2(state, card, owner(state, card, p), p)
        && super::eval::unplaceable_dangerous_sparing(state, p, spare) > turn::china_playable(state, p) as usize
}

/// Whether `p` choosing `action` as its headline or the card of its round spends an [`exposed`] suicide
/// card. Played now, its event costs operations at worst: the opponent's coup brings DEFCON to 2 at the
/// lowest, not 1 (TS DEF §1-2). Kept, the opponent's next coup or DEFCON event seals it — beyond the look-ahead, which
/// stops at the round's end (arena seeds 12224, 12262, 836: Lone Gunman kept by the US until the USSR's
/// coup set DEFCON 2; the US, second in every round, could spend it safely only as its headline). Levels
/// 1 and 2 spend it first; the searching levels see the opponent's coup in their playouts.
pub fn spend_first(state: &State, p: Player, action: &Action) -> bool {
    let Action::Card(card) = action else { return false };
    match state.steps.last() {
        Some(Step::ChooseCard(ChooseCard { player })) if *player == p => exposed(state, p, *card, spare()),
        Some(Step::Headline(Headline { player })) if *player == p => exposed(state, p, *card, 0),
        _ => false,
    }
}

/// How the loser of a finished game lost by its own hand, for the arena's count: `headline_trap` (a
/// headline that met the other headline's DEFCON drop), `last_card` (the last card of the hand in the last
/// round), `star_wars`, `grain_sales`, `five_year_plan` (an event that fired a DEFCON card), `defcon_event`
/// (a card whose event moved DEFCON to 1 or gave the opponent the coup), `own_coup` (a battleground coup
/// at DEFCON 2), `coup_under_cuban_missile_crisis`, `scoring_held`. `None` for other endings.
pub fn loss_kind(state: &State) -> Option<String> {
    let o = state.outcome.as_ref()?;
    let kind = match o.reason.as_str() {
        "scoring_held" => "scoring_held",
        "cuban_missile_crisis" => "coup_under_cuban_missile_crisis",
        "defcon" => {
            let loser = match o.args.first() {
                Some(crate::Arg::Seat(s)) => Player::from_seat(*s),
                _ => state.phasing,
            };
            let on_table = |c: CardId| state.table.contains(&c);
            if state.action_round == 0 {
                "headline_trap"
            } else if state.action_round >= 7 && state.phasing == loser && state.hand(loser).is_empty() {
                "last_card"
            } else if on_table(STAR_WARS) {
                "star_wars"
            } else if on_table(GRAIN_SALES) {
                "grain_sales"
            } else if on_table(FIVE_YEAR_PLAN) {
                "five_year_plan"
            } else if state.table.iter().any(|&c| matters_to_defcon(c)) {
                "defcon_event"
            } else {
                "own_coup"
            }
        }
        _ => return None,
    };
    Some(kind.to_string())
}
