//! Sandtable's web app (Leptos, client-side rendering) and the pure parts it is built on.
//!
//! `i18n`, `saves` and the boards' words are plain Rust, tested natively by `cargo test --workspace`; the
//! browser app in `app` and the boards' views exist only on wasm32, so native builds never compile
//! Leptos.

pub mod boards;
pub mod i18n;
pub mod saves;

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod bench;

/// What the web bundles' binaries say when run natively.
pub fn not_a_native_program() -> ! {
    eprintln!(
        "This is the browser app: build and serve it with scripts/run.sh. \
         The command-line tool is `cargo run --release --bin sandtable -- help`."
    );
    std::process::exit(2);
}

#[cfg(test)]
mod tests {
    /// src/boot.js picks a bundle by a link's game code: its table must agree with the engine's catalog,
    /// and every bundle index.html lists must be built there.
    #[test]
    fn the_boot_module_knows_every_game_and_every_bundle_is_built() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let boot = std::fs::read_to_string(root.join("src/boot.js")).unwrap();
        for meta in engine::games::catalog::ALL {
            let entry = format!("{}: \"{}\"", meta.code, meta.id);
            assert!(boot.contains(&entry), "src/boot.js's CODES lacks {entry}");
        }
        let index = std::fs::read_to_string(root.join("index.html")).unwrap();
        let list = index.split("<script id=\"bundles\" type=\"application/json\">").nth(1).unwrap().split("</script>").next().unwrap();
        let bundles: Vec<String> = serde_json::from_str(list).unwrap();
        assert_eq!(bundles[0], "twilight-struggle", "the first bundle is the default");
        for id in &bundles {
            assert!(engine::games::catalog::ALL.iter().any(|m| m.id == id), "{id} is no game");
            assert!(index.contains(&format!("data-bin=\"{id}\" data-type=\"worker\"")), "index.html builds no bundle for {id}");
            assert!(index.contains(&format!("data-cargo-features=\"{id}\"")), "{id}'s bundle is built without its feature");
        }
    }
}
