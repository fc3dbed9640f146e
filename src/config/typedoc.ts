/**
 * API 参考由 TypeDoc 根据已安装的 cheerio 包自带的 TypeScript 源码生成，输出到 docs/api/（不入库）。
 * typedoc 固定在 0.27：0.28 会把 Cheerio 类和 load 函数挪到别的地址，破坏规格 §2 的路由。
 */
export const typedocOptions = {
  id: 'api',
  entryPoints: ['node_modules/cheerio/src/index.ts'],
  tsconfig: 'src/config/tsconfig.typedoc.json',
  out: 'docs/api',
  entryFileName: 'index.md',
  readme: 'none',
  excludePrivate: true,
  excludeInternal: true,
  skipErrorChecking: true,
  outputFileStrategy: 'members',
  lang: 'zh',
  hideBreadcrumbs: true,
  hidePageHeader: true,
  disableSources: true,
  defaultCategory: '其他',
  logLevel: 'Warn',
  sidebar: { autoConfiguration: true, pretty: true },
} as const;
