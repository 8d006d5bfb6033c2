//! Building into a zone (KUT 6.33), flags and Morale Loss markers (7.2), no card shown or traded (8.2), each camp's
//! own markers (9.11), an army group's parts moving (10.64) and the resources' other uses by camp (16.5).

use engine::games::kutuzov::data::{Nation, FN, FS, IMPERIAL, R1, R2, TSARIST};
use engine::games::kutuzov::impulse::Impulse;
use engine::games::kutuzov::state::{Place, Step};
use engine::games::kutuzov::{morale, Kutuzov};
use engine::{Game, Viewer};

use super::common::*;

#[test]
fn soldiers_built_in_a_zone_join_the_formation_there() {
    // KUT 6.33: soldiers built into a zone where a friendly formation stands join it at once: Platov's army in
    // Ukraine takes the new SP and marches on with them.
    let mut s = spending(R2);
    put_leader(&mut s, "platov", "zone-ukraine");
    put(&mut s, R2, Nation::Russian, "zone-ukraine", 1);
    act(&mut s, "build r2 zone-ukraine");
    let ukraine = sp(&s, "zone-ukraine");
    assert_eq!(s.sp[ukraine as usize][5], 2);
    let to = notations(&s).into_iter().find(|n| n.starts_with("move platov ")).expect("Platov moves");
    act(&mut s, &to);
    let Place::Map(at) = leader_at(&s, "platov") else { panic!() };
    assert_eq!((s.sp[at as usize][5], s.sp[ukraine as usize][5]), (2, 0), "both SP went with him");
}

#[test]
fn a_flag_on_an_enemy_depot_costs_its_camp_a_morale_loss_marker() {
    // KUT 7.2 (Play Book 9.11): a flag on an enemy depot gives its owner's camp a Morale Loss marker; a flag on
    // an ordinary duchy does not. A Tsarist flag in an Imperial home duchy gives the Imperials one.
    let mut s = spending(FS);
    put(&mut s, FS, Nation::French, "kiev", 1);
    put(&mut s, FS, Nation::French, "pinsk", 1);
    act(&mut s, "flag pinsk");
    assert_eq!(s.loss, [0, 0]);
    act(&mut s, "flag kiev");
    assert_eq!(s.loss, [0, 1], "Kiev is R2's depot");
    let mut s = spending(R1);
    put(&mut s, R1, Nation::Russian, "ostrolenka", 1);
    act(&mut s, "flag ostrolenka");
    assert_eq!(s.loss, [1, 0]);
}

#[test]
fn no_player_sees_another_power_s_cards() {
    // KUT 8.2: cards are neither shown nor traded unless an event allows (2.2, 2.3 allow it to some players):
    // in the four-player game each Power sees its own hand only, and no action gives a card away.
    let s = start("s1", 81);
    for seat in 0..4u8 {
        let v = Kutuzov::view(&s, Viewer::Role(seat));
        for p in 0..4usize {
            assert_eq!(v.hands[p].cards.is_some(), p == seat as usize, "seat {seat} sees hand {p}?");
        }
    }
    assert!(!notations(&s).iter().any(|n| n.starts_with("give") || n.starts_with("trade") || n.starts_with("show")));
}

#[test]
fn morale_markers_are_each_camp_s_own() {
    // KUT 9.11: Morale Loss and Gain markers are held per camp: the Tsarists' do not touch the Imperials'.
    let mut s = start("s1", 82);
    s.loss = [0, 0];
    s.gain = [2, 0];
    morale::add_loss(&mut s, TSARIST, 3);
    assert_eq!((s.loss, s.gain), ([0, 3], [2, 0]), "the Imperial Gain markers cancel none of them");
    morale::add_loss(&mut s, IMPERIAL, 1);
    assert_eq!((s.loss, s.gain), ([0, 3], [1, 0]));
}

#[test]
fn an_army_may_leave_its_group_and_move_alone() {
    // KUT 10.64: a group's armies move together for 1 CP each, or part of it moves: Ney's army leaves Davout's
    // group for 1 CP, and the group pays 2.
    let mut s = spending(FN);
    let vilna = sp(&s, "vilna");
    s.flags[vilna as usize] = Some(FN);
    put_leader(&mut s, "davout", "vilna");
    put_leader(&mut s, "ney", "vilna");
    put(&mut s, FN, Nation::French, "vilna", 9);
    for x in ["lida", "volozhin"] {
        let i = sp(&s, x);
        s.flags[i as usize] = Some(FN);
    }
    act(&mut s, "move ney lida");
    assert_eq!(cp_left(&s), 4);
    assert_eq!(leader_at(&s, "ney"), Place::Map(sp(&s, "lida")));
    assert_eq!(leader_at(&s, "davout"), Place::Map(vilna), "Davout stays");
    assert!(s.sp[sp(&s, "lida") as usize][0] >= 1, "Ney takes soldiers of his own");
    // The whole group: two armies, 2 CP.
    let mut s = spending(FN);
    s.flags[vilna as usize] = Some(FN);
    put_leader(&mut s, "davout", "vilna");
    put_leader(&mut s, "ney", "vilna");
    put(&mut s, FN, Nation::French, "vilna", 9);
    let lida = sp(&s, "lida");
    s.flags[lida as usize] = Some(FN);
    act(&mut s, "move-group davout lida");
    assert_eq!(cp_left(&s), 3);
    assert_eq!((leader_at(&s, "davout"), leader_at(&s, "ney")), (Place::Map(lida), Place::Map(lida)));
}

#[test]
fn resources_other_uses_by_camp() {
    // KUT 16.5: Imperial Attrition Loss markers are the Imperials' to remove with resources (16.51); Morale Loss
    // markers any Power's (16.54); scorching is the Tsarists' only (16.57).
    let mut s = bare_s1(&[FIVE_CP], &[]);
    s.bridge_first_impulse.clear();
    s.resources = [2, 2, 2, 2];
    assert!(offered(&s, "attrition-resource") && offered(&s, "morale-resource"));
    assert!(!notations(&s).iter().any(|n| n.starts_with("scorch")));
    let mut s = bare_s1(&[], &[FIVE_CP]);
    s.resources = [2, 2, 2, 2];
    s.steps = vec![Step::Impulse(Impulse::new(R1))];
    assert_eq!(Kutuzov::prompt(&s).seat, Some(R1));
    assert!(!offered(&s, "attrition-resource") && offered(&s, "morale-resource"));
    let _ = (FS, R2);
}

#[test]
fn balkan_insurrection_removes_no_soldier_so_no_shortfall_is_built() {
    // KUT 5.12 (L579–L586): an event removing more soldiers than the Power has on the map makes it build the
    // rest at once, outside its impulse. #26 Balkan Insurrection, the seed's example, has no text in the seed: it
    // is played for no effect (E24). R2, with no soldier on the map, plays it: nothing is removed, nothing is
    // built, no build is asked for.
    let mut s = bare_s1(&[], &[]);
    give_card(&mut s, R2, 26);
    s.steps = vec![Step::Impulse(Impulse::new(R2))];
    let regroup = s.regroup;
    act(&mut s, "card 26");
    assert_eq!(s.sp.iter().flatten().map(|&n| n as u32).sum::<u32>(), 0, "no soldier placed");
    assert_eq!(s.regroup, regroup, "none removed to the Regroup Box either");
    assert!(!notations(&s).iter().any(|n| n.starts_with("build") || n.starts_with("regroup")), "{:?}", notations(&s));
    assert_eq!(log_nums(&s, "kut.card_cp").last(), Some(&vec![0]), "played for 0 CP and no event");
}

#[test]
fn a_rule_cannot_be_misapplied_an_action_the_rules_do_not_offer_is_refused() {
    // KUT 18.1 (L2046–L2048, D48): a rule misapplied stands once the next Power has played a card. The engine
    // lets no rule be misapplied: Davout's march from Kovno to Moscow, not a line of march, and R1 acting in FN's
    // impulse are refused, and nothing changes.
    use engine::games::kutuzov::Action;
    let mut s = spending(FN);
    put_leader(&mut s, "davout", "kovno");
    put(&mut s, FN, Nation::French, "kovno", 4);
    let davout = s.data.leader("davout").unwrap();
    let far = Action::Move { leader: davout, to: sp(&s, "moscow") };
    let (cp, log) = (cp_left(&s), s.log.len());
    assert!(Kutuzov::apply(&mut s, FN, &far).is_err(), "a move to a space not adjacent is no legal action");
    assert!(Kutuzov::apply(&mut s, R1, &Action::Done).is_err(), "R1 has no decision in FN's impulse");
    assert_eq!((cp_left(&s), s.log.len()), (cp, log));
    assert_eq!(leader_at(&s, "davout"), Place::Map(sp(&s, "kovno")));
    // The legal move is taken.
    let next = Action::Move { leader: davout, to: sp(&s, "vilkomir") };
    assert!(Kutuzov::apply(&mut s, FN, &next).is_ok());
}
