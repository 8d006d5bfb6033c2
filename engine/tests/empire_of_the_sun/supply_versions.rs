//! The versions of the parts of the state supply reads (state/version.rs): a kept supply is found by them
//! (supply/mod.rs `compute`), so a version must name one contents for good, whatever path changed the
//! state (rules, events, set-up, undo, a look-ahead's clone). Random games with undos of three scenarios:
//! every version met again holds the contents it held when first met, and the kept supply is the one a
//! fresh computation gives after every action and undo.

use std::collections::HashMap;

use engine::games::empire_of_the_sun::data::Side;
use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
use engine::games::empire_of_the_sun::state::{Effect, Offensive, State, Tracks, UnitState, Versioned};
use engine::games::empire_of_the_sun::supply;
use engine::record::Header;
use engine::{Game, Match, Rng};

/// Every version met, with the contents it named then.
#[derive(Default)]
struct Seen {
    tracks: HashMap<u64, Tracks>,
    units: HashMap<u64, Vec<UnitState>>,
    control: HashMap<u64, Vec<Side>>,
    offensive: HashMap<u64, Option<Offensive>>,
    effects: HashMap<u64, Vec<Effect>>,
    again: usize,
}

impl Seen {
    /// Notes the versions of `s`; a version met before must name the same contents.
    fn check(&mut self, s: &State, at: &str) {
        let [t, u, c, o, e] = s.supply_versions();
        self.again += same(&mut self.tracks, t, &s.tracks, at, "tracks");
        self.again += same(&mut self.units, u, &s.units, at, "units");
        self.again += same(&mut self.control, c, &s.control, at, "control");
        self.again += same(&mut self.offensive, o, &s.offensive, at, "offensive");
        self.again += same(&mut self.effects, e, &s.effects, at, "effects");
    }
}

/// 1 when `version` was met before (and its contents are `now`'s), 0 when it is new.
fn same<T: Clone + PartialEq + std::fmt::Debug>(seen: &mut HashMap<u64, T>, version: u64, now: &Versioned<T>, at: &str, part: &str) -> usize {
    match seen.get(&version) {
        Some(before) => {
            assert!(*before == **now, "{at}: version {version} of the {part} names other contents than before");
            1
        }
        None => {
            seen.insert(version, (**now).clone());
            0
        }
    }
}

fn random_with_undos(scenario: &str, seed: u64, actions: usize, seen: &mut Seen) {
    let h = Header { game: "empire-of-the-sun".into(), rules: 5, scenario: scenario.into(), seed, ..Default::default() };
    let mut m = Match::<EmpireOfTheSun>::new(h).expect("a match");
    let mut rng = Rng::new(seed * 31 + 5);
    for n in 0..actions {
        if EmpireOfTheSun::outcome(m.state()).is_some() {
            break;
        }
        let at = format!("{scenario} seed {seed}, action {n}");
        // A look-ahead: a clone changed by an action, as the computer player's search makes them.
        let k = m.prompt().actions.len();
        let i = rng.below(k as u32) as usize;
        if n % 7 == 3 {
            let mut t = m.state().clone();
            let p = EmpireOfTheSun::prompt(&t);
            let seat = p.seat.expect("a decision has a seat");
            EmpireOfTheSun::apply(&mut t, seat, &p.actions[i]).expect("a legal action");
            seen.check(&t, &at);
            assert!(*supply::compute(&t) == supply::compute_fresh(&t), "{at}: stale supply in a look-ahead");
        }
        m.play(i).expect("a legal index");
        seen.check(m.state(), &at);
        assert!(*supply::compute(m.state()) == supply::compute_fresh(m.state()), "{at}: stale supply");
        if n % 5 == 2 && m.can_undo() {
            m.undo().unwrap();
            let s = m.state();
            seen.check(s, &format!("{at}, undone"));
            assert!(*supply::compute(s) == supply::compute_fresh(s), "{at}: stale supply after an undo");
            // Asked again without a change: the same kept answer, found by the versions.
            assert!(std::rc::Rc::ptr_eq(&supply::compute(s), &supply::compute(s)), "{at}: the kept answer is not found again");
        }
    }
}

#[test]
fn a_kept_supply_is_valid_by_its_versions() {
    let mut seen = Seen::default();
    for (scenario, seeds, actions) in [("south_pacific", 0..3, 400), ("s1943", 0..2, 300), ("campaign", 0..1, 300)] {
        for seed in seeds {
            random_with_undos(scenario, seed, actions, &mut seen);
        }
    }
    // Undos and look-aheads bring versions back: the check above compared contents that many times.
    assert!(seen.again > 500, "only {} versions met again", seen.again);
}

/// The version itself: a clone keeps it (same contents), every mutable borrow takes a new one never given
/// before, equality and the written form read the contents alone.
#[test]
fn a_version_names_one_contents() {
    let mut a: Versioned<Vec<u8>> = Versioned::new(vec![1, 2]);
    let b = a.clone();
    assert_eq!(a.version(), b.version());
    let before = a.version();
    a[0] = 1; // a change to the same value still takes a new version
    assert_ne!(a.version(), before);
    assert!(a == b, "equal contents are equal whatever their versions");
    a.push(3);
    let c = Versioned::new(vec![1, 2, 3]);
    assert_ne!(a.version(), c.version());
    assert_eq!(serde_json::to_string(&a).unwrap(), "[1,2,3]");
    // Equal contents found by a comparison may take the other's version.
    c.adopt(a.version());
    assert_eq!(c.version(), a.version());
}
