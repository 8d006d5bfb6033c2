//! The readable position format (docs/positions.md): any moment of play written by hand, for tests,
//! puzzles and teaching. One statement per line, `#` starts a comment.

use super::data::{data, CardId, CountryId};
use super::deck::{self, CHINA};
use super::setup;
use super::state::{China, Options, Player, State, Step};
use crate::SetupError;

fn err(line: usize, msg: impl std::fmt::Display) -> SetupError {
    SetupError(format!("position line {line}: {msg}"))
}

fn number<T: std::str::FromStr>(line: usize, word: Option<&str>, what: &str) -> Result<T, SetupError> {
    let w = word.ok_or_else(|| err(line, format!("{what} is missing")))?;
    w.parse().map_err(|_| err(line, format!("'{w}' is not a valid {what}")))
}

fn player(line: usize, word: Option<&str>) -> Result<Player, SetupError> {
    let w = word.ok_or_else(|| err(line, "a side (ussr or us) is missing"))?;
    Player::parse(w).ok_or_else(|| err(line, format!("'{w}' is not a side (ussr or us)")))
}

fn country(line: usize, word: Option<&str>) -> Result<CountryId, SetupError> {
    let w = word.ok_or_else(|| err(line, "a country is missing"))?;
    data().country(w).ok_or_else(|| err(line, format!("unknown country '{w}'")))
}

/// A card by number or key (`31` or `red_scare_purge`).
fn card(line: usize, word: &str) -> Result<CardId, SetupError> {
    let d = data();
    let n = match word.parse::<usize>() {
        Ok(n) if (1..d.cards.len()).contains(&n) => Some(n as CardId),
        Ok(_) => None,
        Err(_) => d.card_by_key(word),
    };
    n.ok_or_else(|| err(line, format!("unknown card '{word}'")))
}

fn cards<'a>(line: usize, words: impl Iterator<Item = &'a str>) -> Result<Vec<CardId>, SetupError> {
    words.map(|w| card(line, w)).collect()
}

pub fn parse(text: &str, seed: u64, options: Options, rules: u32) -> Result<State, SetupError> {
    let mut s = setup::empty(seed, options, rules);
    let mut deck_given = false;
    let mut headline_step = false;
    let mut round_step = false;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let content = raw.split('#').next().unwrap_or("").trim();
        let mut w = content.split_whitespace();
        let Some(keyword) = w.next() else { continue };
        match keyword {
            "turn" => {
                s.turn = number(line, w.next(), "turn")?;
                if !(1..=10).contains(&s.turn) {
                    return Err(err(line, "turn must be 1–10"));
                }
            }
            "round" => s.action_round = number(line, w.next(), "action round")?,
            "phasing" => s.phasing = player(line, w.next())?,
            "defcon" => {
                s.defcon = number(line, w.next(), "DEFCON")?;
                if !(1..=5).contains(&s.defcon) {
                    return Err(err(line, "DEFCON must be 1–5"));
                }
            }
            "vp" => {
                s.vp = number(line, w.next(), "VP")?;
                if !(-20..=20).contains(&s.vp) {
                    return Err(err(line, "VP must be −20…20"));
                }
            }
            "milops" => s.milops = [number(line, w.next(), "USSR military ops")?, number(line, w.next(), "US military ops")?],
            "space" => s.space = [number(line, w.next(), "USSR space box")?, number(line, w.next(), "US space box")?],
            "china" if content.split_whitespace().nth(1) == Some("none") => {
                w.next();
                s.china = China { holder: None, face_up: true };
            }
            "civil_war" => {
                let n: u8 = number(line, w.next(), "USSR influence in the civil war")?;
                if n >= 3 {
                    return Err(err(line, "the civil war ends at 3 influence; use 0–2"));
                }
                s.civil_war = Some(n);
            }
            "china" => {
                let holder = Some(player(line, w.next())?);
                let face_up = match w.next() {
                    None | Some("up") => true,
                    Some("down") => false,
                    Some(o) => return Err(err(line, format!("'{o}': the China Card is up or down"))),
                };
                s.china = China { holder, face_up };
            }
            "influence" => {
                let c = country(line, w.next())?;
                s.influence[c as usize] = [number(line, w.next(), "USSR influence")?, number(line, w.next(), "US influence")?];
            }
            "start" => match w.next() {
                Some("standard") => setup::add_fixed_influence(&mut s),
                o => return Err(err(line, format!("unknown start '{}' (only 'standard')", o.unwrap_or("")))),
            },
            "hand" => {
                let p = player(line, w.next())?;
                s.hands[p.idx()] = cards(line, w)?;
            }
            "dice" => {
                for word in w.by_ref() {
                    let r: u8 = number(line, Some(word), "die roll")?;
                    if !(1..=6).contains(&r) {
                        return Err(err(line, "a die roll is 1–6"));
                    }
                    s.dice.push(r);
                }
            }
            "discard" => s.discard = cards(line, w)?,
            "removed" => s.removed = cards(line, w)?,
            "effect" => {
                let c = card(line, w.next().ok_or_else(|| err(line, "a card is missing"))?)?;
                let p = match w.next() {
                    Some(word) => player(line, Some(word))?,
                    None => match data().cards[c as usize].side {
                        super::data::Side::Us => Player::Us,
                        super::data::Side::Ussr => Player::Ussr,
                        super::data::Side::Neutral => s.phasing,
                    },
                };
                let region = match w.next() {
                    Some(r) => Some(super::data::Region::from_key(r).ok_or_else(|| err(line, format!("unknown region '{r}'")))?),
                    None => None,
                };
                let turn_only = !data().cards[c as usize].lasting;
                s.effects.push(super::state::Effect { card: c, player: p, region, turn_only, stamp: 0 });
                // North Sea Oil is both lasting (no OPEC) and this turn's eighth US round.
                if c == super::cards::NORTH_SEA_OIL {
                    s.effects.push(super::state::Effect { card: c, player: p, region, turn_only: true, stamp: 0 });
                }
            }
            "deck" => {
                s.deck = cards(line, w)?;
                deck_given = true;
            }
            "step" => match w.next() {
                Some("setup") => {
                    let player = player(line, w.next())?;
                    let left: u8 = number(line, w.next(), "points left")?;
                    if left == 0 {
                        return Err(err(line, "a setup step needs at least 1 point left"));
                    }
                    s.steps.push(Step::SetupInfluence { player, left });
                }
                // The start of the turn: DEFCON improves, the deal, the headlines.
                Some("turn") => s.steps.push(Step::StartTurn),
                // The headline phase of this turn, hands as given.
                Some("headline") => headline_step = true,
                // The action round `round` of the `phasing` player.
                Some("round") => round_step = true,
                o => return Err(err(line, format!("unknown step '{}'", o.unwrap_or("")))),
            },
            other => return Err(err(line, format!("unknown statement '{other}'"))),
        }
        if let Some(extra) = content.split_whitespace().nth(match keyword {
            "turn" | "round" | "phasing" | "defcon" | "vp" => 2,
            "milops" | "space" | "china" => 3,
            "influence" => 4,
            "step" if matches!(content.split_whitespace().nth(1), Some("turn" | "headline" | "round")) => 2,
            "step" => 4,
            "civil_war" => 2,
            "start" => 2,
            _ => usize::MAX,
        }) {
            return Err(err(line, format!("unexpected '{extra}'")));
        }
    }
    if !deck_given {
        // The draw pile is every card of the periods in play that the position does not place elsewhere.
        let mut placed = vec![false; data().cards.len()];
        for c in s.hands.iter().flatten().chain(&s.discard).chain(&s.removed) {
            placed[*c as usize] = true;
        }
        s.deck = deck::periods_in_play(s.turn)
            .iter()
            .flat_map(|p| deck::period_cards(&s.options, *p))
            .filter(|c| !placed[*c as usize])
            .collect();
        let rng = &mut s.rng;
        rng.shuffle(&mut s.deck);
    }
    if s.hands.iter().flatten().chain(&s.discard).chain(&s.removed).chain(&s.deck).any(|&c| c == CHINA) {
        return Err(SetupError("position: the China Card is placed with `china`, not in a hand or pile".into()));
    }
    deck::check_cards(&s).map_err(|e| SetupError(format!("position: {e}")))?;
    if s.china.holder.is_none() && s.civil_war.is_none() {
        return Err(SetupError("position: `china none` needs `civil_war N` (the Chinese Civil War variant)".into()));
    }
    if s.china.holder.is_some() {
        s.civil_war = None;
    }
    s.round_start = s.influence.clone();
    s.defcon_at_start = s.defcon;
    if headline_step {
        super::turn::begin_headlines(&mut s);
    }
    if round_step {
        let r = s.action_round.max(1);
        s.rounds_done = match s.phasing {
            Player::Ussr => [r - 1, r - 1],
            Player::Us => [r, r - 1],
        };
        s.steps.push(Step::ActionRound);
    }
    s.information = 1;
    s.log(None, "ts.position", vec![]);
    if s.steps.is_empty() {
        return Err(SetupError("position: no pending step (add e.g. `step setup us 7` or `step round`)".into()));
    }
    super::advance(&mut s);
    Ok(s)
}

/// Writes a state as a position file that [`parse`] reads back to the same position.
pub fn write(s: &State) -> String {
    let d = data();
    let mut out = String::from("# Twilight Struggle position (docs/positions.md)\n");
    out += &format!("turn {}\nround {}\nphasing {}\ndefcon {}\nvp {}\n", s.turn, s.action_round, s.phasing.key(), s.defcon, s.vp);
    out += &format!("milops {} {}\nspace {} {}\n", s.milops[0], s.milops[1], s.space[0], s.space[1]);
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
    let list = |v: &Vec<CardId>| v.iter().map(|c| d.cards[*c as usize].key.clone()).collect::<Vec<_>>().join(" ");
    out += &format!("hand ussr {}\nhand us {}\n", list(&s.hands[0]), list(&s.hands[1]));
    out += &format!("deck {}\ndiscard {}\nremoved {}\n", list(&s.deck), list(&s.discard), list(&s.removed));
    for e in &s.effects {
        let region = e.region.map(|r| format!(" {}", r.key())).unwrap_or_default();
        out += &format!("effect {} {}{region}\n", d.cards[e.card as usize].key, e.player.key());
    }
    match s.steps.last() {
        Some(Step::SetupInfluence { .. }) => {
            for step in &s.steps {
                if let Step::SetupInfluence { player, left } = step {
                    out += &format!("step setup {} {left}\n", player.key());
                }
            }
        }
        Some(Step::ChooseCard { .. }) => out += "step round\n",
        Some(Step::Headline { .. }) => out += "step headline\n",
        Some(_) => out += "# the pending decision is inside a card's play and cannot be written as a position\n",
        None => {}
    }
    out
}
