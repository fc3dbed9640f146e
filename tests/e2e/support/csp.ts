import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** 在页面脚本运行之前开始记录内容安全策略的违规报告。 */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

export const cspViolations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

export const policyOf = (page: Page) =>
  page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
