import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import config from '../../docusaurus.config';
import { env } from '../config/env';
import { applyPolicy, isHostedSearchBuild } from '../csp/policy';
import { OFFLINE_PAGE_FILE } from '../offline/routes';
import { renderOfflinePage } from './offlinePage';
import { injectDigests, siteDigests } from './digests';
import { hashedFiles, precacheIgnores, precachePatterns } from './precache';

/**
 * 用法：tsx src/offline-build/cli.ts [构建目录]。npm run build 的最后一步，在写入内容安全策略之后运行：
 * 预缓存的修订号按页面的最终内容计算。
 *
 * 1. 写出离线页 offline.html（带上与其他页面同样计算的内容安全策略）；
 * 2. 用 esbuild 打包服务工作线程 sw.js 和离线页的脚本 offline.js；
 * 3. 用 Workbox 的 injectManifest 把预缓存清单写进 sw.js。有文件因为太大被跳过时构建失败；
 * 4. 为服务工作线程可能从缓存给出的每个文件算好内容摘要，写进 sw.js（它只给出构建写下的内容，见 src/offline/digests.ts）。
 */
const root = path.resolve(__dirname, '../..');

async function main(outDir: string): Promise<void> {
  const home = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const hostedSearch = isHostedSearchBuild(home);
  const stylesheets = [...home.matchAll(/<link rel=["']?stylesheet["']? href=["']?([^"'\s>]+)/g)].map(
    ([, href = '']) => href,
  );
  if (stylesheets.length === 0) throw new Error('首页里没有样式表链接，无法生成离线页');
  const offlinePage = renderOfflinePage({
    baseUrl: config.baseUrl,
    siteTitle: config.title,
    stylesheets,
    searchWorksOffline: !hostedSearch,
  });
  await writeFile(
    path.join(outDir, OFFLINE_PAGE_FILE),
    applyPolicy(offlinePage, { hostedSearch, analyticsScriptSrc: env.analyticsScriptSrc }),
  );

  await build({
    entryPoints: {
      sw: path.join(root, 'src/offline/worker/sw.ts'),
      offline: path.join(root, 'src/offline/offlinePage.ts'),
    },
    outdir: outDir,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    // Workbox 的开发模式日志和断言按 NODE_ENV 去掉。
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'warning',
  });

  const swFile = path.join(outDir, 'sw.js');
  const { count, size, warnings } = await injectManifest({
    swSrc: swFile,
    swDest: swFile,
    globDirectory: outDir,
    globPatterns: precachePatterns,
    globIgnores: precacheIgnores,
    dontCacheBustURLsMatching: hashedFiles,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
  if (warnings.length > 0) throw new Error(`预缓存清单有问题：\n${warnings.join('\n')}`);
  const digests = await siteDigests(outDir);
  await writeFile(swFile, injectDigests(await readFile(swFile, 'utf8'), digests));
  console.log(
    `离线阅读：sw.js 预缓存 ${count} 个文件，共 ${(size / 1024 / 1024).toFixed(2)} MiB（未压缩），核对 ${Object.keys(digests).length} 个文件的内容摘要`,
  );
}

main(path.resolve(process.argv[2] ?? 'build')).catch((error: unknown) => {
  console.error(`生成服务工作线程失败：${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
