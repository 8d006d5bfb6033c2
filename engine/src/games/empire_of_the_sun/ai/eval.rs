//! The static evaluation (docs/ai.md "Empire of the Sun"): the scenario's own victory measure as it
//! would be counted if the game ended now, turned into a winning chance.
//!
//! A position's margin is counted for the Allies, in the scenario's victory units, zero where the result
//! would turn:
//! - South Pacific, Port Control (17.10.7): Allied minus Japanese port and resource hexes, less 4.5 (the
//!   Allies need 5 more);
//! - South Pacific's VP schedule (17.10.7) and the yearly schedules (17.27, 17.38, 17.48): 5.5 less the
//!   Japanese victory points (the Allies win at 5 or fewer); 1942's automatic Allied win (fewer than 12
//!   resource hexes) counts as a large margin;
//! - the campaigns (16.2, 16.3): Japan wins unless it is down to one resource hex: a half point for each
//!   resource hex Japan has lost, from −6.5 with all fourteen.
//!
//! Beside the measure, what decides games before the last turn: the box of US Political Will the turn's
//! end takes when the Allies fall short of the Progress of War (16.47; worth points in the yearly
//! schedules), US Political Will near zero (16.1: Japan wins at once), the South Pacific's HQs (17.10.7:
//! a side with none on the map loses at once), the forces each side has lost since the scenario
//! began (a battle won is ground kept or taken later), and in the yearly schedules China's surrender (line
//! A: 5 points) as likely as the China offensives left make it ([`china_collapse_chance`]). The chance is a logistic curve whose scale
//! shrinks as the last turn comes nearer (a lead counts for more then).
//!
//! An offensive under way is counted as it will end if nothing stops it: its landings standing in enemy
//! hexes no enemy unit holds take them at its end (6.5, 7.28). Without that, every choice of an offensive
//! (its card, activations, moves) read the same measure until the battles were fought, and a one-ply
//! player chose among them by the policy's order alone: it never landed to take a port.

use crate::games::empire_of_the_sun::data::geo::NONE;
use crate::games::empire_of_the_sun::data::{Side, UnitType};
use crate::games::empire_of_the_sun::offensive;
use crate::games::empire_of_the_sun::political::{political_will, schedules, victory};
use crate::games::empire_of_the_sun::state::steps::Step;
use crate::games::empire_of_the_sun::events::china::{allied_air_drm, burma_road_support};
use crate::games::empire_of_the_sun::state::{idx, side_of, Nation, Sheet, State, CHINA_COLLAPSE};
use crate::games::empire_of_the_sun::turn::oc_uses::{china_offensive_turn_free, china_sealed};
use crate::games::empire_of_the_sun::turn::cards::hand_size;
use crate::kit::hex::Hex;
use crate::Seat;

/// The margin of the scenario's victory measure for the Allies now (see the module doc).
pub fn measure(s: &State) -> f64 {
    if s.scenario == victory::SOUTH_PACIFIC {
        if s.vp_schedule {
            let vp: i32 = victory::sp_victory_points(s).iter().map(|(_, n)| n).sum();
            return 5.5 - vp as f64;
        }
        let [jp, al] = victory::port_count(s);
        return (al - jp) as f64 - 4.5;
    }
    if let Some(schedule) = schedules::schedule(s) {
        if schedules::automatic_allied_win(s, &schedule) && s.tracks.turn >= s.last_turn {
            return 10.0;
        }
        let vp: i32 = schedules::victory_points(s, &schedule).iter().map(|(_, n)| n).sum();
        return 5.5 - vp as f64;
    }
    // 16.2–16.3: Japan down to one resource hex (the bombing conditions are left to the playouts).
    campaign_margin(s.japanese_resources())
}

/// What `side` has lost since the scenario began: its forces then less its forces now
/// ([`State::forces`]: in play or still to come, so a reinforcement's arrival is no gain). Until
/// 2026-12-05 the evaluation compared the strength each side had in play, and the sides' different
/// orders of battle read as a lead: the 1943 scenario opened at 0.24 for the Allies, whose greedy
/// player wins 16 of 20 against greedy's Japan (docs/ai.md).
pub fn losses(s: &State, side: Side) -> f64 {
    s.forces_at_start[idx(side)] as f64 - s.forces(side) as f64
}

/// HQs a side has on the map.
pub fn hqs_on_map(s: &State, side: Side) -> usize {
    s.on_map().filter(|&(u, _)| s.side_of_unit(u) == side && s.unit_data(u).kind == UnitType::Hq).count()
}

/// The hexes the offensive under way will take if nothing stops it (6.5, 7.28: its landings standing in
/// enemy-controlled hexes that no enemy unit holds, the rules' own `hexes_landings_take`), each with the
/// side that takes it; none when no offensive is under way or it was cancelled.
pub fn hexes_landings_will_take(s: &State) -> Vec<(Hex, Side)> {
    match s.offensive.as_ref() {
        Some(o) if !o.cancelled => offensive::hexes_landings_take(s),
        _ => vec![],
    }
}

/// The margin of the victory measure once the hexes of `taken` have changed hands (a hex, the side that
/// takes it), read without changing `s`.
pub fn measure_after(s: &State, taken: &[(Hex, Side)]) -> f64 {
    if taken.is_empty() {
        return measure(s);
    }
    if s.scenario != victory::SOUTH_PACIFIC && schedules::schedule(s).is_none() {
        return campaign_margin(japanese_resources_after(s, taken));
    }
    // The South Pacific and the yearly schedules count what is controlled *and supplied*, and a hex
    // changing hands changes the supply of others: the position with the new control is a copy.
    let mut t = s.clone();
    for &(h, side) in taken {
        t.set_control(h, side);
    }
    measure(&t)
}

/// The campaigns' margin (16.2, 16.3) with `japanese` resource hexes left to Japan.
fn campaign_margin(japanese: usize) -> f64 {
    -6.5 + 0.5 * (14.0 - japanese as f64).max(0.0)
}

/// The resource hexes Japan controls once the hexes of `taken` have changed hands.
fn japanese_resources_after(s: &State, taken: &[(Hex, Side)]) -> usize {
    let geo = s.geo();
    let mut n = s.japanese_resources() as isize;
    for &(h, side) in taken {
        let i = geo.ix(h);
        if i != NONE && geo.data[i as usize].resource && s.controller_ix(i) != side {
            n += if side == Side::Japanese { 1 } else { -1 };
        }
    }
    n as usize
}

/// The hexes the Allies need, a play, to meet the Progress of War (reconstructed: an offensive takes about
/// one hex Japan held, docs/ai.md "Empire of the Sun").
const HEXES_A_PLAY: f64 = 1.0;

/// The Allied plays left this Offensives Phase: the cards in hand and a Future Offensive set aside.
fn allied_plays_left(s: &State) -> usize {
    let c = s.cards(Side::Allied);
    c.hand.len() + c.future.is_some() as usize
}

/// The Progress of War (16.47) once the hexes of `taken` have changed hands: the counting hexes Japan
/// held at the turn's start that the Allies hold.
fn progress_after(s: &State, taken: &[(Hex, Side)]) -> i32 {
    let geo = s.geo();
    let mut n = political_will::progress_of_war(s);
    for &(h, side) in taken {
        let i = geo.ix(h);
        if i == NONE || !political_will::counts(s, &geo.data[i as usize]) || s.control_at_turn_start[i as usize] != Side::Japanese {
            continue;
        }
        match (s.controller_ix(i), side) {
            (Side::Japanese, Side::Allied) => n += 1,
            (Side::Allied, Side::Japanese) => n -= 1,
            _ => {}
        }
    }
    n
}

/// The chance that this turn's Political Will segment takes a box off US Political Will for want of
/// progress (16.47, 4.3): none once the Allies have met the target (the hexes the offensive under way
/// will take, `taken`, counted) or a national status change met it; certain when they are short with no
/// play left; between, a logistic curve of the hexes short against the plays left ([`HEXES_A_PLAY`]).
/// Main map only: the South Pacific is judged by Port Control, which Political Will does not touch.
pub fn progress_shortfall(s: &State, taken: &[(Hex, Side)]) -> f64 {
    if s.sheet != Sheet::Main || s.tracks.status_control || crate::ai::tuning() & 131_072 != 0 {
        return 0.0;
    }
    if !s.steps.iter().any(|st| matches!(st, Step::PoliticalWill)) {
        return 0.0;
    }
    let Some(target) = political_will::progress_target(s) else { return 0.0 };
    let short = target - progress_after(s, taken);
    if short <= 0 {
        return 0.0;
    }
    let plays = allied_plays_left(s) as f64;
    if plays == 0.0 {
        return 1.0;
    }
    1.0 / (1.0 + (-(short as f64 - HEXES_A_PLAY * plays)).exp())
}

/// What one box off US Political Will costs the Allies in the yearly schedules' points (17.27 I–J,
/// 17.38 H–I, 17.48): 2 from 6 to 5, 1 lower down; nothing in the campaigns, where it counts only near
/// zero (16.1, below).
fn pw_box_worth(s: &State) -> f64 {
    match schedules::schedule(s) {
        Some(schedule) if s.tracks.pw > 0 => (schedules::pw_points(s, &schedule, s.tracks.pw - 1) - schedules::pw_points(s, &schedule, s.tracks.pw)) as f64,
        _ => 0.0,
    }
}

/// The position's value for the Allies, in victory units (the measure and the terms beside it).
pub fn allied_margin(s: &State) -> f64 {
    // The measure as the offensive under way will leave it (the hexes its landings take).
    let taken = hexes_landings_will_take(s);
    let mut m = measure_after(s, &taken);
    // 16.47: a box of Political Will the turn's end will take for want of progress, as likely as the
    // Allies are to fall short.
    let drop = progress_shortfall(s, &taken);
    if drop > 0.0 {
        m -= drop * pw_box_worth(s);
    }
    // 16.1: US Political Will at zero ends the game for Japan; a box or two above it is a danger.
    m -= 2.5 * (3.0 - (s.tracks.pw as f64 - drop)).max(0.0);
    // 17.10.7: a side with no HQ on the map loses; one left can be lost in one battle.
    if s.scenario == victory::SOUTH_PACIFIC {
        let hq = |side| hqs_on_map(s, side).min(3) as f64;
        m += 0.8 * (hq(Side::Allied) - hq(Side::Japanese));
    }
    // The forces each side has lost since the scenario began: about a victory unit for a large battle's
    // losses.
    m += 0.03 * (losses(s, Side::Japanese) - losses(s, Side::Allied));
    // Line A of the yearly schedules: China's surrender, as likely as the China offensives left make it.
    m -= CHINA_SURRENDER_POINTS * china_collapse_chance(s);
    m
}

/// Line A of the yearly schedules (17.27 A, 17.38 A, 17.48 A): China's surrender is 5 points to Japan.
const CHINA_SURRENDER_POINTS: f64 = 5.0;

/// The chance that China surrenders before the scenario ends (13.7: the China marker reaches Collapse),
/// in the yearly schedules only: each OC China offensive Japan can still make (13.72: one every two
/// turns, while Japan holds a 3-OC card this turn) moves the marker a box towards Collapse when the roll
/// (0–9, plus the Allied air units in China) is at or under the baseline (divisions in China less the
/// Burma Road's support). The events that move the marker are left out (which are in the decks is
/// unknown). Until 2026-12-05 (later) the evaluation counted China only once it had surrendered: a China
/// offensive that moved the marker a box read as worth nothing, and the greedy player made few (arena
/// switch 2097152 restores that reading).
pub fn china_collapse_chance(s: &State) -> f64 {
    if crate::ai::tuning() & 2_097_152 != 0 || s.sheet != Sheet::Main || schedules::schedule(s).is_none() {
        return 0.0;
    }
    if s.tracks.surrendered.contains(&Nation::China) {
        return 0.0;
    }
    let need = CHINA_COLLAPSE.saturating_sub(s.tracks.china) as u32;
    let baseline = s.tracks.china_divisions as i32 - burma_road_support(s) - allied_air_drm(s);
    let p = ((baseline + 1) as f64 / 10.0).clamp(0.0, 1.0);
    at_least(need, china_offensives_left(s), p)
}

/// The OC China offensives Japan can still make (13.72): one in each turn to the last that the rule's
/// spacing allows, each made as soon as it may be; this turn only while Japan holds a 3-OC card (or
/// before the deal).
fn china_offensives_left(s: &State) -> u32 {
    let t = &s.tracks;
    if china_sealed(s) {
        return 0;
    }
    let dealt = !s.steps.iter().any(|st| matches!(st, Step::Deal));
    let holds_three = s.cards(Side::Japanese).hand.iter().any(|&c| s.data().card(Side::Japanese, c).is_some_and(|d| d.ops >= 3));
    let mut last = t.china_offensive_turn;
    let mut n = 0;
    for turn in t.turn..=s.last_turn {
        let card = turn > t.turn || !dealt || holds_three;
        if card && china_offensive_turn_free(last, turn) {
            n += 1;
            last = Some(turn);
        }
    }
    n
}

/// The chance of `k` or more successes in `n` tries of chance `p` each.
fn at_least(k: u32, n: u32, p: f64) -> f64 {
    if k == 0 {
        return 1.0;
    }
    let mut sum = 0.0;
    let mut choose = 1.0;
    for i in 0..=n {
        if i > 0 {
            choose *= (n - i + 1) as f64 / i as f64;
        }
        if i >= k {
            sum += choose * p.powi(i as i32) * (1.0 - p).powi((n - i) as i32);
        }
    }
    sum
}

/// How far the measure moves for the Allies in a turn when both sides play alike: the mean change from a
/// scenario's start to its end, a turn, in greedy-against-greedy games (`node scripts/eots-calibrate.mjs
/// --games 6`, docs/ai.md "Empire of the Sun": reconstructed by self-play, not a rule). Without it the
/// chance read the measure as if the game ended now: 1944 opened at 0.007 for the Allies, who gain
/// ground every turn of it.
pub const DRIFT: &[(&str, f64)] = &[
    // 2026-12-05, main da44c8f, `--games 6 --seed 9000`: start → mean end, Allied wins.
    ("s1942", 0.5),          // 8.5 → 10 (the automatic win, 17.27), 6 of 6
    ("s1943", 0.33),         // 2.5 → 3.5, 5 of 6
    ("s1944", 2.11),         // −15.5 → −9.2, 0 of 6
    ("s1942_1943", -1.97),   // 23.5 → 11.7 (1943's schedule read in 1942), 6 of 6
    ("s1943_1944", 0.39),    // −13.5 → −11.2, 0 of 6
    ("south_pacific", 1.92), // −7.5 → 0.2, 8 of 12 (`--games 12`, with no garrisons there)
    // `--games 4`: the longer scenarios.
    ("s1942_1944", -0.58),   // −2.5 → −7.8, 0 of 4
    ("campaign", -0.1),      // −1 → −2.3 (Japan's resource hexes, 16.2), 0 of 4
    ("short_campaign", -0.24), // −1.5 → −4.1, 0 of 4
    ("shorter_campaign", 0.09), // −6.5 → −5.8, 0 of 4
];

/// The drift of the scenario ([`DRIFT`]), 0 for one not calibrated.
fn drift(s: &State) -> f64 {
    DRIFT.iter().find(|(name, _)| *name == s.scenario).map_or(0.0, |&(_, d)| d)
}

/// How much of this turn's play is still to come (1 before the deal, 12.1; then the cards and passes left
/// over those dealt, so that a pass counts as a round as a card does; 0 once the Offensives Phase is
/// over), so that the drift moves smoothly through a turn and a playout that crosses into the next one
/// reads no jump.
pub fn turn_left(s: &State) -> f64 {
    if s.steps.iter().any(|st| matches!(st, Step::Deal)) {
        return 1.0;
    }
    let sides = [Side::Japanese, Side::Allied];
    let dealt: f64 = sides.iter().map(|&side| hand_size(s, side, 0)).map(|(cards, passes)| (cards + passes) as f64).sum();
    let held: f64 = sides.iter().map(|&side| s.cards(side).hand.len() as f64 + s.cards(side).passes as f64).sum();
    if dealt == 0.0 {
        0.0
    } else {
        (held / dealt).min(1.0)
    }
}

/// The chance (0–1) that `seat` wins: the margin the game would end on if the measure kept its drift
/// through the play to come (the turns after this one and [`turn_left`] of this one), on a logistic curve
/// whose scale shrinks as the last turn comes nearer.
pub fn win_chance(s: &State, seat: Seat) -> f64 {
    if let Some(o) = &s.outcome {
        return if o.winner.is_none() { 0.5 } else if o.won(seat) { 1.0 } else { 0.0 };
    }
    let turns_left = s.last_turn.saturating_sub(s.tracks.turn) as f64;
    let scale = 1.5 + 0.8 * turns_left;
    let expected = allied_margin(s) + drift(s) * (turns_left + turn_left(s));
    let allied = 1.0 / (1.0 + (-expected / scale).exp());
    match side_of(seat) {
        Side::Allied => allied,
        Side::Japanese => 1.0 - allied,
    }
}
