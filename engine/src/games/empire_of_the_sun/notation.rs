//! The typed spelling of a choice (docs/cli.md "Typed choices"): an event's choice and a hit on a city's
//! intrinsic step are `choose N` in the notation (an index into what the step offers; records and their
//! checksums keep it), and also `choose unit:us-1-mar-div`, `choose hex:2715`, `choose card:j17`,
//! `choose unit:au-7-div hex:3420` (an evacuation: the unit and where it goes), `choose box:china_box`,
//! `choose intrinsic:0`, `choose done`: the arguments named by kind, as the action list's `args` and
//! `target` name them. [`typed`] gives the spelling of an action; [`read`] reads one the list does not
//! hold word for word (a part of the arguments, a card by number) or says why it fits no choice.

use super::actions::Action;
use super::battle::hits::{self, target_unit};
use super::battle::Target;
use super::data::Side;
use super::events::{self, Pending};
use super::state::steps::Step;
use super::state::State;
use crate::kit::hex::Hex;
use crate::Arg;

/// The kinds of argument a typed choice names.
pub const KINDS: [&str; 5] = ["unit", "hex", "card", "box", "intrinsic"];

/// The typed spelling of `action` in `s`, for a `choose N` of an event's choice or of a hit allocation.
pub fn typed(s: &State, action: &Action) -> Option<String> {
    let Action::Choose { index } = action else { return None };
    let words = arguments(s, *index as usize)?;
    Some(format!("choose {}", if words.is_empty() { "done".to_string() } else { words.join(" ") }))
}

/// An event's choice described by what it chooses: its message (`eots.choice.unit`, `eots.choice.move`…)
/// and arguments, and the board element it points at (the unit, the hex, the card), instead of a bare
/// "Option N"; `None` for what is no event's choice.
pub fn described(s: &State, index: usize) -> Option<(String, Vec<Arg>, Option<crate::Target>)> {
    let Some(Step::Event(e)) = s.steps.last() else { return None };
    let choice = events::choices(s, &Pending { side: e.side, card: e.card, stage: e.stage }).into_iter().nth(index)?;
    let target = choice.args.iter().find_map(|a| {
        let w = word(s, a)?;
        let (kind, id) = w.split_once(':')?;
        let kind = match kind {
            "unit" => crate::TargetKind::Unit,
            "hex" => crate::TargetKind::Hex,
            "card" => crate::TargetKind::Card,
            _ => return None,
        };
        Some(crate::Target::new(kind, id))
    });
    Some((choice.id, choice.args, target))
}

/// The typed arguments of option `index` of the choice on top of the stack (`["unit:us-5af"]`; empty for
/// "done").
fn arguments(s: &State, index: usize) -> Option<Vec<String>> {
    match s.steps.last()? {
        Step::Event(e) => {
            let choice = events::choices(s, &Pending { side: e.side, card: e.card, stage: e.stage }).into_iter().nth(index)?;
            Some(choice.args.iter().filter_map(|a| word(s, a)).collect())
        }
        Step::AllocateHits(a) => {
            let t = *hits::targets(s, a.side, a.hits, a.critical, a.ground).get(index)?;
            match (target_unit(t), t) {
                (Some(u), _) => Some(vec![format!("unit:{}", s.unit_data(u).key)]),
                (None, Target::Intrinsic(n)) => Some(vec![format!("intrinsic:{n}")]),
                _ => None,
            }
        }
        _ => None,
    }
}

/// One argument of a choice as `kind:id`.
fn word(s: &State, a: &Arg) -> Option<String> {
    match a {
        Arg::Unit(k) => Some(format!("unit:{k}")),
        Arg::Hex(h) => Some(format!("hex:{h}")),
        Arg::Key(k) if k == "eots.box.china_box" => Some("box:china_box".into()),
        Arg::Key(k) => {
            let key = k.strip_prefix("eots.card.")?;
            let c = s.data().cards.iter().find(|c| c.key == key)?;
            Some(format!("card:{}{}", if c.side == Side::Japanese { "j" } else { "a" }, c.number))
        }
        _ => None,
    }
}

/// Reads a typed choice that is not word for word in the action list: `Some(Ok(notation))` for the one
/// choice it fits, `Some(Err(why))` when it fits none or several; `None` for what is not a typed choice
/// (the common list of legal notations answers it).
pub fn read(s: &State, wanted: &str, legal: &[&str]) -> Option<Result<String, String>> {
    let mut words = wanted.split_whitespace();
    if !words.next()?.eq_ignore_ascii_case("choose") {
        return None;
    }
    let asked: Vec<String> = words.map(str::to_ascii_lowercase).collect();
    if asked.is_empty() || (asked.len() == 1 && asked[0].parse::<u32>().is_ok()) {
        return None;
    }
    Some(fit(s, &asked, legal))
}

fn fit(s: &State, asked: &[String], legal: &[&str]) -> Result<String, String> {
    for w in asked {
        check_word(s, w)?;
    }
    let offered: Vec<(String, Vec<String>)> = legal
        .iter()
        .filter_map(|n| {
            let i = n.strip_prefix("choose ")?.parse::<usize>().ok()?;
            Some((n.to_string(), arguments(s, i)?))
        })
        .collect();
    if offered.is_empty() {
        return Err("this step offers no choice to name ('choose' is for an event's choice and for hits on a city's intrinsic step)".into());
    }
    let spell = |(n, w): &(String, Vec<String>)| format!("'choose {}' ({n})", if w.is_empty() { "done".to_string() } else { w.join(" ") });
    let matching: Vec<&(String, Vec<String>)> = offered.iter().filter(|(_, w)| asked.iter().all(|a| fits(a, w))).collect();
    match matching.as_slice() {
        [one] => Ok(one.0.clone()),
        [] => Err(format!(
            "'choose {}' is none of this step's choices: {}",
            asked.join(" "),
            offered.iter().map(spell).collect::<Vec<_>>().join(", ")
        )),
        several => Err(format!(
            "'choose {}' is ambiguous: it fits {} choices ({}); name more of the choice",
            asked.join(" "),
            several.len(),
            several.iter().map(|c| spell(c)).collect::<Vec<_>>().join(", ")
        )),
    }
}

/// Whether the asked word `a` is one of a choice's arguments: `kind:id`, a card by its number alone
/// (`card:17`), `done` for the choice with none.
fn fits(a: &str, words: &[String]) -> bool {
    if a == "done" {
        return words.is_empty();
    }
    words.iter().any(|w| {
        w.eq_ignore_ascii_case(a)
            || match (a.strip_prefix("card:"), w.strip_prefix("card:")) {
                (Some(n), Some(c)) => n.chars().all(|ch| ch.is_ascii_digit()) && c[1..] == *n,
                _ => false,
            }
    })
}

/// A word the reader understands at all, with a message that says what is wrong with it.
fn check_word(s: &State, w: &str) -> Result<(), String> {
    if w == "done" {
        return Ok(());
    }
    let Some((kind, id)) = w.split_once(':') else {
        return Err(format!(
            "'{w}' does not say what it names: write kind:id ({}; e.g. unit:us-1-mar-div, hex:2715, card:j17), 'done', or the choice's number",
            KINDS.join(", ")
        ));
    };
    match kind {
        "unit" if s.unit_id(id).is_none() => Err(format!("'{w}': no counter '{id}' in this game's pack")),
        "hex" if Hex::parse(id).is_none() => Err(format!("'{w}': '{id}' is not a hex id (four digits, CCRR)")),
        "card" if !card_word(id) => Err(format!("'{w}': a card is its deck and number (j17, a13) or its number")),
        "intrinsic" if id.parse::<u8>().is_err() => Err(format!("'{w}': an intrinsic step is its number in the battle (intrinsic:0)")),
        "unit" | "hex" | "card" | "box" | "intrinsic" => Ok(()),
        _ => Err(format!("'{w}': '{kind}' is not a kind of argument; a choice names {}", KINDS.join(", "))),
    }
}

fn card_word(id: &str) -> bool {
    let digits = id.strip_prefix(['j', 'a']).unwrap_or(id);
    !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
}
