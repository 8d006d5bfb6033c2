// What a Downfall player sees of the Strategic Warfare displays (DF 1.E, 7.9.2): each display in play as its
// row of boxes with the marker lit, how many units it allows in play and the units it holds as counters; the
// West's Bombing swap asked on that picture, its units as counters with where each stands; the Airdrop marker
// on the map while it holds (DF 8). At 1366×768 in English and 390×844 in Korean; no console error, no
// sideways scroll. Screenshots go to test-output/downfall-board/.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, cli, cliShow, crossingNames, openDemoIn, openBrowser, openLink, stopServer, shooter, noOverflow } from "./helpers.mjs";

after(stopServer);

const shot = shooter("downfall-board");

/** A random game's record cut after `n` actions (its checksum dropped: it names the whole game), as a link. */
function cutLink(args, n) {
  const dir = mkdtempSync(join(tmpdir(), "sandtable-df-board-"));
  const file = join(dir, "game.json");
  const r = JSON.parse(cli(args));
  r.actions = r.actions.slice(0, n);
  delete r.check;
  writeFileSync(file, JSON.stringify(r));
  return { view: cliShow(file), prompt: JSON.parse(cli(["actions", file])), link: cli(["link", "encode", file]).trim() };
}

for (const size of [
  { width: 1366, height: 768, name: "1366x768", lang: "en" },
  { width: 390, height: 844, name: "390x844", lang: "ko", mobile: true },
]) {
  test(`the Strategic Warfare displays and the West's Bombing swap on them at ${size.name}`, async () => {
    // A random campaign (seed 1) 34 actions in: the Bombing marker has moved into another zone and the West
    // chooses the non-elite air unit that takes the returning elite unit's zone (DF 7.9.2, L1414).
    const { view, prompt, link } = cutLink(["random", "downfall", "--seed", "1"], 34);
    assert.equal(prompt.prompt, "df.sw_air_choose_held");
    const b = await openBrowser(size);
    try {
      const page = b.page;
      await openLink(b.page, link, '[data-test="df-game"]');
      if (size.lang === "ko") await page.getByRole("button", { name: "한국어" }).click();
      // The three displays of the campaign, each with its marker's box lit and its count in play.
      const displays = page.locator('[data-test="sw-displays"] [data-test="sw-display"]');
      assert.equal(await displays.count(), 3);
      for (const [i, k] of ["malta", "atlantic", "bombing"].entries()) {
        const d = page.locator(`[data-test="sw-displays"] [data-test="sw-display"][data-track="${k}"]`);
        assert.equal(Number(await d.getAttribute("data-box")), view.sw[i], `${k}'s marker`);
        assert.equal(await d.locator(".df-sw-box.here").innerText(), String(view.sw[i]));
        assert.match(await d.locator('[data-test="sw-allowed"]').innerText(), new RegExp(`${view.sw_allowed[i]}$`));
        // The units it holds, as counters, leftmost zone first.
        const held = await d.locator('[data-test="sw-held"]').evaluateAll((e) => e.map((x) => x.getAttribute("data-unit")));
        assert.deepEqual(held, view.sw_held[i], `${k}'s units`);
      }
      // The decision is drawn on the Bombing display: its units as counter buttons with where they stand,
      // not a bare list of names.
      const panel = page.locator('[data-test="prompt-panel"]');
      const picture = panel.locator('[data-test="unit-picture"]');
      await picture.waitFor();
      assert.equal(await picture.locator('[data-test="sw-display"][data-track="bombing"]').count(), 1);
      const picks = picture.locator('[data-test="unit-pick"]');
      assert.deepEqual(await picks.evaluateAll((e) => e.map((x) => x.getAttribute("data-unit"))), prompt.actions.map((a) => a.target.id), "the engine's choices");
      const pool = size.lang === "ko" ? "전력 풀" : "Force pool";
      const texts = await picks.allInnerTexts();
      for (const t of texts) assert.match(t, new RegExp(`^✈ .+ · (${pool}|\\d{4})$`), t);
      assert.equal(await panel.locator('.actions [data-test="action"][data-target^="unit:"]').count(), 0, "no second list of the units");
      await noOverflow(page);
      await shot(page, `sw-swap-${size.name}`);
      // Choosing one puts it on the display.
      const unit = await picks.first().getAttribute("data-unit");
      await picks.first().locator("button").click();
      await page.waitForFunction((u) => [...document.querySelectorAll('[data-test="sw-displays"] [data-track="bombing"] [data-test="sw-held"]')].some((e) => e.getAttribute("data-unit") === u), unit);
      await shot(page, `sw-after-${size.name}`);
      assert.deepEqual(b.errors, [], b.errors.join("\n"));
    } finally {
      await b.close();
    }
  });
}

test("the Airdrop: the West picks the airborne unit as a counter, and the marker stands in the attacked hex (DF 8)", async () => {
  // An Overlord game with the action cards (made by the rules-8 engine, `tests/e2e/fixtures/downfall-airdrop.json`:
  // a careful random game, seed 9, cut where the West has just played Airdrop with two airborne units free).
  const file = join(ROOT, "tests", "e2e", "fixtures", "downfall-airdrop.json");
  const prompt = JSON.parse(cli(["actions", file]));
  assert.equal(prompt.prompt, "df.airdrop_choose");
  const link = cli(["link", "encode", file]).trim();
  const b = await openBrowser({ width: 1366, height: 768 });
  try {
    const page = b.page;
    await openLink(b.page, link, '[data-test="df-game"]');
    const picks = page.locator('[data-test="prompt-panel"] [data-test="unit-picture"] [data-test="unit-pick"]');
    assert.deepEqual(await picks.evaluateAll((e) => e.map((x) => x.getAttribute("data-unit"))), prompt.actions.map((a) => a.target.id));
    assert.equal(await page.locator('[data-test="airdrop"]').count(), 0, "no marker before the drop");
    await shot(page, "airdrop-choose-1366x768");
    // The pack's second airborne unit, which rules 7 would never have dropped.
    await page.locator('[data-test="unit-pick"][data-unit="w-1air"] button').click();
    const marker = page.locator('[data-test="airdrop"]');
    await marker.waitFor({ state: "attached" });
    assert.equal(await marker.getAttribute("data-unit"), "w-1air");
    const hex = await marker.getAttribute("data-hex");
    assert.match(hex, /^\d{4}$/);
    assert.match(await marker.locator("title").textContent(), /^Airdrop marker \(.*1 Air.*\): \+2/);
    await page.evaluate(() => document.querySelector('[data-test="airdrop"]').scrollIntoView());
    await shot(page, "airdrop-marker-1366x768");
    await noOverflow(page);
    assert.deepEqual(b.errors, [], b.errors.join("\n"));
  } finally {
    await b.close();
  }
});

// The map's city names (geo.rs `place_names`), as Chromium draws them in its own font, in both languages:
// no two written over each other or touching side by side ("WarsBrest-Litov", "RomeCassino"), and the
// map still names most of its cities.
test("no two city names cross on the map, in English and in Korean", async () => {
  for (const lang of ["en", "ko"]) {
    const b = await openBrowser({ width: 1366, height: 768 });
    try {
      const page = b.page;
      await openDemoIn(page, "?demo=downfall", lang);
      await page.waitForSelector(".df-name");
      const found = await crossingNames(page, ".df-name");
      assert.deepEqual(found.crossing, [], `no two city names cross (${lang})`);
      assert.ok(found.named >= 150, `the cities are named (${lang}): ${found.named}`);
      assert.deepEqual(b.errors, [], b.errors.join("\n"));
    } finally {
      await b.close();
    }
  }
});

// On a phone (390×844) the map shows on the first screen: the event and Strategic Warfare displays fold
// behind one button under the tracks, and the off-map pools start folded over the map; both open on a tap.
test("on a phone the map shows on the first screen; the event and Strategic Warfare displays unfold on a tap", async () => {
  const { link } = cutLink(["random", "downfall", "--seed", "1"], 20);
  const b = await openBrowser({ width: 390, height: 844, mobile: true });
  try {
    const page = b.page;
    await openLink(b.page, link, '[data-test="df-game"]');
    const events = page.locator('[data-test="events"]');
    const sw = page.locator('[data-test="sw-displays"]');
    assert.equal(await events.isVisible(), false, "the event display is folded");
    assert.equal(await sw.isVisible(), false, "the Strategic Warfare displays are folded");
    const map = await page.locator(".df-map-col").boundingBox();
    assert.ok(map.y < 844 * 0.7, `the map starts on the first screen (at ${map.y} px)`);
    assert.equal(await page.locator('[data-test="offmap"]').getAttribute("open"), null, "the off-map pools start folded");
    await shot(page, "phone-folded-390x844");
    const toggle = page.locator('[data-test="df-more"]');
    assert.equal(await toggle.getAttribute("aria-expanded"), "false");
    await toggle.click();
    await events.waitFor({ state: "visible" });
    assert.ok(await sw.isVisible(), "the Strategic Warfare displays unfold with the events");
    assert.equal(await toggle.getAttribute("aria-expanded"), "true");
    await noOverflow(page);
    await shot(page, "phone-unfolded-390x844");
    assert.deepEqual(b.errors, [], b.errors.join("\n"));
  } finally {
    await b.close();
  }
});
