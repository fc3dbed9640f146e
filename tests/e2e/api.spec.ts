import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { redirects } from '../../src/config/redirects';
import { KNOWN_ISSUES } from '../../src/data/apiKnownIssues';
import { issueVersions } from '../../src/plugins/typedoc-since/badge';
import { readSinceData, releaseLabel } from '../../src/plugins/typedoc-since/data';
import { memberAnchor } from '../../src/plugins/typedoc-layout/headings';
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

test.describe('版本标记', () => {
  const since = readSinceData(path.join(__dirname, '../../src/data/api-since.json'));
  const surveyed = since.releases.map(({ version }) => version);
  const parsed = new Map<string, cheerio.CheerioAPI>();
  /** 构建好的静态 HTML；Cheerio 类页面有五百多 KB，每个页面只解析一次。 */
  const staticPage = (route: string) => {
    if (!parsed.has(route)) parsed.set(route, cheerio.load(readFileSync(htmlFileFor(buildDir, route) ?? '', 'utf8')));
    return parsed.get(route)!;
  };

  /** 条目所在的页面和标题的锚点（函数是整页，没有锚点）。继承来的字段只查声明它的接口页面。 */
  function placeOf(key: string): { route: string; anchor?: string } {
    const dot = key.indexOf('.');
    if (dot === -1) return { route: `/docs/api/functions/${key}` };
    const owner = key.slice(0, dot);
    return {
      route: owner === 'Cheerio' ? '/docs/api/classes/Cheerio' : `/docs/api/interfaces/${owner}`,
      anchor: memberAnchor(key.slice(dot + 1)),
    };
  }

  /**
   * 条目的版本标记：文档顺序里紧跟在成员标题之后的那个（中间可能隔着延后布局的分组容器，但不隔着别的标记或标题）；
   * 函数页面上是唯一的一个。
   */
  function markOf($: cheerio.CheerioAPI, anchor: string | undefined) {
    if (!anchor) {
      const marks = $('article .api-since');
      expect(marks).toHaveLength(1);
      return marks.first();
    }
    const sequence = $('article h3, article .api-since').toArray();
    const index = sequence.findIndex((node) => $(node).is(`h3[id="${anchor}"]`));
    expect(index, `没有 #${anchor} 的标题`).toBeGreaterThanOrEqual(0);
    const mark = $(sequence[index + 1]);
    expect(mark.is('.api-since'), `#${anchor} 的标题下没有版本标记`).toBe(true);
    return mark;
  }

  // 结构在静态 HTML 里就完整了：标记是服务端渲染的段落，不靠脚本。
  test('每个条目的标题下都有取自数据文件的版本标记', () => {
    for (const [key, entry] of Object.entries(since.entries)) {
      const { route, anchor } = placeOf(key);
      const mark = markOf(staticPage(route), anchor).text();
      const badge =
        entry.since === surveyed[0] ? `${releaseLabel(entry.since)} 起就有` : `${releaseLabel(entry.since)} 新增`;
      expect(mark.startsWith(badge), `${key}：${mark}`).toBe(true);
      for (const change of entry.changes ?? []) expect(mark, key).toContain(`变更于 ${releaseLabel(change.version)}：`);
    }
    // 函数页面上标记在签名之前。
    const load = staticPage('/docs/api/functions/load');
    expect(load('article .api-since, article blockquote').first().is('.api-since')).toBe(true);
  });

  test('有已知问题的条目旁边列出问题，索引页列出全部', () => {
    for (const issue of KNOWN_ISSUES) {
      for (const key of issue.entries ?? []) {
        const { route, anchor } = placeOf(key);
        const issues = markOf(staticPage(route), anchor).next('.api-since-issues');
        expect(issues.find('.api-since-warning').text(), key).toBe('有已知问题的版本');
        expect(issues.text(), key).toContain(issueVersions(issue.versions, surveyed));
      }
    }
    // 文档顺序里“版本标记”一节之后的第一个列表（它与标题可能分在两个静态段里，不是兄弟元素）。
    const $ = staticPage('/docs/api');
    const sequence = $('article h2, article ul').toArray();
    const list = sequence[sequence.findIndex((node) => $(node).is('h2#versions')) + 1];
    const items = $(list).children('li');
    expect(items).toHaveLength(KNOWN_ISSUES.length);
    KNOWN_ISSUES.forEach((issue, index) =>
      expect(items.eq(index).text()).toContain(issueVersions(issue.versions, surveyed)),
    );
  });

  // 三种标记的配色在浅色与暗黑模式下的对比度由 pages.spec.ts 的颜色覆盖计划检查（它们是新的“容器 > 元素”签名，
  // 计划自动挑出带有它们的 API 页面）。这里只确认水合之后它们还在：标记是静态段里的服务端 HTML，没有自己的脚本。
  test('水合之后三种标记都还在', async ({ page }) => {
    await gotoHydrated(page, '/docs/api/interfaces/CheerioAPI#extract');
    const extract = page.locator('article h3#extract');
    await expect(extract).toBeInViewport();
    await expect(page.locator('.api-since-new').first()).toHaveText('1.0 新增');
    await expect(page.locator('.api-since-warning').first()).toHaveText('有已知问题的版本');
    await expect(page.locator('.api-since-badge:not(.api-since-new)').first()).toHaveText('0.22 起就有');
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
