//! Records made under older rules versions replay to the same game: each was written by that version's build
//! (`sandtable random nato --seed N`, Baltic Gate 1983) and carries its action checksum, which the replay
//! checks.

use engine::games::nato::game::Nato;
use engine::record::Record;
use engine::session::Match;

fn replays_under(text: &str, rules: u32) {
    let r = Record::from_json(text).expect("a record");
    assert_eq!(r.header.rules, rules);
    if let Err(e) = Match::<Nato>::replay(&r) {
        panic!("{}", e.0);
    }
}

/// Records made under rules version 5 (before the sea ferry, the sea entries bound to the sea and CONUS
/// interception of rules 6; in each the British 1st Infantry Brigade, a sea entry, reaches the SRB and entrains there), written by the
/// rules-5 build, replay to the same game.
#[test]
fn rules_5_records_replay_under_rules_5() {
    replays_under(include_str!("records/rules5-baltic-seed2.json"), 5);
    replays_under(include_str!("records/rules5-baltic-seed3.json"), 5);
    replays_under(include_str!("records/rules5-baltic-seed6.json"), 5);
}

/// Records made under rules version 6 (before helicopter movement, [18.0]–[18.3], and the helicopter
/// commands' display of rules 7), written by the rules-6 build, replay to the same game.
#[test]
fn rules_6_records_replay_under_rules_6() {
    replays_under(include_str!("records/rules6-baltic-seed2.json"), 6);
    replays_under(include_str!("records/rules6-baltic-seed3.json"), 6);
    replays_under(include_str!("records/rules6-baltic-seed6.json"), 6);
}

/// Records made under rules version 7 (before assaults, [27.0], and flak in an assault hex, [19.1.5], of
/// rules 8), written by the rules-7 build, replay to the same game.
#[test]
fn rules_7_records_replay_under_rules_7() {
    replays_under(include_str!("records/rules7-baltic-seed2.json"), 7);
    replays_under(include_str!("records/rules7-baltic-seed3.json"), 7);
    replays_under(include_str!("records/rules7-baltic-seed6.json"), 7);
}

/// Records made under rules version 8 (before airlift, sealift and their interception, [15.0]–[17.0], and
/// the SRB closed to walking in of rules 9), written by the rules-8 build, replay to the same game.
#[test]
fn rules_8_records_replay_under_rules_8() {
    replays_under(include_str!("records/rules8-baltic-seed2.json"), 8);
    replays_under(include_str!("records/rules8-baltic-seed3.json"), 8);
    replays_under(include_str!("records/rules8-baltic-seed6.json"), 8);
}

/// Records made under rules version 10 (before the Baltic Corps' sea supply and its subordinates of rules
/// 11, [10.9]), written by the rules-10 build, replay to the same game.
#[test]
fn rules_10_records_replay_under_rules_10() {
    replays_under(include_str!("records/rules10-baltic-seed2.json"), 10);
    replays_under(include_str!("records/rules10-baltic-seed3.json"), 10);
    replays_under(include_str!("records/rules10-baltic-seed6.json"), 10);
}

/// Records made under rules version 11 (before supply's special cases of rules 12: West Berlin, conquered
/// cities, Copenhagen, the BALTAP zone, inland ports, the Baltic Corps HQ sailing), written by the rules-11
/// build, replay to the same game.
#[test]
fn rules_11_records_replay_under_rules_11() {
    replays_under(include_str!("records/rules11-baltic-seed2.json"), 11);
    replays_under(include_str!("records/rules11-baltic-seed3.json"), 11);
    replays_under(include_str!("records/rules11-baltic-seed6.json"), 11);
}

/// Records made under rules version 12 (before HQ rebuilding of rules 13, [29.8]; in seed 6 the Baltic Corps
/// HQ is eliminated on turn 2 and stays so), written by the rules-12 build, replay to the same game.
#[test]
fn rules_12_records_replay_under_rules_12() {
    replays_under(include_str!("records/rules12-baltic-seed2.json"), 12);
    replays_under(include_str!("records/rules12-baltic-seed3.json"), 12);
    replays_under(include_str!("records/rules12-baltic-seed6.json"), 12);
}

/// Records made under rules version 13 (before chemical warfare of rules 14, [22.0]: no record of rules 13
/// has the `chemical` option), written by the rules-13 build, replay to the same game.
#[test]
fn rules_13_records_replay_under_rules_13() {
    replays_under(include_str!("records/rules13-baltic-seed2.json"), 13);
    replays_under(include_str!("records/rules13-baltic-seed3.json"), 13);
    replays_under(include_str!("records/rules13-baltic-seed6.json"), 13);
}

/// Records made under rules version 14 (before nuclear warfare of rules 15, [21.0]: no record of rules 14
/// has the `nuclear` option), written by the rules-14 build, replay to the same game; one of them plays with
/// chemical warfare on (its segments, the computer's "resolve and finish" each time).
#[test]
fn rules_14_records_replay_under_rules_14() {
    replays_under(include_str!("records/rules14-baltic-seed2.json"), 14);
    replays_under(include_str!("records/rules14-baltic-seed3.json"), 14);
    replays_under(include_str!("records/rules14-baltic-seed6.json"), 14);
    replays_under(include_str!("records/rules14-baltic-seed2-chemical.json"), 14);
}

/// Records made under rules version 15 (before rules 16's resupply bases, [10.3.3.5], and the nuked-hex
/// retreat, [21.1.3] 8), written by the rules-15 build, replay to the same game; one of them plays with
/// nuclear warfare on.
#[test]
fn rules_15_records_replay_under_rules_15() {
    replays_under(include_str!("records/rules15-baltic-seed2.json"), 15);
    replays_under(include_str!("records/rules15-baltic-seed3.json"), 15);
    replays_under(include_str!("records/rules15-baltic-seed6.json"), 15);
    replays_under(include_str!("records/rules15-baltic-seed5-nuclear.json"), 15);
}

/// Records made under rules version 16 (before the planned Air Strike Segment of rules 17, [23.2.4]: each
/// air point rolled as it was flown; each of these strikes in it), written by the rules-16 build, replay to
/// the same game.
#[test]
fn rules_16_records_replay_under_rules_16() {
    replays_under(include_str!("records/rules16-baltic-seed2.json"), 16);
    replays_under(include_str!("records/rules16-baltic-seed3.json"), 16);
    replays_under(include_str!("records/rules16-baltic-seed6.json"), 16);
}

/// Records made under rules version 17 (before the declared Helicopter Movement Segment of rules 18,
/// [15.2]: each helicopter operation's flak rolled as it was flown; each of these flies helicopters in it,
/// and seeds 1, 4 and 7 roll flak), written by the rules-17 build, replay to the same game.
#[test]
fn rules_17_records_replay_under_rules_17() {
    replays_under(include_str!("records/rules17-baltic-seed1.json"), 17);
    replays_under(include_str!("records/rules17-baltic-seed4.json"), 17);
    replays_under(include_str!("records/rules17-baltic-seed7.json"), 17);
}

/// A record made under rules version 22 (before rules 23's [33.3.2], E23: a Reforger site no ground unit),
/// written by the rules-22 build: the first 60 decisions of `sandtable random nato --scenario
/// long_fortnight --seed 4`, to the Pact's first Air Strike Segment, whose choices the US Reforger sites'
/// airspace shapes ([11.0]: under rules 22 each site was a NATO unit giving airspace). It replays to the
/// same game; the same decisions read under rules 23 are another game, which the replay refuses.
#[test]
fn rules_22_fortnight_record_replays_under_rules_22() {
    replays_only_under(include_str!("records/rules22-fortnight-seed4-60.json"), 22, "the sites read as rules 23 reads them make another game");
}

/// A record made under rules version 23 (before rules 24's [35.3.1], E24: the Move to the GDP activating
/// only the non-French units in West Germany outside West Berlin), written by the rules-23 build: the first
/// 140 decisions of `sandtable random nato --scenario long_fortnight --seed 4`, into NATO's first Rail
/// Movement Segment, where French divisions, Dutch brigades in the Netherlands and a Danish unit entrain
/// (under rules 23 every NATO unit of the set-up was active on turn 1). It replays to the same game; the
/// same decisions read under rules 24 are another game, which the replay refuses.
#[test]
fn rules_23_fortnight_record_replays_under_rules_23() {
    replays_only_under(include_str!("records/rules23-fortnight-seed4-140.json"), 23, "the Move to the GDP read as rules 24 reads it makes another game");
}

/// A record made under rules version 24 (before rules 25's [35.3.2] and [35.2], E25: NATO moving
/// tactically only in the Move to the GDP's player turn, and the Pact's strikes activating the nation of
/// the NATO units they strike), written by the rules-24 build: the first 140 decisions of `sandtable
/// random nato --scenario long_fortnight --seed 4`, where the Pact's first turn strikes the Danish 1st
/// Zealand Brigade (1411) and NATO's Move to the GDP places Entraining markers on West German, US, British,
/// Belgian and Danish units. It replays to the same game; the same decisions read under rules 25 are another
/// game, which the replay refuses.
#[test]
fn rules_24_fortnight_record_replays_under_rules_24() {
    replays_only_under(include_str!("records/rules24-fortnight-seed4-140.json"), 24, "the Move to the GDP read as rules 25 reads it makes another game");
}

/// A record made under rules version 25 (before rules 26's E26: [35.3.3]'s die cap and [35.3.6]'s forward
/// defence binding the Reserve Phase's tactical move of the Move to the GDP's player turn), written by the
/// rules-25 build: the first 150 decisions of `sandtable random nato --scenario long_fortnight --seed 4`,
/// into game turn 2. In NATO's Reserve Phase of turn 1 the US 1/3ID Brigade (the US die 2) is offered 16
/// hexes (rules 26 offers 3) and stays; the West German 27th Airborne Brigade (the West German die 3)
/// moves from 3420 to 3322, which rules 26 does not offer. It replays to the same game; the same decisions
/// read under rules 26 are another game, which the replay refuses.
#[test]
fn rules_25_fortnight_record_replays_under_rules_25() {
    replays_only_under(include_str!("records/rules25-fortnight-seed4-150.json"), 25, "the Move to the GDP's Reserve Phase read as rules 26 reads it makes another game");
}

/// The record replays to the same game under `rules`, and the same decisions read under the next version
/// make another game, which the replay refuses (`why`).
fn replays_only_under(text: &str, rules: u32, why: &str) {
    replays_under(text, rules);
    let mut r = Record::from_json(text).expect("a record");
    r.header.rules = rules + 1;
    assert!(Match::<Nato>::replay(&r).is_err(), "{why}");
}
