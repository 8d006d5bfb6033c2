//! Events of the Mid War cards (#39–#80), except the scoring cards (scoring_cards.rs) and the China
//! Card events #58, #71, #76 (china.rs).

use super::super::cards::*;
use super::super::control::controls;
use super::super::data::{CardId, Country, CountryId, Region};
use super::super::deck;
use super::super::ops::printed;
use super::super::play::{ChooseUse, Event, Finish};
use super::picks::Resume;
use super::super::scoring::{region_scores, Level};
use super::super::space;
use super::super::state::{Choice, OpsKind, Player, State, Step};
use super::{
    add, add_effect, add_picks, choose_card_from, choose_country, choose_option, countries, country, defcon, end_effect,
    grant_ops, in_region, ordinary_ops, owner, random_card, remove, remove_picks, reveal_hand, roll, then, vp, wipe,
    wipe_picks,
};
use crate::Arg;

pub fn fire(state: &mut State, card: CardId, p: Player) -> bool {
    match card {
        ARMS_RACE => arms_race(state, p),
        CUBAN_MISSILE_CRISIS => cuban_missile_crisis(state, p),
        NUCLEAR_SUBS => nuclear_subs(state, p),
        QUAGMIRE => quagmire(state, p),
        SALT_NEGOTIATIONS => salt_negotiations(state, p),
        BEAR_TRAP => bear_trap(state, p),
        SUMMIT => summit(state),
        HOW_I_LEARNED => how_i_learned(state, p),
        JUNTA => junta(state, p),
        KITCHEN_DEBATES => kitchen_debates(state),
        MISSILE_ENVY => missile_envy(state, p),
        WE_WILL_BURY_YOU => we_will_bury_you(state),
        BREZHNEV_DOCTRINE => brezhnev_doctrine(state, p),
        PORTUGUESE_EMPIRE => portuguese_empire(state),
        SOUTH_AFRICAN_UNREST => south_african_unrest(state, p),
        ALLENDE => allende(state),
        WILLY_BRANDT => willy_brandt(state),
        MUSLIM_REVOLUTION => muslim_revolution(state, p),
        ABM_TREATY => abm_treaty(state, p),
        FLOWER_POWER => flower_power(state),
        U2_INCIDENT => u2_incident(state),
        OPEC => opec(state),
        LONE_GUNMAN => lone_gunman(state),
        COLONIAL_REAR_GUARDS => colonial_rear_guards(state, p),
        PANAMA_CANAL => panama_canal(state),
        CAMP_DAVID => camp_david(state),
        PUPPET_GOVERNMENTS => puppet_governments(state, p),
        GRAIN_SALES => grain_sales(state),
        JOHN_PAUL_II => john_paul_ii(state),
        DEATH_SQUADS => death_squads(state, p),
        OAS_FOUNDED => oas_founded(state, p),
        SADAT_EXPELS_SOVIETS => sadat_expels_soviets(state),
        SHUTTLE_DIPLOMACY => shuttle_diplomacy(state),
        VOICE_OF_AMERICA => voice_of_america(state, p),
        LIBERATION_THEOLOGY => liberation_theology(state, p),
        ASK_NOT => ask_not(state, p),
        ALLIANCE_FOR_PROGRESS => alliance_for_progress(state),
        ONE_SMALL_STEP => one_small_step(state, p),
        _ => return false,
    }
    true
}

pub fn on_country(state: &mut State, card: CardId, p: Player, c: CountryId) -> bool {
    match card {
        JUNTA => junta_country(state, p, c),
        _ => return false,
    }
    true
}

pub fn on_choice(state: &mut State, card: CardId, p: Player, choice: Choice) -> bool {
    match card {
        SUMMIT => summit_defcon(state, choice),
        HOW_I_LEARNED => how_i_learned_level(state, p, choice),
        SOUTH_AFRICAN_UNREST => south_african_unrest_choice(state, p, choice),
        GRAIN_SALES => grain_sales_choice(state, choice),
        _ => return false,
    }
    true
}

pub fn on_card(state: &mut State, card: CardId, p: Player, picked: Option<CardId>) -> bool {
    match card {
        SALT_NEGOTIATIONS => salt_take(state, p, picked),
        // The opponent answered: `p` gave the card, their opponent takes it.
        MISSILE_ENVY => {
            if let Some(c) = picked {
                missile_envy_take(state, p.opponent(), c);
            }
        }
        ASK_NOT => ask_not_discard(state, p, picked),
        _ => return false,
    }
    true
}

pub fn resume(state: &mut State, card: CardId, p: Player, part: u8) -> bool {
    match card {
        ASK_NOT => ask_not_draw(state, p, part),
        _ => return false,
    }
    true
}

// ---- Shared bits ------------------------------------------------------------------------------------

fn latin_america(c: &Country) -> bool {
    matches!(c.region, Region::CentralAmerica | Region::SouthAmerica)
}

fn keys(state: &State, list: &[&str]) -> Vec<CountryId> {
    list.iter().map(|k| country(state, k)).collect()
}

fn card_key(c: CardId) -> Arg {
    Arg::Card(c as u16)
}

/// Battlegrounds `p` controls (printed battlegrounds only).
fn battlegrounds(state: &State, p: Player) -> usize {
    state.data().countries.iter().filter(|c| c.battleground && controls(state, c.id, p)).count()
}

// ---- The events ---------------------------------------------------------------------------------------

/// Arms Race (#39): being ahead of the opponent on the military operations track pays 1 VP, or 3 VP
/// when the player's own total also reaches the current DEFCON level.
fn arms_race(state: &mut State, p: Player) {
    let (mine, theirs) = (state.milops[p.idx()], state.milops[p.opponent().idx()]);
    if mine > theirs {
        let n = if mine >= state.defcon { 3 } else { 1 };
        vp(state, p, n);
    }
}

/// Cuban Missile Crisis (#40): DEFCON drops straight to 2, and until the end of the turn any coup by
/// the other side means nuclear war and its defeat. The threatened side may call it off from its card
/// choice by taking 2 of its own influence out of Cuba (USSR) or West Germany / Turkey (US) — play.rs.
fn cuban_missile_crisis(state: &mut State, p: Player) {
    let delta = 2 - state.defcon as i32;
    defcon(state, delta);
    add_effect(state, CUBAN_MISSILE_CRISIS, p, true);
}

/// Nuclear Subs (#41): for the rest of the turn, US coups in battlegrounds leave DEFCON where it is.
fn nuclear_subs(state: &mut State, p: Player) {
    add_effect(state, NUCLEAR_SUBS, p, true);
}

/// Quagmire (#42): the US is bogged down: each action round it must throw away a card of 2+ ops and
/// roll 1–4 to get out (play.rs). It also switches NORAD off.
fn quagmire(state: &mut State, p: Player) {
    end_effect(state, NORAD);
    add_effect(state, QUAGMIRE, p, false);
}

/// SALT Negotiations (#43): DEFCON eases by 2, every coup rolls at −1 for the rest of the turn, and the
/// player may pick one non-scoring card out of the discard pile into their hand.
fn salt_negotiations(state: &mut State, p: Player) {
    defcon(state, 2);
    add_effect(state, SALT_NEGOTIATIONS, p, true);
    let cards: Vec<CardId> = state.discard.iter().copied().filter(|&c| !state.data().cards[c as usize].scoring).collect();
    if !cards.is_empty() {
        choose_card_from(state, p, SALT_NEGOTIATIONS, cards, true);
    }
}

fn salt_take(state: &mut State, p: Player, picked: Option<CardId>) {
    let Some(c) = picked else { return };
    let Some(i) = state.discard.iter().position(|&d| d == c) else { return };
    state.discard.remove(i);
    state.hands[p.idx()].push(c);
    state.log(Some(p), "ts.takes_from_discard", vec![Arg::Seat(p.seat()), card_key(c)]);
}

/// Bear Trap (#44): the USSR's mirror of Quagmire — discard 2+ ops and roll 1–4 each round to escape.
fn bear_trap(state: &mut State, p: Player) {
    add_effect(state, BEAR_TRAP, p, false);
}

/// Summit (#45): each side rolls a die and adds 1 for every region it dominates or controls. The
/// higher total takes 2 VP and may nudge DEFCON one step either way; equal totals change nothing.
fn summit(state: &mut State) {
    let mut totals = [0i32; 2];
    for p in Player::BOTH {
        let r = roll(state);
        let bonus = Region::ALL
            .into_iter()
            .filter(|&region| matches!(region_scores(state, region)[p.idx()].level, Level::Domination | Level::Control))
            .count() as i32;
        totals[p.idx()] = r as i32 + bonus;
        let args = vec![Arg::Seat(p.seat()), Arg::Roll(r), Arg::Num(bonus), Arg::Num(r as i32 + bonus)];
        state.log(Some(p), "ts.summit_roll", args);
    }
    let winner = match totals[0].cmp(&totals[1]) {
        std::cmp::Ordering::Greater => Player::Ussr,
        std::cmp::Ordering::Less => Player::Us,
        std::cmp::Ordering::Equal => return,
    };
    vp(state, winner, 2);
    if state.outcome.is_some() {
        return;
    }
    let mut options = vec![];
    if state.defcon < 5 {
        options.push(Choice::DefconUp);
    }
    options.push(Choice::DefconDown);
    options.push(Choice::DefconStay);
    choose_option(state, winner, SUMMIT, options);
}

fn summit_defcon(state: &mut State, choice: Choice) {
    match choice {
        Choice::DefconUp => defcon(state, 1),
        Choice::DefconDown => defcon(state, -1),
        _ => {}
    }
}

/// How I Learned to Stop Worrying (#46): the player sets DEFCON to any level (1 ends the game against
/// the phasing player) and is credited with the full 5 military operations for this turn.
fn how_i_learned(state: &mut State, p: Player) {
    choose_option(state, p, HOW_I_LEARNED, (1..=5).map(Choice::Defcon).collect());
}

fn how_i_learned_level(state: &mut State, p: Player, choice: Choice) {
    let Choice::Defcon(level) = choice else { return };
    state.milops[p.idx()] = 5;
    state.log(Some(p), "ts.milops_set", vec![Arg::Seat(p.seat()), Arg::Num(5)]);
    let delta = level as i32 - state.defcon as i32;
    defcon(state, delta);
}

/// Junta (#47): 2 influence into one Latin American country of the player's choice, then a free coup
/// or free realignments in Central or South America with this card's ops.
fn junta(state: &mut State, p: Player) {
    choose_country(state, p, JUNTA, countries(state, latin_america));
}

fn junta_country(state: &mut State, p: Player, c: CountryId) {
    add(state, p, c, 2);
    grant_ops(state, p, JUNTA, printed(state, JUNTA), vec![OpsKind::Coup, OpsKind::Realign], Some(countries(state, latin_america)), true);
}

/// Kitchen Debates (#48): 2 VP for the US when it controls more battlegrounds than the USSR.
fn kitchen_debates(state: &mut State) {
    if battlegrounds(state, Player::Us) > battlegrounds(state, Player::Ussr) {
        vp(state, Player::Us, 2);
    }
}

/// Missile Envy (#49): the opponent hands over their highest-ops card (their choice among equals) and
/// takes Missile Envy in exchange, which they must then spend on operations in their next action round.
/// The player fires the taken card's event if it is theirs or neutral, otherwise uses its operations.
fn missile_envy(state: &mut State, p: Player) {
    let opp = p.opponent();
    let hand = state.hand(opp);
    let value = |c: CardId| envy_value(state, opp, c);
    let Some(best) = hand.iter().map(|&c| value(c)).max() else { return };
    let ties: Vec<CardId> = hand.iter().copied().filter(|&c| value(c) == best).collect();
    if ties.len() == 1 {
        missile_envy_take(state, p, ties[0]);
    } else {
        choose_card_from(state, opp, MISSILE_ENVY, ties, false);
    }
}

/// Missile Envy (#49, L1024 with L1036–L1038): the card given up is the one with the highest operations
/// value as the lasting effects make it for the player giving it (Brezhnev Doctrine, Containment, Red
/// Scare/Purge; capped at 4 and floored at 1, so they can make ties); a scoring card has none. Rules 1–2
/// compared the printed values.
fn envy_value(state: &State, giver: Player, c: CardId) -> u8 {
    let raw = printed(state, c);
    if state.rules_at_least(3) && raw > 0 {
        super::super::ops::card_ops(state, giver, c)
    } else {
        raw
    }
}

fn missile_envy_take(state: &mut State, p: Player, c: CardId) {
    let opp = p.opponent();
    state.hands[opp.idx()].retain(|&h| h != c);
    state.log(Some(p), "ts.takes_card", vec![Arg::Seat(p.seat()), card_key(c), Arg::Seat(opp.seat())]);
    if let Some(i) = state.table.iter().position(|&t| t == MISSILE_ENVY) {
        state.table.remove(i);
        state.hands[opp.idx()].push(MISSILE_ENVY);
        add_effect(state, MISSILE_ENVY, opp, true);
    }
    state.table.push(c);
    state.steps.push(Step::Finish(Finish { player: p, card: c }));
    if owner(state, c, p) == p {
        state.steps.push(Step::Event(Event { card: c, owner: p }));
    } else {
        grant_ops(state, p, c, printed(state, c), ordinary_ops(), None, false);
    }
}

/// We Will Bury You (#50): DEFCON drops by 1; the USSR collects 3 VP after the US's next action round
/// unless the US answers with UN Intervention (turn.rs).
fn we_will_bury_you(state: &mut State) {
    defcon(state, -1);
    add_effect(state, WE_WILL_BURY_YOU, Player::Ussr, true);
}

/// Brezhnev Doctrine (#51): USSR cards are worth one op more (up to 4) until the end of the turn.
fn brezhnev_doctrine(state: &mut State, p: Player) {
    add_effect(state, BREZHNEV_DOCTRINE, p, true);
}

/// Portuguese Empire Crumbles (#52): the USSR gains 2 influence in both SE African States and Angola.
fn portuguese_empire(state: &mut State) {
    add(state, Player::Ussr, country(state, "seafricanstates"), 2);
    add(state, Player::Ussr, country(state, "angola"), 2);
}

/// South African Unrest (#53): the USSR either puts 2 influence into South Africa, or 1 there and 2
/// more among South Africa's neighbours.
fn south_african_unrest(state: &mut State, p: Player) {
    choose_option(state, p, SOUTH_AFRICAN_UNREST, vec![Choice::SouthAfricaOnly, Choice::SouthAfricaAndNeighbours]);
}

fn south_african_unrest_choice(state: &mut State, p: Player, choice: Choice) {
    let sa = country(state, "southafrica");
    match choice {
        Choice::SouthAfricaOnly => add(state, p, sa, 2),
        Choice::SouthAfricaAndNeighbours => {
            add(state, p, sa, 1);
            let neighbours = state.data().countries[sa as usize].adjacent.clone();
            add_picks(state, p, SOUTH_AFRICAN_UNREST, 2, 2, neighbours);
        }
        _ => {}
    }
}

/// Allende (#54): the USSR gains 2 influence in Chile.
fn allende(state: &mut State) {
    add(state, Player::Ussr, country(state, "chile"), 2);
}

/// Willy Brandt (#55): 1 VP and 1 West German influence for the USSR; from now on NATO does not shield
/// West Germany (ops.rs) until Tear Down This Wall.
fn willy_brandt(state: &mut State) {
    vp(state, Player::Ussr, 1);
    add(state, Player::Ussr, country(state, "wgermany"), 1);
    add_effect(state, WILLY_BRANDT, Player::Ussr, false);
}

/// Muslim Revolution (#56): the USSR clears all US influence out of two of the listed Arab and Muslim
/// countries.
fn muslim_revolution(state: &mut State, p: Player) {
    let allowed = keys(state, &["sudan", "iran", "iraq", "egypt", "libya", "saudiarabia", "syria", "jordan"]);
    wipe_picks(state, p, Player::Us, MUSLIM_REVOLUTION, 2, allowed);
}

/// ABM Treaty (#57): DEFCON eases by 1, then the player runs operations worth 4 ops.
fn abm_treaty(state: &mut State, p: Player) {
    defcon(state, 1);
    grant_ops(state, p, ABM_TREATY, 4, ordinary_ops(), None, false);
}

/// Flower Power (#59): from now on each US war card played for ops or event gives the USSR 2 VP
/// (play.rs), until An Evil Empire.
fn flower_power(state: &mut State) {
    add_effect(state, FLOWER_POWER, Player::Ussr, false);
}

/// U2 Incident (#60): 1 VP for the USSR now, and one more if UN Intervention is played as an event
/// later this turn (early.rs).
fn u2_incident(state: &mut State) {
    vp(state, Player::Ussr, 1);
    add_effect(state, U2_INCIDENT, Player::Ussr, true);
}

/// OPEC (#61): 1 VP to the USSR for each oil country it controls (Egypt, Iran, Libya, Saudi Arabia,
/// Iraq, the Gulf States, Venezuela).
fn opec(state: &mut State) {
    let oil = keys(state, &["egypt", "iran", "libya", "saudiarabia", "iraq", "gulfstates", "venezuela"]);
    let n = oil.into_iter().filter(|&c| controls(state, c, Player::Ussr)).count() as i32;
    vp(state, Player::Ussr, n);
}

/// Lone Gunman (#62): the US lays its hand open, then the USSR runs 1-op operations.
fn lone_gunman(state: &mut State) {
    reveal_hand(state, Player::Us);
    grant_ops(state, Player::Ussr, LONE_GUNMAN, 1, ordinary_ops(), None, false);
}

/// Colonial Rear Guards (#63): 1 US influence into each of four different countries of Africa and
/// Southeast Asia.
fn colonial_rear_guards(state: &mut State, p: Player) {
    let allowed = countries(state, |c| c.region == Region::Africa || c.southeast_asia);
    add_picks(state, p, COLONIAL_REAR_GUARDS, 4, 1, allowed);
}

/// Panama Canal Returned (#64): 1 US influence each in Panama, Costa Rica and Venezuela.
fn panama_canal(state: &mut State) {
    for c in keys(state, &["panama", "costarica", "venezuela"]) {
        add(state, Player::Us, c, 1);
    }
}

/// Camp David Accords (#65): 1 VP and 1 influence each in Israel, Jordan and Egypt for the US; the
/// Arab-Israeli War can no longer fire (events::playable).
fn camp_david(state: &mut State) {
    vp(state, Player::Us, 1);
    for c in keys(state, &["israel", "jordan", "egypt"]) {
        add(state, Player::Us, c, 1);
    }
    add_effect(state, CAMP_DAVID, Player::Us, false);
}

/// Puppet Governments (#66): 1 US influence into each of three countries where neither side has any.
fn puppet_governments(state: &mut State, p: Player) {
    let empty = countries(state, |c| state.influence[c.id as usize] == [0, 0]);
    add_picks(state, p, PUPPET_GOVERNMENTS, 3, 1, empty);
}

/// Grain Sales to Soviets (#67): the US draws a USSR card blind and either plays it as its own card this
/// round or hands it back and uses Grain Sales' ops instead (also when the USSR has no cards).
fn grain_sales(state: &mut State) {
    match random_card(state, Player::Ussr) {
        Some(c) => {
            let args = vec![Arg::Seat(Player::Us.seat()), card_key(c), Arg::Seat(Player::Ussr.seat())];
            state.log(Some(Player::Us), "ts.takes_card", args);
            // Held on the table while the US decides; it is the table's last card until the answer.
            state.table.push(c);
            choose_option(state, Player::Us, GRAIN_SALES, vec![Choice::Play, Choice::Return]);
        }
        None => grain_sales_ops(state),
    }
}

fn grain_sales_choice(state: &mut State, choice: Choice) {
    let Some(&c) = state.table.last() else { return };
    match choice {
        Choice::Play => {
            state.log(Some(Player::Us), "ts.plays", vec![Arg::Seat(Player::Us.seat()), card_key(c)]);
            state.steps.push(Step::ChooseUse(ChooseUse { player: Player::Us, card: c }));
        }
        Choice::Return => {
            state.table.pop();
            state.hands[Player::Ussr.idx()].push(c);
            let args = vec![Arg::Seat(Player::Us.seat()), card_key(c), Arg::Seat(Player::Ussr.seat())];
            state.log(Some(Player::Us), "ts.returns_card", args);
            grain_sales_ops(state);
        }
        _ => {}
    }
}

fn grain_sales_ops(state: &mut State) {
    grant_ops(state, Player::Us, GRAIN_SALES, printed(state, GRAIN_SALES), ordinary_ops(), None, false);
}

/// John Paul II Elected Pope (#68): 2 USSR influence out of Poland, 1 US influence in; Solidarity
/// becomes playable.
fn john_paul_ii(state: &mut State) {
    let poland = country(state, "poland");
    remove(state, Player::Ussr, poland, 2);
    add(state, Player::Us, poland, 1);
    add_effect(state, JOHN_PAUL_II, Player::Us, false);
}

/// Latin American Death Squads (#69): this turn the player's coups in Central and South America roll
/// at +1 and the opponent's at −1 (ops.rs).
fn death_squads(state: &mut State, p: Player) {
    add_effect(state, DEATH_SQUADS, p, true);
}

/// OAS Founded (#70): 2 US influence anywhere in Central and South America (both may go to one country).
fn oas_founded(state: &mut State, p: Player) {
    add_picks(state, p, OAS_FOUNDED, 2, 2, countries(state, latin_america));
}

/// Sadat Expels Soviets (#72): every USSR influence leaves Egypt and the US puts 1 there.
fn sadat_expels_soviets(state: &mut State) {
    let egypt = country(state, "egypt");
    wipe(state, Player::Ussr, egypt);
    add(state, Player::Us, egypt, 1);
}

/// Shuttle Diplomacy (#73): the card waits on the table; the next Middle East or Asia scoring counts one
/// USSR battleground fewer, then it is discarded (events::score_region, play::finish).
fn shuttle_diplomacy(state: &mut State) {
    add_effect(state, SHUTTLE_DIPLOMACY, Player::Us, false);
}

/// The Voice of America (#74): the US strips 4 USSR influence from countries outside Europe, no more
/// than 2 from any one.
fn voice_of_america(state: &mut State, p: Player) {
    let allowed = countries(state, |c| c.region != Region::Europe);
    remove_picks(state, p, Player::Ussr, VOICE_OF_AMERICA, 4, 1, 2, allowed, false);
}

/// Liberation Theology (#75): 3 USSR influence into Central America, no more than 2 in any one country.
fn liberation_theology(state: &mut State, p: Player) {
    add_picks(state, p, LIBERATION_THEOLOGY, 3, 2, countries(state, in_region(Region::CentralAmerica)));
}

/// Ask Not What Your Country Can Do For You (#77): the US throws away as many hand cards as it likes,
/// one at a time, then draws the same number. The Resume below the question counts the discards.
fn ask_not(state: &mut State, p: Player) {
    then(state, p, ASK_NOT, 0);
    ask_not_offer(state, p);
}

fn ask_not_offer(state: &mut State, p: Player) {
    let hand = state.hand(p).clone();
    if !hand.is_empty() {
        choose_card_from(state, p, ASK_NOT, hand, true);
    }
}

fn ask_not_discard(state: &mut State, p: Player, picked: Option<CardId>) {
    let Some(c) = picked else { return };
    super::discard_from_hand(state, p, c);
    if let Some(Step::Resume(Resume { card: ASK_NOT, part, .. })) = state.steps.last_mut() {
        *part += 1;
    }
    ask_not_offer(state, p);
}

fn ask_not_draw(state: &mut State, p: Player, n: u8) {
    if n == 0 {
        return;
    }
    let mut drawn = 0;
    for _ in 0..n {
        match deck::draw(state) {
            Some(c) => {
                state.hands[p.idx()].push(c);
                drawn += 1;
            }
            None => break,
        }
    }
    state.chance.reveal();
    state.log(Some(p), "ts.draws", vec![Arg::Seat(p.seat()), Arg::Num(drawn)]);
}

/// Alliance for Progress (#78): 1 VP to the US per battleground it controls in Central and South America.
fn alliance_for_progress(state: &mut State) {
    let bgs = countries(state, |c| latin_america(c) && c.battleground);
    let n = bgs.into_iter().filter(|&c| controls(state, c, Player::Us)).count() as i32;
    vp(state, Player::Us, n);
}

/// One Small Step (#80): a player behind in the space race jumps two boxes; only the second box pays.
fn one_small_step(state: &mut State, p: Player) {
    if state.space[p.idx()] < state.space[p.opponent().idx()] {
        space::advance(state, p, false);
        space::advance(state, p, true);
    }
}
