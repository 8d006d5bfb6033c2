//! The turn (KUT 4): the end of each impulse and of the impulse phase, the end-of-turn steps (morale,
//! resources, the conquest and peace rolls), the interphase (KUT 17), sudden deaths (KUT 19) and victory
//! points (KUT 20).

use serde::Serialize;

use super::control::{self, controller, controller_camp, keys};
use super::data::{camp_of, camp_powers, CardClass, Kind, Power, SpaceId, FN, FS, IMPERIAL, TSARIST};
use super::impulse::{draw, Impulse, Spend};
use super::morale;
use super::state::{Place, State, Step};
use super::Action;
use crate::kit::steps;
use crate::{Arg, Outcome, Prompt};

/// After an impulse (KUT 4.2, 4.24): markers come off, sudden deaths are checked, and the next Power
/// takes its impulse, until only one Power holds cards and it has taken its last one.
pub fn end_impulse(s: &mut State, power: Power, preemptive: bool) {
    s.marked.iter_mut().for_each(|m| *m = false);
    s.moved_this_impulse = false;
    s.convoyed = false;
    s.hornblower = false;
    s.landing = None;
    s.attrition_drops = 0;
    // #75 Too Old for This lasts the impulse (L616).
    s.rating_zero.clear();
    // #4, #11, #12, #67 (L749): the allies count as French until the impulse ends.
    s.as_french.clear();
    s.marshal = false;
    s.hapsburg.clear();
    super::evacuation::end_of_impulse(s);
    s.scorched_this_impulse = 0;
    // KUT 6.34: every relief battle was fought before the impulse ended.
    s.relief.clear();
    if s.rules >= 2 {
        super::hand_limit::note_fall(s);
        super::will_to_fight::resolve(s);
        if s.outcome.is_some() {
            return;
        }
    }
    s.drops = [0, 0];
    s.risen = [false; 2];
    s.sieged.clear();
    super::attrition::end_of_impulse(s);
    s.last_impulse = power;
    s.last_preemptive = preemptive;
    sudden_death(s, if preemptive { None } else { Some(power) });
    if s.outcome.is_some() {
        return;
    }
    if !preemptive {
        s.marker = (power + 1) % 4;
        // KUT 4.22, D15: pre-emption opens after the first round of scenario 1, after the first
        // scheduled impulse of the others.
        if s.marker == 0 || s.scenario != "s1" || s.turn > 1 {
            s.preempt_ok = true;
        }
    }
    let holders: Vec<Power> = (0..4).filter(|&p| super::single_hand::has_cards(s, p)).collect();
    if s.last_call || holders.is_empty() {
        s.steps.push(Step::EndOfTurn(EndOfTurn));
    } else if holders.len() == 1 {
        s.last_call = true;
        s.steps.push(Step::Impulse(Impulse::new(holders[0])));
    } else {
        s.steps.push(Step::Impulse(Impulse::new(s.marker)));
        if let Some(p) = super::impulse::preemptor(s, power, s.marker) {
            s.steps.push(Step::Preempt(super::impulse::Preempt { power: p }));
        }
    }
    // KUT 18.2 (rules 11): a To the Bridges marker the Tsarists reached goes; after an Imperial Power's first
    // impulse, its To the Bridges deployment.
    super::bridges::end_of_impulse(s, power, preemptive);
    // Play Book ch. 6 (5): the single hand game's chit draw, before anything else follows.
    super::single_hand::offer_chit(s, power);
}

/// Whether a Power controls a space for its own count (a jointly owned space counts for both, KUT 6.31).
pub fn controls(s: &State, space: SpaceId, p: Power) -> bool {
    let sp = &s.data.spaces[space as usize];
    match controller(s, space) {
        Some(c) if c == p => true,
        Some(c) => camp_of(c) == camp_of(p) && sp.joint.contains(&p) && s.flags[space as usize].is_none(),
        None => false,
    }
}

fn space_named(s: &State, key: &str) -> Option<SpaceId> {
    s.data.space(key)
}

/// Sudden deaths checked at the end of impulses (KUT 19.22, 19.23, 19.3).
pub fn sudden_death(s: &mut State, after: Option<Power>) {
    let capitals: Vec<SpaceId> = (0..s.data.spaces.len() as SpaceId).filter(|&i| s.data.spaces[i as usize].capital).collect();
    // KUT 19.22: on turns 1 and 2, Imperial flags in both capitals.
    if s.turn <= 2 && !capitals.is_empty() && capitals.iter().all(|&c| s.flags[c as usize].is_some_and(|p| camp_of(p) == IMPERIAL)) {
        let turn = Arg::Num(s.turn as i32);
        win(s, IMPERIAL, "kut_capitals", vec![turn]);
        return;
    }
    // KUT 19.23: from turn 3, Russia controlling no Key duchy.
    if s.turn >= 3 && keys(s, TSARIST) == 0 {
        let turn = Arg::Num(s.turn as i32);
        win(s, IMPERIAL, "kut_no_keys", vec![turn]);
        return;
    }
    // KUT 19.3: from turn 2, at the end of an Imperial scheduled impulse, 14 Keys for the Tsarists.
    if s.turn >= 2 && after.is_some_and(|p| camp_of(p) == IMPERIAL) && keys(s, TSARIST) as i32 >= s.data.k("sudden_death_keys") {
        let held = vec![Arg::Num(keys(s, TSARIST) as i32), Arg::Num(s.data.k("sudden_death_keys"))];
        win(s, TSARIST, "kut_keys", held);
    }
}

/// A sudden death (KUT 19, 20.1): the log says who won and by what, with its numbers (`nums`, as the
/// reason's line wants them).
pub fn win(s: &mut State, camp: u8, reason: &str, nums: Vec<Arg>) {
    let order = morale::individual_order(s, camp_powers(camp));
    let line = match reason {
        "kut_capitals" => "kut.game_end_capitals",
        "kut_no_keys" => "kut.game_end_no_keys",
        "kut_keys" => "kut.game_end_keys",
        "kut_will_to_fight" => "kut.game_end_will_to_fight",
        "kut_conquest" => "kut.game_end_conquest",
        "kut_defeat" => "kut.game_end_defeat",
        "kut_third_roll" => "kut.game_end_third_roll",
        _ => "kut.game_end",
    };
    let mut args = vec![Arg::Key(morale::camp_key(camp).into())];
    args.extend(nums);
    if line == "kut.game_end" {
        args.push(Arg::Key(format!("outcome.{reason}")));
    }
    s.log(None, line, args);
    s.outcome = Some(Outcome::camp(&order, reason, vec![Arg::Key(morale::camp_key(camp).into())]));
}

/// The end of the turn (KUT 4.3–4.8), run at once: Home cards discarded, morale checks, resources cut
/// to 5, the conquest roll, the peace roll, and the end of the game after the last turn.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct EndOfTurn;

impl steps::Step<State> for EndOfTurn {
    fn prompt(&self, _s: &State) -> Option<Prompt<Action>> {
        None
    }

    fn run(&self, s: &mut State) {
        s.log(None, "kut.end_of_turn", vec![Arg::Num(s.turn as i32)]);
        // KUT 5.4: unplayed Home cards are discarded at the end of the impulse phase.
        for p in 0..4usize {
            let (home, rest): (Vec<u16>, Vec<u16>) = s.hands[p].iter().partition(|&&c| {
                s.data.card(c).is_some_and(|c| matches!(c.class, CardClass::ImperialHome | CardClass::TsaristHome))
            });
            s.hands[p] = rest;
            s.home_used[camp_of(p as Power) as usize].extend(home);
        }
        super::single_hand::clear_chits(s);
        // L494: the face-up cards go back.
        super::events::piles::end_of_impulses(s);
        // KUT 4.3, 14: attrition in every space a formation's camp does not control; the level roll.
        super::attrition::turn_step(s);
        if s.outcome.is_some() {
            return;
        }
        // KUT 16.4 (rules 21, E79): a halving no roll used this turn is lost.
        super::halve::turn_end(s);
        // KUT 4.4.
        super::attrition::cossacks(s);
        // KUT 4.5, 9.2: FN rolls for the Imperials, R1 for the Tsarists.
        morale::check(s, IMPERIAL);
        morale::check(s, TSARIST);
        if s.outcome.is_some() {
            return;
        }
        // KUT 9.53 (L909, D7; rules 9): a camp at Elan du Guerre keeps at most 4 Morale Gain markers.
        if s.rules >= 9 {
            morale::cap_at_top(s);
        }
        // KUT 4.6.
        let cap = s.data.k("resource_cap_turn_end").max(0) as u8;
        for r in s.resources.iter_mut() {
            *r = (*r).min(cap);
        }
        conquest_roll(s);
        if s.outcome.is_some() {
            return;
        }
        // KUT 19.6: the peace roll after turns 2 and 3.
        // #36 No Peace (L2138): none this turn.
        let no_peace = std::mem::take(&mut s.no_peace);
        if s.turn as i32 >= s.data.k("peace_from_turn") && s.turn < 4 && s.turn < s.last_turn && !no_peace {
            let d = s.d6();
            let peace = s.data.band("peace", d as i32).is_some_and(|b| b.value > 0);
            s.log(None, "kut.peace_roll", vec![Arg::Roll(d)]);
            if peace {
                final_victory(s, "kut_peace");
                return;
            }
        }
        // KUT 19.7: Moscow or St. Petersburg in Imperial hands at a turn's end triggers Retreat from Moscow.
        super::retreat_from_moscow::check_capitals(s);
        if s.turn >= s.last_turn {
            final_victory(s, "kut_vp");
            return;
        }
        // KUT 19.71: after turn 3 FN chooses before the interphase.
        if super::retreat_from_moscow::choice_due(s) {
            super::retreat_from_moscow::push_choice(s);
            return;
        }
        begin_interphase(s);
    }
}

/// The interphase before the next turn (KUT 17): its steps, resources first.
pub fn begin_interphase(s: &mut State) {
    s.steps.push(Step::Interphase(Interphase { turn: s.turn + 1, cards: false }));
    let first = (s.last_impulse + 1) % 4;
    push_reinforcements(s, first, s.turn + 1);
    income(s, s.turn + 1);
}

/// Each Power's reinforcements (KUT 17.2) and then its strategic deployment (KUT 17.3, rules 2), Power by
/// Power from `first` (the first Power's steps on top of the stack).
pub fn push_reinforcements(s: &mut State, first: Power, turn: u8) {
    s.fresh.clear();
    s.fresh_leaders.clear();
    for k in (0..4).rev() {
        let p = (first + k) % 4;
        // KUT 17.36 (rules 16): after its deployment, the Power may remove its own leaders.
        if s.rules >= super::dismiss::RULES {
            s.steps.push(Step::Dismiss(super::dismiss::Dismiss { power: p }));
        }
        if s.rules >= 2 {
            s.steps.push(Step::Deploy(super::deploy::Deploy::new(p, turn)));
        }
        // KUT 17.2 (rules 4): the Power's DMCs, after its reinforcements and before its deployment.
        let left = super::dmc::allowance(s, p, turn);
        s.dmc_lost[p as usize] = 0;
        if left > 0 {
            s.steps.push(Step::PlaceDmc(super::dmc::PlaceDmc { power: p, left }));
        }
        let cp = reinforcement_cp(s, p, turn);
        if cp > 0 {
            s.steps.push(Step::Spend(Spend::new(p, cp, true)));
        }
    }
}

/// The conquest / defeat roll (KUT 19.5): FN rolls 1d6 plus the modifiers of conquest.tsv.
pub fn conquest_roll(s: &mut State) {
    conquest_roll_of(s, false)
}

/// The conquest roll, or the Will to Fight's (KUT 19.82 c, D9): a natural 6 wins, and no capital is needed;
/// it counts towards the 19.22 third roll.
pub fn conquest_roll_of(s: &mut State, will_to_fight: bool) {
    let m = |k: &str| s.data.conquest.get(k).copied().unwrap_or(0);
    let n = s.data.spaces.len() as SpaceId;
    let mut modifier = 0;
    let tsarist_depots = (0..n).filter(|&i| s.data.spaces[i as usize].depot && s.data.spaces[i as usize].home.camp() == Some(TSARIST) && controller_camp(s, i) == Some(IMPERIAL)).count() as i32;
    modifier += tsarist_depots * m("tsarist_depot_imperial");
    let capital_held = |key: &str| space_named(s, key).is_some_and(|i| controller_camp(s, i) == Some(IMPERIAL));
    let moscow = capital_held("moscow");
    let stp = capital_held("st-petersburg");
    if moscow {
        modifier += m("moscow_imperial");
    }
    if stp {
        modifier += m("st_petersburg_imperial");
    }
    let imp_box = s.data.morale[0][s.morale[0] as usize].key.clone();
    let tsar_box = s.data.morale[1][s.morale[1] as usize].key.clone();
    modifier += m(&format!("imperial_morale:{imp_box}")) + m(&format!("tsarist_morale:{tsar_box}"));
    let k = keys(s, TSARIST).min(255) as u8;
    let top = s.data.key_track.keys().max().copied().unwrap_or(0);
    modifier += s.data.key_track.get(&k.min(top)).copied().unwrap_or(0);
    let lost: i32 = (0..n)
        .filter(|&i| s.data.spaces[i as usize].home.camp() == Some(IMPERIAL) && s.data.spaces[i as usize].kind == Kind::Duchy && controller_camp(s, i) != Some(IMPERIAL))
        .map(|i| s.data.spaces[i as usize].key_duchy as i32 + s.data.spaces[i as usize].depot as i32)
        .sum();
    modifier += lost * -m("imperial_home_key_or_depot_lost").abs();
    if let Some(level) = s.data.attrition_levels.get(s.attrition as usize) {
        modifier += m(&format!("attrition:{level}"));
    }
    let napoleon_on = s.data.leaders.iter().position(|l| l.napoleon).is_some_and(|i| matches!(s.leaders[i], Place::Map(_)));
    if !napoleon_on {
        modifier += m("napoleon_off_map");
    }
    let d = s.d6();
    let total = d as i32 + modifier;
    s.log(None, "kut.conquest_roll", vec![Arg::Roll(d), Arg::Num(modifier), Arg::Num(total)]);
    let capital = moscow || stp;
    let roll = vec![Arg::Roll(d), Arg::Num(modifier), Arg::Num(total)];
    if will_to_fight && d == 6 {
        win(s, IMPERIAL, "kut_will_to_fight", roll);
        return;
    }
    let capital = capital || will_to_fight;
    match s.data.band("conquest", total).map(|b| b.result.clone()).as_deref() {
        Some("imperial_conquest_if_capital") if capital => {
            win(s, IMPERIAL, "kut_conquest", roll);
            return;
        }
        Some("imperial_defeat") => {
            win(s, TSARIST, "kut_defeat", roll);
            return;
        }
        _ => {}
    }
    // KUT 19.22: on turns 1 and 2 the third roll in which conquest was possible wins.
    if s.turn <= 2 && capital {
        s.conquest_rolls += 1;
        if s.conquest_rolls as i32 >= s.data.k("sudden_death_conquest_rolls") {
            win(s, IMPERIAL, "kut_third_roll", vec![Arg::Num(s.conquest_rolls as i32), Arg::Roll(d), Arg::Num(total)]);
        }
    }
}

/// Each Power's victory points, in half points (KUT 20.2, 20.3).
pub fn victory_points(s: &State) -> [i32; 4] {
    let mut vp = [0i32; 4];
    for p in 0..4usize {
        vp[p] += s.resources[p] as i32; // half a point each
    }
    let n = s.data.spaces.len() as SpaceId;
    let mut ports = [0i32; 2];
    let mut marsh = [0i32; 2];
    for i in 0..n {
        let sp = &s.data.spaces[i as usize];
        if sp.kind != Kind::Duchy {
            continue;
        }
        let Some(c) = controller(s, i) else { continue };
        let camp = camp_of(c);
        if sp.port {
            ports[camp as usize] += 1;
        }
        if sp.marsh {
            marsh[camp as usize] += 1;
        }
        let base = sp.key_duchy as i32 + sp.depot as i32;
        if base == 0 {
            continue;
        }
        if !sp.joint.is_empty() && sp.home.camp() == Some(camp) && s.flags[i as usize].is_none() {
            // KUT 20.2: Warsaw Imperial, Moscow Tsarist: each Power of the camp scores 1.
            for &p in &sp.joint {
                vp[p as usize] += 2;
            }
        } else {
            let bonus = if camp == IMPERIAL { sp.imp_vp_bonus as i32 } else { 0 };
            vp[c as usize] += 2 * (base + bonus);
        }
    }
    let band = |t: &str, x: i32| s.data.band(t, x).map_or(0, |b| b.value);
    // KUT 20.31, 20.33 (L2247, L2268): FN's point while Prussia is not in revolt, R1's once it is (rules 18:
    // before, no revolt was played and FN always scored it); a neutral Austria gives FS none and each Tsarist
    // Power one.
    let neutral = s.austria_neutral as i32;
    let [fn_point, r1_point] = super::revolt::points(s);
    vp[FN as usize] += 2 * fn_point + 2 * band("baltic_ports_vp", ports[0]);
    vp[FS as usize] += 2 * (1 - neutral) + 2 * band("pripyat_vp", marsh[0]);
    vp[super::data::R1 as usize] += 2 * neutral + 2 * r1_point + 2 * band("baltic_ports_vp", ports[1]);
    vp[super::data::R2 as usize] += 2 * neutral + 2 * band("pripyat_vp", marsh[1]);
    // KUT 19.7: the turn-4 Imperial bonus once Retreat from Moscow is adopted.
    let bonus = super::retreat_from_moscow::bonus_half_points(s);
    for p in 0..4 {
        vp[p] += bonus[p];
    }
    vp
}

/// The end of the game by points (KUT 20.1, 20.4).
pub fn final_victory(s: &mut State, reason: &str) {
    let vp = victory_points(s);
    let camp_vp = [vp[0] + vp[2], vp[1] + vp[3]];
    let res = [s.resources[0] as u32 + s.resources[2] as u32, s.resources[1] as u32 + s.resources[3] as u32];
    let winner = if camp_vp[0] != camp_vp[1] {
        if camp_vp[0] > camp_vp[1] { IMPERIAL } else { TSARIST }
    } else if res[0] != res[1] {
        if res[0] > res[1] { IMPERIAL } else { TSARIST }
    } else if s.morale[0] != s.morale[1] {
        if s.morale[0] < s.morale[1] { IMPERIAL } else { TSARIST }
    } else {
        let severe = s.data.attrition_levels.iter().position(|l| l == "severe").unwrap_or(usize::MAX);
        if s.attrition as usize >= severe { TSARIST } else { IMPERIAL }
    };
    s.log(None, "kut.final_vp", vec![Arg::Num(camp_vp[0]), Arg::Num(camp_vp[1])]);
    let order = morale::individual_order(s, camp_powers(winner));
    // The outcome's message carries the points: the log line says them too (not the bare message key).
    let line = if reason == "kut_peace" { "kut.game_end_peace" } else { "kut.game_end_vp" };
    s.log(None, line, vec![Arg::Key(morale::camp_key(winner).into()), Arg::Num(camp_vp[0]), Arg::Num(camp_vp[1])]);
    s.outcome = Some(Outcome::camp(&order, reason, vec![Arg::Key(morale::camp_key(winner).into()), Arg::Num(camp_vp[0]), Arg::Num(camp_vp[1])]));
}

pub fn reinforcement_items(s: &State, p: Power, turn: u8) -> Vec<(String, u8)> {
    let camp = camp_of(p);
    s.data
        .reinforcements
        .iter()
        .filter(|r| r.before_turn == turn)
        .filter(|r| match r.who.as_str() {
            "each" => true,
            "imperial_each" => camp == IMPERIAL,
            "tsarist_each" => camp == TSARIST,
            w => super::data::POWER_KEYS.get(p as usize) == Some(&w),
        })
        // L1922 (rules 18): no Prussian CP once Prussia revolted (before rules 18 it never did).
        .filter(|r| match r.condition.as_str() {
            "-" => true,
            "prussia_not_in_revolt" => !super::revolt::in_revolt(s),
            "austria_not_neutral" => !s.austria_neutral,
            _ => false,
        })
        .map(|r| (r.item.clone(), r.value))
        .collect()
}

/// Keys and depots a Power controls, for its reinforcement CP and resources (KUT 16.2, 17.2, D19).
fn owned(s: &State, p: Power) -> (u8, u8) {
    let mut k = 0u8;
    let mut d = 0u8;
    for i in 0..s.data.spaces.len() as SpaceId {
        if controls(s, i, p) {
            k += s.data.spaces[i as usize].key_duchy as u8;
            d += s.data.spaces[i as usize].depot as u8;
        }
    }
    (k, d)
}

/// A Power's reinforcement CP before a turn (KUT 17.2).
pub fn reinforcement_cp(s: &State, p: Power, turn: u8) -> u8 {
    let (k, d) = owned(s, p);
    let mut cp = 0u32;
    for (item, v) in reinforcement_items(s, p, turn) {
        cp += match item.as_str() {
            "cp_automatic" | "cp_austria" | "cp_prussia" | "cp_base" => v as u32,
            "cp_per_key" => v as u32 * k as u32,
            "cp_per_depot" => v as u32 * d as u32,
            _ => 0,
        };
    }
    cp.min(255) as u8
}

/// The interphase's resources (KUT 16.2, 17.1).
fn income(s: &mut State, turn: u8) {
    for p in 0..4u8 {
        let (_, d) = owned(s, p);
        let mut r = 0u32;
        for (item, v) in reinforcement_items(s, p, turn) {
            r += match item.as_str() {
                "resources" => v as u32,
                "resources_per_depot" => v as u32 * d as u32,
                _ => 0,
            };
        }
        s.resources[p as usize] = (s.resources[p as usize] as u32 + r).min(99) as u8;
        if r > 0 {
            s.log(None, "kut.income", vec![Arg::Seat(p), Arg::Num(r as i32)]);
        }
    }
}

/// The rules version from which the interphase shuffles the discards back into the deck (KUT 17.41).
pub const RESHUFFLE_RULES: u32 = 20;

/// The interphase's card preparation (KUT 17.4) and the start of the next turn, once every Power has spent
/// its reinforcement CP.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Interphase {
    pub turn: u8,
    /// The scenario starts here: its hands are dealt already (scenario 4).
    pub cards: bool,
}

impl steps::Step<State> for Interphase {
    fn prompt(&self, _s: &State) -> Option<Prompt<Action>> {
        None
    }

    fn run(&self, s: &mut State) {
        s.turn = self.turn;
        s.last_call = false;
        s.last_preemptive = false;
        // KUT 17.42 (rules 4): the cards kept from the last turn go first in each hand, the Home cards after
        // them, so the Mulligan knows which cards were just dealt.
        let mut carried = [0u8; 4];
        if s.rules >= 4 && !self.cards && !super::single_hand::on(s) {
            for p in 0..4 {
                let data = s.data.clone();
                let home = |c: &u16| data.card(*c).is_some_and(|x| matches!(x.class, super::data::CardClass::ImperialHome | super::data::CardClass::TsaristHome));
                s.hands[p].sort_by_key(|c| home(c));
                carried[p] = s.hands[p].iter().filter(|c| !home(c)).count() as u8;
            }
        }
        if !self.cards && s.rules >= RESHUFFLE_RULES {
            // KUT 17.41 (L1999–L2001; rules 20): every card but the Home cards and those in hand, the discards
            // included, is shuffled into the deck before the deal. Before rules 20 the discards waited until the
            // deck ran out (4.21).
            super::events::deck::shuffle_discards_in(s);
        }
        if !self.cards {
            // KUT 17.44: the used Home cards are shuffled back at the start of the turn.
            for c in 0..2 {
                let used = std::mem::take(&mut s.home_used[c]);
                for card in used {
                    match s.data.card(card).and_then(|x| x.locked) {
                        Some(p) if !super::single_hand::on(s) => s.hands[p as usize].push(card),
                        Some(_) => s.home_used[c].push(card),
                        None => s.home_deck[c].push(card),
                    }
                }
                let mut deck = std::mem::take(&mut s.home_deck[c]);
                s.chance.shuffle(&mut deck);
                s.home_deck[c] = deck;
            }
            let single = super::single_hand::on(s);
            if single {
                super::single_hand::deal(s, self.turn);
            }
            for p in (0..4u8).filter(|_| !single) {
                let items = reinforcement_items(s, p, self.turn);
                let home = items.iter().filter(|i| i.0 == "home_cards").map(|i| i.1).sum::<u8>();
                let home = super::retreat_from_moscow::tsarist_home_cards(s, p, self.turn, home);
                let regular = items.iter().filter(|i| i.0 == "regular_cards").map(|i| i.1).sum::<u8>();
                let camp = camp_of(p) as usize;
                for _ in 0..home {
                    if let Some(c) = s.home_deck[camp].pop() {
                        s.hands[p as usize].push(c);
                    }
                }
                for _ in 0..regular {
                    if let Some(c) = draw(s) {
                        s.hands[p as usize].push(c);
                    }
                }
                s.chance.reveal();
            }
            let _ = FS;
        }
        s.log(None, "kut.turn", vec![Arg::Num(s.turn as i32)]);
        s.steps.push(Step::Impulse(Impulse::new(s.marker)));
        let dealt = !self.cards && !super::single_hand::on(s);
        if s.rules >= 4 && dealt {
            // KUT 17.42 (rules 4): the Mulligan of the cards just dealt and the halving of those carried over,
            // Power by Power from the one after the last impulse; the hand limit (17.43) after the last.
            let first = (s.last_impulse + 1) % 4;
            for k in (0..4u8).rev() {
                let p = (first + k) % 4;
                let mut m = super::impulse::Mulligan::new(p);
                m.carried = carried[p as usize];
                m.interphase = true;
                m.last = k == 3;
                s.steps.push(Step::Mulligan(m));
            }
        } else if s.rules >= 2 && dealt {
            // KUT 17.43: the hand limit, Power by Power from the one after the last impulse.
            super::hand_limit::cut_all(s);
        }
        let _ = control::keys;
    }
}
