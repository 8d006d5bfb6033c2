//! Empire of the Sun's tournament rules: the counting of the yearly schedules (17.27, 17.38, 17.48: a hex
//! counts as taken only with a supplied non-HQ unit in it) and 16.48's bid (victory points in the
//! scenarios, Political Will after Operation Z in the campaign).

use crate::common;
use common::act;
use engine::games::empire_of_the_sun::data::Side;
use engine::games::empire_of_the_sun::political::schedules;
use engine::games::empire_of_the_sun::state::*;

fn start(scenario: &str, options: &[(&str, &str)]) -> State {
    common::start(scenario, 3, options)
}

/// 17.38 (L2183): under the tournament rule a North India hex Japan controls without a supplied non-HQ
/// unit in it counts for the side that held it at the start (line D).
#[test]
fn tournament_counting_needs_a_supplied_unit() {
    for tournament in [false, true] {
        let mut s = start("s1943", if tournament { &[("tournament", "on")] } else { &[] });
        let geo = s.geo().clone();
        let h = geo
            .hexes
            .iter()
            .copied()
            .find(|&h| s.hex_data(h).is_some_and(|d| d.in_region("north_india")) && s.controller(h) == Some(Side::Allied) && s.units_at(h).is_empty())
            .expect("an empty Allied North India hex");
        s.set_control(h, Side::Japanese);
        let sup = engine::games::empire_of_the_sun::supply::compute(&s);
        let n = schedules::condition(&s, &sup, "north_india_hex");
        assert_eq!(n, if tournament { 0 } else { 1 }, "tournament {tournament}");
    }
}

/// 16.48A: a bid of 2 by the Japanese player comes off the Japanese points; −1 (the Allied player's) adds
/// one.
#[test]
fn the_bid_changes_the_japanese_points() {
    let plain = start("s1943", &[]);
    let total = |s: &State| schedules::victory_points(s, "s1943").iter().map(|(_, n)| n).sum::<i32>();
    let base = total(&plain);
    let japan = start("s1943", &[("bid", "2")]);
    assert_eq!(total(&japan), base - 2);
    assert!(schedules::victory_points(&japan, "s1943").contains(&("bid".to_string(), -2)));
    let allies = start("s1943", &[("bid", "-1")]);
    assert_eq!(total(&allies), base + 1);
}

/// 16.48B: in the campaign the bid moves US Political Will once Operation Z has raised it to +8.
#[test]
fn the_campaign_bid_is_political_will() {
    let mut s = start("campaign", &[("bid", "2")]);
    assert!(schedules::bid_line(&s).is_none(), "no VP bid in the campaign");
    act(&mut s, "ec 1");
    for k in ["jp-cv-akagi", "jp-cv-soryu", "jp-cv-shokaku", "jp-bb-hiei"] {
        act(&mut s, &format!("activate {k}"));
    }
    act(&mut s, "done");
    act(&mut s, "done");
    assert_eq!(s.tracks.pw, 10, "16.48B: +8, then the Japanese player's bid of 2");
}

/// T23 (L1819–L1825): the four bidding examples, as the side the first player (Mark) takes and the bid
/// option they settle on (what the Japanese player pays).
#[test]
fn t23_bidding() {
    use engine::games::empire_of_the_sun::data::Side::{Allied as A, Japanese as J};
    // (a) Mark 1 for Japan, Grant 0 for Japan: Mark plays Japan, −1 Japanese VP at the end.
    assert_eq!(schedules::settle_bids((J, 1), (J, 0)), Some((J, 1)));
    // (b) both bid for the Allies, Grant's 2 wins: the Japanese player (Mark) gets +2.
    assert_eq!(schedules::settle_bids((A, 0), (A, 2)), Some((J, -2)));
    // (c) Mark 2 for Japan, Grant 3 for the Allies: Japan +1.
    assert_eq!(schedules::settle_bids((J, 2), (A, 3)), Some((J, -1)));
    // (d) Mark 3 for Japan, Grant 2 for the Allies: Japan −1.
    assert_eq!(schedules::settle_bids((J, 3), (A, 2)), Some((J, 1)));
    // Equal bids for one side: a die decides.
    assert_eq!(schedules::settle_bids((A, 1), (A, 1)), None);
    // The settled bid is the game's option: (c) adds a point to the Japanese total.
    let base: i32 = schedules::victory_points(&start("s1943", &[]), "s1943").iter().map(|(_, n)| n).sum();
    let c: i32 = schedules::victory_points(&start("s1943", &[("bid", "-1")]), "s1943").iter().map(|(_, n)| n).sum();
    assert_eq!(c, base + 1);
}
