//! The uses of a card played for its operations other than an offensive (EotS 5.0 B–E, L321–326), offered
//! in the round next to the offensive; the play is the whole of the card's use ("that OC does nothing
//! else", 6.15):
//! * B, a Japanese China offensive (13.72, a 3-OC card): the roll of 13.72A, never in two consecutive
//!   turns, and no more once China has surrendered or the Allies hold every Chinese coastal port and both
//!   Korean ports (13.71);
//! * C, withdrawing an HQ to the Turn Record Track (6.13): it returns next turn as a reinforcement, never
//!   delayed; a dotted HQ leaves the game (6.14);
//! * D, bringing an HQ back early from the Turn Record Track (6.15) to a friendly port where it is
//!   supplied: the home islands for Japan; Australia, Oahu or India for the Allies (whichever the sheet has);
//! * E, building a CBI transport route (13.77, a 3-OC card): the Allies, holding North India and Akyab,
//!   Jarhat first and then Imphal or Ledo; Japan Imphal only, when a transport route links it to a
//!   Japanese-held Rangoon;
//! * in the yearly scenarios only (17.26, 17.37, 17.47; not the South Pacific, 17.10.6), ending one's own
//!   Inter-Service Rivalry with a 3-OC card.
//!
//! Every condition reads the sheet's data (regions, names, routes), so a use whose places are not on the
//! sheet is simply never offered.

use super::cards;
use crate::games::empire_of_the_sun::actions::OcUse;
use crate::games::empire_of_the_sun::data::geo::{HexIx, NONE};
use crate::games::empire_of_the_sun::data::{RouteStatus, Side, UnitType};
use crate::games::empire_of_the_sun::events;
use crate::games::empire_of_the_sun::state::{idx, other, seat_of, CardNo, Loc, Nation, State, UnitId};
use crate::games::empire_of_the_sun::supply::command;
use crate::games::empire_of_the_sun::supply::hq;
use crate::games::empire_of_the_sun::supply::{self, Supply};
use crate::kit::hex::Hex;
use crate::{Arg, LogEntry};

/// The scenarios whose rules let a 3-OC card end Inter-Service Rivalry (17.26, 17.37, 17.47).
const YEARLY: [&str; 3] = ["s1942", "s1943", "s1944"];

/// What `side` may do with its cards' operations now besides an offensive, gathered once per prompt.
pub struct OcOptions {
    china: bool,
    withdraw: Vec<UnitId>,
    returns: Vec<(UnitId, Hex)>,
    routes: Vec<Hex>,
    rivalry: bool,
}

impl OcOptions {
    pub fn of(s: &State, side: Side) -> OcOptions {
        OcOptions {
            china: side == Side::Japanese && china_offensive_possible(s),
            withdraw: hqs_on_sheet(s, side),
            returns: early_returns(s, side),
            routes: buildable_routes(s, side),
            rivalry: YEARLY.contains(&s.scenario.as_str()) && s.tracks.isr[idx(side)],
        }
    }

    /// The uses of `card`'s operations: the offensive (5.0 A) first.
    pub fn uses(&self, s: &State, side: Side, card: CardNo) -> Vec<OcUse> {
        let three = cards::card(s, side, card).ops >= 3;
        let mut v = vec![OcUse::Offensive];
        if self.china && three {
            v.push(OcUse::ChinaOffensive);
        }
        v.extend(self.withdraw.iter().map(|&u| OcUse::Withdraw(u)));
        v.extend(self.returns.iter().map(|&(u, h)| OcUse::ReturnHq(u, h)));
        if three {
            v.extend(self.routes.iter().map(|&h| OcUse::BuildRoute(h)));
            if self.rivalry {
                v.push(OcUse::EndRivalry);
            }
        }
        v
    }
}

/// Carries out a use other than an offensive (the card is already spent).
pub fn apply(s: &mut State, side: Side, card: CardNo, with: OcUse) {
    match with {
        OcUse::Offensive => {}
        OcUse::ChinaOffensive => {
            s.tracks.china_offensive_turn = Some(s.tracks.turn);
            events::china::offensive(s, side, card, 0);
        }
        OcUse::Withdraw(u) => hq::withdraw(s, u),
        OcUse::ReturnHq(u, h) => {
            s.place(u, Loc::Hex(h), false);
            log(s, side, "eots.hq_returned", vec![Arg::Unit(s.unit_data(u).key.clone()), Arg::Hex(h.id())]);
        }
        OcUse::BuildRoute(h) => {
            s.tracks.no_route.retain(|&x| x != h);
            log(s, side, "eots.route_built", vec![Arg::Hex(h.id())]);
        }
        OcUse::EndRivalry => {
            s.tracks.isr[idx(side)] = false;
            log(s, side, "eots.rivalry_ended", vec![]);
        }
    }
}

fn log(s: &mut State, side: Side, id: &str, args: Vec<Arg>) {
    s.log.push(LogEntry::new(Some(seat_of(side)), id, args));
}

// ---- B: the China offensive (13.72) ----

/// 13.72, 13.71: Japan may make an OC China offensive: China stands, none was made this turn or last,
/// and the Allies do not hold every Chinese coastal port and both Korean ports (a sheet without them
/// never meets that condition).
pub fn china_offensive_possible(s: &State) -> bool {
    let t = &s.tracks;
    if t.surrendered.contains(&Nation::China) {
        return false;
    }
    if !china_offensive_turn_free(t.china_offensive_turn, t.turn) {
        return false;
    }
    !china_sealed(s)
}

/// 13.72: at most one OC China offensive every two turns: none in `turn` when the last (`last`) was made
/// in that turn or the one before.
pub fn china_offensive_turn_free(last: Option<u8>, turn: u8) -> bool {
    !last.is_some_and(|x| x + 1 >= turn)
}

/// 13.71 (L1544): the Allies control every Chinese coastal port and both Korean ports: Japan takes no more
/// divisions from China and makes no China offensive. A sheet without such ports never meets it.
pub fn china_sealed(s: &State) -> bool {
    // The sheet's rows by index (Geo::data), not a map lookup per hex: the prompt of every round asks.
    let ports: Vec<HexIx> = (0..s.geo().len() as HexIx)
        .filter(|&i| {
            let d = &s.geo().data[i as usize];
            d.port && (d.in_region("china_coastal") || d.in_region("korea"))
        })
        .collect();
    !ports.is_empty() && ports.iter().all(|&i| s.controller_ix(i) == Side::Allied)
}

// ---- C, D: HQs off and on the map (6.13, 6.15) ----

fn hqs_on_sheet(s: &State, side: Side) -> Vec<UnitId> {
    s.on_map().filter(|&(u, _)| s.side_of_unit(u) == side && s.unit_data(u).kind == UnitType::Hq).map(|(u, _)| u).collect()
}

/// 6.15: each HQ of `side` on the Turn Record Track with each port it may come back to now.
pub fn early_returns(s: &State, side: Side) -> Vec<(UnitId, Hex)> {
    let waiting = waiting_hqs(s, side);
    if waiting.is_empty() {
        return vec![];
    }
    let ports = return_ports(s, side);
    let geo = s.geo();
    let ixs: Vec<HexIx> = ports.iter().map(|&h| geo.ix(h)).collect();
    // A port the side's LOC reaches now keeps it with the HQ placed there (supply::loc_hexes); a port no
    // LOC could reach under any zones stays out of reach with it (supply::loc_hexes_bound). Only the
    // others need the position with the HQ placed.
    let reached = supply::loc_hexes(s, &supply::compute(s), side);
    let bound = supply::loc_hexes_bound(s, side, &ixs);
    let mut v = vec![];
    for u in waiting {
        for (&h, &i) in ports.iter().zip(&ixs) {
            let known = i != NONE && reached[i as usize];
            let possible = i != NONE && bound[i as usize];
            if known || supply::is_ultimate_source(s, side, h) || (possible && supplied_at(s, u, h)) {
                v.push((u, h));
            }
        }
    }
    v
}

/// [`early_returns`] by its definition: every waiting HQ placed in every port, and the supply of that
/// position computed (the tests compare the two).
pub fn early_returns_placing_each(s: &State, side: Side) -> Vec<(UnitId, Hex)> {
    let ports = return_ports(s, side);
    waiting_hqs(s, side).into_iter().flat_map(|u| ports.iter().filter(move |&&h| supplied_at(s, u, h)).map(move |&h| (u, h))).collect()
}

/// `side`'s HQs on the Turn Record Track (6.13, 6.15).
fn waiting_hqs(s: &State, side: Side) -> Vec<UnitId> {
    (0..s.units.len() as UnitId)
        .filter(|&u| s.side_of_unit(u) == side && s.unit_data(u).kind == UnitType::Hq && matches!(s.unit(u).loc, Loc::Returns(_)))
        .collect()
}

/// 6.15: the friendly-controlled ports of the home region (Japan: the home islands; the Allies:
/// Australia, Oahu, India) not holding a friendly HQ (6.1) nor enemy units.
pub fn return_ports(s: &State, side: Side) -> Vec<Hex> {
    let geo = s.geo();
    geo.hexes
        .iter()
        .copied()
        .zip(&geo.data)
        .filter(|&(h, d)| {
            let home = match side {
                Side::Japanese => d.in_region("japan_home"),
                Side::Allied => d.in_region("australia_mainland") || d.in_region("india") || d.name.as_deref() == Some("Oahu"),
            };
            home && d.port
                && s.controller(h) == Some(side)
                && !s.occupied_by(h, other(side))
                && !s.units_at(h).iter().any(|&u| s.side_of_unit(u) == side && s.unit_data(u).kind == UnitType::Hq)
        })
        .map(|(h, _)| h)
        .collect()
}

/// The HQ placed at `h` traces its line of communication there (6.21B). A port that is itself one of its
/// side's ultimate supply sources (6.22) needs no line; elsewhere the supply of the position with the HQ
/// placed is computed (and kept, [`supply::compute`], for the prompt's next look at it).
fn supplied_at(s: &State, hq: UnitId, h: Hex) -> bool {
    let mut t = s.clone();
    t.place(hq, Loc::Hex(h), false);
    supply::is_ultimate_source(&t, s.side_of_unit(hq), h) || supply::compute(&t).hq_supplied(hq)
}

// ---- E: CBI transport routes (13.77) ----

/// 13.77: the No Transport Route marker hexes `side` may build now.
pub fn buildable_routes(s: &State, side: Side) -> Vec<Hex> {
    let markers = &s.tracks.no_route;
    if markers.is_empty() {
        return vec![];
    }
    let named = |name: &str| {
        let i = command::named(s, name);
        (i != NONE).then(|| s.geo().hex(i))
    };
    match side {
        Side::Allied => {
            let akyab = named("Akyab");
            let north_india: Vec<HexIx> =
                (0..s.geo().len() as HexIx).filter(|&i| s.geo().data[i as usize].in_region("north_india")).collect();
            let holds = akyab.is_some_and(|a| s.controller(a) == Some(Side::Allied))
                && !north_india.is_empty()
                && north_india.iter().all(|&i| s.controller_ix(i) == Side::Allied);
            if !holds {
                return vec![];
            }
            match named("Jarhat") {
                Some(j) if markers.contains(&j) => vec![j],
                _ => markers.clone(),
            }
        }
        Side::Japanese => {
            let (Some(imphal), Some(rangoon)) = (named("Imphal-Kohima"), named("Rangoon")) else { return vec![] };
            if !markers.contains(&imphal) || s.controller(rangoon) != Some(Side::Japanese) {
                return vec![];
            }
            let sup = supply::compute(s);
            if linked_by_routes(s, &sup, imphal, rangoon) {
                vec![imphal]
            } else {
                vec![]
            }
        }
    }
}

/// 13.77: a line of Japanese communication from `from` to `to` along transport routes alone (the route
/// out of `from` counts as built), through no hex solely occupied by Allied ground, HQ or air units
/// (6.21E), nor through another No Transport Route marker.
fn linked_by_routes(s: &State, sup: &Supply, from: Hex, to: Hex) -> bool {
    let t = &s.tracks;
    let usable = |h: Hex| h == from || !t.no_route.contains(&h);
    let mut edges: Vec<(Hex, Hex)> = vec![];
    for r in &s.data().routes {
        let built = r.status != RouteStatus::Event || (r.key == "kwai" && t.kwai);
        if !built {
            continue;
        }
        for w in r.hexes.windows(2) {
            if usable(w[0]) && usable(w[1]) {
                edges.push((w[0], w[1]));
                edges.push((w[1], w[0]));
            }
        }
    }
    let geo = s.geo();
    let mut seen = vec![from];
    let mut stack = vec![from];
    while let Some(x) = stack.pop() {
        if x == to {
            return true;
        }
        for &(a, b) in &edges {
            if a != x || seen.contains(&b) {
                continue;
            }
            let i = geo.ix(b);
            if i == NONE || sup.enemy_only(Side::Japanese, i) {
                continue;
            }
            seen.push(b);
            stack.push(b);
        }
    }
    false
}
