//! Events of the Late War cards #82–#101 (Iran-Iraq War, #102, is with the wars).

use super::super::cards::*;
use super::super::control::controls;
use super::super::data::{CardId, CountryId, Region};
use super::super::defcon::gain_vp;
use super::discardable;
use super::picks::Resume;
use super::super::play::{Event, Finish};
use super::super::state::{Choice, Effect, OpsKind, Player, State, Step};
use super::super::turn::round_stamp;
use super::{
    add, add_effect, add_picks, choose_card_from, choose_country, choose_option, countries, country, defcon,
    discard_from_hand, end_effect, grant_ops, in_region, owner, random_card, remove_picks, reveal_hand, then, vp, wipe,
};
use crate::{Arg, Outcome};

pub fn fire(state: &mut State, card: CardId, p: Player) -> bool {
    match card {
        IRANIAN_HOSTAGE_CRISIS => iranian_hostage_crisis(state),
        IRON_LADY => iron_lady(state),
        REAGAN_BOMBS_LIBYA => reagan_bombs_libya(state),
        STAR_WARS => star_wars(state),
        NORTH_SEA_OIL => north_sea_oil(state),
        THE_REFORMER => the_reformer(state),
        MARINE_BARRACKS => marine_barracks(state),
        KAL_007 => kal_007(state),
        GLASNOST => glasnost(state),
        ORTEGA => ortega(state),
        TERRORISM => terrorism(state, p),
        IRAN_CONTRA => add_effect(state, IRAN_CONTRA, Player::Ussr, true),
        CHERNOBYL => chernobyl(state),
        DEBT_CRISIS => debt_crisis(state),
        TEAR_DOWN_THIS_WALL => tear_down_this_wall(state),
        EVIL_EMPIRE => evil_empire(state),
        ALDRICH_AMES => aldrich_ames(state),
        PERSHING_II => pershing_ii(state),
        WARGAMES => choose_option(state, p, WARGAMES, vec![Choice::EndGame, Choice::Continue]),
        SOLIDARITY => add(state, Player::Us, country(state, "poland"), 3),
        _ => return false,
    }
    true
}

pub fn on_country(state: &mut State, card: CardId, _p: Player, c: CountryId) -> bool {
    match card {
        DEBT_CRISIS => debt_crisis_double(state, c),
        _ => return false,
    }
    true
}

pub fn on_choice(state: &mut State, card: CardId, p: Player, choice: Choice) -> bool {
    match (card, choice) {
        (CHERNOBYL, Choice::Region(r)) => chernobyl_region(state, r),
        (WARGAMES, Choice::EndGame) => wargames_end(state, p),
        (WARGAMES, _) => {}
        _ => return false,
    }
    true
}

pub fn on_card(state: &mut State, card: CardId, p: Player, picked: Option<CardId>) -> bool {
    match (card, picked) {
        (STAR_WARS, Some(c)) => star_wars_fire(state, p, c),
        (STAR_WARS, None) => {}
        (DEBT_CRISIS, Some(c)) => discard_from_hand(state, Player::Us, c),
        (DEBT_CRISIS, None) => debt_crisis_soviet_choice(state),
        (ALDRICH_AMES, Some(c)) => discard_from_hand(state, Player::Us, c),
        (ALDRICH_AMES, None) => {}
        _ => return false,
    }
    true
}

pub fn resume(_state: &mut State, card: CardId, _p: Player, _part: u8) -> bool {
    // Latin American Debt Crisis waits with a Resume under its first country choice; when that choice
    // is skipped (no South American country with Soviet influence) there is nothing left to do.
    card == DEBT_CRISIS
}

/// Pops the `Resume` of `card` if it is the next step, returning its part: the way a handler learns
/// that it answers the first of a chain of questions.
fn take_resume(state: &mut State, card: CardId) -> Option<u8> {
    match state.steps.last() {
        Some(&Step::Resume(Resume { card: c, part, .. })) if c == card => {
            state.steps.pop();
            Some(part)
        }
        _ => None,
    }
}

/// Iranian Hostage Crisis (#82): the US is thrown out of Iran, the Soviets put 2 influence there,
/// and from now on a Soviet Terrorism costs the US two cards.
fn iranian_hostage_crisis(state: &mut State) {
    let iran = country(state, "iran");
    wipe(state, Player::Us, iran);
    add(state, Player::Ussr, iran, 2);
    add_effect(state, IRANIAN_HOSTAGE_CRISIS, Player::Ussr, false);
}

/// The Iron Lady (#83): 1 VP to the US, 1 Soviet influence into Argentina, every Soviet influence out
/// of the UK, and Socialist Governments is dead as an event.
fn iron_lady(state: &mut State) {
    vp(state, Player::Us, 1);
    add(state, Player::Ussr, country(state, "argentina"), 1);
    wipe(state, Player::Ussr, country(state, "uk"));
    add_effect(state, IRON_LADY, Player::Us, false);
}

/// Reagan Bombs Libya (#84): the US scores a VP for each full pair of Soviet influence in Libya.
fn reagan_bombs_libya(state: &mut State) {
    let pairs = state.inf(country(state, "libya"), Player::Ussr) / 2;
    vp(state, Player::Us, pairs as i32);
}

/// Star Wars (#85): with the US ahead in space (checked in `events::playable`), the US digs any
/// non-scoring card out of the discards and its event happens.
fn star_wars(state: &mut State) {
    let cards: Vec<CardId> = state.discard.iter().copied().filter(|&c| !state.data().cards[c as usize].scoring).collect();
    choose_card_from(state, Player::Us, STAR_WARS, cards, false);
}

/// The card Star Wars pulled out: it goes on the table, its event happens for its owner, and then
/// it is discarded (or removed if it is starred).
fn star_wars_fire(state: &mut State, p: Player, c: CardId) {
    let Some(i) = state.discard.iter().position(|&d| d == c) else { return };
    state.discard.remove(i);
    state.table.push(c);
    state.steps.push(Step::Finish(Finish { player: p, card: c }));
    state.steps.push(Step::Event(Event { card: c, owner: owner(state, c, p) }));
}

/// North Sea Oil (#86): OPEC is dead as an event for good, and this turn the US has an eighth
/// action round. Two entries: the lasting one blocks OPEC, the turn-only one gives the round.
fn north_sea_oil(state: &mut State) {
    add_effect(state, NORTH_SEA_OIL, Player::Us, false);
    let stamp = round_stamp(state);
    state.effects.push(Effect { card: NORTH_SEA_OIL, player: Player::Us, region: None, turn_only: true, stamp });
}

/// The Reformer (#87): the Soviets put 4 influence into Europe, 6 when they lead on VP, no more than
/// 2 per country; from now on they may not coup in Europe (ops.rs) and Glasnost grows stronger.
fn the_reformer(state: &mut State) {
    let picks = if state.vp < 0 { 6 } else { 4 };
    add_effect(state, THE_REFORMER, Player::Ussr, false);
    add_picks(state, Player::Ussr, THE_REFORMER, picks, 2, countries(state, in_region(Region::Europe)));
}

/// Marine Barracks Bombing (#88): the US loses everything in Lebanon and then 2 more influence of
/// the Soviets' choosing anywhere in the Middle East.
fn marine_barracks(state: &mut State) {
    wipe(state, Player::Us, country(state, "lebanon"));
    remove_picks(state, Player::Ussr, Player::Us, MARINE_BARRACKS, 2, 1, 2, countries(state, in_region(Region::MiddleEast)), false);
}

/// Soviets Shoot Down KAL-007 (#89): DEFCON worsens by one and the US gains 2 VP; if the US controls
/// South Korea it then places influence or realigns with 4 ops.
fn kal_007(state: &mut State) {
    defcon(state, -1);
    vp(state, Player::Us, 2);
    if controls(state, country(state, "southkorea"), Player::Us) {
        grant_ops(state, Player::Us, KAL_007, 4, vec![OpsKind::Influence, OpsKind::Realign], None, false);
    }
}

/// Glasnost (#90): the Soviets gain 2 VP and DEFCON eases by one; with The Reformer in play they
/// also place influence or realign with 4 ops.
fn glasnost(state: &mut State) {
    vp(state, Player::Ussr, 2);
    defcon(state, 1);
    if state.has(THE_REFORMER) {
        grant_ops(state, Player::Ussr, GLASNOST, 4, vec![OpsKind::Influence, OpsKind::Realign], None, false);
    }
}

/// Ortega Elected in Nicaragua (#91): the US is thrown out of Nicaragua, then the Soviets may make a
/// free coup (no DEFCON limit, no military ops) with 2 ops in one of its neighbours.
fn ortega(state: &mut State) {
    let nicaragua = country(state, "nicaragua");
    wipe(state, Player::Us, nicaragua);
    let neighbours = state.data().countries[nicaragua as usize].adjacent.clone();
    grant_ops(state, Player::Ussr, ORTEGA, 2, vec![OpsKind::Coup], Some(neighbours), true);
}

/// Terrorism (#92): the opponent loses a card from hand at random, unseen; two if the Soviets play it
/// against a US still suffering the Iranian Hostage Crisis.
fn terrorism(state: &mut State, p: Player) {
    let victim = p.opponent();
    let n = if p == Player::Ussr && state.has(IRANIAN_HOSTAGE_CRISIS) { 2 } else { 1 };
    for _ in 0..n {
        let Some(c) = random_card(state, victim) else { break };
        state.discard.push(c);
        state.log(Some(victim), "ts.discards", vec![Arg::Seat(victim.seat()), Arg::Card(c as u16)]);
    }
}

/// Chernobyl (#94): the US names a region; for the rest of the turn Soviet operations may not place
/// influence there.
fn chernobyl(state: &mut State) {
    let options = Region::ALL.into_iter().map(Choice::Region).collect();
    choose_option(state, Player::Us, CHERNOBYL, options);
}

fn chernobyl_region(state: &mut State, region: Region) {
    add_effect(state, CHERNOBYL, Player::Us, true);
    if let Some(e) = state.effects.iter_mut().find(|e| e.card == CHERNOBYL) {
        e.region = Some(region);
    }
}

/// Latin American Debt Crisis (#95): the US may give up a card worth 3 ops or more (its own modifiers
/// counted); if it will not, the Soviets double their influence in two South American countries.
fn debt_crisis(state: &mut State) {
    let cards = discardable(state, Player::Us, 3);
    if cards.is_empty() {
        debt_crisis_soviet_choice(state);
    } else {
        choose_card_from(state, Player::Us, DEBT_CRISIS, cards, true);
    }
}

fn south_american_soviet_countries(state: &State) -> Vec<CountryId> {
    countries(state, in_region(Region::SouthAmerica)).into_iter().filter(|&c| state.inf(c, Player::Ussr) > 0).collect()
}

/// The first of the two doublings; a `Resume` under it marks it as the first.
fn debt_crisis_soviet_choice(state: &mut State) {
    let allowed = south_american_soviet_countries(state);
    then(state, Player::Ussr, DEBT_CRISIS, 1);
    choose_country(state, Player::Ussr, DEBT_CRISIS, allowed);
}

fn debt_crisis_double(state: &mut State, c: CountryId) {
    let have = state.inf(c, Player::Ussr);
    add(state, Player::Ussr, c, have);
    if take_resume(state, DEBT_CRISIS) == Some(1) {
        let allowed = south_american_soviet_countries(state).into_iter().filter(|&o| o != c).collect();
        choose_country(state, Player::Ussr, DEBT_CRISIS, allowed);
    }
}

/// Tear Down This Wall (#96): Willy Brandt ends and may not return, the US puts 3 influence into East
/// Germany, then makes a free coup or free realignments in Europe with 3 ops (no DEFCON limit, no
/// military ops; a battleground coup still worsens DEFCON, charged to the phasing player).
fn tear_down_this_wall(state: &mut State) {
    end_effect(state, WILLY_BRANDT);
    add_effect(state, TEAR_DOWN_THIS_WALL, Player::Us, false);
    add(state, Player::Us, country(state, "egermany"), 3);
    let europe = countries(state, in_region(Region::Europe));
    grant_ops(state, Player::Us, TEAR_DOWN_THIS_WALL, 3, vec![OpsKind::Coup, OpsKind::Realign], Some(europe), true);
}

/// An Evil Empire (#97): Flower Power ends and may not return; the US gains 1 VP.
fn evil_empire(state: &mut State) {
    end_effect(state, FLOWER_POWER);
    add_effect(state, EVIL_EMPIRE, Player::Us, false);
    vp(state, Player::Us, 1);
}

/// Aldrich Ames Remix (#98): the US lays its hand open and the Soviets pick one of its cards to be
/// discarded, without its event.
fn aldrich_ames(state: &mut State) {
    reveal_hand(state, Player::Us);
    let hand = state.hand(Player::Us).clone();
    choose_card_from(state, Player::Ussr, ALDRICH_AMES, hand, false);
}

/// Pershing II Deployed (#99): the Soviets gain 1 VP and strip 1 US influence from each of up to three
/// Western European countries.
fn pershing_ii(state: &mut State) {
    vp(state, Player::Ussr, 1);
    let west = countries(state, |c| c.western_europe);
    remove_picks(state, Player::Ussr, Player::Us, PERSHING_II, 3, 1, 1, west, true);
}

/// Wargames (#100), at DEFCON 2 only: the player may hand the opponent 6 VP and stop the game on the
/// spot; whoever then leads on VP wins, with no final scoring (a tie is a draw).
fn wargames_end(state: &mut State, p: Player) {
    state.log(Some(p), "ts.wargames", vec![Arg::Seat(p.seat())]);
    gain_vp(state, p.opponent(), 6, true);
    let winner = match state.vp.signum() {
        1 => Some(Player::Us.seat()),
        -1 => Some(Player::Ussr.seat()),
        _ => None,
    };
    state.outcome = Some(Outcome { winner, winners: vec![], reason: "wargames".into(), args: vec![Arg::Num(state.vp.abs())] });
}
