//! The component viewer (to be drawn).

use leptos::prelude::*;

use crate::app::Ctx;

pub fn viewer(_ctx: Ctx) -> AnyView {
    view! { <p>"…"</p> }.into_any()
}
