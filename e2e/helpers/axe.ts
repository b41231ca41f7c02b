import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The impacts that fail the suite (docs/decisions.md D41); minor and moderate findings are reported by axe only. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe (WCAG 2.0/2.1 A and AA plus axe's best practices) over the whole page as it is now, or
 * only over the elements `include` selects (an open dialog), and fails on any serious or critical
 * violation, naming each rule and the first elements it found.
 */
export async function expectNoSeriousViolations(page: Page, where: string, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  const results = await (include ? builder.include(include) : builder).analyze();
  const failing = results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      count: violation.nodes.length,
      nodes: violation.nodes.slice(0, 4).map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`.replaceAll('\n', ' ')),
    }));
  expect(failing, `axe: serious or critical violations on ${where}`).toEqual([]);
}
