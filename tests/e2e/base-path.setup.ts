/**
 * 带路径前缀的构建（BASE_URL=/cheerio/，输出到 build-base/），给 base-path.spec.ts 用；它按国内镜像的设置构建
 * （SITE_URL 是镜像，CANONICAL_URL 是主站）。这是第三份完整构建，两核机器上
 * 要一分半以上，所以不在默认的测试里：E2E_BASE_PATH=1 时 playwright.config.ts 才加入这两个项目。
 * 本地反复调试时可设 BASE_PATH_REUSE_BUILD=1 复用已有的 build-base/。
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test as setup } from '@playwright/test';
import { BASE_PATH, BASE_PATH_OUT_DIR, MIRROR_ORIGIN, PRIMARY_URL } from './support/base-path';

setup(`构建路径前缀为 ${BASE_PATH} 的站点（build-base/）`, () => {
  if (process.env.BASE_PATH_REUSE_BUILD === '1' && existsSync(path.join(BASE_PATH_OUT_DIR, 'sw.js'))) return;
  setup.setTimeout(10 * 60_000);
  const options = {
    cwd: path.join(__dirname, '../..'),
    env: {
      ...process.env,
      BASE_URL: BASE_PATH,
      SITE_URL: MIRROR_ORIGIN,
      CANONICAL_URL: PRIMARY_URL,
      MIRROR_URL: `${MIRROR_ORIGIN}${BASE_PATH}`,
      API_TRANSLATIONS_STRICT: '1',
    },
    stdio: 'pipe',
    maxBuffer: 64 * 1024 * 1024,
  } as const;
  try {
    // 与 npm run build 是同一个脚本：构建的每一步（内容安全策略、服务工作线程……）这份构建都有。
    execFileSync('npx', ['tsx', 'scripts/build.ts', '--out-dir', BASE_PATH_OUT_DIR], options);
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`带路径前缀的构建失败：\n${String(stdout).slice(-4000)}\n${String(stderr).slice(-4000)}`);
  }
});
