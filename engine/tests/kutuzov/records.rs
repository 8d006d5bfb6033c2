//! Records made under rules version 1 (before the interphase's deployment and hand limit, entrenchments and the
//! rest of rules 2) replay to the same game: each was written by the rules-1 build's `sandtable random kutuzov`
//! and carries its action checksum, which the replay checks.

use engine::games::kutuzov::Kutuzov;
use engine::record::Record;
use engine::session::Match;

fn replays(text: &str) {
    replays_under(text, 1);
}

fn replays_under(text: &str, rules: u32) {
    let r = Record::from_json(text).expect("a record");
    assert_eq!(r.header.rules, rules);
    if let Err(e) = Match::<Kutuzov>::replay(&r) {
        panic!("{}", e.0);
    }
}

#[test]
fn rules_1_records_replay_under_rules_1() {
    replays(include_str!("records/rules1-s1-seed2.json"));
    replays(include_str!("records/rules1-s1-seed3.json"));
    replays(include_str!("records/rules1-s1-seed6.json"));
}

/// Records made under rules version 2 (before the card events of rules 3), written by the rules-2 build's
/// `sandtable random kutuzov`, replay to the same game.
#[test]
fn rules_2_records_replay_under_rules_2() {
    replays_under(include_str!("records/rules2-s1-seed2.json"), 2);
    replays_under(include_str!("records/rules2-s1-seed3.json"), 2);
    replays_under(include_str!("records/rules2-s1-seed6.json"), 2);
}

/// Records made under rules version 4 (before #74's siege use and the allies counted as French of rules 5),
/// written by the rules-4 build's `sandtable random kutuzov --seed N`, replay to the same game.
#[test]
fn rules_4_records_replay_under_rules_4() {
    replays_under(include_str!("records/rules4-s1-seed2.json"), 4);
    replays_under(include_str!("records/rules4-s1-seed3.json"), 4);
    replays_under(include_str!("records/rules4-s1-seed6.json"), 4);
}

/// Records made under rules version 5 (before the Supply Trains of #6 and #13 and #109's attrition on the
/// soldiers who moved, rules 6), written by the rules-5 build's `sandtable random kutuzov --seed N`, replay to
/// the same game.
#[test]
fn rules_5_records_replay_under_rules_5() {
    replays_under(include_str!("records/rules5-s1-seed2.json"), 5);
    replays_under(include_str!("records/rules5-s1-seed3.json"), 5);
    replays_under(include_str!("records/rules5-s1-seed6.json"), 5);
}

/// Records made under rules version 6 (before the battle cards' window before each further round and #13 in
/// every response window, rules 7), written by the rules-6 build's `sandtable random kutuzov --seed N`,
/// replay to the same game.
#[test]
fn rules_6_records_replay_under_rules_6() {
    replays_under(include_str!("records/rules6-s1-seed2.json"), 6);
    replays_under(include_str!("records/rules6-s1-seed3.json"), 6);
    replays_under(include_str!("records/rules6-s1-seed6.json"), 6);
}

/// Records made under rules version 7 (before #11 with #67's combined result and the other rules of rules 8),
/// written by the rules-7 build's `sandtable random kutuzov --seed N`, replay to the same game.
#[test]
fn rules_7_records_replay_under_rules_7() {
    replays_under(include_str!("records/rules7-s1-seed2.json"), 7);
    replays_under(include_str!("records/rules7-s1-seed3.json"), 7);
    replays_under(include_str!("records/rules7-s1-seed6.json"), 7);
}

/// Records made under rules version 8 (before the rise opportunities of rules 9), written by the rules-8
/// build's `sandtable random kutuzov --seed N`, replay to the same game.
#[test]
fn rules_8_records_replay_under_rules_8() {
    replays_under(include_str!("records/rules8-s1-seed2.json"), 8);
    replays_under(include_str!("records/rules8-s1-seed3.json"), 8);
    replays_under(include_str!("records/rules8-s1-seed6.json"), 8);
}

/// Records made under rules version 9 (before rules 10's lone soldiers attacking, soldiers evading piece by
/// piece and the second evasion in a zone), written by the rules-9 build's `sandtable random kutuzov --seed N`,
/// replay to the same game.
#[test]
fn rules_9_records_replay_under_rules_9() {
    replays_under(include_str!("records/rules9-s1-seed2.json"), 9);
    replays_under(include_str!("records/rules9-s1-seed3.json"), 9);
    replays_under(include_str!("records/rules9-s1-seed6.json"), 9);
}

/// Records made under rules version 10 (before rules 11's bridges: scenario 1's To the Bridges markers and
/// deployment, the permanent bridges of scenarios 2–4), written by the rules-10 build's `sandtable random
/// kutuzov --seed N`, replay to the same game.
#[test]
fn rules_10_records_replay_under_rules_10() {
    replays_under(include_str!("records/rules10-s1-seed2.json"), 10);
    replays_under(include_str!("records/rules10-s1-seed3.json"), 10);
    replays_under(include_str!("records/rules10-s1-seed6.json"), 10);
}

/// Records made under rules version 11 (before rules 12's choice of the army entering an enemy zone, 10.71),
/// written by the rules-11 build's `sandtable random kutuzov --seed N`, replay to the same game.
#[test]
fn rules_11_records_replay_under_rules_11() {
    replays_under(include_str!("records/rules11-s1-seed2.json"), 11);
    replays_under(include_str!("records/rules11-s1-seed3.json"), 11);
    replays_under(include_str!("records/rules11-s1-seed6.json"), 11);
}

/// Records made under rules version 12 (before rules 13's army groups, 10.6, 13.36, 9.31 a), written by the
/// rules-12 build's `sandtable random kutuzov --seed N`, replay to the same game.
#[test]
fn rules_12_records_replay_under_rules_12() {
    replays_under(include_str!("records/rules12-s1-seed2.json"), 12);
    replays_under(include_str!("records/rules12-s1-seed3.json"), 12);
    replays_under(include_str!("records/rules12-s1-seed6.json"), 12);
}

/// Records made under rules version 13 (before rules 14's sea movement, 15.1, 15.2), written by the rules-13 build's
/// `sandtable random kutuzov --seed N`, replay to the same game.
#[test]
fn rules_13_records_replay_under_rules_13() {
    replays_under(include_str!("records/rules13-s1-seed2.json"), 13);
    replays_under(include_str!("records/rules13-s1-seed3.json"), 13);
    replays_under(include_str!("records/rules13-s1-seed6.json"), 13);
}

/// Records made under rules version 14 (before rules 15's Emergency Recovery, KUT 9, 5.23), written by the
/// rules-14 build's `sandtable random kutuzov --seed N`, replay to the same game.
#[test]
fn rules_14_records_replay_under_rules_14() {
    replays_under(include_str!("records/rules14-s1-seed2.json"), 14);
    replays_under(include_str!("records/rules14-s1-seed3.json"), 14);
    replays_under(include_str!("records/rules14-s1-seed6.json"), 14);
}

/// Records made under rules version 15 (before rules 16's army groups' interception and partner armies, 11.51,
/// 10.61), written by the rules-15 build's `sandtable random kutuzov --seed N`, replay to the same game.
#[test]
fn rules_15_records_replay_under_rules_15() {
    replays_under(include_str!("records/rules15-s1-seed2.json"), 15);
    replays_under(include_str!("records/rules15-s1-seed3.json"), 15);
    replays_under(include_str!("records/rules15-s1-seed6.json"), 15);
}

/// Records made under rules version 16 (before rules 17's allied flags, KUT 7.1, L749; 10.12; Play Book 9.3),
/// written by the rules-16 build's `sandtable random kutuzov --seed N`, replay to the same game.
#[test]
fn rules_16_records_replay_under_rules_16() {
    replays_under(include_str!("records/rules16-s1-seed2.json"), 16);
    replays_under(include_str!("records/rules16-s1-seed3.json"), 16);
    replays_under(include_str!("records/rules16-s1-seed6.json"), 16);
}

/// Records made under rules version 17 (before rules 18's Prussian revolt, Play Book 9.3, L2696), written by the
/// rules-17 build's `sandtable random kutuzov --seed N`, replay to the same game.
#[test]
fn rules_17_records_replay_under_rules_17() {
    replays_under(include_str!("records/rules17-s1-seed2.json"), 17);
    replays_under(include_str!("records/rules17-s1-seed3.json"), 17);
    replays_under(include_str!("records/rules17-s1-seed6.json"), 17);
}

/// Records made under rules version 18 (before rules 19's soldiers set aside from a battle, KUT 11.6 L1148,
/// 10.72 L1061–L1063; E45, E77), written by the rules-18 build's `sandtable random kutuzov --seed N`, replay to
/// the same game.
#[test]
fn rules_18_records_replay_under_rules_18() {
    replays_under(include_str!("records/rules18-s1-seed2.json"), 18);
    replays_under(include_str!("records/rules18-s1-seed3.json"), 18);
    replays_under(include_str!("records/rules18-s1-seed6.json"), 18);
}

/// Records made under rules version 20 (before rules 21's building into a zone the enemy holds, KUT 6.33 L716–L718,
/// E78, and resources halving an attrition roll, 16.4 L1806–L1810, E79), written by the rules-20 build's `sandtable
/// random kutuzov --seed N`, replay to the same game.
#[test]
fn rules_20_records_replay_under_rules_20() {
    replays_under(include_str!("records/rules20-s1-seed2.json"), 20);
    replays_under(include_str!("records/rules20-s1-seed3.json"), 20);
    replays_under(include_str!("records/rules20-s1-seed6.json"), 20);
}
