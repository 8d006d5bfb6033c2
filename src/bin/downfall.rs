//! The web app's bundle for Downfall: the shell with that game's rules and board. Trunk builds it
//! (index.html); the boot module loads it when a page needs this game (src/boot.js).

#[cfg(target_arch = "wasm32")]
fn main() {
    sandtable::app::run(&sandtable::boards::downfall::DfBoardDef);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    sandtable::not_a_native_program();
}
