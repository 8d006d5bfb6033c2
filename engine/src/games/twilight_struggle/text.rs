//! Twilight Struggle's words in English and Korean: every prompt, action label, log entry, outcome and
//! odds line the rules emit (`text::Catalog`), the rulebook's chapters for rule tags, and the prompt
//! variants. The app and the CLI (`sandtable show --text`) render with this catalog.

use crate::text::{Catalog, Lang};
use crate::{Arg, LogEntry};

pub static TEXTS: Catalog = &[
    ("ts.setup_influence", "{0}: place starting influence, one point at a time ({1} left).", "{0}: 초기 영향력을 한 점씩 배치하세요 ({1}점 남음)."),
    ("ts.place", "Place 1 influence in {0}", "{0}에 영향력 1 배치"),
    ("log.ts.place", "placed 1 influence in {0}.", "{0}에 영향력 1을 배치했습니다."),
    ("log.ts.deal", "Cards dealt: {0} to the USSR, {1} to the US.", "카드 분배: 소련 {0}장, 미국 {1}장."),
    ("log.ts.reshuffle", "The discards are shuffled into a new draw pile of {0} {0|card|cards}.", "버림 더미를 섞어 {0}장의 새 덱을 만들었습니다."),
    ("log.ts.defcon", "DEFCON is now {0}.", "데프콘이 {0}이(가) 되었습니다."),
    ("log.ts.vp", "{0} scores {1} VP (track: {2} +{3}).", "{0} 승점 {1} 획득 (승점 트랙: {2} +{3})."),
    ("log.ts.vp_even", "{0} scores {1} VP (track: even).", "{0} 승점 {1} 획득 (승점 트랙: 동점)."),
    ("log.ts.position", "The game starts from a set-up position.", "지정된 포지션에서 게임을 시작합니다."),
    ("log.ts.setup_complete", "Setup is complete.", "게임 준비가 끝났습니다."),
    ("log.ts.fixed_influence", "Fixed starting influence placed (Setup 2–3).", "고정 초기 영향력을 배치했습니다 (게임 준비 2–3)."),
    ("log.ts.setup_done", "{0} finished placing starting influence.", "{0}이(가) 초기 영향력 배치를 마쳤습니다."),
    ("log.ts.china_card", "The China Card starts face up with {0}.", "중국 카드는 {0}이(가) 앞면으로 가지고 시작합니다."),
    ("outcome.setup_complete", "Setup is complete. The turns themselves are not playable in this version yet.", "게임 준비가 끝났습니다. 턴 진행은 이 버전에서 아직 플레이할 수 없습니다."),
    ("outcome.defcon", "DEFCON reached 1: nuclear war. The side that caused it loses.", "데프콘 1: 핵전쟁. 이를 일으킨 쪽이 패배합니다."),
    ("outcome.vp20", "20 VP reached: an automatic victory.", "승점 20 달성: 자동 승리."),
    ("ts.turn", "Turn", "턴"),
    ("ts.defcon", "DEFCON", "데프콘"),
    ("ts.vp", "VP", "승점"),
    ("ts.vp_even", "Even", "동점"),
    ("ts.period.early", "Early War", "초기 냉전"),
    ("ts.period.mid", "Mid War", "중기 냉전"),
    ("ts.period.late", "Late War", "후기 냉전"),
    ("ts.region.europe", "Europe", "유럽"),
    ("ts.region.asia", "Asia", "아시아"),
    ("ts.region.middle_east", "Middle East", "중동"),
    ("ts.region.africa", "Africa", "아프리카"),
    ("ts.region.central_america", "Central America", "중앙아메리카"),
    ("ts.region.south_america", "South America", "남아메리카"),
    ("ts.region.southeast_asia", "Southeast Asia", "동남아시아"),
    ("ts.choose_headline", "{0}: choose your headline card.", "{0}: 헤드라인 카드를 고르세요."),
    ("ts.choose_card", "{0}: choose a card for action round {1}.", "{0}: 행동 라운드 {1}에 낼 카드를 고르세요."),
    ("ts.choose_card_trapped", "{0}: discard a card worth 2 or more ops to roll for release, or play a scoring card (action round {1}).", "{0}: 작전 2 이상인 카드를 버리고 탈출 주사위를 굴리거나, 점수 카드를 내세요 (행동 라운드 {1})."),
    ("ts.choose_use", "How will you play {0} ({1} ops)?", "{0}({1} 작전)을(를) 어떻게 사용합니까?"),
    ("ts.choose_order", "{0} carries your opponent's event: resolve it before or after your operations?", "{0}에는 상대의 이벤트가 있습니다: 작전 전에 발동할까요, 후에 발동할까요?"),
    ("ts.place_ops", "{0}: place influence ({1} ops left).", "{0}: 영향력을 배치하세요 (작전 {1} 남음)."),
    ("ts.place_ops_bonus", "{0}: place influence ({1} ops left, {2} if every point goes to {3}).", "{0}: 영향력을 배치하세요 (작전 {1} 남음, 모두 {3}에 두면 {2})."),
    ("ts.place_ops_bonus_only", "{0}: place the bonus point in {3} ({2} left), or stop.", "{0}: 보너스 점수를 {3}에 배치하거나 멈추세요 ({2} 남음)."),
    ("ts.realign_ops", "{0}: choose a country to realign ({1} rolls left).", "{0}: 재편성할 국가를 고르세요 ({1}회 남음)."),
    ("ts.coup_ops", "{0}: choose the target of a {1}-op coup.", "{0}: 작전 {1} 쿠데타의 대상을 고르세요."),
    ("ts.choose_ops", "{0}: use {1} ops.", "{0}: 작전 {1}을(를) 사용하세요."),
    ("ts.landed_discard", "{0}: you may discard a held card (Eagle/Bear Has Landed).", "{0}: 들고 있는 카드를 버릴 수 있습니다 (인류 달 착륙)."),
    ("ts.event_add", "{0}: add {2} influence ({1} left).", "{0}: {2} 영향력을 추가하세요 ({1} 남음)."),
    ("ts.event_remove", "{0}: remove {2} influence ({1} left).", "{0}: {2} 영향력을 제거하세요 ({1} 남음)."),
    ("ts.event_wipe", "{0}: remove all {2} influence from a country ({1} left).", "{0}: 한 국가에서 {2} 영향력을 모두 제거하세요 ({1} 남음)."),
    ("ts.event_country", "{0}: choose a country.", "{0}: 국가를 고르세요."),
    ("ts.event_option", "{0}: choose.", "{0}: 선택하세요."),
    ("ts.event_card", "{0}: choose a card.", "{0}: 카드를 고르세요."),
    ("ts.a.remove", "Remove influence from {0}", "{0}에서 영향력 제거"),
    ("ts.a.realign", "Realign {0}", "{0} 재편성"),
    ("ts.a.coup", "Coup in {0}", "{0} 쿠데타"),
    ("ts.a.target", "{0}", "{0}"),
    ("ts.a.card", "{0}", "{0}"),
    ("ts.a.discard", "Discard {0}", "{0} 버리기"),
    ("ts.a.event", "Event", "이벤트"),
    ("ts.a.influence_ops", "Place influence", "영향력 배치"),
    ("ts.a.realign_ops", "Realignment rolls", "재편성"),
    ("ts.a.coup_ops", "Coup", "쿠데타"),
    ("ts.a.space_ops", "Space race", "우주 경쟁"),
    ("ts.a.done", "Done", "완료"),
    ("ts.a.skip_eighth", "Skip the eighth round (keep my cards)", "여덟 번째 라운드 건너뛰기 (카드 보유)"),
    ("ts.choice.event-first", "Event first", "이벤트 먼저"),
    ("ts.choice.ops-first", "Operations first", "작전 먼저"),
    ("ts.choice.participate", "Participate", "참가"),
    ("ts.choice.boycott", "Boycott", "보이콧"),
    ("ts.choice.remove-us", "Remove all US influence from 4 countries", "4개국에서 미국 영향력 모두 제거"),
    ("ts.choice.add-ussr", "Add 5 USSR influence", "소련 영향력 5 추가"),
    ("ts.choice.defcon", "DEFCON {0}", "데프콘 {0}"),
    ("ts.choice.defcon-up", "Improve DEFCON by 1", "데프콘 1 개선"),
    ("ts.choice.defcon-down", "Degrade DEFCON by 1", "데프콘 1 악화"),
    ("ts.choice.defcon-stay", "Leave DEFCON", "데프콘 유지"),
    ("ts.choice.region", "{0}", "{0}"),
    ("ts.choice.play", "Play the card", "카드 사용"),
    ("ts.choice.return", "Return it", "돌려주기"),
    ("ts.choice.end-game", "End the game", "게임 종료"),
    ("ts.choice.continue", "Play on", "계속 진행"),
    ("ts.choice.south-africa-only", "+2 in South Africa", "남아프리카에 +2"),
    ("ts.choice.south-africa-and-neighbours", "+1 in South Africa and +2 next to it", "남아프리카에 +1, 인접국에 +2"),
    ("ts.choice.refuse", "Refuse to discard", "버리지 않음"),
    ("ts.choice.keep", "Keep the cards", "카드 유지"),
    ("ts.kind.influence", "influence", "영향력"),
    ("ts.kind.realign", "realignment", "재편성"),
    ("ts.kind.coup", "coup", "쿠데타"),
    ("ts.kind.space", "space race", "우주 경쟁"),
    ("ts.level.none", "nothing", "없음"),
    ("ts.level.presence", "presence", "개입"),
    ("ts.level.domination", "domination", "우세"),
    ("ts.level.control", "control", "장악"),
    ("log.ts.turn", "Turn {0} begins.", "턴 {0} 시작."),
    ("log.ts.action_round", "{0}: action round {1}.", "{0}: 행동 라운드 {1}."),
    ("log.ts.no_cards", "{0} has no card and sits out action round {1}.", "{0}은(는) 카드가 없어 행동 라운드 {1}을(를) 건너뜁니다."),
    ("log.ts.headline_chosen", "{0} has chosen a headline.", "{0}이(가) 헤드라인을 골랐습니다."),
    ("log.ts.headline_shown", "{0} shows its headline first: {1}.", "{0}이(가) 헤드라인을 먼저 공개합니다: {1}."),
    ("log.ts.headline", "{0} headlines {1}.", "{0} 헤드라인: {1}."),
    ("log.ts.defectors_cancel", "Defectors cancels the USSR headline {0}.", "망명자가 소련 헤드라인 {0}을(를) 취소합니다."),
    ("log.ts.plays", "{0} plays {1}.", "{0}이(가) {1}을(를) 냅니다."),
    ("log.ts.eighth_round_skipped", "{0} ends the turn's action rounds without taking the eighth.", "{0}이(가) 여덟 번째 행동 라운드를 하지 않고 이번 턴의 행동 라운드를 마칩니다."),
    ("log.ts.pass", "{0} passes, keeping the China Card.", "{0}이(가) 중국 카드를 쥔 채 넘깁니다."),
    ("log.ts.event", "Event of {1} for {0}.", "{1} 이벤트 ({0})."),
    ("log.ts.turn_end", "End of turn {0}: {1} leads by {2} VP; DEFCON {3}; military ops USSR {4}, US {5}; space race USSR {6}, US {7}.", "턴 {0} 종료: {1} {2}점 우세; 데프콘 {3}; 군사작전 소련 {4}, 미국 {5}; 우주 경쟁 소련 {6}, 미국 {7}."),
    ("log.ts.turn_end_even", "End of turn {0}: VP even; DEFCON {1}; military ops USSR {2}, US {3}; space race USSR {4}, US {5}.", "턴 {0} 종료: 승점 동률; 데프콘 {1}; 군사작전 소련 {2}, 미국 {3}; 우주 경쟁 소련 {4}, 미국 {5}."),
    ("log.ts.scripted_die", "(scripted die: {0})", "(지정된 주사위: {0})"),
    ("log.ts.scripted_pick", "(scripted pick: {0})", "(지정된 무작위 선택: {0})"),
    ("log.ts.scripted_shuffle", "(the draw pile is put in the scripted order)", "(뽑을 더미를 지정된 순서로 놓습니다)"),
    ("log.ts.script_skipped", "(a scripted result did not fit and was skipped: {0})", "(지정된 결과가 맞지 않아 건너뜀: {0})"),
    ("log.ts.event_no_effect", "{0}: the event happened but changed nothing.", "{0}: 이벤트가 발생했지만 아무것도 바뀌지 않았습니다."),
    ("log.ts.trapped_pass", "{0} has no card to discard and no scoring card: action round {1} passes.", "{0}은(는) 버릴 카드도 점수 카드도 없어 행동 라운드 {1}을(를) 넘깁니다."),
    ("log.ts.event_blocked", "The event of {0} does not happen.", "{0}의 이벤트는 발동하지 않습니다."),
    ("log.ts.operations", "{0} conducts {1} ops: {2}.", "{0}이(가) 작전 {1}으로 {2}을(를) 실시합니다."),
    ("log.ts.ops_done", "{0} stops, forfeiting the remaining ops.", "{0}이(가) 남은 작전을 포기합니다."),
    ("log.ts.add", "{0} +{1} influence in {2}.", "{2}에 {0} 영향력 +{1}."),
    ("log.ts.remove", "{0} −{1} influence in {2}.", "{2}에서 {0} 영향력 −{1}."),
    ("log.ts.realign", "{0} realigns {1}: rolls {2} (total {3}) against {4} (total {5}); {6} influence removed.", "{0}의 {1} 재편성: {2}(합계 {3}) 대 {4}(합계 {5}), 영향력 {6} 제거."),
    ("log.ts.coup_success", "{0} coups {1}: roll {2} + {3} ops (modifier {4}) succeeds: −{5} opponent, +{6} own.", "{0}의 {1} 쿠데타: 주사위 {2} + 작전 {3} (수정치 {4}) 성공: 상대 −{5}, 자신 +{6}."),
    ("log.ts.coup_failure", "{0} coups {1}: roll {2} + {3} ops (modifier {4}) fails.", "{0}의 {1} 쿠데타: 주사위 {2} + 작전 {3} (수정치 {4}) 실패."),
    ("log.ts.crisis_war", "{0} attempts a coup in {1} during the Cuban Missile Crisis: nuclear war.", "{0}이(가) 쿠바 미사일 위기 중 {1}에서 쿠데타를 시도했습니다: 핵전쟁."),
    ("log.ts.crisis_cancelled", "The Cuban Missile Crisis is defused: 2 influence removed from {0}.", "쿠바 미사일 위기 해소: {0}에서 영향력 2 제거."),
    ("log.ts.space_success", "{0} rolls {1} for space box {2} (needs 1–{3}): success.", "{0} 우주 경쟁 {2}칸 도전: 주사위 {1} (1–{3} 필요) 성공."),
    ("log.ts.space_failure", "{0} rolls {1} for space box {2} (needs 1–{3}): failure.", "{0} 우주 경쟁 {2}칸 도전: 주사위 {1} (1–{3} 필요) 실패."),
    ("log.ts.space_box", "{0} reaches space box {1}.", "{0}이(가) 우주 경쟁 {1}칸에 도달했습니다."),
    ("log.ts.war_won", "{0} wins the war in {1}: roll {2}, modifier {3}, total {4}.", "{0}이(가) {1} 전쟁에서 승리: 주사위 {2}, 수정치 {3}, 합계 {4}."),
    ("log.ts.war_lost", "{0} loses the war in {1}: roll {2}, modifier {3}, total {4}.", "{0}이(가) {1} 전쟁에서 패배: 주사위 {2}, 수정치 {3}, 합계 {4}."),
    ("log.ts.discards", "{0} discards {1}.", "{0}이(가) {1}을(를) 버립니다."),
    ("log.ts.hand_shown", "{0} shows its hand ({1} {1|card|cards}).", "{0}이(가) 손패를 공개합니다 ({1}장)."),
    ("log.ts.hand_card", "{0}'s hand: {1}.", "{0} 손패: {1}."),
    ("log.ts.effect_ends", "{0} is no longer in effect.", "{0}의 효과가 끝났습니다."),
    ("log.ts.score", "{0} scored: USSR {1} ({2} VP), US {3} ({4} VP).", "{0} 점수 계산: 소련 {1} ({2}점), 미국 {3} ({4}점)."),
    ("log.ts.score_sea", "Southeast Asia scored: USSR {0} VP, US {1} VP.", "동남아시아 점수 계산: 소련 {0}점, 미국 {1}점."),
    ("log.ts.europe_control", "{0} controls Europe.", "{0}이(가) 유럽을 장악했습니다."),
    ("log.ts.flower_power", "Flower Power: the US plays the war card {0}; USSR +2 VP.", "히피 반전운동: 미국이 전쟁 카드 {0}을(를) 냈습니다. 소련 +2점."),
    ("log.ts.yuri", "Yuri and Samantha: the US coup gives the USSR 1 VP.", "유리와 사만다: 미국의 쿠데타로 소련 +1점."),
    ("log.ts.norad", "NORAD: the US adds 1 influence where it already has some.", "NORAD: 미국이 영향력이 있는 국가에 1을 추가합니다."),
    ("log.ts.we_will_bury_you_vp", "We Will Bury You: no UN Intervention followed; USSR +3 VP.", "생매장: UN 개입이 없었으므로 소련 +3점."),
    ("log.ts.trap_escaped", "{0} discards {1} and rolls {2}: free of {3}.", "{0}이(가) {1}을(를) 버리고 {2}을(를) 굴려 {3}에서 벗어났습니다."),
    ("log.ts.trap_holds", "{0} discards {1} and rolls {2}: still caught in {3}.", "{0}이(가) {1}을(를) 버리고 {2}을(를) 굴렸지만 {3}에 여전히 묶여 있습니다."),
    ("log.ts.china_passed", "The China Card passes face down to {0}.", "중국 카드가 뒷면으로 {0}에게 넘어갑니다."),
    ("log.ts.china_face_up", "The China Card turns face up.", "중국 카드를 앞면으로 뒤집습니다."),
    ("log.ts.china_vp", "{0} holds the China Card: +1 VP.", "{0}이(가) 중국 카드를 가지고 있어 +1점."),
    ("log.ts.civil_war_point", "The USSR adds influence in the Chinese Civil War ({0}/3).", "소련이 국공내전 칸에 영향력을 추가합니다 ({0}/3)."),
    ("log.ts.civil_war_won", "The Chinese Civil War ends: the USSR takes the China Card face up.", "국공내전 종결: 소련이 중국 카드를 앞면으로 가져옵니다."),
    ("log.ts.milops_short", "{0} is {1} military ops short of DEFCON.", "{0}의 군사 작전이 데프콘보다 {1} 부족합니다."),
    ("log.ts.scoring_held", "{0} holds the scoring card {1} at the end of the turn.", "{0}이(가) 턴 종료 시 점수 카드 {1}을(를) 들고 있습니다."),
    ("log.ts.landed_discard", "{0} discards the held {1} (Eagle/Bear Has Landed).", "{0}이(가) 들고 있던 {1}을(를) 버립니다 (인류 달 착륙)."),
    ("log.ts.new_period", "The {0} cards are shuffled into the draw pile.", "{0} 카드를 덱에 섞어 넣습니다."),
    ("log.ts.final_scoring", "Final scoring after turn 10.", "10턴 종료 후 최종 점수 계산."),
    ("log.ts.final_region", "Final scoring, {0}: {1} (positive for the US).", "최종 점수 {0}: {1} (양수는 미국)."),
    ("log.ts.olympic_rolls", "Olympic Games: {0} rolls {1} (+2 = {2}), {3} rolls {4}.", "올림픽: {0} 주사위 {1} (+2 = {2}), {3} 주사위 {4}."),
    ("log.ts.takes_from_discard", "{0} takes {1} from the discard pile.", "{0}이(가) 버림 더미에서 {1}을(를) 가져왔습니다."),
    ("log.ts.summit_roll", "{0} rolls {1} +{2} for Summit: {3}.", "{0}의 정상회담 주사위: {1} +{2} = {3}."),
    ("log.ts.milops_set", "{0}'s military ops are now {1}.", "{0}의 군사 작전이 {1}이(가) 되었습니다."),
    ("log.ts.takes_card", "{0} takes {1} from {2}'s hand.", "{0}이(가) {2}의 손패에서 {1}을(를) 가져왔습니다."),
    ("log.ts.returns_card", "{0} returns {1} to {2}.", "{0}이(가) {1}을(를) {2}에게 돌려주었습니다."),
    ("log.ts.draws", "{0} draws {1} {1|card|cards}.", "{0}이(가) 카드 {1}장을 뽑았습니다."),
    ("log.ts.china_taken_up", "{0} takes the China Card face up.", "{0}이(가) 중국 카드를 앞면으로 가져옵니다."),
    ("log.ts.china_taken_down", "{0} takes the China Card face down.", "{0}이(가) 중국 카드를 뒷면으로 가져옵니다."),
    ("log.ts.wargames", "{0} ends the game with Wargames.", "{0}이(가) 워게임으로 게임을 끝냅니다."),
    ("log.ts.scoring_shown", "{0} shows a scoring card: {1}.", "{0}이(가) 점수 카드를 공개합니다: {1}."),
    ("log.ts.scoring_none", "{0} has no scoring card to show.", "{0}에게는 공개할 점수 카드가 없습니다."),
    ("log.ts.tehran_shown", "{0} draws and shows {1}.", "{0}이(가) {1}을(를) 뽑아 공개합니다."),
    ("log.ts.tehran_returned", "{0} {0|card|cards} go back into the draw pile, which is shuffled.", "카드 {0}장을 덱에 되돌리고 덱을 섞습니다."),
    ("ts.scripted_die", "die", "주사위"),
    ("ts.scripted_pick", "pick", "선택"),
    ("ts.scripted_shuffle", "shuffle", "섞기"),
    ("ts.script_skipped", "skipped script entry", "건너뛴 스크립트 항목"),
    ("outcome.europe_control", "Control of Europe when it is scored: an automatic victory.", "유럽 점수 계산 시 유럽 장악: 자동 승리."),
    ("outcome.final_scoring", "Final scoring after turn 10: a lead of {0} VP.", "10턴 종료 후 최종 점수: {0}점 차."),
    ("outcome.cuban_missile_crisis", "{0} attempted a coup during the Cuban Missile Crisis: nuclear war.", "{0}이(가) 쿠바 미사일 위기 중 쿠데타를 시도했습니다: 핵전쟁."),
    ("outcome.scoring_held", "{0} held the scoring card {1} at the end of a turn (tournament rules).", "{0}이(가) 턴 종료 시 점수 카드 {1}을(를) 들고 있었습니다 (토너먼트 규칙)."),
    ("outcome.wargames", "Wargames: the game ends at once, with a lead of {0} VP.", "워게임: 게임이 즉시 끝납니다 ({0}점 차)."),
    ("log.group.place", "placed influence:", "영향력 배치:"),
    ("log.group.add", "{0} influence added:", "{0} 영향력 추가:"),
    ("log.group.remove", "{0} influence removed:", "{0} 영향력 제거:"),
    // ---- odds (the engine's, kit::odds) -------------------------------------------------------------
    ("ts.odds.coup_success", "coup succeeds in {0}: −{1} opponent, +{2} own", "{0} 쿠데타 성공: 상대 −{1}, 자신 +{2}"),
    ("ts.odds.coup_failure", "coup fails in {0}", "{0} 쿠데타 실패"),
    ("ts.odds.realign_win", "{0}: the opponent loses {1}", "{0}: 상대 영향력 −{1}"),
    ("ts.odds.realign_loss", "{0}: you lose {1}", "{0}: 자신의 영향력 −{1}"),
    ("ts.odds.realign_nothing", "{0}: nothing changes", "{0}: 변화 없음"),
    ("ts.odds.war_won", "{0} wins the war in {1}", "{0}이(가) {1} 전쟁에서 승리"),
    ("ts.odds.war_lost", "{0} loses the war in {1}", "{0}이(가) {1} 전쟁에서 패배"),
    ("ts.odds.space_success", "reaches box {0} of the space race", "우주 경쟁 {0}칸 도달"),
    ("ts.odds.space_failure", "the space attempt fails", "우주 경쟁 시도 실패"),
    ("ts.odds.trap_escaped", "free of the trap", "수렁에서 탈출"),
    ("ts.odds.trap_holds", "still trapped", "여전히 수렁에 빠짐"),
    ("ts.odds.vp", "VP change {0}", "승점 변화 {0}"),
    ("ts.odds.game_over", "the game ends: {0} wins ({1})", "게임 종료: {0} 승리 ({1})"),
    ("ts.odds.draw", "nobody", "아무도"),
    ("ts.odds.defcon_after", "DEFCON drops to {0}", "데프콘이 {0}(으)로 내려갑니다"),
    ("ts.mod.ops", "operations", "작전"),
    ("ts.mod.stability", "twice the stability {0}", "안정도 {0}의 두 배"),
    ("ts.mod.card", "{0}", "{0}"),
    ("ts.mod.realign_neighbours", "{0}: controlled neighbours", "{0}: 장악한 인접국"),
    ("ts.mod.realign_more", "{0}: more influence there", "{0}: 더 많은 영향력"),
    ("ts.mod.realign_superpower", "{0}: next to its superpower", "{0}: 자국 초강대국 인접"),
    ("ts.mod.realign_events", "{0}: events", "{0}: 이벤트"),
    ("ts.mod.war_neighbours", "neighbours the defender controls", "방어자가 장악한 인접국"),
    ("ts.mod.civil_war", "the Chinese Civil War is not over", "중국 국공내전 진행 중"),
    ("ts.mod.israel_us", "the US controls Israel", "미국이 이스라엘 장악"),
    ("ts.mod.space_box", "box {0} (needs {1} ops): succeeds on this roll or lower", "{0}칸 (작전 {1} 필요): 이 값 이하로 성공"),
    ("ts.mod.trap_release", "release on this roll or lower", "이 값 이하로 탈출"),
];

/// The rulebook's chapters by the tag the engine cites them with (`TS OPS §1`): the English name of
/// the chapter, and its title in the Korean rulebook (the seed's own heading). A player looks a rule up
/// by chapter and sub-number (`Operations 1-1`, `작전 1-1`), the way the rulebook numbers them.
pub static CHAPTERS: &[(&str, &str, &str)] = &[
    ("CMP", "Components", "게임 구성물"),
    ("SET", "Setup", "게임 준비"),
    ("SEQ", "Sequence of Play", "게임 순서"),
    ("PLAY", "Playing Cards", "카드 사용"),
    ("OPS", "Operations", "작전"),
    ("EVT", "Events", "사건"),
    ("DEF", "DEFCON and Military Operations", "데프콘과 군사작전"),
    ("CHN", "The China Card", "중국"),
    ("VIC", "Scoring and Victory", "승점 계산 및 승리"),
    ("TRN", "Tournament Rules", "토너먼트"),
    ("CCW", "Chinese Civil War", "중국 국공내전"),
];

/// A rule tag as a player reads it in the rulebook: `TS OPS §1` → "Operations 1" / "작전 1",
/// `TS SEQ C` → "Sequence of Play C", `TS EVT §4-3` → "Events 4-3". An unknown tag is shown without
/// its game prefix rather than hidden.
pub fn rule_ref(lang: Lang, tag: &str) -> String {
    let tag = tag.trim();
    let rest = tag.strip_prefix("TS ").unwrap_or(tag);
    let (chapter, sub) = rest.split_once(' ').unwrap_or((rest, ""));
    let sub = sub.trim().trim_start_matches('§').trim();
    match CHAPTERS.iter().find(|(t, _, _)| *t == chapter) {
        Some((_, en, ko)) => {
            let name = lang.pick(en, ko);
            if sub.is_empty() {
                name.to_string()
            } else {
                format!("{name} {sub}")
            }
        }
        None => rest.to_string(),
    }
}

/// The message a prompt is shown with. Placing ops with a region bonus (the China Card in Asia, Vietnam
/// Revolts in Southeast Asia) says what the bonus adds: `ts.place_ops`'s arguments are the seat, the ops
/// left without the bonus and the most left with it.
pub fn message_key(id: &str, args: &[Arg]) -> Option<&'static str> {
    let num = |i: usize| match args.get(i) {
        Some(Arg::Num(n)) => Some(*n),
        _ => None,
    };
    match (id, num(1), num(2)) {
        ("ts.place_ops", Some(0), Some(most)) if most > 0 => Some("ts.place_ops_bonus_only"),
        ("ts.place_ops", Some(left), Some(most)) if most > left => Some("ts.place_ops_bonus"),
        _ => None,
    }
}

// ---- the log as shown --------------------------------------------------------------------------------


/// Lines that are grouped when they follow one another: influence placed with ops or at setup, and
/// influence an event adds or removes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GroupKind {
    Place,
    Add,
    Remove,
}

impl GroupKind {
    fn of(e: &LogEntry) -> Option<(GroupKind, Option<u8>, String, i32)> {
        let space = |a: Option<&Arg>| if let Some(Arg::Space(k)) = a { Some(k.clone()) } else { None };
        let num = |a: Option<&Arg>| if let Some(Arg::Num(n)) = a { Some(*n) } else { None };
        let seat = |a: Option<&Arg>| if let Some(Arg::Seat(s)) = a { Some(*s) } else { None };
        match e.id.as_str() {
            "ts.place" => Some((GroupKind::Place, e.seat, space(e.args.first())?, 1)),
            "ts.add" => Some((GroupKind::Add, seat(e.args.first()), space(e.args.get(2))?, num(e.args.get(1))?)),
            "ts.remove" => Some((GroupKind::Remove, seat(e.args.first()), space(e.args.get(2))?, num(e.args.get(1))?)),
            _ => None,
        }
    }
}

/// One line of the log as shown: a single entry, or a run of entries of one kind and side.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// The index of the first entry in the whole log.
    pub first: usize,
    pub entries: Vec<LogEntry>,
    /// For a run: its kind, the side it concerns, and the total per country in the order first named.
    pub group: Option<(GroupKind, Option<u8>, Vec<(String, i32)>)>,
}

/// Groups `entries` (the log from index `first` on) into lines.
pub fn lines(entries: &[LogEntry], first: usize) -> Vec<Line> {
    let mut out: Vec<Line> = vec![];
    for (i, e) in entries.iter().enumerate() {
        let g = GroupKind::of(e);
        if let (Some((kind, side, space, n)), Some(last)) = (&g, out.last_mut()) {
            let same_run = last.entries.last().is_some_and(|p| p.seat == e.seat && GroupKind::of(p).is_some_and(|(k, s, _, _)| k == *kind && s == *side));
            if same_run {
                let items = match &mut last.group {
                    Some((_, _, items)) => items,
                    None => {
                        let (k, s, sp, m) = GroupKind::of(&last.entries[0]).expect("a run starts with a groupable entry");
                        last.group = Some((k, s, vec![(sp, m)]));
                        &mut last.group.as_mut().expect("just set").2
                    }
                };
                match items.iter_mut().find(|(k, _)| k == space) {
                    Some((_, m)) => *m += n,
                    None => items.push((space.clone(), *n)),
                }
                last.entries.push(e.clone());
                continue;
            }
        }
        out.push(Line { first: first + i, entries: vec![e.clone()], group: None });
    }
    out
}

/// The cards played that a recap of the log from `from` on must name: every card played or headlined
/// in it, and, when it begins in the middle of an action round, the card that round is played with.
pub fn recap_cards(log: &[LogEntry], from: usize) -> Vec<(u8, u16)> {
    let card_of = |e: &LogEntry| -> Option<(u8, u16)> {
        match (e.id.as_str(), e.args.first(), e.args.get(1)) {
            ("ts.plays", Some(Arg::Seat(s)), Some(Arg::Card(c))) => Some((*s, *c)),
            _ => None,
        }
    };
    let from = from.min(log.len());
    let mut out: Vec<(u8, u16)> = log[from..].iter().filter_map(card_of).collect();
    let starts_fresh = log[from..].first().is_some_and(|e| matches!(e.id.as_str(), "ts.action_round" | "ts.turn" | "ts.plays"));
    if !starts_fresh {
        // Back to the start of the round the recap begins in.
        for e in log[..from].iter().rev() {
            if let Some(x) = card_of(e) {
                out.insert(0, x);
                break;
            }
            if matches!(e.id.as_str(), "ts.action_round" | "ts.turn" | "ts.headline") {
                break;
            }
        }
    }
    out
}


/// The log as lines of text, grouped as the app shows it (`sandtable show --text`).
pub fn log_text(d: &dyn crate::text::Display, entries: &[LogEntry]) -> Vec<String> {
    lines(entries, 0)
        .iter()
        .map(|line| match &line.group {
            None => d.log_line(&line.entries[0]),
            Some((kind, side, items)) => {
                let who = side.map(|s| d.seat(s)).unwrap_or_default();
                let (key, sign) = match kind {
                    GroupKind::Place => ("log.group.place", "+"),
                    GroupKind::Add => ("log.group.add", "+"),
                    GroupKind::Remove => ("log.group.remove", "−"),
                };
                let list: Vec<String> = items.iter().map(|(k, m)| format!("{} {sign}{m}", d.space(k))).collect();
                let head = d.template(key).unwrap_or(key).replace("{0}", &who);
                let text = format!("{head} {}.", list.join(", "));
                match line.entries[0].seat {
                    Some(s) if !text.starts_with(&d.seat(s)) => format!("{}: {text}", d.seat(s)),
                    _ => text,
                }
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every message id literal in the game's source has its English and Korean text; no key twice.
    #[test]
    fn every_message_id_is_in_the_catalog() {
        use crate::text::catalog_check::{doubled, untranslated};
        let missing = untranslated(TEXTS, "twilight_struggle", &["\"ts."]);
        assert!(missing.is_empty(), "untranslated Twilight Struggle message ids: {missing:?}");
        assert!(doubled(TEXTS).is_empty(), "keys given twice: {:?}", doubled(TEXTS));
        for (k, en, ko) in TEXTS {
            assert!(!en.is_empty() && !ko.is_empty(), "{k} lacks a language");
        }
    }

    #[test]
    fn rule_tags_read_as_chapters() {
        assert_eq!(rule_ref(Lang::En, "TS OPS §1"), "Operations 1");
        assert_eq!(rule_ref(Lang::Ko, "TS EVT §4-3"), "사건 4-3");
        assert_eq!(rule_ref(Lang::En, "TS SEQ C"), "Sequence of Play C");
    }

    #[test]
    fn the_bonus_prompt_variants() {
        assert_eq!(message_key("ts.place_ops", &[Arg::Seat(0), Arg::Num(0), Arg::Num(1)]), Some("ts.place_ops_bonus_only"));
        assert_eq!(message_key("ts.place_ops", &[Arg::Seat(0), Arg::Num(2), Arg::Num(3)]), Some("ts.place_ops_bonus"));
        assert_eq!(message_key("ts.place_ops", &[Arg::Seat(0), Arg::Num(2), Arg::Num(2)]), None);
    }

    fn e(seat: Option<u8>, id: &str, args: Vec<Arg>) -> LogEntry {
        LogEntry::new(seat, id, args)
    }

    #[test]
    fn runs_of_placements_become_one_line() {
        let log = vec![
            e(Some(0), "ts.plays", vec![Arg::Seat(0), Arg::Card(14)]),
            e(Some(0), "ts.place", vec![Arg::Space("poland".into())]),
            e(Some(0), "ts.place", vec![Arg::Space("hungary".into())]),
            e(Some(0), "ts.place", vec![Arg::Space("hungary".into())]),
            e(Some(1), "ts.place", vec![Arg::Space("italy".into())]),
        ];
        let l = lines(&log, 10);
        assert_eq!(l.len(), 3);
        assert_eq!(l[0].first, 10);
        assert_eq!(l[1].first, 11);
        assert_eq!(l[1].entries.len(), 3);
        assert_eq!(l[1].group, Some((GroupKind::Place, Some(0), vec![("poland".into(), 1), ("hungary".into(), 2)])));
        assert_eq!(l[2].group, None, "a single line stays as it is");
    }

    #[test]
    fn a_recap_always_names_the_card_of_its_round() {
        let log = vec![
            e(Some(0), "ts.action_round", vec![Arg::Seat(0), Arg::Num(1)]),
            e(Some(0), "ts.plays", vec![Arg::Seat(0), Arg::Card(14)]),
            e(Some(1), "ts.remove", vec![Arg::Seat(1), Arg::Num(1), Arg::Space("iran".into())]),
            e(Some(0), "ts.place", vec![Arg::Space("iran".into())]),
        ];
        // From the US's decision inside the USSR's round: the USSR's card is still named.
        assert_eq!(recap_cards(&log, 3), vec![(0, 14)]);
        assert_eq!(recap_cards(&log, 0), vec![(0, 14)]);
        assert_eq!(recap_cards(&log, 4), vec![(0, 14)]);
    }
}
