/**
 * 旧版本依赖里的 `require('events')`：htmlparser2 3 的 Parser 在加载时继承 EventEmitter，解析时却只调用回调对象，
 * 从不用它的方法。沙箱里只需要一个能被继承的构造函数。
 */
export function EventEmitter(): void {}
