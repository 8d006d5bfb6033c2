//! Downfall's full bundle: the same app as its page bundle (src/bin/downfall.rs) with the position reader (the
//! `native-positions` feature, 40–55 KiB brotli), which the page bundle leaves out to keep its first load
//! under the budget. A record that starts from a position (a link, a file, a save made from one) opens in it
//! (`?full=1`, src/boot.js); the computer player stays in the page bundle (docs/web-size.md).

#[cfg(target_arch = "wasm32")]
fn main() {
    sandtable::app::run(&sandtable::boards::downfall::DfBoardDef);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    sandtable::not_a_native_program();
}
