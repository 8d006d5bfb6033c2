//! Twilight Struggle's board words in English and Korean (its labels, legends, tabs and help: what the
//! game's own messages, in the engine's catalog, do not cover), and component provenance said in words a
//! player reads. Plain Rust, tested natively.

use engine::text::{Catalog, Lang};

pub static BOARD_TEXTS: Catalog = &[
    ("ts.tracks", "Tracks", "트랙"),
    ("ts.tracks_left", "Show the tracks to the left", "왼쪽 트랙 보기"),
    ("ts.tracks_right", "More tracks to the right", "오른쪽에 트랙이 더 있습니다"),
    ("ts.ar_n", "Action round {0}", "행동 라운드 {0}"),
    ("ts.headline_phase", "Headline", "헤드라인"),
    ("ts.setup_phase", "Set-up", "준비"),
    ("ts.rounds_done", "Action rounds taken this turn (USSR above, US below)", "이번 턴에 마친 행동 라운드 (위 소련, 아래 미국)"),
    ("ts.defcon_open", "All regions open", "모든 지역 개방"),
    ("ts.defcon_hint", "Closed regions: no coups or realignments at this DEFCON. Military ops needed this turn: the DEFCON number.", "금지 지역: 이 데프콘에서는 쿠데타와 재편성을 할 수 없습니다. 이번 턴에 필요한 군사 작전: 데프콘 숫자."),
    ("ts.defcon_closed", "Closed: {0}", "금지: {0}"),
    ("ts.milops_hint", "Military operations this turn against the requirement (DEFCON). Each point short gives the opponent 1 VP at the end of the turn.", "이번 턴의 군사 작전과 요구치(데프콘). 턴 종료 시 부족한 1점마다 상대가 1점을 얻습니다."),
    ("ts.space_next", "next box {0}: {1}+ ops, roll 1–{2}", "다음 {0}칸: 작전 {1} 이상, 주사위 1–{2}"),
    ("ts.space_tried", "Has tried the space race this turn", "이번 턴에 우주 경쟁을 시도함"),
    ("ts.ability.two_attempts", "two space attempts a turn", "턴당 우주 경쟁 2회"),
    ("ts.ability.opponent_headlines_first", "sees the opponent's headline first", "상대 헤드라인을 먼저 봄"),
    ("ts.ability.discard_held_card", "may discard a held card at turn end", "턴 종료 시 들고 있는 카드 1장을 버릴 수 있음"),
    ("ts.ability.eight_action_rounds", "eight action rounds", "행동 라운드 8회"),
    ("ts.china_nobody", "Nobody (civil war)", "없음 (국공내전)"),
    ("ts.piles", "Cards", "카드"),
    ("ts.hands_short", "Hands", "손패"),
    ("ts.hands_count", "Cards in each hand: USSR · US (the other hand's cards stay hidden)", "각 손패의 카드 수: 소련 · 미국 (상대 손패의 카드는 비공개)"),
    ("ts.in_play", "In play", "적용 중"),
    ("ts.this_turn", "this turn only", "이번 턴만"),
    ("ts.lasting", "until cancelled", "취소될 때까지"),
    ("ts.map_label", "World map. Countries you may choose now are buttons; arrow keys pan, + and − zoom, 0 fits.", "세계 지도. 지금 고를 수 있는 국가는 버튼입니다. 화살표로 이동, +/−로 확대·축소, 0으로 전체 보기."),
    ("ts.map_controls", "Map view", "지도 보기"),
    ("ts.win", "WIN", "승리"),
    ("ts.region_values", "VP for presence · domination · control", "개입 · 우세 · 장악 점수"),
    ("ts.closed_short", "no coups (DEFCON)", "쿠데타 금지 (데프콘)"),
    ("ts.civil_war", "Chinese Civil War", "국공내전"),
    ("ts.civil_war_label", "Chinese Civil War: USSR {0} of 3", "국공내전: 소련 3 중 {0}"),
    ("ts.cost_two", "Costs 2 ops a point: the opponent controls it", "상대가 통제 중이라 1점에 작전 2"),
    ("ts.coup_badge", "Coup succeeds {0} of the time", "쿠데타 성공 확률 {0}"),
    ("ts.realign_badge", "Realignment: you remove influence {0} of the time and lose some {1} of the time.", "재편성: 상대 영향력을 제거할 확률 {0}, 내 영향력을 잃을 확률 {1}."),
    ("ts.lg.battleground", "Dark name band: battleground", "짙은 이름 띠: 격전지"),
    ("ts.lg.stability", "Small number between the influence boxes: stability", "영향력 칸 사이의 작은 숫자: 안정도"),
    ("ts.lg.influence", "Left number USSR influence, right US", "왼쪽 숫자 소련 영향력, 오른쪽 미국"),
    ("ts.lg.control", "Solid marker and thick border: control", "꽉 찬 표시와 굵은 테두리: 통제"),
    ("ts.lg.legal", "Gold ring: a choice you may make now (its odds or cost above it)", "금색 테두리: 지금 고를 수 있는 곳 (위에 확률·비용)"),
    ("ts.lg.recent", "Dashed white outline: changed by the last move", "흰 점선 테두리: 마지막 수로 바뀐 곳"),
    ("ts.lg.closed", "Faded region name: coups and realignments barred by DEFCON", "흐린 지역 이름: 데프콘으로 쿠데타·재편성 금지"),
    ("ts.lg.links", "Lines: neighbours; dashed: next to a superpower", "선: 인접국, 점선: 초강대국과 인접"),
    ("ts.lg.keys", "Drag or arrow keys to pan, wheel or + − to zoom, 0 to fit. Ctrl+Z undoes.", "끌거나 화살표로 이동, 휠이나 + −로 확대·축소, 0으로 전체 보기. Ctrl+Z로 무르기."),
    ("ts.ops_n", "{0} ops", "작전 {0}"),
    ("ts.ops_modified", "{0} ops printed, {1} for you now (events in play)", "인쇄 작전 {0}, 지금은 {1} (적용 중인 이벤트)"),
    ("ts.ops_now", "{0} ops now", "현재 작전 {0}"),
    ("ts.lasting_mark", "Its event stays in effect", "이벤트 효과가 지속됨"),
    ("ts.war_card", "War card", "전쟁 카드"),
    ("ts.not_now", "Cannot be played now", "지금은 낼 수 없음"),
    ("ts.china_held", "You hold the China Card ({0})", "중국 카드 보유 ({0})"),
    ("ts.your_headline", "Your headline", "내 헤드라인"),
    ("ts.no_hand", "No hand to show now.", "지금 보여 줄 손패가 없습니다."),
    ("ts.hands_over", "The game is over: both hands are open.", "게임이 끝났습니다: 양쪽 손패를 공개합니다."),
    ("ts.none", "None", "없음"),
    ("ts.on_table", "On the table", "테이블 위"),
    ("ts.deck_hidden", "Draw pile: {0} cards, order unknown.", "덱: {0}장, 순서는 비공개."),
    ("ts.tab.hand", "Hand", "손패"),
    ("ts.tab.log", "Log", "기록"),
    ("ts.tab.cards", "Piles", "카드 더미"),
    ("ts.tab.scores", "Standings", "현황"),
    ("ts.tabs", "Side panel", "보조 패널"),
    ("ts.card_in_play", "Card", "카드"),
    ("ts.undo_choice", "Take back", "되돌리기"),
    ("ts.tally_left", "{0} ops left", "남은 작전 {0}"),
    ("ts.tally_bonus", "+{0} if every point goes to {1}", "모두 {1}에 두면 +{0}"),
    ("ts.tally_bonus_only", "Bonus: {0} more, in {1} only", "보너스: {1}에만 {0}점 더"),
    ("ts.bonus_sea", "Southeast Asia", "동남아시아"),
    ("ts.tally_placed", "Placed so far: {0}", "지금까지 배치: {0}"),
    ("ts.cost_two_hint", "×2: the opponent controls that country, so each point there costs 2 ops.", "×2: 상대가 통제하는 국가라 1점에 작전 2가 듭니다."),
    ("ts.coup_rule", "A coup succeeds when {0} ops + die + modifier beat twice the stability; the difference removes enemy influence first, then adds yours.", "작전 {0} + 주사위 + 수정치가 안정도의 두 배보다 크면 쿠데타 성공. 차이만큼 상대 영향력을 먼저 없애고 남으면 내 영향력을 더합니다."),
    ("ts.how_coups", "How a coup works", "쿠데타 규칙"),
    ("ts.how_realign", "How realignment works", "재편성 규칙"),
    ("ts.coup_milops", "Military ops now {0} of {1} needed. A battleground coup lowers DEFCON.", "군사 작전 {0} / 필요 {1}. 격전지 쿠데타는 데프콘을 낮춥니다."),
    ("ts.coup_vs", "{0} ops vs {1} · {2} enemy", "작전 {0} 대 {1} · 상대 {2}"),
    ("ts.coup_rolls", "die: result", "주사위: 결과"),
    ("ts.no_chance", "cannot succeed", "성공 불가"),
    ("ts.sure", "sure", "확실"),
    ("ts.defcon_to", "DEFCON → {0}", "데프콘 → {0}"),
    ("ts.warn_defcon1", "DEFCON 1: you lose", "데프콘 1: 패배"),
    ("ts.warn_crisis", "Cuban Missile Crisis: you lose", "쿠바 미사일 위기: 패배"),
    ("ts.realign_rule", "Both roll a die and add their modifiers (+1 per adjacent controlled country, +1 for more influence, +1 next to your superpower). The higher total removes the difference from the other side.", "양쪽이 주사위를 굴리고 수정치(인접 통제국당 +1, 영향력이 더 많으면 +1, 자국 초강대국과 인접 +1)를 더합니다. 높은 쪽이 차이만큼 상대 영향력을 제거합니다."),
    ("ts.realign_vs", "you {0} vs {1}", "나 {0} 대 {1}"),
    ("ts.realign_lose", "lose {0}", "손실 {0}"),
    ("ts.rm_neighbours", "{0} adjacent", "인접 {0}"),
    ("ts.rm_more", "more influence", "영향력 우위"),
    ("ts.rm_superpower", "superpower", "초강대국 인접"),
    ("ts.rm_events", "events {0}", "이벤트 {0}"),
    ("ts.use_event", "Its event happens now", "이벤트를 지금 실행"),
    ("ts.use_event_starred", "Its event happens; the card then leaves the game", "이벤트 실행 후 카드는 게임에서 제거"),
    ("ts.use_ops", "{0} ops", "작전 {0}"),
    ("ts.use_ops_event", "the {0} event happens too", "{0} 이벤트도 발동"),
    ("ts.use_space", "Box {0}: success on 1–{1} ({2}), {3} VP; no event", "{0}칸: 1–{1}이면 성공 ({2}), 승점 {3}; 이벤트 없음"),
    ("ts.use_opponent_event", "This card carries the {0} event: if you use its ops, the event happens too (you choose before or after). The space race avoids it.", "이 카드에는 {0} 이벤트가 있습니다: 작전으로 쓰면 이벤트도 발동합니다 (앞뒤 선택). 우주 경쟁에 쓰면 피할 수 있습니다."),
    ("ts.choose_card_hint", "Click a highlighted card in your hand, or a button below.", "손패에서 강조된 카드나 아래 버튼을 누르세요."),
    ("ts.headline_hint", "Both sides choose a headline face down; they are revealed together, the higher ops first.", "양쪽이 헤드라인을 비공개로 고르고 동시에 공개합니다. 작전이 높은 쪽이 먼저 실행합니다."),
    ("ts.since_last", "Since your last decision ({0})", "내 마지막 결정 이후 ({0})"),
    ("ts.since_side", "Since the {0}'s last decision ({1})", "{0}의 마지막 결정 이후 ({1})"),
    ("ts.last_move", "Last move ({0} lines)", "마지막 수 ({0}줄)"),
    ("ts.recap", "Since your last decision ({0} lines)", "내 마지막 결정 이후 ({0}줄)"),
    ("ts.recap_played", "Card played", "사용한 카드"),
    ("ts.recap_more", "{0} earlier lines are in the log.", "이전 {0}줄은 기록에 있습니다."),
    ("ts.headlines", "Headlines", "헤드라인"),
    ("ts.show_result", "Show the result", "결과 보기"),
    ("ts.see_board", "Look at the board", "보드 보기"),
    ("ts.end_winner", "{0} wins", "{0} 승리"),
    ("ts.end_draw", "A draw", "무승부"),
    ("ts.end.vp20", "20 victory points: an automatic victory.", "승점 20 달성: 자동 승리."),
    ("ts.end.europe_control", "Control of Europe when it was scored.", "유럽 점수 계산 때 유럽 장악."),
    ("ts.end.defcon", "DEFCON reached 1: nuclear war. The side that caused it loses.", "데프콘 1: 핵전쟁. 이를 일으킨 쪽이 패배합니다."),
    ("ts.end.wargames", "Wargames ended the game.", "워게임으로 게임이 끝났습니다."),
    ("ts.end.final_scoring", "Final scoring after turn 10.", "10턴 후 최종 점수 계산."),
    ("ts.end.cuban_missile_crisis", "A coup during the Cuban Missile Crisis: nuclear war.", "쿠바 미사일 위기 중 쿠데타: 핵전쟁."),
    ("ts.end.scoring_held", "A scoring card was held at the end of a turn (tournament rules).", "턴 종료 시 점수 카드를 들고 있었습니다 (토너먼트 규칙)."),
    ("ts.final_vp", "Final VP", "최종 승점"),
    ("ts.final_breakdown", "Final scoring by region", "지역별 최종 점수"),
    ("ts.end_standings", "Standings when the game ended", "게임 종료 시 현황"),
    ("ts.vp_before_final", "VP before final scoring", "최종 점수 계산 전 승점"),
    ("ts.china_point", "China Card: +1 VP to {0}", "중국 카드: {0} +1점"),
    ("ts.region", "Region", "지역"),
    ("ts.net", "Net", "차이"),
    ("ts.score_detail", "{0} countries · {1} bg · {2} adj.", "{0}개국 · 격전지 {1} · 인접 {2}"),
    ("ts.standings_hint", "What each region would score if it were scored now.", "지금 점수를 계산한다면 각 지역이 얻을 점수."),
    ("ts.standings_legend", "bg: battlegrounds controlled (+1 each); adj.: controlled countries next to the enemy superpower (+1 each). Only the net moves the VP marker.", "격전지: 통제한 격전지마다 +1, 인접: 상대 초강대국과 인접한 통제국마다 +1. 차이만큼만 승점이 움직입니다."),
    ("ts.milops", "Military ops", "군사 작전"),
    ("ts.space", "Space race", "우주 경쟁"),
    ("ts.china", "China Card", "중국 카드"),
    ("ts.face_up", "face up", "앞면"),
    ("ts.face_down", "face down", "뒷면"),
    ("ts.deck", "Deck", "덱"),
    ("ts.discard", "Discard", "버림 더미"),
    ("ts.removed", "Removed", "제거됨"),
    ("ts.your_hand", "{0} hand", "{0} 손패"),
    ("ts.opponent_hand", "{0} hand: {1} cards (hidden)", "{0} 손패: {1}장 (비공개)"),
    ("ts.hand_hidden", "Hands are hidden while the device changes hands.", "기기를 넘기는 동안 손패를 가립니다."),
    ("ts.starred", "Removed from the game after its event", "이벤트 후 게임에서 제거"),
    ("ts.scoring", "Scoring card", "점수 카드"),
    ("ts.side.us", "US event", "미국 이벤트"),
    ("ts.side.ussr", "USSR event", "소련 이벤트"),
    ("ts.side.neutral", "Neutral event", "중립 이벤트"),
    ("ts.stability", "Stability {0}", "안정도 {0}"),
    ("ts.battleground", "Battleground", "격전지"),
    ("ts.controlled", "Controlled by {0}", "{0} 통제"),
    ("ts.zoom_in", "Zoom in", "확대"),
    ("ts.zoom_out", "Zoom out", "축소"),
    ("ts.fit", "Fit", "전체 보기"),
    ("ts.legend", "Legend", "범례"),
    ("ts.provenance", "About this map and card data", "이 지도와 카드 데이터에 대하여"),
    ("ts.provenance_text", "The rulebook does not print the map or the card texts. Sandtable rebuilt them; each entry names its source. Card summaries are Sandtable's own words.", "규칙서에는 지도와 카드 문구가 실려 있지 않습니다. Sandtable이 이를 재구성했으며, 각 항목에 출처를 적었습니다. 카드 요약은 Sandtable이 직접 쓴 문장입니다."),
    ("ts.backdrop_source", "The coastlines are Natural Earth's (public domain), bent so that each country lies under its box.", "해안선은 Natural Earth(퍼블릭 도메인) 자료를 각 국가 상자 아래에 오도록 휘게 한 것입니다."),
    ("ts.prov_countries", "Countries", "국가"),
    ("ts.prov_cards", "Cards", "카드"),
];

/// Where each line range of the Korean rulebook belongs (first line, English, Korean), in order: the
/// chapters above, the two player-aid pages and the strategy summary bound with it.
static RULEBOOK_PARTS: &[(u32, &str, &str)] = &[
    (1, "title page", "표지"),
    (11, "Player Aid Card", "플레이어 보조 카드"),
    (152, "Components", "게임 구성물"),
    (312, "Setup", "게임 준비"),
    (345, "Sequence of Play", "게임 순서"),
    (535, "Playing Cards", "카드 사용"),
    (644, "Operations", "작전"),
    (961, "Events", "사건"),
    (1077, "DEFCON and Military Operations", "데프콘과 군사작전"),
    (1200, "The China Card", "중국"),
    (1250, "Scoring and Victory", "승점 계산 및 승리"),
    (1436, "Tournament Rules", "토너먼트"),
    (1460, "Chinese Civil War", "중국 국공내전"),
    (1557, "Player Aid Card (Operations)", "플레이어 보조 카드 (작전)"),
    (1699, "strategy summary", "일반전략 핵심요약"),
];

fn rulebook_part(lang: Lang, line: u32) -> &'static str {
    let (_, en, ko) = RULEBOOK_PARTS.iter().rev().find(|(from, _, _)| line >= *from).unwrap_or(&RULEBOOK_PARTS[0]);
    lang.pick(en, ko)
}

/// Splits `a (b; c); d` at the separators outside parentheses.
fn split_top(text: &str, sep: char) -> Vec<&str> {
    let mut out = vec![];
    let (mut depth, mut start) = (0i32, 0usize);
    for (i, ch) in text.char_indices() {
        match ch {
            '(' => depth += 1,
            ')' => depth -= 1,
            c if c == sep && depth == 0 => {
                out.push(text[start..i].trim());
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    out.push(text[start..].trim());
    out.retain(|s| !s.is_empty());
    out
}

/// One reference to the rulebook, `L995-L997 (USSR, +1 op)`, as "Events (USSR, +1 op)".
fn rulebook_ref(lang: Lang, r: &str) -> String {
    let digits: String = r.trim_start_matches('L').chars().take_while(|c| c.is_ascii_digit()).collect();
    let detail = r.find('(').map(|i| r[i..].trim());
    match digits.parse::<u32>() {
        Ok(line) => match detail {
            Some(d) => format!("{} {d}", rulebook_part(lang, line)),
            None => rulebook_part(lang, line).to_string(),
        },
        Err(_) => r.to_string(),
    }
}

/// Rewrites the developer's shorthand inside a note: `seed L1906` → "the rulebook (Components)",
/// `see docs D3` → "Sandtable's notes on this game explain why".
fn plain_words(lang: Lang, text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find("seed L") {
        out.push_str(&rest[..i]);
        let after = &rest[i + 6..];
        let digits: String = after.chars().take_while(|c| c.is_ascii_digit()).collect();
        let mut used = 6 + digits.len();
        // A range `L1904-L1906` names the part of its first line.
        if let Some(r) = rest[used..].strip_prefix("-L") {
            used += 2 + r.chars().take_while(|c| c.is_ascii_digit()).count();
        }
        match digits.parse::<u32>() {
            Ok(line) => out.push_str(&format!("{} ({})", lang.pick("the rulebook", "규칙서"), rulebook_part(lang, line))),
            Err(_) => out.push_str(&rest[i..i + used]),
        }
        rest = &rest[i + used..];
    }
    out.push_str(rest);
    let mut text = out;
    while let Some(i) = text.find("see docs") {
        let tail = text[i + 8..].strip_prefix(' ').filter(|t| t.starts_with(|c: char| c.is_ascii_uppercase()));
        let end = match tail {
            Some(t) => i + 9 + t.find(|c: char| !c.is_ascii_alphanumeric()).unwrap_or(t.len()),
            None => i + 8,
        };
        text.replace_range(i..end, lang.pick("Sandtable's notes on this game explain why", "이유는 Sandtable의 게임 설명서에 있습니다"));
    }
    text
}

/// A component's source (the data pack's `source` column: `seed L186 (…)`, `public: …`,
/// `reconstructed: …`) in words a player understands: which part of the rulebook says so, what is known
/// about the published game, and what Sandtable reconstructed and why. Never a line number.
pub fn provenance(lang: Lang, source: &str) -> String {
    let mut out: Vec<String> = vec![];
    for part in split_top(source, ';') {
        let known = ["seed ", "public:", "reconstructed:", "owner:"].iter().any(|p| part.starts_with(p));
        // A `;` inside a note goes on with the same note.
        if !known {
            if let Some(prev) = out.last_mut() {
                prev.push_str("; ");
                prev.push_str(&plain_words(lang, part));
                continue;
            }
        }
        out.push({
            if let Some(refs) = part.strip_prefix("seed ") {
                let mut places: Vec<String> = vec![];
                for r in split_top(refs, ',') {
                    let text = rulebook_ref(lang, r);
                    if !places.contains(&text) {
                        places.push(text);
                    }
                }
                format!("{}: {}", lang.pick("From the rulebook", "규칙서"), plain_words(lang, &places.join("; ")))
            } else if let Some(rest) = part.strip_prefix("public:") {
                format!("{}: {}", lang.pick("Known from the published game", "출판된 게임의 알려진 사실"), plain_words(lang, rest.trim()))
            } else if let Some(rest) = part.strip_prefix("reconstructed:") {
                format!("{}: {}", lang.pick("Reconstructed by Sandtable", "Sandtable이 재구성"), plain_words(lang, rest.trim()))
            } else if let Some(rest) = part.strip_prefix("owner:") {
                format!("{}: {}", lang.pick("Corrected by the game's owner", "게임 소유자가 수정"), plain_words(lang, rest.trim()))
            } else {
                plain_words(lang, part)
            }
        });
    }
    out.join(" · ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::games::twilight_struggle::text::{rule_ref, CHAPTERS};

    #[test]
    fn rule_tags_read_as_the_rulebook_numbers_them() {
        assert_eq!(rule_ref(Lang::En, "TS OPS §1"), "Operations 1");
        assert_eq!(rule_ref(Lang::Ko, "TS OPS §1-1"), "작전 1-1");
        assert_eq!(rule_ref(Lang::En, "TS PLAY §3"), "Playing Cards 3");
        assert_eq!(rule_ref(Lang::En, "TS SEQ C"), "Sequence of Play C");
        assert_eq!(rule_ref(Lang::Ko, "TS EVT §4-3"), "사건 4-3");
        assert_eq!(rule_ref(Lang::En, "TS SET 2"), "Setup 2");
        assert_eq!(rule_ref(Lang::Ko, "TS DEF §1-6"), "데프콘과 군사작전 1-6");
        assert_eq!(rule_ref(Lang::En, "TS CCW"), "Chinese Civil War");
        assert_eq!(rule_ref(Lang::En, "TS XYZ 3"), "XYZ 3");
    }
    /// Every rule tag the engine's prompts cite names a chapter of the rulebook.
    #[test]
    fn every_rule_tag_of_the_engine_is_a_chapter() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("engine/src/games/twilight_struggle");
        let mut stack = vec![root];
        let mut found = 0;
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(dir).unwrap() {
                let p = entry.unwrap().path();
                if p.is_dir() {
                    stack.push(p);
                    continue;
                }
                if p.extension().is_none_or(|e| e != "rs") {
                    continue;
                }
                let src = std::fs::read_to_string(&p).unwrap();
                for (i, _) in src.match_indices("\"TS ") {
                    let tag = &src[i + 1..];
                    let tag = &tag[..tag.find('"').unwrap()];
                    let chapter = tag[3..].split(' ').next().unwrap();
                    // Only the tags prompts carry (`"TS OPS §1"`); comments cite the same chapters.
                    if chapter.chars().all(|c| c.is_ascii_uppercase()) && chapter.len() >= 3 {
                        found += 1;
                        assert!(CHAPTERS.iter().any(|(t, _, _)| *t == chapter), "{tag} in {}", p.display());
                    }
                }
            }
        }
        assert!(found > 5, "the tag scan found only {found}");
    }

    #[test]
    fn provenance_speaks_to_players() {
        let s = "seed L995-L997 (USSR, +1 op in Southeast Asia), L2554 (removed after use); public: #9, 2 ops";
        let en = provenance(Lang::En, s);
        assert_eq!(en, "From the rulebook: Events (USSR, +1 op in Southeast Asia); strategy summary (removed after use) · Known from the published game: #9, 2 ops");
        let ko = provenance(Lang::Ko, "seed L188 (Middle East); public: stability 2, battleground");
        assert_eq!(ko, "규칙서: 게임 구성물 (Middle East) · 출판된 게임의 알려진 사실: stability 2, battleground");
        assert_eq!(provenance(Lang::En, "reconstructed: placed by region"), "Reconstructed by Sandtable: placed by region");
        assert_eq!(provenance(Lang::En, "owner: my copy's map"), "Corrected by the game's owner: my copy's map");
        assert_eq!(
            provenance(Lang::En, "public: not a battleground (seed L1906 calls it a battleground: rejected, see docs D3)"),
            "Known from the published game: not a battleground (the rulebook (strategy summary) calls it a battleground: rejected, Sandtable's notes on this game explain why)"
        );
        // No source of the data pack leaves a line number for the player to puzzle over.
        use engine::games::twilight_struggle::data::data;
        let d = data();
        for src in d.countries.iter().map(|c| &c.source).chain(d.cards.iter().filter(|c| c.number > 0).map(|c| &c.source)) {
            for lang in [Lang::En, Lang::Ko] {
                let p = provenance(lang, src);
                let line_no = p.as_bytes().windows(3).any(|w| !w[0].is_ascii_alphabetic() && w[1] == b'L' && w[2].is_ascii_digit());
                assert!(!p.contains("seed") && !p.contains("docs") && !line_no, "{src} → {p}");
            }
        }
    }

}
