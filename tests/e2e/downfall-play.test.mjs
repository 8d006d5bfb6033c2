// Downfall played in the browser: Overlord started from the home page's new-game form (hot seat, people in
// every seat) and played two full turns by clicking the listed choices; the map, the tracks strip with
// the order costs, the reconstructed-components notice, ringed choices, supply on request and the odds
// before a combat roll. At 1366×768 in English and 390×844 in Korean; no console error, no sideways
// scroll. Screenshots go to test-output/downfall-play/.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { appUrl, cli, cliShow, liftCurtain, openBrowser, stopServer, waitHome, ringedInView, shooter, noOverflow } from "./helpers.mjs";

after(stopServer);

const shot = shooter("downfall-play");

async function start(page, scenario, seed = "1944") {
  await page.goto(await appUrl());
  await waitHome(page);
  const card = page.locator('[data-game="downfall"]');
  assert.match(await card.innerText(), /[Rr]econstructed map and components|재구성한 지도와 구성물/);
  const form = card.locator('form[data-test="new-game"]');
  await form.locator("select").first().selectOption(scenario);
  await form.locator('input[name="seed"]').fill(seed);
  await form.locator('[data-test="start"]').click();
  await page.locator('[data-test="df-game"]').waitFor();
}

const turn = async (page) => Number(await page.locator('[data-test="turn"]').innerText());

/** One decision: Done where it is offered (moves and attacks end quickly), a roll, else the first choice. */
async function decide(page, seen) {
  await liftCurtain(page);
  await ringedInView(page, '[data-test="live"] .df-legal', "svg.df-svg");
  const buttons = page.locator('[data-test="prompt-panel"] [data-test="action"]');
  const n = await buttons.count();
  if (n === 0) return false;
  const texts = await buttons.allInnerTexts();
  let i = texts.findIndex((t) => /^(Done|완료)$/.test(t.trim()));
  // One attack a test, to see the odds before its roll.
  const attack = texts.findIndex((t) => /^Attack .+ led by |이끄는 .+ 공격$/.test(t.trim()));
  if (attack >= 0 && !seen.attacked) {
    seen.attacked = true;
    i = attack;
  }
  const roll = texts.findIndex((t) => /^(Roll|굴리기)/.test(t.trim()));
  if (roll >= 0) {
    // The odds before the 2d6: the column, the modifiers and each result's chance.
    const odds = page.locator('[data-test="odds"]');
    if ((await odds.count()) > 0 && !seen.odds) {
      seen.odds = true;
      assert.ok((await page.locator('[data-test="odds-terms"] li').count()) >= 1, "modifiers listed");
      assert.ok((await page.locator('[data-test="odds-results"] li').count()) >= 1, "results listed");
      await shot(page, `odds-${seen.name}`);
    }
    i = roll;
  }
  if (i < 0) i = 0;
  const target = await buttons.nth(i).getAttribute("data-target");
  if (target && target.startsWith("hex:")) seen.ringed += 1;
  const before = await page.locator('[data-test="log-count"], .log li').count().catch(() => 0);
  await buttons.nth(i).click();
  void before;
  return true;
}

for (const size of [
  { width: 1366, height: 768, name: "1366x768", lang: "en" },
  { width: 390, height: 844, name: "390x844", lang: "ko", mobile: true },
]) {
  test(`Overlord from the home page: two full turns by the listed choices (${size.name}, ${size.lang})`, async () => {
    const b = await openBrowser(size);
    try {
      const page = b.page;
      await start(page, "overlord");
      if (size.lang === "ko") await page.getByRole("button", { name: "한국어" }).click();
      await liftCurtain(page);
      // The board: the notice, the map with units, the tracks strip.
      await page.locator('[data-test="approx-map"]').waitFor();
      assert.ok((await page.locator('[data-test="live"] .df-ctr').count()) > 20, "units on the map");
      assert.equal(await page.locator('[data-test="action-track"] .df-box').count(), 10);
      // Rules 3 opens with the air units' placement (DF 10.3, L716): the Action Track is filled after it,
      // so its costs are looked for while the two turns are played.
      let costsSeen = (await page.locator(".df-order-cost").count()) >= 1;
      // The air placement: one group per air unit, headed by its name in words (not its pack key), each
      // chip a hex.
      const heads = await page.locator('[data-test="prompt-panel"] .df-group-head').allInnerTexts();
      assert.ok(heads.length >= 1, "the air units' placements are grouped");
      for (const h of heads) {
        assert.match(h, /^(Soviet|Western|OKH|OKW) Air \d+ (enters at|등장할 곳)$|^Jets /, `group head: ${h}`);
        assert.doesNotMatch(h, /air-(sov|w|okh|okw)-\d/, `a pack key in ${h}`);
      }
      const chips = await page.locator('[data-test="prompt-panel"] .df-dest').allInnerTexts();
      assert.ok(chips.every((c) => !/enters at|등장/.test(c)), "a chip is a hex, the unit is in its group's head");
      const first = await turn(page);
      assert.equal(first, 5, "Overlord starts on turn 5");
      await shot(page, `start-${size.name}-${size.lang}`);
      await noOverflow(page);
      // Supply on request.
      await page.locator('[data-test="tab-supply"]').click();
      await page.locator('[data-test="supply-panel"]').waitFor();
      await page.locator('[data-test="supply-toggle"]').click();
      await page.locator('[data-test="tab-hex"]').click();
      const seen = { odds: false, attacked: false, ringed: 0, name: `${size.name}-${size.lang}` };
      let moves = 0;
      let shotMid = false;
      while ((await turn(page)) < first + 2) {
        if (await page.locator('[data-test="outcome"]').count()) break;
        assert.ok(await decide(page, seen), "a decision with no choice");
        moves += 1;
        if (!costsSeen) costsSeen = (await page.locator(".df-order-cost").count()) >= 1;
        if (!shotMid && (await page.locator('[data-test="live"] .df-legal').count()) > 0) {
          shotMid = true;
          await shot(page, `ringed-${size.name}-${size.lang}`);
        }
        assert.ok(moves < 1500, `two turns took more than ${moves} choices`);
      }
      assert.ok(costsSeen, "order costs on the Action Track");
      assert.ok((await turn(page)) >= first + 2 || (await page.locator('[data-test="outcome"]').count()) > 0, "two full turns played");
      await liftCurtain(page);
      await shot(page, `two-turns-${size.name}-${size.lang}`);
      await noOverflow(page);
      console.log(`# downfall ${size.name}: ${moves} choices for two turns, ${seen.ringed} aimed at a hex, odds shown: ${seen.odds}`);
      assert.deepEqual(b.errors, [], b.errors.join("\n"));
    } finally {
      await b.close();
    }
  });
}

test("Beachheads on the map (DF 2.4.2) and the Western Armor Reserves on the strip (DF 7.7.3), where the engine's view has them", async () => {
  // A whole random campaign (seed 1) whose end has Beachheads on the map.
  const dir = mkdtempSync(join(tmpdir(), "sandtable-df-beach-"));
  const file = join(dir, "game.json");
  writeFileSync(file, cli(["random", "downfall", "--seed", "1"]));
  const view = cliShow(file);
  assert.ok(view.landed.length > 0, "the game ends with a Beachhead on the map");
  const link = cli(["link", "encode", file]).trim();
  const b = await openBrowser({ width: 1366, height: 768 });
  try {
    const page = b.page;
    await page.goto(`${await appUrl()}${link}`);
    await page.locator('[data-test="df-game"]').waitFor({ timeout: 30000 });
    await liftCurtain(page);
    assert.equal(await page.locator('[data-test="beachhead"]').count(), view.landed.length);
    for (const l of view.landed) {
      const m = page.locator(`[data-test="beachhead"][data-hex="${l.hex}"]`);
      assert.equal(await m.getAttribute("data-joins"), l.joins);
      assert.match(await m.locator("title").textContent(), l.mulberry ? /^Mulberry/ : new RegExp(`^Beachhead \\(DF 2\\.4\\.2\\).*land hex ${l.joins}`));
    }
    assert.equal(await page.locator('[data-test="war"]').innerText(), String(view.war));
    assert.equal(await page.locator('[data-test="beachheads-pool"]').innerText(), String(view.beachheads));
    const [first] = view.landed;
    await page.evaluate((h) => document.querySelector(`[data-test="beachhead"][data-hex="${h}"]`).scrollIntoView(), first.hex);
    await shot(page, "beachheads-1366x768");
    assert.deepEqual(b.errors, [], b.errors.join("\n"));
  } finally {
    await b.close();
  }
});
