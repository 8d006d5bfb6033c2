//! Coordination ([26.0]) rule by rule, each read both ways: the Pact's fronts and independents in attack
//! ([26.1.1], [26.1.2]) and in reaction ([26.1.6]); NATO's nationalities ([26.2.1]), the Canadians as US
//! ([26.2.6]) and reaction into a hex of another nation ([26.2.9]). Row 45 of the map (4510–4527) is West
//! German open ground outside the BALTAP zone.

use engine::games::nato::combat::coordinates;
use engine::games::nato::combat::reaction::{reaction_crosses, reactors};
use engine::games::nato::cities;
use engine::games::nato::coordination;
use engine::games::nato::data::Side;
use engine::games::nato::state::State;

use super::common::{hex, ring, state};

fn at(rules: u32) -> State {
    let mut s = state();
    s.rules = rules;
    s
}

/// [26.1.1]: Pact units of one front coordinate; units of two fronts do not.
#[test]
fn a_front_coordinates_with_itself_only() {
    let mut s = state();
    let negf = s.place("su-16-td", "4513");
    let negf2 = s.place("su-21-mrd", "4515");
    let segf = s.place("su-27-mrd", "4516");
    assert!(coordinates(&s, &[negf], negf2));
    assert!(!coordinates(&s, &[negf], segf));
}

/// [26.1.2]: an independent unit coordinates with any front and with other independents; it does not let
/// two fronts join through it.
#[test]
fn independents_coordinate_with_any_front() {
    let mut s = state();
    let negf = s.place("su-16-td", "4513");
    let segf = s.place("su-27-mrd", "4516");
    let abn = s.place("su-97-abn", "4515");
    let abn2 = s.place("su-108-abn", "4517");
    assert!(coordinates(&s, &[negf], abn));
    assert!(coordinates(&s, &[segf], abn));
    assert!(coordinates(&s, &[abn], abn2));
    assert!(coordinates(&s, &[abn], segf), "a front's unit joins an independent");
    assert!(!coordinates(&s, &[negf, abn], segf), "but not another front's attack");
}

/// Two British brigades, a Belgian, a US and a Canadian one side by side (4512–4517).
fn four_armies(s: &mut State) -> [engine::games::nato::state::UnitId; 5] {
    ["uk-7-83", "uk-1-inf", "be-1", "us-1-1ad-83", "ca-4-1"].into_iter().zip(["4513", "4512", "4515", "4516", "4517"]).map(|(k, h)| s.place(k, h)).collect::<Vec<_>>().try_into().unwrap()
}

/// [26.2.1], [26.2.6]: NATO units of one nationality always coordinate, a multinational attack made this
/// turn notwithstanding; up to two nationalities together, never three; a Canadian brigade is US, so a US
/// unit and a Canadian one make no multinational attack.
#[test]
fn nato_nationalities_and_the_canadians() {
    let mut s = at(cities::RULES);
    let [uk, uk2, be, us, ca] = four_armies(&mut s);
    assert!(coordinates(&s, &[uk], be), "two nationalities");
    assert!(!coordinates(&s, &[uk, be], us), "never a third");
    assert!(!coordinates(&s, &[uk, be], ca), "the Canadians are a third army beside the British and Belgians");
    assert!(coordinates(&s, &[us], ca));
    coordination::record(&mut s, Side::Nato, &[us, ca]);
    assert!(s.multinational.is_empty(), "US and Canadians attacking together are one army");
    coordination::record(&mut s, Side::Nato, &[uk, be]);
    assert!(coordinates(&s, &[uk], uk2), "one nation coordinates after its multinational attack");
}

/// The first neighbour of `target` from which a unit may react across the hexside ([25.1.2.1]).
fn reacting_from(s: &State, target: &str) -> String {
    ring(target).into_iter().find(|n| s.playable(hex(n)) && reaction_crosses(s, hex(n), hex(target))).expect("a hexside to react across")
}

/// [26.1.6]: a Pact unit reacts into a hex only if every unit already there is of its front or independent;
/// an independent always may; into an empty Pact free city (Schwerin, 2412) any front's unit may ([30.4.5]).
#[test]
fn pact_reaction_by_front() {
    let mut s = state();
    let n = ring("4514");
    s.place("su-16-td", "4514");
    let segf = s.place("su-27-mrd", &n[0]);
    let negf = s.place("su-21-mrd", &n[1]);
    let abn = s.place("su-97-abn", &n[4]);
    let list = reactors(&s, Side::Nato, hex("4514"));
    assert!(list.contains(&negf));
    assert!(list.contains(&abn));
    assert!(!list.contains(&segf), "another front's unit");

    let mut s = state();
    let n = reacting_from(&s, "2412");
    let segf = s.place("su-27-mrd", &n);
    assert!(reactors(&s, Side::Nato, hex("2412")).contains(&segf));
}

/// [26.2.9], [26.2.6]: a NATO unit reacts into a hex only if every unit there is of its nationality (a
/// Canadian into a US hex may); into an empty NATO free city (Ulm, 5217) only a unit of the city's nation
/// ([30.4.6]).
#[test]
fn nato_reaction_by_nationality() {
    let mut s = state();
    let n = ring("4514");
    s.place("us-1-1ad-83", "4514");
    let uk = s.place("uk-7-83", &n[0]);
    let us = s.place("us-2-1ad-83", &n[1]);
    let ca = s.place("ca-4-1", &n[4]);
    let list = reactors(&s, Side::Wp, hex("4514"));
    assert!(list.contains(&us));
    assert!(list.contains(&ca), "a Canadian counts as US");
    assert!(!list.contains(&uk), "another nation's unit");

    let n = reacting_from(&state(), "5217");
    let mut s = state();
    let us = s.place("us-1-1ad-83", &n);
    assert!(!reactors(&s, Side::Wp, hex("5217")).contains(&us));
    let mut s = state();
    let wg = s.place("wg-2-83", &n);
    assert!(reactors(&s, Side::Wp, hex("5217")).contains(&wg));
}

/// [26.1.4] (L3185): Pact units of two fronts stacked in one hex may each attack, in separate battles,
/// through different hexsides; through one hexside only one front's units attack together. The NEGF tank
/// division and the SEGF motor rifle division share 4514; each is an eligible attacker of the West German
/// brigades in 4513 and 4515, but the SEGF division does not join the NEGF division's attack on 4513 (read
/// as "a stack attacks as one", it would).
#[test]
fn two_fronts_in_one_hex_attack_apart() {
    use engine::games::nato::combat::eligible_attackers;
    let mut s = super::common::current();
    s.turn = 2;
    let negf = s.place("su-16-td", "4514");
    let segf = s.place("su-27-mrd", "4514");
    s.place("wg-1-83", "4513");
    s.place("wg-2-83", "4515");
    for t in ["4513", "4515"] {
        let e = eligible_attackers(&s, Side::Wp, hex(t));
        assert!(e.contains(&negf) && e.contains(&segf), "{t}: both may attack");
    }
    assert!(!coordinates(&s, &[negf], segf), "not through the same hexside together");
}

/// [26.2.8] (L3223): every unit of a NATO assault is of one nationality, though two nationalities may
/// attack together in an ordinary battle ([26.2.1]): a British and a Belgian brigade coordinate, but the
/// Belgian may not join the British brigade's assault; a Canadian joins a US assault ([26.2.6]); the Pact's
/// assault units are bound only by their fronts.
#[test]
fn a_nato_assault_is_of_one_nationality() {
    use engine::games::nato::assault::joins;
    let mut s = at(cities::RULES);
    let [uk, uk2, be, us, ca] = four_armies(&mut s);
    assert!(coordinates(&s, &[uk], be), "an ordinary battle: two nationalities");
    assert!(!joins(&s, uk, be), "an assault: one");
    assert!(joins(&s, uk, uk2));
    assert!(joins(&s, us, ca), "Canadians as US");
    let (a, b) = (s.place("su-16-td", "4520"), s.place("su-97-abn", "4521"));
    assert!(joins(&s, a, b));
}
