//! The turn (TS SEQ §5, A–I): DEFCON, the deal, the headline, the action rounds, the military-ops
//! check, the China Card's flip, the new war periods, and the final scoring after turn 10.

use super::cards::*;
use super::control::controls;
use super::data::{CardId, Period, Region};
use super::deck::{self, period_cards};
use super::defcon::{change_defcon, gain_vp};
use super::events;
use super::scoring;
use super::play::{ChooseCard, Event, Finish};
use super::space::{ability, LandedDiscard};
use super::events::picks::Influence;
use super::state::{ask, not_an_answer, InfluenceMode, Player, State, Step};
use super::Action;
use crate::kit::steps;
use crate::{Arg, Illegal, Outcome, Prompt, Seat};
use serde::{Deserialize, Serialize};

/// TS SEQ B: hand size (8 in turns 1–3, 9 from turn 4; the China Card does not count).
pub fn hand_size(turn: u8) -> usize {
    if turn <= 3 {
        8
    } else {
        9
    }
}

/// TS SEQ D: action rounds per turn (6 in turns 1–3, 7 after), 8 for the owner of the Space Station
/// (TS OPS §4-4) or for the US after North Sea Oil (#86).
pub fn total_rounds(state: &State, player: Player) -> u8 {
    let base = if state.turn <= 3 { 6 } else { 7 };
    let north_sea = player == Player::Us && state.effects.iter().any(|e| e.card == NORTH_SEA_OIL && e.turn_only);
    if ability(state, player, 8) || north_sea {
        8
    } else {
        base
    }
}

/// *auto* TS SEQ A–C: improve DEFCON, deal, then the headline phase.
#[derive(Clone, Copy, Debug)]
pub struct StartTurn;

impl steps::Step<State> for StartTurn {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        None
    }
    fn run(&self, state: &mut State) {
        start_turn(state);
    }
}

/// TS SEQ A–C.
pub fn start_turn(state: &mut State) {
    state.log(None, "ts.turn", vec![Arg::Num(state.turn as i32)]);
    if state.defcon < 5 {
        let phasing = state.phasing;
        change_defcon(state, 1, phasing);
    }
    deck::deal(state, hand_size(state.turn));
    begin_headlines(state);
}

/// TS SEQ C: both players choose a headline. The opponent of the Man-in-Earth-Orbit owner chooses
/// first and shows it (TS OPS §4-4); otherwise the USSR chooses first, face down.
pub fn begin_headlines(state: &mut State) {
    state.action_round = 0;
    state.headlines = [None, None];
    state.headline_revealed = [false, false];
    state.defcon_at_start = state.defcon;
    state.defcon_to_2 = false;
    state.steps.push(Step::ActionRound);
    state.steps.push(Step::EndHeadline);
    state.steps.push(Step::RevealHeadlines);
    let first = if ability(state, Player::Ussr, 4) { Player::Us } else { Player::Ussr };
    for p in [first.opponent(), first] {
        if !headline_choices(state, p).is_empty() {
            state.steps.push(Step::Headline(Headline { player: p }));
        }
    }
}

/// TS SEQ C: choose a headline card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Headline {
    pub player: Player,
}

impl steps::Step<State> for Headline {
    fn prompt(&self, state: &State) -> Option<Prompt<Action>> {
        let player = self.player;
        let choices = headline_choices(state, player).into_iter().map(Action::Card).collect();
        ask(player, "ts.choose_headline", vec![Arg::Seat(player.seat())], "TS SEQ C", choices)
    }

    fn apply(&self, state: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        let Action::Card(c) = action else { return not_an_answer(self, action) };
        state.steps.pop();
        choose_headline(state, self.player, *c);
        Ok(())
    }
}

/// Cards a player may headline: any card in hand except UN Intervention (its own rule); the China
/// Card never (TS CHN §7).
pub fn headline_choices(state: &State, player: Player) -> Vec<CardId> {
    let hand = state.hand(player);
    let mut out = Vec::with_capacity(hand.len());
    out.extend(hand.iter().copied().filter(|&c| c != UN_INTERVENTION));
    out
}

pub fn choose_headline(state: &mut State, player: Player, card: CardId) {
    state.hands[player.idx()].retain(|&c| c != card);
    state.table.push(card);
    state.headlines[player.idx()] = Some(card);
    // Under Man in Earth Orbit the first headline is shown at once.
    let shown = ability(state, player.opponent(), 4);
    state.headline_revealed[player.idx()] = shown;
    if shown {
        state.chance.reveal();
        state.log(Some(player), "ts.headline_shown", vec![Arg::Seat(player.seat()), Arg::Card(card as u16)]);
    } else {
        state.log(Some(player), "ts.headline_chosen", vec![Arg::Seat(player.seat())]);
    }
}

/// The headline value: the card's printed ops, 0 for scoring cards (TS SEQ C).
fn headline_value(state: &State, card: CardId) -> u8 {
    state.data().cards[card as usize].ops
}

/// *auto* TS SEQ C: reveal both headlines and resolve them, higher ops first.
#[derive(Clone, Copy, Debug)]
pub struct RevealHeadlines;

impl steps::Step<State> for RevealHeadlines {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        None
    }
    fn run(&self, state: &mut State) {
        reveal_headlines(state);
    }
}

/// TS SEQ C: reveal, then resolve the higher headline first; on a tie the US goes first. A US
/// Defectors headline cancels the USSR's headline (#103).
pub fn reveal_headlines(state: &mut State) {
    state.chance.reveal();
    state.headline_revealed = [true, true];
    for p in Player::BOTH {
        if let Some(card) = state.headlines[p.idx()] {
            state.log(Some(p), "ts.headline", vec![Arg::Seat(p.seat()), Arg::Card(card as u16)]);
        }
    }
    if state.headlines[Player::Us.idx()] == Some(DEFECTORS) {
        if let Some(card) = state.headlines[Player::Ussr.idx()].take() {
            state.headline_revealed[Player::Ussr.idx()] = false;
            state.log(Some(Player::Us), "ts.defectors_cancel", vec![Arg::Card(card as u16)]);
            state.table.retain(|&c| c != card);
            state.discard.push(card);
        }
    }
    let mut order: Vec<(Player, CardId)> =
        Player::BOTH.into_iter().filter_map(|p| state.headlines[p.idx()].map(|c| (p, c))).collect();
    // Higher value first; ties: the US first.
    order.sort_by_key(|&(p, c)| (std::cmp::Reverse(headline_value(state, c)), p != Player::Us));
    for &(p, c) in order.iter().rev() {
        state.steps.push(Step::HeadlineEvent(HeadlineEvent { player: p, card: c }));
    }
}

/// *auto* resolve one headline card as its event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeadlineEvent {
    pub player: Player,
    pub card: CardId,
}

impl steps::Step<State> for HeadlineEvent {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        None
    }
    fn run(&self, state: &mut State) {
        headline_event(state, self.player, self.card);
    }
}

/// Resolves one headline: its player is the phasing player for DEFCON (TS SEQ C), the event's owner
/// carries it out.
pub fn headline_event(state: &mut State, player: Player, card: CardId) {
    state.phasing = player;
    state.round_start = state.influence.clone();
    state.headlines[player.idx()] = None;
    state.headline_revealed[player.idx()] = false;
    state.steps.push(Step::Finish(Finish { player, card }));
    state.steps.push(Step::Event(Event { card, owner: events::owner(state, card, player) }));
}

/// *auto* the end of the headline phase.
#[derive(Clone, Copy, Debug)]
pub struct EndHeadline;

impl steps::Step<State> for EndHeadline {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        None
    }
    fn run(&self, state: &mut State) {
        end_headline(state);
    }
}

/// The end of the headline phase. Under rules 1 NORAD was checked here too; the headline phase is not an
/// action round, so rules 2 does not (NORAD's text speaks of action rounds).
pub fn end_headline(state: &mut State) {
    if !state.rules_at_least(2) {
        norad_check(state);
    }
}

/// Whether NORAD's trigger happened this action round: DEFCON was moved to 2 at some point in it, also
/// when it went up and came back down to 2, or went on up again (rules 2). Rules 1 compared DEFCON at the
/// end of the round with DEFCON at its start.
fn norad_triggered(state: &State) -> bool {
    if state.rules_at_least(2) {
        state.defcon_to_2
    } else {
        state.defcon == 2 && state.defcon_at_start != 2
    }
}

/// NORAD (#106): at the end of an action round in which DEFCON was moved to 2, while the US controls
/// Canada, the US may add 1 influence to a country that already holds US influence.
pub fn norad_check(state: &mut State) {
    if !(state.has(NORAD) && norad_triggered(state)) {
        return;
    }
    let canada = state.data().country("canada").expect("canada");
    if controls(state, canada, Player::Us) {
        let allowed: Vec<_> = state.data().countries.iter().filter(|c| state.inf(c.id, Player::Us) > 0).map(|c| c.id).collect();
        state.log(Some(Player::Us), "ts.norad", vec![]);
        state.steps.push(Step::Influence(Influence {
            player: Player::Us,
            owner: Player::Us,
            card: NORAD,
            mode: InfluenceMode::Add,
            left: 1,
            amount: 1,
            max_per_country: 1,
            allowed,
            picked: vec![],
            // Rules 2: the placement is a "may"; the US can decline it.
            optional: state.rules_at_least(2),
        }));
    }
}

/// *auto* TS SEQ D: start the next action round, or end the turn.
#[derive(Clone, Copy, Debug)]
pub struct ActionRound;

impl steps::Step<State> for ActionRound {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        None
    }
    fn run(&self, state: &mut State) {
        action_round(state);
    }
}

/// TS SEQ D: the next action round — the player with fewer rounds taken, the USSR first. A player
/// with nothing to play sits the round out.
pub fn action_round(state: &mut State) {
    let next = Player::BOTH
        .into_iter()
        .filter(|&p| state.rounds_done[p.idx()] < total_rounds(state, p))
        .min_by_key(|&p| (state.rounds_done[p.idx()], p.idx()));
    let Some(p) = next else {
        state.steps.push(Step::EndTurn);
        return;
    };
    state.phasing = p;
    state.action_round = state.rounds_done[p.idx()] + 1;
    state.steps.push(Step::ActionRound);
    if state.hand(p).is_empty() && !china_playable(state, p) {
        state.rounds_done[p.idx()] += 1;
        state.log(Some(p), "ts.no_cards", vec![Arg::Seat(p.seat()), Arg::Num(state.action_round as i32)]);
        return;
    }
    state.round_start = state.influence.clone();
    state.defcon_at_start = state.defcon;
    state.defcon_to_2 = false;
    if super::play::trapped_without_play(state, p) {
        // Quagmire / Bear Trap with no card to discard and no scoring card (rules 2): the round passes,
        // and ends as any round does (We Will Bury You, NORAD).
        state.log(Some(p), "ts.trapped_pass", vec![Arg::Seat(p.seat()), Arg::Num(state.action_round as i32)]);
        state.steps.push(Step::EndRound(EndRound { player: p }));
        return;
    }
    state.log(Some(p), "ts.action_round", vec![Arg::Seat(p.seat()), Arg::Num(state.action_round as i32)]);
    state.steps.push(Step::EndRound(EndRound { player: p }));
    state.steps.push(Step::ChooseCard(ChooseCard { player: p }));
}

/// The China Card may be played by its holder while face up (TS CHN).
pub fn china_playable(state: &State, player: Player) -> bool {
    state.holds_china(player) && state.china.face_up
}

/// *auto* the end of an action round (NORAD, We Will Bury You).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EndRound {
    pub player: Player,
}

impl steps::Step<State> for EndRound {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        None
    }
    fn run(&self, state: &mut State) {
        end_round(state, self.player);
    }
}

pub fn end_round(state: &mut State, player: Player) {
    state.rounds_done[player.idx()] += 1;
    // We Will Bury You (#50): the US's next action round passed without UN Intervention.
    if player == Player::Us {
        let stamp = round_stamp(state);
        if let Some(i) = state.effects.iter().position(|e| e.card == WE_WILL_BURY_YOU && e.stamp < stamp) {
            state.effects.remove(i);
            state.log(Some(Player::Ussr), "ts.we_will_bury_you_vp", vec![]);
            gain_vp(state, Player::Ussr, 3, false);
        }
    }
    norad_check(state);
}

/// A number that grows with every action round of the game, to tell "this round" from "later".
pub fn round_stamp(state: &State) -> u16 {
    state.turn as u16 * 32 + state.rounds_done[0] as u16 + state.rounds_done[1] as u16
}

/// *auto* TS SEQ E–I: the end of the turn.
#[derive(Clone, Copy, Debug)]
pub struct EndTurn;

impl steps::Step<State> for EndTurn {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        None
    }
    fn run(&self, state: &mut State) {
        end_turn(state);
    }
}

/// TS SEQ E–I. Eagle/Bear Has Landed's discard comes first (digest D11).
pub fn end_turn(state: &mut State) {
    state.action_round = 0;
    state.steps.push(Step::TurnChecks);
    for p in Player::BOTH {
        if ability(state, p, 6) && !state.hand(p).is_empty() {
            state.steps.push(Step::LandedDiscard(LandedDiscard { player: p }));
        }
    }
}

/// *auto* TS SEQ E–I after Eagle/Bear Has Landed's discard.
#[derive(Clone, Copy, Debug)]
pub struct TurnChecks;

impl steps::Step<State> for TurnChecks {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        None
    }
    fn run(&self, state: &mut State) {
        turn_checks(state);
    }
}

pub fn turn_checks(state: &mut State) {
    // We Will Bury You with no US action round left.
    if let Some(i) = state.effects.iter().position(|e| e.card == WE_WILL_BURY_YOU) {
        state.effects.remove(i);
        state.log(Some(Player::Ussr), "ts.we_will_bury_you_vp", vec![]);
        gain_vp(state, Player::Ussr, 3, false);
        if state.outcome.is_some() {
            return;
        }
    }
    military_ops_check(state);
    if state.outcome.is_some() {
        return;
    }
    held_scoring_check(state);
    if state.outcome.is_some() {
        return;
    }
    // TS SEQ G.
    if state.china.holder.is_some() && !state.china.face_up {
        state.china.face_up = true;
        state.log(None, "ts.china_face_up", vec![]);
    }
    log_turn_end(state);
    state.milops = [0, 0];
    state.space_attempts = [0, 0];
    state.rounds_done = [0, 0];
    state.effects.retain(|e| !e.turn_only);
    if state.turn >= 10 {
        final_scoring(state);
        return;
    }
    state.turn += 1;
    // TS SEQ H, §4: the new period's cards are shuffled into the draw pile, not the discards.
    let period = match state.turn {
        4 => Some(Period::Mid),
        8 => Some(Period::Late),
        _ => None,
    };
    if let Some(period) = period {
        let mut new = period_cards(state, period);
        state.deck.append(&mut new);
        deck::shuffle_draw_pile(state);
        state.log(None, "ts.new_period", vec![Arg::Key(format!("ts.period.{}", period.key()))]);
    }
    state.steps.push(Step::StartTurn);
}

/// Closes the turn in the log with the board as the turn leaves it — VP, DEFCON (before the next turn
/// improves it), military ops and the space race — so a reader sees where each turn ended.
fn log_turn_end(state: &mut State) {
    let turn = Arg::Num(state.turn as i32);
    let rest = [state.defcon, state.milops[0], state.milops[1], state.space[0], state.space[1]].map(|n| Arg::Num(n as i32));
    let (id, mut args) = match state.vp.signum() {
        0 => ("ts.turn_end_even", vec![turn]),
        s => {
            let leader = if s > 0 { Player::Us } else { Player::Ussr };
            ("ts.turn_end", vec![turn, Arg::Seat(leader.seat()), Arg::Num(state.vp.abs())])
        }
    };
    args.extend(rest);
    state.log(None, id, args);
}

/// TS SEQ E, TS DEF §2-1: each point of military ops short of DEFCON gives the opponent 1 VP; only the
/// net moves the marker (TS VIC §2-3).
fn military_ops_check(state: &mut State) {
    let short = |p: Player| (state.defcon as i32 - state.milops[p.idx()] as i32).max(0);
    let (ussr_short, us_short) = (short(Player::Ussr), short(Player::Us));
    for (p, n) in [(Player::Ussr, ussr_short), (Player::Us, us_short)] {
        if n > 0 {
            state.log(Some(p), "ts.milops_short", vec![Arg::Seat(p.seat()), Arg::Num(n)]);
        }
    }
    let net = ussr_short - us_short; // positive: the US gains
    if net > 0 {
        gain_vp(state, Player::Us, net, false);
    } else if net < 0 {
        gain_vp(state, Player::Ussr, -net, false);
    }
}

/// TS CMP §2-1: scoring cards may never be held. Under the tournament rules (TS TRN) a held scoring
/// card is revealed at the end of the turn and its holder loses.
fn held_scoring_check(state: &mut State) {
    for p in Player::BOTH {
        if let Some(&card) = state.hand(p).iter().find(|&&c| state.data().cards[c as usize].scoring) {
            state.log(Some(p), "ts.scoring_held", vec![Arg::Seat(p.seat()), Arg::Card(card as u16)]);
            if state.options.tournament {
                state.outcome = Some(Outcome {
                    winners: vec![],
                    winner: Some(p.opponent().seat()),
                    reason: "scoring_held".into(),
                    args: vec![Arg::Seat(p.seat()), Arg::Card(card as u16)],
                });
                return;
            }
        }
    }
}

/// TS VIC §3-2: after turn 10 every region scores as if its card were played (Southeast Asia inside
/// Asia); control of Europe still wins at once; the China Card's holder gains 1 VP; then the sign of
/// the VP decides, 0 is a draw.
pub fn final_scoring(state: &mut State) {
    state.log(None, "ts.final_scoring", vec![]);
    for region in Region::ALL {
        let scores = scoring::region_scores(state, region);
        if region == Region::Europe {
            if let Some(p) = Player::BOTH.into_iter().find(|p| scores[p.idx()].level == scoring::Level::Control) {
                state.log(Some(p), "ts.europe_control", vec![Arg::Seat(p.seat())]);
                state.outcome = Some(Outcome { winners: vec![], winner: Some(p.seat()), reason: "europe_control".into(), args: vec![] });
                return;
            }
        }
        let net = scoring::net(&scores);
        state.log(None, "ts.final_region", vec![Arg::Key(format!("ts.region.{}", region.key())), Arg::Num(net)]);
        apply_net(state, net, true);
    }
    if let Some(holder) = state.china.holder {
        state.log(Some(holder), "ts.china_vp", vec![Arg::Seat(holder.seat())]);
        gain_vp(state, holder, 1, true);
    }
    let winner = match state.vp.signum() {
        1 => Some(Player::Us.seat()),
        -1 => Some(Player::Ussr.seat()),
        _ => None,
    };
    state.outcome = Some(Outcome { winner, winners: vec![], reason: "final_scoring".into(), args: vec![Arg::Num(state.vp.abs())] });
}

/// Moves the VP marker by a net score, positive for the US.
pub fn apply_net(state: &mut State, net: i32, final_scoring: bool) {
    if net > 0 {
        gain_vp(state, Player::Us, net, final_scoring);
    } else if net < 0 {
        gain_vp(state, Player::Ussr, -net, final_scoring);
    }
}
