import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const root = path.join(__dirname, '../..');
const glossaryPath = path.join(root, 'i18n/zh-CN/api/GLOSSARY.md');

/** 从术语表「不用的译法」一节读出「不用 → 改用」的对照。 */
function rejectedTerms(glossary: string): [rejected: string, preferred: string][] {
  const section = glossary.split(/^## /m).find((part) => part.startsWith('不用的译法'));
  if (!section) throw new Error('GLOSSARY.md 缺少「不用的译法」一节');
  return section
    .split('\n')
    .filter((line) => /^\| [^-]/.test(line) && !line.startsWith('| 不用 '))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map(([, rejected, preferred]) => [rejected, preferred]);
}

function filesUnder(dir: string, extensions: string[]): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext)))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}docs${path.sep}api${path.sep}`));
}

describe('术语一致', () => {
  const rules = rejectedTerms(readFileSync(glossaryPath, 'utf8'));

  it('术语表列出了不用的译法', () => {
    assert.ok(rules.length >= 5);
  });

  it('教程、博客和 API 译文不使用术语表拒绝的说法', () => {
    const files = [
      ...filesUnder('docs', ['.md', '.mdx']),
      ...filesUnder('blog', ['.md', '.mdx']),
      ...filesUnder('i18n/zh-CN/api', ['.yaml', '.md']).filter((file) => file !== glossaryPath),
    ];
    const findings: string[] = [];
    for (const file of files) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const [rejected, preferred] of rules) {
          if (line.includes(rejected))
            findings.push(`${path.relative(root, file)}:${index + 1}：「${rejected}」请改为「${preferred}」`);
        }
      });
    }
    assert.deepEqual(findings, []);
  });

  it('解析「不用的译法」表格', () => {
    const sample = '## 不用的译法\n\n| 不用 | 改用 |\n| --- | --- |\n| 甲 | 乙 |\n\n## 其他\n| 丙 | 丁 |\n';
    assert.deepEqual(rejectedTerms(sample), [['甲', '乙']]);
  });
});
