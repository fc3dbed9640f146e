/**
 * 为顶层符号生成或补齐译文目录文件：npm run api:skeleton -- Cheerio [load …]
 * 不带参数时处理全部符号。已有译文原样保留；缺的条目按当前英文原文写入 hash、空的 zh，
 * 并把英文附在 YAML 注释里方便对照。文件会被整体重写，请不要在里面手写注释。
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Application } from 'typedoc';
import { typedocOptions } from '../../config/typedoc';
import { isTranslated, lookup, needsTranslation } from './apply';
import { type ExampleEntry, type MemberEntry, type TextEntry, parseSymbolFile, topLevelName } from './catalogue';
import { type EnglishHints, formatSymbolFile } from './format';
import { hashEnglish } from './hash';
import { attachTranslations } from './index';
import { describeExample } from './markdown';
import type { Unit } from './units';

function hints(unit: Unit): string[] {
  if (unit.kind === 'text') return [`en: ${unit.english}`];
  const { prose, comments } = describeExample(unit.content);
  return [
    ...(unit.caption ? [`en caption: ${unit.caption}`] : []),
    ...prose.map((text, index) => `en text[${index}]: ${text}`),
    ...comments.map((text, index) => `en comments ${index + 1}: ${text}`),
  ];
}

function blank(unit: Unit): TextEntry | ExampleEntry {
  return unit.kind === 'text' ? { hash: hashEnglish(unit.english), zh: '' } : { hash: hashEnglish(unit.english) };
}

function place(entry: MemberEntry, unitPath: string, value: TextEntry | ExampleEntry): void {
  if (unitPath === 'summary') entry.summary = value as TextEntry;
  else if (unitPath.startsWith('examples[')) (entry.examples ??= [])[Number(/\d+/.exec(unitPath)?.[0])] = value;
  else if (unitPath.startsWith('params.')) (entry.params ??= {})[unitPath.slice(7)] = value as TextEntry;
  else if (unitPath.startsWith('typeParams.')) (entry.typeParams ??= {})[unitPath.slice(11)] = value as TextEntry;
  else entry.tags[unitPath] = value as TextEntry;
}

async function main(symbols: string[]): Promise<void> {
  const { id, sidebar, plugin, apiTranslationsDir, apiTranslationsStrict, ...options } = typedocOptions;
  const app = await Application.bootstrapWithPlugins({
    ...options,
    plugin: ['typedoc-plugin-markdown', ...plugin.filter((entry) => !entry.includes('typedoc-translations'))],
  });
  const run = attachTranslations(app, { quiet: true });
  app.options.setValue('apiTranslationsDir', apiTranslationsDir);
  await app.convert();
  if (!run.collected || !run.outcome) throw new Error('TypeDoc 转换失败，见上方日志。');

  const dir = path.resolve(apiTranslationsDir);
  const byFile = new Map<string, Unit[]>();
  for (const unit of run.collected.units) byFile.set(unit.file, [...(byFile.get(unit.file) ?? []), unit]);
  const wanted = symbols.length ? new Set(symbols) : undefined;
  for (const [file, units] of byFile) {
    const symbol = path.basename(file, '.yaml');
    if (wanted && !wanted.delete(symbol)) continue;
    const target = path.join(dir, file);
    const existing = existsSync(target)
      ? parseSymbolFile(file, readFileSync(target, 'utf8'))
      : new Map<string, MemberEntry>();

    const byKey = new Map<string, Map<string, Unit>>();
    for (const unit of units) {
      const paths = byKey.get(unit.key) ?? new Map<string, Unit>();
      byKey.set(unit.key, paths);
      // 函数的声明与签名共用一个键，取有原文的那一份。
      if (!paths.get(unit.path)?.english) paths.set(unit.path, unit);
    }

    const members = new Map<string, { entry: MemberEntry; hints: EnglishHints }>();
    for (const [key, paths] of byKey) {
      const current = existing.get(key);
      // 示例在列表里按位置对应：后面的示例要翻译时，前面只有代码的示例也得占位。
      const lastExample = Math.max(
        -1,
        ...[...paths.values()]
          .filter((unit) => unit.kind === 'example' && needsTranslation(unit))
          .map((unit) => Number(/\d+/.exec(unit.path)?.[0])),
      );
      const entry: MemberEntry = { tags: {} };
      const memberHints: EnglishHints = new Map();
      for (const unit of paths.values()) {
        const exampleIndex = unit.kind === 'example' ? Number(/\d+/.exec(unit.path)?.[0]) : -1;
        if (!needsTranslation(unit) && exampleIndex > lastExample) continue;
        if (!needsTranslation(unit) && exampleIndex < 0) continue;
        const kept = current ? lookup(current, unit.path) : undefined;
        place(entry, unit.path, kept ?? blank(unit));
        const stale = kept && kept.hash !== hashEnglish(unit.english);
        if (needsTranslation(unit) && (!kept || !isTranslated(kept) || stale)) {
          memberHints.set(unit.path, [
            ...(stale ? [`原文已改动：核对译文后把 hash 改为 ${hashEnglish(unit.english)}`] : []),
            ...hints(unit),
          ]);
        }
      }
      if (entry.summary || entry.params || entry.typeParams || entry.examples || Object.keys(entry.tags).length) {
        members.set(key, { entry, hints: memberHints });
      }
    }
    // 找不到符号的旧条目原样保留，由构建报告为孤立条目，交给译者决定删除还是改名。
    for (const [key, entry] of existing) if (!members.has(key)) members.set(key, { entry, hints: new Map() });

    mkdirSync(path.dirname(target), { recursive: true });
    const ordered = [...members].sort(([a], [b]) => Number(b === symbol) - Number(a === symbol));
    writeFileSync(target, formatSymbolFile(ordered.map(([key, member]) => ({ key, ...member }))));
    const pending = [...members.values()].reduce((sum, member) => sum + member.hints.size, 0);
    console.log(`${path.relative(process.cwd(), target)}：${members.size} 个条目，${pending} 处待翻译或待核对`);
  }
  for (const symbol of wanted ?? []) console.error(`没有名为 ${symbol} 的顶层符号（${topLevelName(symbol)}）。`);
}

await main(process.argv.slice(2));
