//! The Empire of the Sun viewer's words in English and Korean (labels, legend, panels, the
//! reconstruction notice), the data's keys as words (terrain, regions, nations, unit types), and a
//! component's provenance said in words a player reads. Plain Rust, tested natively.

use engine::text::{Catalog, Lang};

pub static BOARD_TEXTS: Catalog = &[
    // ---- the page ----------------------------------------------------------------------------------
    ("eotsv.map.main", "Main map", "본 지도"),
    ("eotsv.map.sp", "South Pacific", "남태평양"),
    ("eotsv.maps", "Map", "지도"),
    ("eotsv.scenario", "Scenario", "시나리오"),
    ("eotsv.scenario_turns", "{0} · turns {1}–{2} · set-up list {3}", "{0} · {1}–{2}턴 · 배치 목록 {3}"),
    ("eotsv.search", "Find a hex", "헥스 찾기"),
    ("eotsv.search_placeholder", "Hex id or place (4021, Rabaul)", "헥스 번호나 지명 (4021, Rabaul)"),
    ("eotsv.search_none", "No hex matches.", "맞는 헥스가 없습니다."),
    ("eotsv.search_other_map", "on the other map", "다른 지도"),
    ("eotsv.show_ids", "Hex ids", "헥스 번호"),
    ("eotsv.show_units", "Counters", "유닛"),
    ("eotsv.pack", "Data pack", "데이터 팩"),
    ("eotsv.pack_builtin", "Built-in (Sandtable's reconstruction)", "기본 (Sandtable 재구성본)"),
    ("eotsv.pack_bad", "The pack '{0}' no longer reads: the built-in pack is shown.", "'{0}' 팩을 읽을 수 없어 기본 팩을 보여 줍니다."),
    ("eotsv.map_label", "Hex map. Drag or arrow keys to pan, wheel or + − to zoom, 0 to fit. Click a hex for its details; find a hex with the search box.", "헥스 지도. 끌거나 화살표로 이동, 휠이나 + −로 확대·축소, 0으로 전체 보기. 헥스를 누르면 자세한 내용을 봅니다. 검색 상자로 헥스를 찾을 수 있습니다."),
    ("eotsv.map_controls", "Map view", "지도 보기"),
    ("eotsv.zoom_in", "Zoom in", "확대"),
    ("eotsv.zoom_out", "Zoom out", "축소"),
    ("eotsv.fit", "Fit", "전체"),
    ("eotsv.fit_hint", "Show the whole map", "지도 전체 보기"),
    ("eotsv.close", "Close", "닫기"),
    ("eotsv.panel", "Details", "자세히"),
    ("eotsv.tab.hex", "Hex", "헥스"),
    ("eotsv.tab.unit", "Unit", "유닛"),
    ("eotsv.tab.off", "Off the map", "지도 밖"),
    ("eotsv.tab.about", "About the data", "데이터 정보"),
    ("eotsv.pick_hex", "Click or tap a hex on the map, or find one with the search box.", "지도에서 헥스를 누르거나 검색 상자로 찾으세요."),
    ("eotsv.pick_unit", "Click a counter (a stack opens when clicked), or a unit in a list.", "유닛을 누르세요 (스택은 누르면 펼쳐집니다). 목록의 유닛을 눌러도 됩니다."),
    ("eotsv.stack_label", "{0}: {1} units. Open the stack.", "{0}: 유닛 {1}개. 스택 펼치기."),
    ("eotsv.stack_close", "Close the stack", "스택 닫기"),
    // ---- the game board --------------------------------------------------------------------------------
    ("eots.g.tab.hand", "Cards", "카드"),
    ("eots.g.tab.details", "Details", "자세히"),
    ("eots.g.tab.log", "Log", "기록"),
    ("eots.g.out_of_supply", "Out of supply", "보급 두절"),
    ("eots.g.supplied", "Supplied", "보급됨"),
    ("eots.g.activated", "Activated", "활성화됨"),
    ("eots.g.lost_when_done", "Finishing now eliminates these units ({0}): move them to safety first, or accept the loss.", "지금 완료하면 이 유닛들이 제거됩니다 ({0}): 먼저 안전한 곳으로 이동하거나 손실을 감수하세요."),
    ("eots.g.barred_by_rivalry", "Inter-Service Rivalry: with the units already activated, this HQ can no longer activate these units of the other service ({0}): {1}.", "군간 경쟁: 이미 활성화한 유닛 때문에 이 사령부는 다른 군 소속 유닛 {0}개를 더 활성화할 수 없습니다: {1}."),
    ("eots.g.lost_naval", "an activated naval unit outside a friendly port", "아군 항구 밖에 있는 활성화된 해군 유닛"),
    ("eots.g.lost_landing", "landed in a hex that is not friendly, and has not left by sea", "아군 헥스가 아닌 곳에 상륙했고 바다로 철수하지 않음"),
    ("eots.g.clear_focus", "Show every choice", "모든 선택지 보기"),
    ("eots.g.click_hex", "{0} hexes: click one on the map (highlighted) or below.", "헥스 {0}곳: 지도에서 강조된 헥스를 누르거나 아래에서 고르세요."),
    ("eots.g.port", "port", "항구"),
    ("eots.g.airfield", "airfield", "비행장"),
    ("eots.g.resource", "resource", "자원"),
    ("eots.g.controlled_by", "Controlled by {0}", "{0} 통제"),
    ("eots.g.loc.hex", "on the map", "지도 위"),
    ("eots.g.loc.box", "in an off-map box", "지도 밖 상자"),
    ("eots.g.loc.arrives", "arrives later (turn track)", "나중에 도착 (턴 기록 트랙)"),
    ("eots.g.loc.event", "enters by an event", "이벤트로 등장"),
    ("eots.g.loc.delay", "in the Delay box", "지연 상자"),
    ("eots.g.loc.returns", "returns later (turn track)", "나중에 복귀 (턴 기록 트랙)"),
    ("eots.g.loc.eliminated", "eliminated", "제거됨"),
    ("eots.g.loc.removed", "out of the game", "게임에서 제외"),
    ("eots.g.range", "Range", "항속 거리"),
    ("eots.g.command_range", "Command range", "지휘 범위"),
    ("eots.g.efficiency", "Efficiency", "효율"),
    ("eots.g.at", "Where: {0}", "위치: {0}"),
    ("eots.g.offensive", "The offensive under way", "진행 중인 공세"),
    ("eots.g.offensive_card", "Card: {0}", "카드: {0}"),
    ("eots.g.pick", "Click a hex or a counter on the map for its details.", "지도에서 헥스나 유닛을 누르면 자세한 내용을 봅니다."),
    ("eots.g.log_all", "Show the whole log", "기록 전체 보기"),
    ("eots.g.card_kind.military", "Military", "군사"),
    ("eots.g.card_kind.political", "Political", "정치"),
    ("eots.g.card_kind.resource", "Resource", "자원"),
    ("eots.g.card_kind.reaction", "Reaction", "대응"),
    ("eots.g.ops", "Operations value (OC)", "작전 수치 (OC)"),
    ("eots.g.logistics", "LOG", "병참"),
    ("eots.g.intel_oc", "Intel OC", "정보 OC"),
    ("eots.g.intel_ec", "Intel EC", "정보 EC"),
    ("eots.g.removed_after", "Removed from the game once played as an event", "이벤트로 사용하면 게임에서 제외"),
    ("eots.g.future", "Future Offensive, face down: {0}", "미래 공세 (뒷면): {0}"),
    ("eots.g.future_set", "a Future Offensive is set aside", "미래 공세 카드가 놓여 있음"),
    ("eots.g.hand_japan", "Japan's hand", "일본의 손패"),
    ("eots.g.hand_allies", "The Allies' hand", "연합군의 손패"),
    ("eots.g.hand_hidden", "The hand is hidden during this decision (it is not about cards).", "이 결정에는 카드가 필요 없어 손패를 가립니다."),
    ("eots.g.piles", "{0}: {1} in hand, {2} to draw, {3} discarded", "{0}: 손패 {1}장, 뽑을 카드 {2}장, 버린 카드 {3}장"),
    ("eots.g.phase", "Phase", "단계"),
    ("eots.g.phase.reinforcements", "Reinforcements", "증원"),
    ("eots.g.phase.replacements", "Replacements", "보충"),
    ("eots.g.phase.offensives", "Offensives", "공세"),
    ("eots.g.phase.offensive", "Offensive under way", "공세 진행 중"),
    ("eots.g.phase.over", "Game over", "게임 종료"),
    ("eots.g.turn", "Turn", "턴"),
    ("eots.g.turn_title", "The turn; the scenario plays turns {0} to {1}", "현재 턴. 이 시나리오는 {0}턴부터 {1}턴까지"),
    ("eots.g.turns", "turns {0}–{1}", "{0}–{1}턴"),
    ("eots.g.phasing", "Phasing player", "진행 측"),
    ("eots.g.pw", "US Political Will", "미국 정치적 의지"),
    ("eots.g.pw_title", "At 0 at the end of a turn Japan wins (16.4)", "턴 종료 시 0이면 일본 승리 (16.4)"),
    ("eots.g.asp", "ASP left (J / A)", "남은 상륙 포인트 (일 / 연)"),
    ("eots.g.asp_title", "Amphibious shipping points left this turn, Japanese / Allied (10.3)", "이번 턴에 남은 상륙 이동 포인트, 일본 / 연합군 (10.3)"),
    ("eots.g.ports", "Ports J : A", "항구 일 : 연"),
    ("eots.g.ports_title", "Ports and resource hexes controlled, Japanese : Allied; the Allies win with {0} more (17.10.7)", "통제 중인 항구·자원 헥스, 일본 : 연합군. 연합군은 {0}곳 더 많으면 승리 (17.10.7)"),
    ("eots.g.passes", "Passes J / A", "패스 일 / 연"),
    ("eots.g.passes_title", "Passes left this turn (4.22, 12.4)", "이번 턴에 남은 패스 (4.22, 12.4)"),
    ("eots.g.isr", "Rivalry (14.0)", "군간 경쟁"),
    ("eots.g.show_zoi", "Zones of influence", "영향력 구역"),
    ("eots.g.reconstructed", "ⓘ Reconstructed map", "ⓘ 재구성 지도"),
    ("eots.g.reconstructed_title", "The map and counters are Sandtable's reconstruction from the rulebook and geography. See every hex's and counter's source; an owner of the game can load a corrected data pack from the home page.", "지도와 유닛은 규칙서와 지리를 바탕으로 Sandtable이 재구성한 것입니다. 헥스와 유닛마다 출처를 볼 수 있으며, 게임 소유자는 홈 화면에서 수정한 데이터 팩을 불러올 수 있습니다."),
    ("eots.g.battle_at", "Battle at {0}", "{0} 전투"),
    ("eots.g.attacking", "attacking", "공격"),
    ("eots.g.escort", "escort", "호위"),
    ("eots.g.fire", "Fired: strength {0}, die {1}, modifier {2}: {3} hits", "사격: 전투력 {0}, 주사위 {1}, 보정 {2}: 명중 {3}"),
    ("eots.g.critical", " critical hit", " 치명타"),
    ("eots.g.steps_lost", "{0} steps lost", "스텝 {0} 손실"),
    ("eots.g.air_naval_winner", "{0} won the air-naval combat.", "{0}이(가) 항공·해상 전투에서 이겼습니다."),
    ("eots.g.intrinsic", "{0} intrinsic Japanese steps defend the hex (13.76, 13.94).", "일본군 고유 스텝 {0}개가 헥스를 방어합니다 (13.76, 13.94)."),
    ("eots.g.card_plays", "Play a card from your hand ({0} plays, on the cards below) — or choose here:", "손패의 카드로 플레이하세요 (아래 카드에 {0}가지) — 또는 여기서 고르세요:"),
    ("eots.g.play.oc", "Offensive (operations)", "공세 (작전)"),
    ("eots.g.play.oc_other", "Other use of its operations", "작전 수치의 다른 용도"),
    ("eots.g.play.ec", "Event", "이벤트"),
    ("eots.g.play.set_future", "Set aside as Future Offensive", "미래 공세로 놓기"),
    ("eots.g.play.discard", "Discard", "버리기"),
    ("eots.g.odds_expected", "{0} hits to expect", "예상 타격 {0}"),
    ("eots.g.odds_none", "no hit {0}", "타격 없음 {0}"),
    ("eots.g.odds_critical", "critical hit {0}", "치명타 {0}"),
    ("eots.g.odds_all", "Every result and the modifiers", "모든 결과와 수정치"),
    ("eots.g.play.oc_withdraw", "Withdraw an HQ", "사령부 철수"),
    ("eots.g.play.oc_return", "Bring an HQ back", "사령부 재배치"),
    ("eots.g.play.oc_route", "Build a transport route", "수송로 건설"),
    ("eots.g.play.react", "React", "대응"),
    ("eots.g.proposal", "Placing the hits as proposed would cost:", "제안대로 명중을 배정하면:"),
    ("eots.g.proposal_step", "loses a step", "스텝 1 손실"),
    ("eots.g.proposal_eliminated", "eliminated", "제거"),
    ("eots.g.pow", "Progress of War", "전쟁 진행도"),
    ("eots.g.pow_title", "The Allies' net captures of named hexes this turn, and the target below which US Political Will falls (16.47, 17.10.7)", "이번 턴 연합군이 순수하게 점령한 지명 헥스 수와, 미달 시 미국 정치적 의지가 떨어지는 목표치 (16.47, 17.10.7)"),
    ("eots.g.rp", "Replacements G·A·N", "보충 지·공·해"),
    ("eots.g.rp_title", "Replacement points left: ground · air · naval, Japanese and Allied (11.0)", "남은 보충 포인트: 지상 · 항공 · 해상, 일본과 연합군 (11.0)"),
    ("eots.g.wie", "War in Europe", "유럽 전선"),
    ("eots.g.wie_title", "The War in Europe track (15.0)", "유럽 전선 트랙 (15.0)"),
    ("eots.g.india", "India", "인도"),
    ("eots.g.india_title", "India's status: 0 Stable … 4 Revolts (13.62)", "인도 상태: 0 안정 … 4 봉기 (13.62)"),
    ("eots.g.vp", "Japanese VP", "일본 승점"),
    ("eots.g.vp_title", "Japanese victory points by the South Pacific's VP schedule (17.10.7): the Allies win at 5 or less", "남태평양 승점 일정에 따른 일본 승점 (17.10.7): 5점 이하이면 연합군 승리"),
    ("eots.g.vp_title_yearly", "Japanese victory points by the VP schedule of {0}, were the game to end now: the Allies win at 5 or less", "{0} 승점 일정에 따른 일본 승점 (지금 끝난다면): 5점 이하이면 연합군 승리"),
    ("eots.g.resources_auto", "Japan holds {0} resource hexes: fewer than 12 at the end is an automatic Allied win (17.27)", "일본 자원 헥스 {0}개: 끝날 때 12개 미만이면 연합군 자동 승리 (17.27)"),
    ("eots.g.res_short", "res.", "자원"),
    ("eots.g.resources", "Japanese resources", "일본 자원 헥스"),
    ("eots.g.resources_title", "Resource hexes Japan controls (12.11); the Allies win at the end with Japan down to one or none (16.2)", "일본이 통제하는 자원 헥스 (12.11). 끝날 때 1개 이하이면 연합군 승리 (16.2)"),
    ("eots.g.escorts", "Escorts", "호위"),
    ("eots.g.escorts_title", "The Japanese escort level, added to the Allied submarine rolls (12.22)", "연합군 잠수함전 굴림에 더해지는 일본 호위 수준 (12.22)"),
    ("eots.g.china", "China", "중국"),
    ("eots.g.china_title", "The China track, from Stable Front to Collapse (13.72)", "중국 트랙: 안정 전선에서 붕괴까지 (13.72)"),
    ("eots.g.burma_road", "Burma Road", "버마 로드"),
    ("eots.g.burma_road_title", "The Burma Road (13.78)", "버마 로드 (13.78)"),
    ("eots.g.open", "open", "열림"),
    ("eots.g.closed", "closed", "닫힘"),
    ("eots.g.end_figures", "After turn {0}: ports and resource hexes Japan {1}, Allies {2}; US Political Will {3}.", "{0}턴 종료: 항구·자원 헥스 일본 {1}, 연합군 {2}; 미국 정치적 의지 {3}."),
    ("eots.g.end_figures_vp", "After turn {0}: {1} Japanese victory points ({2}); US Political Will {3}.", "{0}턴 종료: 일본 승점 {1} ({2}); 미국 정치적 의지 {3}."),
    ("eots.g.end_figures_res", "After turn {0}: Japan holds {1} resource hexes; US Political Will {2}.", "{0}턴 종료: 일본 자원 헥스 {1}개; 미국 정치적 의지 {2}."),
    ("eots.g.end_export", "Export the game's record", "게임 기록 내보내기"),
    ("eots.g.offensive_facts", "{0} · activating HQ {1} · {2} activations left · {3} battle hexes", "{0} · 활성화 HQ {1} · 남은 활성화 {2} · 전투 헥스 {3}"),
    ("eots.g.isr_title", "Inter-Service Rivalry in effect (14.0)", "군간 경쟁 적용 중 (14.0)"),
    // ---- the notice ----------------------------------------------------------------------------------
    ("eotsv.notice_title", "Reconstructed map and counters", "재구성된 지도와 유닛"),
    ("eotsv.notice_short", "The rulebook does not print the map or the counter values: Sandtable rebuilt them, and every hex and counter says where it comes from.", "규칙서에는 지도와 유닛 수치가 실려 있지 않습니다. Sandtable이 이를 재구성했으며, 모든 헥스와 유닛에 출처가 적혀 있습니다."),
    ("eotsv.notice_hexes", "Main map: {0} hexes — {1} pinned by the rulebook, {2} from geography, {3} reconstructed by Sandtable, {4} corrected by an owner.", "본 지도: 헥스 {0}개 — 규칙서로 고정 {1}, 지리 {2}, Sandtable 재구성 {3}, 소유자 수정 {4}."),
    ("eotsv.notice_sp", "South Pacific map: {0} hexes — {1} from the rulebook, {2} from geography, {3} reconstructed, {4} corrected by an owner.", "남태평양 지도: 헥스 {0}개 — 규칙서 {1}, 지리 {2}, 재구성 {3}, 소유자 수정 {4}."),
    ("eotsv.notice_units", "Counters: {0} — {1} with values fixed by the rulebook's examples, {2} from public facts about the game, {3} reconstructed by Sandtable (a model by unit class, calibrated on the rulebook's examples), {4} corrected by an owner. Reduced sides, extended ranges and most HQ values are reconstructed.", "유닛: {0}개 — 규칙서 예시로 수치 고정 {1}, 게임에 관한 공개 사실 {2}, Sandtable 재구성 {3} (규칙서 예시로 맞춘 유닛 유형별 모델), 소유자 수정 {4}. 감소면, 확장 항속거리, 대부분의 HQ 수치는 재구성입니다."),
    ("eotsv.notice_cards", "Cards: {0} — {1} printed in the rulebook, {2} named by the rulebook at their numbers (their other values reconstructed), {3} reconstructed by Sandtable (titled after real events of the war), {4} corrected by an owner.", "카드: {0}장 — 규칙서에 인쇄된 카드 {1}, 규칙서가 번호로 언급한 카드 {2} (나머지 수치는 재구성), Sandtable 재구성 {3} (실제 전쟁 사건을 제목으로), 소유자 수정 {4}."),
    ("eotsv.notice_sides", "Hexsides: {0} — {1} from the rulebook, {2} from geography, {3} reconstructed, {4} corrected by an owner.", "헥스변: {0}개 — 규칙서 {1}, 지리 {2}, 재구성 {3}, 소유자 수정 {4}."),
    ("eotsv.notice_owner", "Own the game? Download the tables, correct them and load your corrected pack: the map and counters here are then drawn from it.", "게임을 갖고 계신가요? 표를 내려받아 고친 뒤 수정한 팩을 가져오면, 이곳의 지도와 유닛이 그 팩으로 그려집니다."),
    ("eotsv.load_pack", "Load a corrected pack", "수정한 팩 가져오기"),
    ("eotsv.details", "How much?", "얼마나?"),
    ("eotsv.notice_strip", "{0} of {1} hexes pinned by the rulebook, {2} from geography, {3} reconstructed · counters: {4} fixed by the rulebook, {5} from public facts, {6} reconstructed · cards: {7} named by the rulebook, {8} reconstructed.", "헥스 {1}개 중 규칙서 고정 {0}, 지리 {2}, 재구성 {3} · 유닛: 규칙서 고정 {4}, 공개 사실 {5}, 재구성 {6} · 카드: 규칙서 언급 {7}, 재구성 {8}."),
    ("eotsv.notice_strip_owner", "Corrected by the owner's pack: {0} hexes and hexsides, {1} counters.", "소유자 팩으로 수정: 헥스·헥스변 {0}, 유닛 {1}."),
    ("eotsv.pack_in_use", "Shown: {0} (content {1}).", "표시 중: {0} (내용 {1})."),
    ("eotsv.about_map", "How the map is drawn", "지도를 그리는 방법"),
    ("eotsv.about_map_text", "Sandtable draws the map itself from the data pack: each hex's class and terrain, its features and its sides. Coasts follow the hexes' classes and the sides crossed by land, so they are the pack's, not the printed map's: no picture of the published map or counters was used.", "Sandtable은 데이터 팩만으로 지도를 직접 그립니다: 헥스의 분류와 지형, 시설, 헥스변. 해안선은 헥스 분류와 육상 통과 헥스변을 따르므로 인쇄된 지도가 아니라 팩의 것입니다. 출판된 지도나 유닛의 그림은 쓰지 않았습니다."),
    // ---- the hex panel --------------------------------------------------------------------------------
    ("eotsv.hex", "Hex {0}", "헥스 {0}"),
    ("eotsv.class", "Class", "분류"),
    ("eotsv.terrain", "Terrain", "지형"),
    ("eotsv.features", "Features", "시설"),
    ("eotsv.island", "Island", "섬"),
    ("eotsv.nation", "Nation (1941)", "국가 (1941)"),
    ("eotsv.regions", "Regions", "지역"),
    ("eotsv.edges", "Map edge", "지도 가장자리"),
    ("eotsv.hexsides", "Hexsides", "헥스변"),
    ("eotsv.units_here", "Set up here ({0})", "이곳의 배치 ({0})"),
    ("eotsv.no_units_here", "No unit of this scenario sets up here.", "이 시나리오에서 이곳에 배치되는 유닛이 없습니다."),
    ("eotsv.provenance", "Where this comes from", "출처"),
    ("eotsv.none", "none", "없음"),
    ("eotsv.off_map_hex", "off the map", "지도 밖"),
    ("eotsv.class.sea", "All-sea", "전체 바다"),
    ("eotsv.class.coastal", "Coastal (land and sea)", "해안 (육지와 바다)"),
    ("eotsv.class.land", "All-land", "전체 육지"),
    ("eotsv.terrain.none", "Ocean", "대양"),
    ("eotsv.terrain.open", "Open", "개활지"),
    ("eotsv.terrain.jungle", "Jungle", "정글"),
    ("eotsv.terrain.mixed", "Mixed (mtnd)", "혼합 (산악·정글)"),
    ("eotsv.terrain.mountain", "Mountain", "산악"),
    ("eotsv.terrain.atoll", "Atoll", "환초"),
    ("eotsv.island.island", "Island", "섬"),
    ("eotsv.island.one_hex", "One-hex island", "단일 헥스 섬"),
    ("eotsv.port", "Port", "항구"),
    ("eotsv.airfield", "Airfield", "비행장"),
    ("eotsv.resource", "Resource", "자원"),
    ("eotsv.city", "City", "도시"),
    ("eotsv.city_jp_home", "Home-island city: Japanese supply source, intrinsic 12-12", "본토 도시: 일본군 보급원, 고유 전력 12-12"),
    ("eotsv.city_china", "Chinese city: intrinsic 9-12 while Japanese", "중국 도시: 일본군 보유 시 고유 전력 9-12"),
    ("eotsv.edge.n", "north", "북쪽"),
    ("eotsv.edge.e", "east", "동쪽"),
    ("eotsv.edge.s", "south", "남쪽"),
    ("eotsv.edge.w", "west", "서쪽"),
    ("eotsv.edge_supply_allied", "Allied ultimate supply source", "연합군 절대 보급원"),
    ("eotsv.edge_supply_japan", "Japanese ultimate supply source", "일본군 절대 보급원"),
    ("eotsv.dir.n", "N", "북"),
    ("eotsv.dir.ne", "NE", "북동"),
    ("eotsv.dir.se", "SE", "남동"),
    ("eotsv.dir.s", "S", "남"),
    ("eotsv.dir.sw", "SW", "남서"),
    ("eotsv.dir.nw", "NW", "북서"),
    ("eotsv.side.sea", "ships cross", "함선 통과"),
    ("eotsv.side.land", "ground units cross", "지상 유닛 통과"),
    ("eotsv.side.strait", "strait", "해협"),
    ("eotsv.side.no_land", "no crossing (unplayable)", "통과 불가 (사용 불가 헥스변)"),
    ("eotsv.side.no_sea", "ships may not cross", "함선 통과 불가"),
    ("eotsv.side.closed", "no crossing", "통과 불가"),
    ("eotsv.side.route", "transport route: {0}", "수송로: {0}"),
    ("eotsv.side.off", "map edge", "지도 가장자리"),
    ("eotsv.goto_hex", "Show hex {0}", "헥스 {0} 보기"),
    // ---- the unit panel -------------------------------------------------------------------------------
    ("eotsv.side", "Side", "진영"),
    ("eotsv.nationality", "Nationality", "국적"),
    ("eotsv.service", "Service", "군종"),
    ("eotsv.type", "Type", "종류"),
    ("eotsv.size", "Size", "규모"),
    ("eotsv.full", "Full strength", "최대 전력"),
    ("eotsv.reduced", "Reduced", "감소"),
    ("eotsv.reduced_mark", "reduced side", "감소면"),
    ("eotsv.values", "{0} attack · {1} defence", "공격 {0} · 방어 {1}"),
    ("eotsv.range", "Range", "항속거리"),
    ("eotsv.extended_range", "Extended range", "확장 항속거리"),
    ("eotsv.extended_paren", "{0} (in parentheses: no combat at that range)", "{0} (괄호: 그 거리에서는 전투 불가)"),
    ("eotsv.carrier_range", "Carrier air range", "항공모함 항속거리"),
    ("eotsv.command_range", "Command range", "지휘 범위"),
    ("eotsv.efficiency", "Efficiency", "효율"),
    ("eotsv.steps", "Steps", "스텝"),
    ("eotsv.amphibious", "Amphibious assault", "상륙 공격"),
    ("eotsv.yes", "yes", "가능"),
    ("eotsv.no", "no", "불가"),
    ("eotsv.marks", "Marks", "표시"),
    ("eotsv.mark.prewar", "pre-war unit (dot)", "전쟁 전 유닛 (점)"),
    ("eotsv.mark.lrb", "long-range bomber", "장거리 폭격기"),
    ("eotsv.mark.b29", "B29", "B29"),
    ("eotsv.mark.organic", "organic naval transport", "자체 해상 수송"),
    ("eotsv.mark.burma", "Burma (B) unit", "버마(B) 유닛"),
    ("eotsv.asp", "{0} ASP per step in an amphibious assault", "상륙 공격 시 스텝당 상륙 수송 포인트 {0}"),
    ("eotsv.setups", "Set-up lists", "배치 목록"),
    ("eotsv.not_in_list", "not in this list", "이 목록에 없음"),
    ("eotsv.hq_range_shown", "Its command range is shaded on the map.", "지휘 범위가 지도에 칠해져 있습니다."),
    ("eotsv.side.allied", "Allied", "연합군"),
    ("eotsv.side.japanese", "Japanese", "일본군"),
    ("eotsv.nat.us", "United States", "미국"),
    ("eotsv.nat.british", "British", "영국"),
    ("eotsv.nat.australian", "Australian", "호주"),
    ("eotsv.nat.nz", "New Zealand", "뉴질랜드"),
    ("eotsv.nat.indian", "Indian", "인도"),
    ("eotsv.nat.dutch", "Dutch", "네덜란드"),
    ("eotsv.nat.chinese", "Chinese", "중국"),
    ("eotsv.nat.joint", "Joint (all Allied nationalities)", "연합 (모든 연합군 국적)"),
    ("eotsv.nat.japanese", "Japanese", "일본"),
    ("eotsv.svc.army", "Army", "육군"),
    ("eotsv.svc.navy", "Navy", "해군"),
    ("eotsv.type.hq", "Headquarters", "사령부 (HQ)"),
    ("eotsv.type.air", "Air unit", "항공 유닛"),
    ("eotsv.type.cv", "Fleet carrier (CV)", "정규 항공모함 (CV)"),
    ("eotsv.type.cvl", "Light carrier (CVL)", "경항공모함 (CVL)"),
    ("eotsv.type.cve", "Escort carrier (CVE)", "호위 항공모함 (CVE)"),
    ("eotsv.type.bb", "Battleship (BB)", "전함 (BB)"),
    ("eotsv.type.bc", "Battlecruiser (BC)", "순양전함 (BC)"),
    ("eotsv.type.ca", "Heavy cruiser (CA)", "중순양함 (CA)"),
    ("eotsv.type.cl", "Light cruiser (CL)", "경순양함 (CL)"),
    ("eotsv.type.dd", "Destroyers (DD)", "구축함 (DD)"),
    ("eotsv.type.apd", "Fast transport (APD)", "고속 수송함 (APD)"),
    ("eotsv.type.ground", "Ground unit", "지상 유닛"),
    ("eotsv.size.regiment", "Regiment", "연대"),
    ("eotsv.size.brigade", "Brigade", "여단"),
    ("eotsv.size.division", "Division", "사단"),
    ("eotsv.size.corps", "Corps", "군단"),
    ("eotsv.size.army", "Army", "군"),
    ("eotsv.list.1941", "1941 (campaign)", "1941 (캠페인)"),
    ("eotsv.list.1942", "1942", "1942"),
    ("eotsv.list.1943", "1943", "1943"),
    ("eotsv.list.1944", "1944", "1944"),
    ("eotsv.list.sp", "South Pacific", "남태평양"),
    // ---- off the map ---------------------------------------------------------------------------------
    ("eotsv.off_title", "Not on the map at the start", "시작 시 지도 밖"),
    ("eotsv.off_none", "Every unit of this list starts on the map.", "이 목록의 모든 유닛이 지도에서 시작합니다."),
    ("eotsv.wait.turn", "Reinforcements, turn {0}", "증원, {0}턴"),
    ("eotsv.wait.delay", "Delay box", "지연 박스"),
    ("eotsv.wait.china_box", "China box", "중국 박스"),
    ("eotsv.wait.event", "Enter by a card's event", "카드 이벤트로 등장"),
    ("eotsv.wait.elim", "Eliminated before the start", "시작 전 제거됨"),
    ("eotsv.turn_n", "Turn {0}", "{0}턴"),
    ("eotsv.turn_units", "{0}: {1} units arrive", "{0}: 유닛 {1}개 도착"),
    ("eotsv.box_units", "{0}: {1} units", "{0}: 유닛 {1}개"),
    // ---- the legend ----------------------------------------------------------------------------------
    ("eotsv.legend", "Legend", "범례"),
    ("eotsv.lg.terrain", "Terrain", "지형"),
    ("eotsv.lg.sea", "Sea", "바다"),
    ("eotsv.lg.coast", "Coastline (from the hexes' classes)", "해안선 (헥스 분류 기준)"),
    ("eotsv.lg.features", "Features", "시설"),
    ("eotsv.lg.city_home", "Home-island city (12-12)", "본토 도시 (12-12)"),
    ("eotsv.lg.city_china", "Chinese city (9-12)", "중국 도시 (9-12)"),
    ("eotsv.lg.sides", "Hexsides", "헥스변"),
    ("eotsv.lg.route", "Transport route", "수송로"),
    ("eotsv.lg.route_marker", "Route closed at the start (No Transport Route markers)", "시작 시 폐쇄된 수송로 (수송로 없음 마커)"),
    ("eotsv.lg.route_event", "Route built by an event (Kwai)", "이벤트로 건설되는 수송로 (콰이)"),
    ("eotsv.lg.strait", "Strait: water between two land bodies", "해협: 두 육지 사이의 바다"),
    ("eotsv.lg.blocked", "Unplayable side: no crossing", "사용 불가 헥스변: 통과 불가"),
    ("eotsv.lg.borders", "Borders", "경계"),
    ("eotsv.lg.empire", "Empire border (Japan's 1941 empire)", "제국 경계 (1941년 일본 제국)"),
    ("eotsv.lg.nation", "Nation border (1941)", "국경 (1941)"),
    ("eotsv.lg.region", "Region border (China coastal/interior, India, Burma…)", "지역 경계 (중국 해안/내륙, 인도, 버마…)"),
    ("eotsv.lg.edge", "Map edge: ultimate supply source", "지도 가장자리: 절대 보급원"),
    ("eotsv.lg.counters", "Counters", "유닛"),
    ("eotsv.lg.reduced", "Stripe and corner: reduced side", "띠와 모서리: 감소면"),
    ("eotsv.lg.stack", "Number: units in the stack (click to open)", "숫자: 스택의 유닛 수 (누르면 펼침)"),
    ("eotsv.lg.values", "Bottom: attack-defence (air and carriers: -range; HQ: efficiency and command range)", "아래: 공격-방어 (항공·항공모함: -항속거리, HQ: 효율과 지휘 범위)"),
    ("eotsv.lg.prewar", "Dot: pre-war unit", "점: 전쟁 전 유닛"),
    ("eotsv.lg.hq_range", "Shaded: the chosen HQ's command range", "칠한 곳: 고른 HQ의 지휘 범위"),
    ("eotsv.lg.keys", "Drag or arrow keys to pan, wheel or + − to zoom, 0 to fit. Escape closes a stack.", "끌거나 화살표로 이동, 휠이나 + −로 확대·축소, 0으로 전체 보기. Esc로 스택 닫기."),
    ("eotsv.lg.jp_army", "Japanese Army", "일본 육군"),
    ("eotsv.lg.jp_navy", "Japanese Navy", "일본 해군"),
    ("eotsv.lg.us_army", "US Army", "미 육군"),
    ("eotsv.lg.us_navy", "US Navy and Marines", "미 해군·해병대"),
    ("eotsv.lg.cw", "Commonwealth: British, Australian, NZ, Indian", "영연방: 영국, 호주, 뉴질랜드, 인도"),
    ("eotsv.lg.dutch", "Dutch", "네덜란드"),
    ("eotsv.lg.chinese", "Chinese", "중국"),
    ("eotsv.lg.joint", "Joint HQ", "연합 HQ"),
    // ---- nations and regions of the map --------------------------------------------------------------
    ("eotsv.owner.japan", "Japan", "일본"),
    ("eotsv.owner.manchukuo", "Manchukuo", "만주국"),
    ("eotsv.owner.china", "China", "중국"),
    ("eotsv.owner.britain", "British Empire", "영국령"),
    ("eotsv.owner.usa", "United States", "미국"),
    ("eotsv.owner.netherlands", "Netherlands East Indies", "네덜란드령 동인도"),
    ("eotsv.owner.australia", "Australia", "호주"),
    ("eotsv.owner.france", "French Indochina", "프랑스령 인도차이나"),
    ("eotsv.owner.siam", "Siam", "시암"),
    ("eotsv.owner.portugal", "Portugal (Timor)", "포르투갈 (티모르)"),
    ("eotsv.owner.soviet", "Soviet Union", "소련"),
    ("eotsv.owner.condominium", "New Hebrides condominium", "뉴헤브리디스 공동 통치령"),
    ("eotsv.owner.new_zealand", "New Zealand", "뉴질랜드"),
    ("eotsv.owner.nepal", "Nepal", "네팔"),
    ("eotsv.region.empire", "Inside the Empire border", "제국 경계 안"),
    ("eotsv.region.japan_home", "Japanese home islands", "일본 본토"),
    ("eotsv.region.honshu", "Honshu", "혼슈"),
    ("eotsv.region.hokkaido", "Hokkaido", "홋카이도"),
    ("eotsv.region.kyushu", "Kyushu", "규슈"),
    ("eotsv.region.shikoku", "Shikoku", "시코쿠"),
    ("eotsv.region.karafuto", "Karafuto", "가라후토"),
    ("eotsv.region.kuriles", "Kuriles", "쿠릴 열도"),
    ("eotsv.region.ryukyu_bonins", "Ryukyus and Bonins", "류큐·보닌 제도"),
    ("eotsv.region.formosa", "Formosa", "대만"),
    ("eotsv.region.korea", "Korea", "한국"),
    ("eotsv.region.korea_land", "Korea (land hexes)", "한국 (육지 헥스)"),
    ("eotsv.region.manchukuo", "Manchukuo", "만주국"),
    ("eotsv.region.mandate_islands", "Japanese mandate islands", "일본 위임 통치 섬"),
    ("eotsv.region.china_coastal", "Coastal China", "중국 해안"),
    ("eotsv.region.china_interior", "Interior China", "중국 내륙"),
    ("eotsv.region.hong_kong", "Hong Kong", "홍콩"),
    ("eotsv.region.indochina", "Indochina", "인도차이나"),
    ("eotsv.region.siam", "Siam", "시암"),
    ("eotsv.region.malaya", "Malaya", "말라야"),
    ("eotsv.region.burma", "Burma", "버마"),
    ("eotsv.region.north_india", "North India", "북인도"),
    ("eotsv.region.india", "India", "인도"),
    ("eotsv.region.india_mainland", "Mainland India (coastal)", "인도 본토 (해안)"),
    ("eotsv.region.india_interior", "Interior India", "인도 내륙"),
    ("eotsv.region.ceylon", "Ceylon", "실론"),
    ("eotsv.region.andaman_islands", "Andaman Islands", "안다만 제도"),
    ("eotsv.region.maldives", "Maldives", "몰디브"),
    ("eotsv.region.dei", "Dutch East Indies", "네덜란드령 동인도"),
    ("eotsv.region.sumatra", "Sumatra", "수마트라"),
    ("eotsv.region.java", "Java", "자바"),
    ("eotsv.region.borneo", "Borneo", "보르네오"),
    ("eotsv.region.celebes", "Celebes", "셀레베스"),
    ("eotsv.region.bali", "Bali", "발리"),
    ("eotsv.region.amboina", "Amboina", "암보이나"),
    ("eotsv.region.timor", "Timor", "티모르"),
    ("eotsv.region.morotai", "Morotai", "모로타이"),
    ("eotsv.region.philippines", "Philippines", "필리핀"),
    ("eotsv.region.australia_mainland", "Mainland Australia", "호주 본토"),
    ("eotsv.region.new_guinea", "New Guinea", "뉴기니"),
    ("eotsv.region.mandate", "Australian Mandate", "호주 위임 통치령"),
    ("eotsv.region.marshalls", "Marshall Islands", "마셜 제도"),
    ("eotsv.region.aleutians", "Aleutian Islands", "알류샨 열도"),
    ("eotsv.region.hawaii", "Hawaii", "하와이"),
    ("eotsv.region.midway", "Midway", "미드웨이"),
    ("eotsv.region.new_hebrides", "New Hebrides", "뉴헤브리디스"),
    ("eotsv.region.soviet", "Soviet Union", "소련"),
    // ---- provenance ----------------------------------------------------------------------------------
    ("eotsv.prov.seed", "From the rulebook", "규칙서"),
    ("eotsv.prov.public", "Known from the published game", "출판된 게임의 알려진 사실"),
    ("eotsv.prov.geography", "From geography", "지리"),
    ("eotsv.prov.reconstructed", "Reconstructed by Sandtable", "Sandtable이 재구성"),
    ("eotsv.prov.owner", "Corrected by the game's owner", "게임 소유자가 수정"),
    ("eotsv.prov.land_share", "Natural Earth's coastlines, fitted to the map, put {0}% of this hex on land", "지도에 맞춘 Natural Earth 해안선 기준 이 헥스의 {0}%가 육지"),
    ("eotsv.prov.side_share", "Natural Earth's coastlines, fitted to the map, put {0}% of this side on land", "지도에 맞춘 Natural Earth 해안선 기준 이 헥스변의 {0}%가 육지"),
    ("eotsv.prov.terrain_rule", "terrain by Sandtable's regional rule ({0})", "Sandtable의 지역 규칙에 따른 지형 ({0})"),
    ("eotsv.prov.terrain_place", "terrain given with the named place", "지명과 함께 정한 지형"),
    ("eotsv.prov.forced", "class set to {0}", "분류를 {0}(으)로 정함"),
    ("eotsv.prov.sp_window", "the South Pacific map repeats the main map's hex; its extent is reconstructed", "남태평양 지도는 본 지도의 헥스를 그대로 씁니다. 그 범위는 재구성입니다"),
    ("eotsv.prov.listed", "listed in the master set-up list", "마스터 배치 리스트에 있음"),
];

/// The word for a data key (`eotsv.terrain.jungle`…), or the key's last part when there is none.
pub fn word(lang: Lang, key: &str) -> String {
    match BOARD_TEXTS.iter().find(|(k, _, _)| *k == key) {
        Some((_, en, ko)) => lang.pick(en, ko).to_string(),
        None => key.rsplit('.').next().unwrap_or(key).replace('_', " "),
    }
}

/// `word` with `{0}`, `{1}`… filled in.
pub fn fill(lang: Lang, key: &str, args: &[&str]) -> String {
    let mut s = word(lang, key);
    for (i, a) in args.iter().enumerate() {
        s = s.replace(&format!("{{{i}}}"), a);
    }
    // Korean particles agree with the word filled in before them (engine::text::particles).
    match lang {
        Lang::Ko => engine::text::particles(&s),
        Lang::En => s,
    }
}

/// Where each line range of the Korean rulebook belongs (first line, English, Korean), in order.
static RULEBOOK_PARTS: &[(u32, &str, &str)] = &[
    (1, "contents", "차례"),
    (28, "1.0 Introduction", "1.0 소개"),
    (225, "2.0 Setting up", "2.0 게임 준비하기"),
    (247, "3.0 How the game is played", "3.0 일반적인 게임 플레이 순서"),
    (257, "4.0 Sequence of play", "4.0 게임 진행 순서"),
    (313, "5.0 Strategy cards", "5.0 전략 카드"),
    (435, "6.0 Zones of influence, supply, activation, control", "6.0 영향력 구역, 보급, 활성화, 헥스 통제권"),
    (655, "7.0 Offensives", "7.0 공세"),
    (792, "8.0 Movement and stacking", "8.0 이동 및 스택킹"),
    (1016, "9.0 Combat", "9.0 전투 처리하기"),
    (1254, "10.0 Reinforcements and amphibious points", "10.0 증원 및 상륙 이동 포인트"),
    (1319, "11.0 Replacements", "11.0 유닛 보충"),
    (1377, "12.0 Strategic warfare", "12.0 전략전"),
    (1457, "13.0 National status", "13.0 국가 상태"),
    (1662, "14.0 Inter-service rivalry", "14.0 군간 경쟁"),
    (1683, "15.0 War in Europe", "15.0 유럽 전선"),
    (1733, "16.0 Campaign victory", "16.0 캠페인 시나리오 승리 조건"),
    (1839, "17.0 Scenarios", "17.0 시나리오"),
    (2427, "17.10 South Pacific", "17.10 남태평양"),
    (2652, "player aid charts", "플레이어 보조 도표"),
    (2695, "18.0 Master set-up list", "18.0 마스터 시나리오 준비 리스트"),
    (2946, "19.0 Extended example of play", "19.0 종합 플레이 예시"),
    (3102, "20.0 Designer's notes", "20.0 디자이너 노트"),
    (3153, "bibliography and index", "참고 문헌과 색인"),
    (3468, "sequence of play outline", "게임 진행 순서 요약"),
];

fn rulebook_part(lang: Lang, line: u32) -> &'static str {
    let (_, en, ko) = RULEBOOK_PARTS.iter().rev().find(|(from, _, _)| line >= *from).unwrap_or(&RULEBOOK_PARTS[0]);
    lang.pick(en, ko)
}

/// Splits at `sep` outside parentheses.
fn split_top<'a>(text: &'a str, sep: &str) -> Vec<&'a str> {
    let mut out = vec![];
    let (mut depth, mut start) = (0i32, 0usize);
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'(' => depth += 1,
            b')' => depth -= 1,
            _ if depth == 0 && text[i..].starts_with(sep) => {
                out.push(text[start..i].trim());
                i += sep.len();
                start = i;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out.push(text[start..].trim());
    out.retain(|s| !s.is_empty());
    out
}

/// The rulebook line numbers at the start of `refs` (`L1532 L2055-L2060 …`) and what follows them.
fn line_refs(refs: &str) -> (Vec<u32>, &str) {
    let mut lines = vec![];
    let mut rest = refs.trim_start();
    loop {
        let Some(r) = rest.strip_prefix('L') else { break };
        let digits: String = r.chars().take_while(|c| c.is_ascii_digit()).collect();
        if digits.is_empty() {
            break;
        }
        lines.push(digits.parse().unwrap_or(0));
        rest = &r[digits.len()..];
        if let Some(r2) = rest.strip_prefix("-L") {
            let n = r2.chars().take_while(|c| c.is_ascii_digit()).count();
            rest = &r2[n..];
        }
        rest = rest.trim_start_matches([' ', ',']);
    }
    (lines, rest)
}

/// Removes the developers' line references from a note (`L2967`, `(L2819 L2822)`, `at L2708`) and
/// rewrites `seed L…` as the part of the rulebook it names; tidies what is left.
fn plain_words(lang: Lang, note: &str) -> String {
    let mut out = String::new();
    let mut rest = note;
    while !rest.is_empty() {
        let starts_ref = rest.starts_with('L') && rest[1..].starts_with(|c: char| c.is_ascii_digit());
        let after_word = out.is_empty() || out.ends_with([' ', '(', ',', ':', ';']);
        if rest.starts_with("seed L") {
            let (lines, tail) = line_refs(&rest[5..]);
            let mut parts: Vec<&str> = vec![];
            for l in lines {
                let p = rulebook_part(lang, l);
                if !parts.contains(&p) {
                    parts.push(p);
                }
            }
            out.push_str(&format!("{} ({})", lang.pick("the rulebook", "규칙서"), parts.join("; ")));
            if !tail.is_empty() && !tail.starts_with([')', ',', ';', ':']) {
                out.push(' ');
            }
            rest = tail;
        } else if starts_ref && after_word {
            let (_, tail) = line_refs(rest);
            for w in [" at ", " line "] {
                if out.ends_with(w) {
                    out.truncate(out.len() - w.len() + 1);
                }
            }
            rest = tail;
        } else {
            let ch = rest.chars().next().unwrap();
            out.push(ch);
            rest = &rest[ch.len_utf8()..];
        }
    }
    let mut s = out.replace(", docs)", ")").replace("see docs", "");
    loop {
        let before = s.clone();
        for (from, to) in [("( )", ""), ("()", ""), ("(, ", "("), (", )", ")"), (" )", ")"), (": :", ":"), (":  :", ":"), (", ,", ","), (" ,", ","), ("  ", " "), (": ;", ";"), (": ,", ":"), ("(;", "(")] {
            s = s.replace(from, to);
        }
        if s == before {
            break;
        }
    }
    s.trim().trim_matches([',', ';', ':']).trim().to_string()
}

/// The kinds of source, in the order a panel lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    Owner,
    Seed,
    Public,
    Geography,
    Reconstructed,
}

impl Kind {
    pub fn key(self) -> &'static str {
        match self {
            Kind::Owner => "owner",
            Kind::Seed => "seed",
            Kind::Public => "public",
            Kind::Geography => "geography",
            Kind::Reconstructed => "reconstructed",
        }
    }
}

/// One piece of a source cell: its kind and its note in plain words.
fn piece(lang: Lang, text: &str) -> Option<(Kind, String)> {
    let t = text.trim();
    if let Some(rest) = t.strip_prefix("seed ") {
        let (lines, note) = line_refs(rest);
        let mut parts: Vec<&str> = vec![];
        for l in lines {
            let p = rulebook_part(lang, l);
            if !parts.contains(&p) {
                parts.push(p);
            }
        }
        let note = plain_words(lang, note.trim_start_matches(':').trim());
        let parts = parts.join("; ");
        return Some((Kind::Seed, if note.is_empty() { parts } else if parts.is_empty() { note } else { format!("{note} ({parts})") }));
    }
    if let Some(rest) = t.strip_prefix("listed in ") {
        let (_, _) = line_refs(rest);
        return Some((Kind::Seed, word(lang, "eotsv.prov.listed")));
    }
    for (prefix, kind) in [
        ("public fact:", Kind::Public),
        ("public:", Kind::Public),
        ("reconstructed:", Kind::Reconstructed),
        ("owner:", Kind::Owner),
        ("geography (fit):", Kind::Geography),
        ("geography:", Kind::Geography),
    ] {
        if let Some(rest) = t.strip_prefix(prefix) {
            let rest = rest.trim();
            // A geography cell may hold several notes of its own (`terrain rule x | Natural Earth …`).
            if kind == Kind::Geography {
                if let Some(p) = piece(lang, rest) {
                    return Some(p);
                }
            }
            return Some((kind, plain_words(lang, rest)));
        }
    }
    if let Some(rest) = t.strip_prefix("Natural Earth land ") {
        let pct = rest.trim_end_matches('%');
        return Some((Kind::Geography, fill(lang, "eotsv.prov.land_share", &[pct])));
    }
    if let Some(pct) = t.strip_suffix("% of the side on land") {
        return Some((Kind::Geography, fill(lang, "eotsv.prov.side_share", &[pct.trim()])));
    }
    if t == "terrain place" {
        return Some((Kind::Reconstructed, word(lang, "eotsv.prov.terrain_place")));
    }
    if let Some(rule) = t.strip_prefix("terrain rule ").or_else(|| t.strip_prefix("terrain ")) {
        return Some((Kind::Geography, fill(lang, "eotsv.prov.terrain_rule", &[&rule.replace('_', " ")])));
    }
    if let Some(rest) = t.strip_prefix("class forced ") {
        let to = rest.split(['(', ' ']).next().unwrap_or("").rsplit("->").next().unwrap_or("");
        let why = rest.find('(').map(|i| plain_words(lang, rest[i..].trim_matches(['(', ')']))).unwrap_or_default();
        let class = word(lang, &format!("eotsv.class.{to}"));
        let mut s = fill(lang, "eotsv.prov.forced", &[&class.to_lowercase()]);
        if !why.is_empty() {
            s.push_str(&format!(": {why}"));
        }
        return Some((Kind::Reconstructed, s));
    }
    if t.starts_with("South Pacific map:") {
        return Some((Kind::Reconstructed, word(lang, "eotsv.prov.sp_window")));
    }
    None
}

/// A component's source (the pack's `source` cell: `seed L1532 …: …`, `public: …`, `geography (fit):
/// …`, `reconstructed: …`, `owner: …`, notes joined by ` | ` and `;`) in words a player understands:
/// one line per kind of source, each starting with what that kind means. Never a line number.
pub fn provenance(lang: Lang, source: &str) -> Vec<(Kind, String)> {
    let mut items: Vec<(Kind, String)> = vec![];
    for part in split_top(source, " | ") {
        for p in split_top(part, ";") {
            match piece(lang, p) {
                Some(item) => items.push(item),
                // A note without a kind goes on with the one before it.
                None => {
                    let words = plain_words(lang, p);
                    match items.last_mut() {
                        Some((_, prev)) if !words.is_empty() => {
                            prev.push_str("; ");
                            prev.push_str(&words);
                        }
                        Some(_) => {}
                        None => items.push((Kind::Reconstructed, words)),
                    }
                }
            }
        }
    }
    // One line per kind, in a fixed order.
    let mut lines: Vec<(Kind, String)> = vec![];
    let mut kinds: Vec<Kind> = items.iter().map(|(k, _)| *k).collect();
    engine::kit::sort::sort(&mut kinds);
    kinds.dedup();
    for k in kinds {
        let notes: Vec<&str> = items.iter().filter(|(x, _)| *x == k).map(|(_, n)| n.as_str()).filter(|n| !n.is_empty()).collect();
        let mut uniq: Vec<&str> = vec![];
        for n in notes {
            if !uniq.contains(&n) {
                uniq.push(n);
            }
        }
        let head = word(lang, &format!("eotsv.prov.{}", k.key()));
        lines.push((k, if uniq.is_empty() { head } else { format!("{head}: {}", uniq.join("; ")) }));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::games::empire_of_the_sun::builtin;
    use std::collections::BTreeSet;

    fn has_digit_ref(s: &str) -> bool {
        s.as_bytes().windows(2).any(|w| w[0] == b'L' && w[1].is_ascii_digit())
    }

    #[test]
    fn a_named_hex_reads_without_line_numbers() {
        let src = "seed L1532 L2055 L2819 L2822 L2823: Maldive Islands: L1532 L2055: Maldives hex; port: naval units set up there (L2819 L2822 L2823); Addu Atoll (Port T) as point | class forced sea->coastal (named place on an island too small for Natural Earth's share) | terrain place | geography (fit): Natural Earth land 0%";
        let p = provenance(Lang::En, src);
        let text: Vec<&str> = p.iter().map(|(_, s)| s.as_str()).collect();
        assert_eq!(
            text[0],
            "From the rulebook: Maldive Islands: Maldives hex (13.0 National status; 17.0 Scenarios; 18.0 Master set-up list); port: naval units set up there; Addu Atoll (Port T) as point"
        );
        assert_eq!(text[1], "From geography: Natural Earth's coastlines, fitted to the map, put 0% of this hex on land");
        assert!(text[2].starts_with("Reconstructed by Sandtable: class set to coastal (land and sea): named place"), "{}", text[2]);
        for (_, s) in &p {
            assert!(!has_digit_ref(s), "{s}");
        }
        let ko = provenance(Lang::Ko, src);
        assert!(ko[0].1.starts_with("규칙서: Maldive Islands: Maldives hex (13.0 국가 상태;"), "{}", ko[0].1);
    }

    #[test]
    fn a_counter_reads_in_plain_words() {
        let src = "seed L766: attack 10; public fact: a review names the counter 10-10-2; listed in 18.0 at L2708; reconstructed: reduced side half the attack rounded up (seed L2984 L3009: 18-attack armies reduce to 9)";
        let p = provenance(Lang::En, src);
        assert_eq!(p[0].1, "From the rulebook: attack 10 (7.0 Offensives); listed in the master set-up list");
        assert_eq!(p[1].1, "Known from the published game: a review names the counter 10-10-2");
        assert_eq!(p[2].1, "Reconstructed by Sandtable: reduced side half the attack rounded up (the rulebook (19.0 Extended example of play): 18-attack armies reduce to 9)");
    }

    #[test]
    fn an_owner_correction_comes_first() {
        let p = provenance(Lang::En, "owner: Rabaul has two airfields | seed L100: a fact");
        assert_eq!(p[0], (Kind::Owner, "Corrected by the game's owner: Rabaul has two airfields".to_string()));
    }

    /// Every source of the built-in pack reads: a kind for each line and no line number left.
    #[test]
    fn every_source_of_the_pack_reads() {
        let d = builtin();
        let mut sources: Vec<&str> = vec![];
        sources.extend(d.map.hexes.values().map(|x| x.source.as_str()));
        sources.extend(d.sp_map.hexes.values().map(|x| x.source.as_str()));
        sources.extend(d.hexsides.values().map(|x| x.source.as_str()));
        sources.extend(d.units.iter().map(|x| x.source.as_str()));
        for lang in [Lang::En, Lang::Ko] {
            for s in &sources {
                let p = provenance(lang, s);
                assert!(!p.is_empty(), "{s}");
                for (_, line) in &p {
                    assert!(!has_digit_ref(line), "{line}\n  from {s}");
                }
            }
        }
    }

    /// Every key the viewer builds from the data (terrain, classes, nations, regions, unit kinds) and
    /// every key its code names has both languages.
    #[test]
    fn every_key_the_viewer_uses_is_translated() {
        let keys: BTreeSet<&str> = BOARD_TEXTS.iter().map(|(k, _, _)| *k).collect();
        assert_eq!(keys.len(), BOARD_TEXTS.len(), "duplicate keys");
        for (k, en, ko) in BOARD_TEXTS {
            assert!(!en.is_empty() && !ko.is_empty(), "{k}");
            let args = |t: &str| -> BTreeSet<usize> {
                engine::text::pieces(t).into_iter().filter_map(|p| if let engine::text::Piece::Arg(n) = p { Some(n) } else { None }).collect()
            };
            assert_eq!(args(en), args(ko), "{k}");
        }
        let d = builtin();
        let mut need: BTreeSet<String> = BTreeSet::new();
        for x in d.map.hexes.values().chain(d.sp_map.hexes.values()) {
            need.insert(format!("eotsv.class.{}", serde_json::to_value(x.class).unwrap().as_str().unwrap()));
            need.insert(format!("eotsv.terrain.{}", serde_json::to_value(x.terrain).unwrap().as_str().unwrap()));
            if x.nation != "-" {
                need.insert(format!("eotsv.owner.{}", x.nation));
            }
            for r in &x.regions {
                need.insert(format!("eotsv.region.{r}"));
            }
        }
        for u in &d.units {
            let v = serde_json::to_value(u).unwrap();
            need.insert(format!("eotsv.nat.{}", v["nation"].as_str().unwrap()));
            need.insert(format!("eotsv.type.{}", v["kind"].as_str().unwrap()));
            need.insert(format!("eotsv.side.{}", v["side"].as_str().unwrap()));
            if let Some(s) = v["service"].as_str() {
                need.insert(format!("eotsv.svc.{s}"));
            }
            if let Some(s) = v["size"].as_str() {
                need.insert(format!("eotsv.size.{s}"));
            }
        }
        for (k, _) in engine::games::empire_of_the_sun::data::SetupList::CHOICES {
            need.insert(format!("eotsv.list.{k}"));
        }
        // Literal keys in the viewer's and the game board's code: `"eotsv.…"`, `"eots.g.…"`.
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/boards/empire_of_the_sun");
        let mut files = vec![];
        for f in std::fs::read_dir(&dir).unwrap() {
            let p = f.unwrap().path();
            if p.is_dir() {
                files.extend(std::fs::read_dir(&p).unwrap().map(|f| f.unwrap().path()));
            } else if p.file_name().is_none_or(|n| n != "text.rs") {
                files.push(p);
            }
        }
        for p in files {
            let src = std::fs::read_to_string(&p).unwrap();
            for prefix in ["\"eotsv.", "\"eots.g."] {
                for (i, _) in src.match_indices(prefix) {
                    let rest = &src[i + 1..];
                    let key = &rest[..rest.find('"').unwrap()];
                    if key.ends_with('.') || key.contains('{') {
                        continue;
                    }
                    need.insert(key.to_string());
                }
            }
        }
        let missing: Vec<&String> = need.iter().filter(|k| !keys.contains(k.as_str())).collect();
        assert!(missing.is_empty(), "untranslated: {missing:?}");
    }
}
