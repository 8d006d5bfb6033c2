//! Port-to-port movement (DF 7.1.2, L1162–L1190) with the sea control of Overlord's naval supremacy (DF 14,
//! L1908–L1922): a Redeploy showing the naval icon lets an active unit (not a Fortress or Fort Troop) that
//! starts in a port or a land area with ports sail through adjacent sea areas its side may use to a friendly
//! port, or (West) a land area; it uses all its movement points; at most 6 steps per order.
//!
//! Sea areas a faction may use: under rule 14, the West every sea area without naval units (all but the
//! Baltic and the Black Sea), the Soviets and OKH the Baltic and the Black Sea at +1 initiative each time —
//! the Soviets alone and free once the OKH fleet there is gone (the Baltic one when Königsberg is lost, the
//! Black Sea one when no Romanian combat unit is left). Elsewhere (rules 3) a sea area is usable with a ready
//! friendly fleet in it, at the cost of its interception check when contested (naval.rs, DF 9.1).

use super::data::{Faction, Ideology};
use super::state::{Loc, State};
use crate::kit::rows::RowHex;

/// The steps port-to-port may carry in one order (DF 7.1.2, L1170).
pub const STEPS_PER_ORDER: u8 = 6;
/// Rule 14's initiative cost for the Soviets and OKH in the Baltic and the Black Sea (L1916).
pub const CONTESTED_SEA_COST: u16 = 1;

/// Whether the OKH fleet of an inner sea is gone (DF 14, L1918–L1922).
fn okh_fleet_gone(s: &State, sea: &str) -> bool {
    let d = s.data();
    match sea {
        "baltic_sea" => d.hexes.values().find(|x| x.city.as_deref() == Some("konigsberg")).is_some_and(|x| s.cities.get(&x.id).is_some_and(|c| *c != Ideology::Axis)),
        "black_sea" => !(0..s.units.len()).any(|u| d.units[u].nationality == "romanian" && d.units[u].kind == super::data::Kind::Combat && s.units[u].loc != Loc::Gone),
        _ => false,
    }
}

/// Whether a faction may sail (or trace) through a sea area, and the initiative it costs: rule 14 in
/// Overlord; elsewhere, from rules 3 on, a ready fleet of its ideology there, at the cost of the
/// interception check when the area is contested (DF 1.C, 7.1.2, 9.1).
pub fn sea_use(s: &State, f: Faction, sea: &str) -> Option<u16> {
    if !super::naval::overlord(s) {
        if !super::naval::naval_act(s) || !super::naval::friendly_fleet(s, f.ideology(), sea) {
            return None;
        }
        return Some(super::naval::interception(s, f, sea, &[]));
    }
    let inner = sea == "baltic_sea" || sea == "black_sea";
    match (inner, f) {
        (false, Faction::West) => Some(0),
        (false, _) => None,
        (true, Faction::Soviet) if okh_fleet_gone(s, sea) => Some(0),
        (true, Faction::Soviet) => Some(CONTESTED_SEA_COST),
        (true, Faction::Okh) if !okh_fleet_gone(s, sea) => Some(CONTESTED_SEA_COST),
        _ => None,
    }
}

/// The sea areas a unit's port opens on, where it stands now.
pub fn origin_seas(s: &State, u: usize) -> Vec<String> {
    match &s.units[u].loc {
        // DF 2.4.2: a Beachhead's port opens on its beach's sea area.
        Loc::Hex(h) if super::beachheads::at(s, *h).is_some() => {
            super::beachheads::at(s, *h).and_then(|l| super::beachheads::beach(s, l.beach)).map(|b| vec![b.sea_area.clone()]).unwrap_or_default()
        }
        Loc::Hex(h) => s.data().hex(*h).map(|x| x.sea_areas.clone()).unwrap_or_default(),
        Loc::Area(a) => s.data().land_areas.iter().find(|(k, _)| k == a).map(|(_, p)| p.clone()).unwrap_or_default(),
        _ => vec![],
    }
}

/// A port-to-port end: where, the initiative it costs, and the sea areas it enters.
pub type SailEnd<T> = (T, u16, Vec<String>);

/// Where a port-to-port move may end, with its initiative cost and the sea areas the cheapest route
/// enters (DF 7.1.2): friendly ports within stacking and, for the West, its land areas. `paid`: the
/// areas whose interception check this order has made already (DF 9.1.2; not under rule 14, whose +1 is
/// paid each time).
pub fn sail_ends(s: &State, u: usize, paid: &[String]) -> (Vec<SailEnd<RowHex>>, Vec<SailEnd<u8>>) {
    let f = s.faction(u);
    let me = f.ideology();
    let d = s.data();
    let paid: &[String] = if super::naval::overlord(s) { &[] } else { paid };
    let starts: Vec<(String, u16)> = origin_seas(s, u).into_iter().filter_map(|a| sea_use(s, f, &a).map(|c| (a, c))).collect();
    let usable = |sea: &str| sea_use(s, f, sea);
    let mut reach = super::naval::routes(s, f, &starts, usize::MAX, &usable, paid);
    // DF 2.4.2 (L771): port-to-port from a Beachhead crosses no sea-area border (a Mulberry is unrestricted).
    let here_landing = s.hex_of(u).and_then(|h| super::beachheads::at(s, h)).cloned();
    if here_landing.as_ref().is_some_and(|l| !l.mulberry) {
        reach.retain(|(a, _, _)| starts.iter().any(|(k, _)| k == a));
    }
    let best_of = |seas: &[String]| reach.iter().filter(|(a, _, _)| seas.contains(a)).min_by_key(|(_, c, _)| *c).map(|(_, c, p)| (*c, p.clone()));
    let here = s.hex_of(u);
    let occ = s.occupancy();
    let mut ports = vec![];
    for (h, x) in &d.hexes {
        if !x.port || Some(*h) == here || s.cities.get(h) != Some(&me) {
            continue;
        }
        let Some((c, path)) = best_of(&x.sea_areas) else { continue };
        let mut st = occ.get(h).cloned().unwrap_or_default();
        if st.iter().any(|&v| s.faction(v).ideology() != me) {
            continue;
        }
        st.push(u);
        if s.stack_ok_at(*h, &st) {
            ports.push((*h, c, path));
        }
    }
    // DF 2.4.2 (L768–L771): a Western Beachhead is a port, reached without crossing a sea-area border (the
    // unit's own port opens on its sea area); a Mulberry is an unrestricted port; within their stacking.
    if f == Faction::West {
        for (l, b) in super::beachheads::placed(s) {
            if Some(b.sea_hex) == here {
                continue;
            }
            let route = if l.mulberry {
                best_of(std::slice::from_ref(&b.sea_area))
            } else {
                starts.iter().find(|(k, _)| *k == b.sea_area).and_then(|_| reach.iter().find(|(a, _, _)| *a == b.sea_area).map(|(_, c, p)| (*c, p.clone())))
            };
            let Some((c, path)) = route else { continue };
            let mut st = occ.get(&b.sea_hex).cloned().unwrap_or_default();
            st.push(u);
            if s.stack_ok_at(b.sea_hex, &st) {
                ports.push((b.sea_hex, c, path));
            }
        }
    }
    let mut areas = vec![];
    if f == Faction::West {
        for (i, (k, p)) in d.land_areas.iter().enumerate() {
            if s.units[u].loc == Loc::Area(k.clone()) {
                continue;
            }
            if let Some((c, path)) = best_of(p) {
                areas.push((i as u8, c, path));
            }
        }
    }
    (ports, areas)
}
