import { DEFAULT_OPTIONS, type ParseOptions, type PlaygroundState } from '../../tools/playground/state';

/**
 * 从实时代码块的代码里找出演练场需要的另外两样东西：第一次 `cheerio.load(…)` 的 HTML 和解析选项，
 * 以及第一个 `$('…')` 里的选择器。只认字面量（引号字符串、没有 `${}` 的模板字符串）和用字面量声明的常量；找不到就留空，
 * 代码本身总是原样带过去，在演练场里照样运行。
 */

const STRING_LITERAL = String.raw`(['"\x60])((?:\\[\s\S]|(?!\1)[^\\])*)\1`;
const LOAD_CALL = new RegExp(String.raw`cheerio\.load\(\s*(?:${STRING_LITERAL}|([A-Za-z_$][\w$]*))\s*([^)]*)\)`);
const SELECTOR_CALLS = new RegExp(String.raw`\$\(\s*(?:${STRING_LITERAL}|([A-Za-z_$][\w$]*))\s*[,)]`, 'g');

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0' };

/** 字面量的值；模板字符串里有 `${}` 时返回 null（值要到运行时才知道）。 */
function literalValue(quote: string, body: string): string | null {
  if (quote === '`' && body.includes('${')) return null;
  return body.replace(/\\(u\{[\da-fA-F]+\}|u[\da-fA-F]{4}|x[\da-fA-F]{2}|\r?\n|[\s\S])/g, (_, escape: string) => {
    if (escape.startsWith('u{')) return String.fromCodePoint(parseInt(escape.slice(2, -1), 16));
    if (/^[ux]/.test(escape) && escape.length > 1) return String.fromCharCode(parseInt(escape.slice(1), 16));
    if (/^\r?\n$/.test(escape)) return '';
    return ESCAPES[escape] ?? escape;
  });
}

/** load 调用里 HTML 后面的参数 → 解析选项。 */
function optionsFromArguments(rest: string): ParseOptions {
  const options: ParseOptions = { ...DEFAULT_OPTIONS };
  if (/,\s*false\s*$/.test(rest)) options.isDocument = false;
  if (/xmlMode\s*:\s*false/.test(rest)) options.parser = 'htmlparser2';
  else if (/\bxml(Mode)?\s*:\s*(true|\{)/.test(rest)) options.parser = 'xml';
  if (/decodeEntities\s*:\s*false/.test(rest)) options.decodeEntities = false;
  return options;
}

/** `cheerio.load(markup)` 的 markup 是前面用字面量声明的常量时，取它的值。 */
function constantValue(code: string, name: string): string | null {
  const declaration = new RegExp(
    String.raw`\b(?:const|let|var)\s+${name.replace(/\$/g, '\\$')}\s*=\s*${STRING_LITERAL}\s*;`,
  ).exec(code);
  return declaration ? literalValue(declaration[1], declaration[2]) : null;
}

export function liveBlockState(code: string): PlaygroundState {
  const load = LOAD_CALL.exec(code);
  const html = !load ? null : load[3] !== undefined ? constantValue(code, load[3]) : literalValue(load[1], load[2]);
  // 第一个能确定值、又不是在创建元素（`$('<b>…')`）的 `$(…)`；`$(el)` 这类运行时才知道的跳过。
  const selector = [...code.matchAll(SELECTOR_CALLS)]
    .map((match) => (match[3] !== undefined ? constantValue(code, match[3]) : literalValue(match[1], match[2])))
    .find((value): value is string => value !== null && !value.trimStart().startsWith('<'));
  return {
    html: html ?? '',
    selector: selector ?? '',
    code: code.replace(/\n$/, ''),
    options: html !== null && load ? optionsFromArguments(load[4] ?? '') : DEFAULT_OPTIONS,
  };
}
