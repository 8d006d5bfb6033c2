//! The web app's bundle for Empire of the Sun: the shell with that game's rules and board. Trunk builds it
//! (index.html); the boot module loads it when a page needs this game (src/boot.js).

#[cfg(target_arch = "wasm32")]
fn main() {
    sandtable::app::run(&sandtable::boards::empire_of_the_sun::play::EotsBoardDef);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    sandtable::not_a_native_program();
}
