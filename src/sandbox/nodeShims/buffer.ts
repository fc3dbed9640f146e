import { unavailable } from './unavailable';

/**
 * 0.22 和 rc.3 的 parse() 用全局的 `Buffer.isBuffer` 判断输入是不是 Buffer（打包时把这个全局名换成这里的 Buffer，esbuild 的
 * inject，见 src/sandbox-build/bundle.ts）；沙箱里的输入都是字符串。其余用到 Buffer 的只有流式接口。
 */
export class Buffer extends unavailable('Buffer') {
  static isBuffer(value: unknown): boolean {
    return value instanceof Buffer;
  }
}
