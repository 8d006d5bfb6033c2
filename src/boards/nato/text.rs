//! NATO's board words in English and Korean: labels, legend, phases, markers and the facts of a hex (the
//! game's own messages, actions and names are the engine's: `engine/src/games/nato/text.rs`). Plain
//! Rust, tested natively.

use engine::text::Catalog;

pub static BOARD_TEXTS: Catalog = &[
    // ---- The reconstruction notice ----
    ("nato.b.approx", "Sandtable's reconstruction: the map, counters, charts and these two scenarios are rebuilt by Sandtable from the rules booklet and public geography, not the published components. An owner's data pack would replace the map's terrain, the counters' values and set-ups, and unlock the published scenarios.", "Sandtable의 재구성: 지도, 유닛, 도표와 이 두 시나리오는 규칙서와 공개 지리 정보로 Sandtable이 다시 만든 것이며 출판된 구성물이 아닙니다. 소유자의 데이터 팩이 있으면 지도의 지형, 유닛 수치와 배치가 바뀌고 출판된 시나리오를 플레이할 수 있습니다."),
    ("nato.b.approx_short", "Sandtable's reconstruction, not the published map and counters. An owner's pack would replace them.", "출판된 지도·유닛이 아닌 Sandtable의 재구성. 소유자의 팩이 있으면 대체됩니다."),
    ("nato.b.map", "Map of NATO: The Cold War Goes Hot", "NATO: 냉전이 뜨거워지다 지도"),
    ("nato.b.zoom_in", "Zoom in", "확대"),
    ("nato.b.zoom_out", "Zoom out", "축소"),
    ("nato.b.fit", "Fit", "맞춤"),
    ("nato.b.legend", "Legend", "범례"),
    ("nato.b.show_hq", "HQ ranges", "HQ 지원 범위"),
    ("nato.b.show_supply", "Supply", "보급 상태"),
    ("nato.b.show_hq_title", "Ring the hexes each HQ can support (its support range, NATO 25.4)", "각 HQ가 지원할 수 있는 헥스를 표시 (지원 범위, NATO 25.4)"),
    ("nato.b.show_supply_title", "Mark the units out of supply (NATO 10.4, 10.5, 10.6)", "보급이 끊긴 유닛 표시 (NATO 10.4, 10.5, 10.6)"),
    // ---- Tracks ----
    ("nato.b.turn", "Day {0} of {1}", "{1}일 중 {0}일"),
    ("nato.b.turn_track", "Game turn track (one turn is a day)", "게임 턴 트랙 (한 턴은 하루)"),
    ("nato.b.vp", "Victory points", "승점"),
    ("nato.b.vp_pair", "Pact {0} · NATO {1}", "조약군 {0} · NATO {1}"),
    ("nato.b.surprise", "Surprise (NATO 35.7)", "기습 (NATO 35.7)"),
    ("nato.b.surprise_title", "Turn 1 is a Surprise turn: the Pact's attacks shift a column in its favour, and NATO units that fight regain no combat supply this turn (NATO 35.7).", "1턴은 기습 턴입니다: 조약군의 공격은 유리하게 한 열 이동하고, 싸운 NATO 유닛은 이번 턴에 전투 보급을 회복하지 못합니다 (NATO 35.7)."),
    ("nato.b.gdp", "Move to the GDP (NATO 35.3)", "GDP로 이동 (NATO 35.3)"),
    ("nato.b.gdp_die", "{0}: {1}", "{0}: {1}"),
    ("nato.b.supply_points", "Pact supply points: {0} (NATO 10.8)", "조약군 보급점: {0} (NATO 10.8)"),
    ("nato.b.year", "Order of battle: {0}", "전투 서열: {0}"),
    ("nato.b.whose", "{0}'s player turn", "{0}의 플레이어 턴"),
    // ---- Phases, as the sequence of play names them (NATO 7.0) ----
    ("nato.b.phase.joint", "Joint Player Turn: status and reinforcements (NATO 7.0)", "공동 플레이어 턴: 상태와 증원 (NATO 7.0)"),
    ("nato.b.phase.supply", "{0} HQ Supply Phase (NATO 10.4)", "{0} HQ 보급 단계 (NATO 10.4)"),
    ("nato.b.phase.movement", "{0} Movement Phase: Ground Movement Segment (NATO 12.0)", "{0} 이동 단계: 지상 이동 구간 (NATO 12.0)"),
    ("nato.b.phase.recovery", "{0} Recovery Phase (NATO 7.0)", "{0} 회복 단계 (NATO 7.0)"),
    ("nato.b.phase.planning", "Pact Combat Planning Phase (NATO 25.1.1.1)", "조약군 전투 계획 단계 (NATO 25.1.1.1)"),
    ("nato.b.phase.combat", "{0} Combat Phase (NATO 25.0)", "{0} 전투 단계 (NATO 25.0)"),
    ("nato.b.phase.reserve", "{0} Reserve Phase (NATO 28.0)", "{0} 예비대 단계 (NATO 28.0)"),
    ("nato.b.phase.air_strikes", "{0} Offensive Strike Phase: Air Strike Segment (NATO 23.2)", "{0} 공세 타격 단계: 항공 타격 구간 (NATO 23.2)"),
    ("nato.b.cycle.bombardment", "Artillery Bombardment Segment (NATO 24.1)", "포병 포격 구간 (NATO 24.1)"),
    ("nato.b.cycle.defensive_strike", "Battle cycle: NATO's defensive strike (NATO 23.2.2)", "전투 순서: NATO의 방어 타격 (NATO 23.2.2)"),
    ("nato.b.cycle.helicopters", "Battle cycle: attack helicopters (NATO 18.4)", "전투 순서: 공격 헬리콥터 (NATO 18.4)"),
    ("nato.b.phase.end", "End of the game turn (NATO 34.0)", "게임 턴 종료 (NATO 34.0)"),
    ("nato.b.cycle.commit", "Battle cycle: commitment (NATO 25.1.1)", "전투 순서: 투입 (NATO 25.1.1)"),
    ("nato.b.cycle.reaction", "Battle cycle: reaction (NATO 25.1.2)", "전투 순서: 대응 (NATO 25.1.2)"),
    ("nato.b.cycle.hits", "Battle cycle: step losses (NATO 25.6.3)", "전투 순서: 스텝 손실 (NATO 25.6.3)"),
    ("nato.b.cycle.retreat", "Battle cycle: retreat (NATO 25.7)", "전투 순서: 후퇴 (NATO 25.7)"),
    ("nato.b.cycle.advance", "Battle cycle: advance after combat (NATO 25.8)", "전투 순서: 전투 후 전진 (NATO 25.8)"),
    ("nato.b.cycle.overstack", "Over-stacked after a retreat (NATO 9.1.3)", "후퇴 후 과적재 (NATO 9.1.3)"),
    // ---- Decisions ----
    ("nato.b.group.units", "Units", "유닛"),
    ("nato.b.group.hexes", "Hexes", "헥스"),
    ("nato.b.dest", "{0} · {1} MP", "{0} · {1} MP"),
    ("nato.b.odds_title", "Before you roll: the engine's odds", "굴리기 전: 엔진이 계산한 확률"),
    ("nato.b.odds.column", "Attack {0} against defence {1}: the {2} column (NATO 25.3)", "공격력 {0} 대 방어력 {1}: {2} 열 (NATO 25.3)"),
    ("nato.b.odds.shift.terrain", "Defender's terrain: {0} column(s) (NATO 25.3)", "방어측 지형: {0}열 (NATO 25.3)"),
    ("nato.b.odds.shift.flank", "Flank attack: {0} column(s) (NATO 25.3)", "측면 공격: {0}열 (NATO 25.3)"),
    ("nato.b.odds.shift.concentric", "Concentric attack, the hex ringed: {0} column(s) (NATO 25.3)", "포위 공격, 헥스가 둘러싸임: {0}열 (NATO 25.3)"),
    ("nato.b.odds.shift.surprise", "Surprise on turn 1: {0} column(s) (NATO 35.7)", "1턴 기습: {0}열 (NATO 35.7)"),
    ("nato.b.odds.shift.support", "Offensive support from an HQ: {0} column(s) (NATO 25.4)", "HQ의 공세 지원: {0}열 (NATO 25.4)"),
    ("nato.b.odds.limit", "Net shift {0}, at most two columns either way: rolled on {1} (NATO 25.3)", "순 이동 {0}, 양쪽 최대 2열: {1} 열에서 굴림 (NATO 25.3)"),
    ("nato.b.odds.none", "No column shift.", "열 이동 없음."),
    ("nato.b.battle_at", "Battle at {0}", "{0} 전투"),
    ("nato.b.destinations", "Where the picked unit can go (MP spent)", "선택한 유닛이 갈 수 있는 곳 (소모 MP)"),
    ("nato.b.group.select", "Move a unit:", "이동할 유닛:"),
    ("nato.b.group.move", "Move to (MP spent):", "이동할 곳 (소모 MP):"),
    ("nato.b.group.reserve", "Reserve or OMG marker on (NATO 12.6):", "예비대·OMG 마커 (NATO 12.6):"),
    ("nato.b.group.attack", "Attack (NATO 25.1.1):", "공격 (NATO 25.1.1):"),
    ("nato.b.group.mark", "Battle marker on (NATO 25.1.1.1):", "전투 마커 (NATO 25.1.1.1):"),
    ("nato.b.group.commit", "Commit to the battle (NATO 25.1.1):", "전투에 투입 (NATO 25.1.1):"),
    ("nato.b.group.support", "Offensive support from (NATO 25.4):", "공세 지원 (NATO 25.4):"),
    ("nato.b.group.react", "React into the battle (NATO 25.1.2):", "전투에 대응 이동 (NATO 25.1.2):"),
    ("nato.b.group.hit", "Loses a step (NATO 25.6.3):", "스텝 손실 (NATO 25.6.3):"),
    ("nato.b.group.sacrifice", "Loses a step instead of a hex (NATO 25.7):", "헥스 대신 스텝 손실 (NATO 25.7):"),
    ("nato.b.group.advance", "Advance into the hex (NATO 25.8):", "헥스로 전진 (NATO 25.8):"),
    ("nato.b.group.retreat_to", "{0} retreats to (NATO 25.7.3):", "{0} 후퇴 위치 (NATO 25.7.3):"),
    ("nato.b.group.exploit", "{0} exploits to (NATO 25.8):", "{0} 전과 확대 위치 (NATO 25.8):"),
    // ---- The facts of a hex ----
    ("nato.b.tab.hex", "Hex", "헥스"),
    ("nato.b.tab.log", "Log", "기록"),
    ("nato.b.tab.boxes", "Off map", "지도 밖"),
    ("nato.b.hex_head", "Hex {0}", "헥스 {0}"),
    ("nato.b.pick_hex", "Tap a hex or a stack for its terrain and units.", "헥스나 스택을 누르면 지형과 유닛이 보입니다."),
    ("nato.b.terrain", "Terrain: {0}", "지형: {0}"),
    ("nato.b.country", "Country: {0}", "국가: {0}"),
    ("nato.b.zone", "Command zone: {0}", "지휘 구역: {0}"),
    ("nato.b.sector", "Reinforcement sector {0}", "증원 구역 {0}"),
    ("nato.b.city", "{0} ({1}, intrinsic defence {2})", "{0} ({1}, 고유 방어력 {2})"),
    ("nato.b.held_by", "Held by {0} (NATO 30.1)", "{0} 점령 (NATO 30.1)"),
    ("nato.b.no_units", "No units here.", "유닛 없음."),
    ("nato.b.values", "Attack {0} · defence {1} · movement {2}", "공격 {0} · 방어 {1} · 이동 {2}"),
    ("nato.b.values_hq", "Support range {0} · defence {1} · movement {2}", "지원 범위 {0} · 방어 {1} · 이동 {2}"),
    ("nato.b.values_arty", "Artillery points {0} · defence {1} · movement {2}", "포병 점수 {0} · 방어 {1} · 이동 {2}"),
    ("nato.b.steps", "{0} of {1} steps", "스텝 {1}개 중 {0}개"),
    ("nato.b.inactive", "Not active until turn {0} (NATO 35.2)", "{0}턴까지 비활성 (NATO 35.2)"),
    ("nato.b.boxes", "Strategic reserve and arrivals", "전략 예비대와 도착 예정"),
    ("nato.b.box", "Waiting to enter, sector {0}", "진입 대기, {0}구역"),
    ("nato.b.box_any", "Waiting to enter at any friendly edge", "아무 아군 가장자리에서 진입 대기"),
    ("nato.b.due", "Arrives on turn {0}", "{0}턴에 도착"),
    ("nato.b.dead", "Eliminated", "제거됨"),
    ("nato.b.ah_display", "Attack helicopter display", "공격 헬리콥터 디스플레이"),
    ("nato.b.none_off_map", "No unit off the map.", "지도 밖 유닛 없음."),
    // ---- Markers ----
    ("nato.b.mk.disrupted", "Disrupted (NATO 25.6)", "혼란 (NATO 25.6)"),
    ("nato.b.mk.engaged", "Engaged (NATO 25.6.5)", "교전 중 (NATO 25.6.5)"),
    ("nato.b.mk.omg", "OMG (NATO 12.6)", "OMG (NATO 12.6)"),
    ("nato.b.mk.reserve", "Reserve (NATO 12.6)", "예비대 (NATO 12.6)"),
    ("nato.b.mk.moos", "Movement out of supply (NATO 10.5)", "이동 보급 끊김 (NATO 10.5)"),
    ("nato.b.mk.coos", "Combat out of supply (NATO 10.6)", "전투 보급 끊김 (NATO 10.6)"),
    ("nato.b.mk.hq_oos", "HQ out of supply (NATO 10.4)", "HQ 보급 끊김 (NATO 10.4)"),
    ("nato.b.mk.moved", "Moved this phase", "이번 단계에 이동함"),
    ("nato.b.mk.attacked", "Attacked this phase (NATO 25.2)", "이번 단계에 공격함 (NATO 25.2)"),
    ("nato.b.mk.battle", "Battle marker (NATO 25.1.1.1)", "전투 마커 (NATO 25.1.1.1)"),
    ("nato.b.mk.breakthrough", "Breakthrough (NATO 25.9)", "돌파 (NATO 25.9)"),
    ("nato.b.supplied", "In supply", "보급됨"),
    // ---- Legend ----
    ("nato.b.t.clear", "Clear", "개활지"),
    ("nato.b.t.rough", "Rough", "험지"),
    ("nato.b.t.forest", "Forest", "숲"),
    ("nato.b.t.mountain", "Mountain", "산악"),
    ("nato.b.t.marsh", "Marsh", "습지"),
    ("nato.b.t.all_sea", "Sea", "바다"),
    ("nato.b.t.town", "Town", "소도시"),
    ("nato.b.t.major_city", "Major city", "대도시"),
    ("nato.b.t.key_city", "Key city", "핵심 도시"),
    ("nato.b.t.fortified", "Fortified", "요새화"),
    ("nato.b.l.minor_river", "Minor river", "작은 강"),
    ("nato.b.l.major_river", "Major river", "큰 강"),
    ("nato.b.l.iron_curtain", "Inner-German border (the Iron Curtain)", "동서독 국경 (철의 장막)"),
    ("nato.b.l.border", "National border", "국경"),
    ("nato.b.l.zone", "Command zone boundary (BALTAP, NORTHAG, CENTAG)", "지휘 구역 경계 (BALTAP, NORTHAG, CENTAG)"),
    ("nato.b.l.legal", "A legal choice", "가능한 선택"),
    ("nato.b.l.dest", "A destination of the picked unit (MP)", "선택한 유닛의 목적지 (MP)"),
    ("nato.b.sym.infantry", "Infantry", "보병"),
    ("nato.b.sym.armor", "Armour", "기갑"),
    ("nato.b.sym.mech", "Mechanised", "기계화"),
    ("nato.b.sym.airborne", "Airborne", "공수"),
    ("nato.b.sym.artillery", "Artillery", "포병"),
    ("nato.b.sym.hq", "Headquarters", "사령부"),
    ("nato.b.sym.ah", "Attack helicopters", "공격 헬기"),
    ("nato.b.sym.values", "Attack–defence–movement; [defence] of hard units; steps as dots", "공격–방어–이동; 경장갑이 아닌 유닛의 [방어]; 스텝은 점"),
    // ---- Countries and command zones ----
    ("nato.b.c.frg", "West Germany", "서독"),
    ("nato.b.c.gdr", "East Germany", "동독"),
    ("nato.b.c.pl", "Poland", "폴란드"),
    ("nato.b.c.cs", "Czechoslovakia", "체코슬로바키아"),
    ("nato.b.c.dk", "Denmark", "덴마크"),
    ("nato.b.c.nl", "the Netherlands", "네덜란드"),
    ("nato.b.c.be", "Belgium", "벨기에"),
    ("nato.b.c.lu", "Luxembourg", "룩셈부르크"),
    ("nato.b.c.fr", "France", "프랑스"),
    ("nato.b.c.at", "Austria (neutral)", "오스트리아 (중립)"),
    ("nato.b.c.ch", "Switzerland (neutral)", "스위스 (중립)"),
    ("nato.b.c.se", "Sweden (neutral)", "스웨덴 (중립)"),
    ("nato.b.z.baltap", "BALTAP", "BALTAP"),
    ("nato.b.z.northag", "NORTHAG", "NORTHAG"),
    ("nato.b.z.centag", "CENTAG", "CENTAG"),
    ("nato.b.side.wp", "Warsaw Pact", "바르샤바 조약군"),
    ("nato.b.side.nato", "NATO", "NATO"),
];

#[cfg(test)]
mod tests {
    use super::BOARD_TEXTS;

    #[test]
    fn every_word_in_both_languages_once() {
        let mut seen = std::collections::BTreeSet::new();
        for (k, en, ko) in BOARD_TEXTS {
            assert!(k.starts_with("nato.b."), "{k}");
            assert!(!en.is_empty() && !ko.is_empty(), "{k}");
            assert!(seen.insert(*k), "{k} twice");
            // The same placeholders in both languages.
            for n in 0..5 {
                let p = format!("{{{n}}}");
                assert_eq!(en.contains(&p), ko.contains(&p), "{k}: {p}");
            }
        }
    }
}
