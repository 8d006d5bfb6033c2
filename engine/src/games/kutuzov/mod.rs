//! Kutuzov (GMT Games, 2008), from the seed `001_dca055caecf9d185.txt`: two Imperial Powers against two
//! Tsarist Powers on an approximate point-to-point map of 1812. Rule code cites the rule book's sections
//! as `KUT 12.5` (shared/reference/kutuzov.md); what this version plays and leaves out is listed in
//! docs/games/kutuzov.md.

pub mod ai;
pub mod allies;
pub mod ally_flags;
pub mod army_group;
pub mod attrition;
pub mod auction;
pub mod battle;
pub mod bridges;
pub mod command;
pub mod control;
pub mod data;
pub mod deploy;
pub mod dismiss;
pub mod dmc;
pub mod engage;
pub mod entrench;
pub mod evacuation;
pub mod group_intercept;
pub mod events;
pub mod flag_limits;
pub mod halve;
pub mod hand_limit;
pub mod hold;
pub mod impulse;
pub mod intercept;
pub mod join;
pub mod morale;
pub mod naming;
pub mod odds;
pub mod position;
pub mod recovery;
pub mod relief;
pub mod retreat_from_moscow;
pub mod revolt;
pub mod route;
pub mod scorch;
pub mod sea;
pub mod setup;
pub mod siege;
pub mod single_hand;
pub mod state;
pub mod supply;
pub mod text;
pub mod turn;
pub mod view;
pub mod will_to_fight;

use std::sync::Arc;

use crate::kit::steps;
use crate::record::Header;
use crate::{Arg, Described, Game, GameMeta, Illegal, LogEntry, Outcome, Prompt, Roles, Seat, SetupError, Target, TargetKind};

use data::{KutData, LeaderId, SpaceId, CONTINGENT_KEYS};
use state::State;

pub struct Kutuzov;

/// An action: one choice from a prompt's list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Play a card for its CP (KUT 5.5).
    Card(u16),
    /// Buy a card with resources (KUT 4.2).
    Buy,
    /// End the impulse or the spending of CP; pass with no card.
    Done,
    Move { leader: LeaderId, to: SpaceId },
    /// Move the army group this leader commands into an adjacent space, for 1 CP per army (KUT 10.63, rules 13).
    MoveGroup { leader: LeaderId, to: SpaceId },
    MoveSp { c: u8, from: SpaceId, to: SpaceId },
    /// Ask the partner Power for this leader's army to join the Power's army groups this impulse (KUT 10.61,
    /// rules 16): its owner consents or refuses.
    AskJoin(LeaderId),
    /// Propose this leader of one's own as the Commander of the two-Power group he stands in (KUT 10.62, rules
    /// 16): the partner consents or refuses.
    ProposeCommander(LeaderId),
    /// Name this leader of one's own the Commander of the army group he stands in (KUT 10.6, rules 17, E75).
    NameCommander(LeaderId),
    /// The partner consents: to its army joining the asking Power's group (KUT 10.61), or to the asking Power's
    /// leader commanding their group (10.62); rules 16.
    Consent,
    /// R1's convoy (KUT 15.2, rules 14): this leader with his army, up to five units, by sea to this friendly port.
    Convoy { leader: LeaderId, to: SpaceId },
    /// R1's convoy of its choosing (KUT 15.2, rules 16, E71): one or two leaders and `sp` SP of the port, five
    /// units at most, to this friendly port.
    ConvoyPart { leader: LeaderId, second: Option<LeaderId>, sp: u8, to: SpaceId },
    /// R1's convoy of leaderless SP (KUT 15.2, rules 14): up to five SP from this port to that friendly port.
    ConvoySp { from: SpaceId, to: SpaceId },
    Flag(SpaceId),
    /// Place the Imperial ally's own flag, Austrian (FS) or Prussian (FN), by its formation (KUT 7, L749;
    /// rules 17, E73).
    FlagAlly(SpaceId),
    Build { c: u8, space: SpaceId },
    BuildLeader { leader: LeaderId, space: SpaceId },
    Regroup { c: u8, space: SpaceId },
    RegroupLeader { leader: LeaderId, space: SpaceId },
    MarkerDie,
    /// An Imperial attrition marker die (KUT 14.46): 1 CP.
    AttritionDie,
    Retreat(SpaceId),
    /// Besiege the enemy fortress the leader's army stands in (KUT 13.2): no CP.
    Siege(LeaderId),
    /// Try to intercept into the space an enemy army entered with this leader's army (KUT 11.1).
    Intercept(LeaderId),
    /// Try to intercept with an army group, declared beforehand (KUT 11.51, rules 16): this leader commands
    /// it, and the Power's other unmarked leaders in his space go with him.
    InterceptGroup(LeaderId),
    /// Try to intercept with leaderless soldiers under #109 Distant Gunfire's virtual leader (rules 5, L1100):
    /// the Power's SP of contingent `c` in `from`.
    InterceptSp { c: u8, from: SpaceId },
    /// Try to evade to this space (KUT 11.6); in a zone, from rules 10, the zone itself: stay there.
    Evade(SpaceId),
    /// One SP of contingent `c` without a leader tries to evade to this space (KUT 11.6, rules 10: soldiers
    /// evade piece by piece).
    EvadeSp { c: u8, to: SpaceId },
    /// Attack the enemy formations in the zone this leader's army stands in, for 1 CP (KUT 10.72, 11.6;
    /// rules 10): they may evade again.
    Attack(LeaderId),
    /// Entering a zone held by the enemy, the one leaderless SP of contingent `c` that moved attacks at once
    /// (KUT 10.71, rules 18, E48).
    AttackSp(u8),
    /// The lone SP of contingent `c` attacks the enemy sharing its zone `at`, for 1 CP (KUT 10.72, rules 19,
    /// E77): its camp's other SP there take no part.
    ZoneAttackSp { c: u8, at: SpaceId },
    /// Take a pre-emptive impulse now (KUT 4.22).
    Preempt,
    /// Discard the regular cards and draw one fewer (KUT 2.8).
    Mulligan,
    /// Discard a card of one's choice down to the hand limit (KUT 17.43).
    Discard(u16),
    /// Place the Troop Deployment Magazine (KUT 17.31).
    Magazine(SpaceId),
    /// Deploy a leader with the SP he commands from the magazine (KUT 17.31, E12).
    DeployLeader { leader: LeaderId, to: SpaceId },
    /// Remove this leader of one's own after the deployment, as if eliminated in battle (KUT 17.36, rules 16).
    Dismiss(LeaderId),
    /// Deploy one SP from the magazine (KUT 17.31).
    DeploySp { c: u8, to: SpaceId },
    /// Entrench a space for one resource (KUT 12.45, 16.6).
    Entrench(SpaceId),
    /// Spend a resource to halve the dice of the next attrition roll of this leader's formation, the Power's own
    /// or its ally's (KUT 16.4, rules 21).
    HalveAttrition(LeaderId),
    /// Spend a resource on 8 attrition marker dice (KUT 16.51).
    AttritionResource,
    /// Spend a resource on 8 Morale Loss marker dice (KUT 16.54, rules 4).
    MoraleResource,
    /// Place a DMC in this duchy (KUT 17.2, rules 4).
    Dmc(SpaceId),
    /// FN keeps up the conquest of Russia (KUT 19.721).
    KeepFighting,
    /// FN adopts Retreat from Moscow (KUT 19.722); FN takes this many of the camp's 2 resources, FS the rest.
    RetreatFromMoscow(u8),
    /// Take the top card of the camp's chit pile into the hand (Play Book ch. 6 (5)).
    DrawChit,
    /// Play a card for its event (KUT 5.1), in the impulse or in a battle or response window (5.2, 5.3).
    Event(u16),
    /// Place a Supply Train in this duchy (#6, #13, L712; rules 6).
    SupplyTrain(SpaceId),
    /// Spend a resource to scorch this duchy (KUT 16.57, rules 8).
    Scorch(SpaceId),
    /// Place the To the Bridges marker on the River line from this Imperial home duchy to this Tsarist one
    /// (KUT 18.2, rules 11).
    Bridge(SpaceId, SpaceId),
    /// The To the Bridges deployment from this space to the Imperial end of the Power's bridge (KUT 18.2,
    /// rules 11).
    BridgeDeploy(SpaceId),
}

/// How the players hold the Powers (KUT 2.1–2.33): seats are FN, R1, FS, R2.
pub fn roles_for(players: &str) -> Roles {
    crate::games::catalog::kutuzov_roles(players)
}

/// At most this many automatic steps between two decisions.
const SETTLE_LIMIT: usize = 10_000;

pub fn advance(state: &mut State) {
    let _ = steps::settle(state, SETTLE_LIMIT);
}

/// A position file read (position.rs): as written, then the automatic steps on top run, and the position
/// must pass the game's invariants.
#[cfg(feature = "native-positions")]
fn read_position(text: &str, pack: Arc<KutData>, header: &Header) -> Result<State, SetupError> {
    let mut s = position::read(text, pack, header).map_err(SetupError)?;
    steps::settle(&mut s, SETTLE_LIMIT).map_err(|e| SetupError(format!("Kutuzov position: its automatic steps: {e}")))?;
    <Kutuzov as Game>::check_invariants(&s).map_err(|e| SetupError(format!("Kutuzov position: {e}")))?;
    Ok(s)
}

/// Kutuzov's position reader is left out of the web bundles (engine feature `native-positions`,
/// docs/web-size.md): the command line reads position files.
#[cfg(not(feature = "native-positions"))]
fn read_position(_text: &str, _pack: Arc<KutData>, _header: &Header) -> Result<State, SetupError> {
    Err(SetupError("this page does not open Kutuzov position files; the command line does (`sandtable setup kutuzov <file>`, docs/positions.md)".into()))
}

impl Game for Kutuzov {
    type State = State;
    type Action = Action;
    type View = view::KutView;
    type Data = KutData;
    const READS_POSITIONS: bool = cfg!(feature = "native-positions");

    fn meta() -> &'static GameMeta {
        &crate::games::catalog::KUTUZOV
    }

    fn roles(_scenario: &str, options: &std::collections::BTreeMap<String, String>) -> Roles {
        roles_for(options.get("players").map(String::as_str).unwrap_or("4"))
    }

    fn builtin_data() -> Arc<KutData> {
        data::builtin()
    }

    fn builtin_files() -> Vec<(&'static str, &'static str)> {
        data::embedded_files()
    }

    fn read_data(name: &str, files: &[(&str, &str)]) -> Result<KutData, crate::kit::table::Errors> {
        data::parse_pack(name, files)
    }

    fn data_ref(d: &KutData) -> crate::PackRef {
        crate::PackRef { name: d.name.clone(), hash: d.hash.clone() }
    }

    fn setup(header: &Header, pack: Arc<KutData>) -> Result<State, SetupError> {
        if !(1..=Self::meta().rules_version).contains(&header.rules) {
            return Err(SetupError(format!("rules version {} of Kutuzov is not one this version knows (1–{})", header.rules, Self::meta().rules_version)));
        }
        if let Some(text) = &header.position {
            return read_position(text, pack, header);
        }
        setup::setup(header, pack)
    }

    fn position(state: &State) -> Option<String> {
        position::write(state)
    }

    fn position_examples() -> &'static [&'static str] {
        &[include_str!("../../../tests/fixtures/kutuzov/smolensk.position")]
    }

    fn prompt(state: &State) -> Prompt<Action> {
        steps::prompt(state)
    }

    fn apply_legal(state: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        let r = steps::apply(state, seat, action, SETTLE_LIMIT);
        // KUT 12.45: an entrenchment left without an army or 4 SP goes at once.
        entrench::check(state);
        // KUT 9.31 b (rules 13): a hesitant ally stranded in Russia without an Imperial flag regroups at once.
        allies::hesitant_to_regroup(state);
        // Play Book 9.3, L2696 (rules 18): the Prussian revolt at Sauve Qui Peut, once no battle is under way.
        if revolt::check(state) {
            let _ = steps::settle(state, SETTLE_LIMIT);
        }
        // KUT 19.722 (rules 8): a city the Imperials have left on turn 4 is given up at once.
        evacuation::check(state);
        // KUT 16.57: once Kutuzov has been on the map, scorching for resources has no limit per impulse.
        scorch::note_kutuzov(state);
        r
    }

    fn view(state: &State, viewer: crate::Viewer) -> view::KutView {
        view::view(state, viewer)
    }

    /// The hands the seat's player may not see and the decks dealt again from the same cards (Home cards
    /// from their camp's Home deck, the others from the draw deck), and new dice.
    fn redraw_secrets(state: &State, seat: Seat, seed: u64) -> Option<State> {
        let mut s = state.clone();
        let mut rng = crate::Rng::new(seed);
        let hidden: Vec<usize> = (0..4).filter(|&p| !view::sees_hand(state, crate::Viewer::Role(seat), p as Seat)).collect();
        let is_home = |c: u16| state.data.card(c).is_some_and(|x| matches!(x.class, data::CardClass::ImperialHome | data::CardClass::TsaristHome));
        let locked = |c: u16| state.data.card(c).is_some_and(|x| x.locked.is_some());
        // Pools: the draw deck with every hidden regular card; each camp's Home deck with its hidden Home cards.
        let mut regular: Vec<u16> = s.deck.clone();
        let mut home: [Vec<u16>; 2] = [s.home_deck[0].clone(), s.home_deck[1].clone()];
        for &p in &hidden {
            for &c in &s.hands[p] {
                if locked(c) {
                    continue;
                }
                if is_home(c) {
                    home[data::camp_of(p as u8) as usize].push(c);
                } else {
                    regular.push(c);
                }
            }
        }
        // The chit piles (single hand game) are face down to everyone.
        for chits in &s.chits {
            for &c in chits {
                if is_home(c) {
                    home[state.data.card(c).map_or(0, |x| (x.class == data::CardClass::TsaristHome) as usize)].push(c);
                } else {
                    regular.push(c);
                }
            }
        }
        rng.shuffle(&mut regular);
        rng.shuffle(&mut home[0]);
        rng.shuffle(&mut home[1]);
        for &p in &hidden {
            let old = std::mem::take(&mut s.hands[p]);
            let camp = data::camp_of(p as u8) as usize;
            for c in old {
                let new = if locked(c) {
                    c
                } else if is_home(c) {
                    home[camp].pop().unwrap_or(c)
                } else {
                    regular.pop().unwrap_or(c)
                };
                s.hands[p].push(new);
            }
        }
        for camp in 0..2 {
            let old = std::mem::take(&mut s.chits[camp]);
            for c in old {
                let new = if is_home(c) { home[camp].pop().unwrap_or(c) } else { regular.pop().unwrap_or(c) };
                s.chits[camp].push(new);
            }
        }
        s.deck = regular;
        s.home_deck = home;
        s.chance.set_rng(crate::Rng::new(rng.next_u64()));
        Some(s)
    }

    fn outcome(state: &State) -> Option<Outcome> {
        state.outcome.clone()
    }

    fn describe(state: &State, action: &Action) -> Described {
        let d = state.data();
        let space = |s: SpaceId| d.spaces[s as usize].key.clone();
        let leader = |l: LeaderId| d.leaders[l as usize].key.clone();
        let plain = |notation: String, label: &str, args: Vec<Arg>, target: Option<Target>| Described { notation, label: label.into(), args, target };
        let sp_t = |s: SpaceId| Some(Target::new(TargetKind::Space, space(s)));
        match *action {
            Action::Card(c) => plain(format!("card {c}"), "kut.a.card", vec![Arg::Card(c)], Some(Target::new(TargetKind::Card, c.to_string()))),
            Action::Event(c) => plain(format!("event {c}"), "kut.a.event", vec![Arg::Card(c)], Some(Target::new(TargetKind::Card, c.to_string()))),
            Action::Buy => plain("buy".into(), "kut.a.buy", vec![], None),
            // KUT 10.71 (rules 12): entering an enemy zone, "done" is staying without attacking.
            Action::Done if matches!(state.steps.last(), Some(state::Step::Engage(_))) => plain("stay".into(), "kut.a.engage_stay", vec![], None),
            // KUT 9, 5.23 (rules 15): in an Emergency Recovery, "done" accepts the drop.
            Action::Done if matches!(state.steps.last(), Some(state::Step::Recovery(_) | state::Step::AttritionRecovery(_))) => plain("accept".into(), "kut.a.recovery_accept", vec![], None),
            // KUT 10.61 (rules 16): asked for an army to join a group, "done" refuses.
            Action::Done if matches!(state.steps.last(), Some(state::Step::JoinConsent(_) | state::Step::CommandConsent(_))) => plain("refuse".into(), "kut.a.join_refuse", vec![], None),
            Action::Done => plain("done".into(), "kut.a.done", vec![], None),
            Action::Dismiss(l) => plain(format!("dismiss {}", leader(l)), "kut.a.dismiss", vec![Arg::Unit(leader(l))], None),
            Action::ProposeCommander(l) => plain(format!("propose-commander {}", leader(l)), "kut.a.propose_commander", vec![Arg::Unit(leader(l))], None),
            Action::NameCommander(l) => plain(format!("name-commander {}", leader(l)), "kut.a.name_commander", vec![Arg::Unit(leader(l))], None),
            Action::AskJoin(l) => plain(format!("ask-join {}", leader(l)), "kut.a.ask_join", vec![Arg::Unit(leader(l))], None),
            // KUT 10.62 (rules 16): consenting to the partner's Commander.
            Action::Consent if matches!(state.steps.last(), Some(state::Step::CommandConsent(_))) => plain("consent".into(), "kut.a.command_consent", vec![], None),
            Action::Consent => plain("consent".into(), "kut.a.join_consent", vec![], None),
            Action::Move { leader: l, to } => plain(format!("move {} {}", leader(l), space(to)), "kut.a.move", vec![Arg::Unit(leader(l)), Arg::Space(space(to))], sp_t(to)),
            Action::MoveGroup { leader: l, to } => plain(format!("move-group {} {}", leader(l), space(to)), "kut.a.move_group", vec![Arg::Unit(leader(l)), Arg::Space(space(to))], sp_t(to)),
            Action::MoveSp { c, from, to } => plain(
                format!("move-sp {} {} {}", CONTINGENT_KEYS[c as usize], space(from), space(to)),
                "kut.a.move_sp",
                vec![Arg::Key(format!("kut.contingent.{}", CONTINGENT_KEYS[c as usize])), Arg::Space(space(from)), Arg::Space(space(to))],
                sp_t(to),
            ),
            Action::Convoy { leader: l, to } => plain(format!("convoy {} {}", leader(l), space(to)), "kut.a.convoy", vec![Arg::Unit(leader(l)), Arg::Space(space(to))], sp_t(to)),
            Action::ConvoyPart { leader: l, second, sp, to } => match second {
                Some(m) => plain(format!("convoy-part {} {} {sp} {}", leader(l), leader(m), space(to)), "kut.a.convoy_two", vec![Arg::Unit(leader(l)), Arg::Unit(leader(m)), Arg::Num(sp as i32), Arg::Space(space(to))], sp_t(to)),
                None => plain(format!("convoy-part {} {sp} {}", leader(l), space(to)), "kut.a.convoy_part", vec![Arg::Unit(leader(l)), Arg::Num(sp as i32), Arg::Space(space(to))], sp_t(to)),
            },
            Action::ConvoySp { from, to } => plain(format!("convoy-sp {} {}", space(from), space(to)), "kut.a.convoy_sp", vec![Arg::Space(space(from)), Arg::Space(space(to))], sp_t(to)),
            Action::Flag(s) => plain(format!("flag {}", space(s)), "kut.a.flag", vec![Arg::Space(space(s))], sp_t(s)),
            Action::FlagAlly(s) => plain(format!("flag-ally {}", space(s)), "kut.a.flag_ally", vec![Arg::Space(space(s))], sp_t(s)),
            Action::Build { c, space: s } => plain(
                format!("build {} {}", CONTINGENT_KEYS[c as usize], space(s)),
                "kut.a.build",
                vec![Arg::Key(format!("kut.contingent.{}", CONTINGENT_KEYS[c as usize])), Arg::Space(space(s))],
                sp_t(s),
            ),
            Action::Regroup { c, space: s } => plain(
                format!("regroup {} {}", CONTINGENT_KEYS[c as usize], space(s)),
                "kut.a.regroup",
                vec![Arg::Key(format!("kut.contingent.{}", CONTINGENT_KEYS[c as usize])), Arg::Space(space(s))],
                sp_t(s),
            ),
            Action::BuildLeader { leader: l, space: s } => {
                plain(format!("build-leader {} {}", leader(l), space(s)), "kut.a.build_leader", vec![Arg::Unit(leader(l)), Arg::Space(space(s))], sp_t(s))
            }
            Action::RegroupLeader { leader: l, space: s } => {
                plain(format!("regroup-leader {} {}", leader(l), space(s)), "kut.a.regroup_leader", vec![Arg::Unit(leader(l)), Arg::Space(space(s))], sp_t(s))
            }
            Action::MarkerDie => plain("marker-die".into(), "kut.a.marker_die", vec![], None),
            Action::AttritionDie => plain("attrition-die".into(), "kut.a.attrition_die", vec![], None),
            Action::Retreat(s) => plain(format!("retreat {}", space(s)), "kut.a.retreat", vec![Arg::Space(space(s))], sp_t(s)),
            Action::Preempt => plain("preempt".into(), "kut.a.preempt", vec![], None),
            Action::Mulligan => plain("mulligan".into(), "kut.a.mulligan", vec![], None),
            Action::Discard(c) => plain(format!("discard {c}"), "kut.a.discard", vec![Arg::Card(c)], Some(Target::new(TargetKind::Card, c.to_string()))),
            Action::Magazine(x) => plain(format!("magazine {}", space(x)), "kut.a.magazine", vec![Arg::Space(space(x))], sp_t(x)),
            Action::DeployLeader { leader: l, to } => plain(format!("deploy {} {}", leader(l), space(to)), "kut.a.deploy", vec![Arg::Unit(leader(l)), Arg::Space(space(to))], sp_t(to)),
            Action::DeploySp { c, to } => plain(
                format!("deploy-sp {} {}", CONTINGENT_KEYS[c as usize], space(to)),
                "kut.a.deploy_sp",
                vec![Arg::Key(format!("kut.contingent.{}", CONTINGENT_KEYS[c as usize])), Arg::Space(space(to))],
                sp_t(to),
            ),
            Action::HalveAttrition(l) => plain(format!("halve-attrition {}", leader(l)), "kut.a.halve_attrition", vec![Arg::Unit(leader(l))], None),
            Action::AttritionResource => plain("attrition-resource".into(), "kut.a.attrition_resource", vec![], None),
            Action::MoraleResource => plain("morale-resource".into(), "kut.a.morale_resource", vec![], None),
            Action::Dmc(x) => plain(format!("dmc {}", space(x)), "kut.a.dmc", vec![Arg::Space(space(x))], sp_t(x)),
            Action::SupplyTrain(x) => plain(format!("supply-train {}", space(x)), "kut.a.supply_train", vec![Arg::Space(space(x))], sp_t(x)),
            Action::Scorch(x) => plain(format!("scorch {}", space(x)), "kut.a.scorch", vec![Arg::Space(space(x))], sp_t(x)),
            Action::Bridge(a, b) => plain(format!("bridge {} {}", space(a), space(b)), "kut.a.bridge", vec![Arg::Space(space(a)), Arg::Space(space(b))], sp_t(b)),
            Action::BridgeDeploy(x) => {
                let to = match state.steps.last() {
                    Some(state::Step::BridgeDeploy(d)) => space(d.to),
                    _ => String::new(),
                };
                plain(format!("bridge-deploy {}", space(x)), "kut.a.bridge_deploy", vec![Arg::Space(space(x)), Arg::Space(to)], sp_t(x))
            }
            Action::DrawChit => plain("draw-chit".into(), "kut.a.draw_chit", vec![], None),
            Action::KeepFighting => plain("keep-fighting".into(), "kut.a.keep_fighting", vec![], None),
            Action::RetreatFromMoscow(n) => plain(format!("retreat-from-moscow {n}"), "kut.a.retreat_from_moscow", vec![Arg::Num(n as i32), Arg::Num(2 - n.min(2) as i32)], None),
            Action::Entrench(x) => plain(format!("entrench {}", space(x)), "kut.a.entrench", vec![Arg::Space(space(x))], sp_t(x)),
            Action::Intercept(l) => plain(format!("intercept {}", leader(l)), "kut.a.intercept", vec![Arg::Unit(leader(l))], None),
            Action::InterceptGroup(l) => plain(format!("intercept-group {}", leader(l)), "kut.a.intercept_group", vec![Arg::Unit(leader(l))], None),
            Action::InterceptSp { c, from } => plain(
                format!("intercept-sp {} {}", CONTINGENT_KEYS[c as usize], space(from)),
                "kut.a.intercept_sp",
                vec![Arg::Key(format!("kut.contingent.{}", CONTINGENT_KEYS[c as usize])), Arg::Space(space(from))],
                sp_t(from),
            ),
            Action::Evade(x) => {
                // KUT 11.6 (rules 10): in a zone the formation may evade and stay where it is.
                let stay = matches!(state.steps.last(), Some(state::Step::Evade(e)) if e.at == x);
                plain(format!("evade {}", space(x)), if stay { "kut.a.evade_stay" } else { "kut.a.evade" }, vec![Arg::Space(space(x))], sp_t(x))
            }
            Action::EvadeSp { c, to } => plain(
                format!("evade-sp {} {}", CONTINGENT_KEYS[c as usize], space(to)),
                // KUT 11.6 (rules 19): in a zone one SP may evade and stay there.
                if matches!(state.steps.last(), Some(state::Step::Evade(e)) if e.at == to) { "kut.a.evade_sp_stay" } else { "kut.a.evade_sp" },
                vec![Arg::Key(format!("kut.contingent.{}", CONTINGENT_KEYS[c as usize])), Arg::Space(space(to))],
                sp_t(to),
            ),
            Action::Attack(l) => {
                let at = match state.leaders[l as usize] {
                    state::Place::Map(x) => Some(Target::new(TargetKind::Space, space(x))),
                    _ => None,
                };
                // KUT 10.71 (rules 12): the attack that is the move's own costs no further CP.
                let label = if matches!(state.steps.last(), Some(state::Step::Engage(_))) { "kut.a.engage_attack" } else { "kut.a.attack" };
                plain(format!("attack {}", leader(l)), label, vec![Arg::Unit(leader(l))], at)
            }
            Action::AttackSp(c) => plain(
                format!("attack-sp {}", CONTINGENT_KEYS[c as usize]),
                "kut.a.attack_sp",
                vec![Arg::Key(format!("kut.contingent.{}", CONTINGENT_KEYS[c as usize]))],
                None,
            ),
            Action::ZoneAttackSp { c, at } => plain(
                format!("attack-sp {} {}", CONTINGENT_KEYS[c as usize], space(at)),
                "kut.a.zone_attack_sp",
                vec![Arg::Key(format!("kut.contingent.{}", CONTINGENT_KEYS[c as usize])), Arg::Space(space(at))],
                sp_t(at),
            ),
            Action::Siege(l) => {
                let at = match state.leaders[l as usize] {
                    state::Place::Map(x) => Some(Target::new(TargetKind::Space, space(x))),
                    _ => None,
                };
                plain(format!("siege {}", leader(l)), "kut.a.siege", vec![Arg::Unit(leader(l))], at)
            }
        }
    }

    fn log(state: &State) -> Vec<LogEntry> {
        state.log.to_vec()
    }

    fn log_len(state: &State) -> usize {
        state.log.len()
    }

    fn turn(state: &State) -> Option<u32> {
        Some(state.turn as u32)
    }

    fn information(state: &State) -> u32 {
        state.chance.information
    }

    fn texts() -> crate::text::Catalog {
        text::TEXTS
    }

    fn card_name(d: &KutData, card: u16, lang: crate::text::Lang) -> Option<String> {
        let c = d.card(card)?;
        let name = lang.pick(&c.name_en, &c.name_ko);
        Some(if name == "-" { format!("#{card}") } else { format!("#{card} {name}") })
    }

    fn space_name(d: &KutData, key: &str, lang: crate::text::Lang) -> Option<String> {
        let s = &d.spaces[d.space(key)? as usize];
        Some(lang.pick(&s.name_en, &s.name_ko).to_string())
    }

    fn unit_name(d: &KutData, key: &str, lang: crate::text::Lang) -> Option<String> {
        let l = &d.leaders[d.leader(key)? as usize];
        Some(lang.pick(&l.name_en, &l.name_ko).to_string())
    }

    /// Battles, sieges, interceptions, evasions and marker dice (odds.rs).
    fn odds(state: &State, action: &Action) -> Option<crate::kit::odds::Odds> {
        odds::odds(state, action)
    }

    fn computer() -> Option<&'static dyn crate::ai::Computer> {
        Some(&crate::ai::Player::<Kutuzov>::NEW)
    }

    fn careful_lookahead() -> u32 {
        1
    }

    /// KUT 16.4 (rules 21): a resource halving an attrition roll is offered for every leader of the camp with
    /// nearly every decision while a resource is in hand; drawn as often as any other choice, random play would
    /// spend every resource on it (a score of halvings a game, most never used). Kept once in RARE draws.
    fn rarity(_state: &State, action: &Action) -> u32 {
        if matches!(action, Action::HalveAttrition(_)) {
            crate::rng::RARE
        } else {
            1
        }
    }

    fn check_invariants(state: &State) -> Result<(), String> {
        let d = state.data();
        for c in 0..6 {
            if state.total_sp(c) > d.mix_sp[c] as u32 {
                return Err(format!("{} has {} SP, more than the counter mix's {}", CONTINGENT_KEYS[c], state.total_sp(c), d.mix_sp[c]));
            }
        }
        // Every card is in exactly one place.
        let mut seen = std::collections::HashSet::new();
        let places = state.hands.iter().flatten().chain(&state.deck).chain(&state.discard).chain(state.home_used.iter().flatten()).chain(state.home_deck.iter().flatten()).chain(&state.out_of_play).chain(state.chits.iter().flatten()).chain(&state.face_up);
        for &c in places {
            if !seen.insert(c) {
                return Err(format!("card #{c} is in two places"));
            }
        }
        if seen.len() != d.cards.len() {
            return Err(format!("{} cards in play, the deck has {}", seen.len(), d.cards.len()));
        }
        for (i, sp) in d.spaces.iter().enumerate() {
            if sp.kind != data::Kind::Duchy && state.flags[i].is_some() {
                return Err(format!("a flag in {}, which takes none (KUT 1.7)", sp.key));
            }
            // KUT 3.1: enemies never share a duchy once a battle is over (an enemy fortress aside; a relief force
            // waiting for its 6.34 battle at the impulse's end).
            if sp.kind == data::Kind::Duchy && state.camp_present(i as u16, 0) && state.camp_present(i as u16, 1) && !relief::waiting(state, i as u16) && matches!(state.steps.last(), Some(state::Step::Impulse(_) | state::Step::Spend(_))) {
                return Err(format!("both camps in {}", sp.key));
            }
        }
        if state.outcome.is_none() && state.steps.is_empty() {
            return Err("no pending step while the game runs".into());
        }
        if state.morale.iter().zip(&d.morale).any(|(&m, boxes)| m as usize >= boxes.len()) && state.outcome.is_none() {
            return Err("a morale below the track while the game runs".into());
        }
        if state.turn > 4 {
            return Err(format!("turn {}", state.turn));
        }
        Ok(())
    }
}
