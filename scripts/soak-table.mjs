// The table scripts/soak.sh prints: node scripts/soak-table.mjs <folder of its JSON outputs> <date> <commit> <minutes>
// The outputs are `sandtable fuzz all` (fuzz.json), `sandtable fuzz-input` (input-<target>.json) and
// `sandtable arena` (arena-<game>-<opponent>.json); a missing or broken one shows as a failed row.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

const [dir, date, commit, minutes] = process.argv.slice(2);
const read = (name) => {
  try {
    return JSON.parse(readFileSync(join(dir, name), "utf8"));
  } catch {
    return null;
  }
};
const files = readdirSync(dir);
const lines = [];
lines.push(`Soak of ${date}, commit ${commit}, ${minutes} min on this machine (scripts/soak.sh).`, "");
lines.push("| run | what | count | per second | result |", "|---|---|---:|---:|---|");

const fuzz = read("fuzz.json");
const runs = fuzz ? fuzz.runs || [fuzz] : [];
if (!fuzz) lines.push("| fuzz | every scenario | — | — | **failed: no report** |");
for (const r of runs) {
  const rep = r.report;
  const bad = rep.failures.length;
  lines.push(
    `| fuzz | ${rep.game} ${rep.scenario} | ${rep.games} games, ${rep.actions} actions | ${r.games_per_second.toFixed(2)} games | ${bad ? `**${bad} failed**` : "no failure"} |`,
  );
}

for (const f of files.filter((f) => f.startsWith("input-")).sort()) {
  const target = f.slice(6, -5);
  const out = read(f);
  if (!out) {
    lines.push(`| fuzz-input | ${target} | — | — | **failed: no report** |`);
    continue;
  }
  for (const r of out.reports) {
    const panics = r.panics.length;
    lines.push(
      `| fuzz-input | ${r.target} ${r.game} | ${r.inputs} inputs (${r.accepted} accepted) | ${(r.inputs / out.seconds * out.reports.length).toFixed(0)} | ${panics ? `**${panics} panics**` : "no panic"} |`,
    );
  }
}

for (const f of files.filter((f) => f.startsWith("arena-")).sort()) {
  const a = read(f);
  const name = f.slice(6, -5);
  if (!a) {
    lines.push(`| arena | ${name} | — | — | **failed: no report** |`);
    continue;
  }
  const ci = a.a_score_ci95.map((x) => x.toFixed(2)).join("–");
  lines.push(
    `| arena | ${a.game}: ${a.a.player} vs ${a.b.player} | ${a.games} games | ${a.a.decision_ms_median.toFixed(0)} ms median decision | score ${a.a_score.toFixed(3)} (95% ${ci}), self-inflicted losses ${a.a.self_inflicted_losses} |`,
  );
}
console.log(lines.join("\n"));
