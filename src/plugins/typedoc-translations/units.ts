import {
  Comment,
  type CommentDisplayPart,
  type CommentTag,
  DeclarationReflection,
  type ProjectReflection,
  type Reflection,
  ReflectionKind,
  SignatureReflection,
} from 'typedoc';
import { topLevelName } from './catalogue';

/**
 * 一段可翻译的文字。key 是目录里的条目键（Cheerio.attr#2），path 是条目内的位置
 * （summary、returns、params.name、examples[0]……），file 是条目所在的目录文件。
 */
interface UnitBase {
  file: string;
  key: string;
  path: string;
  /** 计算 hash 的英文原文；没有原文（只存在于译文目录的补充说明）时为空串。 */
  english: string;
  /** 注释所属的声明或签名：渲染之后由它找到这段文字所在的页面和锚点（见 english.ts）。 */
  owner: Reflection;
}

export interface TextUnit extends UnitBase {
  kind: 'text';
  write(markdown: string): void;
}

export interface ExampleUnit extends UnitBase {
  kind: 'example';
  caption: string;
  content: string;
  write(markdown: string, caption: string | undefined): void;
}

export type Unit = TextUnit | ExampleUnit;

export interface CategoryUse {
  name: string;
  write(zh: string): void;
}

/** 把译文 Markdown 变回 TypeDoc 的注释片段；由调用方提供，以便复用 TypeDoc 的解析器（{@link} 等）。 */
type ParseMarkdown = (markdown: string, file: string) => CommentDisplayPart[];

/** 与输出目录同名，目录文件与页面一一对应：functions/load.yaml ↔ /docs/api/functions/load。 */
const KIND_DIRS = new Map<ReflectionKind, string>([
  [ReflectionKind.Class, 'classes'],
  [ReflectionKind.Interface, 'interfaces'],
  [ReflectionKind.Function, 'functions'],
  [ReflectionKind.TypeAlias, 'type-aliases'],
  [ReflectionKind.Variable, 'variables'],
  [ReflectionKind.Enum, 'enumerations'],
]);

/** 需要翻译的块级标签；@default、@category 等不是正文，另行处理或保持原样。 */
const TEXT_TAGS = ['@returns', '@remarks', '@deprecated', '@see', '@throws'];

function isProject(reflection: Reflection | undefined): boolean {
  return reflection?.kindOf(ReflectionKind.Project) ?? false;
}

/**
 * 条目键。继承来的成员沿用声明处的键（CheerioRequestOptions.xml → CheerioOptions.xml），
 * 同一段英文只翻译一次；类型字面量（__type）不单独成键。
 */
function reflectionKey(reflection: Reflection): string | undefined {
  if (isProject(reflection)) return undefined;
  if (reflection instanceof SignatureReflection) {
    const parent = reflection.parent;
    let key = reflectionKey(parent);
    if (key === undefined) return undefined;
    if (parent.kindOf(ReflectionKind.ClassOrInterface)) key += '()';
    const siblings = parent.signatures ?? [];
    if (siblings.length > 1) key += `#${siblings.indexOf(reflection) + 1}`;
    return key;
  }
  if (!(reflection instanceof DeclarationReflection)) return undefined;
  if (reflection.kindOf(ReflectionKind.TypeLiteral)) {
    return reflection.parent ? reflectionKey(reflection.parent) : undefined;
  }
  const origin = reflection.inheritedFrom?.reflection;
  if (origin && origin !== reflection) return reflectionKey(origin);
  if (!reflection.parent || isProject(reflection.parent)) return reflection.name;
  const parentKey = reflectionKey(reflection.parent);
  return parentKey === undefined ? undefined : `${parentKey}.${reflection.name}`;
}

/** 条目所在的文件由键的第一段（顶层符号）决定，继承来的成员因此落在声明它的符号的文件里。 */
function fileFor(project: ProjectReflection, key: string): string | undefined {
  const top = project.getChildByName(topLevelName(key));
  const dir = top && KIND_DIRS.get(top.kind);
  return dir ? `${dir}/${top.name}.yaml` : undefined;
}

function combine(parts: readonly CommentDisplayPart[]): string {
  return Comment.combineDisplayParts(parts).trim();
}

export interface Collected {
  units: Unit[];
  categories: CategoryUse[];
}

/**
 * 收集项目里全部可翻译的文字。没有原文的摘要和参数也会以空原文登记，
 * 这样译文目录可以为上游没写文档的符号补一段中文说明。
 */
export function collectUnits(project: ProjectReflection, parse: ParseMarkdown): Collected {
  const units: Unit[] = [];
  const categories: CategoryUse[] = [];

  const textUnit = (
    base: Omit<UnitBase, 'english'>,
    parts: readonly CommentDisplayPart[],
    assign: (parts: CommentDisplayPart[]) => void,
  ) => {
    units.push({
      ...base,
      kind: 'text',
      english: combine(parts),
      write: (markdown) => assign(parse(markdown, base.file)),
    });
  };

  const commentUnits = (file: string, key: string, owner: Reflection, sharesKeyWithParent: boolean) => {
    const comment = owner.comment;
    // 函数的签名与声明共用一个键：补充说明只写到声明上，免得渲染两遍。
    if (comment?.summary.length || !sharesKeyWithParent) {
      textUnit({ file, key, path: 'summary', owner }, comment?.summary ?? [], (parts) => {
        if (owner.comment) owner.comment.summary = parts;
        else owner.comment = new Comment(parts);
      });
    }
    if (!comment) return;

    const seen = new Map<string, number>();
    let exampleIndex = 0;
    for (const tag of comment.blockTags) {
      if (tag.tag === '@category') {
        categories.push({ name: combine(tag.content), write: (zh) => (tag.content = [{ kind: 'text', text: zh }]) });
      } else if (tag.tag === '@example') {
        units.push(exampleUnit(file, key, `examples[${exampleIndex++}]`, tag, owner));
      } else if (tag.tag === '@param' && tag.name) {
        // 重载函数的实现注释里的 @param 没有对应的参数，TypeDoc 把它们原样留作块标签，显示在每个重载下。
        textUnit({ file, key, path: `params.${tag.name}`, owner }, tag.content, (parts) => {
          tag.content = parts;
        });
      } else if (TEXT_TAGS.includes(tag.tag)) {
        const name = tag.tag.slice(1);
        const count = (seen.get(name) ?? 0) + 1;
        seen.set(name, count);
        textUnit({ file, key, path: count > 1 ? `${name}#${count}` : name, owner }, tag.content, (parts) => {
          tag.content = parts;
        });
      }
    }
  };

  const exampleUnit = (file: string, key: string, path: string, tag: CommentTag, owner: Reflection): ExampleUnit => {
    const caption = tag.name ?? '';
    const content = combine(tag.content);
    return {
      file,
      key,
      path,
      owner,
      kind: 'example',
      caption,
      content,
      english: caption ? `${caption}\n\n${content}` : content,
      write: (markdown, newCaption) => {
        tag.content = parse(markdown, file);
        if (newCaption !== undefined) tag.name = newCaption;
      },
    };
  };

  const childUnits = (
    file: string,
    key: string,
    group: 'params' | 'typeParams',
    children: readonly Reflection[],
    owner: Reflection,
  ) => {
    for (const child of children) {
      if (child.name === 'this' || child.name.startsWith('__')) continue;
      textUnit({ file, key, path: `${group}.${child.name}`, owner }, child.comment?.summary ?? [], (parts) => {
        if (child.comment) child.comment.summary = parts;
        else child.comment = new Comment(parts);
      });
    }
  };

  const reflections = Object.values(project.reflections).sort((a, b) => a.id - b.id);
  for (const reflection of reflections) {
    if (!(reflection instanceof DeclarationReflection || reflection instanceof SignatureReflection)) continue;
    if (reflection.kindOf(ReflectionKind.TypeLiteral)) continue;
    const key = reflectionKey(reflection);
    if (key === undefined) continue;
    const file = fileFor(project, key);
    if (file === undefined) continue;
    const sharesKeyWithParent = reflection instanceof SignatureReflection && reflectionKey(reflection.parent) === key;
    commentUnits(file, key, reflection, sharesKeyWithParent);
    if (reflection instanceof SignatureReflection) {
      childUnits(file, key, 'params', reflection.parameters ?? [], reflection);
      childUnits(file, key, 'typeParams', reflection.typeParameters ?? [], reflection);
    } else {
      childUnits(file, key, 'typeParams', reflection.typeParameters ?? [], reflection);
    }
  }

  return { units, categories };
}
