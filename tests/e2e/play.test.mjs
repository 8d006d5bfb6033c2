// Playing Twilight Struggle's setup: map clicks and prompt buttons, undo, autosave across a reload, the
// hot-seat curtain; screenshots of the game at both sizes.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import {
  appUrl, boardNumbers, liftCurtain, noOverflow, openBrowser, promptText, screenshot, startTs, stopServer, waitHome,
} from "./helpers.mjs";

after(stopServer);

const EAST = ["finland", "egermany", "poland", "austria", "czechoslovakia", "hungary", "romania", "yugoslavia", "bulgaria"];

test("influence is placed by clicking a highlighted country and by a prompt button; undo takes it back", async () => {
  const b = await openBrowser();
  try {
    await b.page.goto(await appUrl());
    await waitHome(b.page);
    await startTs(b.page);
    const page = b.page;
    assert.match(await promptText(page), /USSR: place starting influence.*\(6 left\)/);
    // The legal targets are exactly the Eastern European countries, highlighted on the map.
    const legal = await page.$$eval(".country.legal", (els) => els.map((e) => e.dataset.country).sort());
    assert.deepEqual(legal, [...EAST].sort());
    assert.equal(await page.locator('[data-test="undo"]').isDisabled(), true);
    const before = await boardNumbers(page);
    await screenshot(page, "game-start-1366x768");

    // A click on the map plays the action aimed at that country.
    await page.locator('[data-country="poland"]').click();
    await page.getByText("(5 left)").waitFor();
    let now = await boardNumbers(page);
    assert.equal(now.poland, "1/0");
    assert.equal(before.poland, "0/0");
    // A non-legal country does nothing.
    await page.locator('[data-country="france"]').click();
    assert.match(await promptText(page), /\(5 left\)/);

    // A legal country is reachable with the keyboard: Enter on it plays too.
    await page.locator('[data-country="romania"]').focus();
    await page.keyboard.press("Enter");
    await page.getByText("(4 left)").waitFor();
    assert.equal((await boardNumbers(page)).romania, "1/0");
    await page.locator('[data-test="undo"]').click();
    await page.getByText("(5 left)").waitFor();

    // A prompt button does the same.
    const egBefore = now.egermany;
    await page.locator('[data-test="action"][data-target="space:egermany"]').click();
    await page.getByText("(4 left)").waitFor();
    now = await boardNumbers(page);
    assert.equal(now.egermany, `${Number(egBefore.split("/")[0]) + 1}/0`);
    // The log names what happened, with the country as a link (the decision panel lists it too).
    assert.match(await page.locator('[data-test="recent"]').innerText(), /placed 1 influence in East Germany/);
    await page.locator('[data-test="tab-log"]').click();
    // One action's points are one line of the log.
    assert.match(await page.locator('[data-test="log"]').innerText(), /placed influence: Poland \+1, East Germany \+1\./);
    assert.equal(await page.locator('[data-test="log"] > li[data-n="2"]').count(), 1);
    await page.locator('[data-test="log"] .ref-space', { hasText: "East Germany" }).first().click();
    assert.equal(await page.locator('.country.focused[data-country="egermany"]').count(), 1, "a country named in the log is highlighted");
    await page.locator('[data-test="tab-hand"]').click();

    // Undo goes back one decision of the same seat.
    assert.equal(await page.locator('[data-test="undo"]').isDisabled(), false);
    await page.locator('[data-test="undo"]').click();
    await page.getByText("(5 left)").waitFor();
    now = await boardNumbers(page);
    assert.equal(now.egermany, egBefore);
    assert.equal(now.poland, "1/0");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("every move autosaves: a reload shows the same position", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    await page.goto(await appUrl());
    await waitHome(page);
    await startTs(page, "777");
    await page.locator('[data-country="hungary"]').click();
    await page.getByText("(5 left)").waitFor();
    await page.locator('[data-country="romania"]').click();
    await page.getByText("(4 left)").waitFor();
    const numbers = await boardNumbers(page);
    const prompt = await promptText(page);
    assert.match(page.url(), /\?play=/);
    await page.reload();
    await page.locator('[data-test="prompt-panel"]').waitFor();
    await liftCurtain(page);
    assert.deepEqual(await boardNumbers(page), numbers);
    assert.equal(await promptText(page), prompt);
    // And the home page lists the game as an autosave, resumable.
    await page.locator('[data-test="home"]').click();
    await waitHome(page);
    const saves = page.locator('[data-test="saves"] .save');
    assert.equal(await saves.count(), 1);
    assert.match(await saves.first().innerText(), /Autosave · Twilight Struggle/);
    assert.match(await saves.first().innerText(), /2 moves/);
    await saves.first().locator('[data-test="resume"]').click();
    await page.locator('[data-test="prompt-panel"]').waitFor();
    await liftCurtain(page);
    assert.deepEqual(await boardNumbers(page), numbers);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("the hot-seat curtain hides the hands when the deciding seat changes", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    await page.goto(await appUrl());
    await waitHome(page);
    const form = page.locator('[data-game="twilight-struggle"] form');
    await form.locator('input[name="seed"]').fill("4242");
    await form.locator('[data-test="start"]').click();
    // A new game opens behind the curtain: nobody's hand is on screen.
    const curtain = page.locator('[data-test="curtain"]');
    await curtain.waitFor();
    assert.match(await curtain.innerText(), /Pass the device to the USSR player/);
    assert.equal(await page.locator('[data-test="hand"]').count(), 0);
    await liftCurtain(page);
    // The USSR sees its own hand and only the number of US cards.
    assert.equal(await page.locator('[data-test="hand"]').count(), 1);
    assert.equal(await page.locator('[data-test="hand"]').getAttribute("data-seat"), "ussr");
    assert.match(await page.locator('[data-test="hand-count"][data-seat="us"]').innerText(), /US hand: 8 cards \(hidden\)/);
    // The USSR also holds the China Card, shown apart from the 8 cards dealt.
    assert.equal(await page.locator('[data-test="hand"] .china-slot [data-card="6"]').count(), 1);
    const ussrCards = await page.$$eval('[data-test="hand"] > .cards [data-card]', (els) => els.map((e) => e.dataset.card));
    assert.equal(ussrCards.length, 8);

    for (const key of ["poland", "poland", "egermany", "egermany", "hungary", "yugoslavia"]) {
      await page.locator(`[data-test="action"][data-target="space:${key}"]`).click();
    }
    // The US decides now: the curtain is down and no hand is rendered behind it.
    await curtain.waitFor();
    assert.match(await curtain.innerText(), /Pass the device to the US player/);
    assert.equal(await page.locator('[data-test="hand"]').count(), 0);
    assert.equal(await page.locator("[data-card]").count(), 0);
    await screenshot(page, "curtain-1366x768");
    // The curtain's button has the keyboard focus: Enter lifts it.
    await page.keyboard.press("Enter");
    await curtain.waitFor({ state: "detached" });
    assert.equal(await page.locator('[data-test="hand"]').getAttribute("data-seat"), "us");
    const usCards = await page.$$eval('[data-test="hand"] > .cards [data-card]', (els) => els.map((e) => e.dataset.card));
    assert.equal(usCards.length, 8);
    assert.equal(usCards.filter((c) => ussrCards.includes(c)).length, 0, "the hands share no card");
    assert.match(await page.locator('[data-test="hand-count"][data-seat="ussr"]').innerText(), /USSR hand: 8 cards \(hidden\)/);
    assert.match(await promptText(page), /US: place starting influence.*\(7 left\)/);
    // The US has not acted yet: the toolbar's Undo still offers to take back the USSR's last point.
    assert.equal(await page.locator('[data-test="undo"]').isEnabled(), true);
    assert.match(await page.locator('[data-test="undo"]').getAttribute("title"), /USSR player's last decision/);

    // The US places its 7; the setup prompt is then gone.
    for (let i = 0; i < 7; i++) {
      const target = i < 4 ? "wgermany" : "italy";
      await page.locator(`[data-test="action"][data-target="space:${target}"]`).click();
    }
    await page.waitForFunction(() => !/starting influence/.test(document.querySelector('[data-test="prompt"]')?.innerText || ""));
    await liftCurtain(page);
    const numbers = await boardNumbers(page);
    assert.equal(numbers.wgermany, "0/4");
    assert.equal(numbers.italy, "0/3");
    assert.equal(numbers.poland, "2/0");
    await screenshot(page, "after-setup-1366x768");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("on a phone (390x844) the map zooms to the legal countries, pans, and a tap plays", async () => {
  const b = await openBrowser({ width: 390, height: 844, mobile: true });
  try {
    const page = b.page;
    await page.goto(await appUrl());
    await waitHome(page);
    await startTs(page, "99");
    await screenshot(page, "game-start-390x844");
    await noOverflow(page, "phone");
    const map = page.locator("svg.map");
    const vb0 = await map.getAttribute("viewBox");
    // Zoomed in on Eastern Europe: the view is much narrower than the 1000-unit board.
    assert.ok(Number(vb0.split(" ")[2]) < 400, `viewBox ${vb0}`);
    await page.locator('[data-country="poland"]').tap();
    await page.getByText("(5 left)").waitFor();
    // Zoom buttons and a drag change the view; "fit" shows the whole board.
    await page.locator('[data-test="zoom-in"]').click();
    const vb1 = await map.getAttribute("viewBox");
    assert.ok(Number(vb1.split(" ")[2]) < Number(vb0.split(" ")[2]));
    const box = await map.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 80, box.y + box.height / 2 - 40, { steps: 5 });
    await page.mouse.up();
    const vb2 = await map.getAttribute("viewBox");
    assert.notEqual(vb2, vb1);
    assert.equal(Number(vb2.split(" ")[2]), Number(vb1.split(" ")[2]), "a drag pans without zooming");
    // "Fit" shows as much as stays readable on a phone (about the width of Europe), not a tiny world.
    await page.locator('[data-test="zoom-fit"]').click();
    const fit = (await map.getAttribute("viewBox")).split(" ").map(Number);
    const px = (await map.boundingBox()).width;
    assert.ok(fit[2] > Number(vb1.split(" ")[2]), `fit shows more than the zoomed view: ${fit}`);
    assert.ok(fit[2] / px <= 1.15, `fit keeps the names readable: ${fit[2]} units on ${px}px`);
    await screenshot(page, "fit-390x844");
    // The prompt is above the map and the hand below it: both reachable.
    await page.locator('[data-test="hand"]').scrollIntoViewIfNeeded();
    assert.ok(await page.locator('[data-test="hand"]').isVisible());
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "after-move-390x844");
    // The rest of the setup by prompt buttons, then a look at the finished position.
    for (const key of ["poland", "egermany", "egermany", "hungary", "hungary"]) {
      await page.locator(`[data-test="action"][data-target="space:${key}"]`).click();
    }
    await liftCurtain(page);
    for (let i = 0; i < 7; i++) {
      await page.locator('[data-test="action"][data-target="space:wgermany"]').click();
    }
    await page.waitForFunction(() => !/starting influence/.test(document.querySelector('[data-test="prompt"]')?.innerText || ""));
    await liftCurtain(page);
    assert.equal((await boardNumbers(page)).wgermany, "0/7");
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "after-setup-390x844");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
