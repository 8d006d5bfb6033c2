//! Empire of the Sun's multi-year and shortened scenarios (17.5–17.9): each starts as the scenario of its
//! first year (its counters, markers, control, hands and first turn) and plays on to the last turn of its
//! last year, where that year's victory schedule decides, or the campaign's victory (16.0) for the
//! shortened campaigns (seed L2405–L2423; scenarios.tsv).

use crate::common;

use common::start;
use engine::games::empire_of_the_sun::political::schedules;
use engine::games::empire_of_the_sun::turn;
use engine::Arg;

/// (scenario, the scenario it starts as, first turn, last turn, the schedule of its end or `None` for
/// the campaign's victory).
const MULTI: [(&str, &str, u8, u8, Option<&str>); 5] = [
    ("s1942_1943", "s1942", 2, 7, Some("s1943")),
    ("s1943_1944", "s1943", 5, 10, Some("s1944")),
    ("s1942_1944", "s1942", 2, 10, Some("s1944")),
    ("short_campaign", "s1942", 2, 12, None),
    ("shorter_campaign", "s1943", 5, 12, None),
];

#[test]
fn each_starts_as_its_first_year() {
    for (multi, base, first, last, schedule) in MULTI {
        let m = start(multi, 7, &[]);
        let b = start(base, 7, &[]);
        assert_eq!(m.units, b.units, "{multi}: the counters of {base}");
        assert_eq!(m.control, b.control, "{multi}: the control of {base}");
        assert_eq!(m.tracks, b.tracks, "{multi}: the markers of {base}");
        for side in 0..2 {
            assert_eq!(m.cards[side].hand.len(), b.cards[side].hand.len(), "{multi}: the hands of {base}");
            assert_eq!(m.cards[side].deck.len() + m.cards[side].hand.len(), b.cards[side].deck.len() + b.cards[side].hand.len(), "{multi}: the decks of {base}");
        }
        assert_eq!((m.first_turn, m.tracks.turn, m.last_turn), (first, first, last), "{multi}: its turns");
        assert_eq!(schedules::schedule(&m).as_deref(), schedule, "{multi}: the victory schedule of its last year");
    }
}

#[test]
fn each_plays_past_its_first_year_and_ends_on_its_last_turn() {
    for (multi, base, _, last, schedule) in MULTI {
        // The end of the first year's last turn ends the one-year scenario and not the longer one.
        let base_last = start(base, 7, &[]).last_turn;
        let mut b = start(base, 7, &[]);
        b.tracks.turn = base_last;
        turn::end_of_turn(&mut b);
        assert!(b.outcome.is_some(), "{base} ends after turn {base_last}");
        let mut m = start(multi, 7, &[]);
        m.tracks.turn = base_last;
        turn::end_of_turn(&mut m);
        assert!(m.outcome.is_none(), "{multi} goes on after turn {base_last}");
        assert_eq!(m.tracks.turn, base_last + 1);
        // Its own last turn ends it, by the schedule of its last year or by the campaign's victory.
        let mut m = start(multi, 7, &[]);
        m.tracks.turn = last;
        turn::end_of_turn(&mut m);
        let o = m.outcome.as_ref().unwrap_or_else(|| panic!("{multi} ends after turn {last}"));
        match schedule {
            Some(sched) => {
                // The points of the last year's schedule (17.38, 17.48), not of the first year's.
                let vp: i32 = schedules::victory_points(&m, sched).iter().map(|(_, n)| n).sum();
                assert_eq!(o.reason, "eots_vp", "{multi}: decided by its schedule, not 16.0");
                assert!(matches!(o.args.first(), Some(Arg::Num(n)) if *n == vp), "{multi}: {vp} points of {sched}, got {:?}", o.args);
            }
            None => assert_eq!(o.reason, "eots_final", "{multi}: the campaign's victory (16.0)"),
        }
    }
}
