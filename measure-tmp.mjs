import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const path of process.argv.slice(2)) {
  const page = await browser.newPage();
  const files = new Map();
  const record = (r) => { const u = new URL(r.url()); if (u.pathname.match(/\.(js|css)$/)) files.set(u.pathname, r.resourceType()); };
  page.on('request', record);
  page.context().on('request', record);
  await page.goto('http://127.0.0.1:4202' + path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  let total = 0; const rows = [];
  for (const [f, type] of files) { const size = gzipSync(readFileSync('build' + f), { level: 9 }).length; total += size; rows.push(`${f} ${type} ${size}`); }
  console.log(path, 'total gzip', total); console.log(rows.join('\n'));
  await page.close();
}
await browser.close();
