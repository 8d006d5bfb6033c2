//! Helicopter movement ([18.0]–[18.3]) and flak on its passengers' legs ([19.1.3], [19.1.4]): the seed's
//! worked examples (digest §6: HEL-1, HEL-2), each citing its line, and each rule read both ways. Dice are
//! scripted.

use engine::games::nato::actions::Action;
use engine::games::nato::air::flak;
use engine::games::nato::data::{row_hex, HexId, Side, GRID};
use engine::games::nato::game::Nato;
use engine::games::nato::heliborne;
use engine::games::nato::transport;
use engine::games::nato::state::{Loc, State, Step, UnitId};
use engine::Game;

use super::common::{dice, hex, state};

/// An empty state playing helicopter movement (rules 7) on turn 2 (no Surprise), in `side`'s Helicopter
/// Movement Segment, with `commands` of its helicopter commands in the Ready box.
pub fn heli(side: Side, commands: usize) -> State {
    let mut s = state();
    s.rules = heliborne::RULES;
    s.turn = 2;
    s.player = side;
    // A decision waits below the segment, so that nothing after it runs on its own.
    s.steps = vec![Step::TurnEnd, Step::Movement(side), Step::Heli(side)];
    let prefix = if side == Side::Wp { "wp-helicopter-" } else { "nato-helicopter-" };
    for i in 1..=commands {
        let c = s.data().unit(&format!("{prefix}{i}")).unwrap();
        s.units[c].loc = Loc::Transport;
    }
    s
}

fn command(s: &State, key: &str) -> UnitId {
    s.data().unit(key).unwrap() as UnitId
}

fn nb(id: &str) -> Vec<HexId> {
    GRID.neighbours(row_hex(hex(id))).into_iter().map(|n| hex(&n.id())).collect()
}

fn adjacent(a: HexId, b: HexId) -> bool {
    nb(&engine::games::nato::data::hex_name(a)).contains(&b)
}

pub fn answer(s: &mut State, a: Action) {
    let p = Nato::prompt(s);
    assert!(p.actions.contains(&a), "{a:?} is not offered at {}: {:?}", p.id, p.actions);
    Nato::apply(s, p.seat.unwrap(), &a).unwrap();
}

fn fly(s: &mut State, id: &str) {
    answer(s, Action::Fly(hex(id)));
}

/// Flies on to the leg's end by hexes without flak where there is a choice.
pub fn fly_quietly(s: &mut State, side: Side, passenger: UnitId) {
    while let Some(Step::HeliOp(op)) = s.steps.last() {
        if op.goal.is_none() {
            return;
        }
        let next = heliborne::next_hexes(s, op);
        let goal = op.goal.unwrap();
        let pick = next.iter().copied().find(|&h| h == goal).or_else(|| next.iter().copied().find(|&h| flak::threat_except(s, side, h, Some(passenger)).is_none())).unwrap_or(next[0]);
        answer(s, Action::Fly(pick));
    }
}

fn logged(s: &State, id: &str) -> usize {
    s.log.to_vec().iter().filter(|e| e.id == id).count()
}

/// A playable land hex next to every hex of `near` and to none of `far`, as far from `far` as there is.
fn zoc_spot(s: &State, near: &[&str], far: &[&str]) -> HexId {
    nb(near[0])
        .into_iter()
        .filter(|&h| {
            s.playable(h)
                && near.iter().all(|n| adjacent(h, hex(n)))
                && far.iter().all(|f| hex(f) != h && !adjacent(h, hex(f)))
                && near.iter().all(|n| hex(n) != h)
        })
        .max_by_key(|&h| far.iter().map(|f| s.data().distance(h, hex(f))).min().unwrap_or(0))
        .unwrap_or_else(|| panic!("no hex beside {near:?} away from {far:?}"))
}

/// The Pact has taken Verden (2818), where L2204 has its unit stand.
fn verden_taken(s: &mut State) {
    s.conquests.push(engine::games::nato::state::Conquest { hex: hex("2818"), by: Side::Wp });
}

/// HEL-1, L2202–2204 (the infiltration example), [18.1.3], [18.1.7], [19.1], [19.1.3.1]: the 83rd Air
/// Assault Brigade at 2817 takes a helicopter command over 2818 (an enemy zone, but the Pact's own unit
/// stands there: no flak), 2919 (flak: a 2, no hit) into 2920 (flak: a 1, then a 2 against the command's
/// defence 2: it survives) and lands. 2920 is in the British zone, so the command must fly a return leg
/// towards 3017; entering 2919 it is hit (1) and shot down (5 > 2). The 83rd stays in 2920: after the
/// passenger is set down only the command is lost. Under the other reading (the passenger lost with its
/// command at any time) the brigade would be gone.
#[test]
fn hel1_the_83rd_air_assault_brigade_behind_the_weser() {
    let mut s = heli(Side::Wp, 1);
    assert!(adjacent(hex("2817"), hex("2818")) && adjacent(hex("2818"), hex("2919")) && adjacent(hex("2919"), hex("2920")), "L2204's path");
    let b83 = s.place("su-83-aslt", "2817");
    s.place("su-16-td", "2818");
    verden_taken(&mut s);
    // The British zone: over 2818, 2919 and 2920, not over 2817 or 3017.
    let a = zoc_spot(&s, &["2818", "2919"], &["2817", "3017"]);
    s.place("uk-7-83", &engine::games::nato::data::hex_name(a));
    let b = zoc_spot(&s, &["2920"], &["2817", "3017", "2818"]);
    s.place("uk-22-83", &engine::games::nato::data::hex_name(b));
    answer(&mut s, Action::Heliborne(b83));
    assert_eq!(Nato::prompt(&s).id, "nato.heli_goal");
    answer(&mut s, Action::MoveTo(hex("2920")));
    let cmd = command(&s, "wp-helicopter-1");
    assert!(s.units[cmd as usize].used, "the command has left the Ready box");
    dice(&mut s, &[2, 1, 2, 1, 5]);
    fly(&mut s, "2818");
    assert_eq!(logged(&s, "nato.flak_miss") + logged(&s, "nato.flak_hit"), 0, "no flak in 2818: a friendly unit negates the zone (L2204)");
    fly(&mut s, "2919");
    assert_eq!(logged(&s, "nato.flak_miss"), 1, "2919: a 2 misses");
    fly(&mut s, "2920");
    assert_eq!(logged(&s, "nato.flak_hit"), 1, "2920: a 1 hits, a 2 does not beat the defence 2");
    assert_eq!(s.units[b83 as usize].loc, Loc::Hex(hex("2920")), "the 83rd has landed");
    assert!(s.units[b83 as usize].moved);
    // [18.1.7]: 2920 is in an enemy zone: a return leg.
    let p = Nato::prompt(&s);
    assert_eq!(p.id, "nato.heli_return");
    assert!(!p.actions.contains(&Action::MoveTo(hex("2920"))));
    answer(&mut s, Action::MoveTo(hex("3017")));
    fly(&mut s, "2919");
    assert_eq!(s.units[cmd as usize].loc, Loc::Dead, "hit on a 1, shot down on a 5 (L2204)");
    assert_eq!(s.units[b83 as usize].loc, Loc::Hex(hex("2920")), "[19.1.3.1]: the passenger set down is not lost");
    assert!(!matches!(s.steps.last(), Some(Step::HeliOp(_))));
}

/// HEL-2, L2208–2210 (the exfiltration example), [18.1.4], [18.2.2], [19.1], [19.1.3.2]: a Guards
/// airborne unit alone in 1410, in the Danish zone, is fetched out: the command starts at 2110 (outside
/// every enemy zone, within 10 hexes' line of supply of Rostock, 2111), flies to 1410 — only the passenger
/// there, which negates nothing for its own command: flak (a 2, no hit) — picks it up and flies back
/// across the Baltic to Rostock, where it sets it down and goes to the Recovery box.
#[test]
fn hel2_the_guards_brought_back_from_zealand() {
    let mut s = heli(Side::Wp, 1);
    let para = s.place("su-108-abn", "1410");
    let d = zoc_spot(&s, &["1410"], &["2110", "2111"]);
    s.place("dk-j1", &engine::games::nato::data::hex_name(d));
    s.units[para as usize].disrupted = true;
    let p = Nato::prompt(&s);
    assert!(!p.actions.contains(&Action::Heliborne(para)), "in an enemy zone: no infiltration ([18.2.1])");
    assert!(p.actions.contains(&Action::Extract(para)), "exfiltration asks only for no Train marker ([18.2.2])");
    answer(&mut s, Action::Extract(para));
    let p = Nato::prompt(&s);
    assert_eq!(p.id, "nato.heli_start");
    assert!(p.actions.contains(&Action::MoveTo(hex("2110"))), "2110 traces to Rostock (L2210)");
    assert!(!p.actions.contains(&Action::MoveTo(d)), "never from an enemy unit's hex");
    answer(&mut s, Action::MoveTo(hex("2110")));
    dice(&mut s, &[2]);
    fly_quietly(&mut s, Side::Wp, para);
    assert_eq!(logged(&s, "nato.flak_miss"), 1, "flak at 1410 only: the passenger does not negate its pick-up hex (L2210)");
    assert_eq!(logged(&s, "nato.heli_pickup"), 1);
    assert_eq!(Nato::prompt(&s).id, "nato.heli_return");
    answer(&mut s, Action::MoveTo(hex("2111")));
    fly_quietly(&mut s, Side::Wp, para);
    assert_eq!(s.units[para as usize].loc, Loc::Hex(hex("2111")), "set down in Rostock");
    let cmd = command(&s, "wp-helicopter-1");
    assert_eq!((s.units[cmd as usize].loc, s.units[cmd as usize].used), (Loc::Transport, true), "in the Recovery box");
    assert!(s.chance.script.dice.is_empty(), "one flak roll in all");
}

/// [19.1.4] Hot LZ: two airmobile brigades into one empty hex in an enemy zone: the first command draws
/// flak; once its brigade has landed it negates the zone and the second command draws none.
#[test]
fn a_hot_landing_zone_fires_at_the_first_command_only() {
    let mut s = heli(Side::Wp, 2);
    let a = s.place("su-35-aslt", "2817");
    let b = s.place("su-37-aslt", "2817");
    verden_taken(&mut s);
    // An enemy zone over 2919, nowhere on the way from 2817.
    let e = zoc_spot(&s, &["2919"], &["2817", "2818"]);
    s.place("uk-7-83", &engine::games::nato::data::hex_name(e));
    assert!(flak::threat(&s, Side::Wp, hex("2818")).is_none());
    for (i, u) in [a, b].into_iter().enumerate() {
        answer(&mut s, Action::Heliborne(u));
        answer(&mut s, Action::MoveTo(hex("2919")));
        if i == 0 {
            dice(&mut s, &[3]);
        }
        fly(&mut s, "2818");
        fly(&mut s, "2919");
        let p = Nato::prompt(&s);
        if p.id == "nato.heli_return" {
            answer(&mut s, Action::MoveTo(hex("2817")));
            fly_quietly(&mut s, Side::Wp, u);
        }
        assert_eq!(s.units[u as usize].loc, Loc::Hex(hex("2919")));
    }
    assert_eq!(logged(&s, "nato.flak_miss"), 1, "only the first command drew flak");
    assert!(s.chance.script.dice.is_empty());
}

/// [19.1.4], decision 24: two units fetched out of one hex in an enemy zone: the first command finds the
/// other unit there (no flak); only the last command draws flak.
#[test]
fn an_extraction_fires_at_the_last_command_only() {
    let mut s = heli(Side::Wp, 2);
    let a = s.place("su-35-aslt", "2919");
    let b = s.place("su-37-aslt", "2919");
    verden_taken(&mut s);
    let e = zoc_spot(&s, &["2919"], &["2817", "2818"]);
    s.place("uk-7-83", &engine::games::nato::data::hex_name(e));
    for (i, u) in [a, b].into_iter().enumerate() {
        answer(&mut s, Action::Extract(u));
        answer(&mut s, Action::MoveTo(hex("2817")));
        if i == 1 {
            dice(&mut s, &[4]);
        }
        fly_quietly(&mut s, Side::Wp, u);
        assert_eq!(logged(&s, "nato.flak_miss"), i, "flak only for the last command");
        answer(&mut s, Action::MoveTo(hex("2817")));
        fly_quietly(&mut s, Side::Wp, u);
        assert_eq!(s.units[u as usize].loc, Loc::Hex(hex("2817")));
    }
}

/// [18.1.2], [19.1.3], [19.1.3.1], [19.1.3.2]: the passenger rides one leg only; a command shot down on an infiltration's outbound leg (its destination
/// included) takes the passenger; on an exfiltration's outbound leg (its pick-up hex included) only
/// itself; on an exfiltration's return leg the passenger too.
#[test]
fn the_passenger_shares_its_commands_fate_only_aboard() {
    let setup = |s: &mut State| {
        verden_taken(s);
        let e = zoc_spot(s, &["2919"], &["2817", "2818"]);
        s.place("uk-7-83", &engine::games::nato::data::hex_name(e));
    };
    // Infiltration, shot down entering the destination: the brigade is lost.
    let mut s = heli(Side::Wp, 1);
    let u = s.place("su-35-aslt", "2817");
    setup(&mut s);
    answer(&mut s, Action::Heliborne(u));
    answer(&mut s, Action::MoveTo(hex("2919")));
    dice(&mut s, &[1, 6]);
    fly(&mut s, "2818");
    fly(&mut s, "2919");
    assert_eq!(s.units[u as usize].loc, Loc::Dead, "infiltration: lost with its command");
    // Exfiltration, shot down entering the pick-up hex: the brigade stays.
    let mut s = heli(Side::Wp, 1);
    let u = s.place("su-35-aslt", "2919");
    setup(&mut s);
    answer(&mut s, Action::Extract(u));
    answer(&mut s, Action::MoveTo(hex("2817")));
    dice(&mut s, &[1, 6]);
    fly_quietly(&mut s, Side::Wp, u);
    assert_eq!(s.units[u as usize].loc, Loc::Hex(hex("2919")), "exfiltration outbound: the command alone");
    assert_eq!(s.units[command(&s, "wp-helicopter-1") as usize].loc, Loc::Dead);
    // Exfiltration, shot down on the way back: the brigade is lost.
    let mut s = heli(Side::Wp, 1);
    let u = s.place("su-35-aslt", "2919");
    setup(&mut s);
    let e2 = zoc_spot(&s, &["2818"], &["2817"]);
    s.place("uk-22-83", &engine::games::nato::data::hex_name(e2));
    answer(&mut s, Action::Extract(u));
    let start = Nato::prompt(&s).actions.iter().find_map(|a| match a {
        Action::MoveTo(h) if engine::games::nato::data::hex_name(*h) == "2817" => Some(*h),
        _ => None,
    });
    answer(&mut s, Action::MoveTo(start.unwrap()));
    dice(&mut s, &[5]);
    fly(&mut s, "2818");
    fly(&mut s, "2919");
    answer(&mut s, Action::MoveTo(hex("2817")));
    dice(&mut s, &[1, 6]);
    fly(&mut s, "2818");
    assert_eq!(s.units[u as usize].loc, Loc::Dead, "exfiltration return: lost with its command");
}

/// [18.1.7]: a landing hex outside enemy zones within a line of supply of a supplied friendly city needs
/// no return leg; the command goes straight to the Recovery box. [18.1.6]: never into an enemy unit or an
/// enemy-controlled city; [18.1.1]: at most 10 hexes.
#[test]
fn a_safe_landing_needs_no_return_leg() {
    let mut s = heli(Side::Wp, 1);
    let u = s.place("su-35-aslt", "2817");
    let nato = s.place("uk-7-83", "2920");
    answer(&mut s, Action::Heliborne(u));
    let goals: Vec<HexId> = Nato::prompt(&s).actions.iter().filter_map(|a| if let Action::MoveTo(h) = a { Some(*h) } else { None }).collect();
    assert!(!goals.contains(&s.hex_of(nato).unwrap()), "no landing on an enemy unit (no assault yet)");
    assert!(goals.iter().all(|&g| s.data().distance(g, hex("2817")) <= 10), "10 hexes a leg");
    assert!(goals.iter().any(|&g| s.data().distance(g, hex("2817")) == 10));
    assert!(goals.iter().all(|&g| s.city_controller(g) != Some(Side::Nato)), "no NATO-held city");
    answer(&mut s, Action::MoveTo(hex("2716")));
    fly_quietly(&mut s, Side::Wp, u);
    assert_eq!(s.units[u as usize].loc, Loc::Hex(hex("2716")));
    assert_eq!(logged(&s, "nato.heli_home"), 1, "home at once");
    assert!(!matches!(s.steps.last(), Some(Step::HeliOp(_))));
    // [15.0]: one command, one step a turn: the segment now offers nothing.
    let other = s.place("su-37-aslt", "2817");
    assert!(!Nato::prompt(&s).actions.contains(&Action::Heliborne(other)));
}

/// [18.2.1], [18.1.3], [18.1.8]: who may be infiltrated: not in an enemy zone unless another friendly unit
/// negates it, not disrupted, in movement supply, not a leg unit ([18.2]: airborne and airmobile units
/// only); from a sector's box but not the SRB; a unit put back is not offered again in the segment.
#[test]
fn who_may_ride_a_helicopter_command() {
    let mut s = heli(Side::Wp, 1);
    let u = s.place("su-35-aslt", "2919");
    let e = zoc_spot(&s, &["2919"], &["2817"]);
    s.place("uk-7-83", &engine::games::nato::data::hex_name(e));
    assert!(!Nato::prompt(&s).actions.contains(&Action::Heliborne(u)), "in an enemy zone");
    s.place("su-16-td", "2919");
    assert!(Nato::prompt(&s).actions.contains(&Action::Heliborne(u)), "another friendly unit negates it");
    s.units[u as usize].disrupted = true;
    assert!(!Nato::prompt(&s).actions.contains(&Action::Heliborne(u)), "disrupted");
    s.units[u as usize].disrupted = false;
    s.units[u as usize].moos = true;
    assert!(!Nato::prompt(&s).actions.contains(&Action::Heliborne(u)), "out of movement supply");
    s.units[u as usize].moos = false;
    let leg = s.place("su-21-mrd", "2817");
    assert!(!Nato::prompt(&s).actions.contains(&Action::Heliborne(leg)), "not airborne or airmobile");
    let boxed = s.data().unit("su-37-aslt").unwrap() as UnitId;
    s.units[boxed as usize].loc = Loc::Box(3);
    assert!(Nato::prompt(&s).actions.contains(&Action::Heliborne(boxed)), "from a sector's box ([18.1.8])");
    s.units[boxed as usize].loc = Loc::Srb;
    assert!(!Nato::prompt(&s).actions.contains(&Action::Heliborne(boxed)), "never from the SRB ([18.1.8])");
    answer(&mut s, Action::Heliborne(u));
    answer(&mut s, Action::Cancel);
    assert!(!Nato::prompt(&s).actions.contains(&Action::Heliborne(u)), "put back: not offered again");
    assert!(!s.units[command(&s, "wp-helicopter-1") as usize].used, "the command is still Ready");
}

/// [18.1] (L2103): unlike airlift and sealift commands, helicopter commands fly in the Reserve Phase too.
/// [18.3]: in the Reserve Phase only a unit that began it with an OMG/Reserve marker flies, infiltration
/// only, on 5-hex legs; without one it may not.
#[test]
fn reserve_phase_helicopter_moves_are_short_infiltrations() {
    let mut s = heli(Side::Wp, 1);
    s.steps = vec![Step::TurnEnd, Step::Reserve(Side::Wp)];
    let u = s.place("su-35-aslt", "2817");
    let plain = s.place("su-37-aslt", "2716");
    s.units[u as usize].reserve = true;
    let p = Nato::prompt(&s);
    assert!(p.actions.contains(&Action::Heliborne(u)));
    assert!(!p.actions.contains(&Action::Heliborne(plain)), "no Reserve/OMG marker");
    assert!(!p.actions.iter().any(|a| matches!(a, Action::Extract(_))), "infiltration only");
    answer(&mut s, Action::Heliborne(u));
    let goals: Vec<HexId> = Nato::prompt(&s).actions.iter().filter_map(|a| if let Action::MoveTo(h) = a { Some(*h) } else { None }).collect();
    assert!(goals.iter().all(|&g| s.data().distance(g, hex("2817")) <= 5), "5-hex legs");
    assert!(goals.iter().any(|&g| s.data().distance(g, hex("2817")) == 5));
}

/// [15.1], [18.1.9]: a command in the Recovery box is back in the Ready box at the next Joint Status
/// Phase; a rules-6 game keeps its commands off the map and has no Helicopter Movement Segment.
#[test]
fn commands_recover_and_older_games_have_none() {
    let s7 = Nato::setup(&super::fuzz::header("baltic_gate", "1983", 1), Nato::builtin_data()).unwrap();
    let c = s7.data().unit("wp-helicopter-1").unwrap();
    assert_eq!(s7.units[c].loc, Loc::Transport, "rules 7: on the display");
    let mut h = super::fuzz::header("baltic_gate", "1983", 1);
    h.rules = 6;
    let mut s6 = Nato::setup(&h, Nato::builtin_data()).unwrap();
    assert_eq!(s6.units[c].loc, Loc::Out, "rules 6: no helicopter commands");
    // Play rules 6 to its second turn: no Helicopter Movement Segment ever shows.
    use engine::Rng;
    let mut rng = Rng::new(5);
    while Nato::outcome(&s6).is_none() && s6.turn < 2 {
        assert!(!s6.steps.iter().any(|st| matches!(st, Step::Heli(_))));
        let p = Nato::prompt(&s6);
        let a = { let o = super::common::ordinary(&p); o[rng.below(o.len() as u32) as usize].clone() };
        Nato::apply(&mut s6, p.seat.unwrap(), &a).unwrap();
    }
    let mut s = heli(Side::Wp, 1);
    let c1 = command(&s, "wp-helicopter-1");
    s.units[c1 as usize].used = true;
    s.steps = vec![Step::TurnStart];
    engine::kit::steps::settle(&mut s, 10_000).unwrap();
    assert!(!s.units[c1 as usize].used, "Ready again at the Joint Status Phase");
}

/// Random rules-7 games fly helicopter operations to their end.
#[test]
fn random_games_fly_helicopter_commands() {
    use engine::Rng;
    let mut landed = 0;
    for seed in 0..8 {
        if landed > 0 {
            break;
        }
        let mut s = Nato::setup(&super::fuzz::header("baltic_gate", "1983", seed), Nato::builtin_data()).unwrap();
        let mut rng = Rng::new(seed + 7);
        while Nato::outcome(&s).is_none() {
            let p = Nato::prompt(&s);
            let a = { let o = super::common::ordinary(&p); o[rng.below(o.len() as u32) as usize].clone() };
            Nato::apply(&mut s, p.seat.unwrap(), &a).unwrap();
        }
        landed += logged(&s, "nato.heli_landed");
    }
    assert!(landed > 0, "some unit flew by helicopter");
}

/// [15.2] (L1959), decision TR9: a helicopter infiltration of the Movement Phase may not land within 2
/// hexes of that phase's airlift or sealift destination (rolled before the helicopters flew: it should have
/// been declared with it); 3 hexes off it may. Under rules 15 the helicopters were not bound (TR1).
#[test]
fn tr9_no_landing_within_2_hexes_of_the_phase_s_airlift() {
    for (rules, near) in [(transport::HELI_DECLARE, false), (transport::HELI_DECLARE - 1, true)] {
        let mut s = heli(Side::Wp, 1);
        s.rules = rules;
        let b83 = s.place("su-83-aslt", "2817");
        verden_taken(&mut s);
        s.airlifted = vec![hex("2920")];
        answer(&mut s, Action::Heliborne(b83));
        let goals: Vec<HexId> = Nato::prompt(&s).actions.iter().filter_map(|a| if let Action::MoveTo(h) = a { Some(*h) } else { None }).collect();
        let d = |h: HexId| s.data().distance(hex("2920"), h);
        assert_eq!(goals.contains(&hex("2920")), near, "rules {rules}");
        assert_eq!(goals.iter().any(|&h| d(h) <= 2), near, "rules {rules}");
        assert!(goals.iter().any(|&h| d(h) == 3), "3 hexes off is another operation");
    }
}


/// The goals offered to `u`'s helicopter command once it is picked.
fn goals(s: &mut State, u: UnitId) -> Vec<HexId> {
    answer(s, Action::Heliborne(u));
    Nato::prompt(s).actions.iter().filter_map(|a| if let Action::MoveTo(h) = a { Some(*h) } else { None }).collect()
}

/// [18.1.5] (L2117): a helicopter command flies up to 10 hexes a leg whatever the terrain, and never ends
/// a leg in an all-sea hex or an enemy-controlled city. The 35th Air Assault Brigade deep in East Germany:
/// every goal within 10 hexes, some at 10 (read as MP over terrain, fewer would be reached), none all-sea,
/// none a NATO free city.
#[test]
fn a_helicopter_leg_is_ten_hexes_and_never_ends_at_sea_or_in_an_enemy_city() {
    let mut s = heli(Side::Wp, 1);
    let start = super::common::deep(&s, Side::Wp, "gdr");
    let u = s.place("su-35-aslt", &engine::games::nato::data::hex_name(start));
    let g = goals(&mut s, u);
    let d = s.data();
    assert!(!g.is_empty());
    assert!(g.iter().all(|&h| d.distance(h, start) <= 10), "10-hex legs");
    assert!(g.iter().any(|&h| d.distance(h, start) == 10));
    assert!(g.iter().all(|&h| !d.hexes[h as usize].all_sea), "never ends at sea");
    assert!(g.iter().all(|&h| !s.free_city_of(h, Side::Nato)), "never ends in an enemy-controlled city");
}

/// [18.2.3] (L2145): a passenger set down in the Helicopter Movement Segment may attack in the Combat
/// Phase that follows: the 35th, landed 4 hexes off in East Germany, is an eligible attacker (read the
/// other way, its flight would have used its turn).
#[test]
fn a_helicopter_passenger_may_attack_after_landing() {
    let mut s = heli(Side::Wp, 1);
    let start = super::common::deep(&s, Side::Wp, "gdr");
    let u = s.place("su-35-aslt", &engine::games::nato::data::hex_name(start));
    let g = goals(&mut s, u);
    let goal = *g.iter().find(|&&h| s.data().distance(h, start) == 4 && s.data().hexes[h as usize].country.as_deref() == Some("gdr")).expect("a goal 4 hexes off");
    answer(&mut s, Action::MoveTo(goal));
    fly_quietly(&mut s, Side::Wp, u);
    assert_eq!(s.hex_of(u), Some(goal), "landed");
    assert!(engine::games::nato::combat::may_attack(&s, u, Side::Wp), "it may attack");
}

/// [16.0] (L1967): transport movement is airlift and sealift; helicopter movement is not transport: the
/// Pact's helicopter commands on their display are none of its airlift or sealift commands, and its
/// airlift commands carry no helicopter operation.
#[test]
fn helicopter_commands_are_not_transport_commands() {
    let mut s = heli(Side::Wp, 2);
    let heli_cmds: Vec<UnitId> = (1..=2).map(|i| command(&s, &format!("wp-helicopter-{i}"))).collect();
    for sea in [false, true] {
        assert!(transport::ready(&s, Side::Wp, sea).iter().all(|c| !heli_cmds.contains(c)), "sea {sea}");
    }
    // Only airlift commands on the display, no helicopter command: no helicopter operation is offered.
    for &c in &heli_cmds {
        s.units[c as usize].loc = Loc::Out;
    }
    let lift = command(&s, "wp-airlift-1");
    s.units[lift as usize].loc = Loc::Transport;
    assert_eq!(transport::ready(&s, Side::Wp, false), vec![lift]);
    let u = s.place("su-35-aslt", "2817");
    assert!(!Nato::prompt(&s).actions.contains(&Action::Heliborne(u)), "an airlift command flies no helicopter operation");
}
