// Data packs (docs/data-packs.md): an owner's corrected tables are imported, validated and used by a new
// game; a broken pack is refused with every error's file and line, and nothing is replaced.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, appUrl, liftCurtain, openBrowser, screenshot, stopServer, waitHome } from "./helpers.mjs";

after(stopServer);

/** A game's built-in tables as files for an <input type=file>, `edit` applied to each text. */
function tables(dir, edit = (name, text) => text) {
  const path = join(ROOT, dir);
  return readdirSync(path)
    .filter((f) => f.endsWith(".tsv"))
    .map((name) => ({ name, mimeType: "text/tab-separated-values", buffer: Buffer.from(edit(name, readFileSync(join(path, name), "utf8"))) }));
}

const TS = "engine/src/games/twilight_struggle/data";
const EOTS = "engine/src/games/empire_of_the_sun/data";

/** Canada's stability changed from 4 to `value`, its source saying who changed it. */
const canada = (value) => (name, text) =>
  name !== "countries.tsv"
    ? text
    : text.replace(/^canada\tCanada\t캐나다\teurope\twestern_europe\t4\t(.*)\t[^\t\n]*$/m, `canada\tCanada\t캐나다\teurope\twestern_europe\t${value}\t$1\towner: corrected in test`);

test("a corrected Twilight Struggle pack is imported and a new game is played with it", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    page.on("dialog", (d) => d.accept("corrected"));
    await page.goto(await appUrl());
    await waitHome(page);
    const card = page.locator('[data-game="twilight-struggle"]');
    await card.locator('[data-test="pack-box"] summary').click();
    await card.locator('[data-test="pack-files"]').setInputFiles(tables(TS, canada(2)));
    const ok = card.locator('[data-test="pack-ok"]');
    await ok.waitFor();
    assert.match(await ok.innerText(), /corrected/);
    assert.match(await card.locator('[data-test="pack-list"]').innerText(), /corrected/);
    await ok.scrollIntoViewIfNeeded();
    await screenshot(page, "pack-imported-1366x768");
    // A new game with it: Canada's stability is 2 on the board.
    await card.locator('[data-test="pack-choice"]').selectOption("corrected");
    await card.locator('form[data-test="new-game"] input[name="seed"]').fill("99");
    await card.locator('[data-test="start"]').click();
    await liftCurtain(page);
    assert.equal((await page.locator('[data-country="canada"] .c-stab text').textContent()).trim(), "2");
    assert.equal((await page.locator('[data-country="uk"] .c-stab text').textContent()).trim(), "5");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("a broken pack is refused with its file and line, and the packs already kept stay", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    page.on("dialog", (d) => d.accept("corrected"));
    await page.goto(await appUrl());
    await waitHome(page);
    const card = page.locator('[data-game="twilight-struggle"]');
    await card.locator('[data-test="pack-box"] summary').click();
    await card.locator('[data-test="pack-files"]').setInputFiles(tables(TS, canada(3)));
    await card.locator('[data-test="pack-ok"]').waitFor();
    // The same name again, broken: refused, and the kept pack is unchanged.
    await card.locator('[data-test="pack-files"]').setInputFiles(tables(TS, canada("x")));
    const errors = card.locator('[data-test="pack-errors"]');
    await errors.waitFor();
    const text = await errors.innerText();
    assert.match(text, /countries\.tsv line 7: stability 'x' is not a number/);
    await errors.scrollIntoViewIfNeeded();
    await screenshot(page, "pack-refused-1366x768");
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem("sandtable.pack.twilight-struggle.corrected")));
    assert.ok(kept, "the kept pack is still stored");
    assert.match(kept.files.find(([n]) => n === "countries.tsv")[1], /western_europe\t3\t/);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("a pack is checked before it is named, and a pack of the same name stays until its replacement is confirmed", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    const asked = [];
    let replace = false;
    page.on("dialog", (d) => {
      asked.push(d.type());
      if (d.type() === "prompt") d.accept("corrected");
      else if (replace) d.accept();
      else d.dismiss();
    });
    await page.goto(await appUrl());
    await waitHome(page);
    const card = page.locator('[data-game="twilight-struggle"]');
    await card.locator('[data-test="pack-box"] summary').click();
    // A broken pack: refused at once, no name asked.
    await card.locator('[data-test="pack-files"]').setInputFiles(tables(TS, canada("x")));
    await card.locator('[data-test="pack-errors"]').waitFor();
    assert.deepEqual(asked, [], "a broken pack asks for nothing");
    await card.locator('[data-test="pack-files"]').setInputFiles(tables(TS, canada(3)));
    await card.locator('[data-test="pack-ok"]').waitFor();
    assert.deepEqual(asked, ["prompt"]);
    const stability = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem("sandtable.pack.twilight-struggle.corrected")).files.find(([n]) => n === "countries.tsv")[1].match(/western_europe\t(\d)\t/)[1]);
    // The same name again: the player is asked, says no, and the first pack stays.
    await card.locator('[data-test="pack-files"]').setInputFiles(tables(TS, canada(2)));
    await page.waitForFunction(() => document.querySelector('[data-test="pack-ok"]')?.textContent.includes("kept"));
    assert.deepEqual(asked, ["prompt", "prompt", "confirm"]);
    assert.equal(await stability(), "3");
    // And this time says yes.
    replace = true;
    await card.locator('[data-test="pack-files"]').setInputFiles(tables(TS, canada(2)));
    await page.waitForFunction(() => document.querySelector('[data-test="pack-ok"]')?.textContent.includes("imported"));
    assert.equal(await stability(), "2");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("Empire of the Sun's pack is checked in its own bundle: a corrected unit is accepted, a broken table refused", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    page.on("dialog", (d) => d.accept("owner"));
    await page.goto(`${await appUrl()}?game=empire-of-the-sun`);
    await waitHome(page);
    const card = page.locator('[data-game="empire-of-the-sun"]');
    await card.locator('[data-test="pack-box"] summary').click();
    // The built-in tables download whole: the bundle embeds them without their notes, so the click
    // fetches the whole pack first (src/whole_pack.rs).
    const notes = page.waitForRequest((r) => /\/packs\/empire-of-the-sun-[0-9a-f]+\.json$/.test(r.url()));
    const download = page.waitForEvent("download");
    await card.locator('[data-test="pack-download"]').click();
    await notes;
    assert.equal((await download).suggestedFilename(), "empire-of-the-sun-builtin-pack.zip");
    const fifthAirForce = (attack) => (name, text) =>
      name === "units.tsv" ? text.replace(/^us-5af\tallied\tus\tarmy\tair\t-\t5AF\t10\t/m, `us-5af\tallied\tus\tarmy\tair\t-\t5AF\t${attack}\t`) : text;
    await card.locator('[data-test="pack-files"]').setInputFiles(tables(EOTS, fifthAirForce(9)));
    await card.locator('[data-test="pack-ok"]').waitFor();
    await card.locator('[data-test="pack-files"]').setInputFiles(tables(EOTS, fifthAirForce("ten")));
    const errors = card.locator('[data-test="pack-errors"]');
    await errors.waitFor();
    assert.match(await errors.innerText(), /units\.tsv line \d+/);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

// Downfall's and NATO's bundles embed their built-in tables without their notes (engine/build/pack_strip.rs).
for (const [game, name, headerNotes, wholeSource] of [
  ["downfall", "Downfall", /Downfall reconstructed map \(NOT the published map\)/, /geography \(fit\): Natural Earth land/],
  ["nato", "NATO", /NATO: The Cold War Goes Hot - the map, one row per hex/, /geography \(fit\): NE land 100%, FRG side of the inner-German border/],
]) {
  test(`${name}'s built-in tables download whole although its bundle embeds them without their notes`, async () => {
    const b = await openBrowser();
    try {
      const page = b.page;
      await page.goto(`${await appUrl()}?game=${game}`);
      await waitHome(page);
      const card = page.locator(`[data-game="${game}"]`);
      await card.locator('[data-test="pack-box"] summary').click();
      // The click fetches the whole pack first (src/whole_pack.rs; engine/build/pack_strip.rs).
      const notes = page.waitForRequest((r) => new RegExp(`/packs/${game}-[0-9a-f]+\\.json$`).test(r.url()));
      const download = page.waitForEvent("download");
      await card.locator('[data-test="pack-download"]').click();
      await notes;
      const file = await download;
      assert.equal(file.suggestedFilename(), `${game}-builtin-pack.zip`);
      // The zip stores its files uncompressed: the rows' notes are in it, the stripped kinds are not alone.
      const zip = readFileSync(await file.path()).toString("utf8");
      assert.match(zip, headerNotes, "hexes.tsv's header notes");
      assert.match(zip, wholeSource, "a hex row's whole source");
      await page.locator('html[data-pack-notes="loaded"]').waitFor({ state: "attached" });
      assert.equal(await card.locator('[data-test="pack-errors"]').count(), 0);
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });
}

test("NATO's published scenarios stay locked with Sandtable's pack and start from an owner's pack that has them (NATO 5.1)", async () => {
  // The owner's pack here is Sandtable's own with Baltic Gate's rows copied under BALTAP's id: the real
  // set-up is the publisher's Playbook, which Sandtable does not ship.
  const NATO = "engine/src/games/nato/data";
  const baltap = (name, text) =>
    ["scenarios.tsv", "setup.tsv", "victory.tsv"].includes(name)
      ? text + text.split("\n").filter((l) => l.startsWith("baltic_gate\t")).map((l) => l.replace(/^baltic_gate\t/, "baltap\t") + "\n").join("")
      : text;
  const b = await openBrowser();
  try {
    const page = b.page;
    page.on("dialog", (d) => d.accept("owner"));
    await page.goto(`${await appUrl()}?game=nato`);
    await waitHome(page);
    const card = page.locator('[data-game="nato"]');
    const option = card.locator('[data-test="locked-scenario"][value="baltap"]');
    assert.equal(await option.getAttribute("disabled"), "", "BALTAP is listed, greyed, with Sandtable's pack");
    assert.match(await option.innerText(), /needs the owner's data pack/);
    await card.locator('[data-test="pack-box"] summary').click();
    await card.locator('[data-test="pack-files"]').setInputFiles(tables(NATO, baltap));
    await card.locator('[data-test="pack-ok"]').waitFor();
    await card.locator('[data-test="pack-choice"]').selectOption("owner");
    await page.waitForFunction(() => document.querySelector('[data-test="locked-scenario"][value="baltap"]')?.dataset.unlocked === "true");
    assert.equal(await option.getAttribute("disabled"), null, "the owner's pack has BALTAP: it is offered");
    assert.match(await option.innerText(), /from your data pack/);
    assert.equal(await card.locator('[data-test="locked-scenario"][value="strategic_surprise"]').getAttribute("disabled"), "", "a scenario the pack lacks stays locked");
    await card.locator('[data-test="scenario-choice"]').selectOption("baltap");
    await screenshot(page, "nato-baltap-unlocked-1366x768");
    await card.locator('[data-test="start"]').click();
    await page.locator('[data-test="nato-game"]').waitFor({ timeout: 30000 });
    await liftCurtain(page);
    // Back home, Sandtable's pack again: BALTAP is locked and the form is back on a listed scenario.
    await page.goto(`${await appUrl()}?game=nato`);
    await waitHome(page);
    await card.locator('[data-test="pack-choice"]').selectOption("");
    await page.waitForFunction(() => document.querySelector('[data-test="locked-scenario"][value="baltap"]')?.dataset.unlocked === "false");
    assert.deepEqual(b.errors, [], b.errors.join("\n"));
  } finally {
    await b.close();
  }
});
