/**
 * GitHub Actions 表达式（`if:` 里的 `${{ }}` 语法）的一个小子集求值器，让测试能回答“在这个事件下作业会不会运行”，
 * 而不只是检查条件的字面文本。支持：属性路径、单引号字符串、true/false/null、`!`、`==`、`!=`、`&&`、`||` 和括号。
 * 与 GitHub 一致：字符串比较不区分大小写；`&&`/`||` 返回操作数本身；不存在的属性是 null。遇到子集之外的写法直接报错，
 * 不会悄悄算错。
 */

type Value = string | number | boolean | null | Record<string, unknown>;

const tokenPattern = /\s*(?:(\|\||&&|==|!=|!|\(|\))|'((?:[^']|'')*)'|([A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*))/y;

type Token = { kind: 'op'; text: string } | { kind: 'string'; text: string } | { kind: 'path'; text: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  tokenPattern.lastIndex = 0;
  while (tokenPattern.lastIndex < source.length) {
    if (/^\s*$/.test(source.slice(tokenPattern.lastIndex))) break;
    const at = tokenPattern.lastIndex;
    const match = tokenPattern.exec(source);
    if (!match) throw new Error(`表达式在第 ${at} 个字符处无法解析：${source.slice(at, at + 20)}`);
    if (match[1] !== undefined) tokens.push({ kind: 'op', text: match[1] });
    else if (match[2] !== undefined) tokens.push({ kind: 'string', text: match[2].replaceAll("''", "'") });
    else tokens.push({ kind: 'path', text: match[3] });
  }
  return tokens;
}

function lookup(context: Record<string, unknown>, path: string): Value {
  if (path === 'true') return true;
  if (path === 'false') return false;
  if (path === 'null') return null;
  let value: unknown = context;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[key];
  }
  return (value ?? null) as Value;
}

function truthy(value: Value): boolean {
  return value !== null && value !== false && value !== 0 && value !== '';
}

function looselyEqual(left: Value, right: Value): boolean {
  if (typeof left === 'string' && typeof right === 'string') return left.toLowerCase() === right.toLowerCase();
  return left === right;
}

/** 对 `expression`（可以带或不带外层的 `${{ }}`）在 `context` 里求值。 */
export function evaluateExpression(expression: string, context: Record<string, unknown>): Value {
  const source = expression.trim().replace(/^\$\{\{([\s\S]*)\}\}$/, '$1');
  const tokens = tokenize(source);
  let position = 0;
  const peek = () => tokens[position];
  const takeOp = (text: string) => {
    const token = peek();
    if (token?.kind === 'op' && token.text === text) {
      position++;
      return true;
    }
    return false;
  };

  const primary = (): Value => {
    const token = tokens[position++];
    if (!token) throw new Error('表达式意外结束');
    if (token.kind === 'string') return token.text;
    if (token.kind === 'path') return lookup(context, token.text);
    if (token.text === '!') return !truthy(primary());
    if (token.text === '(') {
      const value = or();
      if (!takeOp(')')) throw new Error('缺少右括号');
      return value;
    }
    throw new Error(`意外的运算符 ${token.text}`);
  };
  const comparison = (): Value => {
    const left = primary();
    if (takeOp('==')) return looselyEqual(left, primary());
    if (takeOp('!=')) return !looselyEqual(left, primary());
    return left;
  };
  const and = (): Value => {
    let value = comparison();
    while (takeOp('&&')) {
      const right = comparison();
      value = truthy(value) ? right : value;
    }
    return value;
  };
  const or = (): Value => {
    let value = and();
    while (takeOp('||')) {
      const right = and();
      value = truthy(value) ? value : right;
    }
    return value;
  };

  const value = or();
  if (position !== tokens.length) throw new Error(`表达式在记号 ${position} 之后还有多余内容`);
  return value;
}

export function expressionHolds(expression: string, context: Record<string, unknown>): boolean {
  return truthy(evaluateExpression(expression, context));
}
