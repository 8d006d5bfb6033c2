//! Battles (KUT 12): dice, hits, rounds, the winner, rout, retreat, overrun, loot and flag overrun.

use serde::Serialize;

use super::control::{self, friendly, hostile};
use super::data::{camp_of, camp_powers, Kind, LeaderId, LineType, Nation, Power, SpaceId, CONTINGENTS, IMPERIAL, TSARIST};
use super::morale;
use super::state::{Place, State, Step};
use super::Action;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// A battle the active army starts by entering a space with enemy formations (KUT 10.52, 10.7).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Battle {
    pub attacker: Power,
    pub leader: LeaderId,
    pub from: SpaceId,
    pub at: SpaceId,
    /// Failed evasions of the defender (KUT 11.8): the attacker's extra dice in round 1; no terrain.
    pub failed_evasions: u8,
    /// The pieces built into a besieged fortress attack the besiegers (KUT 6.34): `from` is the fortress
    /// itself, the commander the best leader there (none: rating 0), and a defeat sends the relief force to
    /// the Regroup Box.
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub relief: bool,
    /// Leaderless soldiers attack (rules 7, Play Book 11.2): `leader` is only the battle's placeholder
    /// commander (the first leader there), as for a relief force.
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub soldiers: bool,
    /// The Prussian revolt's battle (Play Book 9.3, L2696; rules 18, revolt.rs): R1's soldiers, once Prussian,
    /// attack the Imperials beside them: no evasion, no terrain, no cards; beaten, they go to the Regroup Box.
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub revolt: bool,
    /// The battle so far, when a tied round leads to another (rules 7): the window of battle cards before
    /// that round (KUT 12.52, L1338) stands above this step, which fights on when it closes.
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub course: Option<Box<Course>>,
}

/// What a battle carries from one round to the next (KUT 12.52): the facts fixed as it started and the
/// hits, disruptions and eliminations of the rounds fought.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Course {
    /// The round to fight next.
    pub round: u32,
    pub start_leaders: Vec<LeaderId>,
    pub commanders: [Option<LeaderId>; 2],
    pub defender_power: Power,
    pub loser_army_at_start: [bool; 2],
    pub had_napoleon: [bool; 2],
    /// Each side's formation was an army group as the battle began (Play Book 9.11, rules 13).
    pub group_at_start: [bool; 2],
    pub terrain: u32,
    pub entrenched: Option<usize>,
    pub hits: [u32; 2],
    pub disrupted: [u32; 2],
    pub regrouped: [u32; 2],
    pub eliminated: [u32; 2],
    pub excess: [u32; 2],
    /// What the battle cards played so far do (the cards of the next round's window are added to them).
    pub cards: super::events::battle::Effects,
    /// The attacker came by sea, R1's convoy (KUT 15.2, 15.3; rules 15, E63): beaten, it goes back to its port by
    /// sea with attrition (10.44).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub by_sea: bool,
    /// The landing was joined by friendly forces (KUT 15.3's exception, 6.34; rules 16, E72): beaten, the attacker
    /// retreats by land as an inactive loser.
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub joined_landing: bool,
}

/// What a battle decided, carried through the loser's retreat to its consequences.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Verdict {
    pub at: SpaceId,
    pub from: SpaceId,
    pub winner: u8,
    pub winner_power: Power,
    pub routed: bool,
    pub overrun: bool,
    /// The loser's formation held a leader (an army: Morale Loss markers and loot need one).
    pub loser_army: bool,
    pub loser_napoleon: bool,
    /// The loser's formation was an army group (Play Book 9.11, rules 13): one Morale Loss marker more.
    pub loser_group: bool,
    /// Enemy SP and leaders the winner eliminated (the loot roll, KUT 12.10).
    pub eliminated: u32,
    /// Eliminations beyond the loser's last SP and leader (flag overrun, KUT 12.9).
    pub excess: u32,
    /// The loser fought entrenched: no flag overrun (KUT 12.45).
    pub loser_entrenched: bool,
    /// The winner's margin of hits, and the loser's disrupted SP still with it: a retreat attrition's
    /// eliminations add to the margin and may make the defeat a rout (KUT 12.62).
    pub margin: u32,
    pub disrupted_left: u32,
    pub leaders: Vec<LeaderId>,
}

impl Verdict {
    /// A retreat as an inactive loser's with no battle behind it (no morale, loot or markers): a wasted
    /// day's siege (#74, siege.rs), the Imperials at Königsberg in the Prussian revolt (L2696; rules 18, E76).
    pub fn retreat_only(at: SpaceId, winner: u8, winner_power: Power, leaders: Vec<LeaderId>) -> Verdict {
        Verdict {
            at,
            from: at,
            winner,
            winner_power,
            routed: false,
            overrun: false,
            loser_army: false,
            loser_napoleon: false,
            loser_group: false,
            eliminated: 0,
            excess: 0,
            loser_entrenched: false,
            margin: 0,
            disrupted_left: 0,
            leaders,
        }
    }

    /// The Imperials' retreat from Königsberg when R1's flag goes there in the Prussian revolt (L2696; rules
    /// 18, E76).
    pub fn revolt_retreat(at: SpaceId) -> Verdict {
        Verdict::retreat_only(at, TSARIST, super::data::R1, vec![])
    }
}

/// The inactive loser's retreat (KUT 12.6): its Power picks an adjacent space.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Retreat {
    pub power: Power,
    pub verdict: Verdict,
    /// The space chosen, while the other camp may answer with #20 (rules 4).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chosen: Option<SpaceId>,
    /// Spaces whose line #20 closed (L2328).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub blocked: Vec<SpaceId>,
}

impl Battle {
    /// The facts fixed as the battle starts and round 1's cards (KUT 12.1–12.45, 5.3).
    fn begin(&self, s: &mut State) -> Course {
        let att = camp_of(self.attacker);
        let def = 1 - att;
        let sides = [att, def];
        let start_leaders: Vec<LeaderId> = side_leaders(s, self.at, att, Some(self.leader)).into_iter().chain(side_leaders(s, self.at, def, None)).collect();
        let def_commander = defending_commander(s, self.at, def);
        let defender_power = def_commander.map(|l| s.data.leaders[l as usize].power).unwrap_or_else(|| {
            camp_powers(def).into_iter().max_by_key(|&p| s.power_sp(self.at, p)).unwrap_or(camp_powers(def)[0])
        });
        let loser_army_at_start = [!side_leaders(s, self.at, att, None).is_empty(), def_commander.is_some()];
        let napoleon = |s: &State, camp: u8| side_leaders(s, self.at, camp, None).iter().any(|&l| s.data.leaders[l as usize].napoleon);
        let had_napoleon = [napoleon(s, att), napoleon(s, def)];
        // Play Book 9.11 (rules 13): an army group's defeat costs one Morale Loss marker more.
        let group_at_start = [super::army_group::is_group(s, self.at, att), super::army_group::is_group(s, self.at, def)];
        // KUT 11.8: a defender that failed to evade loses its terrain dice.
        // L2696 (rules 18): the revolt's battle has no terrain.
        let terrain = if self.failed_evasions > 0 || self.revolt { 0 } else { terrain_dice(s, self, def) };
        // KUT 12.45 (E15): the side an entrenchment helps, fixed as the battle starts.
        let entrenched = entrenched_side(s, self.at, sides);
        if self.revolt {
            s.log(Some(self.attacker), "kut.revolt_battle", vec![s.space_arg(self.at)]);
        } else if self.relief && s.data.spaces[self.at as usize].kind == super::data::Kind::Zone {
            // KUT 6.33 (rules 21): the pieces built into a zone the enemy held attack it.
            s.log(Some(self.attacker), "kut.zone_build_battle", vec![Arg::Seat(self.attacker), s.space_arg(self.at)]);
        } else if self.relief {
            s.log(Some(self.attacker), "kut.relief_battle", vec![Arg::Seat(self.attacker), s.space_arg(self.at)]);
        } else if self.soldiers {
            s.log(Some(self.attacker), "kut.soldiers_battle", vec![Arg::Seat(self.attacker), s.space_arg(self.at)]);
        } else {
            s.log(Some(self.attacker), "kut.battle", vec![s.space_arg(self.at), s.leader_arg(self.leader)]);
        }
        // KUT 5.3 (rules 3): the battle cards played in the window before round 1.
        let cards = super::events::battle::effects(s, sides, s.data.k("battle_rounds").max(1) as u32);
        // KUT 15.3 (L1766; rules 15, E63): the coastal battery's hits on a landing count toward round 1's damage,
        // its eliminations among the SP the defender eliminated; it rolls no more dice.
        let landing = super::sea::landing_for_battle(s, self.attacker, self.from, self.at);
        let (hits, eliminated) = match &landing {
            Some(l) => {
                if l.hits() > 0 {
                    s.log(None, "kut.battery_counts", vec![s.space_arg(self.at), Arg::Num(l.hits() as i32)]);
                }
                ([l.hits(), 0], [l.eliminated as u32, 0])
            }
            None => ([0; 2], [0; 2]),
        };
        Course {
            round: 1,
            start_leaders,
            commanders: [Some(self.leader), def_commander],
            defender_power,
            loser_army_at_start,
            had_napoleon,
            group_at_start,
            terrain,
            entrenched,
            hits,
            disrupted: [0; 2],
            regrouped: [0; 2],
            eliminated,
            excess: [0; 2],
            cards,
            by_sea: landing.as_ref().is_some_and(|l| !l.joined),
            joined_landing: landing.as_ref().is_some_and(|l| l.joined),
        }
    }

    /// Rules 7 (KUT 12.52, L1338): the battle waits under the window of battle cards before its next round.
    fn next_round(&self, s: &mut State, c: Course) {
        let round = c.round;
        let mut me = self.clone();
        me.course = Some(Box::new(c));
        s.steps.push(Step::Battle(me));
        // L2696 (rules 18): no cards in the revolt's battle.
        if !self.revolt {
            super::events::response::before_round(s, self.at, self.attacker, self.leader, round);
        }
    }

    pub fn new(attacker: Power, leader: LeaderId, from: SpaceId, at: SpaceId) -> Battle {
        Battle { attacker, leader, from, at, failed_evasions: 0, relief: false, soldiers: false, revolt: false, course: None }
    }
}

/// A side's leaders in the space, the commander first: the named one, else the best battle rating.
/// The defending formation's commander (KUT 12.2): its best leader; from rules 13 a two-Power group's is of
/// the Power with more SP there (10.62, E54).
pub(super) fn defending_commander(s: &State, at: SpaceId, camp: u8) -> Option<LeaderId> {
    super::army_group::commander(s, at, camp).or_else(|| side_leaders(s, at, camp, None).first().copied())
}

pub(super) fn side_leaders(s: &State, at: SpaceId, camp: u8, commander: Option<LeaderId>) -> Vec<LeaderId> {
    let mut ls: Vec<LeaderId> = (0..s.leaders.len() as LeaderId)
        .filter(|&l| s.leaders[l as usize] == Place::Map(at) && camp_of(s.data.leaders[l as usize].power) == camp)
        .collect();
    ls.sort_by_key(|&l| {
        let d = &s.data.leaders[l as usize];
        (Some(l) != commander, !d.napoleon, std::cmp::Reverse(s.battle_rating(l)), l)
    });
    ls
}

pub(super) fn side_sp(s: &State, at: SpaceId, camp: u8) -> u32 {
    CONTINGENTS.iter().enumerate().filter(|(_, c)| camp_of(c.0) == camp).map(|(i, _)| s.sp[at as usize][i] as u32).sum()
}

fn empty(s: &State, at: SpaceId, camp: u8) -> bool {
    side_sp(s, at, camp) == 0 && side_leaders(s, at, camp, None).is_empty()
}

/// The morale dice bonus (KUT 12.3, 12.31) of the side's force in `at`: [`morale_dice_of`] its SP.
pub(super) fn morale_dice(s: &State, at: SpaceId, camp: u8, leaders: &[LeaderId]) -> u32 {
    morale_dice_of(s, camp, &s.sp[at as usize], leaders)
}

/// The morale dice bonus (KUT 12.3, 12.31) of a force with `sp` per contingent and `leaders` (the
/// commander first): the nation supplying more than half the side's dice gives it (French and Russians
/// the camp's own bonus, Austrians and Prussians the allies'). The odds (odds.rs) ask it of forces a
/// battle may leave.
pub(super) fn morale_dice_of(s: &State, camp: u8, sp: &[u8; 6], leaders: &[LeaderId]) -> u32 {
    let level = &s.data.morale[camp as usize][s.morale[camp as usize] as usize];
    let mut own = 0u32;
    let mut total = 0u32;
    for (i, &(p, n)) in CONTINGENTS.iter().enumerate() {
        if camp_of(p) == camp {
            let x = sp[i] as u32;
            total += x;
            if matches!(n, Nation::French | Nation::Russian) {
                own += x;
            }
        }
    }
    for (k, &l) in leaders.iter().enumerate() {
        let d = &s.data.leaders[l as usize];
        let x = if k == 0 { s.battle_rating(l) as u32 } else { 1 };
        total += x;
        if matches!(d.nation, Nation::French | Nation::Russian) {
            own += x;
        }
    }
    if own * 2 > total {
        level.own_dice as u32
    } else {
        level.ally_dice as u32
    }
}

/// The defender's terrain dice in round 1 (KUT 12.4), if the space was its camp's before the battle.
pub(super) fn terrain_dice(s: &State, b: &Battle, defender: u8) -> u32 {
    let space = &s.data.spaces[b.at as usize];
    let owner = s.flags[b.at as usize].or(space.home.power());
    if owner.map(camp_of) != Some(defender) {
        return 0;
    }
    let k = |key: &str| s.data.k(key).max(0) as u32;
    let winter = s.turn as i32 >= s.data.k("winter_first_turn");
    // L2464 (rules 11): a bridged River is Clear for an Imperial attacker.
    let mut dice = match super::bridges::line(s, 1 - defender, b.from, b.at) {
        Some(LineType::Rough) => k("terrain_rough_dice"),
        Some(LineType::River) => k("terrain_river_dice"),
        Some(LineType::Marsh) if defender == TSARIST => k("terrain_marsh_tsarist_defender_dice"),
        Some(LineType::Marsh) if !winter => k("terrain_marsh_imperial_defender_dice_t12"),
        _ => 0,
    };
    if space.kind == Kind::Zone && space.home.camp() == Some(defender) {
        dice += k("terrain_home_zone_dice");
    }
    dice
}

/// The side (0 attacker, 1 defender) an entrenchment in the battle's space helps (KUT 12.45).
pub(super) fn entrenched_side(s: &State, at: SpaceId, sides: [u8; 2]) -> Option<usize> {
    (0..2).find(|&i| super::entrench::helps(s, at, sides[i]))
}

/// The dice the enemy of an entrenchment loses in round 1 (KUT 12.45).
pub(super) fn entrenchment_dice(s: &State) -> u32 {
    s.data.k("entrenchment_attacker_dice").unsigned_abs()
}

/// Round 1's hits on an entrenched side less the cancelled ones (KUT 12.45): 6s first, then 5s.
pub(super) fn cancel_hits(s: &State, six: u32, five: u32) -> (u32, u32) {
    let n = s.data.k("entrenchment_cancel_hits").max(0) as u32;
    let from_six = n.min(six);
    (six - from_six, five.saturating_sub(n - from_six))
}

/// The margin that routs a loser (KUT 12.7): 3, or 5 against an entrenched one (KUT 12.45).
pub(super) fn rout_margin(s: &State, entrenched: bool) -> u32 {
    if entrenched {
        s.data.k("rout_margin_entrenched").max(1) as u32
    } else {
        s.data.k("rout_margin").max(1) as u32
    }
}

/// The contingent of `camp` that loses the next SP (KUT 12.51): the largest, the first of equals.
pub(super) fn largest_contingent(sp: &[u8; 6], camp: u8) -> Option<usize> {
    (0..6).filter(|&i| camp_of(CONTINGENTS[i].0) == camp && sp[i] > 0).max_by_key(|&i| (sp[i], std::cmp::Reverse(i)))
}

/// Removes `n` SP of a side from the space (the largest contingent first, so the Powers share the losses,
/// KUT 12.51), to the Regroup Box or out of the game; returns how many were removed.
pub fn remove_sp(s: &mut State, at: SpaceId, camp: u8, n: u32, to_regroup: bool) -> u32 {
    let mut done = 0;
    for _ in 0..n {
        let Some(i) = largest_contingent(&s.sp[at as usize], camp) else { break };
        s.sp[at as usize][i] -= 1;
        if to_regroup {
            s.regroup[i] += 1;
        } else {
            // KUT 14.42: an Imperial SP eliminated brings an Attrition Loss marker.
            super::attrition::imperial_loss(s, CONTINGENTS[i].0, 1);
        }
        done += 1;
    }
    done
}

/// Applies eliminations (KUT 12.5, 12.51): soldiers first, leaders only when no soldier is left, the
/// commander last and Napoleon last of all. Returns (units eliminated, eliminations left over).
pub fn eliminate(s: &mut State, at: SpaceId, camp: u8, n: u32, commander: Option<LeaderId>) -> (u32, u32) {
    let sp = remove_sp(s, at, camp, n, false);
    let mut left = n - sp;
    let mut units = sp;
    while left > 0 {
        let mut ls = side_leaders(s, at, camp, commander);
        let Some(l) = ls.pop() else { break };
        s.leaders[l as usize] = Place::Dead;
        s.log(None, "kut.leader_killed", vec![s.leader_arg(l)]);
        super::attrition::imperial_loss(s, s.data.leaders[l as usize].power, 1);
        units += 1;
        left -= 1;
    }
    (units, left)
}

fn count(s: &State, dice: &[u8], result: &str) -> u32 {
    dice.iter().filter(|&&d| s.data.band("battle_die", d as i32).is_some_and(|b| b.result == result)).count() as u32
}

impl steps::Step<State> for Battle {
    fn prompt(&self, _s: &State) -> Option<Prompt<Action>> {
        None
    }

    fn run(&self, s: &mut State) {
        let att = camp_of(self.attacker);
        let def = 1 - att;
        let sides = [att, def];
        let mut c = match &self.course {
            // Rules 7 (KUT 12.52, L1338): the next round, with the cards its window added.
            Some(c) => {
                let mut c = (**c).clone();
                c.cards = super::events::battle::more_effects(s, sides, c.cards.clone(), c.round);
                c
            }
            None => self.begin(s),
        };
        let first = c.round;
        let commanders = c.commanders;
        let terrain = c.terrain;
        let entrenched = c.entrenched;
        let mut verdict: Option<(usize, bool)> = None; // (winner side index, overrun)
        for round in first..=c.cards.rounds {
            let cards = &c.cards;
            let mut roll = [vec![], vec![]];
            for i in 0..2 {
                let camp = sides[i];
                let ls = side_leaders(s, self.at, camp, commanders[i]);
                let rating = ls.first().map_or(0, |&l| super::events::battle::rating(s, l));
                let staff = ls.len().saturating_sub(1) as u32;
                let mut n = side_sp(s, self.at, camp) + c.regrouped[i] + staff + rating + morale_dice(s, self.at, camp, &ls);
                if round == 1 && i == 1 {
                    n += terrain;
                }
                // The cards of the window before this round (#24: one round) and of every round (#51).
                n += cards.every_round_dice[i] + if round == first { cards.this_round_dice[i] } else { 0 };
                if round == 1 && i == 0 {
                    n += self.failed_evasions as u32 * s.data.k("failed_evasion_battle_die").max(0) as u32;
                }
                // KUT 12.2, 12.53: disrupted SP (also those sent to the Regroup Box) still count, and
                // each disruption suffered earlier removes one die.
                let mut n = n.saturating_sub(c.disrupted[i]);
                // KUT 12.45: against an entrenchment, one die fewer in round 1.
                if round == 1 && entrenched == Some(1 - i) {
                    n = n.saturating_sub(entrenchment_dice(s));
                }
                roll[i] = s.dice(n as usize);
                s.log(None, "kut.battle_dice", vec![Arg::Key(morale::camp_key(camp).into()), Arg::Num(n as i32), Arg::Dice(roll[i].iter().map(|&v| crate::Die { value: v, scripted: false }).collect())]);
            }
            let mut round_disr = [0u32; 2];
            for i in 0..2 {
                let other = 1 - i;
                let mut six = count(s, &roll[other], "eliminate");
                let mut five = count(s, &roll[other], "disrupt") + if round == first { c.cards.this_round_fives[other] } else { 0 };
                // KUT 12.45: the entrenched side cancels a hit of round 1 (an elimination first, E15).
                if round == 1 && entrenched == Some(i) {
                    (six, five) = cancel_hits(s, six, five);
                }
                let (units, left) = eliminate(s, self.at, sides[i], six, commanders[i]);
                c.eliminated[i] += units;
                c.excess[i] += left;
                let d = five.min(side_sp(s, self.at, sides[i]).saturating_sub(c.disrupted[i] - c.regrouped[i]).max(0));
                round_disr[i] = d;
                c.disrupted[i] += d;
                c.hits[i] += six + five;
            }
            // KUT 12.54: a share of the round's disruptions goes to the Regroup Box.
            for i in 0..2 {
                let camp = sides[i];
                let (a, b) = s.data.morale[camp as usize][s.morale[camp as usize] as usize].regroup;
                let k = (round_disr[i] * a as u32).div_ceil(b as u32);
                let moved = remove_sp(s, self.at, camp, k, true);
                c.regrouped[i] += moved;
            }
            s.log(None, "kut.battle_round", vec![Arg::Num(round as i32), Arg::Num(c.hits[0] as i32), Arg::Num(c.hits[1] as i32)]);
            let (ea, ed) = (empty(s, self.at, att), empty(s, self.at, def));
            if ea || ed {
                verdict = match (ea, ed) {
                    (false, true) => Some((0, true)),
                    (true, false) => Some((1, true)),
                    _ => None,
                };
                if verdict.is_none() {
                    s.log(None, "kut.battle_mutual", vec![s.space_arg(self.at)]);
                    return;
                }
                break;
            }
            let tie_loses = |camp: u8| s.data.morale[camp as usize][s.morale[camp as usize] as usize].tie_loses;
            if c.hits[0] != c.hits[1] {
                verdict = Some((if c.hits[0] > c.hits[1] { 1 } else { 0 }, false));
                break;
            }
            // KUT 12.61: at Sauve Qui Peut a tie is a loss; both there, the active side loses.
            if tie_loses(att) || tie_loses(def) {
                verdict = Some((if tie_loses(att) { 1 } else { 0 }, false));
                break;
            }
            if round == c.cards.rounds {
                // KUT 12.52: a second tie sends the attacker back.
                verdict = Some((1, false));
            } else if s.rules >= 7 {
                // KUT 12.52, L1338 (rules 7): another round, "again from the battle cards".
                c.round = round + 1;
                self.next_round(s, c);
                return;
            }
        }
        let Course { hits, disrupted, regrouped, mut eliminated, excess, cards, start_leaders, loser_army_at_start, had_napoleon, group_at_start, defender_power, by_sea, joined_landing, .. } = c;
        let Some((w, mut overrun)) = verdict else { return };
        let l = 1 - w;
        let margin = hits[l].saturating_sub(hits[w]);
        let mut routed = false;
        // #104 Victory or Death (L1411): a rout is only a retreat.
        if !overrun && margin >= rout_margin(s, entrenched == Some(l)) && !cards.victory_or_death {
            // KUT 12.7: the loser's disruptions become eliminations.
            routed = true;
            let left = disrupted[l] - regrouped[l];
            let (units, _) = eliminate(s, self.at, sides[l], left.min(side_sp(s, self.at, sides[l])), commanders[l]);
            eliminated[l] += units;
            if empty(s, self.at, sides[l]) {
                overrun = true;
            }
        }
        let winner_power = if w == 0 { self.attacker } else { defender_power };
        let verdict = Verdict {
            at: self.at,
            from: self.from,
            winner: sides[w],
            winner_power,
            routed,
            overrun,
            loser_army: loser_army_at_start[l],
            loser_napoleon: had_napoleon[l],
            loser_group: group_at_start[l],
            eliminated: eliminated[l],
            excess: excess[l],
            loser_entrenched: entrenched == Some(l),
            margin,
            disrupted_left: if routed { 0 } else { disrupted[l] - regrouped[l] },
            leaders: start_leaders,
        };
        s.log(None, "kut.battle_won", vec![Arg::Key(morale::camp_key(sides[w]).into()), s.space_arg(self.at)]);
        if overrun {
            conclude(s, verdict);
        } else if l == 0 && self.relief && s.data.spaces[self.at as usize].kind == super::data::Kind::Zone {
            // KUT 6.33 (rules 21, E78): beaten, the pieces built into the enemy's zone came from no space; they
            // retreat as an inactive loser (as a joined landing does, E72), not to the Regroup Box (6.34's).
            s.steps.push(Step::Retreat(Retreat { power: self.attacker, verdict, chosen: None, blocked: vec![] }));
        } else if l == 0 && (self.relief || self.revolt) {
            // KUT 6.34: a relief force that must retreat goes to the Regroup Box whole; so do the revolt's
            // beaten soldiers (L2696, E76: they came from no space).
            super::relief::to_regroup(s, self.at, att);
            conclude(s, verdict);
        } else if l == 0 && joined_landing {
            // KUT 15.3's exception, 6.34 (rules 16, E72): a landing joined by friendly forces that must retreat does
            // not go back to its port by sea; having come from no land space, it retreats as an inactive loser.
            s.steps.push(Step::Retreat(Retreat { power: self.attacker, verdict, chosen: None, blocked: vec![] }));
        } else if l == 0 && s.rules >= 10 && super::evacuation::barred(s, att, self.from) {
            // KUT 19.722 (rules 10, E46): an Imperial formation that attacked out of Moscow, St. Petersburg or
            // Kiev on turn 4 and lost retreats as an inactive loser (the exception to 12.6), never back into
            // the city; with no way out it is overrun into the Regroup Box.
            s.steps.push(Step::Retreat(Retreat { power: self.attacker, verdict, chosen: None, blocked: vec![] }));
        } else if l == 0 {
            // KUT 12.6: an active loser goes back where it came from; a convoy by sea to its port, with the
            // attrition of a retreat by sea (15.3, 10.44; rules 15, E63).
            let killed = if by_sea { retreat_by_sea(s, self.at, att, self.from) } else { retreat_to(s, self.at, att, self.from) };
            let verdict = retreat_rout(s, verdict, killed, self.from);
            conclude(s, verdict);
        } else {
            let power = defender_power;
            s.steps.push(Step::Retreat(Retreat { power, verdict, chosen: None, blocked: vec![] }));
        }
    }
}

/// KUT 12.62 (rules 2): the retreat attrition's eliminations count as hits of the battle: at the rout margin
/// the defeat becomes a rout (the loser's disrupted SP are eliminated, 12.7), and a formation destroyed so is
/// overrun (12.8).
fn retreat_rout(s: &mut State, mut v: Verdict, killed: u32, to: SpaceId) -> Verdict {
    if s.rules < 2 || killed == 0 || v.routed || v.overrun {
        return v;
    }
    let loser = 1 - v.winner;
    v.eliminated += killed;
    v.margin += killed;
    if v.margin >= rout_margin(s, v.loser_entrenched) {
        v.routed = true;
        s.log(None, "kut.retreat_rout", vec![Arg::Key(morale::camp_key(loser).into()), Arg::Num(v.margin as i32)]);
        let n = v.disrupted_left.min(side_sp(s, to, loser));
        let (units, _) = eliminate(s, to, loser, n, None);
        v.eliminated += units;
        v.disrupted_left = 0;
    }
    if empty(s, to, loser) {
        v.overrun = true;
    }
    v
}

/// Moves a camp's formations from one space to another, with retreat attrition (KUT 10.44): into an enemy
/// duchy, across a River, Imperials across a Marsh. Returns the units the attrition eliminated.
fn retreat_to(s: &mut State, from: SpaceId, camp: u8, to: SpaceId) -> u32 {
    let mut k = 0;
    if s.data.spaces[to as usize].kind == Kind::Duchy && hostile(s, to, camp) {
        k += 1;
    }
    // L2464 (rules 11): an Imperial retreat over a bridged River is over Clear.
    match super::bridges::line(s, camp, from, to) {
        Some(LineType::River) => k += 1,
        Some(LineType::Marsh) if camp == IMPERIAL => k += 1,
        _ => {}
    }
    // KUT 12.62 (rules 2): a retreat into a scorched duchy, as a move into one (10.45).
    if s.rules >= 2 && s.scorched[to as usize] {
        k += 1;
    }
    move_all(s, from, camp, to);
    if k == 0 {
        return 0;
    }
    // E16: only eliminations count as hits (12.62's "a 6 … counts as the third hit"), not winter 5s; the roll
    // counts them itself, so Austria leaving in the morale drop it causes, Regroup Box and all, changes nothing.
    super::attrition::roll_apart(s, to, camp, k, None).0
}

/// A beaten convoy's retreat to the port it sailed from (KUT 15.3, L1767; 10.44, L978; rules 15, E63): one
/// attrition for the sea, and one more into a scorched port (12.62); the port is friendly (15.2). Returns the
/// units the attrition eliminated.
fn retreat_by_sea(s: &mut State, from: SpaceId, camp: u8, to: SpaceId) -> u32 {
    let mut k = 1;
    if s.scorched[to as usize] {
        k += 1;
    }
    if s.data.spaces[to as usize].kind == Kind::Duchy && hostile(s, to, camp) {
        k += 1;
    }
    move_all(s, from, camp, to);
    s.log(None, "kut.retreat_by_sea", vec![Arg::Key(morale::camp_key(camp).into()), s.space_arg(to)]);
    super::attrition::roll_apart(s, to, camp, k, None).0
}

fn move_all(s: &mut State, from: SpaceId, camp: u8, to: SpaceId) {
    for i in 0..6 {
        if camp_of(CONTINGENTS[i].0) == camp {
            let n = s.sp[from as usize][i];
            s.sp[from as usize][i] = 0;
            s.sp[to as usize][i] += n;
        }
    }
    for l in 0..s.leaders.len() {
        if s.leaders[l] == Place::Map(from) && camp_of(s.data.leaders[l].power) == camp {
            s.leaders[l] = Place::Map(to);
        }
    }
    s.log(None, "kut.retreat", vec![Arg::Key(morale::camp_key(camp).into()), s.space_arg(from), s.space_arg(to)]);
}

/// Where an inactive loser may retreat (KUT 12.6, 13.41): adjacent friendly spaces if there are any; else
/// spaces without enemy formations that are not an enemy fortress (one its camp besieges is open from rules 20);
/// never the attacker's origin, never by sea.
pub fn retreat_options(s: &State, v: &Verdict) -> Vec<SpaceId> {
    let camp = 1 - v.winner;
    let ok: Vec<SpaceId> = s
        .data
        .graph
        .neighbours(v.at)
        .iter()
        .copied()
        .filter(|&t| {
            let sp = &s.data.spaces[t as usize];
            t != v.from && sp.kind != Kind::Sea && !s.camp_present(t, v.winner) && !super::siege::closed_to_retreat(s, camp, t) && !super::evacuation::barred(s, camp, t)
        })
        .collect();
    let friendly_ones: Vec<SpaceId> = ok.iter().copied().filter(|&t| friendly(s, t, camp)).collect();
    if friendly_ones.is_empty() {
        ok
    } else {
        friendly_ones
    }
}

impl steps::Step<State> for Retreat {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        if self.chosen.is_some() {
            return None;
        }
        let mut opts = retreat_options(s, &self.verdict);
        opts.retain(|t| !self.blocked.contains(t));
        if opts.is_empty() {
            return None;
        }
        Some(Prompt {
            seat: Some(self.power),
            id: "kut.retreat",
            args: vec![Arg::Seat(self.power), s.space_arg(self.verdict.at)],
            rule: "KUT 12.6",
            actions: opts.into_iter().map(Action::Retreat).collect(),
        })
    }

    /// No way out: the formation is overrun and its survivors go to the Regroup Box (KUT 12.63). Or, with
    /// the window after the choice closed and the line still open, the retreat itself.
    fn run(&self, s: &mut State) {
        if let Some(to) = self.chosen {
            self.retreat(s, to);
            return;
        }
        let camp = 1 - self.verdict.winner;
        let at = self.verdict.at;
        let n = side_sp(s, at, camp);
        remove_sp(s, at, camp, n, true);
        for l in 0..s.leaders.len() {
            if s.leaders[l] == Place::Map(at) && camp_of(s.data.leaders[l].power) == camp {
                s.leaders[l] = Place::Regroup;
            }
        }
        s.log(None, "kut.no_retreat", vec![Arg::Key(morale::camp_key(camp).into()), s.space_arg(at)]);
        let mut v = self.verdict.clone();
        v.overrun = true;
        conclude(s, v);
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Action::Retreat(to) = *action else { return Err(Illegal("a retreat is asked".into())) };
        if self.blocked.contains(&to) {
            return Err(Illegal("that line is closed".into()));
        }
        // KUT 5.2 (rules 4): the other camp may answer the choice with #20 before the formation goes.
        if s.rules >= 4 {
            let mut me = self.clone();
            me.chosen = Some(to);
            *s.steps.last_mut().expect("the retreat is on top") = Step::Retreat(me);
            super::events::response::before_retreat(s, self.power, self.verdict.at, to);
            return Ok(());
        }
        s.steps.pop();
        self.retreat(s, to);
        Ok(())
    }
}

impl Retreat {
    fn retreat(&self, s: &mut State, to: SpaceId) {
        let killed = retreat_to(s, self.verdict.at, 1 - self.verdict.winner, to);
        let verdict = retreat_rout(s, self.verdict.clone(), killed, to);
        conclude(s, verdict);
    }
}

/// A battle's consequences (KUT 12.52, 12.7–12.10, Play Book 9.11): the loser's Morale Loss markers (the
/// worst case only, doubled with Napoleon), loot, flag overrun, and the "Battle or Failed Intercept"
/// markers unless it ended in an overrun.
fn conclude(s: &mut State, v: Verdict) {
    let loser = 1 - v.winner;
    if v.loser_army {
        let cause = if v.overrun {
            "army_overrun"
        } else if v.routed {
            "army_routed"
        } else {
            "army_retreat"
        };
        let n = morale::formation_loss(s, cause, v.loser_group, v.loser_napoleon);
        morale::add_loss(s, loser, n);
    }
    if s.outcome.is_some() {
        return;
    }
    // KUT 12.10: loot after destroying or routing an army, if the winner has someone left.
    if v.loser_army && (v.overrun || v.routed) && !empty(s, v.at, v.winner) {
        let d = s.d6();
        let total = d as i32 + v.eliminated as i32;
        let r = match s.data.band("loot", total) {
            Some(b) if b.result == "natural_six_one" => {
                if d == 6 {
                    b.value
                } else {
                    0
                }
            }
            Some(b) => b.value,
            None => 0,
        }
        .max(0) as u8;
        s.log(None, "kut.loot", vec![Arg::Seat(v.winner_power), Arg::Roll(d), Arg::Num(total), Arg::Num(r as i32)]);
        if r > 0 {
            s.resources[v.winner_power as usize] += r;
            morale::gain(s, v.winner, r * morale::markers(s, "loot_resource").max(1));
            morale::check(s, loser);
            // KUT 9.53, 12.10 (L1453, rules 9): the winner's rise opportunity.
            morale::rise_due(s, v.winner);
        }
    }
    if s.outcome.is_some() {
        return;
    }
    // KUT 12.9: flag overrun in a non-fortress duchy.
    let sp = &s.data.spaces[v.at as usize];
    // KUT 12.45: never against an entrenched loser.
    if v.overrun && sp.kind == Kind::Duchy && sp.fortress == 0 && !v.loser_entrenched {
        let need = if s.scorched[v.at as usize] { s.data.k("flag_overrun_surplus_scorched") } else { s.data.k("flag_overrun_surplus") };
        // KUT 1.7 (L251; rules 18, D41): only with a flag of its kind left.
        if v.excess as i32 >= need.max(1) && control::controller_camp(s, v.at) != Some(v.winner) && super::ally_flags::automatic_allowed(s, v.at, v.winner_power) {
            // Rules 17 (E73): the ally's flag when the winners there are all the ally's.
            super::ally_flags::place_automatic(s, v.at, v.winner_power);
            s.log(None, "kut.flag_overrun", vec![Arg::Seat(v.winner_power), s.space_arg(v.at)]);
            morale::flag_placed(s, v.at, v.winner_power);
        }
    }
    // KUT 9.53: the loot's opportunity, with the flag overrun's enemy depot or DMC as one.
    morale::rise_opportunity(s);
    if !v.overrun {
        for &l in &v.leaders {
            s.marked[l as usize] = true;
        }
    }
    super::attrition::check_level(s);
    let _ = IMPERIAL;
}
