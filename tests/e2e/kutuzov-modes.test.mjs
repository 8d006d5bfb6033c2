// Kutuzov's seat modes from the home page (KUT 2.1–2.34): the new-game form offers the mode in words, a person
// or the computer for each player the mode has, and the side auction; a two-player game shows the Imperial
// player both Imperial hands behind one curtain; a split-personality game (FN + R2 against R1 + FS) brings the
// curtain down between the two Imperial Powers and shows each player his two Powers' hands. At 1366×768 in
// English and 390×844 in Korean; no console error. Screenshots go to test-output/kutuzov-modes/.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { appUrl, liftCurtain, openBrowser, stopServer, waitHome, shooter } from "./helpers.mjs";

after(stopServer);

const shot = shooter("kutuzov-modes");

const form = (page) => page.locator('[data-game="kutuzov"] form[data-test="new-game"]');

/** The form set to `mode`: returns the players it then lists (their first seat). */
async function chooseMode(page, scenario, mode, lang = "en") {
  await page.goto(await appUrl());
  await waitHome(page);
  if (lang === "ko" && (await page.getByRole("button", { name: "한국어" }).count())) await page.getByRole("button", { name: "한국어" }).click();
  const f = form(page);
  await f.locator("select").first().selectOption(scenario);
  await f.locator('select[name="players"]').selectOption(mode);
  await page.waitForTimeout(50);
  return f.locator('[data-test="players"] select').evaluateAll((els) => els.map((e) => e.dataset.test));
}

async function startGame(page) {
  await form(page).locator('input[name="seed"]').fill("1812");
  await form(page).locator('[data-test="start"]').click();
  await page.locator('[data-test="kut-game"]').waitFor();
}

/** The Powers whose hands are on screen (the hand tab). */
async function handsShown(page) {
  await page.locator('[data-test="tab-hand"]').click();
  await page.locator('[data-test="kut-hands"]').waitFor();
  return page.locator('[data-test="kut-hand"]').evaluateAll((els) => els.map((e) => e.dataset.power).sort());
}

/** Answers the current decision with its last button ("Done" / keep the hand at the Mulligan). */
async function answer(page) {
  const buttons = page.locator('[data-test="prompt-panel"] [data-test="action"]');
  await buttons.last().click();
  await page.waitForTimeout(50);
}

for (const size of [
  { width: 1366, height: 768, name: "1366x768", lang: "en" },
  { width: 390, height: 844, name: "390x844", lang: "ko", mobile: true },
]) {
  test(`the form offers every seat mode in words and the side auction (${size.name}, ${size.lang})`, async () => {
    const b = await openBrowser(size);
    const { page, errors } = b;
    try {
      await chooseMode(page, "s1", "4", size.lang);
      const values = await form(page).locator('select[name="players"] option').evaluateAll((els) => els.map((e) => [e.value, e.textContent]));
      assert.deepEqual(values.map((v) => v[0]), ["4", "3t", "3i", "2", "single", "split", "split-open"]);
      for (const [v, text] of values) assert.ok(text.length > 8 && text !== v, `the mode ${v} reads "${text}"`);
      // The side auction (KUT 2.34) stands for the raw `bid` and `bid_sp` options: a row per player once asked for
      // (tests/e2e/boards.test.mjs plays it through).
      assert.equal(await form(page).locator('select[name="bid"]').count(), 0);
      await form(page).locator('[data-test="auction-on"]').check();
      assert.equal(await form(page).locator('[data-test="auction-row"]').count(), 4);
      const powers = await form(page).locator('[data-test="auction-power-0"] option').evaluateAll((els) => els.map((e) => e.value));
      assert.deepEqual(powers, ["0", "1", "2", "3"]);
      await form(page).locator('[data-test="auction-on"]').uncheck();
      assert.deepEqual(await chooseMode(page, "s1", "4"), ["player-french_northern", "player-russian_first", "player-french_southern", "player-russian_second"]);
      assert.deepEqual(await chooseMode(page, "s1", "3t"), ["player-russian_first", "player-french_northern", "player-french_southern"]);
      assert.deepEqual(await chooseMode(page, "s1", "2"), ["player-french_northern", "player-russian_first"]);
      assert.deepEqual(await chooseMode(page, "s1", "split", size.lang), ["player-french_northern", "player-russian_first"]);
      await form(page).scrollIntoViewIfNeeded();
      await shot(page, `form-split-${size.name}`);
      assert.deepEqual(errors, []);
    } finally {
      await b.close();
    }
  });
}

test("a two-player game: the Imperial player sees both Imperial hands, never a Tsarist one (KUT 2.31)", async () => {
  const b = await openBrowser({ width: 1366, height: 768 });
  const { page, errors } = b;
  try {
    await chooseMode(page, "s1", "2");
    await startGame(page);
    await liftCurtain(page);
    assert.deepEqual(await handsShown(page), ["fn", "fs"]);
    await shot(page, "two-players-1366x768");
    // Through the Mulligan: FN keeps, then the curtain comes down for the Tsarist player (R1), who sees R1 and R2.
    await answer(page);
    const curtain = page.locator('[data-test="curtain"]');
    await curtain.waitFor();
    await liftCurtain(page);
    assert.deepEqual(await handsShown(page), ["r1", "r2"]);
    assert.deepEqual(errors, []);
  } finally {
    await b.close();
  }
});

test("a split-personality game: one player holds FN and R2, the other R1 and FS, hands closed (KUT 2.33)", async () => {
  const b = await openBrowser({ width: 390, height: 844, mobile: true });
  const { page, errors } = b;
  try {
    await chooseMode(page, "s1", "split", "ko");
    await startGame(page);
    await liftCurtain(page);
    assert.deepEqual(await handsShown(page), ["fn", "r2"], "FN's player sees his Russian Second hand too");
    await answer(page); // FN keeps its hand; R1 (the other player) decides next.
    await page.locator('[data-test="curtain"]').waitFor();
    await liftCurtain(page);
    assert.deepEqual(await handsShown(page), ["fs", "r1"]);
    await shot(page, "split-390x844");
    assert.deepEqual(errors, []);
  } finally {
    await b.close();
  }
});

test("a single-hand game: one hand per player with its chit pile, the partner Power playing from it (KUT 2.32)", async () => {
  const b = await openBrowser({ width: 1366, height: 768 });
  const { page, errors } = b;
  try {
    assert.deepEqual(await chooseMode(page, "s1", "single"), ["player-french_northern", "player-russian_first"]);
    await startGame(page);
    await liftCurtain(page);
    assert.deepEqual(await handsShown(page), ["fn"], "one Imperial hand, not one per Power");
    const head = await page.locator('[data-test="kut-hand"]').first().innerText();
    assert.match(head, /Imperials' hand · 10/);
    assert.match(await page.locator('[data-test="kut-chits"]').innerText(), /chit pile 6/);
    assert.equal(await page.locator('[data-test="kut-card"]').count(), 10);
    await shot(page, "single-hand-1366x768");
    // Through the Imperial Mulligan: the curtain comes down for the Tsarist player, who sees his camp's hand.
    await answer(page);
    await page.locator('[data-test="curtain"]').waitFor();
    await liftCurtain(page);
    assert.deepEqual(await handsShown(page), ["r1"]);
    assert.match(await page.locator('[data-test="kut-hand"]').first().innerText(), /Tsarists' hand · 8/);
    assert.deepEqual(errors, []);
  } finally {
    await b.close();
  }
});
