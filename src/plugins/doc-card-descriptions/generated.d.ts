/** 插件 doc-card-descriptions 写下的数据（createData 放在 .docusaurus/<插件名>/<插件 id>/ 下）。 */
declare module '@generated/doc-card-descriptions/default/descriptions.json' {
  const descriptions: Record<string, string>;
  export default descriptions;
}
