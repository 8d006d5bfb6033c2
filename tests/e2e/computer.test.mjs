// The computer opponent in the browser (issue 11): a game against it from the new-game form (its moves
// from a Web Worker, no curtain, the person's hand stays on screen), a hint with three candidates and
// their chances, and the convention demo (computer against computer, stopped by a key, taken over).
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { openBrowser, promptText, savedMoves, screenshot, stopServer } from "./helpers.mjs";
import { goHome, newGame, openDemo, workerInControl } from "./app.mjs";

after(stopServer);


test("against the computer: it plays its seat from a worker, no curtain comes down, a hint offers three moves", async () => {
  const b = await openBrowser();
  const page = b.page;
  try {
    await goHome(page);
    await newGame(page, "twilight-struggle", { seed: "4242", players: { us: "level1" } }); // the computer plays the US, gently
    await page.locator('[data-test="prompt-panel"]').waitFor();
    assert.equal(await page.locator('[data-test="curtain"]').count(), 0, "no curtain against the computer");

    // A hint for the USSR's set-up: three candidates with a chance each, playable from the panel.
    await page.locator('[data-test="hint"]').click();
    await page.locator('[data-test="hint-option"]').first().waitFor({ timeout: 15000 });
    const options = await page.locator('[data-test="hint-option"]').count();
    assert.ok(options >= 2 && options <= 3, `${options} hint options`);
    const wins = await page.locator('[data-test="hint-win"]').allInnerTexts();
    assert.ok(wins.every((w) => /^\d+%$/.test(w)), `chances: ${wins}`);
    await screenshot(page, "computer-hint-1366x768");
    await page.locator('[data-test="hint-play"]').first().click();
    await page.getByText("(5 left)").waitFor();

    // The person places the rest of the USSR's set-up; then the computer places the US's by itself.
    for (let i = 0; i < 5; i++) {
      await page.locator('[data-test="action"]').first().click();
    }
    await page.locator('[data-test="thinking"]').waitFor({ timeout: 10000 }).catch(() => {});
    // The computer finishes the US set-up and the game comes back to the person (the headline).
    await page.waitForFunction(() => /headline/i.test(document.querySelector('[data-test="prompt"]')?.textContent || ""), null, { timeout: 60000 });
    assert.match(await promptText(page), /USSR/);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.computer), "worker", "the computer thinks in a Web Worker");
    assert.equal(await page.locator('[data-test="undo"]').isDisabled(), true, "the computer's moves are not the person's to take back");
    assert.equal(await page.locator('[data-test="curtain"]').count(), 0, "still no curtain");
    const moves = await savedMoves(page);
    assert.ok(moves >= 13, `the computer's set-up moves are in the record (${moves} actions)`);
    const log = await page.locator('[data-test="log"]').innerText().catch(() => "");
    await screenshot(page, "computer-headline-1366x768");

    // The save remembers the opponent: a reload goes on against the computer.
    await page.reload();
    await page.locator('[data-test="prompt-panel"]').waitFor();
    assert.equal(await page.locator('[data-test="curtain"]').count(), 0, "no curtain after a reload either");
    assert.equal(await page.locator('[data-test="hint"]').count(), 1);
    assert.deepEqual(b.errors, [], b.errors.join("\n") + log.slice(0, 0));
  } finally {
    await b.close();
  }
});

test("demo mode: computer against computer at a readable pace; a key stops it and a side can be taken over", async () => {
  const b = await openBrowser();
  const page = b.page;
  try {
    await openDemo(page, "twilight-struggle", 200);
    const count = () => page.locator('[data-test="log"] > li, [data-test="recent"] li').count();
    // Moves keep coming without anyone touching the page.
    await page.waitForFunction(() => document.querySelectorAll(".country").length > 0);
    const logLen = () => page.evaluate(() => document.body.innerText.length);
    const before = await logLen();
    await page.waitForTimeout(4000);
    assert.notEqual(await logLen(), before, "the demo plays on");
    await screenshot(page, "demo-1366x768");
    // Nothing is saved while the demo runs.
    assert.equal(await savedMoves(page), -1);
    await page.keyboard.press("Space");
    await page.locator('[data-test="demo-offer"]').waitFor();
    await page.locator('[data-test="demo-take"][data-seat="us"]').click();
    await page.locator('[data-test="demo-offer"]').waitFor({ state: "detached" });
    assert.match(page.url(), /\?play=/);
    await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith("sandtable.save.")));
    assert.equal(await page.locator('[data-test="demo-bar"]').count(), 0);
    void count;
    assert.deepEqual(b.errors, [], b.errors.join("\n"));
  } finally {
    await b.close();
  }
});

test("the demo runs offline, its computer in a worker, and fits a phone", async () => {
  const b = await openBrowser({ width: 390, height: 844, mobile: true });
  const page = b.page;
  try {
    await goHome(page);
    await workerInControl(page);
    await b.context.setOffline(true);
    await openDemo(page, "twilight-struggle", 200);
    await page.waitForFunction(() => document.documentElement.dataset.computer === "worker", null, { timeout: 20000 });
    const text = () => page.evaluate(() => document.body.innerText);
    const before = await text();
    await page.waitForTimeout(2500);
    assert.notEqual(await text(), before, "the demo plays on offline");
    await screenshot(page, "demo-390x844");
    await b.context.setOffline(false);
    assert.deepEqual(b.errors, [], b.errors.join("\n"));
  } finally {
    await b.close();
  }
});

/** Clicks a random legal action of the person's decision, if there is one; returns whether it did. */
async function clickSomething(page, r) {
  return page.evaluate((r) => {
    const buttons = [...document.querySelectorAll('[data-test="prompt-panel"] [data-test="action"]')];
    if (!buttons.length) return false;
    const defcon = Number(document.querySelector('[data-test="defcon"]')?.dataset.defcon || 5);
    const ok = (b) => !b.classList.contains("danger") && !(defcon <= 2 && b.dataset.notation === "coup");
    const pool = buttons.filter(ok);
    const from = pool.length ? pool : buttons;
    from[Math.floor(r * from.length)].click();
    return true;
  }, r);
}

test("a whole game against the computer, to the end", { timeout: 15 * 60 * 1000 }, async () => {
  const b = await openBrowser();
  const page = b.page;
  try {
    await goHome(page);
    await page.evaluate(() => sessionStorage.setItem("sandtable.pace", "0"));
    await newGame(page, "twilight-struggle", { seed: "777", players: { ussr: "level3" } }); // the computer plays the USSR
    await page.locator('[data-test="prompt-panel"]').waitFor();
    let s = 7;
    const r = () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
    let clicks = 0;
    for (let i = 0; i < 20000; i++) {
      if (await page.locator('[data-test="outcome"]').count()) break;
      if (await clickSomething(page, r())) clicks++;
      else await page.waitForTimeout(30);
      assert.equal(await page.locator('[data-test="curtain"]').count(), 0);
    }
    const outcome = await page.locator('[data-test="outcome"]').innerText();
    assert.ok(outcome.length > 0, "the game ended");
    const moves = await savedMoves(page);
    console.log(`# vs computer: ${JSON.stringify({ clicks, moves, outcome: outcome.replace(/\s+/g, " ").slice(0, 80) })}`);
    assert.ok(moves > clicks, "the computer played its side");
    await screenshot(page, "computer-end-1366x768");
    assert.deepEqual(b.errors, [], b.errors.join("\n"));
  } finally {
    await b.close();
  }
});

test("the demo plays a whole game and starts the next", { timeout: 15 * 60 * 1000 }, async () => {
  const b = await openBrowser();
  const page = b.page;
  try {
    await openDemo(page, "twilight-struggle", 0);
    await page.locator('[data-test="outcome"]').waitFor({ timeout: 10 * 60 * 1000 });
    await screenshot(page, "demo-end-1366x768");
    // A new game follows: turn 1 again, no outcome.
    await page.locator('[data-test="outcome"]').waitFor({ state: "detached", timeout: 60000 });
    await page.waitForFunction(() => document.querySelector('[data-test="turn"]')?.dataset.turn === "1");
    assert.equal(await savedMoves(page), -1, "a demo saves nothing");
    assert.deepEqual(b.errors, [], b.errors.join("\n"));
  } finally {
    await b.close();
  }
});
