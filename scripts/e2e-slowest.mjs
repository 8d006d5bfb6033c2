// The browser tests that took longest, from the TAP output of `node --test --test-reporter=tap tests/e2e/`
// (scripts/test.sh keeps it in its log directory): where the browser step's time goes.
//
//   node scripts/e2e-slowest.mjs <tap log> [N]
import { readFileSync } from "node:fs";

const [file, n = "8"] = process.argv.slice(2);
if (!file) {
  console.error("usage: node scripts/e2e-slowest.mjs <tap log> [N]");
  process.exit(2);
}
const lines = readFileSync(file, "utf8").split("\n");
const files = [];
// Each file runs in its own process, so the log names tests, not files: a test's result is a top-level
// "ok N - name" / "not ok N - name" line (no indent), its YAML block with its duration below it.
for (let i = 0; i < lines.length; i++) {
  const m = /^(not )?ok \d+ - (.*)$/.exec(lines[i]);
  if (!m) continue;
  for (let j = i + 1; j < Math.min(i + 6, lines.length); j++) {
    const d = /^\s+duration_ms: ([\d.]+)/.exec(lines[j]);
    if (d) {
      files.push({ name: m[2].length > 90 ? m[2].slice(0, 89) + "…" : m[2], ms: Number(d[1]), ok: !m[1] });
      break;
    }
  }
}
files.sort((a, b) => b.ms - a.ms);
console.log(`slowest browser tests (of ${files.length}):`);
for (const f of files.slice(0, Number(n))) {
  console.log(`  ${(f.ms / 1000).toFixed(0).padStart(5)} s  ${f.name}${f.ok ? "" : "  (failed)"}`);
}
