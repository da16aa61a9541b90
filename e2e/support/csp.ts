import { expect, test as base, type BrowserContext } from '@playwright/test';

/**
 * Collects the Content-Security-Policy violations of every page and frame a context opens: a
 * `securitypolicyviolation` event or Chromium's console report of one. The `test` below does it
 * for the test's own context; a spec that opens another context (a second person) calls it too.
 */
export async function watchCspViolations(context: BrowserContext, violations: string[]): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `[csp-violation] ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI}` +
          (event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : ''),
      );
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('[csp-violation]') || /Content Security Policy/i.test(text)) {
      violations.push(`${message.location().url}: ${text}`);
    }
  });
}

/**
 * Every e2e test, in every page and frame it opens, fails on a Content-Security-Policy
 * violation (ADR 021). Specs import `test` and `expect` from here instead of '@playwright/test'.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await watchCspViolations(context, violations);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Locator, Page } from '@playwright/test';
