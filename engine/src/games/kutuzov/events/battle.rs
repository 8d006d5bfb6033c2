//! Battle cards (KUT 5.3, 12.1) and the responses that change a battle (5.2): played in the window before
//! round 1's dice, the active camp first (L1224), and from rules 7 in the window before each further round
//! (L1338: a tied round is fought again "from the battle cards"). #24 Militia Levies (L1227), #51 Naval Support (L1227),
//! #57 Another Day of Battle (L600), #74 A Wasted Day (L600, L1522), #75 Too Old for This (L616),
//! #104 Victory or Death (L1340, L1411). Their effects are kept in `State::battle_cards` for the battle.

use super::super::battle::side_leaders;
use super::super::data::{camp_of, LeaderId, Power, SpaceId, IMPERIAL, TSARIST};
use super::super::state::{State, Step};
use super::response::Moment;

/// Whether `p` may play `card` in the window of the battle in `at` before `round`.
pub fn playable(s: &State, p: Power, card: u16, at: SpaceId, round: u32) -> bool {
    let in_battle = s.has_formation(at, p);
    let played = s.battle_cards.iter().any(|&(_, c)| c == card);
    !played
        && match card {
            // L1227: the Russians' own dice: a Tsarist Power in the battle.
            24 => in_battle && camp_of(p) == TSARIST,
            // 5.3: battle cards need a piece in the battle.
            51 | 74 | 104 => in_battle,
            // L2348 (rules 6): at the start of a battle (round 1's window), by a Power with a piece in it.
            72 => in_battle && round == 1,
            // 5.2: responses, by anyone.
            57 => true,
            75 => imperial_commander(s, at).is_some_and(|l| !s.rating_zero.contains(&l)),
            _ => false,
        }
}

/// The Imperial side's commander in the battle (the attacker's leader when the Imperials attack).
fn imperial_commander(s: &State, at: SpaceId) -> Option<LeaderId> {
    let commander = match s.steps.last() {
        Some(Step::Window(w)) => match w.moment {
            Moment::Battle { attacker, leader, .. } if camp_of(attacker) == IMPERIAL => Some(leader),
            Moment::Siege { besieger, leader, .. } if camp_of(besieger) == IMPERIAL => Some(leader),
            _ => None,
        },
        _ => None,
    };
    side_leaders(s, at, IMPERIAL, commander).first().copied()
}

/// Plays a battle card: its effect holds for this battle (the camp of the Power that played it).
pub fn play(s: &mut State, p: Power, card: u16) {
    let at = match s.steps.last() {
        Some(Step::Window(w)) => match w.moment {
            Moment::Battle { at, .. } => Some(at),
            Moment::Siege { .. } => {
                s.battle_cards.push((camp_of(p), card));
                None
            }
            Moment::Retreat { .. } | Moment::Scorched { .. } | Moment::Scorch { .. } => None,
            Moment::Moved { leader, .. } => {
                // #75 after a move (L616): the moved Imperial leader.
                if card == 75 {
                    s.rating_zero.push(leader);
                    s.log(None, "kut.event_too_old", vec![s.leader_arg(leader)]);
                }
                None
            }
        },
        _ => None,
    };
    let Some(at) = at else { return };
    if card == 72 {
        // L1073, L2348 (rules 6): the player's camp may intercept into the battle from two spaces away.
        s.battle_cards.push((camp_of(p), card));
        s.log(None, "kut.event_concentration", vec![s.space_arg(at)]);
        s.steps.push(Step::Intercept(super::super::intercept::Intercept::concentration(p, at)));
        return;
    }
    if card == 75 {
        if let Some(l) = imperial_commander(s, at) {
            s.rating_zero.push(l);
            s.log(None, "kut.event_too_old", vec![s.leader_arg(l)]);
        }
        return;
    }
    s.battle_cards.push((camp_of(p), card));
}

/// What the battle cards in play do to a battle, read once as it starts.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Effects {
    /// Extra dice per side (attacker, defender) in the round the window precedes (#24) and in every round
    /// from it on (#51).
    pub this_round_dice: [u32; 2],
    pub every_round_dice: [u32; 2],
    /// Extra '5's a side inflicts on the other in the round the window precedes (#24).
    pub this_round_fives: [u32; 2],
    /// The number of rounds (12.52: 2; #74 ends it after the current round, #57 adds one).
    pub rounds: u32,
    /// #104: a tie goes on to another round, a rout is only a retreat.
    pub victory_or_death: bool,
}

/// The battle cards played for this battle, taken off the state (rules 3; none before).
pub fn effects(s: &mut State, sides: [u8; 2], base_rounds: u32) -> Effects {
    more_effects(s, sides, Effects { rounds: base_rounds, ..Effects::default() }, 1)
}

/// The cards played in the window before `round` (taken off the state), added to what the earlier
/// windows' cards do (rules 7, L1338: a window before every round; L1224: a card lasts one round unless it
/// says otherwise).
pub fn more_effects(s: &mut State, sides: [u8; 2], mut e: Effects, round: u32) -> Effects {
    let cards = std::mem::take(&mut s.battle_cards);
    e.this_round_dice = [0; 2];
    e.this_round_fives = [0; 2];
    let k = |key: &str| s.data.k(key).max(0) as u32;
    for (camp, card) in cards {
        let side = if camp == sides[0] { 0 } else { 1 };
        match card {
            // L1227: 4 more Russian dice and one more '5' against the enemy, for one round.
            24 => {
                let russians = if sides[0] == TSARIST { 0 } else { 1 };
                e.this_round_dice[russians] += k("militia_levies_dice");
                e.this_round_fives[russians] += 1;
            }
            // L1227: 2 more dice in every round.
            51 => e.every_round_dice[side] += k("naval_support_dice"),
            // L600: no round after the current one (the one the window precedes).
            74 => e.rounds = round,
            // L600: the battle goes on to another round, undoing #74.
            57 => e.rounds = e.rounds.max(round) + 1,
            // L1340: past the second round while tied.
            104 => {
                e.victory_or_death = true;
                e.rounds = e.rounds.max(k("victory_or_death_rounds"));
            }
            _ => {}
        }
    }
    e
}

/// A leader's battle rating, 0 under #75 Too Old for This for the rest of the impulse (L616).
pub fn rating(s: &State, l: LeaderId) -> u32 {
    if s.rating_zero.contains(&l) {
        0
    } else {
        s.battle_rating(l) as u32
    }
}

/// Whether `p` may play `card` in the window of a siege of the fortress in `at` (KUT 13.23: only the battle
/// cards that say they serve in a siege, by a Power with pieces there; #7 Twelve Pounders is the French
/// guns, L1506).
pub fn siege_playable(s: &State, p: Power, card: u16, at: SpaceId, besieger: Power) -> bool {
    let played = s.battle_cards.iter().any(|&(_, c)| c == card);
    let usable = s.data.card(card).is_some_and(|c| c.siege);
    !played
        && usable
        && match card {
            7 => s.has_formation(at, p) && camp_of(p) == IMPERIAL && camp_of(besieger) == IMPERIAL,
            51 => s.has_formation(at, p),
            // KUT 13.34 (L1522, rules 5, E31): A Wasted Day makes the besiegers retreat; the fortress is
            // the besieged camp's piece in the siege, so its Powers may play it.
            74 => s.rules >= 5 && camp_of(p) != camp_of(besieger),
            _ => false,
        }
}

/// What the cards played for a siege do (L1506): the besieger's first-round volley (#7, fired before the
/// round, its 6s counting toward the capture) and the extra dice of each side in every round (#51: the
/// Riga halving does not touch them).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SiegeEffects {
    pub volley: u32,
    /// #74 A Wasted Day (L1522): one round only, and then the besiegers retreat unless they took it.
    pub wasted_day: bool,
    pub besieger_dice: u32,
    pub fortress_dice: u32,
}

pub fn siege_effects(s: &mut State, besieger_camp: u8) -> SiegeEffects {
    let cards = std::mem::take(&mut s.battle_cards);
    let mut e = SiegeEffects::default();
    let k = |key: &str| s.data.k(key).max(0) as u32;
    for (camp, card) in cards {
        match card {
            7 => e.volley += k("twelve_pounders_dice"),
            51 if camp == besieger_camp => e.besieger_dice += k("naval_support_dice"),
            51 => e.fortress_dice += k("naval_support_dice"),
            74 => e.wasted_day = true,
            _ => {}
        }
    }
    e
}
