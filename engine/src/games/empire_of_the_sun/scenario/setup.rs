//! Setting a scenario up (17.0, 18.0): counters from the scenario's set-up list, the start markers, hex
//! control, the decks and the opening hands, and the steps of the first turn.

use std::sync::Arc;

use crate::games::empire_of_the_sun::data;
use crate::games::empire_of_the_sun::data::geo;
use crate::games::empire_of_the_sun::data::geo::HexIx;
use crate::games::empire_of_the_sun::data::{CardState, Placement, Scenario, ScenarioStart, SetupList, Side};
use crate::games::empire_of_the_sun::state::steps::Step;
use crate::games::empire_of_the_sun::state::{idx, BoxKey, BurmaRoad, Loc, Nation, Pack, Sheet, State};
use crate::games::empire_of_the_sun::supply::command;
use crate::games::empire_of_the_sun::turn;
use crate::games::empire_of_the_sun::turn::cards;
use crate::kit::hex::Hex;
use crate::SetupError;

/// A new game of `scenario` (its key in scenarios.tsv), shuffled with `seed`.
pub fn new_game(pack: Arc<Pack>, scenario: &str, seed: u64) -> Result<State, SetupError> {
    new_game_with(pack, scenario, seed, false)
}

/// A new game; `historical_hands`: the Japanese turn-2 hand of 17.25F (and 17.12's variant).
pub fn new_game_with(pack: Arc<Pack>, scenario: &str, seed: u64, historical_hands: bool) -> Result<State, SetupError> {
    let sc = pack
        .data
        .scenario(scenario)
        .ok_or_else(|| SetupError(format!("unknown Empire of the Sun scenario '{scenario}'")))?
        .clone();
    let sheet = if sc.map == "sp" { Sheet::SouthPacific } else { Sheet::Main };
    let mut s = State::empty(pack, sheet, seed);
    s.scenario = sc.key.clone();
    s.first_turn = sc.first_turn;
    s.last_turn = sc.last_turn;
    s.historical_hands = historical_hands;
    markers(&mut s, &sc)?;
    counters(&mut s, &sc);
    control(&mut s, &sc);
    s.control_at_turn_start = s.control.to_vec();
    s.control_at_start = s.control.to_vec();
    s.forces_at_start = [s.forces(Side::Japanese), s.forces(Side::Allied)];
    decks(&mut s, &sc);
    first_turn(&mut s, &sc);
    s.log.push(crate::LogEntry::new(None, "eots.scenario", vec![crate::Arg::Key(format!("eots.scenario.{}", sc.key))]));
    Ok(s)
}

/// The start markers (17.14, 17.23, 17.33, 17.43, 17.10.3; markers.tsv).
fn markers(s: &mut State, sc: &Scenario) -> Result<(), SetupError> {
    let list = sc.setup;
    let data = s.pack.0.clone();
    let get = |key: &str| -> Result<&str, SetupError> {
        data.data.marker(list, key).ok_or_else(|| SetupError(format!("marker '{key}' missing for set-up {}", list.key())))
    };
    let num = |key: &str| -> Result<i32, SetupError> {
        let v = get(key)?;
        v.parse::<i32>().map_err(|_| SetupError(format!("marker '{key}' is not a number: {v}")))
    };
    let flag = |key: &str| -> Result<bool, SetupError> { Ok(num(key)? != 0) };
    let t = &mut s.tracks;
    t.turn = num("turn")? as u8;
    t.pm_tojo = flag("pm_tojo")?;
    t.pw = num("us_political_will")? as i8;
    t.wie = num("war_in_europe")? as i8;
    t.asp[idx(Side::Japanese)] = num("japan_asp")? as u8;
    t.asp[idx(Side::Allied)] = num("allied_asp")? as u8;
    t.barges = flag("japan_barges")?;
    t.pt_boats = flag("pt_boats")?;
    t.china = track_index(&data.data, "china", get("china_track")?)?;
    t.china_divisions = num("china_divisions")? as u8;
    t.burma_road = if get("burma_road")? == "open" { BurmaRoad::Open } else { BurmaRoad::Closed };
    t.hump = flag("hump")?;
    t.india = track_index(&data.data, "india", get("india")?)?;
    t.isr = [flag("japan_isr")?, flag("us_isr")?];
    t.air_rp[idx(Side::Japanese)] = num("japan_air_rp")? as u8;
    t.naval_rp[idx(Side::Japanese)] = num("japan_naval_rp")? as u8;
    t.kwai = flag("kwai_built")?;
    t.ground_drm[idx(Side::Japanese)] = num("ground_drm")? as i8;
    t.no_route = match get("no_route")? {
        "-" => vec![],
        v => v.split(',').filter_map(|h| Hex::parse(h.trim())).collect(),
    };
    // 16.42 (17.38, L2211): Political Will segments of Japanese occupation already counted at the start;
    // an optional marker (0 when a pack leaves it out).
    t.alaska = data.data.marker(list, "alaska_segments").and_then(|v| v.parse().ok()).unwrap_or(0);
    let passes = [num("japan_passes")? as u8, num("allied_passes")? as u8];
    s.cards[0].passes = passes[0];
    s.cards[1].passes = passes[1];
    Ok(())
}

fn track_index(data: &data::EotsData, track: &str, key: &str) -> Result<u8, SetupError> {
    data.tables
        .tracks
        .iter()
        .find(|b| b.track == track && b.key == key)
        .map(|b| b.index)
        .ok_or_else(|| SetupError(format!("no box '{key}' on the {track} track")))
}

/// Every counter of the set-up list where the list puts it; counters the list does not name are not in
/// this scenario (docs/games/empire-of-the-sun.md "Set-up").
fn counters(s: &mut State, sc: &Scenario) {
    let n = s.units.len();
    for u in 0..n {
        let key = s.data().units[u].key.clone();
        let row = s.data().placement(sc.setup, &key).cloned();
        let (loc, reduced) = match row {
            None => (Loc::Removed, false),
            Some(r) => (location(s, r.placement), r.reduced),
        };
        s.place(u as u16, loc, reduced);
    }
}

fn location(s: &State, p: Placement) -> Loc {
    match p {
        Placement::Hex(h) if s.geo().contains(h) => Loc::Hex(h),
        // A printed hex off this sheet: the South Pacific's Oahu box (17.10.5K).
        Placement::Hex(_) => Loc::Box(BoxKey::Oahu),
        Placement::Turn(t) => Loc::Arrives(t),
        Placement::Delay => Loc::Delay,
        Placement::Elim => Loc::Eliminated,
        Placement::Event => Loc::Event,
        Placement::ChinaBox => Loc::Box(BoxKey::China),
    }
}

/// Hex control at the start (6.5, 17.1, 17.25B, 17.32, 17.10; control.tsv adds markers).
fn control(s: &mut State, sc: &Scenario) {
    let n = s.geo().len();
    let mut owner = vec![None::<data::Side>; n];
    for i in 0..n {
        let h = s.geo().hex(i as HexIx);
        let d = &s.sheet_map().hexes[&h];
        owner[i] = match sc.control.as_str() {
            "sp" => south_pacific_owner(s, h),
            mode => Some(if japanese_at_start(d, mode) { Side::Japanese } else { Side::Allied }),
        };
    }
    // Hexes the rule leaves open (the South Pacific's unnamed hexes) follow the nearest named location.
    let named: Vec<(Hex, Side)> = (0..n).filter_map(|i| owner[i].map(|o| (s.geo().hex(i as HexIx), o))).collect();
    for i in 0..n {
        let side = owner[i].unwrap_or_else(|| {
            let h = s.geo().hex(i as HexIx);
            named.iter().min_by_key(|(x, _)| (x.distance(h), *x)).map_or(Side::Allied, |(_, o)| *o)
        });
        s.control[i] = side;
    }
    let markers: Vec<(Hex, Side)> = s.data().control.iter().filter(|c| c.setup == sc.setup).map(|c| (c.hex, c.side)).collect();
    for (h, side) in markers {
        s.set_control(h, side);
    }
    // 17.32: hexes of the Japanese areas where Allied units set up are Allied.
    if sc.control == "yearly" {
        let allied: Vec<Hex> = s.on_map().filter(|&(u, _)| s.side_of_unit(u) == Side::Allied).map(|(_, h)| h).collect();
        for h in allied {
            s.set_control(h, Side::Allied);
        }
        // 17.36 (1943, 1944): Malaya, the Philippines, the Dutch East Indies and Burma have surrendered.
        s.tracks.surrendered = vec![Nation::Malaya, Nation::Philippines, Nation::DutchEastIndies, Nation::Burma];
    }
    areas(s, &sc.control);
}

/// Who holds the areas that change hands together at the start (13.84, 13.85, 13.92): the side holding
/// both their key hexes; in the yearly scenarios Japan holds the Mandate and the Marshalls and nobody New
/// Guinea (17.36, L2205–2217).
fn areas(s: &mut State, control: &str) {
    let both = |s: &State, a: &str, b: &str| {
        let (x, y) = (command::named(s, a), command::named(s, b));
        (x != geo::NONE && y != geo::NONE && s.controller_ix(x) == s.controller_ix(y)).then(|| s.controller_ix(x))
    };
    s.tracks.mandate = both(s, "Rabaul", "Guadalcanal");
    s.tracks.marshalls = both(s, "Eniwetok", "Kwajalein");
    s.tracks.new_guinea = None;
    if control == "yearly" {
        s.tracks.mandate = Some(Side::Japanese);
        s.tracks.marshalls = Some(Side::Japanese);
    }
}

/// Japanese at the start under the campaign (17.1: the Empire, Korea, coastal China but Hong Kong), the
/// 1942 (17.25B: the Empire) or the yearly rule (17.32: the Empire, the surrendered nations, the Mandate).
fn japanese_at_start(d: &data::HexData, mode: &str) -> bool {
    let empire = d.nation == "japan"
        || d.nation == "manchukuo"
        || ["empire", "japan_home", "korea", "korea_land", "manchukuo", "formosa", "karafuto", "kuriles", "ryukyu_bonins", "indochina"]
            .iter()
            .any(|r| d.in_region(r));
    match mode {
        "campaign" => empire || (d.in_region("china_coastal") && !d.in_region("hong_kong")),
        "empire" => empire || d.in_region("china_coastal") && !d.in_region("hong_kong"),
        "yearly" => {
            empire
                || (d.in_region("china_coastal") && !d.in_region("hong_kong"))
                || d.in_region("hong_kong")
                || ["malaya", "philippines", "dei", "sumatra", "java", "borneo", "celebes", "bali", "timor", "amboina", "morotai", "burma", "mandate", "mandate_islands", "new_guinea"]
                    .iter()
                    .any(|r| d.in_region(r))
        }
        _ => empire,
    }
}

/// 17.10 (L2466–2468): the Allies control every port and airbase of Australia, of the New Hebrides (Noumea
/// 4828 and every hex within 3 of it), Port Moresby 3823 and Gili-Gili 4024; Japan every other port, airbase
/// and resource hex. Other hexes are left to the nearest named location (`None`).
fn south_pacific_owner(s: &State, h: Hex) -> Option<Side> {
    let d = &s.sheet_map().hexes[&h];
    if !(d.port || d.airfield || d.resource) {
        return None;
    }
    let noumea = Hex::new(48, 28);
    let allied = d.in_region("australia_mainland")
        || d.in_region("new_hebrides")
        || h.distance(noumea) <= 3
        || h == Hex::new(38, 23)
        || h == Hex::new(40, 24);
    Some(if allied { Side::Allied } else { Side::Japanese })
}

/// The decks (the 24-card South Pacific decks or the full ones), the cards the set-up list takes out
/// (scenario_cards.tsv), shuffled.
fn decks(s: &mut State, sc: &Scenario) {
    for side in [Side::Japanese, Side::Allied] {
        let mut deck: Vec<u8> =
            s.data().cards.iter().filter(|c| c.side == side && (sc.decks != "sp" || c.sp_deck)).map(|c| c.number).collect();
        let special: Vec<(u8, CardState)> =
            s.data().scenario_cards.iter().filter(|c| c.setup == sc.setup && c.side == side).map(|c| (c.card, c.state)).collect();
        let cards = s.cards_mut(side);
        for (card, state) in special {
            deck.retain(|&c| c != card);
            match state {
                CardState::Removed => cards.removed.push(card),
                CardState::Discard => cards.discard.push(card),
                CardState::FutureOffensive => cards.future = Some((card, 0)),
                CardState::Hand => cards.hand.push(card),
            }
        }
        s.chance.shuffle(&mut deck);
        s.cards_mut(side).deck = deck;
    }
}

/// The first turn: a scenario that begins at the Offensives Phase deals its opening hands (17.25A, 17.35,
/// 17.45, 17.10.5D–E) and goes straight to the initiative; so does the campaign's December 1941 turn,
/// whose Japanese hand is cards 1 and 2 (17.11, scenario_cards.tsv). A 1942 start has its opening steps
/// (17.25 C–F).
fn first_turn(s: &mut State, sc: &Scenario) {
    match sc.start {
        ScenarioStart::TurnStart => turn::push_turn(s, true),
        ScenarioStart::Offensives | ScenarioStart::December1941 => {
            turn::push_turn(s, false);
            super::opening::historical_hand(s);
            let hands = [marker_num(s, sc, "japan_hand"), marker_num(s, sc, "allied_hand")];
            for side in [Side::Japanese, Side::Allied] {
                let want = hands[idx(side)] as usize;
                while s.cards(side).hand.len() < want {
                    if !cards::draw(s, side) {
                        break;
                    }
                }
            }
            if sc.setup == SetupList::Y1942 {
                super::opening::start_of_1942(s);
            }
        }
    }
    debug_assert!(matches!(
        s.steps.last(),
        Some(Step::TurnStart | Step::Initiative | Step::FreeNavalMove(_) | Step::Arcadia | Step::Kondo)
    ));
}

fn marker_num(s: &State, sc: &Scenario, key: &str) -> u8 {
    s.data().marker(sc.setup, key).and_then(|v| v.parse().ok()).unwrap_or(0)
}
