import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const [dir, port, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const p of paths) {
  const page = await browser.newPage();
  const files = [];
  page.on('request', (r) => { const u = new URL(r.url()); if (u.pathname.endsWith('.js') && r.resourceType() === 'script') files.push(u.pathname); });
  await page.goto(`http://127.0.0.1:${port}${p}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  let total = 0; const rows = [];
  for (const f of [...new Set(files)]) { const s = gzipSync(readFileSync(dir + f), { level: 9 }).length; total += s; rows.push(`${f.replace('/assets/js/', '')}:${s}`); }
  console.log(p, total, rows.join(' '));
  await page.close();
}
await browser.close();
