import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { socialCardPath } from '../../theme/SiteMetadata/cardPath';
import { cardText, renderCard, SITE_NAME } from './card';
import { subsetFace } from './font';
import { cardFor, helmetTitleText, type SectionRule } from './pages';

export interface SocialCardsOptions {
  sections: SectionRule[];
  homeSection: string;
}

/** 缓存目录：卡片按内容和版式的哈希存放，重新构建时没有变化的卡片直接复制。 */
const CACHE_DIR = 'node_modules/.cache/social-cards';

/**
 * 构建结束后为每个页面画一张 1200×630 的分享卡片（标题和栏目，见 card.ts），写到 socialCardPath 给出的位置；
 * 页面的 og:image 由 SiteMetadata 的包装指向它。标题取自服务端渲染时 react-helmet 收集的 <title>。
 *
 * 画一张卡片要一百多毫秒，裁剪字体要一两秒：卡片按“内容 + 版式源码 + 站点标志”的哈希缓存，只画缓存里没有的，
 * 字体也只按这些卡片的字裁剪。
 */
export default function socialCardsPlugin(options: SocialCardsOptions): PluginModule {
  return (context: LoadContext): Plugin => ({
    name: 'social-cards',
    async postBuild({ outDir, head, routesPaths, siteConfig }) {
      const started = performance.now();
      const logo = await readFile(path.join(context.siteDir, 'static/img/logo.svg'));
      const layout = await readFile(path.join(__dirname, 'card.ts'));
      const site = { ...options, baseUrl: siteConfig.baseUrl, title: siteConfig.title, tagline: siteConfig.tagline };
      const cacheDir = path.join(context.siteDir, CACHE_DIR);
      await mkdir(cacheDir, { recursive: true });

      const cards = routesPaths.flatMap((route) => {
        const title = head[route]?.title.toString();
        if (!title) return [];
        const card = cardFor(route, helmetTitleText(title), site);
        const key = createHash('sha256').update(layout).update(logo).update(JSON.stringify(card)).digest('hex');
        return [
          { card, cached: path.join(cacheDir, `${key.slice(0, 32)}.png`), file: socialCardPath(route, site.baseUrl) },
        ];
      });
      const missing: typeof cards = [];
      await Promise.all(
        cards.map(async (entry) => {
          const png = await readFile(entry.cached).catch(() => undefined);
          if (png) await writeCard(outDir, entry.file, png);
          else missing.push(entry);
        }),
      );
      if (missing.length > 0) {
        const font = await subsetFace(SITE_NAME + missing.map(({ card }) => cardText(card)).join(''));
        const logoUri = `data:image/svg+xml;base64,${logo.toString('base64')}`;
        for (const { card, cached, file } of missing) {
          const png = await renderCard(card, { logo: logoUri, font });
          await writeFile(cached, png);
          await writeCard(outDir, file, png);
        }
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`[social-cards] ${cards.length} 张分享卡片，新画 ${missing.length} 张，${seconds} 秒`);
    },
  });
}

async function writeCard(outDir: string, file: string, png: Buffer | Uint8Array): Promise<void> {
  const target = path.join(outDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, png);
}
