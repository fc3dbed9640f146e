import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { consumersOf, installedVersion, packageDirFrom } from '../support/patched-packages';

/**
 * patches/ 里的依赖补丁（改动上游组件的第三种办法，见 CONTRIBUTING.md 的“改动上游组件”）。patch-package 在安装时应用，
 * 应用失败就让安装报错；这里再确认两件事：补丁针对的正是已安装的版本，已安装的文件里确实有补丁加上的每一行。
 * “已安装”指每个使用者（锁文件里依赖它的包）实际加载的那一份，不是根目录下碰巧同名的那一份（原因见 ../support/patched-packages.ts）。
 */
const root = path.join(__dirname, '../..');
const patchDir = path.join(root, 'patches');
const patches = readdirSync(patchDir).filter((name) => name.endsWith('.patch'));

/**
 * `@docusaurus+theme-classic+3.6.3.patch` → 包名与版本。嵌套安装的副本（patch-package 写成
 * `@docusaurus+core++react-helmet-async+1.3.0.patch`）还给出装着它的包：只有那个包加载这一份。
 */
function target(name: string): { pkg: string; version: string; parent?: string } {
  const segments = name.replace(/\.patch$/, '').split('++');
  const parts = segments.pop()!.split('+');
  const version = parts.pop()!;
  return { pkg: parts.join('/'), version, parent: segments.at(-1)?.split('+').join('/') };
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
    const { pkg, version, parent } = target(name);
    it(`${name} 针对每个使用者加载的 ${pkg}，改动都在那份文件里`, () => {
      const files = addedLines(readFileSync(path.join(patchDir, name), 'utf8'));
      assert.ok(files.size > 0, '补丁里没有改动');
      const consumers = parent ? [{ name: parent, dir: packageDirFrom(parent, root) }] : consumersOf(pkg);
      assert.ok(
        consumers.length > 0,
        `锁文件里没有包依赖 ${pkg}：补丁已经没有用处，删掉它和 patches/README.md 里的一节`,
      );
      const copies = new Map<string, string[]>();
      for (const consumer of consumers) {
        const dir = packageDirFrom(pkg, consumer.dir);
        copies.set(dir, [...(copies.get(dir) ?? []), consumer.name]);
      }
      for (const [dir, users] of copies) {
        const where = `${path.relative(root, dir)}（${users.join('、')} 加载的那一份）`;
        const installed = installedVersion(dir);
        assert.equal(
          installed.version,
          version,
          `${where} 是 ${installed.name}@${installed.version}：按 UPGRADING.md 重新制作或删除这个补丁`,
        );
        for (const [file, lines] of files) {
          const prefix = `node_modules/${pkg}/`;
          const full = path.join(dir, file.slice(file.lastIndexOf(prefix) + prefix.length));
          assert.ok(existsSync(full), `${where} 里没有 ${path.relative(dir, full)}`);
          const source = readFileSync(full, 'utf8');
          const missing = lines.filter((line) => !source.includes(line));
          assert.deepEqual(
            missing,
            [],
            `${where} 的 ${path.relative(dir, full)} 没有打上补丁：运行 npm install（postinstall 会执行 patch-package）；` +
              '补丁打在了别的副本上时，按 UPGRADING.md 为这一份重新制作',
          );
        }
      }
    });
  }
});
