// First load: the five games, which are playable, the language switch; screenshots of the home page.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { appUrl, openBrowser, screenshot, stopServer, waitHome, noOverflow } from "./helpers.mjs";

after(stopServer);

test("home lists the five games, each playable", async () => {
  const b = await openBrowser();
  try {
    await b.page.goto(await appUrl());
    await waitHome(b.page);
    const cards = b.page.locator('[data-test="game-list"] .game-card');
    assert.equal(await cards.count(), 5);
    const ids = await cards.evaluateAll((els) => els.map((e) => e.dataset.game));
    assert.deepEqual(ids, ["twilight-struggle", "empire-of-the-sun", "kutuzov", "downfall", "nato"]);
    for (const id of ["twilight-struggle", "empire-of-the-sun", "kutuzov", "downfall", "nato"]) {
      const card = b.page.locator(`[data-game="${id}"]`);
      assert.equal(await card.locator('[data-test="playable"]').innerText(), "Playable", id);
      assert.equal(await card.locator('[data-test="start"]').count(), 1, id);
    }
    // Empire of the Sun plays the South Pacific scenario; its map and counters can be looked at too.
    assert.equal(await b.page.locator('[data-game="empire-of-the-sun"] [data-test="view-components"]').count(), 1);
    // NATO's published scenarios are listed, greyed until an owner's pack brings their data.
    const locked = b.page.locator('[data-game="nato"] [data-test="locked-scenario"]');
    assert.ok((await locked.count()) >= 1, "NATO lists its published scenarios, greyed");
    assert.match(await b.page.locator('[data-test="saves"]').innerText(), /No saved games yet/);
    await screenshot(b.page, "home-1366x768");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("the language switch shows Korean and is remembered after a reload", async () => {
  const b = await openBrowser();
  try {
    await b.page.goto(await appUrl());
    await waitHome(b.page);
    await b.page.getByRole("button", { name: "한국어" }).click();
    await b.page.getByText("플레이 가능").first().waitFor();
    assert.equal(await b.page.locator("html").getAttribute("lang"), "ko");
    await b.page.reload();
    await waitHome(b.page);
    assert.equal(await b.page.locator('[data-game="twilight-struggle"] h3').innerText(), "황혼의 투쟁");
    assert.equal(await b.page.locator('[data-game="nato"] [data-test="playable"]').innerText(), "플레이 가능");
    await b.page.getByRole("button", { name: "English" }).click();
    await b.page.getByText("Playable").first().waitFor();
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("a bad seed is refused with a message, and no game starts", async () => {
  const b = await openBrowser();
  try {
    await b.page.goto(await appUrl());
    await waitHome(b.page);
    const form = b.page.locator('[data-game="twilight-struggle"] form');
    await form.locator('input[name="seed"]').fill("12abc");
    await form.locator('[data-test="start"]').click();
    await form.getByRole("alert").waitFor();
    assert.match(await form.getByRole("alert").innerText(), /whole number/);
    assert.equal(await b.page.locator('[data-test="prompt-panel"]').count(), 0);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("the home page fits a phone (390x844)", async () => {
  const b = await openBrowser({ width: 390, height: 844, mobile: true });
  try {
    await b.page.goto(await appUrl());
    await waitHome(b.page);
    await noOverflow(b.page, "phone");
    await screenshot(b.page, "home-390x844");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
