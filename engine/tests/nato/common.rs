//! Helpers shared by NATO's tests: fixture states on the built-in pack's map, with the terrain an
//! example states written into the hexes it names.

use std::sync::Arc;

use engine::games::nato::data::{parse_hex, HexId};
use engine::games::nato::setup::empty;
use engine::games::nato::state::{Pack, State};
use engine::games::nato::game::Nato;
use engine::Game;
use engine::games::nato::actions::Action;
use engine::Prompt;

/// An empty Long Fortnight (1983) state on turn 1 after the set-up, the Pact's Movement Phase.
pub fn state() -> State {
    empty(Nato::builtin_data(), "long_fortnight", 1983, 1).expect("an empty state")
}

/// An empty state on a copy of the pack changed by `edit` (fixture terrain).
pub fn state_with(edit: impl FnOnce(&mut engine::games::nato::data::NatoData)) -> State {
    let base = Nato::builtin_data();
    let mut data = base.data.clone();
    edit(&mut data);
    data.index();
    let pack = Arc::new(Pack { data, name: "fixture".into(), hash: "fixture".into() });
    empty(pack, "long_fortnight", 1983, 1).expect("an empty state")
}

pub fn hex(id: &str) -> HexId {
    parse_hex(id).unwrap_or_else(|| panic!("no hex {id}"))
}

/// Sets a hex's terrain (TEC key) and clears its other terrain and city.
pub fn set_terrain(d: &mut engine::games::nato::data::NatoData, id: &str, terrain: &str) {
    let t = d.tec.iter().position(|x| x.key == terrain).unwrap_or_else(|| panic!("no TEC row {terrain}"));
    let h = &mut d.hexes[hex(id) as usize];
    h.terrain = vec![t];
    h.primary = t;
    h.city = None;
    h.all_sea = terrain == "all_sea";
}

/// Sets a hexside's river (and makes it a land crossing).
pub fn set_river(d: &mut engine::games::nato::data::NatoData, a: &str, b: &str, river: engine::games::nato::data::River) {
    let (a, b) = (hex(a), hex(b));
    let s = d.sides.get_mut(&(a.min(b), a.max(b))).expect("neighbours");
    s.river = river;
    s.crossing = engine::games::nato::data::Crossing::Land;
    s.feature = None;
    s.iron_curtain = false;
}

/// Makes `hexes` open country: each clear, and no river between any two of them that are neighbours.
pub fn open_country(d: &mut engine::games::nato::data::NatoData, hexes: &[String]) {
    use engine::games::nato::data::{row_hex, River, GRID};
    for h in hexes {
        set_terrain(d, h, "clear");
    }
    for a in hexes {
        for b in hexes {
            if a < b && GRID.is_adjacent(row_hex(hex(a)), row_hex(hex(b))) {
                set_river(d, a, b, River::None);
            }
        }
    }
}

/// Scripts the next dice rolled.
pub fn dice(s: &mut State, rolls: &[u8]) {
    s.chance.script.dice.extend_from_slice(rolls);
}

/// Runs the automatic steps on top of the stack (after a rule was called directly).
pub fn settle(s: &mut State) {
    engine::kit::steps::settle(s, 10_000).expect("settles");
}

/// The decision's actions without the war-ending choices offered with every decision from rules 16
/// ([35.1]; appended last): what the tests' uniform random players pick from, so that their games go on
/// to the end as before (a concession among ten choices would end most of them in a few decisions).
pub fn ordinary(p: &Prompt<Action>) -> &[Action] {
    let n = p.actions.iter().rposition(|a| !engine::games::nato::war_end::is_offered(a)).map_or(0, |i| i + 1);
    &p.actions[..n]
}

/// The neighbours of a hex (RRCC) in the kit's order: 0 and 1 are opposite, and together their zones
/// cover the whole ring.
pub fn ring(h: &str) -> Vec<String> {
    use engine::games::nato::data::{row_hex, GRID};
    GRID.neighbours(row_hex(hex(h))).into_iter().map(|n| n.id()).collect()
}

/// A hex of `country` with no city, farthest from every free city of `side`'s enemy (deep in its rear).
pub fn deep(s: &State, side: engine::games::nato::data::Side, country: &str) -> HexId {
    let d = s.data();
    let enemy: Vec<HexId> = (0..d.hexes.len() as HexId).filter(|&c| s.free_city_of(c, side.other()) && s.playable(c)).collect();
    (0..d.hexes.len() as HexId)
        .filter(|&h| s.playable(h) && d.hexes[h as usize].country.as_deref() == Some(country) && d.hexes[h as usize].city.is_none())
        .max_by_key(|&h| enemy.iter().map(|&c| d.distance(c, h)).min().unwrap_or(0))
        .expect("a hex")
}

/// [`state`] under the current rules version (the newest a record may name): for tests of the rules as
/// played now rather than as the first version played them.
pub fn current() -> State {
    let mut s = state();
    s.rules = <Nato as Game>::meta().rules_version;
    s
}

/// The rows of one of the built-in pack's tables (`units.tsv`, …) as column → value, comments skipped:
/// for the columns the engine keeps only as the counter's print (entry code, pool, legend, deploy area).
pub fn table(name: &str) -> Vec<std::collections::BTreeMap<String, String>> {
    let (_, text) = engine::games::nato::data::embedded_files().into_iter().find(|(n, _)| *n == name).unwrap_or_else(|| panic!("no table {name}"));
    let mut lines = text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty());
    let head: Vec<&str> = lines.next().expect("a header").split('\t').collect();
    lines.map(|l| head.iter().zip(l.split('\t')).map(|(h, v)| (h.to_string(), v.to_string())).collect()).collect()
}

/// A new game of The Long Fortnight in `year` under `rules`, before its first turn's decisions.
pub fn new_fortnight(year: u16, rules: u32) -> State {
    engine::games::nato::setup::new_game(Nato::builtin_data(), "long_fortnight", year, 1, rules).expect("a new game")
}

/// `h` and the hexes within `rings` of it (`h` first).
pub fn around(h: &str, rings: u8) -> Vec<String> {
    let mut out = vec![h.to_string()];
    let mut edge = vec![h.to_string()];
    for _ in 0..rings {
        let next: Vec<String> = edge.iter().flat_map(|e| ring(e)).filter(|n| !out.contains(n)).collect();
        for n in &next {
            if !out.contains(n) {
                out.push(n.clone());
            }
        }
        edge = next;
    }
    out
}

/// An empty state whose hexes within `rings` of `h` are open country ([`open_country`]).
pub fn open_around(h: &str, rings: u8) -> State {
    let hexes = around(h, rings);
    state_with(move |d| open_country(d, &hexes))
}

/// An empty state whose hexes within `radius` of `centre` on the printed grid are clear terrain, game turn 4.
pub fn clear_around(centre: &str, radius: u32) -> State {
    use engine::games::nato::data::{row_hex, GRID};
    let mut s = state_with(|d| {
        for x in GRID.within(row_hex(hex(centre)), radius) {
            if parse_hex(&x.id()).is_some() {
                set_terrain(d, &x.id(), "clear");
            }
        }
    });
    s.turn = 4;
    s
}

/// A Pact attack won in the open: the 16th Tank and 21st Motor Rifle Divisions (2 steps each) attack the
/// West German 2nd Brigade alone in 3215 from two of its neighbours, on a 6; the losses and the retreat are
/// taken (the first offered each time), which leaves the attackers at their Advance step. Returns the tank
/// division, the rifle division and the brigade.
pub fn pact_wins_at_3215(s: &mut State) -> (engine::games::nato::state::UnitId, engine::games::nato::state::UnitId, engine::games::nato::state::UnitId) {
    use engine::games::nato::data::Side;
    use engine::games::nato::state::Step;
    let r = ring("3215");
    let a = s.place("su-16-td", &r[0]);
    let b = s.place("su-21-mrd", &r[1]);
    let wg = s.place("wg-2-83", "3215");
    dice(s, &[6]);
    engine::games::nato::combat::resolve(s, Side::Wp, hex("3215"), vec![a, b]);
    settle(s);
    while let Some(Step::Hits { .. } | Step::RetreatReduce | Step::RetreatMove) = s.steps.last() {
        let p = Nato::prompt(s);
        let act = p.actions.iter().find(|x| matches!(x, Action::Hit(_) | Action::Retreat | Action::RetreatTo(..))).unwrap().clone();
        Nato::apply(s, p.seat.unwrap(), &act).unwrap();
    }
    (a, b, wg)
}
