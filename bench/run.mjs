#!/usr/bin/env node
// Benchmark runner: every bench/benchmarks/*.mjs, in file-name order (or only the ids given on the command line).
//   npm run bench                      all benchmarks
//   node bench/run.mjs storefront-js   only that one (ids = file names without .mjs)
// A benchmark file exports default { id, title, run(ctx) } and resolves to
//   { metrics: { key: { label, value, unit } }, tables?: [{ title, columns, rows }], details?: any }.
// Results are printed and written to bench/results/latest.json (gitignored).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register as registerCjs } from 'tsx/cjs/api';
import { register as registerEsm } from 'tsx/esm/api';
import { printTable } from './lib/table.mjs';

// Benchmarks reuse the e2e helpers (platform launcher, Chromium flags), written in TypeScript.
registerCjs();
registerEsm();

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const resultsDir = path.join(here, 'results');

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

async function main() {
  const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const files = readdirSync(path.join(here, 'benchmarks'))
    .filter((file) => file.endsWith('.mjs'))
    .sort();
  const benchmarks = [];
  for (const file of files) {
    const { default: benchmark } = await import(pathToFileURL(path.join(here, 'benchmarks', file)).href);
    if (!benchmark?.id || typeof benchmark.run !== 'function') throw new Error(`${file}: exporte default { id, title, run }`);
    if (wanted.length === 0 || wanted.includes(benchmark.id)) benchmarks.push(benchmark);
  }
  if (benchmarks.length === 0) throw new Error(`Nenhum benchmark com id ${wanted.join(', ')} (disponíveis: ${files.map((f) => f.replace(/\.mjs$/, '')).join(', ')})`);

  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    machine: { node: process.version, platform: `${os.platform()} ${os.release()}`, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30) },
    results: {},
  };
  let failed = 0;
  for (const benchmark of benchmarks) {
    console.log(`\n▶ ${benchmark.title} [${benchmark.id}]`);
    const started = performance.now();
    try {
      const result = await benchmark.run({ repoRoot, log: (...args) => console.log('  ', ...args) });
      const seconds = (performance.now() - started) / 1000;
      for (const table of result.tables ?? []) printTable(table);
      report.results[benchmark.id] = { title: benchmark.title, ok: true, seconds: Number(seconds.toFixed(1)), ...result };
    } catch (error) {
      failed += 1;
      console.error(`  ✖ ${benchmark.id}: ${error.stack ?? error}`);
      report.results[benchmark.id] = { title: benchmark.title, ok: false, error: String(error.message ?? error) };
    }
  }

  const rows = Object.entries(report.results).flatMap(([id, result]) =>
    result.ok ? Object.values(result.metrics ?? {}).map((metric) => [id, metric.label, `${metric.value} ${metric.unit}`]) : [[id, 'FALHOU', result.error]],
  );
  printTable({ title: `Resumo (${report.machine.cpus} CPUs, Node ${process.version}, commit ${report.commit ?? '?'})`, columns: ['benchmark', 'métrica', 'valor'], rows });

  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'latest.json');
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nResultados em ${path.relative(process.cwd(), file)}`);
  if (failed > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
