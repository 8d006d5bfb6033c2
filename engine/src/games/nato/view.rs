//! What a viewer sees. NATO keeps no secret from either side in what the rules engine plays so far (every
//! counter is face up on the map), so every role sees the same board; the dice to come are never in a
//! view. With the board come what follows from the rules: the picked unit's destinations and the odds of
//! the battle being committed, so a board runs no rule.

use serde::Serialize;

use super::combat::{odds, Odds};
use super::data::{hex_name, Side};
use super::movement::destinations_in;
use super::state::{Loc, State, Step};
use crate::Viewer;

#[derive(Clone, Debug, Serialize)]
pub struct UnitView {
    pub key: String,
    pub side: Side,
    /// `RRCC`, `box` (with its sector, 0 = any friendly), `due` (with its turn), `dead`, `ah_ready` /
    /// `ah_recovery` (an attack-helicopter brigade on its display, [18.4.4]).
    pub at: String,
    pub sector: Option<u8>,
    pub due: Option<u8>,
    pub steps: u8,
    pub attack: u8,
    pub defence: u8,
    pub ma: u8,
    pub disrupted: bool,
    pub moved: bool,
    pub attacked: bool,
    pub engaged: bool,
    pub active: u8,
    /// A Train marker ([13.1]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub train: Option<super::rail::Train>,
}

#[derive(Clone, Debug, Serialize)]
pub struct NatoView {
    pub scenario: String,
    pub year: u16,
    pub turn: u8,
    pub last_turn: u8,
    pub player: Side,
    pub units: Vec<UnitView>,
    /// City hexes that changed hands, with who holds them.
    pub conquests: Vec<(String, Side)>,
    pub surrendered: Vec<String>,
    /// VP recorded so far (Pact, NATO).
    pub vp: [i32; 2],
    /// The picked unit's destinations (`RRCC`, MP).
    pub destinations: Vec<(String, u32)>,
    /// Those of them only a march reaches ([12.4]: beyond the unit's printed MA).
    pub march: Vec<String>,
    /// The battle being committed or fought: its target and odds.
    pub battle: Option<(String, Odds)>,
    /// Air power: points, the Air Campaign roll, interdiction, zones, suppressed units ([23.0]).
    pub air: super::air::AirView,
    /// Chemical warfare, when the game plays it: points, First Use, the chemical turn, markers ([22.0]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chemical: Option<super::chemical::ChemView>,
    /// Nuclear warfare, when the game plays it: strikes for Armageddon, markers, air cuts ([21.0]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nuclear: Option<super::nuclear::NukeView>,
}

pub fn view(s: &State, _viewer: Viewer) -> NatoView {
    let units = s
        .units
        .iter()
        .enumerate()
        .filter(|(_, u)| u.loc != Loc::Out)
        .map(|(i, u)| {
            let (a, d, m) = s.values(i as u16);
            UnitView {
                key: s.key(i as u16).to_string(),
                side: s.side(i as u16),
                at: match u.loc {
                    Loc::Hex(h) => hex_name(h),
                    Loc::Box(_) => "box".into(),
                    Loc::Srb => "srb".into(),
                    Loc::Due(_) => "due".into(),
                    Loc::Dead => "dead".into(),
                    Loc::Rebuilt(_) => "rebuilt".into(),
                    Loc::Out => "out".into(),
                    Loc::Display if u.used => "ah_recovery".into(),
                    Loc::Display => "ah_ready".into(),
                    Loc::Transport if u.used => "tc_recovery".into(),
                    Loc::Transport => "tc_ready".into(),
                },
                sector: match u.loc {
                    Loc::Box(n) => Some(n),
                    _ => None,
                },
                due: match u.loc {
                    Loc::Due(t) | Loc::Rebuilt(t) => Some(t),
                    _ => None,
                },
                steps: u.steps,
                attack: a,
                defence: d,
                ma: m,
                disrupted: u.disrupted,
                moved: u.moved,
                attacked: u.attacked,
                engaged: u.engaged,
                active: u.active,
                train: u.train,
            }
        })
        .collect();
    // [12.4]: a move's destination beyond the printed MA is a march (tactical moves never spend more).
    let march: Vec<String> = match s.steps.last() {
        Some(Step::Move { unit, reserve: false, .. }) => {
            let ma = s.values(*unit).2 as u32;
            destinations_in(s, *unit, false).into_iter().filter(|d| d.cost > ma).map(|d| hex_name(d.hex)).collect()
        }
        _ => vec![],
    };
    let destinations = match s.steps.last() {
        Some(Step::Move { unit, reserve, .. }) => destinations_in(s, *unit, *reserve).into_iter().map(|d| (hex_name(d.hex), d.cost)).collect(),
        // [13.2]: a rail move's hexes, counted in hexes.
        Some(Step::RailMove { unit, .. }) => super::rail::destinations(s, *unit).into_iter().map(|d| (hex_name(d.hex), d.cost)).collect(),
        // [14.1.2], [14.2.2]: an air ferry's cities and a sea ferry's ports, with the hexes passed.
        Some(Step::FerryMove { unit, .. }) => {
            super::ferry::destinations(s, *unit).into_iter().chain(super::ferry::sea_destinations(s, *unit)).map(|d| (hex_name(d.hex), d.cost)).collect()
        }
        // [18.1]: a helicopter leg's possible ends, with the hexes flown.
        Some(Step::HeliOp(op)) if op.goal.is_none() => {
            let from = op.at.or_else(|| s.hex_of(op.passenger));
            super::heliborne::goals(s, op).into_iter().map(|h| (hex_name(h), from.map_or(0, |f| s.data().distance(f, h)))).collect()
        }
        _ => vec![],
    };
    let battle = match (s.steps.last(), &s.battle) {
        (Some(Step::Commit { side, target, units, support }), _) => Some((hex_name(*target), odds(s, *side, *target, units, support.is_some()))),
        (_, Some(b)) => Some((hex_name(b.target), odds(s, b.side, b.target, &b.attackers, b.support.is_some()))),
        _ => None,
    };
    NatoView {
        scenario: s.scenario.clone(),
        year: s.year,
        turn: s.turn,
        last_turn: s.last_turn,
        player: s.player,
        units,
        conquests: s.conquests.iter().map(|c| (hex_name(c.hex), c.by)).collect(),
        surrendered: s.surrendered.clone(),
        vp: s.vp,
        destinations,
        march,
        battle,
        air: super::air::view(s),
        chemical: super::chemical::view(s),
        nuclear: super::nuclear::view(s),
    }
}

/// Nothing on the board is hidden; only the dice to come are drawn anew.
pub fn redraw_secrets(s: &State, seed: u64) -> State {
    let mut t = s.clone();
    let information = t.chance.information;
    t.chance = crate::kit::chance::Chance::new(seed);
    t.chance.information = information;
    t
}
