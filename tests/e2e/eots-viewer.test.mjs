// Empire of the Sun's component viewer (src/boards/empire_of_the_sun): both maps drawn from the data pack,
// every scenario's set-up on its map, a hex's and a unit's details with their provenance in plain words,
// the search box, the reconstruction notice and the way to an owner's pack. Screenshots of every
// scenario at desktop and phone sizes go to test-output/eots-viewer/.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT, appUrl, openBrowser, shooter, stopServer, waitHome } from "./helpers.mjs";

after(stopServer);

const DATA = join(ROOT, "engine/src/games/empire_of_the_sun/data");
const screenshot = shooter("eots-viewer");

/** A stack of more than one counter drawn inside the map's element (the view is wherever it was). */
async function visibleStack(page) {
  const i = await page.evaluate(() => {
    const r = document.querySelector("svg.eots-svg").getBoundingClientRect();
    const all = [...document.querySelectorAll('.eots-stack[data-count]:not([data-count="1"])')];
    return all.findIndex((s) => {
      const b = s.getBoundingClientRect();
      return b.left > r.left + 40 && b.right < r.right - 60 && b.top > r.top + 40 && b.bottom < r.bottom - 60;
    });
  });
  assert.ok(i >= 0, "a stack in view");
  return page.locator('.eots-stack[data-count]:not([data-count="1"])').nth(i);
}

/** A table of the built-in pack as objects (comments and the header skipped). */
function table(file) {
  const lines = readFileSync(join(DATA, file), "utf8").split("\n").filter((l) => l && !l.startsWith("#"));
  const head = lines[0].split("\t");
  return lines.slice(1).map((l) => Object.fromEntries(l.split("\t").map((v, i) => [head[i], v])));
}

const HEXES = table("hexes.tsv");
const SP_HEXES = table("sp_hexes.tsv");
const SETUP = table("setup.tsv");
const SCENARIOS = table("scenarios.tsv");
const hexIds = { main: new Set(HEXES.map((h) => h.hex)), sp: new Set(SP_HEXES.map((h) => h.hex)) };

/** What a scenario's set-up list puts on its map's hexes, and in the boxes beside it (Oahu). */
function expected(scenario) {
  const rows = SETUP.filter((r) => r.list === scenario.setup && /^\d{4}$/.test(r.placement));
  const onMap = rows.filter((r) => hexIds[scenario.map].has(r.placement));
  return { onMap: onMap.length, inBoxes: rows.length - onMap.length };
}

/** Units drawn in stacks on map hexes, and units in the off-map boxes (Oahu, delay, China box). */
async function drawn(page) {
  return page.evaluate(() => {
    const stacks = [...document.querySelectorAll('.eots-setup .eots-stack[data-spot^="hex:"]')];
    return {
      onMap: stacks.reduce((n, s) => n + Number(s.dataset.count), 0),
      stacks: stacks.length,
      oahu: document.querySelectorAll('.eots-setup [data-box-unit="oahu"]').length,
      list: document.querySelector(".eots-setup")?.dataset.list,
    };
  });
}

/** Opens the viewer from the home page's button; returns the milliseconds until the map is drawn. */
async function openViewer(page) {
  await page.goto(await appUrl());
  await waitHome(page);
  const t0 = Date.now();
  await page.locator('[data-game="empire-of-the-sun"] [data-test="view-components"]').click();
  await page.locator('svg.eots-svg[data-hexes]').waitFor();
  await page.locator(".eots-setup .eots-stack").first().waitFor();
  const drawn = Date.now() - t0;
  // The tables' notes (every source in words) arrive after the first draw (src/whole_pack.rs).
  await page.locator('html[data-pack-notes="loaded"]').waitFor({ state: "attached" });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return drawn;
}

async function chooseScenario(page, key) {
  await page.locator('[data-test="scenario"]').selectOption(key);
  const s = SCENARIOS.find((x) => x.scenario === key);
  await page.waitForFunction((list) => document.querySelector(".eots-setup")?.dataset.list === list, s.setup);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function search(page, text) {
  await page.locator('[data-test="search"]').fill(text);
  await page.locator('[data-test="search"]').press("Enter");
}

test("the viewer opens from the home page and draws both maps, every scenario and the details of a hex", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    const firstRender = await openViewer(page);
    assert.match(page.url(), /\?view=empire-of-the-sun/);
    // The main map: every hex of the pack.
    const svg = page.locator("svg.eots-svg");
    assert.equal(await svg.getAttribute("data-hexes"), String(HEXES.length));
    assert.equal(await svg.getAttribute("data-land"), String(HEXES.filter((h) => h.class !== "sea").length));
    // The notice, with the pack's own counts, and the owner's way to a corrected pack.
    const notice = page.locator('[data-test="notice"]');
    const seed = HEXES.filter((h) => h.source.startsWith("seed L")).length;
    assert.match(await notice.innerText(), new RegExp(`${seed} of ${HEXES.length} hexes pinned by the rulebook`));
    // Counters and cards: the rulebook's or reconstructed, never copied from the published ones.
    assert.match(await notice.innerText(), /counters: 40 fixed by the rulebook, 2 from public facts, 158 reconstructed · cards: 60 named by the rulebook, 110 reconstructed/);
    assert.equal(await page.locator('[data-test="pack-button"]').count(), 1);
    await screenshot(page, "eots-viewer-1366x768");

    // Every scenario's set-up: each unit of its list that starts on a hex of its map is drawn there.
    const times = {};
    for (const s of SCENARIOS) {
      const t0 = Date.now();
      await chooseScenario(page, s.scenario);
      times[s.scenario] = Date.now() - t0;
      const want = expected(s);
      const got = await drawn(page);
      assert.equal(got.onMap, want.onMap, `${s.scenario}: units on the map`);
      assert.equal(got.oahu, s.map === "sp" ? want.inBoxes : 0, `${s.scenario}: units in the Oahu box`);
      assert.equal(await page.locator("svg.eots-svg").getAttribute("data-hexes"), String(s.map === "sp" ? SP_HEXES.length : HEXES.length));
      await screenshot(page, `eots-${s.scenario}-1366x768`);
    }

    // Back to the campaign: Rabaul by name.
    await chooseScenario(page, "campaign");
    await search(page, "Rabaul");
    const panel = page.locator('[data-test="hex-panel"]');
    await panel.waitFor();
    assert.equal(await panel.getAttribute("data-hex"), "4021");
    const text = await panel.innerText();
    for (const word of ["Rabaul", "Coastal", "Jungle", "Port", "Airfield", "Australian Mandate"]) assert.ok(text.includes(word), `${word} in:\n${text}`);
    const prov = await panel.locator('[data-test="provenance"]').innerText();
    assert.match(prov, /From the rulebook/);
    assert.match(prov, /From geography/);
    assert.doesNotMatch(prov, /\bL\d{3,4}\b/, "no line numbers for players");
    assert.equal(await panel.locator('[data-test="hexsides"] tr').count(), 6);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await screenshot(page, "eots-hex-rabaul-1366x768");

    // Truk and Port Moresby by id: their pinned features.
    await search(page, "4017");
    await page.waitForFunction(() => document.querySelector('[data-test="hex-panel"]')?.dataset.hex === "4017");
    const truk = await panel.innerText();
    for (const word of ["Truk", "Atoll", "Port", "Airfield", "Japanese mandate islands"]) assert.ok(truk.includes(word), `${word} in:\n${truk}`);
    await search(page, "3823");
    await page.waitForFunction(() => document.querySelector('[data-test="hex-panel"]')?.dataset.hex === "3823");
    const moresby = await panel.innerText();
    for (const word of ["Port Moresby", "Mountain", "Port", "Airfield"]) assert.ok(moresby.includes(word), `${word} in:\n${moresby}`);

    // A stack opens on click, and a unit's panel shows its values and where they come from.
    await chooseScenario(page, "s1942");
    await page.locator('[data-test="zoom-fit"]').click();
    const stack = await visibleStack(page);
    await stack.click();
    await page.locator('[data-test="fan"]').waitFor();
    await page.waitForTimeout(100);
    await page.locator('[data-test="fan"] .fan-unit').first().click();
    const unit = page.locator('[data-test="unit-panel"]');
    await unit.waitFor();
    const unitText = await unit.innerText();
    assert.match(unitText, /Set-up lists/i);
    assert.doesNotMatch(await unit.locator('[data-test="provenance"]').innerText(), /\bL\d{3,4}\b/);
    await screenshot(page, "eots-stack-unit-1366x768");

    // An HQ's command range is shaded when it is chosen.
    await chooseScenario(page, "campaign");
    await search(page, "Saigon");
    await page.locator('[data-test="hex-panel"] button[data-unit="jp-south-hq"]').click();
    await page.locator('[data-test="hq-range"]').waitFor();

    // Hex ids on demand only: zoomed right in with the box unticked, no id covers counters or names.
    for (let i = 0; i < 5; i++) await page.locator('[data-test="zoom-in"]').click();
    assert.equal(await page.locator(".eots-map-wrap.eots-z-near").count(), 1, "zoomed in");
    assert.equal(await page.locator(".eots-map-wrap.eots-ids-on").count(), 0, "no hex ids unless asked for");
    await page.locator('[data-test="zoom-fit"]').click();
    // The legend, and the ids when asked for.
    await page.locator('[data-test="show-ids"]').check();
    await page.locator(".eots-ids text").first().waitFor({ state: "attached" });
    assert.equal(await page.locator(".eots-ids text").count(), HEXES.length);
    await page.locator('[data-test="legend"] summary').click();
    await screenshot(page, "eots-legend-1366x768");
    await page.locator('[data-test="legend"] summary').click();

    // The South Pacific map by its own button.
    await page.locator('[data-test="map-sp"]').click();
    await page.waitForFunction((n) => document.querySelector("svg.eots-svg")?.dataset.hexes === n, String(SP_HEXES.length));
    assert.equal(await page.locator('[data-test="scenario"]').inputValue(), "south_pacific");

    // The notice's details, then the owner's way to a corrected pack: the home page's pack box, open.
    await page.locator('[data-test="notice-details"]').click();
    assert.match(await page.locator('[data-test="counts"]').innerText(), new RegExp(`Main map: ${HEXES.length} hexes`));
    assert.match(await page.locator('[data-test="card-counts"]').innerText(), /Cards: 170 — 3 printed in the rulebook, 57 named by the rulebook at their numbers .*, 110 reconstructed by Sandtable/);
    await screenshot(page, "eots-about-1366x768");
    await page.locator('[data-test="pack-button"]').click();
    const box = page.locator('[data-game="empire-of-the-sun"] [data-test="pack-box"]');
    await box.waitFor();
    await page.waitForFunction(() => document.querySelector('[data-game="empire-of-the-sun"] [data-test="pack-box"]')?.open);
    assert.deepEqual(b.errors, []);

    mkdirSync(join(ROOT, "test-output"), { recursive: true });
    writeFileSync(join(ROOT, "test-output", "eots-viewer-perf.json"), JSON.stringify({ firstRenderMs: firstRender, scenarioSwitchMs: times }, null, 2));
    console.log(`first render (click to map with counters): ${firstRender} ms; scenario switches: ${JSON.stringify(times)}`);
  } finally {
    await b.close();
  }
});

test("on a phone the map fills the screen, the details are a bottom sheet, and every scenario is shown", async () => {
  const b = await openBrowser({ width: 390, height: 844, mobile: true });
  try {
    const page = b.page;
    await openViewer(page);
    // The map takes most of the screen.
    const box = await page.locator("svg.eots-svg").boundingBox();
    assert.ok(box.width >= 380 && box.height >= 500, JSON.stringify(box));
    for (const s of SCENARIOS) {
      await chooseScenario(page, s.scenario);
      const want = expected(s);
      assert.equal((await drawn(page)).onMap, want.onMap, `${s.scenario}: units on the map`);
      await screenshot(page, `eots-${s.scenario}-390x844`);
    }
    // A hex found by name opens the sheet with its details.
    await chooseScenario(page, "campaign");
    await search(page, "Rabaul");
    const panel = page.locator('[data-test="hex-panel"]');
    await panel.waitFor();
    assert.ok(await panel.isVisible());
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await screenshot(page, "eots-hex-rabaul-390x844");
    // Tapping a hex of the map selects it.
    await page.locator('[data-test="sheet-close"]').click();
    const svg = await page.locator("svg.eots-svg").boundingBox();
    await page.touchscreen.tap(svg.x + svg.width / 2, svg.y + svg.height / 2);
    await page.waitForFunction(() => !!document.querySelector('[data-test="hex-panel"]'));
    assert.ok(await page.locator('[data-test="hex-panel"]').isVisible());
    await page.locator('[data-test="sheet-close"]').click();
    await page.locator('[data-test="legend"] summary').click();
    await screenshot(page, "eots-legend-390x844");
    await page.locator('[data-test="legend"] summary').click();
    // A stack tapped opens beside its hex, above the sheet; a counter tapped shows its unit.
    await search(page, "Truk");
    await page.locator('[data-test="sheet-close"]').click();
    await page.waitForTimeout(100);
    const stack = page.locator('.eots-stack[data-spot="hex:4017"]');
    await stack.tap();
    const fan = page.locator('[data-test="fan"]');
    await fan.waitFor();
    await page.waitForTimeout(100);
    const fb = await fan.boundingBox();
    const sheet = await page.locator('[data-test="eots-side"]').boundingBox();
    assert.ok(fb.y + fb.height <= sheet.y + 1, `the opened stack ${JSON.stringify(fb)} is above the sheet ${JSON.stringify(sheet)}`);
    await fan.locator(".fan-unit").first().tap();
    await page.locator('[data-test="unit-panel"]').waitFor();
    await screenshot(page, "eots-stack-unit-390x844");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("the viewer speaks Korean", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    await openViewer(page);
    await page.locator('.lang-switch [lang="ko"]').first().click();
    await search(page, "Rabaul");
    const panel = page.locator('[data-test="hex-panel"]');
    await panel.waitFor();
    const text = await panel.innerText();
    assert.match(text, /헥스 4021/);
    assert.match(text, /정글/);
    assert.match(await panel.locator('[data-test="provenance"]').innerText(), /규칙서/);
    assert.match(await page.locator('[data-test="notice"]').innerText(), /재구성/);
    await screenshot(page, "eots-korean-1366x768");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("an owner's corrected pack, imported on the home page, is what the viewer draws and credits", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    page.on("dialog", (d) => d.accept("my map"));
    await openViewer(page);
    // The notice's way to the home page's pack box; the pack there: Rabaul is mountain, says its owner.
    await page.locator('[data-test="pack-button"]').click();
    const card = page.locator('[data-game="empire-of-the-sun"]');
    await card.locator('[data-test="pack-box"]').waitFor();
    const files = readdirSync(DATA)
      .filter((f) => f.endsWith(".tsv"))
      .map((name) => {
        let text = readFileSync(join(DATA, name), "utf8");
        if (name === "hexes.tsv" || name === "sp_hexes.tsv") text = text.replace(/^4021\tcoastal\tjungle\t(.*)\t[^\t\n]*$/m, "4021\tcoastal\tmountain\t$1\towner: mountain on my copy of the map");
        return { name, mimeType: "text/tab-separated-values", buffer: Buffer.from(text) };
      });
    await card.locator('[data-test="pack-files"]').setInputFiles(files);
    await card.locator('[data-test="pack-ok"], [data-test="pack-errors"]').first().waitFor();
    assert.equal(await card.locator('[data-test="pack-errors"]').count(), 0, await card.locator('[data-test="pack-errors"]').allInnerTexts().then((t) => t.join("\n")));
    await card.locator('[data-test="view-components"]').click();
    await page.locator(".eots-setup .eots-stack").first().waitFor();
    const options = await page.locator('[data-test="pack-select"] option').allInnerTexts();
    assert.ok(options.includes("my-map"), options.join(", "));
    await page.locator('[data-test="pack-select"]').selectOption("my-map");
    await search(page, "Rabaul");
    const panel = page.locator('[data-test="hex-panel"]');
    await panel.waitFor();
    const text = await panel.innerText();
    assert.match(text, /Mountain/);
    assert.match(await panel.locator('[data-test="provenance"]').innerText(), /Corrected by the game's owner: mountain on my copy of the map/);
    await page.locator('[data-test="tab-about"]').click();
    assert.match(await page.locator('[data-test="counts"]').innerText(), /1 corrected by an owner/);
    assert.match(await page.locator('[data-test="notice"]').innerText(), /Corrected by the owner's pack: 2 hexes and hexsides, 0 counters/);
    await screenshot(page, "eots-owner-pack-1366x768");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("the tables' notes come in a file of their own, fetched by the viewer only after it has drawn; a missing file is named", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    const packs = [];
    page.on("request", (r) => {
      if (/\/packs\/[^/]+\.json$/.test(new URL(r.url()).pathname)) packs.push(r.url());
    });
    // The game's home page and a new game need no notes (docs/web-size.md).
    await page.goto(`${await appUrl()}?game=empire-of-the-sun`);
    await waitHome(page);
    assert.deepEqual(packs, []);
    // The viewer draws, then fetches them and shows every source in words.
    await openViewer(page);
    assert.equal(packs.length, 1, packs.join(", "));
    await search(page, "Rabaul");
    assert.match(await page.locator('[data-test="hex-panel"] [data-test="provenance"]').innerText(), /From geography/);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
  // Without the file (a fresh browser: the first one's service worker has it cached by now): the viewer
  // says why, and draws the map with the kinds of source it has.
  const c = await openBrowser();
  try {
    const page = c.page;
    await c.context.route("**/packs/*.json", (r) => r.fulfill({ status: 404, body: "" }));
    await page.goto(`${await appUrl()}?view=empire-of-the-sun`);
    await page.locator("svg.eots-svg[data-hexes]").waitFor();
    const failed = page.locator('[data-test="viewer-notes-failed"]');
    await failed.waitFor();
    assert.match(await failed.innerText(), /could not be loaded .*HTTP 404/);
    await search(page, "Rabaul");
    assert.match(await page.locator('[data-test="hex-panel"] [data-test="provenance"]').innerText(), /From the rulebook/);
    assert.deepEqual(c.errors.filter((e) => !/404|Failed to load resource/.test(e)), []);
  } finally {
    await c.close();
  }
});
