// Twilight Struggle's board, decision by decision: the odds of a coup before its roll and the die after
// it, play by keyboard alone, log links that point at the board, the card piles, and Korean on the map.
// Set positions come in as records with a position (docs/positions.md), imported like a player's file.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { appUrl, liftCurtain, openBrowser, promptText, screenshot, startTs, stopServer, waitHome } from "./helpers.mjs";

after(stopServer);

/** Opens a record that starts from `position` (with no action played yet). */
async function openPosition(page, position, seed = 1) {
  const record = { format: "sandtable-record/1", game: "twilight-struggle", rules: 1, scenario: "standard", options: {}, seed, position, actions: [] };
  await page.goto(await appUrl());
  await waitHome(page);
  await page.locator('[data-test="file-input"]').setInputFiles({ name: "position.sandtable.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(record)) });
  await page.locator('[data-test="prompt-panel"]').waitFor();
  await liftCurtain(page);
}

// Turn 2, the USSR's first action round; the US has 1 influence in Iran; the next die is a 6.
const COUP = `
turn 2
round 1
phasing ussr
defcon 4
start standard
influence iran 0 1
hand ussr 5 7 9 14 15 16 18 20
hand us 10 11 12 13 17 19 21 22
dice 6
step round
`;

test("a coup shows its odds and DEFCON cost before the roll, and its die after", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    await openPosition(page, COUP);
    assert.match(await promptText(page), /USSR: choose a card for action round 1/);
    // COMECON (3 ops, a USSR card) is played from the hand; the uses follow.
    await page.locator('[data-test="hand"] .card.legal[data-card="14"]').click();
    assert.match(await promptText(page), /COMECON/);
    const uses = await page.$$eval('[data-test="action"]', (els) => els.map((e) => e.dataset.notation));
    assert.ok(uses.includes("coup") && uses.includes("influence") && uses.includes("event"), `uses: ${uses}`);
    await page.locator('[data-test="action"][data-notation="coup"]').click();
    // Iran: stability 2, so 3 ops + a die must beat 4: a 2 or more (5 in 6), and DEFCON drops to 3.
    const row = page.locator('[data-test="action"][data-target="space:iran"]');
    const text = (await row.innerText()).replace(/\s+/g, " ");
    assert.match(text, /83%/);
    assert.match(text, /2\+/);
    assert.match(text, /DEFCON → 3/);
    assert.equal((await page.locator('.c-badge[data-badge="iran"] text').textContent()).trim(), "83%");
    await screenshot(page, "ts-coup-odds-1366x768");
    // A card of the hand opened for reading now must not follow the device to the other player.
    await page.locator('[data-test="hand"] [data-card="7"]').click();
    await page.locator('[data-test="card-focus"] [data-card="7"]').waitFor();
    // Chosen with the keyboard from the list: the die is a 6, a margin of 5.
    await row.focus();
    await page.keyboard.press("Enter");
    await page.locator('[data-test="dice"] [data-die="6"]').first().waitFor();
    const iran = page.locator('[data-country="iran"]');
    assert.equal(`${await iran.getAttribute("data-ussr")}/${await iran.getAttribute("data-us")}`, "4/0");
    assert.equal(await page.locator('[data-test="defcon"]').getAttribute("data-defcon"), "3");
    assert.match(await page.locator('[data-test="milops"]').getAttribute("data-milops"), /^3\//);
    // Iran is now USSR-controlled and marked as changed by the last move.
    assert.match((await iran.getAttribute("class")) || "", /ctl-ussr/);
    assert.match((await iran.getAttribute("class")) || "", /recent/);
    // Undo never crosses a die roll.
    assert.equal(await page.locator('[data-test="undo"]').isDisabled(), true);
    await liftCurtain(page);
    assert.equal(await page.locator('[data-test="card-focus"]').count(), 0, "the USSR card stays hidden from the US");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("every decision can be made from the action list with the keyboard alone", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    await page.goto(await appUrl());
    await waitHome(page);
    await startTs(page, "31");
    // The game opens in set-up, and the turn box says so (not "Headline").
    assert.match(await page.locator('[data-test="turn"]').innerText(), /Set-up/);
    await page.locator('[data-test="prompt-panel"] [data-test="action"]').first().focus();
    for (const left of [5, 4, 3]) {
      await page.keyboard.press("Enter");
      await page.getByText(`(${left} left)`, { exact: false }).first().waitFor();
      // After the move the keyboard focus is on the new decision's first action.
      await page.waitForFunction(() => document.activeElement?.dataset?.test === "action");
    }
    await page.keyboard.press("Control+z");
    await page.locator('[data-test="prompt"]').getByText("(4 left)").waitFor();
    // The running tally counts what this operation placed.
    assert.match(await page.locator('[data-test="tally"]').innerText(), /2 ops left|Placed so far/);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("log links point at the map and at the cards; the piles list the cards; the map speaks Korean", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    await openPosition(page, COUP);
    await page.locator('[data-test="hand"] .card.legal[data-card="14"]').click();
    await page.locator('[data-test="action"][data-notation="coup"]').click();
    await page.locator('[data-test="action"][data-target="space:iran"]').click();
    // The US decides next: the curtain shows the roll to both players, then comes up.
    await page.locator('[data-test="curtain"] [data-test="dice"] [data-die="6"]').waitFor();
    await liftCurtain(page);
    await page.locator('[data-test="tab-log"]').click();
    await page.locator('[data-test="log"] .ref-space', { hasText: "Iran" }).first().click();
    assert.equal(await page.locator('.country.focused[data-country="iran"]').count(), 1);
    await page.locator('[data-test="log"] .ref-card', { hasText: "COMECON" }).first().click();
    await page.locator('[data-test="card-focus"] [data-card="14"]').waitFor();
    await page.keyboard.press("Escape");
    assert.equal(await page.locator('[data-test="card-focus"]').count(), 0);
    // The piles: the card played is in the discard pile.
    await page.locator('[data-test="tab-cards"]').click();
    assert.equal(await page.locator('[data-test="discard"] [data-card="14"]').count(), 1);
    // The standings show every region.
    await page.locator('[data-test="tab-scores"]').click();
    assert.equal(await page.locator('[data-test="standings"] tbody tr').count(), 6);
    // Korean: the map's names and the tracks follow the switch.
    await page.getByRole("button", { name: "한국어" }).click();
    assert.equal((await page.locator('[data-country="poland"] .c-name').textContent()).trim(), "폴란드");
    assert.match(await page.locator('[data-test="defcon"]').innerText(), /데프콘/);
    await screenshot(page, "ts-korean-1366x768");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
