import { contains, load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { describeFailure } from '../analysis';
import { isElement } from '../selectorFor';
import { explainSelectorError, type SelectorHelp } from '../selectorHelp';
import { csvLayout, csvText } from './csv';
import { buildExtractMap } from './extractMap';
import type { ExtractField } from './fields';
import { relativeSelector } from './relativeSelector';

/**
 * 分析 worker 里运行的“提取数据”：检查字段表，对每个样本用真正的 `$.extract()` 求值，给出 JSON、CSV 和每个字段
 * 有没有匹配，以及树里点中的节点能作为哪个列表的子字段加进去。读者给的字段只是数据（名字、选择器、属性名），
 * 这里不执行读者的代码。不依赖 worker 环境，单元测试在 Node 里直接调用。
 */

/** 字段在表里的位置：顶层的下标，再往下是子字段的下标。 */
export type FieldPath = number[];

export interface FieldProblem {
  path: FieldPath;
  part: 'name' | 'selector' | 'attribute' | 'fields';
  message: string;
  help?: SelectorHelp;
}

export interface FieldReport {
  path: FieldPath;
  /** 这个字段求值的次数：顶层字段一次，列表里的子字段每一项一次。 */
  evaluated: number;
  /** 其中没有匹配的次数：单个值是 undefined，数组是空的。 */
  empty: number;
  /** 取全部匹配的字段：各次求值得到的数组一共有多少项。 */
  items?: number;
  /** 第一个有匹配的值，截短后用于显示。 */
  preview?: string;
}

export type SampleExtraction =
  | { ok: true; json: string; csv: string; csvRows: number; ms: number; reports: FieldReport[] }
  | { ok: false; message: string };

export interface PickTarget {
  /** 可以加入子字段的那个嵌套字段。 */
  path: FieldPath;
  selector: string;
  tag: string;
}

export interface ExtractOutcome {
  /** 有问题时不求值，samples 为空。 */
  problems: FieldProblem[];
  samples: SampleExtraction[];
  pickTargets: PickTarget[];
}

const MAX_PREVIEW = 80;

let probe: CheerioAPI | null = null;

/** 选择器在语法上是否有效：在一份很小的文档上试一次，不必在几兆的文档上跑完整个选择器。 */
function selectorError(selector: string): SelectorHelp | null {
  probe ??= load('<p></p>');
  try {
    probe.root().find(selector);
    return null;
  } catch (error) {
    return explainSelectorError(error, selector);
  }
}

export function checkFields(fields: readonly ExtractField[], path: FieldPath = []): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    const at = [...path, index];
    const name = field.name;
    if (name.trim() === '') {
      problems.push({ path: at, part: 'name', message: '字段名不能为空：它是结果对象里的键。' });
    } else if (name === '__proto__') {
      problems.push({
        path: at,
        part: 'name',
        message:
          '字段名不能是 __proto__：extract() 把结果写进普通对象，这个名字改的是对象的原型，结果里不会有这个字段。',
      });
    } else if (seen.has(name)) {
      problems.push({
        path: at,
        part: 'name',
        message: `同一层里已经有名为“${name}”的字段；extract() 的结果里只会留下后一个。`,
      });
    }
    seen.add(name);
    if (field.selector.trim() === '') {
      problems.push({
        path: at,
        part: 'selector',
        message: path.length === 0 ? '选择器不能为空。' : '选择器不能为空；要取列表项自身（例如它的属性），写 :scope。',
      });
    } else {
      const help = selectorError(field.selector);
      if (help) problems.push({ path: at, part: 'selector', message: help.summary, help });
    }
    if (field.value === 'attribute' && (field.attribute ?? '').trim() === '') {
      problems.push({ path: at, part: 'attribute', message: '填写要读取的属性名，例如 data-id。' });
    }
    if (field.value === 'fields') {
      if ((field.fields ?? []).length === 0) {
        problems.push({ path: at, part: 'fields', message: '嵌套字段还没有子字段：添加至少一个。' });
      } else {
        problems.push(...checkFields(field.fields ?? [], at));
      }
    }
  });
  return problems;
}

function preview(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_PREVIEW ? `${flat.slice(0, MAX_PREVIEW)}…` : flat;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || (Array.isArray(value) && value.length === 0);
}

function collectReports(
  fields: readonly ExtractField[],
  objects: readonly Record<string, unknown>[],
  path: FieldPath,
  reports: FieldReport[],
): void {
  fields.forEach((field, index) => {
    const at = [...path, index];
    const values = objects.map((object) => object[field.name]);
    const first = values.find((value) => !isEmpty(value));
    reports.push({
      path: at,
      evaluated: values.length,
      empty: values.filter(isEmpty).length,
      ...(field.all
        ? { items: values.reduce((sum: number, value) => sum + (Array.isArray(value) ? value.length : 0), 0) }
        : {}),
      ...(first === undefined ? {} : { preview: preview(Array.isArray(first) ? first[0] : first) }),
    });
    if (field.value === 'fields') {
      const items = values.flatMap((value) =>
        Array.isArray(value)
          ? (value as Record<string, unknown>[])
          : value === undefined
            ? []
            : [value as Record<string, unknown>],
      );
      collectReports(field.fields ?? [], items, at, reports);
    }
  });
}

function extractSample($: CheerioAPI, fields: readonly ExtractField[]): SampleExtraction {
  const started = performance.now();
  try {
    const data = $.extract(buildExtractMap($, fields)) as Record<string, unknown>;
    const ms = performance.now() - started;
    const reports: FieldReport[] = [];
    collectReports(fields, [data], [], reports);
    const layout = csvLayout(fields);
    const csv = csvText(data, layout);
    const rows = layout.rowsFrom === null ? 1 : ((data[layout.rowsFrom] as unknown[] | undefined)?.length ?? 0);
    return { ok: true, json: JSON.stringify(data, null, 2), csv, csvRows: rows, ms, reports };
  } catch (error) {
    return { ok: false, message: describeFailure(error, '运行 extract() ') };
  }
}

/** 点中的节点落在哪些嵌套字段的匹配项里：对每一个，给出它在那一项里的相对选择器。 */
export function pickTargets($: CheerioAPI, fields: readonly ExtractField[], picked: Element): PickTarget[] {
  const targets: PickTarget[] = [];
  const walk = (list: readonly ExtractField[], scope: AnyNode, path: FieldPath) => {
    list.forEach((field, index) => {
      if (field.value !== 'fields' || field.selector.trim() === '') return;
      let items: AnyNode[];
      try {
        items = $(scope).find(field.selector).toArray();
      } catch {
        return;
      }
      if (!field.all) items = items.slice(0, 1);
      const item = items.find((candidate) => candidate === picked || contains(candidate, picked));
      if (!item || !isElement(item)) return;
      const at = [...path, index];
      const selector = relativeSelector($, item, picked);
      if (selector !== null) targets.push({ path: at, selector, tag: picked.name });
      walk(field.fields ?? [], item, at);
    });
  };
  walk(fields, $.root()[0], []);
  return targets;
}

/**
 * 字段表在每个样本上的结果。documents 是各个样本解析好的文档，picked 是当前样本（第一个）的树里点中的元素。
 * 字段有问题时不求值，只报告问题。
 */
export function runExtract(
  documents: readonly CheerioAPI[],
  fields: readonly ExtractField[],
  picked: AnyNode | null = null,
): ExtractOutcome {
  const problems = checkFields(fields);
  const targets = documents.length > 0 && picked && isElement(picked) ? pickTargets(documents[0], fields, picked) : [];
  if (problems.length > 0 || fields.length === 0) return { problems, samples: [], pickTargets: targets };
  return { problems, samples: documents.map(($) => extractSample($, fields)), pickTargets: targets };
}
