//! Rules 11: bridges over River lines. Scenario 1's Imperial surprise (KUT 18.2, L2454–L2470): each Imperial
//! Power's To the Bridges marker, placed in its first impulse, Clear for the Imperials, removed when a Tsarist
//! formation ends an impulse at either end, and the To the Bridges deployment after that first impulse; the
//! permanent bridges of scenarios 2–4 (L2483–L2485). The Play Book's examples T65 (L2362–L2366) and T66
//! (L2368–L2372), and each rule read the other way.

use engine::games::kutuzov::bridges;
use engine::games::kutuzov::data::{LineType, Nation, FN, FS, IMPERIAL, R1, TSARIST};
use engine::games::kutuzov::impulse::Impulse;
use engine::games::kutuzov::state::{Place, State, Step};
use engine::games::kutuzov::Kutuzov;
use engine::Game;

use super::common::*;

/// A regular card of 3 CP with no event (D30).
const THREE_CP: u16 = 53;

/// Answers every card window with "done" until another prompt comes.
fn past_windows(s: &mut State) {
    while Kutuzov::prompt(s).id.starts_with("kut.window") {
        act(s, "done");
    }
}

fn logged(s: &State, id: &str) -> usize {
    s.log.iter().filter(|e| e.id == id).count()
}

/// FN's first impulse of scenario 1 (R1 holding a card, so the turn goes on): Napoleon with 8 French SP in
/// Königsberg, the Tsarist cavalry (one R1 SP) in Tilsit across the Niemen, Ney with 6 French SP in the Poland
/// zone. With `bridge` FN places its marker on Königsberg–Tilsit first; then it plays 5 CP and Napoleon moves
/// into Tilsit.
fn napoleon_into_tilsit(bridge: bool) -> State {
    let mut s = bare_s1(&[FIVE_CP], &[THREE_CP]);
    put_leader(&mut s, "napoleon", "konigsberg");
    put(&mut s, FN, Nation::French, "konigsberg", 8);
    put(&mut s, R1, Nation::Russian, "tilsit", 1);
    put_leader(&mut s, "ney", "zone-poland");
    put(&mut s, FN, Nation::French, "zone-poland", 6);
    if bridge {
        act(&mut s, "bridge konigsberg tilsit");
    }
    act(&mut s, &format!("card {FIVE_CP}"));
    act(&mut s, "move napoleon tilsit");
    s
}

/// Ends FN's spending and its impulse.
fn fn_ends_its_impulse(s: &mut State) {
    while Kutuzov::prompt(s).id == "kut.spend" || Kutuzov::prompt(s).id == "kut.impulse" && Kutuzov::prompt(s).seat == Some(FN) {
        act(s, "done");
    }
}

#[test]
fn the_imperial_powers_hold_to_the_bridges_markers_for_their_first_impulse() {
    // KUT 18.2 (L2462): at the start of its first impulse each Imperial Power receives one marker, to be
    // placed on a River line joining an Imperial home duchy and a Tsarist home duchy.
    let s = bare_s1(&[FIVE_CP], &[]);
    assert_eq!(s.bridge_first_impulse, vec![FN, FS]);
    for line in ["bridge konigsberg tilsit", "bridge konigsberg kovno", "bridge masuria grodno", "bridge warsaw grodno", "bridge lemberg stanislovov"] {
        assert!(offered(&s, line), "{line}");
    }
    // Not a River line, or not between the two camps' homes.
    assert!(!notations(&s).iter().any(|n| n.starts_with("bridge kovno") || n.contains("vilna")));
    // The other reading: no marker under rules 10, nor in a scenario without the surprise.
    let mut old = bare_s1(&[FIVE_CP], &[]);
    old.rules = 10;
    assert!(!notations(&old).iter().any(|n| n.starts_with("bridge ")));
    assert!(start("s2", 5).bridge_first_impulse.is_empty());
}

#[test]
fn t65_a_bridged_niemen_gives_the_tilsit_cavalry_no_river_dice() {
    // Play Book, To the Bridges example 1 (L2362–L2364): with the Bridge the line is Clear for the French, so
    // the Tsarist cavalry would not have had the terrain effect even had it not tried to evade (KUT 12.43:
    // +3 dice across a River in round 1). The cavalry declines to evade here, so 11.8 takes nothing.
    let mut with = napoleon_into_tilsit(true);
    with.chance.script.dice = vec![1; 80];
    act(&mut with, "done");
    past_windows(&mut with);
    let mut without = napoleon_into_tilsit(false);
    without.chance.script.dice = vec![1; 80];
    act(&mut without, "done");
    past_windows(&mut without);
    let (bridged, river) = (dice_of(&with, "tsarist")[0], dice_of(&without, "tsarist")[0]);
    assert_eq!(river - bridged, 3, "the River's 3 terrain dice, none over the bridge");
}

#[test]
fn t65_napoleon_beaten_goes_back_over_the_bridge_without_attrition_and_the_bridge_goes() {
    // L2364–L2366: the cavalry fails to evade; "to everyone's surprise" the Tsarists win; Napoleon's group
    // retreats to Königsberg, over the bridge as over a Clear line: no attrition (KUT 10.44 gives a retreat
    // across a River one instance). With the Tsarists left in Tilsit the marker is removed at the impulse's
    // end, and FN has no bridge to deploy to.
    let beaten = |bridge: bool| {
        let mut probe = napoleon_into_tilsit(bridge);
        probe.chance.script.dice = vec![1; 80];
        act(&mut probe, "evade-sp r1 kovno");
        past_windows(&mut probe);
        let (imperial, tsarist) = (dice_of(&probe, "imperial")[0] as usize, dice_of(&probe, "tsarist")[0] as usize);
        let mut s = napoleon_into_tilsit(bridge);
        // The evasion fails (2), every Imperial die a 1, every Tsarist die a 6, every die after a 1.
        s.chance.script.dice = [vec![1, 1], vec![1; imperial], vec![6; tsarist], vec![1; 80]].concat();
        act(&mut s, "evade-sp r1 kovno");
        past_windows(&mut s);
        s
    };
    let mut s = beaten(true);
    assert!(s.log.iter().any(|e| e.id == "kut.battle_won" && e.args[0] == engine::Arg::Key("kut.camp.tsarist".into())));
    let (konigsberg, tilsit) = (sp(&s, "konigsberg"), sp(&s, "tilsit"));
    assert_eq!(leader_at(&s, "napoleon"), Place::Map(konigsberg));
    assert_eq!(logged(&s, "kut.attrition"), 0, "no retreat attrition over the bridge");
    assert_eq!(s.sp[tilsit as usize][4], 1, "the cavalry holds Tilsit");
    assert_eq!(s.bridges.len(), 1, "the marker stays until the impulse ends");
    fn_ends_its_impulse(&mut s);
    assert!(s.bridges.is_empty(), "a Tsarist formation in an end duchy at the impulse's end");
    assert_eq!(logged(&s, "kut.bridge_removed"), 1);
    assert_ne!(Kutuzov::prompt(&s).id, "kut.bridge_deploy");
    assert!(s.bridge_first_impulse == vec![FS], "FN's first impulse is over");

    // The other reading: without the bridge the same retreat crosses a River and rolls its attrition.
    let t = beaten(false);
    assert_eq!(leader_at(&t, "napoleon"), Place::Map(konigsberg));
    assert_eq!(logged(&t, "kut.attrition"), 1, "a retreat across the River rolls attrition");
}

#[test]
fn t65_had_napoleon_won_fn_deploys_ney_and_the_poland_zone_to_konigsberg() {
    // L2366: had Napoleon won and stood in Tilsit, FN could end its first impulse with the strategic
    // deployment: Ney and everything that began in the Poland zone go to Königsberg (no CP, 18.2).
    let mut probe = napoleon_into_tilsit(true);
    probe.chance.script.dice = vec![1; 80];
    act(&mut probe, "done");
    past_windows(&mut probe);
    let imperial = dice_of(&probe, "imperial")[0] as usize;
    let mut s = napoleon_into_tilsit(true);
    s.chance.script.dice = [vec![6; imperial], vec![1; 80]].concat();
    act(&mut s, "done");
    past_windows(&mut s);
    let (konigsberg, tilsit, poland) = (sp(&s, "konigsberg"), sp(&s, "tilsit"), sp(&s, "zone-poland"));
    assert!(!s.camp_present(tilsit, TSARIST), "the Tsarists beaten");
    assert_eq!(leader_at(&s, "napoleon"), Place::Map(tilsit));
    fn_ends_its_impulse(&mut s);
    assert_eq!(s.bridges.len(), 1, "no Tsarist at either end: the marker stays");
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.bridge_deploy", Some(FN)));
    assert!(offered(&s, "bridge-deploy zone-poland") && offered(&s, "bridge-deploy tilsit") && offered(&s, "done"));
    assert!(!offered(&s, "bridge-deploy konigsberg"), "not the bridge's own end");
    let before = s.sp[konigsberg as usize][0];
    act(&mut s, "bridge-deploy zone-poland");
    assert_eq!(leader_at(&s, "ney"), Place::Map(konigsberg));
    assert_eq!(s.sp[konigsberg as usize][0], before + 6);
    assert_eq!(s.sp[poland as usize][0], 0);
    assert_eq!(logged(&s, "kut.bridge_deploy"), 1);
    // One deployment: R1's impulse comes next.
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.impulse", Some(R1)));
}

#[test]
fn t66_fs_deploys_every_imperial_unit_in_galicia_to_lemberg() {
    // Play Book, To the Bridges example 2 (L2368–L2372): FN moved Ney and 4 SP of artillery into Galicia in
    // its first impulse; in FS's first impulse the Austrian and French cavalry and Eugene's came there too.
    // FS places its marker between Lemberg and Stanislovov and Schwarzenberg crosses (2 CP). After FS's first
    // impulse the deployment from Galicia takes every Imperial force there — Ney and 4 SP, Eugene and 11 SP,
    // 2 Austrian SP — to Lemberg (E47: every Imperial formation of the space).
    let mut s = bare_s1(&[], &[]);
    s.bridge_first_impulse.retain(|&p| p != FN);
    give_card(&mut s, FS, FIVE_CP);
    give_card(&mut s, R1, THREE_CP);
    s.marker = FS;
    *s.steps.last_mut().unwrap() = Step::Impulse(Impulse::new(FS));
    put_leader(&mut s, "ney", "zone-galicia");
    put(&mut s, FN, Nation::French, "zone-galicia", 4);
    put_leader(&mut s, "eugene", "zone-galicia");
    put(&mut s, FS, Nation::French, "zone-galicia", 11);
    put(&mut s, FS, Nation::Austrian, "zone-galicia", 2);
    put_leader(&mut s, "schwarzenberg", "lemberg");
    put(&mut s, FS, Nation::Austrian, "lemberg", 3);
    let lemberg = sp(&s, "lemberg");
    act(&mut s, &format!("card {FIVE_CP}"));
    // The marker may go down in the middle of the CP spending too.
    act(&mut s, "bridge lemberg stanislovov");
    assert!(!notations(&s).iter().any(|n| n.starts_with("bridge ")), "one marker");
    act(&mut s, "move schwarzenberg stanislovov");
    past_windows(&mut s);
    while Kutuzov::prompt(&s).seat == Some(FS) && Kutuzov::prompt(&s).id != "kut.bridge_deploy" {
        act(&mut s, "done");
    }
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.bridge_deploy", Some(FS)));
    let austrians_left = s.sp[lemberg as usize][3];
    act(&mut s, "bridge-deploy zone-galicia");
    let galicia = sp(&s, "zone-galicia");
    assert_eq!(leader_at(&s, "ney"), Place::Map(lemberg));
    assert_eq!(leader_at(&s, "eugene"), Place::Map(lemberg));
    assert_eq!(s.sp[lemberg as usize][..4], [4, 0, 11, austrians_left + 2]);
    assert_eq!(s.sp[galicia as usize], [0; 6]);
}

#[test]
fn a_tsarist_formation_entering_an_end_duchy_removes_the_marker_at_its_impulse_end() {
    // KUT 18.2 (L2462): the marker stays for the game, but a Tsarist formation in either end duchy at the end
    // of anyone's impulse removes it. FN bridges Königsberg–Tilsit (Tilsit empty) and keeps it past its own
    // impulse; R1 moves Barclay into Tilsit (Napoleon, over the bridge, may intercept him): the marker stands
    // while R1's impulse goes on, and goes at its end.
    let mut s = bare_s1(&[FIVE_CP], &[THREE_CP]);
    put_leader(&mut s, "napoleon", "konigsberg");
    put(&mut s, FN, Nation::French, "konigsberg", 8);
    put_leader(&mut s, "barclay", "kovno");
    put(&mut s, R1, Nation::Russian, "kovno", 4);
    act(&mut s, "bridge konigsberg tilsit");
    act(&mut s, &format!("card {FIVE_CP}"));
    fn_ends_its_impulse(&mut s);
    // FN's only forces stand at the bridge's own end: nothing to deploy, FN is not asked.
    assert_eq!(s.bridges.len(), 1, "no Tsarist at either end: it stays");
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.impulse", Some(R1)));
    act(&mut s, &format!("card {THREE_CP}"));
    act(&mut s, "move barclay tilsit");
    // Over the bridge Napoleon may intercept into Tilsit (11.3: never across a River, L2464: Clear for the
    // Imperials); he declines.
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.intercept", Some(FN)));
    assert!(offered(&s, "intercept napoleon"));
    act(&mut s, "done");
    past_windows(&mut s);
    assert_eq!(leader_at(&s, "barclay"), Place::Map(sp(&s, "tilsit")));
    assert_eq!(s.bridges.len(), 1, "removed only at the end of the impulse");
    while Kutuzov::prompt(&s).seat == Some(R1) {
        act(&mut s, "done");
    }
    assert!(s.bridges.is_empty());
    assert_eq!(logged(&s, "kut.bridge_removed"), 1);
}

#[test]
fn no_marker_and_no_deployment_after_the_first_impulse() {
    // KUT 18.2: the marker is placed during the Power's first impulse and the deployment follows that
    // impulse only. FN keeps its marker in hand through its first impulse: it is lost; in a later FN impulse
    // neither a marker nor a deployment is offered. And a Power that placed its marker and passed on the
    // deployment is not asked again after its next impulse.
    let mut s = bare_s1(&[FIVE_CP, THREE_CP], &[54]);
    put_leader(&mut s, "napoleon", "konigsberg");
    put(&mut s, FN, Nation::French, "konigsberg", 8);
    act(&mut s, &format!("card {FIVE_CP}"));
    fn_ends_its_impulse(&mut s);
    assert_ne!(Kutuzov::prompt(&s).id, "kut.bridge_deploy", "no bridge, no deployment");
    assert!(!bridges::holds_marker(&s, FN), "the marker not placed is lost");
    // FN's next impulse.
    *s.steps.last_mut().unwrap() = Step::Impulse(Impulse::new(FN));
    assert!(!notations(&s).iter().any(|n| n.starts_with("bridge ")));
    act(&mut s, &format!("card {THREE_CP}"));
    assert!(!notations(&s).iter().any(|n| n.starts_with("bridge ")));

    // Placed, deployment declined: nothing after FN's second impulse.
    let mut t = bare_s1(&[FIVE_CP, THREE_CP], &[54]);
    put_leader(&mut t, "napoleon", "zone-poland");
    put(&mut t, FN, Nation::French, "zone-poland", 8);
    act(&mut t, "bridge konigsberg tilsit");
    act(&mut t, &format!("card {FIVE_CP}"));
    fn_ends_its_impulse(&mut t);
    assert_eq!(Kutuzov::prompt(&t).id, "kut.bridge_deploy");
    act(&mut t, "done");
    *t.steps.last_mut().unwrap() = Step::Impulse(Impulse::new(FN));
    act(&mut t, &format!("card {THREE_CP}"));
    fn_ends_its_impulse(&mut t);
    assert_ne!(Kutuzov::prompt(&t).id, "kut.bridge_deploy");
    assert_eq!(t.bridges.len(), 1, "the bridge itself stays for the game");
}

#[test]
fn scenarios_2_to_4_start_with_the_permanent_bridges() {
    // L2483–L2485 (and L2547–L2549, L2630–L2632): FN's bridge Königsberg–Kovno, FS's Warsaw–Grodno.
    for sc in ["s2", "s3", "s4"] {
        let s = start(sc, 3);
        let got: Vec<(u8, String, String, bool)> =
            s.bridges.iter().map(|b| (b.power, s.data.spaces[b.imperial_end as usize].key.clone(), s.data.spaces[b.far_end as usize].key.clone(), b.permanent)).collect();
        assert_eq!(got, vec![(FN, "konigsberg".into(), "kovno".into(), true), (FS, "warsaw".into(), "grodno".into(), true)], "{sc}");
        assert!(s.bridge_first_impulse.is_empty(), "{sc}: no To the Bridges marker");
    }
    assert!(start("s1", 3).bridges.is_empty());
}

/// Puts a permanent bridge of `power` on the River line `a`–`b`.
fn bridge_on(s: &mut State, power: u8, a: &str, b: &str) {
    let (a, b) = (sp(s, a), sp(s, b));
    s.bridges.push(bridges::Bridge { power, imperial_end: a, far_end: b, permanent: true });
}

/// Scenario 1's map with the permanent bridges of scenarios 2–4 (FN Königsberg–Kovno, FS Warsaw–Grodno) and
/// no To the Bridges markers; `power` to act holding `cards`.
fn with_permanent_bridges(bridged: bool, power: u8, cards: &[u16]) -> State {
    let mut s = bare_s1(&[], &[]);
    s.bridge_first_impulse.clear();
    if bridged {
        bridge_on(&mut s, FN, "konigsberg", "kovno");
        bridge_on(&mut s, FS, "warsaw", "grodno");
    }
    for &c in cards {
        give_card(&mut s, power, c);
    }
    s.marker = power;
    *s.steps.last_mut().unwrap() = Step::Impulse(Impulse::new(power));
    s
}

/// Plays 5 CP, moves `leader` into `to` and answers "done" until the battle's first dice are thrown (every
/// die a 1); the dice of `camp` in round 1.
fn first_round_dice(mut s: State, leader: &str, to: &str, camp: &str) -> i32 {
    act(&mut s, &format!("card {FIVE_CP}"));
    act(&mut s, &format!("move {leader} {to}"));
    s.chance.script.dice = vec![1; 80];
    while !s.log.iter().any(|e| e.id == "kut.battle_dice") {
        act(&mut s, "done");
    }
    dice_of(&s, camp)[0]
}

#[test]
fn a_permanent_bridge_helps_only_the_imperials() {
    // L2464, L2483: the bridged River is Clear for the Imperials; the Tsarists still cross a River there.
    let s = with_permanent_bridges(true, FN, &[]);
    let (a, b) = (sp(&s, "konigsberg"), sp(&s, "kovno"));
    assert_eq!(bridges::line(&s, IMPERIAL, a, b), Some(LineType::Clear));
    assert_eq!(bridges::line(&s, TSARIST, b, a), Some(LineType::River));

    // Napoleon attacks the Russians in Kovno from Königsberg: over FN's bridge, no River dice for them.
    let imperial_attack = |bridged: bool| {
        let mut s = with_permanent_bridges(bridged, FN, &[FIVE_CP]);
        put_leader(&mut s, "napoleon", "konigsberg");
        put(&mut s, FN, Nation::French, "konigsberg", 8);
        put(&mut s, R1, Nation::Russian, "kovno", 2);
        first_round_dice(s, "napoleon", "kovno", "tsarist")
    };
    assert_eq!(imperial_attack(false) - imperial_attack(true), 3, "no River dice for the Tsarists over the bridge");

    // Barclay attacks the French in Warsaw from Grodno over FS's bridge: the Imperial defender keeps the
    // River's 3 dice, as without the bridge.
    let tsarist_attack = |bridged: bool| {
        let mut s = with_permanent_bridges(bridged, R1, &[FIVE_CP]);
        put_leader(&mut s, "barclay", "grodno");
        put(&mut s, R1, Nation::Russian, "grodno", 8);
        put(&mut s, FS, Nation::French, "warsaw", 2);
        first_round_dice(s, "barclay", "warsaw", "imperial")
    };
    assert_eq!(tsarist_attack(true), tsarist_attack(false), "the Imperial defender's River dice stand");
}

#[test]
fn an_imperial_formation_evades_over_a_bridge_a_tsarist_one_does_not() {
    // KUT 11.7 forbids an evasion across a River; over a bridge the line is Clear for the Imperials (L2464:
    // "movement, interception, evasion, retreat, battle") but not for the Tsarists.
    use engine::games::kutuzov::intercept::evade_options;
    let mut s = with_permanent_bridges(false, FN, &[]);
    let (lemberg, stanislovov, galicia) = (sp(&s, "lemberg"), sp(&s, "stanislovov"), sp(&s, "zone-galicia"));
    assert!(!evade_options(&s, IMPERIAL, galicia, lemberg).contains(&stanislovov), "no evasion across the River");
    bridge_on(&mut s, FS, "lemberg", "stanislovov");
    assert!(evade_options(&s, IMPERIAL, galicia, lemberg).contains(&stanislovov), "an Imperial formation evades over the bridge");
    assert!(!evade_options(&s, TSARIST, galicia, stanislovov).contains(&lemberg), "a Tsarist one does not");
}
