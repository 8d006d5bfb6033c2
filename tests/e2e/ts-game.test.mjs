// A whole game of Twilight Struggle through the UI: random legal actions, clicked on the prompt's
// buttons, on the map's highlighted countries and on the hand's highlighted cards, through every
// hot-seat curtain, until the game ends. Then:
//   - no console error on the way;
//   - the exported record, replayed by the CLI (`sandtable show`), ends in exactly the state the board
//     shows (every country's influence, VP, DEFCON, turn, military ops, space race, the outcome, and
//     the number of log lines);
//   - screenshots at 1366×768 and 390×844 of the start, the middle and the end go to
//     test-output/screenshots/ (the phone shots replay the recorded game up to those points);
//   - the time from each click to the next painted frame is printed (median, 95th percentile) and
//     written to test-output/perf.json. A report, not an assertion.
// Fixed seeds: the game (SEED) and the random clicker (CLICK_SEED); the same bundle plays the same game.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, appUrl, liftCurtain, openBrowser, rng, screenshot, startTs, stopServer, waitHome, cliShow, noOverflow } from "./helpers.mjs";

after(stopServer);

const SEED = process.env.TS_GAME_SEED || "1962";
const CLICK_SEED = Number(process.env.TS_CLICK_SEED || 1);
const MAX_STEPS = 4000;

/** What the board shows: every number a player can read, for the comparison with the CLI. */
async function boardState(page) {
  return page.evaluate(() => {
    const q = (s) => document.querySelector(s);
    const influence = {};
    for (const e of document.querySelectorAll(".countries [data-country]")) influence[e.dataset.country] = [Number(e.dataset.ussr), Number(e.dataset.us)];
    return {
      influence,
      vp: Number(q('[data-test="vp"]').dataset.vp),
      defcon: Number(q('[data-test="defcon"]').dataset.defcon),
      turn: Number(q('[data-test="turn"]').dataset.turn),
      milops: q('[data-test="milops"]').dataset.milops,
      space: q('[data-test="space"]').dataset.space,
      china: q('[data-test="china"]').dataset.holder,
    };
  });
}

/**
 * The clicker's policy, installed in the page: a random legal action, but a cautious one — no coup that
 * loses the game, and while DEFCON is low no coup that lowers it, whenever another choice exists (so
 * the random game lasts long enough to show the middle and the end of the game).
 */
function installPolicy() {
  window.__pick = (buttons, r) => {
    const defcon = Number(document.querySelector('[data-test="defcon"]')?.dataset.defcon || 5);
    const ok = (b) =>
      !b.classList.contains("danger") &&
      !(defcon <= 3 && b.querySelector(".row-warn")) &&
      !(defcon <= 2 && b.dataset.notation === "coup");
    const pool = buttons.filter(ok);
    const from = pool.length ? pool : buttons;
    return from[Math.floor(r * from.length)];
  };
}

/**
 * One step of the clicker, inside the page: picks a legal action (from `r`, 0..1) and clicks it where a
 * player would — the highlighted country on the map or card in the hand when exactly one action aims
 * at it, otherwise the button — then waits for the next painted frame. Returns what it did.
 */
async function step(page, r, via) {
  return page.evaluate(
    async ({ r, via }) => {
      const buttons = [...document.querySelectorAll('[data-test="prompt-panel"] [data-test="action"]')];
      if (!buttons.length) return { none: true };
      const b = window.__pick(buttons, r);
      const target = b.dataset.target || "";
      const sameTarget = buttons.filter((x) => x.dataset.target === target).length;
      // The map and the hand show the same choices as the buttons.
      const legalCountries = new Set([...document.querySelectorAll(".country.legal")].map((e) => e.dataset.country));
      const targets = new Set(buttons.map((x) => x.dataset.target).filter((t) => t.startsWith("space:")).map((t) => t.slice(6)));
      const mismatch = [...targets].filter((t) => !legalCountries.has(t)).concat([...legalCountries].filter((t) => !targets.has(t)));
      let el = b;
      let where = "button";
      if (via !== "button" && sameTarget === 1 && target.startsWith("space:")) {
        const c = document.querySelector(`.country.legal[data-country="${target.slice(6)}"]`);
        if (c) { el = c; where = "map"; }
      } else if (via !== "button" && sameTarget === 1 && target.startsWith("card:")) {
        const c = document.querySelector(`[data-test="hand"] .card.legal[data-card="${target.slice(5)}"]`);
        if (c) { el = c; where = "hand"; }
      }
      const label = b.innerText.replace(/\s+/g, " ").trim();
      const t0 = performance.now();
      el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
      await new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0)));
      return { ms: performance.now() - t0, where, target, label, mismatch };
    },
    { r, via },
  );
}

function quantile(xs, q) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}


test("a whole game by random clicks ends where the CLI's replay of its record ends", { timeout: 20 * 60 * 1000 }, async () => {
  const out = join(ROOT, "test-output");
  mkdirSync(out, { recursive: true });
  const b = await openBrowser({ width: 1366, height: 768 });
  const page = b.page;
  const rand = rng(CLICK_SEED);
  const times = [];
  const checkpoints = { start: 0, mid: null };
  let curtains = 0;
  let undos = 0;
  const counts = { button: 0, map: 0, hand: 0, real: 0 };
  try {
    await page.goto(await appUrl());
    await waitHome(page);
    await startTs(page, SEED);
    await page.evaluate(installPolicy);
    await screenshot(page, "ts-start-1366x768");
    let steps = 0;
    for (; steps < MAX_STEPS; steps++) {
      if (await page.locator('[data-test="curtain"]').count()) {
        // Behind the curtain no card of either hand is in the page.
        assert.equal(await page.locator('[data-test="hand"] [data-card]').count(), 0, "a hand shows behind the curtain");
        await page.locator('[data-test="curtain-ok"]').click();
        curtains++;
      }
      if (await page.locator('[data-test="end-screen"]').count()) break;
      // Now and then: take a decision back (when the rules allow), or click with a real mouse.
      if (steps % 37 === 36 && (await page.locator('[data-test="undo"]').isEnabled())) {
        await page.locator('[data-test="undo"]').click();
        undos++;
        continue;
      }
      if (steps % 23 === 22) {
        // A real mouse click (Playwright moves the pointer and clicks) on the policy's choice.
        const r = rand();
        const index = await page.evaluate((r) => {
          const buttons = [...document.querySelectorAll('[data-test="prompt-panel"] [data-test="action"]')];
          return buttons.length ? Number(window.__pick(buttons, r).dataset.index) : -1;
        }, r);
        if (index >= 0) {
          await page.locator(`[data-test="prompt-panel"] [data-test="action"][data-index="${index}"]`).click();
          counts.real++;
          continue;
        }
      }
      const via = rand() < 0.5 ? "board" : "button";
      const r = await step(page, rand(), via);
      if (r.none) break;
      assert.deepEqual(r.mismatch, [], `map highlights differ from the buttons at step ${steps}`);
      counts[r.where]++;
      times.push(r.ms);
      if (checkpoints.mid === null) {
        const turn = Number(await page.locator('[data-test="turn"]').getAttribute("data-turn"));
        if (turn >= 4 || steps === 400) {
          await liftCurtain(page);
          checkpoints.mid = await page.evaluate(() => Number(JSON.parse(localStorage.getItem(Object.keys(localStorage).find((k) => k.startsWith("sandtable.save."))) || "{}")?.summary?.moves ?? -1));
          await screenshot(page, "ts-mid-1366x768");
        }
      }
    }
    assert.ok(steps < MAX_STEPS, "the game did not end");
    const end = page.locator('[data-test="end-screen"]');
    await end.waitFor();
    await screenshot(page, "ts-end-1366x768");
    const winner = await end.getAttribute("data-winner");
    const reason = await end.getAttribute("data-reason");
    const shown = await boardState(page);

    // The record, exported as a player would.
    const [download] = await Promise.all([page.waitForEvent("download"), page.locator('[data-test="end-export"]').click()]);
    const file = join(out, "ts-game.sandtable.json");
    await download.saveAs(file);
    const record = JSON.parse(readFileSync(file, "utf8"));
    assert.equal(record.game, "twilight-struggle");
    assert.equal(String(record.seed), SEED);

    // The log lists every entry (a run of one action's points is one line: data-n counts its entries).
    await page.locator('[data-test="end-close"]').click();
    await page.locator('[data-test="tab-log"]').click();
    const logLines = await page.$$eval('[data-test="log"] > li', (els) => els.reduce((n, e) => n + Number(e.dataset.n || 1), 0));

    const cli = cliShow(file);
    // `show` names things: influence by country key, pairs by seat name (docs/cli.md). An older CLI
    // gave arrays in country-id and seat order; both are read.
    const pair = (x) => (Array.isArray(x) ? x : [x.ussr, x.us]);
    const countries = readFileSync(join(ROOT, "engine/src/games/twilight_struggle/data/countries.tsv"), "utf8")
      .split("\n")
      .filter((l) => l.trim() && !l.startsWith("#"))
      .slice(1)
      .map((l) => l.split("\t")[0]);
    // (Keyed by country, a country with no influence may be left out.)
    const cliInfluence = (key, id) => pair(Array.isArray(cli.influence) ? cli.influence[id] : cli.influence[key] ?? { ussr: 0, us: 0 });
    const keys = Object.keys(shown.influence);
    assert.equal(keys.length, countries.length, "every country is on the map");
    if (!Array.isArray(cli.influence)) for (const k of Object.keys(cli.influence)) assert.ok(keys.includes(k), `${k} is on the map`);
    // Country ids are the row order of the data pack's countries.tsv.
    countries.forEach((key, id) => assert.deepEqual(shown.influence[key], cliInfluence(key, id), `influence in ${key}`));
    assert.equal(shown.vp, cli.vp, "VP");
    assert.equal(shown.defcon, cli.defcon, "DEFCON");
    assert.equal(shown.turn, cli.turn, "turn");
    assert.equal(shown.milops, pair(cli.milops).join("/"), "military ops");
    assert.equal(shown.space, pair(cli.space).join("/"), "space race");
    assert.equal(shown.china, cli.china.holder ?? "none", "China Card");
    assert.ok(cli.outcome, "the CLI's replay is over too");
    assert.equal(reason, cli.outcome.reason, "how the game ended");
    const w = cli.outcome.winner;
    const cliWinner = w === null || w === undefined ? "none" : typeof w === "string" ? w : ["ussr", "us"][w];
    assert.equal(winner, cliWinner, "the winner");
    assert.equal(logLines, cli.log.length, "log lines");
    assert.deepEqual(b.errors, [], "console errors during the game");

    const perf = {
      clicks: times.length,
      median_ms: Number(quantile(times, 0.5).toFixed(1)),
      p95_ms: Number(quantile(times, 0.95).toFixed(1)),
      max_ms: Number(Math.max(...times).toFixed(1)),
      actions: record.actions.length,
      curtains,
      undos,
      via: counts,
      outcome: `${winner} by ${reason}`,
      turn: cli.turn,
    };
    writeFileSync(join(out, "perf.json"), JSON.stringify(perf, null, 2));
    console.log(`# ts game: ${JSON.stringify(perf)}`);

    // The same game on a phone: the start, the middle and the end, opened from records cut at those points.
    const phone = await openBrowser({ width: 390, height: 844, mobile: true });
    try {
      const p = phone.page;
      await p.goto(await appUrl());
      await waitHome(p);
      const mid = checkpoints.mid > 0 ? checkpoints.mid : Math.floor(record.actions.length / 2);
      for (const [name, n] of [["start", 0], ["mid", mid], ["end", record.actions.length]]) {
        // A record cut short carries no checksum (it is of the whole record).
        const { check: _check, ...uncut } = record;
        const cut = { ...uncut, actions: record.actions.slice(0, n) };
        await p.locator('[data-test="home"]').count().then(async (c) => c && (await p.locator('[data-test="home"]').click()));
        await waitHome(p);
        await p.locator('[data-test="file-input"]').setInputFiles({ name: `${name}.sandtable.json`, mimeType: "application/json", buffer: Buffer.from(JSON.stringify(cut)) });
        await p.locator('[data-test="prompt-panel"]').waitFor();
        await liftCurtain(p);
        await p.waitForTimeout(150);
        await noOverflow(p, `phone (${name})`);
        await screenshot(p, `ts-${name}-390x844`);
        if (name === "end") {
          await p.locator('[data-test="end-screen"]').waitFor();
          assert.equal(await p.locator('[data-test="end-screen"]').getAttribute("data-reason"), reason);
        }
      }
      assert.deepEqual(phone.errors, [], "console errors on the phone");
    } finally {
      await phone.close();
    }
  } finally {
    await b.close();
  }
});
