// Rule tags open a summary of the rule (issue 25, "Rule tags"; src/app/rule_popover.rs): in Twilight
// Struggle and Empire of the Sun, at 1366×768 and 390×844, in English and Korean. The popover shows the
// rule's title and summary from public/rules/<game>.tsv and "the rulebook is the authority", stays on
// screen, closes with Escape, the close button or a tap outside, opens with Enter on the focused tag, and
// says so plainly when the file or the row is missing. Screenshots go to test-output/screenshots/.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DIST, ROOT, appUrl, liftCurtain, openBrowser, screenshot, startTs, stopServer, waitHome } from "./helpers.mjs";

after(stopServer);

/** A game's rules file as { rule: { title_en, summary_en, title_ko, summary_ko } }. */
function rules(game) {
  const [head, ...lines] = readFileSync(join(ROOT, "public", "rules", `${game}.tsv`), "utf8").split("\n").filter(Boolean);
  const cols = head.split("\t");
  return Object.fromEntries(lines.map((l) => l.split("\t")).map((c) => [c[0], Object.fromEntries(cols.map((k, i) => [k, c[i]]))]));
}

const PREFIX = { "twilight-struggle": "TS ", "empire-of-the-sun": "EotS " };

/** The popover stays inside the viewport. */
async function onScreen(page, locator) {
  const box = await locator.boundingBox();
  const vp = page.viewportSize();
  assert.ok(box, "the popover has a box");
  assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.width <= vp.width + 0.5 && box.y + box.height <= vp.height + 0.5, `popover ${JSON.stringify(box)} is off-screen in ${vp.width}x${vp.height}`);
}

/** Opens the first rule tag of the decision panel and checks the popover against the rules file. */
async function checkTag(page, game, lang, name) {
  const table = rules(game);
  const tag = page.locator('[data-test="prompt-panel"] button[data-test="rule"]').first();
  await tag.waitFor();
  const rule = (await tag.getAttribute("data-rule")).slice(PREFIX[game].length);
  const row = table[rule];
  assert.ok(row, `${game} has a row for ${rule}`);
  await tag.click();
  const pop = page.locator('[data-test="rule-popover"]');
  await pop.waitFor();
  const summary = pop.locator(`[data-test="rule-summary"][data-rule="${rule}"]`);
  await summary.waitFor();
  const text = await summary.innerText();
  assert.ok(text.includes(row[`title_${lang}`]), `the title in ${lang}: ${text}`);
  assert.ok(text.includes(row[`summary_${lang}`]), `the summary in ${lang}: ${text}`);
  const note = await pop.locator(".rule-pop-note").innerText();
  assert.match(note, lang === "en" ? /the rulebook is the authority/ : /규칙서가 우선/);
  await onScreen(page, pop);
  await screenshot(page, name);
  // Escape closes it and gives the focus back to the tag; Enter on the tag opens it again.
  await page.keyboard.press("Escape");
  await pop.waitFor({ state: "detached" });
  assert.equal(await tag.evaluate((e) => e === document.activeElement), true, "the focus is back on the tag");
  await page.keyboard.press("Enter");
  await pop.waitFor();
  // A tap outside closes it.
  await page.locator('[data-test="rule-backdrop"]').click({ position: { x: 5, y: 5 } });
  await pop.waitFor({ state: "detached" });
}

for (const [width, height, mobile] of [
  [1366, 768, false],
  [390, 844, true],
]) {
  for (const lang of ["en", "ko"]) {
    test(`Twilight Struggle: a rule tag opens its summary (${lang}, ${width}x${height})`, async () => {
      const b = await openBrowser({ width, height, mobile });
      try {
        await b.page.addInitScript((l) => localStorage.setItem("sandtable.lang", l), lang);
        await b.page.goto(await appUrl());
        await waitHome(b.page);
        await startTs(b.page);
        await checkTag(b.page, "twilight-struggle", lang, `rule-popover-ts-${lang}-${width}x${height}`);
        assert.deepEqual(b.errors, []);
      } finally {
        await b.close();
      }
    });
  }
}

for (const [width, height, mobile] of [
  [1366, 768, false],
  [390, 844, true],
]) {
  for (const lang of ["en", "ko"]) {
    test(`Empire of the Sun: a rule tag opens its summary (${lang}, ${width}x${height})`, async () => {
      const b = await openBrowser({ width, height, mobile });
      try {
        await b.page.addInitScript((l) => localStorage.setItem("sandtable.lang", l), lang);
        await b.page.goto(await appUrl());
        await waitHome(b.page);
        const form = b.page.locator('[data-game="empire-of-the-sun"] form[data-test="new-game"]');
        await form.locator('input[name="seed"]').fill("7");
        await form.locator('[data-test="start"]').click();
        await b.page.locator('[data-test="prompt-panel"]').waitFor();
        await liftCurtain(b.page);
        await checkTag(b.page, "empire-of-the-sun", lang, `rule-popover-eots-${lang}-${width}x${height}`);
        assert.deepEqual(b.errors, []);
      } finally {
        await b.close();
      }
    });
  }
}

for (const [what, reply] of [
  ["file", { status: 404, body: "not found" }],
  ["row", { status: 200, contentType: "text/plain", body: "rule\ttitle_en\tsummary_en\ttitle_ko\tsummary_ko\tsource\n" }],
]) {
  test(`a missing rules ${what} is said plainly`, async () => {
    const b = await openBrowser();
    try {
      const page = b.page;
      // On the context, so that the service worker's fetches are answered too.
      await b.context.route("**/rules/twilight-struggle.tsv", (r) => r.fulfill(reply));
      await page.goto(await appUrl());
      await waitHome(page);
      await startTs(page);
      const tag = page.locator('[data-test="prompt-panel"] button[data-test="rule"]').first();
      await tag.click();
      const missing = page.locator('[data-test="rule-popover"] [data-test="rule-missing"]');
      await missing.waitFor();
      assert.equal(await missing.innerText(), `No summary for ${await tag.getAttribute("data-rule")} yet`);
      await page.locator(".rule-pop-close").click();
      await page.locator('[data-test="rule-popover"]').waitFor({ state: "detached" });
      // A 404 is the browser's own console line, not the app's.
      assert.deepEqual(b.errors.filter((e) => !e.includes("404")), []);
    } finally {
      await b.close();
    }
  });
}

test("the rules files are served and precached for offline play", async () => {
  const sw = readFileSync(join(DIST, "sw.js"), "utf8");
  const precache = JSON.parse(sw.match(/^const PRECACHE = (.*);$/m)[1]);
  for (const game of ["twilight-struggle", "empire-of-the-sun"]) {
    assert.ok(precache.includes(`./rules/${game}.tsv`), `${game}.tsv is precached`);
    const served = readFileSync(join(DIST, "rules", `${game}.tsv`), "utf8");
    assert.equal(served, readFileSync(join(ROOT, "public", "rules", `${game}.tsv`), "utf8"), `dist/rules/${game}.tsv is the current file`);
  }
});
