/** TypeDoc 写出的中英对照数据（生成物，在不入库的 docs/api/ 里）。 */
export const API_ENGLISH_DIR = 'docs/api/english';
