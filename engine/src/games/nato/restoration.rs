//! National restoration ([32.3]), from rules version 13 ([`RULES`]): at the end of a game turn in which
//! NATO controls every city hex of Denmark or the Netherlands after that nation surrendered ([32.1]), the
//! nation is restored: its territory is friendly to NATO again ([32.2.2] no longer holds) and all its cities
//! are free cities with their intrinsic defence. Its ground units and its air point do not come back (they
//! left the game at the surrender, [32.2.1]). A restored nation may surrender again under [32.1] (decision
//! NR1 in docs/games/nato.md).

use super::data::Side;
use super::state::State;
use crate::Arg;

/// The rules version that restores nations.
pub const RULES: u32 = 13;

/// The nations [32.3] may restore.
const NATIONS: [&str; 2] = ["dk", "nl"];

/// [32.3]: at the end of a game turn, every surrendered nation whose cities NATO all controls is restored.
pub fn restore(s: &mut State) {
    if s.rules < RULES {
        return;
    }
    for nation in NATIONS {
        if !s.surrendered(nation) {
            continue;
        }
        let all = s.cities_of(nation);
        if all.is_empty() || !all.iter().all(|&h| s.city_controller(h) == Some(Side::Nato)) {
            continue;
        }
        s.surrendered.retain(|n| n != nation);
        s.conquests.retain(|c| !all.contains(&c.hex));
        s.push_log(Some(Side::Nato), "nato.restored", vec![Arg::Key(format!("nato.nation.{nation}"))]);
    }
}
