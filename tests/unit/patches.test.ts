import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

/**
 * patches/ 里的依赖补丁（改动上游组件的第三种办法，见 CONTRIBUTING.md 的“改动上游组件”）。patch-package 在安装时应用，
 * 应用失败就让安装报错；这里再确认两件事：补丁针对的正是已安装的版本，已安装的文件里确实有补丁加上的每一行。
 */
const root = path.join(__dirname, '../..');
const patchDir = path.join(root, 'patches');
const patches = readdirSync(patchDir).filter((name) => name.endsWith('.patch'));

/** `@docusaurus+theme-classic+3.6.3.patch` → 包名与版本。 */
function target(name: string): { pkg: string; version: string } {
  const parts = name.replace(/\.patch$/, '').split('+');
  const version = parts.pop()!;
  return { pkg: parts.join('/'), version };
}

/** 补丁里每个文件加上的行（去掉行首的 +），空行不算。 */
function addedLines(patch: string): Map<string, string[]> {
  const files = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of patch.split('\n')) {
    const file = /^\+\+\+ b\/(.+)$/.exec(line)?.[1];
    if (file) files.set(file, (current = []));
    else if (current && line.startsWith('+') && line.slice(1).trim()) current.push(line.slice(1));
  }
  return files;
}

describe('依赖补丁', () => {
  for (const name of patches) {
    const { pkg, version } = target(name);
    it(`${name} 针对已安装的 ${pkg}，改动都在已安装的文件里`, () => {
      const installed = JSON.parse(readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as {
        version: string;
      };
      assert.equal(installed.version, version, `${pkg} 升级了：按 patches/README.md 重新制作或删除这个补丁`);
      const files = addedLines(readFileSync(path.join(patchDir, name), 'utf8'));
      assert.ok(files.size > 0, '补丁里没有改动');
      for (const [file, lines] of files) {
        const full = path.join(root, file);
        assert.ok(existsSync(full), `${file} 不存在`);
        const source = readFileSync(full, 'utf8');
        const missing = lines.filter((line) => !source.includes(line));
        assert.deepEqual(missing, [], `${file} 没有打上补丁：运行 npm install（postinstall 会执行 patch-package）`);
      }
    });
  }
});
