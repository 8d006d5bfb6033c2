//! Kutuzov's words in English and Korean: every prompt, action label, log entry and outcome the rules emit.

use crate::text::Catalog;

pub static TEXTS: Catalog = &[
    ("kut.impulse", "{0}: turn {1} impulse — play a card, buy one, or end.", "{0}: {1}턴 임펄스 — 카드를 내거나, 사거나, 마치세요."),
    ("kut.spend", "{0}: {1} CP to spend.", "{0}: 사용할 CP {1}."),
    ("kut.reinforce", "{0}: {1} reinforcement CP to spend on building and regrouping.", "{0}: 건설과 재편성에 쓸 증원 CP {1}."),
    ("kut.retreat", "{0}: retreat from {1} — choose the space.", "{0}: {1}에서 후퇴 — 후퇴할 지역을 고르세요."),
    ("kut.a.card", "Play {0} for its CP", "{0}을(를) CP로 사용"),
    ("kut.a.buy", "Buy a card (2 resources)", "카드 구매 (자원 2)"),
    ("kut.a.done", "Done", "완료"),
    ("kut.a.move", "Move {0} to {1}", "{0}을(를) {1}(으)로 이동"),
    ("kut.a.move_sp", "Move 1 SP ({0}) from {1} to {2}", "1 SP({0})를 {1}에서 {2}(으)로 이동"),
    ("kut.a.flag", "Flag {0}", "{0}에 깃발 배치"),
    ("kut.a.build", "Build 1 SP ({0}) in {1}", "{1}에 1 SP({0}) 건설"),
    ("kut.a.build_leader", "Build {0} in {1}", "{1}에 {0} 건설"),
    ("kut.a.regroup", "Regroup 1 SP ({0}) to {1}", "1 SP({0})를 {1}에 재편성 배치"),
    ("kut.a.regroup_leader", "Regroup {0} to {1}", "{0}을(를) {1}에 재편성 배치"),
    ("kut.a.marker_die", "Roll a marker die (1 CP)", "마커 주사위 굴림 (1 CP)"),
    ("kut.a.retreat", "Retreat to {0}", "{0}(으)로 후퇴"),
    ("kut.contingent.fn", "French, FN", "프랑스군, 북부군"),
    ("kut.contingent.pru", "Prussian", "프로이센군"),
    ("kut.contingent.fs", "French, FS", "프랑스군, 남부군"),
    ("kut.contingent.aut", "Austrian", "오스트리아군"),
    ("kut.contingent.r1", "Russian, R1", "러시아군, 제1군"),
    ("kut.contingent.r2", "Russian, R2", "러시아군, 제2군"),
    ("kut.intercept", "{0}: an enemy army entered {1} — try to intercept?", "{0}: 적군이 {1}에 들어왔습니다 — 차단을 시도합니까?"),
    ("kut.evade", "{0}: an enemy army attacks {1} — try to evade?", "{0}: 적군이 {1}을(를) 공격합니다 — 회피를 시도합니까?"),
    ("kut.a.intercept", "Intercept with {0}'s army", "{0}의 군으로 차단"),
    ("kut.a.evade", "Evade to {0}", "{0}(으)로 회피"),
    ("log.kut.intercept", "{0} tries to intercept into {1}: {2}, modified {3}.", "{0}이(가) {1}(으)로 차단 시도: {2}, 수정 {3}."),
    ("log.kut.evade", "{0} tries to evade from {1} to {2}: {3}, modified {4}.", "{0}이(가) {1}에서 {2}(으)로 회피 시도: {3}, 수정 {4}."),
    ("kut.impulse_preemptive", "{0}: pre-emptive impulse on turn {1} — play a card, buy one, or end.", "{0}: {1}턴 선제 임펄스 — 카드를 내거나, 사거나, 마치세요."),
    ("kut.preempt", "{0} holds the most cards ({1}): take a pre-emptive impulse now?", "{0}이(가) 가장 많은 카드({1}장)를 들고 있습니다: 지금 선제 임펄스를 하시겠습니까?"),
    ("kut.mulligan", "{0}: keep this hand, or discard its {1} regular cards and draw {2}?", "{0}: 이 손패를 유지하거나, 일반 카드 {1}장을 버리고 {2}장을 뽑으시겠습니까?"),
    ("kut.a.preempt", "Take a pre-emptive impulse", "선제 임펄스"),
    ("kut.a.mulligan", "Mulligan", "멀리건"),
    ("log.kut.preempt", "{0} takes a pre-emptive impulse.", "{0}이(가) 선제 임펄스를 합니다."),
    ("log.kut.mulligan", "{0} discards {1} cards and draws {2} (Mulligan).", "{0}이(가) 카드 {1}장을 버리고 {2}장을 뽑았습니다 (멀리건)."),
    ("log.kut.austria_neutral", "Austria leaves the war: every Austrian soldier and leader leaves the game.", "오스트리아가 전쟁에서 빠집니다: 오스트리아 병사와 리더가 모두 게임에서 제거됩니다."),
    ("kut.a.attrition_die", "Roll an attrition marker die (1 CP)", "손실 마커 주사위 굴림 (1 CP)"),
    ("log.kut.attrition_die", "Attrition marker die: {0}.", "손실 마커 주사위: {0}."),
    ("log.kut.attrition_better", "The Imperial attrition level improves to {0}.", "제국 손실 단계가 {0}(으)로 나아졌습니다."),
    ("kut.a.siege", "Besiege the fortress with {0}'s army", "{0}의 군으로 요새 공성"),
    ("kut.attrition.normal", "Normal", "정상"),
    ("kut.attrition.problematic", "Problematic", "문제"),
    ("kut.attrition.difficult", "Difficult", "곤란"),
    ("kut.attrition.harsh", "Harsh", "가혹"),
    ("kut.attrition.severe", "Severe", "심각"),
    ("kut.attrition.crippling", "Crippling", "치명"),
    ("log.kut.attrition", "Attrition in {0}: {1} — {2} eliminated, {3} to the Regroup Box.", "{0}의 손실: {1} — 제거 {2}, 재편성 상자로 {3}."),
    ("log.kut.attrition_level", "The Imperial attrition level worsens to {0}.", "제국 손실 단계가 {0}(으)로 나빠졌습니다."),
    ("log.kut.attrition_check", "FN's attrition level roll: {0} against {1} Attrition Loss markers.", "북부군의 손실 단계 굴림: 손실 Loss 마커 {1}개에 대해 {0}."),
    ("log.kut.cossacks", "Cossacks raid {0}: {1}, total {2}.", "코사크가 {0}을(를) 습격: {1}, 합계 {2}."),
    ("log.kut.cossacks_flag", "The Cossacks remove the Imperial flag from {0}.", "코사크가 {0}의 제국 깃발을 제거했습니다."),
    ("log.kut.siege", "{0} besieges {1} (strength {2}).", "{0}이(가) {1}(강도 {2})을(를) 공성합니다."),
    ("log.kut.siege_round", "Siege round {0}: {1} dice, {2} sixes; the fortress scores {3} hits.", "공성 {0}라운드: 주사위 {1}개, 6 {2}개; 요새의 타격 {3}."),
    ("log.kut.siege_failed", "The siege of {0} fails.", "{0} 공성이 실패했습니다."),
    ("log.kut.fortress_taken", "{0} takes the fortress of {1}.", "{0}이(가) {1} 요새를 점령했습니다."),
    ("log.kut.sack", "Sack roll: {0}, total {1}: {2} resources.", "약탈 굴림: {0}, 합계 {1}: 자원 {2}."),
    ("kut.camp.imperial", "The Imperials", "제국군"),
    ("kut.camp.tsarist", "The Tsarists", "차르군"),
    ("kut.morale.elan_du_guerre", "Elan du Guerre", "엘랑 뒤 게르"),
    ("kut.morale.vive_l_empereur", "Vive l'Empereur", "비브 랑프뢰르"),
    ("kut.morale.marchez_vous", "Marchez-Vous", "마르셰 부"),
    ("kut.morale.les_grognards", "Les Grognards", "레 그로냐르"),
    ("kut.morale.tu_felix_austria", "Tu Felix Austria", "투 펠릭스 아우스트리아"),
    ("kut.morale.sauve_qui_peut", "Sauve Qui Peut", "소브 키 푀"),
    ("kut.scenario.s1", "Invasion: Across the Niemen!", "침공: 네만강을 건너!"),
    ("kut.scenario.s2", "On to Smolensk!", "스몰렌스크로!"),
    ("kut.scenario.s3", "Napoleon in Moscow", "모스크바의 나폴레옹"),
    ("kut.scenario.s4", "Defend the Empire", "제국의 방어"),
    ("log.kut.setup", "Scenario {0} begins on turn {1} (approximate map).", "시나리오 {0}이(가) {1}턴에 시작됩니다 (근사 지도)."),
    ("log.kut.turn", "Turn {0} begins.", "{0}턴이 시작됩니다."),
    ("log.kut.pass", "{0} passes.", "{0}이(가) 패스했습니다."),
    ("log.kut.card_cp", "{0} plays {1} for {2} CP.", "{0}이(가) {1}을(를) {2} CP로 사용했습니다."),
    ("log.kut.buy", "{0} buys a card for {1} resources.", "{0}이(가) 자원 {1}로 카드를 샀습니다."),
    ("log.kut.reshuffle", "The discards are shuffled into a new deck of {0} cards.", "버린 카드를 섞어 {0}장의 새 덱을 만들었습니다."),
    ("log.kut.move", "{0} moves with {1} SP from {2} to {3}.", "{0}이(가) {1} SP와 함께 {2}에서 {3}(으)로 이동했습니다."),
    ("log.kut.move_sp", "{0} SP move from {1} to {2}.", "{0} SP가 {1}에서 {2}(으)로 이동했습니다."),
    ("log.kut.flag", "{0} flags {1}.", "{0}이(가) {1}에 깃발을 놓았습니다."),
    ("log.kut.marker_die", "{0} rolls a marker die: {1}.", "{0}이(가) 마커 주사위를 굴렸습니다: {1}."),
    ("log.kut.build", "{0} builds {1} SP in {2}.", "{0}이(가) {2}에 {1} SP를 건설했습니다."),
    ("log.kut.regroup", "{0} regroups {1} SP to {2}.", "{0}이(가) {1} SP를 {2}에 재편성 배치했습니다."),
    ("log.kut.build_leader", "{0} enters the map in {1}.", "{0}이(가) {1}에 등장했습니다."),
    ("log.kut.battle", "Battle in {0}: {1} attacks.", "{0} 전투: {1}이(가) 공격합니다."),
    ("log.kut.battle_dice", "{0} roll {1} dice: {2}.", "{0} 주사위 {1}개: {2}."),
    ("log.kut.battle_round", "Round {0}: hits suffered — attacker {1}, defender {2}.", "{0}라운드: 입은 타격 — 공격측 {1}, 방어측 {2}."),
    ("log.kut.battle_mutual", "Both sides are destroyed in {0}.", "{0}에서 양측이 모두 전멸했습니다."),
    ("log.kut.battle_won", "{0} win the battle in {1}.", "{0}이(가) {1} 전투에서 승리했습니다."),
    ("log.kut.leader_killed", "{0} is killed.", "{0}이(가) 전사했습니다."),
    ("log.kut.retreat", "{0} retreat from {1} to {2}.", "{0}이(가) {1}에서 {2}(으)로 후퇴했습니다."),
    ("log.kut.no_retreat", "{0} cannot retreat from {1}: overrun, the survivors go to the Regroup Box.", "{0}은(는) {1}에서 후퇴할 수 없어 괴멸했습니다: 생존자는 재편성 상자로 갑니다."),
    ("log.kut.loot", "{0} rolls for loot: {1}, total {2}: {3} resources.", "{0}의 전리품 굴림: {1}, 합계 {2}: 자원 {3}."),
    ("log.kut.flag_overrun", "{0} places a flag in {1} by flag overrun.", "{0}이(가) 깃발 유린으로 {1}에 깃발을 놓았습니다."),
    ("log.kut.loss_markers", "{0} receive {1} Morale Loss markers ({2} in all).", "{0}이(가) 사기 손실 마커 {1}개를 받았습니다 (모두 {2}개)."),
    ("log.kut.gain_markers", "{0} gain {1} Morale Gain markers.", "{0}이(가) 사기 획득 마커 {1}개를 얻었습니다."),
    ("log.kut.morale_check", "{0} morale check: {1} (Loss {2}, Gain {3}).", "{0} 사기 판정: {1} (손실 {2}, 획득 {3})."),
    ("log.kut.morale_down", "{0} morale falls to {1}.", "{0}의 사기가 {1}(으)로 떨어졌습니다."),
    ("log.kut.morale_up", "{0} morale rises to {1}.", "{0}의 사기가 {1}(으)로 올랐습니다."),
    ("log.kut.morale_collapse", "{0} morale falls below Sauve Qui Peut.", "{0}의 사기가 소브 키 푀 아래로 떨어졌습니다."),
    ("log.kut.end_of_turn", "The impulses of turn {0} are over.", "{0}턴의 임펄스가 끝났습니다."),
    ("log.kut.conquest_roll", "Conquest roll: {0} with modifier {1} = {2}.", "정복 굴림: {0}, 수정치 {1} = {2}."),
    ("log.kut.peace_roll", "Peace roll: {0}.", "평화 굴림: {0}."),
    ("log.kut.income", "{0} receives {1} resources.", "{0}이(가) 자원 {1}을(를) 받았습니다."),
    ("log.kut.final_vp", "Victory points: Imperials {0}, Tsarists {1} (half points).", "승점: 제국군 {0}, 차르군 {1} (반점 단위)."),
    ("log.kut.game_end", "{0} win: {1}", "{0} 승리: {1}"),
    ("outcome.kut_morale", "{0}' morale fell below Sauve Qui Peut.", "{0}의 사기가 소브 키 푀 아래로 떨어졌습니다."),
    ("outcome.kut_capitals", "Imperial flags fly over Moscow and St. Petersburg.", "모스크바와 상트페테르부르크에 제국군 깃발이 올랐습니다."),
    ("outcome.kut_no_keys", "Russia holds no Key duchy.", "러시아가 Key 공국을 하나도 통제하지 못합니다."),
    ("outcome.kut_keys", "The Tsarists hold 14 Key duchies.", "차르군이 Key 공국 14곳을 통제합니다."),
    ("outcome.kut_conquest", "The conquest roll succeeds: Russia is conquered.", "정복 굴림 성공: 러시아가 정복되었습니다."),
    ("outcome.kut_defeat", "The conquest roll ends in an Imperial defeat.", "정복 굴림 결과 제국군이 패배했습니다."),
    ("outcome.kut_third_roll", "The third conquest roll with a capital in Imperial hands.", "수도를 장악한 채 세 번째 정복 굴림."),
    ("outcome.kut_vp", "{0} win on victory points ({1} to {2}, half points).", "{0}이(가) 승점으로 승리했습니다 ({1} 대 {2}, 반점 단위)."),
    ("outcome.kut_peace", "Peace is made: {0} win on victory points ({1} to {2}, half points).", "강화 성립: {0}이(가) 승점으로 승리했습니다 ({1} 대 {2}, 반점 단위)."),
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

    /// Every message id literal in the game's source has its English and Korean text.
    #[test]
    fn every_message_id_is_in_the_catalog() {
        let has = |k: &str| TEXTS.iter().any(|(key, en, ko)| *key == k && !en.is_empty() && !ko.is_empty());
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games/kutuzov");
        let mut files = vec![];
        rust_files(&dir, &mut files);
        let mut missing = std::collections::BTreeSet::new();
        for f in files {
            let src = std::fs::read_to_string(&f).unwrap();
            for pat in ["\"kut.", "\"log.kut.", "\"outcome.kut_"] {
                for (i, _) in src.match_indices(pat) {
                    let rest = &src[i + 1..];
                    let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.')).unwrap_or(rest.len());
                    let id = &rest[..end];
                    if id.ends_with('.') || id.ends_with('_') {
                        continue;
                    }
                    if !has(id) && !has(&format!("log.{id}")) && !has(&format!("outcome.{id}")) {
                        missing.insert(id.to_string());
                    }
                }
            }
        }
        assert!(missing.is_empty(), "untranslated Kutuzov message ids: {missing:?}");
        let mut keys: Vec<&str> = TEXTS.iter().map(|(k, _, _)| *k).collect();
        keys.sort_unstable();
        let n = keys.len();
        keys.dedup();
        assert_eq!(n, keys.len(), "a key twice");
    }
}
