// Swizzle (eject) from @docusaurus/theme-search-algolia v3.6.3 (src/deps.d.ts): the entry points SearchBar imports lazily ship no types.
declare module '@docsearch/react/style';
