import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { load } from 'cheerio';
import { siteRepository } from '../../src/config/siteRepository';
import { expect, gotoHydrated, sharedPageTest, test } from './support/fixtures';
import { partUrlsIn } from '../../src/components/ReaderTools/twinParts';
import { htmlFileFor, sitemapPaths } from './support/sitemap';

const buildDir = path.join(__dirname, '../../build');

const snapshot = JSON.parse(readFileSync(path.join(__dirname, '../../src/data/upstream-status.json'), 'utf8')) as {
  pages: Record<string, { commit: string; state: string }>;
};

/** 文章末尾的读者工具：原文说明、报告问题、复制与查看 Markdown。 */
function tools(page: Page): Locator {
  return page.locator('main article footer').filter({ has: page.getByRole('button', { name: '复制为 Markdown' }) });
}

/**
 * 选中某个标题之后第一段的文字，模拟读者在这一节里划选了一句话。长文章后半部分的段落可能在整组延后的 div 里
 * （src/plugins/static-runs），不是标题的兄弟元素。
 */
async function selectParagraphAfter(page: Page, headingId: string): Promise<string> {
  return page.evaluate((id) => {
    const paragraph = document.querySelector(`[id="${id}"] ~ p, [id="${id}"] ~ .static-run-group p`)!;
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
    return getSelection()!.toString().trim();
  }, headingId);
}

/**
 * 按下链接（还没松开）时，链接补上锚点和选中的文字；这里读出补好的地址。只派发事件而不真的点击：点击会离开页面。
 * 工具栏的代码在指针移过来之后才加载、水合，所以重复按下，直到地址补好。
 */
async function hrefOnPress(link: Locator, expected: RegExp | string): Promise<URL> {
  await link.dispatchEvent('pointerover');
  await expect(async () => {
    await link.dispatchEvent('pointerdown');
    await expect(link).toHaveAttribute('href', expected, { timeout: 500 });
  }).toPass();
  return new URL((await link.getAttribute('href'))!);
}

function issueParts(url: URL) {
  return { title: url.searchParams.get('title') ?? '', body: url.searchParams.get('body') ?? '' };
}

const cases = [
  {
    name: '教程',
    route: '/docs/basics/loading',
    title: '加载文档',
    english: 'https://cheerio.js.org/docs/basics/loading',
    heading: 'load',
    englishAnchor: 'load',
    source: `website/src/content/docs/basics/loading.md @ ${snapshot.pages['docs/basics/loading.md'].commit}`,
    edit: `${siteRepository}/edit/main/docs/basics/loading.md`,
  },
  {
    name: 'API 页面',
    route: '/docs/api/classes/Cheerio',
    title: '类：abstract Cheerio',
    english: 'https://cheerio.js.org/docs/api/classes/Cheerio',
    heading: 'attr',
    englishAnchor: 'attr',
    source: 'https://cheerio.js.org/docs/api/classes/Cheerio @ v',
    edit: `${siteRepository}/edit/main/i18n/zh-CN/api/classes/Cheerio.yaml`,
  },
  {
    name: '博文',
    route: '/blog/cheerio-1.0',
    title: 'Cheerio 1.0 正式发布',
    english: 'https://cheerio.js.org/blog/cheerio-1.0',
    heading: 'loading',
    englishAnchor: undefined,
    source: `website/src/content/blog/2024-08-07-version-1.md @ ${snapshot.pages['blog/2024-08-07-cheerio-1.0.md'].commit}`,
    edit: `${siteRepository}/edit/main/blog/2024-08-07-cheerio-1.0.md`,
  },
];

for (const page of cases) {
  // 三个链接在同一次访问里检查：最大的 API 页面加载一次就要好几秒。
  sharedPageTest(
    `${page.name}（${page.route}）的读者工具：英文原文、报告问题、编辑此页`,
    async ({ page: tab, baseURL }) => {
      await gotoHydrated(tab, page.route);

      // “编辑此页”指向本站仓库里的源文件。
      await expect(tab.locator('main article').getByRole('link', { name: '编辑此页' })).toHaveAttribute(
        'href',
        page.edit,
      );

      // “英文原文”指向 cheerio.js.org 上的同一页面，读者所在的小节两边都有时带上锚点。
      const original = tools(tab).getByRole('link', { name: '英文原文', exact: true });
      await expect(original).toHaveAttribute('href', page.english);
      const report = tools(tab).getByRole('link', { name: '报告问题 / 改进翻译' });
      await expect(report).toHaveAttribute('target', '_blank');
      // 没有脚本时也能打开只带标题的 issue；正文在按下链接时才填好。
      const before = issueParts(new URL((await report.getAttribute('href'))!));
      expect(before.title).toContain(page.title);
      expect(before.body).toBe('');

      const quote = await selectParagraphAfter(tab, page.heading);
      const expected = page.english + (page.englishAnchor ? `#${page.englishAnchor}` : '');
      expect((await hrefOnPress(original, expected)).href).toBe(expected);

      // “报告问题 / 改进翻译”打开本站仓库预填好的 issue：页面标题、地址、所在小节、同步的提交和选中的文字。
      const url = await hrefOnPress(report, /[?&]body=/);
      expect(`${url.origin}${url.pathname}`).toBe(`${siteRepository}/issues/new`);
      const { title, body } = issueParts(url);
      expect(title).toContain(page.title);
      expect(body).toContain(`页面：${baseURL}${page.route}`);
      expect(body).toContain(`章节：${baseURL}${page.route}#${page.heading}`);
      expect(body).toContain(`英文原文：${page.source}`);
      expect(body).toContain(`> ${quote.split('\n')[0]}`);
    },
  );
}

test.describe('复制为 Markdown', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  for (const route of ['/docs/basics/loading', '/blog/new-website', '/docs/api/classes/Cheerio']) {
    test(`${route}：剪贴板里是 ${route}.md（拆开的页面接上各部分），结果读给屏幕阅读器`, async ({ page }) => {
      await gotoHydrated(page, route);
      const button = tools(page).getByRole('button', { name: '复制为 Markdown' });
      // 焦点移到按钮上时才加载工具栏的代码；加载完成之前按下的 Enter 不起作用，所以重试。
      await button.focus();
      await expect(async () => {
        await page.keyboard.press('Enter');
        await expect(tools(page).getByRole('status')).toHaveText('已复制本页的 Markdown。', { timeout: 500 });
      }).toPass();
      const [clipboard, twin] = await page.evaluate(async (url) => {
        const response = await fetch(url);
        return [await navigator.clipboard.readText(), await response.text()];
      }, `${route}.md`);
      expect(twin.length).toBeGreaterThan(500);
      const parts = await Promise.all(
        partUrlsIn(twin).map(async (url) => (await page.request.get(new URL(url).pathname)).text()),
      );
      expect(parts.length > 0, '只有 Cheerio 类的页面大到要拆开').toBe(route.endsWith('/Cheerio'));
      expect(Buffer.from(clipboard)).toEqual(Buffer.from([twin, ...parts].join('\n')));
    });
  }
});

test.describe('用 AI 打开', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
  const aiHosts = /(^|\.)(deepseek\.com|kimi\.com|chatgpt\.com|claude\.ai)$/;

  test('菜单用键盘打开和收起，四个助手的链接带着指向本页 Markdown 版本的提示词；点击之前不向任何 AI 主机发请求', async ({
    page,
  }) => {
    const aiRequests: string[] = [];
    page.on('request', (request) => {
      if (aiHosts.test(new URL(request.url()).hostname)) aiRequests.push(request.url());
    });
    await gotoHydrated(page, '/docs/basics/loading');
    const menu = tools(page).locator('details');
    const summary = menu.locator('summary');
    await expect(summary).toHaveText('用 AI 打开');
    // 收起时菜单里的链接不可见，也不在 Tab 顺序里。
    await expect(menu.getByRole('link', { name: '在 DeepSeek 中打开' })).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('open', '');
    const expected = {
      DeepSeek: 'https://chat.deepseek.com/?q=',
      Kimi: 'https://www.kimi.com/_prefill_chat?prefill_prompt=',
      ChatGPT: 'https://chatgpt.com/?q=',
      Claude: 'https://claude.ai/new?q=',
    };
    const markdownUrl = 'http://localhost:3000/docs/basics/loading.md';
    for (const [name, prefix] of Object.entries(expected)) {
      const link = menu.getByRole('link', { name: `在 ${name} 中打开` });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const href = (await link.getAttribute('href'))!;
      expect(href.startsWith(prefix), href).toBe(true);
      const prompt = new URL(href).searchParams.get(name === 'Kimi' ? 'prefill_prompt' : 'q')!;
      expect(prompt).toBe(`请阅读 ${markdownUrl}，然后根据其中的内容回答我的问题。`);
    }
    // Tab 能走到菜单里的链接和按钮，Esc 收起并把焦点还给菜单按钮。
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: '在 DeepSeek 中打开' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open', '');
    await expect(summary).toBeFocused();

    await summary.click();
    await menu.getByRole('button', { name: '复制提示词' }).click();
    await expect(tools(page).getByRole('status')).toHaveText('已复制提示词，可以粘贴给任何 AI 助手。');
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toContain(markdownUrl);
    expect(aiRequests).toEqual([]);
  });

  test('没有脚本时菜单照样能展开（原生的 <details>），链接可用', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/blog/new-website');
    const menu = page.locator('main article footer details');
    // 用键盘展开（同样是浏览器自带的行为）：按坐标的点击在一次全新克隆的 CI 里没有展开菜单，键盘不依赖坐标。
    await menu.locator('summary').press('Enter');
    await expect(menu).toHaveAttribute('open', '');
    await expect(menu.getByRole('link', { name: '在 Kimi 中打开' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '在 Kimi 中打开' })).toHaveAttribute('href', /new-website\.md/);
    await context.close();
  });
});

test('工具栏的代码不在首屏：读者接近文章末尾时才加载，加载前服务端渲染的 HTML 原样可用', async ({ page }) => {
  const toolsChunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) toolsChunks.push(request.url());
  });
  await gotoHydrated(page, '/docs/basics/traversing');
  await page.waitForLoadState('networkidle');
  const before = toolsChunks.length;
  await expect(tools(page).getByRole('link', { name: '查看 Markdown' })).toHaveAttribute(
    'href',
    '/docs/basics/traversing.md',
  );
  await tools(page).scrollIntoViewIfNeeded();
  await expect.poll(() => toolsChunks.length).toBeGreaterThan(before);
});

sharedPageTest('站内跳转（客户端导航）到另一篇文档后，工具栏换成新页面的内容', async ({ page }) => {
  await gotoHydrated(page, '/docs/intro');
  // 目标选一个没有实时代码块的页面：到带实时代码块的页面时，内容安全策略要求整页重新加载一次，那就不是客户端导航了。
  await page.locator('main article a[href="/docs/api/functions/load"]').first().click();
  await expect(page).toHaveURL(/\/docs\/api\/functions\/load$/);
  // 地址先变，新页面的内容随后才渲染；等标题换过来再滚动，否则滚的还是旧页面。
  await expect(page.locator('article h1')).toContainText('load');
  // 客户端导航时没有服务端的 HTML：工具栏在读者滚动到文章末尾附近时才渲染。页面在渲染中还会变长，滚不到底就再滚一次。
  const original = tools(page).getByRole('link', { name: '英文原文', exact: true });
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(original).toHaveAttribute('href', 'https://cheerio.js.org/docs/api/functions/load', { timeout: 1000 });
  }).toPass();
  await expect(tools(page).getByRole('link', { name: '查看 Markdown' })).toHaveAttribute(
    'href',
    '/docs/api/functions/load.md',
  );
  await expect(page.locator('main article footer a[href="/docs/intro.md"]')).toHaveCount(0);
});

test.describe('Markdown 版本与 llms.txt', () => {
  sharedPageTest(
    'API 页面的 Markdown 版本：text/markdown，代码块与页面上的一样多，没有 JSX 与 import 行',
    async ({ request }) => {
      const response = await request.get('/docs/api/classes/Cheerio.md');
      expect(response.headers()['content-type']).toContain('text/markdown');
      // 这一页超过 50 KB，原地址上是目录，正文在各部分里。
      const index = await response.text();
      const parts = partUrlsIn(index);
      expect(parts.length).toBeGreaterThan(1);
      const twin = [
        index,
        ...(await Promise.all(parts.map(async (url) => (await request.get(new URL(url).pathname)).text()))),
      ].join('\n');
      // 代码块和工具栏都在服务端渲染的 HTML 里，读构建结果即可，不必在浏览器里打开这个最大的页面。
      const $ = load(readFileSync(htmlFileFor(buildDir, '/docs/api/classes/Cheerio')!, 'utf8'));
      const fences = twin.match(/^```/gm)?.length ?? 0;
      expect(fences / 2).toBe($('main article pre').length);
      const prose = twin.replace(/^```[\s\S]*?^```/gm, '');
      expect(prose).not.toMatch(/^(import|export) /m);
      expect(prose).not.toMatch(/\{#[\w-]+\}/);
      expect($('main article footer a:contains("查看 Markdown")').attr('href')).toBe('/docs/api/classes/Cheerio.md');
    },
  );

  sharedPageTest('llms.txt 链接到各页面的 Markdown 版本，llms-full.txt 含全部正文', async ({ request }) => {
    const llms = await (await request.get('/llms.txt')).text();
    expect(llms).toMatch(/^# Cheerio 中文文档\n\n> /);
    for (const section of ['## 教程', '## API 参考', '## 博客']) expect(llms).toContain(section);
    const full = await (await request.get('/llms-full.txt')).text();
    const intro = await (await request.get('/docs/intro.md')).text();
    // 第一行指向 llms.txt 的说明只在单独的 Markdown 版本里。
    expect(full).toContain(intro.slice(intro.indexOf('\n\n') + 2));
  });

  sharedPageTest(
    '有 Markdown 版本的页面在 <head> 里声明它；每份第一行指向 llms.txt，不超过 50 KB，拆开的部分列在 llms.txt 里',
    async ({ request }) => {
      const llms = await (await request.get('/llms.txt')).text();
      const problems: string[] = [];
      let declared = 0;
      for (const route of sitemapPaths()) {
        const $ = load(readFileSync(htmlFileFor(buildDir, route)!, 'utf8'));
        const hidden = $('body > div[hidden]').first();
        if (hidden.find('a').attr('href') !== '/llms.txt') problems.push(`${route}：页面开头没有指向 /llms.txt 的说明`);
        const href = $('head link[rel="alternate"][type="text/markdown"]').attr('href');
        if (!href) continue;
        declared += 1;
        const twin = await request.get(href);
        const text = await twin.text();
        if (!twin.ok() || !twin.headers()['content-type'].startsWith('text/markdown'))
          problems.push(`${route}：${href} 打不开`);
        const files = [
          text,
          ...(await Promise.all(
            partUrlsIn(text).map(async (url) => (await request.get(new URL(url).pathname)).text()),
          )),
        ];
        for (const [i, file] of files.entries()) {
          if (!/^> 本站全部页面的索引见 \[llms\.txt\]\(http[^)]*\/llms\.txt\)/.test(file))
            problems.push(`${route}：第 ${i} 份的第一行没有指向 llms.txt`);
          if (Buffer.byteLength(file) > 50_000) problems.push(`${route}：第 ${i} 份 ${Buffer.byteLength(file)} 字节`);
        }
        for (const part of partUrlsIn(text))
          if (!llms.includes(`](${part})`)) problems.push(`${route}：llms.txt 没有列出 ${part}`);
      }
      expect(problems).toEqual([]);
      // 教程、API 页面和博文都有 Markdown 版本（llms.txt 里一页一行）。
      expect(declared).toBe(llms.match(/^- \[/gm)?.length);
    },
  );
});

test.describe('翻译状态页', () => {
  sharedPageTest(
    '列出教程、博文和 API 页面的英文原文、同步的提交和状态，以及尚无中文版的英文页面',
    async ({ page }) => {
      await gotoHydrated(page, '/translation-status');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('翻译状态');
      const tutorials = page.getByRole('table', { name: '教程与英文原文的对应关系' });
      const loading = tutorials.getByRole('row').filter({ has: page.getByRole('link', { name: '加载文档' }) });
      await expect(loading.getByRole('link', { name: '/docs/basics/loading' })).toHaveAttribute(
        'href',
        'https://cheerio.js.org/docs/basics/loading',
      );
      await expect(
        loading.getByRole('link', { name: snapshot.pages['docs/basics/loading.md'].commit.slice(0, 7) }),
      ).toBeVisible();
      const expected =
        snapshot.pages['docs/basics/loading.md'].state === 'changed' ? '英文原文已更新' : '与英文原文一致';
      await expect(loading).toContainText(expected);
      await expect(page.getByRole('table', { name: '博文与英文原文的对应关系' }).getByRole('row')).toHaveCount(3);
      const api = page.getByRole('table', { name: 'API 参考各页面的译文覆盖情况' });
      await expect(api.getByRole('row').filter({ hasText: '/docs/api/classes/Cheerio' })).toContainText(/\d+\/\d+/);
      await expect(page.locator('footer.footer').getByRole('link', { name: '翻译状态' })).toHaveAttribute(
        'href',
        '/translation-status',
      );
    },
  );
});
