/**
 * 首页展示的示例代码与它的真实输出。单元测试会用已安装的 cheerio 执行 code 并核对 output，
 * 所以这里改了代码就必须同步改输出，否则测试失败。
 */
export const homeExample = {
  code: `import * as cheerio from 'cheerio';

const $ = cheerio.load('<h2 class="title">你好，世界</h2>');

$('h2.title').text('你好，Cheerio！');
$('h2').addClass('welcome');

console.log($.html());`,
  output: '<html><head></head><body><h2 class="title welcome">你好，Cheerio！</h2></body></html>',
} as const;
