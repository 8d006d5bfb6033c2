// A whole South Pacific game of Empire of the Sun through the UI: random legal actions, taken where a
// player would take them — a highlighted hex clicked on the map, a counter in a stack, a card's play on
// the card, a button of the decision panel, now and then the keyboard (Tab to a button, Enter) and
// Undo — through every hot-seat curtain, until the game ends. Then:
//   - no console error on the way, and behind every curtain no card of either hand is in the page;
//   - the exported record, replayed by the CLI (`sandtable show`), ends where the board shows: the units
//     in every hex, the turn, US Political Will, the ports each side holds, and how the game ended;
//   - screenshots at 1366×768 and 390×844 of the start, an offensive with a battle and the end go to
//     test-output/eots-game/ (the phone opens the same moments from their links);
//   - the time from each click to the next painted frame (median, 95th percentile) is printed and
//     written to test-output/eots-perf.json. A report, not an assertion.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, appUrl, eotsStep as step, liftCurtain, openBrowser, rng, stopServer, waitHome, cliShow, shooter } from "./helpers.mjs";

after(stopServer);

const SEED = process.env.EOTS_GAME_SEED || "1942";
const CLICK_SEED = Number(process.env.EOTS_CLICK_SEED || 3);
const MAX_STEPS = 6000;
const shot = shooter("eots-game");

function quantile(xs, q) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}

/** Starts a South Pacific game with a fixed seed from the home page. */
async function start(page) {
  const form = page.locator('[data-game="empire-of-the-sun"] form[data-test="new-game"]');
  await form.locator('input[name="seed"]').fill(SEED);
  await form.locator('[data-test="start"]').click();
  await page.locator('[data-test="prompt-panel"]').waitFor();
  await liftCurtain(page);
  await page.locator('[data-test="game-stacks"]').waitFor();
}

/** What the board shows, for the comparison with the CLI: units per hex, turn, Political Will, ports. */
async function boardState(page) {
  return page.evaluate(() => {
    const stacks = {};
    for (const s of document.querySelectorAll('.eots-game-stacks .eots-stack[data-spot^="hex:"]')) stacks[s.dataset.spot.slice(4)] = Number(s.dataset.count);
    const strip = document.querySelector('[data-test="eots-strip"]').dataset;
    const out = document.querySelector('[data-test="outcome"]')?.dataset ?? {};
    return { stacks, turn: Number(strip.turn), pw: Number(strip.pw), ports: strip.ports, reason: out.reason, winner: out.winner };
  });
}


/** The share link of the position on screen. */
async function link(page) {
  await page.locator('[data-test="share"]').click({ force: true });
  const l = await page.locator('[data-test="share-link"]').inputValue();
  await page.locator('[data-test="toast"] .btn').click();
  return l;
}

test("a whole South Pacific game by clicks ends where the CLI's replay of its record ends", { timeout: 30 * 60 * 1000 }, async () => {
  const out = join(ROOT, "test-output");
  mkdirSync(out, { recursive: true });
  const b = await openBrowser({ width: 1366, height: 768 });
  const page = b.page;
  const rand = rng(CLICK_SEED);
  const times = [];
  const links = {};
  const counts = { button: 0, map: 0, stack: 0, fan: 0, keyboard: 0 };
  let curtains = 0;
  let undos = 0;
  try {
    await page.goto(await appUrl());
    await waitHome(page);
    await start(page);
    await shot(page, "start-1366x768");
    links.start = await link(page);
    let steps = 0;
    for (; steps < MAX_STEPS; steps++) {
      if (await page.locator('[data-test="curtain"]').count()) {
        assert.equal(await page.locator('[data-test="hand"] [data-card]').count(), 0, "a hand shows behind the curtain");
        await page.locator('[data-test="curtain-ok"]').click();
        curtains++;
      }
      if (await page.locator('[data-test="outcome"]').count()) break;
      if (steps % 53 === 52 && (await page.locator('[data-test="undo"]').isEnabled())) {
        await page.locator('[data-test="undo"]').click();
        undos++;
        continue;
      }
      if (steps % 29 === 28) {
        // The keyboard: focus the first action of the panel and press Enter.
        const first = page.locator('[data-test="prompt-panel"] [data-test="action"]').first();
        if (await first.count()) {
          await first.focus();
          await page.keyboard.press("Enter");
          counts.keyboard++;
          continue;
        }
      }
      const r = await step(page, rand(), rand() < 0.6 ? "board" : "button");
      if (r.none) break;
      assert.equal(r.mismatch, null, `map highlights differ from the actions at step ${steps}`);
      counts[r.where]++;
      times.push(r.ms);
      if (!links.battle && (await page.locator('[data-test="battle"] [data-test="fire"]').count()) && !(await page.locator('[data-test="curtain"]').count())) {
        // An offensive with a battle: the battle hex in view, the fire and the hits to place beside it.
        await page.locator('[data-test="battle"] h3 button').click();
        await page.waitForTimeout(300);
        await shot(page, "battle-1366x768");
        links.battle = await link(page);
      }
    }
    assert.ok(steps < MAX_STEPS, "the game did not end");
    await page.locator('[data-test="outcome"]').waitFor();
    await shot(page, "end-1366x768");
    links.end = await link(page);
    const shown = await boardState(page);

    const [download] = await Promise.all([page.waitForEvent("download"), page.locator('[data-test="end-export"]').click()]);
    const file = join(out, "eots-game.sandtable.json");
    await download.saveAs(file);
    const record = JSON.parse(readFileSync(file, "utf8"));
    assert.equal(record.game, "empire-of-the-sun");
    assert.equal(String(record.seed), SEED);

    const cli = cliShow(file);
    const stacks = {};
    for (const u of cli.units) {
      if (u.loc && typeof u.loc === "object" && u.loc.hex) {
        const id = `${String(u.loc.hex.col).padStart(2, "0")}${String(u.loc.hex.row).padStart(2, "0")}`;
        stacks[id] = (stacks[id] || 0) + 1;
      }
    }
    assert.deepEqual(shown.stacks, stacks, "the units in every hex");
    assert.equal(shown.turn, cli.tracks.turn, "turn");
    assert.equal(shown.pw, cli.tracks.pw, "US Political Will");
    assert.ok(cli.outcome, "the CLI's replay is over too");
    assert.equal(shown.reason, cli.outcome.reason, "how the game ended");
    const w = cli.outcome.winner;
    assert.equal(shown.winner, w === null || w === undefined ? "none" : ["japan", "allies"][w], "the winner");
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
      outcome: `${shown.winner} by ${shown.reason}`,
      turn: cli.tracks.turn,
      battle_shot: Boolean(links.battle),
    };
    writeFileSync(join(out, "eots-perf.json"), JSON.stringify(perf, null, 2));
    console.log(`# eots game: ${JSON.stringify(perf)}`);

    // The same moments on a phone, opened from their links.
    const phone = await openBrowser({ width: 390, height: 844, mobile: true });
    try {
      for (const [name, l] of Object.entries(links)) {
        await phone.page.goto(l);
        await phone.page.locator('[data-test="prompt-panel"]').waitFor();
        await liftCurtain(phone.page);
        await phone.page.locator('[data-test="game-stacks"]').waitFor();
        await phone.page.waitForTimeout(300);
        await shot(phone.page, `${name}-390x844`);
      }
      assert.deepEqual(phone.errors, [], "console errors on the phone");
    } finally {
      await phone.close();
    }
  } finally {
    await b.close();
  }
});

// 17.10.7: the new-game form's VP schedule option; the strip then shows the Japanese victory points (the
// start's 12, +3 for the Mandate, +1 for each Mandate or New Guinea port Japan holds) instead of the ports.
test("the South Pacific's VP schedule is an option of the new game and shows on the strip", { timeout: 5 * 60 * 1000 }, async () => {
  const b = await openBrowser({ width: 1366, height: 768 });
  const page = b.page;
  try {
    await page.goto(await appUrl());
    await waitHome(page);
    const form = page.locator('[data-game="empire-of-the-sun"] form[data-test="new-game"]');
    await form.locator('input[name="vp_schedule"]').check();
    await form.locator('input[name="seed"]').fill(SEED);
    await form.locator('[data-test="start"]').click();
    await page.locator('[data-test="prompt-panel"]').waitFor();
    await liftCurtain(page);
    const vp = page.locator('[data-test="eots-strip"] [data-test="vp"]');
    await vp.waitFor();
    const total = Number((await vp.locator("b").innerText()).trim());
    const title = await vp.getAttribute("title");
    assert.ok(total > 12, `the Japanese start above their 12 VP: ${total}`);
    assert.match(title, /start \+12/);
    assert.match(title, /D \+3/);
    assert.equal(await page.locator('[data-test="eots-strip"] [data-test="ports"]').count(), 0, "no port count under the VP schedule");
    await shot(page, "vp-schedule-1366x768");
    assert.deepEqual(b.errors, [], "console errors");
  } finally {
    await b.close();
  }
});
