// NATO: The Cold War Goes Hot played in the browser: Baltic Gate (Sandtable's short scenario) started from
// the home page, hot seat, and played for two full game turns by clicking the listed choices — a unit's
// move to a ringed destination with its MP, a battle committed with its odds (the column and each shift
// explained, every result's chance) before the roll, and every phase finished — at 1366×768 in English
// and 390×844 in Korean; the published scenarios are listed greyed; no console error. A kept game shows an
// attack-helicopter brigade in its display's Recovery box, then Ready again. Screenshots go to
// test-output/nato-play/.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, appUrl, cli, cliShow, crossingNames, openDemoIn, liftCurtain, noOverflow, openBrowser, openLink, shooter, stopServer, waitHome, ringedInView } from "./helpers.mjs";

after(stopServer);

const shot = shooter("nato-play");

const turn = (page) => page.locator(".nato-day.now").getAttribute("data-day").then(Number);
const actions = (page) => page.locator('[data-test="prompt-panel"] [data-test="action"]');

/** Clicks the action whose label (notation in `title`) starts with `word`, if there is one. */
async function clickNotation(page, word) {
  const a = page.locator(`[data-test="prompt-panel"] [data-test="action"][title^="${word}"]`);
  if (!(await a.count())) return false;
  await a.first().click();
  return true;
}

/**
 * The index of the choice among the prompt's `prefix` actions (`select `, `move `) that is nearest the
 * enemy on the map: a unit's stack (`unit:` targets) or a hex (`hex:` targets), by its centre on screen.
 */
async function nearestToEnemy(page, prefix) {
  return page.evaluate((prefix) => {
    const centre = (el) => {
      const r = el.getBoundingClientRect();
      return [r.x + r.width / 2, r.y + r.height / 2];
    };
    const buttons = [...document.querySelectorAll('[data-test="prompt-panel"] [data-test="action"]')].filter((b) => b.title.startsWith(prefix));
    const stacks = [...document.querySelectorAll('[data-test="stack"]')];
    const stackOf = (key) => stacks.find((s) => (s.dataset.keys || s.dataset.top || "").split(" ").includes(key));
    const mover = document.querySelector('[data-test="stack"].moving') || stackOf((buttons[0]?.dataset.target || "").replace("unit:", ""));
    const side = mover && [...mover.classList].find((k) => k.startsWith("side-"));
    const enemies = stacks.filter((s) => side && !s.classList.contains(side)).map(centre);
    let best = { i: -1, d: Infinity };
    buttons.forEach((b) => {
      const [kind, id] = b.dataset.target.split(":");
      const el = kind === "unit" ? stackOf(id) : document.querySelector(`[data-test="legal-hex"][data-hex="${id}"]`);
      if (!el) return;
      const [x, y] = centre(el);
      const d = Math.min(...enemies.map(([ex, ey]) => Math.hypot(ex - x, ey - y)));
      if (d < best.d) best = { i: Number(b.dataset.index), d };
    });
    return best.i;
  }, prefix);
}

for (const size of [
  { width: 1366, height: 768, name: "1366x768", lang: "en" },
  { width: 390, height: 844, name: "390x844", lang: "ko", mobile: true },
]) {
  test(`Baltic Gate from the home page, two full turns by the listed choices (${size.name}, ${size.lang})`, async () => {
    const b = await openBrowser(size);
    try {
      const page = b.page;
      await page.goto(await appUrl());
      await waitHome(page);
      if (size.lang === "ko") await page.getByRole("button", { name: "한국어" }).click();
      const card = page.locator('[data-game="nato"]');
      await card.locator('[data-test="playable"]').waitFor();
      // The published scenarios are listed, greyed: they need the owner's data pack.
      const locked = card.locator('[data-test="locked-scenario"]');
      assert.equal(await locked.count(), 4);
      assert.equal(await locked.first().isDisabled(), true);
      assert.match(await locked.first().textContent(), size.lang === "ko" ? /데이터 팩/ : /owner's data pack/);
      const form = card.locator('form[data-test="new-game"]');
      await form.locator("select").first().selectOption("baltic_gate");
      await form.locator('input[name="seed"]').fill("1983");
      await form.locator('[data-test="start"]').click();
      await page.locator('[data-test="nato-game"]').waitFor();
      await liftCurtain(page);
      // The reconstruction notice is on the board.
      assert.match(await page.locator('[data-test="approx-map"]').textContent(), size.lang === "ko" ? /재구성/ : /reconstruction/);
      assert.equal(await turn(page), 1);
      await shot(page, `start-${size.name}-${size.lang}`);

      let moved = 0;
      let phaseMoves = 0;
      let fought = 0;
      let sawOdds = false;
      // Rules 3 adds the attack helicopters' flights to a battle ([18.4]): more choices a turn.
      for (let i = 0; i < 900; i++) {
        await liftCurtain(page);
        await ringedInView(page, '[data-test="legal-hex"], [data-test="stack"].legal', "svg.nato-svg");
        if (await page.locator('[data-test="outcome"]').count()) break;
        if ((await turn(page)) >= 3) break;
        // The engine's notation of each choice (the tooltip carries the full words after it).
        const notations = await actions(page).evaluateAll((els) => els.map((e) => e.dataset.notation || e.title));
        // Movement: up to eight units a phase, each the nearest the enemy, to the ringed destination (with
        // its MP) nearest the enemy.
        if (notations.some((n) => n.startsWith("move "))) {
          const legal = await page.locator('[data-test="legal-hex"]').count();
          assert.ok(legal > 0, "the destinations are ringed on the map");
          assert.ok((await page.locator('[data-test="legal-hex"] .nato-mp').count()) > 0, "with their MP");
          if (moved === 0) await shot(page, `move-${size.name}-${size.lang}`);
          const i = await nearestToEnemy(page, "move ");
          if (i >= 0) await page.locator(`[data-test="prompt-panel"] [data-test="action"][data-index="${i}"]`).click();
          else await clickNotation(page, "move ");
          moved++;
          phaseMoves++;
          continue;
        }
        if (phaseMoves < 8 && notations.some((n) => n.startsWith("select "))) {
          const i = await nearestToEnemy(page, "select ");
          if (i >= 0) await page.locator(`[data-test="prompt-panel"] [data-test="action"][data-index="${i}"]`).click();
          else await clickNotation(page, "select ");
          continue;
        }
        // A battle: commit what can be committed, read the odds, roll.
        if (notations.includes("resolve")) {
          if (await clickNotation(page, "commit ")) continue;
          const odds = page.locator('[data-test="odds"]');
          await odds.waitFor();
          assert.match(await odds.locator('[data-test="odds-column"]').textContent(), /\d+/);
          assert.ok((await odds.locator('[data-test="odds-results"] li').count()) > 0, "every result's chance before the roll");
          if (!sawOdds) await shot(page, `odds-${size.name}-${size.lang}`);
          sawOdds = true;
          await clickNotation(page, "resolve");
          fought++;
          continue;
        }
        if (fought < 2 && (await clickNotation(page, "attack "))) continue;
        if (fought < 2 && (await clickNotation(page, "mark "))) continue;
        // Otherwise finish the phase, or take the first choice listed (a loss, a retreat, an advance).
        if (await clickNotation(page, "done")) phaseMoves = 0;
        else {
          const first = actions(page).first();
          if (!(await first.count())) await page.waitForTimeout(50);
          else await first.click();
        }
      }
      assert.ok((await turn(page)) >= 3 || (await page.locator('[data-test="outcome"]').count()) > 0, "two full game turns were played");
      assert.ok(moved > 0, "a unit moved");
      assert.ok(sawOdds, "a battle's odds were shown before its roll");
      // HQ ranges and the supply state on request; the log with its entries.
      await page.locator('[data-test="show-hq"]').check();
      assert.ok((await page.locator('[data-test="hq-range"]').count()) > 0, "HQ ranges drawn");
      await page.locator('[data-test="show-supply"]').check();
      await noOverflow(page);
      await shot(page, `turn3-${size.name}-${size.lang}`);
      await page.locator('[data-test="tab-log"]').click();
      assert.ok((await page.locator(".log li, [data-test='log'] li").count()) > 0, "the log lists what happened");
      // A stack tapped: its hex's facts with every unit's values.
      await page.locator('[data-test="tab-hex"]').click();
      const stack = page.locator('[data-test="stack"]').first();
      const hex = await stack.getAttribute("data-hex");
      await page.evaluate((h) => {
        const g = document.querySelector(`[data-test="stack"][data-hex="${h}"]`);
        const r = g.getBoundingClientRect();
        const svg = g.closest("svg");
        svg.dispatchEvent(new MouseEvent("click", { bubbles: true, clientX: r.x + r.width / 2, clientY: r.y + r.height / 2 }));
      }, hex);
      await page.locator(`[data-test="hex-facts"][data-hex="${hex}"]`).waitFor();
      assert.ok((await page.locator('[data-test="hex-facts"] [data-test="unit"]').count()) > 0);
      await shot(page, `facts-${size.name}-${size.lang}`);
      assert.deepEqual(b.errors, [], b.errors.join("\n"));
    } finally {
      await b.close();
    }
  });
}


/// Opens a NATO game from its link (a fragment, `#nato-…`) and lifts the hot-seat curtain.
/// The link of a whole fixture record (tests/e2e/fixtures/NAME.json), as `sandtable link encode` writes it.
function fixtureLink(name) {
  const whole = JSON.parse(readFileSync(join(ROOT, "tests", "e2e", "fixtures", `${name}.json`), "utf8"));
  const file = join(mkdtempSync(join(tmpdir(), `sandtable-${name}-`)), "game.json");
  writeFileSync(file, JSON.stringify(whole));
  return cli(["link", "encode", file]).trim();
}

test("an attack-helicopter brigade that flew waits in the Recovery box, and is Ready again after the next Joint Status Phase (NATO 18.4.4)", async () => {
  // A Baltic Gate game between two computers (level 1), kept as a fixture: on game turn 6 the Pact's
  // North-East German Front brigade flies to the battle at Hamburg and back (move 480 is after it);
  // game turn 7 has begun at move 520.
  const whole = JSON.parse(readFileSync(join(ROOT, "tests", "e2e", "fixtures", "nato-helicopters.json"), "utf8"));
  const dir = mkdtempSync(join(tmpdir(), "sandtable-nato-ah-"));
  const linkAt = (n) => {
    const file = join(dir, `game-${n}.json`);
    writeFileSync(file, JSON.stringify({ ...whole, actions: whole.actions.slice(0, n) }));
    const view = cliShow(file);
    return { view, link: cli(["link", "encode", file]).trim() };
  };
  const b = await openBrowser({ width: 1366, height: 768 });
  try {
    const page = b.page;
    const box = (word) => page.locator('[data-test="off-map"] h4', { hasText: word });
    const inBox = (word) => box(word).locator("xpath=following-sibling::ul[1]").locator('[data-test="unit"]');
    for (const [n, where, label] of [
      [480, "ah_recovery", "Recovery box"],
      [520, "ah_ready", "Ready box"],
    ]) {
      const { view, link } = linkAt(n);
      const ah = view.units.find((u) => u.key === "negf-ah");
      assert.equal(ah.at, where, `the engine has the brigade at ${where} after move ${n}`);
      await openLink(page, link, '[data-test="nato-game"]');
      await page.locator('[data-test="tab-boxes"]').click();
      await page.locator('[data-test="off-map"]').waitFor({ timeout: 10000 });
      assert.equal(await box(label).count(), 1, `a ${label} heading on the off-map panel after move ${n}`);
      assert.deepEqual(await inBox(label).evaluateAll((els) => els.map((e) => e.dataset.unit)), ["negf-ah"]);
      const other = label === "Ready box" ? "Recovery box" : "Ready box";
      assert.equal(await box(other).count(), 0, `no ${other} heading while the one brigade is in the ${label}`);
      await box(label).scrollIntoViewIfNeeded();
      await shot(page, `helicopter-${where}-1366x768`);
    }
    assert.deepEqual(b.errors, [], b.errors.join("\n"));
  } finally {
    await b.close();
  }
});

// The Long Fortnight's whole map, in both languages: Wiesbaden and Frankfurt, the Ruhr's cities, no two
// names written into each other, and all but a crowded town or two named (names.rs places them).
test("no two city names cross on the whole map, in English and in Korean (issue 30)", async () => {
  for (const lang of ["en", "ko"]) {
    const b = await openBrowser({ width: 1366, height: 768 });
    try {
      const page = b.page;
      await openDemoIn(page, "?demo=nato&scenario=long_fortnight", lang);
      await page.waitForSelector('[data-test="city-name"]');
      if (lang === "ko") {
        await page.waitForFunction(() => [...document.querySelectorAll('[data-test="city-name"]')].some((t) => /[가-힣]/.test(t.textContent)));
      }
      const names = await crossingNames(page, '[data-test="city-name"]');
      assert.deepEqual(names.crossing, [], `no two city names cross (${lang})`);
      assert.ok(names.named >= 140, `the cities are named (${lang}): ${names.named}`);
      assert.deepEqual(b.errors, [], b.errors.join("\n"));
    } finally {
      await b.close();
    }
  }
});

test("a city's name stays readable over the counters standing in it (issue 30)", async () => {
  // The helicopter fixture at move 480: units stand in cities on both sides of the front (Hamburg's battle
  // among them). Every name is drawn over the units; a name whose city holds a stack sits above the top
  // counter (or below it, where a neighbour's name takes the space above) instead of across its face.
  const whole = JSON.parse(readFileSync(join(ROOT, "tests", "e2e", "fixtures", "nato-helicopters.json"), "utf8"));
  const dir = mkdtempSync(join(tmpdir(), "sandtable-nato-names-"));
  const file = join(dir, "game-480.json");
  writeFileSync(file, JSON.stringify({ ...whole, actions: whole.actions.slice(0, 480) }));
  const link = cli(["link", "encode", file]).trim();
  const b = await openBrowser({ width: 1366, height: 768 });
  try {
    const page = b.page;
    await openLink(page, link, '[data-test="nato-game"]');
    const found = await page.evaluate(() => {
      const live = document.querySelector(".nato-live");
      const names = document.querySelector(".nato-names");
      const after = !!(live && names && live.compareDocumentPosition(names) & Node.DOCUMENT_POSITION_FOLLOWING);
      const held = [];
      for (const t of document.querySelectorAll('[data-test="city-name"].held')) {
        if (!t.textContent) continue;
        const nb = t.getBBox();
        for (const h of t.dataset.hexes.split(" ")) {
          const stack = document.querySelector(`[data-test="stack"][data-hex="${h}"]`);
          if (!stack) continue;
          const face = stack.querySelector("rect.face");
          const m = stack.transform.baseVal.consolidate().matrix;
          const fb = face.getBBox();
          held.push({ name: t.textContent, hex: h, nameTop: nb.y, nameBottom: nb.y + nb.height, faceTop: fb.y + m.f, faceBottom: fb.y + fb.height + m.f });
        }
      }
      const free = [...document.querySelectorAll('[data-test="city-name"]:not(.held)')].filter((t) =>
        t.dataset.hexes.split(" ").some((h) => document.querySelector(`[data-test="stack"][data-hex="${h}"]`)),
      );
      return { after, held, free: free.map((t) => t.textContent) };
    });
    const names = await crossingNames(page, '[data-test="city-name"]');
    assert.deepEqual(names.crossing, [], "no two city names are written over each other");
    assert.ok(names.named >= 25, `Baltic Gate's cities are named: ${names.named}`);
    assert.ok(found.after, "the names layer is drawn after (over) the units");
    assert.ok(found.held.length >= 3, `several cities hold a stack at move 480: ${JSON.stringify(found.held)}`);
    for (const h of found.held) {
      const clear = h.nameBottom <= h.faceTop + 1.5 || h.nameTop >= h.faceBottom - 1.5;
      assert.ok(clear, `${h.name} (${h.hex}) is written above or below its counter, not across it: ${JSON.stringify(h)}`);
    }
    assert.deepEqual(found.free, [], "a city holding a stack has its name marked held");
    await page.locator(`[data-test="stack"][data-hex="${found.held[0].hex}"]`).scrollIntoViewIfNeeded();
    await shot(page, "nato-city-names-1366x768");
    assert.deepEqual(b.errors, [], b.errors.join("\n"));
  } finally {
    await b.close();
  }
});

test("a resupply operation: the hex ringed with the interception's odds before the roll, then the Resupply marker on the map (NATO 10.7)", async () => {
  // A Baltic Gate game of random play (`sandtable random nato --seed 2`, rules 10), kept up to NATO's
  // resupply operation of its Movement Supply Segment: units in 1504 are out of supply.
  const link = fixtureLink("nato-resupply");
  for (const size of [
    { name: "1366x768", width: 1366, height: 768, lang: "en" },
    { name: "390x844", width: 390, height: 844, lang: "ko", mobile: true },
  ]) {
    const b = await openBrowser({ width: size.width, height: size.height, mobile: size.mobile });
    try {
      const page = b.page;
      await page.goto(`${await appUrl()}${link}`);
      await page.locator('[data-test="nato-game"]').waitFor({ timeout: 30000 });
      if (size.lang === "ko") await page.getByRole("button", { name: "한국어" }).click();
      await liftCurtain(page);
      const resupply = page.locator('[data-test="prompt-panel"] [data-test="action"][title^="resupply 1504"]');
      await resupply.waitFor();
      assert.equal(await page.locator('[data-test="legal-hex"][data-hex="1504"]').count(), 1, "the hex is ringed on the map");
      // The odds before the roll: 2d6 at or below 5 (NATO's contested or enemy value) is intercepted.
      const odds = page.locator('[data-test="odds"]').first();
      await odds.waitFor();
      assert.match(await odds.innerText(), /%/);
      await noOverflow(page);
      await shot(page, `resupply-offer-${size.name}-${size.lang}`);
      await resupply.click();
      const marker = page.locator('[data-test="resupply-marker"][data-hex="1504"]');
      await marker.waitFor();
      await page.locator('[data-test="tab-log"]').click();
      assert.match(await page.locator('[data-test="log"]').innerText(), size.lang === "en" ? /Supply reaches/ : /보급이/);
      await shot(page, `resupply-marker-${size.name}-${size.lang}`);
      assert.deepEqual(b.errors, [], b.errors.join("\n"));
    } finally {
      await b.close();
    }
  }
});

test("a destroyed HQ rebuilt: the open cities ringed on the map, the HQ placed in the one picked (NATO 29.8)", async () => {
  // A Baltic Gate game of random play (`sandtable random nato --seed 6`, rules 13), kept up to turn 4's Joint
  // Reinforcement Phase: the Baltic Corps HQ, lost to interception on turn 2, comes back.
  const link = fixtureLink("nato-hq-rebuild");
  const b = await openBrowser({ width: 1366, height: 768 });
  try {
    const page = b.page;
    await openLink(page, link, '[data-test="nato-game"]');
    const pick = page.locator('[data-test="prompt-panel"] [data-test="action"][title^="move 2407"]');
    await pick.waitFor();
    assert.match(await page.locator('[data-test="prompt-panel"]').innerText(), /Rebuild/);
    for (const hex of ["2008", "2111", "2205", "2212", "2407", "2412"]) {
      assert.equal(await page.locator(`[data-test="legal-hex"][data-hex="${hex}"]`).count(), 1, `${hex} is ringed`);
    }
    await noOverflow(page);
    await shot(page, "hq-rebuild-offer-1366x768-en");
    await pick.click();
    await page.locator('[data-test="tab-log"]').click();
    assert.match(await page.locator('[data-test="log"]').innerText(), /Baltic Corps HQ is rebuilt in/);
    await shot(page, "hq-rebuild-done-1366x768-en");
    assert.deepEqual(b.errors, [], b.errors.join("\n"));
  } finally {
    await b.close();
  }
});

test("a nuclear strike ([21.1]) is offered with its odds, then leaves its N marker, the war crime and Armageddon in the log (rules 15, the nuclear option)", async () => {
  // The fixture is `sandtable random nato --option nuclear=on --seed 5` (rules 15) without its checksum, so
  // that it can be cut: the careful random Pact's one strike is its last action, on Esbjerg (1420), and its
  // Armageddon roll of 1 ends the game (21.2).
  const whole = JSON.parse(readFileSync(join(ROOT, "tests", "e2e", "fixtures", "nato-nuclear.json"), "utf8"));
  const dir = mkdtempSync(join(tmpdir(), "sandtable-nato-nuclear-"));
  const linkAt = (n) => {
    const file = join(dir, `game-${n}.json`);
    writeFileSync(file, JSON.stringify({ ...whole, actions: whole.actions.slice(0, n) }));
    return cli(["link", "encode", file]).trim();
  };
  const b = await openBrowser({ width: 1366, height: 768 });
  try {
    const page = b.page;
    await openLink(page, linkAt(whole.actions.length - 1), '[data-test="nato-game"]');
    const strikes = page.locator("button", { hasText: "Nuclear strike on" });
    assert.ok((await strikes.count()) > 0, "the Pact's Nuclear Strike Segment lists its strikes");
    assert.equal(await page.locator('[data-test="nuke-marker"]').count(), 0, "no marker before the strike");
    await shot(page, "nuclear-offer-1366x768");
    await openLink(page, linkAt(whole.actions.length), '[data-test="nato-game"]');
    await page.locator('[data-test="nuke-marker"]').first().waitFor({ timeout: 10000 });
    assert.deepEqual(await page.locator('[data-test="nuke-marker"]').evaluateAll((els) => els.map((e) => e.dataset.hex)), ["1420"]);
    assert.equal(await page.locator('[data-test="nuke-hex"]').count(), 1, "the struck hex is tinted");
    const body = await page.locator("body").innerText();
    assert.match(body, /Armageddon/, "the log tells the Armageddon roll");
    assert.match(body, /NATO wins/, "the strategic exchange ends the game for NATO");
    await shot(page, "nuclear-armageddon-1366x768");
    assert.deepEqual(b.errors, [], b.errors.join("\n"));
  } finally {
    await b.close();
  }
});

test("ending the war early (NATO 35.1, rules 16): folded at the panel's foot; a cease-fire proposed on a draw, accepted, ends the game so", async () => {
  const dir = mkdtempSync(join(tmpdir(), "sandtable-nato-ceasefire-"));
  const file = join(dir, "game.json");
  writeFileSync(file, cli(["new", "nato", "--scenario", "baltic_gate", "--seed", "4"]));
  const link = cli(["link", "encode", file]).trim();
  const b = await openBrowser({ width: 1366, height: 768 });
  try {
    const page = b.page;
    await openLink(page, link, '[data-test="nato-game"]');
    const fold = page.locator('[data-test="war-end"]');
    await fold.waitFor();
    const propose = page.locator('[data-test="prompt-panel"] [data-test="action"][data-notation="cease-fire"]');
    assert.equal(await propose.isVisible(), false, "folded: no war-ending button shows until opened");
    await fold.locator("summary").click();
    assert.equal(await page.locator('[data-test="prompt-panel"] [data-test="action"][data-notation="concede"]').isVisible(), true);
    await shot(page, "war-end-open-1366x768-en");
    await propose.click();
    const draw = page.locator('[data-test="prompt-panel"] [data-test="action"][data-notation="terms draw"]');
    await draw.waitFor();
    assert.match(await page.locator('[data-test="prompt-panel"]').innerText(), /Cease-fire terms/);
    await draw.click();
    await liftCurtain(page);
    const accept = page.locator('[data-test="prompt-panel"] [data-test="action"][data-notation="accept"]');
    await accept.waitFor();
    assert.match(await page.locator('[data-test="prompt-panel"]').innerText(), /proposes a cease-fire: a draw/);
    assert.doesNotMatch(await page.locator('[data-test="phase-line"]').innerText(), /Joint Player Turn/, "the phase is the decision the proposal interrupted");
    await shot(page, "war-end-answer-1366x768-en");
    await accept.click();
    await page.locator("body", { hasText: "A cease-fire (35.1.2) on agreed terms: a draw." }).waitFor({ timeout: 10000 });
    assert.match(await page.locator('[data-test="phase-line"]').innerText(), /The war is over/);
    await shot(page, "war-end-over-1366x768-en");
    assert.deepEqual(b.errors, [], b.errors.join("\n"));
  } finally {
    await b.close();
  }
});
