//! Events (DF 10, L1696–L1795; cards DF 3.1, L898–L935). A faction's initiative marker turns to its Pending
//! Event face when it enters or passes one of the faction's event spaces (state.rs, `State::pay`); at step 6
//! of the action round every faction showing Pending Event carries out the event procedure, in initiative
//! order, until every marker shows its Initiative face again (rules version 2).
//!
//! The event display: the draw pile (face down), the Pending card (face up on the draw pile), the Current
//! card, and the discard pile whose top card is the Spent event. The cards' ongoing benefits (the +1 to
//! every roll but weather of Urals Industry, Arsenal of Democracy and High Command) hold while a card is
//! visible in any of the three boxes.
//!
//! Not modelled here, and why (docs/games/downfall.md): air units (steps 3 and 7, DF 10.3) and action
//! cards (step 6; the default variant plays without them) — neither exists in the engine yet.

use serde::Serialize;

use super::data::{Faction, FACTIONS};
use super::state::{Loc, State, Step};
use super::Action;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// The event display (DF 1.L, 10.1). Cards are indices into `DfData::events`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Display {
    /// The draw pile, top card first (face down).
    pub draw: Vec<u8>,
    /// The revealed card on top of the draw pile.
    pub pending: Option<u8>,
    pub current: Option<u8>,
    /// The discard pile, bottom card first: the last one is the Spent event.
    pub discard: Vec<u8>,
    /// The OKH/OKW air markers on the cards' Axis air icons (DF 10.3.1), while the card is on the display.
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    pub axis_air: Vec<(u8, Faction)>,
}

impl Display {
    /// The Spent event: the top card of the discard pile.
    pub fn spent(&self) -> Option<u8> {
        self.discard.last().copied()
    }
    /// The three cards shown in the display's boxes (DF 3.1: "the three active events").
    pub fn visible(&self) -> impl Iterator<Item = u8> + '_ {
        self.spent().into_iter().chain(self.current).chain(self.pending)
    }
}

/// What a card does, read off its key (cards.tsv). Cards whose text the seed does not give do nothing
/// but cycle (docs/games/downfall-data.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    UralsIndustry,
    ArsenalOfDemocracy,
    FatherlandFront,
    HighCommand,
    Supply,
    MareNostrum,
    Unknown,
}

impl Effect {
    pub fn of(key: &str) -> Effect {
        match key {
            "e03-urals-industry" => Effect::UralsIndustry,
            "e06-arsenal-of-democracy" => Effect::ArsenalOfDemocracy,
            "e07-fatherland-front" => Effect::FatherlandFront,
            "e08-high-command" => Effect::HighCommand,
            "e09-supply" => Effect::Supply,
            "e11-mare-nostrum" => Effect::MareNostrum,
            _ => Effect::Unknown,
        }
    }

    /// The factions the card's ongoing benefit adds 1 to every roll but weather for (DF 10.2: E3, E6, E8).
    pub fn bonus_for(self) -> &'static [Faction] {
        match self {
            Effect::UralsIndustry => &[Faction::Soviet],
            Effect::ArsenalOfDemocracy => &[Faction::West],
            Effect::HighCommand => &[Faction::Okh, Faction::Okw],
            _ => &[],
        }
    }
}

/// Whether the event rules of this file run: rules version 2 on (rules-1 records replay as they were).
pub fn enforced(s: &State) -> bool {
    s.rules >= 2
}

/// Whether the event effects of rules version 4 run: High Command's pending fleets, Fortresses flipping
/// back and the campaign's Beachheads, Africa Liberated's move of the Western air units in Africa
/// (older records replay without them).
pub fn rules4(s: &State) -> bool {
    s.rules >= 4
}

/// Where High Command deploys the Western pending fleets (E8 point 2, L1745).
pub const PENDING_FLEETS_TO: &str = "north_atlantic";
/// The Beachhead markers the campaign's first High Command after turn 2 adds to the West's force pool
/// (DF 2.4.2, L762: "those markers" — the two Husky and Overlord start with).
pub const CAMPAIGN_BEACHHEADS: u8 = 2;

fn effect(s: &State, card: u8) -> Effect {
    s.data().events.get(card as usize).map_or(Effect::Unknown, |c| Effect::of(&c.key))
}

/// The scenario's event display (DF 4): its Spent, Current and Pending cards, the other cards shuffled
/// into the draw pile (shuffled only from rules version 2 on, which rules-1 records never drew).
pub fn setup(s: &mut State) {
    let Some(sc) = s.data().scenario(&s.scenario) else { return };
    let [spent, current, pending] = sc.events;
    let shown: Vec<usize> = sc.events.iter().flatten().copied().collect();
    let mut draw: Vec<u8> = (0..s.data().events.len()).filter(|c| !shown.contains(c)).map(|c| c as u8).collect();
    if enforced(s) {
        s.chance.shuffle(&mut draw);
    }
    s.events = Display { draw, pending: pending.map(|c| c as u8), current: current.map(|c| c as u8), discard: spent.map(|c| c as u8).into_iter().collect(), axis_air: vec![] };
    // DF 4 (L716): the set-up's Axis air icons carry an OKH marker in the campaign; decision: OKW's in
    // Husky and Overlord, whose set-ups the seed does not give (the scenarios open on the Western fronts).
    if super::air::air_act(s) {
        let axis = if s.scenario == "campaign" { Faction::Okh } else { Faction::Okw };
        let shown: Vec<u8> = s.events.visible().collect();
        for c in shown {
            if s.data().events.get(c as usize).is_some_and(|x| x.air.iter().any(|a| a.is_none())) {
                s.events.axis_air.push((c, axis));
            }
        }
    }
}

/// The ongoing benefit of the three visible cards for a faction's rolls (DF 10.2, decision Q5: every roll
/// the faction makes except weather): +1 while Urals Industry (Soviet), Arsenal of Democracy (West) or
/// High Command (both Axis factions) is visible.
pub fn roll_bonus(s: &State, f: Faction) -> i32 {
    if !enforced(s) {
        return 0;
    }
    s.events.visible().any(|c| effect(s, c).bonus_for().contains(&f)) as i32
}

/// The next faction to carry out the event procedure: among those showing Pending Event, the first in
/// initiative order (DF 10, L1698: the least advanced marker, ties to the one at the bottom, DF 5).
pub fn next_pending(s: &State) -> Option<Faction> {
    FACTIONS.iter().copied().filter(|f| s.pending[*f as usize]).min_by_key(|f| (s.init[*f as usize], s.arrival[*f as usize]))
}

/// DF 6 step 6: the Pending Events, one faction at a time, until no marker shows Pending Event.
pub struct Events;

impl steps::Step<State> for Events {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        None
    }
    fn run(&self, s: &mut State) {
        let Some(f) = next_pending(s) else { return };
        s.steps.push(Step::Events);
        procedure(s, f);
    }
}

/// The event procedure (DF 10.1) for faction `f`. Step 8 (the marker back to its Initiative face) comes
/// first here, so an initiative payment the event itself causes (a Supply event's isolated units) that
/// passes another event space turns it to Pending again and is resolved in the same step 6 (L1723: repeat
/// until every marker shows its Initiative face).
pub fn procedure(s: &mut State, f: Faction) {
    s.pending[f as usize] = false;
    // DF 7.9.2 (L1419): the Bombing display's leftmost zone: a Western card at each of its procedures.
    super::sw::bombing_draw(s, f);
    // Steps 1–2: the Current card becomes Spent, the Pending card Current.
    if let Some(c) = s.events.current.take() {
        s.events.discard.push(c);
    }
    // A card leaving the display loses its Axis air marker (DF 10.3.1): the card under the new Spent one.
    let spent = s.events.spent();
    let shown: Vec<u8> = s.events.visible().chain(s.events.current).collect();
    s.events.axis_air.retain(|(c, _)| shown.contains(c) || Some(*c) == spent);
    s.events.current = s.events.pending.take();
    // Step 7 (air placement, DF 10.3), after step 4's decisions: its step goes under them (rules 3).
    let air = super::air::air_act(s);
    if air {
        s.steps.push(Step::Air(super::air::Adjust::new(super::air::Phase::Place)));
    }
    // Step 4: the Current card's event. What it decides at once is done here; its decisions (pay or
    // eliminate, where an armour step goes, which unit a Guards unit replaces) are steps that follow step
    // 5's reveal — nothing in them reads the Pending card.
    if let Some(card) = s.events.current {
        let name = card_arg(s, card);
        s.log(Some(f.seat()), "df.event", vec![Arg::Seat(f.seat()), name]);
        resolve(s, f, card);
    }
    // Step 5.
    reveal(s, f);
    // Step 3 (air removal, DF 10.3): its decisions come first, on top — step 4's immediate effects touch no
    // air unit. Step 6 (action cards) comes with step 5's reveal.
    if air {
        s.steps.push(Step::Air(super::air::Adjust::new(super::air::Phase::Remove)));
    }
}

fn card_arg(s: &State, card: u8) -> Arg {
    Arg::Key(format!("df.event.{}", s.data().events.get(card as usize).map_or("?", |c| c.key.as_str())))
}

/// Step 5: the top card of the draw pile becomes Pending; with none left, the bottom card of the discard
/// pile (L1725). No card's removal condition is known (the seed gives none), so none is removed.
fn reveal(s: &mut State, f: Faction) {
    let next = if s.events.draw.is_empty() {
        (!s.events.discard.is_empty()).then(|| s.events.discard.remove(0))
    } else {
        Some(s.events.draw.remove(0))
    };
    s.events.pending = next;
    if let Some(c) = next {
        if super::air::air_act(s) {
            super::air::mark_axis_icons(s, c, f);
        }
        let name = card_arg(s, c);
        s.log(Some(f.seat()), "df.event_revealed", vec![name]);
        // Step 6 (L1717): the action-card draws of the new Pending card (the variant with cards).
        super::cards::pending_draws(s, c);
    }
}

/// Step 4: the Current card's event text, as far as the seed gives it (DF 10.2).
fn resolve(s: &mut State, f: Faction, card: u8) {
    match effect(s, card) {
        Effect::Supply => super::supply::supply_event(s),
        Effect::MareNostrum => mare_nostrum(s),
        Effect::HighCommand => high_command(s),
        Effect::FatherlandFront => fatherland_front(s),
        Effect::UralsIndustry | Effect::ArsenalOfDemocracy | Effect::Unknown => {
            let _ = f;
        }
    }
}

/// The countries of "Africa" for Mare Nostrum's condition and Africa Liberated's (DF 10.2, L1757–L1762).
pub const AFRICA: [&str; 3] = ["french_north_africa", "libya", "egypt"];
/// Africa Liberated's countries: Africa and the Middle East (L1758).
pub const LIBERATED: [&str; 4] = ["french_north_africa", "libya", "egypt", "middle_east"];

/// Whether an Axis combat unit stands in Africa (Mare Nostrum's condition, decision: the seed's example,
/// L1731, reads "Axis units are in Africa, so the condition does not apply").
pub fn axis_in_africa(s: &State) -> bool {
    (0..s.units.len()).any(|u| {
        s.is_combat(u) && s.faction(u).is_axis() && s.hex_of(u).and_then(|h| s.data().hex(h)).is_some_and(|x| AFRICA.contains(&x.country.as_str()))
    })
}

/// E11 Mare Nostrum (L1731, L1757–L1762): with no Axis unit in Africa, Africa Liberated — every land hex
/// of French North Africa, Libya, Egypt and the Middle East becomes Western (the cities now, the objectives
/// moving the VP marker; the other hexes from rules 10 through `State::liberated`, supply.rs), the Malta
/// display's marker moves 2 boxes toward the West if it is in play, and the West gains a Transport Point. Otherwise OKW gains 1 armour step, spent at once (DF 7.7.1, 7.7.2).
pub fn mare_nostrum(s: &mut State) {
    if axis_in_africa(s) {
        s.log(Some(Faction::Okw.seat()), "df.mare_nostrum_axis", vec![]);
        s.steps.push(Step::Build(super::build::Build::mechanize(Faction::Okw, 1)));
        return;
    }
    s.log(None, "df.africa_liberated", vec![]);
    // L1759: every land hex of those countries becomes Western, not only the cities (rules 10, Q22).
    if s.rules >= 10 {
        s.liberated = true;
    }
    let cities: Vec<_> = s
        .cities
        .iter()
        .filter(|(h, c)| **c != super::data::Ideology::Western && s.data().hex(**h).is_some_and(|x| LIBERATED.contains(&x.country.as_str())))
        .map(|(h, _)| *h)
        .collect();
    for h in cities {
        s.enter(h, super::data::Ideology::Western);
    }
    if s.sw[0] > 0 {
        super::sw::shift(s, None, 0, true, 2);
    }
    s.tp = s.tp.saturating_add(1);
    s.log(Some(Faction::West.seat()), "df.tp_gained", vec![Arg::Num(s.tp as i32)]);
    // L1759: the West may move its air units in Africa to any legal placement hex (rules 4).
    if rules4(s) && super::air::air_act(s) && !african_air(s, &[]).is_empty() {
        s.steps.push(Step::AfricaAir(AfricaAir { moved: vec![] }));
    }
}

/// The Western air units in Africa (French North Africa, Libya, Egypt) not yet moved by Africa Liberated.
pub fn african_air(s: &State, moved: &[u16]) -> Vec<usize> {
    (0..s.units.len())
        .filter(|&u| {
            s.faction(u) == Faction::West
                && s.data().units[u].kind == super::data::Kind::Air
                && !moved.contains(&(u as u16))
                && s.hex_of(u).and_then(|h| s.data().hex(h)).is_some_and(|x| AFRICA.contains(&x.country.as_str()))
        })
        .collect()
}

/// Africa Liberated (L1759): the West moves any of its air units in Africa, one at a time, to a legal
/// placement hex or land area (DF 10.3), or is done.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct AfricaAir {
    pub moved: Vec<u16>,
}

impl steps::Step<State> for AfricaAir {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let units = african_air(s, &self.moved);
        let (hexes, areas) = super::air::free_bases(s, Faction::West);
        let mut actions = vec![];
        for u in units {
            actions.extend(hexes.iter().map(|&h| Action::Enter { unit: u as u16, hex: h }));
            actions.extend(areas.iter().map(|&a| Action::Base { unit: u as u16, area: a }));
        }
        if actions.is_empty() {
            return None;
        }
        actions.push(Action::Done);
        Some(Prompt { seat: Some(Faction::West.seat()), id: "df.africa_air", args: vec![], rule: "DF 10.2", actions })
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        let units = african_air(s, &self.moved);
        let (hexes, areas) = super::air::free_bases(s, Faction::West);
        let mut next = self.clone();
        match *a {
            Action::Enter { unit, hex } if units.contains(&(unit as usize)) && hexes.contains(&hex) => {
                s.units[unit as usize].loc = Loc::Hex(hex);
                s.log(Some(Faction::West.seat()), "df.air_placed", vec![s.unit_arg(unit as usize), Arg::Hex(hex.id())]);
                next.moved.push(unit);
            }
            Action::Base { unit, area } if units.contains(&(unit as usize)) && areas.contains(&area) => {
                let k = s.data().land_areas[area as usize].0.clone();
                s.units[unit as usize].loc = Loc::Area(k.clone());
                s.log(Some(Faction::West.seat()), "df.air_based", vec![s.unit_arg(unit as usize), Arg::Key(format!("df.area.{k}"))]);
                next.moved.push(unit);
            }
            Action::Done => {
                s.steps.pop();
                return Ok(());
            }
            _ => return Err(Illegal("move an air unit from Africa, or done".into())),
        }
        *s.steps.last_mut().expect("this step") = Step::AfricaAir(next);
        Ok(())
    }
}

/// A Soviet Guards unit: a Soviet counter with the elite badge (units.tsv marks the Guards formations so).
pub fn is_guards(s: &State, u: usize) -> bool {
    let d = &s.data().units[u];
    d.faction == Faction::Soviet && d.elite
}

/// E8 High Command (L479, L1743–L1755): the units in the Pending Area become available (to the force pool),
/// except the Soviet Guards, which only enter by upgrading a map unit (point 3) and otherwise stay pending.
/// Pending fleets, Interdicted units, Fortresses flipping back and the campaign's Beachheads wait for the
/// naval and Beachhead rules (docs/games/downfall.md).
pub fn high_command(s: &mut State) {
    // DF 2.4 (L740): High Command flips the Interdicted naval units back to Ready (rules 3).
    if super::naval::naval_act(s) {
        for u in 0..s.units.len() {
            if super::naval::is_naval(s, u) && s.units[u].flipped {
                s.units[u].flipped = false;
                s.log(Some(s.faction(u).seat()), "df.ready", vec![s.unit_arg(u)]);
            }
        }
    }
    // E8 point 2 (L1745): the Western pending fleets deploy to the North Atlantic, Ready, with no
    // interception or naval attack (rules 4, with the naval rules).
    if rules4(s) && super::naval::naval_act(s) {
        for u in 0..s.units.len() {
            if s.units[u].loc == Loc::Pending && super::naval::is_naval(s, u) && s.faction(u) == Faction::West {
                s.units[u].loc = Loc::Sea(PENDING_FLEETS_TO.to_string());
                s.units[u].flipped = false;
                s.log(Some(Faction::West.seat()), "df.fleet_deployed", vec![s.unit_arg(u)]);
            }
        }
    }
    // DF 2.4.2 (L762, decision Q10): the campaign's Beachheads enter the West's force pool at the first
    // High Command in turn 3 or later (rules 4) — from rules 10 the counter mix's markers not yet in play
    // (decision Q19), before that always two.
    if rules4(s) && s.scenario == "campaign" && s.turn >= 3 && !s.beachheads_added {
        s.beachheads_added = true;
        let n = if s.rules >= 10 { super::beachheads::counters(s).saturating_sub(super::beachheads::in_play(s)) } else { CAMPAIGN_BEACHHEADS };
        s.beachheads = s.beachheads.saturating_add(n);
        s.log(Some(Faction::West.seat()), "df.beachheads_added", vec![Arg::Num(n as i32)]);
    }
    // DF 2.1.1 (L552): a Fortress may flip back to its Fort Troop side only now (rules 4); after the
    // Guards (pushed below, so they come first), each faction in the order of 10.3.
    if rules4(s) && FACTIONS.iter().any(|&f| !fortresses(s, f).is_empty()) {
        s.steps.push(Step::Unfortify(Unfortify { done: vec![] }));
    }
    let mut guards = vec![];
    for u in 0..s.units.len() {
        if s.units[u].loc != Loc::Pending {
            continue;
        }
        if is_guards(s, u) {
            guards.push(u as u16);
        } else {
            s.units[u].loc = Loc::Pool;
            s.log(Some(s.faction(u).seat()), "df.available", vec![s.unit_arg(u)]);
        }
    }
    if !guards.is_empty() {
        s.steps.push(Step::Guards(Guards { left: guards }));
    }
}

/// A faction's Fortresses on the map that may flip back to their Fort Troop side (DF 2.1.1, L552).
pub fn fortresses(s: &State, f: Faction) -> Vec<usize> {
    (0..s.units.len())
        .filter(|&u| s.faction(u) == f && s.hex_of(u).is_some() && s.units[u].flipped && s.utype(u) == super::data::UType::Fortress && s.data().units[u].front == super::data::UType::FortTroop)
        .collect()
}

/// The air-adjustment order of DF 10.3, used wherever several factions decide at one event.
pub const EVENT_ORDER: [Faction; 4] = [Faction::Soviet, Faction::Okh, Faction::Okw, Faction::West];

/// High Command (L552): each faction with Fortresses, Soviet, OKH, OKW, West, may flip any of them back to
/// their Fort Troop side, one at a time, then is done.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Unfortify {
    /// The factions that are done.
    pub done: Vec<Faction>,
}

impl Unfortify {
    fn faction(&self, s: &State) -> Option<Faction> {
        EVENT_ORDER.into_iter().find(|f| !self.done.contains(f) && !fortresses(s, *f).is_empty())
    }
}

impl steps::Step<State> for Unfortify {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let f = self.faction(s)?;
        let mut actions: Vec<Action> = fortresses(s, f).into_iter().map(|u| Action::Flip(u as u16)).collect();
        actions.push(Action::Done);
        Some(Prompt { seat: Some(f.seat()), id: "df.unfortify", args: vec![Arg::Seat(f.seat())], rule: "DF 2.1.1", actions })
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        let Some(f) = self.faction(s) else { return Err(Illegal("no Fortress to flip".into())) };
        let mut next = self.clone();
        match *a {
            Action::Flip(u) if fortresses(s, f).contains(&(u as usize)) => {
                s.units[u as usize].flipped = false;
                s.log(Some(f.seat()), "df.unfortified", vec![s.unit_arg(u as usize)]);
            }
            Action::Done => next.done.push(f),
            _ => return Err(Illegal("flip a Fortress back, or done".into())),
        }
        if next.faction(s).is_none() {
            s.steps.pop();
        } else {
            *s.steps.last_mut().expect("this step") = Step::Unfortify(next);
        }
        Ok(())
    }
}

/// The map units a pending Guards unit may replace (E8 point 3, L1746): a Soviet non-Guards unit on the
/// map, not boxed (two-sided), of the Guards unit's type (the same two sides), that traces supply.
pub fn upgradable(s: &State, guard: usize) -> Vec<usize> {
    let g = &s.data().units[guard];
    (0..s.units.len())
        .filter(|&u| {
            let d = &s.data().units[u];
            d.faction == Faction::Soviet
                && s.is_combat(u)
                && matches!(s.units[u].loc, Loc::Hex(_))
                && !is_guards(s, u)
                && d.back.is_some()
                && d.front == g.front
                && d.back == g.back
                && super::supply::traces(s, u)
        })
        .collect()
}

/// E8 point 3: the Soviets upgrade pending Guards units, one at a time — the map unit is removed for good
/// and the Guards unit takes its hex, face and steps — or leave a Guards unit pending.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Guards {
    pub left: Vec<u16>,
}

impl steps::Step<State> for Guards {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let &g = self.left.first()?;
        let mut actions: Vec<Action> = upgradable(s, g as usize).into_iter().map(|u| Action::Unit(u as u16)).collect();
        actions.push(Action::Done);
        Some(Prompt { seat: Some(Faction::Soviet.seat()), id: "df.guards", args: vec![s.unit_arg(g as usize)], rule: "DF 10.2", actions })
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        let Some(&g) = self.left.first() else { return Err(Illegal("no Guards unit is pending".into())) };
        let g = g as usize;
        match *a {
            Action::Unit(u) if upgradable(s, g).contains(&(u as usize)) => {
                let u = u as usize;
                let old = s.units[u].clone();
                s.units[g].loc = old.loc;
                s.units[g].steps = old.steps.min(s.data().units[g].pips.max(1));
                s.units[g].flipped = old.flipped;
                s.units[u].loc = Loc::Gone;
                s.units[u].isolated = super::supply::Isolation::None;
                s.log(Some(Faction::Soviet.seat()), "df.guards_upgrade", vec![s.unit_arg(u), s.unit_arg(g)]);
            }
            Action::Done => s.log(Some(Faction::Soviet.seat()), "df.guards_wait", vec![s.unit_arg(g)]),
            _ => return Err(Illegal("choose the unit the Guards replace, or leave them pending".into())),
        }
        let mut next = self.clone();
        next.left.remove(0);
        if next.left.is_empty() {
            s.steps.pop();
        } else {
            *s.steps.last_mut().expect("this step") = Step::Guards(next);
        }
        Ok(())
    }
}

/// How far a Bulgarian unit may stand from Bulgaria before Fatherland Front removes it (reconstructed:
/// the card's distance is not in the seed; docs/games/downfall.md).
pub const FATHERLAND_RANGE: u32 = 3;

/// E7 Fatherland Front (L1741, reconstructed, only with the `reconstructed_events` option): Bulgarian
/// units more than [`FATHERLAND_RANGE`] hexes from every hex of Bulgaria are removed for good.
pub fn fatherland_front(s: &mut State) {
    if !s.reconstructed_events {
        return;
    }
    let bulgaria: Vec<_> = s.data().hexes.iter().filter(|(_, x)| x.country == "bulgaria").map(|(h, _)| *h).collect();
    for u in 0..s.units.len() {
        let Some(h) = s.hex_of(u) else { continue };
        if s.data().units[u].nationality != "bulgarian" {
            continue;
        }
        let near = bulgaria.iter().map(|b| super::data::GRID.distance(h, *b)).min().unwrap_or(0);
        if near > FATHERLAND_RANGE {
            s.units[u].loc = Loc::Gone;
            s.log(Some(s.faction(u).seat()), "df.fatherland_front", vec![s.unit_arg(u)]);
        }
    }
}

/// New Turn step 5 (DF 12, L1873): the discard pile, Spent card included, is shuffled and put under the
/// draw pile; the discard box is left empty.
pub fn new_turn(s: &mut State) {
    let mut back = std::mem::take(&mut s.events.discard);
    s.chance.shuffle(&mut back);
    s.events.draw.extend(back);
}
