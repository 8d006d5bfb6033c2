//! The web app's bundle for NATO: The Cold War Goes Hot: the shell with that game's rules and board.
//! Trunk builds it (index.html); the boot module loads it when a page needs this game (src/boot.js).

#[cfg(target_arch = "wasm32")]
fn main() {
    sandtable::app::run(&sandtable::boards::nato::NatoBoardDef);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    sandtable::not_a_native_program();
}
