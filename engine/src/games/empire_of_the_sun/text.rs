//! Empire of the Sun's words in English and Korean: every prompt, action label, log entry, modifier, odds
//! line and outcome the rules emit (`text::Catalog`, the same shape as Twilight Struggle's). Log entries
//! are written with their id (`eots.turn`) and rendered from `log.<id>`; prompts, choices, modifiers
//! and odds lines by their id. Card names come from the data pack (cards.tsv), not from here. A test
//! below reads every `"eots.…"` literal in this game's source and checks it is here.

use super::state::{CardNo, State, UnitId};
use super::data::Side;
use crate::text::Catalog;
use crate::Arg;

/// A card as a log or prompt argument (its key in the pack, `eots.card.<key>`).
pub fn card_arg(s: &State, side: Side, card: CardNo) -> Arg {
    super::events::card_arg(s, side, card)
}

/// A counter as a log or prompt argument (its key in units.tsv).
pub fn unit_arg(s: &State, u: UnitId) -> Arg {
    Arg::Unit(s.unit_data(u).key.clone())
}

pub static TEXTS: Catalog = &[
    // The seats' names are in the common catalog (crate::text::COMMON).
    // ---- Scenarios (17.0) ----
    ("eots.scenario.campaign", "Campaign, 1941–1945", "캠페인, 1941–1945"),
    ("eots.scenario.s1942", "1942", "1942년"),
    ("eots.scenario.s1943", "1943", "1943년"),
    ("eots.scenario.s1944", "1944", "1944년"),
    ("eots.scenario.s1942_1943", "1942–1943", "1942–1943년"),
    ("eots.scenario.s1943_1944", "1943–1944", "1943–1944년"),
    ("eots.scenario.s1942_1944", "1942–1944", "1942–1944년"),
    ("eots.scenario.short_campaign", "Short campaign", "단축 캠페인"),
    ("eots.scenario.shorter_campaign", "Shorter campaign", "초단축 캠페인"),
    ("eots.scenario.south_pacific", "South Pacific", "남태평양"),
    ("eots.box.china_box", "the China box", "중국 박스"),
    ("eots.rp.air", "air", "항공"),
    ("eots.rp.naval", "naval", "해군"),
    ("eots.rp.ground", "ground", "지상"),
    // ---- Prompts (what the top step asks) ----
    ("eots.initiative", "Play your Future Offensive now to seize the initiative?", "지금 미래 공세 카드를 사용해 주도권을 잡겠습니까?"),
    ("eots.december_round", "December 1941: play Operation Z, then IAI, as events.", "1941년 12월: Z 작전, 그다음 IAI를 이벤트로 사용하세요."),
    ("eots.free_naval_move", "Move any naval unit in emergency to a friendly port within 10 hexes, or finish.", "해군 유닛을 10헥스 이내의 아군 항구로 긴급 이동하거나 마치세요."),
    ("eots.arcadia_take", "Take Arcadia Conference as one of your turn-2 cards?", "아카디아 회담을 2턴 카드 중 하나로 가져오겠습니까?"),
    ("eots.arcadia_play", "Play Arcadia Conference before the first Japanese card?", "일본군의 첫 카드 전에 아카디아 회담을 사용하겠습니까?"),
    ("eots.kondo", "No offensive in your hand: trade a 3-OC card for VADM Kondo?", "손패에 공세 카드가 없습니다: 3 OC 카드를 콘도 중장과 바꾸겠습니까?"),
    ("eots.round", "Your round: play a card, the Future Offensive, discard or pass.", "당신의 라운드: 카드 사용, 미래 공세, 버리기 또는 패스."),
    ("eots.choose_hq", "{0}: choose the HQ that activates units.", "{0}: 유닛을 활성화할 HQ를 고르세요."),
    ("eots.activate", "Activate units ({0} left).", "유닛을 활성화하세요 ({0}개 남음)."),
    ("eots.move", "Move the activated units ({0} selected).", "활성화된 유닛을 이동하세요 ({0}개 선택)."),
    ("eots.declare", "Declare the battle hexes.", "전투 헥스를 선언하세요."),
    ("eots.assign", "{0}: choose its battle.", "{0}: 참여할 전투를 고르세요."),
    ("eots.weather_window", "The offensive's movement is over: play a Weather card?", "공세의 이동이 끝났습니다: 날씨 카드를 사용하겠습니까?"),
    ("eots.event_reaction", "The event allows one reaction: move the unit into a landing hex, or finish.", "이벤트가 허용하는 대응: 유닛을 상륙 헥스로 이동하거나 마치세요."),
    ("eots.special_reaction", "Roll for a special reaction?", "특수 대응을 굴리겠습니까?"),
    ("eots.intelligence", "Intelligence: play a reaction card or roll.", "첩보: 대응 카드를 사용하거나 주사위를 굴리세요."),
    ("eots.reaction_hq", "Choose the reaction HQ.", "대응 HQ를 고르세요."),
    ("eots.reaction_move", "Move the reaction units.", "대응 유닛을 이동하세요."),
    ("eots.attack_reactions", "Play an attack reaction card?", "공격 대응 카드를 사용하겠습니까?"),
    ("eots.battles", "Choose the next battle to resolve.", "다음에 해결할 전투를 고르세요."),
    ("eots.allocate", "Battle at {0}: place {1} {1|hit|hits}.", "{0} 전투: 명중 {1}개를 배정하세요."),
    ("eots.last_step", "Battle at {0}: air and naval hits cannot take your last ground step. Which unit keeps it?", "{0} 전투: 공중·해군 명중은 마지막 지상 스텝을 없앨 수 없습니다. 어느 유닛이 마지막 스텝을 지킬까요?"),
    ("eots.carrier_transfer", "Battle at {0}: move a carrier's step loss to another carrier?", "{0} 전투: 항공모함의 스텝 손실을 다른 항공모함으로 옮기겠습니까?"),
    ("eots.retreat", "{0} retreats from {1}: choose where.", "{0}이(가) {1}에서 후퇴합니다: 위치를 고르세요."),
    ("eots.disengage", "Enemy ground units entered {0}: you may disengage.", "적 지상 유닛이 {0}에 진입했습니다: 이탈할 수 있습니다."),
    ("eots.post_battle", "Post-battle movement.", "전투 후 이동."),
    ("eots.emergency", "{0}: choose where it moves in emergency.", "{0}: 긴급 이동할 위치를 고르세요."),
    ("eots.overstack", "{0} is overstacked: remove a unit.", "{0}이(가) 적재 한도를 넘었습니다: 유닛 하나를 제거하세요."),
    ("eots.reinforcements", "Place your reinforcements.", "증원 부대를 배치하세요."),
    ("eots.replacements", "Spend your replacement points.", "보충 포인트를 사용하세요."),
    // ---- An event's own choices ----
    ("eots.choice.box", "{0}", "{0}"),
    ("eots.choice.card", "{0}", "{0}"),
    ("eots.choice.done", "Done", "완료"),
    ("eots.choice.hex", "{0}", "{0}"),
    ("eots.choice.move", "{0} to {1}", "{0}을(를) {1}(으)로"),
    ("eots.choice.unit", "{0}", "{0}"),
    // ---- Modifiers (9.2B, 9.4A) and odds ----
    ("eots.drm.ambush", "Ambush", "매복"),
    ("eots.drm.surprise", "Surprise attack", "기습"),
    ("eots.drm.us_air_1943", "US air, 1943", "미 항공, 1943년"),
    ("eots.drm.us_air_1944", "US air, 1944–45", "미 항공, 1944–45년"),
    ("eots.drm.event", "Event", "이벤트"),
    ("eots.drm.persistent_event", "Event in effect", "지속 이벤트"),
    ("eots.drm.air_superiority", "Air superiority", "제공권"),
    ("eots.drm.armour", "Armour", "기갑"),
    ("eots.drm.defended_before_landing", "Defended before the landing", "상륙 전 방어 중"),
    ("eots.drm.shore_bombardment", "Shore bombardment", "함포 사격"),
    ("eots.drm.terrain", "Terrain", "지형"),
    ("eots.drm.tsuji", "Col. Tsuji", "츠지 대좌"),
    ("eots.odds.strength", "Attack strength {0}", "공격력 {0}"),
    ("eots.odds.hits", "{0} {0|hit|hits}", "명중 {0}"),
    ("eots.odds.critical", "{0} {0|hit|hits}, critical", "명중 {0}, 치명타"),
    ("eots.drm.enemy_zoi", "An offensive unit in the reaction side's zone", "대응 측 ZOI 안의 공세 유닛"),
    ("eots.odds.fire", "{0} scores {1} {1|hit|hits}", "{0} 명중 {1}"),
    ("eots.odds.fire_critical", "{0} scores {1} {1|hit|hits}, critical", "{0} 명중 {1}, 치명타"),
    ("eots.odds.exchange", "{0} scores {1} {1|hit|hits}, {2} scores {3}", "{0} 명중 {1}, {2} 명중 {3}"),
    ("eots.odds.exchange_critical_first", "{0} scores {1} {1|hit|hits} (critical), {2} scores {3}", "{0} 명중 {1}(치명타), {2} 명중 {3}"),
    ("eots.odds.exchange_critical_second", "{0} scores {1} {1|hit|hits}, {2} scores {3} (critical)", "{0} 명중 {1}, {2} 명중 {3}(치명타)"),
    ("eots.odds.exchange_critical_both", "{0} scores {1} {1|hit|hits} (critical), {2} scores {3} (critical)", "{0} 명중 {1}(치명타), {2} 명중 {3}(치명타)"),
    ("eots.odds.no_fire", "No fire", "사격 없음"),
    ("eots.odds.intel_success", "Intelligence succeeds: Intercept", "첩보 성공: 요격"),
    ("eots.odds.intel_fail", "Intelligence fails", "첩보 실패"),
    ("eots.odds.china_success", "The China marker moves {0} towards Collapse", "중국 마커가 붕괴 쪽으로 {0}칸"),
    ("eots.odds.china_fail", "The China offensive fails (marker moves {0})", "중국 공세 실패 (마커 {0}칸)"),
    ("eots.drm.allied_air_in_china", "Allied air units in China", "중국 내 연합군 항공 유닛"),
    ("eots.odds.fire_terms", "{0}: strength {1}, modifier {2}", "{0}: 전투력 {1}, 보정 {2}"),
    ("eots.odds.average", "{0}: {1} {1|hit|hits} on average", "{0}: 평균 명중 {1}"),
    // ---- Log: the turn and the cards ----
    ("log.eots.position", "The game goes on from a position file.", "게임이 포지션 파일에서 이어집니다."),
    ("log.eots.scenario", "Scenario: {0}.", "시나리오: {0}."),
    ("log.eots.turn", "Turn {0}.", "{0}턴."),
    ("log.eots.asp_growth", "The Allies' permanent ASPs grow by one (now {0}).", "연합군의 영구 ASP가 1 늘어납니다 (현재 {0})."),
    ("log.eots.dealt", "was dealt {0} {0|card|cards} and {1} {1|pass|passes}.", "카드 {0}장과 패스 {1}개를 받았습니다."),
    ("log.eots.reshuffle", "shuffled the discards into a new draw pile.", "버림 더미를 섞어 새 덱을 만들었습니다."),
    ("log.eots.bid_pw", "The tournament bid moves US Political Will by {0}, to {1}.", "토너먼트 입찰로 미국 정치적 의지가 {0}만큼 움직여 {1}이(가) 됩니다."),
    ("log.eots.coastal_guns", "Coastal guns and mines: {0} loses a step before the battle.", "해안포와 기뢰: {0}이(가) 전투 전에 한 스텝을 잃습니다."),
    ("log.eots.offensives_over", "The Offensives Phase is over.", "공세 단계가 끝났습니다."),
    ("log.eots.free_naval_moved", "{0} moves in emergency to {1}.", "{0}이(가) {1}(으)로 긴급 이동합니다."),
    ("log.eots.arcadia_taken", "The Allies take Arcadia Conference as one of their cards.", "연합군이 아카디아 회담을 카드 중 하나로 가져옵니다."),
    ("log.eots.kondo_traded", "Japan trades {0} for VADM Kondo.", "일본군이 {0}을(를) 콘도 중장과 바꿉니다."),
    ("log.eots.pass", "passed.", "패스했습니다."),
    ("log.eots.discard", "discarded {0}.", "{0}을(를) 버렸습니다."),
    ("log.eots.future", "set a card aside as the Future Offensive.", "카드 한 장을 미래 공세로 놓았습니다."),
    ("log.eots.future_played", "played the Future Offensive, {0}.", "미래 공세 {0}을(를) 사용했습니다."),
    ("log.eots.play_oc", "played {0} for its operations.", "{0}을(를) 작전 카드로 사용했습니다."),
    ("log.eots.play_ec", "played {0} for its event.", "{0}을(를) 이벤트로 사용했습니다."),
    ("log.eots.react", "reacted with {0}.", "{0}(으)로 대응했습니다."),
    ("log.eots.weather", "Weather cancels the offensive.", "날씨로 공세가 취소되었습니다."),
    // ---- Log: the offensive ----
    ("log.eots.hq", "activates through {0}: {1} activations.", "{0}을(를) 통해 활성화합니다: 활성화 {1}회."),
    ("log.eots.activate", "activated {0} at {1}.", "{1}의 {0}을(를) 활성화했습니다."),
    ("log.eots.battle_hex", "declared a battle at {0}.", "{0}을(를) 전투 헥스로 선언했습니다."),
    ("log.eots.intel_success", "Intelligence roll {0}: success.", "첩보 굴림 {0}: 성공."),
    ("log.eots.intel_fail", "Intelligence roll {0}: failure.", "첩보 굴림 {0}: 실패."),
    ("log.eots.special_success", "Special reaction roll {1} at {0}: success.", "{0} 특수 대응 굴림 {1}: 성공."),
    ("log.eots.special_fail", "Special reaction roll {1} at {0}: failure.", "{0} 특수 대응 굴림 {1}: 실패."),
    ("log.eots.reaction_hq", "reacts through {0}: {1} activations.", "{0}을(를) 통해 대응합니다: 활성화 {1}회."),
    ("log.eots.hq_withdrawn", "{0} is withdrawn to the Turn Record Track.", "{0}이(가) 턴 기록 트랙으로 철수했습니다."),
    ("log.eots.hq_returned", "brought {0} back early at {1}.", "{0}을(를) {1}에 조기 재배치했습니다."),
    ("log.eots.route_built", "built the transport route at {0}.", "{0}의 수송로를 건설했습니다."),
    ("log.eots.rivalry_ended", "ended its Inter-Service Rivalry.", "군간 경쟁을 종료했습니다."),
    ("log.eots.hq_displaced", "{0} is displaced to the Turn Record Track.", "{0}이(가) 턴 기록 트랙으로 밀려났습니다."),
    // ---- Log: battles (9.0) ----
    ("log.eots.battle", "Battle at {0}.", "{0} 전투."),
    ("log.eots.battle_cancelled", "The battle at {0} is cancelled.", "{0} 전투가 취소되었습니다."),
    ("log.eots.landing_turned_back", "{0}'s landing is turned back.", "{0}의 상륙이 격퇴되었습니다."),
    ("log.eots.air_naval_fire", "Air-naval fire at {0}: strength {1}, roll {2}, modifier {3}: {4} {4|hit|hits}.", "{0} 항공·해상 사격: 전투력 {1}, 굴림 {2}, 보정 {3}: 명중 {4}."),
    ("log.eots.critical_hit", "A critical hit at {0}.", "{0}에서 치명타."),
    ("log.eots.air_naval_won", "wins the air-naval combat at {0} ({1} to {2}).", "{0} 항공·해상 전투에서 승리했습니다 ({1} 대 {2})."),
    ("log.eots.ground_fire", "Ground fire at {0}: strength {1}, roll {2}, modifier {3}: {4} {4|hit|hits}.", "{0} 지상 사격: 전투력 {1}, 굴림 {2}, 보정 {3}: 명중 {4}."),
    ("log.eots.ground_won", "wins the ground combat at {0} (steps lost {1} to {2}).", "{0} 지상 전투에서 승리했습니다 (스텝 손실 {1} 대 {2})."),
    ("log.eots.unit_reduced", "{0} is reduced ({1} {1|hit|hits}).", "{0}이(가) 감소했습니다 (명중 {1})."),
    ("log.eots.unit_eliminated", "{0} is eliminated ({1} {1|hit|hits}).", "{0}이(가) 제거되었습니다 (명중 {1})."),
    ("log.eots.intrinsic_eliminated", "An intrinsic step at {0} is eliminated ({1} {1|hit|hits}).", "{0}의 고유 스텝이 제거되었습니다 (명중 {1})."),
    ("log.eots.hits_lost", "{1} {1|hit|hits} at {0} could take no further step and {1|is|are} lost (9.2F3).", "{0}에서 명중 {1}개는 더 줄일 스텝이 없어 사라집니다 (9.2F3)."),
    ("log.eots.unit_reduced_critical", "{0} is reduced by the critical hit (9.2F6).", "{0}이(가) 치명타로 감소했습니다 (9.2F6)."),
    ("log.eots.unit_eliminated_critical", "{0} is eliminated by the critical hit (9.2F6).", "{0}이(가) 치명타로 제거되었습니다 (9.2F6)."),
    ("log.eots.intrinsic_eliminated_critical", "The critical hit eliminates an intrinsic step at {0} (9.2F6).", "치명타로 {0}의 고유 스텝이 제거되었습니다 (9.2F6)."),
    ("log.eots.keeps_last_step", "{0} keeps the last ground step at {1} (9.2F5).", "{0}이(가) {1}에서 마지막 지상 스텝을 지킵니다 (9.2F5)."),
    ("log.eots.carrier_transfer", "{0} takes the step loss of {1}.", "{0}이(가) {1}의 스텝 손실을 대신 받습니다."),
    ("log.eots.retreat", "{0} retreats from {1} to {2}.", "{0}이(가) {1}에서 {2}(으)로 후퇴했습니다."),
    ("log.eots.retreat_eliminated", "{0} cannot retreat and is eliminated.", "{0}은(는) 후퇴할 수 없어 제거되었습니다."),
    ("log.eots.hex_taken", "takes control of {0}.", "{0}을(를) 장악했습니다."),
    // ---- Log: card events (events module) ----
    ("log.eots.event.attack_roll", "{0}: {1} rolls {2} (needs {3} or less).", "{0}: {1}이(가) {2}을(를) 굴렸습니다 ({3} 이하 필요)."),
    ("log.eots.event.barges_cancelled", "{0}: the Barges are cancelled.", "{0}: 바지선이 취소되었습니다."),
    ("log.eots.event.cancelled", "{0} is cancelled.", "{0}이(가) 취소되었습니다."),
    ("log.eots.event.china", "{0}: the China marker moves {1} (now {2}).", "{0}: 중국 마커가 {1}칸 움직였습니다 (현재 {2})."),
    ("log.eots.event.discard", "{0}: the opponent discards {1}.", "{0}: 상대가 {1}을(를) 버렸습니다."),
    ("log.eots.event.divisions", "{0}: the Japanese divisions in China change by {1} (now {2}).", "{0}: 중국 주둔 일본군 사단이 {1} 변했습니다 (현재 {2})."),
    ("log.eots.event.draw", "{0}: draws {1} {1|card|cards}.", "{0}: 카드 {1}장을 뽑습니다."),
    ("log.eots.event.draw_empty", "{0}: no card left to draw.", "{0}: 뽑을 카드가 없습니다."),
    ("log.eots.event.draw_max", "{0}: no more cards may be drawn by events this turn.", "{0}: 이번 턴에는 이벤트로 카드를 더 뽑을 수 없습니다."),
    ("log.eots.event.eliminated", "{0}: {1} is eliminated.", "{0}: {1}이(가) 제거되었습니다."),
    ("log.eots.event.escorts", "{0}: the escort level changes by {1}.", "{0}: 호위 수준이 {1} 변했습니다."),
    ("log.eots.event.evacuate", "{0}: {1} is evacuated to {2}.", "{0}: {1}이(가) {2}(으)로 철수했습니다."),
    ("log.eots.event.india", "{0}: the India marker moves {1} (now {2}).", "{0}: 인도 마커가 {1}칸 움직였습니다 (현재 {2})."),
    ("log.eots.event.manchuria", "{0}: {1} {1|hex changes|hexes change} hands.", "{0}: 헥스 {1}개의 통제가 바뀌었습니다."),
    ("log.eots.event.no_effect", "{0} has no effect.", "{0}은(는) 효과가 없습니다."),
    ("log.eots.event.persistent", "{0} is in effect: {1} {2}.", "{0} 효과 지속: {1} {2}."),
    ("log.eots.event.pw", "{0}: US Political Will changes by {1} (now {2}).", "{0}: 미국 정치 의지가 {1} 변했습니다 (현재 {2})."),
    ("log.eots.event.reinforce", "{0}: {1} arrives at {2}.", "{0}: {1}이(가) {2}에 도착했습니다."),
    ("log.eots.event.relocate", "{0}: {1} moves to {2}.", "{0}: {1}이(가) {2}(으)로 이동했습니다."),
    ("log.eots.event.removed", "{0}: {1} is removed from the game.", "{0}: {1}이(가) 게임에서 제거되었습니다."),
    ("log.eots.event.replace", "{0}: {1} is replaced by {2}.", "{0}: {1}이(가) {2}(으)로 교체되었습니다."),
    ("log.eots.event.replacements", "{0}: {2} {1} replacement points (now {3}).", "{0}: {1} 보충 포인트 {2} (현재 {3})."),
    ("log.eots.event.restore", "{0}: {1} is back to full strength.", "{0}: {1}이(가) 완전 전력으로 회복했습니다."),
    ("log.eots.event.step_loss", "{0}: {1} loses a step.", "{0}: {1}이(가) 스텝을 잃었습니다."),
    ("log.eots.event.tojo_resigns", "{0}: Tojo resigns.", "{0}: 도조가 사임합니다."),
    ("log.eots.event.tokyo_express", "{0}: the Tokyo Express runs to {1}.", "{0}: 도쿄 급행이 {1}(으)로 운행합니다."),
    ("log.eots.event.unit_lost", "{0}: {1} is lost.", "{0}: {1}을(를) 잃었습니다."),
    ("log.eots.event.wie", "{0}: the War in Europe marker moves {1} (now {2}).", "{0}: 유럽 전쟁 마커가 {1}칸 움직였습니다 (현재 {2})."),
    // ---- Action labels ----
    ("eots.act.oc", "Play {0} for its operations", "{0}을(를) 작전 카드로 사용"),
    ("eots.act.oc_china", "Play {0} for a China offensive", "{0}(으)로 중국 공세"),
    ("eots.act.oc_withdraw", "Play {0} to withdraw {1}", "{0}(으)로 {1} 철수"),
    ("eots.act.oc_return", "Play {0} to bring {1} back at {2}", "{0}(으)로 {1}을(를) {2}에 재배치"),
    ("eots.act.oc_route", "Play {0} to build the transport route at {1}", "{0}(으)로 {1}의 수송로 건설"),
    ("eots.act.oc_end_rivalry", "Play {0} to end Inter-Service Rivalry", "{0}(으)로 군간 경쟁 종료"),
    ("eots.act.ec", "Play {0} for its event", "{0}을(를) 이벤트로 사용"),
    ("eots.act.take", "Take {0}", "{0} 가져오기"),
    ("eots.act.future", "Play the Future Offensive ({0})", "미래 공세 사용 ({0})"),
    ("eots.act.set_future", "Set {0} aside as the Future Offensive", "{0}을(를) 미래 공세로 놓기"),
    ("eots.act.discard", "Discard {0}", "{0} 버리기"),
    ("eots.act.pass", "Pass", "패스"),
    ("eots.act.hq", "Activate with {0}", "{0}(으)로 활성화"),
    ("eots.act.activate", "Activate {0}", "{0} 활성화"),
    ("eots.act.select", "Select {0}", "{0} 선택"),
    ("eots.act.unselect", "Put {0} back", "{0} 선택 해제"),
    ("eots.act.move", "Move by {0} to {1}", "{0}(으)로 {1}까지 이동"),
    ("eots.act.declare", "Declare a battle at {0}", "{0}을(를) 전투 헥스로 선언"),
    ("eots.act.assign", "{0} fights at {1}", "{0}이(가) {1}에서 전투"),
    ("eots.act.cover", "{0} covers the landing at {1}", "{0}이(가) {1}의 상륙을 엄호"),
    ("eots.act.react", "React with {0}", "{0}(으)로 대응"),
    ("eots.act.roll", "Roll for intelligence", "첩보 굴림"),
    ("eots.act.roll_at", "Roll a special reaction at {0}", "{0} 특수 대응 굴림"),
    ("eots.act.resolve", "Resolve the battle at {0}", "{0} 전투 해결"),
    ("eots.act.hit", "Hit {0}", "{0}에 명중 배정"),
    ("eots.act.auto", "Place the hits as proposed", "제안대로 명중 배정"),
    ("eots.act.keep", "{0} keeps the last step", "{0}이(가) 마지막 스텝을 지킴"),
    ("eots.act.transfer", "{0} takes {1}'s step loss", "{0}이(가) {1}의 스텝 손실을 받음"),
    ("eots.act.retreat", "{0} retreats to {1}", "{0}을(를) {1}(으)로 후퇴"),
    ("eots.act.disengage", "Disengage {0} to {1}", "{0}을(를) {1}(으)로 이탈"),
    ("eots.act.place", "Place {0} at {1}", "{0}을(를) {1}에 배치"),
    ("eots.act.remove", "Take {0} off the map", "{0}을(를) 지도에서 제거"),
    ("eots.act.to_china_box", "Fly {0} into the China box", "{0}을(를) 중국 박스로 비행"),
    ("eots.act.replace", "Replace a step of {0}", "{0}의 스텝 보충"),
    ("eots.act.choose", "Option {0}", "선택지 {0}"),
    ("eots.act.done", "Done", "완료"),
    ("eots.act.done_losing", "Done: {0} {0|unit|units} eliminated (8.21, 8.45C)", "완료: 유닛 {0}개 제거 (8.21, 8.45C)"),
    ("eots.play.oc", "operations", "작전"),
    ("eots.play.ec", "event", "이벤트"),
    ("eots.mode.ground", "ground movement", "지상 이동"),
    ("eots.mode.amphibious", "amphibious assault", "상륙 강습"),
    ("eots.mode.strategic_ground", "strategic transport", "전략 수송"),
    ("eots.mode.naval", "naval movement", "해상 이동"),
    ("eots.mode.strategic_naval", "strategic naval movement", "전략 해상 이동"),
    ("eots.mode.air", "air movement", "항공 이동"),
    ("eots.mode.strategic_air", "strategic air transport", "전략 항공 수송"),
    ("eots.event_choice", "{0}: choose.", "{0}: 고르세요."),
    ("log.eots.moved", "moved {0} to {1}.", "{0}을(를) {1}(으)로 이동했습니다."),
    ("log.eots.to_china_box", "flew {0} into the China box.", "{0}을(를) 중국 박스로 비행시켰습니다."),
    ("log.eots.air_to_track", "put {0} on the Turn Record Track (strategic air transport); it returns on turn {1}.", "{0}을(를) 턴 기록 트랙에 놓았습니다(전략 항공 수송). {1}턴에 돌아옵니다."),
    ("log.eots.disengaged", "{0} disengaged from {1} to {2}.", "{0}이(가) {1}에서 {2}(으)로 이탈했습니다."),
    ("log.eots.eliminated", "{0} is eliminated.", "{0}이(가) 제거되었습니다."),
    ("log.eots.attrition_eliminated", "{0} is eliminated by attrition (out of supply, beyond every HQ's range).", "{0}이(가) 소모로 제거되었습니다(보급 없음, 모든 HQ 범위 밖)."),
    ("log.eots.attrition_reduced", "{0} is reduced by attrition (out of supply).", "{0}이(가) 소모로 감소되었습니다(보급 없음)."),
    ("log.eots.overstack_removed", "{0} leaves the overstacked {1}.", "{0}이(가) 적재 한도를 넘은 {1}에서 떠났습니다."),
    ("log.eots.reinforcement", "placed the reinforcement {0} at {1}.", "증원 부대 {0}을(를) {1}에 배치했습니다."),
    ("log.eots.delayed", "put {0} in the Delay box.", "{0}을(를) 지연 박스에 놓았습니다."),
    ("log.eots.replaced", "replaced a step of {0}.", "{0}의 스텝을 보충했습니다."),
    ("log.eots.political_will", "US Political Will changes by {0} (now {1}).", "미국 정치 의지가 {0} 변했습니다 (현재 {1})."),
    ("log.eots.event_void", "{0} has no effect now.", "{0}은(는) 지금 효과가 없습니다."),
    ("log.eots.event.asp", "{0}: {1}'s permanent ASPs change by {2} (now {3}).", "{0}: {1}의 영구 ASP가 {2} 변했습니다 (현재 {3})."),
    ("log.eots.event.asp_turn", "{0}: {1} gets {2} ASPs this turn (now {3}).", "{0}: {1}이(가) 이번 턴 ASP {2}를 얻습니다 (현재 {3})."),
    ("log.eots.event.isr_on", "{0}: {1}'s Inter-Service Rivalry is in effect.", "{0}: {1}의 군종 간 경쟁이 적용됩니다."),
    ("log.eots.event.isr_off", "{0}: {1}'s Inter-Service Rivalry ends.", "{0}: {1}의 군종 간 경쟁이 끝났습니다."),
    ("log.eots.event.china_offensive", "{0}: China offensive roll {1}, modifier {2}: {3} against {4}.", "{0}: 중국 공세 굴림 {1}, 보정 {2}: {3} 대 {4}."),
    ("log.eots.event.hump", "{0}: the Hump is open.", "{0}: 험프 공수로가 열렸습니다."),
    ("log.eots.event.kwai", "{0}: the Kwai railway is built.", "{0}: 콰이 철도가 건설되었습니다."),
    ("log.eots.event.pt_boats", "{0}: PT boats end the Japanese barges.", "{0}: PT 보트가 일본군 바지선을 막습니다."),
    ("log.eots.event.interceptors", "{0} is in effect.", "{0} 효과가 지속됩니다."),
    ("log.eots.event.barges", "{0}: the Japanese ASP marker shows Barges.", "{0}: 일본군 ASP 마커가 바지선 면으로 바뀌었습니다."),
    // ---- Strategic warfare (12.0) ----
    ("log.eots.submarines_success", "Submarine warfare: roll {0}, modifier {1}: {2}, a success (Japan loses a card, an ASP and an escort level).", "잠수함전: 굴림 {0}, 보정 {1}: {2}, 성공 (일본은 카드 1장, ASP 1개, 호위 수준 1단계를 잃습니다)."),
    ("log.eots.submarines_fail", "Submarine warfare: roll {0}, modifier {1}: {2}, no effect.", "잠수함전: 굴림 {0}, 보정 {1}: {2}, 효과 없음."),
    ("log.eots.bombing_success", "{0} bombs Japan: roll {1}, modifier {2}: {3}, a success (Japan loses a card).", "{0}이(가) 일본을 폭격합니다: 굴림 {1}, 보정 {2}: {3}, 성공 (일본은 카드 1장을 잃습니다)."),
    ("log.eots.bombing_fail", "{0} bombs Japan: roll {1}, modifier {2}: {3}, no effect.", "{0}이(가) 일본을 폭격합니다: 굴림 {1}, 보정 {2}: {3}, 효과 없음."),
    ("log.eots.bomber_damaged", "{0} loses a step over Japan.", "{0}이(가) 일본 상공에서 스텝을 잃었습니다."),
    // ---- Delays and the War in Europe (10.21–10.24) ----
    ("log.eots.delay.wie", "{0} is delayed by the War in Europe.", "{0}이(가) 유럽 전쟁으로 지연됩니다."),
    ("log.eots.delay.isr", "{0} is delayed by US Inter-Service Rivalry.", "{0}이(가) 미군 군종 간 경쟁으로 지연됩니다."),
    ("log.eots.delay.event", "{0} is delayed by an event.", "{0}이(가) 이벤트로 지연됩니다."),
    ("log.eots.sent_to_europe", "{0} is sent to Europe (roll {1}, total {2}); it returns on turn {3}.", "{0}이(가) 유럽으로 보내집니다 (굴림 {1}, 합계 {2}); {3}턴에 돌아옵니다."),
    ("log.eots.stays_from_europe", "{0} stays in the Pacific (Europe roll {1}, total {2}).", "{0}은(는) 태평양에 남습니다 (유럽 굴림 {1}, 합계 {2})."),
    // ---- National status (13.0) and Political Will (16.4) ----
    ("log.eots.surrender", "{0} surrenders.", "{0}이(가) 항복했습니다."),
    ("log.eots.recaptured", "{0} is recaptured.", "{0}을(를) 탈환했습니다."),
    ("log.eots.removed", "{0} is removed from the game.", "{0}이(가) 게임에서 제거되었습니다."),
    ("log.eots.to_turn_track", "{0} goes to the Turn Record Track.", "{0}이(가) 턴 기록 트랙으로 갑니다."),
    ("log.eots.relocated", "{0} moves to {1}.", "{0}이(가) {1}(으)로 이동합니다."),
    ("log.eots.area_taken", "takes {0}: {1} {1|hex changes|hexes change} hands.", "{0}을(를) 장악합니다: 헥스 {1}개의 통제가 바뀌었습니다."),
    ("log.eots.india_track", "The India marker moves to {0}.", "인도 마커가 {0}(으)로 이동합니다."),
    ("log.eots.blockade", "Japan is blockaded ({0} segments in a row).", "일본이 봉쇄되었습니다 (연속 {0}회)."),
    ("log.eots.pw_change", "{0}: US Political Will changes by {1} (now {2}).", "{0}: 미국 정치 의지가 {1} 변했습니다 (현재 {2})."),
    ("eots.nation.philippines", "The Philippines", "필리핀"),
    ("eots.nation.malaya", "Malaya", "말라야"),
    ("eots.nation.dei", "The Dutch East Indies", "네덜란드령 동인도"),
    ("eots.nation.burma", "Burma", "버마"),
    ("eots.nation.india", "India", "인도"),
    ("eots.nation.china", "China", "중국"),
    ("eots.nation.australia", "Australia", "호주"),
    ("eots.area.mandate", "the Australian Mandate", "호주 위임 통치령"),
    ("eots.area.new_guinea", "New Guinea", "뉴기니"),
    ("eots.area.marshalls", "the Marshall Islands", "마셜 제도"),
    ("eots.track.india.0", "Stable", "안정"),
    ("eots.track.india.1", "Unrest", "불안"),
    ("eots.track.india.2", "Strikes", "파업"),
    ("eots.track.india.3", "Unstable", "불안정"),
    ("eots.track.india.4", "Revolts", "반란"),
    ("eots.pw.surrender_australia", "Australia surrenders", "호주 항복"),
    ("eots.pw.surrender_burma", "Burma surrenders", "버마 항복"),
    ("eots.pw.surrender_china", "China surrenders", "중국 항복"),
    ("eots.pw.surrender_dei", "The Dutch East Indies surrender", "네덜란드령 동인도 항복"),
    ("eots.pw.surrender_india", "India surrenders", "인도 항복"),
    ("eots.pw.surrender_malaya", "Malaya surrenders", "말라야 항복"),
    ("eots.pw.surrender_philippines", "The Philippines surrender", "필리핀 항복"),
    ("eots.pw.recapture_australia", "Australia recaptured", "호주 탈환"),
    ("eots.pw.recapture_burma", "Burma recaptured", "버마 탈환"),
    ("eots.pw.recapture_china", "China recaptured", "중국 탈환"),
    ("eots.pw.recapture_dei", "The Dutch East Indies recaptured", "네덜란드령 동인도 탈환"),
    ("eots.pw.recapture_india", "India recaptured", "인도 탈환"),
    ("eots.pw.recapture_malaya", "Malaya recaptured", "말라야 탈환"),
    ("eots.pw.recapture_philippines", "The Philippines recaptured", "필리핀 탈환"),
    ("eots.pw.all_surrendered", "Every Allied nation of the list has surrendered", "목록의 모든 연합국이 항복"),
    ("eots.pw.alaska_occupied", "Japan holds the Aleutians", "일본의 알류샨 점령"),
    ("eots.pw.hawaii_occupied", "Japan holds Hawaii", "일본의 하와이 점령"),
    ("eots.pw.japan_resources_3_or_less", "Japan holds three resource hexes or fewer", "일본의 자원 헥스 3개 이하"),
    ("eots.pw.strategic_bombing_success", "Strategic bombing succeeds", "전략 폭격 성공"),
    ("eots.pw.us_casualties", "A US attacking force is wiped out", "미군 공격 부대 전멸"),
    ("eots.japan_conquered", "the Allies hold every hex of Honshu", "연합군이 혼슈의 모든 헥스를 통제"),
    ("eots.japan_blockaded", "three National Status segments of blockade", "3회 연속 국가 상태 세그먼트 동안의 봉쇄"),
    // ---- Outcomes (16.0, 17.10.7) ----
    ("outcome.eots_pw_zero", "US Political Will fell to zero: Japan wins.", "미국 정치 의지가 0이 되었습니다: 일본 승리."),
    ("outcome.eots_no_hq", "{0} has no HQ on the map and loses.", "{0}은(는) 지도에 HQ가 없어 패배합니다."),
    ("outcome.eots_port_control", "Port control at the end: the Allies hold {0} ports and resource hexes, Japan {1}.", "종료 시 항구 통제: 연합군 {0}개, 일본 {1}개의 항구·자원 헥스."),
    ("outcome.eots_japan_surrenders", "Japan surrenders ({0}): the Allies win.", "일본이 항복했습니다 ({0}): 연합군 승리."),
    ("outcome.eots_vp", "The VP schedule at the end: Japan has {0} victory points, {1}.", "종료 시 승점 일정: 일본 승점 {0}점, {1}."),
    ("eots.level.allied_decisive", "an Allied decisive victory", "연합군 결정적 승리"),
    ("eots.level.allied_tactical", "an Allied tactical victory", "연합군 전술적 승리"),
    ("eots.level.japan_tactical", "a Japanese tactical victory", "일본군 전술적 승리"),
    ("eots.level.japan_decisive", "a Japanese decisive victory", "일본군 결정적 승리"),
    ("outcome.eots_resources_lost", "Japan holds only {0} resource hexes at the end, fewer than 12: the Allies win (17.27).", "종료 시 일본의 자원 헥스가 {0}개로 12개 미만입니다: 연합군 승리 (17.27)."),
    ("outcome.eots_final", "The last turn is over: {0} wins (16.2, 16.3).", "마지막 턴이 끝났습니다: {0} 승리 (16.2, 16.3)."),
];

#[cfg(test)]
mod tests {
    use super::TEXTS;

    fn rust_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                rust_files(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }

    /// Every message id literal in this game's source (`"eots.…"`, dynamic prefixes ending in `.` aside)
    /// has its English and Korean text, as a plain key or as a log entry (`log.eots.…`).
    #[test]
    fn every_message_id_is_in_the_catalog() {
        let has = |k: &str| TEXTS.iter().any(|(key, en, ko)| *key == k && !en.is_empty() && !ko.is_empty());
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games/empire_of_the_sun");
        let mut files = vec![];
        rust_files(&dir, &mut files);
        let mut missing = std::collections::BTreeSet::new();
        for f in files {
            let src = std::fs::read_to_string(&f).unwrap();
            for (i, _) in src.match_indices("\"eots.") {
                let rest = &src[i + 1..];
                let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.')).unwrap_or(rest.len());
                let id = &rest[..end];
                if id.ends_with('.') {
                    continue;
                }
                if !has(id) && !has(&format!("log.{id}")) {
                    missing.insert(id.to_string());
                }
            }
        }
        assert!(missing.is_empty(), "untranslated Empire of the Sun message ids: {missing:?}");
        let mut keys: Vec<&str> = TEXTS.iter().map(|(k, _, _)| *k).collect();
        keys.sort_unstable();
        let n = keys.len();
        keys.dedup();
        assert_eq!(n, keys.len(), "a key twice");
    }
}
