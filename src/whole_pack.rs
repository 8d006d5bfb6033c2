//! The whole built-in data pack, fetched when a page needs its notes.
//!
//! Empire of the Sun's, Downfall's and NATO's bundles embed their built-in tables without their notes
//! (every row's source cut to its kind; engine/build/pack_strip.rs): the rules never read them, and they
//! are a third to a half of the pack's weight (docs/web-size.md). Empire of the Sun's component viewer
//! (each hex's and counter's source, the counts of the reconstruction; it draws first and asks after) and
//! the pack box's download need them (Downfall's and NATO's boards show no row's source): they call [`ensure`], which fetches the whole pack the build put beside the bundle (scripts/post-build.mjs; the service worker precaches it,
//! so it works offline after one visit) through the boot module (src/boot.js), and hands it to the
//! engine, which refuses a file that is not this version's pack.

/// Whether `game`'s page still lacks the whole pack ([`ensure`] fetches it): the engine's answer
/// (`Game::lacks_whole_pack`), false for a game whose code is in another bundle.
pub fn missing(game: &str) -> bool {
    engine::games::registry().get(game).is_ok_and(|e| e.lacks_whole_pack())
}

/// Hands the whole pack's files to `game`'s engine, which refuses a file that is not this version's pack.
fn install(game: &str, files: Vec<(String, String)>) -> Result<(), String> {
    let entry = engine::games::registry().get(game).map_err(|e| e.0)?;
    entry.install_whole_pack(files)
}

/// Fetches and installs the whole built-in pack of `game` if its bundle lacks it (once per page); `Err`
/// says why it could not, in words for the player. Only a bundle that embeds a stripped pack carries the
/// fetch (the others answer at once).
pub async fn ensure(game: &str) -> Result<(), String> {
    if !missing(game) {
        return Ok(());
    }
    let text = fetch(game).await?;
    let files: Vec<(String, String)> = serde_json::from_str(&text).map_err(|e| format!("the file of the built-in tables is damaged ({e})"))?;
    install(game, files)?;
    // For the browser tests: the page has its notes.
    if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        let _ = root.set_attribute("data-pack-notes", "loaded");
    }
    Ok(())
}

/// The whole pack's file, as text, through the boot module's `sandtableWholePack(game)`.
async fn fetch(game: &str) -> Result<String, String> {
    use wasm_bindgen::JsCast;
    let load = js_sys::Reflect::get(&js_sys::global(), &"sandtableWholePack".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .ok_or("this page was not started by the boot module")?;
    let promise = load
        .call1(&wasm_bindgen::JsValue::NULL, &game.into())
        .ok()
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok())
        .ok_or("the boot module gave no answer")?;
    match wasm_bindgen_futures::JsFuture::from(promise).await {
        Ok(text) => text.as_string().ok_or_else(|| "the file of the built-in tables is not text".to_string()),
        Err(e) => Err(e
            .dyn_ref::<js_sys::Error>()
            .map(|e| String::from(e.message()))
            .or_else(|| e.as_string())
            .unwrap_or_else(|| "the file of the built-in tables could not be loaded".into())),
    }
}
