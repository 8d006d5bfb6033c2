// The hex and point-to-point boards on their shared scaffolding (src/boards/shared): Kutuzov, Downfall and
// NATO drawn by one layout, decision panel and map frame, at 1366×768 and 390×844 (screenshots of each in
// test-output/boards/). And what players tripped over (issues 27 and 30):
// - NATO on a phone: the map shows below the decision, and a long unit button wraps inside the screen with
//   its full words as its tooltip and accessible name;
// - Downfall: a unit's movement range on the map (every hex the engine's `To` actions name, with its MP);
// - NATO with two players a side (35.8): the seat form says so and the board says which partner decides;
// - Kutuzov's side auction (2.34): the players bid in the form and the board shows the winning bid.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { appUrl, liftCurtain, openBrowser, stopServer, waitHome, shooter, noOverflow } from "./helpers.mjs";

after(stopServer);

const shot = shooter("boards", process.env.BOARDS_SHOTS || "after");

const SIZES = [
  { width: 1366, height: 768, name: "1366x768" },
  { width: 390, height: 844, name: "390x844", mobile: true },
];

const form = (page, game) => page.locator(`[data-game="${game}"] form[data-test="new-game"]`);
const actions = (page) => page.locator('[data-test="prompt-panel"] [data-test="action"]');

/** A new hot-seat game of `game` from the home page; `set` fills the form first. */
async function start(page, game, scenario, seed, set = async () => {}) {
  await page.goto(await appUrl());
  await waitHome(page);
  const f = form(page, game);
  if (scenario) await f.locator("select").first().selectOption(scenario);
  await set(f);
  await f.locator('input[name="seed"]').fill(seed);
  await f.locator('[data-test="start"]').click();
  // The board first (a hot-seat game may open behind its curtain, which hides the decision), then the decision.
  await page.locator(`[data-test="${PREFIX[game]}-game"]`).waitFor();
  await liftCurtain(page);
  await page.locator('[data-test="prompt-panel"]').waitFor();
}

const PREFIX = { kutuzov: "kut", downfall: "df", nato: "nato" };

const GAMES = [
  { game: "kutuzov", scenario: "s4", seed: "1812", prefix: "kut" },
  { game: "downfall", scenario: "overlord", seed: "1944", prefix: "df" },
  { game: "nato", scenario: "baltic_gate", seed: "1983", prefix: "nato" },
];

for (const size of SIZES) {
  for (const g of GAMES) {
    test(`${g.game} on the shared layout at ${size.name}: tracks, map frame, decision, tabs`, async () => {
      const b = await openBrowser(size);
      try {
        const page = b.page;
        await start(page, g.game, g.scenario, g.seed);
        await page.locator(`[data-test="${g.prefix}-game"].board-layout`).waitFor();
        // The frame: the notice, the map, zoom and fit; the side column's tabs.
        for (const t of ["approx-map", "zoom-in", "zoom-out", "zoom-fit"]) await page.locator(`[data-test="${t}"]`).waitFor();
        const before = await page.locator(`svg.${g.prefix}-svg`).getAttribute("viewBox");
        await page.locator('[data-test="zoom-in"]').click();
        assert.notEqual(await page.locator(`svg.${g.prefix}-svg`).getAttribute("viewBox"), before, "zoom changes the view");
        await page.locator('[data-test="zoom-fit"]').click();
        assert.ok((await actions(page).count()) > 0, "the decision lists its choices");
        await page.waitForTimeout(300);
        await shot(page, `${g.game}-${size.name}`);
        await page.locator('[data-test="tab-log"]').click();
        assert.equal(await page.locator('[data-test="tab-log"]').getAttribute("aria-selected"), "true");
        // No sideways scroll; on a phone the map shows below the decision.
        await noOverflow(page, "screen");
        if (size.mobile) {
          const top = await page.locator(`svg.${g.prefix}-svg`).evaluate((e) => e.getBoundingClientRect().top);
          assert.ok(top < size.height - 200, `the map begins at ${top}px: below the fold`);
        }
        assert.deepEqual(b.errors, [], b.errors.join("\n"));
      } finally {
        await b.close();
      }
    });
  }
}

test("NATO on a phone: the map is in view at the decision, and long unit buttons wrap inside the screen", async () => {
  const b = await openBrowser({ width: 390, height: 844, mobile: true });
  try {
    const page = b.page;
    await start(page, "nato", "baltic_gate", "1983");
    let checked = 0;
    for (let i = 0; i < 60 && checked < 3; i++) {
      await liftCurtain(page);
      const n = await actions(page).count();
      if (n === 0) break;
      // Every decision leaves at least 250 px of the map on the screen.
      const svg = await page.locator("svg.nato-svg").evaluate((e) => e.getBoundingClientRect().toJSON());
      const visible = Math.min(svg.bottom, 844) - Math.max(svg.top, 0);
      assert.ok(visible >= 250, `only ${visible}px of the map in view at decision ${i}`);
      // Unit chips: inside the screen, nothing clipped, the full words in the tooltip.
      const units = page.locator('[data-test="prompt-panel"] [data-test="action"][data-target^="unit:"]');
      if ((await units.count()) > 0) {
        const boxes = await units.evaluateAll((els) => els.map((e) => ({ right: e.getBoundingClientRect().right, sw: e.scrollWidth, cw: e.clientWidth, title: e.title, label: e.getAttribute("aria-label") })));
        for (const x of boxes) {
          assert.ok(x.right <= 390 + 0.5, `a button runs off the screen to ${x.right}px`);
          assert.ok(x.sw <= x.cw + 1, `a button's words are clipped (${x.sw} > ${x.cw})`);
          assert.ok(x.title.includes(x.label), `the tooltip "${x.title}" holds the full words "${x.label}"`);
        }
        if (checked === 0) await shot(page, "nato-phone-units");
        checked += 1;
      }
      // The last choice ends the step (Done / end the phase), the first otherwise.
      const texts = await actions(page).allInnerTexts();
      const done = texts.findIndex((t) => /^(Done|End|완료|종료)/.test(t.trim()));
      await actions(page).nth(done >= 0 && i % 2 ? done : 0).click();
      await page.waitForTimeout(30);
    }
    assert.ok(checked > 0, "a decision named units");
    assert.deepEqual(b.errors, [], b.errors.join("\n"));
  } finally {
    await b.close();
  }
});

test("Downfall: a unit's movement range on the map, hex for hex the engine's destinations with their MP", async () => {
  const b = await openBrowser({ width: 1366, height: 768 });
  try {
    const page = b.page;
    await start(page, "downfall", "overlord", "1944");
    let shown = false;
    for (let i = 0; i < 400 && !shown; i++) {
      await liftCurtain(page);
      const n = await actions(page).count();
      if (n === 0) break;
      const prompt = await page.locator('[data-test="prompt-panel"]').innerText();
      const units = page.locator('[data-test="prompt-panel"] [data-test="action"][data-target^="unit:"]');
      // A land unit on the map (naval units move between sea areas, DF 7.1.3: no hex range).
      let land = -1;
      if (/Redeploy: choose a unit/.test(prompt)) {
        for (let j = 0; j < (await units.count()) && land < 0; j++) {
          // The pointer on a unit's button: its range before it is chosen.
          await units.nth(j).hover();
          await page.waitForTimeout(50);
          const unit = (await units.nth(j).getAttribute("data-target")).slice(5);
          if ((await page.locator(`[data-test="range"][data-unit="${unit}"] [data-test="reach-hex"]`).count()) > 0) land = j;
        }
      }
      if (land >= 0) {
        const unit = (await units.nth(land).getAttribute("data-target")).slice(5);
        const preview = await page.locator('[data-test="reach-hex"]').evaluateAll((els) => els.map((e) => e.dataset.hex).sort());
        assert.equal(await page.locator('[data-test="range"]').count(), 1, "one range at a time");
        // Chosen: the range stays, and is exactly where the engine's `To` actions go (port-to-port ends are not
        // movement, DF 7.1.2).
        await units.nth(land).click();
        await page.locator(`[data-test="range"][data-unit="${unit}"]`).waitFor();
        const reach = await page.locator('[data-test="reach-hex"]').evaluateAll((els) => els.map((e) => [e.dataset.hex, Number(e.dataset.mp)]));
        const to = await actions(page).evaluateAll((els) => els.filter((e) => /^to /.test(e.dataset.notation || "")).map((e) => e.dataset.target).filter((t) => t && t.startsWith("hex:")).map((t) => t.slice(4)).sort());
        assert.ok(to.length > 0, "the unit has somewhere to go");
        assert.deepEqual(reach.map((r) => r[0]).sort(), to, "the range is the engine's destinations");
        assert.deepEqual(preview, to, "the preview showed the same range");
        assert.ok(reach.every(([, mp]) => mp >= 0 && mp <= 5), "each hex carries its MP cost");
        await shot(page, "downfall-range");
        shown = true;
        break;
      }
      // Steer toward a Redeploy order: take one when offered, else end the step, else the first choice.
      const texts = await actions(page).allInnerTexts();
      let k = texts.findIndex((t) => /^Take Redeploy/.test(t.trim()));
      if (k < 0) k = texts.findIndex((t) => /^Carry out Redeploy/.test(t.trim()));
      if (k < 0) k = texts.findIndex((t) => /^(Roll|Done)/.test(t.trim()));
      await actions(page).nth(Math.max(k, 0)).click();
      await page.waitForTimeout(20);
    }
    assert.ok(shown, "a Redeploy order came up");
    assert.deepEqual(b.errors, [], b.errors.join("\n"));
  } finally {
    await b.close();
  }
});

test("NATO with two players a side (35.8): the seat form says so, the board says which partner decides", async () => {
  const b = await openBrowser({ width: 1366, height: 768 });
  try {
    const page = b.page;
    await page.goto(await appUrl());
    await waitHome(page);
    const f = form(page, "nato");
    const values = await f.locator('select[name="players"] option').evaluateAll((els) => els.map((e) => e.value));
    assert.deepEqual(values, ["2", "3wp", "3nato", "4"]);
    await f.locator('select[name="players"]').selectOption("3wp");
    await page.waitForTimeout(50);
    const labels = await f.locator('[data-test="players"] label span').allInnerTexts();
    assert.ok(/two players, North and South/.test(labels[0]) && !/two players/.test(labels[1]), `labels: ${labels}`);
    await f.locator('select[name="players"]').selectOption("4");
    await f.locator('[data-test="players"]').scrollIntoViewIfNeeded();
    await shot(page, "nato-teams-form");
    await f.locator("select").first().selectOption("baltic_gate");
    await f.locator('input[name="seed"]').fill("1983");
    await f.locator('[data-test="start"]').click();
    await page.locator('[data-test="nato-game"]').waitFor();
    let seen = false;
    for (let i = 0; i < 60 && !seen; i++) {
      await liftCurtain(page);
      const units = page.locator('[data-test="prompt-panel"] [data-test="action"][data-target^="unit:"]');
      if ((await units.count()) > 0) {
        const line = await page.locator('[data-test="team-line"]').innerText();
        assert.match(line, /North player|South player|North and South/);
        const chips = await units.allInnerTexts();
        assert.ok(chips.every((c) => /^[NS] · /.test(c.trim())), `unit chips marked N or S: ${chips.slice(0, 3)}`);
        await shot(page, "nato-teams-board");
        seen = true;
        break;
      }
      await actions(page).first().click();
      await page.waitForTimeout(20);
    }
    assert.ok(seen, "a decision named units");
    assert.deepEqual(b.errors, [], b.errors.join("\n"));
  } finally {
    await b.close();
  }
});

test("Kutuzov's side auction (2.34): bids in the form, a tie settled by the die, the winning bid on the board", async () => {
  const b = await openBrowser({ width: 390, height: 844, mobile: true });
  try {
    const page = b.page;
    await start(page, "kutuzov", "s4", "1812", async (f) => {
      await f.locator('[data-test="auction-on"]').check();
      assert.equal(await f.locator('[data-test="auction-row"]').count(), 4, "a row per player (four players)");
      await f.locator('[data-test="auction-power-0"]').selectOption("1");
      await f.locator('[data-test="auction-sp-0"]').fill("3");
      await f.locator('[data-test="auction-power-2"]').selectOption("2");
      await f.locator('[data-test="auction-sp-2"]').fill("3");
      await f.locator('[data-test="auction-sp-1"]').fill("1");
      // A tie between players 1 and 3: the die settles it.
      assert.match(await f.locator('[data-test="auction-result"]').innerText(), /Tie between Player 1, Player 3/);
      await f.locator('[data-test="auction-die"]').click();
      const won = await f.locator('[data-test="auction-result"]').innerText();
      assert.match(won, /Player [13] takes (Russian First|French Southern) Army for 3 SP/);
      assert.match(won, /Then, in bid order: .*Player 2 \(1 SP\)/);
      await f.locator('[data-test="auction"]').scrollIntoViewIfNeeded();
      await shot(page, "kutuzov-auction-form");
    });
    const chip = await page.locator('[data-test="kut-auction"]').innerText();
    assert.match(chip, /Auction \(2\.34\): (Russian First|French Southern) Army bought for 3 SP/);
    await shot(page, "kutuzov-auction-board");
    assert.deepEqual(b.errors, [], b.errors.join("\n"));
  } finally {
    await b.close();
  }
});

test("NATO's attack helicopters (18.4): Ready and Recovering on the strip and in the off-map tab", async () => {
  const b = await openBrowser({ width: 1366, height: 768 });
  try {
    const page = b.page;
    await start(page, "nato", "baltic_gate", "1983");
    // Baltic Gate 1983 opens with the East German brigade (negf-ah) on the Pact's display, ready to fly.
    const chip = page.locator('[data-test="nato-ah"][data-side="wp"]');
    assert.equal(await chip.getAttribute("data-ready"), "1");
    assert.equal(await chip.getAttribute("data-recovering"), "0");
    assert.match(await chip.innerText(), /Warsaw Pact helicopters: 1 ready · 0 recovering/);
    assert.equal(await page.locator('[data-test="nato-ah"][data-side="nato"]').count(), 0, "NATO has none in this scenario");
    await page.locator('[data-test="tab-boxes"]').click();
    const offMap = await page.locator('[data-test="off-map"]').innerText();
    assert.match(offMap, /Attack helicopters, Ready box/i);
    assert.doesNotMatch(offMap, /Recovery box/i);
    assert.deepEqual(b.errors, [], b.errors.join("\n"));
  } finally {
    await b.close();
  }
});

