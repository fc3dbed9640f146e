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
});
