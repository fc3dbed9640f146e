/**
 * 旧版本在加载时继承、但只有流式接口才会构造的 Node 类（stream、Buffer、StringDecoder）。读者的代码只能拿到 cheerio，
 * 碰不到这些接口；万一被调用（子类用 `Parent.call(this)` 调用它，所以是普通函数而不是 class），给出明白的错误。
 */
export function unavailable(name: string): new () => object {
  return function () {
    throw new Error(`沙箱里没有 Node.js 的 ${name}：旧版本的流式接口不能在浏览器里运行。`);
  } as unknown as new () => object;
}
