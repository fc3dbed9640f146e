import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Playwright 在本项目的构建机器上无法下载自带的浏览器，所以使用 Debian 的 chromium 软件包。
 * 优先使用 CHROMIUM_PATH 指定的可执行文件，其次是 Debian 的默认路径；都没有时，如果这台机器装过 Playwright 自己的
 * Chromium（npx playwright install chromium），就用它。
 */
export const defaultChromiumPath = '/usr/bin/chromium';

function playwrightChromiumPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (file: string) => boolean = existsSync,
  bundledPath: () => string | undefined = playwrightChromiumPath,
): string {
  const fromEnv = env.CHROMIUM_PATH?.trim();
  if (fromEnv) {
    if (!exists(fromEnv)) {
      throw new Error(`CHROMIUM_PATH 指向的文件不存在：${fromEnv}`);
    }
    return fromEnv;
  }
  if (exists(defaultChromiumPath)) return defaultChromiumPath;
  const bundled = bundledPath();
  if (bundled && exists(bundled)) return bundled;
  throw new Error(
    `找不到 Chromium。请先安装 Debian 的 chromium 软件包（sudo apt-get install -y chromium），` +
      `或把 CHROMIUM_PATH 设为 Chromium 可执行文件的路径。能访问 Playwright 下载站点的机器也可以运行 npx playwright install chromium。`,
  );
}

/** 这台机器上没有外网：关掉 Chromium 的各种后台联网，避免大量被拒绝的连接拖慢测试。 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * 测试用的浏览器里，本机以外的主机名一律解析失败：页面即使请求第三方主机也出不了本机。
 * 用浏览器的规则而不是 Playwright 的请求拦截：拦截会让每个请求都在浏览器里暂停、往返一趟再放行，
 * 一次页面加载（连同预取近五十个请求）因此慢约四成。
 */
export const offlineHostRule = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';
