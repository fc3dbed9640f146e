/**
 * 子进程的环境：去掉 FORCE_COLOR、设上 NO_COLOR。CI 的运行器会设 FORCE_COLOR，这时子进程里
 * console.log(1) 打印的是带 ANSI 颜色码的 `\x1B[33m1\x1B[39m`，和文档里写的输出比不上。
 * FORCE_COLOR 的优先级高于 NO_COLOR，所以两者都要处理。
 */
export const PLAIN_OUTPUT_ENV: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: undefined, NO_COLOR: '1' };
