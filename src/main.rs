//! The web app's entry point: Trunk builds this binary to WebAssembly (see index.html).

#[cfg(target_arch = "wasm32")]
fn main() {
    if !sandtable::bench::run_if_requested() {
        sandtable::app::start();
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "sandtable-web is the browser app: build and serve it with scripts/run.sh. \
         The command-line tool is `cargo run --release --bin sandtable -- help`."
    );
    std::process::exit(2);
}
