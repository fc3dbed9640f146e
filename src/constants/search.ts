/** 本地搜索索引的文件名（构建目录根下）：构建时由 search-index 插件写出，浏览器按它下载，离线阅读把它放进预缓存。 */
export const SEARCH_INDEX_FILE = 'search-index.json';
