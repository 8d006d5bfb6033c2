// The page's first module (src/bin/boot.rs calls `boot`): it picks the bundle this page needs and loads it.
// The web app is one bundle per game — the whole shell with one game's rules and board — so a visitor
// downloads only the game in front of them (docs/architecture.md). The bundles' hashed file names are in
// index.html's `#bundles` (written by scripts/post-build.mjs).
//
// Which bundle, in order: `?game=<id>` (a handover from another bundle), `?view=<id>` (its component
// viewer), a game link in the fragment
// (`#ts-2-…`: its code), `?play=<save>` (that save's game), `?demo=<game>`, `?bench=<game>`, the last game played here,
// else the first bundle (its home page lists every game).
//
// A game may be split in three bundles (`full` and `home` in its map entry, scripts/bundles.mjs): its page
// bundle has the game page only, without the computer player and the position reader. `?full=1` loads the
// full bundle as the page (the page bundle hands a record that starts from a position over to it); the
// computer's Web Worker loads it too (src/app/ai.rs). The home page, the component viewer (`?view=`) and
// the pack box (a handover asking for the packs) load the home bundle; a game (a link, `?play=`, `?demo=`,
// `?bench=`, a handover with a new game or a file) the page bundle (src/app/mod.rs, `HOME`, `PLAYS`).
// Downfall, NATO and Kutuzov have a full bundle only (`full` without `home`): their page bundle has the
// home page and the computer, and `?full=1` loads the full one, which adds the position reader.

const SAVE_PREFIX = "sandtable.save.";
const LAST_GAME = "sandtable.last-game";

function stored(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

// `bundles`: index.html's map of the games with a bundle, each with its link code (scripts/bundles.mjs).
function wanted(bundles) {
  const params = new URLSearchParams(location.search);
  if (params.get("game")) return params.get("game");
  if (params.get("view")) return params.get("view");
  const code = location.hash.replace(/^#/, "").trim().match(/^([a-z]+)-/);
  const linked = code && Object.keys(bundles).find((id) => bundles[id].code === code[1]);
  if (linked) return linked;
  const slot = params.get("play");
  if (slot) {
    try {
      const save = JSON.parse(stored(SAVE_PREFIX + slot));
      if (save && typeof save.game === "string") return save.game;
    } catch {
      // An unreadable save: the app says so on its home page.
    }
  }
  if (params.get("demo")) return params.get("demo");
  if (params.get("bench")) return params.get("bench");
  return stored(LAST_GAME);
}

// Whether the address asks for the home page or the viewer rather than a game (a split game's home
// bundle): not a link, a save, a demo or a benchmark, nor a handover of a new game or a file (src/app/mod.rs,
// `Intent`: "packs" asks for the home page's pack box).
function wantsHome() {
  const params = new URLSearchParams(location.search);
  if (params.get("view")) return true;
  if (/^#?[a-z]+-/.test(location.hash.trim())) return false;
  if (params.get("play") || params.get("demo") || params.get("bench")) return false;
  if (params.get("game")) {
    let intent = null;
    try {
      intent = JSON.parse(sessionStorage.getItem("sandtable.intent"));
    } catch {
      intent = null;
    }
    return intent === null || intent === "packs";
  }
  return true;
}

function failed(error) {
  const boot = document.getElementById("boot");
  if (!boot) return;
  const p = document.createElement("p");
  p.className = "boot-error";
  p.setAttribute("role", "alert");
  p.textContent =
    `Sandtable could not load its code (${error}). Reload the page to try again; your saved games are untouched. · ` +
    `Sandtable의 코드를 불러오지 못했습니다 (${error}). 페이지를 새로 고쳐 다시 시도하세요. 저장된 게임은 그대로입니다.`;
  boot.appendChild(p);
}

// The whole built-in data pack of a bundle that embeds its tables without their notes (`pack` in the
// bundle map, written by scripts/post-build.mjs): fetched once, when a page needs the notes (the component
// viewer once it has drawn, the pack's download; src/whole_pack.rs calls `sandtableWholePack(game)`). The promise gives the
// file's text or fails with a message for the player.
function wholePack(bundles) {
  const loads = {};
  return (game) => {
    const file = bundles[game] && bundles[game].pack;
    if (!file) return Promise.reject(new Error(`no built-in tables for ${game}`));
    if (!loads[game]) {
      loads[game] = fetch(new URL(file, document.baseURI).href)
        .then((r) => {
          if (!r.ok) throw new Error(`${file}: HTTP ${r.status}`);
          return r.text();
        })
        .catch((e) => {
          delete loads[game];
          throw new Error(navigator.onLine === false ? `${file}: offline and not stored yet` : e && e.message ? e.message : String(e));
        });
    }
    return loads[game];
  };
}

export function boot() {
  let bundles;
  try {
    bundles = JSON.parse(document.getElementById("bundles").textContent);
  } catch (e) {
    return failed("no bundle list");
  }
  const games = Object.keys(bundles);
  let game = wanted(bundles);
  if (!bundles[game]) game = games[0];
  const page = bundles[game];
  if (!page) return failed("no bundle");
  const full = new URLSearchParams(location.search).get("full") === "1" && page.full;
  const home = !full && page.home && wantsHome() ? page.home : null;
  const bundle = full || home || page;
  document.documentElement.dataset.bundle = game;
  if (full) document.documentElement.dataset.full = "1";
  if (home) document.documentElement.dataset.home = "1";
  globalThis.sandtableWholePack = wholePack(bundles);
  const url = (file) => new URL(file, document.baseURI).href;
  import(url(bundle.js))
    .then((module) => module.default({ module_or_path: url(bundle.wasm) }))
    .catch((e) => failed(e && e.message ? e.message : String(e)));
}
