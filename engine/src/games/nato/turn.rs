//! The game turn ([7.0]): the Joint Player Turn (status: NATO's VP for Pact cities it holds, [34.3.1];
//! reinforcements, [33.0]), the Pact's player turn, NATO's player turn, and the end-of-turn checks —
//! surrender ([32.1]), automatic victory ([34.1]) and, after the last turn, the VP count ([34.2]–[34.3]).
//!
//! Each player turn runs Movement ([12.0]), Recovery ([7.0] II.C) and Combat ([25.0]) in that order.

use super::actions::Action;
use super::data::{hex_name, HexId, Side, VictoryRow};
use super::state::{Loc, State, Step, UnitId};
use crate::kit::steps::Step as KitStep;
use crate::{Arg, Outcome, Prompt};

/// The steps of one game turn, pushed so that the first runs first. From rules version 2 each side's
/// Offensive Strike Phase comes before its Combat Phase: the Pact's air strikes and artillery after its
/// Combat Planning, NATO's air strikes after its Recovery ([7.0] II.E, III.D).
pub fn push_turn(s: &mut State) {
    // Rules version 1 has no air power: its turn is the same sequence without the strike segments.
    let air = super::air::active(s);
    let steps = [
        Step::TurnEnd,
        Step::PlayerEnd,
        Step::ReserveEnd,
        Step::Reserve(Side::Nato),
        Step::CombatEnd(Side::Nato),
        Step::Combat(Side::Nato),
        Step::AirStrikes(Side::Nato),
        Step::ChemicalStart,
        Step::Nuclear(Side::Nato, false),
        Step::Recovery(Side::Nato),
        Step::MovementEnd(Side::Nato),
        Step::Heli(Side::Nato),
        Step::Movement(Side::Nato),
        Step::Ferry { side: Side::Nato, passed: vec![], ports: vec![] },
        Step::Rail(Side::Nato),
        Step::Supply,
        Step::PlayerEnd,
        Step::ReserveEnd,
        Step::Reserve(Side::Wp),
        Step::CombatEnd(Side::Wp),
        Step::Combat(Side::Wp),
        Step::Bombardment { fired: vec![] },
        Step::AirStrikes(Side::Wp),
        Step::ChemicalStart,
        Step::Nuclear(Side::Wp, false),
        Step::Planning,
        Step::Recovery(Side::Wp),
        Step::MovementEnd(Side::Wp),
        Step::Heli(Side::Wp),
        Step::Movement(Side::Wp),
        Step::Ferry { side: Side::Wp, passed: vec![], ports: vec![] },
        Step::Rail(Side::Wp),
        Step::Supply,
    ];
    // Rail movement from rules version 4 ([13.0]).
    let rail = super::rail::active(s);
    let ferry = super::ferry::active(s);
    let heli = super::heliborne::active(s);
    let chem = super::chemical::active(s);
    let nuke = super::nuclear::active(s);
    s.steps.extend(
        steps
            .into_iter()
            .filter(|st| air || !matches!(st, Step::AirStrikes(_) | Step::Bombardment { .. }))
            .filter(|st| rail || !matches!(st, Step::Rail(_)))
            // The Air and Sea Movement Segment from rules version 5 ([14.0]).
            .filter(|st| ferry || !matches!(st, Step::Ferry { .. }))
            // The Helicopter Movement Segment from rules version 7 ([18.0]).
            .filter(|st| heli || !matches!(st, Step::Heli(_)))
            // The Chemical Strike Segment with the `chemical` option (rules 14, [22.0]).
            .filter(|st| chem || !matches!(st, Step::ChemicalStart))
            // The Nuclear Strike Segment with the `nuclear` option (rules 15, [21.0]).
            .filter(|st| nuke || !matches!(st, Step::Nuclear(..))),
    );
}

/// The Joint Player Turn ([7.0] I).
pub struct TurnStart;

impl KitStep<State> for TurnStart {
    fn prompt(&self, _s: &State) -> Option<Prompt<Action>> {
        None
    }

    fn run(&self, s: &mut State) {
        s.turn += 1;
        s.player = Side::Wp;
        s.contacts.clear();
        s.multinational.clear();
        for u in s.units.iter_mut() {
            u.surprised = false;
        }
        // [18.4.4]: the Recovery box's attack helicopters go back to the Ready box.
        super::air::helicopters::recover(s);
        s.push_log(None, "nato.turn", vec![Arg::Num(s.turn as i32)]);
        // [23.1.1]: the Air Campaign.
        if super::air::active(s) {
            super::air::campaign::air_campaign(s);
        }
        // [10.8.1]: the Pact's supply points, less NATO's Center Interdiction ([23.7]).
        if !s.scenario_data().has("no_wp_supply_points") {
            // [21.4]: after NATO's Vistula strike the base income is 1.
            let income = super::nuclear::supply_income(s, s.scenario_data().wp_sp_income);
            s.supply_points += super::air::interdiction::income_after(income, s.interdiction);
        }
        s.interdiction = 0;
        s.interdicted = false;
        // [22.1], [34.3.3]: chemical points, and NATO's VP for a turn of chemical warfare.
        super::chemical::joint_phase(s);
        // [32.2.1]: a surrendered nation's units leave the map.
        for u in 0..s.units.len() {
            let nation = s.data().units[u].nation.clone();
            if s.surrendered(&nation) && s.units[u].loc != Loc::Dead && s.units[u].loc != Loc::Out {
                s.units[u].loc = Loc::Dead;
            }
        }
        // [34.3.1]: NATO records VP for every Pact city it holds.
        let mut vp = 0;
        for (h, side, v) in city_vp(s) {
            if side == Side::Nato && s.city_controller(h) == Some(Side::Nato) {
                vp += v;
            }
        }
        if vp > 0 {
            s.vp[Side::Nato.seat() as usize] += vp;
            s.push_log(Some(Side::Nato), "nato.city_vp", vec![Arg::Num(vp)]);
        }
        // [33.3.2]: the Reforger sites in hexes a Pact unit occupies are removed (rules 23).
        super::reforger::status_phase(s);
        reinforcements(s);
        // [33.3.3.1] 5: damaged Reforger sites activated this turn are disrupted (rules 16).
        super::reforger::activate(s);
        push_turn(s);
        // [29.8]: destroyed HQs due back are placed in this Joint Reinforcement Phase (rules 13).
        super::hq_rebuild::push_due(s);
    }
}

/// The city VP of the scenario: (hex, the side that scores it, VP) ([34.2], [34.3.1]).
pub fn city_vp(s: &State) -> Vec<(HexId, Side, i32)> {
    s.data()
        .victory
        .iter()
        .filter(|v| v.scenario == s.scenario && v.year == s.year)
        .filter_map(|v| match v.row {
            VictoryRow::City { hex, side, vp } => Some((hex, side, vp)),
            _ => None,
        })
        .collect()
}

/// The reinforcement sectors' boxes ([2.2.2]: sectors 1–5).
const SECTOR_BOXES: [&str; 5] = ["nato.place.g1", "nato.place.g2", "nato.place.g3", "nato.place.g4", "nato.place.g5"];

/// [33.0]: the units due this turn arrive: in their hex (a reserve site, [33.2.1], or a printed hex), or
/// in their sector's box ([33.2.2]), or at the friendly edge (the SRB and the air, sea and rail entries,
/// entered here by ground from any friendly sector: docs/games/nato.md). A reserve site an enemy unit
/// holds eliminates the unit instead ([33.2.1]).
pub fn reinforcements(s: &mut State) {
    for u in 0..s.units.len() {
        let Loc::Due(t) = s.units[u].loc else { continue };
        if t > s.turn {
            continue;
        }
        let side = s.data().units[u].side;
        let to = s.units[u].arrival.unwrap_or(Loc::Box(0));
        let at = match to {
            // [21.1.3] 12: a reserve site under a Nuclear marker eliminates the unit too.
            Loc::Hex(h) if s.occupied_by(h, side.other()) || s.city_controller(h) == Some(side.other()) || super::nuclear::site_lost(s, to) => Loc::Dead,
            Loc::Hex(h) if !s.playable(h) => Loc::Box(0),
            other => other,
        };
        s.units[u].loc = at;
        let id = if at == Loc::Dead { "nato.reserve_lost" } else { "nato.arrives" };
        let key = s.data().units[u].key.clone();
        let place = match (at, to) {
            (Loc::Hex(h), _) | (_, Loc::Hex(h)) => Arg::Hex(hex_name(h)),
            (Loc::Box(0), _) => Arg::Key("nato.place.rear".into()),
            (Loc::Srb, _) => Arg::Key("nato.place.srb".into()),
            (Loc::Box(n), _) => Arg::Key(SECTOR_BOXES[(n.clamp(1, 5) - 1) as usize].into()),
            _ => Arg::Key("nato.place.rear".into()),
        };
        s.push_log(Some(side), id, vec![Arg::Unit(key.clone()), place]);
        // [33.2.6]: a US or Canadian sea entry rolls for CONUS interception as it reaches the SRB (rules 6).
        if at == Loc::Srb {
            super::ferry::conus(s, u as super::state::UnitId);
        }
        // [13.6], [13.3]: from rules 5 a rail reinforcement arrives Entrained in its box, within the side's
        // rail capacity (beyond it, detrained: decision R8).
        if to == Loc::Box(0) && super::rail::from_boxes(s) && super::rail::entrained_steps(s, side) + s.units[u].steps as u32 <= super::rail::capacity(side) {
            s.units[u].train = Some(super::rail::Train::Entrained);
            s.push_log(Some(side), "nato.arrives_entrained", vec![Arg::Unit(key)]);
        }
    }
}

/// The Recovery Phase ([7.0] II.C): the side's Disrupted markers go. NATO units activate on contact
/// ([35.2]) when the Pact has entered or attacked their nation.
pub struct Recovery;

impl KitStep<State> for Recovery {
    fn prompt(&self, _s: &State) -> Option<Prompt<Action>> {
        None
    }

    fn run(&self, s: &mut State) {
        let side = s.player;
        for u in 0..s.units.len() {
            if s.data().units[u].side == side {
                s.units[u].disrupted = false;
            }
        }
        super::supply::recovery_supply(s, side);
        super::resupply::after_recovery(s, side);
    }
}

/// The end of a player turn: after the Pact's, NATO's units it has touched activate ([35.2]) and NATO's
/// turn begins.
pub struct PlayerEnd;

impl KitStep<State> for PlayerEnd {
    fn prompt(&self, _s: &State) -> Option<Prompt<Action>> {
        None
    }

    fn run(&self, s: &mut State) {
        if s.player == Side::Wp {
            activate_on_contact(s);
            super::reforger::activate(s);
        } else {
            activate_on_strikes(s);
        }
        // The Suppression Removal Phase ([7.0] II.H, III.G): the player's Suppressed markers go.
        for u in 0..s.units.len() {
            if s.data().units[u].side == s.player {
                s.units[u].suppressed = false;
            }
        }
        s.gdp.clear();
        s.player = s.player.other();
    }
}

/// The start of a player turn: the HQ Supply Phase ([10.4]) and the Movement Supply Segment ([10.5]) of
/// the player whose turn it is.
pub struct SupplyPhase;

impl KitStep<State> for SupplyPhase {
    fn prompt(&self, _s: &State) -> Option<Prompt<Action>> {
        None
    }

    fn run(&self, s: &mut State) {
        let side = s.player;
        super::supply::hq_supply_phase(s, side);
        super::supply::movement_supply(s, side);
        // [10.7]: then the player's resupply operation, where one would help.
        if super::resupply::active(s) && !super::resupply::hexes(s, side).is_empty() {
            s.steps.push(Step::Resupply(side));
        }
        // [13.5]: a unit now out of movement supply loses its Train marker.
        super::rail::lose_markers(s);
        if side == Side::Nato && s.turn == 1 && s.scenario_data().has("gdp_move_gt1") {
            move_to_the_gdp(s);
        }
    }
}

/// The national armies that roll for the Move to the GDP, in their order ([35.3.4]); Canadians move with
/// the US ([35.3.4] 2).
pub const GDP_ARMIES: [&str; 5] = ["frg", "us", "uk", "nl", "be"];

/// [35.3]: NATO's first turn is the Move to the GDP: a die per national army caps its units' MA
/// ([35.3.3]); NATO scores 5 − ⌊(West German + US + UK dice) / 3⌋ VP, never below 0 ([35.3.7]). The dice
/// are rolled together at the start of the phase (docs/games/nato.md, decision E17).
pub fn move_to_the_gdp(s: &mut State) {
    let mut rolls = vec![];
    for army in GDP_ARMIES {
        let die = s.roll();
        rolls.push((army.to_string(), die));
        s.push_log(Some(Side::Nato), "nato.gdp_roll", vec![Arg::Key(format!("nato.nation.{army}")), Arg::Roll(die)]);
    }
    let sum: i32 = rolls.iter().filter(|(a, _)| matches!(a.as_str(), "frg" | "us" | "uk")).map(|(_, d)| *d as i32).sum();
    let vp = gdp_vp(sum);
    s.vp[Side::Nato.seat() as usize] += vp;
    s.push_log(Some(Side::Nato), "nato.gdp_vp", vec![Arg::Num(vp)]);
    s.gdp = rolls;
}

/// [35.3.7]: the Move to the GDP's VP from the West German, US and UK dice.
pub fn gdp_vp(sum: i32) -> i32 {
    (5 - sum / 3).max(0)
}

/// Each hex's distance from the Iron Curtain: from the NATO hexes along it ([35.3.6]).
pub fn curtain_distance(s: &State) -> Vec<u32> {
    let d = s.data();
    let mut dist = vec![u32::MAX; d.hexes.len()];
    let mut q = std::collections::VecDeque::new();
    for h in 0..d.hexes.len() as HexId {
        if d.hexes[h as usize].owner() == Some(Side::Nato) && d.neighbours(h).any(|n| d.side(h, n).is_some_and(|x| x.iron_curtain)) {
            dist[h as usize] = 0;
            q.push_back(h);
        }
    }
    while let Some(x) = q.pop_front() {
        for y in d.neighbours(x) {
            if dist[y as usize] == u32::MAX {
                dist[y as usize] = dist[x as usize] + 1;
                q.push_back(y);
            }
        }
    }
    dist
}

/// [35.2] (L3960), from rules 25 (decision E25): a Pact strike — an air strike, offensive or defensive, an
/// artillery bombardment, a chemical or a nuclear strike — on NATO units is a contact in the hex where
/// they stand, as a Pact ground attack is: "after an enemy ground attack or strike targeting a unit located
/// in that nation". A Reforger site is no unit the strike makes a contact of: [23.3.1] names sites a target
/// apart from combat and HQ units, [33.3.2] makes a site no ground unit until activated, and its own unit
/// activates by a Reforger step only ([35.2], [33.3.1]). Called before the strike's result is applied.
pub fn struck(s: &mut State, striker: Side, targets: &[UnitId]) {
    if striker != Side::Wp || s.rules < super::gdp::RULES_25 {
        return;
    }
    for &u in targets {
        if let Some(h) = s.hex_of(u) {
            if s.side(u) == Side::Nato && !super::reforger::is_site(s, u) {
                s.contacts.push(h);
            }
        }
    }
}

/// [35.2]: all NATO units of a nation activate once a Pact unit stands in that nation or a Pact attack
/// has struck a hex of it (the scenario's `nato_activation_on_contact`; France only with
/// `french_activation_on_contact`). From rules 25 a Pact strike on NATO units is such a contact
/// ([`struck`]).
pub fn activate_on_contact(s: &mut State) {
    if !s.scenario_data().has("nato_activation_on_contact") {
        return;
    }
    let mut touched: Vec<String> = vec![];
    for (u, h) in s.on_map() {
        if s.side(u) == Side::Wp {
            if let Some(c) = &s.data().hexes[h as usize].country {
                touched.push(c.clone());
            }
        }
    }
    activate_touched(s, touched);
}

/// [35.2] (L3960), from rules 25 (decision E25): at the end of NATO's player turn the Pact's strikes of that
/// turn (its defensive strikes and bombardments) activate the nations they touched; a Pact unit standing in
/// a nation is read only as the Pact's own player turn ends ("before a friendly player turn starts").
pub fn activate_on_strikes(s: &mut State) {
    if s.rules < super::gdp::RULES_25 || !s.scenario_data().has("nato_activation_on_contact") {
        return;
    }
    activate_touched(s, vec![]);
}

/// The NATO units of the nations `touched` and of the contacts' hexes activate now ([35.2]).
fn activate_touched(s: &mut State, mut touched: Vec<String>) {
    let french = s.scenario_data().has("french_activation_on_contact");
    for &h in &s.contacts {
        if let Some(c) = &s.data().hexes[h as usize].country {
            touched.push(c.clone());
        }
    }
    for u in 0..s.units.len() {
        let unit = &s.data().units[u];
        if unit.side == Side::Nato && s.units[u].active > s.turn && touched.contains(&unit.nation) && (unit.nation != "fr" || french) {
            s.units[u].active = s.turn;
        }
    }
}

/// The end of a game turn ([7.0] game-end checks).
pub struct TurnEnd;

impl KitStep<State> for TurnEnd {
    fn prompt(&self, _s: &State) -> Option<Prompt<Action>> {
        None
    }

    fn run(&self, s: &mut State) {
        // [32.3]: a surrendered nation whose cities NATO all holds is restored (rules 13).
        super::restoration::restore(s);
        surrender(s);
        // [29.8]: the HQs destroyed this turn go on the turn track (rules 13).
        super::hq_rebuild::to_turn_track(s);
        // [32.1.3], [34.1.2.3]: Czechoslovakia surrenders and the game ends (rules 12).
        if let Some(u) = super::victory::prague_taken(s) {
            s.surrendered.push("cs".into());
            s.push_log(None, "nato.surrender", vec![Arg::Key("nato.nation.cs".into())]);
            s.outcome = Some(Outcome::win(Side::Nato.seat(), "nato_prague", vec![Arg::Unit(s.key(u).to_string())]));
            return;
        }
        if let Some(o) = automatic_victory(s) {
            s.outcome = Some(o);
            return;
        }
        if s.turn >= s.last_turn {
            // [34.1.2.2]: West Berlin relieved at the game's end (rules 12).
            if let Some(u) = super::victory::berlin_relieved(s) {
                s.outcome = Some(Outcome::win(Side::Nato.seat(), "nato_berlin_relieved", vec![Arg::Unit(s.key(u).to_string())]));
                return;
            }
            s.outcome = Some(final_count(s));
            return;
        }
        s.steps.push(Step::TurnStart);
    }
}

/// [32.1.1], [32.1.2]: Denmark surrenders when the Pact holds Danish cities worth 4 VP, the Netherlands
/// at 5; their free cities become the Pact's ([32.2.1]).
pub fn surrender(s: &mut State) {
    for (nation, need) in [("dk", 4), ("nl", 5)] {
        if s.surrendered(nation) {
            continue;
        }
        let cities = s.cities_of(nation);
        let held: u32 = cities
            .iter()
            .filter(|&&h| s.city_controller(h) == Some(Side::Wp))
            .filter_map(|&h| s.data().hexes[h as usize].city.as_ref())
            .map(|c| match c.kind {
                super::data::CityKind::Town => 1,
                super::data::CityKind::Major => 2,
                super::data::CityKind::Key => 3,
            })
            .sum();
        if held >= need {
            s.surrendered.push(nation.to_string());
            for h in cities {
                if s.city_controller(h) == Some(Side::Nato) && !s.occupied_by(h, Side::Nato) {
                    s.conquests.retain(|c| c.hex != h);
                    s.conquests.push(super::state::Conquest { hex: h, by: Side::Wp });
                }
            }
            s.push_log(None, "nato.surrender", vec![Arg::Key(format!("nato.nation.{nation}"))]);
        }
    }
    // [32.2.3]: both surrendered, NATO loses a tactical air point in every later turn, for good (a
    // restoration gives no air point back, [32.3]) (rules 13).
    if s.rules >= super::restoration::RULES && !s.airfields_lost && s.surrendered("dk") && s.surrendered("nl") {
        s.airfields_lost = true;
        s.push_log(Some(Side::Nato), "nato.airfields_lost", vec![]);
    }
}

/// The land west of the Rhine and south of the Waal ([34.1.1]): every playable hex reached from France,
/// Belgium and Luxembourg without crossing the Rhine or the Waal (rivers.tsv's keys in hexsides.tsv),
/// a blocked or an all-sea hexside.
pub fn beyond_the_rhine(s: &State) -> Vec<bool> {
    let d = s.data();
    let mut region = vec![false; d.hexes.len()];
    let mut stack: Vec<HexId> = (0..d.hexes.len() as HexId)
        .filter(|&h| s.playable(h) && matches!(d.hexes[h as usize].country.as_deref(), Some("fr" | "be" | "lu")))
        .collect();
    for &h in &stack {
        region[h as usize] = true;
    }
    while let Some(x) = stack.pop() {
        for y in d.neighbours(x) {
            if region[y as usize] || !s.playable(y) {
                continue;
            }
            let Some(hs) = d.side(x, y) else { continue };
            let river = matches!(hs.river_name.as_deref(), Some("rhine" | "waal"));
            let open = match hs.crossing {
                super::data::Crossing::Land => true,
                super::data::Crossing::AllSea => hs.feature.as_deref() == Some("causeway"),
                super::data::Crossing::Blocked => false,
            };
            if open && !river {
                region[y as usize] = true;
                stack.push(y);
            }
        }
    }
    region
}

/// [34.1.1]: the Pact wins at once when, at the end of a turn, one of its maneuver units (not airborne,
/// airmobile or marine) stands west of the Rhine and south of the Waal and its superior HQ traces to a
/// source.
pub fn rhine_crossed(s: &State) -> Option<super::state::UnitId> {
    let region = beyond_the_rhine(s);
    if !s.on_map().any(|(u, h)| s.side(u) == Side::Wp && region[h as usize]) {
        return None;
    }
    let ctx = super::supply::Ctx::new(s);
    let hqs: Vec<super::state::UnitId> = s.on_map().filter(|&(u, _)| s.side(u) == Side::Wp && s.class(u) == super::data::Class::Hq).map(|(u, _)| u).collect();
    s.on_map().find(|&(u, h)| {
        let t = s.ty(u);
        s.side(u) == Side::Wp
            && t.class.maneuver()
            && !t.airborne
            && !t.marine
            && region[h as usize]
            && hqs.iter().any(|&hq| super::supply::superior(s, hq, u) && super::supply::hq_traces(s, &ctx, hq))
    })
    .map(|(u, _)| u)
}

/// [34.1.2.1]: NATO wins at once holding two or more Pact cities at the end of a turn; [34.1.1]: the Pact
/// across the Rhine.
pub fn automatic_victory(s: &State) -> Option<Outcome> {
    if let Some(u) = rhine_crossed(s) {
        return Some(Outcome::win(Side::Wp.seat(), "nato_rhine", vec![Arg::Unit(s.key(u).to_string())]));
    }
    let held = (0..s.data().hexes.len() as HexId)
        .filter(|&h| s.data().hexes[h as usize].city.is_some() && s.data().hexes[h as usize].owner() == Some(Side::Wp) && s.city_controller(h) == Some(Side::Nato))
        .count();
    if held >= 2 {
        return Some(Outcome::win(Side::Nato.seat(), "nato_tables_turned", vec![Arg::Num(held as i32)]));
    }
    None
}

/// The VP of each side at the end ([34.2], [34.3]): the Pact scores each NATO city it has conquered (from
/// rules 12 also those cut off from the western edge, [`super::victory::pact_scores`]), NATO its recorded
/// VP and the objectives it holds.
pub fn final_vp(s: &State) -> [i32; 2] {
    let ctx = super::cities::active(s).then(|| super::supply::Ctx::new(s));
    let scores = |h: HexId| match &ctx {
        Some(ctx) => super::victory::pact_scores(s, ctx, h),
        None => s.city_controller(h) == Some(Side::Wp),
    };
    vp_with(s, scores)
}

/// The VP now, counting for the Pact only the NATO cities it has conquered: the computer's evaluation, read
/// at every leaf of its search, where tracing each city to the western edge would cost too much.
pub fn conquered_vp(s: &State) -> [i32; 2] {
    vp_with(s, |h| s.city_controller(h) == Some(Side::Wp))
}

fn vp_with(s: &State, pact_scores: impl Fn(HexId) -> bool) -> [i32; 2] {
    let mut vp = s.vp;
    for (h, side, v) in city_vp(s) {
        if side == Side::Wp && pact_scores(h) {
            vp[0] += v;
        }
    }
    for v in s.data().victory.iter().filter(|v| v.scenario == s.scenario && v.year == s.year) {
        if let VictoryRow::Objective { hexes, side, vp: n } = &v.row {
            let held = hexes.iter().all(|&h| match s.data().hexes[h as usize].city {
                Some(_) => s.city_controller(h) == Some(*side),
                None => s.occupied_by(h, *side) || (!s.occupied_by(h, side.other()) && s.data().hexes[h as usize].owner() == Some(*side)),
            });
            if held {
                vp[side.seat() as usize] += n;
            }
        }
    }
    vp
}

/// The level the VP difference reaches on the scenario's chart (victory.tsv; WP minus NATO, decision 1).
pub fn final_count(s: &State) -> Outcome {
    let vp = final_vp(s);
    let diff = vp[0] - vp[1];
    let mut levels: Vec<(String, i32)> = s
        .data()
        .victory
        .iter()
        .filter(|v| v.scenario == s.scenario && v.year == s.year)
        .filter_map(|v| match &v.row {
            VictoryRow::Level { level, vp } => Some((level.clone(), *vp)),
            _ => None,
        })
        .collect();
    levels.sort_by_key(|(_, v)| std::cmp::Reverse(*v));
    let args = vec![Arg::Num(vp[0]), Arg::Num(vp[1]), Arg::Num(diff)];
    // The Pact's levels stand at or above their VP; from the draw's bound up to the marginal level it is
    // a draw; below the draw's bound NATO wins (docs/games/nato.md).
    for (level, bound) in &levels {
        if diff >= *bound {
            if level == "draw" {
                return Outcome { winner: None, winners: vec![], reason: "nato_draw".into(), args };
            }
            return Outcome::win(Side::Wp.seat(), &format!("nato_wp_{level}"), args);
        }
    }
    Outcome::win(Side::Nato.seat(), "nato_nato_wins", args)
}
