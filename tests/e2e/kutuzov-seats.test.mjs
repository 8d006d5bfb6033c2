// Kutuzov with more than two people at one device (issue 27's "done when"):
//
//   1. a whole game of Defend the Empire (s4) from the home page with four seats, two people (the French
//      Northern and the Russian First Army) and two computers (the French Southern and the Russian Second):
//      the test plays the people's decisions by clicking the buttons the board lists (a seeded random
//      choice), the computers play theirs in the worker, and the game reaches its end;
//   2. a four-person hot-seat game of Invasion (s1) through its first round — each Power's first impulse —
//      clicked action by action from tests/e2e/fixtures/kutuzov-invasion-round1.json (made by
//      scripts/e2e-fixtures/kutuzov-invasion.py from the engine's own play, the first seed whose round holds
//      a battle, an interception and a response played in a window). The page's log then says what the
//      engine's log says, line by line.
//
// At every seat change between two people the curtain comes down (unless no hand card is on screen), and the Twilight Struggle curtain checks
// hold for it (tests/e2e/ts-curtain.test.mjs): no card, no hand, no action in the page, the page behind it
// inert, Tab never reaches behind it, Enter and a click on the map play nothing, and no card of the hand that
// was on screen is in the page's text or its accessibility tree. At 1366×768 and 390×844; no console error.
// Screenshots go to test-output/kutuzov-seats/.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, cli, liftCurtain, openBrowser, rng, savedMoves, shooter, stopServer } from "./helpers.mjs";
import { goHome, newGame } from "./app.mjs";

after(stopServer);

const shot = shooter("kutuzov-seats");
const ROUND = JSON.parse(readFileSync(join(ROOT, "tests/e2e/fixtures/kutuzov-invasion-round1.json"), "utf8"));

const buttons = (page) => page.locator('[data-test="prompt-panel"] [data-test="action"]');

/** The names of the cards of the hands on screen (the hand tab), the curtain lifted. */
async function handCards(page) {
  await page.locator('[data-test="tab-hand"]').click();
  await page.locator('[data-test="kut-hands"]').waitFor();
  const names = await page.$$eval('[data-test="kut-card"] .btn, [data-test="kut-card"] > span:last-child', (els) => els.map((e) => e.textContent.trim()));
  await page.locator('[data-test="tab-log"]').click();
  return names;
}

/**
 * The curtain's checks (as Twilight Struggle's): nothing of the waiting seat in the page, nothing reachable
 * or playable behind it. `secret`: card names that must be in neither the page's text nor its accessibility tree.
 */
async function probeCurtain(page, secret) {
  const curtain = page.locator('[data-test="curtain"]');
  assert.equal(await curtain.count(), 1, "the curtain is up");
  assert.equal(await page.locator("[data-card]").count(), 0, "no card is in the page");
  assert.equal(await page.locator('[data-test="kut-hand"]').count(), 0, "no hand is in the page");
  assert.equal(await page.locator('[data-test="action"]').count(), 0, "no action is in the page");
  assert.equal(await page.locator(".kut-army").count(), 0, "no army can be chosen");
  assert.notEqual(await page.locator(".game-main").getAttribute("inert"), null, "the page behind the curtain is inert");
  const text = await page.evaluate(() => document.body.innerText);
  const aria = await page.locator("body").ariaSnapshot();
  for (const name of secret) {
    assert.ok(!text.includes(name), `the card ${name} is in the page text behind the curtain`);
    assert.ok(!aria.includes(name), `the card ${name} is in the accessibility tree behind the curtain`);
  }
  const before = await savedMoves(page);
  await page.evaluate(() => document.activeElement?.blur());
  let reachedOk = false;
  for (const key of [...Array(16).fill("Tab"), ...Array(4).fill("Shift+Tab")]) {
    await page.keyboard.press(key);
    const where = await page.evaluate(() => {
      const a = document.activeElement;
      if (!a || a === document.body) return { body: true };
      return { test: a.dataset?.test || "", behind: !!a.closest(".game-main"), card: !!a.closest("[data-card]") };
    });
    assert.ok(!where.behind && !where.card && where.test !== "action", `Tab reached ${JSON.stringify(where)}`);
    reachedOk ||= where.test === "curtain-ok";
    if (where.body) await page.keyboard.press("Enter");
  }
  assert.ok(reachedOk, "the curtain's button is reachable by Tab");
  await page.mouse.click(300, 400);
  assert.equal(await savedMoves(page), before, "nothing was played from behind the curtain");
  assert.equal(await curtain.count(), 1, "the curtain is still up");
}

/** Waits for the next painted frame (the board redrawn after a click). */
const frame = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));

/** Waits until the page offers the person an action, shows the curtain, or the game is over. */
async function nextTurn(page) {
  await page.waitForFunction(
    () =>
      document.querySelector('[data-test="outcome"]') ||
      document.querySelector('[data-test="curtain"]') ||
      document.querySelector('[data-test="prompt-panel"] [data-test="action"]'),
    null,
    { timeout: 60_000, polling: 50 },
  );
}

test("Defend the Empire from the home page to its end: two people and two computers at one device (1366x768)", { timeout: 12 * 60 * 1000 }, async (t) => {
  const b = await openBrowser();
  const { page, errors } = b;
  try {
    await goHome(page);
    await page.evaluate(() => sessionStorage.setItem("sandtable.pace", "0"));
    await newGame(page, "kutuzov", { scenario: "s4", seed: "27", players: { french_southern: "level1", russian_second: "level1" } });
    await page.locator('[data-test="kut-game"]').waitFor();
    const pick = rng(27);
    let clicks = 0;
    let curtains = 0;
    let shown = [];
    for (;;) {
      await nextTurn(page);
      if (await page.locator('[data-test="outcome"]').count()) break;
      if (await page.locator('[data-test="curtain"]').count()) {
        // Every seat change between the two people: the checks, then the other person's screen.
        if (curtains < 6) await probeCurtain(page, shown.filter((n) => !n.startsWith("#")));
        if (curtains === 1) await shot(page, "curtain-1366x768");
        curtains++;
        await liftCurtain(page);
        shown = await handCards(page);
        continue;
      }
      const list = buttons(page);
      const n = await list.count();
      if (!n) continue;
      // Only the people's decisions reach the page: while a computer decides, the panel lists no action.
      const seat = await page.locator('[data-test="prompt-panel"]').getAttribute("class");
      assert.ok(/prompt-(french_northern|russian_first)\b/.test(seat), `an action was offered to a computer's seat: ${seat}`);
      await list.nth(Math.floor(pick() * n)).click();
      await frame(page);
      clicks++;
      assert.ok(clicks < 1500, "the game did not end within 1,500 of the people's decisions");
    }
    assert.ok(clicks > 10, `the people decided ${clicks} times`);
    assert.ok(curtains >= 2, `the curtain came down ${curtains} times between the two people`);
    const outcome = await page.locator('[data-test="outcome"]').innerText();
    assert.match(outcome, /\S/);
    t.diagnostic(`${clicks} decisions of the two people, ${curtains} curtains; ${outcome.split("\n")[0]}`);
    await page.locator('[data-test="tab-log"]').click();
    const log = await page.locator('[data-test="log"]').innerText();
    // The computers played their own Powers: their moves are in the log.
    assert.match(log, /French Southern Army/);
    assert.match(log, /Russian Second Army/);
    await shot(page, "defend-end-1366x768");
    assert.deepEqual(errors, [], errors.join("\n"));
  } finally {
    await b.close();
  }
});

for (const size of [
  { width: 1366, height: 768, name: "1366x768" },
  { width: 390, height: 844, name: "390x844", mobile: true },
]) {
  test(`Invasion's first round, four people at one device: a battle, an interception and a response, clicked (${size.name})`, { timeout: 8 * 60 * 1000 }, async () => {
    // The page plays the current rules version, read from a new game's record: the fixture must be of it.
    const rules = JSON.parse(cli(["new", "kutuzov"])).rules;
    assert.equal(ROUND.rules, rules, `the fixture was made under Kutuzov rules ${ROUND.rules}, the page plays ${rules}: remake it with scripts/e2e-fixtures/kutuzov-invasion.py`);
    const b = await openBrowser(size);
    const { page, errors } = b;
    try {
      await goHome(page);
      await newGame(page, "kutuzov", { scenario: ROUND.scenario, seed: String(ROUND.seed) });
      await page.locator('[data-test="kut-game"]').waitFor();
      let curtains = 0;
      let shown = [];
      let seat = null;
      // The round's response: a card played for its event in a window another Power's action opened.
      const response = ROUND.steps.findIndex((st) => st.prompt.startsWith("kut.window") && st.notation.startsWith("event "));
      assert.ok(response >= 0, "the fixture's round holds a response");
      for (const [i, step] of ROUND.steps.entries()) {
        await nextTurn(page);
        if (await page.locator('[data-test="curtain"]').count()) {
          if (size.mobile ? curtains < 2 : true) await probeCurtain(page, shown.filter((n) => !n.startsWith("#")));
          curtains++;
          await liftCurtain(page);
          shown = await handCards(page);
        } else if (seat && seat !== step.seat) {
          // No curtain between two people only when the screen holds nothing one may not show the other:
          // the board's secrets are its hands' cards (src/boards/kutuzov/board.rs), so none may show.
          const cards = (await handCards(page)).filter((n) => !n.startsWith("#"));
          assert.deepEqual(cards, [], `no curtain between ${seat} and ${step.seat} (step ${i}) while cards show: ${cards.join(", ")}`);
          shown = cards;
        }
        const panel = await page.locator('[data-test="prompt-panel"]').getAttribute("class");
        assert.ok(panel.includes(`prompt-${step.seat}`), `step ${i}: the panel is ${panel}, the fixture's seat ${step.seat}`);
        const button = page.locator(`[data-test="prompt-panel"] [data-test="action"][data-notation="${step.notation}"]`);
        assert.equal(
          await button.count(),
          1,
          `step ${i}: no button "${step.notation}" (${step.prompt}); if Kutuzov's rules changed, remake the fixture with scripts/e2e-fixtures/kutuzov-invasion.py`,
        );
        assert.equal(await button.getAttribute("data-index"), String(step.index), `step ${i}: "${step.notation}" is the engine's action`);
        if (i === response) await shot(page, `response-${size.name}`);
        await button.click();
        await frame(page);
        assert.deepEqual(errors, [], `after step ${i} (${step.seat}: ${step.notation}): ${errors.join("\n")}`);
        seat = step.seat;
      }
      assert.ok(curtains >= 8, `the curtain came down ${curtains} times in a round of four people`);
      // The page's log says what the engine's says, entry by entry (the page draws dice as pips and names
      // the seat in a tag: compared on their letters and digits).
      await liftCurtain(page);
      await page.locator('[data-test="tab-log"]').click();
      const plain = (x) => x.replace(/[^\p{L}\p{N}]/gu, "");
      // (The CLI writes a seat's entry as "Seat: text" unless the text names the seat itself.)
      const entries = await page.$$eval('[data-test="log"] li', (els) =>
        els.map((e) => [e.querySelector(".seat-tag")?.textContent ?? "", e.querySelector(".log-text").textContent]),
      );
      const inLog = new Set(entries.flatMap(([tag, text]) => [plain(text), plain(tag + text)]));
      for (const line of ROUND.log) assert.ok(inLog.has(plain(line)), `the page's log lacks "${line}"`);
      assert.equal(entries.length, ROUND.log.length, "the page's log has as many entries as the engine's");
      const log = entries.map(([, text]) => text).join("\n");
      assert.match(log, /tries to intercept/);
      assert.match(log, /Battle in/);
      const card = ROUND.steps[response].notation.split(" ")[1];
      assert.match(log, new RegExp(`#${card}\\b.* for its event`), "the response's card is in the log");
      assert.equal(await savedMoves(page), ROUND.steps.length);
      await shot(page, `invasion-round1-${size.name}`);
      assert.deepEqual(errors, [], errors.join("\n"));
    } finally {
      await b.close();
    }
  });
}
