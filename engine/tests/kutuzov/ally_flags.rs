//! Rules 17: the Imperial allies' own flags (KUT 1.7, 7.1, L749; 10.12, L930–L935; Play Book 9.3, L2694; E73).
//! Each test has the other reading (rules 16: every flag an Imperial formation placed was its Power's, the
//! surcharge looked at the Power's flag, and an Austrian-placed flag stayed when Austria turned neutral) beside it.

use engine::games::kutuzov::ally_flags;
use engine::games::kutuzov::data::{Nation, FN, FS, IMPERIAL};
use engine::games::kutuzov::state::{State, Step};
use engine::games::kutuzov::{morale, view, Kutuzov};
use engine::{Game, Viewer};

use super::common::*;

fn cp(s: &State) -> u8 {
    s.steps.iter().rev().find_map(|x| if let Step::Spend(x) = x { Some(x.cp) } else { None }).unwrap()
}

/// FN spending 5 CP under `rules`, with Yorck and 3 Prussian SP in Kovno (a Russian duchy, no flag).
fn yorck_in_kovno(rules: u32) -> State {
    let mut s = bare_s1(&[FIVE_CP], &[]);
    s.rules = rules;
    act(&mut s, &format!("card {FIVE_CP}"));
    put_leader(&mut s, "yorck", "kovno");
    put(&mut s, FN, Nation::Prussian, "kovno", 3);
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend");
    s
}

#[test]
fn a_prussian_formation_places_a_prussian_flag() {
    // KUT 7.1 (L749): an allied formation places its own nation's flag (a French one only while an event counts
    // it as French). The flag is FN's control, marked Prussian.
    let mut s = yorck_in_kovno(17);
    assert!(offered(&s, "flag-ally kovno"));
    assert!(!offered(&s, "flag kovno"), "no French piece stands in Kovno");
    act(&mut s, "flag-ally kovno");
    let kovno = sp(&s, "kovno");
    assert_eq!(s.flags[kovno as usize], Some(FN));
    assert!(ally_flags::is_ally_flag(&s, kovno));
    assert_eq!(ally_flags::flag_nation(&s, kovno), Some(Nation::Prussian));
    let v = view::view(&s, Viewer::Public);
    assert!(v.spaces[kovno as usize].ally_flag, "the view marks it the ally's");
    assert_eq!(cp(&s), 4, "1 CP, as any flag (7.1)");
}

#[test]
fn under_rules_16_the_prussians_place_fns_flag() {
    let mut s = yorck_in_kovno(16);
    assert!(!offered(&s, "flag-ally kovno"));
    act(&mut s, "flag kovno");
    let kovno = sp(&s, "kovno");
    assert_eq!(s.flags[kovno as usize], Some(FN));
    assert!(!ally_flags::is_ally_flag(&s, kovno));
}

#[test]
fn a_mixed_formation_chooses_which_flag() {
    // KUT 7.1: Davout's French and Yorck's Prussians together: either formation may flag.
    let mut s = yorck_in_kovno(17);
    put_leader(&mut s, "davout", "kovno");
    put(&mut s, FN, Nation::French, "kovno", 2);
    assert!(offered(&s, "flag kovno"));
    assert!(offered(&s, "flag-ally kovno"));
    act(&mut s, "flag kovno");
    let kovno = sp(&s, "kovno");
    assert!(!ally_flags::is_ally_flag(&s, kovno), "the French flag");
    assert_eq!(ally_flags::flag_nation(&s, kovno), Some(Nation::French));
}

#[test]
fn an_ally_counted_as_french_may_place_a_french_flag() {
    // L749: while #4, #11, #12 or #67 counts the allies as French, their formation places its own flag or a French one.
    let mut s = yorck_in_kovno(17);
    s.as_french.push((Nation::Prussian, false));
    assert!(offered(&s, "flag kovno"));
    assert!(offered(&s, "flag-ally kovno"));
}

#[test]
fn an_allied_army_flags_an_adjacent_duchy_with_its_own_flag() {
    // KUT 7.13 with 7.1 (rules 17): Yorck's army in a friendly Kovno flags Vilna next door with a Prussian flag.
    let mut s = yorck_in_kovno(17);
    let kovno = sp(&s, "kovno");
    s.flags[kovno as usize] = Some(FN);
    assert!(offered(&s, "flag-ally vilna"));
    assert!(!offered(&s, "flag vilna"), "no French army stands beside Vilna");
    act(&mut s, "flag-ally vilna");
    assert!(ally_flags::is_ally_flag(&s, sp(&s, "vilna")));
}

/// FN spending 5 CP under `rules`, Yorck with 3 Prussian SP in Königsberg and Kovno flagged by FN.
fn yorck_before_kovno(rules: u32, prussian_flag: bool) -> State {
    let mut s = bare_s1(&[FIVE_CP], &[]);
    s.rules = rules;
    put_leader(&mut s, "yorck", "konigsberg");
    put(&mut s, FN, Nation::Prussian, "konigsberg", 3);
    let kovno = sp(&s, "kovno");
    s.flags[kovno as usize] = Some(FN);
    if prussian_flag {
        ally_flags::mark(&mut s, kovno, FN, true);
    }
    act(&mut s, &format!("card {FIVE_CP}"));
    s
}

#[test]
fn a_french_flag_does_not_spare_the_allied_surcharge() {
    // KUT 10.12 (L930–L935): an allied formation pays 1 CP more into a Russian space without its own nation's
    // flag, "even where a French flag stands".
    let mut s = yorck_before_kovno(17, false);
    act(&mut s, "move yorck kovno");
    assert_eq!(cp(&s), 3, "1 CP + 1 CP surcharge under a French flag");
    // Under the Prussian flag, no surcharge.
    let mut s = yorck_before_kovno(17, true);
    act(&mut s, "move yorck kovno");
    assert_eq!(cp(&s), 4);
}

#[test]
fn under_rules_16_fns_flag_spared_the_surcharge() {
    let mut s = yorck_before_kovno(16, false);
    act(&mut s, "move yorck kovno");
    assert_eq!(cp(&s), 4);
}

#[test]
fn flags_the_rules_place_are_the_allys_when_only_the_ally_stands_there() {
    // E73: a flag overrun, a captured fortress or the turn's attrition survivors flag for the formation there:
    // the ally's flag when all of it is the ally's, the French flag otherwise.
    let mut s = yorck_in_kovno(17);
    let kovno = sp(&s, "kovno");
    ally_flags::place_automatic(&mut s, kovno, FN);
    assert!(ally_flags::is_ally_flag(&s, kovno));
    put(&mut s, FN, Nation::French, "kovno", 1);
    ally_flags::place_automatic(&mut s, kovno, FN);
    assert!(!ally_flags::is_ally_flag(&s, kovno), "a French SP there: the French flag");
    let mut s = yorck_in_kovno(16);
    ally_flags::place_automatic(&mut s, kovno, FN);
    assert_eq!(s.flags[kovno as usize], Some(FN));
    assert!(!ally_flags::is_ally_flag(&s, kovno), "rules 16: FN's flag");
}

/// Scenario 1 under `rules` with an FS flag in Kovno and Vilna, Kovno's Austrian (rules 17), the Imperial morale
/// one box above Tu Felix Austria.
fn fs_flags(rules: u32) -> State {
    let mut s = start("s1", 52);
    s.rules = rules;
    let (kovno, vilna) = (sp(&s, "kovno"), sp(&s, "vilna"));
    s.flags[kovno as usize] = Some(FS);
    s.flags[vilna as usize] = Some(FS);
    ally_flags::mark(&mut s, kovno, FS, true);
    s.morale[0] = 3;
    s
}

#[test]
fn austrian_flags_go_when_austria_turns_neutral() {
    // Play Book 9.3 (L2694): at Tu Felix Austria "every Austrian soldier, leader and flag is removed at once";
    // the duchy returns to its printed owner (7.1). FS's French flags stay.
    let mut s = fs_flags(17);
    assert!(ally_flags::is_ally_flag(&s, sp(&s, "kovno")));
    morale::drop(&mut s, IMPERIAL);
    assert!(s.austria_neutral);
    assert_eq!(s.flags[sp(&s, "kovno") as usize], None, "the Austrian flag is gone");
    assert_eq!(s.flags[sp(&s, "vilna") as usize], Some(FS), "the French flag stays");
    assert!(s.log.iter().any(|e| e.id == "kut.austrian_flag_removed"));
}

#[test]
fn under_rules_16_an_austrian_placed_flag_stayed() {
    let mut s = fs_flags(16);
    morale::drop(&mut s, IMPERIAL);
    assert!(s.austria_neutral);
    assert_eq!(s.flags[sp(&s, "kovno") as usize], Some(FS));
    assert_eq!(s.flags[sp(&s, "vilna") as usize], Some(FS));
}
