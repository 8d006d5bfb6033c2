//! Setting up a scenario from the pack ([35.9]): the year's pool ([3.7]), every unit of setup.tsv on its
//! hex, in its box or on the schedule ([33.0]), its activation turn ([35.2]).

use std::sync::Arc;

use super::data::{hex_name, Placement, Side};
use super::state::{Loc, Pack, PackRef, State, Step, UnitState, SETTLE_LIMIT};
use crate::kit::chance::Chance;
use crate::{Log, SetupError};

/// A new game of `scenario` in `year`.
pub fn new_game(pack: Arc<Pack>, scenario: &str, year: u16, seed: u64, rules: u32) -> Result<State, SetupError> {
    new_game_with(pack, scenario, year, seed, rules, false)
}

/// A new game of `scenario` in `year`, with chemical warfare ([22.0]) when `chemical` (rules 14 on).
pub fn new_game_with(pack: Arc<Pack>, scenario: &str, year: u16, seed: u64, rules: u32, chemical: bool) -> Result<State, SetupError> {
    new_game_opts(pack, scenario, year, seed, rules, chemical, false)
}

/// A new game with chemical ([22.0], rules 14 on) and nuclear warfare ([21.0], rules 15 on) as asked.
pub fn new_game_opts(pack: Arc<Pack>, scenario: &str, year: u16, seed: u64, rules: u32, chemical: bool, nuclear: bool) -> Result<State, SetupError> {
    if chemical && rules < super::chemical::RULES {
        return Err(SetupError(format!("chemical warfare needs rules version {} of NATO", super::chemical::RULES)));
    }
    if nuclear && rules < super::nuclear::RULES {
        return Err(SetupError(format!("nuclear warfare needs rules version {} of NATO", super::nuclear::RULES)));
    }
    let d = &pack.data;
    let sc = d.scenario(scenario, year).ok_or_else(|| {
        let known: Vec<String> = d.scenarios.iter().map(|s| format!("{} {}", s.key, s.year)).collect();
        SetupError(format!("the pack has no scenario '{scenario}' for {year} (it has: {})", known.join(", ")))
    })?;
    let mut units: Vec<UnitState> = d
        .units
        .iter()
        .map(|u| UnitState::fresh(d.types[u.ty].steps))
        .collect();
    let boxes = rules >= super::rail::BOXES;
    let gdp_move = sc.has("gdp_move_gt1");
    for r in d.setup.iter().filter(|r| r.scenario == scenario && r.year == year) {
        let class = d.types[d.units[r.unit].ty].class;
        // [18.4]: attack-helicopter brigades wait on their display from rules version 3.
        if class == super::data::Class::Ah && matches!(r.placement, Placement::Display) && rules >= super::air::helicopters::RULES {
            units[r.unit].loc = Loc::Display;
            continue;
        }
        // [15.1]: from rules 7 the helicopter commands wait on their display, from rules 9 the airlift and
        // sealift commands too.
        let lift = (d.units[r.unit].airlift || d.units[r.unit].sealift) && rules >= super::transport::RULES;
        if (d.units[r.unit].helicopter && rules >= super::heliborne::RULES || lift) && matches!(r.placement, Placement::Display) {
            let us = &mut units[r.unit];
            (us.loc, us.arrival) = if r.turn == 0 { (Loc::Transport, None) } else { (Loc::Due(r.turn), Some(Loc::Transport)) };
            continue;
        }
        if !class.ground() {
            continue; // Airlift and sealift commands before rules 9: their display is not played.
        }
        let us = &mut units[r.unit];
        // [35.2], [35.3.1]: from rules 24 the Move to the GDP activates only the non-French units in West
        // Germany outside West Berlin (decision E24).
        us.active = super::gdp::activation_turn(d, rules, gdp_move, r);
        let (loc, arrival) = match r.placement {
            Placement::Hex(h) | Placement::Reforger(h) if r.turn == 0 => (Loc::Hex(h), None),
            Placement::Hex(h) | Placement::Reserve(h) | Placement::Reforger(h) => (Loc::Due(r.turn), Some(Loc::Hex(h))),
            Placement::Sector(n) if r.turn == 0 => (Loc::Box(n), None),
            Placement::Sector(n) => (Loc::Due(r.turn), Some(Loc::Box(n))),
            // From rules 5 the SRB is a place of its own ([2.2.5], [13.7]); before, every rear entry waited
            // at the friendly edge (decision E3).
            Placement::Rear | Placement::Sea if r.turn == 0 && boxes => (Loc::Srb, None),
            Placement::Rear | Placement::Sea if boxes => (Loc::Due(r.turn), Some(Loc::Srb)),
            // [13.6]: rail reinforcements arrive in a friendly sector's box (0: any), Entrained.
            Placement::Rear | Placement::Sea | Placement::Rail if r.turn == 0 => (Loc::Box(0), None),
            Placement::Rear | Placement::Sea | Placement::Rail => (Loc::Due(r.turn), Some(Loc::Box(0))),
            Placement::Display => continue,
        };
        us.loc = loc;
        us.arrival = arrival;
    }
    let mut s = State {
        pack: PackRef(pack.clone()),
        rules,
        scenario: scenario.to_string(),
        year,
        sc: d.scenarios.iter().position(|x| x.key == scenario && x.year == year).unwrap_or(0),
        turn: 0,
        last_turn: sc.turns,
        player: Side::Wp,
        units,
        conquests: vec![],
        surrendered: vec![],
        airfields_lost: false,
        vp: [0, 0],
        supply_points: sc.wp_sp_start,
        battle: None,
        contacts: vec![],
        attacked_hexes: vec![],
        supported: vec![],
        breakthroughs: vec![],
        marked: vec![],
        gdp: vec![],
        unit_integrity: false,
        ferry_used: false,
        air: Default::default(),
        air_roll: None,
        interdiction: 0,
        interdicted: false,
        aiz: vec![],
        struck: vec![],
        strike_hexes: vec![],
        strike_markers: vec![],
        reserve_walked: vec![],
        reserve_flown: vec![],
        heli_passed: vec![],
        assaulting: vec![],
        lifts: vec![],
        lifted: vec![],
        airlifted: vec![],
        heli_flights: vec![],
        damaged: vec![],
        resupply: None,
        multinational: vec![],
        chemical: chemical.then(|| super::chemical::Chemical::new(sc)),
        nuclear: nuclear.then(super::nuclear::Nuclear::default),
        ghost_cities: vec![],
        ceasefires: vec![],
        steps: vec![Step::TurnStart],
        chance: Chance::new(seed),
        log: Log::new(),
        outcome: None,
    };
    for (u, h) in s.on_map().collect::<Vec<_>>() {
        if !s.playable(h) {
            return Err(SetupError(format!("setup.tsv: {} starts in {}, which is not playable land of {scenario}", s.key(u), hex_name(h))));
        }
    }
    crate::kit::steps::settle(&mut s, SETTLE_LIMIT).map_err(|e| SetupError(format!("the set-up's automatic steps: {e}")))?;
    Ok(s)
}

/// A state of `scenario` with no unit placed, at the start of game turn 1's Pact Movement Phase, for tests
/// and hand-made positions: units are put on the map with [`State::place`].
pub fn empty(pack: Arc<Pack>, scenario: &str, year: u16, seed: u64) -> Result<State, SetupError> {
    let mut s = new_game(pack, scenario, year, seed, 1)?;
    for u in s.units.iter_mut() {
        u.loc = Loc::Out;
        u.active = 0;
    }
    s.log = Log::new();
    Ok(s)
}

impl State {
    /// Puts a unit (by key) on a hex (`RRCC`), full strength and ready.
    pub fn place(&mut self, key: &str, hex: &str) -> super::state::UnitId {
        let u = self.data().unit(key).unwrap_or_else(|| panic!("no unit {key}"));
        let h = super::data::parse_hex(hex).unwrap_or_else(|| panic!("no hex {hex}"));
        let steps = self.data().types[self.data().units[u].ty].steps;
        let us = &mut self.units[u];
        us.loc = Loc::Hex(h);
        us.steps = steps;
        u as super::state::UnitId
    }
}
