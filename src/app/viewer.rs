//! The component viewer page: a game's maps, counters and set-ups looked at without a match (the board
//! draws it: `boards::viewer`), under the shell's header.

use leptos::prelude::*;

use super::{t, Ctx, LangSwitch};

#[component]
pub fn ViewerPage(ctx: Ctx) -> impl IntoView {
    let lang = ctx.lang;
    let game = ctx.viewing.get_untracked().unwrap_or_default();
    let meta = engine::games::registry().meta(&game);
    let title = move || meta.map(|m| lang.get().pick(m.name_en, m.name_ko).to_string()).unwrap_or_default();
    let body = crate::boards::viewer(&game).map(|v| v(ctx));
    view! {
        <div class="viewer-page" data-test="viewer">
            <header class="toolbar viewer-head">
                <button class="btn btn-ghost" data-test="home" on:click=move |_| ctx.go_home(true)>{move || t(lang.get(), "app.home")}</button>
                <h1 class="viewer-title">{title}" · "<span class="viewer-sub">{move || t(lang.get(), "viewer.title")}</span></h1>
                <LangSwitch ctx=ctx />
            </header>
            {body}
        </div>
    }
}
