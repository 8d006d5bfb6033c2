//! Sandtable's web app (Leptos, client-side rendering) and the pure parts it is built on.
//!
//! `i18n`, `saves` and the boards' words are plain Rust, tested natively by `cargo test --workspace`; the
//! browser app in `app` and the boards' views exist only on wasm32, so native builds never compile
//! Leptos.

pub mod auction;
pub mod boards;
pub mod dice;
pub mod i18n;
pub mod rules;
pub mod saves;
pub mod table;

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod bench;
#[cfg(target_arch = "wasm32")]
pub mod whole_pack;

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
    /// index.html's bundle section (written by scripts/bundles.mjs) lists exactly the games that have a
    /// board, in the catalog's order, each with its catalog link code, a rust link built with its feature,
    /// and its board's stylesheet where it has one; each has its binary, and the first is the default.
    #[test]
    fn index_html_builds_a_bundle_for_every_board() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let index = std::fs::read_to_string(root.join("index.html")).unwrap();
        let list = index.split("<script id=\"bundles\" type=\"application/json\">").nth(1).unwrap().split("</script>").next().unwrap();
        let bundles: Vec<serde_json::Value> = serde_json::from_str(list).unwrap();
        let boards: Vec<&engine::GameMeta> = engine::games::catalog::ALL
            .iter()
            .copied()
            .filter(|m| root.join("src/boards").join(m.id.replace('-', "_")).is_dir())
            .collect();
        let listed: Vec<(&str, &str)> = bundles.iter().map(|b| (b["id"].as_str().unwrap(), b["code"].as_str().unwrap())).collect();
        let want: Vec<(&str, &str)> = boards.iter().map(|m| (m.id, m.code)).collect();
        assert_eq!(listed, want, "index.html is stale: run `node scripts/bundles.mjs`");
        assert_eq!(want[0].0, "twilight-struggle", "the first bundle is the default");
        for m in boards {
            let module = m.id.replace('-', "_");
            assert!(index.contains(&format!("data-bin=\"{}\" data-type=\"worker\"", m.id)), "index.html builds no bundle for {}", m.id);
            // A split game (docs/web-size.md): its page bundle with the game page only, its home bundle with the
            // home page and the viewer only, its full bundle with the game page, the computer and the position
            // reader; a game with a full bundle only (Downfall, NATO, Kutuzov): its page bundle with everything
            // but the position reader, its full bundle with it too.
            let link = |bin: &str, features: &str| format!("data-bin=\"{bin}\" data-type=\"worker\" data-bindgen-target=\"web\" data-cargo-no-default-features data-cargo-features=\"{features}\" ");
            let entry = bundles.iter().find(|b| b["id"] == m.id).unwrap();
            if entry["full"] == true && entry["home"] != true {
                // A game whose position reader alone is in a second bundle: its page bundle carries the rest.
                assert!(index.contains(&link(m.id, &format!("{},full,home,play", m.id))), "{}'s page bundle", m.id);
                assert!(index.contains(&link(&format!("{}-full", m.id), &format!("{},full,home,play,native-positions", m.id))), "{}'s full bundle", m.id);
                assert!(root.join(format!("src/bin/{}-full.rs", m.id)).is_file(), "{} has no src/bin/{}-full.rs", m.id, m.id);
            } else if entry["full"] == true {
                assert!(index.contains(&link(m.id, &format!("{},play", m.id))), "{}'s page bundle", m.id);
                assert!(index.contains(&link(&format!("{}-home", m.id), &format!("{},home", m.id))), "{}'s home bundle", m.id);
                assert!(index.contains(&link(&format!("{}-full", m.id), &format!("{},full,play", m.id))), "{}'s full bundle", m.id);
                for kind in ["full", "home"] {
                    assert!(root.join(format!("src/bin/{}-{kind}.rs", m.id)).is_file(), "{} has no src/bin/{}-{kind}.rs", m.id, m.id);
                }
            } else {
                assert!(index.contains(&link(m.id, &format!("{},full,home,play", m.id))), "{}'s bundle is built without its features", m.id);
            }
            assert!(root.join(format!("src/bin/{}.rs", m.id)).is_file(), "{} has no src/bin/{}.rs", m.id, m.id);
            let css = format!("src/boards/{module}/board.css");
            assert_eq!(root.join(&css).is_file(), index.contains(&css), "{css} and index.html disagree: run `node scripts/bundles.mjs`");
        }
    }
}
