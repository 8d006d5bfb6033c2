//! NATO's words in English and Korean: every prompt, action label, log entry and outcome the rules emit
//! (`text::Catalog`). Log entries are written with their id (`nato.turn`) and rendered from `log.<id>`;
//! outcomes from `outcome.<reason>`. A test below reads every `"nato.…"` literal of this game's source and
//! checks it is here.

use crate::text::Catalog;

pub static TEXTS: Catalog = &[
    // ---- Scenarios and words ----
    ("nato.scenario.baltic_gate", "Baltic Gate", "발트해의 관문"),
    ("nato.scenario.long_fortnight", "The Long Fortnight", "기나긴 2주"),
    ("nato.nation.dk", "Denmark", "덴마크"),
    ("nato.nation.nl", "the Netherlands", "네덜란드"),
    ("nato.nation.frg", "West Germany", "서독"),
    ("nato.nation.us", "the United States", "미국"),
    ("nato.nation.uk", "the United Kingdom", "영국"),
    ("nato.nation.be", "Belgium", "벨기에"),
    ("nato.place.rear", "at the friendly map edge", "아군 지도 가장자리"),
    ("nato.place.edge", "the map edge", "지도 가장자리"),
    ("nato.place.g1", "sector 1's box", "1구역 박스"),
    ("nato.place.g2", "sector 2's box", "2구역 박스"),
    ("nato.place.g3", "sector 3's box", "3구역 박스"),
    ("nato.place.g4", "sector 4's box", "4구역 박스"),
    ("nato.place.g5", "sector 5's box", "5구역 박스"),
    // ---- Prompts ----
    ("nato.movement", "Game turn {0}, Movement Phase: pick a unit to move, or finish.", "{0}턴 이동 단계: 이동할 유닛을 고르거나 마치세요."),
    ("nato.move", "Move {0}: pick its destination.", "{0} 이동: 목적지를 고르세요."),
    ("nato.reserve_phase", "Reserve Phase: move a reserve (OMG) unit with half its MA, or finish.", "예비대 단계: 예비대(OMG) 유닛을 이동력의 절반으로 이동하거나 마치세요."),
    ("nato.planning", "Combat Planning: mark every hex you will attack this turn, then finish.", "전투 계획: 이번 턴에 공격할 모든 헥스에 마커를 놓은 뒤 마치세요."),
    ("nato.combat_marked", "Combat Phase: attack each hex you marked ({0} left).", "전투 단계: 표시한 헥스를 모두 공격하세요 ({0}곳 남음)."),
    ("nato.overstack", "Too many units in a hex since a retreat: remove units until it fits.", "후퇴로 한 헥스에 유닛이 너무 많습니다: 한도에 맞을 때까지 유닛을 제거하세요."),
    ("nato.combat", "Combat Phase: pick a hex to attack, or finish.", "전투 단계: 공격할 헥스를 고르거나 마치세요."),
    ("nato.commit", "Battle at {0}: commit attackers ({1} committed), then roll.", "{0} 전투: 공격 유닛을 투입한 뒤 ({1}개 투입) 주사위를 굴리세요."),
    ("nato.hits_defender", "Pick the defending unit that loses a step ({0} to go).", "스텝을 잃을 방어 유닛을 고르세요 ({0}개 남음)."),
    ("nato.hits_attacker", "Pick the attacking unit that loses a step ({0} to go).", "스텝을 잃을 공격 유닛을 고르세요 ({0}개 남음)."),
    ("nato.retreat_reduce", "Retreat {0} {0|hex|hexes}: give up a step for a hex, or retreat.", "{0}헥스 후퇴: 헥스 대신 스텝을 잃거나 후퇴하세요."),
    ("nato.retreat", "{0} retreats {1} {1|hex|hexes}: pick where.", "{0}이(가) {1}헥스 후퇴합니다: 위치를 고르세요."),
    ("nato.reaction", "Battle at {0}: react with one adjacent unit, or not.", "{0} 전투: 인접 유닛 하나로 대응하거나 하지 않습니다."),
    ("nato.air_strikes", "Air Strike Segment ({0} tactical, {1} operational air points): strike, interdict, or finish.", "항공 타격 단계 (전술 항공 포인트 {0}, 작전 항공 포인트 {1}): 타격하거나 차단하거나 마치세요."),
    ("nato.helicopters", "Battle at {0}: commit an attack-helicopter brigade, or not.", "{0} 전투: 공격 헬리콥터 여단을 투입하거나 하지 않습니다."),
    ("nato.flight", "{0} is over {1}: fly on to the battle ({2} {2|hex|hexes} left).", "{0}이(가) {1} 상공에 있습니다: 전투로 계속 비행하세요 (남은 거리 {2}헥스)."),
    ("nato.rail", "Rail Movement Segment ({0} of {1} steps entrained): detrain, flip Entraining markers, rail or entrain units, then finish.", "철도 이동 세그먼트 (상차 완료 {0}/{1}스텝): 하차, 상차 완료로 뒤집기, 철도 이동 또는 상차를 한 뒤 마치세요."),
    ("nato.rail_move", "Rail {0}: pick its destination (up to 20 hexes through friendly airspace).", "{0} 철도 이동: 목적지를 고르세요 (아군 영공으로 최대 20헥스)."),
    ("nato.flight_back", "{0} is over {1}: fly back to its HQ ({2} {2|hex|hexes} left).", "{0}이(가) {1} 상공에 있습니다: 본부로 귀환하세요 (남은 거리 {2}헥스)."),
    ("nato.defensive_strike", "Battle at {0}: strike the committed attackers with up to two tactical air points ({1} left), or not.", "{0} 전투: 투입된 공격 유닛을 전술 항공 포인트 최대 2개로 타격하거나 하지 않습니다 (남은 포인트 {1})."),
    ("nato.bombardment", "Artillery Bombardment: fire artillery at adjacent NATO units, or finish.", "포병 포격: 인접한 NATO 유닛에 포병 사격을 하거나 마치세요."),
    ("nato.advance", "The defenders of {0} are gone: advance units into it, or finish.", "{0}의 방어 유닛이 사라졌습니다: 유닛을 전진시키거나 마치세요."),
    // ---- Action labels ----
    ("nato.act.select", "Move {0}", "{0} 이동"),
    ("nato.act.move", "To {0}", "{0}(으)로"),
    ("nato.act.stay", "Leave it where it is", "그 자리에 둡니다"),
    ("nato.act.done", "Done", "완료"),
    ("nato.act.reserve", "Put {0} in reserve (OMG)", "{0}을(를) 예비대(OMG)로 지정"),
    ("nato.act.attack", "Attack {0}", "{0} 공격"),
    ("nato.act.mark", "Battle marker on {0}", "{0}에 전투 마커"),
    ("nato.act.commit", "Commit {0}", "{0} 투입"),
    ("nato.act.resolve", "Roll the battle", "전투 주사위 굴리기"),
    ("nato.act.call_off", "Call off the attack", "공격 취소"),
    ("nato.act.hit", "{0} loses a step", "{0}이(가) 스텝을 잃습니다"),
    ("nato.act.sacrifice", "{0} loses a step instead of a hex", "{0}이(가) 헥스 대신 스텝을 잃습니다"),
    ("nato.act.retreat", "Retreat", "후퇴"),
    ("nato.act.retreat_to", "{0} retreats to {1}", "{0}이(가) {1}(으)로 후퇴"),
    ("nato.act.advance", "{0} advances", "{0} 전진"),
    ("nato.act.support", "Offensive support from {0}", "{0}의 공세 지원"),
    ("nato.act.react", "{0} reacts into the battle", "{0}이(가) 전투에 대응 이동"),
    ("nato.act.exploit", "{0} exploits to {1}", "{0}이(가) {1}(으)로 전과 확대"),
    ("nato.act.strike", "Air strike on {0}", "{0}에 항공 타격"),
    ("nato.act.strike_two", "Air strike on {0} and {1} ({0} takes a loss)", "{0}와(과) {1}에 항공 타격 ({0}이(가) 손실)"),
    ("nato.act.bombard", "{0} fires at {1}", "{0}이(가) {1}에 포격"),
    ("nato.act.interdict", "Center Interdiction with {0} operational {0|point|points}", "작전 항공 포인트 {0}개로 중부 차단"),
    ("nato.act.aiz", "Air Interdiction Zone on {0}", "{0}에 항공 차단 지대"),
    ("nato.act.helicopter", "Commit {0}", "{0} 투입"),
    ("nato.act.fly", "Fly to {0}", "{0}(으)로 비행"),
    ("nato.act.entrain", "Entrain {0}", "{0} 상차 시작"),
    ("nato.act.entrained", "Flip {0} to Entrained", "{0} 상차 완료로 뒤집기"),
    ("nato.act.detrain", "Detrain {0}", "{0} 하차"),
    // ---- Odds ----
    ("nato.odds.result", "{0}", "{0}"),
    ("nato.odds.column", "Attack {0} against defence {1}: {2}, after shifts {3}.", "공격력 {0} 대 방어력 {1}: {2}, 이동 후 {3}."),
    ("nato.odds.terrain", "Terrain", "지형"),
    ("nato.odds.flank", "Flank attack", "측면 공격"),
    ("nato.odds.concentric", "Concentric attack", "포위 공격"),
    ("nato.odds.surprise", "Surprise", "기습"),
    ("nato.odds.helicopter", "Attack helicopters", "공격 헬리콥터"),
    ("nato.odds.support", "Offensive support", "공세 지원"),
    ("nato.odds.defensive_air", "NATO may still fly up to {0} tactical air {0|point|points} at the attackers before the roll (23.2.2).", "NATO는 주사위 전에 공격 유닛에 전술 항공 포인트를 최대 {0}개까지 쓸 수 있습니다 (23.2.2)."),
    ("nato.odds.strike", "Strike Table column {0}, DRM {1}.", "타격표 {0}열, 주사위 수정치 {1}."),
    ("nato.odds.strike_terrain", "Terrain", "지형"),
    ("nato.odds.strike_train", "Under a Train marker (13.4.5)", "열차 마커 (13.4.5)"),
    ("nato.odds.strike_friendly_airspace", "Friendly airspace", "아군 공역"),
    ("nato.odds.strike_enemy_airspace", "Enemy airspace", "적 공역"),
    ("nato.odds.strike_surprise", "Surprise", "기습"),
    // ---- Log ----
    ("log.nato.turn", "Game turn {0}.", "{0}턴."),
    ("log.nato.entraining", "{0} is entraining.", "{0}이(가) 상차를 시작합니다."),
    ("log.nato.entrained", "{0} is entrained.", "{0}이(가) 상차를 완료합니다."),
    ("log.nato.detrained", "{0} detrains.", "{0}이(가) 하차합니다."),
    ("log.nato.train_lost", "{0} loses its Train marker.", "{0}이(가) 열차 마커를 잃습니다."),
    ("log.nato.train_destroyed", "{0}, on a train at {1}, is destroyed.", "{1}에서 열차에 탄 {0}이(가) 제거됩니다."),
    ("log.nato.move", "{0} moves from {1} to {2}.", "{0}이(가) {1}에서 {2}(으)로 이동합니다."),
    ("log.nato.arrives", "{0} arrives ({1}).", "{0}이(가) 도착합니다 ({1})."),
    ("log.nato.reserve_lost", "{0} cannot arrive: its site is in enemy hands ({1}).", "{0}은(는) 도착하지 못합니다: 배치 헥스가 적의 손에 있습니다 ({1})."),
    ("log.nato.city_vp", "NATO records {0} VP for the Pact cities it holds.", "NATO가 점령한 바르샤바 조약 도시로 {0} VP를 기록합니다."),
    (
        "log.nato.battle",
        "Battle at {0}: {1} against {2}, {3}, shift {4}, final {5}; roll {6}: {7}.",
        "{0} 전투: {1} 대 {2}, {3}, 이동 {4}, 최종 {5}; 주사위 {6}: {7}.",
    ),
    ("log.nato.ca_hit", "{0} counterattacks {1} (roll {2}): disrupted.", "{0}이(가) {1}에 역습합니다 (주사위 {2}): 혼란."),
    ("log.nato.ca_miss", "{0} counterattacks {1} (roll {2}): no effect.", "{0}이(가) {1}에 역습합니다 (주사위 {2}): 효과 없음."),
    ("log.nato.reduced", "{0} loses a step.", "{0}이(가) 스텝을 잃습니다."),
    ("log.nato.eliminated", "{0} is eliminated.", "{0}이(가) 제거됩니다."),
    ("log.nato.retreat", "{0} retreats to {1} (steps lost: {2}).", "{0}이(가) {1}(으)로 후퇴합니다 (잃은 스텝: {2})."),
    ("log.nato.no_pass", "You shall not pass! {0} is emptied by losses alone: no advance.", "지나갈 수 없다! {0}은(는) 손실만으로 비워졌습니다: 전진 불가."),
    ("log.nato.advance", "{0} advances into {1}.", "{0}이(가) {1}(으)로 전진합니다."),
    ("log.nato.exploit", "{0} exploits to {1}.", "{0}이(가) {1}(으)로 전과를 확대합니다."),
    ("log.nato.react", "{0} reacts into {1}.", "{0}이(가) {1}(으)로 대응 이동합니다."),
    ("log.nato.reserve", "{0} goes into reserve.", "{0}이(가) 예비대가 됩니다."),
    ("log.nato.breakthrough", "Breakthrough at {0}.", "{0}에서 돌파."),
    ("log.nato.conquered", "{0} is conquered.", "{0}이(가) 점령됩니다."),
    ("log.nato.liberated", "{0} is free again.", "{0}이(가) 해방됩니다."),
    ("log.nato.hq_oos", "{0} is out of supply.", "{0}이(가) 보급이 끊겼습니다."),
    ("log.nato.hq_supplied", "{0} is supplied again.", "{0}이(가) 다시 보급됩니다."),
    ("log.nato.gdp_roll", "Move to the GDP: {0} rolls {1}.", "GDP로 이동: {0} 주사위 {1}."),
    ("log.nato.gdp_vp", "Move to the GDP: NATO scores {0} VP.", "GDP로 이동: NATO가 {0} VP를 얻습니다."),
    (
        "log.nato.air_campaign",
        "Air Campaign: roll {0} (modified {1}): the Pact {2} tactical and {3} operational air points, NATO {4} and {5}.",
        "항공 작전: 주사위 {0} (수정 {1}): 바르샤바 조약군 전술 {2}, 작전 {3} 항공 포인트, NATO 전술 {4}, 작전 {5}.",
    ),
    ("log.nato.strike", "Strike on {4} at {0}: roll {1}, DRM {2}: {3}.", "{0}의 {4}에 타격: 주사위 {1}, 수정치 {2}: {3}."),
    ("log.nato.strike_two", "Strike on {4} and {5} at {0}: roll {1}, DRM {2}: {3}.", "{0}의 {4}, {5}에 타격: 주사위 {1}, 수정치 {2}: {3}."),
    ("log.nato.ah_committed", "{0} takes off from its HQ for the battle at {1}.", "{0}이(가) {1} 전투를 위해 본부에서 이륙합니다."),
    ("log.nato.ah_arrived", "{0} reaches the battle at {1}: a column shift for its side.", "{0}이(가) {1} 전투에 도착합니다: 아군에 유리한 열 이동."),
    ("log.nato.ah_home", "{0} is back at its HQ and waits in the Recovery box.", "{0}이(가) 본부로 귀환해 회복 상자에서 대기합니다."),
    ("log.nato.flak_miss", "Flak at {0} entering {1}: {2}, no hit.", "{1}에 진입한 {0}에 대공포: {2}, 빗나감."),
    ("log.nato.flak_hit", "Flak hits {0} entering {1} ({2}); second die {3} against defence {4}: it flies on.", "{1}에 진입한 {0}이(가) 대공포에 피격({2}); 두 번째 주사위 {3} 대 방어력 {4}: 계속 비행합니다."),
    ("log.nato.shot_down", "Flak hits {0} entering {1} ({2}); second die {3} beats its defence {4}: shot down.", "{1}에 진입한 {0}이(가) 대공포에 피격({2}); 두 번째 주사위 {3}이(가) 방어력 {4}보다 높아 격추됩니다."),
    ("log.nato.battle_off", "Every attacker on {0} is gone: the battle is off.", "{0}을(를) 공격하던 유닛이 모두 사라져 전투가 취소됩니다."),
    ("log.nato.interdiction", "Center Interdiction with {0} operational {0|point|points}: roll {1}, the Pact loses {2} supply {2|point|points} next turn.", "작전 항공 포인트 {0}개로 중부 차단: 주사위 {1}, 바르샤바 조약군은 다음 턴 보급 포인트 {2}개를 잃습니다."),
    ("log.nato.aiz", "Air Interdiction Zone on {0}.", "{0}에 항공 차단 지대."),
    ("log.nato.surrender", "{0} surrenders.", "{0}이(가) 항복합니다."),
    // ---- Outcomes ----
    ("outcome.nato_rhine", "{0} stands west of the Rhine and south of the Waal, its HQ supplied: the Warsaw Pact wins decisively (34.1.1).", "{0}이(가) 라인강 서쪽, 발강 남쪽에 있고 그 HQ가 보급됩니다: 바르샤바 조약군 결정적 승리 (34.1.1)."),
    ("outcome.nato_tables_turned", "NATO holds {0} Pact cities at the end of a turn: NATO wins decisively (34.1.2).", "NATO가 턴 종료 시 바르샤바 조약 도시 {0}곳을 장악했습니다: NATO 결정적 승리 (34.1.2)."),
    ("outcome.nato_draw", "The last turn is over: Pact {0} VP, NATO {1} VP, difference {2}: a draw.", "마지막 턴 종료: 조약군 {0} VP, NATO {1} VP, 차이 {2}: 무승부."),
    ("outcome.nato_wp_marginal", "The last turn is over: Pact {0} VP, NATO {1} VP, difference {2}: a marginal Pact victory.", "마지막 턴 종료: 조약군 {0} VP, NATO {1} VP, 차이 {2}: 조약군 근소한 승리."),
    ("outcome.nato_wp_tactical", "The last turn is over: Pact {0} VP, NATO {1} VP, difference {2}: a tactical Pact victory.", "마지막 턴 종료: 조약군 {0} VP, NATO {1} VP, 차이 {2}: 조약군 전술적 승리."),
    ("outcome.nato_wp_decisive", "The last turn is over: Pact {0} VP, NATO {1} VP, difference {2}: a decisive Pact victory.", "마지막 턴 종료: 조약군 {0} VP, NATO {1} VP, 차이 {2}: 조약군 결정적 승리."),
    ("outcome.nato_nato_wins", "The last turn is over: Pact {0} VP, NATO {1} VP, difference {2}: NATO wins.", "마지막 턴 종료: 조약군 {0} VP, NATO {1} VP, 차이 {2}: NATO 승리."),
];

#[cfg(test)]
mod tests {
    use super::TEXTS;
    use crate::text::catalog_check::{doubled, has, untranslated};

    /// Every message id literal in the game's source has its English and Korean text; no key twice.
    #[test]
    fn every_message_id_is_in_the_catalog() {
        let missing = untranslated(TEXTS, "nato", &["\"nato."]);
        assert!(missing.is_empty(), "untranslated NATO message ids: {missing:?}");
        assert!(doubled(TEXTS).is_empty(), "keys given twice: {:?}", doubled(TEXTS));
        for level in ["marginal", "tactical", "decisive"] {
            assert!(has(TEXTS, &format!("outcome.nato_wp_{level}")));
        }
    }
}
