//! Victory (DF 13, L1888–L1906) and VP accounting (DF 13.1): the VP marker moves when an objective
//! changes hands; the Western or Soviet player wins at once when it enters the 10 box at their end, on
//! German surrender, or at turn 8's weather space 61 by the VP lead (ties: Berlin's controller, then a
//! draw — with no action cards in hand the cards' tie-break is always even).

use super::data::{Faction, Ideology};
use super::state::State;
use crate::{Arg, Outcome};

/// The VP track's end boxes (DF 1.G, L425–L429).
pub const VP_WIN: i8 = 10;

/// The VP marker's move when an objective passes from `before` to `after` (DF 13.1, L1900–L1906):
/// positive toward the West. A gain by one Ally and a loss by the other add up (2 when one takes it from
/// the other); Axis gains and losses count only through the Allies'.
pub fn vp_change(before: Ideology, after: Ideology) -> i8 {
    let gain = match after {
        Ideology::Western => 1,
        Ideology::Soviet => -1,
        Ideology::Axis => 0,
    };
    let loss = match before {
        Ideology::Western => -1,
        Ideology::Soviet => 1,
        Ideology::Axis => 0,
    };
    gain + loss
}

/// The seats of the Western player (West, OKH) and the Soviet player (Soviet, OKW).
pub fn western_player() -> [u8; 2] {
    [Faction::West.seat(), Faction::Okh.seat()]
}
pub fn soviet_player() -> [u8; 2] {
    [Faction::Soviet.seat(), Faction::Okw.seat()]
}

fn win(s: &mut State, western: bool, reason: &str, args: Vec<Arg>) {
    let seats = if western { western_player() } else { soviet_player() };
    s.outcome = Some(Outcome::camp(&seats, reason, args));
    s.steps.clear();
}

/// Berlin's controller (the tie-breaker of DF 13).
pub fn berlin(s: &State) -> Option<Ideology> {
    let d = s.data();
    d.hexes.values().find(|x| x.city.as_deref() == Some("berlin")).and_then(|x| s.cities.get(&x.id).copied())
}

/// The winner by VP, then Berlin (DF 13, L1895; L1897 for German surrender).
fn by_vp_then_berlin(s: &mut State, reason: &str) {
    let args = vec![Arg::Num(s.vp as i32)];
    if s.vp > 0 {
        win(s, true, reason, args);
    } else if s.vp < 0 {
        win(s, false, reason, args);
    } else {
        // DF 13 (L1895): at turn 8's end, after Berlin, the most non-Axis action cards in hand (the variant
        // with cards; without them both hands are empty and it is a draw).
        let (west_cards, soviet_cards) = super::cards::allied_hands(s);
        match berlin(s) {
            Some(Ideology::Western) => win(s, true, reason, args),
            Some(Ideology::Soviet) => win(s, false, reason, args),
            _ if reason == "df_turn8" && west_cards > soviet_cards => win(s, true, "df_turn8_cards", args),
            _ if reason == "df_turn8" && soviet_cards > west_cards => win(s, false, "df_turn8_cards", args),
            _ => {
                s.outcome = Some(Outcome { winner: None, winners: vec![], reason: format!("{reason}_draw"), args });
                s.steps.clear();
            }
        }
    }
}

/// The immediate victories checked whenever an objective changes hands: the VP track's end boxes and
/// German surrender (every objective but Oslo held by the Allies; DF 13, L1890–L1897).
pub fn check_now(s: &mut State) {
    if s.outcome.is_some() {
        return;
    }
    if s.vp >= VP_WIN {
        win(s, true, "df_vp10", vec![]);
        return;
    }
    if s.vp <= -VP_WIN {
        win(s, false, "df_vp10", vec![]);
        return;
    }
    let d = s.data();
    let surrender = d
        .hexes
        .values()
        .filter(|x| x.objective && x.city.as_deref() != Some("oslo"))
        .all(|x| s.cities.get(&x.id).is_some_and(|c| *c != Ideology::Axis));
    if surrender {
        s.log(None, "df.surrender", vec![]);
        by_vp_then_berlin(s, "df_surrender");
    }
}

/// Turn 8, the weather marker enters space 61: the game ends (DF 13, L1895).
pub fn turn_eight(s: &mut State) {
    s.log(None, "df.end", vec![]);
    by_vp_then_berlin(s, "df_turn8");
}
