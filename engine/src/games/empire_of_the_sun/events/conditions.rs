//! A military event's special conditions (5.31D) that shape the moves and the reaction of its offensive:
//! Operation Z's naval units moving together (17.11, L1851), and IAI's landings and limited reaction
//! (17.11, L1855): amphibious assaults only near a Japanese port, escorted assaults on Manila and
//! Singapore, and no Allied reaction but the one the event allows (Force Z, L2966).

use crate::games::empire_of_the_sun::data::events::keys;
use crate::games::empire_of_the_sun::data::Side;
use crate::games::empire_of_the_sun::state::{other, Active, Mode, State, UnitId};
use crate::kit::hex::Hex;

fn offensive_side(s: &State) -> Option<Side> {
    s.offensive.as_ref().map(|o| o.side)
}

/// Whether the offensive under way carries the condition `key` (an exact key, or `key:<arg>` rows).
fn has(s: &State, key: &str) -> bool {
    s.offensive.as_ref().is_some_and(|o| super::flag(&o.effects, o.side, key))
}

/// The arguments of the offensive's `key:<arg>` conditions.
fn args<'a>(s: &'a State, key: &'a str) -> impl Iterator<Item = &'a str> + 'a {
    s.offensive.iter().flat_map(move |o| {
        o.effects.iter().filter(move |e| e.side == o.side && e.value != 0).filter_map(move |e| {
            e.key.split_once(':').filter(|(k, _)| *k == key).map(|(_, a)| a)
        })
    })
}

// ---- Operation Z: the naval units together ----

/// 17.11 (L1851), Operation Z: every naval unit of the offensive ends its move where the first one that
/// moved stands: `Some(hex)` once one has moved, for `side`'s naval unit `u`.
pub fn naval_rendezvous(s: &State, side: Side, u: UnitId) -> Option<Hex> {
    if offensive_side(s) != Some(side) || !has(s, keys::NAVAL_TOGETHER) || !s.unit_data(u).kind.is_naval() {
        return None;
    }
    let o = s.offensive.as_ref()?;
    o.active
        .iter()
        .filter(|a| a.unit != u && a.mode == Some(Mode::Naval) && s.unit_data(a.unit).kind.is_naval())
        .find_map(|a| s.unit(a.unit).loc.hex())
}

// ---- IAI: landings ----

/// 17.11 (L1855): amphibious assaults only into hexes within this many hexes of a port the side holds
/// (`condition landing_range N`); `None`: no such limit.
pub fn landing_range(s: &State, side: Side) -> Option<u32> {
    let o = s.offensive.as_ref().filter(|o| o.side == side)?;
    o.effects.iter().find(|e| e.side == side && e.key == keys::LANDING_RANGE && e.value > 0).map(|e| e.value as u32)
}

/// Whether `side` may land at `h` under the offensive's landing range: a port it controls (not in the
/// Soviet Union) within the range, counted in hexes.
pub fn within_landing_range(s: &State, side: Side, h: Hex) -> bool {
    let Some(range) = landing_range(s, side) else { return true };
    let geo = s.geo();
    let i = geo.ix(h);
    geo.within(i, range).into_iter().any(|j| {
        let x = geo.hex(j);
        s.controller_ix(j) == side && s.hex_data(x).is_some_and(|d| d.port && !d.in_region("soviet"))
    })
}

/// 17.11 (L1855): the hexes an amphibious assault of the offensive side may enter only escorted by its
/// ships (8.45B): Manila and Singapore under IAI (`escorted_landing:<hex>`).
pub fn escort_required(s: &State, side: Side, h: Hex) -> bool {
    offensive_side(s) == Some(side) && args(s, keys::ESCORTED_LANDING).any(|a| Hex::parse(a) == Some(h))
}

/// In a battle at an escorted-landing hex the landing gets no shore bombardment (17.11, L1855).
pub fn no_shore_bombardment(s: &State, h: Hex) -> bool {
    offensive_side(s).is_some_and(|side| escort_required(s, side, h))
}

/// 17.11 (L1855): the escorts of a landing at Manila or Singapore lose a step to coastal guns and mines
/// before the battle: the offensive side's naval units in the hex.
pub fn escorts_hit_before_battle(s: &State, h: Hex) -> Vec<UnitId> {
    let Some(side) = offensive_side(s) else { return vec![] };
    if !escort_required(s, side, h) {
        return vec![];
    }
    s.on_map().filter(|&(u, x)| x == h && s.side_of_unit(u) == side && s.unit_data(u).kind.is_naval()).map(|(u, _)| u).collect()
}

// ---- IAI: the limited reaction ----

/// 17.11 (L1853): the reaction player may react only as the event allows: no reaction cards, no
/// intelligence or special-reaction rolls, no reaction HQ.
pub fn reaction_limited(s: &State) -> bool {
    has(s, keys::LIMITED_REACTION)
}

/// The units the event still lets react (`reaction_unit:<key>`, IAI's Force Z), not yet reacted.
pub fn allowed_reactors(s: &State) -> Vec<UnitId> {
    let Some(o) = s.offensive.as_ref() else { return vec![] };
    let reacted: Vec<UnitId> = o.reaction.active.iter().map(|a| a.unit).collect();
    args(s, keys::REACTION_UNIT)
        .filter_map(|k| s.unit_id(k))
        .filter(|&u| s.side_of_unit(u) == other(o.side) && s.unit(u).loc.hex().is_some() && !reacted.contains(&u))
        .collect()
}

/// Where an allowed reactor may go: a hex its naval move reaches where the offensive's ground units
/// landed by amphibious assault (L2966: Force Z into Kota Bharu).
pub fn reaction_targets(s: &State, reach: &[Hex]) -> Vec<Hex> {
    crate::games::empire_of_the_sun::offensive::landing_hexes(s).into_iter().filter(|h| reach.contains(h)).collect()
}

/// The allowed reactor `u` moves into `h`: it joins the reaction, and the hex becomes a battle hex
/// (fought first, as a special reaction's, 7.27) if it was not one.
pub fn react_into(s: &mut State, u: UnitId, h: Hex) {
    let from = s.unit(u).loc.hex().expect("on the map");
    let reduced = s.unit(u).reduced;
    s.place(u, crate::games::empire_of_the_sun::state::Loc::Hex(h), reduced);
    let before = crate::games::empire_of_the_sun::battle::defended_before_landing(s, h);
    let Some(o) = s.offensive.as_mut() else { return };
    o.reaction.active.push(Active {
        unit: u,
        from,
        mode: Some(Mode::Naval),
        entered_from: None,
        paren_range: false,
        battle: Some(h),
        covers: None,
    });
    if !o.battles.iter().any(|b| b.hex == h) {
        o.battles.push(crate::games::empire_of_the_sun::state::Battle { hex: h, special: true, defended_before_landing: before, resolved: false });
    }
    crate::games::empire_of_the_sun::battle::switch_to_own_hex(s, h);
}
