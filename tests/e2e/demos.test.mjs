// The demos of the two hex-and-counter games against the computer (issue 30): `?demo=downfall` and
// `?demo=nato` play computer against computer on the map at a readable pace, with no curtain (nobody at the
// device holds a hand), the panel naming the side deciding; any key stops the demo and offers each side to
// take over, and taking one continues the same game as a player (`?play=`). And a whole game of Baltic Gate
// with the computer in both seats, from the new-game form to its end (a whole Downfall game takes minutes
// more: its demo stands for it here). Screenshots go to test-output/demos/.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT, openBrowser, stopServer } from "./helpers.mjs";
import { goHome, newGame, openDemo } from "./app.mjs";

after(stopServer);

const SHOTS = join(ROOT, "test-output", "demos");

const GAMES = [
  // Downfall: two players, each holding two factions (DF 1.2); the panel names the faction deciding.
  { game: "downfall", board: "df-game", deciding: /West|OKH|Soviet|OKW/, seats: ["western", "soviet"] },
  // NATO: the two sides (a team of one each in the demo).
  { game: "nato", board: "nato-game", deciding: /Warsaw Pact|NATO/, seats: ["warsaw_pact", "nato"] },
];

for (const { game, board, deciding, seats } of GAMES) {
  test(`?demo=${game}: computer against computer on the map, stopped by a key, either side taken over`, { timeout: 3 * 60 * 1000 }, async () => {
    const b = await openBrowser({ width: 1366, height: 768 });
    try {
      const page = b.page;
      await openDemo(page, game, 150);
      await page.locator(`[data-test="${board}"]`).waitFor();
      assert.equal(await page.locator('[data-test="curtain"]').count(), 0, "no curtain in a demo");
      const text = () => page.evaluate(() => document.body.innerText);
      const before = await text();
      await page.waitForTimeout(4000);
      assert.notEqual(await text(), before, "the demo plays on");
      assert.match(await page.locator(".prompt-head").first().innerText(), deciding);
      // Two players (Downfall's four factions are two players', DF 1.2): "both sides", not "every Power".
      assert.match(await page.locator('[data-test="demo-bar"]').innerText(), /plays both sides/);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, `${game}-1366x768.png`) });
      await page.keyboard.press("Space");
      await page.locator('[data-test="demo-offer"]').waitFor();
      const offered = await page.locator('[data-test="demo-take"]').evaluateAll((xs) => xs.map((x) => x.getAttribute("data-seat")));
      assert.deepEqual([...offered].sort(), [...seats].sort(), "one offer per side");
      await page.locator(`[data-test="demo-take"][data-seat="${seats[1]}"]`).click();
      await page.locator('[data-test="demo-offer"]').waitFor({ state: "detached" });
      assert.match(page.url(), /\?play=/);
      assert.equal(await page.locator('[data-test="demo-bar"]').count(), 0);
      await page.locator(`[data-test="${board}"]`).waitFor();
      assert.deepEqual(b.errors, [], b.errors.join("\n"));
    } finally {
      await b.close();
    }
  });
}

test("a whole game of Baltic Gate, the computer on both sides, from the new-game form to its end", { timeout: 10 * 60 * 1000 }, async () => {
  const b = await openBrowser({ width: 1366, height: 768 });
  try {
    const page = b.page;
    await goHome(page);
    await page.evaluate(() => sessionStorage.setItem("sandtable.pace", "0"));
    await newGame(page, "nato", { scenario: "baltic_gate", seed: "7", players: { warsaw_pact: "level1", nato: "level1" } });
    await page.locator('[data-test="nato-game"]').waitFor();
    assert.equal(await page.locator('[data-test="curtain"]').count(), 0, "no hand to hide from the computer");
    const outcome = page.locator('[data-test="outcome"]');
    await outcome.waitFor({ timeout: 8 * 60 * 1000 });
    // The seed's victory points decide (NATO 34): the difference and the winner in words.
    assert.match(await outcome.innerText(), /Pact \d+ VP, NATO \d+ VP/);
    await page.locator('[data-test="tab-log"]').click();
    assert.ok((await page.locator('[data-test="log"] li').count()) > 50, "a whole game leaves a long log");
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, "nato-whole-game.png") });
    assert.deepEqual(b.errors, [], b.errors.join("\n"));
  } finally {
    await b.close();
  }
});
