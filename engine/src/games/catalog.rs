//! What the box says about each game: its names, seats, scenarios, options and a line for the home page.
//! Always compiled, whichever games' rules a build carries (the web app builds one bundle per game and
//! still lists all five).

use crate::{GameMeta, OptionSpec, Roles, ScenarioSpec};

#[allow(dead_code)] // a game without options uses it
const NO_OPTIONS: &[OptionSpec] = &[];

pub static TWILIGHT_STRUGGLE: GameMeta = GameMeta {
    id: "twilight-struggle",
    code: "ts",
    name_en: "Twilight Struggle",
    name_ko: "황혼의 투쟁",
    rules_version: 3,
    seats: &["ussr", "us"],
    scenarios: &[ScenarioSpec { id: "standard", name_en: "Standard game (1945–1989)", name_ko: "표준 게임 (1945–1989)" }],
    options: &[
        OptionSpec { key: "optional_cards", name_en: "Deluxe optional cards #104–110", name_ko: "디럭스 선택 카드 #104–110", values: &["off", "on"], scenarios: &[] },
        OptionSpec { key: "chinese_civil_war", name_en: "Chinese Civil War variant", name_ko: "중국 국공내전 변형 규칙", values: &["off", "on"], scenarios: &[] },
        OptionSpec { key: "tournament", name_en: "Tournament rules", name_ko: "토너먼트 규칙", values: &["off", "on"], scenarios: &[] },
    ],
    viewer: false,
    computer: true,
    playable: true,
    engine: false,
    blurb_en: "The Cold War, 1945–1989, for two: ten turns of headlines, coups, realignments and the space \
               race, every one of the 110 cards enforced.",
    blurb_ko: "냉전 1945–1989, 2인용: 헤드라인, 쿠데타, 재편성, 우주 경쟁으로 이어지는 10턴. 110장의 카드 \
               전부가 규칙대로 동작합니다.",
};

pub static EMPIRE_OF_THE_SUN: GameMeta = GameMeta {
    id: "empire-of-the-sun",
    code: "eots",
    name_en: "Empire of the Sun",
    name_ko: "태양의 제국",
    rules_version: 5,
    seats: &["japan", "allies"],
    // South Pacific first: the default. A link stores the scenario as its index in this list (and an
    // option as its index in `options`), so a new one goes at the end.
    scenarios: &[
        ScenarioSpec { id: "south_pacific", name_en: "South Pacific, 1942–1943 (17.10)", name_ko: "남태평양, 1942–1943 (17.10)" },
        ScenarioSpec { id: "s1942", name_en: "1942 (17.2)", name_ko: "1942년 (17.2)" },
        ScenarioSpec { id: "s1943", name_en: "1943 (17.3)", name_ko: "1943년 (17.3)" },
        ScenarioSpec { id: "s1944", name_en: "1944 (17.4)", name_ko: "1944년 (17.4)" },
        ScenarioSpec { id: "s1942_1943", name_en: "1942–1943 (17.5)", name_ko: "1942–1943년 (17.5)" },
        ScenarioSpec { id: "s1943_1944", name_en: "1943–1944 (17.6)", name_ko: "1943–1944년 (17.6)" },
        ScenarioSpec { id: "s1942_1944", name_en: "1942–1944 (17.7)", name_ko: "1942–1944년 (17.7)" },
        ScenarioSpec { id: "short_campaign", name_en: "Shortened campaign, 1942–1945 (17.8)", name_ko: "짧은 캠페인, 1942–1945 (17.8)" },
        ScenarioSpec { id: "shorter_campaign", name_en: "Even shorter campaign, 1943–1945 (17.9)", name_ko: "더 짧은 캠페인, 1943–1945 (17.9)" },
        ScenarioSpec { id: "campaign", name_en: "Full campaign, December 1941 – August 1945 (17.1)", name_ko: "전체 캠페인, 1941년 12월 – 1945년 8월 (17.1)" },
    ],
    options: &[
        OptionSpec {
            key: "vp_schedule",
            name_en: "South Pacific: victory by the VP schedule instead of Port Control (17.10.7)",
            name_ko: "남태평양: 항구 통제 대신 승점 일정으로 승리 판정 (17.10.7)",
            values: &["off", "on"],
            scenarios: &["south_pacific"],
        },
        OptionSpec {
            key: "historical_hand",
            name_en: "Historical Japanese hand: Col. Tsuji, VADM Kondo and Central Army on turn 2 (17.25F, 17.12)",
            name_ko: "역사적 일본군 손패: 2턴에 츠지 대령, 콘도 중장, 중앙군 (17.25F, 17.12)",
            values: &["off", "on"],
            scenarios: &["s1942", "s1942_1943", "s1942_1944", "short_campaign", "campaign"],
        },
        OptionSpec {
            key: "tournament",
            name_en: "Tournament counting: a taken hex counts only with a supplied non-HQ unit in it (17.27, 17.38, 17.48)",
            name_ko: "토너먼트 계산: 보급받는 HQ 아닌 유닛이 있는 헥스만 점령으로 계산 (17.27, 17.38, 17.48)",
            values: &["off", "on"],
            scenarios: &["s1942", "s1943", "s1944", "s1942_1943", "s1943_1944", "s1942_1944"],
        },
        OptionSpec {
            key: "bid",
            name_en: "Tournament bid paid by the Japanese player (16.48): VP off his total, or Political Will boxes after \
                      Operation Z in the campaign; negative: paid by the Allied player",
            name_ko: "일본군 플레이어가 치르는 토너먼트 입찰 (16.48): 일본 승점에서 차감, 캠페인에서는 Z 작전 후 정치적 \
                      의지 칸; 음수: 연합군 플레이어가 치름",
            values: &["0", "1", "2", "3", "-1", "-2", "-3"],
            scenarios: &["s1942", "s1943", "s1944", "s1942_1943", "s1943_1944", "s1942_1944", "campaign"],
        },
        OptionSpec {
            key: "cve_support",
            name_en: "US CVE amphibious support (optional rule): US escort carriers fight only where Allied units land, \
                      and react only from a battle hex",
            name_ko: "미국 CVE 상륙 지원 (선택 규칙): 미 호위 항모는 연합군 상륙 헥스에서만 전투하고 전투 헥스에서만 대응",
            values: &["off", "on"],
            scenarios: &[],
        },
    ],
    viewer: true,
    computer: true,
    playable: true,
    engine: true,
    blurb_en: "The Pacific War, 1941–1945, for two: a card-driven hex-and-counter game of offensives, \
               air-naval battles and amphibious landings, on a reconstructed map. Playable: the South Pacific \
               (1942–1943, Guadalcanal to Rabaul) and, on the main map, 1942, 1943 and 1944 and the scenarios \
               spanning several years (17.2–17.9), and the full campaign from its December 1941 turn (17.1). \
               Its map and counters can be viewed.",
    blurb_ko: "태평양 전쟁 1941–1945, 2인용: 공세, 항공·해상 전투, 상륙 작전의 카드 구동 헥스 게임으로, 재구성한 \
               지도에서 플레이합니다. 플레이 가능: 남태평양(1942–1943, 과달카날에서 라바울까지)과 본 지도의 \
               1942년, 1943년, 1944년 및 여러 해에 걸친 시나리오(17.2–17.9), 그리고 1941년 12월 특수 턴부터의 \
               전체 캠페인(17.1). 지도와 유닛은 볼 수 있습니다.",
};

pub static KUTUZOV: GameMeta = GameMeta {
    id: "kutuzov",
    code: "kutuzov",
    name_en: "Kutuzov",
    name_ko: "쿠투조프",
    // 21: building or regrouping into a zone of the Power's home where the enemy stands, with the battle once
    // the impulse's building is over where only the enemy stood (KUT 6.33); a resource spent to halve a
    // formation's next attrition roll (KUT 16.4) (docs/games/kutuzov.md); older records replay without.
    rules_version: 21,
    seats: &["french_northern", "russian_first", "french_southern", "russian_second"],
    scenarios: &[
        ScenarioSpec { id: "s1", name_en: "Invasion: Across the Niemen! (1812–1813)", name_ko: "침공: 네만강을 건너! (1812–1813)" },
        ScenarioSpec { id: "s2", name_en: "On to Smolensk! (turns 2–3)", name_ko: "스몰렌스크로! (2–3턴)" },
        ScenarioSpec { id: "s3", name_en: "Napoleon in Moscow (turns 3–4)", name_ko: "모스크바의 나폴레옹 (3–4턴)" },
        ScenarioSpec { id: "s4", name_en: "Defend the Empire (turn 4)", name_ko: "제국의 방어 (4턴)" },
    ],
    options: &[
        OptionSpec {
            key: "players",
            name_en: "Seats: who holds the four Powers (2.1–2.33)",
            name_ko: "자리: 네 강국을 누가 맡는가 (2.1–2.33)",
            values: &["4", "3t", "3i", "2", "single", "split", "split-open"],
            scenarios: &[],
        },
        OptionSpec {
            key: "bid",
            name_en: "Side auction (2.34): the Power the highest bidder took (none: sides agreed)",
            name_ko: "진영 경매 (2.34): 최고 입찰자가 고른 세력 (none: 합의로 정함)",
            values: &["none", "fn", "r1", "fs", "r2"],
            scenarios: &[],
        },
        OptionSpec {
            key: "bid_sp",
            name_en: "Side auction (2.34): the winning bid, in SP of that Power's soldiers removed",
            name_ko: "진영 경매 (2.34): 낙찰가, 그 세력에서 제거하는 병사 SP",
            values: &["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"],
            scenarios: &[],
        },
        OptionSpec {
            key: "ask_all",
            name_en: "Response windows: whom to ask (every Power keeps a pause from showing who holds a response)",
            name_ko: "대응 기회: 누구에게 물을까 (모두에게 물으면 멈춤으로 대응 카드 보유가 드러나지 않음)",
            values: &["no", "yes"],
            scenarios: &[],
        },
    ],
    viewer: false,
    computer: true,
    playable: true,
    engine: true,
    blurb_en: "Napoleon's war in Russia, 1812–1813, for two to four players: four powers, two French armies against two Russian ones, on an approximate map. Hot seat for up to four at one device, on a map drawn from the pack's geography; a first computer player can take any seat.",
    blurb_ko: "나폴레옹의 러시아 전쟁 1812–1813, 2~4인용: 프랑스군 둘과 러시아군 둘, 네 세력이 근사 지도에서 겨룹니다. 팩의 지리로 그린 지도에서 한 기기로 최대 네 명이 번갈아 플레이합니다; 첫 컴퓨터 플레이어가 어느 자리든 맡을 수 있습니다.",
};

pub static DOWNFALL: GameMeta = GameMeta {
    id: "downfall",
    code: "downfall",
    name_en: "Downfall: Conquest of the Third Reich",
    name_ko: "다운폴: 제3제국의 정복",
    // 4: High Command's pending fleets, Fortresses back to Fort Troops and the campaign's Beachheads; Africa
    // Liberated's move of the Western air units (docs/games/downfall.md); older records replay without.
    // 5: Beachheads placed, cut off and turned to Mulberries (Naval Dominance); the Western Armor Reserves.
    // 6: supply through Beachheads' ports from outside them (4 steps each at a Supply event), the Mulberry a
    // source; Strategic Warfare's unit adjustments and the Bombing card draw; more action cards.
    // 7: the West chooses the Bombing swaps and which units use a Beachhead's 4 steps; Fate, Big Three
    // Conference and National Liberation Army play (the `partial` cards variant).
    // 8: the West chooses which airborne unit the Airdrop card drops.
    // 9: the Middle East joined to its two land hexes for land movement and supply; non-city hex control
    // read by air placement and force-pool entry (docs/games/downfall.md).
    // 10: an Axis trace for reinforcement steps through a partisan's hex costs 1 initiative (DF 11.1); the
    // campaign's Beachheads come from the counter mix (DF 2.4.2).
    // 11: a trace for reinforcement steps through a contested sea area makes its interception check and
    // offers the enemy a naval attack on the step (DF 11.2); OKW attacks the Western units in the Middle East
    // from 1134 and 1035, and they attack out of it (DF 1.B) (docs/games/downfall.md).
    // 12: an air placement whose trace crosses a contested sea area makes its interception check (DF 10.3, 9);
    // in Overlord the Soviets and OKH trace supply through the Baltic and the Black Sea at +1 (DF 14); an
    // Airborne unit in a land area flanks from 2 hexes away (DF 8 step 1).
    rules_version: 12,
    seats: &["western", "okh", "soviet", "okw"],
    // A link stores the scenario as its index in this list: a new one goes at the end.
    scenarios: &[
        ScenarioSpec { id: "campaign", name_en: "Campaign, November 1942 – May 1945 (turn 1)", name_ko: "캠페인, 1942년 11월 – 1945년 5월 (1턴)" },
        ScenarioSpec { id: "husky", name_en: "Husky, July 1943 – May 1945 (turn 3)", name_ko: "허스키, 1943년 7월 – 1945년 5월 (3턴)" },
        ScenarioSpec { id: "overlord", name_en: "Overlord, June 1944 – May 1945 (turn 5)", name_ko: "오버로드, 1944년 6월 – 1945년 5월 (5턴)" },
    ],
    options: &[OptionSpec {
        key: "reconstructed_events",
        name_en: "Reconstructed events: off (events the rulebook does not spell out do nothing), on (Fatherland Front as reconstructed)",
        name_ko: "재구성 이벤트: off (규칙서에 효과가 없는 이벤트는 효과 없음), on (재구성한 조국 전선 적용)",
        values: &["off", "on"],
        scenarios: &[],
    }, OptionSpec {
        key: "action_cards",
        name_en: "Action cards: none (the default: fewer than 15 card texts are known), partial (the cards the rulebook describes; three can be played)",
        name_ko: "행동 카드: none (기본: 알려진 카드 내용이 15장 미만), partial (규칙서가 설명하는 카드; 그중 3장 사용 가능)",
        values: &["none", "partial"],
        scenarios: &[],
    }],
    viewer: false,
    computer: true,
    playable: true,
    engine: true,
    blurb_en: "The conquest of the Third Reich, 1942–1945, for two: each player commands an Allied army and a German command — the Western player the Western Allies and OKH, the Soviet player the Red Army and OKW. Hot seat at one device, without action cards. Reconstructed map and components: the map, counters, combat table and order markers are Sandtable's rebuild from 1942 geography, history and the rule book, not the printed ones; an owner's data pack replaces them.",
    blurb_ko: "제3제국의 정복 1942–1945, 2인용: 각 플레이어가 연합군 하나와 독일군 사령부 하나를 지휘합니다 — 서방 플레이어는 서방 연합군과 OKH를, 소련 플레이어는 붉은 군대와 OKW를. 한 기기에서 번갈아, 행동 카드 없이 플레이합니다. 재구성한 지도와 구성물: 지도, 유닛, 전투표, 명령 마커는 인쇄본이 아니라 1942년 지리와 역사, 규칙서로 Sandtable이 다시 만든 것이며, 소유자의 데이터 팩이 이를 대체합니다.",
};

pub static NATO: GameMeta = GameMeta {
    id: "nato",
    code: "nato",
    name_en: "NATO: The Cold War Goes Hot",
    name_ko: "NATO: 냉전이 뜨거워지다",
    // 2: air power, artillery strikes and interdiction ([23.0], [24.0]); version 1 records replay without.
    // 3: attack helicopters and flak ([18.4], [19.0]); older records replay without.
    // 4: rail movement and Train markers ([13.0]); older records replay without.
    // 5: rail reinforcements, rail from the sectors' boxes and the Strategic Reserve Box ([13.6]–[13.8]);
    // older records replay without.
    // 6: the sea ferry ([14.2]) with the sea entries bound to the sea and CONUS interception ([33.2.5],
    // [33.2.6]); ferries capture no city on the way; older records replay without.
    // 7: helicopter movement ([18.0]–[18.3]) with the helicopter commands' display and flak on their
    // passengers' legs ([19.1.3], [19.1.4]); older records replay without.
    // 8: assaults by helicopter landings on enemy units ([27.0], [18.1.6]) and flak in an assault hex
    // ([19.1.5]); older records replay without.
    // 9: airlift and sealift by transport commands with airborne drops, amphibious landings and
    // withdrawals, their interception and [15.2]'s declaration ([15.0]–[17.0]); nothing walks in from the
    // SRB (decision E3); older records replay without.
    // 10: resupply operations ([10.7]): the Movement Supply Segment's flight of a virtual supply point, its
    // Resupply marker and its use in the Recovery or the Combat Phase; older records replay without.
    // 11: the Baltic Corps' sea supply ([10.9.2]: an interception roll in the Pact's HQ Supply Phase), its
    // units giving no air cover ([10.9.3]) and the Baltic Corps HQ's own subordinates ([10.9.1]); older
    // records replay without.
    // 12: supply's special cases: West Berlin's brigades ([10.3.3.4]), conquered cities' chains and air
    // cover ([10.3.3.5]), Copenhagen conquered ([10.3.3.6]), the BALTAP zone's Pact units as Baltic Front
    // units ([29.5.3]), inland ports closed to sealift ([16.2.1.1]) and the Baltic Corps HQ supplied on the
    // turn it sails ([16.2.4]); older records replay without.
    // 13: destroyed HQs rebuilt two turns later in a supplied friendly free city ([29.8]); the defending front
    // and the defending nationalities chosen ([26.1.5], [26.2.5]); national restoration ([32.3]) and the air
    // point lost to both surrenders ([32.2.3]); the strike-phase breakthrough and its battle cycle ([25.9.1]);
    // older records replay without.
    // 14: chemical warfare ([22.0]–[22.4]) with the `chemical` option (off by default: a game without it plays
    // as rules 13); older records replay without.
    // 15: nuclear warfare ([21.0]–[21.6]) with the `nuclear` option (off by default: a game without it plays
    // as rules 14); older records replay without.
    // 16: a resupply operation flies from a supplied city, free or conquered ([10.3.3.5]); with the `nuclear`
    // option a soft unit's retreat goes on out of nuked hexes, and one through them disrupts ([21.1.3] 8);
    // the airlift and sealift destinations bind the phase's helicopter operations ([15.2]); strikes on
    // Reforger sites ([23.6], [33.3.3.1]); a side may concede ([35.1.1]) or propose a cease-fire
    // ([35.1.2]) with any of its decisions; older records replay without.
    // 17: the offensive Air Strike Segment is planned: every strike marker placed (and may be taken back)
    // before all are resolved in the order placed ([23.2.4]); a Reserve/OMG unit combines its tactical
    // reserve move and one helicopter leg in either order ([28.2.1]); older records replay without.
    // 18: the Helicopter Movement Segment's operations are declared together ([15.2]): each is flown as
    // picked and its flak waits for the player's roll or the segment's end; after a roll no later one
    // ends within 2 hexes of a rolled destination; older records replay without.
    // 19: no HQ supplies a unit under a Train marker ([10.4.4.7]); the Joint Combat Supply segment lifts
    // the Combat-OOS marker of a participant that traces combat supply again ([10.6] 1, [10.6.2]);
    // older records replay without.
    // 20: a defending HQ or artillery unit that a ground battle's `*` result disrupts is suppressed instead
    // ([25.6.4.4], [29.2.1]); a suppressed HQ or artillery unit makes only a minimum move ([29.2.3]); the
    // border forces' +1 is not paid in game turn 1's Reserve Phase ([35.6]); older records replay without.
    // 21: the Baltic Front HQ keeps to the Pact's nations and the BALTAP zone until Denmark surrenders, the
    // other front HQs out of that zone ([29.5.1]), LANDJUT and LANDZEALAND north of the Elbe ([29.7]);
    // a territorial unit retreats abroad only when no home hex saves it as well ([3.2.5.1], [25.7.8]);
    // older records replay without.
    // 22: a Pact unit out of supply only because its front HQ was not paid a supply point, and that HQ,
    // still count as supplied for the airspace ([10.4.3.1], [10.8.3]); older records replay without.
    // 23: a Reforger site is no ground unit ([33.3.2]): the Pact moves into its hex, it has no zone nor
    // defence and holds nothing; the Joint Status Phase removes the sites a Pact unit occupies; older
    // records replay without.
    // 24: the Move to the GDP activates only the non-French units in West Germany outside West Berlin
    // ([35.3.1]); the set-up's others (French, West Berlin, Danish and Dutch at home) activate on contact
    // ([35.2]) or on turn 2 (decision E24); older records replay with every NATO unit active on turn 1.
    // 25: in the Move to the GDP's player turn NATO moves tactically only ([35.3.2]: no rail, ferry,
    // airlift, sealift, helicopter movement or march); a Pact strike (air, artillery, chemical, nuclear) on
    // NATO units is a contact that activates their nation ([35.2]); decision E25; older records replay
    // without.
    // 26: the Move to the GDP's die cap ([35.3.3]) and forward defence ([35.3.6]) bind the Reserve Phase's
    // tactical move of that player turn too (decision E26); the optional Unit Integrity rule ([25.4.5]) with
    // the `unit_integrity` option (off by default: a game without it plays as rules 25 but for E26);
    // older records replay without.
    rules_version: 26,
    seats: &["warsaw_pact", "nato"],
    // Sandtable's own scenarios on its reconstructed pack (docs/games/nato.md); the published ones need
    // an owner's pack and are not listed. A link stores the scenario as its index: new ones go last.
    scenarios: &[
        ScenarioSpec { id: "baltic_gate", name_en: "Baltic Gate (Sandtable, 7 turns)", name_ko: "발트해의 관문 (Sandtable, 7턴)" },
        ScenarioSpec { id: "long_fortnight", name_en: "The Long Fortnight (Sandtable, 14 turns)", name_ko: "기나긴 2주 (Sandtable, 14턴)" },
    ],
    options: &[
        OptionSpec {
            key: "year",
            name_en: "Order of battle year",
            name_ko: "전투 서열 연도",
            values: &["1983", "1988"],
            scenarios: &[],
        },
        // NATO [35.8]: one or two players a side; two share the side's decisions, North and South. The
        // rules play a side as one seat (`partners`), so the option changes no rule.
        OptionSpec {
            key: "players",
            name_en: "Players (35.8): one or two a side",
            name_ko: "플레이어 (35.8): 진영마다 한 명 또는 두 명",
            values: &["2", "3wp", "3nato", "4"],
            scenarios: &[],
        },
        // NATO [22.0]: chemical warfare, rules 14; its tables are Sandtable's reconstruction. New options go
        // last (a link stores an option as its index).
        OptionSpec {
            key: "chemical",
            name_en: "Chemical warfare (22.0): off, or on with Sandtable's reconstructed chemical tables",
            name_ko: "화학전 (22.0): off, 또는 Sandtable이 재구성한 화학탄 표로 on",
            values: &["off", "on"],
            scenarios: &[],
        },
        // NATO [21.0]: nuclear warfare, rules 15; its Nuclear Strike Table is Sandtable's reconstruction.
        OptionSpec {
            key: "nuclear",
            name_en: "Nuclear warfare (21.0): off, or on with Sandtable's reconstructed Nuclear Strike Table",
            name_ko: "핵전쟁 (21.0): off, 또는 Sandtable이 재구성한 핵 타격 표로 on",
            values: &["off", "on"],
            scenarios: &[],
        },
        // NATO [25.4.5]: the optional Unit Integrity rule, rules 26 (decision E27).
        OptionSpec {
            key: "unit_integrity",
            name_en: "Unit Integrity (25.4.5): offensive support only for attackers of one Pact army, or all US",
            name_ko: "부대 무결성 (25.4.5): 공격 유닛이 모두 같은 WP 군이거나 모두 미군일 때만 공세 지원",
            values: &["off", "on"],
            scenarios: &[],
        },
    ],
    viewer: false,
    computer: true,
    playable: true,
    engine: true,
    blurb_en: "A Warsaw Pact offensive against NATO in 1980s Germany, brigade and division scale, hot seat for two. Sandtable's reconstruction: the map, counters and its two scenarios are rebuilt from the rules booklet and public geography, not the published components; an owner's data pack would replace them and unlock the published scenarios.",
    blurb_ko: "1980년대 독일, 바르샤바 조약군의 NATO 공세, 여단·사단급, 한 기기로 두 명이 번갈아 플레이합니다. Sandtable의 재구성: 지도, 유닛과 두 시나리오는 규칙서와 공개 지리로 다시 만든 것이며 출판된 구성물이 아닙니다. 소유자의 데이터 팩이 있으면 이를 대체하고 출판된 시나리오를 열 수 있습니다.",
};

/// The published scenarios of a game that only an owner's data pack can start (the home page lists them
/// greyed, "needs the owner's data pack"): NATO's Playbook scenarios (NATO 5.1; their set-ups are not in
/// the rules booklet, engine/src/games/nato/data/published_scenarios.tsv).
pub fn locked_scenarios(game: &str) -> &'static [ScenarioSpec] {
    match game {
        "nato" => &[
            ScenarioSpec { id: "baltap", name_en: "BALTAP (36.0, 7 turns)", name_ko: "발트해 접근 (36.0, 7턴)" },
            ScenarioSpec { id: "strategic_surprise", name_en: "Strategic Surprise (37.0, 14 turns)", name_ko: "전략적 기습 (37.0, 14턴)" },
            ScenarioSpec { id: "extended_buildup", name_en: "Extended Buildup (38.0, 14 turns)", name_ko: "확장된 병력 증강 (38.0, 14턴)" },
            ScenarioSpec { id: "war_of_nerves", name_en: "War of Nerves (39.0–40.0, 14 turns)", name_ko: "신경전 (39.0–40.0, 14턴)" },
        ],
        _ => &[],
    }
}

/// Every game, in the order the home page lists them.
pub static ALL: [&GameMeta; 5] = [&TWILIGHT_STRUGGLE, &EMPIRE_OF_THE_SUN, &KUTUZOV, &DOWNFALL, &NATO];

/// Who holds which roles in a game with these options — the answer its engine gives (`Game::roles`), kept
/// here so that every bundle's new-game form lists the right players for a game whose engine it does not
/// carry (the home page of the first bundle lists all five). A test checks the engines agree.
pub fn roles(game: &str, options: &std::collections::BTreeMap<String, String>) -> Roles {
    match game {
        "kutuzov" => kutuzov_roles(options.get("players").map(String::as_str).unwrap_or("4")),
        // DF 2: the Western player commands the West and OKH, the Soviet player the Soviets and OKW.
        "downfall" => Roles { roles: DOWNFALL.seats.to_vec(), players: vec![vec![0, 1], vec![2, 3]], partners: vec![] },
        _ => Roles::one_each(ALL.iter().find(|m| m.id == game).map_or(&[][..], |m| m.seats)),
    }
}

/// The partners who share one role's decisions at the table, by their ids (none: one person holds it).
/// NATO [35.8]: a side of two players has a North and a South player, each controlling their own units;
/// the team wins or loses together, so the rules play the side as one seat (docs/games/nato.md).
pub fn partners(game: &str, options: &std::collections::BTreeMap<String, String>, role: crate::Seat) -> &'static [&'static str] {
    match (game, options.get("players").map(String::as_str), role) {
        ("nato", Some("4"), _) | ("nato", Some("3wp"), 0) | ("nato", Some("3nato"), 1) => &["north", "south"],
        _ => &[],
    }
}

/// Kutuzov's seat modes (KUT 2.1–2.33); seats are FN, R1, FS, R2.
pub fn kutuzov_roles(players: &str) -> Roles {
    let roles = KUTUZOV.seats.to_vec();
    match players {
        // KUT 2.21: one Tsarist player; the two Imperial players may show each other cards.
        "3t" => Roles { roles, players: vec![vec![1, 3], vec![0], vec![2]], partners: vec![vec![1, 2]] },
        // KUT 2.22: one Imperial player; the two Tsarist players may show each other cards.
        "3i" => Roles { roles, players: vec![vec![0, 2], vec![1], vec![3]], partners: vec![vec![1, 2]] },
        // KUT 2.31: each player two Powers, each Power its own hand.
        "2" => Roles { roles, players: vec![vec![0, 2], vec![1, 3]], partners: vec![] },
        // KUT 2.32: the single hand game, a camp each (one hand per player, single_hand.rs).
        "single" => Roles { roles, players: vec![vec![0, 2], vec![1, 3]], partners: vec![] },
        // KUT 2.33: split personality, one player FN and R2, the other R1 and FS; the players agree at the
        // start whether their cards are open to each other (`split-open`) or not (`split`).
        "split" => Roles { roles, players: vec![vec![0, 3], vec![1, 2]], partners: vec![] },
        "split-open" => Roles { roles, players: vec![vec![0, 3], vec![1, 2]], partners: vec![vec![0, 1]] },
        // KUT 2.1: nobody shows cards, not even to a partner.
        _ => Roles::one_each(&roles),
    }
}
