//! Rules 16: a partner Power's army joining an army group's move with its owner's consent (KUT 10.61,
//! L1018–L1020; E67). The Power of the impulse asks (`ask-join <leader>`), the partner's seat answers
//! (`consent` or `refuse`), and a joined army marches with the Power's group for 1 CP per army (10.63). Each
//! test has the other reading beside it (rules 15, or the refusal).

use engine::games::kutuzov::data::{Nation, R1, R2};
use engine::games::kutuzov::impulse::Impulse;
use engine::games::kutuzov::state::{Place, State, Step};
use engine::games::kutuzov::Kutuzov;
use engine::Game;

use super::common::*;

/// R1 spending 5 CP under `rules`: Kutuzov (R1) with 4 R1 SP and Platov (R2) with 2 R2 SP in Elnya.
fn kutuzov_beside_platov(rules: u32) -> State {
    let mut s = bare_s1(&[], &[]);
    s.rules = rules;
    give_card(&mut s, R1, FIVE_CP);
    *s.steps.last_mut().unwrap() = Step::Impulse(Impulse::new(R1));
    s.morale = [2, 2];
    put_leader(&mut s, "kutuzov", "elnya");
    put(&mut s, R1, Nation::Russian, "elnya", 4);
    put_leader(&mut s, "platov", "elnya");
    put(&mut s, R2, Nation::Russian, "elnya", 2);
    act(&mut s, &format!("card {FIVE_CP}"));
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend");
    s
}

fn cp_left(s: &State) -> u8 {
    s.steps.iter().rev().find_map(|x| if let Step::Spend(x) = x { Some(x.cp) } else { None }).unwrap()
}

#[test]
fn the_partner_s_seat_is_asked_for_its_army() {
    // KUT 10.61: "with the consent of that Power's player": the request goes to R2's seat.
    let mut s = kutuzov_beside_platov(16);
    assert!(!offered(&s, "move-group kutuzov dorogobuzh"), "Kutuzov alone is no group");
    act(&mut s, "ask-join platov");
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat, p.rule), ("kut.join_consent", Some(R2), "KUT 10.61"));
    assert_eq!(notations(&s), vec!["consent".to_string(), "refuse".to_string()]);
    // Rules 15: the partner's army is never asked.
    let s = kutuzov_beside_platov(15);
    assert!(!offered(&s, "ask-join platov"));
}

#[test]
fn a_joined_army_marches_with_the_group_for_one_cp_more() {
    // KUT 10.61, 10.63: Platov's army joins Kutuzov's move; two armies, 2 CP a space; R2's SP go too.
    let mut s = kutuzov_beside_platov(16);
    act(&mut s, "ask-join platov");
    act(&mut s, "consent");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(R1), "back to R1's spending");
    act(&mut s, "move-group kutuzov dorogobuzh");
    let d = sp(&s, "dorogobuzh");
    assert_eq!((leader_at(&s, "kutuzov"), leader_at(&s, "platov")), (Place::Map(d), Place::Map(d)));
    assert_eq!((s.sp[d as usize][4], s.sp[d as usize][5]), (4, 2));
    assert_eq!(cp_left(&s), 3, "1 CP per army: Kutuzov's and Platov's");
    // The partner's army stays joined for the impulse: the group moves on together.
    assert!(offered(&s, "move-group kutuzov elnya"));
}

#[test]
fn a_refused_army_stays_and_is_not_asked_again() {
    // KUT 10.61: without consent the partner's army does not move, and the request is not repeated this impulse.
    let mut s = kutuzov_beside_platov(16);
    act(&mut s, "ask-join platov");
    act(&mut s, "refuse");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend");
    assert!(!offered(&s, "move-group kutuzov dorogobuzh"));
    assert!(!offered(&s, "ask-join platov"));
    assert_eq!(cp_left(&s), 5, "asking costs nothing");
    act(&mut s, "move kutuzov dorogobuzh");
    assert_eq!(leader_at(&s, "platov"), Place::Map(sp(&s, "elnya")));
}

#[test]
fn a_marked_partner_army_may_not_be_asked() {
    // KUT 10.61: the joining army "must be able to move": one marked by a battle or failed interception may not.
    let mut s = kutuzov_beside_platov(16);
    let p = s.data.leader("platov").unwrap();
    s.marked[p as usize] = true;
    assert!(!offered(&s, "ask-join platov"));
}
