//! Empire of the Sun behind the engine contract (`crate::Game`): set-up from the record's header, the
//! prompt and apply of the step on top (`kit::steps`' driver over the state's step stack, state/steps.rs),
//! the views with the other hand hidden, the descriptions of actions, the invariants the fuzzer checks.

use std::sync::Arc;

use super::actions::{mode_key, play_key, Action, OcUse};
use super::data::Side;
use super::state::{idx, side_of, Pack, State};

use super::scenario::setup;
use super::state::steps::SETTLE_LIMIT;
use super::text;
use crate::kit::steps as kit_steps;
use crate::record::Header;
/// A position file read (position.rs).
#[cfg(feature = "positions")]
fn read_position(text: &str, pack: Arc<Pack>, scenario: &str, seed: u64, rules: u32) -> Result<State, SetupError> {
    super::position::read(text, pack, scenario, seed, rules)
}

/// The position reader is left out of the web page bundle (engine feature `positions`: with serde's readers
/// of every state type it weighs 45 KiB brotli; docs/web-size.md). The page hands a record that starts
/// from a position over to the game's full bundle before it gets here (src/app/mod.rs).
#[cfg(not(feature = "positions"))]
fn read_position(_text: &str, _pack: Arc<Pack>, _scenario: &str, _seed: u64, _rules: u32) -> Result<State, SetupError> {
    Err(SetupError("this page does not read position files: reload it to open the position in the full version of the game".into()))
}

use crate::{Arg, Described, Game, GameMeta, Illegal, LogEntry, Outcome, Prompt, Seat, SetupError, Target, TargetKind};

pub struct EmpireOfTheSun;

/// The rules version whose built-in pack first has the rebuilt counter values and cards (records of
/// earlier versions made with the built-in pack are refused at set-up).
pub const DATA_REBUILT: u32 = 5;

impl Game for EmpireOfTheSun {
    type State = State;
    type Action = Action;
    type View = super::view::EotsView;
    type Data = Pack;
    const READS_POSITIONS: bool = cfg!(feature = "positions");

    fn meta() -> &'static GameMeta {
        &super::META
    }

    fn builtin_data() -> Arc<Pack> {
        super::builtin_data()
    }

    fn builtin_files() -> Vec<(&'static str, &'static str)> {
        super::data::embedded_files()
    }

    // The web bundle embeds the tables without their notes (docs/web-size.md).
    fn lacks_whole_pack() -> bool {
        cfg!(target_arch = "wasm32") && super::data::whole().is_none()
    }

    fn install_whole_pack(files: Vec<(String, String)>) -> Result<(), String> {
        super::data::install_whole_pack(files)
    }

    fn read_data(name: &str, files: &[(&str, &str)]) -> Result<Pack, crate::kit::table::Errors> {
        let data = super::data::parse(files)?;
        let hash = crate::kit::pack_hash::pack_hash(files.iter().copied());
        Ok(Pack::new(data, name, &hash))
    }

    fn data_ref(d: &Pack) -> crate::PackRef {
        crate::PackRef { name: d.name.clone(), hash: d.hash.clone() }
    }

    fn setup(header: &Header, pack: Arc<Pack>) -> Result<State, SetupError> {
        // 17.10.7: the South Pacific game is judged by Port Control, or by its VP schedule when chosen.
        let vp_schedule = header.options.get("vp_schedule").is_some_and(|v| v == "on");
        // 17.27, 17.38, 17.48: the tournament counting; 16.48: the tournament bid.
        let tournament = header.options.get("tournament").is_some_and(|v| v == "on");
        // The optional US CVE amphibious support rule (L2849).
        let cve_support = header.options.get("cve_support").is_some_and(|v| v == "on");
        // Rules versions (docs/games/empire-of-the-sun.md): a record replays under the rules it was
        // played with; a version this build does not know is refused.
        if !(1..=Self::meta().rules_version).contains(&header.rules) {
            return Err(SetupError(format!(
                "rules version {} of Empire of the Sun is not one this version knows (1–{})",
                header.rules,
                Self::meta().rules_version
            )));
        }
        // Rules version 5 (docs/games/empire-of-the-sun-data.md, "Counters" and "Cards"): the built-in
        // counter values and cards were rebuilt from the rulebook and Sandtable's models. A record of an
        // earlier version made with the built-in pack was played with the earlier values, which this build
        // no longer has: it is refused, saying why, rather than replayed with other numbers. A record made
        // with an owner's pack carries that pack and replays as before.
        if header.rules < DATA_REBUILT && pack.name == crate::packs::BUILTIN {
            return Err(SetupError(format!(
                "this game was recorded under rules version {} of Empire of the Sun with the built-in counter values \
                 and cards of that version; since rules version {DATA_REBUILT} they are rebuilt from the rulebook \
                 (the earlier values came from an unlicensed copy of the published counters and cards, and were \
                 removed), so this game cannot be replayed here",
                header.rules
            )));
        }
        let bid = header.options.get("bid").and_then(|v| v.trim_start_matches('+').parse::<i8>().ok()).unwrap_or(0).clamp(-9, 9);
        if let Some(text) = &header.position {
            // A position is any moment of a game (docs/positions.md): it is read as written (only the
            // automatic steps on top of a file's `step` lines run).
            let mut s = read_position(text, pack, &header.scenario, header.seed, header.rules)?;
            s.vp_schedule = vp_schedule;
            s.tournament = tournament;
            s.bid = bid;
            s.cve_support = cve_support;
            s.rules = header.rules;
            return Ok(s);
        }
        // 17.25F, 17.12: the historical Japanese hand, when the players chose it.
        let historical = header.options.get("historical_hand").is_some_and(|v| v == "on");
        let mut s = setup::new_game_with(pack, &header.scenario, header.seed, historical)?;
        s.vp_schedule = vp_schedule;
        s.tournament = tournament;
        s.bid = bid;
        s.cve_support = cve_support;
        s.rules = header.rules;
        kit_steps::settle(&mut s, SETTLE_LIMIT).map_err(|e| SetupError(format!("the set-up's automatic steps: {e}")))?;
        Ok(s)
    }

    fn prompt(state: &State) -> Prompt<Action> {
        kit_steps::prompt(state)
    }

    fn apply_legal(state: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        kit_steps::apply(state, seat, action, SETTLE_LIMIT)
    }

    fn apply_legal_then_prompt(state: &mut State, seat: Seat, action: &Action) -> Result<Option<Prompt<Action>>, Illegal> {
        kit_steps::apply_then_prompt(state, seat, action, SETTLE_LIMIT).map(Some)
    }

    /// What `viewer` sees, with supply, zones, destinations and the hit proposal ([`super::view`]).
    fn view(state: &State, viewer: crate::Viewer) -> super::view::EotsView {
        super::view::view(state, viewer)
    }

    /// The other side's hand and face-down Future Offensive and both draw piles dealt again from the
    /// same cards, and new dice ([`super::view::redraw_secrets`]).
    fn redraw_secrets(state: &State, seat: Seat, seed: u64) -> Option<State> {
        Some(super::view::redraw_secrets(state, seat, seed))
    }

    /// The whole state as JSON, less what `viewer` may not see: the other side's hand and both draw
    /// piles become counts, and the dice generator is left out.
    fn view_json(state: &State, viewer: Option<Seat>) -> serde_json::Value {
        // (Through text: the dice generator's 128-bit state has no `Value` form, and it is dropped.)
        let text = serde_json::to_string(state).expect("the state serialises");
        let mut v: serde_json::Value = serde_json::from_str(&text).expect("the state reads back");
        if let Some(o) = v.as_object_mut() {
            o.remove("chance");
            o.remove("pack");
        }
        if let Some(seat) = viewer {
            let mine = idx(side_of(seat));
            if let Some(cards) = v.get_mut("cards").and_then(|c| c.as_array_mut()) {
                for (i, c) in cards.iter_mut().enumerate() {
                    let Some(c) = c.as_object_mut() else { continue };
                    let count = |x: Option<&serde_json::Value>| x.and_then(|h| h.as_array()).map_or(0, |h| h.len());
                    let deck = count(c.get("deck"));
                    c.insert("deck".into(), serde_json::json!(deck));
                    if i != mine {
                        let hand = count(c.get("hand"));
                        c.insert("hand".into(), serde_json::json!(hand));
                        if c.get("future").is_some_and(|f| !f.is_null()) {
                            c.insert("future".into(), serde_json::json!("hidden"));
                        }
                    }
                }
            }
        }
        v
    }

    fn outcome(state: &State) -> Option<Outcome> {
        state.outcome.clone()
    }

    fn describe(state: &State, action: &Action) -> Described {
        let side = card_side(state);
        let key = |u| state.unit_data(u).key.clone();
        let notation = action.notation(&key, side);
        let unit = |u| Arg::Unit(state.unit_data(u).key.clone());
        let hex = |h: &crate::kit::hex::Hex| Arg::Hex(h.id());
        let card = |c| text::card_arg(state, side, c);
        let (label, args, target): (&str, Vec<Arg>, Option<Target>) = match action {
            Action::Oc { card: c, with } => match with {
                OcUse::Offensive => ("eots.act.oc", vec![card(*c)], Some(card_target(side, *c))),
                OcUse::ChinaOffensive => ("eots.act.oc_china", vec![card(*c)], Some(card_target(side, *c))),
                OcUse::Withdraw(u) => ("eots.act.oc_withdraw", vec![card(*c), unit(*u)], Some(unit_target(state, *u))),
                OcUse::ReturnHq(u, h) => ("eots.act.oc_return", vec![card(*c), unit(*u), hex(h)], Some(hex_target(h))),
                OcUse::BuildRoute(h) => ("eots.act.oc_route", vec![card(*c), hex(h)], Some(hex_target(h))),
                OcUse::EndRivalry => ("eots.act.oc_end_rivalry", vec![card(*c)], Some(card_target(side, *c))),
            },
            Action::Ec { card: c } => ("eots.act.ec", vec![card(*c)], Some(card_target(side, *c))),
            Action::Future { play } => ("eots.act.future", vec![Arg::Key(format!("eots.play.{}", play_key(*play)))], None),
            Action::SetFuture { card: c } => ("eots.act.set_future", vec![card(*c)], Some(card_target(side, *c))),
            Action::Discard { card: c } => ("eots.act.discard", vec![card(*c)], Some(card_target(side, *c))),
            Action::Pass => ("eots.act.pass", vec![], None),
            Action::Hq { unit: u } => ("eots.act.hq", vec![unit(*u)], Some(unit_target(state, *u))),
            Action::Activate { unit: u } => ("eots.act.activate", vec![unit(*u)], Some(unit_target(state, *u))),
            Action::Select { unit: u } => ("eots.act.select", vec![unit(*u)], Some(unit_target(state, *u))),
            Action::Unselect { unit: u } => ("eots.act.unselect", vec![unit(*u)], Some(unit_target(state, *u))),
            Action::MoveTo { mode, hex: h } => ("eots.act.move", vec![Arg::Key(format!("eots.mode.{}", mode_key(*mode).replace('-', "_"))), hex(h)], Some(hex_target(h))),
            Action::Declare { hex: h } => ("eots.act.declare", vec![hex(h)], Some(hex_target(h))),
            Action::Assign { unit: u, hex: h } => ("eots.act.assign", vec![unit(*u), hex(h)], Some(hex_target(h))),
            Action::Cover { unit: u, hex: h } => ("eots.act.cover", vec![unit(*u), hex(h)], Some(hex_target(h))),
            Action::React { card: c } => ("eots.act.react", vec![card(*c)], Some(card_target(side, *c))),
            Action::Roll => ("eots.act.roll", vec![], None),
            Action::RollAt { hex: h } => ("eots.act.roll_at", vec![hex(h)], Some(hex_target(h))),
            Action::Resolve { hex: h } => ("eots.act.resolve", vec![hex(h)], Some(hex_target(h))),
            Action::Hit { unit: u } => ("eots.act.hit", vec![unit(*u)], Some(unit_target(state, *u))),
            Action::AutoAllocate => ("eots.act.auto", vec![], None),
            Action::Keep { unit: u } => ("eots.act.keep", vec![unit(*u)], Some(unit_target(state, *u))),
            Action::Transfer { from, to } => ("eots.act.transfer", vec![unit(*from), unit(*to)], Some(unit_target(state, *from))),
            Action::RetreatTo { unit: u, hex: h } => ("eots.act.retreat", vec![unit(*u), hex(h)], Some(hex_target(h))),
            Action::Disengage { unit: u, hex: h } => ("eots.act.disengage", vec![unit(*u), hex(h)], Some(hex_target(h))),
            Action::Place { unit: u, hex: h } => ("eots.act.place", vec![unit(*u), hex(h)], Some(hex_target(h))),
            Action::Remove { unit: u } => ("eots.act.remove", vec![unit(*u)], Some(unit_target(state, *u))),
            Action::ToChinaBox { unit: u } => ("eots.act.to_china_box", vec![unit(*u)], Some(unit_target(state, *u))),
            Action::Replace { unit: u } => ("eots.act.replace", vec![unit(*u)], Some(unit_target(state, *u))),
            // An event's choice says what it chooses (notation.rs); a hit on an intrinsic step stays "Option N".
            Action::Choose { index } => match super::notation::described(state, *index as usize) {
                Some((id, args, target)) => return Described { notation, label: id, args, target },
                None => ("eots.act.choose", vec![Arg::Num(*index as i32)], None),
            },
            Action::Take { card: c } => ("eots.act.take", vec![card(*c)], Some(card_target(side, *c))),
            Action::Done => match state.steps.last() {
                // 8.21, 8.45C: say before the click which units finishing the post-battle movement loses.
                Some(super::state::steps::Step::PostBattle(p)) => match super::battle::post_battle::lost_at_end(state, p.side).len() {
                    0 => ("eots.act.done", vec![], None),
                    n => ("eots.act.done_losing", vec![Arg::Num(n as i32)], None),
                },
                _ => ("eots.act.done", vec![], None),
            },
        };
        Described { notation, label: label.to_string(), args, target }
    }

    /// An event's choice and a hit on an intrinsic step by what they name (`choose hex:2715`), beside
    /// `choose N` (notation.rs).
    fn typed_notation(state: &State, action: &Action) -> Option<String> {
        super::notation::typed(state, action)
    }

    /// A typed choice that names part of a choice's arguments, or why it fits none or several (notation.rs).
    fn read_notation(state: &State, wanted: &str, legal: &[&str]) -> Option<Result<String, String>> {
        super::notation::read(state, wanted, legal)
    }

    fn log(state: &State) -> Vec<LogEntry> {
        state.log.to_vec()
    }

    fn log_len(state: &State) -> usize {
        state.log.len()
    }

    fn turn(state: &State) -> Option<u32> {
        Some(state.tracks.turn as u32)
    }

    fn information(state: &State) -> u32 {
        state.chance.information
    }

    fn check_invariants(state: &State) -> Result<(), String> {
        super::invariants::check(state)
    }

    /// A side makes long runs of decisions (every move of an offensive), so a look two decisions ahead
    /// costs a second whole move for each one played; what ends the game at once (US Political Will at
    /// zero, the last resource, the last HQ) is one decision's doing.
    fn careful_lookahead() -> u32 {
        1
    }

    /// `sandtable pack hex empire-of-the-sun <CCRR> [sp]`: one hex of the built-in map with its hexsides.
    fn pack_query(query: &[&str]) -> Result<serde_json::Value, String> {
        match query {
            ["hex", id] | ["hex", id, _] => {
                let h = crate::kit::hex::Hex::parse(id).ok_or_else(|| format!("'{id}' is not a hex id (CCRR, e.g. 3706)"))?;
                let d = super::builtin();
                let map = if query.get(2) == Some(&"sp") { &d.sp_map } else { &d.map };
                let hex = map.get(h).ok_or_else(|| format!("hex {id} is not on the map"))?;
                let sides: Vec<serde_json::Value> = h
                    .neighbours()
                    .iter()
                    .filter_map(|n| d.hexside(h, *n).map(|s| serde_json::json!({ "to": n.id(), "side": s })))
                    .collect();
                Ok(serde_json::json!({ "hex": hex, "hexsides": sides }))
            }
            _ => Err("queries: hex <CCRR> [sp]".into()),
        }
    }

    fn texts() -> crate::text::Catalog {
        text::TEXTS
    }

    /// A counter's name (`us-5af` → "5AF", in Korean "제5공군" from unit_names.tsv).
    fn unit_name(data: &Pack, key: &str, lang: crate::text::Lang) -> Option<String> {
        data.data.unit(key).map(|u| data.data.unit_name(u, lang == crate::text::Lang::Ko).to_string())
    }

    /// The named location in a hex (1.3), if it has one: the same on both map sheets.
    fn hex_name(data: &Pack, id: &str, lang: crate::text::Lang) -> Option<String> {
        let h = crate::kit::hex::Hex::parse(id)?;
        let name = data.data.map.get(h).or_else(|| data.data.sp_map.get(h))?.name.as_deref()?;
        Some(data.data.place_name(name, lang == crate::text::Lang::Ko).to_string())
    }

    /// A card named by key in a message (`eots.card.a13-operation-watchtower`): its title and number.
    fn data_phrase(data: &Pack, key: &str, lang: crate::text::Lang) -> Option<String> {
        let card = key.strip_prefix("eots.card.")?;
        let c = data.data.cards.iter().find(|c| c.key == card)?;
        let deck = if c.side == Side::Japanese { "J" } else { "A" };
        Some(format!("{} ({deck}{})", lang.pick(&c.name_en, &c.name_ko), c.number))
    }

    /// Custom counters (custom.rs), changed and new, for the position fuzzer.
    fn position_examples() -> &'static [&'static str] {
        super::custom::EXAMPLES
    }

    /// The moment as a position file, any moment of a game under way (position.rs).
    fn position(state: &State) -> Option<String> {
        super::position::write(state)
    }

    /// The computer player (ai/: the shared search with this game's sampler, evaluation and policy).
    fn computer() -> Option<&'static dyn crate::ai::Computer> {
        Some(&crate::ai::Player::<EmpireOfTheSun>::NEW)
    }

    /// The odds of a battle's fire and of the intelligence rolls (odds.rs).
    fn odds(state: &State, action: &Action) -> Option<crate::kit::odds::Odds> {
        super::odds::odds(state, action)
    }
}

/// Whose cards the actions of the top step name: the round's player, the reaction player in the reaction
/// windows, the player who may seize the initiative.
fn card_side(state: &State) -> Side {
    use super::state::steps::{self, Step};
    match state.steps.last() {
        Some(Step::Round(steps::Round { side })) => *side,
        Some(Step::Weather | Step::Intelligence | Step::AttackReactions) => {
            state.offensive.as_ref().map_or(Side::Japanese, |o| super::state::other(o.side))
        }
        Some(Step::Initiative) if super::scenario::opening::arcadia_window(state) => Side::Allied,
        Some(Step::Initiative) => super::turn::rounds::may_seize(state).unwrap_or(Side::Japanese),
        Some(Step::Arcadia) => Side::Allied,
        _ => Side::Japanese,
    }
}

fn card_target(side: Side, c: u8) -> Target {
    let deck = if side == Side::Japanese { "j" } else { "a" };
    Target::new(TargetKind::Card, format!("{deck}{c}"))
}

fn unit_target(state: &State, u: u16) -> Target {
    Target::new(TargetKind::Unit, state.unit_data(u).key.clone())
}

fn hex_target(h: &crate::kit::hex::Hex) -> Target {
    Target::new(TargetKind::Hex, h.id())
}
