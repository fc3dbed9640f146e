/** encoding-sniffer 只看文件开头这么多字节（HTML 标准的预扫描也是 1024）。 */
export const SNIFF_BYTES = 1024;
/** `loadBuffer` 在 HTML 模式下的默认编码。 */
export const LOAD_BUFFER_DEFAULT = 'windows-1252';
