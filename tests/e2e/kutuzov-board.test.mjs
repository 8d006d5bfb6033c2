// Kutuzov's board in the browser: a new four-player game of the Invasion from the home page (handed over
// to Kutuzov's bundle), the map with every space of the pack, legal choices taken where a player takes
// them — a ringed space on the map, a card's play in the hand, a button of the decision panel — through
// the hot-seat curtain between the four Powers; no console error; the same at 390×844. Screenshots go
// to test-output/kutuzov-board/.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { appUrl, cli, cliShow, liftCurtain, noOverflow, openBrowser, openLink, rng, shooter, stopServer, waitHome } from "./helpers.mjs";

after(stopServer);

const shot = shooter("kutuzov-board");

/** Opens a Kutuzov game from its link (a fragment, `#kutuzov-…`) and lifts the hot-seat curtain. */
/** 85 duchies, 11 zones and the Baltic Sea (engine/src/games/kutuzov/data/spaces.tsv). */
const SPACES = 97;

/** A new game of `scenario` for four people, from the home page. */
async function start(page, scenario = "s1", computer = []) {
  await page.goto(await appUrl());
  await waitHome(page);
  const form = page.locator('[data-game="kutuzov"] form[data-test="new-game"]');
  await form.locator("select").first().selectOption(scenario);
  for (const seat of computer) await form.locator(`[data-test="player-${seat}"]`).selectOption("level1");
  await form.locator('input[name="seed"]').fill("1812");
  await form.locator('[data-test="start"]').click();
  await page.locator('[data-test="kut-game"]').waitFor();
  await liftCurtain(page);
  await page.locator('[data-test="prompt-panel"]').waitFor();
}

/**
 * One legal choice, taken where a player would: a ringed space on the map when exactly one action aims
 * there, a card's play button in the hand, else a button of the decision panel. Returns where.
 */
async function step(page, r) {
  return page.evaluate(async (r) => {
    const frame = () => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0)));
    const buttons = [...document.querySelectorAll('[data-test="prompt-panel"] [data-test="action"]')];
    if (!buttons.length) return { none: true };
    // A real player ends an impulse now and then, not at once: prefer the other choices.
    const pool = buttons.filter((b) => !/^(Done|Mulligan)$/.test(b.innerText.trim()));
    const from = pool.length && r < 0.85 ? pool : buttons;
    const b = from[Math.floor(((r * 7919) % 1) * from.length)];
    const target = b.dataset.target || "";
    const same = buttons.filter((x) => x.dataset.target === target).length;
    const label = b.innerText.trim();
    let where = "button";
    if (same === 1 && target.startsWith("space:")) {
      const g = document.querySelector(`.kut-space[data-space="${target.slice(6)}"]`);
      if (!g || !g.classList.contains("legal")) return { error: `${target} is not ringed on the map` };
      g.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
      where = "map";
    } else if (same === 1 && target.startsWith("card:")) {
      const play = document.querySelector(`[data-test="kut-card"][data-card="${target.slice(5)}"] .kut-card-play`);
      if (play) {
        play.click();
        where = "hand";
      } else b.click();
    } else {
      b.click();
    }
    await frame();
    return { where, label };
  }, r);
}

async function play(page, steps, seed) {
  const rand = rng(seed);
  const where = {};
  for (let i = 0; i < steps; i++) {
    // Behind the curtain no card of any hand is in the page (the curtain shows the public view).
    if (await page.locator('[data-test="curtain"]').isVisible()) {
      assert.equal(await page.locator('[data-test="kut-card"]').count(), 0, "a card behind the curtain");
      where.curtains = (where.curtains || 0) + 1;
    }
    await liftCurtain(page);
    if (await page.locator('[data-test="outcome"]').count()) break;
    const s = await step(page, rand());
    assert.ok(!s.error, s.error);
    if (s.none) {
      // The computer decides: give it a moment.
      await page.waitForTimeout(150);
      continue;
    }
    where[s.where] = (where[s.where] || 0) + 1;
  }
  return where;
}

test("a four-player Invasion opens from the home page with every space on the map, and legal moves are taken by clicking", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    await start(page);
    assert.equal(await page.locator('[data-test="space"]').count(), SPACES);
    assert.equal(await page.locator('[data-test="kut-power"]').count(), 4);
    assert.match(await page.locator('[data-test="approx-map"]').innerText(), /Approximate map/);
    // A tapped space shows its facts and where its row comes from.
    await page.locator('.kut-space[data-space="vilna"]').dispatchEvent("click");
    await page.locator('[data-test="space-facts"][data-space="vilna"]').waitFor();
    assert.match(await page.locator('[data-test="space-source"]').textContent(), /spaces\.tsv · vilna: /);
    await shot(page, "start-1366x768");
    // Rules 2's markers as the Invasion sets them (scenarios.tsv): Dunaburg entrenched (KUT 12.45), three
    // Will to Fight? markers on the Tsarist morale track (KUT 19.81), Retreat from Moscow not triggered.
    assert.equal(await page.locator('.kut-space[data-space="dunaburg"] [data-test="entrenched"]').count(), 1);
    assert.equal(await page.locator('[data-test="entrenched"]').count(), 1);
    assert.deepEqual(await page.locator('[data-test="kut-mbox"].wtf').evaluateAll((xs) => xs.map((x) => x.dataset.box)), ["les_grognards", "tu_felix_austria", "sauve_qui_peut"]);
    assert.equal(await page.locator('[data-test="kut-rfm"]').count(), 0);
    await page.locator('.kut-space[data-space="dunaburg"]').dispatchEvent("click");
    assert.match(await page.locator('[data-test="space-facts"][data-space="dunaburg"]').innerText(), /Entrenched \(KUT 12\.45\)/);
    // KUT 18.2 (rules 11): French Northern's first impulse offers its To the Bridges marker, a button per River
    // line between the camps' homes; placed, the bridge is drawn across its line.
    await liftCurtain(page);
    assert.equal(await page.locator('[data-test="bridge"]').count(), 0);
    const bridges = page.locator('[data-test="prompt-panel"] [data-test="action"]', { hasText: /^Place To the Bridges on the River/ });
    // Past the four Mulligans (KUT 2.8), kept.
    for (let i = 0; i < 8 && !(await bridges.count()); i++) {
      await page.locator('[data-test="prompt-panel"] [data-test="action"]', { hasText: /^Done$/ }).first().click();
      await liftCurtain(page);
    }
    assert.ok((await bridges.count()) >= 5, "a button per bridgeable River line");
    await bridges.filter({ hasText: "Königsberg–Tilsit" }).click();
    await page.locator('[data-test="bridge"][data-line="konigsberg-tilsit"]').waitFor();
    assert.equal(await bridges.count(), 0, "one marker");
    await shot(page, "bridge-1366x768");
    const where = await play(page, 40, 5);
    assert.ok((where.map || 0) + (where.hand || 0) > 0, `nothing was taken on the board: ${JSON.stringify(where)}`);
    assert.ok(where.curtains > 0, "the curtain never came down between the four Powers");
    await liftCurtain(page);
    await shot(page, "later-1366x768");
    // The log beside the board has the moves.
    await page.locator('[data-test="tab-log"]').click();
    assert.ok((await page.locator('[data-test="log"] li').count()) > 3);
    // A link to the game opens it where it stands.
    const tracks = await page.locator('[data-test="kut-tracks"]').innerText();
    await page.locator('[data-test="share"]').click();
    const link = await page.locator('[data-test="share-link"]').inputValue();
    assert.match(link, /#kutuzov-/);
    await page.goto("about:blank");
    await page.goto(link);
    await page.locator('[data-test="kut-game"]').waitFor();
    await liftCurtain(page);
    assert.equal(await page.locator('[data-test="kut-tracks"]').innerText(), tracks);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("the board works on a phone (390x844): no sideways scroll, spaces tapped", async () => {
  const b = await openBrowser({ width: 390, height: 844, mobile: true });
  try {
    const page = b.page;
    await start(page, "s2");
    assert.equal(await page.locator('[data-test="space"]').count(), SPACES);
    await noOverflow(page, "phone");
    await shot(page, "start-390x844");
    await play(page, 12, 9);
    await liftCurtain(page);
    await shot(page, "later-390x844");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("rules 2 on the board: Defend the Empire's entrenchments, Will to Fight? markers and Retreat from Moscow, in Korean on a phone", async () => {
  const b = await openBrowser({ width: 390, height: 844, mobile: true });
  try {
    const page = b.page;
    await start(page, "s4");
    await page.getByRole("button", { name: "한국어" }).click();
    // scenarios.tsv, s4: Retreat from Moscow adopted (D34), St Petersburg entrenched, three Will to Fight? markers.
    assert.equal(await page.locator('[data-test="kut-rfm"]').getAttribute("data-rfm"), "adopted");
    assert.match(await page.locator('[data-test="kut-rfm"]').innerText(), /모스크바에서의 후퇴: 채택됨/);
    assert.equal(await page.locator('[data-test="entrenched"]').count(), 1);
    assert.equal(await page.locator('.kut-space[data-space="st-petersburg"] [data-test="entrenched"]').count(), 1);
    assert.equal(await page.locator('[data-test="kut-mbox"].wtf').count(), 3);
    await page.locator('[data-test="legend"] summary').click();
    assert.match(await page.locator('[data-test="legend"]').innerText(), /참호 \(KUT 12\.45\)[\s\S]*병력배치 마커[\s\S]*다리: 제국군에게 강길이 대로/);
    // The permanent bridges of scenarios 2–4 (KUT 18.2, rules 11): FN's Königsberg–Kovno, FS's Warsaw–Grodno.
    assert.deepEqual(await page.locator('[data-test="bridge"]').evaluateAll((xs) => xs.map((x) => x.dataset.line)), ["konigsberg-kovno", "warsaw-grodno"]);
    await shot(page, "rules2-390x844-ko");
    await noOverflow(page, "phone");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

/**
 * Positions of rules 2, as links (`sandtable new kutuzov --scenario s1 --seed 5`, then "done" whenever offered):
 * the interphase's strategic deployment before the magazine is placed (KUT 17.3), after it (R2's magazine),
 * and R2's next impulse, which may entrench (KUT 12.45).
 */
const MAGAZINE = "#kutuzov-2-GtfHjQIAAAAFAAFlAd6o-bkDP4INK_bOK4Va1m7IWn6CEF-_FJwzYkV0zxhRT13y_ySjEh2Fsp1YqLkB";
const DEPLOY = "#kutuzov-2-HcG8CAIAAAAFAAFmAc2OrMAFP4INK_bOK4Va1m7IWn6CEF-_FJwzYkV0zxhRT13y_ySjEh2Fsp1YqLkB";
const ENTRENCH = "#kutuzov-2-kDj56QIAAAAFAAFtAdHf8bsPP4INK_bOKyWXULW6gWf9BHZ1xZ4v1WntHBDtUlW4xxT7cC5f5HQtAg3geIU";

for (const size of [
  { width: 1366, height: 768, name: "1366x768", lang: "en" },
  { width: 390, height: 844, name: "390x844", lang: "ko", mobile: true },
]) {
  test(`strategic deployment and entrenchment read well in the panel and on the map (${size.name}, ${size.lang})`, async () => {
    const b = await openBrowser(size);
    try {
      const page = b.page;
      const ko = size.lang === "ko";
      const open = async (link) => {
        await page.goto("about:blank");
        await page.goto((await appUrl()) + link);
        await page.locator('[data-test="kut-game"]').waitFor();
        if (ko && !(await page.locator("html[lang=ko]").count())) await page.getByRole("button", { name: "한국어" }).click();
        await liftCurtain(page);
        await page.locator('[data-test="prompt-panel"]').waitFor();
      };
      await open(MAGAZINE);
      assert.match(await page.locator('[data-test="kut-step"]').innerText(), ko ? /전략배치$/ : /strategic deployment$/);
      assert.match(await page.locator('[data-test="army-moves"]').first().innerText(), ko ? /배치 마커 놓기:/ : /Place the magazine in:/);
      // Every magazine chip's space is ringed on the map.
      const spaces = await page.locator('[data-test="army-moves"] [data-test="action"]').evaluateAll((xs) => xs.map((x) => x.dataset.target.slice(6)));
      assert.ok(spaces.length > 0);
      for (const sp of spaces) assert.ok(await page.locator(`.kut-space.legal[data-space="${sp}"]`).count(), `${sp} not ringed`);
      await shot(page, `magazine-${size.name}-${size.lang}`);
      await open(DEPLOY);
      assert.match(await page.locator('[data-test="kut-step"]').innerText(), ko ? /에서 전략배치/ : /deploys from/);
      assert.equal(await page.locator('[data-test="magazine"]').count(), 1);
      assert.match(await page.locator('[data-test="prompt-panel"]').innerText(), ko ? /1 SP\(러시아군, 제2군\) 전략배치:/ : /Deploy 1 SP \(Russian, R2\) to:/);
      await shot(page, `deploy-${size.name}-${size.lang}`);
      await open(ENTRENCH);
      const entrench = page.locator('[data-test="army-moves"]', { hasText: ko ? /참호 구축/ : /Entrench \(1 resource\):/ });
      assert.equal(await entrench.count(), 1);
      const target = await entrench.locator('[data-test="action"]').first().getAttribute("data-target");
      assert.equal(await page.locator(`.kut-space.legal[data-space="${target.slice(6)}"]`).count(), 1);
      await shot(page, `entrench-${size.name}-${size.lang}`);
      await noOverflow(page, "screen");
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });
}

test("two people and two computers: the computer plays the Russian Powers' impulses", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    await start(page, "s4", ["russian_first", "russian_second"]);
    await play(page, 40, 11);
    await liftCurtain(page);
    await page.locator('[data-test="tab-log"]').click();
    const russian = await page.locator('[data-test="log"] .log-entry.seat-russian_first, [data-test="log"] .log-entry.seat-russian_second').count();
    assert.ok(russian > 0, "the computer's Powers took no action");
    await shot(page, "computer-1366x768");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("a roll's odds are shown before it: a battle's dice and results, the marker die's chance on its button and in the panel, in English and Korean, on a phone too", async () => {
  const b = await openBrowser();
  try {
    const page = b.page;
    await start(page);
    // Keep the hands at the Mulligan, then play the first card for its CP: the CP spending offers the
    // marker die (KUT 5.5, 9.52), a roll the engine gives odds for.
    const marker = page.locator('[data-test="prompt-panel"] [data-test="action"]', { hasText: "Roll a marker die" });
    for (let i = 0; i < 20 && !(await marker.count()); i++) {
      await liftCurtain(page);
      const buttons = page.locator('[data-test="prompt-panel"] [data-test="action"]');
      const card = buttons.filter({ hasText: /for its CP/ });
      const done = buttons.filter({ hasText: /^Done$/ });
      if (await card.count()) await card.first().click();
      else if (await done.count()) await done.first().click();
      else await buttons.first().click();
      await page.waitForTimeout(50);
    }
    assert.ok(await marker.count(), "no marker die offered");
    // 5-6 on one die: 2 of 6.
    assert.match(await marker.innerText(), /· 33%$/);
    const odds = page.locator('[data-test="odds-list"]');
    await odds.waitFor();
    const text = await odds.innerText();
    assert.match(text, /Before you roll/);
    assert.match(text, /33%[\s\S]*Morale marker removed or gained \(5–6, KUT 9\.52\)/);
    assert.match(text, /67%[\s\S]*nothing/);
    // At this seed's first CP spending Yorck may attack Tilsit and Kovno: a battle's odds give each side's
    // dice term by term with its rule, its dice in round 1, and the chance of each result.
    const battle = page.locator('[data-test="odds"]', { hasText: "dice in round 1" }).first();
    assert.ok(await battle.count(), "no battle odds at the first CP spending");
    const bt = await battle.innerText();
    assert.match(bt, /The Imperials: \d+ dice in round 1[\s\S]*The Tsarists: \d+ dice in round 1/);
    assert.match(bt, /SP \(KUT 12\.2\)/);
    assert.match(bt, /\d+%\s+The (Imperials|Tsarists) win/);
    assert.ok(await page.locator('.kut-dest', { hasText: /· \d+%$/ }).count(), "no attack chip carries its chance");
    await shot(page, "odds-1366x768");
    await page.getByRole("button", { name: "한국어" }).click();
    await page.locator('[data-test="odds-list"]', { hasText: "굴리기 전" }).waitFor();
    assert.match(await page.locator('[data-test="odds-list"]').innerText(), /33%[\s\S]*사기 마커/);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(200);
    await noOverflow(page, "phone");
    await page.locator('[data-test="odds-list"]').scrollIntoViewIfNeeded();
    assert.ok(await page.locator('[data-test="odds-list"]').isVisible());
    await shot(page, "odds-390x844-ko");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("Supply Trains on the map (#6, #13; KUT 6.3): a wagon in its Power's colour where the engine's view has one, its facts and the legend", async () => {
  // The first whole random game whose end still has Supply Trains (the seed depends on the rules version:
  // seed 1 under rules 9, the French South's in Warsaw and Krakow).
  const dir = mkdtempSync(join(tmpdir(), "sandtable-kut-train-"));
  const file = join(dir, "game.json");
  let trains = [];
  for (let seed = 1; seed <= 40 && !trains.length; seed++) {
    writeFileSync(file, cli(["random", "kutuzov", "--seed", String(seed)]));
    trains = cliShow(file).spaces.filter((x) => x.supply_train).map((x) => [x.key, x.supply_train]);
  }
  assert.ok(trains.length > 0, "one of 40 random games ends with a Supply Train on the map");
  const link = cli(["link", "encode", file]).trim();
  const b = await openBrowser({ width: 1366, height: 768 });
  try {
    const page = b.page;
    await openLink(page, link, '[data-test="space"]');
    assert.equal(await page.locator('[data-test="supply-train"]').count(), trains.length);
    for (const [key, power] of trains) {
      const wagon = page.locator(`.kut-space[data-space="${key}"] [data-test="supply-train"]`);
      assert.equal(await wagon.count(), 1, `a wagon in ${key}`);
      assert.match(await wagon.getAttribute("class"), new RegExp(`pw-${power}`));
    }
    const [key] = trains[0];
    await page.locator(`.kut-space[data-space="${key}"]`).dispatchEvent("click");
    assert.match(await page.locator(`[data-test="space-facts"][data-space="${key}"]`).innerText(), /Supply Train: no scorched-earth attrition/);
    await page.locator('[data-test="legend"] summary').click();
    assert.match(await page.locator('[data-test="legend"]').innerText(), /Supply Train \(#6, #13; KUT 6\.3\)/);
    await shot(page, "supply-train-1366x768");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("soldiers sharing a zone with the enemy: a lone SP attacks for 1 CP, the enemy's SP may evade and stay out of the battle (KUT 10.72, 11.6, from rules 19)", async () => {
  // A position over scenario 1: 2 French SP and 4 R1 SP, none led, share the Rus zone. Through the Mulligan
  // to FN's first CP spending (the first card whose play offers the SP's attack), then the link.
  const dir = mkdtempSync(join(tmpdir(), "sandtable-kut-zone-"));
  const pos = join(dir, "zone.position");
  // Written under the current rules version (the rule is played from 19 on).
  const rules = JSON.parse(cli(["new", "kutuzov"])).rules;
  writeFileSync(pos, `rules ${rules}\nscenario s1\nsp zone-rus 2 0 0 0 4 0\n`);
  const file = join(dir, "game.json");
  writeFileSync(file, cli(["setup", "kutuzov", pos, "--seed", "3"]));
  const notations = (f) => JSON.parse(cli(["actions", f])).actions.map((a) => a.notation);
  for (let i = 0; i < 12 && !notations(file).includes("attack-sp fn zone-rus"); i++) {
    const n = notations(file);
    const card = n.find((x) => x.startsWith("card ") && (() => {
      const probe = join(dir, "probe.json");
      writeFileSync(probe, cli(["play", file, x]));
      return notations(probe).includes("attack-sp fn zone-rus");
    })());
    cli(["play", file, card ?? "done", "--in-place"]);
  }
  assert.ok(notations(file).includes("attack-sp fn zone-rus"), "FN spends CP beside the enemy in Rus");
  const link = cli(["link", "encode", file]).trim();
  const b = await openBrowser({ width: 1366, height: 768 });
  try {
    const page = b.page;
    await openLink(page, link, '[data-test="space"]');
    const attack = page.locator('[data-test="prompt-panel"] [data-test="action"][data-notation="attack-sp fn zone-rus"]');
    assert.match(await attack.innerText(), /alone \(1 CP\)/);
    await attack.click();
    await liftCurtain(page);
    const stay = page.locator('[data-test="prompt-panel"] [data-test="action"][data-notation="evade-sp r1 zone-rus"]');
    await stay.waitFor({ timeout: 10000 });
    assert.match(await stay.innerText(), /staying in Rus out of the battle/);
    await shot(page, "zone-stay-offer-1366x768");
    assert.deepEqual(b.errors, [], b.errors.join("\n"));
  } finally {
    await b.close();
  }
});
