import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
/** axe-core's browser build, evaluated in the page by the test runner (not a page script: the CSP stays). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** CSS selectors of the offending elements. */
  targets: string[];
  /** The start of each offending element's HTML, to find it. */
  html: string[];
}

/**
 * axe-core's violations on the page as it is now (WCAG 2.x A and AA rules and best practices);
 * with `include` (CSS selectors), only in those parts of the page, e.g. one dialog or screen
 * area (page-wide rules such as landmarks then do not run).
 */
export async function axeViolations(page: Page, include?: string[]): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (selectors) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document | { include: string[][] }, options: object) => Promise<AxeRun> };
      }
    ).axe;
    interface AxeRun {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: string[]; html: string }>;
      }>;
    }
    const context = selectors ? { include: selectors.map((s) => [s]) } : document;
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
      html: v.nodes.map((n) => n.html.slice(0, 300)),
    }));
  }, include);
}
