// Shared set-up for the browser tests: the system Chromium through playwright-core, a fresh profile per
// context, the dist/ bundle on a dedicated 127.0.0.1 port, and a console-error collector.
import assert from "node:assert/strict";
import { chromium } from "playwright-core";
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { serve } from "./server.mjs";

export const ROOT = resolve(import.meta.dirname, "../..");
export const DIST = process.env.SANDTABLE_DIST || join(ROOT, "dist");
export const SHOTS = join(ROOT, "test-output", "screenshots");
export const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
// shared/toolchain.md: exactly these arguments.
export const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

let served;
/** The bundle's URL (one server per test file, on a free 127.0.0.1 port unless E2E_PORT is set). */
export async function appUrl() {
  if (!served) served = await serve(DIST, Number(process.env.E2E_PORT || 0));
  return served.url;
}

export async function stopServer() {
  if (served) {
    await new Promise((ok) => served.server.close(ok));
    served = undefined;
  }
}

/**
 * A browser context with its own fresh user-data-dir, like a new browser on a new machine.
 * Returns { context, page, errors, close }; `errors` collects console errors and page errors.
 */
export async function openBrowser({ width = 1366, height = 768, mobile = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "sandtable-e2e-"));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width, height },
    deviceScaleFactor: mobile ? 2 : 1,
    isMobile: mobile,
    hasTouch: mobile,
    locale: "en-US",
  });
  const errors = [];
  const watch = (page) => {
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(`console: ${msg.text()}`);
    });
    page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
  };
  context.pages().forEach(watch);
  context.on("page", watch);
  const page = context.pages()[0] || (await context.newPage());
  return {
    context,
    page,
    errors,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function screenshot(page, name) {
  await shooter()(page, name);
}

/** A test file's screenshot function: `name`.png in test-output/`folder` (test-output/screenshots by default). */
export function shooter(...folder) {
  const dir = folder.length ? join(ROOT, "test-output", ...folder) : SHOTS;
  return async (page, name) => {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `${name}.png`) });
  };
}

/** Fails when the page scrolls sideways: it is wider than the `where` (the screen, the phone) it is shown on. */
export async function noOverflow(page, where = "screen") {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the ${where}`);
}

/** Waits until the home page lists its games. */
export async function waitHome(page) {
  await page.locator('[data-test="game-list"] .game-card').first().waitFor();
}

/** Starts a new Twilight Struggle game with a fixed seed from the home page and lifts the curtain. */
export async function startTs(page, seed = "12345") {
  const form = page.locator('[data-game="twilight-struggle"] form[data-test="new-game"]');
  await form.locator('input[name="seed"]').fill(seed);
  await form.locator('[data-test="start"]').click();
  await page.locator('[data-test="prompt-panel"]').waitFor();
  await liftCurtain(page);
}

/** Opens the game a link holds (`#…` or `?…`, as `sandtable link encode` writes it), waits for its board
 * (`ready`, a selector) and lifts the hot-seat curtain. */
export async function openLink(page, link, ready) {
  await page.goto(`${await appUrl()}${link}`);
  await page.locator(ready).first().waitFor({ timeout: 30000 });
  await liftCurtain(page);
}

/** Clicks the hot-seat curtain away if it is down. */
export async function liftCurtain(page) {
  // After a load the page first boots (src/boot.js picks the bundle): wait for the game page and a frame.
  await page.locator('[data-test="menu"]').waitFor({ state: "attached" });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  const curtain = page.locator('[data-test="curtain"]');
  if (await curtain.isVisible()) {
    await page.locator('[data-test="curtain-ok"]').click();
    await curtain.waitFor({ state: "detached" });
  }
}

/** The influence numbers of every country on the map, as { key: "ussr/us" }. */
export async function boardNumbers(page) {
  return page.$$eval("[data-country]", (els) =>
    Object.fromEntries(els.map((e) => [e.dataset.country, `${e.dataset.ussr}/${e.dataset.us}`])),
  );
}

/** The number of actions in the open game's autosave (-1 when there is none). */
export function savedMoves(page) {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("sandtable.save."));
    return key ? JSON.parse(localStorage.getItem(key)).record.actions.length : -1;
  });
}

export async function promptText(page) {
  return (await page.locator('[data-test="prompt"]').innerText()).trim();
}

/** A small seeded generator (mulberry32): the clickers' choices repeat from run to run. */
export function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One step of Empire of the Sun's clicker (eots-game, eots-scenarios), inside the page: picks a legal action (from `r`) and takes it where a player
 * would — the hex on the map, the counter in its stack, the card's play button — when exactly one action
 * aims there, else the panel's button; then waits for the next painted frame.
 */
export async function eotsStep(page, r, via) {
  return page.evaluate(
    async ({ r, via }) => {
      const frame = () => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0)));
      const focused = [...document.querySelectorAll('[data-test="focused-actions"] [data-test="action"]')];
      const buttons = focused.length ? focused : [...document.querySelectorAll('[data-test="prompt-panel"] [data-test="action"], [data-test="card-play"]')];
      if (!buttons.length) return { none: true };
      // A random player, but not one that withdraws its HQs (6.13): with none left on the map it loses
      // at once (17.10.7), and the game would end before a battle.
      const pool = buttons.filter((x) => !/ withdraw /.test(x.title || ""));
      const from = pool.length ? pool : buttons;
      const b = from[Math.floor(r * from.length)];
      const target = b.dataset.target || "";
      const same = buttons.filter((x) => x.dataset.target === target).length;
      // The map's highlighted hexes are the actions' hex targets.
      const hexTargets = new Set(buttons.map((x) => x.dataset.target).filter((t) => t && t.startsWith("hex:")));
      const drawn = Number(document.querySelector('[data-test="targets"]')?.dataset.count ?? -1);
      const mismatch = focused.length || drawn === hexTargets.size ? null : `${drawn} highlighted, ${hexTargets.size} hex targets`;
      const label = b.innerText.replace(/\s+/g, " ").trim();
      const t0 = performance.now();
      let where = "button";
      if (via === "board" && same === 1 && target.startsWith("hex:") && !focused.length) {
        const id = target.slice(4);
        const R = 20, A = R * 0.8660254037844386;
        const col = Number(id.slice(0, 2)), row = Number(id.slice(2));
        const svg = document.querySelector("svg.eots-svg");
        const pt = svg.createSVGPoint();
        pt.x = col * 1.5 * R;
        pt.y = row * 2 * A + (col & 1 ? A : 0);
        const s = pt.matrixTransform(svg.getScreenCTM());
        svg.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window, clientX: s.x, clientY: s.y }));
        where = "map";
      } else if (via === "board" && same === 1 && target.startsWith("unit:") && !focused.length) {
        const key = target.slice(5);
        const counter = document.querySelector(`.eots-game-stacks [data-unit="${key}"]`);
        const stack = counter?.closest(".eots-stack");
        if (stack && stack.dataset.count === "1") {
          stack.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
          where = "stack";
        } else if (stack) {
          stack.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
          await frame();
          const inFan = document.querySelector(`.eots-fan [data-unit="${key}"]`)?.closest(".fan-unit");
          if (inFan) {
            inFan.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
            where = "fan";
          } else {
            b.click();
          }
        } else {
          b.click();
        }
      } else {
        b.click();
      }
      await frame();
      return { ms: performance.now() - t0, where, target, label, mismatch };
    },
    { r, via },
  );
}

/**
 * The CLI's replay of a record file: its full view (docs/cli.md `show`). The CLI is the `fast` profile's
 * build (SANDTABLE_CLI names another, used as it is): cargo brings it up to date first, which is a no-op
 * after scripts/test.sh has built it — never the release profile, whose fat LTO took minutes inside a
 * browser test.
 */
export function cliShow(file) {
  return JSON.parse(cli(["show", file]));
}

/** The CLI's output for `args` (the same build as [`cliShow`]'s). */
export function cli(args) {
  const bin = process.env.SANDTABLE_CLI || join(ROOT, "target", "fast", "sandtable");
  if (!process.env.SANDTABLE_CLI) {
    execFileSync("cargo", ["build", "-q", "--profile", "fast", "-p", "sandtable-engine", "--bin", "sandtable"], { cwd: ROOT, stdio: "inherit", timeout: 30 * 60 * 1000 });
  }
  return execFileSync(bin, args, { cwd: ROOT, encoding: "utf8", maxBuffer: 256 << 20, timeout: 5 * 60 * 1000 });
}

/**
 * The map follows the play: when a decision rings places on the map (`rings`, a selector), at least one
 * of them is in view inside the map's SVG (`map`, a selector); the board moves to the nearest when all
 * are off screen.
 */
export async function ringedInView(page, rings, map) {
  await page.waitForFunction(([rings, map]) => {
    const all = [...document.querySelectorAll(rings)];
    if (all.length === 0) return true;
    const m = document.querySelector(map).getBoundingClientRect();
    return all.some((r) => {
      const b = r.getBoundingClientRect();
      const x = b.x + b.width / 2, y = b.y + b.height / 2;
      return x >= m.left && x <= m.right && y >= m.top && y <= m.bottom;
    });
  }, [rings, map], { timeout: 5000 });
}

/** The place names drawn on a map (`selector`, SVG text), as the browser measures them in its own font,
 * and the pairs written over each other or touching side by side ("Wiesbadennkfurt"): side by side two
 * names need a little room (with their halos, names that merely touch read as one); one above the other
 * they may touch. */
export async function crossingNames(page, selector) {
  return page.evaluate((selector) => {
    const boxes = [...document.querySelectorAll(selector)].filter((t) => t.textContent).map((t) => ({ name: t.textContent, b: t.getBBox() }));
    const crossing = [];
    const [room, touch] = [0.8, 0.3];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [p, q] = [boxes[i].b, boxes[j].b];
        if (p.x - room < q.x + q.width && q.x - room < p.x + p.width && p.y + touch < q.y + q.height && q.y + touch < p.y + p.height) crossing.push(`${boxes[i].name} × ${boxes[j].name}`);
      }
    }
    return { crossing, named: boxes.length };
  }, selector);
}

/** Opens `?demo=…` (`query`) in `lang`: Korean is picked on the home page first (a key or a touch would
 * stop the demo) and kept. */
export async function openDemoIn(page, query, lang) {
  if (lang === "ko") {
    await page.goto(await appUrl());
    await waitHome(page);
    await page.getByRole("button", { name: "한국어" }).click();
  }
  await page.goto(`${await appUrl()}${query}`);
}
