//! The Strategic Warfare segment (4.13, 12.0): the Allied submarine campaign (12.21, 12.22) and the B29s'
//! strategic bombing (12.31, 12.32). Each success costs the Japanese one card of the coming deal (12.1;
//! `Tracks::japan_cuts`, read by `turn::deal`); a submarine success also costs Japan an ASP for good and
//! one level of its escorts.
//!
//! Decisions (docs/games/empire-of-the-sun.md, "Strategic warfare"): "1942 turns" are turns 2–4 (the 1942
//! scenario's turns, 17.2); a B29 counts as "within 8 hexes of Tokyo" at an airfield of its side within
//! that straight distance, and Tokyo is the named hex of the sheet (none on the South Pacific sheet, so no
//! bombing there, as no B29 is in that scenario).

use crate::games::empire_of_the_sun::data::events::keys;
use crate::games::empire_of_the_sun::data::geo::NONE;
use crate::games::empire_of_the_sun::data::{Side, UnitType};
use crate::games::empire_of_the_sun::events;
use crate::games::empire_of_the_sun::political::national_status;
use crate::games::empire_of_the_sun::state::{idx, seat_of, BoxKey, Loc, State, UnitId};
use crate::games::empire_of_the_sun::supply::command;
use crate::games::empire_of_the_sun::supply::{self, Supply};
use crate::games::empire_of_the_sun::actions::Action;
use crate::games::empire_of_the_sun::state::steps;
use crate::kit::steps::Step as Kind;
use crate::{Arg, LogEntry, Prompt};

fn log(s: &mut State, side: Option<Side>, id: &str, args: Vec<Arg>) {
    s.log.push(LogEntry::new(side.map(seat_of), id, args));
}

/// The last turn counted as a 1942 turn for the US torpedo defects (12.22: +1).
const LAST_1942_TURN: u8 = 4;

/// EotS 4.13, 12.0: the Strategic Warfare segment.
impl Kind<State> for steps::StrategicWarfare {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        None
    }
    fn run(&self, s: &mut State) {
        segment(s);
    }
}

/// The whole segment (4.13): submarines first, then bombing (12.21 "before the Japanese draw").
pub fn segment(s: &mut State) {
    s.tracks.japan_cuts = 0;
    s.tracks.bombed.clear();
    submarines(s);
    let successes = bombing(s);
    // 16.2: the Allies' four consecutive turns of successful strategic bombing.
    s.tracks.bombing_streak = if successes > 0 { s.tracks.bombing_streak + 1 } else { 0 };
}

/// The submarine roll's modifier (12.22): the Japanese escort level (+2 per escort event), +1 in 1942
/// (US torpedo defects), and the lasting Allied submarine events (e.g. better torpedoes, −1).
pub fn submarine_modifier(s: &State) -> i32 {
    let t = &s.data().tables;
    // modifiers.tsv: +2 per escort event; the level (0, 2 or 4) counts the events' +2 each.
    let per_event = t.modifier("submarine", "escort_event").unwrap_or(2).max(1);
    let mut m = (s.tracks.escorts as i32 / 2) * per_event;
    if (2..=LAST_1942_TURN).contains(&s.tracks.turn) {
        m += t.modifier("submarine", "torpedo_defects_1942").unwrap_or(0);
    }
    m + events::persistent(s, Side::Allied, keys::SUBMARINE_DRM)
}

/// EotS 12.21: d10 − the turn number + modifiers; 0 or less is a success: one Japanese card fewer, one
/// Japanese ASP lost for good (never the last), the escort level one step down (+4 → +2 → 0).
pub fn submarines(s: &mut State) {
    let roll = s.chance.roll(0..=9).value;
    let modifier = submarine_modifier(s);
    let total = roll as i32 - s.tracks.turn as i32 + modifier;
    let success = total <= 0;
    log(s, Some(Side::Allied), if success { "eots.submarines_success" } else { "eots.submarines_fail" }, vec![Arg::Roll(roll), Arg::Num(modifier - s.tracks.turn as i32), Arg::Num(total)]);
    if !success {
        return;
    }
    s.tracks.japan_cuts += 1;
    let j = idx(Side::Japanese);
    let floor = s.data().tables.constant("japan_asp_minimum") as u8;
    if s.tracks.asp[j] > floor {
        s.tracks.asp[j] -= 1;
    }
    s.tracks.escorts = s.tracks.escorts.saturating_sub(2);
}

/// The B29s able to bomb this turn (12.31): US B29 LRBs in supply, at an airfield within 8 hexes of Tokyo
/// or in the China box's air slot.
pub fn bombers(s: &State, sup: &Supply) -> Vec<UnitId> {
    let tokyo = command::named(s, "Tokyo");
    let range = s.data().tables.constant("b29_range_tokyo") as u32;
    let geo = s.geo();
    let map = s.sheet_map();
    (0..s.units.len() as UnitId)
        .filter(|&u| s.unit_data(u).b29 && s.unit_data(u).kind == UnitType::Air && sup.supplied(u))
        .filter(|&u| match s.unit(u).loc {
            Loc::Box(BoxKey::China) => true,
            Loc::Hex(h) => {
                let i = geo.ix(h);
                tokyo != NONE && i != NONE && map.hexes[&h].airfield && geo.distance(i, tokyo) <= range
            }
            _ => false,
        })
        .collect()
}

/// 12.32: whether the Allies control an airfield within 5 hexes of Tokyo (a B29 then loses no step on a
/// 9; High Altitude Interceptors end once that airfield is supply-eligible).
fn safe_airfield(s: &State, sup: &Supply, eligible: bool) -> bool {
    let tokyo = command::named(s, "Tokyo");
    if tokyo == NONE {
        return false;
    }
    let geo = s.geo();
    let r = s.data().tables.constant("b29_safe_airfield") as u32;
    geo.within(tokyo, r).into_iter().any(|i| {
        geo.data[i as usize].airfield && s.controller_ix(i) == Side::Allied && (!eligible || sup.eligible_airfield(Side::Allied, i))
    })
}

/// EotS 12.31–12.32: one roll per B29 able to bomb: a full-strength one succeeds on 0–8, a reduced one on
/// 0–4 (+1 to the roll while High Altitude Interceptors are in effect); each success costs the Japanese
/// one card. A natural 9 costs the B29 a step unless the Allies hold an airfield within 5 hexes of Tokyo.
/// Returns the successes.
pub fn bombing(s: &mut State) -> u32 {
    let sup = supply::compute(s);
    // 12.32: the interceptors stop once the Allies have a supply-eligible airbase within 5 of Tokyo.
    if safe_airfield(s, &sup, true) {
        events::expire_where(s, Side::Japanese, |e| matches!(e, crate::games::empire_of_the_sun::data::events::Effect::Interceptors));
    }
    let interceptors = if events::interceptors(s) { s.data().tables.modifier("bombing", "high_altitude_interceptors").unwrap_or(0) } else { 0 };
    let safe = safe_airfield(s, &sup, false);
    let t = &s.data().tables;
    let (full_max, reduced_max) = (t.constant("bombing_full_max_success"), t.constant("bombing_reduced_max_success"));
    let mut successes = 0;
    for u in bombers(s, &sup) {
        let reduced = s.unit(u).reduced;
        let roll = s.chance.roll(0..=9).value;
        let total = roll as i32 + interceptors;
        let success = total <= if reduced { reduced_max } else { full_max };
        let key = s.unit_data(u).key.clone();
        log(s, Some(Side::Allied), if success { "eots.bombing_success" } else { "eots.bombing_fail" }, vec![Arg::Unit(key.clone()), Arg::Roll(roll), Arg::Num(interceptors), Arg::Num(total)]);
        s.tracks.bombed.push(u);
        if success {
            successes += 1;
            s.tracks.japan_cuts += 1;
        }
        if roll == 9 && !safe {
            if reduced {
                s.place(u, Loc::Eliminated, false);
                log(s, Some(Side::Allied), "eots.eliminated", vec![Arg::Unit(key)]);
            } else {
                s.units[u as usize].reduced = true;
                log(s, Some(Side::Allied), "eots.bomber_damaged", vec![Arg::Unit(key)]);
            }
        }
    }
    if successes > 0 {
        // 16.4: a turn of successful strategic bombing raises US Political Will (political_will.tsv).
        national_status::adjust_pw(s, "strategic_bombing_success");
    }
    successes
}
