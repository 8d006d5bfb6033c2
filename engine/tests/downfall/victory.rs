//! Victory (DF 13) and VP accounting (DF 13.1, L1900–L1906).

use engine::games::downfall::data::Ideology::{self, Axis, Soviet, Western};
use engine::games::downfall::victory;
use engine::games::downfall::Downfall;
use engine::Game;

use super::common::*;

/// DF 13.1: a Soviet gain or a Western loss 1 toward the Soviets; a Western gain or Soviet loss 1 toward the
/// West; one Ally taking it from the other 2 toward the gainer.
#[test]
fn vp_accounting() {
    assert_eq!(victory::vp_change(Axis, Soviet), -1);
    assert_eq!(victory::vp_change(Axis, Western), 1);
    assert_eq!(victory::vp_change(Western, Axis), -1);
    assert_eq!(victory::vp_change(Soviet, Axis), 1);
    assert_eq!(victory::vp_change(Soviet, Western), 2);
    assert_eq!(victory::vp_change(Western, Soviet), -2);
}

/// DF 13 (L1890): the VP marker entering the 10 box wins at once for that side's player, both factions.
#[test]
fn ten_vp_wins_for_both_factions_of_the_player() {
    let mut s = start("campaign", 1);
    s.vp = -9;
    let rostov = s.data().hexes.values().find(|x| x.city.as_deref() == Some("rostov")).unwrap().id;
    s.cities.insert(rostov, Ideology::Axis);
    s.enter(rostov, Ideology::Soviet);
    let o = Downfall::outcome(&s).expect("the game is over");
    assert_eq!(o.winning_seats(), vec![2, 3], "the Soviet player: Soviets and OKW");
    assert_eq!(o.reason, "df_vp10");
    assert!(Downfall::prompt(&s).actions.is_empty());
}

/// DF 13 (L1895): turn 8, weather space 61: the VP leader wins; on a tie Berlin's controller; Berlin still
/// Axis: a draw (no action cards in hand).
#[test]
fn turn_eight_ends_the_war() {
    for (vp, berlin, winners) in [(2i8, Axis, Some(vec![0u8, 1])), (-1, Axis, Some(vec![2, 3])), (0, Soviet, Some(vec![2, 3])), (0, Western, Some(vec![0, 1])), (0, Axis, None)] {
        let mut s = start("overlord", 1);
        s.turn = 8;
        s.vp = vp;
        let b = s.data().hexes.values().find(|x| x.city.as_deref() == Some("berlin")).unwrap().id;
        s.cities.insert(b, berlin);
        s.init = [58, 59, 62, 63];
        s.weather_pos = 55;
        s.chance.script.dice = vec![3, 3];
        engine::games::downfall::round::weather_update(&mut s, engine::games::downfall::data::Faction::West);
        let o = Downfall::outcome(&s).expect("the war is over");
        match winners {
            Some(w) => assert_eq!(o.winning_seats(), w, "vp {vp}, Berlin {berlin:?}"),
            None => assert_eq!(o.winner, None),
        }
    }
}

/// German surrender (DF 13, L1897): every objective but Oslo in Allied hands ends the game.
#[test]
fn german_surrender() {
    let mut s = start("overlord", 1);
    let objectives: Vec<_> = s.data().hexes.values().filter(|x| x.objective).map(|x| (x.id, x.city.clone())).collect();
    for (h, c) in &objectives {
        let who = if c.as_deref() == Some("oslo") { Axis } else { Soviet };
        s.cities.insert(*h, who);
    }
    let berlin = objectives.iter().find(|(_, c)| c.as_deref() == Some("berlin")).unwrap().0;
    s.cities.insert(berlin, Axis);
    s.vp = 0;
    s.enter(berlin, Western);
    let o = Downfall::outcome(&s).expect("Germany surrenders");
    assert_eq!(o.reason, "df_surrender");
    assert_eq!(o.winning_seats(), vec![0, 1], "VP +1 for Berlin: the West leads");
}
