//! Shared helpers for the Kutuzov tests: games from a scenario, actions by their notation, an empty map.
#![allow(dead_code)]

use engine::games::kutuzov::data::{contingent, Nation, Power, SpaceId};
use engine::games::kutuzov::state::{Place, State};
use engine::games::kutuzov::Kutuzov;
use engine::record::Header;
use engine::Game;

pub fn header(scenario: &str, seed: u64, players: &str) -> Header {
    let mut h = Header { game: "kutuzov".into(), rules: Kutuzov::meta().rules_version, scenario: scenario.into(), seed, ..Default::default() };
    h.options.insert("players".into(), players.into());
    h
}

/// A scenario's start, every Power keeping its hand at the Mulligan (KUT 2.8).
pub fn start(scenario: &str, seed: u64) -> State {
    let mut s = start_with_mulligan(scenario, seed);
    while Kutuzov::prompt(&s).id == "kut.mulligan" {
        act(&mut s, "done");
    }
    s
}

pub fn start_with_mulligan(scenario: &str, seed: u64) -> State {
    Kutuzov::setup(&header(scenario, seed, "4"), Kutuzov::builtin_data()).unwrap_or_else(|e| panic!("{scenario}: {}", e.0))
}

pub fn sp(s: &State, key: &str) -> SpaceId {
    s.data.space(key).unwrap_or_else(|| panic!("no space {key}"))
}

pub fn notations(s: &State) -> Vec<String> {
    Kutuzov::prompt(s).actions.iter().map(|a| Kutuzov::describe(s, a).notation).collect()
}

pub fn offered(s: &State, n: &str) -> bool {
    notations(s).iter().any(|x| x == n)
}

pub fn act(s: &mut State, n: &str) {
    let p = Kutuzov::prompt(s);
    let Some(a) = p.actions.iter().find(|a| Kutuzov::describe(s, a).notation == n).cloned() else {
        panic!("'{n}' is not offered; offered: {:?}", notations(s));
    };
    Kutuzov::apply(s, p.seat.unwrap(), &a).unwrap_or_else(|e| panic!("{n}: {e}"));
}

/// Empties the map: no soldiers, every leader available, no flags.
pub fn clear(s: &mut State) {
    for x in s.sp.iter_mut() {
        *x = [0; 6];
    }
    for l in s.leaders.iter_mut() {
        *l = Place::Available;
    }
    for f in s.flags.iter_mut() {
        *f = None;
    }
    for x in s.scorched.iter_mut() {
        *x = false;
    }
    no_window_cards(s);
}

/// Takes the cards played in battle and response windows (rules 3, events/) out of every hand, back into the
/// deck, so a test of another rule is not asked about them.
pub fn no_window_cards(s: &mut State) {
    let window = [3u16, 24, 51, 57, 65, 74, 75, 76, 104];
    for h in s.hands.iter_mut() {
        let gone: Vec<u16> = h.iter().copied().filter(|c| window.contains(c)).collect();
        h.retain(|c| !window.contains(c));
        s.deck.extend(gone);
    }
}

pub fn put(s: &mut State, power: Power, nation: Nation, space: &str, n: u8) {
    let c = contingent(power, nation).unwrap();
    let i = sp(s, space);
    s.sp[i as usize][c] = n;
}

pub fn put_leader(s: &mut State, key: &str, space: &str) {
    let l = s.data.leader(key).unwrap();
    let i = sp(s, space);
    s.leaders[l as usize] = Place::Map(i);
}

pub fn leader_at(s: &State, key: &str) -> Place {
    s.leaders[s.data.leader(key).unwrap() as usize]
}

/// A hand of one card for the Power due: the card's CP is known (#84: 5 CP, the seed's one value).
pub fn give_card(s: &mut State, power: Power, card: u16) {
    for h in s.hands.iter_mut() {
        h.retain(|&c| c != card);
    }
    s.deck.retain(|&c| c != card);
    s.discard.retain(|&c| c != card);
    s.hands[power as usize].push(card);
}

/// Scenario 1 with an empty map and empty hands, the Imperial North (FN) to act holding `fn_cards` and the
/// first Russian Power (R1) holding `r1_cards`.
pub fn bare_s1(fn_cards: &[u16], r1_cards: &[u16]) -> State {
    let mut s = start("s1", 31);
    clear(&mut s);
    for h in s.hands.iter_mut() {
        h.clear();
    }
    for &c in fn_cards {
        give_card(&mut s, engine::games::kutuzov::data::FN, c);
    }
    for &c in r1_cards {
        give_card(&mut s, engine::games::kutuzov::data::R1, c);
    }
    assert_eq!(Kutuzov::prompt(&s).id, "kut.impulse");
    s
}

/// The numbers of the log entries with this id, newest last.
pub fn log_nums(s: &State, id: &str) -> Vec<Vec<i32>> {
    s.log
        .iter()
        .filter(|e| e.id == id)
        .map(|e| e.args.iter().filter_map(|a| if let engine::Arg::Num(n) = a { Some(*n) } else { None }).collect())
        .collect()
}

/// The card whose CP is 5 (#84, seed L2211): plays for 5 CP.
pub const FIVE_CP: u16 = 84;

/// The Play Book's multiple interception around Substov (L2342–L2350) under `rules`: R1 to act holding
/// `r1_cards` and `card` (the card its move is paid with), Napoleon with 9 French SP in Moscow, Kutuzov with 4
/// R1 SP in Kaluga (two spaces from Substov, by Borodino), Tormassov with 3 R2 SP in Borodino, French flags on
/// Moscow and Substov. What crosses the River from Yaroslav into Substov is the caller's.
pub fn around_substov(rules: u32, r1_cards: &[u16], card: u16) -> State {
    use engine::games::kutuzov::data::{FN, R1, R2};
    let mut s = bare_s1(&[], r1_cards);
    s.rules = rules;
    give_card(&mut s, R1, card);
    *s.steps.last_mut().unwrap() = engine::games::kutuzov::state::Step::Impulse(engine::games::kutuzov::impulse::Impulse::new(R1));
    put_leader(&mut s, "napoleon", "moscow");
    put(&mut s, FN, Nation::French, "moscow", 9);
    put_leader(&mut s, "kutuzov", "kaluga");
    put(&mut s, R1, Nation::Russian, "kaluga", 4);
    put_leader(&mut s, "tormassov", "borodino");
    put(&mut s, R2, Nation::Russian, "borodino", 3);
    for x in ["moscow", "substov"] {
        let i = sp(&s, x);
        s.flags[i as usize] = Some(FN);
    }
    s
}

/// The battle dice a camp (`imperial`, `tsarist`) rolled, round by round, as the log says (`kut.battle_dice`).
pub fn dice_of(s: &State, camp: &str) -> Vec<i32> {
    s.log
        .iter()
        .filter(|e| e.id == "kut.battle_dice" && e.args[0] == engine::Arg::Key(format!("kut.camp.{camp}")))
        .map(|e| e.args.iter().find_map(|a| if let engine::Arg::Num(n) = a { Some(*n) } else { None }).unwrap())
        .collect()
}

/// Scenario 1 on an empty map (`bare_s1`), no resources and no To the Bridges marker, `power` spending #84's 5 CP.
pub fn spending(power: Power) -> State {
    let mut s = bare_s1(&[], &[]);
    s.bridge_first_impulse.clear();
    s.resources = [0; 4];
    give_card(&mut s, power, FIVE_CP);
    s.steps = vec![engine::games::kutuzov::state::Step::Impulse(engine::games::kutuzov::impulse::Impulse::new(power))];
    act(&mut s, &format!("card {FIVE_CP}"));
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend");
    s
}

/// The CP left to spend (the Spend step on top).
pub fn cp_left(s: &State) -> u8 {
    s.steps.iter().rev().find_map(|x| if let engine::games::kutuzov::state::Step::Spend(x) = x { Some(x.cp) } else { None }).unwrap()
}

/// The resources each Power received in the interphase (the `kut.income` lines), in Power order.
pub fn income(s: &State) -> [i32; 4] {
    let mut out = [0; 4];
    for e in s.log.iter().filter(|e| e.id == "kut.income") {
        if let (engine::Arg::Seat(p), engine::Arg::Num(n)) = (&e.args[0], &e.args[1]) {
            out[*p as usize] += n;
        }
    }
    out
}
