import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
page.on('pageerror', (e) => console.log('page error:', e.message));
for (const path of process.argv.slice(2)) {
  await page.goto('http://127.0.0.1:4202' + path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  const sw = page.getByRole('switch', { name: '显示英文原文' });
  if (!(await sw.isChecked())) await sw.click();
  const status = page.getByRole('status').filter({ hasText: /英文|没有/ });
  await status.first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[role=status]')?.textContent?.includes('正在加载'));
  console.log(path, await status.first().textContent(), await page.locator('[data-api-english]').count());
}
await page.screenshot({ path: '/tmp/toggle.png', clip: { x: 0, y: 0, width: 1280, height: 2000 } });
await browser.close();
