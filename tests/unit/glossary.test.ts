import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { GLOSSARY, PAGE_TERMS, REJECTED_TRANSLATIONS } from '../../src/terms';
import { GLOSSARY_FILE, regenerateGlossary } from '../../src/terms/glossaryMarkdown';
import { glossaryWords, keywordsFor, termPages } from '../../src/search/indexing/keywords';

const root = path.join(__dirname, '../..');

function filesUnder(dir: string, extensions: string[]): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext)))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}docs${path.sep}api${path.sep}`));
}

/** 术语表里的页面路径对应的源文件：教程是 docs/ 下的 Markdown，博客按 front matter 的 slug 找，读者工具是 src/pages/playground/ 下的页面。 */
function pageExists(page: string): boolean {
  if (page === '/docs/api') return true;
  // src/pages 里的独立页面（如 /playground）：文件名或目录下的 index 就是地址。
  const standalone = path.join(root, 'src/pages', page.slice(1));
  if (['.tsx', '.md', '.mdx', '/index.tsx'].some((ext) => existsSync(standalone + ext))) return true;
  const doc = /^\/docs\/(.+)$/.exec(page);
  if (doc) return ['.md', '.mdx'].some((ext) => existsSync(path.join(root, 'docs', doc[1] + ext)));
  const post = /^\/blog\/(.+)$/.exec(page);
  if (post) {
    return filesUnder('blog', ['.md', '.mdx']).some((file) =>
      new RegExp(`^slug: ${post[1].replace(/[.]/g, '\\.')}$`, 'm').test(readFileSync(file, 'utf8')),
    );
  }
  return false;
}

/** 读者看到的译文：教程、博客和 API 译文目录（术语表自己的 GLOSSARY.md 除外，它要列出不用的说法）。 */
function docFiles(): string[] {
  return [
    ...filesUnder('docs', ['.md', '.mdx']),
    ...filesUnder('blog', ['.md', '.mdx']),
    ...filesUnder('i18n/zh-CN/api', ['.yaml', '.md']).filter((file) => file !== GLOSSARY_FILE),
  ];
}

describe('术语表（src/terms/index.ts）', () => {
  it('GLOSSARY.md 里的表格由术语表生成，且是最新的', () => {
    const source = readFileSync(GLOSSARY_FILE, 'utf8');
    assert.equal(regenerateGlossary(source), source, 'GLOSSARY.md 过期了：运行 npm run terms:sync');
  });

  it('术语表列出了不用的译法', () => {
    assert.ok(REJECTED_TRANSLATIONS.length >= 5);
  });

  it('教程、博客和 API 译文不使用术语表拒绝的说法', () => {
    const findings: string[] = [];
    for (const file of docFiles()) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const { rejected, preferred } of REJECTED_TRANSLATIONS) {
          if (line.includes(rejected))
            findings.push(`${path.relative(root, file)}:${index + 1}：“${rejected}”请改为“${preferred}”`);
        }
      });
    }
    assert.deepEqual(findings, []);
  });

  it('指 DOM 特性时标出（property）：读者常把 attribute 与 property 的译法记反', () => {
    const glossed = /特性(\*\*)?（property）/;
    const findings = docFiles().flatMap((file) => {
      const where = (index: number) => `${path.relative(root, file)}:${index + 1}`;
      const lines = readFileSync(file, 'utf8').split('\n');
      if (!file.endsWith('.yaml')) {
        return lines.flatMap((line, index) =>
          line.includes('特性') && !glossed.test(line)
            ? [`${where(index)}：第一次出现的“特性”请写成“特性（property）”，或改说“prop('href') 的值”`]
            : [],
        );
      }
      // API 页面上一个方法的各个重载排在一起：每个方法只在第一次出现时注明，之后写“特性”，免得满页都是括号。
      const problems: string[] = [];
      const methodsSeen = new Set<string>();
      let method = '';
      lines.forEach((line, index) => {
        method = /^([\w.]+)(?:#\d+)?:\s*$/.exec(line)?.[1] ?? method;
        if (!line.includes('特性')) return;
        const first = !methodsSeen.has(method);
        methodsSeen.add(method);
        const occurrences = line.split('特性').length - 1;
        const glosses = line.split('（property）').length - 1;
        if (first && !glossed.test(line))
          problems.push(`${where(index)}：${method} 第一次出现的“特性”请写成“特性（property）”`);
        if (glosses > (first ? 1 : 0) && occurrences > 0)
          problems.push(`${where(index)}：${method} 已经注明过“（property）”，这里写“特性”即可`);
      });
      return problems;
    });
    assert.deepEqual(findings, []);
  });

  it('搜索用的说法指向存在的页面，没有空的或重复的说法', () => {
    for (const page of termPages()) assert.ok(pageExists(page), `术语表里的页面不存在：${page}`);
    for (const { page, words } of PAGE_TERMS) {
      assert.ok(
        words.every((word) => word.trim() === word && word.length > 0),
        page,
      );
      const lower = words.map((word) => word.toLowerCase());
      assert.equal(new Set(lower).size, lower.length, `${page} 有重复的说法`);
    }
  });

  it('译名表的一行拆成读者会输入的几个说法', () => {
    const find = (en: string) => GLOSSARY.flatMap((s) => s.terms).find((term) => term.en === en)!;
    assert.deepEqual(glossaryWords(find('parent / child / descendant / sibling')), [
      'parent',
      'child',
      'descendant',
      'sibling',
      '父元素',
      '子元素',
      '后代',
      '同级元素',
    ]);
    assert.deepEqual(glossaryWords(find('fragment (fragment mode)')), ['fragment', 'fragment mode', '片段']);
    assert.deepEqual(glossaryWords(find('quirks mode')), ['quirks mode', '怪异模式']);
  });

  it('页面关键词合并术语表的说法与 API 符号名', () => {
    assert.ok(keywordsFor('/docs/basics/traversing').includes('sibling'));
    assert.ok(keywordsFor('/docs/basics/traversing').includes('兄弟元素'));
    assert.deepEqual(keywordsFor('/docs/api/functions/load'), ['load', 'cheerio.load', '$.load']);
    assert.deepEqual(keywordsFor('/docs/api/classes/Cheerio'), ['Cheerio']);
  });
});
