/**
 * RFC 9110 §5.6.7 的 HTTP-date：接收方必须认得三种写法（IMF-fixdate、过时的 RFC 850 写法和 asctime 写法），
 * 其余一概不是日期。Date.parse 会把 “2024”“1” 之类的值也解析成时间，条件请求不能用它。
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH = MONTHS.join('|');
const TIME = '(\\d{2}):(\\d{2}):(\\d{2})';

const IMF_FIXDATE = new RegExp(`^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\\d{2}) (${MONTH}) (\\d{4}) ${TIME} GMT$`);
const RFC850_DATE = new RegExp(
  `^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\\d{2})-(${MONTH})-(\\d{2}) ${TIME} GMT$`,
);
const ASCTIME_DATE = new RegExp(`^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (${MONTH}) ([ \\d]\\d) ${TIME} (\\d{4})$`);

/** 各字段都在日历范围内（2 月 30 日、25 点都不是日期）时返回毫秒数。 */
function utc(year: number, month: string, day: number, hour: string, minute: string, second: string) {
  const monthIndex = MONTHS.indexOf(month);
  const [h, m, s] = [Number(hour), Number(minute), Number(second)];
  const time = Date.UTC(year, monthIndex, day, h, m, s);
  const date = new Date(time);
  const valid =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === monthIndex &&
    date.getUTCDate() === day &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === m &&
    date.getUTCSeconds() === s;
  return valid ? time : undefined;
}

/**
 * 两位年份按 RFC 9110 的规则补全：看起来比现在晚 50 年以上的，算作过去最近一个末两位相同的年份。
 */
function expandTwoDigitYear(year: number, now: Date): number {
  const current = now.getUTCFullYear();
  let full = Math.floor(current / 100) * 100 + year;
  if (full > current + 50) full -= 100;
  return full;
}

/** 解析 HTTP-date，得到毫秒时间戳；不是三种写法之一、或日期本身不存在时返回 undefined。 */
export function parseHttpDate(value: string, now = new Date()): number | undefined {
  let match = IMF_FIXDATE.exec(value);
  if (match) {
    const [, day = '', month = '', year = '', hour = '', minute = '', second = ''] = match;
    return utc(Number(year), month, Number(day), hour, minute, second);
  }
  match = RFC850_DATE.exec(value);
  if (match) {
    const [, day = '', month = '', year = '', hour = '', minute = '', second = ''] = match;
    return utc(expandTwoDigitYear(Number(year), now), month, Number(day), hour, minute, second);
  }
  match = ASCTIME_DATE.exec(value);
  if (match) {
    const [, month = '', day = '', hour = '', minute = '', second = '', year = ''] = match;
    return utc(Number(year), month, Number(day.trim()), hour, minute, second);
  }
  return undefined;
}
