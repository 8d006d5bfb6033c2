//! Interdiction ([23.7], [23.8]).
//!
//! NATO's Center Interdiction ([23.7]): once in each NATO Air Strike Segment, 1–3 operational points and a
//! die on the Center Interdiction Table (center_interdiction.tsv); the result is supply points the Pact
//! does not receive at the next Joint Reinforcement Phase (never below nothing; the stock is untouched).
//! The Pact cannot interdict NATO's supply.
//!
//! Air Interdiction Zones ([23.8]): a point in the Air Strike Segment (tactical in friendly or contested
//! airspace, operational anywhere) puts a marker on a hex: it and its six neighbours cost the enemy +1 MP
//! to enter by tactical movement; friendly units are not affected. The enemy's markers go at the end of
//! the affected player's Reserve Phase ([23.8.2]). Sandtable offers zones centred on hexes with an enemy
//! unit (docs/games/nato.md, decision A4).

use super::super::actions::Action;
use super::super::data::{hex_name, HexId, Side};
use super::super::state::State;
use super::airspace::{Airspace, Airspaces};
use super::campaign::{points, spend};
use crate::{Arg, Illegal};

/// The most operational points one Center Interdiction may spend ([23.7]).
pub const MAX_OAP: u8 = 3;

/// NATO's interdiction and both sides' zones the player may choose now.
pub fn actions(s: &State, a: &Airspaces, side: Side) -> Vec<Action> {
    let mut out = vec![];
    let p = points(s, side);
    if side == Side::Nato && !s.interdicted {
        out.extend((1..=p.oap.min(MAX_OAP)).map(Action::Interdict));
    }
    let mut hexes: Vec<HexId> = s.on_map().filter(|&(u, _)| s.side(u) == side.other()).map(|(_, h)| h).collect();
    hexes.sort_unstable();
    hexes.dedup();
    for h in hexes {
        if s.aiz.contains(&(h, side)) {
            continue;
        }
        if p.oap > 0 || (p.tap > 0 && a.of(s, side, h) != Airspace::Enemy) {
            out.push(Action::Aiz(h));
        }
    }
    out
}

/// [23.7]: NATO spends `oap` operational points on Center Interdiction.
pub fn center_interdiction(s: &mut State, oap: u8) {
    let oap = oap.clamp(1, MAX_OAP).min(points(s, Side::Nato).oap);
    if oap == 0 || s.interdicted {
        return;
    }
    s.air[Side::Nato.seat() as usize].oap -= oap;
    s.interdicted = true;
    let die = s.roll();
    let loss = s.data().air.interdiction(oap, die);
    s.interdiction += loss;
    s.push_log(Some(Side::Nato), "nato.interdiction", vec![Arg::Num(oap as i32), Arg::Roll(die), Arg::Num(loss as i32)]);
}

/// [23.7]: the Pact's supply-point income after NATO's interdiction, never below nothing.
pub fn income_after(income: i32, lost: u8) -> i32 {
    (income - lost as i32).max(0)
}

/// [23.8]: `side` places an Air Interdiction Zone marker on `h`, paying a tactical point where it may.
pub fn place_aiz(s: &mut State, side: Side, h: HexId) -> Result<(), Illegal> {
    let a = Airspaces::new(s);
    let p = points(s, side);
    let tactical = p.tap > 0 && a.of(s, side, h) != Airspace::Enemy;
    if !tactical && p.oap == 0 {
        return Err(Illegal("no air point may fly there".into()));
    }
    spend(s, side, tactical);
    s.aiz.push((h, side));
    s.push_log(Some(side), "nato.aiz", vec![Arg::Hex(hex_name(h))]);
    Ok(())
}

/// [23.8]: the extra MP `side` pays to enter `h` by tactical movement: 1 inside an enemy zone.
pub fn aiz_cost(s: &State, side: Side, h: HexId) -> u32 {
    if s.aiz.is_empty() {
        return 0;
    }
    s.aiz.iter().any(|&(c, by)| by != side && (c == h || s.data().distance(c, h) == 1)) as u32
}

/// [23.8.2]: at the end of `side`'s Reserve Phase the enemy's zones go.
pub fn lift_enemy_zones(s: &mut State, side: Side) {
    s.aiz.retain(|&(_, by)| by == side);
}
