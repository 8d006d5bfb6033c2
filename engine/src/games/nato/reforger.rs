//! Strikes on Reforger sites ([23.6], [33.3.3.1]), from rules version 16 ([`RULES`]). A Reforger site is
//! a US Reforger unit standing, not yet activated, on the site its set-up gives it (decision E4). The
//! Pact's air strikes and bombardments may strike it as ever, with the case's own rules:
//!
//! 1. a strike on a site has that one site as its only target ([33.3.3.1] 1; two sites of a hex take two
//!    strikes, within the two points a hex, 2);
//! 2. no terrain DRM: buildings cannot hide (3); the airspace and Surprise DRMs apply;
//! 3. `D1` destroys the site (4); the two-step 3rd Armored Cavalry Regiment loses one step ([33.3.5]);
//! 4. `*` puts a Damaged marker on it (5, [4.2.8]); a second `*` on a damaged site destroys it — the 3rd
//!    ACR's marker goes and the regiment is flipped instead ([33.3.5]);
//! 5. a damaged site activated becomes a disrupted unit and its marker goes (5).
//!
//! Before rules 16 a site was struck as the unit it will become. Decision RF1 in docs/games/nato.md.
//!
//! [33.3.2], from rules 23 ([`NOT_GROUND`]): a site is no ground unit until activated. The Pact may always
//! move into its hex, it has no zone and no defence, it neither occupies nor holds its hex, and at the Joint
//! Status Phase every site in a hex a Pact unit occupies is removed ([`status_phase`]). It still draws the
//! Pact's strikes ([33.3.3]) and counts for NATO's own stacking. Decision E23 in docs/games/nato.md.

use super::data::{hex_name, Placement, Side};
use super::state::{Loc, State, UnitId};
use crate::Arg;

/// The rules version that plays [33.3.3.1].
pub const RULES: u32 = 16;

/// The rules version from which a Reforger site is no ground unit ([33.3.2]).
pub const NOT_GROUND: u32 = 23;

/// The Reforger site the scenario's set-up gives the unit, if any ([33.3]).
pub fn site_of(s: &State, u: UnitId) -> Option<super::data::HexId> {
    s.data().setup.iter().filter(|r| r.unit == u as usize && r.year == s.year && r.scenario == s.scenario).find_map(|r| match r.placement {
        Placement::Reforger(x) => Some(x),
        _ => None,
    })
}

/// Whether `u` is a Reforger site now ([33.3.2]): a NATO unit not yet activated, on its own site.
pub fn is_site(s: &State, u: UnitId) -> bool {
    let us = &s.units[u as usize];
    s.side(u) == Side::Nato && us.active > s.turn && matches!(us.loc, Loc::Hex(h) if site_of(s, u) == Some(h))
}

/// Whether `u` is a Reforger site that [33.3.2] makes no ground unit: a site, from rules 23. Before, the
/// site stood on the map as the unit it will become (a zone, a defence, its hex held).
pub fn no_ground_unit(s: &State, u: UnitId) -> bool {
    s.rules >= NOT_GROUND && is_site(s, u)
}

/// Whether `u` stands on the map as a ground unit ([3.0]; [33.3.2]: not a Reforger site, from rules 23).
pub fn ground_unit(s: &State, u: UnitId) -> bool {
    s.class(u).ground() && !no_ground_unit(s, u)
}

/// [33.3.2], the Joint Status Phase (from rules 23): every Reforger site in a hex a Pact ground unit
/// occupies is removed, the 3rd ACR whole with its marker ([33.3.5]). Run once the turn marker has moved:
/// the sites due to activate in this turn's Joint Reinforcement Phase are still sites here. No Reforger
/// step is spent or moved (decision E4: Sandtable schedules no steps; the unit removed with its site never
/// arrives).
pub fn status_phase(s: &mut State) {
    if s.rules < NOT_GROUND {
        return;
    }
    let taken: Vec<UnitId> = s
        .on_map()
        .filter(|&(u, h)| s.side(u) == Side::Nato && s.units[u as usize].active >= s.turn && site_of(s, u) == Some(h))
        .filter(|&(_, h)| s.units_in(h).any(|v| s.side(v) == Side::Wp && s.class(v).ground()))
        .map(|(u, _)| u)
        .collect();
    for u in taken {
        let h = s.hex_of(u).map(hex_name).unwrap_or_default();
        s.units[u as usize].steps = 0;
        s.units[u as usize].loc = Loc::Dead;
        s.damaged.retain(|&x| x != u);
        s.push_log(Some(Side::Wp), "nato.reforger_site_taken", vec![Arg::Unit(s.key(u).to_string()), Arg::Hex(h)]);
    }
}

/// Whether strikes read [33.3.3.1] for `u`: a Reforger site, from rules 16.
pub fn struck_as_site(s: &State, u: UnitId) -> bool {
    s.rules >= RULES && is_site(s, u)
}

/// [33.3.3.1] 4, [33.3.5]: a `D1` on a site destroys it; the 3rd ACR loses a step.
pub fn destroyed(s: &mut State, u: UnitId) {
    let key = s.key(u).to_string();
    s.lose_step(u);
    if s.hex_of(u).is_none() {
        s.damaged.retain(|&x| x != u);
    }
    s.push_log(Some(Side::Wp), "nato.reforger_hit", vec![Arg::Unit(key)]);
}

/// [33.3.3.1] 5, [33.3.5]: a `*` on a site: a Damaged marker, or on a damaged site the loss of a step (the
/// site destroyed; the 3rd ACR's marker removed and the regiment flipped).
pub fn damaged(s: &mut State, u: UnitId) {
    if !s.damaged.contains(&u) {
        s.damaged.push(u);
        let (key, h) = (s.key(u).to_string(), s.hex_of(u).map(hex_name).unwrap_or_default());
        s.push_log(Some(Side::Wp), "nato.reforger_damaged", vec![Arg::Unit(key), Arg::Hex(h)]);
        return;
    }
    s.damaged.retain(|&x| x != u);
    destroyed(s, u);
}

/// [33.3.3.1] 5: damaged sites that have been activated become disrupted units; markers on units no
/// longer on the map go.
pub fn activate(s: &mut State) {
    let done: Vec<UnitId> = s.damaged.iter().copied().filter(|&u| !is_site(s, u)).collect();
    for u in done {
        s.damaged.retain(|&x| x != u);
        if s.hex_of(u).is_some() && s.units[u as usize].active <= s.turn {
            s.units[u as usize].disrupted = true;
            s.push_log(Some(Side::Nato), "nato.reforger_damaged_active", vec![Arg::Unit(s.key(u).to_string())]);
        }
    }
}
