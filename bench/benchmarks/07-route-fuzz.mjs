// Route fuzzing at scale: runs api/test/fuzz-routes.test.ts (fast-check over every registered route, hostile
// bodies, queries, path params and headers; no 5xx, { message } on every 4xx, dotted Portuguese 422s, no
// database change) with FUZZ_RUNS cases (default 5000; `npm test` runs 400) and prints the case and 5xx
// counts. Env: FUZZ_RUNS, FUZZ_SEED (replay a run), DATABASE_URL (PostgreSQL instead of PGlite).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default {
  id: 'fuzz',
  title: 'Fuzz de todas as rotas da API (fast-check): casos, respostas 5xx, violações e mudanças de estado',
  async run({ repoRoot, log }) {
    const runs = Number(process.env.FUZZ_RUNS ?? 5000);
    // npm test fuzzes with a fixed seed; here every run explores a new one unless FUZZ_SEED replays one.
    const seed = process.env.FUZZ_SEED ?? String(Date.now() % 2_147_483_647);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'comanda-fuzz-'));
    const reportFile = path.join(dir, 'report.json');
    try {
      log(`FUZZ_RUNS=${runs} FUZZ_SEED=${seed} ${process.env.DATABASE_URL ? '(PostgreSQL)' : '(PGlite)'}`);
      const result = spawnSync('npx', ['jest', 'api/test/fuzz-routes.test.ts', '--selectProjects', 'api', '--testTimeout', '3600000'], {
        cwd: repoRoot,
        env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: seed, FUZZ_REPORT: reportFile },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let report;
      try {
        report = JSON.parse(readFileSync(reportFile, 'utf8'));
      } catch {
        throw new Error(`a suíte de fuzz não gerou relatório (exit ${result.status}):\n${(result.stderr || result.stdout).slice(-3000)}`);
      }
      log(`seed ${report.seed}: ${report.cases} casos em ${report.routes} rotas, ${report.fiveXX} 5xx, ${report.violations} violações, ${report.stateChanges.length} mudanças de estado`);
      for (const example of report.examples ?? []) log(`  ✖ ${example.slice(0, 400)}`);
      if (result.status !== 0) throw new Error(`fuzz falhou: ${report.fiveXX} 5xx, ${report.violations} violações, ${report.stateChanges.join('; ') || 'sem mudanças de estado'} (FUZZ_SEED=${report.seed})`);
      return {
        metrics: {
          cases: { label: 'casos', value: report.cases, unit: '' },
          fiveXX: { label: 'respostas 5xx', value: report.fiveXX, unit: '' },
          violations: { label: 'violações (4xx fora do formato, inglês, chaves)', value: report.violations, unit: '' },
          stateChanges: { label: 'rotas que mudaram o banco', value: report.stateChanges.length, unit: '' },
        },
        tables: [
          {
            title: `Status HTTP (${report.cases} casos, ${report.routes} rotas, seed ${report.seed})`,
            columns: ['status', 'respostas'],
            rows: Object.entries(report.statuses).map(([status, count]) => [status, String(count)]),
          },
        ],
        details: report,
      };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
