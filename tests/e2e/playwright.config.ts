import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium, offlineHostRule } from './support/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // 显式设定：Playwright 默认用一半的核，在两核的 CI 机器上只有 1 个 worker，整套测试要多跑三四成的时间。
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  timeout: 30_000,
  reporter: process.env.CI
    ? [['list'], ['html', { outputFolder: '../../playwright-report', open: 'never' }]]
    : [['list']],
  use: {
    baseURL,
    locale: 'zh-CN',
    // 记录轨迹要在每个动作前后给页面拍 DOM 快照，即使最后丢弃也要付出代价：pages.spec 与 api.spec 在两核机器上
    // 因此慢三成。CI 只在失败后的重试里记录（重试的失败会附上轨迹），本地调试照旧保留每个失败测试的轨迹。
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // 离线阅读的服务工作线程只在 offline.spec.ts（offline 项目）里放行。其他测试里它会在每个新上下文的页面加载后
    // 注册，并在后台下载整套预缓存（约 5 MiB，两核机器上每次几秒）；共用的页面每个测试结束时清空存储，又要重来一遍；
    // 页面的请求也改由它应答，按请求和缓存断言的测试看到的就不再是静态服务器本身的行为。
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: findChromium(),
      // fixtures.ts 的 externalRequests 断言页面没有发出第三方请求。
      args: [...chromiumArgs, offlineHostRule],
    },
  },
  projects: [
    // 托管搜索模式：先用测试凭据构建 build-hosted/，再由 search-hosted.spec.ts 自己起静态服务器测试。
    // 写在 chromium 之前：同一阶段里 Playwright 按项目的顺序分派，构建就在一开始与 chromium 的测试并行，
    // 而不是排在最后、让另一个 worker 空等它结束才能开始依赖它的两个项目。
    { name: 'search-hosted-build', testMatch: /search-hosted\.setup\.ts$/ },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /search-hosted|offline\.spec|base-path/ },
    // 依赖托管构建的两个项目在第二阶段：离线阅读的用例最长，写在前面先分派。
    // 离线阅读：服务工作线程放行；托管模式的构建兼作更新测试里的“新部署”。
    {
      name: 'offline',
      use: { ...devices['Desktop Chrome'], serviceWorkers: 'allow' },
      testMatch: /offline\.spec\.ts$/,
      dependencies: ['search-hosted-build'],
    },
    {
      name: 'search-hosted',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /search-hosted\.spec\.ts$/,
      dependencies: ['search-hosted-build'],
    },
    // 带路径前缀（BASE_URL=/cheerio/）的构建要多一次完整构建，只在 E2E_BASE_PATH=1 时加入（见 base-path.setup.ts）。
    ...(process.env.E2E_BASE_PATH === '1'
      ? [
          { name: 'base-path-build', testMatch: /base-path\.setup\.ts$/ },
          {
            name: 'base-path',
            use: { ...devices['Desktop Chrome'] },
            testMatch: /base-path\.spec\.ts$/,
            dependencies: ['base-path-build'],
          },
        ]
      : []),
  ],
  webServer: {
    command: `npx tsx ../../src/server/cli.ts ../../build --port ${port} --host 127.0.0.1`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
