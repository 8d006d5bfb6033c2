//! Kutuzov's board words in English and Korean: its labels, legend and the facts of a space (the game's
//! own messages, actions and names are the engine's: `engine/src/games/kutuzov/text.rs`). Plain Rust,
//! tested natively.

use engine::text::Catalog;

pub static BOARD_TEXTS: Catalog = &[
    ("kut.b.auction", "Auction (2.34): {0} bought for {1} SP", "경매 (2.34): {0}, {1} SP에 낙찰"),
    ("kut.b.auction_title", "The side auction's winning bid (KUT 2.34): that many SP of the Power's own soldiers were removed at set-up; the other players chose at no cost.", "진영 경매의 낙찰가 (KUT 2.34): 준비 때 그 강국의 병사 SP를 그만큼 제거했습니다. 나머지 플레이어는 대가 없이 골랐습니다."),
    ("kut.b.approx", "Approximate map: drawn by Sandtable from 1812 geography and the rule book, not the printed map. Tap a space for where each fact comes from.", "근사 지도: 인쇄된 지도가 아니라 1812년 지리와 규칙서로 Sandtable이 그린 지도입니다. 공간을 누르면 각 사실의 출처가 보입니다."),
    ("kut.b.approx_short", "Approximate map: Sandtable's reconstruction, not the printed map. Tap a space for its sources.", "근사 지도: 인쇄된 지도가 아닌 Sandtable의 재구성. 공간을 누르면 출처가 보입니다."),
    ("kut.b.odds_title", "Before you roll: the engine's odds (percent = chance of the result)", "굴리기 전: 엔진이 계산한 확률 (퍼센트 = 그 결과의 확률)"),
    ("kut.b.map", "Map of Kutuzov", "쿠투조프 지도"),
    ("kut.b.zoom_in", "Zoom in", "확대"),
    ("kut.b.zoom_out", "Zoom out", "축소"),
    ("kut.b.fit", "Fit", "맞춤"),
    ("kut.b.legend", "Legend", "범례"),
    ("kut.b.line.clear", "Clear line", "평지 경로"),
    ("kut.b.line.rough", "Rough line", "험지 경로"),
    ("kut.b.line.marsh", "Marsh line", "습지 경로"),
    ("kut.b.line.river", "River line", "강 경로"),
    ("kut.b.line.sea", "Sea link (R1 convoys)", "해상 연결 (R1 수송)"),
    ("kut.b.sym.key", "Key duchy", "핵심 공국"),
    ("kut.b.sym.fortress", "Fortress (strength)", "요새 (강도)"),
    ("kut.b.sym.depot", "Depot", "보급소"),
    ("kut.b.sym.capital", "Capital", "수도"),
    ("kut.b.sym.port", "Port", "항구"),
    ("kut.b.sym.flag", "Flag (controller)", "깃발 (통제 세력)"),
    ("kut.b.sym.scorched", "Scorched earth", "초토화"),
    ("kut.b.sym.besieged", "Besieged", "포위됨"),
    ("kut.b.sym.legal", "A legal choice", "가능한 선택"),
    ("kut.b.sym.sacked", "Sacked fortress", "약탈된 요새"),
    ("kut.b.sym.marked", "Battle or Failed Intercept: no move or interception this impulse", "전투 또는 차단 실패: 이번 임펄스에 이동·차단 불가"),
    ("kut.b.sym.reach", "CP for the chosen army to get there", "선택한 군이 도달하는 데 드는 CP"),
    ("kut.b.sym.route", "Route (CP spent so far)", "경로 (누적 CP)"),
    ("kut.b.sym.attrition", "Attrition checks on that step", "그 구간의 소모 판정 수"),
    ("kut.b.sym.intercept", "An enemy army may intercept here", "적군이 여기로 차단할 수 있음"),
    ("kut.b.route.leg", "Step {0}: {1} CP ({2} CP in all)", "{0}구간: {1} CP (누적 {2} CP)"),
    ("kut.b.route.attrition", "{0} attrition check(s) (KUT 10.4)", "소모 판정 {0}회 (KUT 10.4)"),
    ("kut.b.route.interceptor", "{0} in {1} may intercept into {2}: {3}% (KUT 11.4)", "{1}의 {0}이(가) {2}(으)로 차단 가능: {3}% (KUT 11.4)"),
    ("kut.b.route.stop.battle", "The march ends here: battle, unless the enemy evades (KUT 10.52)", "여기서 행군 종료: 적이 회피하지 않으면 전투 (KUT 10.52)"),
    ("kut.b.route.stop.fortress", "The march ends here: an enemy fortress (KUT 10.53)", "여기서 행군 종료: 적 요새 (KUT 10.53)"),
    ("kut.b.route.stop.zone", "The march ends here: entering a zone (KUT 10.51)", "여기서 행군 종료: 구역 진입 (KUT 10.51)"),
    ("kut.b.route.hint", "Point at or tap any space with a CP badge: its route, the CP, attrition and who may intercept. Tap it again to march the first step.", "CP 표시가 있는 공간을 가리키거나 누르면 경로, CP, 소모, 차단 가능한 적이 보입니다. 한 번 더 누르면 첫 구간을 행군합니다."),
    ("kut.b.route.head", "{0} to {1}: {2} CP ({3} left)", "{0} → {1}: {2} CP ({3} 남음)"),
    ("kut.b.route.note", "The cheapest legal march, as the engine counts it. Each step is a move of its own, which the enemy may answer.", "엔진이 계산한 가장 싼 합법 행군입니다. 각 구간은 별개의 이동이며 적이 대응할 수 있습니다."),
    ("kut.b.route.step", "March the first step: to {0}", "첫 구간 행군: {0}(으)로"),
    ("kut.b.route.clear", "Clear the route", "경로 지우기"),
    ("kut.b.turn", "Turn {0} of {1}", "{1}턴 중 {0}턴"),
    ("kut.b.marker", "Impulse marker: {0}", "임펄스 마커: {0}"),
    ("kut.b.step.impulse", "{0}'s impulse", "{0}의 임펄스"),
    ("kut.b.step.spend", "{0} spends CP: {1} left", "{0} CP 사용: {1} 남음"),
    ("kut.b.step.battle", "Battle at {0}", "{0} 전투"),
    ("kut.b.step.retreat", "Retreat after battle", "전투 후 후퇴"),
    ("kut.b.step.arrive", "An army arrives", "군 도착"),
    ("kut.b.step.preempt", "Pre-emptive impulse?", "선제 임펄스?"),
    ("kut.b.step.mulligan", "Mulligan?", "멀리건?"),
    ("kut.b.step.intercept", "Interception", "차단"),
    ("kut.b.step.evade", "Evasion", "회피"),
    ("kut.b.step.end_of_turn", "End of the turn", "턴 종료"),
    ("kut.b.step.interphase", "Interphase", "인터페이즈"),
    ("kut.b.step.deploy", "{0} deploys from {2}", "{0}: {2}에서 전략배치"),
    ("kut.b.step.magazine", "{0}: strategic deployment", "{0}: 전략배치"),
    ("kut.b.step.hand_limit", "{0} discards to the hand limit", "{0}: 손패 제한으로 버리기"),
    ("kut.b.step.chit", "{0} may take a chit card", "{0}: Chit 카드 가져오기"),
    ("kut.b.step.rfm_choice", "{0} chooses: Retreat from Moscow?", "{0}의 선택: 모스크바에서 후퇴?"),
    ("kut.b.step.window", "A window for responses", "대응 카드 기회"),
    ("kut.b.step.event", "An event is being played", "이벤트 진행 중"),
    ("kut.b.step.dmc", "{0} places DMCs: {1} left", "{0}: DMC 배치, {1}개 남음"),
    ("kut.b.step.engage", "{0} enters {2}, held by the enemy: attack or stay?", "{0}: 적이 있는 {2}에 진입 — 공격 또는 머무름?"),
    ("kut.b.step.recovery", "{0}: Emergency Recovery of a second morale drop?", "{0}: 두 번째 사기 저하의 응급 회복?"),
    ("kut.b.step.attrition_recovery", "{0}: Emergency Recovery of a second attrition level drop?", "{0}: 두 번째 손실단계 하락의 응급 회복?"),
    ("kut.b.step.dismiss", "{0} may remove its own leaders (17.36)", "{0}: 자국 리더 제거 가능 (17.36)"),
    ("kut.b.step.command_consent", "{0}: agree that the partner's leader command the army group in {2}?", "{0}: {2} 군집단을 동맹 리더가 지휘하는 데 동의?"),
    ("kut.b.step.join_consent", "{0}: consent to its army in {2} joining the partner's army group?", "{0}: {2}에 있는 군의 동맹 군집단 합류에 동의?"),
    ("kut.b.step.bridge_deploy", "{0}: To the Bridges deployment to {2}", "{0}: {2}(으)로 To the Bridges 전략배치"),
    ("kut.b.sym.entrenched", "Entrenched (KUT 12.45)", "참호 (KUT 12.45)"),
    ("kut.b.sym.supply_train", "Supply Train (#6, #13; KUT 6.3)", "병참마차 (#6, #13; KUT 6.3)"),
    ("kut.b.sym.bridge", "Bridge: the River is Clear for the Imperials (KUT 18.2; dark deck: permanent)", "다리: 제국군에게 강길이 대로 (KUT 18.2; 어두운 상판: 영구)"),
    ("kut.b.supply_train", "{0}'s Supply Train: no scorched-earth attrition for its camp here; a Key for regrouping", "{0}의 병참마차: 이곳에서 그 진영은 초토화 손실이 없고, 재편성 때 핵심 공국으로 칩니다"),
    ("kut.b.sym.magazine", "Troop Deployment Magazine (KUT 17.3)", "병력배치 마커 (KUT 17.3)"),
    ("kut.b.group.magazine", "Place the magazine in:", "배치 마커 놓기:"),
    ("kut.b.group.deploy", "Deploy {0} to:", "{0} 전략배치:"),
    ("kut.b.group.deploy_sp", "Deploy 1 SP ({0}) to:", "1 SP({0}) 전략배치:"),
    ("kut.b.group.entrench", "Entrench (1 resource):", "참호 구축 (자원 1):"),
    ("kut.b.wtf", "Will to Fight? marker (KUT 19.81)", "Will to Fight? 마커 (KUT 19.81)"),
    ("kut.b.wtf_left", "Tsarist morale track: {0} Will to Fight? marker(s) left (KUT 19.81)", "차르군 사기 트랙: Will to Fight? 마커 {0}개 남음 (KUT 19.81)"),
    ("kut.b.morale_track", "Tsarist morale track", "차르군 사기 트랙"),
    ("kut.b.rfm.title", "Retreat from Moscow (KUT 19.7)", "모스크바에서의 후퇴 (KUT 19.7)"),
    ("kut.b.rfm.triggered", "Retreat from Moscow: triggered", "모스크바에서의 후퇴: 발동"),
    ("kut.b.rfm.adopted", "Retreat from Moscow: adopted", "모스크바에서의 후퇴: 채택됨"),
    ("kut.b.resources", "Resources", "자원"),
    ("kut.b.hand", "Cards in hand", "손패"),
    ("kut.b.vp", "Victory points", "승점"),
    ("kut.b.morale", "Morale", "사기"),
    ("kut.b.loss_gain", "Loss {0} · Gain {1}", "손실 {0} · 획득 {1}"),
    ("kut.b.attrition", "Imperial attrition", "제국군 소모"),
    ("kut.b.allies", "Austria {0} · Prussia {1}", "오스트리아 {0} · 프로이센 {1}"),
    ("kut.b.ally.ok", "steady", "충실"),
    ("kut.b.ally.hesitant", "hesitant", "주저"),
    ("kut.b.ally.neutral", "neutral", "중립"),
    ("kut.b.ally.revolt", "in revolt", "반란"),
    ("kut.b.tsarist_keys", "Keys held by the Tsarists", "차르군 보유 핵심 공국"),
    ("kut.b.deck", "Deck {0} · discards {1}", "덱 {0} · 버림 {1}"),
    ("kut.b.home_pile", "Home cards: {0} face down · {1} used", "본국 카드: 뒷면 {0} · 사용 {1}"),
    ("kut.b.home_pile_title", "The camp's Home deck and the face-up pile of its used Home cards (KUT 4.21); reshuffled together at the interphase (KUT 17.44).", "진영의 본국 카드 더미와 사용한 본국 카드 더미 (KUT 4.21). 정비 단계에 함께 섞습니다 (KUT 17.44)."),
    ("kut.b.ask_all.yes", "Windows ask every Power", "대응 기회: 모든 세력에게 묻기"),
    ("kut.b.ask_all.no", "Windows ask only who can respond", "대응 기회: 낼 수 있는 세력에게만"),
    ("kut.b.ask_all_title", "The game's option ask_all: with it every Power is asked at each response window and may pass with one click, so a pause does not show who holds a response card.", "게임 옵션 ask_all: 켜면 대응 기회마다 모든 세력에게 묻고 한 번에 패스할 수 있어, 멈춤으로 누가 대응 카드를 가졌는지 드러나지 않습니다."),
    ("kut.b.preempt.not_yet", "Pre-emption: not yet", "선제: 아직 불가"),
    ("kut.b.preempt.just_used", "Pre-emption: not after a pre-emptive impulse", "선제: 직전 임펄스가 선제여서 불가"),
    ("kut.b.preempt.nobody", "Pre-emption: nobody (no Power holds the most cards alone)", "선제: 없음 (가장 많은 카드를 혼자 가진 세력 없음)"),
    ("kut.b.preempt.power", "Pre-emption: {0} holds the most cards", "선제: {0}이(가) 카드가 가장 많음"),
    ("kut.b.preempt.camp", "Pre-emption: {0} hold 2 cards more", "선제: {0}이(가) 카드 2장 이상 많음"),
    ("kut.b.preempt_title", "Between two scheduled impulses the Power holding strictly the most cards may take an extra impulse, unless it just played or is due next, and never after another pre-emptive impulse (KUT 4.22).", "정규 임펄스 사이에 카드를 혼자 가장 많이 가진 세력은 추가 임펄스를 할 수 있습니다. 방금 했거나 다음 차례인 세력은 안 되고, 선제 임펄스 바로 뒤에도 안 됩니다 (KUT 4.22)."),
    ("kut.b.regroup", "Regroup box", "재편성 칸"),
    ("kut.b.your_hand", "Your hand", "내 손패"),
    ("kut.b.camp_hand", "{0}' hand", "{0} 핸드"),
    ("kut.b.chits", "chit pile {0}", "Chit 더미 {0}"),
    ("kut.b.hidden_hands", "Hidden hands (cards):", "비공개 손패 (장수):"),
    ("kut.b.event_badge", "event", "이벤트"),
    ("kut.b.event_badge_title", "This card's event is played: choose the card, then its CP or its event.", "이 카드는 이벤트로 쓸 수 있습니다: 카드를 고른 뒤 CP나 이벤트를 고르세요."),
    ("kut.b.tab.space", "Space", "공간"),
    ("kut.b.tab.hand", "Hand", "손패"),
    ("kut.b.tab.log", "Log", "기록"),
    ("kut.b.pick_space", "Tap a space on the map to see its facts, who controls it and what stands there.", "지도의 공간을 누르면 그 사실, 통제 세력, 주둔 부대가 보입니다."),
    ("kut.b.kind.duchy", "Duchy", "공국"),
    ("kut.b.kind.zone", "Zone", "구역"),
    ("kut.b.kind.sea", "Sea", "바다"),
    ("kut.b.home", "Home colour: {0}", "본거지 색: {0}"),
    ("kut.b.home.fn", "French Northern (blue)", "프랑스 북부 (파랑)"),
    ("kut.b.home.fs", "French Southern (red)", "프랑스 남부 (빨강)"),
    ("kut.b.home.prussia", "Prussia (black)", "프로이센 (검정)"),
    ("kut.b.home.austria", "Austria (grey)", "오스트리아 (회색)"),
    ("kut.b.home.r1", "Russian First (green)", "러시아 제1군 (초록)"),
    ("kut.b.home.r2", "Russian Second (yellow)", "러시아 제2군 (노랑)"),
    ("kut.b.home.russia", "Moscow: both Russian Powers", "모스크바: 러시아 두 세력"),
    ("kut.b.home.none", "None", "없음"),
    ("kut.b.fortress_n", "Fortress, strength {0}", "요새, 강도 {0}"),
    ("kut.b.edge.imperial", "Imperial home edge zone", "제국군 본거지 가장자리 구역"),
    ("kut.b.edge.tsarist", "Tsarist home edge zone", "차르군 본거지 가장자리 구역"),
    ("kut.b.marsh", "Pripyat marsh duchy", "프리피야트 습지 공국"),
    ("kut.b.controller", "Controlled by {0}", "통제: {0}"),
    ("kut.b.no_controller", "Controlled by nobody", "통제 세력 없음"),
    ("kut.b.flag", "Flag of {0}", "{0}의 깃발"),
    ("kut.b.flag_austrian", "Austrian flag ({0})", "오스트리아 깃발 ({0})"),
    ("kut.b.flag_prussian", "Prussian flag ({0})", "프로이센 깃발 ({0})"),
    ("kut.b.group.flag_ally", "Place the ally's own flag (Austrian or Prussian) in:", "동맹국(오스트리아 또는 프로이센) 자국 깃발 배치:"),
    ("kut.b.sacked", "Sacked", "약탈됨"),
    ("kut.b.here", "Here", "주둔"),
    ("kut.b.nobody_here", "No army here.", "주둔 부대 없음."),
    ("kut.b.leader", "{0} (battle {1}, command {2})", "{0} (전투 {1}, 지휘 {2})"),
    ("kut.b.lines", "Lines of march", "행군로"),
    ("kut.b.source", "Source of this row", "이 행의 출처"),
    ("kut.b.approx_row", "Reconstructed in part: not every fact of this space is in the rule book.", "일부 재구성: 이 공간의 사실 전부가 규칙서에 있지는 않습니다."),
    ("kut.b.group.move", "Move {0} to:", "{0} 이동:"),
    ("kut.b.group.move_group", "Move {0}'s army group (1 CP per army) to:", "{0}의 군집단 이동 (군마다 1 CP):"),
    ("kut.b.group.convoy", "Convoy: {0} with his army by sea (1 CP a unit, 5 at most) to:", "해상수송: {0}와 그의 군을 바다로 (단위당 1 CP, 최대 5) 이동:"),
    ("kut.b.group.convoy_sp", "Convoy: SP by sea (1 CP each, 5 at most) from {0} to:", "해상수송: SP를 바다로 (하나당 1 CP, 최대 5) {0}에서 이동:"),
    ("kut.b.group.move_sp", "Move 1 SP ({0}) from {1} to:", "1 SP({0})를 {1}에서 이동:"),
    ("kut.b.group.build", "Build 1 SP ({0}) in:", "1 SP({0}) 건설:"),
    ("kut.b.group.build_leader", "Build {0} in:", "{0} 건설:"),
    ("kut.b.group.regroup", "Regroup 1 SP ({0}) to:", "1 SP({0}) 재편성 배치:"),
    ("kut.b.group.regroup_leader", "Regroup {0} to:", "{0} 재편성 배치:"),
    ("kut.b.group.retreat", "Retreat to:", "후퇴:"),
    ("kut.b.group.evade", "Evade to:", "회피:"),
    ("kut.b.group.flag", "Place a flag in:", "깃발 배치:"),
    ("kut.b.army_pick", "Ring only this army's destinations on the map (again: all)", "지도에 이 군의 목적지만 표시 (다시 누르면 전체)"),
    ("kut.b.actions_here", "Choices here", "여기서 가능한 선택"),
    ("kut.b.unknown_zone", "Where this zone lies is unknown: it is drawn in the corner.", "이 구역의 위치는 알 수 없어 모서리에 그렸습니다."),
];

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// Every board key (kut.b.*) the board files ask for is here, and no key twice.
    #[test]
    fn every_board_key_exists_once() {
        let keys: BTreeSet<&str> = BOARD_TEXTS.iter().map(|(k, _, _)| *k).collect();
        assert_eq!(keys.len(), BOARD_TEXTS.len(), "a key twice");
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/boards/kutuzov");
        let mut found = 0;
        for e in std::fs::read_dir(dir).unwrap() {
            let src = std::fs::read_to_string(e.unwrap().path()).unwrap();
            for (i, _) in src.match_indices("\"kut.b.") {
                let rest = &src[i + 1..];
                let end = rest.find('"').unwrap();
                let key = &rest[..end];
                if key.ends_with('.') || key.contains('{') {
                    continue; // completed with format!: checked below
                }
                found += 1;
                assert!(keys.contains(key), "{key} is used but not in BOARD_TEXTS");
            }
        }
        assert!(found > 20, "the scan found {found} uses");
        // The keys the board completes with format!.
        let families: [(&str, &[&str]); 8] = [
            ("kind", &["duchy", "zone", "sea"]),
            ("home", &["fn", "fs", "prussia", "austria", "r1", "r2", "russia", "none"]),
            ("line", &["clear", "rough", "marsh", "river", "sea"]),
            // Every kind the engine's view names (`STEP_KINDS`), and the magazine the board words itself.
            ("step", &["magazine"]),
            ("step", engine::games::kutuzov::view::STEP_KINDS),
            ("ally", &["ok", "hesitant", "neutral", "revolt"]),
            ("edge", &["imperial", "tsarist"]),
            ("rfm", &["triggered", "adopted"]),
        ];
        for (family, members) in families {
            for m in members {
                let key = format!("kut.b.{family}.{m}");
                assert!(keys.contains(key.as_str()), "{key}");
            }
        }
    }
}
