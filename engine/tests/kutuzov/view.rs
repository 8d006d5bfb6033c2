//! What the board reads from the view (KUT 13.1, 4, 5; Play Book 9.3): the step and whose impulse, sieges,
//! the allies' state, and every space's source row.

use super::common::*;
use engine::games::kutuzov::data::{Nation, FN};
use engine::games::kutuzov::Kutuzov;
use engine::{Game, Viewer};

#[test]
fn the_view_names_the_step_and_whose_impulse_it_is() {
    let s = start("s1", 7);
    let v = Kutuzov::view(&s, Viewer::Public);
    let step = v.step.expect("a pending step");
    assert!(step.power.is_some(), "{step:?}");
    assert_eq!(v.allies, ["ok".to_string(), "ok".to_string()]);
    assert!(v.spaces.iter().all(|x| !x.besieged));
}

#[test]
fn an_imperial_army_in_a_tsarist_fortress_besieges_it() {
    let mut s = start("s1", 41);
    clear(&mut s);
    put_leader(&mut s, "davout", "grodno");
    put(&mut s, FN, Nation::French, "grodno", 4);
    let g = sp(&s, "grodno") as usize;
    let v = Kutuzov::view(&s, Viewer::Public);
    assert!(v.spaces[g].besieged);
    assert!(!v.spaces[g].sacked);
    assert_eq!(v.spaces.iter().filter(|x| x.besieged).count(), 1);
}

#[test]
fn every_space_says_where_its_row_comes_from() {
    let d = engine::games::kutuzov::data::builtin();
    for sp in &d.spaces {
        assert!(!sp.source.is_empty() && sp.source != "-", "{} has no source", sp.key);
    }
}
