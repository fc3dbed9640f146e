/**
 * 教程里的实时代码块用 `render(<pre>…</pre>)` 显示结果。演练场在 worker 里运行代码，没有 React，也不需要它：
 * JSX 编译成对下面这个工厂函数的调用，render() 取出元素里的文字，与实时代码块结果区显示的内容相同。
 */

export interface JsxElement {
  readonly $$playgroundJsx: true;
  readonly type: unknown;
  readonly props: Record<string, unknown>;
  readonly children: unknown[];
}

export const JSX_FRAGMENT = Symbol('Fragment');

export function createJsxElement(
  type: unknown,
  props: Record<string, unknown> | null,
  ...children: unknown[]
): JsxElement {
  return { $$playgroundJsx: true, type, props: props ?? {}, children };
}

function isJsxElement(value: unknown): value is JsxElement {
  return typeof value === 'object' && value !== null && '$$playgroundJsx' in value;
}

/** 元素显示出来的文字：字符串和数字照写，true/false/null/undefined 不显示，函数组件调用后再取文字。 */
export function jsxText(node: unknown): string {
  let text = '';
  const stack: unknown[] = [node];
  let steps = 0;
  while (stack.length > 0) {
    // 组件可能无限地返回自己；这里只是把它当作卡住的循环，交给 3 秒的时限也行，但直接停下更清楚。
    steps += 1;
    if (steps > 100_000) throw new RangeError('render() 的元素层级太多');
    const item = stack.pop();
    if (typeof item === 'string' || typeof item === 'number' || typeof item === 'bigint') {
      text += String(item);
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index -= 1) stack.push(item[index]);
    } else if (isJsxElement(item)) {
      if (typeof item.type === 'function') {
        stack.push((item.type as (props: unknown) => unknown)({ ...item.props, children: item.children }));
      } else {
        const children = item.children.length > 0 ? item.children : [item.props.children];
        for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]);
      }
    }
  }
  return text;
}
