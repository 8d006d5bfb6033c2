//! Action cards (DF 3.2, L936–L956; DF 10.1 step 6, L1717; DF 8 step 2, L1496–L1500) — the "partial
//! cards" variant (option `action_cards=partial`; the default plays without them, docs/games/downfall.md).
//!
//! Three decks, one per ideology (OKH and OKW share the Axis deck); each faction keeps its own hand. A card
//! not available on turn 1 is shuffled into its deck at the start of its entry turn (DF 12 step 3). A
//! faction draws one card for each of its icons on a card revealed as Pending (10.1 step 6), in the printed
//! order; an empty deck is reshuffled from its own discards (L954). Hand sizes and discards are public,
//! hands and decks secret.
//!
//! The seed gives (part of) the text of a few cards; the engine plays those whose effect it knows well
//! enough: *Stalingrad (Southern) Front* (Soviet HQ card, L1940: +1 strength, +1 to the roll), *Winter
//! Warfare* (Soviet combat card, L1946: Snow counts as Fair in the combat) and *Jets* (Axis combat card
//! #27, L708: the JETS air unit enters for the combat and leaves after it). Every other card is held
//! (it counts for the turn-8 tie-break, DF 13, and may be discarded to Material Shortages, DF 7.10) but
//! cannot be played: its text or its condition is not in the seed.

use serde::Serialize;

use super::data::{CardKind, Deck, Faction, Weather, FACTIONS};
use super::state::{State, Step};
use super::Action;
use crate::kit::rows::RowHex;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// What the engine knows a playable card does (DF 8 steps 2–5). Read off the card's key (cards.tsv).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Stalingrad (Southern) Front (L1940): an HQ card's pips +1 strength, and +1 to the roll.
    StalingradFront,
    /// Winter Warfare (L1946): the combat is fought as if the weather were Fair instead of Snow.
    WinterWarfare,
    /// Jets, Axis card #27 (L708, L2148): the Axis JETS air unit takes part (elite, in range) for this
    /// combat only, then leaves play again.
    Jets,
    /// Naval Dominance (L782): a Beachhead flips to its Mulberry side (rules 5; played during a Western
    /// Redeploy, decision in docs/games/downfall.md).
    NavalDominance,
    /// Airdrop, Western card #19 (L879, L1489, L1513, L1549; rules 6): a Western airborne unit turns to its
    /// Airdrop side, a marker in the attacked hex — +2 to the roll and an elite badge for the West.
    Airdrop,
    /// OSS Espionage (L2040; rules 6): not a combat card; the West plays it whenever OKW plays a card, and
    /// that card's effect is cancelled.
    OssEspionage,
    /// Fate (L954; rules 7): all three decks are reshuffled with their discards before it is discarded.
    /// Reconstructed: one in each deck, played before choosing an order (L947).
    Fate,
    /// Big Three Conference (L662; rules 7): the West places a partisan. Reconstructed: one, in a country of
    /// its Partisan Table, by 7.8's rule, played before choosing an order (L947).
    BigThree,
    /// National Liberation Army (L1290; rules 7): the Yugoslav units enter play and gain steps.
    /// Reconstructed: back to full steps on the map, or entering at full steps in Yugoslavia, played before
    /// choosing an order (L947).
    Liberation,
}

impl Effect {
    pub fn of(key: &str) -> Option<Effect> {
        match key {
            "s-stalingrad-southern-front" => Some(Effect::StalingradFront),
            "s-winter-warfare" => Some(Effect::WinterWarfare),
            "a27-jets" => Some(Effect::Jets),
            "w-naval-dominance" => Some(Effect::NavalDominance),
            "w19-airdrop" => Some(Effect::Airdrop),
            "w-oss-espionage" => Some(Effect::OssEspionage),
            "fate-axis" | "fate-soviet" | "fate-west" => Some(Effect::Fate),
            "w-big-three-conference" => Some(Effect::BigThree),
            "s-national-liberation-army" => Some(Effect::Liberation),
            _ => None,
        }
    }
}

/// The Airdrop marker's modifier to the roll (L1549).
pub const AIRDROP_DRM: i32 = 2;

/// Stalingrad (Southern) Front's strength and roll modifier (L1940).
pub const STALINGRAD_FRONT_PIPS: i32 = 1;
pub const STALINGRAD_FRONT_DRM: i32 = 1;

/// The decks, hands and discards (DF 3.2). Cards are indices into `DfData::actions`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Cards {
    /// The variant is on (option `action_cards=partial`).
    pub on: bool,
    /// Each deck's draw pile, top card first (`Deck::ALL` order).
    pub decks: [Vec<u8>; 3],
    /// Each deck's discard pile (public).
    pub discards: [Vec<u8>; 3],
    /// Each faction's hand (`FACTIONS` order).
    pub hands: [Vec<u8>; 4],
    /// Cards whose entry turn has not come (DF 12 step 3).
    pub later: Vec<u8>,
    /// The HQ and combat cards played in the combat being resolved, with who played them (DF 8 step 2).
    pub in_play: Vec<(Faction, u8)>,
    /// The airborne unit on its Airdrop side in the combat being resolved (the Airdrop card, rules 6).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub airdrop: Option<u16>,
}

fn deck_index(d: Deck) -> usize {
    Deck::ALL.iter().position(|x| *x == d).unwrap_or(0)
}

pub fn effect(s: &State, card: u8) -> Option<Effect> {
    s.data().actions.get(card as usize).and_then(|c| Effect::of(&c.key))
}

pub fn card_arg(s: &State, card: u8) -> Arg {
    Arg::Key(format!("df.card.{}", s.data().actions.get(card as usize).map_or("?", |c| c.key.as_str())))
}

/// The set-up (DF 4 step 3): the decks of the cards available on the start turn, shuffled; the others wait
/// for their entry turn; each faction is dealt the scenario's hand, Soviet, OKH, West, OKW (an empty deck
/// deals no more: the variant's decks hold only the cards the pack lists).
pub fn setup(s: &mut State, on: bool) {
    s.cards = Cards { on, ..Default::default() };
    if !on {
        return;
    }
    let Some(sc) = s.data().scenario(&s.scenario) else { return };
    let (start, hands) = (sc.start_turn, sc.hands);
    for (i, c) in s.data().actions.clone().iter().enumerate() {
        // The Fate cards joined the decks with rules 7 (rules-6 games replay without them).
        if Effect::of(&c.key) == Some(Effect::Fate) && !situational_act(s) {
            continue;
        }
        if c.entry_turn <= start {
            s.cards.decks[deck_index(c.deck)].push(i as u8);
        } else {
            s.cards.later.push(i as u8);
        }
    }
    for deck in 0..3 {
        let mut pile = std::mem::take(&mut s.cards.decks[deck]);
        s.chance.shuffle(&mut pile);
        s.cards.decks[deck] = pile;
    }
    for f in [Faction::Soviet, Faction::Okh, Faction::West, Faction::Okw] {
        for _ in 0..hands[f as usize] {
            draw(s, f, false);
        }
    }
}

/// A faction draws the top card of its ideology's deck; an empty deck is first reshuffled from its own
/// discards (L954). With neither, nothing is drawn.
pub fn draw(s: &mut State, f: Faction, log: bool) {
    let k = deck_index(Deck::of(f));
    if s.cards.decks[k].is_empty() && !s.cards.discards[k].is_empty() {
        let mut back = std::mem::take(&mut s.cards.discards[k]);
        s.chance.shuffle(&mut back);
        s.cards.decks[k] = back;
        if log {
            s.log(None, "df.cards_reshuffled", vec![Arg::Key(format!("df.deck.{}", ["axis", "soviet", "west"][k]))]);
        }
    }
    if s.cards.decks[k].is_empty() {
        return;
    }
    let c = s.cards.decks[k].remove(0);
    s.cards.hands[f as usize].push(c);
    if log {
        s.log(Some(f.seat()), "df.card_drawn", vec![Arg::Seat(f.seat()), Arg::Num(s.cards.hands[f as usize].len() as i32)]);
    }
}

/// DF 10.1 step 6 (L1717): each faction draws one action card for each of its icons on the card just
/// revealed as Pending, in the printed order.
pub fn pending_draws(s: &mut State, event: u8) {
    if !s.cards.on {
        return;
    }
    let icons = s.data().events.get(event as usize).map(|c| c.draws.clone()).unwrap_or_default();
    for f in icons {
        draw(s, f, true);
    }
}

/// DF 12 step 3: the cards whose entry turn is the new turn are shuffled into their decks.
pub fn new_turn(s: &mut State) {
    if !s.cards.on {
        return;
    }
    let turn = s.turn;
    let (now, later): (Vec<u8>, Vec<u8>) = s.cards.later.iter().partition(|&&c| s.data().actions[c as usize].entry_turn <= turn);
    s.cards.later = later;
    for c in now {
        let k = deck_index(s.data().actions[c as usize].deck);
        s.cards.decks[k].push(c);
        let mut pile = std::mem::take(&mut s.cards.decks[k]);
        s.chance.shuffle(&mut pile);
        s.cards.decks[k] = pile;
        let name = card_arg(s, c);
        s.log(None, "df.card_enters", vec![name]);
    }
}

/// A card goes from a faction's hand to its deck's discard pile.
pub fn discard(s: &mut State, f: Faction, c: u8) {
    s.cards.hands[f as usize].retain(|x| *x != c);
    let k = deck_index(s.data().actions[c as usize].deck);
    s.cards.discards[k].push(c);
}

/// The non-Axis action cards in each Allied player's hand: the turn-8 tie-break's count (DF 13, L1895):
/// (Western, Soviet).
pub fn allied_hands(s: &State) -> (usize, usize) {
    (s.cards.hands[Faction::West as usize].len(), s.cards.hands[Faction::Soviet as usize].len())
}

// ---- Land combat (DF 8 step 2) ----

/// Whether a card played in the combat being resolved has this effect for this faction.
pub fn in_play(s: &State, f: Faction, e: Effect) -> bool {
    s.cards.in_play.iter().any(|&(g, c)| g == f && effect(s, c) == Some(e))
}

/// The weather the combat is fought in: Winter Warfare turns Snow to Fair (L1946).
pub fn combat_weather(s: &State) -> Weather {
    if s.weather == Weather::Snow && s.cards.in_play.iter().any(|&(_, c)| effect(s, c) == Some(Effect::WinterWarfare)) {
        Weather::Fair
    } else {
        s.weather
    }
}

/// The JETS air unit's part in a combat for faction `f` (0 or 1): it counts as one elite air unit in range
/// while the Jets card is in play (L708).
pub fn jets(s: &State, f: Faction) -> usize {
    usize::from(in_play(s, f, Effect::Jets))
}

/// Whether `f` may play `card` in this phase of a combat between `attacker` and `defender`.
fn playable(s: &State, f: Faction, card: u8, hq: bool, lone_partisan: bool, attacking: bool) -> bool {
    let Some(c) = s.data().actions.get(card as usize) else { return false };
    let Some(e) = Effect::of(&c.key) else { return false };
    // L1499, L431: no card for a lone partisan defender.
    if lone_partisan {
        return false;
    }
    if hq != (c.kind == CardKind::Hq) || Deck::of(f) != c.deck {
        return false;
    }
    match e {
        Effect::StalingradFront => f == Faction::Soviet,
        // Decision: Winter Warfare is offered only in Snow (it changes nothing in another weather).
        Effect::WinterWarfare => f == Faction::Soviet && s.weather == Weather::Snow && !in_play(s, f, Effect::WinterWarfare),
        // Decision: only with the air rules in play (rules 3), and the one JETS unit once a combat.
        Effect::Jets => f.is_axis() && super::air::air_act(s),
        // Not a combat card (L782).
        Effect::NavalDominance => false,
        // Rules 6: the West attacking, with an airborne unit that has an Airdrop back to turn, once.
        Effect::Airdrop => s.rules >= 6 && f == Faction::West && attacking && airdrop_unit(s).is_some() && s.cards.airdrop.is_none(),
        // Played in answer to an OKW card (`Oss`), never in a phase of its own.
        Effect::OssEspionage => false,
        // Played before choosing an order (`situational`), never in a combat.
        Effect::Fate | Effect::BigThree | Effect::Liberation => false,
    }
}

// ---- Airdrop (W19: L879, L1489, L1513, L1549) ----

/// The airborne unit the Airdrop card turns (reconstruction, docs/games/downfall.md): a Western airborne
/// unit with an Airdrop back in the force pool or a Western land area (dropped from Britain; one on the
/// map fights as a unit) — the first in the pack's order. It is taken out of play as the marker for the combat, and goes to the force pool on its
/// airborne side after it (as an airborne flanker does, DF 8 step 1).
pub fn airdrop_unit(s: &State) -> Option<usize> {
    airdrop_units(s).first().copied()
}

/// Every Western airborne unit that could drop as the Airdrop marker (see [`airdrop_unit`]), in the
/// pack's order.
pub fn airdrop_units(s: &State) -> Vec<usize> {
    let d = s.data();
    (0..s.units.len())
        .filter(|&u| {
            d.units[u].faction == Faction::West
                && d.units[u].airdrop
                && s.utype(u) == super::data::UType::Airborne
                && matches!(s.units[u].loc, super::state::Loc::Pool | super::state::Loc::Area(_))
        })
        .collect()
}

/// Whether the airborne unit's owner chooses which unit drops (rules 8; rules 6–7 took the first in the
/// pack's order).
pub fn owner_drops(s: &State) -> bool {
    s.rules >= 8
}

/// Whether the Airdrop marker is in the hex attacked now: +2 to the roll (L1549), one more elite badge
/// for the West (L1513).
pub fn airdrop_here(s: &State) -> bool {
    s.cards.airdrop.is_some()
}

fn play_airdrop(s: &mut State) {
    let units = airdrop_units(s);
    // Rules 8: with two or more to choose from, the West says which one drops (step `Airdrop`).
    if owner_drops(s) && units.len() > 1 {
        s.steps.push(Step::Airdrop(Airdrop));
        return;
    }
    if let Some(&u) = units.first() {
        drop_unit(s, u);
    }
}

/// The airborne unit `u` turns to its Airdrop side in the attacked hex: out of play for the combat.
fn drop_unit(s: &mut State, u: usize) {
    s.units[u].loc = super::state::Loc::Pool;
    s.cards.airdrop = Some(u as u16);
    s.log(Some(Faction::West.seat()), "df.airdrop", vec![s.unit_arg(u)]);
}

/// Airdrop (rules 8): the West, the airborne units' owner, chooses which of its airborne units with an
/// Airdrop back drops on the attacked hex (L879: "an airborne unit"; the card names none).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Airdrop;

impl steps::Step<State> for Airdrop {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let units = airdrop_units(s);
        if units.is_empty() || s.cards.airdrop.is_some() {
            return None;
        }
        Some(Prompt { seat: Some(Faction::West.seat()), id: "df.airdrop_choose", args: vec![], rule: "DF 8", actions: units.into_iter().map(|u| Action::Unit(u as u16)).collect() })
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        let Action::Unit(u) = *a else { return Err(Illegal("choose the airborne unit that drops".into())) };
        if !airdrop_units(s).contains(&(u as usize)) || s.cards.airdrop.is_some() {
            return Err(Illegal("not an airborne unit that may drop".into()));
        }
        s.steps.pop();
        drop_unit(s, u as usize);
        Ok(())
    }
}

// ---- OSS Espionage (L2040) ----

/// Whether the West may answer an OKW card with OSS Espionage now (rules 6).
fn oss_card(s: &State) -> Option<u8> {
    if s.rules < 6 {
        return None;
    }
    s.cards.hands[Faction::West as usize].iter().copied().find(|&c| effect(s, c) == Some(Effect::OssEspionage))
}

/// L2040: OKW has just played `card`; the West may play OSS Espionage to cancel it (both are discarded).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Oss {
    pub card: u8,
}

impl steps::Step<State> for Oss {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let oss = oss_card(s)?;
        Some(Prompt { seat: Some(Faction::West.seat()), id: "df.oss", args: vec![card_arg(s, self.card)], rule: "DF 3.2", actions: vec![Action::Play(oss), Action::Done] })
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        match *a {
            Action::Play(c) if Some(c) == oss_card(s) => {
                s.steps.pop();
                s.log(Some(Faction::West.seat()), "df.card_played", vec![Arg::Seat(Faction::West.seat()), card_arg(s, c)]);
                discard(s, Faction::West, c);
                // The OKW card leaves play without its effect.
                if let Some(k) = s.cards.in_play.iter().position(|&(g, x)| g == Faction::Okw && x == self.card) {
                    s.cards.in_play.remove(k);
                    let d = deck_index(s.data().actions[self.card as usize].deck);
                    s.cards.discards[d].push(self.card);
                }
                s.log(Some(Faction::West.seat()), "df.card_cancelled", vec![card_arg(s, self.card)]);
            }
            Action::Done => {
                s.steps.pop();
            }
            _ => return Err(Illegal("play OSS Espionage, or not".into())),
        }
        Ok(())
    }
}

// ---- Naval Dominance (DF 2.4.2, L782) ----

/// The beaches whose Beachhead the West may flip to Mulberry by playing Naval Dominance from its hand now:
/// none without the card or the Beachhead rules (rules 5).
pub fn naval_dominance(s: &State, f: Faction) -> Vec<u8> {
    if f != Faction::West || !super::beachheads::act(s) || naval_dominance_card(s).is_none() {
        return vec![];
    }
    super::beachheads::mulberry_candidates(s)
}

fn naval_dominance_card(s: &State) -> Option<u8> {
    s.cards.hands[Faction::West as usize].iter().copied().find(|&c| effect(s, c) == Some(Effect::NavalDominance))
}

/// Plays Naval Dominance: the card to the discards, the Beachhead to its Mulberry side (L782).
pub fn play_naval_dominance(s: &mut State, f: Faction, beach: u8) {
    let Some(c) = naval_dominance_card(s) else { return };
    s.log(Some(f.seat()), "df.card_played", vec![Arg::Seat(f.seat()), card_arg(s, c)]);
    discard(s, f, c);
    super::beachheads::make_mulberry(s, beach);
}

/// The phases of DF 8 step 2 (L1496): attacker HQ card (at most one), defender HQ card (at most one),
/// attacker combat cards (any number), defender combat cards (any number).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub enum Phase {
    AttackerHq,
    DefenderHq,
    AttackerCombat,
    DefenderCombat,
}

/// DF 8 step 2: the card plays of a declared combat, then the roll (combat.rs).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct CombatCards {
    pub combat: super::combat::Flankers,
    pub phase: Phase,
}

impl CombatCards {
    fn player(&self) -> Faction {
        match self.phase {
            Phase::AttackerHq | Phase::AttackerCombat => self.combat.faction,
            Phase::DefenderHq | Phase::DefenderCombat => self.combat.faction.enemy(),
        }
    }
    fn choices(&self, s: &State) -> Vec<u8> {
        let f = self.player();
        let hq = matches!(self.phase, Phase::AttackerHq | Phase::DefenderHq);
        let attacking = f == self.combat.faction;
        let lone = !attacking && super::combat::defenders(s, self.combat.faction, self.combat.hex).iter().all(|&u| !s.is_combat(u));
        let mut v: Vec<u8> = s.cards.hands[f as usize].iter().copied().filter(|&c| playable(s, f, c, hq, lone, attacking)).collect();
        v.sort_unstable();
        v.dedup();
        v
    }
    fn next(&self, s: &mut State) {
        let phase = match self.phase {
            Phase::AttackerHq => Some(Phase::DefenderHq),
            Phase::DefenderHq => Some(Phase::AttackerCombat),
            Phase::AttackerCombat => Some(Phase::DefenderCombat),
            Phase::DefenderCombat => None,
        };
        match phase {
            Some(p) => s.steps.push(Step::Cards(CombatCards { combat: self.combat.clone(), phase: p })),
            None => super::combat::resolve(s, &self.combat),
        }
    }
}

impl steps::Step<State> for CombatCards {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let cards = self.choices(s);
        if cards.is_empty() {
            return None;
        }
        let mut actions: Vec<Action> = cards.into_iter().map(Action::Play).collect();
        actions.push(Action::Done);
        let id = if matches!(self.phase, Phase::AttackerHq | Phase::DefenderHq) { "df.hq_card" } else { "df.combat_cards" };
        Some(Prompt { seat: Some(self.player().seat()), id, args: vec![super::areas::place_arg(s, self.combat.hex)], rule: "DF 8", actions })
    }
    fn run(&self, s: &mut State) {
        self.next(s);
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        match *a {
            Action::Play(c) => {
                let f = self.player();
                s.cards.hands[f as usize].retain(|x| *x != c);
                s.cards.in_play.push((f, c));
                let name = card_arg(s, c);
                s.log(Some(f.seat()), "df.card_played", vec![Arg::Seat(f.seat()), name]);
                if effect(s, c) == Some(Effect::Airdrop) {
                    play_airdrop(s);
                }
                // An HQ card: at most one a faction a combat; combat cards: any number (L1496).
                if matches!(self.phase, Phase::AttackerHq | Phase::DefenderHq) {
                    s.steps.pop();
                    self.next(s);
                }
                // L2040: the West may cancel an OKW card with OSS Espionage (on top: answered first).
                if f == Faction::Okw && oss_card(s).is_some() {
                    s.steps.push(Step::Oss(Oss { card: c }));
                }
            }
            Action::Done => {
                s.steps.pop();
                self.next(s);
            }
            _ => return Err(Illegal("play a card, or done".into())),
        }
        Ok(())
    }
}

/// DF 8 step 8 (L1500): the HQ and combat cards of the combat go to their discard piles. **Decision:** done
/// as soon as the roll is read — nothing after the roll (hits, retreat, advance) reads them.
pub fn end_of_combat(s: &mut State) {
    // The Airdrop marker's unit goes to the force pool on its airborne side (reconstruction).
    if let Some(u) = s.cards.airdrop.take() {
        s.units[u as usize].loc = super::state::Loc::Pool;
        s.units[u as usize].flipped = false;
    }
    let played = std::mem::take(&mut s.cards.in_play);
    for (_, c) in played {
        let k = deck_index(s.data().actions[c as usize].deck);
        s.cards.discards[k].push(c);
    }
}

// ---- Material Shortages (DF 7.10, L1447) ----

/// The other Axis faction's choice under Material Shortages: discard any one action card, or pay 3
/// initiative (without a card in hand it must pay: then no step is pushed, round.rs).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Shortages {
    pub faction: Faction,
}

impl steps::Step<State> for Shortages {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let mut hand = s.cards.hands[self.faction as usize].clone();
        hand.sort_unstable();
        hand.dedup();
        let mut actions: Vec<Action> = hand.into_iter().map(Action::Discard).collect();
        actions.push(Action::PayShortage);
        Some(Prompt { seat: Some(self.faction.seat()), id: "df.shortages", args: vec![Arg::Num(super::round::SHORTAGE_COST as i32)], rule: "DF 7.10", actions })
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        let f = self.faction;
        match *a {
            Action::Discard(c) if s.cards.hands[f as usize].contains(&c) => {
                s.steps.pop();
                discard(s, f, c);
                let name = card_arg(s, c);
                s.log(Some(f.seat()), "df.card_discarded", vec![Arg::Seat(f.seat()), name]);
            }
            Action::PayShortage => {
                s.steps.pop();
                s.log(Some(f.seat()), "df.material_shortages", vec![Arg::Seat(f.seat()), Arg::Num(super::round::SHORTAGE_COST as i32)]);
                s.pay(f, super::round::SHORTAGE_COST);
            }
            _ => return Err(Illegal("discard a card, or pay".into())),
        }
        Ok(())
    }
}

/// A sample of the hidden cards for the computer (the seat's player sees its own two hands, DF 3.2
/// L956): every other hand is redrawn, with its size, from the cards the player cannot see of its deck.
pub fn redraw(s: &mut State, seat: Seat) {
    if !s.cards.on {
        return;
    }
    let own: Vec<Faction> = if super::victory::western_player().contains(&seat) {
        super::victory::western_player().iter().map(|&x| Faction::of_seat(x)).collect()
    } else {
        super::victory::soviet_player().iter().map(|&x| Faction::of_seat(x)).collect()
    };
    for deck in Deck::ALL {
        let k = deck_index(deck);
        let hidden: Vec<Faction> = FACTIONS.iter().copied().filter(|f| Deck::of(*f) == deck && !own.contains(f)).collect();
        if hidden.is_empty() {
            continue;
        }
        let mut pool = std::mem::take(&mut s.cards.decks[k]);
        for f in &hidden {
            pool.extend(s.cards.hands[*f as usize].iter().copied());
        }
        s.chance.shuffle(&mut pool);
        for f in &hidden {
            let n = s.cards.hands[*f as usize].len();
            s.cards.hands[*f as usize] = pool.drain(..n.min(pool.len())).collect();
        }
        s.cards.decks[k] = pool;
    }
}

// ---- "Play when you have the initiative, before choosing an order" (DF 3.2, L947; rules 7) ----

/// Whether the situational cards of rules 7 (Fate, Big Three Conference, National Liberation Army) play.
pub fn situational_act(s: &State) -> bool {
    s.rules >= 7
}

/// The cards faction `f` may play now, before choosing an order (L947): Fate always; Big Three
/// Conference when the West has a partisan counter in its force pool; National Liberation Army when a
/// Yugoslav unit can gain a step or is in the force pool. (Whether a hex is left is not asked here, every
/// order choice: with none, the partisan is lost as in 7.8 and the Yugoslav unit stays in the force pool.)
pub fn situational(s: &State, f: Faction) -> Vec<u8> {
    if !s.cards.on || !situational_act(s) {
        return vec![];
    }
    let mut v: Vec<u8> = s.cards.hands[f as usize]
        .iter()
        .copied()
        .filter(|&c| match effect(s, c) {
            Some(Effect::Fate) => true,
            Some(Effect::BigThree) => f == Faction::West && super::partisans::counter(s, Faction::West).is_some(),
            Some(Effect::Liberation) => f == Faction::Soviet && (!yugoslavs_to_fill(s).is_empty() || yugoslav_to_enter(s).is_some()),
            _ => false,
        })
        .collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// Plays a situational card (L945: resolved at once): it leaves the hand; OKW's may be answered by OSS
/// Espionage first (L2040), then [`CardEffect`] carries it out unless it was cancelled.
pub fn play_situational(s: &mut State, f: Faction, c: u8) {
    s.cards.hands[f as usize].retain(|x| *x != c);
    s.cards.in_play.push((f, c));
    let name = card_arg(s, c);
    s.log(Some(f.seat()), "df.card_played", vec![Arg::Seat(f.seat()), name]);
    s.steps.push(Step::CardEffect(CardEffect { faction: f, card: c }));
    if f == Faction::Okw && oss_card(s).is_some() {
        s.steps.push(Step::Oss(Oss { card: c }));
    }
}

/// A situational card's effect, once OSS Espionage had its chance (automatic).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct CardEffect {
    pub faction: Faction,
    pub card: u8,
}

impl steps::Step<State> for CardEffect {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        None
    }
    fn run(&self, s: &mut State) {
        let f = self.faction;
        // Cancelled by OSS Espionage: already discarded.
        let Some(k) = s.cards.in_play.iter().position(|&(g, x)| g == f && x == self.card) else { return };
        s.cards.in_play.remove(k);
        match effect(s, self.card) {
            Some(Effect::Fate) => fate(s),
            Some(Effect::BigThree) => {
                s.steps.push(Step::Partisan(super::partisans::Place { faction: Faction::West, country: super::partisans::ANY_COUNTRY.into() }));
            }
            Some(Effect::Liberation) => liberation(s),
            _ => {}
        }
        // L953: discarded after it is resolved (Fate after the reshuffle, L954).
        let d = deck_index(s.data().actions[self.card as usize].deck);
        s.cards.discards[d].push(self.card);
    }
}

/// Fate (L954): every deck is shuffled together with its discards into a new deck (hands are kept).
fn fate(s: &mut State) {
    for k in 0..3 {
        let back = std::mem::take(&mut s.cards.discards[k]);
        s.cards.decks[k].extend(back);
        let mut pile = std::mem::take(&mut s.cards.decks[k]);
        s.chance.shuffle(&mut pile);
        s.cards.decks[k] = pile;
    }
    s.log(None, "df.fate", vec![]);
}

/// National Liberation Army's countries (reconstructed): 1941 Yugoslavia as the pack divides it.
pub const YUGOSLAVIA: [&str; 3] = ["croatia", "serbia", "montenegro"];

fn yugoslav(s: &State, u: usize) -> bool {
    let d = &s.data().units[u];
    d.kind == super::data::Kind::Combat && d.faction == Faction::Soviet && d.nationality == "yugoslav"
}

/// The Yugoslav units on the map below their maximum.
pub fn yugoslavs_to_fill(s: &State) -> Vec<usize> {
    (0..s.units.len()).filter(|&u| yugoslav(s, u) && s.hex_of(u).is_some() && s.units[u].steps < s.data().units[u].pips).collect()
}

/// The first Yugoslav unit in the force pool (they enter one at a time).
pub fn yugoslav_to_enter(s: &State) -> Option<usize> {
    (0..s.units.len()).find(|&u| yugoslav(s, u) && s.units[u].loc == super::state::Loc::Pool)
}

/// Where a Yugoslav unit may enter (reconstructed): an empty land hex (no unit of any kind) of Yugoslavia
/// outside every Axis zone of control.
pub fn yugoslav_hexes(s: &State) -> Vec<RowHex> {
    let occ = s.occupancy();
    let zoc = s.ezoc_hexes(&occ, super::data::Ideology::Soviet);
    let taken: Vec<RowHex> = (0..s.units.len()).filter_map(|u| s.hex_of(u)).collect();
    s.data()
        .hexes
        .iter()
        .filter(|(h, x)| x.playable() && YUGOSLAVIA.contains(&x.country.as_str()) && !taken.contains(h))
        .filter(|(h, _)| !super::data::dense(**h).is_some_and(|i| zoc[i]))
        .map(|(h, _)| *h)
        .collect()
}

/// National Liberation Army (reconstructed): the Yugoslav units on the map go back to full steps; those
/// in the force pool enter, one at a time, where the Soviets choose ([`Liberation`]).
fn liberation(s: &mut State) {
    for u in yugoslavs_to_fill(s) {
        s.units[u].steps = s.data().units[u].pips;
        s.log(Some(Faction::Soviet.seat()), "df.nla_steps", vec![s.unit_arg(u), Arg::Num(s.units[u].steps as i32)]);
    }
    if yugoslav_to_enter(s).is_some() {
        s.steps.push(Step::Liberation(Liberation));
    }
}

/// National Liberation Army: where the next Yugoslav unit of the force pool enters, at full steps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Liberation;

impl steps::Step<State> for Liberation {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let u = yugoslav_to_enter(s)?;
        let actions: Vec<Action> = yugoslav_hexes(s).into_iter().map(|hex| Action::Enter { unit: u as u16, hex }).collect();
        Some(Prompt { seat: Some(Faction::Soviet.seat()), id: "df.nla_enter", args: vec![s.unit_arg(u)], rule: "DF 3.2", actions })
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        let Action::Enter { unit, hex } = *a else { return Err(Illegal("choose where the Yugoslav unit enters".into())) };
        if yugoslav_to_enter(s) != Some(unit as usize) || !yugoslav_hexes(s).contains(&hex) {
            return Err(Illegal(format!("the Yugoslav unit may not enter at {}", hex.id())));
        }
        let u = unit as usize;
        s.units[u].loc = super::state::Loc::Hex(hex);
        s.units[u].steps = s.data().units[u].pips;
        s.log(Some(Faction::Soviet.seat()), "df.nla_entered", vec![s.unit_arg(u), Arg::Hex(hex.id())]);
        s.enter(hex, super::data::Ideology::Soviet);
        // The step stays for the next one (none left: it ends).
        Ok(())
    }
}
