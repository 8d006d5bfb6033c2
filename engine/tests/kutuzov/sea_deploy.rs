//! Rules 15: R1's strategic deployment by sea (KUT 17.34, L1976–L1978; E65): from the magazine on an unbesieged
//! R1 home Key port to another friendly port with no enemy and no enemy army able to intercept into it; five units
//! at most, as a convoy (15.2); by sea or by land, not both. Each test has its other reading beside it.

use engine::games::kutuzov::data::{Nation, FN, R1};
use engine::games::kutuzov::deploy::Deploy;
use engine::games::kutuzov::state::{Place, State, Step};
use engine::games::kutuzov::Kutuzov;
use engine::Game;

use super::common::*;

/// An empty map, R1 deploying before turn 2 under `rules`, Kutuzov with 6 R1 SP in Riga; Königsberg (a Prussian
/// port) under an R1 flag, Tilsit and Kovno under French flags: no land path reaches it.
fn deploying(rules: u32) -> State {
    let mut s = start("s1", 36);
    clear(&mut s);
    s.rules = rules;
    put_leader(&mut s, "kutuzov", "riga");
    put(&mut s, R1, Nation::Russian, "riga", 6);
    let k = sp(&s, "konigsberg");
    s.flags[k as usize] = Some(R1);
    for key in ["tilsit", "kovno"] {
        let x = sp(&s, key);
        s.flags[x as usize] = Some(FN);
    }
    s.steps.push(Step::Deploy(Deploy::new(R1, 2)));
    act(&mut s, "magazine riga");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.deploy");
    s
}

#[test]
fn r1_deploys_by_sea_to_a_port_no_land_path_reaches() {
    let mut s = deploying(15);
    assert!(offered(&s, "deploy kutuzov konigsberg"));
    assert!(offered(&s, "deploy-sp r1 konigsberg"));
    act(&mut s, "deploy kutuzov konigsberg");
    let k = sp(&s, "konigsberg");
    assert_eq!(leader_at(&s, "kutuzov"), Place::Map(k));
    // Five units at most: Kutuzov and 4 SP; the convoy is full, and no land deployment follows a sea one.
    assert_eq!(s.sp[k as usize][4], 4);
    assert!(s.log.iter().any(|e| e.id == "kut.deploy_by_sea"));
    assert_ne!(Kutuzov::prompt(&s).id, "kut.deploy", "nothing more to deploy: {:?}", notations(&s));
    // Under rules 14 no sea.
    let s = deploying(14);
    assert!(!offered(&s, "deploy kutuzov konigsberg"));
}

#[test]
fn by_sea_or_by_land_not_both() {
    // KUT 17.34 (L1978): "no other kind of deployment combined". One SP by land first: no sea after it.
    let mut s = deploying(15);
    let riga = sp(&s, "riga");
    let land = *s.data.graph.neighbours(riga).iter().find(|&&x| s.data.spaces[x as usize].kind == engine::games::kutuzov::data::Kind::Duchy && engine::games::kutuzov::control::friendly(&s, x, 1)).unwrap();
    let key = s.data.spaces[land as usize].key.clone();
    act(&mut s, &format!("deploy-sp r1 {key}"));
    assert!(!offered(&s, "deploy-sp r1 konigsberg") && !offered(&s, "deploy kutuzov konigsberg"));
    assert!(offered(&s, &format!("deploy-sp r1 {key}")), "by land still");
    // And the other way: one SP by sea first, no land after it.
    let mut s = deploying(15);
    act(&mut s, "deploy-sp r1 konigsberg");
    assert!(!offered(&s, &format!("deploy-sp r1 {key}")));
    assert!(offered(&s, "deploy-sp r1 konigsberg"), "by sea still, 4 units of room left");
}

#[test]
fn not_from_a_besieged_port_nor_to_an_interceptable_one() {
    // L1976: the start port unbesieged: Ney in Riga closes the sea.
    let mut s = deploying(15);
    put_leader(&mut s, "ney", "riga");
    put(&mut s, FN, Nation::French, "riga", 2);
    assert!(!offered(&s, "deploy kutuzov konigsberg"));
    // L1977: a destination no enemy army could intercept into: Davout in Masuria, next to Königsberg, closes it.
    let mut s = deploying(15);
    put_leader(&mut s, "davout", "masuria");
    assert!(!offered(&s, "deploy kutuzov konigsberg"));
}
