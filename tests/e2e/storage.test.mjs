// Saves that cannot be read are kept and reported; full or disabled storage never stops play;
// named saves are snapshots.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { appUrl, boardNumbers, liftCurtain, openBrowser, startTs, stopServer, waitHome } from "./helpers.mjs";

after(stopServer);

test("an unreadable save is listed apart and never overwritten or removed", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    await page.goto(await appUrl());
    await waitHome(page);
    const junk = '{"format":"sandtable-save/1","id":"broken-1","record":';
    await page.evaluate((junk) => localStorage.setItem("sandtable.save.broken-1", junk), junk);
    await page.reload();
    await waitHome(page);
    const broken = page.locator('[data-test="broken-saves"]');
    await broken.waitFor();
    assert.match(await broken.innerText(), /sandtable\.save\.broken-1/);
    assert.match(await broken.innerText(), /not a readable save/);
    // Playing a new game leaves it exactly as it was.
    await startTs(page, "8");
    await page.locator('[data-country="poland"]').click();
    await page.getByText("(5 left)").waitFor();
    await page.locator('[data-test="home"]').click();
    await waitHome(page);
    assert.equal(await page.evaluate(() => localStorage.getItem("sandtable.save.broken-1")), junk);
    assert.equal(await page.locator('[data-test="saves"] .save').count(), 1);
    assert.equal(await page.locator('[data-test="broken-saves"] li').count(), 1);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("when storage refuses writes, a banner says so and the game goes on in memory", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    // Every write throws, as a full (QuotaExceededError) or disabled storage does.
    await b.context.addInitScript(() => {
      Storage.prototype.setItem = function () {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    await page.goto(await appUrl());
    await waitHome(page);
    const banner = page.locator('[data-test="storage-banner"]');
    await banner.waitFor();
    assert.match(await banner.innerText(), /NOT being saved/);
    await startTs(page, "9");
    await page.locator('[data-country="poland"]').click();
    await page.getByText("(5 left)").waitFor();
    await page.locator('[data-country="poland"]').click();
    await page.getByText("(4 left)").waitFor();
    assert.equal((await boardNumbers(page)).poland, "2/0");
    assert.match(await page.locator(".banner-error").first().innerText(), /NOT being saved|Saving failed/);
    // The link still works as the way to keep the game.
    await page.locator('[data-test="share"]').click();
    assert.match(await page.locator('[data-test="share-link"]').inputValue(), /#ts-\d+-/);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("a named save is a snapshot: resuming it continues in a new autosave", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    await page.goto(await appUrl());
    await waitHome(page);
    await startTs(page, "10");
    await page.locator('[data-country="bulgaria"]').click();
    await page.getByText("(5 left)").waitFor();
    page.once("dialog", (d) => d.accept("Opening with Bulgaria"));
    await page.locator('[data-test="save-as"]').click();
    await page.locator('[data-test="toast"]').getByText(/Saved as “Opening with Bulgaria”/).waitFor();
    await page.locator('[data-country="romania"]').click();
    await page.getByText("(4 left)").waitFor();
    await page.locator('[data-test="home"]').click();
    await waitHome(page);
    const rows = page.locator('[data-test="saves"] .save');
    assert.equal(await rows.count(), 2);
    const named = rows.filter({ hasText: "Opening with Bulgaria" });
    assert.match(await named.innerText(), /1 moves/);
    await named.locator('[data-test="resume"]').click();
    await page.locator('[data-test="prompt-panel"]').waitFor();
    await liftCurtain(page);
    const numbers = await boardNumbers(page);
    assert.equal(numbers.bulgaria, "1/0");
    assert.equal(numbers.romania, "0/0");
    await page.locator('[data-test="home"]').click();
    await waitHome(page);
    assert.equal(await rows.count(), 3, "the named save stays; its continuation is a new autosave");
    // Deleting asks first.
    page.once("dialog", (d) => d.dismiss());
    await rows.first().locator('[data-test="delete"]').click();
    assert.equal(await rows.count(), 3);
    page.once("dialog", (d) => d.accept());
    await rows.first().locator('[data-test="delete"]').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-test="saves"] .save').length === 2);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
