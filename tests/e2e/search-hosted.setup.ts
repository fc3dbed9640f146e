/**
 * 托管搜索模式的端到端测试先要一份用测试凭据构建的站点（build-hosted/）。
 * 只有 search-hosted 项目依赖这一步，默认的本地模式测试不会多跑一次构建。
 * 本地反复调试时可设 SEARCH_HOSTED_REUSE_BUILD=1 复用已有的 build-hosted/。
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test as setup } from '@playwright/test';
import { HOSTED_ENV, HOSTED_OUT_DIR } from '../fixtures/search/hosted';

setup('构建托管搜索模式的站点（build-hosted/）', () => {
  if (process.env.SEARCH_HOSTED_REUSE_BUILD === '1' && existsSync(path.join(HOSTED_OUT_DIR, 'index.html'))) return;
  setup.setTimeout(10 * 60_000);
  try {
    const options = {
      cwd: path.join(__dirname, '../..'),
      env: { ...process.env, ...HOSTED_ENV },
      stdio: 'pipe',
      maxBuffer: 64 * 1024 * 1024,
    } as const;
    // 与 npm run build 是同一个脚本，每一步都有：托管模式的测试也在内容安全策略之下运行，offline.spec.ts 把这份构建
    // 当作“新部署”，要用它的服务工作线程。
    execFileSync('npx', ['tsx', 'scripts/build.ts', '--out-dir', HOSTED_OUT_DIR], options);
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`托管模式的构建失败：\n${String(stdout).slice(-4000)}\n${String(stderr).slice(-4000)}`);
  }
});
