//! Bridges over River lines (rules 11). Scenario 1's Imperial surprise (KUT 18.2, L2454–L2470): at the start of
//! its first impulse each Imperial Power receives one "To the Bridges" marker, which it may place during that
//! impulse on a River line joining an Imperial home duchy and a Tsarist home duchy; after that impulse it may
//! move every Imperial unit of one space to the Imperial end of its bridge ("To the Bridges" deployment). The
//! scenarios 2–4 start with permanent bridges (L2483–L2485). A bridged River counts as Clear for the Imperials
//! (movement, interception, evasion, retreat, battle: L2464); a To the Bridges marker is removed at the end of
//! any impulse that ends with a Tsarist formation in either of its end duchies (L2462).

use serde::Serialize;

use super::data::{camp_of, Kind, LineType, Power, SpaceId, CONTINGENTS, IMPERIAL, TSARIST};
use super::state::{Place, State, Step};
use super::Action;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// A bridge on a River line: the Power whose marker it is, the Imperial end, the other end, and whether it
/// is a scenario's permanent bridge.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Bridge {
    pub power: Power,
    pub imperial_end: SpaceId,
    pub far_end: SpaceId,
    pub permanent: bool,
}

impl Bridge {
    fn joins(&self, a: SpaceId, b: SpaceId) -> bool {
        (self.imperial_end, self.far_end) == (a, b) || (self.imperial_end, self.far_end) == (b, a)
    }
}

/// Bridges are played from rules 11.
pub fn on(s: &State) -> bool {
    s.rules >= 11
}

/// The scenario's bridges and markers at its start (rules 11): the permanent ones on the map, and in a
/// scenario with the Imperial surprise one To the Bridges marker for each Imperial Power (18.2).
pub fn setup(s: &mut State, sc: &super::data::Scenario) {
    if !on(s) {
        return;
    }
    s.bridges = sc.bridges.iter().map(|&(power, a, b)| Bridge { power, imperial_end: a, far_end: b, permanent: true }).collect();
    if sc.special.iter().any(|x| x == "imperial_surprise") {
        s.bridge_first_impulse = (0..4).filter(|&p| camp_of(p) == IMPERIAL).collect();
    }
}

/// The line between two adjacent spaces as `camp` crosses it (L2464): a bridged River is Clear for the
/// Imperials; for the Tsarists it stays a River.
pub fn line(s: &State, camp: u8, a: SpaceId, b: SpaceId) -> Option<LineType> {
    let t = s.data.line(a, b);
    if t == Some(LineType::River) && camp == IMPERIAL && bridged(s, a, b) {
        return Some(LineType::Clear);
    }
    t
}

/// Whether a bridge stands on the line between `a` and `b`.
pub fn bridged(s: &State, a: SpaceId, b: SpaceId) -> bool {
    on(s) && s.bridges.iter().any(|x| x.joins(a, b))
}

/// Whether a space is an Imperial or a Tsarist home duchy.
fn home_duchy(s: &State, x: SpaceId, camp: u8) -> bool {
    let sp = &s.data.spaces[x as usize];
    sp.kind == Kind::Duchy && sp.home.camp() == Some(camp)
}

/// Whether `p` holds its To the Bridges marker: its first impulse has not ended and the marker is not placed.
pub fn holds_marker(s: &State, p: Power) -> bool {
    on(s) && s.bridge_first_impulse.contains(&p) && !s.bridges.iter().any(|b| b.power == p && !b.permanent)
}

/// Where `p` may place its To the Bridges marker now (KUT 18.2, L2462): during its first impulse, while it
/// holds the marker, on a River line joining an Imperial home duchy and a Tsarist home duchy that has no
/// bridge yet. Each as (Imperial end, Tsarist end).
pub fn sites(s: &State, p: Power) -> Vec<(SpaceId, SpaceId)> {
    if !holds_marker(s, p) {
        return vec![];
    }
    let mut out: Vec<(SpaceId, SpaceId)> = s
        .data
        .lines
        .iter()
        .filter(|l| l.2 == LineType::River)
        .filter_map(|&(a, b, _)| {
            if home_duchy(s, a, IMPERIAL) && home_duchy(s, b, TSARIST) {
                Some((a, b))
            } else if home_duchy(s, b, IMPERIAL) && home_duchy(s, a, TSARIST) {
                Some((b, a))
            } else {
                None
            }
        })
        .filter(|&(a, b)| !bridged(s, a, b))
        .collect();
    out.sort_unstable();
    out
}

/// The placement actions of `p` in its impulse (KUT 18.2: "any time during that first impulse").
pub fn actions(s: &State, p: Power) -> Vec<Action> {
    sites(s, p).into_iter().map(|(a, b)| Action::Bridge(a, b)).collect()
}

/// Places `p`'s To the Bridges marker (KUT 18.2): it stays for the game unless the Tsarists reach its ends.
pub fn place(s: &mut State, p: Power, a: SpaceId, b: SpaceId) -> Result<(), Illegal> {
    if !sites(s, p).contains(&(a, b)) {
        return Err(Illegal("not a River line this Power may bridge now".into()));
    }
    s.bridges.push(Bridge { power: p, imperial_end: a, far_end: b, permanent: false });
    s.log(Some(p), "kut.bridge", vec![Arg::Seat(p), s.space_arg(a), s.space_arg(b)]);
    Ok(())
}

/// The end of anyone's impulse (KUT 18.2, L2462): a To the Bridges marker with a Tsarist formation in either
/// end duchy is removed. Then, if this was the first impulse of an Imperial Power that received a marker, the
/// marker it did not place is lost, and with its bridge standing it may deploy to it (L2468).
pub fn end_of_impulse(s: &mut State, power: Power, preemptive: bool) {
    if !on(s) {
        return;
    }
    let gone: Vec<Bridge> =
        s.bridges.iter().filter(|b| !b.permanent && (s.camp_present(b.imperial_end, TSARIST) || s.camp_present(b.far_end, TSARIST))).cloned().collect();
    for b in gone {
        s.bridges.retain(|x| *x != b);
        s.log(None, "kut.bridge_removed", vec![Arg::Seat(b.power), s.space_arg(b.imperial_end), s.space_arg(b.far_end)]);
    }
    if preemptive || !s.bridge_first_impulse.contains(&power) {
        return;
    }
    s.bridge_first_impulse.retain(|&x| x != power);
    if let Some(b) = s.bridges.iter().find(|b| b.power == power && !b.permanent) {
        let to = b.imperial_end;
        s.steps.push(Step::BridgeDeploy(BridgeDeploy { power, to }));
    }
}

/// The spaces `p` may deploy from (L2468): any duchy or zone holding a formation of its own, but the
/// bridge's Imperial end itself.
pub fn deploy_sources(s: &State, p: Power, to: SpaceId) -> Vec<SpaceId> {
    (0..s.data.spaces.len() as SpaceId).filter(|&x| x != to && s.data.spaces[x as usize].kind != Kind::Sea && s.has_formation(x, p)).collect()
}

/// The "To the Bridges" deployment (KUT 18.2, L2466–L2470): after its first impulse the Imperial Power may
/// pick one duchy or zone and move every Imperial soldier and leader there to the Imperial end of its bridge:
/// no CP, units that already moved included, no card may stop it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct BridgeDeploy {
    pub power: Power,
    /// The Imperial end of the Power's bridge.
    pub to: SpaceId,
}

impl steps::Step<State> for BridgeDeploy {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let from = deploy_sources(s, self.power, self.to);
        if from.is_empty() {
            return None;
        }
        let mut actions: Vec<Action> = from.into_iter().map(Action::BridgeDeploy).collect();
        actions.push(Action::Done);
        Some(Prompt { seat: Some(self.power), id: "kut.bridge_deploy", args: vec![Arg::Seat(self.power), s.space_arg(self.to)], rule: "KUT 18.2", actions })
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        match *action {
            Action::Done => {
                s.steps.pop();
                s.log(Some(seat), "kut.bridge_deploy_none", vec![Arg::Seat(seat)]);
            }
            Action::BridgeDeploy(from) => {
                if !deploy_sources(s, seat, self.to).contains(&from) {
                    return Err(Illegal("no formation of this Power to deploy there".into()));
                }
                s.steps.pop();
                deploy(s, seat, from, self.to);
            }
            _ => return Err(Illegal("a space to deploy from, or done".into())),
        }
        Ok(())
    }
}

/// Moves every Imperial soldier and leader from `from` to `to` (L2468: the Power's own and, as the example
/// L2372 shows, every Imperial formation there: the engine has no army groups, E47).
fn deploy(s: &mut State, p: Power, from: SpaceId, to: SpaceId) {
    let mut sp = 0u32;
    for (c, &(q, _)) in CONTINGENTS.iter().enumerate() {
        if camp_of(q) != IMPERIAL {
            continue;
        }
        let n = s.sp[from as usize][c];
        s.sp[from as usize][c] = 0;
        s.sp[to as usize][c] = s.sp[to as usize][c].saturating_add(n);
        sp += n as u32;
    }
    let mut leaders = 0;
    for l in 0..s.leaders.len() {
        if s.leaders[l] == Place::Map(from) && camp_of(s.data.leaders[l].power) == IMPERIAL {
            s.leaders[l] = Place::Map(to);
            leaders += 1;
        }
    }
    s.log(Some(p), "kut.bridge_deploy", vec![Arg::Seat(p), Arg::Num(sp as i32), Arg::Num(leaders), s.space_arg(from), s.space_arg(to)]);
}
