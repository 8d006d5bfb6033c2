//! Setting up a scenario from the data pack (KUT 2, Play Book ch. 4): forces, markers, resources, hands.

use std::sync::Arc;

use super::data::{CardClass, KutData, FN};
use super::impulse::Impulse;
use super::state::{Place, State, Step};
use super::turn;
use crate::kit::chance::Chance;
use crate::record::Header;
use crate::{Arg, Log, SetupError};

/// The seat modes (KUT 2.1–2.33): four players, three with one Tsarist or one Imperial player, two (one
/// camp each), the single hand game, and the split personality game with closed or open hands.
pub const PLAYERS: [&str; 7] = ["4", "3t", "3i", "2", "single", "split", "split-open"];

/// The options a Kutuzov game takes: the seat mode, the side auction's winning bid (KUT 2.34), and whether
/// every Power is asked at each response window (`ask_all`, docs/games/kutuzov-board.md).
pub const OPTIONS: [&str; 4] = ["players", "bid", "bid_sp", "ask_all"];

/// `ask_all`: `yes` asks every Power at each response window; `no` (the default) only those with a card to play.
pub fn ask_all(header: &Header) -> Result<bool, SetupError> {
    match header.options.get("ask_all").map(String::as_str) {
        None | Some("no") => Ok(false),
        Some("yes") => Ok(true),
        Some(x) => Err(SetupError(format!("ask_all '{x}' is not one of no, yes"))),
    }
}

pub fn players(header: &Header) -> Result<String, SetupError> {
    let p = header.options.get("players").map(String::as_str).unwrap_or("4");
    if !PLAYERS.contains(&p) {
        return Err(SetupError(format!("players '{p}' is not one of {}", PLAYERS.join(", "))));
    }
    for k in header.options.keys() {
        if !OPTIONS.contains(&k.as_str()) {
            return Err(SetupError(format!("Kutuzov has no option '{k}'")));
        }
    }
    Ok(p.to_string())
}

pub fn setup(header: &Header, data: Arc<KutData>) -> Result<State, SetupError> {
    let players = players(header)?;
    let sc = data
        .scenario(&header.scenario)
        .ok_or_else(|| SetupError(format!("Kutuzov has no scenario '{}' (s1, s2, s3, s4)", header.scenario)))?
        .clone();
    let n = data.spaces.len();
    let mut s = State {
        data: data.clone(),
        scenario: sc.id.clone(),
        players,
        ask_all: ask_all(header)?,
        rules: header.rules,
        turn: sc.first_turn,
        last_turn: sc.last_turn,
        sp: vec![[0; 6]; n],
        regroup: [0; 6],
        leaders: vec![Place::Available; data.leaders.len()],
        flags: vec![None; n],
        ally_flags: vec![],
        scorched: vec![false; n],
        sacked: vec![false; n],
        sieged: vec![],
        marked: vec![false; data.leaders.len()],
        hands: Default::default(),
        deck: vec![],
        discard: vec![],
        home_used: Default::default(),
        home_deck: Default::default(),
        chits: Default::default(),
        out_of_play: vec![],
        resources: sc.resources,
        morale: sc.morale,
        loss: sc.loss,
        gain: [0, 0],
        drops: [0, 0],
        risen: [false; 2],
        rise_due: [false; 2],
        attrition: sc.attrition,
        attrition_loss: sc.attrition_loss,
        attrition_gain: 0,
        attrition_rose: false,
        marker: sc.impulse_marker,
        last_impulse: (sc.impulse_marker + 3) % 4,
        last_call: false,
        preempt_ok: false,
        last_preemptive: false,
        conquest_rolls: 0,
        hand_cut: [false; 4],
        hand_limit_five: [false; 4],
        fresh: vec![],
        fresh_leaders: vec![],
        entrenched: vec![false; n],
        moved_this_impulse: false,
        convoyed: false,
        hornblower: false,
        landing: None,
        agreed_commanders: vec![],
        named_commanders: vec![],
        attrition_drops: 0,
        will_to_fight: vec![],
        rfm: super::will_to_fight::Rfm::from_key(&sc.rfm),
        wtf_pending: false,
        austria_neutral: false,
        prussia_revolted: false,
        face_up: vec![],
        no_peace: false,
        polish_lancers: false,
        bucharest: false,
        battle_cards: vec![],
        rating_zero: vec![],
        as_french: vec![],
        marshal: false,
        hapsburg: vec![],
        evacuated: vec![],
        evacuation: None,
        evacuating: vec![],
        kutuzov_appeared: false,
        scorched_this_impulse: 0,
        relief: vec![],
        halved: vec![],
        dmc: vec![],
        dmc_lost: [0; 4],
        supply_trains: vec![],
        bridges: vec![],
        bridge_first_impulse: vec![],
        outcome: None,
        steps: vec![],
        chance: Chance::new(header.seed),
        log: Log::new(),
    };
    for &i in &sc.scorched {
        s.scorched[i as usize] = true;
    }
    for &i in &sc.sacked {
        s.sacked[i as usize] = true;
    }
    // KUT 18.2 and the permanent bridges of scenarios 2–4 (rules 11).
    super::bridges::setup(&mut s, &sc);
    // KUT 12.45, 19.81, rules 2: the scenario's entrenchments and Will to Fight? markers.
    if s.rules >= 2 {
        s.will_to_fight = sc.will_to_fight.iter().filter_map(|k| data.morale[1].iter().position(|b| &b.key == k)).map(|i| i as u8).collect();
        for &i in &sc.entrenched {
            s.entrenched[i as usize] = true;
        }
    }
    // KUT 2.4: the scenario's forces and flags.
    for p in &sc.placements {
        s.sp[p.space as usize][p.contingent] = s.sp[p.space as usize][p.contingent].saturating_add(p.sp);
        for &l in &p.leaders {
            s.leaders[l as usize] = Place::Map(p.space);
        }
        if p.flag {
            super::control::place_flag(&mut s, p.space, p.power);
        }
        // Rules 4: the DMCs the scenario's earlier interphases placed (D38).
        if p.dmc && super::dmc::on(&s) && super::dmc::at(&s, p.space).is_none() {
            s.dmc.push((p.space, p.power));
        }
    }
    // KUT 2.34: the auction's winner gives up its bid in SP of the Power it chose.
    if let Some((power, n)) = super::auction::bid(header)? {
        super::auction::pay(&mut s, power, n);
    }
    for c in 0..6 {
        if s.total_sp(c) > data.mix_sp[c] as u32 {
            return Err(SetupError(format!("scenario {} places more {} SP than the counter mix holds", sc.id, super::data::CONTINGENT_KEYS[c])));
        }
    }
    // The decks (KUT 1.10, 4.21). Must Play cards are out of the game in this version: their events are
    // not played yet (docs/games/kutuzov.md).
    for c in &data.cards {
        match c.class {
            // Rules 3: the Must Play cards are in the deck (L490-L492); before, out of the game.
            CardClass::MustPlay if s.rules >= 3 => s.deck.push(c.number),
            CardClass::MustPlay => s.out_of_play.push(c.number),
            CardClass::ImperialHome if c.locked.is_none() => s.home_deck[0].push(c.number),
            CardClass::TsaristHome => s.home_deck[1].push(c.number),
            CardClass::ImperialHome => {}
            CardClass::Regular => s.deck.push(c.number),
        }
    }
    let mut deck = std::mem::take(&mut s.deck);
    s.chance.shuffle(&mut deck);
    s.deck = deck;
    for c in 0..2 {
        let mut d = std::mem::take(&mut s.home_deck[c]);
        s.chance.shuffle(&mut d);
        s.home_deck[c] = d;
    }
    // KUT 2.6: the scenario's hands; the single hand game's deal instead (Play Book ch. 6).
    // The cards named for a hand leave the decks before any hand is dealt at random.
    let hands: &[super::data::HandSpec] = if s.players == super::single_hand::MODE { &[] } else { &sc.hands };
    for h in hands {
        for &f in &h.fixed {
            s.deck.retain(|&x| x != f);
            s.home_deck[0].retain(|&x| x != f);
            s.home_deck[1].retain(|&x| x != f);
            if !s.out_of_play.contains(&f) {
                s.hands[h.power as usize].push(f);
            }
        }
    }
    for h in hands {
        let camp = super::data::camp_of(h.power) as usize;
        for _ in 0..h.home {
            if let Some(c) = s.home_deck[camp].pop() {
                s.hands[h.power as usize].push(c);
            }
        }
        for _ in 0..h.regular {
            if let Some(c) = s.deck.pop() {
                s.hands[h.power as usize].push(c);
            }
        }
    }
    if s.players == super::single_hand::MODE {
        // The locked Home cards wait in the used pile until the deal gives them to the Imperial hand.
        for c in &data.cards {
            if c.locked.is_some() && !s.out_of_play.contains(&c.number) {
                s.home_used[0].push(c.number);
            }
        }
        super::single_hand::deal(&mut s, sc.first_turn);
        if sc.id == "s3" {
            super::single_hand::scenario_three(&mut s);
        }
    }
    // Locked Home cards not dealt wait beside their Power (KUT 4.21).
    for c in &data.cards {
        if let Some(p) = c.locked {
            if !s.hands.iter().any(|h| h.contains(&c.number)) && !s.home_used[0].contains(&c.number) && !s.home_used[1].contains(&c.number) {
                s.home_used[super::data::camp_of(p) as usize].push(c.number);
            }
        }
    }
    s.chance.reveal();
    s.log.push(crate::LogEntry::new(None, "kut.setup", vec![Arg::Key(format!("kut.scenario.{}", sc.id)), Arg::Num(s.turn as i32)]));
    if sc.starts_with_reinforcement {
        // Scenario 4: the turn opens at the reinforcement step (17.2), the marker's Power first.
        s.steps.push(Step::Interphase(turn::Interphase { turn: s.turn, cards: true }));
        let turn = s.turn;
        turn::push_reinforcements(&mut s, sc.impulse_marker, turn);
    } else {
        s.steps.push(Step::Impulse(Impulse::new(s.marker)));
        // Scenario 3's special rule (L2606; rules 16, E68): after the set-up the Imperials may remove leaders
        // as after a strategic deployment (17.36), FN first.
        if sc.id == "s3" && s.rules >= super::dismiss::RULES {
            for p in [super::data::FS, FN] {
                s.steps.push(Step::Dismiss(super::dismiss::Dismiss { power: p }));
            }
        }
    }
    // KUT 2.8: the Mulligan, in impulse order (the last Power's decision deepest on the stack).
    for k in (0..4).rev() {
        s.steps.push(Step::Mulligan(super::impulse::Mulligan::new((sc.impulse_marker + k) % 4)));
    }
    let _ = FN;
    super::advance(&mut s);
    Ok(s)
}
