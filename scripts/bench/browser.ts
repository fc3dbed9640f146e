/**
 * 浏览器基准共用的部分：从参数里取构建目录、用项目的静态服务器（与 GitHub Pages 同样的查找顺序和 gzip）在回环地址上提供它、
 * 启动 Debian 的 Chromium（连不出本机）。
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { createStaticServer, listen } from '../../src/server/static-server';
import { chromiumArgs, findChromium, offlineHostRule } from '../../tests/e2e/support/chromium';

export const defaultBuildDir = path.resolve(__dirname, '../../build');

/** `--build <目录>` 换一份构建（例如改动前的 build/ 副本），没有时用 build/。 */
export function buildDirFromArgs(argv: readonly string[]): string {
  const flag = argv.indexOf('--build');
  return flag >= 0 ? path.resolve(argv[flag + 1] ?? '') : defaultBuildDir;
}

export async function serveBuild(root: string): Promise<{ server: Server; origin: string }> {
  const server = createStaticServer({ root });
  await listen(server, { port: 0, host: '127.0.0.1' });
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs, offlineHostRule] });
}
