#!/usr/bin/env node
// Renders public/icons/icon.svg to the PNG icons the manifest lists (run by hand after changing the
// SVG; the PNGs are committed). Uses the system Chromium through playwright-core.
import { chromium } from "playwright-core";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const dir = resolve(import.meta.dirname, "../public/icons");
const svg = readFileSync(join(dir, "icon.svg"), "utf8");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const page = await browser.newPage();
async function render(file, size, maskable) {
  await page.setViewportSize({ width: size, height: size });
  // Maskable icons need their content inside the central 80% and a background to the edges.
  const inner = maskable
    ? `<div style="width:${size}px;height:${size}px;background:#0e141b;display:grid;place-items:center">
         <div style="width:${size * 0.8}px;height:${size * 0.8}px">${svg}</div></div>`
    : `<div style="width:${size}px;height:${size}px">${svg}</div>`;
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{width:100%;height:100%;display:block}</style>${inner}`);
  await page.screenshot({ path: join(dir, file), omitBackground: true });
  console.log(`wrote public/icons/${file}`);
}
await render("icon-192.png", 192, false);
await render("icon-512.png", 512, false);
await render("icon-maskable-512.png", 512, true);
await browser.close();
