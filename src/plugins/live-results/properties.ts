/** live-results 插件写在实时代码块 code 元素上的属性名，static-runs 据此估计结果区的高度。 */
export const LIVE_RESULT = 'liveResult';
export const LIVE_ERROR = 'liveError';
