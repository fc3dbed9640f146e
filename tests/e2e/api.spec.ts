import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { redirects } from '../../src/config/redirects';
import { apiRoutes } from '../support/spec-routes';
import { expect, gotoHydrated, sharedPageTest as test } from './support/fixtures';
import { htmlFileFor } from './support/sitemap';

const buildDir = path.join(__dirname, '../../build');

const cheerioVersion = (
  JSON.parse(readFileSync(path.join(__dirname, '../../node_modules/cheerio/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** TypeDoc 英文界面文字：出现在标题里说明中文语言包或我们的覆盖漏了。 */
const englishLabels =
  /^(Parameters|Returns|Example|Examples|Type Parameters|Properties|Methods|Defined in|Inherited from|Extends|Extended by|Call Signature|Default Value|Deprecated|See|Other|Loading|Static|Attributes|Traversing|Manipulation|Forms)$/;

/** 标题的第一段文字（不含后面的锚点链接），从 build/ 里的静态 HTML 读取。 */
function headings($: cheerio.CheerioAPI, selector: string): string[] {
  return $(`article ${selector}`)
    .toArray()
    .map(
      (node) =>
        $(node.firstChild ?? node)
          .text()
          .trim() || $(node).text().trim(),
    );
}

/**
 * 代码以外连续四个以上英文单词的片段：API 译文全部完成后，页面正文里不应再有英文句子。
 * 读的是静态 HTML，块级元素之间补上换行，与浏览器的 innerText 一样不把相邻两段的单词连在一起。
 */
function englishProse($: cheerio.CheerioAPI): string[] {
  const article = $('article .markdown').first().clone();
  article.find('pre, code').remove();
  article.find('p, li, h1, h2, h3, h4, h5, h6, td, th, tr, div, dt, dd, blockquote, br').after('\n');
  return [...article.text().matchAll(/[A-Za-z][A-Za-z'’-]*(?:[ ,;:]+[A-Za-z][A-Za-z'’-]*){3,}/g)].map(([text]) => text);
}

/** 每类页面必有的中文标题（二级标题）。 */
function expectedSections(route: string): string[] {
  if (route === '/docs/api') return ['类', '函数', '接口', '类型别名'];
  if (route.includes('/classes/')) return ['属性', '遍历', '操作', '示例'];
  if (route.includes('/functions/')) return ['参数', '返回值'];
  if (route.endsWith('/CheerioAPI')) return ['参数', '静态方法', '已弃用'];
  if (route.includes('/interfaces/')) return ['属性'];
  return [];
}

function titlePrefix(route: string): RegExp {
  if (route === '/docs/api') return /^API 参考$/;
  if (route.includes('/classes/')) return /^类：/;
  if (route.includes('/functions/')) return /^函数：/;
  if (route.includes('/interfaces/')) return /^接口：/;
  return /^类型别名：/;
}

test.describe('API 参考页面', () => {
  for (const route of apiRoutes) {
    // 结构与文字在静态 HTML 里就完整了，不必打开浏览器；页面在浏览器里的渲染由 pages.spec.ts 逐页检查。
    test(`${route} 以中文结构渲染`, () => {
      const file = htmlFileFor(buildDir, route);
      expect(file, `${route} 没有构建出页面`).toBeDefined();
      const $ = cheerio.load(readFileSync(file ?? '', 'utf8'));
      expect($('article h1').text()).toMatch(titlePrefix(route));

      const h2 = headings($, 'h2');
      for (const section of expectedSections(route)) expect(h2, `${route} 缺少“${section}”一节`).toContain(section);
      const all = [...h2, ...headings($, 'h3, h4, h5')];
      expect(all.filter((text) => englishLabels.test(text))).toEqual([]);

      // 摘要已译成中文：标题之后的第一段正文含有汉字。
      expect($('article .markdown > p, article .markdown > .static-run > p').first().text()).toMatch(/[\u4e00-\u9fff]/);
      expect(englishProse($), `${route} 的正文中还有英文句子`).toEqual([]);
    });
  }

  test('索引页是中文导言加分组的符号表', async ({ page }) => {
    await gotoHydrated(page, '/docs/api');
    const article = page.locator('article');
    await expect(article.getByRole('heading', { level: 2, name: '一次典型的调用' })).toBeVisible();
    await expect(article.getByRole('heading', { level: 3, name: '加载' })).toBeVisible();
    await expect(article.getByRole('columnheader', { name: '函数' }).first()).toBeVisible();
    await expect(article.getByRole('row', { name: /^load / })).toContainText('查询函数');
    await article.getByRole('link', { name: 'CheerioAPI', exact: true }).first().click();
    await expect(page).toHaveURL('/docs/api/interfaces/CheerioAPI');
  });

  test('侧边栏：API 参考在教程之后，按类 / 函数 / 接口 / 类型别名分组', async ({ page }) => {
    await gotoHydrated(page, '/docs/api/functions/load');
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    const topLevel = await sidebar
      .locator(':scope > li > .menu__list-item-collapsible, :scope > li > a')
      .allInnerTexts();
    expect(topLevel.map((text) => text.trim()).slice(-1)).toEqual(['API 参考']);
    const api = sidebar.locator(':scope > li').last();
    const groups = await api.locator(':scope > ul > li > .menu__list-item-collapsible').allInnerTexts();
    expect(groups.map((text) => text.trim())).toEqual(['类', '函数', '接口', '类型别名']);
    await expect(api.getByRole('link', { name: 'load', exact: true })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('Cheerio 类页面的成员锚点', () => {
  // 页面有五百多 KB：直接打开一个深处的锚点检查首次加载，其余成员在同一页面里改锚点检查，不必每个都重新加载。
  test('每个成员锚点都滚到该方法的标题，右侧目录列出分类和方法', async ({ page }) => {
    await gotoHydrated(page, '/docs/api/classes/Cheerio#map');
    for (const member of ['map', 'find', 'attr', 'each', 'extract', 'css']) {
      if (member !== 'map') await page.goto(`/docs/api/classes/Cheerio#${member}`);
      const heading = page.locator(`article h3#${member}`);
      await expect(heading).toHaveText(new RegExp(`^${member}\\(\\)`));
      await expect(heading, `#${member}`).toBeInViewport();
    }
    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(toc.getByRole('link', { name: '遍历', exact: true })).toBeVisible();
    await expect(toc.getByRole('link', { name: 'find()', exact: true })).toHaveAttribute('href', '#find');
  });
});

test.describe('链接', () => {
  // 正文里每个站内链接和锚点都存在，由 npm run test:links 在 build/ 上检查（全站所有页面）。
  test('外部类型链到各自的文档，“定义于”链到对应版本的源码', async ({ page }) => {
    await gotoHydrated(page, '/docs/api/functions/load');
    const article = page.locator('article');
    await expect(article.locator('a[href="https://domhandler.js.org/types/AnyNode.html"]').first()).toBeVisible();
    await expect(article.locator('a[href="https://nodejs.org/api/buffer.html#class-buffer"]').first()).toBeVisible();
    await expect(article.locator('a[href^="https://developer.mozilla.org/"]').first()).toBeVisible();
    await expect(article.getByRole('link', { name: /^src\/load-parse\.ts:\d+$/ })).toHaveAttribute(
      'href',
      new RegExp(
        `^https://github\\.com/cheeriojs/cheerio/blob/v${cheerioVersion.replace(/\./g, '\\.')}/src/load-parse\\.ts#L\\d+$`,
      ),
    );
  });
});

test.describe('旧版 API 页面的重定向', () => {
  const cases = redirects.flatMap(({ from, to }) =>
    (Array.isArray(from) ? from : [from]).map((source) => [source, to]),
  );
  for (const [from, to] of cases) {
    test(`${from} → ${to}`, async ({ page }) => {
      // 目标页的标题在服务端 HTML 里，不必等它水合（每个页面的水合已由 pages.spec.ts 检查）。
      await page.goto(from, { waitUntil: 'commit' });
      await expect(page).toHaveURL(to);
      await expect(page.locator('article h1')).toHaveText(titlePrefix(to));
    });
  }
});
