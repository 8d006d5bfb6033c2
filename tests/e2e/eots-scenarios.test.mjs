// Empire of the Sun's main-map scenarios through the UI:
//   - the new-game form lists every offered scenario with South Pacific first (the default), shows the
//     South Pacific's VP-schedule option for it only, and starts each scenario on its first turn;
//   - a whole 1943 game (17.3) from the home page, by the same clicker as eots-game.test.mjs (a random legal
//     action, taken on the map, in a stack, on a card or in the panel), through every hot-seat curtain,
//     until the game ends with a result shown; the strip shows the scenario, its turns and the Japanese
//     victory points of its schedule (17.38) all along;
//   - screenshots at 1366×768 and 390×844 of the start, the middle and the end go to
//     test-output/eots-scenarios/ (the phone opens the same moments from their links).
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, appUrl, eotsStep, liftCurtain, openBrowser, rng, shooter, stopServer, waitHome } from "./helpers.mjs";

after(stopServer);

const SEED = process.env.EOTS_1943_SEED || "1943";
const CLICK_SEED = Number(process.env.EOTS_1943_CLICK_SEED || 5);
const MAX_STEPS = 4000;
const SHOTS = join(ROOT, "test-output", "eots-scenarios");
const shot = shooter("eots-scenarios");
// engine/src/games/catalog.rs, in this order.
const SCENARIOS = ["south_pacific", "s1942", "s1943", "s1944", "s1942_1943", "s1943_1944", "s1942_1944", "short_campaign", "shorter_campaign", "campaign"];
const TURNS = { south_pacific: 3, s1942: 2, s1943: 5, s1944: 8, s1942_1943: 2, s1943_1944: 5, s1942_1944: 2, short_campaign: 2, shorter_campaign: 5, campaign: 1 };

function form(page) {
  return page.locator('[data-game="empire-of-the-sun"] form[data-test="new-game"]');
}

async function startScenario(page, scenario, seed) {
  const f = form(page);
  await f.locator("select").first().selectOption(scenario);
  await f.locator('input[name="seed"]').fill(seed);
  await f.locator('[data-test="start"]').click();
  await page.locator('[data-test="prompt-panel"]').waitFor();
  await liftCurtain(page);
  await page.locator('[data-test="game-stacks"]').waitFor();
}

/** The share link of the position on screen. */
async function link(page) {
  await page.locator('[data-test="share"]').click({ force: true });
  const l = await page.locator('[data-test="share-link"]').inputValue();
  await page.locator('[data-test="toast"] .btn').click();
  return l;
}

test("the new-game form offers every scenario, the VP schedule for the South Pacific only, and starts each", { timeout: 4 * 60 * 1000 }, async () => {
  const b = await openBrowser({ width: 1366, height: 768 });
  const page = b.page;
  try {
    await page.goto(await appUrl());
    await waitHome(page);
    const select = form(page).locator("select").first();
    assert.deepEqual(await select.locator("option").evaluateAll((os) => os.map((o) => o.value)), SCENARIOS);
    assert.equal(await select.inputValue(), "south_pacific", "South Pacific is the default");
    assert.match(await select.locator("option").nth(2).innerText(), /^1943 \(17\.3\)$/);
    const vp = form(page).locator('input[name="vp_schedule"]');
    assert.ok(await vp.isVisible(), "the VP schedule option shows for the South Pacific");
    await select.selectOption("s1943");
    assert.ok(!(await vp.isVisible()), "and not for 1943");
    await page.locator('[data-game="empire-of-the-sun"]').screenshot({ path: join(SHOTS, "home-form-1943.png") });
    await select.selectOption("south_pacific");
    assert.ok(await vp.isVisible());
    for (const sc of SCENARIOS) {
      await startScenario(page, sc, "7");
      const strip = page.locator('[data-test="eots-strip"]');
      assert.equal(await strip.getAttribute("data-scenario"), sc);
      assert.equal(Number(await strip.getAttribute("data-turn")), TURNS[sc], `${sc} starts on its first turn`);
      await page.goto(await appUrl());
      await waitHome(page);
    }
    assert.deepEqual(b.errors, [], "console errors");
  } finally {
    await b.close();
  }
});

test("a whole 1943 game (17.3) by clicks ends with its result shown", { timeout: 8 * 60 * 1000 }, async () => {
  const t0 = Date.now();
  const b = await openBrowser({ width: 1366, height: 768 });
  const page = b.page;
  const rand = rng(CLICK_SEED);
  const links = {};
  const counts = { button: 0, map: 0, stack: 0, fan: 0, keyboard: 0 };
  let curtains = 0;
  let undos = 0;
  try {
    await page.goto(await appUrl());
    await waitHome(page);
    await startScenario(page, "s1943", SEED);
    const strip = page.locator('[data-test="eots-strip"]');
    assert.match(await strip.locator('[data-test="scenario"]').innerText(), /1943/);
    assert.equal(await strip.locator('[data-test="ports"]').count(), 0, "no South Pacific port count in 1943");
    // 17.38's tournament note: the schedule stands at +3 at the start.
    assert.equal(await strip.locator('[data-test="vp"]').getAttribute("data-vp"), "3");
    await page.waitForTimeout(300);
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
      if (steps % 61 === 60 && (await page.locator('[data-test="undo"]').isEnabled())) {
        await page.locator('[data-test="undo"]').click();
        undos++;
        continue;
      }
      if (steps % 37 === 36) {
        const first = page.locator('[data-test="prompt-panel"] [data-test="action"]').first();
        if (await first.count()) {
          await first.focus();
          await page.keyboard.press("Enter");
          counts.keyboard++;
          continue;
        }
      }
      const r = await eotsStep(page, rand(), rand() < 0.6 ? "board" : "button");
      if (r.none) break;
      assert.equal(r.mismatch, null, `map highlights differ from the actions at step ${steps}`);
      counts[r.where]++;
      if (!links.middle && Number(await strip.getAttribute("data-turn")) === 6 && !(await page.locator('[data-test="curtain"]').count())) {
        await page.waitForTimeout(200);
        await shot(page, "turn6-1366x768");
        links.middle = await link(page);
      }
    }
    assert.ok(steps < MAX_STEPS, "the game did not end");
    const outcome = page.locator('[data-test="outcome"]');
    await outcome.waitFor();
    const reason = await outcome.getAttribute("data-reason");
    const winner = await outcome.getAttribute("data-winner");
    assert.match(reason, /^eots_/, "how the game ended");
    assert.ok(["japan", "allies", "none"].includes(winner));
    assert.ok((await page.locator('[data-test="end"] h2').innerText()).trim().length > 0, "the result is shown");
    const turn = Number(await strip.getAttribute("data-turn"));
    assert.ok(turn >= 5 && turn <= 7, `the game ends within 1943's turns: ${turn}`);
    if (reason === "eots_vp") {
      assert.match(await page.locator('[data-test="end"] p').innerText(), /Japanese victory points/);
    }
    await shot(page, "end-1366x768");
    links.end = await link(page);
    assert.deepEqual(b.errors, [], "console errors during the game");
    const report = { steps, curtains, undos, via: counts, outcome: `${winner} by ${reason}`, turn, seconds: Math.round((Date.now() - t0) / 1000) };
    mkdirSync(join(ROOT, "test-output"), { recursive: true });
    writeFileSync(join(ROOT, "test-output", "eots-1943.json"), JSON.stringify(report, null, 2));
    console.log(`# eots 1943 game: ${JSON.stringify(report)}`);

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

test("the full campaign opens with the December 1941 turn: Operation Z, then IAI, as events only", { timeout: 3 * 60 * 1000 }, async () => {
  const b = await openBrowser({ width: 1366, height: 768 });
  const page = b.page;
  try {
    await page.goto(await appUrl());
    await waitHome(page);
    await startScenario(page, "campaign", "41");
    await shot(page, "campaign-december-1941");
    const actions = page.locator('[data-test="prompt-panel"] [data-test="action"], [data-test="card-play"]');
    assert.equal(await actions.count(), 1, "17.11: one choice");
    assert.equal(await actions.first().getAttribute("title"), "ec 1", "card 1, Operation Z, as its event");
    await actions.first().click();
    // Operation Z's offensive: no HQ to choose, its four ships to activate (17.11, L2950).
    await page.locator('[data-test="prompt-panel"] [data-test="action"]').first().waitFor();
    const labels = await page.locator('[data-test="prompt-panel"] [data-test="action"]').evaluateAll((xs) => xs.map((x) => x.innerText));
    assert.ok(labels.some((l) => /Akagi/i.test(l)), `the strike force is offered: ${labels.join(" | ")}`);
    assert.deepEqual(b.errors, [], "console errors");
  } finally {
    await b.close();
  }
});

test("the South Pacific on a phone: its hexes fill the map, no empty band above; units named in Korean", { timeout: 2 * 60 * 1000 }, async () => {
  const b = await openBrowser({ width: 390, height: 844, mobile: true });
  const page = b.page;
  try {
    await page.goto(await appUrl());
    await waitHome(page);
    await page.locator('.lang-switch [lang="ko"]').first().click();
    await startScenario(page, "south_pacific", "7");
    await page.waitForTimeout(600);
    await shot(page, "south-pacific-390x844-ko");
    // The view box has the map element's shape (no letterboxing) and starts at the sheet's first row.
    const m = await page.locator('[data-test="eots-map"] svg.eots-svg').evaluate((svg) => {
      const [x, y, w, h] = svg.getAttribute("viewBox").split(/\s+/).map(Number);
      const r = svg.getBoundingClientRect();
      return { vb: h / w, el: r.height / r.width, y };
    });
    assert.ok(Math.abs(m.vb - m.el) / m.el < 0.02, `the hexes fill the map: view ${m.vb.toFixed(3)}, element ${m.el.toFixed(3)}`);
    // Row 16 is the South Pacific sheet's first: its top edge (16 × 2 apothems, less one) is the view's top.
    assert.ok(Math.abs(m.y - (16 * 2 - 1) * 20 * 0.8660254) < 1, `the view starts at the sheet's top: ${m.y}`);
    // unit_names.tsv: a chosen stack's units read in Korean in the details (Darwin's 1 Aus. Corps: 호주 제1군단).
    await page.locator('[data-test="game-stacks"] [role="button"]').first().dispatchEvent("click");
    await page.getByText("자세히", { exact: true }).first().click();
    const names = await page.locator('[data-test="unit-details"] h3, .unit-name').allInnerTexts();
    assert.ok(names.length && names.every((n) => /[가-힣]/.test(n)), `Korean unit names: ${names.join(", ")}`);
    assert.deepEqual(b.errors, [], "console errors");
  } finally {
    await b.close();
  }
});
