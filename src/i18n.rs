//! English and Korean text for the web app.
//!
//! The engine speaks in message ids and arguments (DESIGN.md "Log and language"); this table turns them
//! into sentences. Templates use `{0}`, `{1}`… for the arguments. A missing key never crashes: the
//! lookup falls back to the other language, then to the key itself. Tests in this file check that every
//! id the engine emits and every key the app uses has both languages.

use engine::Arg;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    Ko,
}

impl Lang {
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ko => "ko",
        }
    }
    pub fn from_code(s: &str) -> Option<Lang> {
        match s {
            "en" => Some(Lang::En),
            "ko" => Some(Lang::Ko),
            _ => None,
        }
    }
    /// Picks a name from an (English, Korean) pair.
    pub fn pick<'a>(self, en: &'a str, ko: &'a str) -> &'a str {
        match self {
            Lang::En => en,
            Lang::Ko if ko.is_empty() => en,
            Lang::Ko => ko,
        }
    }
}

/// (key, English, Korean).
static TABLE: &[(&str, &str, &str)] = &[
    // ---- engine: seats --------------------------------------------------------------------------
    ("seat.ussr", "USSR", "소련"),
    ("seat.us", "US", "미국"),
    ("seat.japan", "Japan", "일본"),
    ("seat.allies", "Allies", "연합군"),
    ("seat.france", "France", "프랑스"),
    ("seat.russia", "Russia", "러시아"),
    ("seat.axis", "Axis", "추축국"),
    ("seat.warsaw_pact", "Warsaw Pact", "바르샤바 조약기구"),
    ("seat.nato", "NATO", "NATO"),
    ("seat.french_northern", "French Northern Army", "프랑스 북부군"),
    ("seat.russian_first", "Russian First Army", "러시아 제1군"),
    ("seat.french_southern", "French Southern Army", "프랑스 남부군"),
    ("seat.russian_second", "Russian Second Army", "러시아 제2군"),
    ("seat.western", "Western", "서방"),
    ("seat.soviet", "Soviet", "소련"),
    // ---- engine: prompts, action labels, log entries, outcomes ----------------------------------
    ("game_over", "The game is over.", "게임이 끝났습니다."),
    ("ts.setup_influence", "{0}: place starting influence, one point at a time ({1} left).", "{0}: 초기 영향력을 한 점씩 배치하세요 ({1}점 남음)."),
    ("ts.place", "Place 1 influence in {0}", "{0}에 영향력 1 배치"),
    ("log.ts.place", "placed 1 influence in {0}.", "{0}에 영향력 1을 배치했습니다."),
    ("log.ts.deal", "Cards dealt: {0} to the USSR, {1} to the US.", "카드 분배: 소련 {0}장, 미국 {1}장."),
    ("log.ts.reshuffle", "The discards are shuffled into a new draw pile of {0} cards.", "버림 더미를 섞어 {0}장의 새 덱을 만들었습니다."),
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
    ("outcome.winner", "{0} wins.", "{0} 승리."),
    ("outcome.draw", "The game is drawn.", "무승부입니다."),
    // ---- app: general -----------------------------------------------------------------------------
    ("app.tagline", "Board wargames in your browser: every rule enforced, no server, no account, works offline.", "브라우저에서 즐기는 보드 워게임: 모든 규칙 적용, 서버·계정 없음, 오프라인 지원."),
    ("app.language", "Language", "언어"),
    ("app.home", "Home", "처음으로"),
    ("app.loading", "Loading…", "불러오는 중…"),
    ("app.dismiss", "Dismiss", "닫기"),
    ("storage.unavailable", "This browser's storage is full or disabled: games are NOT being saved. Play continues in memory — export the file or copy the link to keep a game.", "이 브라우저의 저장소가 가득 찼거나 꺼져 있어 게임이 저장되지 않습니다. 게임은 메모리에서 계속됩니다 — 게임을 보관하려면 파일로 내보내거나 링크를 복사하세요."),
    // ---- home ----------------------------------------------------------------------------------------
    ("home.games", "Games", "게임"),
    ("home.playable", "Playable", "플레이 가능"),
    ("home.not_playable", "Not playable yet", "아직 플레이할 수 없음"),
    ("home.seats", "Sides: {0}", "진영: {0}"),
    ("home.new_game", "New game", "새 게임"),
    ("home.scenario", "Scenario", "시나리오"),
    ("home.seed", "Seed (optional)", "시드 (선택)"),
    ("home.seed_hint", "Empty: a random seed. The same seed and moves always give the same game.", "비워 두면 무작위 시드. 같은 시드와 수순은 언제나 같은 게임이 됩니다."),
    ("home.seed_bad", "The seed must be a whole number from 0 to 9007199254740991.", "시드는 0부터 9007199254740991 사이의 정수여야 합니다."),
    ("home.start", "Start game", "게임 시작"),
    ("home.hotseat_note", "Hot seat: both sides play on this device; a screen hides each hand while the device changes hands.", "핫시트: 두 진영이 이 기기에서 번갈아 플레이합니다. 기기를 넘기는 동안 화면이 손패를 가립니다."),
    ("home.saved", "Saved games", "저장된 게임"),
    ("home.no_saves", "No saved games yet. Every move of a game is saved here automatically.", "저장된 게임이 없습니다. 게임의 모든 수는 여기에 자동 저장됩니다."),
    ("home.autosave", "Autosave", "자동 저장"),
    ("home.named", "Named save", "이름 붙인 저장"),
    ("home.resume", "Resume", "이어하기"),
    ("home.delete", "Delete", "삭제"),
    ("home.confirm_delete", "Delete this saved game? This cannot be undone.", "이 저장된 게임을 삭제할까요? 되돌릴 수 없습니다."),
    ("home.moves", "{0} moves", "{0}수"),
    ("home.updated", "Saved {0}", "{0} 저장"),
    ("home.over", "Finished", "종료됨"),
    ("home.broken", "Saves that could not be read", "읽을 수 없는 저장"),
    ("home.broken_note", "These entries are kept as they are (never overwritten). Download one to inspect or repair it.", "이 항목들은 그대로 보관됩니다 (덮어쓰지 않음). 내려받아 확인하거나 고칠 수 있습니다."),
    ("home.download_raw", "Download", "내려받기"),
    ("home.open", "Open a link or a file", "링크 또는 파일 열기"),
    ("home.link_placeholder", "Paste a game link (…#ts-1-…)", "게임 링크 붙여넣기 (…#ts-1-…)"),
    ("home.open_link", "Open link", "링크 열기"),
    ("home.import_file", "Import a .sandtable.json file", ".sandtable.json 파일 가져오기"),
    ("home.opened_new_slot", "Opened as a new saved game; your other saves are untouched.", "새로 저장된 게임으로 열었습니다. 다른 저장은 그대로입니다."),
    ("home.link_error", "This link cannot be opened", "이 링크를 열 수 없습니다"),
    ("home.file_error", "This file cannot be opened", "이 파일을 열 수 없습니다"),
    ("home.saves_safe", "Your saved games are untouched.", "저장된 게임은 그대로입니다."),
    ("home.slot_missing", "That saved game is no longer in this browser.", "그 저장된 게임은 이 브라우저에 더 이상 없습니다."),
    ("home.about", "About", "소개"),
    ("home.about_text", "Sandtable plays the games from their rulebooks. Games save in this browser and travel as links; nothing is sent to a server. After one visit it works offline.", "Sandtable은 규칙서대로 게임을 진행합니다. 게임은 이 브라우저에 저장되고 링크로 주고받습니다. 서버로 보내는 것은 없습니다. 한 번 방문하면 오프라인에서도 작동합니다."),
    // ---- game page ------------------------------------------------------------------------------------
    ("game.undo", "Undo", "무르기"),
    ("game.undo_hint", "Take back your last decision (not past a die roll, a card drawn or the other side's move)", "마지막 결정을 되돌립니다 (주사위, 카드 뽑기, 상대의 수 이전으로는 불가)"),
    ("game.undo_other", "Take back the {0} player's last decision (the other side has not acted since)", "{0} 플레이어의 마지막 결정을 되돌립니다 (상대가 아직 행동하지 않았습니다)"),
    ("game.curtain_undo", "{0} player: take back your last move", "{0} 플레이어: 마지막 수 무르기"),
    ("game.share", "Share link", "링크 공유"),
    ("game.export", "Export file", "파일 내보내기"),
    ("game.import", "Import file", "파일 가져오기"),
    ("game.save_as", "Save as…", "이름 붙여 저장…"),
    ("game.save_name_prompt", "Name for this save:", "저장 이름:"),
    ("game.saved_named", "Saved as “{0}”.", "“{0}”(으)로 저장했습니다."),
    ("game.link_copied", "Link copied. It carries the WHOLE game — both hands and the deck order — so send it only to people you trust with that.", "링크를 복사했습니다. 링크에는 게임 전체(양쪽 손패와 덱 순서 포함)가 들어 있으니, 그것을 보여 줘도 되는 사람에게만 보내세요."),
    ("game.link_manual", "Copy this link. It carries the WHOLE game — both hands and the deck order.", "이 링크를 복사하세요. 링크에는 게임 전체(양쪽 손패와 덱 순서 포함)가 들어 있습니다."),
    ("game.link_warning", "A link or file carries the whole game, both hands included.", "링크와 파일에는 양쪽 손패를 포함한 게임 전체가 들어 있습니다."),
    ("game.decides", "{0} decides", "{0} 차례"),
    ("game.rule", "Rulebook: {0}", "규칙서: {0}"),
    ("game.actions", "Choose one", "하나를 고르세요"),
    ("game.log", "Log", "기록"),
    ("game.curtain_title", "Pass the device to the {0} player", "기기를 {0} 플레이어에게 넘기세요"),
    ("game.curtain_text", "The {0} hand is hidden until the {0} player is ready.", "{0} 플레이어가 준비될 때까지 {0} 손패를 가립니다."),
    ("game.curtain_button", "I am the {0} player — show my hand", "{0} 플레이어입니다 — 손패 보기"),
    ("game.play_error", "That action was refused: {0}", "그 행동은 거부되었습니다: {0}"),
    ("game.load_error", "This game cannot be opened", "이 게임을 열 수 없습니다"),
    ("game.saving_failed", "Saving failed: browser storage is full or disabled. The game continues in memory only — export the file or copy the link to keep it.", "저장 실패: 브라우저 저장소가 가득 찼거나 꺼져 있습니다. 게임은 메모리에서만 계속됩니다 — 보관하려면 파일로 내보내거나 링크를 복사하세요."),
    ("game.over", "Game over", "게임 종료"),
    ("game.not_drawn", "This game has no board in this version.", "이 버전에는 이 게임의 보드가 없습니다."),
    ("game.menu", "Game", "게임"),
    // ---- Twilight Struggle board: tracks ----------------------------------------------------------
    ("ts.tracks", "Tracks", "트랙"),
    ("ts.tracks_left", "Show the tracks to the left", "왼쪽 트랙 보기"),
    ("ts.tracks_right", "More tracks to the right", "오른쪽에 트랙이 더 있습니다"),
    ("ts.ar_n", "Action round {0}", "행동 라운드 {0}"),
    ("ts.headline_phase", "Headline", "헤드라인"),
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
    // ---- Twilight Struggle board: map -------------------------------------------------------------
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
    // ---- Twilight Struggle board: cards ----------------------------------------------------------
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
    // ---- Twilight Struggle board: decisions -------------------------------------------------------
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
    // ---- Twilight Struggle board: log, news, end -----------------------------------------------
    ("ts.since_last", "Since your last decision ({0})", "내 마지막 결정 이후 ({0})"),
    ("ts.last_move", "Last move ({0} lines)", "마지막 수 ({0}줄)"),
    ("ts.recap", "Since your last decision ({0} lines)", "내 마지막 결정 이후 ({0}줄)"),
    ("ts.recap_played", "Card played", "사용한 카드"),
    ("ts.recap_more", "{0} earlier lines are in the log.", "이전 {0}줄은 기록에 있습니다."),
    ("log.group.place", "placed influence:", "영향력 배치:"),
    ("log.group.add", "{0} influence added:", "{0} 영향력 추가:"),
    ("log.group.remove", "{0} influence removed:", "{0} 영향력 제거:"),
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
    // ---- Twilight Struggle board ------------------------------------------------------------------------
    ("ts.turn", "Turn", "턴"),
    ("ts.defcon", "DEFCON", "데프콘"),
    ("ts.vp", "VP", "승점"),
    ("ts.vp_even", "Even", "동점"),
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
    ("ts.period.early", "Early War", "초기 냉전"),
    ("ts.period.mid", "Mid War", "중기 냉전"),
    ("ts.period.late", "Late War", "후기 냉전"),
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
    ("ts.region.europe", "Europe", "유럽"),
    ("ts.region.asia", "Asia", "아시아"),
    ("ts.region.middle_east", "Middle East", "중동"),
    ("ts.region.africa", "Africa", "아프리카"),
    ("ts.region.central_america", "Central America", "중앙아메리카"),
    ("ts.region.south_america", "South America", "남아메리카"),
    
];

/// Every row: the app's table, then Twilight Struggle's play messages (`i18n_ts.rs`).
fn rows() -> impl Iterator<Item = &'static (&'static str, &'static str, &'static str)> {
    TABLE.iter().chain(crate::i18n_ts::TS_TABLE.iter())
}

/// The text for `key` in `lang`: the other language if one is missing, `None` if the key is unknown.
pub fn lookup(lang: Lang, key: &str) -> Option<&'static str> {
    let (_, en, ko) = rows().find(|(k, _, _)| *k == key)?;
    Some(lang.pick(en, ko))
}

/// Whether both languages have `key`.
pub fn has_key(key: &str) -> bool {
    rows().any(|(k, en, ko)| *k == key && !en.is_empty() && !ko.is_empty())
}

/// The text for `key`, or the key itself when the table lacks it (never a crash, never a blank).
pub fn text(lang: Lang, key: &str) -> String {
    lookup(lang, key).map(str::to_string).unwrap_or_else(|| key.to_string())
}

/// A piece of a template: literal text or the index of an argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece<'a> {
    Text(&'a str),
    Arg(usize),
}

/// Splits `Hello {0}, {1}` into pieces. A brace that does not open a valid `{n}` is kept as text.
pub fn pieces(template: &str) -> Vec<Piece<'_>> {
    let mut out = vec![];
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        match after.find('}').and_then(|close| after[..close].parse::<usize>().ok().map(|n| (close, n))) {
            Some((close, n)) => {
                if open > 0 {
                    out.push(Piece::Text(&rest[..open]));
                }
                out.push(Piece::Arg(n));
                rest = &after[close + 1..];
            }
            None => {
                out.push(Piece::Text(&rest[..open + 1]));
                rest = after;
            }
        }
    }
    if !rest.is_empty() {
        out.push(Piece::Text(rest));
    }
    out
}

/// Names the plain-text rendering of arguments needs; the app passes the game's own.
pub trait Names {
    fn seat(&self, seat: u8) -> String;
    fn card(&self, number: u16) -> String;
    fn space(&self, key: &str) -> String;
}

/// An argument as plain text (save summaries, titles, tests).
pub fn arg_text(lang: Lang, names: &dyn Names, arg: &Arg) -> String {
    match arg {
        Arg::Card(n) => names.card(*n),
        Arg::Space(s) => names.space(s),
        Arg::Seat(s) => names.seat(*s),
        Arg::Num(n) => n.to_string(),
        Arg::Roll(r) => r.to_string(),
        Arg::Key(k) => text(lang, k),
    }
}

/// A whole message as plain text. Missing arguments render as `?` rather than failing.
pub fn message(lang: Lang, names: &dyn Names, key: &str, args: &[Arg]) -> String {
    let template = lookup(lang, key);
    let Some(template) = template else {
        // Unknown id: show it with its arguments so nothing is hidden from the player.
        let args: Vec<String> = args.iter().map(|a| arg_text(lang, names, a)).collect();
        return if args.is_empty() { key.to_string() } else { format!("{key} ({})", args.join(", ")) };
    };
    pieces(template)
        .into_iter()
        .map(|p| match p {
            Piece::Text(t) => t.to_string(),
            Piece::Arg(i) => args.get(i).map(|a| arg_text(lang, names, a)).unwrap_or_else(|| "?".into()),
        })
        .collect()
}

/// Seat names for a game's seat list (`seat.<id>` keys).
pub fn seat_name(lang: Lang, seats: &[&str], seat: u8) -> String {
    match seats.get(seat as usize) {
        Some(id) => text(lang, &format!("seat.{id}")),
        None => format!("seat {seat}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;
    use std::path::{Path, PathBuf};

    struct Plain;
    impl Names for Plain {
        fn seat(&self, seat: u8) -> String {
            seat_name(Lang::En, &["ussr", "us"], seat)
        }
        fn card(&self, number: u16) -> String {
            format!("card {number}")
        }
        fn space(&self, key: &str) -> String {
            key.to_string()
        }
    }

    #[test]
    fn templates_split_into_pieces() {
        assert_eq!(pieces("a {0} b {1}"), vec![Piece::Text("a "), Piece::Arg(0), Piece::Text(" b "), Piece::Arg(1)]);
        assert_eq!(pieces("{x} {"), vec![Piece::Text("{"), Piece::Text("x} {")]);
        assert_eq!(pieces(""), vec![]);
    }

    #[test]
    fn messages_render_with_arguments_and_never_fail() {
        let m = message(Lang::En, &Plain, "ts.setup_influence", &[Arg::Seat(0), Arg::Num(6)]);
        assert_eq!(m, "USSR: place starting influence, one point at a time (6 left).");
        let ko = message(Lang::Ko, &Plain, "ts.place", &[Arg::Space("poland".into())]);
        assert_eq!(ko, "poland에 영향력 1 배치");
        // Missing arguments and unknown ids degrade to visible text.
        assert_eq!(message(Lang::En, &Plain, "ts.place", &[]), "Place 1 influence in ?");
        assert_eq!(message(Lang::En, &Plain, "no.such_key", &[Arg::Num(3)]), "no.such_key (3)");
        assert_eq!(text(Lang::Ko, "no.such_key"), "no.such_key");
    }

    #[test]
    fn keys_are_unique_and_every_template_has_both_languages() {
        let mut seen = BTreeSet::new();
        for (k, en, ko) in rows() {
            assert!(seen.insert(*k), "duplicate key {k}");
            assert!(!en.is_empty() && !ko.is_empty(), "{k} lacks a language");
            let args = |t: &str| -> BTreeSet<usize> {
                pieces(t).into_iter().filter_map(|p| if let Piece::Arg(n) = p { Some(n) } else { None }).collect()
            };
            assert_eq!(args(en), args(ko), "{k}: English and Korean use different arguments");
        }
    }

    fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let p = entry.unwrap().path();
            if p.is_dir() {
                rust_files(&p, out);
            } else if p.extension().is_some_and(|e| e == "rs") {
                out.push(p);
            }
        }
    }

    /// String literals in `src` directly after one of `markers` (e.g. `t(lang, "`).
    fn literals_after(src: &str, markers: &[&str]) -> Vec<String> {
        let mut out = vec![];
        for m in markers {
            let mut rest = src;
            while let Some(i) = rest.find(m) {
                rest = &rest[i + m.len()..];
                if let Some(end) = rest.find('"') {
                    out.push(rest[..end].to_string());
                }
            }
        }
        out
    }

    /// Every message id the engine can emit: prompt ids, action labels, log ids and outcome reasons.
    /// They are found in the engine's source the way its code writes them, so a new id in the engine
    /// fails this test until it is translated.
    #[test]
    fn every_engine_message_id_is_translated() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("engine/src");
        let mut files = vec![];
        rust_files(&root, &mut files);
        let mut missing = BTreeSet::new();
        let mut found = 0;
        for f in files {
            let src = std::fs::read_to_string(&f).unwrap();
            // Log entries: `state.log(seat, "id", …)`, `LogEntry::new(seat, "id", …)`.
            for id in literals_after(&src, &[".log(None, \"", ".log(Some(player), \"", ".log(Some(p), \"", ".log(Some(seat), \""])
                .into_iter()
                .chain(literals_after(&src, &["LogEntry::new(None, \""]))
            {
                found += 1;
                if !has_key(&format!("log.{id}")) {
                    missing.insert(format!("log.{id}"));
                }
            }
            // Prompt ids (`id: "…"`), action labels (`"….".into()` in describe), outcome reasons.
            for id in literals_after(&src, &["id: \"", "label: \""]) {
                if id.contains('.') || id == "game_over" {
                    found += 1;
                    if !has_key(&id) {
                        missing.insert(id);
                    }
                }
            }
            for id in literals_after(&src, &["reason: \""]) {
                found += 1;
                if !has_key(&format!("outcome.{id}")) {
                    missing.insert(format!("outcome.{id}"));
                }
            }
            // Generic: any literal shaped like a game message id, `ts.snake_case`.
            for (code, _) in [("ts", ())] {
                let pat = format!("\"{code}.");
                for id in literals_after(&src, &[&pat]) {
                    let id = format!("{code}.{id}");
                    if id[code.len() + 1..].chars().all(|c| c.is_ascii_lowercase() || c == '_' || c.is_ascii_digit())
                        && !id.ends_with('.')
                    {
                        found += 1;
                        if !has_key(&id) && !has_key(&format!("log.{id}")) {
                            missing.insert(id);
                        }
                    }
                }
            }
        }
        assert!(found > 0, "no message ids found in the engine: the scan is broken");
        assert!(missing.is_empty(), "untranslated engine message ids: {missing:?}");
    }

    /// The key literals of `t(<lang>, "key")` calls and `…_key: "key"` / `…_key="key"` fields in `src`.
    fn app_keys(src: &str) -> Vec<String> {
        let mut out = vec![];
        let bytes = src.as_bytes();
        for (i, _) in src.match_indices("t(") {
            if i > 0 && (bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_') {
                continue;
            }
            let line = src[i..].lines().next().unwrap_or("");
            if let Some(q) = line.find(", \"") {
                let rest = &line[q + 3..];
                if let Some(end) = rest.find('"') {
                    out.push(rest[..end].to_string());
                }
            }
        }
        out.extend(literals_after(src, &["_key: \"", "_key=\""]));
        out.retain(|k| k.contains('.') && !k.contains(' ') && !k.contains('{'));
        out
    }

    /// Every key the app asks for exists in both languages.
    #[test]
    fn every_app_key_is_translated() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app");
        let mut files = vec![];
        rust_files(&root, &mut files);
        let mut missing = BTreeSet::new();
        let mut found = 0;
        for f in files {
            let src = std::fs::read_to_string(&f).unwrap();
            for key in app_keys(&src) {
                found += 1;
                if !has_key(&key) {
                    missing.insert(key);
                }
            }
        }
        assert!(found > 60, "the key scan found only {found} uses: it is broken");
        assert!(missing.is_empty(), "keys used by the app but not translated: {missing:?}");
    }

    #[test]
    fn the_key_scan_sees_calls() {
        let src = r#"t(lang.get(), "home.games") x.t(l, "no") t(l, &format!("a.{b}")) title_key: "game.load_error""#;
        assert_eq!(app_keys(src), ["home.games", "game.load_error"]);
    }

    /// Keys the app builds at run time from Twilight Struggle's data: regions, card sides and periods.
    #[test]
    fn every_ts_data_key_is_translated() {
        use engine::games::twilight_struggle::data::{data, Region};
        for r in Region::ALL {
            assert!(has_key(&format!("ts.region.{}", r.key())), "ts.region.{}", r.key());
        }
        for c in data().cards.iter().filter(|c| c.number > 0) {
            assert!(has_key(&format!("ts.side.{}", c.side.key())), "ts.side.{}", c.side.key());
            assert!(has_key(&format!("ts.period.{}", c.period.key())), "ts.period.{}", c.period.key());
        }
    }

    /// Keys the Twilight Struggle board builds at run time: the end screen's "how" for every outcome
    /// reason the engine can give, the space race abilities, the side panel's tabs and the levels of
    /// the standings table.
    #[test]
    fn every_ts_board_key_is_translated() {
        use engine::games::twilight_struggle::data::data;
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("engine/src");
        let mut files = vec![];
        rust_files(&root, &mut files);
        let mut reasons = BTreeSet::new();
        for f in files {
            let src = std::fs::read_to_string(&f).unwrap();
            reasons.extend(literals_after(&src, &["reason: \""]));
        }
        assert!(reasons.contains("vp20") && reasons.contains("final_scoring"), "the reason scan is broken: {reasons:?}");
        for r in reasons {
            assert!(has_key(&format!("ts.end.{r}")), "ts.end.{r}");
        }
        for b in data().space.iter().filter(|b| !b.ability.is_empty() && b.ability != "-") {
            assert!(has_key(&format!("ts.ability.{}", b.ability)), "ts.ability.{}", b.ability);
        }
        for k in ["ts.tab.hand", "ts.tab.log", "ts.tab.cards", "ts.tab.scores"] {
            assert!(has_key(k), "{k}");
        }
    }

    #[test]
    fn every_seat_of_every_game_has_a_name() {
        for meta in engine::games::all() {
            for seat in meta.seats {
                assert!(has_key(&format!("seat.{seat}")), "seat.{seat} of {}", meta.id);
            }
        }
    }
}
