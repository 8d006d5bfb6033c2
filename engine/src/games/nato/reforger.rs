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

use super::data::{hex_name, Placement, Side};
use super::state::{Loc, State, UnitId};
use crate::Arg;

/// The rules version that plays [33.3.3.1].
pub const RULES: u32 = 16;

/// The Reforger site the scenario's set-up gives the unit, if any ([33.3]).
pub fn site_of(s: &State, u: UnitId) -> Option<super::data::HexId> {
    s.data().setup.iter().filter(|r| r.scenario == s.scenario && r.year == s.year && r.unit == u as usize).find_map(|r| match r.placement {
        Placement::Reforger(x) => Some(x),
        _ => None,
    })
}

/// Whether `u` is a Reforger site now ([33.3.2]): a NATO unit not yet activated, on its own site.
pub fn is_site(s: &State, u: UnitId) -> bool {
    let us = &s.units[u as usize];
    s.side(u) == Side::Nato && us.active > s.turn && matches!(us.loc, Loc::Hex(h) if site_of(s, u) == Some(h))
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
