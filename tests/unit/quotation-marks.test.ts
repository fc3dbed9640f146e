import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const root = path.join(__dirname, '../..');

/** 读者看得到的文字所在的目录：教程、博文、独立页面、主题文字的覆盖与 API 译文目录。 */
const readerText = ['docs', 'blog', 'src/pages', 'i18n'];
const skipped = new Set(['docs/api']);

function files(dir: string): string[] {
  const relative = path.relative(root, dir);
  if (skipped.has(relative)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(md|mdx|json|ya?ml)$/.test(name) ? [full] : [];
  });
}

describe('引号', () => {
  it('中文引号统一用“”和‘’，不用直角引号「」『』', () => {
    const found = readerText
      .flatMap((dir) => files(path.join(root, dir)))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            /[「」『』]/.test(line) ? [`${path.relative(root, file)}:${index + 1}: ${line.trim().slice(0, 60)}`] : [],
          ),
      );
    assert.deepEqual(found, []);
  });

  it('中文文字不用英文直引号 "" 括起来', () => {
    // 只看正文：代码块、行内代码和 JSON 的字符串语法里的直引号是代码的一部分。
    const prose = readerText.flatMap((dir) => files(path.join(root, dir))).filter((file) => !file.endsWith('.json'));
    const found = prose.flatMap((file) => {
      let inFence = false;
      return readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => {
          if (/^\s*```/.test(line)) {
            inFence = !inFence;
            return [];
          }
          if (inFence) return [];
          const text = line.replace(/`[^`]*`/g, '');
          return /"[^"]*\p{Script=Han}[^"]*"/u.test(text)
            ? [`${path.relative(root, file)}:${index + 1}: ${line.trim().slice(0, 60)}`]
            : [];
        });
    });
    assert.deepEqual(found, []);
  });
});
