//! What a viewer sees of Downfall. The game keeps no hand of cards in the "No action cards" variant, and
//! the cup's draws are made when they happen: the only secret is the dice to come, which no view holds.
//! The cup is shown as its number of markers.

use serde::Serialize;

use super::data::{Faction, FACTIONS};
use super::state::{Loc, State, TRACK};

#[derive(Clone, Debug, Serialize)]
pub struct UnitView {
    pub key: String,
    pub faction: Faction,
    pub loc: Loc,
    pub steps: u8,
    pub showing: &'static str,
    /// Its Isolated marker (DF 11.3): `none`, `isolated_1`, `isolated_3`.
    pub isolated: &'static str,
}

/// "Supply on request" (DF 11): a combat unit on the map that does not trace supply now or carries an
/// Isolated marker, and why (`df.why.<why>`: `no_source`, `cut_off`, or `traced` for a marked unit that
/// would lose its marker at the next Supply event).
#[derive(Clone, Debug, Serialize)]
pub struct SupplyView {
    pub unit: String,
    pub why: &'static str,
    pub isolated: &'static str,
}

#[derive(Clone, Debug, Serialize)]
pub struct MarkerView {
    pub space: u16,
    pub lap: u16,
    pub pending_event: bool,
}

/// One side of a marker on the Action Track, as the order display prices it now (DF 6 step 4): its
/// printed cost and the surcharge its faction would pay for taking it from this box.
#[derive(Clone, Debug, Serialize)]
pub struct OrderCost {
    /// The Action Track box, 1–10.
    pub track_box: u8,
    pub marker: String,
    pub faction: Faction,
    pub order: &'static str,
    /// Printed initiative cost; `None` for HQ (DF 7.5: the Ops order's).
    pub cost: Option<u8>,
    pub surcharge: u16,
    /// The active faction may take this side now.
    pub usable: bool,
}

/// The event display (DF 10): the three visible cards by key (`df.event.<key>` names them), the draw and
/// discard piles' sizes, the factions whose marker shows Pending Event in the order they resolve, and the
/// factions each visible card adds 1 to every roll but weather for.
#[derive(Clone, Debug, Serialize)]
pub struct EventsView {
    pub spent: Option<String>,
    pub current: Option<String>,
    pub pending: Option<String>,
    pub draw_pile: usize,
    pub discard_pile: usize,
    pub pending_factions: Vec<Faction>,
    pub roll_bonus: Vec<Faction>,
}

#[derive(Clone, Debug, Serialize)]
pub struct DfView {
    pub scenario: String,
    pub turn: u8,
    pub weather: &'static str,
    pub weather_space: u16,
    pub vp: i8,
    pub active: Faction,
    pub initiative: Vec<(Faction, MarkerView)>,
    pub action_track: Vec<Option<String>>,
    pub cup: usize,
    pub displays: Vec<(Faction, Vec<String>)>,
    pub planning: Vec<(Faction, Option<String>)>,
    pub units: Vec<UnitView>,
    pub cities: Vec<(String, &'static str)>,
    /// Objectives owned for VP by a lone partisan, not by their city's controller (DF A.2, 2.2), with the
    /// partisan's ideology.
    pub partisan_objectives: Vec<(String, &'static str)>,
    pub supply: Vec<SupplyView>,
    /// The event display (events.rs).
    pub events: EventsView,
    /// The units in the Pending Area (DF 1.M), waiting for High Command.
    pub pending_area: Vec<String>,
    /// Every side of every marker on the Action Track with what it costs now (for the board's order display).
    pub orders: Vec<OrderCost>,
    /// The Strategic Warfare displays' marker boxes (malta, atlantic, bombing; 0: not in play, DF 1.E).
    pub sw: [u8; 3],
    /// The units on each SW display, leftmost zone first (DF 7.9.2; rules 6): out of play.
    pub sw_held: [Vec<String>; 3],
    /// The governed units each display allows in play now (DF 7.9.2: Italian fleets, OKW subs, Western elite
    /// air units).
    pub sw_allowed: [usize; 3],
    /// The Airdrop marker while it holds (DF 8, the Airdrop card): its airborne unit and the attacked hex.
    pub airdrop: Option<AirdropView>,
    /// Western Transport Points (DF 7.9).
    pub tp: u8,
    /// The Western Armor Reserves (DF 7.7.3).
    pub war: u8,
    /// Beachhead markers in the West's force pool (DF 2.4.2).
    pub beachheads: u8,
    /// The Beachheads on the map: their sea hex, the land hex they join, and whether each is a Mulberry.
    pub landed: Vec<LandedView>,
    /// The action cards (DF 3.2), in the variant that has them: hand sizes and discards are public; the
    /// viewer's player sees its own two hands.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cards: Option<CardsView>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CardsView {
    /// Cards in each faction's hand.
    pub hand_sizes: Vec<(Faction, usize)>,
    /// The viewer's hands (card keys).
    pub hands: Vec<(Faction, Vec<String>)>,
    /// Each deck's draw pile size and discards (axis, soviet, west).
    pub decks: Vec<(&'static str, usize, Vec<String>)>,
    /// The cards played in the combat being resolved.
    pub in_play: Vec<(Faction, String)>,
}

fn cards_view(s: &State, viewer: crate::Viewer) -> Option<CardsView> {
    if !s.cards.on {
        return None;
    }
    let key = |c: u8| s.data().actions[c as usize].key.clone();
    let sees = |f: Faction| match viewer {
        crate::Viewer::All => true,
        crate::Viewer::Public => false,
        crate::Viewer::Role(r) => {
            let western = super::victory::western_player();
            western.contains(&r) == western.contains(&f.seat())
        }
    };
    Some(CardsView {
        hand_sizes: FACTIONS.iter().map(|f| (*f, s.cards.hands[*f as usize].len())).collect(),
        hands: FACTIONS.iter().filter(|f| sees(**f)).map(|f| (*f, s.cards.hands[*f as usize].iter().map(|&c| key(c)).collect())).collect(),
        decks: (0..3).map(|k| (["axis", "soviet", "west"][k], s.cards.decks[k].len(), s.cards.discards[k].iter().map(|&c| key(c)).collect())).collect(),
        in_play: s.cards.in_play.iter().map(|&(f, c)| (f, key(c))).collect(),
    })
}

fn orders(s: &State) -> Vec<OrderCost> {
    let d = s.data();
    let mut out = vec![];
    for (b, m) in s.track.iter().enumerate() {
        let Some(m) = *m else { continue };
        let usable = super::round::usable_sides(s, s.active, m);
        for (sd, side) in d.markers[m as usize].sides.iter().enumerate() {
            out.push(OrderCost {
                track_box: b as u8 + 1,
                marker: d.markers[m as usize].key.clone(),
                faction: side.faction,
                order: side.order.key(),
                cost: side.cost,
                surcharge: super::round::surcharge(s, side.faction, b),
                usable: usable.contains(&(sd as u8)),
            });
        }
    }
    out
}

pub fn view(s: &State, viewer: crate::Viewer) -> DfView {
    let d = s.data();
    let key = |m: u8| d.markers[m as usize].key.clone();
    DfView {
        scenario: s.scenario.clone(),
        turn: s.turn,
        weather: s.weather.key(),
        weather_space: s.weather_pos % TRACK + 1,
        vp: s.vp,
        active: s.active,
        initiative: FACTIONS
            .iter()
            .map(|f| {
                let p = s.init[*f as usize];
                (*f, MarkerView { space: p % TRACK + 1, lap: p / TRACK, pending_event: s.pending[*f as usize] })
            })
            .collect(),
        action_track: s.track.iter().map(|m| m.map(key)).collect(),
        cup: s.cup.len(),
        displays: FACTIONS.iter().map(|f| (*f, s.display[*f as usize].iter().map(|(m, _)| key(*m)).collect())).collect(),
        planning: FACTIONS.iter().map(|f| (*f, s.planning[*f as usize].map(key))).collect(),
        units: (0..s.units.len())
            .filter(|&u| !matches!(s.units[u].loc, Loc::Gone | Loc::Later))
            .map(|u| UnitView { key: d.units[u].key.clone(), faction: d.units[u].faction, loc: s.units[u].loc.clone(), steps: s.units[u].steps, showing: s.utype(u).key(), isolated: s.units[u].isolated.key() })
            .collect(),
        cities: s.cities.iter().map(|(h, i)| (h.id(), i.key())).collect(),
        partisan_objectives: s.partisan_owned.iter().map(|(h, i)| (h.id(), i.key())).collect(),
        events: events_view(s),
        pending_area: (0..s.units.len()).filter(|&u| s.units[u].loc == Loc::Pending).map(|u| d.units[u].key.clone()).collect(),
        supply: super::supply::report(s).into_iter().map(|(u, w, i)| SupplyView { unit: d.units[u].key.clone(), why: w.key(), isolated: i.key() }).collect(),
        orders: orders(s),
        sw: s.sw,
        sw_held: s.sw_held.clone().map(|v| v.iter().map(|&u| d.units[u as usize].key.clone()).collect()),
        sw_allowed: [0, 1, 2].map(|t| super::sw::allowed(s, t)),
        airdrop: airdrop_view(s),
        tp: s.tp,
        war: s.war,
        beachheads: s.beachheads,
        landed: super::beachheads::placed(s).map(|(l, b)| LandedView { hex: b.sea_hex.id(), joins: b.target.id(), mulberry: l.mulberry }).collect(),
        cards: cards_view(s, viewer),
    }
}

/// The Airdrop marker (DF 8, L1549): the airborne unit on its Airdrop side and the hex it dropped on.
#[derive(Clone, Debug, Serialize)]
pub struct AirdropView {
    pub unit: String,
    pub hex: String,
}

fn airdrop_view(s: &State) -> Option<AirdropView> {
    let u = s.cards.airdrop?;
    let hex = s.steps.iter().rev().find_map(|x| match x {
        super::state::Step::Cards(c) => Some(c.combat.hex),
        _ => None,
    })?;
    Some(AirdropView { unit: s.data().units[u as usize].key.clone(), hex: hex.id() })
}

/// A Beachhead or Mulberry on the map (DF 2.4.2).
#[derive(Clone, Debug, Serialize)]
pub struct LandedView {
    pub hex: String,
    pub joins: String,
    pub mulberry: bool,
}

fn events_view(s: &State) -> EventsView {
    let d = s.data();
    let key = |c: Option<u8>| c.and_then(|c| d.events.get(c as usize)).map(|c| c.key.clone());
    let e = &s.events;
    let mut pending_factions: Vec<Faction> = FACTIONS.iter().copied().filter(|f| s.pending[*f as usize]).collect();
    pending_factions.sort_by_key(|f| (s.init[*f as usize], s.arrival[*f as usize]));
    EventsView {
        spent: key(e.spent()),
        current: key(e.current),
        pending: key(e.pending),
        draw_pile: e.draw.len(),
        discard_pile: e.discard.len(),
        pending_factions,
        roll_bonus: FACTIONS.iter().copied().filter(|f| super::events::roll_bonus(s, *f) > 0).collect(),
    }
}

/// The dice to come drawn again (the only secret).
pub fn redraw_secrets(s: &State, seed: u64) -> State {
    let mut t = s.clone();
    t.chance.set_rng(crate::Rng::new(seed));
    t
}
