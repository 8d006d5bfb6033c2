//! Rules 18: the flag limits (KUT 1.7, L251: "60 French, 16 Russian, 11 allied, no more can be made"; D41: each
//! shared within its group). Each test has the other reading (rules 17: no limit) beside it.

use engine::games::kutuzov::data::{Home, Kind, Nation, FN, FS, IMPERIAL};
use engine::games::kutuzov::state::State;
use engine::games::kutuzov::{ally_flags, flag_limits};

use super::common::*;

/// `n` flags of the Power on Russian (R1-home) duchies other than `except`, marked the ally's when `ally`.
fn flags_out(s: &mut State, p: u8, ally: bool, n: usize, except: &[&str]) {
    let skip: Vec<u16> = except.iter().map(|k| sp(s, k)).collect();
    let duchies: Vec<u16> = (0..s.data.spaces.len() as u16)
        .filter(|&x| s.data.spaces[x as usize].kind == Kind::Duchy && s.data.spaces[x as usize].home == Home::R1 && !skip.contains(&x) && s.flags[x as usize].is_none())
        .take(n)
        .collect();
    assert_eq!(duchies.len(), n);
    for x in duchies {
        s.flags[x as usize] = Some(p);
        if ally {
            s.ally_flags.push(x);
        }
    }
}

/// FN spending 5 CP under `rules` with Davout and 2 French SP and Yorck and 3 Prussian SP in Kovno (a Russian
/// duchy with no flag).
fn fn_in_kovno(rules: u32) -> State {
    let mut s = bare_s1(&[FIVE_CP], &[]);
    s.rules = rules;
    act(&mut s, &format!("card {FIVE_CP}"));
    put_leader(&mut s, "davout", "kovno");
    put(&mut s, FN, Nation::French, "kovno", 2);
    put_leader(&mut s, "yorck", "kovno");
    put(&mut s, FN, Nation::Prussian, "kovno", 3);
    s
}

#[test]
fn no_french_flag_once_the_sixty_are_on_the_map() {
    // L251: 60 French flags, FN's and FS's together (D41): with 60 out, FN may not flag Kovno with a French flag;
    // the Prussians' own flag is another kind and is still offered.
    let mut s = fn_in_kovno(18);
    assert!(offered(&s, "flag kovno"));
    flags_out(&mut s, FS, false, 30, &["kovno"]);
    flags_out(&mut s, FN, false, 29, &["kovno"]);
    assert!(offered(&s, "flag kovno"), "59 out: one left");
    flags_out(&mut s, FN, false, 1, &["kovno"]);
    assert_eq!(flag_limits::on_map(&s, flag_limits::Kind::French), 60);
    assert!(!offered(&s, "flag kovno"));
    assert!(offered(&s, "flag-ally kovno"));
}

#[test]
fn under_rules_17_the_french_flags_have_no_limit() {
    let mut s = fn_in_kovno(17);
    flags_out(&mut s, FS, false, 30, &["kovno"]);
    flags_out(&mut s, FN, false, 30, &["kovno"]);
    assert!(offered(&s, "flag kovno"));
}

#[test]
fn no_allied_flag_once_the_eleven_are_on_the_map() {
    // L251: 11 allied flags, Austria's and Prussia's together (D41).
    let mut s = fn_in_kovno(18);
    flags_out(&mut s, FS, true, 6, &["kovno"]);
    flags_out(&mut s, FN, true, 5, &["kovno"]);
    assert_eq!(flag_limits::on_map(&s, flag_limits::Kind::Allied), 11);
    assert!(!offered(&s, "flag-ally kovno"));
    assert!(offered(&s, "flag kovno"), "the French flag is another kind");
    let mut t = fn_in_kovno(17);
    flags_out(&mut t, FS, true, 6, &["kovno"]);
    flags_out(&mut t, FN, true, 5, &["kovno"]);
    assert!(offered(&t, "flag-ally kovno"), "rules 17: no limit");
}

#[test]
fn a_flag_on_the_camps_own_home_is_never_limited() {
    // KUT 7.1: on its own camp's home duchy a flag only removes the enemy's: no marker is used (D41).
    let mut s = fn_in_kovno(18);
    flags_out(&mut s, FN, false, 60, &["kovno", "masuria"]);
    let m = sp(&s, "masuria");
    assert!(flag_limits::may_place(&s, m, FN, false));
    assert!(!flag_limits::may_place(&s, sp(&s, "kovno"), FN, false));
}

#[test]
fn a_flag_the_rules_place_needs_one_left() {
    // D41: a flag overrun, a captured fortress or the turn's attrition places no flag of a kind all on the map.
    let mut s = fn_in_kovno(18);
    let kovno = sp(&s, "kovno");
    put_leader(&mut s, "davout", "vilna");
    put(&mut s, FN, Nation::French, "kovno", 0);
    flags_out(&mut s, FN, true, 11, &["kovno"]);
    assert!(!ally_flags::automatic_allowed(&s, kovno, FN));
    ally_flags::place_automatic(&mut s, kovno, FN);
    assert_eq!(s.flags[kovno as usize], None);
    assert!(s.log.iter().any(|e| e.id == "kut.flag_limit"));
    let mut t = fn_in_kovno(17);
    put_leader(&mut t, "davout", "vilna");
    put(&mut t, FN, Nation::French, "kovno", 0);
    flags_out(&mut t, FN, true, 11, &["kovno"]);
    ally_flags::place_automatic(&mut t, kovno, FN);
    assert_eq!(t.flags[kovno as usize], Some(FN), "rules 17: placed");
    let _ = IMPERIAL;
}
