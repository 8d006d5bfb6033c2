//! The computer's turns on the game page: whenever it decides, the page asks the worker (app/ai.rs) and
//! plays the answer through the same path as a click — the same log, the same autosave — at a pace a
//! person can follow. An answer to a position that has changed meanwhile (an undo, another game opened)
//! is dropped.

use std::cell::Cell;
use std::rc::Rc;

use leptos::prelude::*;

use super::ai::{self, Answer, Ask};
use super::game::Toast;
use super::{dom, session, Ctx};

/// A computer move is shown at least this long after the previous one (ms), so a person sees it.
pub const PACE_VS_PERSON: f64 = 450.0;

/// The pace of a game against the computer: [`PACE_VS_PERSON`], or session storage's `sandtable.pace`
/// (ms; the browser tests play whole games with 0).
pub fn pace_vs_person() -> f64 {
    dom::session_get("sandtable.pace").and_then(|p| p.parse::<f64>().ok()).map_or(PACE_VS_PERSON, |p| p.clamp(0.0, 10_000.0))
}
/// The time limit of one computer decision (ms), on top of its level's own number of playouts.
pub const DECISION_LIMIT: f64 = 2500.0;
/// The time limit of a hint (ms).
pub const HINT_LIMIT: f64 = 900.0;

/// What the page shows while the computer works for it.
#[derive(Clone, Debug, PartialEq)]
pub enum Hint {
    Thinking,
    /// The candidates for the position after `moves` actions.
    Ready { moves: usize, options: Vec<ai::Option_> },
    Failed(String),
}

/// The position a request was made at: the slot and the number of actions.
fn position() -> Option<(String, usize)> {
    let s = session()?;
    let s = s.borrow();
    Some((s.slot.clone(), s.m.record().actions.len()))
}

/// The record and pack to send to the worker.
fn request_parts() -> Option<(String, Option<engine::packs::ImportedPack>)> {
    let s = session()?;
    let s = s.borrow();
    Some((s.m.record().to_json(), ai::pack_of(s.m.as_ref())))
}

/// Keeps the computer playing its seats: call once per game page. `play` plays an action by index;
/// `paused` holds it (a stopped demo); `thinking` names the seat it is thinking for.
pub fn drive(ctx: Ctx, tick: RwSignal<u32>, toast: RwSignal<Option<Toast>>, play: Callback<usize>, paused: Signal<bool>, thinking: RwSignal<Option<u8>>, pace: f64) {
    let asked: Rc<Cell<Option<usize>>> = Rc::new(Cell::new(None));
    let last_move_at = Rc::new(Cell::new(0.0f64));
    // The previous decision's seat and question: a run of the same one (influence placed a point at a
    // time, the set-up's pieces) goes at a third of the pace.
    let last_kind: Rc<std::cell::RefCell<Option<(Option<u8>, String)>>> = Rc::new(std::cell::RefCell::new(None));
    Effect::new(move |_| {
        tick.track();
        if paused.get() {
            thinking.set(None);
            asked.set(None);
            return;
        }
        let Some(sess) = session() else { return };
        let (decides, seat, level, over, demo) = {
            let s = sess.borrow();
            let level = match (&s.computer, s.m.seat()) {
                (Some(c), Some(seat)) => c.level_of(seat).to_string(),
                (Some(c), None) => c.level.clone(),
                (None, _) => String::new(),
            };
            (s.computer_decides(), s.m.seat(), level, s.m.outcome().is_some(), s.demo)
        };
        if over && demo {
            thinking.set(None);
            return next_demo_game(ctx);
        }
        if !decides {
            thinking.set(None);
            asked.set(None);
            return;
        }
        let Some((slot, moves)) = position() else { return };
        if asked.get() == Some(moves) {
            return;
        }
        asked.set(Some(moves));
        thinking.set(seat);
        let Some((record, pack)) = request_parts() else { return };
        let kind = session().map(|s| (s.borrow().m.seat(), s.borrow().m.prompt().id));
        let pace = if kind.is_some() && *last_kind.borrow() == kind { pace / 3.0 } else { pace };
        *last_kind.borrow_mut() = kind;
        let asked = asked.clone();
        let last_move_at = last_move_at.clone();
        ai::ask(Ask::Choose { level }, record, pack, DECISION_LIMIT, dom::random_u32() as u64, move |result: Result<Answer, String>| {
            if position() != Some((slot.clone(), moves)) {
                return;
            }
            match result {
                Ok(a) => {
                    let wait = (pace - (dom::now_ms() - last_move_at.get())).max(0.0);
                    set_timeout(
                        move || {
                            // Still the same position, and not stopped meanwhile?
                            if position() == Some((slot, moves)) && !paused.get_untracked() {
                                last_move_at.set(dom::now_ms());
                                play.run(a.index);
                            } else {
                                asked.set(None);
                                tick.update(|n| *n += 1);
                            }
                        },
                        std::time::Duration::from_millis(wait as u64),
                    );
                }
                Err(e) => {
                    thinking.set(None);
                    toast.set(Some(Toast::error("computer.failed", e)));
                }
            }
        });
    });
}

/// A demo goes on with a new game a while after one ends.
fn next_demo_game(ctx: Ctx) {
    let Some(created) = session().map(|s| s.borrow().created) else { return };
    set_timeout(
        move || {
            let same = session().is_some_and(|s| {
                let s = s.borrow();
                s.demo && s.created == created
            });
            if same {
                let game = session().map(|s| s.borrow().m.meta().id.to_string()).unwrap_or_default();
                let _ = ctx.start_demo(&game);
            }
        },
        std::time::Duration::from_millis(super::demo::between_games_ms()),
    );
}

/// Asks for a hint for the seat deciding now; `hint` shows it.
pub fn ask_hint(hint: RwSignal<Option<Hint>>) {
    let Some((_, moves)) = position() else { return };
    let Some((record, pack)) = request_parts() else { return };
    hint.set(Some(Hint::Thinking));
    ai::ask(Ask::Hint, record, pack, HINT_LIMIT, dom::random_u32() as u64, move |result| {
        if position().map(|p| p.1) != Some(moves) {
            return hint.set(None);
        }
        hint.set(Some(match result {
            Ok(a) => Hint::Ready { moves, options: a.candidates },
            Err(e) => Hint::Failed(e),
        }));
    });
}
