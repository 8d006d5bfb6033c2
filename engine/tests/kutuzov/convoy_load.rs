//! Rules 16: a convoy of the player's choosing (KUT 15.2, L1746–L1754; E71): two leaders and SP together ("two
//! leaders and 3 SP", L1748), or a leader with fewer SP than fit (`convoy-part`), five units in all, 1 CP a unit.
//! Each test has the other reading beside it (rules 15: only a leader's whole army, E59).

use engine::games::kutuzov::data::{Nation, R1};
use engine::games::kutuzov::impulse::Impulse;
use engine::games::kutuzov::state::{Place, State, Step};
use engine::games::kutuzov::Kutuzov;
use engine::Game;

use super::common::*;

/// Kutuzov (command 6) and Barclay (command 4) with `n` R1 SP in Riga (an R1 port), R1 spending 5 CP, `rules`.
fn two_leaders_in_riga(rules: u32, n: u8) -> State {
    let mut s = bare_s1(&[], &[]);
    s.rules = rules;
    give_card(&mut s, R1, FIVE_CP);
    *s.steps.last_mut().unwrap() = Step::Impulse(Impulse::new(R1));
    s.morale = [2, 2];
    act(&mut s, &format!("card {FIVE_CP}"));
    put_leader(&mut s, "kutuzov", "riga");
    put_leader(&mut s, "barclay", "riga");
    put(&mut s, R1, Nation::Russian, "riga", n);
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend");
    s
}

fn cp_left(s: &State) -> u8 {
    s.steps.iter().rev().find_map(|x| if let Step::Spend(x) = x { Some(x.cp) } else { None }).unwrap()
}

#[test]
fn two_leaders_and_three_sp_sail_as_one_convoy() {
    // KUT 15.2 (L1748): "in one convoy two leaders and 3 SP may move": five units, 5 CP.
    let mut s = two_leaders_in_riga(16, 6);
    let pair = notations(&s).into_iter().find(|n| n.starts_with("convoy-part ") && n.contains("kutuzov") && n.contains("barclay") && n.ends_with(" 3 reval")).expect("the two leaders' convoy with 3 SP");
    assert!(!notations(&s).iter().any(|n| n.starts_with("convoy-part ") && n.contains("barclay kutuzov") && n.ends_with(" 4 reval")), "five units at most");
    act(&mut s, &pair);
    let (reval, riga) = (sp(&s, "reval"), sp(&s, "riga"));
    assert_eq!((leader_at(&s, "kutuzov"), leader_at(&s, "barclay")), (Place::Map(reval), Place::Map(reval)));
    assert_eq!((s.sp[reval as usize][4], s.sp[riga as usize][4]), (3, 3));
    assert_eq!(cp_left(&s), 0, "1 CP a unit");
    // Rules 15: no such convoy; a leader sails with his army alone.
    let s = two_leaders_in_riga(15, 6);
    assert!(!notations(&s).iter().any(|n| n.starts_with("convoy-part")));
}

#[test]
fn a_leader_may_sail_with_fewer_sp_than_fit() {
    // E59 read the other way (rules 16): Kutuzov with 1 of the port's 6 SP, 2 CP; the plain convoy takes 4.
    let mut s = two_leaders_in_riga(16, 6);
    act(&mut s, "convoy-part kutuzov 1 reval");
    let (reval, riga) = (sp(&s, "reval"), sp(&s, "riga"));
    assert_eq!((s.sp[reval as usize][4], s.sp[riga as usize][4]), (1, 5));
    assert_eq!(cp_left(&s), 3);
    assert_eq!(leader_at(&s, "barclay"), Place::Map(riga));
    let mut s = two_leaders_in_riga(16, 6);
    assert!(!offered(&s, "convoy-part kutuzov 4 reval"), "the army's own load is the plain convoy");
    act(&mut s, "convoy kutuzov reval");
    assert_eq!(s.sp[sp(&s, "reval") as usize][4], 4);
}
