//! Empire of the Sun's game board: the map sheet with the counters where the engine has them, the
//! legal choices highlighted on the map and listed as buttons, the hand, the offensive under way, the
//! tracks, and the log.
//!
//! Everything is drawn from one seat's [`GameView`]: the engine's state with what that seat may not see
//! taken out, and the supply the engine computed. No rule is re-implemented here: what can be clicked is
//! what the prompt's actions target (`hex:4021`, `unit:us-1mar-div`, `card:a13`).

mod battle;
mod board;
mod hand;
mod layer;
mod side;
mod strip;

use std::sync::Arc;

use engine::games::empire_of_the_sun::data::EotsData;
use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
use engine::games::empire_of_the_sun::state::{idx, side_of, Pack};
use engine::games::empire_of_the_sun::view::EotsView;
use engine::{AnyMatch, Viewer};
use leptos::prelude::*;

use crate::app::game::Snapshot;
use crate::boards::{Board, BoardProps, BoardView};

use super::facts::Which;

/// What one seat sees of the match: the engine's view ([`EotsView`]: the state less what the seat may
/// not see, supply, zones, the moving unit's destinations, the hit proposal) and the pack it is drawn
/// from.
pub struct GameView {
    pub pack: &'static Pack,
    pub view: Arc<EotsView>,
}

impl std::ops::Deref for GameView {
    type Target = EotsView;
    fn deref(&self) -> &EotsView {
        &self.view
    }
}

impl GameView {
    pub fn data(&self) -> &'static EotsData {
        &self.pack.data
    }

    pub fn which(&self) -> Which {
        match self.state.sheet {
            engine::games::empire_of_the_sun::state::Sheet::Main => Which::Main,
            engine::games::empire_of_the_sun::state::Sheet::SouthPacific => Which::SouthPacific,
        }
    }
}

/// The board's view of the snapshot, if it is Empire of the Sun's.
pub fn view_of(s: &Snapshot) -> Option<&GameView> {
    s.board.as_ref()?.data.downcast_ref::<GameView>()
}

/// The packs of the matches this page has shown, kept for the page's life (the map layers and the
/// counters are drawn from `'static` data).
fn keep(pack: &Arc<Pack>) -> &'static Pack {
    thread_local! {
        static KEPT: std::cell::RefCell<Vec<&'static Arc<Pack>>> = const { std::cell::RefCell::new(vec![]) };
    }
    KEPT.with(|k| {
        let mut k = k.borrow_mut();
        if let Some(p) = k.iter().copied().find(|p| Arc::ptr_eq(p, pack) || p.hash == pack.hash) {
            return &**p;
        }
        let kept: &'static Arc<Pack> = Box::leak(Box::new(pack.clone()));
        k.push(kept);
        &**kept
    })
}

/// The engine's view of `m` for `viewer`, with its pack.
fn game_view(m: &dyn AnyMatch, viewer: Viewer) -> Option<GameView> {
    let em = m.as_any().downcast_ref::<engine::Match<EmpireOfTheSun>>()?;
    let pack = keep(&em.state().pack.0);
    let view = m.view_any(viewer).downcast::<EotsView>().ok()?;
    Some(GameView { pack, view })
}

/// Empire of the Sun's entry in the board registry.
pub struct EotsBoardDef;

impl Board for EotsBoardDef {
    fn game(&self) -> &'static str {
        "empire-of-the-sun"
    }

    fn viewer(&self) -> Option<crate::boards::Viewer> {
        // The viewer is in the game's home bundle; its page bundle leaves it out (app::HOME).
        if crate::app::HOME {
            Some(super::viewer)
        } else {
            None
        }
    }

    // The game page's parts below are in the page and full bundles only: the home bundle, which has no game
    // page (app::PLAYS), never draws a match, and leaves them out.
    fn view(&self, m: &dyn AnyMatch, viewer: Option<u8>) -> BoardView {
        if !crate::app::PLAYS {
            return BoardView { data: Arc::new(()), log: vec![], secrets: false };
        }
        let v = game_view(m, Viewer::from_seat(viewer)).expect("an Empire of the Sun match");
        let decider = m.seat().filter(|_| m.outcome().is_none());
        let secrets = decider.is_some_and(|d| v.hand_of == Some(side_of(d)) && v.hands[idx(side_of(d))] > 0);
        BoardView { data: Arc::new(v), log: m.log(), secrets }
    }

    /// What both players may see: the engine's public view (no hand, no face-down Future Offensive).
    fn public(&self, m: &dyn AnyMatch, view: &BoardView, _seat: u8) -> BoardView {
        if !crate::app::PLAYS {
            return view.clone();
        }
        match game_view(m, Viewer::Public) {
            Some(v) => BoardView { data: Arc::new(v), log: view.log.clone(), secrets: false },
            None => view.clone(),
        }
    }

    fn render(&self, props: BoardProps) -> AnyView {
        if !crate::app::PLAYS {
            return ().into_any();
        }
        view! { <board::EotsGame p=props /> }.into_any()
    }

    fn curtain_recap(&self, props: BoardProps, seat: u8) -> AnyView {
        if !crate::app::PLAYS {
            return ().into_any();
        }
        view! { <side::Recap p=props seat=seat /> }.into_any()
    }
}
