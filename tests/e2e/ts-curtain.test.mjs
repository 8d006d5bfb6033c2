// The hot-seat curtain (DESIGN.md "Hidden information"): while it is up nothing of the waiting seat is
// in the page — not focusable, not clickable, not in the text, not in the accessibility tree — and the
// seat that just moved may take its move back from the curtain until the other side acts. The recap of
// what the other side did survives a reload and always names the card played.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { appUrl, boardNumbers, liftCurtain, openBrowser, promptText, savedMoves, screenshot, stopServer, waitHome } from "./helpers.mjs";

after(stopServer);

/** Starts a game with `seed` and leaves its first curtain up. */
async function newGame(page, seed) {
  await page.goto(await appUrl());
  await waitHome(page);
  const form = page.locator('[data-game="twilight-struggle"] form[data-test="new-game"]');
  await form.locator('input[name="seed"]').fill(seed);
  await form.locator('[data-test="start"]').click();
  await page.locator('[data-test="curtain"]').waitFor();
}

/** The names of the cards in the hand on screen (the curtain lifted). */
async function handNames(page) {
  return page.$$eval('[data-test="hand"] > .cards [data-card] .card-name', (els) => els.map((e) => e.textContent.trim()));
}

/**
 * Everything the page offers while the curtain is up: its text, its accessibility tree, and where
 * 40 presses of Tab (and Shift+Tab) take the keyboard focus. Checks on the way that no card and no
 * action is in the page, and that Enter and Space on whatever has the focus outside the curtain's
 * own buttons play nothing.
 */
async function probeCurtain(page) {
  const curtain = page.locator('[data-test="curtain"]');
  assert.equal(await curtain.count(), 1, "the curtain is up");
  assert.equal(await page.locator("[data-card]").count(), 0, "no card is in the page");
  assert.equal(await page.locator('[data-test="action"]').count(), 0, "no action is in the page");
  assert.equal(await page.locator('[data-test="hand"]').count(), 0, "no hand is in the page");
  assert.equal(await page.locator(".country.legal").count(), 0, "no country can be chosen");
  assert.notEqual(await page.locator(".game-main").getAttribute("inert"), null, "the page behind the curtain is inert");
  const text = await page.evaluate(() => document.body.innerText);
  const aria = await page.locator("body").ariaSnapshot();
  const before = await savedMoves(page);
  const reached = [];
  await page.evaluate(() => document.activeElement?.blur());
  for (const key of [...Array(40).fill("Tab"), ...Array(12).fill("Shift+Tab")]) {
    await page.keyboard.press(key);
    const where = await page.evaluate(() => {
      const a = document.activeElement;
      if (!a || a === document.body) return { tag: "BODY" };
      return {
        tag: a.tagName,
        test: a.dataset?.test || "",
        inCurtain: !!a.closest('[data-test="curtain"]'),
        inToolbar: !!a.closest(".toolbar"),
        behind: !!a.closest(".game-main"),
        card: !!a.closest("[data-card], .card"),
        country: !!a.closest(".country"),
      };
    });
    reached.push(where);
    assert.ok(!where.card && !where.country && where.test !== "action" && !where.behind, `Tab reached ${JSON.stringify(where)}`);
    // Enter and Space play nothing unless they press one of the curtain's or the toolbar's own buttons.
    if (where.tag === "BODY") {
      await page.keyboard.press("Enter");
      await page.keyboard.press("Space");
    }
  }
  assert.ok(reached.some((r) => r.test === "curtain-ok"), "the curtain's button is reachable");
  assert.equal(await savedMoves(page), before, "nothing was played from behind the curtain");
  assert.equal(await curtain.count(), 1, "the curtain is still up");
  // A click where the map is goes to the curtain, not to a country.
  await page.mouse.click(400, 400);
  assert.equal(await savedMoves(page), before);
  return { text, aria };
}

test("behind the curtain the waiting hand is not in the page, not reachable by Tab, and Enter plays nothing", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    await newGame(page, "4242");
    // The game opens behind the USSR's curtain.
    const ussrSeen = await probeCurtain(page);
    await liftCurtain(page);
    const ussrHand = await handNames(page);
    assert.equal(ussrHand.length, 8);
    for (const name of ussrHand) {
      assert.ok(!ussrSeen.text.includes(name), `the USSR card ${name} was in the page text behind the curtain`);
      assert.ok(!ussrSeen.aria.includes(name), `the USSR card ${name} was in the accessibility tree behind the curtain`);
    }
    for (const key of ["poland", "poland", "egermany", "egermany", "hungary", "yugoslavia"]) {
      await page.locator(`[data-test="action"][data-target="space:${key}"]`).click();
    }
    // The US's curtain: the USSR's hand has gone with its decision, the US's is not drawn yet.
    const usSeen = await probeCurtain(page);
    await screenshot(page, "curtain-keyboard-1366x768");
    await liftCurtain(page);
    const usHand = await handNames(page);
    assert.equal(usHand.length, 8);
    for (const name of [...usHand, ...ussrHand]) {
      assert.ok(!usSeen.text.includes(name), `the card ${name} was in the page text behind the US curtain`);
      assert.ok(!usSeen.aria.includes(name), `the card ${name} was in the accessibility tree behind the US curtain`);
    }
    // The US places its 7; the USSR then chooses its headline face down.
    for (let i = 0; i < 7; i++) await page.locator('[data-test="action"][data-target="space:wgermany"]').click();
    await liftCurtain(page);
    assert.match(await promptText(page), /USSR: choose your headline/);
    const headline = (await page.locator('[data-test="hand"] > .cards .card.legal .card-name').first().textContent()).trim();
    await page.locator('[data-test="hand"] > .cards .card.legal').first().click();
    // The US decides behind its curtain: the USSR's headline is nowhere in the page.
    const hlSeen = await probeCurtain(page);
    assert.ok(!hlSeen.text.includes(headline) && !hlSeen.aria.includes(headline), `the USSR headline ${headline} leaked`);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("the last setup point can be taken back from the curtain before the US acts", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    await newGame(page, "4242");
    await liftCurtain(page);
    const keys = ["poland", "poland", "egermany", "egermany", "hungary", "yugoslavia"];
    const start = await boardNumbers(page);
    for (const key of keys) await page.locator(`[data-test="action"][data-target="space:${key}"]`).click();
    // The USSR's 6th point raised the curtain at once; the USSR may still take it back.
    const curtain = page.locator('[data-test="curtain"]');
    await curtain.waitFor();
    assert.match(await curtain.innerText(), /Pass the device to the US player/);
    const undo = page.locator('[data-test="curtain-undo"]');
    assert.match(await undo.innerText(), /USSR player: take back your last move/);
    assert.equal(await page.locator('[data-test="undo"]').isEnabled(), true, "the toolbar's Undo is offered too");
    await screenshot(page, "curtain-undo-1366x768");
    await undo.click();
    // The move is taken back and the curtain now stands for the USSR player (the device goes back to
    // them): nothing of either hand is in the page until they confirm.
    assert.match(await curtain.innerText(), /Pass the device to the USSR player/);
    assert.equal(await page.locator('[data-test="hand"]').count(), 0, "no hand behind the curtain");
    assert.equal(await page.locator('[data-test="curtain-undo"]').count(), 0, "nothing more to take back from here");
    assert.equal(await page.locator('[data-test="share"]').isDisabled(), true, "no link while the curtain is up");
    await liftCurtain(page);
    // The USSR decides again, with 5 points placed.
    assert.match(await promptText(page), /USSR: place starting influence.*\(1 left\)/);
    assert.equal(await page.locator('[data-test="hand"]').getAttribute("data-seat"), "ussr");
    const now = await boardNumbers(page);
    const ussr = (x) => Number(x.split("/")[0]) || 0;
    const placed = Object.keys(now).reduce((n, k) => n + ussr(now[k]) - ussr(start[k]), 0);
    assert.equal(placed, 5);
    assert.equal(now.yugoslavia, start.yugoslavia, "the last point is gone");
    // Placed again, and this time the US acts: the USSR's move can no longer be taken back.
    await page.locator('[data-test="action"][data-target="space:bulgaria"]').click();
    await curtain.waitFor();
    await liftCurtain(page);
    await page.locator('[data-test="action"][data-target="space:italy"]').click();
    await page.getByText("(6 left)").waitFor();
    await page.locator('[data-test="undo"]').click();
    await page.getByText("(7 left)").waitFor();
    assert.equal(await page.locator('[data-test="undo"]').isDisabled(), true, "undo stops at the other side's decisions");
    assert.equal(await page.locator('[data-test="curtain"]').count(), 0);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

// Turn 2, the USSR's first action round; the next die is a 6.
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

test("the recap of the other side's move names the card, shows the dice, and survives a reload", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    const record = { format: "sandtable-record/1", game: "twilight-struggle", rules: 1, scenario: "standard", options: {}, seed: 1, position: COUP, actions: [] };
    await page.goto(await appUrl());
    await waitHome(page);
    await page.locator('[data-test="file-input"]').setInputFiles({ name: "coup.sandtable.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(record)) });
    await page.locator('[data-test="curtain"]').waitFor();
    await liftCurtain(page);
    await page.locator('[data-test="hand"] .card.legal[data-card="14"]').click();
    await page.locator('[data-test="action"][data-notation="coup"]').click();
    await page.locator('[data-test="action"][data-target="space:iran"]').click();
    const check = async (when) => {
      const curtain = page.locator('[data-test="curtain"]');
      await curtain.waitFor();
      assert.equal(await curtain.locator('[data-test="recap-cards"] [data-card="14"]').count(), 1, `${when}: the curtain names COMECON`);
      assert.equal(await curtain.locator('[data-test="dice"] [data-die="6"]').count(), 1, `${when}: the curtain shows the die`);
      assert.match(await curtain.innerText(), /coups Iran/, `${when}: the curtain tells the coup`);
    };
    await check("after the move");
    await page.reload();
    await check("after a reload");
    await screenshot(page, "curtain-recap-1366x768");
    // Once the US lifts the curtain, the panel's "since your last decision" tells the same story.
    await liftCurtain(page);
    const recentText = async () => {
      const recent = page.locator('[data-test="recent"]');
      if ((await recent.getAttribute("open")) === null) await recent.locator("summary").click();
      return recent.innerText();
    };
    assert.match(await recentText(), /USSR plays COMECON/);
    await page.reload();
    await liftCurtain(page);
    assert.match(await recentText(), /USSR plays COMECON/, "kept across a reload");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
