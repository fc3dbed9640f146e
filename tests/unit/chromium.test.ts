import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chromiumArgs, defaultChromiumPath, findChromium } from '../e2e/support/chromium';

describe('findChromium', () => {
  it('优先使用 CHROMIUM_PATH', () => {
    assert.equal(
      findChromium({ CHROMIUM_PATH: '/opt/chrome' }, (file) => file === '/opt/chrome'),
      '/opt/chrome',
    );
  });
  it('CHROMIUM_PATH 指向不存在的文件时明确报错', () => {
    assert.throws(() => findChromium({ CHROMIUM_PATH: '/missing' }, () => false), /CHROMIUM_PATH 指向的文件不存在/);
  });
  it('没有环境变量时使用 Debian 的默认路径', () => {
    assert.equal(
      findChromium({}, (file) => file === defaultChromiumPath),
      defaultChromiumPath,
    );
  });
  it('没有系统 Chromium 时使用 Playwright 自己下载的浏览器', () => {
    const bundled = '/root/.cache/ms-playwright/chromium/chrome';
    assert.equal(
      findChromium(
        {},
        (file) => file === bundled,
        () => bundled,
      ),
      bundled,
    );
  });
  it('都找不到时告诉读者如何安装', () => {
    assert.throws(
      () =>
        findChromium(
          {},
          () => false,
          () => '/nowhere',
        ),
      /apt-get install -y chromium/,
    );
    assert.throws(
      () =>
        findChromium(
          {},
          () => false,
          () => undefined,
        ),
      /npx playwright install chromium/,
    );
  });
  it('启动参数包含离线环境需要的开关', () => {
    for (const flag of ['--no-sandbox', '--disable-background-networking', '--disable-component-update']) {
      assert.ok(chromiumArgs.includes(flag), flag);
    }
  });
});
