//! Rules 15: R1's regroup connection through ports (KUT 6.32's exception, L704; E64): a flagged enemy Key joined
//! to the Tsarist home edge zones only by sea takes R1's regrouped pieces, not R2's, and not under rules 14.

use engine::games::kutuzov::data::{Nation, FN, R1, R2};
use engine::games::kutuzov::impulse::regroup_sites;

use super::common::*;

const R1_SP: usize = 4;
const R2_SP: usize = 5;

/// Königsberg's Russian neighbours under French flags: no land connection from it to the Tsarist edge zones.
fn cut_by_land(s: &mut engine::games::kutuzov::state::State) {
    for key in ["tilsit", "kovno"] {
        let x = sp(s, key);
        s.flags[x as usize] = Some(FN);
    }
}

#[test]
fn r1_regroups_into_a_flagged_key_joined_to_its_ports_by_sea() {
    // Königsberg, a Prussian Key and a port, under a Tsarist flag, its Russian neighbours Tilsit and Kovno under
    // French flags: only the sea joins it to Riga and the Russian ports, and through them to the Rus zone.
    for (rules, c, flag, expected) in [(15, R1_SP, R1, true), (14, R1_SP, R1, false), (15, R2_SP, R2, false)] {
        let mut s = bare_s1(&[], &[]);
        s.rules = rules;
        let k = sp(&s, "konigsberg");
        s.flags[k as usize] = Some(flag);
        cut_by_land(&mut s);
        assert_eq!(regroup_sites(&s, c).contains(&k), expected, "rules {rules}, contingent {c}");
    }
}

#[test]
fn the_sea_joins_a_besieged_friendly_port_too_but_needs_a_port_reached_by_land() {
    // L704: "including a friendly fortress port besieged". Riga besieged by Ney is still a friendly port; with
    // every other Russian port under a French flag, Königsberg's connection runs through Riga.
    let mut s = bare_s1(&[], &[]);
    s.rules = 15;
    let k = sp(&s, "konigsberg");
    s.flags[k as usize] = Some(R1);
    cut_by_land(&mut s);
    put_leader(&mut s, "ney", "riga");
    put(&mut s, FN, Nation::French, "riga", 3);
    let riga = sp(&s, "riga");
    let ports: Vec<u16> = (0..s.data.spaces.len() as u16).filter(|&i| s.data.spaces[i as usize].port && i != riga && i != k).collect();
    for &p in &ports {
        s.flags[p as usize] = Some(FN);
    }
    assert!(regroup_sites(&s, R1_SP).contains(&k), "through besieged Riga");
    // The other reading: with Riga French too no port of the camp is reached by land, and the sea joins nothing.
    s.flags[riga as usize] = Some(FN);
    s.sp[riga as usize] = [0; 6];
    s.leaders[s.data.leader("ney").unwrap() as usize] = engine::games::kutuzov::state::Place::Available;
    assert!(!regroup_sites(&s, R1_SP).contains(&k));
}
