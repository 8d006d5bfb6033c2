//! The page's first module: it picks the bundle this page needs — the game of a link, a save, a handover or
//! the last game played — and loads it (src/boot.js, where the choice is made). It carries no game and no
//! UI, so the first thing a visitor downloads is tiny.

#[cfg(target_arch = "wasm32")]
mod boot {
    use wasm_bindgen::prelude::*;

    #[wasm_bindgen(module = "/src/boot.js")]
    extern "C" {
        fn boot();
    }

    pub fn run() {
        boot();
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    boot::run();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    sandtable::not_a_native_program();
}
