// One bundle per game (src/boot.js, docs/architecture.md): a page downloads only the game in front of it,
// and everything about another game is handed over to that game's bundle.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { appUrl, cli, liftCurtain, openBrowser, screenshot, startTs, stopServer, waitHome } from "./helpers.mjs";
import { demoUrl } from "./app.mjs";

after(stopServer);

/** The wasm modules a page fetched. */
function watchWasm(page) {
  const fetched = [];
  page.on("response", (r) => {
    const name = new URL(r.url()).pathname.split("/").pop();
    if (name.endsWith(".wasm")) fetched.push(name);
  });
  return fetched;
}

const bundleOf = (page) => page.evaluate(() => document.documentElement.dataset.bundle);

test("a first visit downloads the boot module and one game's bundle, not the others", async () => {
  const b = await openBrowser();
  try {
    const fetched = watchWasm(b.page);
    await b.page.goto(await appUrl());
    await waitHome(b.page);
    assert.equal(await bundleOf(b.page), "twilight-struggle");
    assert.ok(fetched.some((f) => f.startsWith("sandtable-boot-")), fetched.join(", "));
    assert.ok(fetched.some((f) => f.startsWith("twilight-struggle-")), fetched.join(", "));
    assert.ok(!fetched.some((f) => f.startsWith("empire-of-the-sun-")), `no other game: ${fetched.join(", ")}`);
    // Every game is still listed, each with its own card.
    assert.equal(await b.page.locator('[data-test="game-list"] .game-card').count(), 5);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("another game's data packs open in that game's bundle, and the last game played is where the next visit starts", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    await page.goto(await appUrl());
    await waitHome(page);
    await page.locator('[data-game="empire-of-the-sun"] [data-test="pack-elsewhere"]').click();
    await page.waitForFunction(() => document.documentElement.dataset.bundle === "empire-of-the-sun");
    const box = page.locator('[data-game="empire-of-the-sun"] [data-test="pack-box"]');
    await box.waitFor();
    assert.equal(await box.getAttribute("open"), "", "the pack box is open");
    await screenshot(page, "bundle-eots-packs-1366x768");
    // Twilight Struggle's card in this bundle hands its packs back.
    assert.equal(await page.locator('[data-game="twilight-struggle"] [data-test="pack-elsewhere"]').count(), 1);
    // A plain visit now starts in the bundle last used.
    await page.goto(await appUrl());
    await waitHome(page);
    assert.equal(await bundleOf(page), "empire-of-the-sun");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("a new game, a link and a save of Twilight Struggle, from another game's bundle, open in Twilight Struggle's", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    const base = await appUrl();
    // A Twilight Struggle game to link to, made in its own bundle.
    await page.goto(base);
    await waitHome(page);
    await startTs(page, "4242");
    await page.locator('[data-test="share"]').click();
    const link = await page.locator('[data-test="share-link"]').inputValue();
    assert.match(link, /#ts-2-/);

    // From Empire of the Sun's bundle: the link pasted on its home page.
    await page.goto(`${base}?game=empire-of-the-sun`);
    await waitHome(page);
    assert.equal(await bundleOf(page), "empire-of-the-sun");
    await page.locator('[data-test="link-input"]').fill(link);
    await page.locator('[data-test="open-link"]').click();
    await page.waitForFunction(() => document.documentElement.dataset.bundle === "twilight-struggle");
    await page.locator('[data-test="menu"]').waitFor({ state: "attached" });

    // A new game started from Empire of the Sun's bundle.
    await page.goto(`${base}?game=empire-of-the-sun`);
    await waitHome(page);
    const form = page.locator('[data-game="twilight-struggle"] form[data-test="new-game"]');
    await form.locator('input[name="seed"]').fill("777");
    await form.locator('[data-test="start"]').click();
    await page.waitForFunction(() => document.documentElement.dataset.bundle === "twilight-struggle");
    await page.locator('[data-test="menu"]').waitFor({ state: "attached" });
    assert.match(page.url(), /\?play=/);

    // And a save resumed from there.
    await page.goto(`${base}?game=empire-of-the-sun`);
    await waitHome(page);
    await page.locator('[data-test="resume"]').first().click();
    await page.waitForFunction(() => document.documentElement.dataset.bundle === "twilight-struggle");
    await page.locator('[data-test="menu"]').waitFor({ state: "attached" });
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("Empire of the Sun's page bundle leaves out the computer and the position reader: its worker, and a position, load the full bundle", async () => {
  // A link that starts from a position (docs/positions.md): the CLI's position of a new game, set up again.
  const dir = mkdtempSync(join(tmpdir(), "sandtable-full-"));
  writeFileSync(join(dir, "new.json"), cli(["new", "empire-of-the-sun", "--seed", "7"]));
  writeFileSync(join(dir, "new.position"), cli(["position", join(dir, "new.json")]));
  writeFileSync(join(dir, "from-position.json"), cli(["setup", "empire-of-the-sun", join(dir, "new.position"), "--seed", "7"]));
  const link = cli(["link", "encode", join(dir, "from-position.json")]).trim();
  assert.match(link, /^#eots-2-/);

  const b = await openBrowser();
  try {
    const page = b.page;
    const fetched = watchWasm(page);
    const base = await appUrl();
    // The game's home page: its home bundle only (docs/web-size.md).
    await page.goto(`${base}?game=empire-of-the-sun`);
    await waitHome(page);
    assert.ok(fetched.some((f) => /^empire-of-the-sun-home-[0-9a-f]+_bg\.wasm$/.test(f)), fetched.join(", "));
    assert.ok(!fetched.some((f) => f.startsWith("empire-of-the-sun-full-")), `no full bundle on the home page: ${fetched.join(", ")}`);

    // Computer against computer: the page bundle has no search, so every move comes from the worker,
    // which loaded the full bundle.
    await page.goto(await demoUrl("empire-of-the-sun", 100));
    await page.locator('[data-test="demo-bar"]').waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.computer === "worker", null, { timeout: 60000 });
    assert.equal(await page.evaluate(() => document.documentElement.dataset.full), undefined, "the demo's page is the page bundle");
    // (Chromium reports the worker's fetches as the page's.)
    assert.ok(fetched.some((f) => /^empire-of-the-sun-full-[0-9a-f]+_bg\.wasm$/.test(f)), `the worker fetched the full bundle: ${fetched.join(", ")}`);

    // A link that starts from a position: the page bundle hands it over to the full bundle, which opens it.
    await page.goto(`${base}${link}`);
    await page.waitForFunction(() => document.documentElement.dataset.full === "1", null, { timeout: 30000 });
    await page.locator('[data-test="prompt-panel"]').waitFor({ timeout: 30000 });
    assert.equal(await bundleOf(page), "empire-of-the-sun");
    assert.ok(fetched.some((f) => /^empire-of-the-sun-full-[0-9a-f]+_bg\.wasm$/.test(f)), fetched.join(", "));
    assert.equal(await page.locator('[data-test="notice"][role="alert"]').count(), 0, "no error notice");
    await screenshot(page, "bundle-eots-position-full-1366x768");
    assert.deepEqual(b.errors, [], b.errors.join("\n"));
  } finally {
    await b.close();
  }
});

test("Downfall, NATO and Kutuzov open a position in their full bundle; their computer stays in the page bundle", async () => {
  // A link that starts from a position (docs/positions.md) of each game: the CLI's position of a new game,
  // set up again. The page bundles leave the position readers out (docs/web-size.md).
  const dir = mkdtempSync(join(tmpdir(), "sandtable-positions-"));
  const links = {};
  for (const game of ["kutuzov", "downfall", "nato"]) {
    writeFileSync(join(dir, `${game}.json`), cli(["new", game, "--seed", "7"]));
    writeFileSync(join(dir, `${game}.position`), cli(["position", join(dir, `${game}.json`)]));
    writeFileSync(join(dir, `${game}-p.json`), cli(["setup", game, join(dir, `${game}.position`), "--seed", "7"]));
    links[game] = cli(["link", "encode", join(dir, `${game}-p.json`)]).trim();
  }

  const b = await openBrowser();
  try {
    const page = b.page;
    const fetched = watchWasm(page);
    const base = await appUrl();
    // Computer against computer on NATO's page bundle: the worker reuses it and never fetches the full one.
    await page.goto(await demoUrl("nato", 100));
    await page.locator('[data-test="demo-bar"]').waitFor({ timeout: 60000 });
    await page.waitForFunction(() => document.documentElement.dataset.computer === "worker", null, { timeout: 60000 });
    assert.equal(await page.evaluate(() => document.documentElement.dataset.full), undefined, "the demo's page is the page bundle");
    assert.ok(!fetched.some((f) => f.startsWith("nato-full-")), `no full bundle for the computer: ${fetched.join(", ")}`);

    for (const [game, link] of Object.entries(links)) {
      await page.goto(`${base}${link}`);
      await page.waitForFunction(() => document.documentElement.dataset.full === "1", null, { timeout: 30000 });
      // A hot-seat game opens behind the curtain (whose decision it is); lift it.
      await liftCurtain(page);
      await page.locator('[data-test="prompt-panel"]').waitFor({ timeout: 60000 });
      assert.equal(await bundleOf(page), game);
      assert.ok(fetched.some((f) => new RegExp(`^${game}-full-[0-9a-f]+_bg\\.wasm$`).test(f)), fetched.join(", "));
      assert.equal(await page.locator('[data-test="notice"][role="alert"]').count(), 0, `no error notice (${game})`);
      await screenshot(page, `bundle-${game}-position-full-1366x768`);
    }
    assert.deepEqual(b.errors, [], b.errors.join("\n"));
  } finally {
    await b.close();
  }
});
