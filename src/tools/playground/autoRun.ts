/** 停止输入多久之后自动运行代码（毫秒）。 */
export const AUTO_RUN_DELAY_MS = 900;
