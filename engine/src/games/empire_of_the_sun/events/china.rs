//! The EC China offensive (13.72): Japanese events that are resolved like an OC China offensive (13.72A),
//! with the event's own modifier to the roll.

use super::apply::{china, log};
use super::card_arg;
use crate::games::empire_of_the_sun::data::{Side, UnitType};
use crate::games::empire_of_the_sun::state::{BoxKey, BurmaRoad, CardNo, Loc, State};
use crate::Arg;

/// The Burma Road support value subtracted from the baseline (13.78E): Open, Closed/Hump while the Allies
/// hold a North India airfield with the Hump active, else Closed/No Hump (tracks.tsv values).
pub fn burma_road_support(s: &State) -> i32 {
    let key = match s.tracks.burma_road {
        BurmaRoad::Open => "open",
        BurmaRoad::Closed if s.tracks.hump && allied_north_india_airfield(s) => "closed_hump",
        BurmaRoad::Closed => "closed_no_hump",
    };
    s.data().tables.track("burma_road").iter().find(|b| b.key == key).map_or(0, |b| b.value)
}

/// 6.23, 13.78D: an Allied-controlled North India airfield (Jarhat, Dacca). Whether it is
/// supply-eligible is the supply rules' to judge.
fn allied_north_india_airfield(s: &State) -> bool {
    s.sheet_map().hexes.values().any(|d| d.in_region("north_india") && d.airfield && s.controller(d.hex) == Some(Side::Allied))
}

/// 13.72B: +1 per Allied non-LRB air unit in China (a China hex or the China box), and +1 for the 14th
/// AF LRB in the China box. Their supply is the supply rules' to judge; every one in place counts here.
pub fn allied_air_drm(s: &State) -> i32 {
    let mut n = 0;
    for (i, u) in s.units.iter().enumerate() {
        let d = &s.data().units[i];
        if d.side != Side::Allied || d.kind != UnitType::Air {
            continue;
        }
        let in_china = match u.loc {
            Loc::Box(BoxKey::China) => true,
            Loc::Hex(h) => s.hex_data(h).is_some_and(|x| x.in_region("china_coastal") || x.in_region("china_interior")),
            _ => false,
        };
        if !in_china {
            continue;
        }
        if !d.lrb || (d.key == "us-14af-lrb" && u.loc == Loc::Box(BoxKey::China)) {
            n += 1;
        }
    }
    n
}

/// 13.72A: the roll (plus the Allied air modifier and the event's) succeeds at or under the baseline
/// (divisions in China − Burma Road support): the marker moves one box towards Collapse. A failure moves
/// it one box towards Stable Front only when the Allied air modifier is +1 or more, and never into it.
pub fn offensive(s: &mut State, side: Side, card: CardNo, drm: i32) {
    let baseline = s.tracks.china_divisions as i32 - burma_road_support(s);
    let air = allied_air_drm(s);
    let roll = s.chance.roll(0..=9).value;
    let total = roll as i32 + air + drm;
    let won = total <= baseline;
    log(
        s,
        side,
        "china_offensive",
        vec![card_arg(s, side, card), Arg::Roll(roll), Arg::Num(air + drm), Arg::Num(total), Arg::Num(baseline)],
    );
    if won {
        china(s, side, card, 1, false);
    } else if air >= 1 {
        china(s, side, card, -1, false);
    }
}
