//! The cities' special cases of supply ([10.3.3.4]–[10.3.3.6]), played from rules version 12 ([`RULES`]).
//!
//! - **West Berlin** ([10.3.3.4]): cut off from every other West German free city it supplies no other city
//!   and is no HQ's source (the general rules already say so: it is then not a supplied free city), but it
//!   stays the source of the three NATO brigades that start the scenario in it, while they stand in the city
//!   or beside it: they have movement and combat supply there, linked or not (decision CS1).
//! - **Conquered cities** ([10.3.3.5]): a city a side holds by conquest is supplied when a chain of links of
//!   at most 10 hexes through cities it controls ends at a supplied free city of a nation friendly to it; a
//!   supplied conquered city gives air cover ([11.0], [11.6.1]) like a supplied free city.
//! - **Copenhagen conquered by the Pact** ([10.3.3.6]): it may use port supply ([10.3.3.2]) and is a source
//!   without a link to a Pact free city: the Pact's units on its islands (Sjælland with Falster and Lolland:
//!   the Danish land hexes joined to it by land hexsides, decision CS2) have movement and combat supply
//!   within a link of it, and the Baltic Corps HQ standing on them may trace to it. Until Denmark surrenders
//!   it ends no other Danish conquered city's chain (decision CS3).
//!
//! docs/games/nato.md, decisions CS1–CS4 and A18.

use super::data::{Crossing, HexId, Placement, Side};
use super::state::{State, UnitId};
use super::supply::{port_supplied, reach, reaches, Ctx, LINK};
use super::zoc::Board;

/// The rules version that plays the cities' special cases (and [29.5.3], [16.2.1.1], [16.2.4]).
pub const RULES: u32 = 12;

pub fn active(s: &State) -> bool {
    s.rules >= RULES
}

/// The first hex of the city with this key.
pub fn city(s: &State, key: &str) -> Option<HexId> {
    s.data().hexes.iter().position(|x| x.city.as_ref().is_some_and(|c| c.key == key)).map(|h| h as HexId)
}

/// Whether `u` is one of the NATO units the scenario sets up in West Berlin ([10.3.3.4] 2).
pub fn berlin_brigade(s: &State, u: UnitId) -> bool {
    let Some(wb) = city(s, "west_berlin") else { return false };
    let sc = s.scenario_data();
    s.side(u) == Side::Nato
        && s.data().setup.iter().any(|r| r.scenario == sc.key && r.year == sc.year && r.unit == u as usize && r.turn == 0 && matches!(r.placement, Placement::Hex(h) if h == wb))
}

/// [10.3.3.4] 2: West Berlin, still NATO's free city, supplies `u`: one of its own brigades, in the city or
/// beside it.
pub fn berlin_supplies(s: &State, u: UnitId) -> bool {
    if !active(s) || s.side(u) != Side::Nato {
        return false;
    }
    let Some(at) = s.hex_of(u) else { return false };
    let d = s.data();
    let berlin = |h: HexId| d.hexes[h as usize].city.as_ref().is_some_and(|c| c.key == "west_berlin") && s.free_city_of(h, Side::Nato);
    (berlin(at) || d.neighbours(at).any(berlin)) && berlin_brigade(s, u)
}

/// Copenhagen's hex when the Pact holds it by conquest ([10.3.3.6]), from rules 12.
pub fn pact_copenhagen(s: &State) -> Option<HexId> {
    let h = city(s, "copenhagen")?;
    (active(s) && s.city_controller(h) == Some(Side::Wp) && !s.free_city_of(h, Side::Wp)).then_some(h)
}

/// [10.3.3.6]: Copenhagen conquered is supplied by a link to a Pact free city ([10.3.3.1]) or by port
/// supply ([10.3.3.2]), which a conquered city otherwise never uses.
fn copenhagen_supplied(s: &State, board: &Board, h: HexId) -> bool {
    reaches(s, board, Side::Wp, h, LINK, |x| s.free_city_of(x, Side::Wp)) || port_supplied(s, board, Side::Wp, h)
}

/// The islands of Copenhagen ([10.3.3.6]: Sjælland and Lolland): the Danish land hexes joined to it by land
/// hexsides (decision CS2).
pub fn islands(s: &State, copenhagen: HexId) -> Vec<bool> {
    let d = s.data();
    let mut on = vec![false; d.hexes.len()];
    on[copenhagen as usize] = true;
    let mut stack = vec![copenhagen];
    while let Some(x) = stack.pop() {
        for y in d.neighbours(x) {
            let land = d.side(x, y).is_some_and(|z| z.crossing == Crossing::Land);
            if !on[y as usize] && land && !d.hexes[y as usize].all_sea && d.hexes[y as usize].country.as_deref() == Some("dk") {
                on[y as usize] = true;
                stack.push(y);
            }
        }
    }
    on
}

/// [10.3.3.6]: Copenhagen conquered supplies the Pact unit `u`: on its islands, within a link of it.
pub fn copenhagen_supplies(s: &State, ctx: &Ctx, u: UnitId) -> bool {
    let Some(at) = s.hex_of(u) else { return false };
    if s.side(u) != Side::Wp || s.data().hexes[at as usize].country.as_deref() != Some("dk") {
        return false;
    }
    let Some(c) = pact_copenhagen(s) else { return false };
    ctx.conquered(s, Side::Wp, c) && islands(s, c)[at as usize] && reach(s, &ctx.board, Side::Wp, at, LINK).contains(&c)
}

/// [10.3.3.6]: Copenhagen conquered is a source of the Baltic Corps HQ `hq` standing on its islands.
pub fn corps_source(s: &State, ctx: &Ctx, hq: UnitId, h: HexId) -> bool {
    let copenhagen = s.data().hexes[h as usize].city.as_ref().is_some_and(|c| c.key == "copenhagen");
    if !active(s) || !copenhagen || !super::sea_supply::baltic_corps_hq(s, hq) {
        return false;
    }
    let Some(at) = s.hex_of(hq) else { return false };
    pact_copenhagen(s) == Some(h) && ctx.conquered(s, Side::Wp, h) && islands(s, h)[at as usize]
}

/// Whether a city `side` holds by conquest is supplied ([10.3.3.5]; Copenhagen [10.3.3.6]). Asked through
/// [`Ctx::conquered`], which keeps the answer for the rest of the ruling.
pub fn conquered_supplied(s: &State, ctx: &Ctx, side: Side, h: HexId) -> bool {
    if !active(s) || s.city_controller(h) != Some(side) || s.free_city_of(h, side) {
        return false;
    }
    let copenhagen = if side == Side::Wp { pact_copenhagen(s) } else { None };
    if copenhagen == Some(h) && copenhagen_supplied(s, &ctx.board, h) {
        return true;
    }
    let d = s.data();
    let danish = |x: HexId| d.hexes[x as usize].country.as_deref() == Some("dk");
    // CS3: before Denmark surrenders, Copenhagen ends no other Danish city's chain.
    let copenhagen_ends = |x: HexId| Some(x) == copenhagen && x != h && (!danish(h) || s.surrendered("dk")) && copenhagen_supplied(s, &ctx.board, x);
    let mut seen = vec![h];
    let mut frontier = vec![h];
    while let Some(x) = frontier.pop() {
        for y in reach(s, &ctx.board, side, x, LINK) {
            let hex = &d.hexes[y as usize];
            if hex.city.is_none() || seen.contains(&y) {
                continue;
            }
            let friendly_nation = hex.owner() == Some(side) && !s.surrendered(hex.country.as_deref().unwrap_or(""));
            if s.free_city_of(y, side) && friendly_nation && ctx.city(s, side, y) || copenhagen_ends(y) {
                return true;
            }
            seen.push(y);
            if s.city_controller(y) == Some(side) {
                frontier.push(y);
            }
        }
    }
    false
}
