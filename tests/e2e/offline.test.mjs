// After one visit the app starts with no network: the service worker precaches the bundle.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { appUrl, boardNumbers, liftCurtain, openBrowser, startTs, stopServer, waitHome } from "./helpers.mjs";
import { demoUrl, goHome, workerInControl } from "./app.mjs";

after(stopServer);

test("the app reloads and plays offline once the service worker is active", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    await goHome(page);
    await workerInControl(page);
    const cached = await page.evaluate(async () => {
      const keys = await caches.keys();
      const cache = await caches.open(keys.find((k) => k.startsWith("sandtable-")));
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
    assert.ok(cached.some((p) => p.endsWith(".wasm")), `precached: ${cached}`);
    assert.ok(cached.some((p) => p.endsWith(".js")));
    assert.ok(cached.some((p) => p.endsWith(".css")));
    assert.ok(cached.some((p) => p.endsWith("manifest.webmanifest")));
    // Files a page fetches on demand are precached too (the whole built-in pack of Empire of the Sun).
    assert.ok(cached.some((p) => /\/packs\/empire-of-the-sun-[0-9a-f]+\.json$/.test(p)), `precached: ${cached}`);

    await b.context.setOffline(true);
    await page.reload();
    await waitHome(page);
    assert.equal(await page.locator('[data-test="game-list"] .game-card').count(), 5);
    // A game starts, plays and resumes with no network.
    await startTs(page, "2024");
    await page.locator('[data-country="poland"]').click();
    await page.getByText("(5 left)").waitFor();
    const numbers = await boardNumbers(page);
    await page.reload();
    await page.locator('[data-test="prompt-panel"]').waitFor();
    await liftCurtain(page);
    assert.deepEqual(await boardNumbers(page), numbers);
    await b.context.setOffline(false);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("Empire of the Sun's computer plays offline: its full bundle, which its worker loads, is precached, and so is its home bundle", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    await page.goto(`${await appUrl()}?game=empire-of-the-sun`);
    await waitHome(page);
    await workerInControl(page);
    const { full, home } = await page.evaluate(() => JSON.parse(document.getElementById("bundles").textContent)["empire-of-the-sun"]);
    assert.ok(full && full.wasm && full.js, "Empire of the Sun has a full bundle");
    assert.ok(home && home.wasm && home.js, "Empire of the Sun has a home bundle");
    const cached = await page.evaluate(async () => {
      const keys = await caches.keys();
      const cache = await caches.open(keys.find((k) => k.startsWith("sandtable-")));
      return (await cache.keys()).map((r) => new URL(r.url).pathname.split("/").pop());
    });
    assert.ok(cached.includes(full.wasm) && cached.includes(full.js), `precached: ${cached}`);
    assert.ok(cached.includes(home.wasm) && cached.includes(home.js), `precached: ${cached}`);

    // Offline, a first game against the computer: its moves come from the worker, which loads the full
    // bundle from the cache.
    await b.context.setOffline(true);
    await page.goto(await demoUrl("empire-of-the-sun", 100));
    await page.locator('[data-test="demo-bar"]').waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.computer === "worker", null, { timeout: 60000 });
    // And its home page, from the home bundle (the demo ran in the page bundle).
    await page.goto(`${await appUrl()}?game=empire-of-the-sun`);
    await waitHome(page);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.home), "1");
    await b.context.setOffline(false);
    assert.deepEqual(b.errors, [], b.errors.join("\n"));
  } finally {
    await b.close();
  }
});

test("the manifest makes the app installable", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    await goHome(page);
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector('link[rel="manifest"]').href;
      return (await fetch(href)).json();
    });
    assert.equal(manifest.name, "Sandtable");
    assert.equal(manifest.display, "standalone");
    const sizes = manifest.icons.map((i) => i.sizes);
    assert.ok(sizes.includes("192x192") && sizes.includes("512x512"));
    for (const icon of manifest.icons) {
      const res = await page.evaluate(async (src) => (await fetch(src)).status, new URL(icon.src, page.url()).href);
      assert.equal(res, 200, icon.src);
    }
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
