//! Downfall: Conquest of the Third Reich, 1942–1945, from the seed `000_73f19b7f65e447bc.txt` (digest
//! shared/reference/downfall.md). Rule code cites the seed's rule numbers as `DF 8` (rule 8, the land
//! combat procedure), `DF A.2` (map rule 1.A.2), with the seed's lines where they pin a number.
//!
//! Two players hold four factions (seats): the Western player West and OKH, the Soviet player the Soviets
//! and OKW (`Game::roles`). What the rules enforce so far, and what they do not yet, is listed in
//! docs/games/downfall.md.

pub mod ai;
pub mod air;
pub mod areas;
pub mod beachheads;
pub mod build;
pub mod cards;
pub mod combat;
pub mod data;
pub mod events;
pub mod movement;
pub mod naval;
pub mod odds;
pub mod partisans;
pub mod position;
pub mod ports;
pub mod round;
pub mod state;
pub mod supply;
pub mod sw;
pub mod text;
pub mod victory;
pub mod view;

use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock};

use data::{DfData, Faction, Ideology, FACTIONS};
use state::{Loc, PackRef, State, Step, UnitState, ACTION_BOXES, SETTLE_LIMIT};

use crate::kit::rows::RowHex;
use crate::log::Log;
use crate::kit::steps;
use crate::packs::BUILTIN;
use crate::record::Header;
use crate::{Arg, Described, Game, GameMeta, Illegal, LogEntry, Outcome, Prompt, Roles, Seat, SetupError, Target, TargetKind};

pub use crate::games::catalog::DOWNFALL as META;

pub struct Downfall;

/// An action: one answer to the step on top.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Take a marker from the Action Track and carry out this side (DF 6 step 3a).
    Take { marker: u8, side: u8 },
    /// Put a marker from the Action Track in the Planning box (DF 6 step 3a).
    Plan { marker: u8 },
    /// Carry out the Planning box's marker as this side (DF 6 step 3b).
    FromPlanning { side: u8 },
    /// DF 7.12.
    Reseed,
    /// HQ's Ops order (DF 7.5).
    Ops { marker: u8, side: u8 },
    /// A unit: to move, to flank, to take a hit, to gain a step, to advance.
    Unit(u16),
    /// Flip a unit: Fort Troop to Fortress (DF 7.1.4) or to its armoured side (DF 7.7.2).
    Flip(u16),
    /// The moving unit's destination.
    To(RowHex),
    /// The moving unit's destination by land: a land area joined to land hexes, by its index in the pack
    /// (DF 1.B, L366: the Middle East; rules 9).
    ToArea(u8),
    /// Port-to-port to a friendly port (DF 7.1.2).
    Sail(RowHex),
    /// Port-to-port to a Western land area, by its index in the pack (DF 7.1.2, 1.B).
    SailArea(u8),
    /// A naval unit's move to a sea area, by its index in the pack (DF 7.1.3).
    ToSea(u8),
    /// An air unit based in a Western land area, by its index in the pack (DF 2.3.2, 10.3).
    Base { unit: u16, area: u8 },
    /// A force-pool unit enters at a hex (DF 7.6.2).
    Enter { unit: u16, hex: RowHex },
    /// Declare an attack on a hex with a lead unit (DF 8 step 1).
    Attack { hex: RowHex, lead: u16 },
    /// Declare an attack on the units in a land area joined to land hexes, by its index in the pack (DF 1.B,
    /// L366: the Middle East; rules 11, decision Q24).
    AttackArea { area: u8, lead: u16 },
    Roll,
    /// A Strategic Warfare display (DF 7.9).
    Track(u8),
    /// The SW marker's direction (DF 7.9): left toward the West.
    Shift { left: bool },
    /// Turn the hits left into a retreat (DF 8 step 6).
    Retreat,
    /// Pay the initiative for a newly isolated unit (DF 11.3).
    PayIsolation(u16),
    /// Eliminate a newly isolated unit instead (DF 11.3).
    Eliminate(u16),
    /// Play an action card from the hand, by its index in the pack (DF 3.2, 8 step 2).
    Play(u8),
    /// Discard an action card to Material Shortages (DF 7.10).
    Discard(u8),
    /// Pay Material Shortages' initiative instead (DF 7.10).
    PayShortage,
    /// Place a Beachhead on a beach (by its index in the pack), taking the marker from the force pool
    /// (`None`) or from the empty Beachhead on that beach (DF 2.4.2).
    Land { beach: u8, from: Option<u8> },
    /// Play Naval Dominance to flip the Beachhead on this beach to its Mulberry side (DF 2.4.2, L782).
    Mulberry(u8),
    /// Bank one of the Mechanize order's armour steps in the Western Armor Reserves (DF 7.7.3).
    Bank,
    /// Take an armour step from the Western Armor Reserves (DF 7.7.3).
    Draw,
    Done,
}

/// What a Recruit or Mechanize step on unit `u` costs now for its trace (build.rs): the partisan toll (DF
/// 11.1) and the contested sea areas it checks (DF 11.2, rules 11); nothing outside those orders.
fn build_trace(s: &State, u: u16) -> supply::StepTrace {
    match s.steps.last() {
        Some(Step::Build(b)) => b.trace(s, u as usize).unwrap_or_default(),
        _ => Default::default(),
    }
}

/// A step's label and its arguments after the unit (DF 11.1, 11.2): `plain` when the trace costs nothing
/// and crosses no contested area; `toll` with its initiative when it pays a partisan toll only; `sea` with
/// the initiative in all and each contested area it checks (the enemy may then make a naval attack).
fn step_label(t: &supply::StepTrace, plain: &'static str, toll: &'static str, sea: &'static str, inner: &'static str) -> (&'static str, Vec<Arg>) {
    // DF 14 (rules 12): the Baltic or the Black Sea at +1 each, with any partisan toll in the total.
    if !t.inner.is_empty() {
        return (inner, vec![Arg::Num(t.cost() as i32), Arg::Key(format!("df.sea.{}", t.inner[0].0)), Arg::Num(t.inner.len() as i32)]);
    }
    if !t.seas.is_empty() {
        let mut args = vec![Arg::Num(t.cost() as i32)];
        args.push(Arg::Key(format!("df.sea.{}", t.seas[0].0)));
        args.push(Arg::Num(t.seas.len() as i32));
        (sea, args)
    } else if t.toll > 0 {
        (toll, vec![Arg::Num(t.toll as i32)])
    } else {
        (plain, vec![])
    }
}

/// The built-in pack, parsed once and shared by every match.
pub fn builtin_data() -> Arc<DfData> {
    static PACK: OnceLock<Arc<DfData>> = OnceLock::new();
    PACK.get_or_init(|| {
        let mut pack = data::parse(BUILTIN, &data::embedded_files()).unwrap_or_else(|e| panic!("the built-in Downfall pack: {e}"));
        // The web bundle embeds the tables without their notes: the pack is still the whole one's.
        pack.hash = data::BUILTIN_HASH.to_string();
        Arc::new(pack)
    })
    .clone()
}

/// Initial city control (DF A.2, L280–L299): Axis, except the cities of UK-related countries and land
/// areas (Western), the cities on the Allied side of the scenario's start line (Soviet in Soviet
/// countries, Western elsewhere: Overlord's Italy), and the cities of French North Africa and Libya that
/// no Axis unit occupies (Western).
fn initial_control(d: &DfData, scenario: &str, units: &[UnitState]) -> BTreeMap<RowHex, Ideology> {
    let soviet_countries = ["ussr", "ukraine", "belarus"];
    let western_countries = ["egypt", "malta", "gibraltar", "cyprus", "uk", "middle_east"];
    let mut out = BTreeMap::new();
    for (h, x) in &d.hexes {
        if x.city.is_none() || !x.playable() {
            continue;
        }
        let axis_here = units.iter().enumerate().any(|(u, us)| us.loc == Loc::Hex(*h) && d.units[u].faction.is_axis() && d.units[u].kind == data::Kind::Combat);
        let c = if western_countries.contains(&x.country.as_str()) || x.land_area.is_some() {
            Ideology::Western
        } else if x.allied_start.iter().any(|s| s == scenario) {
            if soviet_countries.contains(&x.country.as_str()) {
                Ideology::Soviet
            } else {
                Ideology::Western
            }
        } else if ["french_north_africa", "libya"].contains(&x.country.as_str()) && !axis_here {
            Ideology::Western
        } else {
            Ideology::Axis
        };
        out.insert(*h, c);
    }
    out
}

/// A position file read (position.rs): as written, then the automatic steps on top run, and the position
/// must pass the game's invariants.
#[cfg(feature = "native-positions")]
fn read_position(text: &str, pack: Arc<DfData>, header: &Header, action_cards: bool) -> Result<State, SetupError> {
    let mut s = position::read(text, pack, header, action_cards).map_err(SetupError)?;
    s.refresh_objectives();
    steps::settle(&mut s, SETTLE_LIMIT).map_err(|e| SetupError(format!("Downfall position: its automatic steps: {e}")))?;
    <Downfall as Game>::check_invariants(&s).map_err(|e| SetupError(format!("Downfall position: {e}")))?;
    Ok(s)
}

/// Downfall's position reader is left out of the web bundles (engine feature `native-positions`,
/// docs/web-size.md): the command line reads position files.
#[cfg(not(feature = "native-positions"))]
fn read_position(_text: &str, _pack: Arc<DfData>, _header: &Header, _action_cards: bool) -> Result<State, SetupError> {
    Err(SetupError("this page does not open Downfall position files; the command line does (`sandtable setup downfall <file>`, docs/positions.md)".into()))
}

/// A scenario's set-up (DF 4, L968–L991) from the pack.
pub fn new_game(pack: Arc<DfData>, scenario: &str, seed: u64, rules: u32) -> Result<State, SetupError> {
    new_game_with(pack, scenario, seed, rules, false)
}

/// A scenario's set-up, with the action cards or without (the option `action_cards`).
pub fn new_game_with(pack: Arc<DfData>, scenario: &str, seed: u64, rules: u32, action_cards: bool) -> Result<State, SetupError> {
    let d = &*pack;
    let sc = d.scenario(scenario).ok_or_else(|| SetupError(format!("Downfall has no scenario '{scenario}' (campaign, husky, overlord)")))?;
    let mut units: Vec<UnitState> = d
        .units
        .iter()
        .map(|u| UnitState { loc: if u.entry == 0 || u.entry <= sc.start_turn { Loc::Pool } else { Loc::Later }, steps: u.pips, flipped: false, isolated: supply::Isolation::None })
        .collect();
    for &(u, t) in &d.reinforcements {
        units[u].loc = if t <= sc.start_turn { Loc::Pool } else { Loc::Later };
    }
    for (u, loc, steps) in d.setup.get(scenario).map(|v| v.as_slice()).unwrap_or(&[]) {
        // Naval units are set up from rules 3 on (DF 2.4); rules-1 and -2 games keep them in the pool.
        if d.units[*u].kind == data::Kind::Naval && rules < 3 {
            continue;
        }
        units[*u].loc = match RowHex::parse(loc) {
            Some(h) => Loc::Hex(h),
            None if loc == "pool" => Loc::Pool,
            None if loc.starts_with("sea:") => Loc::Sea(loc.trim_start_matches("sea:").to_string()),
            None => Loc::Area(loc.trim_start_matches("area:").to_string()),
        };
        units[*u].steps = (*steps).max(1).min(d.units[*u].pips.max(1));
    }
    let mut init = [0u16; 4];
    for f in FACTIONS {
        init[f as usize] = sc.init.get(&f).copied().unwrap_or(1) as u16 - 1;
    }
    let mut order: Vec<Faction> = FACTIONS.to_vec();
    order.sort_by_key(|f| init[*f as usize]);
    let mut arrival = [0u32; 4];
    for (i, f) in order.iter().enumerate() {
        arrival[*f as usize] = i as u32 + 1;
    }
    let planning_markers: Vec<u8> = sc.planning.iter().filter_map(|k| d.marker_index(k)).map(|m| m as u8).collect();
    let mut planning = [None; 4];
    for &m in &planning_markers {
        if let Some(side) = d.markers[m as usize].sides.first() {
            planning[side.faction as usize] = Some(m);
        }
    }
    let cup: Vec<u8> = (0..d.markers.len() as u8).filter(|m| !planning_markers.contains(m)).collect();
    let cities = initial_control(d, scenario, &units);
    let turn = sc.start_turn;
    let mut s = State {
        pack: PackRef(pack.clone()),
        scenario: scenario.to_string(),
        rules,
        turn,
        weather: data::Weather::Fair,
        init,
        arrival,
        arrivals: 4,
        weather_pos: d.weather_start as u16 - 1,
        pending: [false; 4],
        units,
        track: vec![None; ACTION_BOXES],
        cup,
        display: Default::default(),
        planning,
        cities,
        partisan_owned: BTreeMap::new(),
        vp: sc.vp,
        sw: sc.sw,
        tp: sc.tp,
        chance: crate::kit::chance::Chance::new(seed),
        log: Log::new(),
        steps: vec![Step::Round],
        outcome: None,
        order: None,
        active: sc.first,
        events: Default::default(),
        reconstructed_events: false,
        beachheads: sc.beachheads,
        beachheads_added: false,
        liberated: false,
        landed: vec![],
        sw_held: Default::default(),
        war: if rules >= 5 { sc.war } else { 0 },
        cards: Default::default(),
        supply: Default::default(),
    };
    events::setup(&mut s);
    // DF 7.9.2: the displays hold the units their boxes keep out of play (rules 6).
    sw::setup(&mut s);
    // DF 4 step 3, 3.2: the action cards, in the variant that has them (rules 3 on).
    cards::setup(&mut s, action_cards && rules >= 3);
    // DF 4 (L716), 10.3: the owners place the air units the display's icons give (rules 3).
    if air::air_act(&s) {
        s.steps.push(air::setup_step());
    }
    s.weather = s.weather_now();
    s.log(None, "df.scenario", vec![Arg::Key(format!("df.scenario.{scenario}"))]);
    steps::settle(&mut s, SETTLE_LIMIT).map_err(|e| SetupError(format!("the set-up's automatic steps: {e}")))?;
    Ok(s)
}

fn card_key(s: &State, c: u8) -> String {
    s.data().actions.get(c as usize).map_or("?".to_string(), |x| x.key.clone())
}

fn marker_key(s: &State, m: u8, side: u8) -> String {
    let mk = &s.data().markers[m as usize];
    format!("{}:{}", mk.key, mk.sides[side as usize].order.key())
}

impl Game for Downfall {
    type State = State;
    type Action = Action;
    type View = view::DfView;
    type Data = DfData;
    const READS_POSITIONS: bool = cfg!(feature = "native-positions");

    fn meta() -> &'static GameMeta {
        &META
    }

    /// Two players: the Western player holds West and OKH, the Soviet player the Soviets and OKW (DF 1.2).
    fn roles(_scenario: &str, _options: &BTreeMap<String, String>) -> Roles {
        Roles { roles: META.seats.to_vec(), players: vec![victory::western_player().to_vec(), victory::soviet_player().to_vec()], partners: vec![] }
    }

    fn builtin_data() -> Arc<DfData> {
        builtin_data()
    }

    fn builtin_files() -> Vec<(&'static str, &'static str)> {
        data::embedded_files()
    }

    // The web bundle embeds the tables without their notes (docs/web-size.md).
    fn lacks_whole_pack() -> bool {
        cfg!(target_arch = "wasm32") && !data::has_whole_pack()
    }

    fn install_whole_pack(files: Vec<(String, String)>) -> Result<(), String> {
        data::install_whole_pack(files)
    }

    fn read_data(name: &str, files: &[(&str, &str)]) -> Result<DfData, crate::kit::table::Errors> {
        data::parse(name, files)
    }

    fn data_ref(d: &DfData) -> crate::PackRef {
        crate::PackRef { name: d.name.clone(), hash: d.hash.clone() }
    }

    fn setup(header: &Header, pack: Arc<DfData>) -> Result<State, SetupError> {
        if !(1..=META.rules_version).contains(&header.rules) {
            return Err(SetupError(format!("rules version {} of Downfall is not one this version knows (1–{})", header.rules, META.rules_version)));
        }
        let action_cards = match header.options.get("action_cards").map(String::as_str) {
            None | Some("none") => false,
            Some("partial") => true,
            Some(x) => return Err(SetupError(format!("Downfall's action_cards option is none or partial, not '{x}'"))),
        };
        if let Some(text) = &header.position {
            return read_position(text, pack, header, action_cards);
        }
        let mut s = new_game_with(pack, &header.scenario, header.seed, header.rules, action_cards)?;
        s.reconstructed_events = header.options.get("reconstructed_events").is_some_and(|v| v == "on");
        Ok(s)
    }

    fn prompt(state: &State) -> Prompt<Action> {
        steps::prompt(state)
    }

    fn apply_legal(state: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        steps::apply(state, seat, action, SETTLE_LIMIT)?;
        // DF 2.3.2: an air unit left alone in an enemy ZOC rebases; DF A.2, 2.2: a lone partisan's
        // objectives, after whatever the action moved.
        air::rebase(state);
        state.refresh_objectives();
        Ok(())
    }

    fn view(state: &State, viewer: crate::Viewer) -> view::DfView {
        view::view(state, viewer)
    }

    fn redraw_secrets(state: &State, seat: Seat, seed: u64) -> Option<State> {
        let mut t = view::redraw_secrets(state, seed);
        cards::redraw(&mut t, seat);
        Some(t)
    }

    fn view_json(state: &State, viewer: Option<Seat>) -> serde_json::Value {
        serde_json::to_value(view::view(state, crate::Viewer::from_seat(viewer))).expect("views serialise")
    }

    fn outcome(state: &State) -> Option<Outcome> {
        state.outcome.clone()
    }

    fn describe(s: &State, a: &Action) -> Described {
        let unit = |u: u16| s.data().units[u as usize].key.clone();
        let ut = |u: u16| Some(Target::new(TargetKind::Unit, unit(u)));
        let ht = |h: RowHex| Some(Target::new(TargetKind::Hex, h.id()));
        let order = |m: u8, side: u8| Arg::Key(format!("df.order.{}", s.data().markers[m as usize].sides[side as usize].order.key()));
        let (notation, label, args, target) = match *a {
            Action::Take { marker, side } => {
                let b = s.track.iter().position(|x| *x == Some(marker)).map_or(0, |b| b + 1);
                (format!("take {}", marker_key(s, marker, side)), "df.a.take", vec![order(marker, side), Arg::Num(b as i32)], None)
            }
            Action::Plan { marker } => (format!("plan {}", s.data().markers[marker as usize].key), "df.a.plan", vec![order(marker, s.side_for(marker, s.active).unwrap_or(0))], None),
            Action::FromPlanning { side } => {
                let m = s.planning[s.active as usize].unwrap_or(0);
                (format!("planned {}", s.data().markers[m as usize].sides.get(side as usize).map_or("?", |o| o.order.key())), "df.a.from_planning", vec![order(m, side.min(s.data().markers[m as usize].sides.len() as u8 - 1))], None)
            }
            Action::Reseed => ("reseed".into(), "df.a.reseed", vec![], None),
            Action::Ops { marker, side } => (format!("hq {}", marker_key(s, marker, side)), "df.a.ops", vec![order(marker, side)], None),
            // DF 11.1 (L1824): a step whose Axis trace enters a partisan's hex says what it costs.
            // DF 11.2 (rules 11): a step whose trace crosses a contested sea area names the area and the
            // initiative its check costs (with any partisan toll).
            Action::Unit(u) => {
                let (label, rest) = step_label(&build_trace(s, u), "df.a.unit", "df.a.unit_toll", "df.a.unit_sea", "df.a.unit_inner");
                let mut args = vec![Arg::Unit(unit(u))];
                args.extend(rest);
                (format!("unit {}", unit(u)), label, args, ut(u))
            }
            Action::Flip(u) => {
                let plain = if s.utype(u as usize) == data::UType::FortTroop { "df.a.flip" } else { "df.a.mechanize" };
                let (label, rest) = step_label(&build_trace(s, u), plain, "df.a.mechanize_toll", "df.a.mechanize_sea", "df.a.mechanize_inner");
                let mut args = vec![Arg::Unit(unit(u))];
                args.extend(rest);
                (format!("flip {}", unit(u)), label, args, ut(u))
            }
            Action::To(h) => (format!("to {}", h.id()), "df.a.to", vec![Arg::Hex(h.id())], ht(h)),
            Action::ToArea(i) => {
                let k = s.data().land_areas.get(i as usize).map_or("?".to_string(), |a| a.0.clone());
                (format!("to {k}"), "df.a.to_area", vec![Arg::Key(format!("df.area.{k}"))], None)
            }
            Action::Sail(h) => (format!("sail {}", h.id()), "df.a.sail", vec![Arg::Hex(h.id())], ht(h)),
            Action::SailArea(i) => {
                let k = s.data().land_areas.get(i as usize).map_or("?".to_string(), |a| a.0.clone());
                (format!("sail {k}"), "df.a.sail_area", vec![Arg::Key(format!("df.area.{k}"))], None)
            }
            Action::ToSea(i) => {
                let k = naval::sea_keys(s).get(i as usize).cloned().unwrap_or_else(|| "?".into());
                (format!("sea {k}"), "df.a.to_sea", vec![Arg::Key(format!("df.sea.{k}"))], None)
            }
            Action::Base { unit: u, area } => {
                let k = s.data().land_areas.get(area as usize).map_or("?".to_string(), |a| a.0.clone());
                (format!("base {} {k}", unit(u)), "df.a.base", vec![Arg::Unit(unit(u)), Arg::Key(format!("df.area.{k}"))], None)
            }
            // DF 10.3 with 9 (rules 12): an air placement whose trace crosses a contested sea area names the
            // area and the initiative of its check (no naval attack); under rule 14 the inner sea at +1 (DF 14).
            Action::Enter { unit: u, hex } => {
                let mut args = vec![Arg::Unit(unit(u)), Arg::Hex(hex.id())];
                let seas = match s.steps.last() {
                    Some(Step::Air(adj)) if air::is_air(s, u as usize) => adj.placement_cost(s, s.faction(u as usize), hex),
                    _ => vec![],
                };
                let label = if seas.is_empty() {
                    "df.a.enter"
                } else {
                    args.push(Arg::Num(seas.iter().map(|(_, c)| *c as i32).sum()));
                    args.push(Arg::Key(format!("df.sea.{}", seas[0].0)));
                    args.push(Arg::Num(seas.len() as i32));
                    if naval::overlord(s) { "df.a.enter_inner" } else { "df.a.enter_sea" }
                };
                (format!("enter {} {}", unit(u), hex.id()), label, args, ht(hex))
            }
            Action::Attack { hex, lead } => (format!("attack {} {}", hex.id(), unit(lead)), "df.a.attack", vec![Arg::Hex(hex.id()), Arg::Unit(unit(lead))], ht(hex)),
            Action::AttackArea { area, lead } => {
                let k = s.data().land_areas.get(area as usize).map_or("?".to_string(), |a| a.0.clone());
                (format!("attack {k} {}", unit(lead)), "df.a.attack_area", vec![Arg::Key(format!("df.area.{k}")), Arg::Unit(unit(lead))], None)
            }
            Action::Roll => ("roll".into(), "df.a.roll", vec![], None),
            Action::Retreat => ("retreat".into(), "df.a.retreat", vec![], None),
            Action::PayIsolation(u) => (format!("pay {}", unit(u)), "df.a.pay_isolation", vec![Arg::Unit(unit(u)), Arg::Num(supply::cost(s, u as usize) as i32)], ut(u)),
            Action::Eliminate(u) => (format!("eliminate {}", unit(u)), "df.a.eliminate", vec![Arg::Unit(unit(u))], ut(u)),
            Action::Track(t) => {
                let k = data::SW_TRACKS.get(t as usize).copied().unwrap_or("?");
                (format!("sw {k}"), "df.a.track", vec![Arg::Key(format!("df.sw.{k}"))], None)
            }
            Action::Shift { left } => (if left { "left".into() } else { "right".into() }, if left { "df.a.left" } else { "df.a.right" }, vec![], None),
            Action::Play(c) => (format!("play {}", card_key(s, c)), "df.a.play", vec![cards::card_arg(s, c)], None),
            Action::Discard(c) => (format!("discard {}", card_key(s, c)), "df.a.discard", vec![cards::card_arg(s, c)], None),
            Action::PayShortage => ("pay".into(), "df.a.pay_shortage", vec![Arg::Num(round::SHORTAGE_COST as i32)], None),
            Action::Land { beach, from } => {
                let key = |i: u8| s.data().beaches.get(i as usize).map_or_else(|| "?".to_string(), |x| x.key.clone());
                let hex = |i: u8| beachheads::sea_hex(s, i).map_or_else(String::new, |h| h.id());
                let tp = Arg::Num(s.data().beaches.get(beach as usize).map_or(0, |x| x.tp as i32));
                let target = beachheads::sea_hex(s, beach).and_then(ht);
                match from {
                    None => (format!("land {}", key(beach)), "df.a.land", vec![Arg::Hex(hex(beach)), tp], target),
                    Some(f) => (format!("land {} {}", key(beach), key(f)), "df.a.land_from", vec![Arg::Hex(hex(beach)), tp, Arg::Hex(hex(f))], target),
                }
            }
            Action::Mulberry(b) => {
                let key = s.data().beaches.get(b as usize).map_or("?", |x| x.key.as_str());
                let h = beachheads::sea_hex(s, b);
                (format!("mulberry {key}"), "df.a.mulberry", vec![Arg::Hex(h.map_or_else(String::new, |h| h.id()))], h.and_then(ht))
            }
            Action::Bank => ("bank".into(), "df.a.bank", vec![Arg::Num(s.war as i32)], None),
            Action::Draw => ("draw".into(), "df.a.draw", vec![Arg::Num(s.war as i32)], None),
            Action::Done => ("done".into(), "df.a.done", vec![], None),
        };
        Described { notation, label: label.to_string(), args, target }
    }

    fn log(state: &State) -> Vec<LogEntry> {
        state.log.to_vec()
    }

    fn log_len(state: &State) -> usize {
        state.log.len()
    }

    fn turn(state: &State) -> Option<u32> {
        Some(state.turn as u32)
    }

    fn information(state: &State) -> u32 {
        state.chance.information
    }

    fn position(state: &State) -> Option<String> {
        position::write(state)
    }

    fn position_examples() -> &'static [&'static str] {
        &[include_str!("../../../tests/fixtures/downfall/kursk.position")]
    }

    fn check_invariants(s: &State) -> Result<(), String> {
        if s.outcome.is_none() && s.steps.is_empty() {
            return Err("no pending step while the game runs".into());
        }
        // Every order marker is in exactly one place.
        let mut all: Vec<u8> = s.cup.clone();
        all.extend(s.track.iter().flatten());
        for f in FACTIONS {
            all.extend(s.display[f as usize].iter().map(|(m, _)| *m));
            all.extend(s.planning[f as usize]);
        }
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        if all.len() != n || n != s.data().markers.len() {
            return Err(format!("order markers: {n} placed, {} distinct, {} in the pack", all.len(), s.data().markers.len()));
        }
        // Units: steps within their printed pips; stacking between orders (DF A.1).
        for (u, us) in s.units.iter().enumerate() {
            if let Loc::Hex(_) = us.loc {
                if s.is_combat(u) && (us.steps == 0 || us.steps > s.data().units[u].pips) {
                    return Err(format!("{} has {} steps", s.data().units[u].key, us.steps));
                }
            }
        }
        if matches!(s.steps.last(), Some(Step::Choose(_))) {
            for (h, us) in s.occupancy() {
                let mut ideologies: Vec<Ideology> = us.iter().map(|&u| s.faction(u).ideology()).collect();
                ideologies.dedup();
                if ideologies.len() > 1 {
                    return Err(format!("two ideologies share {h}"));
                }
                let _ = us;
            }
        }
        // Every action card is in exactly one place (DF 3.2), in the variant that has them.
        if s.cards.on {
            let mut all: Vec<u8> = s.cards.later.clone();
            all.extend(s.cards.decks.iter().flatten());
            all.extend(s.cards.discards.iter().flatten());
            all.extend(s.cards.hands.iter().flatten());
            all.extend(s.cards.in_play.iter().map(|x| x.1));
            let n = all.len();
            all.sort_unstable();
            all.dedup();
            if all.len() != n || n != s.data().actions.len() {
                return Err(format!("action cards: {n} placed, {} distinct, {} in the pack", all.len(), s.data().actions.len()));
            }
        }
        if !(-10..=10).contains(&s.vp) {
            return Err(format!("VP {} off the track", s.vp));
        }
        Ok(())
    }

    /// One side makes long runs of decisions (each unit of a Redeploy).
    fn careful_lookahead() -> u32 {
        1
    }

    fn computer() -> Option<&'static dyn crate::ai::Computer> {
        Some(&crate::ai::Player::<Downfall>::NEW)
    }

    fn texts() -> crate::text::Catalog {
        text::TEXTS
    }

    /// The odds of a combat's roll and of a Strategic Warfare roll (odds.rs).
    fn odds(state: &State, action: &Action) -> Option<crate::kit::odds::Odds> {
        odds::odds(state, action)
    }

    fn unit_name(data: &DfData, key: &str, _lang: crate::text::Lang) -> Option<String> {
        data.units.iter().find(|u| u.key == key).map(|u| u.name.clone())
    }

    fn hex_name(data: &DfData, id: &str, lang: crate::text::Lang) -> Option<String> {
        let h = data.hex(RowHex::parse(id)?)?;
        let name = lang.pick(&h.name_en, &h.name_ko);
        (name != "-" && !name.is_empty()).then(|| name.to_string())
    }
}
