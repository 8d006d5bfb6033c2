//! Events of the Early War cards (#4–#35 without the scoring cards, the China Card and the wars) and
//! Defectors (#103). Each card is one small function; the decisions come back through `on_country`,
//! `on_choice`, `on_card` and `resume`.

use super::super::cards::*;
use super::super::control::controls;
use super::super::data::{CardId, Country, CountryId, Region, Side};
use super::super::ops::printed;
use super::super::play::{Event, Finish};
use super::super::space;
use super::super::state::{Choice, Player, State, Step};
use super::*;
use crate::Arg;

pub fn fire(state: &mut State, card: CardId, p: Player) -> bool {
    match card {
        DUCK_AND_COVER => duck_and_cover(state),
        FIVE_YEAR_PLAN => five_year_plan(state),
        SOCIALIST_GOVERNMENTS => socialist_governments(state),
        FIDEL => fidel(state),
        VIETNAM_REVOLTS => vietnam_revolts(state),
        BLOCKADE => blockade(state),
        ROMANIAN_ABDICATION => romanian_abdication(state),
        COMECON => comecon(state),
        NASSER => nasser(state),
        WARSAW_PACT => warsaw_pact(state),
        DE_GAULLE => de_gaulle(state),
        NAZI_SCIENTIST => nazi_scientist(state, p),
        TRUMAN_DOCTRINE => truman_doctrine(state),
        OLYMPIC_GAMES => olympic_games(state, p),
        NATO => nato(state),
        INDEPENDENT_REDS => independent_reds(state),
        MARSHALL_PLAN => marshall_plan(state),
        CONTAINMENT => containment(state),
        CIA_CREATED => cia_created(state),
        US_JAPAN_PACT => us_japan_pact(state),
        SUEZ_CRISIS => suez_crisis(state),
        EAST_EUROPEAN_UNREST => east_european_unrest(state),
        DECOLONIZATION => decolonization(state),
        RED_SCARE_PURGE => red_scare_purge(state, p),
        UN_INTERVENTION => un_intervention(state, p),
        DE_STALINIZATION => de_stalinization(state),
        NUCLEAR_TEST_BAN => nuclear_test_ban(state, p),
        FORMOSAN_RESOLUTION => formosan_resolution(state),
        DEFECTORS => defectors(state),
        _ => return false,
    }
    true
}

pub fn on_country(state: &mut State, card: CardId, _p: Player, c: CountryId) -> bool {
    match card {
        // Truman Doctrine: the chosen country loses all its USSR influence.
        TRUMAN_DOCTRINE => wipe(state, Player::Ussr, c),
        // Independent Reds: the US catches up with the USSR in the chosen country.
        INDEPENDENT_REDS => {
            let gap = state.inf(c, Player::Ussr).saturating_sub(state.inf(c, Player::Us));
            add(state, Player::Us, c, gap);
        }
        _ => return false,
    }
    true
}

pub fn on_choice(state: &mut State, card: CardId, p: Player, choice: Choice) -> bool {
    match (card, choice) {
        (WARSAW_PACT, Choice::RemoveUs) => wipe_picks(state, Player::Ussr, Player::Us, card, 4, eastern_europe(state)),
        (WARSAW_PACT, Choice::AddUssr) => add_picks(state, Player::Ussr, card, 5, 2, eastern_europe(state)),
        // `p` is the opponent who answered; the sponsor is the player of the card.
        (OLYMPIC_GAMES, Choice::Participate) => olympic_contest(state, p.opponent()),
        (OLYMPIC_GAMES, Choice::Boycott) => olympic_boycott(state, p.opponent()),
        _ => return false,
    }
    true
}

pub fn on_card(state: &mut State, card: CardId, p: Player, picked: Option<CardId>) -> bool {
    match card {
        BLOCKADE => match picked {
            Some(c) => discard_from_hand(state, Player::Us, c),
            None => wipe(state, Player::Us, country(state, "wgermany")),
        },
        UN_INTERVENTION => {
            if let Some(c) = picked {
                un_partner(state, p, c);
            }
        }
        _ => return false,
    }
    true
}

pub fn resume(state: &mut State, card: CardId, _p: Player, part: u8) -> bool {
    match (card, part) {
        (DE_STALINIZATION, 1) => de_stalinization_place(state),
        _ => return false,
    }
    true
}

// ---- Shared lists ---------------------------------------------------------------------------------

fn eastern_europe(state: &State) -> Vec<CountryId> {
    countries(state, |c| c.eastern_europe)
}

fn western_europe(state: &State) -> Vec<CountryId> {
    countries(state, |c| c.western_europe)
}

fn keys(state: &State, list: &[&str]) -> Vec<CountryId> {
    list.iter().map(|k| country(state, k)).collect()
}

// ---- The cards ------------------------------------------------------------------------------------

/// Duck and Cover (#4): DEFCON worsens by one step; the US then scores the gap between 5 and the new
/// DEFCON (digest G3: from 3 to 2, 3 VP).
fn duck_and_cover(state: &mut State) {
    defcon(state, -1);
    if state.outcome.is_none() {
        let gain = 5 - state.defcon as i32;
        vp(state, Player::Us, gain);
    }
}

/// Five Year Plan (#5): one USSR card leaves its hand at random. A card bearing a US event triggers
/// that event (and is removed afterwards if starred); anything else simply goes to the discards.
fn five_year_plan(state: &mut State) {
    let Some(c) = random_card(state, Player::Ussr) else { return };
    if state.data().cards[c as usize].side == Side::Us {
        state.log(Some(Player::Ussr), "ts.discards", vec![Arg::Seat(Player::Ussr.seat()), Arg::Card(c as u16)]);
        state.table.push(c);
        state.steps.push(Step::Finish(Finish { player: Player::Ussr, card: c }));
        state.steps.push(Step::Event(Event { card: c, owner: Player::Us }));
    } else {
        discard_from_hand(state, Player::Ussr, c);
    }
}

/// Socialist Governments (#7): the USSR strips 3 US influence from Western Europe, no more than 2 of
/// it from any one country.
fn socialist_governments(state: &mut State) {
    remove_picks(state, Player::Ussr, Player::Us, SOCIALIST_GOVERNMENTS, 3, 1, 2, western_europe(state), false);
}

/// Fidel (#8): Cuba loses every US influence point and the USSR takes just enough to control it.
fn fidel(state: &mut State) {
    let cuba = country(state, "cuba");
    wipe(state, Player::Us, cuba);
    add_to_control(state, Player::Ussr, cuba);
}

/// Vietnam Revolts (#9): 2 USSR influence in Vietnam, and until the turn ends USSR operations spent
/// entirely in Southeast Asia are worth one more (read by `ops::bonuses`).
fn vietnam_revolts(state: &mut State) {
    add(state, Player::Ussr, country(state, "vietnam"), 2);
    add_effect(state, VIETNAM_REVOLTS, Player::Ussr, true);
}

/// Blockade (#10): the US gives up a card worth 3 or more ops after its modifiers (never a scoring
/// card), or else all its influence in West Germany.
fn blockade(state: &mut State) {
    let cards = discardable(state, Player::Us, 3);
    if cards.is_empty() {
        wipe(state, Player::Us, country(state, "wgermany"));
    } else {
        choose_card_from(state, Player::Us, BLOCKADE, cards, true);
    }
}

/// Romanian Abdication (#12): Romania loses all US influence and the USSR takes control of it.
fn romanian_abdication(state: &mut State) {
    let romania = country(state, "romania");
    wipe(state, Player::Us, romania);
    add_to_control(state, Player::Ussr, romania);
}

/// COMECON (#14): one USSR influence in each of 4 different Eastern European countries the US does
/// not control.
fn comecon(state: &mut State) {
    let allowed: Vec<CountryId> = eastern_europe(state).into_iter().filter(|&c| !controls(state, c, Player::Us)).collect();
    add_picks(state, Player::Ussr, COMECON, 4, 1, allowed);
}

/// Nasser (#15): 2 USSR influence in Egypt, and the US loses half of its influence there, rounding up.
fn nasser(state: &mut State) {
    let egypt = country(state, "egypt");
    add(state, Player::Ussr, egypt, 2);
    let half = state.inf(egypt, Player::Us).div_ceil(2);
    remove(state, Player::Us, egypt, half);
}

/// Warsaw Pact Formed (#16): the USSR either clears all US influence from up to 4 Eastern European
/// countries or adds 5 influence there (2 per country at most). NATO becomes playable.
fn warsaw_pact(state: &mut State) {
    add_effect(state, WARSAW_PACT, Player::Ussr, false);
    choose_option(state, Player::Ussr, WARSAW_PACT, vec![Choice::RemoveUs, Choice::AddUssr]);
}

/// De Gaulle Leads France (#17): France loses 2 US influence and gains 1 USSR; NATO stops covering
/// France for as long as the game lasts.
fn de_gaulle(state: &mut State) {
    let france = country(state, "france");
    remove(state, Player::Us, france, 2);
    add(state, Player::Ussr, france, 1);
    add_effect(state, DE_GAULLE, Player::Ussr, false);
}

/// Captured Nazi Scientist (#18): the player moves one box up the space race, with that box's VP.
fn nazi_scientist(state: &mut State, p: Player) {
    space::advance(state, p, true);
}

/// Truman Doctrine (#19): the US picks a European country nobody controls and removes every USSR
/// influence point from it (only countries holding USSR influence are offered).
fn truman_doctrine(state: &mut State) {
    let allowed: Vec<CountryId> = countries(state, in_region(Region::Europe))
        .into_iter()
        .filter(|&c| uncontrolled(state, c) && state.inf(c, Player::Ussr) > 0)
        .collect();
    choose_country(state, Player::Us, TRUMAN_DOCTRINE, allowed);
}

/// Olympic Games (#20): the sponsor's opponent decides whether to take part or boycott.
fn olympic_games(state: &mut State, sponsor: Player) {
    choose_option(state, sponsor.opponent(), OLYMPIC_GAMES, vec![Choice::Participate, Choice::Boycott]);
}

/// Olympic Games, taking part: each side rolls, the sponsor adding 2; a tie is rolled again, and the
/// higher total scores 2 VP.
fn olympic_contest(state: &mut State, sponsor: Player) {
    let guest = sponsor.opponent();
    loop {
        let (a, b) = (roll(state), roll(state));
        let host_total = a + 2;
        state.log(
            None,
            "ts.olympic_rolls",
            vec![Arg::Seat(sponsor.seat()), Arg::Roll(a), Arg::Num(host_total as i32), Arg::Seat(guest.seat()), Arg::Roll(b)],
        );
        if host_total != b {
            let winner = if host_total > b { sponsor } else { guest };
            vp(state, winner, 2);
            return;
        }
    }
}

/// Olympic Games, boycotted: DEFCON worsens (charged to the phasing player, digest E18) and the
/// sponsor conducts operations worth 4.
fn olympic_boycott(state: &mut State, sponsor: Player) {
    defcon(state, -1);
    if state.outcome.is_none() {
        grant_ops(state, sponsor, OLYMPIC_GAMES, 4, ordinary_ops(), None, false);
    }
}

/// NATO (#21): from now on the USSR may not coup or realign in US-controlled European countries
/// (read by `ops::protected`). Its prerequisite lives in `events::playable`.
fn nato(state: &mut State) {
    add_effect(state, NATO, Player::Us, false);
}

/// Independent Reds (#22): the US picks one of five Eastern bloc countries and brings its influence
/// there up to the USSR's (only countries where it trails are offered).
fn independent_reds(state: &mut State) {
    let allowed: Vec<CountryId> = keys(state, &["yugoslavia", "romania", "bulgaria", "hungary", "czechoslovakia"])
        .into_iter()
        .filter(|&c| state.inf(c, Player::Ussr) > state.inf(c, Player::Us))
        .collect();
    choose_country(state, Player::Us, INDEPENDENT_REDS, allowed);
}

/// Marshall Plan (#23): one US influence in each of 7 different Western European countries the USSR
/// does not control; NATO becomes playable.
fn marshall_plan(state: &mut State) {
    add_effect(state, MARSHALL_PLAN, Player::Us, false);
    let allowed: Vec<CountryId> = western_europe(state).into_iter().filter(|&c| !controls(state, c, Player::Ussr)).collect();
    add_picks(state, Player::Us, MARSHALL_PLAN, 7, 1, allowed);
}

/// Containment (#25): US cards are worth one more op (4 at most) until the turn ends (`ops::modified`).
fn containment(state: &mut State) {
    add_effect(state, CONTAINMENT, Player::Us, true);
}

/// CIA Created (#26): the USSR's hand is shown to the US, which then conducts operations worth 1.
fn cia_created(state: &mut State) {
    reveal_hand(state, Player::Ussr);
    grant_ops(state, Player::Us, CIA_CREATED, 1, ordinary_ops(), None, false);
}

/// US/Japan Mutual Defense Pact (#27): the US takes control of Japan, which the USSR may no longer
/// coup or realign (`ops::protected`).
fn us_japan_pact(state: &mut State) {
    add_to_control(state, Player::Us, country(state, "japan"));
    add_effect(state, US_JAPAN_PACT, Player::Us, false);
}

/// Suez Crisis (#28): the USSR takes 4 US influence off France, the United Kingdom and Israel, no more
/// than 2 from one of them.
fn suez_crisis(state: &mut State) {
    remove_picks(state, Player::Ussr, Player::Us, SUEZ_CRISIS, 4, 1, 2, keys(state, &["france", "uk", "israel"]), false);
}

/// East European Unrest (#29): 3 different Eastern European countries each lose 1 USSR influence, or
/// 2 once the Late War has begun (turn 8).
fn east_european_unrest(state: &mut State) {
    let amount = if state.turn >= 8 { 2 } else { 1 };
    remove_picks(state, Player::Us, Player::Ussr, EAST_EUROPEAN_UNREST, 3, amount, 1, eastern_europe(state), false);
}

/// Decolonization (#30): one USSR influence in each of 4 different countries of Africa or Southeast
/// Asia.
fn decolonization(state: &mut State) {
    let allowed = countries(state, |c: &Country| c.region == Region::Africa || c.southeast_asia);
    add_picks(state, Player::Ussr, DECOLONIZATION, 4, 1, allowed);
}

/// Red Scare/Purge (#31): the other side's cards are worth one op less (1 at least) for the rest of
/// the turn (`ops::modified`).
fn red_scare_purge(state: &mut State, p: Player) {
    add_effect(state, RED_SCARE_PURGE, p, true);
}

/// UN Intervention (#32): played together with a hand card bearing the opponent's event; that event
/// is cancelled and the player uses the card's ops instead. Playing it costs the USSR's We Will Bury
/// You its VP when the US does so, and hands the USSR 1 VP while the U-2 Incident is in effect.
fn un_intervention(state: &mut State, p: Player) {
    if state.has(U2_INCIDENT) {
        vp(state, Player::Ussr, 1);
    }
    if p == Player::Us {
        end_effect(state, WE_WILL_BURY_YOU);
    }
    let partners = un_partners(state, p);
    choose_card_from(state, p, UN_INTERVENTION, partners, false);
}

/// UN Intervention's partner: the card goes to the table without its event (so it is discarded, never
/// removed) and its printed ops become ordinary operations with the player's own modifiers.
fn un_partner(state: &mut State, p: Player, c: CardId) {
    state.hands[p.idx()].retain(|&h| h != c);
    state.table.push(c);
    state.log(Some(p), "ts.plays", vec![Arg::Seat(p.seat()), Arg::Card(c as u16)]);
    // Flower Power (#59) counts a US war card used this way like any other war card played for ops.
    super::super::play::flower_power(state, p, c);
    state.steps.push(Step::Finish(Finish { player: p, card: c }));
    grant_ops(state, p, c, printed(state, c), ordinary_ops(), None, false);
}

/// De-Stalinization (#33): the USSR lifts up to 4 of its influence points anywhere on the map…
fn de_stalinization(state: &mut State) {
    reset_picks(state);
    then(state, Player::Ussr, DE_STALINIZATION, 1);
    let all = countries(state, |_| true);
    remove_picks(state, Player::Ussr, Player::Ussr, DE_STALINIZATION, 4, 1, 4, all, true);
}

/// …and sets the same number back down in countries the US does not control, 2 per country at most.
fn de_stalinization_place(state: &mut State) {
    let n = state.last_picks;
    if n == 0 {
        return;
    }
    let allowed: Vec<CountryId> = countries(state, |_| true).into_iter().filter(|&c| !controls(state, c, Player::Us)).collect();
    add_picks(state, Player::Ussr, DE_STALINIZATION, n, 2, allowed);
}

/// Nuclear Test Ban (#34): the player scores DEFCON minus 2 VP (when that is positive), then DEFCON
/// improves by 2.
fn nuclear_test_ban(state: &mut State, p: Player) {
    let gain = state.defcon as i32 - 2;
    if gain > 0 {
        vp(state, p, gain);
    }
    if state.outcome.is_none() {
        defcon(state, 2);
    }
}

/// Formosan Resolution (#35): Taiwan scores as a US battleground while the US controls it, until the
/// US plays the China Card (scoring and cancellation live in `scoring` and `play::finish`).
fn formosan_resolution(state: &mut State) {
    add_effect(state, FORMOSAN_RESOLUTION, Player::Us, false);
}

/// Defectors (#103): when the USSR plays it during one of its action rounds, the US scores 1 VP. As a
/// US headline it cancels the USSR's headline (`turn::reveal_headlines`); otherwise nothing happens.
fn defectors(state: &mut State) {
    if state.action_round > 0 && state.phasing == Player::Ussr {
        vp(state, Player::Us, 1);
    }
}
