//! What the computer knows about each card, written from the seed's strategy guide (GUIDE §5 "events vs
//! operations", §6 "DEFCON", §3 "what to send to space") and common Twilight Struggle knowledge: how much
//! an event is worth to the side that carries it out, in victory-point equivalents, and which cards are
//! "DEFCON suicide cards" (GUIDE §6: DSC) at DEFCON 2.
//!
//! These numbers drive the playout policy and the value of cards held in hand; the search itself plays
//! the real events on sampled positions, so a rough value here only shapes the playouts.

use super::super::cards::*;
use super::super::control::controls;
use super::super::data::{CardId, Region, Side};
use super::super::state::{Player, State};

/// The value of one operation point, in VP equivalents (for comparing an event with a card's ops).
pub const OP_VALUE: f64 = 0.55;

/// The base value of a card's event for the side that carries it out (VP equivalents), before the
/// adjustments of [`event_value`]. Scoring cards and the China Card have none here.
fn base(card: CardId) -> f64 {
    match card {
        DUCK_AND_COVER => 1.5,
        FIVE_YEAR_PLAN => 1.2,
        SOCIALIST_GOVERNMENTS => 2.2,
        FIDEL => 2.6,
        VIETNAM_REVOLTS => 2.0,
        BLOCKADE => 1.8,
        KOREAN_WAR => 2.0,
        ROMANIAN_ABDICATION => 1.0,
        ARAB_ISRAELI_WAR => 1.8,
        COMECON => 2.2,
        NASSER => 1.8,
        WARSAW_PACT => 2.8,
        DE_GAULLE => 2.4,
        NAZI_SCIENTIST => 1.6,
        TRUMAN_DOCTRINE => 1.4,
        OLYMPIC_GAMES => 1.3,
        NATO => 3.0,
        INDEPENDENT_REDS => 1.5,
        MARSHALL_PLAN => 3.4,
        INDO_PAKISTANI_WAR => 1.4,
        CONTAINMENT => 1.6,
        CIA_CREATED => 1.0,
        US_JAPAN_PACT => 2.0,
        SUEZ_CRISIS => 2.3,
        EAST_EUROPEAN_UNREST => 1.6,
        DECOLONIZATION => 2.8,
        RED_SCARE_PURGE => 3.0,
        UN_INTERVENTION => 0.8,
        DE_STALINIZATION => 2.4,
        NUCLEAR_TEST_BAN => 1.0,
        FORMOSAN_RESOLUTION => 0.8,
        BRUSH_WAR => 1.8,
        ARMS_RACE => 1.8,
        CUBAN_MISSILE_CRISIS => 1.4,
        NUCLEAR_SUBS => 1.0,
        QUAGMIRE => 4.0,
        SALT_NEGOTIATIONS => 1.5,
        BEAR_TRAP => 4.0,
        SUMMIT => 0.8,
        HOW_I_LEARNED => 1.4,
        JUNTA => 2.0,
        KITCHEN_DEBATES => 1.5,
        MISSILE_ENVY => 1.2,
        WE_WILL_BURY_YOU => 3.0,
        BREZHNEV_DOCTRINE => 1.6,
        PORTUGUESE_EMPIRE => 2.4,
        SOUTH_AFRICAN_UNREST => 1.8,
        ALLENDE => 1.4,
        WILLY_BRANDT => 1.9,
        MUSLIM_REVOLUTION => 3.2,
        ABM_TREATY => 2.8,
        CULTURAL_REVOLUTION => 2.0,
        FLOWER_POWER => 2.0,
        U2_INCIDENT => 1.4,
        OPEC => 2.5,
        LONE_GUNMAN => 1.0,
        COLONIAL_REAR_GUARDS => 2.4,
        PANAMA_CANAL => 1.2,
        CAMP_DAVID => 2.0,
        PUPPET_GOVERNMENTS => 1.5,
        GRAIN_SALES => 1.4,
        JOHN_PAUL_II => 2.0,
        DEATH_SQUADS => 1.4,
        OAS_FOUNDED => 1.5,
        NIXON_CHINA => 2.0,
        SADAT_EXPELS_SOVIETS => 2.4,
        SHUTTLE_DIPLOMACY => 1.8,
        VOICE_OF_AMERICA => 2.0,
        LIBERATION_THEOLOGY => 2.0,
        USSURI_RIVER => 2.8,
        ASK_NOT => 1.4,
        ALLIANCE_FOR_PROGRESS => 1.5,
        ONE_SMALL_STEP => 1.8,
        IRANIAN_HOSTAGE_CRISIS => 2.0,
        IRON_LADY => 2.3,
        REAGAN_BOMBS_LIBYA => 1.2,
        STAR_WARS => 1.8,
        NORTH_SEA_OIL => 2.0,
        THE_REFORMER => 1.8,
        MARINE_BARRACKS => 1.8,
        KAL_007 => 2.4,
        GLASNOST => 2.8,
        ORTEGA => 1.8,
        TERRORISM => 1.4,
        IRAN_CONTRA => 1.0,
        CHERNOBYL => 1.8,
        DEBT_CRISIS => 1.8,
        TEAR_DOWN_THIS_WALL => 2.8,
        EVIL_EMPIRE => 2.0,
        ALDRICH_AMES => 1.8,
        PERSHING_II => 2.0,
        WARGAMES => 0.0,
        SOLIDARITY => 2.0,
        IRAN_IRAQ_WAR => 1.4,
        DEFECTORS => 0.8,
        CAMBRIDGE_FIVE => 1.0,
        SPECIAL_RELATIONSHIP => 1.5,
        NORAD => 1.5,
        CHE => 2.2,
        OUR_MAN_IN_TEHRAN => 1.4,
        YURI_AND_SAMANTHA => 1.4,
        AWACS => 1.5,
        _ => 0.0,
    }
}

/// Who carries out `card`'s event when `player` plays it.
pub fn owner(state: &State, card: CardId, player: Player) -> Player {
    match state.data().cards[card as usize].side {
        Side::Us => Player::Us,
        Side::Ussr => Player::Ussr,
        Side::Neutral => player,
    }
}

/// A "DEFCON suicide card" whose event lowers DEFCON whoever plays it (GUIDE §6-1): at DEFCON 2 the
/// event ends the game against the phasing player.
pub fn lowers_defcon(card: CardId) -> bool {
    matches!(card, DUCK_AND_COVER | WE_WILL_BURY_YOU | KAL_007)
}

/// A card whose event gives its owner operations or a coup during the other side's round (GUIDE §6-2):
/// at DEFCON 2, a battleground coup by the owner would end the game against the phasing player.
pub fn gives_owner_coup(card: CardId) -> bool {
    matches!(card, CIA_CREATED | LONE_GUNMAN | GRAIN_SALES | TEAR_DOWN_THIS_WALL | ORTEGA)
}

/// Whether firing `card`'s event for `owner` during `phasing`'s round is a likely loss at DEFCON 2.
pub fn suicide_at_defcon2(state: &State, card: CardId, owner: Player, phasing: Player) -> bool {
    // At any DEFCON: How I Learned to Stop Worrying set to 1 by the US in the USSR's round — picked from
    // the discards by Star Wars, or taken from the USSR's hand by Grain Sales to Soviets.
    if owner == Player::Us && phasing == Player::Ussr {
        match card {
            STAR_WARS if star_wars_reaches(state) && state.discard.contains(&HOW_I_LEARNED) => return true,
            GRAIN_SALES if state.hand(Player::Ussr).contains(&HOW_I_LEARNED) => return true,
            _ => {}
        }
    }
    if state.defcon != 2 {
        return false;
    }
    if lowers_defcon(card) {
        return true;
    }
    if gives_owner_coup(card) && owner != phasing {
        return true;
    }
    // GUIDE §6-4: Olympic Games (the opponent boycotts) and Summit (the opponent may win the roll).
    if matches!(card, OLYMPIC_GAMES | SUMMIT) && owner == phasing {
        return true;
    }
    // GUIDE §6-3: Star Wars fires a DEFCON card from the discards; Five Year Plan may fire one from the hand.
    if owner != phasing && owner == Player::Us {
        match card {
            STAR_WARS => {
                return star_wars_reaches(state) && state.discard.iter().any(|&c| star_wars_danger(c));
            }
            FIVE_YEAR_PLAN => {
                return state.hand(Player::Ussr).iter().any(|&c| c != FIVE_YEAR_PLAN && self::owner(state, c, Player::Ussr) == Player::Us && (lowers_defcon(c) || gives_owner_coup(c)));
            }
            _ => {}
        }
    }
    false
}

/// Whether Star Wars's event works now: the US ahead in the space race (#85).
pub fn star_wars_reaches(state: &State) -> bool {
    state.space[Player::Us.idx()] > state.space[Player::Ussr.idx()]
}

/// A card in the discards that Star Wars lets the US fire in the USSR's round to end the game at DEFCON 2
/// (GUIDE §6-3): a DEFCON-lowering event, How I Learned to Stop Worrying, a US event that gives the US a
/// coup (Grain Sales to Soviets, Tear Down This Wall), Summit (the US may win the roll).
pub fn star_wars_danger(card: CardId) -> bool {
    lowers_defcon(card) || matches!(card, HOW_I_LEARNED | GRAIN_SALES | TEAR_DOWN_THIS_WALL | SUMMIT)
}

/// The value of `card`'s event carried out by `owner` now (VP equivalents; very negative for a move that
/// loses the game). Starred cards leave the game; the rest come back.
pub fn event_value(state: &State, card: CardId, owner: Player) -> f64 {
    let turn = state.turn as f64;
    let opp = owner.opponent();
    let mut v = base(card);
    match card {
        DUCK_AND_COVER => {
            // DEFCON −1, then the US gains 5 − DEFCON.
            v = (5 - (state.defcon as i32 - 1)).max(0) as f64 * 0.9;
        }
        NUCLEAR_TEST_BAN => v = (state.defcon as f64 - 2.0).max(0.0) + 0.5,
        KAL_007 => v = 2.0 + if controls(state, state.data().country("southkorea").unwrap_or(0), Player::Us) { 1.5 } else { 0.0 },
        WE_WILL_BURY_YOU => v = 3.0,
        OPEC => {
            let keys = ["egypt", "iran", "libya", "saudiarabia", "iraq", "gulfstates", "venezuela"];
            let n = keys.iter().filter_map(|k| state.data().country(k)).filter(|&c| controls(state, c, Player::Ussr)).count();
            v = n as f64;
        }
        ALLIANCE_FOR_PROGRESS => {
            let n = state
                .data()
                .countries
                .iter()
                .filter(|c| c.battleground && matches!(c.region, Region::CentralAmerica | Region::SouthAmerica) && controls(state, c.id, Player::Us))
                .count();
            v = n as f64;
        }
        RED_SCARE_PURGE | CONTAINMENT | BREZHNEV_DOCTRINE => {
            // Worth more with more of the turn left.
            let left = rounds_left(state, opp).max(rounds_left(state, owner)) as f64;
            v *= (left + 1.0) / 7.0;
        }
        WARGAMES => {
            // Ends the game at DEFCON 2: the opponent gains 6 VP, then the sign decides.
            if state.defcon == 2 {
                let lead = match owner {
                    Player::Us => state.vp,
                    Player::Ussr => -state.vp,
                };
                v = if lead > 6 { 50.0 } else { -50.0 };
            }
        }
        _ => {}
    }
    // Early-war cards whose effect fades (GUIDE §5: "play them before they stop mattering").
    if turn >= 8.0 && matches!(card, DECOLONIZATION | DE_STALINIZATION | VIETNAM_REVOLTS | PUPPET_GOVERNMENTS) {
        v *= 0.6;
    }
    v
}

/// Action rounds `player` has left this turn (the headline phase counts as one more).
pub fn rounds_left(state: &State, player: Player) -> u8 {
    let total = super::super::turn::total_rounds(state, player);
    let left = total.saturating_sub(state.rounds_done[player.idx()]);
    if state.action_round == 0 {
        left + 1
    } else {
        left
    }
}

/// The regions a scoring card scores (Southeast Asia Scoring: `None`, it has its own table).
pub fn scoring_region(card: CardId) -> Option<Region> {
    match card {
        EUROPE_SCORING => Some(Region::Europe),
        ASIA_SCORING => Some(Region::Asia),
        MIDDLE_EAST_SCORING => Some(Region::MiddleEast),
        CENTRAL_AMERICA_SCORING => Some(Region::CentralAmerica),
        AFRICA_SCORING => Some(Region::Africa),
        SOUTH_AMERICA_SCORING => Some(Region::SouthAmerica),
        _ => None,
    }
}

/// The value of a lasting effect in play for the side it helps (US positive), VP equivalents.
pub fn effect_value(state: &State, card: CardId, player: Player) -> f64 {
    let left = |p: Player| rounds_left(state, p) as f64;
    let v = match card {
        NATO => 2.0,
        US_JAPAN_PACT => 0.8,
        CONTAINMENT | BREZHNEV_DOCTRINE => 0.35 * left(player),
        RED_SCARE_PURGE => 0.45 * left(player.opponent()),
        QUAGMIRE | BEAR_TRAP => 2.5,
        FLOWER_POWER => 1.5,
        JOHN_PAUL_II => 0.3,
        NUCLEAR_SUBS => 0.6,
        SHUTTLE_DIPLOMACY => 1.0,
        IRON_LADY => 0.8,
        THE_REFORMER => 0.8,
        AWACS => 0.5,
        VIETNAM_REVOLTS => 0.3 * left(player),
        DEATH_SQUADS => 0.4,
        NORTH_SEA_OIL => 0.8,
        _ => 0.0,
    };
    match player {
        Player::Us => v,
        Player::Ussr => -v,
    }
}

/// Whether `card` in `holder`'s hand is a DEFCON suicide card for them (GUIDE §6): an opponent's card
/// whose event would end the game at DEFCON 2 in their round — also Star Wars while the US leads the space
/// race (it fires a US event from the discards) and Five Year Plan for a USSR holding a US suicide card.
pub fn dangerous_for(state: &State, card: CardId, holder: Player) -> bool {
    let own = owner(state, card, holder);
    if own == holder {
        return false;
    }
    if lowers_defcon(card) || gives_owner_coup(card) {
        return true;
    }
    match card {
        STAR_WARS => holder == Player::Ussr && star_wars_reaches(state) && state.discard.iter().any(|&c| star_wars_danger(c)),
        FIVE_YEAR_PLAN => {
            holder == Player::Ussr
                && state.hand(holder).iter().any(|&c| c != FIVE_YEAR_PLAN && owner(state, c, holder) != holder && (lowers_defcon(c) || gives_owner_coup(c)))
        }
        _ => false,
    }
}
