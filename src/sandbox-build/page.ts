import { createHash } from 'node:crypto';

/**
 * 沙箱页（sandbox.html 和旧版本的 sandbox/<版本>.html）的 HTML。它只有一个内联脚本：先是 worker 的源码（一个 JSON 字符串常量 RUNNER_SOURCE），
 * 再是 frame.ts 打包后的代码。页面不从网络加载任何东西：worker 由这段源码做成 blob: 地址创建，所以策略里可以写
 * `default-src 'none'`，连本站的地址都不放行。
 *
 * 策略（worker 继承创建它的文档的策略）：
 * - `script-src` 只有这个内联脚本的哈希和 'unsafe-eval'：读者的代码要用 eval 执行，而这里是不透明的源，eval 不到本站；
 * - `worker-src blob:`：只能由这份源码创建 worker；
 * - `connect-src 'none'`：fetch、XMLHttpRequest、WebSocket、EventSource 一概不行，对本站和别的主机都一样；
 * - 其余（图片、样式、字体、表单、base）都是 'none'。
 */

/** 把源码写成 JS 字符串字面量，并保证其中没有 `<`：HTML 解析器在脚本里只认 `</script` 和 `<!--`，没有 `<` 就都不会出现。 */
export function scriptStringLiteral(source: string): string {
  return JSON.stringify(source).replace(/</g, '\\u003c');
}

export function sandboxPolicy(inlineScript: string): string {
  const hash = createHash('sha256').update(inlineScript, 'utf8').digest('base64');
  return [
    "default-src 'none'",
    `script-src 'sha256-${hash}' 'unsafe-eval'`,
    'worker-src blob:',
    "connect-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

export function renderSandboxPage({
  frameScript,
  runnerScript,
  version,
}: {
  frameScript: string;
  runnerScript: string;
  /** worker 里的 cheerio 版本，写在标题里。 */
  version: string;
}): string {
  if (/<\/script|<!--/i.test(frameScript)) throw new Error('沙箱页的脚本里出现了 </script 或 <!--，会提前结束内联脚本');
  const inlineScript = `var RUNNER_SOURCE=${scriptStringLiteral(runnerScript)};\n${frameScript}`;
  return [
    '<!doctype html>',
    '<html lang="zh-CN">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${sandboxPolicy(inlineScript)}">`,
    '<meta name="robots" content="noindex">',
    `<title>代码沙箱（cheerio ${version}）</title>`,
    '</head>',
    '<body>',
    `<script>${inlineScript}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
