//! KUT 1.8 (L255–L257): the Battleground chart records a battle's damage: each side's hits are kept from round
//! to round, and the battle is judged on the whole (12.52).

use super::common::*;
use engine::games::kutuzov::data::{Nation, FS, R2};
use engine::games::kutuzov::state::State;
use engine::games::kutuzov::Kutuzov;
use engine::Game;

/// R2 builds 2 SP into Ukraine beside Schwarzenberg's 4 Austrian SP (KUT 6.33) and ends its impulse; the
/// Austrians stand: the battle is next, its dice scripted by the caller.
fn battle_ahead() -> State {
    let mut s = spending(R2);
    put_leader(&mut s, "schwarzenberg", "zone-ukraine");
    put(&mut s, FS, Nation::Austrian, "zone-ukraine", 4);
    act(&mut s, "build r2 zone-ukraine");
    act(&mut s, "build r2 zone-ukraine");
    if Kutuzov::prompt(&s).id == "kut.spend" {
        act(&mut s, "done");
    }
    act(&mut s, "done");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.evade");
    s
}

fn fight(s: &mut State, dice: Vec<u8>) {
    s.chance.script.dice = dice;
    act(s, "done");
    while Kutuzov::prompt(s).id == "kut.window_battle" {
        act(s, "done");
    }
}

#[test]
fn the_battle_s_damage_adds_up_from_round_to_round() {
    // KUT 1.8: the chart keeps the damage. Round 1: one 6 each, a tie (1–1); round 2: the Tsarists' one 6. The
    // record reads 1–1, then 1–2 (the Austrians' hits counted with round 1's), and the Tsarists win on the whole.
    // Round 1's dice per side, from a battle of all 1s.
    let mut dry = battle_ahead();
    fight(&mut dry, vec![1; 200]);
    let counts: Vec<usize> = dry.log.iter().filter(|e| e.id == "kut.battle_dice").take(2).map(|e| {
        e.args.iter().find_map(|a| if let engine::Arg::Dice(d) = a { Some(d.len()) } else { None }).unwrap()
    }).collect();
    let (tsarist, imperial) = (counts[0], counts[1]);
    let mut s = battle_ahead();
    let mut dice = vec![6];
    dice.extend(vec![1; tsarist - 1]);
    dice.push(6);
    dice.extend(vec![1; imperial - 1]);
    dice.push(6);
    dice.extend(vec![1; 100]);
    fight(&mut s, dice);
    // kut.battle_round: the round, then the hits the attacker (R2) and the defender (the Austrians) suffered.
    assert_eq!(log_nums(&s, "kut.battle_round"), vec![vec![1, 1, 1], vec![2, 1, 2]]);
    assert!(s.log.iter().any(|e| e.id == "kut.battle_won" && e.args[0] == engine::Arg::Key("kut.camp.tsarist".into())));
}
