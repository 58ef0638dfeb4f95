// axe-core (WCAG 2.0/2.1 A and AA) on the current page: serious and critical violations fail, the rest is printed.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type AxeFinding = { where: string; id: string; impact: string; help: string; targets: string[] };

export type AxeReport = { blocking: AxeFinding[]; other: AxeFinding[] };

/** Runs axe with the WCAG AA tags; `where` labels the findings (page, view, dialog). */
export async function checkA11y(page: Page, where: string, { include }: { include?: string } = {}): Promise<AxeReport> {
  await transitionsSettled(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_AA_TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const findings = results.violations.map((violation) => ({
    where,
    id: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ').slice(0, 200)}` : ''}`),
  }));
  return {
    blocking: findings.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical'),
    other: findings.filter((finding) => finding.impact !== 'serious' && finding.impact !== 'critical'),
  };
}

/**
 * Waits for the finite CSS transitions and animations under way (a dialog fading in): axe reads the colours
 * as painted, and half-way through a fade they are blended with the backdrop. Spinners (infinite) are left.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export function formatFindings(findings: AxeFinding[]): string {
  return findings.map((finding) => `[${finding.impact}] ${finding.where}: ${finding.id} — ${finding.help}\n    ${finding.targets.join('\n    ')}`).join('\n');
}

/**
 * A serious/critical violation already reported as a product bug: tolerated (and printed) while it lasts. The run
 * fails once it is no longer found, so the entry is removed together with the fix.
 */
export type KnownViolation = { id: string; where: RegExp; target?: RegExp; bug: string };

/** Collects reports; prints moderate/minor ones; throws listing every serious/critical one that is not known. */
export class A11yLog {
  private readonly blocking: AxeFinding[] = [];
  private readonly tolerated: AxeFinding[] = [];
  private readonly other: AxeFinding[] = [];
  private readonly seen = new Set<KnownViolation>();

  constructor(private readonly known: readonly KnownViolation[] = []) {}

  private knownFor(finding: AxeFinding): KnownViolation | undefined {
    return this.known.find(
      (entry) => entry.id === finding.id && entry.where.test(finding.where) && (entry.target === undefined || finding.targets.every((target) => entry.target?.test(target))),
    );
  }

  add(report: AxeReport): void {
    for (const finding of report.blocking) {
      const entry = this.knownFor(finding);
      if (entry) {
        this.seen.add(entry);
        this.tolerated.push(finding);
      } else {
        this.blocking.push(finding);
      }
    }
    this.other.push(...report.other);
  }

  async check(page: Page, where: string, options?: { include?: string }): Promise<void> {
    this.add(await checkA11y(page, where, options));
  }

  finish(): void {
    if (this.other.length > 0) console.log(`axe: violações moderadas/menores (não bloqueiam):\n${formatFindings(this.other)}`);
    if (this.tolerated.length > 0) {
      const summary = this.known
        .filter((entry) => this.seen.has(entry))
        .map((entry) => {
          const hits = this.tolerated.filter((finding) => this.knownFor(finding) === entry);
          return `  ${entry.id} em ${hits.length} verificação(ões) (${hits.map((finding) => finding.where).join(', ')}): ${entry.bug}`;
        });
      console.log(`axe: violações sérias CONHECIDAS (bugs de produto relatados, toleradas até a correção):\n${summary.join('\n')}`);
    }
    const problems: string[] = [];
    if (this.blocking.length > 0) problems.push(`${this.blocking.length} violação(ões) séria(s)/crítica(s):\n${formatFindings(this.blocking)}`);
    const fixed = this.known.filter((entry) => !this.seen.has(entry));
    if (fixed.length > 0) problems.push(`bug(s) conhecido(s) não encontrado(s) mais — remova a entrada: ${fixed.map((entry) => `${entry.id} (${entry.bug})`).join('; ')}`);
    if (problems.length > 0) throw new Error(`axe: ${problems.join('\n')}`);
  }
}
