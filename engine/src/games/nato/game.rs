//! NATO behind the engine contract (`crate::Game`): set-up from the record's header (scenario, `year`
//! option), the prompt and apply of the step on top (`kit::steps`' driver), the view, descriptions of
//! actions, the invariants the fuzzer checks.

use std::sync::Arc;

use super::actions::Action;
use super::data::hex_name;
use super::state::{Pack, State, Step, SETTLE_LIMIT};
use super::text;
use crate::kit::steps as kit_steps;
use crate::record::Header;
use crate::{Arg, Described, Game, GameMeta, Illegal, LogEntry, Outcome, Prompt, Seat, SetupError, Target, TargetKind};

pub struct Nato;

/// The `year` option: the 1983 or the 1988 order of battle ([3.7]).
pub fn year(header: &Header) -> Result<u16, SetupError> {
    match header.options.get("year").map(String::as_str) {
        None | Some("1983") => Ok(1983),
        Some("1988") => Ok(1988),
        Some(y) => Err(SetupError(format!("year '{y}' is not 1983 or 1988"))),
    }
}

/// The `chemical` option ([22.0]): chemical warfare on Sandtable's reconstructed tables, off by default.
pub fn chemical(header: &Header) -> Result<bool, SetupError> {
    match header.options.get("chemical").map(String::as_str) {
        None | Some("off") => Ok(false),
        Some("on") => Ok(true),
        Some(v) => Err(SetupError(format!("chemical '{v}' is not on or off"))),
    }
}

/// The `nuclear` option ([21.0]): nuclear warfare on Sandtable's reconstructed Nuclear Strike Table, off by
/// default.
pub fn nuclear(header: &Header) -> Result<bool, SetupError> {
    match header.options.get("nuclear").map(String::as_str) {
        None | Some("off") => Ok(false),
        Some("on") => Ok(true),
        Some(v) => Err(SetupError(format!("nuclear '{v}' is not on or off"))),
    }
}

/// The `unit_integrity` option ([25.4.5]): the optional Unit Integrity rule, off by default; rules 26 on.
pub fn unit_integrity(header: &Header) -> Result<bool, SetupError> {
    let on = match header.options.get("unit_integrity").map(String::as_str) {
        None | Some("off") => false,
        Some("on") => true,
        Some(v) => return Err(SetupError(format!("unit_integrity '{v}' is not on or off"))),
    };
    if on && header.rules < super::combat::UNIT_INTEGRITY {
        return Err(SetupError(format!("the Unit Integrity rule needs rules version {} of NATO", super::combat::UNIT_INTEGRITY)));
    }
    Ok(on)
}

/// A position file read (position.rs): as written, then the automatic steps on top run, and the position
/// must pass the game's invariants.
#[cfg(feature = "native-positions")]
fn read_position(text: &str, pack: Arc<Pack>, header: &Header, year: u16) -> Result<State, SetupError> {
    let mut s = super::position::read(text, pack, header, year).map_err(SetupError)?;
    kit_steps::settle(&mut s, SETTLE_LIMIT).map_err(|e| SetupError(format!("NATO position: its automatic steps: {e}")))?;
    <Nato as Game>::check_invariants(&s).map_err(|e| SetupError(format!("NATO position: {e}")))?;
    Ok(s)
}

/// NATO's position reader is left out of the web bundles (engine feature `native-positions`,
/// docs/web-size.md): the command line reads position files.
#[cfg(not(feature = "native-positions"))]
fn read_position(_text: &str, _pack: Arc<Pack>, _header: &Header, _year: u16) -> Result<State, SetupError> {
    Err(SetupError("this page does not open NATO position files; the command line does (`sandtable setup nato <file>`, docs/positions.md)".into()))
}

impl Game for Nato {
    type State = State;
    type Action = Action;
    type View = super::view::NatoView;
    type Data = Pack;
    const READS_POSITIONS: bool = cfg!(feature = "native-positions");

    fn meta() -> &'static GameMeta {
        &super::META
    }

    fn builtin_data() -> Arc<Pack> {
        super::builtin_data()
    }

    fn builtin_files() -> Vec<(&'static str, &'static str)> {
        super::data::embedded_files()
    }

    // The web bundle embeds the tables without their notes (docs/web-size.md).
    fn lacks_whole_pack() -> bool {
        cfg!(target_arch = "wasm32") && !super::data::has_whole_pack()
    }

    fn install_whole_pack(files: Vec<(String, String)>) -> Result<(), String> {
        super::data::install_whole_pack(files)
    }

    fn read_data(name: &str, files: &[(&str, &str)]) -> Result<Pack, crate::kit::table::Errors> {
        let data = super::data::parse(files)?;
        Ok(Pack { data, name: name.to_string(), hash: crate::kit::table::pack_hash(files.iter().copied()) })
    }

    fn data_ref(d: &Pack) -> crate::PackRef {
        crate::PackRef { name: d.name.clone(), hash: d.hash.clone() }
    }

    /// Every scenario of the pack's scenarios.tsv: Sandtable's own, and the published ones an owner's pack
    /// adds under their catalog ids (`baltap`, `strategic_surprise`…; docs/games/nato-data.md).
    fn pack_scenarios(d: &Pack) -> Vec<String> {
        let mut keys: Vec<String> = d.data.scenarios.iter().map(|s| s.key.clone()).collect();
        keys.dedup();
        keys
    }

    fn setup(header: &Header, pack: Arc<Pack>) -> Result<State, SetupError> {
        if !(1..=Self::meta().rules_version).contains(&header.rules) {
            return Err(SetupError(format!("rules version {} of NATO is not one this version knows (1–{})", header.rules, Self::meta().rules_version)));
        }
        let integrity = unit_integrity(header)?;
        let mut s = match &header.position {
            Some(text) => read_position(text, pack, header, year(header)?)?,
            None => super::setup::new_game_opts(pack, &header.scenario, year(header)?, header.seed, header.rules, chemical(header)?, nuclear(header)?)?,
        };
        s.unit_integrity = integrity;
        Ok(s)
    }

    fn position(state: &State) -> Option<String> {
        super::position::write(state)
    }

    fn position_examples() -> &'static [&'static str] {
        &[include_str!("../../../tests/fixtures/nato/baltic-gate.position")]
    }

    /// The step on top's decision, with the war-ending choices of the side deciding it ([35.1]).
    fn prompt(state: &State) -> Prompt<Action> {
        let mut prompt = kit_steps::prompt(state);
        super::war_end::offer(state, &mut prompt);
        prompt
    }

    fn apply_legal(state: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        if super::war_end::is_offered(action) {
            super::war_end::apply(state, seat, action)?;
            return kit_steps::settle(state, SETTLE_LIMIT).map(|_| ()).map_err(|e| Illegal(e.to_string()));
        }
        kit_steps::apply(state, seat, action, SETTLE_LIMIT)
    }

    fn view(state: &State, viewer: crate::Viewer) -> super::view::NatoView {
        super::view::view(state, viewer)
    }

    /// Nothing on the board is secret; the dice to come are drawn anew.
    fn redraw_secrets(state: &State, _seat: Seat, seed: u64) -> Option<State> {
        Some(super::view::redraw_secrets(state, seed))
    }

    fn view_json(state: &State, viewer: Option<Seat>) -> serde_json::Value {
        serde_json::to_value(super::view::view(state, crate::Viewer::from_seat(viewer))).expect("views serialise")
    }

    fn outcome(state: &State) -> Option<Outcome> {
        state.outcome.clone()
    }

    fn describe(state: &State, action: &Action) -> Described {
        let key = |u: u16| state.key(u).to_string();
        let notation = action.notation(&key);
        let unit = |u: &u16| Arg::Unit(key(*u));
        let hex = |h: &u16| Arg::Hex(hex_name(*h));
        let ut = |u: &u16| Some(Target::new(TargetKind::Unit, key(*u)));
        let ht = |h: &u16| Some(Target::new(TargetKind::Hex, hex_name(*h)));
        let placing = matches!(state.steps.last(), Some(Step::AirStrikes(_) | Step::DefensiveStrike)) && super::air::strike::planned(state);
        let (label, args, target): (&str, Vec<Arg>, Option<Target>) = match action {
            Action::Select(u) => ("nato.act.select", vec![unit(u)], ut(u)),
            Action::MoveTo(h) => match state.steps.last() {
                // [29.8]: the city a destroyed HQ is rebuilt in.
                Some(Step::Rebuild) => ("nato.act.rebuild_in", vec![hex(h)], ht(h)),
                _ => ("nato.act.move", vec![hex(h)], ht(h)),
            },
            Action::Cancel => match state.steps.last() {
                Some(Step::Commit { .. }) => ("nato.act.call_off", vec![], None),
                _ => ("nato.act.stay", vec![], None),
            },
            Action::Done => match state.steps.last() {
                Some(Step::Chemical(_)) => ("nato.act.chem_done", vec![], None),
                Some(Step::Nuclear(..)) => ("nato.act.nuke_done", vec![], None),
                _ => ("nato.act.done", vec![], None),
            },
            Action::FirstUse => ("nato.act.first_use", vec![], None),
            Action::Nuke(h) => ("nato.act.nuke", vec![hex(h)], ht(h)),
            Action::NukeAirfields => ("nato.act.nuke_airfields", vec![], None),
            Action::NukeVistula => ("nato.act.nuke_vistula", vec![], None),
            Action::Gas(h, d, p) => (super::chemical::label(*d, *p), vec![hex(h)], ht(h)),
            Action::AirfieldGas => ("nato.act.airfield_gas", vec![], None),
            Action::Reserve(u) => ("nato.act.reserve", vec![unit(u)], ut(u)),
            Action::Attack(h) => ("nato.act.attack", vec![hex(h)], ht(h)),
            Action::Mark(h) => ("nato.act.mark", vec![hex(h)], ht(h)),
            Action::Commit(u) => ("nato.act.commit", vec![unit(u)], ut(u)),
            Action::Resolve => match state.steps.last() {
                Some(Step::Ferry { .. }) => ("nato.act.intercept", vec![], None),
                // [15.2]: the helicopter operations flown since the last roll (rules 18).
                Some(Step::Heli(_)) => ("nato.act.roll_flak", vec![Arg::Num(state.heli_flights.len() as i32)], None),
                // [23.2.4]: every offensive strike marker placed is rolled, in the order placed.
                Some(Step::AirStrikes(_) | Step::DefensiveStrike) => ("nato.act.resolve_strikes", vec![Arg::Num(state.strike_markers.len() as i32)], None),
                _ => ("nato.act.resolve", vec![], None),
            },
            Action::Support(u) => ("nato.act.support", vec![unit(u)], ut(u)),
            Action::React(u) => ("nato.act.react", vec![unit(u)], ut(u)),
            Action::Exploit(u, h) => ("nato.act.exploit", vec![unit(u), hex(h)], ht(h)),
            Action::Hit(u) => ("nato.act.hit", vec![unit(u)], ut(u)),
            Action::Sacrifice(u) => ("nato.act.sacrifice", vec![unit(u)], ut(u)),
            Action::Retreat => ("nato.act.retreat", vec![], None),
            Action::RetreatTo(u, h) => ("nato.act.retreat_to", vec![unit(u), hex(h)], ht(h)),
            Action::Advance(u) => ("nato.act.advance", vec![unit(u)], ut(u)),
            // [23.2.4]: from rules 17 a strike in the Air Strike Segment places its marker.
            Action::Strike(u, None) if placing => ("nato.act.strike_place", vec![unit(u)], ut(u)),
            Action::Strike(u, Some(v)) if placing => ("nato.act.strike_place_two", vec![unit(u), unit(v)], ut(u)),
            Action::Strike(u, None) => ("nato.act.strike", vec![unit(u)], ut(u)),
            Action::Strike(u, Some(v)) => ("nato.act.strike_two", vec![unit(u), unit(v)], ut(u)),
            Action::TakeBack(u) => ("nato.act.strike_take_back", vec![unit(u)], ut(u)),
            Action::Bombard(a, u) => ("nato.act.bombard", vec![unit(a), unit(u)], ut(u)),
            Action::Interdict(n) => ("nato.act.interdict", vec![Arg::Num(*n as i32)], None),
            Action::Aiz(h) => ("nato.act.aiz", vec![hex(h)], ht(h)),
            Action::Helicopter(u) => ("nato.act.helicopter", vec![unit(u)], ut(u)),
            Action::Fly(h) => ("nato.act.fly", vec![hex(h)], ht(h)),
            Action::Entrain(u) => match state.units[*u as usize].train {
                Some(_) => ("nato.act.entrained", vec![unit(u)], ut(u)),
                None => ("nato.act.entrain", vec![unit(u)], ut(u)),
            },
            Action::Detrain(u) => ("nato.act.detrain", vec![unit(u)], ut(u)),
            Action::RailToBox(u) => ("nato.act.rail_to_box", vec![unit(u)], ut(u)),
            Action::Sail(h) => ("nato.act.sail", vec![hex(h)], ht(h)),
            Action::Heliborne(u) => ("nato.act.heliborne", vec![unit(u)], ut(u)),
            Action::Extract(u) => ("nato.act.extract", vec![unit(u)], ut(u)),
            Action::Airlift(h) => ("nato.act.airlift", vec![hex(h)], ht(h)),
            Action::Sealift(h) => ("nato.act.sealift", vec![hex(h)], ht(h)),
            Action::Resupply(h) => match state.steps.last() {
                Some(Step::ResupplyRecovery(_)) => ("nato.act.resupply_use", vec![hex(h)], ht(h)),
                _ => ("nato.act.resupply", vec![hex(h)], ht(h)),
            },
            Action::Defend(list) => super::defending::describe(state, list),
            Action::Concede => ("nato.act.concede", vec![], None),
            Action::CeaseFire => ("nato.act.ceasefire", vec![], None),
            Action::Terms(t) => ("nato.act.terms", vec![Arg::Key(super::war_end::terms_key(t))], None),
            Action::Accept => ("nato.act.accept_ceasefire", vec![], None),
            Action::Decline => ("nato.act.decline_ceasefire", vec![], None),
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

    fn check_invariants(state: &State) -> Result<(), String> {
        if state.outcome.is_none() && state.steps.is_empty() {
            return Err("no pending step while the game runs".into());
        }
        for (u, h) in state.on_map() {
            if !state.playable(h) {
                return Err(format!("{} stands on {} outside the scenario's land", state.key(u), hex_name(h)));
            }
            if state.units[u as usize].steps == 0 {
                return Err(format!("{} is on the map with no step", state.key(u)));
            }
        }
        // Two sides never share a hex (one pass: the sides seen in each hex, as bits) but in an assault
        // before its battle ([27.0]); a Reforger site is no ground unit and the Pact may stand on it
        // ([33.3.2], rules 23).
        let mut sides = vec![0u8; state.data().hexes.len()];
        for (u, h) in state.on_map() {
            if super::reforger::no_ground_unit(state, u) {
                continue;
            }
            let seen = &mut sides[h as usize];
            *seen |= 1 << state.side(u).seat();
            if *seen == 0b11 && !super::assault::under_assault(state, h) {
                return Err(format!("both sides stand in {}", hex_name(h)));
            }
        }
        if state.turn > state.last_turn {
            return Err(format!("turn {} is past the last ({})", state.turn, state.last_turn));
        }
        Ok(())
    }

    fn texts() -> crate::text::Catalog {
        text::TEXTS
    }

    /// A counter's name (`su-16-td` → "16th Guards Tank Division").
    fn unit_name(data: &Pack, key: &str, lang: crate::text::Lang) -> Option<String> {
        let u = &data.data.units[data.data.unit(key)?];
        Some(lang.pick(&u.name_en, &u.name_ko).to_string())
    }

    /// The city in a hex: "Hamburg (2417)".
    fn hex_name(data: &Pack, id: &str, lang: crate::text::Lang) -> Option<String> {
        let h = super::data::parse_hex(id)?;
        let c = data.data.hexes.get(h as usize)?.city.as_ref()?;
        Some(lang.pick(&c.name_en, &c.name_ko).to_string())
    }

    /// The odds of rolling a battle: its column, shifts and every CRT result ([25.5]).
    fn computer() -> Option<&'static dyn crate::ai::Computer> {
        Some(&crate::ai::Player::<Nato>::NEW)
    }

    fn odds(state: &State, action: &Action) -> Option<crate::kit::odds::Odds> {
        match (action, state.steps.last()) {
            // [25.9.1]: a breakthrough battle cycle rolls nothing.
            (Action::Resolve, Some(Step::Commit { side, target, .. })) if super::breakthrough::is_cycle_target(state, *side, *target) => None,
            (Action::Resolve, Some(Step::Commit { side, target, units, support })) => {
                Some(super::combat::odds::battle_odds(state, *side, *target, units, support.is_some()))
            }
            (Action::Strike(u, _), Some(Step::AirStrikes(side))) => super::air::strike::point_odds(state, *side, *u),
            // [23.2.4]: a placed marker's chances, shown on its take-back.
            (Action::TakeBack(u), Some(Step::AirStrikes(side))) => super::air::strike::point_odds(state, *side, *u),
            (Action::Strike(u, _), Some(Step::DefensiveStrike)) => super::air::strike::point_odds(state, super::data::Side::Nato, *u),
            (Action::TakeBack(u), Some(Step::DefensiveStrike)) => super::air::strike::point_odds(state, super::data::Side::Nato, *u),
            (Action::Bombard(a, u), _) => super::air::artillery::odds(state, *a, *u),
            (Action::Nuke(h), Some(Step::Nuclear(side, _))) => super::nuclear::odds(state, *side, *h),
            (Action::Airlift(_) | Action::Sealift(_), Some(Step::FerryMove { unit, .. })) => super::transport::odds(state, *unit, action),
            (Action::Fly(h), Some(Step::HeliOp(op))) => super::heliborne::fly_odds(state, op, *h),
            (Action::Resupply(h), Some(Step::Resupply(side))) => Some(super::resupply::odds(state, *side, *h)),
            _ => None,
        }
    }

    /// A side's move is a long run of decisions (every unit's move): look one decision ahead.
    fn careful_lookahead() -> u32 {
        1
    }

    /// [21.0]: a nuclear strike is the random player's last resort, else most games end in Armageddon;
    /// [35.1]: conceding or proposing a cease-fire, offered with every decision, far rarer still, else
    /// few random games would reach their last turn.
    fn rarity(_state: &State, action: &Action) -> u32 {
        if super::nuclear::is_strike(action) {
            crate::rng::RARE
        } else if super::war_end::is_offered(action) {
            super::war_end::RANDOM_RARITY
        } else {
            1
        }
    }
}
