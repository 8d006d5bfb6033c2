//! Empire of the Sun's home bundle: the same app as its page bundle (src/bin/empire-of-the-sun.rs) with the
//! home page, the component viewer and the pack box (the `home` feature) instead of the game page (`play`).
//! The game's page bundle leaves them out to keep its first load under the budget; the two hand over to
//! each other (src/app/mod.rs, src/boot.js; docs/web-size.md).

#[cfg(target_arch = "wasm32")]
fn main() {
    sandtable::app::run(&sandtable::boards::empire_of_the_sun::play::EotsBoardDef);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    sandtable::not_a_native_program();
}
