//! Morale (KUT 9): the camps' levels, Morale Loss and Gain markers, the end-of-turn and extra checks,
//! and the fall below Sauve Qui Peut that loses the game (KUT 9.22, 19.1).

use super::data::{camp_powers, Power, SpaceId, IMPERIAL};
use super::state::State;
use crate::{Arg, Outcome};

/// The number of Morale Loss markers a cause gives (Play Book 9.11), from the pack.
pub fn markers(s: &State, cause: &str) -> u8 {
    s.data.morale_markers.get(cause).map_or(0, |m| m.1.max(0) as u8)
}

/// The Morale Loss markers a formation's case costs (Play Book 9.11, 12.82): the case's own, one more for an
/// army group (rules 13; `group` is false before), doubled when Napoleon is with it.
pub fn formation_loss(s: &State, cause: &str, group: bool, napoleon: bool) -> u8 {
    let mut n = markers(s, cause);
    if group {
        n = n.saturating_add(markers(s, "army_group"));
    }
    if napoleon {
        n = n.saturating_mul(s.data.morale_markers.get("napoleon_present").map_or(1, |m| m.1.max(1) as u8));
    }
    n
}

/// A camp receives Morale Loss markers; Gain markers cancel them one for one (KUT 9.51). Reaching 9 or
/// more calls a morale check at once (KUT 9.4 (1)).
pub fn add_loss(s: &mut State, camp: u8, n: u8) {
    if n == 0 || s.outcome.is_some() {
        return;
    }
    let c = camp as usize;
    let cancel = n.min(s.gain[c]);
    s.gain[c] -= cancel;
    let before = s.loss[c];
    s.loss[c] = s.loss[c].saturating_add(n - cancel);
    s.log(None, "kut.loss_markers", vec![Arg::Key(camp_key(camp).into()), Arg::Num(n as i32), Arg::Num(s.loss[c] as i32)]);
    let trigger = s.data.k("morale_check_trigger_loss").max(1) as u8;
    if before < trigger && s.loss[c] >= trigger {
        check(s, camp);
    } else if before >= trigger && s.loss[c] > before {
        // KUT 9.41: more markers received later bring a new check.
        check(s, camp);
    }
}

/// A camp gains Morale Gain markers, removing its Loss markers first (KUT 9.51, 9.52).
pub fn gain(s: &mut State, camp: u8, n: u8) {
    let c = camp as usize;
    let cancel = n.min(s.loss[c]);
    s.loss[c] -= cancel;
    s.gain[c] = s.gain[c].saturating_add(n - cancel);
    s.log(None, "kut.gain_markers", vec![Arg::Key(camp_key(camp).into()), Arg::Num(n as i32)]);
}

/// A resource spent on Morale Loss markers (KUT 16.54): 8 dice, each 5 or 6 removes one of the camp's Morale
/// Loss markers, or with none left gives a Morale Gain marker (9.51).
pub fn resource_dice(s: &mut State, p: super::data::Power) {
    s.resources[p as usize] -= 1;
    let n = s.data.k("resource_dice").max(0) as usize;
    let dice = s.dice(n);
    let good = dice.iter().filter(|&&d| s.data.band("marker_die", d as i32).is_some()).count() as u8;
    s.log(Some(p), "kut.morale_resource", vec![Arg::Seat(p), Arg::Dice(dice.iter().map(|&v| crate::Die { value: v, scripted: false }).collect()), Arg::Num(good as i32)]);
    if good > 0 {
        gain(s, super::data::camp_of(p), good);
    }
}

pub fn camp_key(camp: u8) -> &'static str {
    if camp == IMPERIAL {
        "kut.camp.imperial"
    } else {
        "kut.camp.tsarist"
    }
}

/// The camp's morale drops one box; below the last box the camp loses at once (KUT 9.22).
pub fn drop(s: &mut State, camp: u8) {
    let c = camp as usize;
    s.drops[c] += 1;
    s.morale[c] += 1;
    let last = s.data.morale[c].len() as u8 - 1;
    if s.morale[c] > last {
        s.log(None, "kut.morale_collapse", vec![Arg::Key(camp_key(camp).into())]);
        s.log(None, "kut.game_end_morale", vec![Arg::Key(camp_key(1 - camp).into()), Arg::Key(camp_key(camp).into())]);
        let winners = camp_powers(1 - camp);
        s.outcome = Some(Outcome::camp(&individual_order(s, winners), "kut_morale", vec![Arg::Key(camp_key(camp).into())]));
        return;
    }
    let key = s.data.morale[c][s.morale[c] as usize].key.clone();
    s.log(None, "kut.morale_down", vec![Arg::Key(camp_key(camp).into()), Arg::Key(format!("kut.morale.{key}"))]);
    if camp == IMPERIAL {
        super::allies::check_austria(s);
    } else {
        super::will_to_fight::reached(s, s.morale[c]);
    }
}

/// Up one box, if not at the top.
pub fn rise(s: &mut State, camp: u8) -> bool {
    let c = camp as usize;
    if s.morale[c] == 0 {
        return false;
    }
    // KUT 14.48 (D5): never above the Imperial attrition level's cap.
    if camp == IMPERIAL && s.data.attrition_info.get(s.attrition as usize).is_some_and(|i| s.morale[0] <= i.1) {
        return false;
    }
    s.morale[c] -= 1;
    if s.in_impulse() {
        s.risen[c] = true;
    }
    let key = s.data.morale[c][s.morale[c] as usize].key.clone();
    s.log(None, "kut.morale_up", vec![Arg::Key(camp_key(camp).into()), Arg::Key(format!("kut.morale.{key}"))]);
    true
}

/// Whether the camp's morale could go up one box now (the top, and the Imperial attrition cap of 14.48).
fn may_rise(s: &State, camp: u8) -> bool {
    let c = camp as usize;
    s.morale[c] > 0 && !(camp == IMPERIAL && s.data.attrition_info.get(s.attrition as usize).is_some_and(|i| s.morale[0] <= i.1))
}

/// A cause of a rise opportunity (KUT 9.53, rules 9): loot resources gained, an enemy fortress, depot or DMC
/// captured, a Will to Fight? resolved (19.82 a). Noted now and tried once by [`rise_opportunity`], so that
/// several causes at once (Riga: fortress, depot and DMC) give one attempt.
pub fn rise_due(s: &mut State, camp: u8) {
    if s.rules >= 9 {
        s.rise_due[camp as usize] = true;
    }
}

/// The rise opportunities due (KUT 9.53): not at Elan du Guerre, not when the morale already rose in this
/// impulse (one level per impulse, KUT 9), and with 2 or more Morale Gain markers: 2d6 no more than the Gain
/// markers raises the morale one box and removes up to 9 of them. A failed attempt changes nothing, so the
/// engine always makes it (E44).
pub fn rise_opportunity(s: &mut State) {
    for camp in [IMPERIAL, 1 - IMPERIAL] {
        let c = camp as usize;
        if !std::mem::take(&mut s.rise_due[c]) || s.outcome.is_some() {
            continue;
        }
        let need = s.data.k("morale_rise_min_gain").max(1) as u8;
        if !may_rise(s, camp) || s.risen[c] || s.gain[c] < need {
            s.log(None, "kut.rise_no_attempt", vec![Arg::Key(camp_key(camp).into()), Arg::Num(s.gain[c] as i32)]);
            continue;
        }
        let n = s.data.k("morale_check_dice").max(1) as usize;
        let roll: u32 = s.dice(n).iter().map(|&d| d as u32).sum();
        s.log(None, "kut.rise_attempt", vec![Arg::Key(camp_key(camp).into()), Arg::Num(roll as i32), Arg::Num(s.gain[c] as i32)]);
        if roll <= s.gain[c] as u32 && rise(s, camp) {
            let remove_max = s.data.k("morale_loss_remove_max").max(1) as u8;
            s.gain[c] -= s.gain[c].min(remove_max);
        }
    }
}

/// At the turn's end a camp at Elan du Guerre keeps at most 4 Morale Gain markers (KUT 9.53, L909, D7).
pub fn cap_at_top(s: &mut State) {
    let cap = s.data.k("morale_gain_cap_at_top").max(0) as u8;
    for c in 0..2 {
        if s.morale[c] == 0 && s.gain[c] > cap {
            s.log(None, "kut.gain_capped", vec![Arg::Key(camp_key(c as u8).into()), Arg::Num((s.gain[c] - cap) as i32), Arg::Num(cap as i32)]);
            s.gain[c] = cap;
        }
    }
}

/// A morale check (KUT 9.2, 9.4): 2d6. With Loss markers, a roll below their number drops the camp one
/// box and removes them (9 at most); without, the roll plus the Gain markers reaching 9 raises it and
/// removes up to 9 Gain markers.
pub fn check(s: &mut State, camp: u8) {
    if s.outcome.is_some() {
        return;
    }
    let c = camp as usize;
    let n = s.data.k("morale_check_dice").max(1) as usize;
    let roll: u32 = s.dice(n).iter().map(|&d| d as u32).sum();
    s.log(None, "kut.morale_check", vec![Arg::Key(camp_key(camp).into()), Arg::Num(roll as i32), Arg::Num(s.loss[c] as i32), Arg::Num(s.gain[c] as i32)]);
    judge(s, camp, roll);
}

/// What a morale check's roll does (KUT 9.2, 9.4). From rules 15 a check of a camp whose drop waits for its
/// Emergency Recovery waits behind it, and a second drop in the impulse may wait for one (KUT 9, 5.23; E62).
pub fn judge(s: &mut State, camp: u8, roll: u32) {
    if s.outcome.is_some() || super::recovery::wait(s, camp, roll) {
        return;
    }
    let c = camp as usize;
    let remove_max = s.data.k("morale_loss_remove_max").max(1) as u8;
    if s.loss[c] > 0 {
        if roll < s.loss[c] as u32 && !super::recovery::offer(s, camp, roll) {
            fall(s, camp);
        }
    } else if roll + s.gain[c] as u32 >= s.data.k("morale_rise_threshold").max(0) as u32 {
        rise(s, camp);
        s.gain[c] -= s.gain[c].min(remove_max);
    }
}

/// A check's drop (KUT 9.2, 9.41): the Loss markers removed, 9 at most, and the camp one box down.
pub fn fall(s: &mut State, camp: u8) {
    let c = camp as usize;
    let remove_max = s.data.k("morale_loss_remove_max").max(1) as u8;
    s.loss[c] -= s.loss[c].min(remove_max);
    drop(s, camp);
}

/// Morale Loss markers a flag brings (Play Book 9.11, KUT 12.9): an enemy flag on a camp's own depot; a
/// Tsarist flag in an Imperial home duchy.
/// An enemy depot so taken, or an enemy DMC taken with the flag (KUT 12.11), gives the flag's camp a rise
/// opportunity (KUT 9.53, rules 9).
pub fn flag_placed(s: &mut State, space: SpaceId, p: Power) {
    let sp = &s.data.spaces[space as usize];
    let mine = super::data::camp_of(p);
    if let Some(home_camp) = sp.home.camp().filter(|&h| h != mine) {
        let mut n = 0;
        if sp.depot {
            n += markers(s, "own_depot_captured");
            rise_due(s, mine);
        }
        if home_camp == IMPERIAL {
            n += markers(s, "enemy_flag_in_imperial_home");
        }
        add_loss(s, home_camp, n);
    }
    rise_opportunity(s);
}

/// The winning camp's Powers, the individual winner first (KUT 20.5): more VP, then more resources,
/// then the later Power in impulse order. Outside a VP count (a sudden death) the same order by
/// resources.
pub fn individual_order(s: &State, powers: [Power; 2]) -> Vec<Power> {
    let vp = super::turn::victory_points(s);
    let [a, b] = powers;
    let key = |p: Power| (vp[p as usize], s.resources[p as usize], p);
    if key(a) >= key(b) {
        vec![a, b]
    } else {
        vec![b, a]
    }
}
