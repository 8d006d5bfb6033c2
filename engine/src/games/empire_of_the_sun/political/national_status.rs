//! National status (13.0) and the US Political Will adjustments it causes (16.41–16.43): the Allied
//! nations' surrenders and recaptures, the India track, the Mandate, New Guinea and the Marshalls changing
//! hands, and Japan's surrender. The China track's Collapse acts at once (13.7, [`china_collapses`]); the
//! rest at the National Status segment of the Political Phase (4.3, [`segment`]).
//!
//! Decisions (docs/games/empire-of-the-sun.md, "National status"): a nation whose surrender hexes are not
//! all on the scenario's sheet cannot surrender there; the surrender's moves the rulebook leaves to the
//! Allied player (CW units of mainland India to Ceylon or the Maldives) are made by the engine, to the
//! first port with room; a surrender's removed HQs return as HQs withdrawn (6.13), next turn; Japan's
//! blockade counts paths to Japanese-held resource hexes.

use crate::games::empire_of_the_sun::data;
use crate::games::empire_of_the_sun::data::geo;
use crate::games::empire_of_the_sun::data::geo::HexIx;
use crate::games::empire_of_the_sun::data::{Nation as Country, Side, UnitType};
use crate::games::empire_of_the_sun::actions::Action;
use crate::games::empire_of_the_sun::offensive::movement::{emergency, moves};
use crate::games::empire_of_the_sun::offensive::movement::stacking;
use crate::games::empire_of_the_sun::state;
use crate::games::empire_of_the_sun::state::steps::{self, Step};
use crate::games::empire_of_the_sun::state::{seat_of, BoxKey, Loc, Nation, State, UnitId, CHINA_COLLAPSE, INDIA_REVOLTS};
use crate::games::empire_of_the_sun::supply;
use crate::games::empire_of_the_sun::supply::command;
use crate::kit::hex::Hex;
use crate::kit::steps::Step as Kind;
use crate::{Arg, LogEntry, Outcome, Prompt};

fn log(s: &mut State, side: Option<Side>, id: &str, args: Vec<Arg>) {
    s.log.push(LogEntry::new(side.map(seat_of), id, args));
}

/// The key of a nation in national_status.tsv and political_will.tsv.
pub fn key(n: Nation) -> &'static str {
    match n {
        Nation::Philippines => "philippines",
        Nation::Malaya => "malaya",
        Nation::DutchEastIndies => "dei",
        Nation::Burma => "burma",
        Nation::India => "india",
        Nation::China => "china",
        Nation::Australia => "australia",
    }
}

const NATIONS: [Nation; 7] =
    [Nation::Philippines, Nation::Malaya, Nation::DutchEastIndies, Nation::Burma, Nation::India, Nation::China, Nation::Australia];

/// The map region of a nation's airfields and ports (hexes.tsv `regions`).
fn region(n: Nation) -> &'static [&'static str] {
    match n {
        Nation::Philippines => &["philippines"],
        Nation::Malaya => &["malaya"],
        Nation::DutchEastIndies => &["dei"],
        Nation::Burma => &["burma"],
        Nation::India => &["india"],
        Nation::China => &["china_coastal", "china_interior"],
        Nation::Australia => &["australia_mainland"],
    }
}

fn hexes_in(s: &State, regions: &[&str]) -> Vec<HexIx> {
    let geo = s.geo();
    (0..geo.len() as HexIx).filter(|&i| regions.iter().any(|r| geo.data[i as usize].in_region(r))).collect()
}

// ---- 16.4 Political Will ----

/// Applies a Political Will change of political_will.tsv (`event`), once a game or once a turn as its row
/// says; the marker stays on its track. Returns whether it applied.
pub fn adjust_pw(s: &mut State, event: &str) -> bool {
    let Some(row) = s.data().tables.political_will.iter().find(|p| p.event == event).cloned() else { return false };
    let tag = match row.once.as_str() {
        "game" => Some(event.to_string()),
        "turn" => Some(format!("{event}@{}", s.tracks.turn)),
        _ => None,
    };
    if let Some(t) = tag {
        if s.tracks.pw_once.contains(&t) {
            return false;
        }
        s.tracks.pw_once.push(t);
    }
    change_pw(s, event, row.amount);
    true
}

fn change_pw(s: &mut State, event: &str, amount: i32) {
    let top = s.data().tables.track("political_will").iter().map(|b| b.value).max().unwrap_or(16);
    s.tracks.pw = (s.tracks.pw as i32 + amount).clamp(0, top) as i8;
    log(s, None, "eots.pw_change", vec![Arg::Key(format!("eots.pw.{event}")), Arg::Num(amount), Arg::Num(s.tracks.pw as i32)]);
}

// ---- Surrender conditions (13.1–13.8) ----

/// Whether Japan holds what makes `n` surrender (national_status.tsv), on this sheet.
pub fn surrender_condition(s: &State, n: Nation) -> bool {
    let Some(row) = s.data().tables.national_status.iter().find(|r| r.nation == key(n)) else { return false };
    match row.rule.as_str() {
        "hexes" => {
            !row.surrender_hexes.is_empty()
                && row.surrender_hexes.iter().all(|&h| s.controller(h) == Some(Side::Japanese))
        }
        "ports" => {
            let ports = australian_ports(s);
            !ports.is_empty() && ports.iter().all(|&i| s.controller_ix(i) == Side::Japanese)
        }
        "track" => match n {
            Nation::India => s.tracks.india >= INDIA_REVOLTS,
            Nation::China => s.tracks.china >= CHINA_COLLAPSE,
            _ => false,
        },
        _ => false,
    }
}

/// 13.8: the coastal airfields and ports of mainland Australia.
fn australian_ports(s: &State) -> Vec<HexIx> {
    let geo = s.geo();
    hexes_in(s, &["australia_mainland"])
        .into_iter()
        .filter(|&i| {
            let d = &geo.data[i as usize];
            (d.port || d.airfield) && d.class == data::HexClass::Coastal
        })
        .collect()
}

/// 13.1 recapture: the Allies hold again every hex whose loss made the nation surrender.
fn recapture_condition(s: &State, n: Nation) -> bool {
    let Some(row) = s.data().tables.national_status.iter().find(|r| r.nation == key(n)) else { return false };
    match row.rule.as_str() {
        "hexes" => row.surrender_hexes.iter().all(|&h| s.controller(h) == Some(Side::Allied)),
        "ports" => australian_ports(s).iter().all(|&i| s.controller_ix(i) == Side::Allied),
        _ => false,
    }
}

// ---- The segment ----

/// EotS 4.3, 13.0: the National Status segment.
impl Kind<State> for steps::NationalStatus {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        None
    }
    fn run(&self, s: &mut State) {
        segment(s);
    }
}

/// The National Status segment (4.3, 13.0): surrenders, recaptures, the India track, the Mandate, New
/// Guinea and the Marshalls, Japan; then the emergency moves of the air and naval units whose hexes
/// changed hands (8.22, 8.32), the victory checks.
pub fn segment(s: &mut State) {
    let before = s.control.clone();
    status_changes(s);
    // 16.47 (L1803): control moved by a national status change meets the Progress of War target.
    if s.rules >= 4 && s.control != before {
        s.tracks.status_control = true;
    }
    for (side, unit) in emergency::stranded(s) {
        s.steps.push(Step::Emergency(steps::Emergency { side, unit }));
    }
    super::victory::check_automatic(s);
}

/// The segment's changes of national status, in the order of 13.0.
fn status_changes(s: &mut State) {
    india_track(s);
    for n in NATIONS {
        if n == Nation::India || n == Nation::China {
            continue;
        }
        if !s.tracks.surrendered.contains(&n) && surrender_condition(s, n) {
            surrender(s, n);
        } else if s.tracks.surrendered.contains(&n) && !s.tracks.recaptured.contains(&n) && recapture_condition(s, n) {
            recapture(s, n);
        }
    }
    let vp_schedule = s.scenario == super::victory::SOUTH_PACIFIC && s.vp_schedule;
    if !vp_schedule {
        // 17.10.5M: with the VP schedule the South Pacific game takes the Mandate hex by hex.
        mandate(s);
    }
    new_guinea(s);
    marshalls(s);
    resources_pw(s);
    japan(s);
}

/// 13.62: in Revolts at the segment, India surrenders (checked before this segment's move, D18); Japan
/// holding every North India hex moves the marker one box on; the Allies holding one sends it back to
/// Stable.
fn india_track(s: &mut State) {
    if s.tracks.surrendered.contains(&Nation::India) {
        return;
    }
    let north = hexes_in(s, &["north_india"]);
    if north.is_empty() {
        return;
    }
    if s.tracks.india >= INDIA_REVOLTS {
        surrender(s, Nation::India);
        return;
    }
    if north.iter().all(|&i| s.controller_ix(i) == Side::Japanese) {
        s.tracks.india += 1;
        log(s, None, "eots.india_track", vec![Arg::Key(format!("eots.track.india.{}", s.tracks.india)), Arg::Num(s.tracks.india as i32)]);
    } else if north.iter().any(|&i| s.controller_ix(i) == Side::Allied) && s.tracks.india > 0 {
        s.tracks.india = 0;
        log(s, None, "eots.india_track", vec![Arg::Key("eots.track.india.0".into()), Arg::Num(0)]);
    }
}

/// 13.7: China collapses the moment its marker reaches Collapse (during the Offensives Phase too).
pub fn china_collapses(s: &mut State) {
    if s.tracks.china >= CHINA_COLLAPSE && !s.tracks.surrendered.contains(&Nation::China) {
        surrender(s, Nation::China);
    }
}

/// A nation surrenders (13.1): its own rule's removals, Japan takes its airfields and ports where the rule
/// says so, US Political Will falls (16.41).
pub fn surrender(s: &mut State, n: Nation) {
    s.tracks.surrendered.push(n);
    log(s, Some(Side::Allied), "eots.surrender", vec![Arg::Key(format!("eots.nation.{}", key(n)))]);
    match n {
        Nation::Philippines => {
            // 13.2: Allied ground units in the Philippines leave the game (HQs come back as withdrawn HQs);
            // US air and naval units move out in emergency, the others are eliminated.
            for (u, _) in units_in(s, Side::Allied, region(n)) {
                let d = s.unit_data(u);
                match d.kind {
                    UnitType::Hq => withdraw_hq(s, u),
                    UnitType::Ground => remove(s, u),
                    _ if d.nation != Country::Us => moves::eliminate(s, u),
                    _ => {}
                }
            }
            take_bases(s, n, |s, u| s.unit_data(u).kind == UnitType::Ground || s.unit_data(u).kind == UnitType::Hq);
        }
        // 13.3: no removal and no change of control.
        Nation::Malaya => {}
        Nation::DutchEastIndies => {
            // 13.4: every Dutch unit leaves the game; Japan takes every DEI airfield and port without US or
            // CW ground units (a hex with only an HQ included).
            for u in 0..s.units.len() as UnitId {
                if s.unit_data(u).nation == Country::Dutch && s.unit(u).loc != Loc::Removed {
                    remove(s, u);
                }
            }
            take_bases(s, n, |s, u| s.unit_data(u).kind == UnitType::Ground);
        }
        Nation::Burma => {
            // 13.5: the "Burma (B)" units leave the game; no change of control.
            for u in 0..s.units.len() as UnitId {
                if s.unit_data(u).burma && s.unit(u).loc != Loc::Removed {
                    remove(s, u);
                }
            }
        }
        Nation::India => india_surrenders(s),
        Nation::China => {
            // 13.7: Allied air units in China to the Turn Record Track (back next turn), Chinese units out.
            let turn = s.tracks.turn;
            for u in 0..s.units.len() as UnitId {
                let d = s.unit_data(u);
                let loc = s.unit(u).loc;
                if d.nation == Country::Chinese && loc != Loc::Removed {
                    remove(s, u);
                } else if d.side == Side::Allied && d.kind == UnitType::Air && in_china(s, loc) {
                    let reduced = s.unit(u).reduced;
                    s.place(u, Loc::Returns(turn + 1), reduced);
                    let key = s.unit_data(u).key.clone();
                    log(s, Some(Side::Allied), "eots.to_turn_track", vec![Arg::Unit(key)]);
                }
            }
        }
        Nation::Australia => {
            // 13.8: later Australian reinforcements are lost; Japan takes the mainland's bases.
            for u in 0..s.units.len() as UnitId {
                if s.unit_data(u).nation == Country::Australian && matches!(s.unit(u).loc, Loc::Arrives(_) | Loc::Delay | Loc::Event) {
                    s.place(u, Loc::Removed, false);
                }
            }
            take_bases(s, n, |_, _| true);
        }
    }
    // 6.14 (L476): an HQ in a hex its enemy controls once the nation has surrendered leaves the map at
    // once (the Turn Record Track, or the game for a dotted HQ), as at an offensive's end (version 4).
    if s.rules >= 4 {
        crate::games::empire_of_the_sun::supply::hq::involuntary(s);
    }
    adjust_pw(s, &format!("surrender_{}", key(n)));
    // 16.41: every nation of the list has surrendered.
    if NATIONS.iter().all(|m| s.tracks.surrendered.contains(m)) {
        adjust_pw(s, "all_surrendered");
    }
}

fn in_china(s: &State, loc: Loc) -> bool {
    match loc {
        Loc::Box(BoxKey::China) => true,
        Loc::Hex(h) => s.hex_data(h).is_some_and(|d| d.in_region("china_coastal") || d.in_region("china_interior")),
        _ => false,
    }
}

/// 13.6: India's surrender: Indian units leave the game; the other CW units of mainland India go to a
/// port of Ceylon or the Maldives with room (else leave the game); mainland India stays Allied.
fn india_surrenders(s: &mut State) {
    let mainland = ["india_mainland", "india_interior"];
    for u in 0..s.units.len() as UnitId {
        let d = s.unit_data(u);
        if d.nation == Country::Indian && s.unit(u).loc != Loc::Removed {
            remove(s, u);
        }
    }
    let refuges: Vec<Hex> = {
        let geo = s.geo();
        let map = s.sheet_map();
        hexes_in(s, &["ceylon", "maldives"])
            .into_iter()
            .map(|i| geo.hex(i))
            .filter(|h| map.hexes[h].port && s.controller(*h) == Some(Side::Allied))
            .collect()
    };
    for (u, _) in units_in(s, Side::Allied, &mainland) {
        if !s.unit_data(u).nation.is_commonwealth() {
            continue;
        }
        // 13.63 (L1533): a Commonwealth HQ in India is removed involuntarily (6.14), not moved to Ceylon
        // (rules version 5; versions 1–4 moved it with the other units).
        if s.rules >= 5 && s.unit_data(u).kind == UnitType::Hq {
            crate::games::empire_of_the_sun::supply::hq::displace(s, u);
            continue;
        }
        match refuges.iter().find(|&&h| stacking::fits(s, u, h)) {
            Some(&h) => {
                let reduced = s.unit(u).reduced;
                s.place(u, Loc::Hex(h), reduced);
                let key = s.unit_data(u).key.clone();
                log(s, Some(Side::Allied), "eots.relocated", vec![Arg::Unit(key), Arg::Hex(h.id())]);
            }
            None => remove(s, u),
        }
    }
}

fn units_in(s: &State, side: Side, regions: &[&str]) -> Vec<(UnitId, Hex)> {
    s.on_map()
        .filter(|&(u, h)| s.side_of_unit(u) == side && s.hex_data(h).is_some_and(|d| regions.iter().any(|r| d.in_region(r))))
        .collect()
}

fn remove(s: &mut State, u: UnitId) {
    s.place(u, Loc::Removed, false);
    let key = s.unit_data(u).key.clone();
    let side = s.side_of_unit(u);
    log(s, Some(side), "eots.removed", vec![Arg::Unit(key)]);
}

fn withdraw_hq(s: &mut State, u: UnitId) {
    let turn = s.tracks.turn;
    s.place(u, Loc::Returns(turn + 1), false);
    let key = s.unit_data(u).key.clone();
    log(s, Some(Side::Allied), "eots.hq_withdrawn", vec![Arg::Unit(key)]);
}

/// 13.1: Japan takes the nation's airfields and ports where no Allied unit passing `holds` stands.
fn take_bases(s: &mut State, n: Nation, holds: impl Fn(&State, UnitId) -> bool) {
    let bases: Vec<Hex> = {
        let geo = s.geo();
        let map = s.sheet_map();
        hexes_in(s, region(n)).into_iter().map(|i| geo.hex(i)).filter(|h| map.hexes[h].port || map.hexes[h].airfield).collect()
    };
    for h in bases {
        let held = s.on_map().any(|(u, at)| at == h && s.side_of_unit(u) == Side::Allied && holds(s, u));
        if !held {
            s.set_control(h, Side::Japanese);
        }
    }
}

/// 13.1: a recaptured nation: the Allies take back its airfields and ports free of Japanese units, and
/// Political Will regains what the surrender cost where its row says so (16.41 *).
fn recapture(s: &mut State, n: Nation) {
    s.tracks.recaptured.push(n);
    log(s, Some(Side::Allied), "eots.recaptured", vec![Arg::Key(format!("eots.nation.{}", key(n)))]);
    let bases: Vec<Hex> = {
        let geo = s.geo();
        let map = s.sheet_map();
        hexes_in(s, region(n)).into_iter().map(|i| geo.hex(i)).filter(|h| map.hexes[h].port || map.hexes[h].airfield).collect()
    };
    for h in bases {
        if !s.occupied_by(h, Side::Japanese) {
            s.set_control(h, Side::Allied);
        }
    }
    let event = format!("surrender_{}", key(n));
    if let Some(row) = s.data().tables.political_will.iter().find(|p| p.event == event).cloned() {
        if row.regain {
            change_pw(s, &format!("recapture_{}", key(n)), -row.amount);
        }
    }
}

// ---- Areas that change hands together (13.84, 13.85, 13.92) ----

/// 13.84: the side holding both Rabaul and Guadalcanal holds every Mandate hex without enemy ground units.
fn mandate(s: &mut State) {
    let (rabaul, guadalcanal) = (command::named(s, "Rabaul"), command::named(s, "Guadalcanal"));
    if rabaul == geo::NONE || guadalcanal == geo::NONE {
        return;
    }
    let holder = s.controller_ix(rabaul);
    if s.controller_ix(guadalcanal) != holder {
        return;
    }
    s.tracks.mandate = Some(holder);
    sweep(s, &["mandate"], holder, true, "eots.area.mandate");
}

/// 13.85: the side holding every New Guinea port and resource hex holds every named New Guinea place
/// without enemy units.
fn new_guinea(s: &mut State) {
    let geo = s.geo();
    let map = s.sheet_map();
    let keys: Vec<HexIx> = hexes_in(s, &["new_guinea"])
        .into_iter()
        .filter(|&i| {
            let d = &geo.data[i as usize];
            d.port || d.resource
        })
        .collect();
    let Some(&first) = keys.first() else { return };
    let holder = s.controller_ix(first);
    if keys.iter().any(|&i| s.controller_ix(i) != holder) {
        return;
    }
    let named: Vec<Hex> = hexes_in(s, &["new_guinea"])
        .into_iter()
        .map(|i| geo.hex(i))
        .filter(|h| {
            let d = &map.hexes[h];
            d.name.is_some() || d.port || d.airfield || d.resource
        })
        .collect();
    s.tracks.new_guinea = Some(holder);
    let mut changed = 0;
    for h in named {
        if s.controller(h) != Some(holder) && !s.occupied_by(h, state::other(holder)) {
            s.set_control(h, holder);
            changed += 1;
        }
    }
    if changed > 0 {
        log(s, Some(holder), "eots.area_taken", vec![Arg::Key("eots.area.new_guinea".into()), Arg::Num(changed)]);
    }
}

/// 13.92: the Allies holding Eniwetok and Kwajalein hold every Marshall island without Japanese ground
/// units.
fn marshalls(s: &mut State) {
    let (eniwetok, kwajalein) = (command::named(s, "Eniwetok"), command::named(s, "Kwajalein"));
    if eniwetok == geo::NONE || kwajalein == geo::NONE {
        return;
    }
    if s.controller_ix(eniwetok) == Side::Allied && s.controller_ix(kwajalein) == Side::Allied {
        s.tracks.marshalls = Some(Side::Allied);
        sweep(s, &["marshalls"], Side::Allied, true, "eots.area.marshalls");
    } else if s.controller_ix(eniwetok) == Side::Japanese && s.controller_ix(kwajalein) == Side::Japanese {
        s.tracks.marshalls = Some(Side::Japanese);
    }
}

/// Gives `holder` every hex of `regions` without enemy units (ground units only when `ground_only`).
fn sweep(s: &mut State, regions: &[&str], holder: Side, ground_only: bool, area: &str) {
    let enemy = state::other(holder);
    let geo = s.geo();
    let hexes: Vec<Hex> = hexes_in(s, regions).into_iter().map(|i| geo.hex(i)).filter(|h| s.sheet_map().hexes[h].class != data::HexClass::Sea).collect();
    let mut changed = 0;
    for h in hexes {
        let blocked = s.on_map().any(|(u, at)| {
            at == h && s.side_of_unit(u) == enemy && (!ground_only || matches!(s.unit_data(u).kind, UnitType::Ground | UnitType::Hq))
        });
        if s.controller(h) != Some(holder) && !blocked {
            s.set_control(h, holder);
            changed += 1;
        }
    }
    if changed > 0 {
        log(s, Some(holder), "eots.area_taken", vec![Arg::Key(area.into()), Arg::Num(changed)]);
    }
}

/// 16.43A: Japan down to three resource hexes or fewer in turns 5–12 raises Political Will by 3, once.
fn resources_pw(s: &mut State) {
    if s.scenario == super::victory::SOUTH_PACIFIC {
        return;
    }
    if (5..=12).contains(&s.tracks.turn) && s.japanese_resources() <= 3 {
        adjust_pw(s, "japan_resources_3_or_less");
    }
}

/// 13.93: Japan surrenders when the Allies hold every Honshu hex, or after three National Status segments
/// in a row with no supply path from a Japanese source to a resource hex Japan holds.
fn japan(s: &mut State) {
    let honshu = hexes_in(s, &["honshu"]);
    if honshu.is_empty() {
        return;
    }
    let sup = supply::compute(s);
    if supply::japan_blockaded(s, &sup) {
        s.tracks.blockade += 1;
        log(s, None, "eots.blockade", vec![Arg::Num(s.tracks.blockade as i32)]);
    } else {
        s.tracks.blockade = 0;
    }
    let limit = s.data().tables.constant("japan_blockade_turns") as u8;
    let conquered = honshu.iter().all(|&i| s.controller_ix(i) == Side::Allied);
    if conquered || s.tracks.blockade >= limit {
        s.outcome = Some(Outcome {
            winners: vec![],
            winner: Some(seat_of(Side::Allied)),
            reason: "eots_japan_surrenders".into(),
            args: vec![Arg::Key(if conquered { "eots.japan_conquered".into() } else { "eots.japan_blockaded".into() })],
        });
    }
}
