//! Prussia and Austria at low Imperial morale (Play Book 9.3).

use super::common::*;
use engine::games::kutuzov::data::{Nation, FN, FS, R1, R2};
use engine::games::kutuzov::state::Place;
use engine::games::kutuzov::{morale, turn};

#[test]
fn hesitant_allies_do_not_march_into_russia() {
    let mut s = start("s1", 51);
    clear(&mut s);
    put_leader(&mut s, "yorck", "konigsberg");
    put(&mut s, FN, Nation::Prussian, "konigsberg", 3);
    let kovno = sp(&s, "kovno");
    s.hands[0] = vec![];
    give_card(&mut s, FN, FIVE_CP);
    // Play Book 9.3: at Marchez-Vous Prussia is hesitant: no move into a Russian duchy the Imperials do not hold.
    s.morale[0] = 2;
    act(&mut s, &format!("card {FIVE_CP}"));
    assert!(!offered(&s, "move yorck kovno"));
    assert!(!offered(&s, "move-sp pru konigsberg kovno"));
    s.flags[kovno as usize] = Some(FN);
    assert!(offered(&s, "move yorck kovno"), "into a French-flagged one it may");
    // At Vive l'Empereur it is not hesitant.
    s.flags[kovno as usize] = None;
    s.morale[0] = 1;
    assert!(offered(&s, "move yorck kovno"));
}

#[test]
fn austria_turns_neutral_at_tu_felix_austria() {
    let mut s = start("s1", 52);
    let vp = turn::victory_points(&s);
    assert!(matches!(leader_at(&s, "schwarzenberg"), Place::Map(_)));
    s.morale[0] = 3;
    // Play Book 9.3: dropping to Tu Felix Austria takes every Austrian soldier and leader out of the game.
    morale::drop(&mut s, engine::games::kutuzov::data::IMPERIAL);
    assert!(s.austria_neutral);
    assert_eq!(leader_at(&s, "schwarzenberg"), Place::Dead);
    assert!(s.sp.iter().all(|x| x[3] == 0));
    // KUT 20.3: each Tsarist Power scores 1, FS loses its point (half points: 2).
    let after = turn::victory_points(&s);
    assert_eq!(after[R1 as usize] - vp[R1 as usize], 2);
    assert_eq!(after[R2 as usize] - vp[R2 as usize], 2);
    assert!(after[FS as usize] < vp[FS as usize]);
    // Nobody may enter Austria's home any more, and no Austrian is built again.
    assert!(engine::games::kutuzov::impulse::build_sites(&s, 3).is_empty());
}
