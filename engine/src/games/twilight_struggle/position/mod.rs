//! The readable position format (docs/positions.md): any moment of play written by hand, for tests,
//! puzzles and teaching — or written by [`write`] from a game, exactly enough to go on from there.
//! One statement per line, `#` starts a comment. Every problem in a file is reported, each with its line.

pub mod pending;

use super::cards::NORTH_SEA_OIL;
use std::sync::Arc;

use super::data::{CardId, CountryId, Period, Region, Side, TsData};
use super::deck::{self, CHINA};
use super::setup;
use super::state::{China, Effect, Options, Player, State, Step};
use crate::{Rng, SetupError};

/// A card named for a player: `5 (five_year_plan, Five Year Plan)`.
pub fn card_name(d: &TsData, c: CardId) -> String {
    match d.cards.get(c as usize).filter(|_| c > 0) {
        Some(card) => format!("{c} ({}, {})", card.key, card.name_en),
        None => format!("{c}"),
    }
}

/// The statements a position reads, line by line; `errors` gathers every problem.
struct Reader {
    d: Arc<TsData>,
    errors: Vec<String>,
    line: usize,
}

impl Reader {
    fn err(&mut self, msg: impl std::fmt::Display) {
        self.errors.push(format!("position line {}: {msg}", self.line));
    }

    fn number<T: std::str::FromStr>(&mut self, word: Option<&str>, what: &str) -> Option<T> {
        match word {
            None => {
                self.err(format!("{what} is missing"));
                None
            }
            Some(w) => match w.parse() {
                Ok(n) => Some(n),
                Err(_) => {
                    self.err(format!("'{w}' is not a valid {what}"));
                    None
                }
            },
        }
    }

    fn ranged<T: std::str::FromStr + PartialOrd + std::fmt::Display>(&mut self, word: Option<&str>, what: &str, lo: T, hi: T) -> Option<T> {
        let n = self.number::<T>(word, what)?;
        if n < lo || n > hi {
            self.err(format!("{what} must be {lo}–{hi}, not {n}"));
            return None;
        }
        Some(n)
    }

    fn player(&mut self, word: Option<&str>) -> Option<Player> {
        match word {
            None => {
                self.err("a side (ussr or us) is missing");
                None
            }
            Some(w) => {
                let p = Player::parse(w);
                if p.is_none() {
                    self.err(format!("'{w}' is not a side (ussr or us)"));
                }
                p
            }
        }
    }

    fn country(&mut self, word: Option<&str>) -> Option<CountryId> {
        let Some(w) = word else {
            self.err("a country is missing");
            return None;
        };
        let c = self.d.country(w);
        if c.is_none() {
            self.err(format!("unknown country '{w}'"));
        }
        c
    }

    /// A card by number or key (`31` or `red_scare_purge`).
    fn card(&mut self, word: &str) -> Option<CardId> {
        let d = self.d.clone();
        let n = match word.parse::<usize>() {
            Ok(n) if (1..d.cards.len()).contains(&n) => Some(n as CardId),
            Ok(_) => None,
            Err(_) => d.card_by_key(word),
        };
        if n.is_none() {
            self.err(format!("unknown card '{word}'"));
        }
        n
    }

    fn cards<'a>(&mut self, words: impl Iterator<Item = &'a str>) -> Vec<CardId> {
        words.filter_map(|w| self.card(w)).collect()
    }

    fn on_off(&mut self, word: Option<&str>) -> Option<bool> {
        match word {
            Some("on") => Some(true),
            Some("off") => Some(false),
            other => {
                self.err(format!("an option is on or off, not '{}'", other.unwrap_or("")));
                None
            }
        }
    }
}

/// How many words each statement takes at most (more is an error), where the count is fixed.
fn max_words(keyword: &str, second: Option<&str>) -> Option<usize> {
    Some(match keyword {
        "turn" | "round" | "phasing" | "defcon" | "vp" | "civil_war" | "start" | "rng" | "rules" | "defcon_start"
        | "last_picks" => 2,
        "milops" | "space" | "space_attempts" | "rounds" | "china" | "option" | "last_coup" => 3,
        "influence" | "access" => 4,
        "headline" => 4,
        "defcon_moved_to_2" => 1,
        "step" if matches!(second, Some("turn" | "headline" | "round")) => 2,
        "step" => 4,
        _ => return None,
    })
}

/// Reads a position. `options` and `rules` come from the record's header; `option` and `rules` lines in
/// the file take precedence.
pub fn parse(text: &str, seed: u64, mut options: Options, mut rules: u32, pack: Arc<TsData>) -> Result<State, SetupError> {
    let mut r = Reader { d: pack.clone(), errors: vec![], line: 0 };
    let lines: Vec<(usize, Vec<&str>)> = text
        .lines()
        .enumerate()
        .map(|(i, raw)| (i + 1, raw.split('#').next().unwrap_or("").split_whitespace().collect::<Vec<_>>()))
        .filter(|(_, w)| !w.is_empty())
        .collect();

    // First the statements that shape the game itself.
    for (line, words) in &lines {
        r.line = *line;
        match words[0] {
            "option" => {
                let on = r.on_off(words.get(2).copied());
                match (words.get(1).copied(), on) {
                    (Some("optional_cards"), Some(v)) => options.optional_cards = v,
                    (Some("chinese_civil_war"), Some(v)) => options.chinese_civil_war = v,
                    (Some("tournament"), Some(v)) => options.tournament = v,
                    (Some(k), _) if !matches!(k, "optional_cards" | "chinese_civil_war" | "tournament") => {
                        r.err(format!("unknown option '{k}' (optional_cards, chinese_civil_war, tournament)"))
                    }
                    (None, _) => r.err("an option name is missing"),
                    _ => {}
                }
            }
            "rules" => {
                let current = <super::TwilightStruggle as crate::Game>::meta().rules_version;
                if let Some(v) = r.ranged(words.get(1).copied(), "rules version", 1, current) {
                    rules = v;
                }
            }
            _ => {}
        }
    }

    let mut s = setup::empty(seed, options, rules, pack);
    let mut deck_given = false;
    let mut headline_step = false;
    let mut round_step = false;
    let mut rounds_given = false;
    let mut access: Vec<(CountryId, [u8; 2])> = vec![];
    let mut defcon_start = None;
    let mut pending: Vec<Step> = vec![];

    for (line, words) in &lines {
        r.line = *line;
        let mut w = words.iter().copied();
        let keyword = w.next().expect("non-empty");
        if let Some(max) = max_words(keyword, words.get(1).copied()) {
            if words.len() > max {
                r.err(format!("unexpected '{}'", words[max]));
                continue;
            }
        }
        match keyword {
            "option" | "rules" => {}
            "turn" => {
                if let Some(t) = r.ranged(w.next(), "turn", 1u8, 10) {
                    s.turn = t;
                }
            }
            "round" => {
                if let Some(n) = r.ranged(w.next(), "action round", 0u8, 8) {
                    s.action_round = n;
                }
            }
            "phasing" => {
                if let Some(p) = r.player(w.next()) {
                    s.phasing = p;
                }
            }
            "defcon" => {
                if let Some(d) = r.ranged(w.next(), "DEFCON", 1u8, 5) {
                    s.defcon = d;
                }
            }
            "defcon_start" => defcon_start = r.ranged(w.next(), "DEFCON at the round's start", 1u8, 5),
            "defcon_moved_to_2" => s.defcon_to_2 = true,
            "vp" => {
                if let Some(v) = r.ranged(w.next(), "VP", -20i32, 20) {
                    s.vp = v;
                }
            }
            "milops" | "space" | "space_attempts" | "rounds" => {
                let (lo, hi, what) = match keyword {
                    "milops" => (0u8, 5u8, "military ops"),
                    "space" => (0, 8, "space race box"),
                    "space_attempts" => (0, 2, "space attempts this turn"),
                    _ => (0, 8, "action rounds done"),
                };
                let a = r.ranged(w.next(), &format!("USSR {what}"), lo, hi);
                let b = r.ranged(w.next(), &format!("US {what}"), lo, hi);
                if let (Some(a), Some(b)) = (a, b) {
                    match keyword {
                        "milops" => s.milops = [a, b],
                        "space" => s.space = [a, b],
                        "space_attempts" => s.space_attempts = [a, b],
                        _ => {
                            s.rounds_done = [a, b];
                            rounds_given = true;
                        }
                    }
                }
            }
            "china" if words.get(1) == Some(&"none") => s.china = China { holder: None, face_up: true },
            "civil_war" => {
                if let Some(n) = r.number::<u8>(w.next(), "USSR influence in the civil war") {
                    if n >= 3 {
                        r.err("the civil war ends at 3 influence; use 0–2");
                    } else {
                        s.civil_war = Some(n);
                    }
                }
            }
            "china" => {
                let holder = r.player(w.next());
                let face_up = match w.next() {
                    None | Some("up") => true,
                    Some("down") => false,
                    Some(o) => {
                        r.err(format!("'{o}': the China Card is up or down"));
                        true
                    }
                };
                if holder.is_some() {
                    s.china = China { holder, face_up };
                }
            }
            "influence" | "access" => {
                let c = r.country(w.next());
                // The rules set no ceiling; a position's 99 keeps every sum of the rules within range.
                let a = r.ranged::<u8>(w.next(), "USSR influence", 0, 99);
                let b = r.ranged::<u8>(w.next(), "US influence", 0, 99);
                if let (Some(c), Some(a), Some(b)) = (c, a, b) {
                    if keyword == "influence" {
                        s.influence[c as usize] = [a, b];
                    } else {
                        access.push((c, [a, b]));
                    }
                }
            }
            "start" => match w.next() {
                Some("standard") => setup::add_fixed_influence(&mut s),
                o => r.err(format!("unknown start '{}' (only 'standard')", o.unwrap_or(""))),
            },
            "hand" => {
                if let Some(p) = r.player(w.next()) {
                    s.hands[p.idx()] = r.cards(w);
                }
            }
            "headline" => {
                let p = r.player(w.next());
                let c = match w.next() {
                    Some(word) => r.card(word),
                    None => {
                        r.err("a headline card is missing");
                        None
                    }
                };
                let shown = match w.next() {
                    None => false,
                    Some("shown") => true,
                    Some(o) => {
                        r.err(format!("'{o}': a headline is hidden or 'shown'"));
                        false
                    }
                };
                if let (Some(p), Some(c)) = (p, c) {
                    s.headlines[p.idx()] = Some(c);
                    s.headline_revealed[p.idx()] = shown;
                    if !s.table.contains(&c) {
                        s.table.push(c);
                    }
                }
            }
            "dice" => {
                for word in w {
                    if let Some(d) = r.ranged(Some(word), "die roll", 1u8, 6) {
                        s.chance.script.dice.push(d);
                    }
                }
            }
            "picks" => {
                let cards = r.cards(w);
                s.chance.script.picks.extend(cards.into_iter().map(u16::from));
            }
            "shuffle" => {
                let cards = r.cards(w);
                s.chance.script.shuffles.push(cards.into_iter().map(u16::from).collect());
            }
            "rng" => match w.next().map(|n| serde_json::from_str::<Rng>(&format!("{{\"pcg\":{{\"state\":{n}}}}}"))) {
                Some(Ok(rng)) => s.chance.set_rng(rng),
                _ => r.err("rng takes the generator's state, a whole number (as `sandtable position` writes it)"),
            },
            "discard" => s.discard = r.cards(w),
            "removed" => s.removed = r.cards(w),
            // The cards on the table in order (a headline line adds its card here if this line does not).
            "table" => {
                let headlines: Vec<CardId> = s.headlines.iter().flatten().copied().collect();
                let cards = r.cards(w);
                s.table.retain(|c| headlines.contains(c) && !cards.contains(c));
                s.table.extend(cards);
            }
            "fired" => s.fired = r.cards(w),
            "effect" => effect(&mut r, &mut s, w),
            "deck" => {
                s.deck = r.cards(w);
                deck_given = true;
            }
            "last_coup" => {
                let c = r.country(w.next());
                let n = r.number::<u8>(w.next(), "influence removed by the last coup");
                s.last_coup_target = c;
                s.last_coup_removed = n.unwrap_or(0);
            }
            "last_picks" => s.last_picks = r.number(w.next(), "picks of the last event step").unwrap_or(0),
            "step" => match w.next() {
                Some("setup") => {
                    let player = r.player(w.next());
                    let left = r.ranged(w.next(), "points left", 1u8, 25);
                    if let (Some(player), Some(left)) = (player, left) {
                        s.steps.push(Step::SetupInfluence(super::setup::SetupInfluence { player, left }));
                    }
                }
                // The start of the turn: DEFCON improves, the deal, the headlines.
                Some("turn") => s.steps.push(Step::StartTurn),
                // The headline phase of this turn, hands as given.
                Some("headline") => headline_step = true,
                // The action round `round` of the `phasing` player.
                Some("round") => round_step = true,
                o => r.err(format!("unknown step '{}' (setup, turn, headline, round; or a `pending` line)", o.unwrap_or(""))),
            },
            "pending" => match pending::parse(w, &r.d) {
                Ok(step) => pending.push(step),
                Err(e) => r.err(format!("pending: {e}")),
            },
            other => r.err(format!("unknown statement '{other}'")),
        }
    }
    r.line = 0;

    if !deck_given {
        // The draw pile is every card of the periods in play that the position does not place elsewhere.
        let mut placed = vec![false; s.data().cards.len()];
        for c in s.hands.iter().flatten().chain(&s.discard).chain(&s.removed).chain(&s.table) {
            placed[*c as usize] = true;
        }
        s.deck = deck::periods_in_play(s.turn)
            .iter()
            .flat_map(|p| deck::period_cards(&s, *p))
            .filter(|c| !placed[*c as usize])
            .collect();
        deck::shuffle_draw_pile(&mut s);
    }
    let mut problems: Vec<String> = vec![];
    for (name, pile) in [("hand", s.hands.concat()), ("discard", s.discard.clone()), ("removed", s.removed.clone()), ("deck", s.deck.clone())] {
        if pile.contains(&CHINA) {
            problems.push(format!("the China Card is placed with `china`, not in a {name}"));
        }
    }
    problems.extend(deck::card_problems(&s));
    if s.china.holder.is_none() && s.civil_war.is_none() {
        problems.push("`china none` needs `civil_war N` (the Chinese Civil War variant)".into());
    }
    if s.china.holder.is_some() {
        s.civil_war = None;
    }
    r.errors.extend(problems.into_iter().map(|p| format!("position: {p}")));

    s.round_start = s.influence.clone();
    for (c, inf) in access {
        s.round_start[c as usize] = inf;
    }
    s.defcon_at_start = defcon_start.unwrap_or(s.defcon);
    if !pending.is_empty() {
        if headline_step || round_step || !s.steps.is_empty() {
            r.errors.push("position: use `step` lines or `pending` lines, not both".into());
        }
        s.steps = pending;
    }
    if headline_step {
        super::turn::begin_headlines(&mut s);
    }
    if round_step {
        if !rounds_given {
            let n = s.action_round.max(1);
            s.rounds_done = match s.phasing {
                Player::Ussr => [n - 1, n - 1],
                Player::Us => [n, n - 1],
            };
        }
        s.steps.push(Step::ActionRound);
    }
    if s.steps.is_empty() {
        r.errors.push("position: no pending step (add e.g. `step setup us 7` or `step round`)".into());
    }
    if !r.errors.is_empty() {
        return Err(SetupError(r.errors.join("\n")));
    }
    s.chance.information = 1;
    s.log(None, "ts.position", vec![]);
    super::advance(&mut s);
    Ok(s)
}

/// `effect CARD [ussr|us] [REGION] [this-turn|lasting] [since N]`.
fn effect<'a>(r: &mut Reader, s: &mut State, mut w: impl Iterator<Item = &'a str>) {
    let Some(word) = w.next() else {
        r.err("a card is missing");
        return;
    };
    let Some(c) = r.card(word) else { return };
    let mut player = None;
    let mut region = None;
    let mut turn_only = None;
    let mut stamp = 0u16;
    while let Some(word) = w.next() {
        if let Some(p) = Player::parse(word) {
            player = Some(p);
        } else if let Some(reg) = Region::from_key(word) {
            region = Some(reg);
        } else if word == "this-turn" {
            turn_only = Some(true);
        } else if word == "lasting" {
            turn_only = Some(false);
        } else if word == "since" {
            stamp = r.number(w.next(), "round stamp").unwrap_or(0);
        } else {
            r.err(format!("'{word}': an effect takes a side, a region, this-turn or lasting, and since N"));
        }
    }
    let card = r.d.cards[c as usize].clone();
    let player = player.unwrap_or(match card.side {
        Side::Us => Player::Us,
        Side::Ussr => Player::Ussr,
        Side::Neutral => s.phasing,
    });
    match turn_only {
        Some(t) => s.effects.push(Effect { card: c, player, region, turn_only: t, stamp }),
        None => {
            s.effects.push(Effect { card: c, player, region, turn_only: !card.lasting, stamp });
            // North Sea Oil is both lasting (no OPEC) and this turn's eighth US round.
            if c == NORTH_SEA_OIL {
                s.effects.push(Effect { card: c, player, region, turn_only: true, stamp });
            }
        }
    }
}

fn keys(d: &TsData, v: &[CardId]) -> String {
    v.iter().map(|c| d.cards[*c as usize].key.clone()).collect::<Vec<_>>().join(" ")
}

/// Writes a state as a position file that [`parse`] reads back to the same state (its log aside): every
/// statement it needs, the generator's state, what is left of a script, and the pending steps.
pub fn write(s: &State) -> String {
    let d = s.data();
    let keys = |v: &[CardId]| keys(d, v);
    let mut out = String::from("# Twilight Struggle position (docs/positions.md)\n");
    out += &format!("rules {}\n", s.rules);
    for (k, v) in [
        ("optional_cards", s.options.optional_cards),
        ("chinese_civil_war", s.options.chinese_civil_war),
        ("tournament", s.options.tournament),
    ] {
        out += &format!("option {k} {}\n", if v { "on" } else { "off" });
    }
    out += &format!("turn {}\nround {}\nphasing {}\ndefcon {}\nvp {}\n", s.turn, s.action_round, s.phasing.key(), s.defcon, s.vp);
    out += &format!("milops {} {}\nspace {} {}\n", s.milops[0], s.milops[1], s.space[0], s.space[1]);
    out += &format!("space_attempts {} {}\nrounds {} {}\n", s.space_attempts[0], s.space_attempts[1], s.rounds_done[0], s.rounds_done[1]);
    if s.defcon_at_start != s.defcon {
        out += &format!("defcon_start {}\n", s.defcon_at_start);
    }
    if s.defcon_to_2 {
        out += "defcon_moved_to_2\n";
    }
    match s.china.holder {
        Some(h) => out += &format!("china {} {}\n", h.key(), if s.china.face_up { "up" } else { "down" }),
        None => out += "china none\n",
    }
    if let Some(n) = s.civil_war {
        out += &format!("civil_war {n}\n");
    }
    for c in &d.countries {
        let [ussr, us] = s.influence[c.id as usize];
        if ussr > 0 || us > 0 {
            out += &format!("influence {} {ussr} {us}\n", c.key);
        }
    }
    for c in &d.countries {
        let at_start = s.round_start[c.id as usize];
        if at_start != s.influence[c.id as usize] {
            out += &format!("access {} {} {}\n", c.key, at_start[0], at_start[1]);
        }
    }
    out += &format!("hand ussr {}\nhand us {}\n", keys(&s.hands[0]), keys(&s.hands[1]));
    out += &format!("deck {}\ndiscard {}\nremoved {}\n", keys(&s.deck), keys(&s.discard), keys(&s.removed));
    if !s.table.is_empty() {
        out += &format!("table {}\n", keys(&s.table));
    }
    for p in Player::BOTH {
        if let Some(c) = s.headlines[p.idx()] {
            let shown = if s.headline_revealed[p.idx()] { " shown" } else { "" };
            out += &format!("headline {} {}{shown}\n", p.key(), d.cards[c as usize].key);
        }
    }
    if !s.fired.is_empty() {
        out += &format!("fired {}\n", keys(&s.fired));
    }
    for e in &s.effects {
        let region = e.region.map(|r| format!(" {}", r.key())).unwrap_or_default();
        let duration = if e.turn_only { "this-turn" } else { "lasting" };
        out += &format!("effect {} {}{region} {duration} since {}\n", d.cards[e.card as usize].key, e.player.key(), e.stamp);
    }
    if let Some(c) = s.last_coup_target {
        out += &format!("last_coup {} {}\n", d.countries.get(c as usize).map_or("civil_war", |x| x.key.as_str()), s.last_coup_removed);
    }
    if s.last_picks > 0 {
        out += &format!("last_picks {}\n", s.last_picks);
    }
    let script = &s.chance.script;
    if !script.dice.is_empty() {
        out += &format!("dice {}\n", script.dice.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(" "));
    }
    let as_cards = |v: &[u16]| v.iter().map(|&c| c as CardId).collect::<Vec<_>>();
    if !script.picks.is_empty() {
        out += &format!("picks {}\n", keys(&as_cards(&script.picks)));
    }
    for order in &script.shuffles {
        out += &format!("shuffle {}\n", keys(&as_cards(order)));
    }
    // The generator's state (a u128, which serde_json writes as a plain integer).
    let rng = serde_json::to_string(s.chance.rng()).unwrap_or_default();
    let digits: String = rng.chars().filter(|c| c.is_ascii_digit()).collect();
    if !digits.is_empty() {
        out += &format!("rng {digits}\n");
    }
    if s.outcome.is_some() {
        out += "# the game is over\n";
    }
    for step in &s.steps {
        out += &pending::write(step, d);
        out += "\n";
    }
    out
}

/// The war period a card belongs to, in words (for messages).
pub fn period_name(p: Period) -> &'static str {
    match p {
        Period::Early => "Early War",
        Period::Mid => "Mid War",
        Period::Late => "Late War",
    }
}
