//! Small browser helpers: time, randomness, clipboard, files, URL.

use wasm_bindgen::JsCast;

pub fn window() -> web_sys::Window {
    web_sys::window().expect("a browser window")
}

/// A phone-sized screen: narrower than the stylesheet's 900 px breakpoint (its `max-width: 899px` rules).
/// Read once where a board decides how to open (folded displays, the first view of a map).
pub fn narrow() -> bool {
    window().inner_width().ok().and_then(|w| w.as_f64()).is_some_and(|w| w < 900.0)
}

/// The banner of a bug (app::report_panics): what happened, in both languages (the page's language is in
/// the dead module), and that saves are kept. Nothing on a worker (no document).
pub fn show_crash(message: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let (Ok(p), Some(body)) = (doc.create_element("p"), doc.body()) else { return };
    p.set_class_name("crash");
    let _ = p.set_attribute("role", "alert");
    let _ = p.set_attribute("data-test", "crash");
    p.set_text_content(Some(&format!(
        "Sandtable met a bug and stopped ({message}). Your saved games are kept; reload the page to go on, and please report \
         this message. · Sandtable에 버그가 생겨 멈췄습니다 ({message}). 저장된 게임은 그대로입니다. 페이지를 새로 고쳐 이어 하시고, 이 메시지를 알려 주세요."
    )));
    let _ = body.prepend_with_node_1(&p);
}

pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// A random u32 from the platform's cryptographic generator (seeds and save ids; never rules).
pub fn random_u32() -> u32 {
    let mut buf = [0u8; 4];
    let ok = window().crypto().and_then(|c| c.get_random_values_with_u8_array(&mut buf)).is_ok();
    if ok {
        u32::from_le_bytes(buf)
    } else {
        // No crypto (very old browser): Math.random is enough for a seed the player can see.
        (js_sys::Math::random() * 4_294_967_296.0) as u32
    }
}

/// A new save id: time-ordered and unique enough for one browser.
pub fn new_id() -> String {
    format!("{}-{:08x}", (now_ms() as u64), random_u32())
}

/// A date and time, short, written the way the app's language writes them (`2025. 3. 14. 오후 02:05`
/// in Korean), not the browser's.
pub fn format_date(lang: crate::i18n::Lang, ms: f64) -> String {
    let locale = match lang {
        crate::i18n::Lang::En => "en-US",
        crate::i18n::Lang::Ko => "ko-KR",
    };
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    let date: String = d.to_locale_date_string(locale, &wasm_bindgen::JsValue::UNDEFINED).into();
    let opts = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&opts, &"hour".into(), &"2-digit".into());
    let _ = js_sys::Reflect::set(&opts, &"minute".into(), &"2-digit".into());
    let time: String = d.to_locale_time_string_with_options(locale, &opts).into();
    format!("{date} {time}")
}

/// The page address without query or fragment: where links point.
pub fn base_url() -> String {
    let loc = window().location();
    format!("{}{}", loc.origin().unwrap_or_default(), loc.pathname().unwrap_or_else(|_| "/".into()))
}

pub fn query_param(name: &str) -> Option<String> {
    let search = window().location().search().ok()?;
    let params = web_sys::UrlSearchParams::new_with_str(&search).ok()?;
    params.get(name)
}

pub fn fragment() -> String {
    window().location().hash().unwrap_or_default()
}

thread_local! {
    static LEAVING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Loads another page (another bundle: src/boot.js picks it from the address).
pub fn navigate(url: &str) {
    LEAVING.with(|l| l.set(true));
    let _ = window().location().assign(url);
}

/// Whether this page is already loading another (a handover under way): nothing else should navigate.
pub fn leaving() -> bool {
    LEAVING.with(|l| l.get())
}

/// Session storage (this tab only), for what a page hands over to the next. `None` when unavailable.
pub fn session_take(key: &str) -> Option<String> {
    let s = window().session_storage().ok()??;
    let v = s.get_item(key).ok()?;
    let _ = s.remove_item(key);
    v
}

/// A value of session storage (without taking it).
pub fn session_get(key: &str) -> Option<String> {
    window().session_storage().ok().flatten()?.get_item(key).ok().flatten()
}

/// Writes session storage; whether it worked.
pub fn session_put(key: &str, value: &str) -> bool {
    window().session_storage().ok().flatten().is_some_and(|s| s.set_item(key, value).is_ok())
}

/// Changes the address bar without reloading (`push` adds a history entry).
pub fn set_url(url: &str, push: bool) {
    if let Ok(h) = window().history() {
        let _ = if push {
            h.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(url))
        } else {
            h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(url))
        };
    }
}

/// Copies text to the clipboard; resolves to whether it worked.
pub async fn copy_text(text: &str) -> bool {
    let clipboard = window().navigator().clipboard();
    wasm_bindgen_futures::JsFuture::from(clipboard.write_text(text)).await.is_ok()
}

/// A blob of `text` with its MIME type.
pub fn text_blob(text: &str, mime: &str) -> Option<web_sys::Blob> {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let bag = web_sys::BlobPropertyBag::new();
    bag.set_type(mime);
    web_sys::Blob::new_with_str_sequence_and_options(&parts, &bag).ok()
}

/// Offers `text` as a file download.
pub fn download(filename: &str, text: &str, mime: &str) {
    if let Some(blob) = text_blob(text, mime) {
        offer(filename, &blob);
    }
}

/// Offers a blob as a file download, through a hidden link.
fn offer(filename: &str, blob: &web_sys::Blob) {
    let Ok(url) = web_sys::Url::create_object_url_with_blob(blob) else { return };
    let doc = window().document().expect("document");
    if let Ok(a) = doc.create_element("a") {
        let a: web_sys::HtmlAnchorElement = a.unchecked_into();
        a.set_href(&url);
        a.set_download(filename);
        a.set_attribute("style", "display:none").ok();
        if let Some(body) = doc.body() {
            let _ = body.append_child(&a);
            a.click();
            let _ = body.remove_child(&a);
        }
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Reads the first file chosen in an `<input type=file>` as text.
pub async fn read_file(input: &web_sys::HtmlInputElement) -> Option<Result<String, String>> {
    let file = input.files()?.get(0)?;
    if file.size() > 5.0 * 1024.0 * 1024.0 {
        return Some(Err("the file is larger than 5 MB: it is not a Sandtable record".into()));
    }
    let text = wasm_bindgen_futures::JsFuture::from(file.text()).await;
    input.set_value("");
    Some(text.map(|v| v.as_string().unwrap_or_default()).map_err(|_| "the file could not be read".into()))
}

/// Every file chosen in `input` (several files, or a folder's), as (file name, bytes). Files over 20 MB
/// are refused.
pub async fn read_files(input: &web_sys::HtmlInputElement) -> Result<Vec<(String, Vec<u8>)>, String> {
    let Some(list) = input.files() else { return Ok(vec![]) };
    let mut out = vec![];
    for i in 0..list.length() {
        let Some(file) = list.get(i) else { continue };
        if file.size() > 20.0 * 1024.0 * 1024.0 {
            return Err(format!("{}: larger than 20 MB", file.name()));
        }
        let buf = wasm_bindgen_futures::JsFuture::from(file.array_buffer()).await.map_err(|_| format!("{}: could not be read", file.name()))?;
        out.push((file.name(), js_sys::Uint8Array::new(&buf).to_vec()));
    }
    input.set_value("");
    Ok(out)
}

/// Offers bytes as a file download.
pub fn download_bytes(filename: &str, bytes: &[u8], mime: &str) {
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let bag = web_sys::BlobPropertyBag::new();
    bag.set_type(mime);
    if let Ok(blob) = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &bag) {
        offer(filename, &blob);
    }
}

/// Asks the player for a line of text (save names): the browser's own prompt, accessible everywhere.
pub fn ask(message: &str, default: &str) -> Option<String> {
    window().prompt_with_message_and_default(message, default).ok().flatten()
}

pub fn confirm(message: &str) -> bool {
    window().confirm_with_message(message).unwrap_or(false)
}

/// Registers the service worker (offline play). Failure only means no offline support.
pub fn register_service_worker() {
    let sw = window().navigator().service_worker();
    let _ = sw.register("./sw.js");
}

thread_local! {
    static KEYBOARD: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether the player's last input was the keyboard (a key press) rather than a pointer: the app then
/// keeps a visible keyboard focus on the next decision.
pub fn keyboard_mode() -> bool {
    KEYBOARD.with(|k| k.get())
}

/// Watches the window's key presses and pointer presses for [`keyboard_mode`]. Call once.
pub fn watch_input_mode() {
    use wasm_bindgen::closure::Closure;
    let w = window();
    let key = Closure::<dyn FnMut(web_sys::Event)>::new(|_| KEYBOARD.with(|k| k.set(true)));
    let pointer = Closure::<dyn FnMut(web_sys::Event)>::new(|_| KEYBOARD.with(|k| k.set(false)));
    let _ = w.add_event_listener_with_callback_and_bool("keydown", key.as_ref().unchecked_ref(), true);
    let _ = w.add_event_listener_with_callback_and_bool("pointerdown", pointer.as_ref().unchecked_ref(), true);
    key.forget();
    pointer.forget();
}
