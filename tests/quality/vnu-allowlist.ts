import { redirects } from '../../src/config/redirects';
import type { AllowedError } from './html-validity';

/**
 * @docusaurus/plugin-client-redirects 为每个旧地址写出的跳转页（from 为 /a/b.html 时文件是 a/b.html.html），
 * 以及为每个路由的 /index.html 形式写出的跳转页（文件是 a/b/index.html.html）。
 */
const redirectFiles = new Set(
  redirects
    .flatMap(({ from }) => (Array.isArray(from) ? from : [from]))
    .map((from) => `${from.replace(/^\//, '')}.html`),
);
const isRedirectPage = (file: string) => redirectFiles.has(file) || file.endsWith('/index.html.html');

const redirectReason =
  '@docusaurus/plugin-client-redirects 3.6.3 用固定模板生成跳转页（没有 <title>，<script> 写在 <head> 之后），没有配置项可改；' +
  '这些页面只为旧地址和 /index.html 形式的地址立即跳转，读者看不到。';

/**
 * Nu HTML Checker 的允许清单：只收来自第三方生成标记、本站无法在不弹出（eject）组件的前提下修复的错误。
 * 每一项写明 vnu 的原文和原因；某项不再命中时 npm run test:html 会失败，提醒删除。
 */
export const vnuAllowlist: AllowedError[] = [
  {
    message: 'Element “head” is missing a required instance of child element “title”.',
    files: isRedirectPage,
    reason: redirectReason,
  },
  { message: '“script” element between “head” and “body”.', files: isRedirectPage, reason: redirectReason },
  {
    message: 'Cannot recover after last error. Any further errors will be ignored.',
    files: isRedirectPage,
    reason: `上一条错误之后 vnu 停止检查跳转页；${redirectReason}`,
  },
  {
    message: 'Every active “role=tab” element must have a corresponding “role=tabpanel” element.',
    reason:
      '@docusaurus/theme-classic 3.6.3 的 Tabs 组件（包括 npm2yarn 生成的安装命令选项卡）没有用 aria-controls / aria-labelledby 把选项卡和面板关联起来；' +
      '面板本身存在、键盘切换正常（axe 不报错），修复需要弹出整个 Tabs 组件，得不偿失。',
  },
];
