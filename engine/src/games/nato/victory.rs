//! Victory's remaining cases, from rules version 12 ([`super::cities::RULES`]):
//!
//! - **Czechoslovakia surrenders** ([32.1.3], [34.1.2.3]): at the end of a game turn a NATO maneuver unit,
//!   neither airborne nor airmobile, stands in Prague with movement supply (decision V1): the game ends
//!   at once, NATO's decisive victory.
//! - **West Berlin relieved** ([34.1.2.2]): when the game ends, one of the three Berlin brigades stands in
//!   West Berlin and a link of at most 10 hexes ([10.2]) reaches a NATO HQ — any, not only its superior —
//!   that traces its chain to a source: NATO's decisive victory (decision V2).
//! - **The Pact's city VP** ([34.2]): a NATO city scores for the Pact when the Pact has conquered it, or
//!   when it cannot trace to the western map edge by a chain of 10-hex links through cities NATO controls
//!   (decision V3); the Danish cities and West Berlin only when conquered.

use super::data::{row_hex, HexId, Side};
use super::state::{State, UnitId};
use super::cities::city;
use super::supply::{hq_traces, reach, Ctx, LINK};

fn active(s: &State) -> bool {
    super::cities::active(s)
}


/// [32.1.3]: the NATO unit whose hold on Prague makes Czechoslovakia surrender now, if any.
pub fn prague_taken(s: &State) -> Option<UnitId> {
    if !active(s) || s.surrendered("cs") {
        return None;
    }
    let prague = city(s, "prague")?;
    let takers: Vec<UnitId> = s.units_in(prague).filter(|&u| s.side(u) == Side::Nato && s.class(u).maneuver() && !s.ty(u).airborne).collect();
    if takers.is_empty() {
        return None;
    }
    let ctx = Ctx::new(s);
    let hqs = super::supply::supplied_hqs(s, Side::Nato);
    takers.into_iter().find(|&u| super::supply::unit_supply(s, &ctx, u, &hqs).0)
}

/// [34.1.2.2]: the Berlin brigade that relieves West Berlin at the game's end, if any.
pub fn berlin_relieved(s: &State) -> Option<UnitId> {
    if !active(s) {
        return None;
    }
    let wb = city(s, "west_berlin")?;
    let brigades: Vec<UnitId> = s.units_in(wb).filter(|&u| s.class(u).maneuver() && super::cities::berlin_brigade(s, u)).collect();
    if brigades.is_empty() {
        return None;
    }
    let ctx = Ctx::new(s);
    let linked = reach(s, &ctx.board, Side::Nato, wb, LINK);
    let relieved = s.on_map().any(|(hq, h)| s.side(hq) == Side::Nato && s.class(hq) == super::data::Class::Hq && linked.contains(&h) && hq_traces(s, &ctx, hq));
    relieved.then(|| brigades[0])
}

/// [34.2] 2: whether the NATO city `h` traces to the western map edge of the scenario's map (decision V3):
/// a chain of links of at most 10 hexes through cities NATO controls.
pub fn reaches_the_west(s: &State, ctx: &Ctx, h: HexId) -> bool {
    let west = s.scenario_data().cols.1;
    let mut seen = vec![h];
    let mut frontier = vec![h];
    while let Some(x) = frontier.pop() {
        for y in reach(s, &ctx.board, Side::Nato, x, LINK) {
            if row_hex(y).col == west {
                return true;
            }
            if s.data().hexes[y as usize].city.is_some() && s.city_controller(y) == Some(Side::Nato) && !seen.contains(&y) {
                seen.push(y);
                frontier.push(y);
            }
        }
    }
    false
}

/// [34.2]: whether the Pact scores the NATO city `h` at the end: conquered by it, or (not Danish, not West
/// Berlin) held by NATO but cut off from the western edge. Before rules 12, conquered only.
pub fn pact_scores(s: &State, ctx: &Ctx, h: HexId) -> bool {
    match s.city_controller(h) {
        Some(Side::Wp) => true,
        Some(Side::Nato) if active(s) => {
            let hex = &s.data().hexes[h as usize];
            let exempt = hex.country.as_deref() == Some("dk") || hex.city.as_ref().is_some_and(|c| c.key == "west_berlin");
            !exempt && !reaches_the_west(s, ctx, h)
        }
        _ => false,
    }
}
