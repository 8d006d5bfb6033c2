//! Applying the primitives that change the state: the tracks (5.34), units and markers (5.33), cards
//! (5.35). Each is a small function that logs what it did (`eots.event.*`). A primitive that needs a
//! player's choice is left to the pending module, which calls back into [`take`].

use super::card_arg;
use crate::games::empire_of_the_sun::data;
use crate::games::empire_of_the_sun::data::events::keys;
use crate::games::empire_of_the_sun::data::events::{Class, Effect, Filter, Place, Rp};
use crate::games::empire_of_the_sun::data::{Side, UnitType};
use crate::games::empire_of_the_sun::political::national_status;
use crate::games::empire_of_the_sun::state;
use crate::games::empire_of_the_sun::state::{idx, other, seat_of, BoxKey, CardNo, Loc, State, UnitId, CHINA_COLLAPSE, CHINA_STABLE, INDIA_REVOLTS};
use crate::games::empire_of_the_sun::turn::cards;
use crate::kit::hex::Hex;
use crate::{Arg, LogEntry};

/// One option of a choice an event asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opt {
    Hex(Hex),
    Unit(UnitId),
    /// A unit and where it goes (evacuation).
    Move(UnitId, Hex),
    Card(CardNo),
    /// Stop here (an optional primitive).
    Done,
}

/// After an option is taken: the primitive is finished, or asks again with the next sub-stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    Done,
    Again(u8),
}

pub(super) fn log(s: &mut State, side: Side, id: &str, args: Vec<Arg>) {
    s.log.push(LogEntry::new(Some(seat_of(side)), &format!("eots.event.{id}"), args));
}

fn unit_arg(s: &State, u: UnitId) -> Arg {
    Arg::Unit(s.unit_data(u).key.clone())
}

fn unit_of(s: &State, key: &str) -> UnitId {
    s.unit_id(key).expect("events.tsv names counters of the pack (checked when the pack is read)")
}

/// Applies a primitive that needs no choice. Primitives with options go through the pending module.
pub fn apply_plain(s: &mut State, side: Side, card: CardNo, e: &Effect) {
    match e {
        Effect::Pw(n) => pw(s, side, card, *n),
        Effect::Wie(n) => wie(s, side, card, *n),
        Effect::India(n) => india(s, side, card, *n),
        Effect::China { shift, into_stable } => china(s, side, card, *shift, *into_stable),
        Effect::ChinaOffensive(drm) => super::china::offensive(s, side, card, *drm as i32),
        Effect::Divisions(n) => divisions(s, side, card, *n),
        Effect::Isr { side: who, on } => isr(s, side, card, *who, *on),
        Effect::TojoResigns => tojo_resigns(s, side, card),
        Effect::Manchuria => manchuria(s, side, card),
        Effect::Asp { side: who, amount, permanent } => asp(s, side, card, *who, *amount, *permanent),
        Effect::Replacements { side: who, kind, amount } => replacements(s, side, card, *who, *kind, *amount),
        Effect::Replace { old, new } => replace(s, side, card, old, new),
        Effect::Eliminate(u) => eliminate(s, side, card, u),
        Effect::Hump => marker(s, side, card, "hump", |t| t.hump = true),
        Effect::Kwai => marker(s, side, card, "kwai", |t| t.kwai = true),
        Effect::Barges => barges(s, side, card),
        Effect::PtBoats => marker(s, side, card, "pt_boats", |t| {
            t.pt_boats = true;
            t.barges = false;
        }),
        Effect::Escorts(n) => escorts(s, side, card, *n),
        Effect::Interceptors => lasting(s, side, card, "interceptors"),
        Effect::Persistent { side: who, key, value } => persistent(s, side, card, *who, key, *value),
        Effect::Draw => draw(s, side, card),
        Effect::OpponentDiscards { n, random: true } => discard_random(s, side, card, *n),
        _ => {}
    }
}

// ---------------------------------------------------------------------------------------------- tracks

/// 16.44B: the marker moves by the event's amount, within the track (0 … its top box).
fn pw(s: &mut State, side: Side, card: CardNo, n: i8) {
    let top = s.data().tables.track("political_will").iter().map(|b| b.value).max().unwrap_or(16) as i32;
    let v = (s.tracks.pw as i32 + n as i32).clamp(0, top);
    s.tracks.pw = v as i8;
    log(s, side, "pw", vec![card_arg(s, side, card), Arg::Num(n as i32), Arg::Num(v)]);
}

/// 15.7: the War in Europe marker stays within +3 … −7; moves beyond are ignored.
fn wie(s: &mut State, side: Side, card: CardNo, n: i8) {
    let b = s.data().tables.track("war_in_europe");
    let lo = b.iter().map(|b| b.value).min().unwrap_or(-7);
    let hi = b.iter().map(|b| b.value).max().unwrap_or(3);
    let v = (s.tracks.wie as i32 + n as i32).clamp(lo, hi);
    s.tracks.wie = v as i8;
    log(s, side, "wie", vec![card_arg(s, side, card), Arg::Num(n as i32), Arg::Num(v)]);
}

/// 13.62: events move the India marker, but never beyond Revolts and never into surrender; once India
/// has surrendered the marker never moves.
fn india(s: &mut State, side: Side, card: CardNo, n: i8) {
    if s.tracks.surrendered.contains(&state::Nation::India) {
        log(s, side, "no_effect", vec![card_arg(s, side, card)]);
        return;
    }
    let v = (s.tracks.india as i32 + n as i32).clamp(0, INDIA_REVOLTS as i32) as u8;
    s.tracks.india = v;
    log(s, side, "india", vec![card_arg(s, side, card), Arg::Num(n as i32), Arg::Num(v as i32)]);
}

/// 13.72: towards Collapse (+) or Stable Front (−). A move towards Stable Front stops in Unstable Front
/// unless the event lets it in. Reaching Collapse makes China surrender at once (13.73, the national
/// status rules act on it). A surrendered China's marker no longer moves.
pub fn china(s: &mut State, side: Side, card: CardNo, shift: i8, into_stable: bool) {
    if s.tracks.surrendered.contains(&state::Nation::China) {
        log(s, side, "no_effect", vec![card_arg(s, side, card)]);
        return;
    }
    let floor = if into_stable { CHINA_STABLE } else { CHINA_STABLE + 1 };
    let now = s.tracks.china as i32;
    let mut v = (now + shift as i32).clamp(CHINA_STABLE as i32, CHINA_COLLAPSE as i32);
    if shift < 0 {
        v = v.max(floor as i32).min(now);
    }
    s.tracks.china = v as u8;
    log(s, side, "china", vec![card_arg(s, side, card), Arg::Num(shift as i32), Arg::Num(v)]);
    // 13.7: China surrenders the moment the marker reaches Collapse.
    national_status::china_collapses(s);
}

/// The Japanese divisions in China (13.72), never below 0 nor above the campaign's start.
fn divisions(s: &mut State, side: Side, card: CardNo, n: i8) {
    let top = s.data().tables.track("china_divisions").iter().map(|b| b.value).max().unwrap_or(12);
    let v = (s.tracks.china_divisions as i32 + n as i32).clamp(0, top) as u8;
    s.tracks.china_divisions = v;
    log(s, side, "divisions", vec![card_arg(s, side, card), Arg::Num(n as i32), Arg::Num(v as i32)]);
}

/// 14.0: Inter-Service Rivalry on or off. Already so: no further effect (5.31D, the example of L372).
fn isr(s: &mut State, side: Side, card: CardNo, who: Side, on: bool) {
    let i = idx(who);
    if s.tracks.isr[i] == on {
        log(s, side, "no_effect", vec![card_arg(s, side, card)]);
        return;
    }
    s.tracks.isr[i] = on;
    log(s, side, if on { "isr_on" } else { "isr_off" }, vec![card_arg(s, side, card), Arg::Seat(seat_of(who))]);
}

/// 5.37: the turn marker leaves its PM Tojo side for good.
fn tojo_resigns(s: &mut State, side: Side, card: CardNo) {
    s.tracks.pm_tojo = false;
    log(s, side, "tojo_resigns", vec![card_arg(s, side, card)]);
}

/// 13.91: the Soviet offensive conquers Manchukuo. Its hexes become Allied (the Soviet flags) and the
/// Japanese units there are removed from play.
fn manchuria(s: &mut State, side: Side, card: CardNo) {
    let hexes: Vec<Hex> = s.sheet_map().hexes.values().filter(|h| h.in_region("manchukuo")).map(|h| h.hex).collect();
    for &h in &hexes {
        s.set_control(h, Side::Allied);
    }
    let gone: Vec<UnitId> = s.on_map().filter(|&(u, h)| hexes.contains(&h) && s.side_of_unit(u) == Side::Japanese).map(|(u, _)| u).collect();
    for u in gone {
        s.place(u, Loc::Removed, false);
        log(s, side, "removed", vec![card_arg(s, side, card), unit_arg(s, u)]);
    }
    log(s, side, "manchuria", vec![card_arg(s, side, card), Arg::Num(hexes.len() as i32)]);
}

// ---------------------------------------------------------------------------------------------- resources

/// 10.31–10.32: ASPs for this turn only or for good. The Japanese never lose their last ASP; a
/// temporary loss comes off this turn's extra first.
fn asp(s: &mut State, side: Side, card: CardNo, who: Side, n: i8, permanent: bool) {
    let i = idx(who);
    if permanent {
        let floor = if who == Side::Japanese { s.data().tables.constant("japan_asp_minimum").max(0) } else { 0 };
        s.tracks.asp[i] = (s.tracks.asp[i] as i32 + n as i32).max(floor) as u8;
    } else {
        s.tracks.asp_temporary[i] = (s.tracks.asp_temporary[i] as i32 + n as i32).max(0) as u8;
    }
    let total = s.tracks.asp[i] + s.tracks.asp_temporary[i];
    let id = if permanent { "asp" } else { "asp_turn" };
    log(s, side, id, vec![card_arg(s, side, card), Arg::Seat(seat_of(who)), Arg::Num(n as i32), Arg::Num(total as i32)]);
}

/// 5.33: replacement points the card gives are kept on the Strategic Record Track until spent.
fn replacements(s: &mut State, side: Side, card: CardNo, who: Side, kind: Rp, n: u8) {
    let i = idx(who);
    let slot = match kind {
        Rp::Air => &mut s.tracks.air_rp[i],
        Rp::Naval => &mut s.tracks.naval_rp[i],
        Rp::Ground => &mut s.tracks.ground_rp[i],
    };
    *slot += n;
    let total = *slot;
    let k = match kind {
        Rp::Air => "air",
        Rp::Naval => "naval",
        Rp::Ground => "ground",
    };
    log(s, side, "replacements", vec![card_arg(s, side, card), Arg::Key(format!("eots.rp.{k}")), Arg::Num(n as i32), Arg::Num(total as i32)]);
}

/// A counter not yet in play: it may enter by an event (an event unit, a later reinforcement, or one in
/// the Delay box or on the Turn Record Track).
pub fn can_enter(s: &State, u: UnitId) -> bool {
    matches!(s.unit(u).loc, Loc::Event | Loc::Arrives(_) | Loc::Delay | Loc::Returns(_))
}

/// `new` takes the place of `old` (the same hex or box, the same pending arrival); `old` leaves play.
fn replace(s: &mut State, side: Side, card: CardNo, old: &str, new: &str) {
    let (o, n) = (unit_of(s, old), unit_of(s, new));
    let at = s.unit(o).loc;
    if matches!(at, Loc::Eliminated | Loc::Removed) || !can_enter(s, n) {
        log(s, side, "no_effect", vec![card_arg(s, side, card)]);
        return;
    }
    s.place(n, at, false);
    s.place(o, Loc::Removed, false);
    log(s, side, "replace", vec![card_arg(s, side, card), unit_arg(s, o), unit_arg(s, n)]);
}

/// A counter leaves the game for good.
fn eliminate(s: &mut State, side: Side, card: CardNo, key: &str) {
    let u = unit_of(s, key);
    if !s.unit(u).loc.in_play() {
        return;
    }
    s.place(u, Loc::Removed, false);
    log(s, side, "removed", vec![card_arg(s, side, card), unit_arg(s, u)]);
}

fn marker(s: &mut State, side: Side, card: CardNo, id: &str, set: impl FnOnce(&mut state::Tracks)) {
    set(&mut s.tracks);
    lasting(s, side, card, id);
}

/// The card's marker stays on the map (`Cards::in_effect`).
fn lasting(s: &mut State, side: Side, card: CardNo, id: &str) {
    let c = s.cards_mut(side);
    if !c.in_effect.contains(&card) {
        c.in_effect.push(card);
    }
    log(s, side, id, vec![card_arg(s, side, card)]);
}

/// 8.47: the ASP marker flips to Barges, unless PT Boats came first (then for the rest of the game the
/// Japanese have no barges, 10.33).
fn barges(s: &mut State, side: Side, card: CardNo) {
    if s.tracks.pt_boats {
        log(s, side, "barges_cancelled", vec![card_arg(s, side, card)]);
        return;
    }
    s.tracks.barges = true;
    lasting(s, side, card, "barges");
}

/// 12.22: the Japanese escort level, +0, +2 or +4.
fn escorts(s: &mut State, side: Side, card: CardNo, n: i8) {
    let v = (s.tracks.escorts as i32 + n as i32).clamp(0, 4) as u8;
    s.tracks.escorts = v;
    log(s, side, "escorts", vec![card_arg(s, side, card), Arg::Num(v as i32)]);
}

/// A lasting modifier. The Japanese ground combat modifier lives on its own track (9.4, the 1944 start
/// markers); the others stay with the card's marker and are read by [`super::persistent`].
fn persistent(s: &mut State, side: Side, card: CardNo, who: Side, key: &str, value: i8) {
    if key == keys::GROUND_DRM {
        s.tracks.ground_drm[idx(who)] += value;
    }
    let c = s.cards_mut(side);
    if !c.in_effect.contains(&card) {
        c.in_effect.push(card);
    }
    log(s, side, "persistent", vec![card_arg(s, side, card), Arg::Key(format!("eots.effect.{key}")), Arg::Num(value as i32)]);
}

// ---------------------------------------------------------------------------------------------- cards

/// 5.35: an event draws a card; at most 3 a player per Offensives Phase, further draws are ignored. The
/// card cannot be used in the offensive under way (`Cards::drawn_in_offensive`).
fn draw(s: &mut State, side: Side, card: CardNo) {
    let max = s.data().tables.constant("event_draws_max") as u8;
    if s.cards(side).drawn_by_events >= max {
        log(s, side, "draw_max", vec![card_arg(s, side, card)]);
        return;
    }
    if !cards::draw(s, side) {
        log(s, side, "draw_empty", vec![card_arg(s, side, card)]);
        return;
    }
    let c = s.cards_mut(side);
    c.drawn_by_events += 1;
    let new = *c.hand.last().expect("a card was drawn");
    c.drawn_in_offensive.push(new);
    let n = c.drawn_by_events as i32;
    log(s, side, "draw", vec![card_arg(s, side, card), Arg::Num(n)]);
}

/// The opponent discards `n` cards of his hand at random (the B29 events, 12.33). A special card
/// discarded this way is handled by 5.37 (the turn's procedure).
fn discard_random(s: &mut State, side: Side, card: CardNo, n: u8) {
    let foe = other(side);
    for _ in 0..n {
        let hand = s.cards(foe).hand.clone();
        let Some((i, _)) = s.chance.pick(&hand) else { break };
        discard(s, side, card, hand[i]);
    }
}

/// The opponent's card `c` goes to his discard pile.
pub fn discard(s: &mut State, side: Side, card: CardNo, c: CardNo) {
    let foe = other(side);
    cards::finish_card(s, foe, c, false);
    log(s, side, "discard", vec![card_arg(s, side, card), card_arg(s, foe, c)]);
}

// ---------------------------------------------------------------------------------------------- choices

/// The options of a primitive that asks (empty for the others). `sub` counts the picks already made.
pub fn options(s: &State, side: Side, e: &Effect, sub: u8) -> Vec<Opt> {
    match e {
        Effect::Reinforce { unit, at } => {
            let u = unit_of(s, unit);
            if !can_enter(s, u) {
                return vec![];
            }
            places(s, side, u, at).into_iter().map(Opt::Hex).collect()
        }
        Effect::Relocate { unit, at } => {
            let u = unit_of(s, unit);
            if !matches!(s.unit(u).loc, Loc::Hex(_) | Loc::Box(_) | Loc::Returns(_)) {
                return vec![];
            }
            let here = s.unit(u).loc.hex();
            places(s, side, u, at).into_iter().filter(|&h| Some(h) != here).map(Opt::Hex).collect()
        }
        Effect::StepLoss { side: who, class, filters } => step_loss_targets(s, *who, *class, filters).into_iter().map(Opt::Unit).collect(),
        Effect::Restore { side: who, class, nation } => s
            .units
            .iter()
            .enumerate()
            .map(|(i, _)| i as UnitId)
            .filter(|&u| s.unit(u).loc.in_play() && s.unit(u).reduced && s.side_of_unit(u) == *who)
            .filter(|&u| is(s, u, *class) && nation.is_none_or(|n| s.unit_data(u).nation == n))
            .map(Opt::Unit)
            .collect(),
        Effect::Evacuate(n) if sub < *n => {
            let mut out: Vec<Opt> = evacuations(s, side).into_iter().map(|(u, h)| Opt::Move(u, h)).collect();
            out.push(Opt::Done);
            out
        }
        Effect::TokyoExpress => tokyo_express_hexes(s).into_iter().map(Opt::Hex).collect(),
        Effect::OpponentDiscards { n, random: false } if sub < *n => s.cards(other(side)).hand.iter().map(|&c| Opt::Card(c)).collect(),
        Effect::Attack { class, .. } => attack_targets(s, side, *class).into_iter().map(Opt::Unit).collect(),
        _ => vec![],
    }
}

/// Whether the primitive asks a player (else it applies at once).
pub fn asks(e: &Effect) -> bool {
    matches!(
        e,
        Effect::Reinforce { .. }
            | Effect::Relocate { .. }
            | Effect::StepLoss { .. }
            | Effect::Restore { .. }
            | Effect::Evacuate(_)
            | Effect::TokyoExpress
            | Effect::OpponentDiscards { random: false, .. }
            | Effect::Attack { .. }
    )
}

/// With a single option the choice is made without asking, except where stopping is an option.
pub fn single_is_automatic(e: &Effect) -> bool {
    !matches!(e, Effect::Evacuate(_))
}

/// What happens when a primitive has no option at all (5.33: a unit that cannot be placed is lost).
pub fn nothing_to_choose(s: &mut State, side: Side, card: CardNo, e: &Effect) {
    match e {
        Effect::Reinforce { unit, .. } => {
            let u = unit_of(s, unit);
            if can_enter(s, u) {
                log(s, side, "unit_lost", vec![card_arg(s, side, card), unit_arg(s, u)]);
            } else {
                log(s, side, "no_effect", vec![card_arg(s, side, card)]);
            }
        }
        _ => log(s, side, "no_effect", vec![card_arg(s, side, card)]),
    }
}

/// Takes option `o` of primitive `e`.
pub fn take(s: &mut State, side: Side, card: CardNo, e: &Effect, sub: u8, o: Opt) -> Next {
    match (e, o) {
        (Effect::Reinforce { unit, .. }, Opt::Hex(h)) => {
            let u = unit_of(s, unit);
            let loc = if h == CHINA_BOX_HEX { Loc::Box(BoxKey::China) } else { Loc::Hex(h) };
            s.place(u, loc, false);
            let at = if h == CHINA_BOX_HEX { Arg::Key("eots.box.china_box".into()) } else { Arg::Hex(h.id()) };
            log(s, side, "reinforce", vec![card_arg(s, side, card), unit_arg(s, u), at]);
            Next::Done
        }
        (Effect::Relocate { unit, .. }, Opt::Hex(h)) => {
            let u = unit_of(s, unit);
            s.place(u, Loc::Hex(h), s.unit(u).reduced);
            log(s, side, "relocate", vec![card_arg(s, side, card), unit_arg(s, u), Arg::Hex(h.id())]);
            Next::Done
        }
        (Effect::StepLoss { .. }, Opt::Unit(u)) => {
            step_loss(s, side, card, u, 1);
            Next::Done
        }
        (Effect::Restore { .. }, Opt::Unit(u)) => {
            let loc = s.unit(u).loc;
            s.place(u, loc, false);
            log(s, side, "restore", vec![card_arg(s, side, card), unit_arg(s, u)]);
            Next::Done
        }
        (Effect::Evacuate(n), Opt::Move(u, h)) => {
            s.place(u, Loc::Hex(h), s.unit(u).reduced);
            log(s, side, "evacuate", vec![card_arg(s, side, card), unit_arg(s, u), Arg::Hex(h.id())]);
            if sub + 1 < *n {
                Next::Again(sub + 1)
            } else {
                Next::Done
            }
        }
        (Effect::TokyoExpress, Opt::Hex(h)) => {
            s.tracks.tokyo_express = Some(h);
            log(s, side, "tokyo_express", vec![card_arg(s, side, card), Arg::Hex(h.id())]);
            Next::Done
        }
        (Effect::OpponentDiscards { n, .. }, Opt::Card(c)) => {
            discard(s, side, card, c);
            if sub + 1 < *n && !s.cards(other(side)).hand.is_empty() {
                Next::Again(sub + 1)
            } else {
                Next::Done
            }
        }
        (Effect::Attack { steps, roll, .. }, Opt::Unit(u)) => {
            attack(s, side, card, u, *steps, *roll);
            Next::Done
        }
        _ => Next::Done,
    }
}

/// A hex id standing for the China box in a reinforcement's options (it has no hex of its own).
pub const CHINA_BOX_HEX: Hex = Hex { col: 0, row: 0 };

// ---------------------------------------------------------------------------------------------- units

/// Whether counter `u` is of `class`.
pub fn is(s: &State, u: UnitId, class: Class) -> bool {
    let t = s.unit_data(u).kind;
    match class {
        Class::Air => t == UnitType::Air,
        Class::Naval => t.is_naval(),
        Class::NonCarrierNaval => t.is_naval() && !t.is_carrier(),
        Class::Carrier => t.is_carrier(),
        Class::Ground => t == UnitType::Ground,
        Class::Any => t != UnitType::Hq,
    }
}

/// Where an event reinforcement may go (5.33: as a reinforcement: a friendly hex the enemy does not
/// occupy; air units at an airfield, naval units and HQs in a port, ground units on land).
pub fn places(s: &State, side: Side, u: UnitId, at: &Place) -> Vec<Hex> {
    let owner = s.side_of_unit(u);
    let fits = |h: Hex| -> bool {
        let Some(d) = s.hex_data(h) else { return false };
        let t = s.unit_data(u).kind;
        let kind_ok = match t {
            UnitType::Air => d.airfield,
            UnitType::Hq => d.port,
            UnitType::Ground => d.has_land(),
            _ => d.port,
        };
        kind_ok && s.controller(h) == Some(owner) && !s.occupied_by(h, other(owner))
    };
    let mut out: Vec<Hex> = match at {
        Place::Hex(h) => vec![*h].into_iter().filter(|&h| fits(h)).collect(),
        Place::Hq(family) => {
            let hqs: Vec<Hex> = s
                .on_map()
                .filter(|&(q, _)| s.side_of_unit(q) == owner && s.unit_data(q).kind == UnitType::Hq)
                .filter(|&(q, _)| family == "any" || super::offensive::families(s.unit_data(q)).contains(&family.as_str()))
                .map(|(_, h)| h)
                .collect();
            hqs.into_iter().filter(|&h| fits(h)).collect()
        }
        Place::Region(regions) => {
            s.sheet_map().hexes.values().filter(|d| regions.iter().any(|r| d.in_region(r))).map(|d| d.hex).filter(|&h| fits(h)).collect()
        }
        Place::ChinaBox => {
            // 13.74: at most two Allied air units in the box, China not surrendered.
            let in_box = s.units.iter().filter(|x| x.loc == Loc::Box(BoxKey::China)).count();
            let ok = s.unit_data(u).kind == UnitType::Air
                && !s.tracks.surrendered.contains(&state::Nation::China)
                && in_box < 2;
            if ok {
                vec![CHINA_BOX_HEX]
            } else {
                vec![]
            }
        }
    };
    let _ = side;
    crate::kit::sort::sort(&mut out);
    out.dedup();
    out
}

/// The counters a `step_loss` may hit: the side's units of the class on the map, passing every filter.
pub fn step_loss_targets(s: &State, who: Side, class: Class, filters: &[Filter]) -> Vec<UnitId> {
    let hqs: Vec<(Hex, u32, data::Nation)> = s
        .on_map()
        .filter(|&(q, _)| s.unit_data(q).kind == UnitType::Hq)
        .map(|(q, h)| (h, s.unit_data(q).command_range.unwrap_or(0) as u32, s.unit_data(q).nation))
        .collect();
    s.on_map()
        .filter(|&(u, _)| s.side_of_unit(u) == who && is(s, u, class))
        .filter(|&(_, h)| {
            filters.iter().all(|f| match f {
                Filter::WithinRange(n) => hqs.iter().any(|&(q, r, qn)| qn == *n && q.distance(h) <= r),
                Filter::Outside(r) => !s.hex_data(h).is_some_and(|d| r.split(',').any(|x| d.in_region(x))),
                Filter::In(rs) => s.hex_data(h).is_some_and(|d| rs.iter().any(|x| d.in_region(x))),
            })
        })
        .map(|(u, _)| u)
        .collect()
}

/// One step off `u`, even if that eliminates it (a one-step or reduced unit is eliminated; a pre-war
/// unit eliminated is out for good, 11.1).
pub fn step_loss(s: &mut State, side: Side, card: CardNo, u: UnitId, steps: u8) {
    for _ in 0..steps {
        let loc = s.unit(u).loc;
        if !loc.in_play() {
            break;
        }
        if s.is_reduced(u) {
            let gone = if s.unit_data(u).prewar { Loc::Removed } else { Loc::Eliminated };
            s.place(u, gone, false);
            log(s, side, "eliminated", vec![card_arg(s, side, card), unit_arg(s, u)]);
        } else {
            s.place(u, loc, true);
            log(s, side, "step_loss", vec![card_arg(s, side, card), unit_arg(s, u)]);
        }
    }
}

/// The units an attack reaction may pick: the offensive side's units of the class in a declared battle
/// hex of the offensive under way.
pub fn attack_targets(s: &State, side: Side, class: Class) -> Vec<UnitId> {
    let Some(o) = &*s.offensive else { return vec![] };
    let hexes: Vec<Hex> = o.battles.iter().map(|b| b.hex).collect();
    s.on_map().filter(|&(u, h)| hexes.contains(&h) && s.side_of_unit(u) == other(side) && is(s, u, class)).map(|(u, _)| u).collect()
}

/// 5.32B: the picked unit loses `steps` steps, on a d10 roll of `roll` or less when the card rolls.
fn attack(s: &mut State, side: Side, card: CardNo, u: UnitId, steps: u8, roll: Option<u8>) {
    if let Some(max) = roll {
        let r = s.chance.roll(0..=9).value;
        let hit = r <= max;
        log(s, side, "attack_roll", vec![card_arg(s, side, card), unit_arg(s, u), Arg::Roll(r), Arg::Num(max as i32)]);
        if !hit {
            return;
        }
    }
    step_loss(s, side, card, u, steps);
}

/// Operation KE's moves: each of the side's ground units on an island (the Japanese Islands excepted) to
/// a friendly port within 10 hexes (the emergency naval range, 8.22) that the enemy does not occupy.
pub fn evacuations(s: &State, side: Side) -> Vec<(UnitId, Hex)> {
    let range = s.data().tables.constant("emergency_naval_range") as u32;
    let ports: Vec<Hex> = s
        .sheet_map()
        .hexes
        .values()
        .filter(|d| d.port && s.controller(d.hex) == Some(side) && !s.occupied_by(d.hex, other(side)))
        .map(|d| d.hex)
        .collect();
    let mut out = vec![];
    for (u, h) in s.on_map() {
        if s.side_of_unit(u) != side || s.unit_data(u).kind != UnitType::Ground {
            continue;
        }
        let Some(d) = s.hex_data(h) else { continue };
        if d.island == data::Island::Mainland || d.in_region("japan_home") {
            continue;
        }
        for &p in &ports {
            if p != h && p.distance(h) <= range {
                out.push((u, p));
            }
        }
    }
    out
}

/// 6.23 (D36): the Tokyo Express marker goes on a hex within the command range of a Japanese HQ on the
/// map where Japanese air, ground or naval units stand (the marker supplies the units in its hex). That
/// the HQ is supplied is the supply rules' to judge.
pub fn tokyo_express_hexes(s: &State) -> Vec<Hex> {
    let hqs: Vec<(Hex, u32)> = s
        .on_map()
        .filter(|&(q, _)| s.side_of_unit(q) == Side::Japanese && s.unit_data(q).kind == UnitType::Hq)
        .map(|(q, h)| (h, s.unit_data(q).command_range.unwrap_or(0) as u32))
        .collect();
    let mut out: Vec<Hex> = s
        .on_map()
        .filter(|&(u, _)| s.side_of_unit(u) == Side::Japanese && s.unit_data(u).kind != UnitType::Hq)
        .map(|(_, h)| h)
        .filter(|&h| hqs.iter().any(|&(q, r)| q.distance(h) <= r))
        .collect();
    crate::kit::sort::sort(&mut out);
    out.dedup();
    out
}
