import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** 已经登记过记录脚本的页面：共用的页面跨测试保留初始化脚本，再登记一次会让每条违规记两遍。 */
const recording = new WeakSet<Page>();

/** 在页面脚本运行之前开始记录内容安全策略的违规报告。 */
export async function recordCspViolations(page: Page) {
  if (recording.has(page)) return;
  recording.add(page);
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
