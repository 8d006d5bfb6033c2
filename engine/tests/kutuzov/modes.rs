//! The seat modes (KUT 2.1–2.33) and the side auction (KUT 2.34): who holds which Power, who sees which hand.

use super::common::*;
use engine::games::kutuzov::auction;
use engine::games::kutuzov::data::{FN, FS, R1, R2};
use engine::games::kutuzov::{roles_for, view, Kutuzov};
use engine::{Game, Viewer};

#[test]
fn split_personality_gives_each_player_one_power_of_each_camp() {
    // KUT 2.33 (L327): one player FN and R2, the other FS and R1 — not a camp each (2.31).
    let r = roles_for("split");
    assert_eq!(r.player_of(FN), r.player_of(R2));
    assert_eq!(r.player_of(FS), r.player_of(R1));
    assert_ne!(r.player_of(FN), r.player_of(FS), "the Imperial Powers are held by different players");
    assert_ne!(r.player_of(R1), r.player_of(R2));
    let two = roles_for("2");
    assert_eq!(two.player_of(FN), two.player_of(FS), "2.31 is a camp each");
    r.check().unwrap();
    roles_for("split-open").check().unwrap();
}

#[test]
fn split_personality_hides_the_other_players_hands_unless_they_agreed_to_open_them() {
    // KUT 2.33 (L331): the players agree at the start whether their cards are open.
    let s = Kutuzov::setup(&header("s1", 5, "split"), Kutuzov::builtin_data()).unwrap();
    let v = |s, viewer, p| view::sees_hand(s, viewer, p);
    assert!(v(&s, Viewer::Role(FN), R2), "a player sees both his Powers' hands");
    assert!(!v(&s, Viewer::Role(FN), FS), "not his camp partner's: another player holds FS");
    assert!(!v(&s, Viewer::Role(FN), R1));
    let kv = Kutuzov::view(&s, Viewer::Role(FN));
    assert!(kv.hands[FN as usize].cards.is_some() && kv.hands[R2 as usize].cards.is_some());
    assert!(kv.hands[FS as usize].cards.is_none() && kv.hands[R1 as usize].cards.is_none());
    let open = Kutuzov::setup(&header("s1", 5, "split-open"), Kutuzov::builtin_data()).unwrap();
    assert!((0..4).all(|p| v(&open, Viewer::Role(FN), p)), "open hands: every hand is seen");
    assert!(!Kutuzov::roles("s1", &header("s1", 5, "split-open").options).separate(FN, FS), "no curtain between open hands");
    assert!(Kutuzov::roles("s1", &header("s1", 5, "split").options).separate(FN, FS), "the curtain comes down between closed hands");
}

#[test]
fn three_players_with_one_imperial_the_tsarist_players_may_show_each_other_cards() {
    // KUT 2.22 (L309–L311): one player FN and FS; R1's and R2's players may show each other cards.
    let r = roles_for("3i");
    assert_eq!(r.player_of(FN), r.player_of(FS));
    assert_ne!(r.player_of(R1), r.player_of(R2));
    assert!(!r.separate(R1, R2), "partners: no curtain between them");
    assert!(r.separate(FN, R1));
    assert!(roles_for("4").separate(R1, R2), "KUT 2.1: not even partners in the four-player game");
}

#[test]
fn an_unknown_mode_is_refused_with_the_list() {
    let e = Kutuzov::setup(&header("s1", 1, "5"), Kutuzov::builtin_data()).unwrap_err();
    assert!(e.0.contains("split-open"), "{}", e.0);
}

fn with_bid(power: &str, n: &str) -> engine::record::Header {
    let mut h = header("s1", 9, "2");
    h.options.insert("bid".into(), power.into());
    h.options.insert("bid_sp".into(), n.into());
    h
}

#[test]
fn the_auction_winner_removes_its_bid_in_sp_of_its_powers_soldiers() {
    // KUT 2.34 (L337): the highest bidder removes as many SP of the Power it chose; nobody else pays.
    let plain = Kutuzov::setup(&header("s1", 9, "2"), Kutuzov::builtin_data()).unwrap();
    let s = Kutuzov::setup(&with_bid("r1", "3"), Kutuzov::builtin_data()).unwrap();
    let on_map = |s: &engine::games::kutuzov::state::State, c: usize| s.sp.iter().map(|x| x[c] as u32).sum::<u32>();
    for c in 0..6 {
        let paid = if c == auction::own_contingent(R1) { 3 } else { 0 };
        assert_eq!(on_map(&plain, c) - on_map(&s, c), paid, "contingent {c}");
    }
    // From the biggest stack.
    let biggest = (0..plain.sp.len()).max_by_key(|&i| (plain.sp[i][4], std::cmp::Reverse(i))).unwrap();
    assert!(s.sp[biggest][4] < plain.sp[biggest][4]);
    assert!(log_nums(&s, "kut.auction").iter().any(|n| n.contains(&3)));
    // The Imperial bid is paid in French SP, never in the allies'.
    let f = Kutuzov::setup(&with_bid("fn", "2"), Kutuzov::builtin_data()).unwrap();
    assert_eq!(on_map(&plain, 0) - on_map(&f, 0), 2);
    assert_eq!(on_map(&plain, 1), on_map(&f, 1), "no Prussian SP");
}

#[test]
fn no_bid_costs_nothing_and_a_bad_bid_is_refused() {
    let plain = Kutuzov::setup(&header("s1", 9, "2"), Kutuzov::builtin_data()).unwrap();
    let none = Kutuzov::setup(&with_bid("none", "5"), Kutuzov::builtin_data()).unwrap();
    assert_eq!(plain.sp, none.sp);
    for (p, n) in [("fr", "1"), ("fn", "0"), ("fn", "11"), ("fn", "x")] {
        assert!(Kutuzov::setup(&with_bid(p, n), Kutuzov::builtin_data()).is_err(), "{p} {n}");
    }
}
