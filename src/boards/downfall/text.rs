//! Downfall's board words in English and Korean: its labels, legend, tracks and the facts of a hex (the
//! game's own messages, actions and names are the engine's: `engine/src/games/downfall/text.rs`). Plain
//! Rust, tested natively.

use engine::text::Catalog;

pub static BOARD_TEXTS: Catalog = &[
    ("df.b.approx", "Reconstructed map and components: the map, counters, combat table and order markers are drawn by Sandtable from 1942 geography, history and the rule book, not the printed ones. An owner's data pack (imported on the home page) replaces any of them: its map, order of battle and tables are then the ones played and drawn.", "재구성한 지도와 구성물: 지도, 유닛, 전투표, 명령 마커는 인쇄본이 아니라 1942년 지리와 역사, 규칙서로 Sandtable이 그린 것입니다. 소유자의 데이터 팩(홈 화면에서 가져오기)이 이 중 무엇이든 대체하며, 그러면 그 지도와 전투 서열, 표로 플레이하고 그립니다."),
    ("df.b.approx_short", "Reconstructed map and components, not the printed ones: an owner's pack replaces them.", "재구성한 지도와 구성물(인쇄본 아님): 소유자의 팩이 대체합니다."),
    ("df.b.map", "Downfall map", "다운폴 지도"),
    ("df.b.zoom_in", "Zoom in", "확대"),
    ("df.b.zoom_out", "Zoom out", "축소"),
    ("df.b.fit", "Fit", "맞춤"),
    ("df.b.supply_show", "Supply", "보급"),
    ("df.b.legend", "Legend", "범례"),
    ("df.b.marks", "Counter marks: L Leg, M Mechanized, Mo Motorized, T Tank, FT Fort Troop, F Fortress, G Garrison, S Shock, A Airborne, ✈ air, ⚓ fleet, P partisans, B beachhead. Dots: steps (hollow: lost). The number: units in the stack.", "유닛 표시: L 보병, M 기계화, Mo 차량화, T 전차, FT 요새병, F 요새, G 수비대, S 충격군, A 공수, ✈ 항공, ⚓ 함대, P 파르티잔, B 교두보. 점: 스텝(빈 점: 잃음). 숫자: 스택의 유닛 수."),
    ("df.b.tab.hex", "Hex", "헥스"),
    ("df.b.tab.supply", "Supply", "보급"),
    ("df.b.tab.log", "Log", "기록"),
    ("df.b.hex_hint", "Tap a hex for its terrain and units. Ringed hexes are where a choice can be made; a hex with one choice plays it.", "헥스를 누르면 지형과 유닛이 보입니다. 테두리가 있는 헥스에서 선택할 수 있고, 선택이 하나뿐인 헥스는 바로 실행합니다."),
    ("df.b.country", "Country", "국가"),
    ("df.b.capital", "Capital", "수도"),
    ("df.b.supply_help", "Supply on request (DF 11): the units that trace no supply now or carry an Isolated marker, and why. The Supply button outlines them on the map.", "요청 시 보급 (DF 11): 지금 보급을 추적하지 못하거나 고립 마커가 있는 유닛과 그 이유. 보급 버튼을 누르면 지도에 윤곽이 표시됩니다."),
    ("df.b.supply_none", "Every unit on the map traces supply.", "지도 위 모든 유닛이 보급을 추적합니다."),
    ("df.b.pool", "Force pool", "전력 풀"),
    ("df.b.offmap", "Off the map: pools and seas", "지도 밖: 전력 풀과 해역"),
    ("df.b.odds_title", "Before the roll", "굴리기 전"),
    ("df.b.group.to", "Move to", "이동할 곳"),
    ("df.b.group.sail", "Sail to", "항해할 곳"),
    ("df.b.group.enter", "Enter", "등장"),
    ("df.b.group.enter_unit", "{0} enters at", "{0} 등장할 곳"),
    ("df.b.chip_cost", "{0} · {1} initiative", "{0} · 주도권 {1}"),
    ("df.b.ev.title", "Events", "이벤트"),
    ("df.b.more", "Events and Strategic Warfare", "이벤트와 전략전"),
    ("df.b.ev.spent", "Spent", "사용됨"),
    ("df.b.ev.current", "Current", "현재"),
    ("df.b.ev.pending", "Pending", "대기"),
    ("df.b.ev.draw", "Draw pile", "뽑을 더미"),
    ("df.b.ev.discard", "Discards", "버린 더미"),
    ("df.b.ev.piles_help", "Cards left face down in the draw pile, and cards in the discard pile (its top card is the Spent event) (DF 10.1).", "뽑을 더미에 뒤집혀 남은 카드 수와 버린 더미의 카드 수(맨 위 카드가 사용된 이벤트) (DF 10.1)."),
    ("df.b.ev.order", "Resolve in order:", "해결 순서:"),
    ("df.b.ev.order_help", "The factions whose marker shows Pending Event, in the order they carry out the event procedure: initiative order, the least advanced first (DF 10).", "주도권 마커에 이벤트 대기가 표시된 세력을 이벤트 절차를 수행할 순서대로: 주도권 순서, 가장 덜 나아간 세력부터 (DF 10)."),
    ("df.b.ev.bonus", "+1 to rolls:", "굴림 +1:"),
    ("df.b.ev.bonus_help", "While Urals Industry, Arsenal of Democracy or High Command is one of the three visible cards, its factions add 1 to every roll except weather (DF 10.2).", "우랄 산업, 민주주의의 병기고, 최고 사령부가 보이는 세 카드 중 하나인 동안 해당 세력은 날씨를 제외한 모든 굴림에 1을 더합니다 (DF 10.2)."),
    ("df.b.ev.pending_area", "Pending Area:", "대기 구역:"),
    ("df.b.ev.pending_area_help", "Units waiting in the Pending Area for High Command to release them (DF 1.M, 10.2). A bright one can be chosen now.", "최고 사령부가 풀어 줄 때까지 대기 구역에서 기다리는 유닛 (DF 1.M, 10.2). 밝은 유닛은 지금 고를 수 있습니다."),
    ("df.b.group.place", "Place the partisan in", "파르티잔 배치할 곳"),
    ("df.b.turn", "Turn", "턴"),
    ("df.b.weather", "Weather", "날씨"),
    ("df.b.vp", "VP", "VP"),
    ("df.b.vp_help", "Victory points: plus toward the Western player, minus toward the Soviet player (DF 13).", "승점: 플러스는 서방 플레이어 쪽, 마이너스는 소련 플레이어 쪽 (DF 13)."),
    ("df.b.tp", "TP", "TP"),
    ("df.b.war", "WAR", "WAR"),
    ("df.b.war_help", "Western Armor Reserves: armour steps banked by a Mechanize order, to spend later (DF 7.7.3)", "서방 기갑 예비(WAR): 기계화 명령으로 적립해 두었다가 나중에 쓰는 기갑 스텝 (DF 7.7.3)"),
    ("df.b.beachheads", "Beachheads", "교두보"),
    ("df.b.beachheads_help", "Beachhead markers in the West's force pool, to land with a naval Redeploy (DF 2.4.2)", "서방 전력 풀의 교두보 마커: 해군 재배치로 상륙할 때 사용 (DF 2.4.2)"),
    ("df.b.beachhead_title", "Beachhead (DF 2.4.2): a Western port in this sea area, joined to land hex {0}; at most 4 steps", "교두보 (DF 2.4.2): 이 해역의 서방 항구, 육지 헥스 {0}과(와) 연결; 최대 4스텝"),
    ("df.b.mulberry_title", "Mulberry (DF 2.4.2, Naval Dominance): a port and city joined to land hex {0}; never removed", "멀베리 (DF 2.4.2, 해상 우세): 육지 헥스 {0}과(와) 연결된 항구이자 도시; 제거되지 않음"),
    ("df.b.cup", "Cup", "컵"),
    ("df.b.initiative", "Initiative", "주도권"),
    ("df.b.init_help", "The faction's initiative space (+laps); ★ an event is pending (DF 5).", "세력의 주도권 칸(+바퀴 수); ★ 이벤트 대기 중 (DF 5)."),
    ("df.b.action_track", "Action Track", "행동 트랙"),
    ("df.b.cost_help", "Each order's initiative cost now: printed cost + surcharge for the markers it passes over (DF 6 step 4). Bright: the acting faction may take it.", "각 명령의 현재 주도권 비용: 인쇄된 비용 + 건너뛴 마커에 대한 추가 비용 (DF 6 4단계). 밝은 것: 행동하는 세력이 가져갈 수 있음."),
    ("df.b.display", "Orders", "명령"),
    ("df.b.planning", "Planning", "계획"),
    ("df.b.planned", "a marker", "마커 1개"),
    ("df.b.fights.west_okw", "The West and OKW fight each other only (DF 7.2).", "서방과 OKW는 서로만 싸웁니다 (DF 7.2)."),
    ("df.b.fights.soviet_okh", "The Soviets and OKH fight each other only (DF 7.2).", "소련과 OKH는 서로만 싸웁니다 (DF 7.2)."),
    ("df.b.faction.west", "West", "서방"),
    ("df.b.faction.okh", "OKH", "OKH"),
    ("df.b.faction.soviet", "Soviet", "소련"),
    ("df.b.faction.okw", "OKW", "OKW"),
    ("df.b.terrain.clear", "Clear", "개활지"),
    ("df.b.terrain.forest", "Forest", "숲"),
    ("df.b.terrain.hills", "Hills", "구릉"),
    ("df.b.terrain.swamp", "Swamp", "습지"),
    ("df.b.terrain.mountains", "Mountains", "산악"),
    ("df.b.sym.sea", "Sea", "바다"),
    ("df.b.sym.area", "Western land area", "서방 육상 지역"),
    ("df.b.sym.river", "River", "강"),
    ("df.b.sym.strait", "Strait", "해협"),
    ("df.b.sym.border", "1942 border", "1942년 국경"),
    ("df.b.sym.city", "City (coloured by its controller)", "도시 (통제 세력 색)"),
    ("df.b.sym.objective", "Objective", "목표"),
    ("df.b.partisan_owner", "Owned for VP by a lone partisan", "단독 파르티잔이 승점상 소유"),
    ("df.b.sym.port", "Port", "항구"),
    ("df.b.sym.isolated", "Isolated", "고립"),
    ("df.b.sym.unsupplied", "Out of supply (shown on request)", "보급 끊김 (요청 시 표시)"),
    ("df.b.sym.airdrop", "Airdrop marker in the attacked hex: +2 to the roll, one more Western elite badge (DF 8)", "공격 헥스의 공수 투하 마커: 굴림 +2, 서방 정예 휘장 하나 추가 (DF 8)"),
    ("df.b.airdrop_title", "Airdrop marker ({0}): +2 to the West's roll and one more elite badge in this combat (DF 8)", "공수 투하 마커 ({0}): 이 전투에서 서방 굴림 +2, 정예 휘장 하나 추가 (DF 8)"),
    ("df.b.sw.title", "Strategic Warfare", "전략전"),
    ("df.b.sw.boxes_help", "The display's boxes, leftmost first: blue favours the West, dark green OKW; the lit box holds the marker; a thick line starts a new zone (DF 1.E).", "디스플레이 칸, 왼쪽부터: 파랑은 서방, 짙은 녹색은 OKW에 유리; 밝은 칸에 마커가 있습니다; 굵은 선에서 새 구역이 시작됩니다 (DF 1.E)."),
    ("df.b.sw.allowed", "in play:", "운용:"),
    ("df.b.sw.allowed_help.malta", "Italian fleets the marker's zone allows at sea (DF 7.9.2)", "마커 구역이 허용하는 해상의 이탈리아 함대 수 (DF 7.9.2)"),
    ("df.b.sw.allowed_help.atlantic", "OKW submarines the marker's zone allows at sea (DF 7.9.2)", "마커 구역이 허용하는 해상의 OKW 잠수함 수 (DF 7.9.2)"),
    ("df.b.sw.allowed_help.bombing", "Western elite air units available: the marker's zone and every zone to its right (DF 7.9.2)", "쓸 수 있는 서방 정예 공중 유닛: 마커 구역과 그 오른쪽 모든 구역 (DF 7.9.2)"),
    ("df.b.sw.held_help", "The units the display holds out of play, leftmost zone first (DF 7.9.2)", "디스플레이가 게임 밖에 잡아 둔 유닛, 왼쪽 구역부터 (DF 7.9.2)"),
    ("df.b.sw.pick_off", "Goes to the display:", "디스플레이로 갈 유닛:"),
    ("df.b.sw.pick_held", "Takes the elite unit's zone:", "정예 유닛 구역을 대신할 유닛:"),
    ("df.b.sw.pick_airdrop", "Drops on the attacked hex:", "공격 헥스에 강하할 유닛:"),
    ("df.b.sym.beachhead", "Beachhead (M: Mulberry), joined to its land hex (DF 2.4.2)", "교두보 (M: 멀베리), 육지 헥스와 연결 (DF 2.4.2)"),
    ("df.b.sym.legal", "A choice can be made here", "여기서 선택 가능"),
    ("df.b.area.usa", "United States", "미국"),
    ("df.b.area.uk", "United Kingdom", "영국"),
    ("df.b.area.african_colonies", "African Colonies", "아프리카 식민지"),
    ("df.b.area.middle_east", "Middle East", "중동"),
    ("df.b.sea.north_atlantic", "North Atlantic", "북대서양"),
    ("df.b.sea.north_sea", "North Sea", "북해"),
    ("df.b.sea.baltic_sea", "Baltic Sea", "발트해"),
    ("df.b.sea.western_med", "Western Mediterranean", "서부 지중해"),
    ("df.b.sea.central_med", "Central Mediterranean", "중부 지중해"),
    ("df.b.sea.eastern_med", "Eastern Mediterranean", "동부 지중해"),
    ("df.b.sea.black_sea", "Black Sea", "흑해"),
    ("df.b.sea.caspian_sea", "Caspian Sea", "카스피해"),
    ("df.b.sea.south_atlantic", "South Atlantic", "남대서양"),
    ("df.b.sea.indian_ocean", "Indian Ocean", "인도양"),
    ("df.b.sea.red_sea", "Red Sea", "홍해"),
];

#[cfg(test)]
mod tests {
    use super::BOARD_TEXTS;

    #[test]
    fn every_word_has_english_and_korean_and_one_entry() {
        let mut seen = std::collections::BTreeSet::new();
        for (k, en, ko) in BOARD_TEXTS {
            assert!(k.starts_with("df.b."), "{k}");
            assert!(!en.is_empty() && !ko.is_empty(), "{k}");
            assert!(seen.insert(*k), "{k} twice");
        }
    }

    /// Every `df.b.` key the board's source uses is here, and the families it completes with format!.
    #[test]
    fn every_key_the_board_uses_is_here() {
        let keys: std::collections::BTreeSet<&str> = BOARD_TEXTS.iter().map(|(k, _, _)| *k).collect();
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/boards/downfall");
        let mut found = 0;
        for e in std::fs::read_dir(dir).unwrap() {
            let path = e.unwrap().path();
            if path.extension().is_none_or(|x| x != "rs") || path.ends_with("text.rs") {
                continue;
            }
            let src = std::fs::read_to_string(&path).unwrap();
            for part in src.split('"').skip(1).step_by(2) {
                if part.starts_with("df.b.") && !part.contains('{') && !part.ends_with('.') {
                    found += 1;
                    assert!(keys.contains(part), "{part} is used but not in BOARD_TEXTS");
                }
            }
        }
        assert!(found > 30, "the scan found {found} uses");
        let families: [(&str, &[&str]); 5] = [
            ("faction", &["west", "okh", "soviet", "okw"]),
            ("terrain", &["clear", "forest", "hills", "swamp", "mountains"]),
            ("area", &["usa", "uk", "african_colonies", "middle_east"]),
            ("sea", &["north_atlantic", "north_sea", "baltic_sea", "western_med", "central_med", "eastern_med", "black_sea", "caspian_sea"]),
            ("fights", &["west_okw", "soviet_okh"]),
        ];
        for (family, members) in families {
            for m in members {
                let key = format!("df.b.{family}.{m}");
                assert!(keys.contains(key.as_str()), "{key}");
            }
        }
        for (sea, _) in super::super::geo::SEA_LABELS {
            assert!(keys.contains(format!("df.b.sea.{sea}").as_str()), "{sea}");
        }
    }
}
