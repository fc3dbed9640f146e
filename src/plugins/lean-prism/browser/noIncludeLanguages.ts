/**
 * 代替主题的客户端模块 `prism-include-languages`（见 ../index.ts）：本站的语言都在 prism.ts 里注册，
 * additionalLanguages 为空，原模块什么也不注册，却把 Prism 和 prism-markup-templating 带进每个页面的首屏脚本。
 */
export {};
