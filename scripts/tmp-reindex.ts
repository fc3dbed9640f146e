// quick re-index of existing build without a full rebuild
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { buildSearchIndex } from '../src/plugins/search-index/buildIndex';
const out = '/work/main/build';
const routes = [...readFileSync(`${out}/sitemap.xml`, 'utf8').matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
const pages = [];
for (const route of routes) {
  for (const f of [`${route.replace(/^\//, '')}.html`, `${route.replace(/^\//, '')}/index.html`, 'index.html']) {
    const file = path.join(out, f);
    if (route !== '/' && f === 'index.html') continue;
    if (existsSync(file)) { pages.push({ route, html: readFileSync(file, 'utf8') }); break; }
  }
}
const index = buildSearchIndex(pages.filter(p=>p.route!=='/search'), { siteUrl: 'https://cheerio.js.org.cn', siteNoIndex: false });
writeFileSync(`${out}/search-index.json`, JSON.stringify(index));
console.log(pages.length, index.records.length);
