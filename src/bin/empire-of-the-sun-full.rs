//! Empire of the Sun's full bundle: the same app as its page bundle (src/bin/empire-of-the-sun.rs) with the
//! computer player and the position reader (the `full` feature), which the page bundle leaves out to keep
//! its first load under the budget. The page's Web Worker loads this one when a game against the computer
//! starts (src/app/ai.rs), and a record that starts from a position opens in it (`?full=1`, src/boot.js);
//! docs/web-size.md.

#[cfg(target_arch = "wasm32")]
fn main() {
    sandtable::app::run(&sandtable::boards::empire_of_the_sun::play::EotsBoardDef);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    sandtable::not_a_native_program();
}
