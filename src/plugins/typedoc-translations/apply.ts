import type { Catalogue, ExampleEntry, MemberEntry, TextEntry } from './catalogue';
import { hashEnglish } from './hash';
import { describeExample, fencedBlocks, translateExample } from './markdown';
import type { CategoryUse, Unit } from './units';

export interface Located {
  file: string;
  key: string;
  path: string;
}

export interface StaleEntry extends Located {
  /** 当前原文的 hash，核对译文后写回条目。 */
  hash: string;
  english: string;
}

export interface InvalidEntry extends Located {
  problem: string;
}

export interface Outcome {
  translated: number;
  total: number;
  byFile: Map<string, { translated: number; total: number }>;
  /** 有条目、但尚未填写译文（zh 为空或示例没有任何译文）。 */
  pending: Located[];
  /** 没有条目的原文。 */
  missing: Located[];
  stale: StaleEntry[];
  orphans: Located[];
  invalid: InvalidEntry[];
  missingCategories: string[];
  unusedCategories: string[];
}

/** 条目内的位置，与 units.ts 生成的 path 一一对应。 */
function memberPaths(entry: MemberEntry): string[] {
  return [
    ...(entry.summary ? ['summary'] : []),
    ...Object.keys(entry.tags),
    ...Object.keys(entry.params ?? {}).map((name) => `params.${name}`),
    ...Object.keys(entry.typeParams ?? {}).map((name) => `typeParams.${name}`),
    ...(entry.examples ?? []).map((_, index) => `examples[${index}]`),
  ];
}

export function lookup(entry: MemberEntry, path: string): TextEntry | ExampleEntry | undefined {
  if (path === 'summary') return entry.summary;
  const example = /^examples\[(\d+)\]$/.exec(path);
  if (example) return entry.examples?.[Number(example[1])];
  const [group, ...rest] = path.split('.');
  const name = rest.join('.');
  if (group === 'params') return entry.params?.[name];
  if (group === 'typeParams') return entry.typeParams?.[name];
  return entry.tags[path];
}

/**
 * 正文条目以 zh 非空为已翻译；示例写出 caption、text、comments 中任何一项
 * （哪怕是空的 comments: {}）即表示已经译校过。
 */
export function isTranslated(entry: TextEntry | ExampleEntry): boolean {
  if ('zh' in entry) return Boolean(entry.zh);
  return entry.caption !== undefined || entry.text !== undefined || entry.comments !== undefined;
}

/** 只有代码、没有标题、说明和注释的示例无需翻译，不计入覆盖率。 */
export function needsTranslation(unit: Unit): boolean {
  if (unit.kind === 'text') return Boolean(unit.english);
  const { prose, comments } = describeExample(unit.content);
  return Boolean(unit.caption || prose.length || comments.length);
}

function sameBlocks(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((block, index) => block === b[index]);
}

/**
 * 把目录里的译文写进注释，并统计覆盖率。过期（原文 hash 变了）或有问题的译文不会写入，
 * 页面回退为英文原文；未翻译的同样保留英文。
 */
export function applyCatalogue(
  units: readonly Unit[],
  categories: readonly CategoryUse[],
  catalogue: Catalogue,
): Outcome {
  const outcome: Outcome = {
    translated: 0,
    total: 0,
    byFile: new Map(),
    pending: [],
    missing: [],
    stale: [],
    orphans: [],
    invalid: [],
    missingCategories: [],
    unusedCategories: [],
  };

  const groups = new Map<string, Unit[]>();
  for (const unit of units) {
    const id = `${unit.key}\u0000${unit.path}`;
    groups.set(id, [...(groups.get(id) ?? []), unit]);
  }

  const used = new Set<string>();
  for (const [id, all] of groups) {
    // 继承来的副本与声明处共用一个条目；已有原文时，空原文的副本不参与。
    const withText = all.filter((unit) => unit.english);
    const group = withText.length ? withText : all;
    const first = group[0];
    const located: Located = { file: first.file, key: first.key, path: first.path };
    const catalogued = catalogue.entries.get(first.key);
    const entry = catalogued ? lookup(catalogued.entry, first.path) : undefined;
    if (entry) used.add(id);
    if (first.kind === 'example' ? !needsTranslation(first) : !first.english && !entry) continue;

    const counts = outcome.byFile.get(first.file) ?? { translated: 0, total: 0 };
    outcome.byFile.set(first.file, counts);
    counts.total++;
    outcome.total++;

    if (!entry) {
      outcome.missing.push(located);
      continue;
    }
    const currentHash = hashEnglish(first.english);
    const hashes = new Set(group.map((unit) => hashEnglish(unit.english)));
    if (!isTranslated(entry)) {
      outcome.pending.push(located);
      continue;
    }
    if (hashes.size > 1 || !hashes.has(entry.hash)) {
      outcome.stale.push({ ...located, hash: currentHash, english: first.english });
      continue;
    }

    if (first.kind === 'text') {
      const zh = (entry as TextEntry).zh;
      if (!sameBlocks(fencedBlocks(first.english), fencedBlocks(zh))) {
        outcome.invalid.push({ ...located, problem: '译文中的代码块必须与原文逐字相同' });
        continue;
      }
      for (const unit of group) if (unit.kind === 'text') unit.write(zh);
    } else {
      const example = entry as ExampleEntry;
      const { markdown, errors } = translateExample(first.content, example);
      if (errors.length) {
        outcome.invalid.push({ ...located, problem: errors.join('；') });
        continue;
      }
      for (const unit of group) if (unit.kind === 'example') unit.write(markdown, example.caption);
    }
    counts.translated++;
    outcome.translated++;
  }

  for (const [key, { file, entry }] of catalogue.entries) {
    for (const path of memberPaths(entry)) {
      if (!used.has(`${key}\u0000${path}`)) outcome.orphans.push({ file, key, path });
    }
  }

  const seenCategories = new Set<string>();
  for (const use of categories) {
    seenCategories.add(use.name);
    const zh = catalogue.categories.get(use.name);
    if (zh) use.write(zh);
  }
  outcome.missingCategories = [...seenCategories].filter((name) => !catalogue.categories.has(name)).sort();
  outcome.unusedCategories = [...catalogue.categories.keys()].filter((name) => !seenCategories.has(name)).sort();
  return outcome;
}
