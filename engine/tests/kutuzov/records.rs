//! Records made under rules version 1 (before the interphase's deployment and hand limit, entrenchments and the
//! rest of rules 2) replay to the same game: each was written by the rules-1 build's `sandtable random kutuzov`
//! and carries its action checksum, which the replay checks.

use engine::games::kutuzov::Kutuzov;
use engine::record::Record;
use engine::session::Match;

fn replays(text: &str) {
    let r = Record::from_json(text).expect("a record");
    assert_eq!(r.header.rules, 1);
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
