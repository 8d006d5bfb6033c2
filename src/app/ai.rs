//! The computer player in the browser (docs/ai.md): its searches run in a Web Worker, so the board stays
//! responsive while it thinks.
//!
//! The worker is this very bundle loaded a second time (the browser has its code cached; no extra
//! download, and it works offline): a tiny module script made here imports the bundle, whose entry point
//! finds no window and answers requests instead of starting the app ([`serve_if_worker`]). A game whose
//! page bundle is built without the `full` feature (Empire of the Sun's, scripts/bundles.mjs, to keep its
//! first load under the budget) has the worker load its full bundle instead: fetched when the first request is
//! made, precached by the service worker like every file (docs/web-size.md). A request carries the
//! match's record (and its data pack when it is an imported one: a worker has no localStorage); the
//! worker replays it and asks `engine::ai`, which reads only what the deciding seat may see. Should no
//! worker start (an old browser, a blocked module), the same request runs on the page after a frame:
//! slower to answer, but the game goes on — where the page's bundle has the computer player; a page
//! bundle without it says that the computer could not start.

use std::cell::RefCell;
use std::collections::HashMap;

use engine::packs::ImportedPack;
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// What the page asks the computer.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ask {
    /// The action the computer of `level` takes at the current decision.
    Choose { level: String },
    /// The strongest level's top three candidates for the deciding seat.
    Hint,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Request {
    pub id: u32,
    pub ask: Ask,
    /// The match's record (JSON).
    pub record: String,
    /// The imported data pack the record names, if it is not the built-in one.
    pub pack: Option<ImportedPack>,
    /// A time limit (ms) on top of the level's own number of playouts.
    pub millis: f64,
    pub seed: u64,
}

/// One action the computer weighed, as the page shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Option_ {
    pub index: usize,
    pub notation: String,
    /// Its estimated chance of winning for the deciding seat (0–1).
    pub win: Option<f64>,
}

/// The computer's answer: the action (an index of the prompt when the request was made) and the best
/// candidates, best first.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Answer {
    pub index: usize,
    pub candidates: Vec<Option_>,
    /// The number of actions of the record it answered (the page drops an answer to an older position).
    pub moves: usize,
}

#[derive(Serialize, Deserialize)]
struct Reply {
    id: u32,
    result: Result<Answer, String>,
}

/// Whether `game` has a computer player (the catalog's word: a page bundle built without the `full`
/// feature has none in its own code, its worker's bundle has).
pub fn supports(game: &str) -> bool {
    engine::games::catalog::ALL.iter().any(|m| m.id == game && m.computer)
}

/// The levels a player may pick, gentlest first (`level1` …).
pub fn levels() -> Vec<String> {
    (1..=engine::ai::TOP_LEVEL).map(|n| engine::ai::Level::Search(n).name()).collect()
}

/// The level a new game against the computer starts with.
pub const DEFAULT_LEVEL: &str = "level2";

/// Answers a request (in the worker, or on the page as a fallback). Only in a bundle with the computer
/// player (the `full` feature): a page bundle without it never serves as the worker.
#[cfg(feature = "full")]
fn answer(req: &Request) -> Result<Answer, String> {
    use engine::ai::{self, Budget, Level};
    let record = engine::Record::from_json(&req.record)?;
    let mut library = engine::packs::Library::new();
    if let Some(p) = req.pack.clone() {
        library.add(p);
    }
    let m = engine::games::registry().load(&record, &library).map_err(|e| e.to_string())?;
    let moves = m.record().actions.len();
    let clock = || js_sys::Date::now();
    let budget = Budget::millis(req.millis, &clock);
    let pick = |c: &ai::Candidate| Option_ { index: c.index, notation: c.notation.clone(), win: c.win_estimate };
    match &req.ask {
        Ask::Choose { level } => {
            // A save naming a level this version lacks plays on at the strongest one.
            let level = Level::parse(level).unwrap_or(Level::Search(ai::TOP_LEVEL));
            let c = engine::computer::choose(m.as_ref(), level, &budget, req.seed)?;
            Ok(Answer { index: c.index, candidates: c.candidates.iter().take(3).map(pick).collect(), moves })
        }
        Ask::Hint => {
            let c = engine::computer::hint(m.as_ref(), &budget, req.seed)?;
            let first = c.first().ok_or("no candidate")?.index;
            Ok(Answer { index: first, candidates: c.iter().map(pick).collect(), moves })
        }
    }
}

#[cfg(feature = "full")]
fn reply_json(req_id: u32, result: Result<Answer, String>) -> String {
    serde_json::to_string(&Reply { id: req_id, result }).unwrap_or_default()
}

#[cfg(feature = "full")]
fn handle(text: &str) -> String {
    match serde_json::from_str::<Request>(text) {
        Ok(req) => reply_json(req.id, answer(&req)),
        Err(e) => reply_json(0, Err(format!("not a request: {e}"))),
    }
}

// ---- the worker's side ------------------------------------------------------------------------------

/// In a page bundle without the computer player: true in a worker (which has nothing to serve and starts no
/// app; the page's worker loads the full bundle), false on a page.
#[cfg(not(feature = "full"))]
pub fn serve_if_worker() -> bool {
    js_sys::global().dyn_into::<web_sys::DedicatedWorkerGlobalScope>().is_ok()
}

/// In a worker: answers the page's requests and returns true (the app is not started). On a page: false.
#[cfg(feature = "full")]
pub fn serve_if_worker() -> bool {
    let Ok(scope) = js_sys::global().dyn_into::<web_sys::DedicatedWorkerGlobalScope>() else { return false };
    let post = {
        let scope = scope.clone();
        move |text: String| {
            let _ = scope.post_message(&JsValue::from_str(&text));
        }
    };
    // Requests that arrived while the module loaded were queued by the worker's script.
    if let Ok(queue) = js_sys::Reflect::get(&scope, &JsValue::from_str("__sandtableQueue")) {
        if let Ok(queue) = queue.dyn_into::<js_sys::Array>() {
            for m in queue.iter() {
                if let Some(text) = m.as_string() {
                    post(handle(&text));
                }
            }
        }
    }
    let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
        if let Some(text) = e.data().as_string() {
            post(handle(&text));
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = js_sys::Reflect::set(&scope, &JsValue::from_str("__sandtableReady"), &JsValue::TRUE);
    true
}

// ---- the page's side --------------------------------------------------------------------------------

type Done = Box<dyn FnOnce(Result<Answer, String>)>;

struct Client {
    /// `None` once a worker failed to start: requests then run on the page.
    worker: Option<web_sys::Worker>,
    pending: HashMap<u32, (Request, Done)>,
    next: u32,
}

thread_local! {
    static CLIENT: RefCell<Option<Client>> = const { RefCell::new(None) };
}

/// The script and wasm files the worker loads (index.html's `#bundles`, written by scripts/post-build.mjs):
/// this very bundle as the boot module loaded it when it has the computer player (the `full` feature: a
/// page opened as the full bundle, `?full=1`, is that one), else this game's full bundle. Downfall's, NATO's
/// and Kutuzov's page bundles have the computer; their full bundles add only the position readers, so their
/// worker reuses the page's bundle and never downloads the full one.
fn bundle_urls() -> Option<(String, String)> {
    let doc = web_sys::window()?.document()?;
    let root = doc.document_element()?;
    let game = root.get_attribute("data-bundle")?;
    let list = doc.get_element_by_id("bundles")?.text_content()?;
    let v: serde_json::Value = serde_json::from_str(&list).ok()?;
    let page = v.get(&game)?;
    let full = page.get("full").filter(|f| f.is_object());
    let this_is_full = root.get_attribute("data-full").is_some();
    let b = if cfg!(feature = "full") && !this_is_full { page } else { full.unwrap_or(page) };
    let abs = |f: &str| web_sys::Url::new_with_base(f, &doc.base_uri().ok()??).ok().map(|u| u.href());
    Some((abs(b.get("js")?.as_str()?)?, abs(b.get("wasm")?.as_str()?)?))
}

fn start_worker() -> Option<web_sys::Worker> {
    let (js, wasm) = bundle_urls()?;
    let script = format!(
        "self.__sandtableQueue = [];\n\
         self.onmessage = (e) => self.__sandtableQueue.push(e.data);\n\
         import({js:?}).then((m) => m.default({{ module_or_path: {wasm:?} }}))\n\
           .catch((e) => self.postMessage(JSON.stringify({{ id: 0, result: {{ Err: 'the computer player could not load: ' + e }} }})));\n"
    );
    let blob = super::dom::text_blob(&script, "text/javascript")?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
    let opts = web_sys::WorkerOptions::new();
    opts.set_type(web_sys::WorkerType::Module);
    let worker = web_sys::Worker::new_with_options(&url, &opts).ok()?;
    let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
        let Some(text) = e.data().as_string() else { return };
        let Ok(reply) = serde_json::from_str::<Reply>(&text) else { return };
        if reply.id == 0 {
            // The worker could not load: everything waiting runs on the page.
            return give_up_worker();
        }
        mark_where("worker");
        let done = CLIENT.with(|c| c.borrow_mut().as_mut().and_then(|c| c.pending.remove(&reply.id)));
        if let Some((_, done)) = done {
            done(reply.result);
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
        e.prevent_default();
        give_up_worker();
    });
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    Some(worker)
}

/// Stops using the worker and runs what it had been asked on the page.
fn give_up_worker() {
    let waiting: Vec<(Request, Done)> = CLIENT.with(|c| {
        let mut c = c.borrow_mut();
        let Some(c) = c.as_mut() else { return vec![] };
        if let Some(w) = c.worker.take() {
            w.terminate();
        }
        c.pending.drain().map(|(_, v)| v).collect()
    });
    for (req, done) in waiting {
        run_on_page(req, done);
    }
}

/// Notes on the page where the computer's last answer came from (`data-computer`: worker or page), for
/// the browser tests and anyone curious.
fn mark_where(place: &str) {
    if let Some(el) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        let _ = el.set_attribute("data-computer", place);
    }
}

/// Without the `full` feature the page has no search to run (its worker's bundle has it).
#[cfg(not(feature = "full"))]
fn run_on_page(_req: Request, done: Done) {
    leptos::prelude::set_timeout(
        move || done(Err("the computer player could not start: this browser did not start its Web Worker".into())),
        std::time::Duration::from_millis(0),
    );
}

#[cfg(feature = "full")]
fn run_on_page(req: Request, done: Done) {
    // After a frame, so the page can draw "thinking" first; a shorter limit, since the page waits.
    leptos::prelude::set_timeout(
        move || {
            let mut req = req;
            req.millis = req.millis.min(600.0);
            mark_where("page");
            done(answer(&req))
        },
        std::time::Duration::from_millis(30),
    );
}

/// Asks the computer; `done` gets the answer (on the page's thread, later).
pub fn ask(ask: Ask, record: String, pack: Option<ImportedPack>, millis: f64, seed: u64, done: impl FnOnce(Result<Answer, String>) + 'static) {
    let done: Done = Box::new(done);
    let (req, worker) = CLIENT.with(|c| {
        let mut c = c.borrow_mut();
        let c = c.get_or_insert_with(|| Client { worker: start_worker(), pending: HashMap::new(), next: 1 });
        let id = c.next;
        c.next += 1;
        (Request { id, ask, record, pack, millis, seed }, c.worker.clone())
    });
    match worker {
        Some(w) => {
            let text = serde_json::to_string(&req).unwrap_or_default();
            if w.post_message(&JsValue::from_str(&text)).is_ok() {
                CLIENT.with(|c| {
                    if let Some(c) = c.borrow_mut().as_mut() {
                        c.pending.insert(req.id, (req, done));
                    }
                });
            } else {
                run_on_page(req, done);
            }
        }
        None => run_on_page(req, done),
    }
}

/// The imported data pack a match was set up with, if it is not the built-in one (for the worker).
pub fn pack_of(m: &dyn engine::AnyMatch) -> Option<ImportedPack> {
    let want = m.record().header.pack.clone()?;
    super::packs::stored().into_iter().find(|p| p.game == m.meta().id && p.name == want.name)
}
