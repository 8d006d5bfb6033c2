//! Operations (TS OPS): a card's ops value for a player, where the ops may go, starting operations and
//! placing influence with them (TS OPS §1). Realignments and coups are in `coup.rs`.

use serde::{Deserialize, Serialize};

use super::cards::*;
use super::control::controls;
use super::coup::{may_target, CoupOps, RealignOps};
use super::defcon::region_closed;
use super::data::{CardId, CountryId, Region};
use super::influence::{access_mask, cost, place_point};
use super::play::roll;
use super::space;
use super::state::{ask, not_an_answer, OpsKind, Player, State, Step};
use super::Action;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// Sentinel country id for the Chinese Civil War space (TS CCW §1): not on the map's country list.
pub const CIVIL_WAR: CountryId = 255;

/// A card's ops for `player` after the modifiers (TS EVT §4): Containment (US) and Brezhnev Doctrine
/// (USSR) add 1 up to 4; Red Scare/Purge takes 1 from the opponent of its player, down to 1. A
/// modifier applies only to the player it names (§4-1) and everywhere ops count (§4-2).
pub fn modified(state: &State, player: Player, raw: u8) -> u8 {
    let mut ops = raw;
    let plus = match player {
        Player::Us => state.has(CONTAINMENT),
        Player::Ussr => state.has(BREZHNEV_DOCTRINE),
    };
    if plus && ops < 4 {
        ops += 1;
    }
    if state.effect(RED_SCARE_PURGE).is_some_and(|e| e.player != player) && ops > 1 {
        ops -= 1;
    }
    ops
}

/// The printed ops of a card (the China Card's 4, TS EVT §4 example).
pub fn printed(state: &State, card: CardId) -> u8 {
    state.data().cards[card as usize].ops
}

/// A card's ops for `player` before region bonuses.
pub fn card_ops(state: &State, player: Player, card: CardId) -> u8 {
    modified(state, player, printed(state, card))
}

/// Region bonuses `(asia, southeast_asia)` that count only when every op goes there: the China
/// Card's +1 in Asia (TS CHN §6) and Vietnam Revolts' +1 in Southeast Asia for the USSR (TS EVT §4).
pub fn bonuses(state: &State, player: Player, card: CardId) -> (u8, u8) {
    let asia = (card == CHINA_CARD) as u8;
    let sea = (player == Player::Ussr && state.effect(VIETNAM_REVOLTS).is_some_and(|e| e.player == Player::Ussr)) as u8;
    (asia, sea)
}

pub fn in_asia(state: &State, country: CountryId) -> bool {
    country == CIVIL_WAR || state.data().countries[country as usize].region == Region::Asia
}

pub fn in_southeast_asia(state: &State, country: CountryId) -> bool {
    country != CIVIL_WAR && state.data().countries[country as usize].southeast_asia
}

/// The ops budget for one more point in `country`, given what has been spent where so far.
pub fn budget(state: &State, ops: u8, asia_bonus: u8, sea_bonus: u8, all_asia: bool, all_sea: bool, country: CountryId) -> u8 {
    let mut b = ops;
    if asia_bonus > 0 && all_asia && in_asia(state, country) {
        b += asia_bonus;
    }
    if sea_bonus > 0 && all_sea && in_southeast_asia(state, country) {
        b += sea_bonus;
    }
    b
}

/// *auto* start operations worth `raw` printed ops (modifiers are applied here).
/// `optional`: event operations the player "may" conduct can be declined.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Operations {
    pub player: Player,
    pub card: CardId,
    pub raw: u8,
    pub kind: OpsKind,
    pub targets: Option<Vec<CountryId>>,
    pub free: bool,
    pub optional: bool,
}

impl steps::Step<State> for Operations {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        None
    }

    /// Starts the operations: the modifiers and region bonuses are applied here.
    fn run(&self, state: &mut State) {
        let Operations { player, card, raw, kind, ref targets, free, optional } = *self;
        let targets = targets.clone();
        let ops = modified(state, player, raw);
        let (asia_bonus, sea_bonus) = bonuses(state, player, card);
        state.log(Some(player), "ts.operations", vec![Arg::Seat(player.seat()), Arg::Num(ops as i32), Arg::Key(kind_key(kind).into())]);
        match kind {
            OpsKind::Influence => state.steps.push(Step::PlaceOps(PlaceOps {
                player,
                ops,
                asia_bonus,
                sea_bonus,
                spent: 0,
                all_asia: true,
                all_sea: true,
                optional,
            })),
            OpsKind::Realign => state.steps.push(Step::RealignOps(RealignOps {
                player,
                ops,
                asia_bonus,
                sea_bonus,
                spent: 0,
                all_asia: true,
                all_sea: true,
                targets,
                free,
                optional,
            })),
            OpsKind::Coup => state.steps.push(Step::CoupOps(CoupOps { player, ops, asia_bonus, sea_bonus, targets, free, optional })),
            OpsKind::Space => {
                if space::may_attempt(state, player, ops) {
                    let r = roll(state);
                    space::attempt(state, player, r);
                }
            }
        }
    }
}

pub fn kind_key(kind: OpsKind) -> &'static str {
    match kind {
        OpsKind::Influence => "ts.kind.influence",
        OpsKind::Realign => "ts.kind.realign",
        OpsKind::Coup => "ts.kind.coup",
        OpsKind::Space => "ts.kind.space",
    }
}

/// The player stops: the operations left are forfeited (TS OPS §0), or event operations are declined.
pub fn ops_done(state: &mut State, player: Player) {
    state.steps.pop();
    state.log(Some(player), "ts.ops_done", vec![Arg::Seat(player.seat())]);
}

/// TS OPS §1: place influence point by point. `spent` counts ops used; `all_asia` / `all_sea` say whether
/// every point so far went to Asia / Southeast Asia (for the region bonuses). Over when no point can be
/// placed any more.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlaceOps {
    pub player: Player,
    pub ops: u8,
    pub asia_bonus: u8,
    pub sea_bonus: u8,
    pub spent: u8,
    pub all_asia: bool,
    pub all_sea: bool,
    pub optional: bool,
}

impl steps::Step<State> for PlaceOps {
    fn prompt(&self, state: &State) -> Option<Prompt<Action>> {
        let &PlaceOps { player, ops, asia_bonus, sea_bonus, spent, all_asia, all_sea, .. } = self;
        let most = budget(state, ops, asia_bonus, sea_bonus, all_asia, all_sea, first_sea_country(state));
        // The region a bonus point must go to: Asia for the China Card, Southeast Asia for Vietnam Revolts.
        let region = if asia_bonus > 0 { "ts.region.asia" } else { "ts.region.southeast_asia" };
        ask(
            player,
            "ts.place_ops",
            vec![
                Arg::Seat(player.seat()),
                Arg::Num(ops.saturating_sub(spent) as i32),
                Arg::Num(most.saturating_sub(spent) as i32),
                Arg::Key(region.into()),
            ],
            "TS OPS §1",
            self.actions(state),
        )
    }

    fn apply(&self, state: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        match action {
            Action::Place(c) => self.place(state, *c),
            Action::Done => ops_done(state, self.player),
            other => return not_an_answer(self, other),
        }
        Ok(())
    }

    fn ends_when_empty(&self) -> bool {
        true
    }
}

impl PlaceOps {
    /// Where the next point may go, then "done" once a point is placed (or when the operations may be
    /// declined).
    fn actions(&self, state: &State) -> Vec<Action> {
        let &PlaceOps { player, ops, asia_bonus, sea_bonus, spent, all_asia, all_sea, optional } = self;
        let places = placements(state, player, ops, asia_bonus, sea_bonus, spent, all_asia, all_sea);
        let mut out: Vec<Action> = Vec::with_capacity(places.len() + 1);
        out.extend(places.into_iter().map(Action::Place));
        if !out.is_empty() && (spent > 0 || optional) {
            out.push(Action::Done);
        }
        out
    }

    /// One influence point with operations (TS OPS §1), or one point into the Chinese Civil War space.
    fn place(&self, state: &mut State, country: CountryId) {
        let &PlaceOps { player, spent, all_asia, all_sea, .. } = self;
        let cost = if country == CIVIL_WAR {
            civil_war_point(state);
            1
        } else {
            let c = place_point(state, country, player);
            state.log(Some(player), "ts.place", vec![Arg::Space(state.data().countries[country as usize].key.clone())]);
            c
        };
        let (asia, sea) = (in_asia(state, country), in_southeast_asia(state, country));
        if let Some(Step::PlaceOps(PlaceOps { spent: s, all_asia: a, all_sea: e, .. })) = state.steps.last_mut() {
            *s = spent + cost;
            *a = all_asia && asia;
            *e = all_sea && sea;
        }
    }
}

/// A Southeast Asian country, used to show the largest budget a placement could reach.
fn first_sea_country(state: &State) -> CountryId {
    state.data().countries.iter().find(|c| c.southeast_asia).map(|c| c.id).unwrap_or(0)
}

/// TS CCW: the third USSR point ends the civil war; the USSR takes the China Card face up.
fn civil_war_point(state: &mut State) {
    let n = state.civil_war.map_or(0, |n| n + 1);
    state.log(Some(Player::Ussr), "ts.civil_war_point", vec![Arg::Num(n as i32)]);
    if n >= 3 {
        state.civil_war = None;
        state.china = super::state::China { holder: Some(Player::Ussr), face_up: true };
        state.log(Some(Player::Ussr), "ts.civil_war_won", vec![]);
    } else {
        state.civil_war = Some(n);
    }
}

/// Where `player` may place one more point with operations now (TS OPS §1): access from the round's
/// start, the point's cost within the budget, Chernobyl's region ban on the USSR (#94), and the
/// Chinese Civil War space for the USSR (TS CCW §1).
#[allow(clippy::too_many_arguments)]
pub fn placements(state: &State, player: Player, ops: u8, asia: u8, sea: u8, spent: u8, all_asia: bool, all_sea: bool) -> Vec<CountryId> {
    let d = state.data();
    let mut reach = access_mask(d, &state.round_start, player);
    let banned = state.effect(CHERNOBYL).and_then(|e| e.region).filter(|_| player == Player::Ussr);
    if let Some(r) = banned {
        reach &= !d.masks.region[r as usize];
    }
    // In id order, as the countries are listed.
    let mut out: Vec<CountryId> = Vec::with_capacity(reach.count_ones() as usize + 1);
    while reach != 0 {
        let id = reach.trailing_zeros() as CountryId;
        reach &= reach - 1;
        if spent + cost(state, id, player) <= budget(state, ops, asia, sea, all_asia, all_sea, id) {
            out.push(id);
        }
    }
    if player == Player::Ussr
        && state.civil_war.is_some()
        && banned != Some(Region::Asia)
        && spent < budget(state, ops, asia, sea, all_asia, all_sea, CIVIL_WAR)
    {
        out.push(CIVIL_WAR);
    }
    out
}

/// Event protections against the USSR's coups and realignments: NATO in US-controlled Europe (except
/// France after De Gaulle and West Germany after Willy Brandt) and the US/Japan pact in Japan.
pub fn protected(state: &State, country: CountryId, player: Player) -> bool {
    if player != Player::Ussr || !(state.has(NATO) || state.has(US_JAPAN_PACT)) {
        return false;
    }
    let c = &state.data().countries[country as usize];
    let nato = state.has(NATO)
        && c.region == Region::Europe
        && controls(state, country, Player::Us)
        && !(c.key == "france" && state.has(DE_GAULLE))
        && !(c.key == "wgermany" && state.has(WILLY_BRANDT));
    let japan = state.has(US_JAPAN_PACT) && c.key == "japan";
    nato || japan
}

/// Whether `player` may roll a realignment in `country` (TS OPS §2; DEFCON TS DEF §1-5 unless free).
pub fn may_realign(state: &State, country: CountryId, player: Player, free: bool) -> bool {
    may_target(state, country, player, free) && !protected(state, country, player)
}

/// Whether `player` may coup `country` (TS OPS §3): also The Reformer's ban on USSR coups in Europe.
pub fn may_coup(state: &State, country: CountryId, player: Player, free: bool) -> bool {
    let europe = state.data().countries[country as usize].region == Region::Europe;
    may_realign(state, country, player, free) && !(player == Player::Ussr && europe && state.has(THE_REFORMER))
}

/// Whether `player` has any realignment target anywhere (cheaper than listing them).
pub fn any_realign_target(state: &State, player: Player) -> bool {
    let rules = TargetRules::new(state, player, false, false);
    (0..state.influence.len()).any(|i| rules.allows(state, i as CountryId))
}

/// Whether `player` has any coup target anywhere.
pub fn any_coup_target(state: &State, player: Player) -> bool {
    let rules = TargetRules::new(state, player, false, true);
    (0..state.influence.len()).any(|i| rules.allows(state, i as CountryId))
}

pub fn realign_targets(state: &State, player: Player, targets: &Option<Vec<CountryId>>, free: bool) -> Vec<CountryId> {
    let rules = TargetRules::new(state, player, free, false);
    candidates(state, player, targets, |c| rules.allows(state, c))
}

pub fn coup_targets(state: &State, player: Player, targets: &Option<Vec<CountryId>>, free: bool) -> Vec<CountryId> {
    let rules = TargetRules::new(state, player, free, true);
    candidates(state, player, targets, |c| rules.allows(state, c))
}

/// [`may_realign`] / [`may_coup`] for many countries at once: what does not depend on the country is
/// read once (the regions DEFCON closes, the protections in effect).
struct TargetRules {
    player: Player,
    /// Countries in regions closed by DEFCON (none for a free attempt).
    closed: u128,
    /// NATO or the US/Japan pact may protect something from the USSR.
    protections: bool,
    /// The Reformer bans USSR coups in Europe.
    europe_banned: bool,
}

impl TargetRules {
    fn new(state: &State, player: Player, free: bool, coup: bool) -> TargetRules {
        let d = state.data();
        let mut closed = 0;
        if !free {
            for r in Region::ALL {
                if region_closed(state.defcon, r) {
                    closed |= d.masks.region[r as usize];
                }
            }
        }
        TargetRules {
            player,
            closed,
            protections: player == Player::Ussr && (state.has(NATO) || state.has(US_JAPAN_PACT)),
            europe_banned: coup && player == Player::Ussr && state.has(THE_REFORMER),
        }
    }

    /// The same answer as [`may_realign`] (or [`may_coup`]) for `country`.
    fn allows(&self, state: &State, country: CountryId) -> bool {
        if state.inf(country, self.player.opponent()) == 0 || self.closed >> country & 1 == 1 {
            return false;
        }
        if self.protections && protected(state, country, self.player) {
            return false;
        }
        !(self.europe_banned && state.data().countries[country as usize].region == Region::Europe)
    }
}

/// The countries of `targets` (all, if none) that pass `test`, in order. Only countries where the
/// opponent has influence can be targets (TS OPS §3-1), so the others are skipped first.
fn candidates(state: &State, player: Player, targets: &Option<Vec<CountryId>>, test: impl Fn(CountryId) -> bool) -> Vec<CountryId> {
    let opp = player.opponent().idx();
    let mut out = vec![];
    match targets {
        Some(list) => out.extend(list.iter().copied().filter(|&c| test(c))),
        None => {
            for (i, inf) in state.influence.iter().enumerate() {
                if inf[opp] > 0 && test(i as CountryId) {
                    out.push(i as CountryId);
                }
            }
        }
    }
    out
}

/// Coup die modifiers (SALT Negotiations −1 for both; Latin American Death Squads ±1 in Central and
/// South America).
pub fn coup_modifier(state: &State, country: CountryId, player: Player) -> i32 {
    let mut m = 0;
    if state.has(SALT_NEGOTIATIONS) {
        m -= 1;
    }
    let region = state.data().countries[country as usize].region;
    if matches!(region, Region::CentralAmerica | Region::SouthAmerica) {
        for e in state.effects.iter().filter(|e| e.card == DEATH_SQUADS) {
            m += if e.player == player { 1 } else { -1 };
        }
    }
    m
}

/// Realignment die modifier from events: Iran-Contra Scandal gives the US −1.
pub fn realign_roll_modifier(state: &State, player: Player) -> i32 {
    -((player == Player::Us && state.has(IRAN_CONTRA)) as i32)
}

