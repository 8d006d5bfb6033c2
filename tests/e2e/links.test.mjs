// Links and files: a shared link opens the same position in a fresh browser, in a new save slot;
// a damaged link says why and leaves every save alone; an exported file imports to the same position.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import {
  appUrl, boardNumbers, liftCurtain, openBrowser, promptText, startTs, stopServer, waitHome,
} from "./helpers.mjs";

after(stopServer);

/** Starts a game and plays three USSR placements; returns the page's numbers, prompt and share link. */
async function playAndShare(page) {
  await page.goto(await appUrl());
  await waitHome(page);
  await startTs(page, "31337");
  for (const key of ["poland", "czechoslovakia", "poland"]) {
    await page.locator(`[data-test="action"][data-target="space:${key}"]`).click();
  }
  await page.getByText("(3 left)").waitFor();
  await page.locator('[data-test="share"]').click();
  const out = page.locator('[data-test="share-link"]');
  await out.waitFor();
  const toast = await page.locator('[data-test="toast"]').innerText();
  assert.match(toast, /WHOLE game/, "sharing says plainly that the link carries both hands");
  return { numbers: await boardNumbers(page), prompt: await promptText(page), link: await out.inputValue() };
}

async function savesOnHome(page) {
  return page.$$eval('[data-test="saves"] .save', (els) => els.map((e) => e.dataset.save).sort());
}

test("a link opens the same position in a fresh browser, as a new saved game", async () => {
  const a = await openBrowser();
  let shared;
  try {
    shared = await playAndShare(a.page);
    assert.match(shared.link, /^http:\/\/127\.0\.0\.1:\d+\/#ts-\d+-[A-Za-z0-9_-]+$/);
    assert.deepEqual(a.errors, []);
  } finally {
    await a.close();
  }
  const b = await openBrowser();
  try {
    const page = b.page;
    // This browser already has a game of its own.
    await page.goto(await appUrl());
    await waitHome(page);
    await startTs(page, "5");
    await page.locator('[data-test="home"]').click();
    await waitHome(page);
    const savesBefore = await savesOnHome(page);
    assert.equal(savesBefore.length, 1);

    await page.goto(shared.link);
    await page.locator('[data-test="prompt-panel"]').waitFor();
    await liftCurtain(page);
    assert.deepEqual(await boardNumbers(page), shared.numbers);
    assert.equal(await promptText(page), shared.prompt);
    // The address no longer holds the link: a reload resumes this slot instead of opening it again.
    assert.match(page.url(), /\?play=[^#]+$/);
    await page.reload();
    await page.locator('[data-test="prompt-panel"]').waitFor();
    await liftCurtain(page);
    assert.deepEqual(await boardNumbers(page), shared.numbers);

    await page.locator('[data-test="home"]').click();
    await waitHome(page);
    const savesAfter = await savesOnHome(page);
    assert.equal(savesAfter.length, 2, "the link got a new slot");
    assert.ok(savesBefore.every((s) => savesAfter.includes(s)), "the older save is still there");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("a damaged link shows why it cannot open, and every save stays as it was", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    const { link } = await playAndShare(page);
    await page.locator('[data-test="home"]').click();
    await waitHome(page);
    const stored = () =>
      page.evaluate(() =>
        Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith("sandtable.save.")).map((k) => [k, localStorage.getItem(k)])),
      );
    const before = await stored();
    assert.equal(Object.keys(before).length, 1);
    const base = link.slice(0, link.indexOf("#"));
    const payload = link.slice(link.indexOf("#"));
    // One character changed in the middle of the data.
    const mid = Math.floor(payload.length * 0.6);
    const flipped = payload.slice(0, mid) + (payload[mid] === "A" ? "B" : "A") + payload.slice(mid + 1);
    const cases = [
      [payload.slice(0, payload.length - 7), /cut off|damaged/],
      [flipped, /altered|damaged/],
      ["#ts-9-" + payload.slice(6), /link format 9/],
      ["#zz-1-" + payload.slice(6), /game this version does not know/],
      ["#hello", /not a Sandtable game link/],
    ];
    for (const [fragment, message] of cases) {
      await page.goto(base + fragment);
      const notice = page.locator('[data-test="notice"]');
      await notice.waitFor();
      const text = await notice.innerText();
      assert.match(text, /This link cannot be opened/, fragment);
      assert.match(text, message, fragment);
      assert.match(text, /Your saved games are untouched/);
      assert.equal(await page.locator('[data-test="prompt-panel"]').count(), 0);
      assert.deepEqual(await stored(), before, `saves unchanged after ${fragment}`);
      assert.equal((await savesOnHome(page)).length, 1);
    }
    // The same message for a link pasted into the home page's box.
    await page.locator('[data-test="link-input"]').fill(payload.slice(0, 20));
    await page.locator('[data-test="open-link"]').click();
    await page.locator('[data-test="notice"]').getByText(/cut off|damaged|altered/).waitFor();
    assert.deepEqual(await stored(), before);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("an exported file imports to the same position in another browser", async () => {
  const a = await openBrowser();
  let file, numbers, prompt;
  try {
    ({ numbers, prompt } = await playAndShare(a.page));
    const [download] = await Promise.all([a.page.waitForEvent("download"), a.page.locator('[data-test="export"]').click()]);
    assert.match(download.suggestedFilename(), /^twilight-struggle-.*\.sandtable\.json$/);
    // Read now: a context's downloads are deleted when it closes.
    file = readFileSync(await download.path());
    const record = JSON.parse(file.toString("utf8"));
    assert.equal(record.format, "sandtable-record/1");
    assert.equal(record.actions.length, 3);
    assert.deepEqual(a.errors, []);
  } finally {
    await a.close();
  }
  const b = await openBrowser();
  try {
    const page = b.page;
    await page.goto(await appUrl());
    await waitHome(page);
    // A file that is not a record is refused with a message.
    await page.locator('[data-test="file-input"]').setInputFiles({ name: "x.sandtable.json", mimeType: "application/json", buffer: Buffer.from("{\"oops\": 1}") });
    await page.locator('[data-test="notice"]').getByText(/This file cannot be opened/).waitFor();
    await page.locator('[data-test="file-input"]').setInputFiles({ name: "game.sandtable.json", mimeType: "application/json", buffer: file });
    await page.locator('[data-test="prompt-panel"]').waitFor();
    await liftCurtain(page);
    assert.deepEqual(await boardNumbers(page), numbers);
    assert.equal(await promptText(page), prompt);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
