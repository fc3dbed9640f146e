import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import config from '../../docusaurus.config';
import { footer } from '../../src/config/footer';
import { readEnv, type EnvSource } from '../../src/config/env';
import { links } from '../../src/constants/links';
import { navbar } from '../../src/config/navbar';
import { announcementBar, themeConfig } from '../../src/config/theme';

describe('站点配置', () => {
  it('基础地址、尾斜杠和坏链处理符合约定', () => {
    assert.equal(config.baseUrl, '/');
    assert.equal(config.trailingSlash, false);
    assert.equal(config.onBrokenLinks, 'warn');
    assert.equal(config.onBrokenMarkdownLinks, 'warn');
    assert.equal(config.future.experimental_router, 'browser');
    assert.match(config.url, /^https?:\/\/[^/]+$/);
  });

  it('zh-CN 是唯一的语言', () => {
    assert.equal(config.i18n.defaultLocale, 'zh-CN');
    assert.deepEqual(config.i18n.locales, ['zh-CN']);
    assert.equal(config.i18n.localeConfigs['zh-CN'].htmlLang, 'zh-CN');
  });

  it('颜色模式从浅色开始、允许切换、忽略系统偏好', () => {
    assert.deepEqual(themeConfig.colorMode, {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    });
  });

  it('文档侧边栏不可隐藏、分类不自动折叠，目录覆盖 h2–h3，实时代码在下方', () => {
    assert.deepEqual(themeConfig.docs.sidebar, { hideable: false, autoCollapseCategories: false });
    assert.deepEqual(themeConfig.tableOfContents, { minHeadingLevel: 2, maxHeadingLevel: 3 });
    assert.equal(themeConfig.liveCodeBlock.playgroundPosition, 'bottom');
  });

  it('公告栏可关闭、有 id，并链接到 1.0 发布博文', () => {
    assert.equal(announcementBar.isCloseable, true);
    assert.ok(announcementBar.id.length > 0);
    assert.match(announcementBar.content, /href="\/blog\/cheerio-1\.0"/);
  });

  it('导航栏链接到简介、API、博客、演练场、英文官网和源码仓库，并在滚动时隐藏', () => {
    assert.equal(navbar.hideOnScroll, true);
    const targets = navbar.items.map((item) => ('to' in item ? item.to : 'href' in item ? item.href : item.type));
    for (const expected of [
      '/docs/intro',
      '/docs/api',
      '/blog',
      '/playground',
      links.englishSite,
      links.repository,
      'localeDropdown',
    ]) {
      assert.ok(targets.includes(expected), `导航栏缺少 ${expected}`);
    }
  });

  it('“教程”只在 API 以外的文档页上标为当前栏目，“API”只在 API 页面上', () => {
    const activeRegex = (to: string) =>
      new RegExp(
        (navbar.items.find((item) => 'to' in item && item.to === to) as { activeBaseRegex: string }).activeBaseRegex,
      );
    for (const path of [
      '/docs/intro',
      '/docs/basics/loading',
      '/docs/category/tutorials---basics',
      '/docs/apis-guide',
    ]) {
      assert.ok(activeRegex('/docs/intro').test(path) && !activeRegex('/docs/api').test(path), path);
    }
    for (const path of ['/docs/api', '/docs/api/classes/Cheerio']) {
      assert.ok(!activeRegex('/docs/intro').test(path) && activeRegex('/docs/api').test(path), path);
    }
  });

  it('页脚链接到简介、API、翻译状态、博客和致谢页，并有友情链接', () => {
    type FooterItem = { label: string; to?: string; href?: string };
    const items: FooterItem[] = footer.links.flatMap((column): FooterItem[] => column.items);
    const internal = items.flatMap((item) => (item.to ? [item.to] : []));
    assert.deepEqual([...internal].sort(), [
      '/attribution',
      '/blog',
      '/docs/api',
      '/docs/intro',
      '/translation-status',
    ]);
    const friends = footer.links.find((column) => column.title === '友情链接');
    assert.ok(friends && friends.items.length >= 3);
    for (const item of friends.items as FooterItem[]) assert.match(item.href ?? '', /^https:\/\//);
  });

  it('默认不输出统计脚本', () => {
    assert.deepEqual(config.scripts, []);
  });
});

describe('本站仓库地址', () => {
  const load = (vars: EnvSource) => readEnv(vars).siteRepository;

  it('SITE_REPOSITORY 优先，其次是 GitHub Actions 的当前仓库，都没有时不设置', () => {
    assert.equal(
      load({
        SITE_REPOSITORY: 'https://example.test/a/b',
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: 'c/d',
      }),
      'https://example.test/a/b',
    );
    assert.equal(
      load({ SITE_REPOSITORY: undefined, GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'c/d' }),
      'https://github.com/c/d',
    );
    assert.equal(load({}), undefined);
  });
});
