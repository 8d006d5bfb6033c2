// What a player reads on the Twilight Struggle board, at 1366×768 and on a 390×844 phone, in English
// and Korean: the map's names unsqueezed and its odds clear of the stability numbers, every card
// button with the ops its holder would play it for, the China Card's bonus point worded as such, rule
// tags as the rulebook's chapters, the Korean notices and dates, the phone's toolbar and tracks, and
// "Fit" that stays readable. Screenshots of each go to test-output/screenshots/.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { appUrl, liftCurtain, openBrowser, promptText, screenshot, stopServer, waitHome, noOverflow } from "./helpers.mjs";

after(stopServer);

// Turn 2, the USSR's first action round, under Red Scare/Purge played by the US (USSR cards −1 op).
const RED_SCARE = `
turn 2
round 1
phasing ussr
defcon 4
start standard
influence iran 0 1
hand ussr 5 7 9 14 15 16 18 20
hand us 10 11 12 13 17 19 21 22
effect 31 us
dice 6
step round
`;

async function openPosition(page, position, { korean = false } = {}) {
  const record = { format: "sandtable-record/1", game: "twilight-struggle", rules: 1, scenario: "standard", options: {}, seed: 1, position, actions: [] };
  await page.goto(await appUrl());
  await waitHome(page);
  if (korean) await page.getByRole("button", { name: "한국어" }).click();
  await page.locator('[data-test="file-input"]').setInputFiles({ name: "position.sandtable.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(record)) });
  await page.locator('[data-test="curtain"]').waitFor();
  await liftCurtain(page);
}

/** Every country's name as set: its text, its drawn width and its font size, in board units. */
async function names(page) {
  return page.$$eval(".countries .country", (els) =>
    els.map((g) => {
      const t = g.querySelector(".c-name");
      const copy = t.cloneNode(true);
      copy.removeAttribute("textLength");
      t.parentNode.appendChild(copy);
      const natural = copy.getComputedTextLength();
      copy.remove();
      return { key: g.dataset.country, text: t.textContent, natural, squeeze: Number(t.getAttribute("textLength") || 0), size: parseFloat(getComputedStyle(t).fontSize) };
    }),
  );
}

function overlaps(a, b) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test("1366×768: names fit their boxes, odds clear the stability, cards show the holder's ops, the bonus point is named", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    await openPosition(page, RED_SCARE);
    // Names: set smaller rather than squeezed; the band holds them (62-unit boxes, 2.5 margins).
    for (const n of await names(page)) {
      assert.ok(n.size >= 5.9, `${n.key}: font ${n.size}`);
      const drawn = n.squeeze || n.natural;
      assert.ok(drawn <= 57.5, `${n.key} "${n.text}" is ${drawn} units wide`);
      if (n.squeeze) assert.ok(n.natural / n.squeeze <= 1.08, `${n.key} "${n.text}" squeezed ${n.natural} → ${n.squeeze}`);
    }
    // Every card button shows the ops the hand shows (Red Scare/Purge: USSR cards −1).
    const buttons = await page.$$eval('[data-test="prompt-panel"] [data-test="action"][data-target^="card:"]', (els) =>
      els.map((e) => [e.dataset.target.slice(5), e.querySelector(".card-ops").textContent.trim()]),
    );
    assert.ok(buttons.length >= 8, `card buttons: ${buttons}`);
    for (const [card, ops] of buttons) {
      const inHand = page.locator(`[data-test="hand"] [data-card="${card}"] .card-ops`).first();
      assert.equal(ops, (await inHand.textContent()).trim(), `card ${card}: button and hand agree`);
    }
    assert.deepEqual(buttons.find(([c]) => c === "5"), ["5", "2"], "Five Year Plan: 3 printed, 2 under Red Scare/Purge");
    // The rule tag is the rulebook's chapter and number.
    assert.equal((await page.locator('[data-test="rule"]').textContent()).trim(), "Playing Cards 1");

    // The China Card for influence: 3 ops (4 − 1), then the bonus point in Asia.
    await page.locator('[data-test="hand"] [data-card="6"]').first().click();
    await page.locator('[data-test="action"][data-notation="influence"]').click();
    assert.equal((await page.locator('[data-test="rule"]').textContent()).trim(), "Operations 1");
    for (let i = 0; i < 3; i++) await page.locator('[data-test="action"][data-target="space:northkorea"]').click();
    const prompt = await promptText(page);
    assert.match(prompt, /place the bonus point in Asia \(1 left\), or stop/);
    assert.doesNotMatch(prompt, /0 ops left/);
    assert.match(await page.locator('[data-test="tally-left"]').innerText(), /Bonus: 1 more, in Asia only/);
    await screenshot(page, "ts-china-bonus-1366x768");
    for (let i = 0; i < 5; i++) await page.locator('[data-test="undo"]').click();
    await page.locator('[data-test="hand"] [data-card="14"]').first().click();
    await page.locator('[data-test="action"][data-notation="coup"]').click();
    // The odds badges sit clear of every box's name, stability and influence.
    const clash = await page.$$eval(".badges .c-badge", (badges) =>
      badges.flatMap((bd) => {
        const r = bd.getBoundingClientRect();
        const g = document.querySelector(`.countries [data-country="${bd.dataset.badge}"]`);
        return [".c-stab", ".c-name", ".inf"].flatMap((sel) =>
          [...g.querySelectorAll(sel)].map((el) => el.getBoundingClientRect()).filter((o) => r.x < o.x + o.width && o.x < r.x + r.width && r.y < o.y + o.height && o.y < r.y + r.height).map(() => `${bd.dataset.badge} ${sel}`),
        );
      }),
    );
    assert.ok((await page.locator(".badges .c-badge").count()) >= 5);
    assert.deepEqual(clash, [], "badges over their own country's numbers");
    await page.locator('[data-test="zoom-in"]').click();
    await page.locator('[data-test="zoom-in"]').click();
    await screenshot(page, "ts-coup-badges-1366x768");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("Korean: rule tags, notices and dates in Korean, and a Korean font on screen", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    await openPosition(page, RED_SCARE, { korean: true });
    assert.equal((await page.locator('[data-test="rule"]').textContent()).trim(), "카드 사용 1");
    await page.locator('[data-test="hand"] [data-card="6"]').first().click();
    await page.locator('[data-test="action"][data-notation="influence"]').click();
    assert.equal((await page.locator('[data-test="rule"]').textContent()).trim(), "작전 1");
    for (let i = 0; i < 3; i++) await page.locator('[data-test="action"][data-target="space:northkorea"]').click();
    assert.match(await promptText(page), /보너스 점수를 아시아에 배치/);
    // The glyphs are drawn with a font that has Hangul (no empty boxes).
    const hangul = execFileSync("fc-list", [":lang=ko", "family"], { encoding: "utf8" }).trim();
    assert.ok(hangul, "a Korean font is installed (scripts/tools.sh ensure_korean_font)");
    await screenshot(page, "ts-korean-bonus-1366x768");
    // The link notice speaks Korean, and follows the language switch.
    await page.locator('[data-test="share"]').click();
    const toast = page.locator('[data-test="toast"]');
    await toast.waitFor();
    assert.match(await toast.innerText(), /링크/);
    await page.getByRole("button", { name: "English" }).click();
    assert.match(await toast.innerText(), /link/i);
    await page.getByRole("button", { name: "한국어" }).click();
    // The provenance notes speak to players: no line numbers of the rulebook file.
    await page.locator('[data-test="tab-cards"]').click();
    await page.locator('[data-test="provenance"] summary').click();
    const prov = await page.locator('[data-test="provenance"]').innerText();
    assert.match(prov, /규칙서/);
    assert.doesNotMatch(prov, /seed|\bL\d+/);
    // The home page's dates are written the Korean way.
    await page.locator('[data-test="home"]').click();
    await waitHome(page);
    assert.match(await page.locator('[data-test="saves"] .save-meta').first().innerText(), /\d{4}\. \d{1,2}\. \d{1,2}\. (오전|오후)/);
    await screenshot(page, "home-saves-ko-1366x768");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

for (const korean of [false, true]) {
  const lang = korean ? "ko" : "en";
  test(`phone (390×844, ${lang}): the title clears the toolbar's buttons, the tracks show they scroll, Fit stays readable`, async () => {
    const b = await openBrowser({ width: 390, height: 844, mobile: true });
    try {
      const page = b.page;
      await openPosition(page, RED_SCARE, { korean });
      const title = await page.locator(".toolbar-title").boundingBox();
      for (const sel of ['[data-test="home"]', '[data-test="undo"]', '[data-test="menu"]', ".lang-switch"]) {
        const box = await page.locator(sel).boundingBox();
        assert.ok(!overlaps(title, box), `the title overlaps ${sel}`);
        assert.ok(box.x + box.width <= 390, `${sel} runs off the screen`);
      }
      // The tracks scroll sideways: an arrow says so, and moves them.
      const right = page.locator('[data-test="tracks-right"]');
      assert.ok(await right.isVisible(), "an arrow shows more tracks to the right");
      const row = page.locator(".tracks-row");
      const x0 = await row.evaluate((e) => e.scrollLeft);
      await right.click();
      await page.waitForFunction((x0) => document.querySelector(".tracks-row").scrollLeft > x0 + 50, x0);
      await page.locator('[data-test="tracks-left"]').waitFor({ state: "visible" });
      // "Fit" shows no more than stays readable.
      await page.locator('[data-test="zoom-fit"]').click();
      const vb = (await page.locator("svg.map").getAttribute("viewBox")).split(" ").map(Number);
      const px = (await page.locator("svg.map").boundingBox()).width;
      assert.ok(vb[2] / px <= 1.15, `fit: ${vb[2]} board units on ${px}px`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `ts-phone-${lang}-390x844`);
      await page.locator("svg.map").scrollIntoViewIfNeeded();
      await screenshot(page, `ts-phone-fit-${lang}-390x844`);
      await noOverflow(page, "phone");
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });
}
