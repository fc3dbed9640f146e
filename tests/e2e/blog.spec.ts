import type { APIRequestContext, Page } from '@playwright/test';
import { env } from '../../src/config/env';
import { expect, test as freshTest, gotoHydrated, sharedPageTest as test } from './support/fixtures';

const posts = {
  release: {
    path: '/blog/cheerio-1.0',
    title: 'Cheerio 1.0 正式发布：常用功能开箱即用',
    date: '2024年8月7日',
    year: '2024',
    excerpt: '经过七年和十二个候选版本',
    afterTruncate: '变化一览',
    tags: ['版本发布', '公告'],
  },
  website: {
    path: '/blog/new-website',
    title: 'Cheerio 有了新的文档网站',
    date: '2023年2月13日',
    year: '2023',
    excerpt: 'Cheerio 的新文档网站上线了',
    afterTruncate: '网站仍在完善中',
    tags: ['网站', '入门介绍'],
  },
};
const newestFirst = [posts.release, posts.website];

const tagPages = [
  { slug: 'announcement', label: '公告', posts: [posts.release] },
  { slug: 'intro', label: '入门介绍', posts: [posts.website] },
  { slug: 'release', label: '版本发布', posts: [posts.release] },
  { slug: 'website', label: '网站', posts: [posts.website] },
];

/** 主题默认的英文文案；zh-CN 页面上出现任何一条，都说明缺了翻译或配置。 */

const articleTitles = (page: Page) => page.locator('main article header h2');

async function fetchText(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), `${path} 应返回 200`).toBe(200);
  return response.text();
}

/** 用浏览器自带的 XML 解析器检查格式是否正确，再以文档对象的形式取出需要的字段。 */
async function parseFeed(page: Page, xml: string, itemSelector: string, linkOf: 'text' | 'href') {
  return page.evaluate(
    ({ xml, itemSelector, linkOf }) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      const error = doc.querySelector('parsererror')?.textContent ?? null;
      const items = Array.from(doc.querySelectorAll(itemSelector)).map((item) => {
        const link = item.querySelector('link');
        return {
          title: item.querySelector('title')?.textContent ?? '',
          link: (linkOf === 'href' ? link?.getAttribute('href') : link?.textContent) ?? '',
        };
      });
      const title = doc.querySelector(':root > title, channel > title')?.textContent ?? '';
      return { error, title, items };
    },
    { xml, itemSelector, linkOf },
  );
}

test.describe('博客列表 /blog', () => {
  test('按时间倒序列出两篇博文，带日期、阅读时间和摘要', async ({ page }) => {
    await gotoHydrated(page, '/blog');
    await expect(page).toHaveTitle(/^博客 \| /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('博客');
    await expect(page.locator('main header').first()).toContainText('Cheerio 的版本发布、升级指南与网站动态');
    await expect(articleTitles(page)).toHaveText(newestFirst.map((post) => post.title));

    for (const post of newestFirst) {
      const article = page
        .locator('main article')
        .filter({ has: page.getByRole('link', { name: post.title, exact: true }) });
      await expect(article.locator('time')).toHaveText(post.date);
      await expect(article).toContainText(/阅读需 \d+ 分钟/);
      await expect(article).toContainText(post.excerpt);
      await expect(article, '列表只显示 truncate 标记之前的导语').not.toContainText(post.afterTruncate);
      await expect(article.getByRole('link', { name: `阅读 ${post.title} 的全文` })).toHaveAttribute('href', post.path);
    }
  });

  test('阅读时间按中文阅读速度估算', async ({ page }) => {
    await gotoHydrated(page, '/blog');
    const minutes = async (title: string) => {
      const article = page
        .locator('main article')
        .filter({ has: page.getByRole('link', { name: title, exact: true }) });
      const text = await article.locator('header').innerText();
      return Number(/阅读需 (\d+) 分钟/.exec(text)?.[1]);
    };
    // 约 2100 个汉字加 15 段代码：默认算法给出 15 分钟，按中文阅读速度应在 10～13 分钟之间。
    expect(await minutes(posts.release.title)).toBeGreaterThanOrEqual(10);
    expect(await minutes(posts.release.title)).toBeLessThanOrEqual(13);
    // 约 700 个汉字的短文。
    expect(await minutes(posts.website.title)).toBeLessThanOrEqual(3);
  });

  test('侧边栏列出全部博文并按年份分组', async ({ page }) => {
    await gotoHydrated(page, '/blog');
    const sidebar = page.getByRole('navigation', { name: '最近博文导航' });
    await expect(sidebar).toContainText('全部博文');
    const groups = sidebar.getByRole('group');
    await expect(groups.getByRole('heading', { level: 3 })).toHaveText(newestFirst.map((post) => post.year));
    for (const [index, post] of newestFirst.entries()) {
      await expect(groups.nth(index).getByRole('link')).toHaveText([post.title]);
    }
  });

  test('页头声明 RSS、Atom 和 JSON 订阅源', async ({ page }) => {
    await page.goto('/blog');
    const feeds = page.locator('head link[rel="alternate"][type]');
    await expect(feeds).toHaveCount(3);
    const found = await feeds.evaluateAll((links) =>
      links.map((link) => [link.getAttribute('type'), link.getAttribute('href'), link.getAttribute('title')]),
    );
    expect(found).toEqual([
      ['application/rss+xml', '/blog/rss.xml', 'Cheerio 中文博客 RSS 订阅源'],
      ['application/atom+xml', '/blog/atom.xml', 'Cheerio 中文博客 Atom 订阅源'],
      ['application/json', '/blog/feed.json', 'Cheerio 中文博客 JSON 订阅源'],
    ]);
  });
});

test.describe('标签', () => {
  test('/blog/tags 列出四个中文标签及其博文数', async ({ page }) => {
    await gotoHydrated(page, '/blog/tags');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('标签');
    // 按拼音排序；服务端与浏览器顺序一致，页面才能无错误地完成水合（见 src/theme/README.md）。
    await expect(page.locator('main li a')).toHaveText(['版本发布1', '公告1', '入门介绍1', '网站1']);
    for (const tag of tagPages) {
      const link = page.locator(`main a[href="/blog/tags/${tag.slug}"]`);
      await expect(link).toHaveText(`${tag.label}${tag.posts.length}`);
    }
  });

  for (const tag of tagPages) {
    test(`/blog/tags/${tag.slug} 只列出带「${tag.label}」标签的博文`, async ({ page }) => {
      const response = await gotoHydrated(page, `/blog/tags/${tag.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `${tag.posts.length} 篇博文 含有标签「${tag.label}」`,
      );
      await expect(articleTitles(page)).toHaveText(tag.posts.map((post) => post.title));
      await expect(page.getByRole('link', { name: '查看所有标签' })).toHaveAttribute('href', '/blog/tags');
    });
  }
});

test('/blog/archive 按年份列出两篇博文', async ({ page }) => {
  await gotoHydrated(page, '/blog/archive');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('历史博文');
  for (const post of newestFirst) {
    const year = page.locator('main .col').filter({ has: page.getByRole('heading', { name: post.year }) });
    const link = year.locator('li a');
    await expect(link).toHaveText([`${post.date.replace(/^\d+年/, '')} - ${post.title}`]);
    await expect(link).toHaveAttribute('href', post.path);
  }
});

test.describe('作者', () => {
  test('/blog/authors 列出作者、本地头像和博文数', async ({ page }) => {
    await gotoHydrated(page, '/blog/authors');
    await expect(page).toHaveTitle(/^作者 \| /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('作者');
    const author = page.locator('main li').filter({ has: page.getByRole('heading', { name: 'Felix Böhm' }) });
    await expect(author).toHaveCount(1);
    await expect(author.locator('.avatar__name')).toHaveText('Felix Böhm2');
    await expect(author).toContainText('Cheerio 维护者');
    await expect(author.getByRole('link', { name: 'Felix Böhm' }).first()).toHaveAttribute(
      'href',
      '/blog/authors/fb55',
    );
    const avatar = author.getByRole('img', { name: 'Felix Böhm' });
    await expect(avatar).toHaveAttribute('src', '/img/authors/fb55.svg');
    expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('/blog/authors/fb55 列出该作者的全部博文', async ({ page }) => {
    await gotoHydrated(page, '/blog/authors/fb55');
    await expect(page).toHaveTitle(/^Felix Böhm 的 2 篇博文 \| /);
    await expect(page.getByRole('link', { name: '查看全部作者' })).toHaveAttribute('href', '/blog/authors');
    await expect(articleTitles(page)).toHaveText(newestFirst.map((post) => post.title));
  });
});

for (const post of newestFirst) {
  test(`博文 ${post.path} 显示全文、目录、作者和标签`, async ({ page }) => {
    const response = await gotoHydrated(page, post.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    const header = page.locator('main article header');
    await expect(header.locator('time')).toHaveText(post.date);
    await expect(header).toContainText(/阅读需 \d+ 分钟/);
    await expect(header.getByRole('link', { name: 'Felix Böhm' }).first()).toHaveAttribute(
      'href',
      '/blog/authors/fb55',
    );
    await expect(page.locator('main article')).toContainText(post.afterTruncate);

    const toc = page.locator('.table-of-contents').first();
    const tocLinks = toc.getByRole('link');
    expect(await tocLinks.count()).toBeGreaterThanOrEqual(4);
    for (const href of await tocLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^#[a-z0-9-]+$/);
      await expect(page.locator(`main article [id="${href!.slice(1)}"]`)).toHaveCount(1);
    }

    // 页脚里还有“编辑此页”和读者工具的链接，这里只看标签。
    const tags = page.locator('main article footer a[href^="/blog/tags/"]');
    await expect(tags).toHaveText(post.tags);
    for (const tag of post.tags) {
      const slug = tagPages.find(({ label }) => label === tag)!.slug;
      await expect(tags.filter({ hasText: tag })).toHaveAttribute('href', `/blog/tags/${slug}`);
    }
  });
}

freshTest(
  '博文的日期与阅读时间水合时保留服务端 HTML，加载时不新建日期格式器；客户端路由进入博客列表时照常渲染',
  async ({ page }) => {
    await page.addInitScript(() => {
      const state = window as unknown as { dateFormatters: number; serverTime?: Element | null };
      state.dateFormatters = 0;
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct(target, args: []) {
          state.dateFormatters += 1;
          return Reflect.construct(target, args);
        },
        apply(target, thisArg, args: []) {
          state.dateFormatters += 1;
          return Reflect.apply(target, thisArg, args) as unknown;
        },
      });
      document.addEventListener('DOMContentLoaded', () => {
        state.serverTime = document.querySelector('main article header time');
      });
    });
    await gotoHydrated(page, posts.release.path);
    const afterLoad = await page.evaluate(
      () =>
        new Promise<{ formatters: number; sameTime: boolean }>((resolve) => {
          // 等水合之后的更新（isBrowser、窗口尺寸）也提交完，再数。
          requestIdleCallback(() => {
            const state = window as unknown as { dateFormatters: number; serverTime?: Element | null };
            resolve({
              formatters: state.dateFormatters,
              sameTime:
                Boolean(state.serverTime) && state.serverTime === document.querySelector('main article header time'),
            });
          });
        }),
    );
    expect(afterLoad).toEqual({ formatters: 0, sameTime: true });
    const header = page.locator('main article header');
    await expect(header.locator('time')).toHaveText(posts.release.date);
    await expect(header).toContainText(/阅读需 \d+ 分钟/);

    await page.locator('.navbar').getByRole('link', { name: '博客', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('main article header time')).toHaveText(newestFirst.map((post) => post.date));
    expect(await page.evaluate(() => (window as unknown as { dateFormatters: number }).dateFormatters)).toBeGreaterThan(
      0,
    );
  },
);

test.describe('订阅源', () => {
  const absolute = (path: string) => new URL(path, env.siteUrl).href;

  test('RSS 是格式正确的 XML，包含两篇博文的绝对地址', async ({ page, request }) => {
    const feed = await parseFeed(page, await fetchText(request, '/blog/rss.xml'), 'channel > item', 'text');
    expect(feed.error).toBeNull();
    expect(feed.title).toBe('Cheerio 中文博客');
    expect(feed.items).toEqual(newestFirst.map((post) => ({ title: post.title, link: absolute(post.path) })));
  });

  test('Atom 是格式正确的 XML，包含两篇博文的绝对地址', async ({ page, request }) => {
    const feed = await parseFeed(page, await fetchText(request, '/blog/atom.xml'), 'entry', 'href');
    expect(feed.error).toBeNull();
    expect(feed.title).toBe('Cheerio 中文博客');
    expect(feed.items).toEqual(newestFirst.map((post) => ({ title: post.title, link: absolute(post.path) })));
  });

  test('JSON Feed 包含两篇博文及其中文标签', async ({ request }) => {
    const feed = JSON.parse(await fetchText(request, '/blog/feed.json'));
    expect(feed.title).toBe('Cheerio 中文博客');
    expect(feed.home_page_url).toBe(absolute('/blog'));
    expect(
      feed.items.map((item: { url: string; title: string; tags: string[] }) => [item.url, item.title, item.tags]),
    ).toEqual(newestFirst.map((post) => [absolute(post.path), post.title, post.tags]));
  });
});
