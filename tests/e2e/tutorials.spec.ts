import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, sharedPageTest as test } from './support/fixtures';

/** 七篇教程：地址、标题，以及目录里应出现的几个小节（锚点是页面里写死的英文 id）。 */
const guides = [
  {
    path: '/docs/basics/loading',
    title: '加载文档',
    anchors: ['load', 'document-vs-fragment', 'load-buffer', 'from-url', 'parsers', 'summary'],
  },
  {
    path: '/docs/basics/selecting',
    title: '选择元素',
    anchors: ['attribute-selectors', 'pseudo-classes', 'context', 'xml-namespaces', 'summary'],
  },
  {
    path: '/docs/basics/traversing',
    title: '遍历 DOM',
    anchors: ['descendants', 'ancestors', 'siblings', 'filtering', 'iterating', 'chaining', 'summary'],
  },
  {
    path: '/docs/basics/manipulation',
    title: '操作元素',
    anchors: ['attributes', 'prop', 'text-html', 'inserting', 'rendering', 'summary'],
  },
  {
    path: '/docs/advanced/configuring-cheerio',
    title: '配置 Cheerio',
    anchors: ['options-flow', 'xml', 'entities', 'htmlparser2-dom', 'scripting-enabled', 'pseudos', 'summary'],
  },
  {
    path: '/docs/advanced/extending-cheerio',
    title: '扩展 Cheerio',
    anchors: ['plugins', 'typescript', 'slim', 'other-libraries', 'summary'],
  },
  {
    path: '/docs/advanced/extract',
    title: '提取数据',
    anchors: ['string', 'arrays', 'nested', 'function', 'scraping-example', 'summary'],
  },
] as const;

function playgrounds(page: Page): Locator {
  return page.locator('[class*="playgroundContainer_"]');
}

/**
 * 实时编辑器是 react-live 的 contentEditable 代码区：全选、删除，再一次性插入新代码。
 * 不逐键输入：每次按键都会重新编译并运行示例，在慢机器上逐键输入会超时。
 */
async function replaceCode(page: Page, playground: Locator, code: string) {
  const editor = playground.locator('pre.prism-code');
  await editor.click();
  await editor.press('ControlOrMeta+a');
  await editor.press('Delete');
  await page.keyboard.insertText(code);
  // react-live 的编辑器（use-editable）在 keyup 时才读取改动；insertText 不产生按键事件。
  await editor.press('End');
}

test.describe('教程页面', () => {
  for (const guide of guides) {
    test(`${guide.path} 显示完整的中文教程和目录`, async ({ page }) => {
      const response = await gotoHydrated(page, guide.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);

      const article = page.locator('article .markdown');
      // textContent 而不是 innerText：文章后半部分在滚到附近之前不排版（content-visibility），innerText 不含这部分。
      expect(((await article.textContent()) ?? '').match(/[\u4e00-\u9fff]/g)?.length ?? 0).toBeGreaterThan(1000);

      const toc = page.locator('.table-of-contents').first();
      await expect(toc).toBeVisible();
      for (const anchor of guide.anchors) {
        await expect(toc.locator(`a[href="#${anchor}"]`)).toHaveCount(1);
        await expect(page.locator(`[id="${anchor}"]`)).toHaveCount(1);
      }
    });
  }

  for (const guide of guides.filter(({ path }) => path.startsWith('/docs/basics/'))) {
    test(`${guide.path} 的实时示例都在编辑器下方显示了结果`, async ({ page }) => {
      await gotoHydrated(page, guide.path);
      const all = playgrounds(page);
      expect(await all.count()).toBeGreaterThan(0);
      for (const playground of await all.all()) {
        // 编辑器在接近视口时才加载，先滚过去。
        await playground.scrollIntoViewIfNeeded();
        const headers = playground.locator('[class*="playgroundHeader_"]');
        await expect(headers).toHaveText(['实时编辑器', '结果']);
        await expect(playground.locator('[class*="playgroundPreview_"] pre').first()).not.toBeEmpty();
      }
    });
  }
});

test.describe('实时代码块', () => {
  test('遍历页面的示例可以编辑，结果随之更新', async ({ page }) => {
    await gotoHydrated(page, '/docs/basics/traversing');
    // 页面上第一个实时示例是「定义列表」；编辑后代码里不再有「刘慈欣」，所以按位置而不是按文字定位。
    const playground = playgrounds(page).first();
    await playground.scrollIntoViewIfNeeded();
    const result = playground.locator('[class*="playgroundPreview_"]');
    await expect(result).toContainText('"作者": "刘慈欣"');

    await replaceCode(
      page,
      playground,
      "const $ = cheerio.load('<dl><dt>书名</dt><dd>活着</dd></dl>');\nrender(<pre>{$('dt').next().text()}</pre>);",
    );
    await expect(result).toHaveText('活着');
  });

  test('语法错误显示为可读的错误信息，页面其余部分不受影响', async ({ page }) => {
    await gotoHydrated(page, '/docs/basics/traversing');
    const [broken, other] = [playgrounds(page).nth(0), playgrounds(page).nth(1)];
    await other.scrollIntoViewIfNeeded();
    await expect(other.locator('[class*="playgroundPreview_"] pre').first()).not.toBeEmpty();
    // textContent, as toHaveText compares: innerText is empty while the block is still outside the rendered area.
    const otherResult = (await other.locator('[class*="playgroundPreview_"]').textContent()) ?? '';
    await broken.scrollIntoViewIfNeeded();

    await replaceCode(page, broken, "const $ = cheerio.load('<p>x</p>';\nrender(<pre>{$('p').text()}</pre>);");
    await expect(broken.locator('[class*="playgroundPreview_"]')).toContainText('SyntaxError');

    await expect(other.locator('[class*="playgroundPreview_"]')).toHaveText(otherResult);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('遍历 DOM');
    await page.locator('.table-of-contents a[href="#chaining"]').click();
    await expect(page).toHaveURL(/#chaining$/);
  });
});

test.describe('教程分类页', () => {
  // 分类页按侧边栏顺序列出教程和后来加的指南；卡片标题是侧边栏标签。
  const troubleshooting = { path: '/docs/basics/troubleshooting', title: '常见问题与排错' };
  const errorMessages = { path: '/docs/basics/error-messages', title: '报错速查' };
  const security = { path: '/docs/advanced/security', title: '安全' };
  const migrating = { path: '/docs/advanced/migrating', title: '迁移与升级' };
  const walkthrough = { path: '/docs/advanced/scraping-walkthrough', title: '实战：抓取一个网站' };
  const performance = { path: '/docs/advanced/performance', title: '性能与内存' };
  const choosingAParser = { path: '/docs/advanced/choosing-a-parser', title: '如何选择解析库' };
  const categories = [
    {
      path: '/docs/category/tutorials---basics',
      title: '基础教程',
      guides: [...guides.slice(0, 4), troubleshooting, errorMessages],
    },
    {
      path: '/docs/category/tutorials---advanced',
      title: '进阶教程',
      guides: [...guides.slice(4), walkthrough, performance, security, choosingAParser, migrating],
    },
  ];
  for (const category of categories) {
    test(`${category.path} 列出该分类的全部教程，卡片上是各篇的简介`, async ({ page, request }) => {
      await gotoHydrated(page, category.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.title);
      const cards = page.locator('article a.card');
      await expect(cards).toHaveCount(category.guides.length);
      for (const [index, guide] of category.guides.entries()) {
        await expect(cards.nth(index)).toHaveAttribute('href', guide.path);
        await expect(cards.nth(index).locator('h2')).toContainText(guide.title);
        // 简介不在文档的版本数据里（src/plugins/doc-card-descriptions），卡片上的仍应是那一篇自己的 description。
        const guideHtml = await (await request.get(guide.path)).text();
        const description = /<meta[^>]*name="description"[^>]*content="([^"]+)"/.exec(guideHtml)?.[1];
        expect(description, guide.path).toBeTruthy();
        await expect(cards.nth(index).locator('p')).toHaveText(
          description!.replace(/&amp;/g, '&').replace(/&quot;/g, '"'),
        );
      }
    });
  }
});
