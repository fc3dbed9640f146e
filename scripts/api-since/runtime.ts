import { createRequire } from 'node:module';
import path from 'node:path';
import type { SinceEntry } from '../../src/plugins/typedoc-since/entries';

/** 各版本共有的那一小部分接口，只描述这里的探针用到的方法；版本之间的差别由探针自己处理。 */
export interface Selection extends ArrayLike<Record<string, unknown>> {
  [key: string | symbol]: unknown;
  prop(name: string): unknown;
  attr(name: string): string | undefined;
  text(): string;
  html(): string | null;
  find(selector: string): Selection;
}

export interface QueryFunction {
  (selector: string): Selection;
  [key: string]: unknown;
  root(): Selection;
  html(): string;
}

export interface CheerioModule {
  [key: string]: unknown;
  load(content: string, options?: object): QueryFunction;
}

export type Loaded = { module: CheerioModule } | { error: string };

/** 像读者一样 `require('cheerio')`：失败（包里缺文件）时记下 Node.js 的报错，路径换成包名。 */
export function loadRelease(dir: string): Loaded {
  try {
    return { module: createRequire(path.join(dir, 'package.json'))(dir) as CheerioModule };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { error: message.split('\n')[0].replaceAll(dir, 'cheerio') };
  }
}

/** 从某个版本的包目录解析它自己的依赖（htmlparser2、parse5……），拿到的是这个版本实际用的那一份。 */
export function requireFrom(dir: string, id: string): unknown {
  try {
    return createRequire(path.join(dir, 'package.json'))(id);
  } catch {
    return undefined;
  }
}

/** TypeDoc 的成员名到运行时的属性名。 */
function propertyKey(name: string): string | symbol {
  return name === '[iterator]' ? Symbol.iterator : name;
}

/** 所有对象都从 Object.prototype 继承来的成员（toString）不算数，只认 Cheerio 自己的。 */
function ownedBy(target: object, key: string | symbol): boolean {
  if (!(key in target)) return false;
  const value = (target as Record<string | symbol, unknown>)[key];
  return value !== undefined && value !== (Object.prototype as Record<string | symbol, unknown>)[key];
}

/** 函数、选择集成员和查询函数的静态成员：这个版本有没有。选项另由探针判断（options.ts）。 */
export function provides(cheerio: CheerioModule, entry: SinceEntry): boolean {
  const $ = cheerio.load('<p>x</p>');
  switch (entry.kind) {
    case 'function':
      return typeof cheerio[entry.name] === 'function';
    case 'member':
      return ownedBy($('p'), propertyKey(entry.name));
    case 'static':
      return ownedBy($, propertyKey(entry.name));
    case 'option':
      throw new Error(`选项 ${entry.key} 要用探针判断`);
  }
}
