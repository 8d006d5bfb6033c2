// Steps several browser tests take the same way (issue 22: one copy each): the home page, a new game from
// a game's form, the service worker taking control, and the demo's address.
import { appUrl, waitHome } from "./helpers.mjs";

/** Opens the home page and waits until it lists its games. */
export async function goHome(page) {
  await page.goto(await appUrl());
  await waitHome(page);
}

/**
 * Starts a new game of `game` from its form on the home page (which must be open): the `scenario` if
 * given, the `seed` if given, and `players` as { seat: level } for the seats the computer plays.
 */
export async function newGame(page, game, { scenario, seed, players = {} } = {}) {
  const form = page.locator(`[data-game="${game}"] form[data-test="new-game"]`);
  if (scenario !== undefined) await form.locator("select").first().selectOption(scenario);
  for (const [seat, level] of Object.entries(players)) await form.locator(`[data-test="player-${seat}"]`).selectOption(level);
  if (seed !== undefined) await form.locator('input[name="seed"]').fill(seed);
  await form.locator('[data-test="start"]').click();
}

/** Waits until the service worker controls the page (it claims clients on activation): the app then loads offline. */
export async function workerInControl(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((ok) => navigator.serviceWorker.addEventListener("controllerchange", ok, { once: true }));
    }
  });
}

/** The address of the demo of `game` (computer against computer) at `pace` ms a move. */
export async function demoUrl(game, pace, level = "level1") {
  return `${await appUrl()}?demo=${game}&pace=${pace}&level=${level}`;
}

/** Opens the demo of `game` and waits for its bar. */
export async function openDemo(page, game, pace, level = "level1") {
  await page.goto(await demoUrl(game, pace, level));
  await page.locator('[data-test="demo-bar"]').waitFor();
}
