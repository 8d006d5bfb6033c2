//! The combat rules against the rulebook's worked examples (digest §5: T16–T20, T33, T38). The battles
//! are built by hand on the full map (the fight's members as 9.1 would muster them), so each test reads
//! as its example.

use super::air_naval;
use super::hits::{auto_allocate, carrier_transfers, legal_targets, transfer_carrier_step};
use super::{Fight, Member, Role, Target};
use crate::games::empire_of_the_sun::builtin_data;
use crate::games::empire_of_the_sun::data::Side;
use crate::games::empire_of_the_sun::state::{Loc, Sheet, State, UnitId};
use crate::kit::hex::Hex;

fn state() -> State {
    State::empty(builtin_data(), Sheet::Main, 1)
}

fn hex(id: &str) -> Hex {
    Hex::parse(id).unwrap()
}

fn put(s: &mut State, key: &str, at: &str, reduced: bool) -> UnitId {
    let u = s.unit_id(key).unwrap_or_else(|| panic!("no unit {key}"));
    s.place(u, Loc::Hex(hex(at)), reduced);
    u
}

fn fight(at: &str, offensive: Side) -> Fight {
    Fight::new(hex(at), offensive)
}

fn member(s: &State, u: UnitId, in_hex: bool, halved: bool) -> Member {
    Member { unit: u, side: s.side_of_unit(u), role: Role::Fights, in_hex, halved }
}

/// T01/T16 (L84, L1074–L1078): the air-naval CRT on a strength of 47: ≤2 a quarter (12), 3–5 a half
/// (24), 6 or more the whole (47); fractions round up (T02, L203).
#[test]
fn t16_air_naval_crt_on_47() {
    let s = state();
    let t = &s.data().tables;
    for (roll, hits) in [(-1, 12), (0, 12), (2, 12), (3, 24), (5, 24), (6, 47), (9, 47), (12, 47)] {
        assert_eq!(t.hits(air_naval::TABLE, 47, roll), Some(hits), "roll {roll}");
    }
}

/// T16 (L1084): an air unit fighting beyond its normal range, within its extended range, adds half its
/// attack (10 → 5); the LRB and the carrier add their whole attack (the Enterprise's 12 is L766's; the
/// LRB's is read from the pack, a reconstructed value).
#[test]
fn t16_strength_halves_extended_range_air() {
    let mut s = state();
    let mut f = fight("4423", Side::Japanese);
    let cv = put(&mut s, "us-cv-enterprise", "4423", false);
    let lrb = put(&mut s, "us-5af-lrb", "4825", false);
    let air = put(&mut s, "us-7af", "4825", false);
    let far = put(&mut s, "us-11af", "4825", false);
    f.members = vec![member(&s, cv, true, false), member(&s, lrb, false, false), member(&s, air, false, false), member(&s, far, false, true)];
    let lrb_attack = s.unit_data(lrb).attack.unwrap() as u32;
    assert_eq!(air_naval::strength(&s, &f, Side::Allied), 12 + lrb_attack + 10 + 5);
}

/// T17 (L1099): every Japanese unit reduced but one full-strength unit of defence 18; 10 hits left can
/// neither flip it nor eliminate a reduced unit while it stands: they are lost. T19 (L1109): a critical
/// hit lifts the second rule, so the 10 hits may eliminate a reduced unit.
#[test]
fn t17_t19_full_strength_first_unless_critical() {
    let mut s = state();
    let mut f = fight("4423", Side::Japanese);
    let yamato = put(&mut s, "jp-bb-yamato", "4423", false);
    let mogami = put(&mut s, "jp-ca-mogami", "4423", true);
    let zuiho = put(&mut s, "jp-cvl-zuiho", "4423", true);
    f.members = vec![member(&s, yamato, true, false), member(&s, mogami, true, false), member(&s, zuiho, true, false)];
    let cv = put(&mut s, "us-cv-enterprise", "4423", false);
    f.members.push(member(&s, cv, true, false));
    assert!(legal_targets(&s, &f, Side::Allied, 10, false, false).is_empty());
    let crit = legal_targets(&s, &f, Side::Allied, 10, true, false);
    assert!(crit.contains(&Target::Unit(mogami)) && crit.contains(&Target::Unit(zuiho)));
    assert!(!crit.contains(&Target::Unit(yamato)));
    // 18 hits flip the Yamato.
    assert_eq!(legal_targets(&s, &f, Side::Allied, 18, false, false), vec![Target::Unit(yamato)]);
}

/// T18 (L1103–L1105): one Japanese carrier, fighting from outside the hex, against two full-strength
/// Allied carriers with no Japanese ship in their hex: 45 hits flip one carrier only (one-for-one) and
/// cannot eliminate it while the other is full.
#[test]
fn t18_one_for_one() {
    let mut s = state();
    let mut f = fight("4423", Side::Japanese);
    let akagi = put(&mut s, "jp-cv-akagi", "4321", false);
    let ent = put(&mut s, "us-cv-enterprise", "4423", false);
    let lex = put(&mut s, "us-cv-lexington", "4423", false);
    f.members = vec![member(&s, akagi, false, false), member(&s, ent, true, false), member(&s, lex, true, false)];
    let plan = auto_allocate(&s, &f, Side::Japanese, 45, false, false);
    assert_eq!(plan.len(), 1, "{plan:?}");
}

/// T20 (L1117): no Allied critical; Japanese CV and CVL both flipped in the battle: the Japanese may move
/// the CV's step loss onto the CVL: the CVL is eliminated, the CV back to full.
#[test]
fn t20_carrier_step_transfer() {
    let mut s = state();
    let mut f = fight("4423", Side::Allied);
    let akagi = put(&mut s, "jp-cv-akagi", "4423", false);
    let zuiho = put(&mut s, "jp-cvl-zuiho", "4423", false);
    let ent = put(&mut s, "us-cv-enterprise", "4423", false);
    f.members = vec![member(&s, akagi, true, false), member(&s, zuiho, true, false), member(&s, ent, true, false)];
    super::hits::apply_hit(&mut s, &mut f, Side::Allied, Target::Unit(akagi), false);
    super::hits::apply_hit(&mut s, &mut f, Side::Allied, Target::Unit(zuiho), false);
    assert!(s.is_reduced(akagi) && s.is_reduced(zuiho));
    let offers = carrier_transfers(&s, &f);
    assert!(offers.contains(&(zuiho, akagi)), "{offers:?}");
    transfer_carrier_step(&mut s, &mut f, zuiho, akagi);
    assert_eq!(s.unit(zuiho).loc, Loc::Eliminated);
    assert!(!s.is_reduced(akagi));
    assert!(carrier_transfers(&s, &f).is_empty(), "one transfer only");
}

/// T33 (L3024–L3032): at Wake the 24th Air Flotilla fights at extended range (10 → 5) with CL Tenryu
/// (4): 9; under Surprise (+3) a ×0.5 result gives 5 hits (rounded up). Japan 9 against Marine 211's 1
/// wins the air-naval combat.
#[test]
fn t33_wake_air_naval() {
    let mut s = state();
    let mut f = fight("4612", Side::Japanese);
    let af = put(&mut s, "jp-24-af", "4715", false);
    let tenryu = put(&mut s, "jp-cl-tenryu", "4612", false);
    let marines = put(&mut s, "us-marine-211", "4612", false);
    f.members = vec![member(&s, af, false, true), member(&s, tenryu, true, false), member(&s, marines, true, false)];
    assert_eq!(air_naval::strength(&s, &f, Side::Japanese), 9);
    assert_eq!(air_naval::strength(&s, &f, Side::Allied), 1);
    assert_eq!(s.data().tables.hits(air_naval::TABLE, 9, 5), Some(5));
    assert_eq!(air_naval::winner(&s, &f), Side::Japanese);
    // 5 hits cannot touch the Marines (defence 8).
    assert!(legal_targets(&s, &f, Side::Japanese, 5, false, false).is_empty());
}

/// T09 (L766) Hollandia: the Allied landing (offensive) with the reduced Enterprise (8) and the 5th AF
/// (10) against the Yamato (18): equal surviving totals, the reaction side (Japan) wins.
#[test]
fn t09_tie_goes_to_the_reaction() {
    let mut s = state();
    let mut f = fight("4423", Side::Allied);
    let ent = put(&mut s, "us-cv-enterprise", "4423", true); // reduced: 8
    let af = put(&mut s, "us-5af", "4425", false); // 10
    let yamato = put(&mut s, "jp-bb-yamato", "4423", false); // 18
    f.members = vec![member(&s, ent, true, false), member(&s, af, false, false), member(&s, yamato, true, false)];
    assert_eq!(air_naval::strength(&s, &f, Side::Allied), 18);
    assert_eq!(air_naval::strength(&s, &f, Side::Japanese), 18);
    // Only the offensive side has air units or carriers, so the totals decide; a tie goes to the reaction.
    assert_eq!(air_naval::winner(&s, &f), Side::Japanese);
}

/// T38 (L3060–L3098) Kuantan: the 38th Army (18) rolls 1 − 2 = −1: ×0.5 → 9 hits; the 3rd Indian Corps
/// (9) rolls 7: ×1.5 → 13.5 → 14 (round up, [D5]). 9 hits flip the corps (defence 9); 14 flip the
/// army (defence 12), the rest lost.
#[test]
fn t38_kuantan_ground() {
    let mut s = state();
    let t = &s.data().tables;
    assert_eq!(t.hits(super::ground::TABLE, 18, -1), Some(9));
    assert_eq!(t.hits(super::ground::TABLE, 9, 7), Some(14));
    let mut f = fight("2014", Side::Japanese);
    let army = put(&mut s, "jp-38-army", "2014", false);
    let corps = put(&mut s, "cw-3-ind-corps", "2014", false);
    assert_eq!(legal_targets(&s, &f, Side::Japanese, 9, false, true), vec![Target::Unit(corps)]);
    assert_eq!(legal_targets(&s, &f, Side::Allied, 14, false, true), vec![Target::Unit(army)]);
    super::hits::apply_hit(&mut s, &mut f, Side::Japanese, Target::Unit(corps), true);
    super::hits::apply_hit(&mut s, &mut f, Side::Allied, Target::Unit(army), true);
    assert_eq!(f.ground_steps_lost(Side::Japanese), 1);
    assert_eq!(f.ground_steps_lost(Side::Allied), 1);
}

// ---- One test per combat modifier (9.2B, 9.4; modifiers.tsv) ----

/// An offensive of `side` under way with the given intelligence condition (7.25), for the modifiers that
/// read it.
fn under_way(s: &mut State, side: Side, intel: crate::games::empire_of_the_sun::state::Intel) {
    crate::games::empire_of_the_sun::offensive::begin(s, side, 1, crate::games::empire_of_the_sun::state::Play::Oc, false);
    s.offensive.as_mut().unwrap().intel = intel;
    s.steps.clear();
}

fn keys(v: &[crate::kit::odds::Modifier]) -> Vec<(String, i32)> {
    v.iter().map(|m| (m.id.to_string(), m.value)).collect()
}

/// 9.2B (L1060, D17): Ambush gives +4 to the Allied roll only; Surprise +3 to the offensive side only.
#[test]
fn air_naval_ambush_and_surprise() {
    use crate::games::empire_of_the_sun::state::Intel;
    let mut s = state();
    let f = fight("2812", Side::Japanese);
    under_way(&mut s, Side::Japanese, Intel::Ambush);
    assert_eq!(keys(&air_naval::modifiers(&s, &f, Side::Allied)), vec![("eots.drm.ambush".to_string(), 4)]);
    assert!(air_naval::modifiers(&s, &f, Side::Japanese).is_empty());
    s.offensive.as_mut().unwrap().intel = Intel::Surprise;
    assert_eq!(keys(&air_naval::modifiers(&s, &f, Side::Japanese)), vec![("eots.drm.surprise".to_string(), 3)]);
    assert!(air_naval::modifiers(&s, &f, Side::Allied).is_empty());
    s.offensive.as_mut().unwrap().intel = Intel::Intercept;
    assert!(air_naval::modifiers(&s, &f, Side::Japanese).is_empty() && air_naval::modifiers(&s, &f, Side::Allied).is_empty());
}

/// 9.2B (L1062–L1063): US air units or carriers in the battle give the Allies +1 in 1943 (turns 5–7) and
/// +3 from 1944 (turns 8–12); none with no US air or carrier, none in 1942.
#[test]
fn air_naval_us_air_by_year() {
    let mut s = state();
    let mut f = fight("4423", Side::Allied);
    let ca = put(&mut s, "us-ca-northampton", "4423", false);
    f.members.push(member(&s, ca, true, false));
    s.tracks.turn = 6;
    assert!(air_naval::modifiers(&s, &f, Side::Allied).is_empty(), "a cruiser is not air");
    let air = put(&mut s, "us-13af", "4825", false);
    f.members.push(member(&s, air, false, false));
    assert_eq!(keys(&air_naval::modifiers(&s, &f, Side::Allied)), vec![("eots.drm.us_air_1943".to_string(), 1)]);
    s.tracks.turn = 9;
    assert_eq!(keys(&air_naval::modifiers(&s, &f, Side::Allied)), vec![("eots.drm.us_air_1944".to_string(), 3)]);
    s.tracks.turn = 3;
    assert!(air_naval::modifiers(&s, &f, Side::Allied).is_empty());
}

/// 9.4 (L1173–L1174, L1180–L1182): the offensive side's shore bombardment (+2, its ships alone in the hex),
/// air superiority (+2, its air alone in the battle) and the terrain (jungle −1, mixed −2, mountain −3).
#[test]
fn ground_bombardment_air_superiority_and_terrain() {
    let mut s = state();
    // Guadalcanal (jungle).
    let mut f = fight("4423", Side::Allied);
    put(&mut s, "us-marine-1div", "4423", false);
    put(&mut s, "jp-4-sn-bde", "4423", false);
    let ca = put(&mut s, "us-ca-northampton", "4423", false);
    f.members.push(member(&s, ca, true, false));
    let air = put(&mut s, "us-13af", "4825", false);
    f.members.push(member(&s, air, false, false));
    let m = keys(&super::ground::modifiers(&s, &f, Side::Allied));
    assert!(m.contains(&("eots.drm.shore_bombardment".to_string(), 2)), "{m:?}");
    assert!(m.contains(&("eots.drm.air_superiority".to_string(), 2)), "{m:?}");
    assert!(m.contains(&("eots.drm.terrain".to_string(), -1)), "{m:?}");
    // A Japanese ship in the hex takes the bombardment away (not the air superiority: a cruiser is not
    // air); a Japanese air unit in the battle takes the air superiority away.
    let jca = put(&mut s, "jp-ca-aoba", "4423", false);
    f.members.push(member(&s, jca, true, false));
    let m = keys(&super::ground::modifiers(&s, &f, Side::Allied));
    assert!(!m.iter().any(|(k, _)| k == "eots.drm.shore_bombardment"), "{m:?}");
    assert!(m.iter().any(|(k, _)| k == "eots.drm.air_superiority"), "{m:?}");
    let jair = put(&mut s, "jp-25-af", "4021", false);
    f.members.push(member(&s, jair, false, false));
    let m = keys(&super::ground::modifiers(&s, &f, Side::Allied));
    assert!(!m.iter().any(|(k, _)| k == "eots.drm.air_superiority"), "{m:?}");
    // The reaction side never gets them.
    assert!(keys(&super::ground::modifiers(&s, &f, Side::Japanese)).is_empty());
}

/// 9.4 (L1188): the reaction side's ground units there before an amphibious assault: +3 to its roll;
/// none when the attackers marched in overland (issue 24, fault 1).
#[test]
fn ground_defender_before_landing() {
    let mut s = state();
    let mut f = fight("4612", Side::Japanese);
    f.defended_before_landing = true;
    put(&mut s, "us-marine-211", "4612", false);
    // Attackers that marched in overland: no +3 (an amphibious assault only).
    assert!(keys(&super::ground::modifiers(&s, &f, Side::Allied)).is_empty());
    // Rules versions 1–3 gave it all the same (a record of theirs replays so).
    s.rules = 3;
    assert_eq!(keys(&super::ground::modifiers(&s, &f, Side::Allied)), vec![("eots.drm.defended_before_landing".to_string(), 3)]);
    s.rules = 4;
    // A Japanese unit landed by amphibious assault: +3.
    let ground = crate::games::empire_of_the_sun::data::UnitType::Ground;
    let j = (0..s.units.len() as UnitId).find(|&u| s.unit_data(u).side == Side::Japanese && s.unit_data(u).kind == ground).unwrap();
    s.place(j, Loc::Hex(hex("4612")), false);
    f.amphibious.push(j);
    assert_eq!(keys(&super::ground::modifiers(&s, &f, Side::Allied)), vec![("eots.drm.defended_before_landing".to_string(), 3)]);
}

/// 8.49, 9.4 (L1196): the British 7th Armoured Brigade in the Allied ground force: +1; 9.4 (L1192): a
/// lasting ground modifier of an event (the Japanese defence doctrine) is added to its side's roll.
#[test]
fn ground_armour_and_lasting_event() {
    let mut s = state();
    let f = fight("2008", Side::Japanese);
    put(&mut s, "cw-7-armd-bde", "2008", false);
    let m = keys(&super::ground::modifiers(&s, &f, Side::Allied));
    assert!(m.contains(&("eots.drm.armour".to_string(), 1)), "{m:?}");
    s.tracks.ground_drm[crate::games::empire_of_the_sun::state::idx(Side::Japanese)] = 1;
    let m = keys(&super::ground::modifiers(&s, &f, Side::Japanese));
    assert!(m.contains(&("eots.drm.persistent_event".to_string(), 1)), "{m:?}");
}

/// 9.2F5 (L1107): air-naval hits never take the last ground step, and the owner of the ground units, not
/// the firing player, names the unit that keeps it. Two reduced Japanese brigades on Guadalcanal (no
/// intrinsic step), no Japanese air or naval unit in the battle: the Allied fire falls on the brigades.
/// Before the hits are placed the Japanese player is asked; the brigade he names cannot be eliminated,
/// the other can. Under rules version 3 the firing player chose (no question).
#[test]
fn last_ground_step_is_the_owners_choice() {
    use super::hits::asks_last_step;
    use crate::games::empire_of_the_sun::actions::Action;
    use crate::games::empire_of_the_sun::game::EmpireOfTheSun;
    use crate::games::empire_of_the_sun::state::steps::{LastStep, Step};
    use crate::games::empire_of_the_sun::state::{Offensive, Play};
    use crate::Game;
    let mut s = state();
    let mut f = fight("4423", Side::Allied);
    let kept = put(&mut s, "jp-1-sn-bde", "4423", true);
    let other = put(&mut s, "jp-2-sn-bde", "4423", true);
    let cv = put(&mut s, "us-cv-enterprise", "4423", false);
    f.members = vec![member(&s, cv, true, false)];
    // Hits for both brigades: without a choice the firer may take either, but never both.
    assert_eq!(legal_targets(&s, &f, Side::Allied, 12, false, false), vec![Target::Unit(kept), Target::Unit(other)]);
    assert!(asks_last_step(&s, &f, Side::Allied, 12));
    assert!(!asks_last_step(&s, &f, Side::Allied, 5), "too few hits to reach the last step: nothing to ask");
    // The question is the Japanese player's, listing his ground units in the hex.
    let card = s.data().cards.iter().find(|c| c.side == Side::Allied && c.ops == 2).unwrap().number;
    *s.offensive = Some(Offensive { fight: Some(f.clone()), ..Offensive::new(Side::Allied, card, Play::Oc) });
    s.steps = vec![Step::LastStep(LastStep { hex: hex("4423"), side: Side::Japanese })];
    let p = EmpireOfTheSun::prompt(&s);
    assert_eq!(p.seat, Some(crate::games::empire_of_the_sun::state::seat_of(Side::Japanese)));
    assert_eq!(p.actions, vec![Action::Keep { unit: kept }, Action::Keep { unit: other }]);
    let seat = p.seat.unwrap();
    EmpireOfTheSun::apply(&mut s, seat, &Action::Keep { unit: kept }).unwrap();
    let f = s.offensive.as_ref().unwrap().fight.clone().unwrap();
    assert_eq!(f.last_step, vec![kept]);
    assert_eq!(legal_targets(&s, &f, Side::Allied, 12, false, false), vec![Target::Unit(other)], "the named brigade keeps the step");
    assert!(!asks_last_step(&s, &f, Side::Allied, 12), "asked once a battle");
    // A full-strength keeper may still be flipped: only its last step is safe.
    s.units[kept as usize].reduced = false;
    assert!(legal_targets(&s, &f, Side::Allied, 12, false, false).contains(&Target::Unit(kept)));
    // Rules version 3: the firing player chose; no question.
    s.rules = 3;
    assert!(!asks_last_step(&s, &fight("4423", Side::Allied), Side::Allied, 12));
}
