//! English and Korean text for the web app.
//!
//! The engine speaks in message ids and arguments (DESIGN.md "Log and language"); this table turns them
//! into sentences. Templates use `{0}`, `{1}`… for the arguments. A missing key never crashes: the
//! lookup falls back to the other language, then to the key itself. Tests in this file check that every
//! id the engine emits and every key the app uses has both languages.



pub use engine::text::{pieces, Lang, Piece};

/// (key, English, Korean).
static TABLE: &[(&str, &str, &str)] = &[
    // ---- engine: seats --------------------------------------------------------------------------
    // ---- engine: prompts, action labels, log entries, outcomes ----------------------------------
    // ---- app: data packs ---------------------------------------------------------------------------
    ("pack.title", "Data pack", "데이터 팩"),
    ("pack.text", "The map, the cards and the tables this game is played with. Sandtable ships its own reconstruction; an owner of the physical game can download it, correct any table, and import the corrected folder or zip. It is checked before it is kept: a pack with errors is refused, and every error is listed with its file and line.", "이 게임에 쓰이는 지도, 카드, 표입니다. Sandtable은 자체 재구성본을 제공하며, 실물 게임을 가진 분은 이를 내려받아 표를 고친 뒤 폴더나 zip으로 가져올 수 있습니다. 저장하기 전에 검사하며, 오류가 있으면 파일과 줄 번호와 함께 모든 오류를 보여 주고 거부합니다."),
    ("pack.download", "Download the built-in tables (.zip)", "기본 표 내려받기 (.zip)"),
    ("pack.import_files", "Import tables or a .zip", "표 또는 .zip 가져오기"),
    ("pack.import_folder", "Import a folder", "폴더 가져오기"),
    ("pack.name_prompt", "A name for this pack (letters, digits, - and _):", "이 팩의 이름 (문자, 숫자, -, _):"),
    ("pack.name_bad", "That name cannot be used for a pack.", "그 이름은 팩 이름으로 쓸 수 없습니다."),
    ("pack.imported", "Pack '{0}' imported (content {1}). Choose it when you start a game.", "'{0}' 팩을 가져왔습니다 (내용 {1}). 새 게임을 시작할 때 선택하세요."),
    ("pack.refused", "The pack was not imported: {0} error(s). Nothing was replaced.", "팩을 가져오지 않았습니다: 오류 {0}개. 아무것도 바뀌지 않았습니다."),
    ("pack.files", "{0} tables", "표 {0}개"),
    ("pack.confirm_replace", "A pack named '{0}' is already stored. Replace it with this one? Games that use the old one will no longer open.", "'{0}' 팩이 이미 저장되어 있습니다. 이 팩으로 바꿀까요? 예전 팩을 쓰는 게임은 더 이상 열리지 않습니다."),
    ("pack.kept", "Nothing imported: the pack '{0}' is kept as it was.", "가져오지 않았습니다: '{0}' 팩은 그대로입니다."),
    ("pack.confirm_remove", "Remove this pack? Games that use it cannot be opened without it.", "이 팩을 지울까요? 이 팩을 쓰는 게임은 팩 없이 열 수 없습니다."),
    ("pack.for_game", "Data pack", "데이터 팩"),
    ("pack.builtin", "Built-in (Sandtable's reconstruction)", "기본 (Sandtable 재구성본)"),
    ("pack.gone", "That pack is no longer stored.", "그 팩은 더 이상 저장되어 있지 않습니다."),
    ("home.turn", "Turn", "턴"),
    // ---- app: general -----------------------------------------------------------------------------
    ("app.tagline", "Board wargames in your browser: every rule enforced, no server, no account, works offline.", "브라우저에서 즐기는 보드 워게임: 모든 규칙 적용, 서버·계정 없음, 오프라인 지원."),
    ("app.language", "Language", "언어"),
    ("app.home", "Home", "처음으로"),
    ("app.loading", "Loading…", "불러오는 중…"),
    ("app.dismiss", "Dismiss", "닫기"),
    ("app.handover_failed", "This browser keeps no session storage, so the other game's page cannot be told what to open. Open it from its own page instead.", "이 브라우저는 세션 저장소를 쓸 수 없어 다른 게임 페이지에 무엇을 열지 전할 수 없습니다. 그 게임의 페이지에서 직접 여세요."),
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
    ("home.needs_owner_pack", "needs the owner's data pack", "소유자의 데이터 팩 필요"),
    ("home.from_owner_pack", "from your data pack", "내 데이터 팩에서"),
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
    ("home.link_placeholder", "Paste a game link (…#ts-2-…)", "게임 링크 붙여넣기 (…#ts-2-…)"),
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
    ("rules.open", "{0}: show a summary of this rule", "{0}: 이 규칙의 요약 보기"),
    ("rules.heading", "Rule summary", "규칙 요약"),
    ("rules.note", "Summary — the rulebook is the authority", "요약 — 규칙서가 우선합니다"),
    ("rules.missing", "No summary for {0} yet", "{0}의 요약은 아직 없습니다"),
    ("rules.loading", "Loading the summary…", "요약을 불러오는 중…"),
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
    ("pack.in_use", "This game is played with the data pack: {0} (content {1}).", "이 게임의 데이터 팩: {0} (내용 {1})."),
    ("home.players", "Who plays", "플레이어"),
    // Option values in words (the new-game form of every bundle shows them, whichever game's engine it carries).
    ("option.kutuzov.players.4", "4 players: one Power each (2.1)", "4인: 강국 하나씩 (2.1)"),
    ("option.kutuzov.players.3t", "3 players: one Tsarist player holds R1 and R2 (2.21)", "3인: 차르군 한 명이 1군과 2군 (2.21)"),
    ("option.kutuzov.players.3i", "3 players: one Imperial player holds FN and FS (2.22)", "3인: 제국군 한 명이 북부군과 남부군 (2.22)"),
    ("option.kutuzov.players.2", "2 players: a camp each, a hand per Power (2.31)", "2인: 진영 하나씩, 강국마다 핸드 (2.31)"),
    ("option.kutuzov.players.single", "2 players, single hand: one hand and a chit pile per player (2.32)", "2인 단일 핸드: 플레이어마다 핸드 하나와 Chit 더미 (2.32)"),
    ("option.kutuzov.players.split", "2 players, split personality: FN + R2 against R1 + FS, hands closed (2.33)", "2인 인격 분할: 북부군+2군 대 1군+남부군, 핸드 비공개 (2.33)"),
    ("option.kutuzov.players.split-open", "2 players, split personality, hands open to each other (2.33)", "2인 인격 분할, 서로 핸드 공개 (2.33)"),
    ("option.kutuzov.ask_all.no", "no: only the Powers that can play a response are asked", "아니오: 대응 카드를 낼 수 있는 세력에게만 묻기"),
    ("option.kutuzov.ask_all.yes", "yes: every Power is asked at each window, with a one-click pass", "예: 대응 기회마다 모든 세력에게 묻고 한 번에 패스"),
    ("option.nato.players.2", "2 players: one a side", "2인: 진영마다 한 명"),
    ("option.nato.players.3wp", "3 players: two Warsaw Pact players, North and South (35.8.1)", "3인: 바르샤바 조약군 두 명, 북부와 남부 (35.8.1)"),
    ("option.nato.players.3nato", "3 players: two NATO players, North and South (35.8.2)", "3인: NATO 두 명, 북부와 남부 (35.8.2)"),
    ("option.nato.players.4", "4 players: two a side, North and South (35.8)", "4인: 진영마다 두 명, 북부와 남부 (35.8)"),
    ("home.team_of_two", "{0} — two players, North and South, one team (35.8)", "{0} — 두 명, 북부와 남부, 한 팀 (35.8)"),
    ("auction.ask", "Choose the Powers by auction (2.34)", "경매로 강국 정하기 (2.34)"),
    ("auction.how", "Each player names the Power they want and bids SP for it. The highest bidder takes it and removes that many SP of its soldiers at set-up; the others choose in bid order at no cost; a tie is settled by a die.", "플레이어마다 원하는 강국과 그 값으로 낼 SP를 부릅니다. 가장 높이 부른 플레이어가 그 강국을 잡고 준비 때 그만큼의 병사 SP를 제거합니다. 나머지는 입찰 순서대로 대가 없이 고르며, 동률이면 주사위로 정합니다."),
    ("auction.bidder", "Player {0}", "플레이어 {0}"),
    ("auction.power", "The Power wanted", "원하는 강국"),
    ("auction.won", "{0} takes {1} for {2} SP, removed at set-up.", "{0}이(가) {2} SP에 {1}을(를) 잡습니다. 준비 때 제거합니다."),
    ("auction.won_free", "{0} takes {1}: nobody bid, nothing is removed.", "{0}이(가) {1}을(를) 잡습니다. 아무도 SP를 부르지 않아 제거하는 것이 없습니다."),
    ("auction.then", "Then, in bid order: {0}.", "그다음 입찰 순서: {0}."),
    ("auction.tie", "Tie between {0}: a die settles it.", "{0} 동률: 주사위로 정합니다."),
    ("auction.roll", "Roll the die", "주사위 굴리기"),
    ("option.kutuzov.bid.none", "No auction: sides agreed or diced", "경매 없음: 합의나 주사위로 정함"),
    ("option.kutuzov.bid.fn", "French Northern, bought at the bid below", "프랑스 북부군, 아래 낙찰가로"),
    ("option.kutuzov.bid.r1", "Russian First, bought at the bid below", "러시아 1군, 아래 낙찰가로"),
    ("option.kutuzov.bid.fs", "French Southern, bought at the bid below", "프랑스 남부군, 아래 낙찰가로"),
    ("option.kutuzov.bid.r2", "Russian Second, bought at the bid below", "러시아 2군, 아래 낙찰가로"),
    ("home.player_person", "A person at this device", "이 기기의 사람"),
    ("home.player_computer", "The computer · {0}", "컴퓨터 · {0}"),
    ("home.computer_note", "Against the computer: it sees only what its side may see, thinks in the background, and its moves go into the same log. Ask it for a hint any time.", "컴퓨터 상대: 컴퓨터는 자기 진영이 볼 수 있는 것만 보고, 뒤에서 생각하며, 그 수는 같은 기록에 남습니다. 언제든 힌트를 요청할 수 있습니다."),
    ("computer.level1", "1 · Gentle", "1 · 순한"),
    ("computer.level2", "2 · Steady", "2 · 꾸준한"),
    ("computer.level3", "3 · Strong", "3 · 강한"),
    ("computer.level4", "4 · Strongest (a second a move)", "4 · 가장 강한 (한 수에 1초)"),
    ("computer.thinking", "{0} (computer) is thinking…", "{0} (컴퓨터) 생각 중…"),
    ("computer.failed", "The computer could not decide: {0}", "컴퓨터가 결정하지 못했습니다: {0}"),
    ("hint.button", "Hint", "힌트"),
    ("hint.title", "What would the computer play here? (It sees only your side's view.)", "컴퓨터라면 여기서 무엇을 둘까요? (당신 진영의 정보만 봅니다.)"),
    ("hint.thinking", "Thinking…", "생각 중…"),
    ("hint.heading", "The computer would play", "컴퓨터의 추천"),
    ("hint.note", "Top three, with its estimate of your chance to win after each. It sees only what you see.", "상위 3개와 각 수를 둔 뒤의 승리 확률 추정. 당신이 보는 것만 봅니다."),
    ("hint.play", "Play", "두기"),
    ("demo.cannot", "The demo cannot start", "데모를 시작할 수 없습니다"),
    ("demo.no_computer", "This game has no computer player in this version.", "이 버전에서는 이 게임에 컴퓨터 플레이어가 없습니다."),
    ("demo.running", "Demo: the computer plays both sides. Press any key or touch the screen to take over.", "데모: 컴퓨터가 양쪽을 둡니다. 아무 키나 누르거나 화면을 터치하면 이어서 둘 수 있습니다."),
    ("demo.running_all", "Demo: the computer plays every Power. Press any key or touch the screen to take over.", "데모: 컴퓨터가 모든 세력을 둡니다. 아무 키나 누르거나 화면을 터치하면 이어서 둘 수 있습니다."),
    ("demo.stopped", "Demo stopped", "데모 멈춤"),
    ("demo.stopped_text", "Take over a side and play on against the computer from this position, or keep watching.", "한 진영을 맡아 이 국면부터 컴퓨터와 이어서 두거나, 계속 지켜보세요."),
    ("demo.take_over", "Play {0}", "{0}로 두기"),
    ("demo.resume", "Keep watching", "계속 보기"),
    ("viewer.title", "Map and counters", "지도와 유닛"),
    ("viewer.notes_failed", "The notes of the built-in tables could not be loaded ({0}): each hex and counter shows only the kind of its source. Reload the page to try again.", "기본 표의 주석을 불러오지 못했습니다 ({0}). 헥스와 유닛마다 출처의 종류만 보여 줍니다. 페이지를 새로 고쳐 다시 시도하세요."),
    ("pack.download_failed", "The built-in tables could not be downloaded: {0}. Reload the page to try again.", "기본 표를 내려받지 못했습니다: {0}. 페이지를 새로 고쳐 다시 시도하세요."),
    ("home.view_components", "View the map and counters", "지도와 유닛 보기"),
    ("home.elsewhere_packs", "Data packs…", "데이터 팩…"),
    ("home.elsewhere_packs_hint", "Opens this game's page, where its data packs can be downloaded, imported and removed.", "이 게임의 페이지를 엽니다. 그곳에서 데이터 팩을 내려받고, 가져오고, 지울 수 있습니다."),
];

/// Every catalog, searched in order: the app's own words, the boards' words, every game's messages (the
/// engine's catalogs, through the registry: the shell names no game), then what all games share.
pub fn catalogs() -> Vec<engine::text::Catalog> {
    let mut v: Vec<engine::text::Catalog> = vec![TABLE];
    v.extend(crate::boards::texts());
    v.extend(engine::games::registry().entries().map(|e| e.texts()));
    v.push(engine::text::COMMON);
    v
}

fn rows() -> impl Iterator<Item = &'static (&'static str, &'static str, &'static str)> {
    catalogs().into_iter().flat_map(|c| c.iter())
}

/// The text for `key` in `lang`: the other language if one is missing, `None` if the key is unknown.
pub fn lookup(lang: Lang, key: &str) -> Option<&'static str> {
    engine::text::find(&catalogs(), lang, key)
}

/// Whether both languages have `key`.
pub fn has_key(key: &str) -> bool {
    rows().any(|(k, en, ko)| *k == key && !en.is_empty() && !ko.is_empty())
}

/// The text for `key`, or the key itself when the table lacks it (never a crash, never a blank).
pub fn text(lang: Lang, key: &str) -> String {
    lookup(lang, key).map(str::to_string).unwrap_or_else(|| key.to_string())
}

/// Seat names for a game's seat list (`seat.<id>` keys).
pub fn seat_name(lang: Lang, seats: &[&str], seat: u8) -> String {
    match seats.get(seat as usize) {
        Some(id) => text(lang, &format!("seat.{id}")),
        None => format!("seat {seat}"),
    }
}

/// A game's words in a language: every catalog for templates, and the game's names (from its built-in
/// pack, through the registry) for cards and spaces.
pub struct Words {
    pub lang: Lang,
    /// The game's id (`empire-of-the-sun`): messages link the rule tags they cite (app::rule_popover).
    pub game: &'static str,
    pub seats: &'static [&'static str],
    names: Option<Box<dyn engine::text::Display>>,
}

impl Words {
    pub fn new(lang: Lang, game: &str) -> Self {
        let entry = engine::games::registry().get(game).ok();
        Words { lang, game: entry.map(|e| e.meta().id).unwrap_or(""), seats: entry.map(|e| e.meta().seats).unwrap_or(&[]), names: entry.and_then(|e| e.display(lang)) }
    }
}

impl engine::text::Display for Words {
    fn lang(&self) -> Lang {
        self.lang
    }
    fn seat(&self, seat: u8) -> String {
        seat_name(self.lang, self.seats, seat)
    }
    fn card(&self, number: u16) -> String {
        self.names.as_ref().map_or_else(|| format!("#{number}"), |n| n.card(number))
    }
    fn space(&self, key: &str) -> String {
        match key {
            // The superpowers of a point-to-point map are seats.
            k if self.seats.contains(&k) => text(self.lang, &format!("seat.{k}")),
            _ => self.names.as_ref().map_or_else(|| key.to_string(), |n| n.space(key)),
        }
    }
    fn unit(&self, key: &str) -> String {
        self.names.as_ref().map_or_else(|| key.to_string(), |n| n.unit(key))
    }
    fn hex(&self, id: &str) -> String {
        self.names.as_ref().map_or_else(|| id.to_string(), |n| n.hex(id))
    }
    fn phrase(&self, key: &str) -> String {
        match (lookup(self.lang, key), &self.names) {
            (None, Some(n)) => n.phrase(key),
            _ => text(self.lang, key),
        }
    }
    fn template(&self, key: &str) -> Option<&'static str> {
        lookup(self.lang, key)
    }
}

/// A whole message as plain text. Missing arguments render as `?` rather than failing.
pub fn message(words: &Words, key: &str, args: &[engine::Arg]) -> String {
    engine::text::Display::message(words, key, args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;
    use std::path::{Path, PathBuf};

    use engine::Arg;

    #[test]
    fn templates_split_into_pieces() {
        assert_eq!(pieces("a {0} b {1}"), vec![Piece::Text("a "), Piece::Arg(0), Piece::Text(" b "), Piece::Arg(1)]);
        assert_eq!(pieces("{x} {"), vec![Piece::Text("{"), Piece::Text("x} {")]);
        assert_eq!(pieces(""), vec![]);
    }

    #[test]
    fn messages_render_with_arguments_and_never_fail() {
        let en = Words::new(Lang::En, "twilight-struggle");
        let m = message(&en, "ts.setup_influence", &[Arg::Seat(0), Arg::Num(6)]);
        assert_eq!(m, "USSR: place starting influence, one point at a time (6 left).");
        let ko = Words::new(Lang::Ko, "twilight-struggle");
        assert_eq!(message(&ko, "ts.place", &[Arg::Space("poland".into())]), "폴란드에 영향력 1 배치");
        // Missing arguments and unknown ids degrade to visible text.
        assert_eq!(message(&en, "ts.place", &[]), "Place 1 influence in ?");
        assert_eq!(message(&en, "no.such_key", &[Arg::Num(3)]), "no.such_key (3)");
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
        // Twilight Struggle's own outcomes, and the engine's shared ones (not other games').
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("engine/src");
        let mut files = vec![];
        rust_files(&root, &mut files);
        files.retain(|f| {
            let f = f.to_string_lossy();
            !f.contains("/games/") || f.contains("/games/twilight_struggle/")
        });
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
        for meta in engine::games::catalog::ALL {
            for seat in meta.seats {
                assert!(has_key(&format!("seat.{seat}")), "seat.{seat} of {}", meta.id);
            }
        }
    }
}
