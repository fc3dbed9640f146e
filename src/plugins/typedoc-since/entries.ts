import { DeclarationReflection, type ProjectReflection, ReflectionKind } from 'typedoc';

/**
 * API 页面上带“新增于”标记的条目：导出的函数（一页一个）、Cheerio 类的成员、查询函数 CheerioAPI 上的静态成员，
 * 以及各个选项接口的字段。类型别名和接口本身只存在于类型声明里，运行时无从查起，不算条目。
 *
 * - `function`：`require('cheerio').load`
 * - `member`：选择集 `$('p').find`
 * - `static`：查询函数 `$.extract`
 * - `option`：传给加载函数的选项字段
 */
export type EntryKind = 'function' | 'member' | 'static' | 'option';

export interface SinceEntry {
  /** 数据文件里的键：`load`、`Cheerio.find`、`CheerioOptions.xml`。 */
  key: string;
  kind: EntryKind;
  /** 条目所属的顶层符号（函数本身、Cheerio、CheerioAPI、选项接口）。 */
  owner: string;
  /** 条目的名字（TypeDoc 的写法，如 `[iterator]`）。 */
  name: string;
}

export const SELECTION_CLASS = 'Cheerio';
export const QUERY_FUNCTION_INTERFACE = 'CheerioAPI';

/**
 * 继承来的字段沿用声明处的键：DecodeStreamOptions 页面上的 xml 就是 CheerioOptions 的 xml，同一个选项只查一次、
 * 只存一份；从 parse5、htmlparser2 等依赖继承来的字段（声明处不在本项目里）记在第一个列出它的接口名下。
 */
function memberKey(owner: DeclarationReflection, member: DeclarationReflection): string {
  const origin = member.inheritedFrom?.reflection;
  if (origin instanceof DeclarationReflection && origin !== member && origin.parent instanceof DeclarationReflection) {
    return memberKey(origin.parent, origin);
  }
  return `${owner.name}.${member.name}`;
}

/** 页面上的一个条目所对应的反射：函数页面是函数本身，类和接口页面是它们的每个成员。 */
export interface PlacedEntry extends SinceEntry {
  reflection: DeclarationReflection;
}

export function placedEntries(project: ProjectReflection): PlacedEntry[] {
  const placed: PlacedEntry[] = [];
  for (const top of project.children ?? []) {
    if (top.kindOf(ReflectionKind.Function)) {
      placed.push({ key: top.name, kind: 'function', owner: top.name, name: top.name, reflection: top });
      continue;
    }
    if (!top.kindOf(ReflectionKind.ClassOrInterface)) continue;
    const kind: EntryKind =
      top.name === SELECTION_CLASS ? 'member' : top.name === QUERY_FUNCTION_INTERFACE ? 'static' : 'option';
    for (const member of top.children ?? []) {
      if (member.kindOf(ReflectionKind.Constructor)) continue;
      const key = memberKey(top, member);
      placed.push({ key, kind, owner: key.slice(0, key.lastIndexOf('.')), name: member.name, reflection: member });
    }
  }
  return placed;
}

/** 数据文件应当覆盖的条目：每个键一个，按键排序。 */
export function sinceEntries(project: ProjectReflection): SinceEntry[] {
  const byKey = new Map<string, SinceEntry>();
  for (const { reflection: _reflection, ...entry } of placedEntries(project)) byKey.set(entry.key, entry);
  return [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
