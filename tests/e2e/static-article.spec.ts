import { startupScripts } from '../../src/plugins/compile-hints';
import { phoneResultLines } from '../../src/plugins/static-runs';
import { layoutEstimates } from '../../src/plugins/static-runs/layout';
import { runAxe } from './support/axe';
import { CODE_BUTTONS, COPY_BUTTON, WRAP_BUTTON } from '../../src/components/StaticRun/codeBlockHooks';
import { expect, gotoHydrated, sharedPageTest, test } from './support/fixtures';

/**
 * 文章的静态段（src/components/StaticRun）：水合时保留服务端 HTML，不重新创建元素；链接、复制和换行按钮照常可用；
 * 客户端路由切换过来时照常渲染。
 */
test.describe('文章的静态段', () => {
  test('水合保留服务端渲染的元素，不替换也不清空', async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const markdown = document.querySelector('.markdown');
        (window as unknown as { serverParagraph?: Element | null }).serverParagraph =
          document.querySelector('.static-run > p');
        (window as unknown as { serverElements?: number }).serverElements = markdown?.querySelectorAll('*').length;
      });
    });
    await gotoHydrated(page, '/docs/basics/loading');
    const result = await page.evaluate(() => {
      const w = window as unknown as { serverParagraph?: Element | null; serverElements?: number };
      return {
        sameParagraph: w.serverParagraph !== null && w.serverParagraph === document.querySelector('.static-run > p'),
        before: w.serverElements,
        after: document.querySelector('.markdown')?.querySelectorAll('*').length,
      };
    });
    expect(result.sameParagraph).toBe(true);
    expect(result.after).toBeGreaterThan(1000);
    // 实时编辑器水合后会多出按钮之类的元素，数量只增不减。
    expect(result.after).toBeGreaterThanOrEqual(result.before ?? Infinity);
  });

  sharedPageTest('静态段里的站内链接走客户端路由，不重新加载页面', async ({ page }) => {
    await gotoHydrated(page, '/docs/basics/loading');
    await page.evaluate(() => ((window as unknown as { stayedOnPage: boolean }).stayedOnPage = true));
    const link = page.locator('.static-run a[href="/docs/api/functions/loadBuffer"]').first();
    await link.click();
    await expect(page).toHaveURL(/\/docs\/api\/functions\/loadBuffer$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('loadBuffer');
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
  });

  sharedPageTest('客户端路由切换过来的文章照常渲染全部内容', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await page
      .getByRole('navigation', { name: '文档侧边栏' })
      .getByRole('link', { name: '加载文档', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('加载文档');
    await expect(page.locator('#from-url')).toHaveCount(1);
    expect(await page.locator('.markdown .static-run p').count()).toBeGreaterThan(20);
  });

  test.describe('代码块按钮', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'], viewport: { width: 390, height: 800 } });

    test('复制按钮复制整段代码，窄屏上长代码出现换行按钮', async ({ page }) => {
      await gotoHydrated(page, '/docs/basics/loading');
      const block = page.locator('.static-run .theme-code-block').first();
      await block.scrollIntoViewIfNeeded();
      const expected = await block
        .locator('code')
        .evaluate((code) => Array.from(code.querySelectorAll('.token-line'), (line) => line.textContent).join('\n'));
      await block.hover();
      // 按钮组接上 React 之后，代码需要横向滚动时换行按钮插在复制按钮前面，把它往左挤：等它出现（或确定不会出现）再点，
      // 否则点击可能落在刚插进来的换行按钮上。
      await expect(block.locator(`${CODE_BUTTONS}[data-buttons-mounted]`)).toBeAttached();
      const scrollable = await block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
      await expect(block.locator(WRAP_BUTTON)).toHaveCount(scrollable ? 1 : 0);
      await block.getByRole('button', { name: '复制代码到剪贴板' }).click();
      await expect(block.getByRole('button', { name: '复制成功' })).toHaveCount(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

      const wrapping = page.locator('.static-run .theme-code-block').filter({ has: page.locator(WRAP_BUTTON) });
      const wrapButton = wrapping.first().locator(`${CODE_BUTTONS} ${WRAP_BUTTON}`);
      await expect(wrapButton).toHaveAttribute('title', '切换自动换行');
      await wrapButton.click();
      await expect(wrapping.first().locator('code')).toHaveCSS('white-space', 'pre-wrap');
      await wrapButton.click();
      await expect(wrapping.first().locator('code')).toHaveCSS('white-space', 'pre');
    });

    test('按钮组接上 React 之前按下复制按钮，接上之后照样复制', async ({ page }) => {
      await gotoHydrated(page, '/docs/basics/loading');
      // 最后一个静态代码块离首屏很远，还没有接近过视口，也没有指针经过。
      const group = page.locator(`.static-run ${CODE_BUTTONS}`).last();
      await expect(group).not.toHaveAttribute('data-buttons-mounted');
      // 只派发 click，不移动指针：按钮组不会先因为指针经过而接上。
      await group.locator(COPY_BUTTON).dispatchEvent('click');
      await expect(group).toHaveAttribute('data-buttons-mounted');
      await expect(group.locator(COPY_BUTTON)).toHaveAttribute('aria-label', '复制成功');
    });
  });

  test('暗色模式下静态段的代码块用暗色配色，切回浅色时恢复', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await gotoHydrated(page, '/docs/basics/loading');
    const block = page.locator('.static-run pre.prism-code').first();
    const keyword = page.locator('.static-run .token.keyword').first();
    // 服务端 HTML 带着浅色主题的内联样式，暗色配色来自 dark-code-css 插件生成的样式表。
    await expect(block).toHaveAttribute('style', /background-color:#f6f8fa/);
    await expect(block).toHaveCSS('background-color', 'rgb(40, 42, 54)');
    await expect(keyword).toHaveCSS('color', 'rgb(189, 147, 249)');
    await expect(keyword).toHaveCSS('font-style', 'italic');
    await page.getByRole('button', { name: /切换浅色\/暗黑模式/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(block).toHaveCSS('background-color', 'rgb(246, 248, 250)');
    await expect(keyword).toHaveCSS('color', 'rgb(0, 0, 159)');
    await expect(keyword).toHaveCSS('font-style', 'normal');
  });

  test('与正文一样的记号（正文、标点）是行里的纯文本，两种颜色模式下都是正文色；有颜色的记号仍是 span', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await gotoHydrated(page, '/docs/basics/troubleshooting');
    const code = page.locator('.static-run pre.prism-code').first();
    // 实时代码块的编辑器由 react-live 自己渲染记号，不经过代码行组件，这里只看静态段。
    // 只属于“正文”或“标点”的记号；嵌在有颜色的记号里的标点（正则里的字符类等）带着那个颜色，仍是 span。
    const counts = await page.evaluate(() => {
      const tokens = Array.from(document.querySelectorAll('.static-run .prism-code .token'));
      const plain = tokens.filter(
        (token) =>
          token.className === 'token punctuation' || (token.className === 'token plain' && token.textContent !== ''),
      );
      return { tokens: tokens.length, plain: plain.length };
    });
    expect(counts.tokens).toBeGreaterThan(100);
    expect(counts.plain).toBe(0);
    const line = code.locator('.token-line').filter({ hasText: '(' }).first();
    // 行里的纯文本继承行的颜色：暗色模式下是 dracula 的正文色，浅色模式下是 github 的。
    await expect(line).toHaveCSS('color', 'rgb(248, 248, 242)');
    await expect(page.locator('.static-run .token.string').first()).not.toHaveCSS('color', 'rgb(248, 248, 242)');
    await page.getByRole('button', { name: /切换浅色\/暗黑模式/ }).click();
    await expect(line).toHaveCSS('color', 'rgb(57, 58, 52)');
  });

  test.describe('首页的示例代码', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('水合保留服务端渲染的代码块，复制按钮照常可用；客户端路由回到首页时照常渲染', async ({ page }) => {
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { serverCode?: Element | null }).serverCode = document.querySelector('.static-run pre');
        });
      });
      await gotoHydrated(page, '/');
      expect(
        await page.evaluate(() => {
          const server = (window as unknown as { serverCode?: Element | null }).serverCode;
          return Boolean(server) && server === document.querySelector('.static-run pre');
        }),
      ).toBe(true);
      const block = page.locator('.static-run .theme-code-block').first();
      await block.scrollIntoViewIfNeeded();
      await block.hover();
      await block.getByRole('button', { name: '复制代码到剪贴板' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("from 'cheerio'");

      await page.getByRole('link', { name: '快速上手', exact: true }).click();
      await expect(page).toHaveURL(/\/docs\//);
      await page.goBack();
      await expect(page.locator('.static-run .theme-code-block')).toHaveCount(2);
      await expect(page.locator('.static-run .token-line').first()).toBeVisible();
    });
  });

  test.describe('静态段之外的代码块（选项卡里的安装命令）', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('水合时保留服务端 HTML，加载页面不请求 Prism，选项卡重新挂载后仍是彩色；指向另一页时才加载 Prism，新页面的代码一出现就是彩色', async ({
      page,
    }) => {
      // Prism 单独成块（src/plugins/lean-prism/browser/prismSource.browser.ts）：按内容认出它，不依赖分块的名字。
      const prismScripts: string[] = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const body = await response.text().catch(() => '');
        if (body.includes('lang(?:uage)?-')) prismScripts.push(response.url());
      });
      await gotoHydrated(page, '/docs/intro');
      const tab = page.getByRole('tabpanel').filter({ hasText: 'npm install cheerio' });
      const command = tab.locator('.token.function').first();
      await expect(command).toHaveText('npm');
      await expect(command).toHaveCSS('color', 'rgb(179, 29, 40)');
      await tab.locator('.theme-code-block').hover();
      await tab.getByRole('button', { name: '复制代码到剪贴板' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm install cheerio');
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      expect(prismScripts).toEqual([]);

      // 读者指向另一页的链接时就开始加载 Prism（lean-prism/browser/loadOnNavigation.ts）：等它到了再点，
      // 新页面的代码第一次出现就是彩色的，不先以纯文本闪一下。
      const link = page
        .getByRole('navigation', { name: '文档侧边栏' })
        .getByRole('link', { name: '加载文档', exact: true });
      await link.hover();
      await expect.poll(() => prismScripts.length).toBe(1);
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await page.evaluate(() => {
        const record = window as unknown as { firstCode?: string };
        const observer = new MutationObserver(() => {
          const code = document.querySelector('.markdown pre.language-js');
          if (!code || document.querySelector('h1')?.textContent !== '加载文档') return;
          record.firstCode = code.querySelector('.token:not(.plain)') ? 'coloured' : 'plain';
          observer.disconnect();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('加载文档');
      expect(await page.evaluate(() => (window as unknown as { firstCode?: string }).firstCode)).toBe('coloured');
      const keyword = page.locator('.markdown .static-run pre .token.keyword').first();
      await expect(keyword).toBeVisible();
      await expect(keyword).not.toHaveCSS('color', 'rgb(57, 58, 52)');
      expect(prismScripts).toHaveLength(1);
    });
  });

  sharedPageTest('还没加载的实时编辑器可以用键盘进入，进入后加载并保持焦点', async ({ page }) => {
    await gotoHydrated(page, '/docs/basics/traversing');
    const block = page.locator('.live-code-block').last();
    const placeholder = block.locator('pre').first();
    await expect(placeholder).toHaveAttribute('tabindex', '0');
    await expect(block.locator('[contenteditable]')).toHaveCount(0);
    await placeholder.focus();
    const editor = block.locator('[contenteditable]');
    await expect(editor).toHaveCount(1);
    await expect(editor).toBeFocused();
  });

  // Lighthouse 里的 axe 不会先让推迟排版的内容排好；列表也被推迟时，列表项压在深色页脚上，被误报对比度不足。
  // 手机宽度下文字折行多、列表更高，问题最明显（Lighthouse 的移动端视口）。
  // manipulation：整组延后的提示框后面紧跟实时代码块，组的占位高度估低时，提示框里的链接按实际位置落在代码块的深色背景上。
  // migrating：表格和列表在组里；selecting：表格在前 24 块里，照常排版。单独延后的表格按占位高度截断，会成为无法用键盘访问的滚动区域。
  for (const path of [
    '/docs/advanced/scraping-walkthrough',
    '/docs/basics/manipulation',
    '/docs/advanced/migrating',
    '/docs/basics/selecting',
  ]) {
    sharedPageTest(`还没滚到的静态段不先排版，axe 也量不出对比度或可滚动区域的问题（${path}）`, async ({ page }) => {
      // 对整篇长文章跑 axe 的对比度规则，安静的两核机器上一页要 5–10 秒，繁忙时翻倍：每页一个测试，各有自己的时限。
      sharedPageTest.setTimeout(90_000);
      await page.setViewportSize({ width: 412, height: 823 });
      await gotoHydrated(page, path);
      const { violations } = await runAxe(page, {
        rules: ['color-contrast', 'scrollable-region-focusable'],
        renderDeferred: false,
      });
      expect(violations.flatMap((violation) => violation.nodes.map((node) => node.html))).toEqual([]);
    });
  }

  for (const { width, height } of [
    { width: 412, height: 823 },
    { width: 1350, height: 940 },
  ]) {
    sharedPageTest(`整组延后的块排版后，每一块的位置都与不分组时相同（宽 ${width}）`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      for (const path of [
        '/docs/api/classes/Cheerio',
        '/docs/advanced/security',
        '/docs/advanced/migrating',
        '/docs/basics/manipulation',
      ]) {
        await page.goto(path);
        const { groups, targets, before, after } = await page.evaluate(() => {
          const deferredTargets = Array.from(document.querySelectorAll('.static-run-deferred > *')).filter(
            (element) => getComputedStyle(element).contentVisibility === 'auto',
          ).length;
          const layoutAll = document.createElement('style');
          layoutAll.textContent = '.static-run-deferred > * { content-visibility: visible !important; }';
          document.head.append(layoutAll);
          const markdown = document.querySelector('article .markdown')!;
          const blocks = 'h2, h3, h4, h5, h6, p, pre, hr, blockquote, ul, ol, table, .theme-admonition';
          const positions = () => {
            const top = markdown.getBoundingClientRect().top;
            const tops = Array.from(
              markdown.querySelectorAll(blocks),
              (block) => block.getBoundingClientRect().top - top,
            );
            return [...tops, markdown.getBoundingClientRect().height].map((value) => Math.round(value));
          };
          const grouped = positions();
          const groupElements = Array.from(document.querySelectorAll('.static-run-group'));
          for (const group of groupElements) group.replaceWith(...Array.from(group.childNodes));
          return { groups: groupElements.length, targets: deferredTargets, before: grouped, after: positions() };
        });
        expect(groups, path).toBeGreaterThan(0);
        expect(after, path).toEqual(before);
        // 逐块延后时 Cheerio 类页面有 1,600 多个，浏览器每一帧都要逐个判断它们是否接近视口。
        if (path.includes('Cheerio')) expect(targets).toBeLessThan(300);
      }
    });
  }

  sharedPageTest('延后排版的内容照常能被页内查找找到', async ({ page }) => {
    await gotoHydrated(page, '/docs/api/classes/Cheerio');
    const found = await page.evaluate(() => {
      const groups = document.querySelectorAll('.static-run-group');
      const last = groups[groups.length - 1];
      // 找一段全页只出现一次的文字（“0.22 起就有”这样的版本标记每个条目都有）：find() 停在第一处。
      const page = document.body.textContent ?? '';
      const phrase =
        Array.from(last.querySelectorAll('p'), (paragraph) => (paragraph.textContent ?? '').trim().slice(0, 16)).find(
          (text) => text.length > 4 && page.indexOf(text) === page.lastIndexOf(text),
        ) ?? '';
      const hit = (window as unknown as { find: (text: string) => boolean }).find(phrase);
      const anchor = getSelection()?.anchorNode;
      return { phrase, hit, insideLastGroup: Boolean(anchor && last.contains(anchor)) };
    });
    expect(found.phrase.length).toBeGreaterThan(4);
    expect(found).toMatchObject({ hit: true, insideLastGroup: true });
  });

  test('打印时延后排版的块全部排版', async ({ page }) => {
    await page.goto('/docs/api/classes/Cheerio');
    const contentVisibility = () =>
      page.evaluate(() =>
        Array.from(
          new Set(
            Array.from(document.querySelectorAll('.static-run-deferred > *'), (element) => {
              return getComputedStyle(element).contentVisibility;
            }),
          ),
        ),
      );
    expect(await contentVisibility()).toContain('auto');
    await page.emulateMedia({ media: 'print' });
    expect(await contentVisibility()).toEqual(['visible']);
  });

  for (const { width, height } of [
    { width: 412, height: 823 },
    { width: 1350, height: 940 },
  ]) {
    test(`首屏之后的实时代码块先不排版，占位高度不低于排版后的实际高度、最多高 20 px（加上结果在手机上多折的行），打印时排版（宽 ${width}）`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      for (const path of ['/docs/advanced/security', '/docs/basics/traversing', '/docs/advanced/migrating']) {
        await page.goto(path);
        const blocks = await page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLElement>('.live-code-block-deferred'), (block) => {
            const skipped = !block.firstElementChild?.checkVisibility({ contentVisibilityAuto: true });
            const estimate = Number(/auto (\d+)px/.exec(block.style.containIntrinsicSize)?.[1]);
            // 排版后的 content-visibility:auto 仍带布局、样式与绘制隔离（里面的下边距算在框内），这里照样保留。
            block.style.contentVisibility = 'visible';
            block.style.contain = 'layout style paint';
            const results = Array.from(block.querySelectorAll<HTMLElement>('[data-live-result] pre'), (pre) => {
              const style = getComputedStyle(pre);
              const content = pre.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
              return { text: pre.textContent ?? '', renderedLines: Math.round(content / parseFloat(style.lineHeight)) };
            });
            return { skipped, estimate, actual: block.getBoundingClientRect().height, results };
          }),
        );
        expect(blocks.length, path).toBeGreaterThan(0);
        // 最后一个实时代码块在两种宽度下都远在首屏之外。
        expect(blocks.at(-1)?.skipped, path).toBe(true);
        for (const { estimate, actual, results } of blocks) {
          // 占位高度按手机上的折行估计结果区（static-runs 的 estimateLiveBlockHeight）；更宽的屏幕上折行少，多出这几行。
          const fewerWrappedLines = results.reduce(
            (sum, { text, renderedLines }) => sum + phoneResultLines(text) - renderedLines,
            0,
          );
          expect(estimate, path).toBeGreaterThanOrEqual(actual);
          expect(estimate - actual, path).toBeLessThanOrEqual(20 + layoutEstimates.liveResultLine * fewerWrappedLines);
        }
      }
      await page.reload();
      await page.emulateMedia({ media: 'print' });
      const printed = await page.evaluate(() =>
        Array.from(
          document.querySelectorAll('.live-code-block-deferred'),
          (block) => getComputedStyle(block).contentVisibility,
        ),
      );
      expect(new Set(printed)).toEqual(new Set(['visible']));
    });
  }

  sharedPageTest('排版后的延后实时代码块和不延后时画得一样：绘制隔离不裁掉编辑器的阴影', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, '/docs/basics/traversing');
    const block = page.locator('.live-code-block-deferred').first();
    await block.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(block.locator('[contenteditable]')).toBeVisible();
    await expect(block.locator('[class*="playgroundPreview_"] pre').first()).not.toBeEmpty();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    // 截外框四周各 10 px：阴影画在外框之外。
    const paintedWith = async (style: {
      contentVisibility?: string;
      contain?: string;
      overflowClipMargin?: string;
    }) => {
      const clip = await block.evaluate((element, style) => {
        Object.assign(element.style, { contentVisibility: '', contain: '', overflowClipMargin: '' }, style);
        const box = element.getBoundingClientRect();
        return { x: box.left - 10, y: box.top - 10, width: box.width + 20, height: box.height + 20 };
      }, style);
      return page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
    };
    const deferred = await paintedWith({});
    // 同样的布局与样式隔离（框内的下边距、位置都不变），只是没有绘制隔离：什么也不裁。
    const unclipped = await paintedWith({ contentVisibility: 'visible', contain: 'layout style' });
    expect(deferred.equals(unclipped)).toBe(true);
    // 比较确实看得见裁剪：没有 overflow-clip-margin 时阴影被裁掉，截图不同。
    const clipped = await paintedWith({ overflowClipMargin: '0px' });
    expect(clipped.equals(unclipped)).toBe(false);
  });

  test('代码里的汉字用正文的那一款中文字体，不再加载另一款等宽中文字体', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    // 子节点里的文字用到哪些系统字体（CDP 按实际排版的字形统计）。
    const fontsOf = async (selector: string) => {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      expect(nodeId, selector).toBeGreaterThan(0);
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      return new Set(fonts.map((font) => font.familyName));
    };
    await page.evaluate(() => {
      // 只看元素自己的文字节点：getPlatformFontsForNode 不统计更深一层的子元素。
      const ownText = (element: Element) =>
        Array.from(element.childNodes, (child) => (child.nodeType === Node.TEXT_NODE ? child.textContent : '')).join(
          '',
        );
      const probe = (elements: Element[], pattern: RegExp, name: string) =>
        elements.find((element) => pattern.test(ownText(element)))?.setAttribute('data-probe', name);
      const code = Array.from(
        document.querySelectorAll('.markdown .prism-code .token-line, .markdown .prism-code .token-line *'),
      );
      probe(code, /^[\x20-\x7e]{4,}$/, 'ascii-code');
      probe(code, /\p{Script=Han}/u, 'han-code');
      probe(Array.from(document.querySelectorAll('.markdown p')), /\p{Script=Han}/u, 'han-prose');
    });
    // 屏幕外的代码块先不排版（content-visibility），滚到它那里、排好版之后才有字形可统计。
    await page.locator('[data-probe="han-code"]').scrollIntoViewIfNeeded();
    const latinCode = await fontsOf('[data-probe="ascii-code"]');
    const hanCodeFonts = async () =>
      [...(await fontsOf('[data-probe="han-code"]'))].filter((family) => !latinCode.has(family));
    await expect.poll(hanCodeFonts).not.toEqual([]);
    const hanCode = await hanCodeFonts();
    const prose = await fontsOf('[data-probe="han-prose"]');
    for (const family of hanCode) expect(prose, family).toContain(family);
  });

  sharedPageTest('目录的滚动高亮跟着文章后半部分的标题走', async ({ page }) => {
    await page.setViewportSize({ width: 1350, height: 940 });
    await gotoHydrated(page, '/docs/basics/loading');
    // 占位高度按手机估计，桌面上偏高：第一次滚到标题时，附近的块排版后变矮，标题随之上移。读者会再滚一下，这里也再滚，
    // 直到标题停在顶部，再看目录的高亮。
    await expect(async () => {
      await page.locator('#parsers').evaluate((heading) => heading.scrollIntoView());
      await expect(page.locator('.table-of-contents a[href="#parsers"]')).toHaveClass(
        /table-of-contents__link--active/,
        { timeout: 1000 },
      );
    }).toPass();
  });

  sharedPageTest('打开文章后半部分的锚点，目标停在视口里', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoHydrated(page, '/docs/basics/loading#parsers');
    await expect(page.locator('#parsers')).toBeInViewport();
  });

  test('React 与主题的脚本（主脚本和第三方脚本）在首次内容绘制之后才开始下载', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    const timing = await page.evaluate(() => ({
      contentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    const startup = timing.scripts.filter(({ path }) => startupScripts.test(path.slice(1)));
    expect(timing.contentfulPaint).toBeDefined();
    expect(startup).toHaveLength(2);
    for (const { start } of startup) expect(start).toBeGreaterThanOrEqual(timing.contentfulPaint ?? Infinity);
  });
});
