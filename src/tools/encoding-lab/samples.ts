/**
 * 编码实验室自带的示例页面。`base64` 是文件的字节，由 `html` 按 `encoding`（iconv-lite 的编码名）编码得到，
 * `bom` 表示开头带 BOM；`tests/unit/encoding-lab.test.ts` 用 iconv-lite 重新编码，检查两者一致，
 * 并对每个示例比较实验室与 cheerio 的 `loadBuffer` 的判断和解码结果。
 */
export interface Sample {
  id: string;
  label: string;
  /** 作为 Content-Type 响应头填进表单（演示传输层编码）。 */
  contentType?: string;
  encoding: string;
  bom: boolean;
  html: string;
  base64: string;
}

export const SAMPLES: Sample[] = [
  {
    id: 'gbk-meta',
    label: 'GBK，带 <meta charset>',
    encoding: 'gbk',
    bom: false,
    html: '<!DOCTYPE html>\n<html>\n<head>\n<meta charset="gbk">\n<title>天气预报</title>\n</head>\n<body>\n<h1>北京今天晴，最高气温 25 度</h1>\n<p>明天转多云，傍晚可能有小雨。</p>\n</body>\n</html>\n',
    base64:
      'PCFET0NUWVBFIGh0bWw+CjxodG1sPgo8aGVhZD4KPG1ldGEgY2hhcnNldD0iZ2JrIj4KPHRpdGxlPszsxvjUpLGoPC90aXRsZT4KPC9oZWFkPgo8Ym9keT4KPGgxPrGxvqm98czsx+ejrNfuuN/G+M7CIDI1ILbIPC9oMT4KPHA+w/fM7NeqtuDUxqOssPjN7b/JxNzT0NCh0+qhozwvcD4KPC9ib2R5Pgo8L2h0bWw+Cg==',
  },
  {
    id: 'gbk-no-meta',
    label: 'GBK，没有 <meta>',
    encoding: 'gbk',
    bom: false,
    html: '<!DOCTYPE html>\n<html>\n<head>\n<title>天气预报</title>\n</head>\n<body>\n<h1>北京今天晴，最高气温 25 度</h1>\n<p>明天转多云，傍晚可能有小雨。</p>\n</body>\n</html>\n',
    base64:
      'PCFET0NUWVBFIGh0bWw+CjxodG1sPgo8aGVhZD4KPHRpdGxlPszsxvjUpLGoPC90aXRsZT4KPC9oZWFkPgo8Ym9keT4KPGgxPrGxvqm98czsx+ejrNfuuN/G+M7CIDI1ILbIPC9oMT4KPHA+w/fM7NeqtuDUxqOssPjN7b/JxNzT0NCh0+qhozwvcD4KPC9ib2R5Pgo8L2h0bWw+Cg==',
  },
  {
    id: 'gb18030',
    label: 'GB18030，含四字节字符',
    encoding: 'gb18030',
    bom: false,
    html: '<!DOCTYPE html>\n<html>\n<head>\n<meta charset="gb18030">\n<title>生僻字</title>\n</head>\n<body>\n<p>“𠮷”是“吉”的异体字，GBK 里没有它，GB18030 用四个字节表示。</p>\n</body>\n</html>\n',
    base64:
      'PCFET0NUWVBFIGh0bWw+CjxodG1sPgo8aGVhZD4KPG1ldGEgY2hhcnNldD0iZ2IxODAzMCI+Cjx0aXRsZT7J+san19Y8L3RpdGxlPgo8L2hlYWQ+Cjxib2R5Pgo8cD6hsJU0sjWhscrHobC8qqGxtcTS7Mzl19ajrEdCSyDA78O709DL/KOsR0IxODAzMCDTw8vEuPbX1r3ase3KvqGjPC9wPgo8L2JvZHk+CjwvaHRtbD4K',
  },
  {
    id: 'big5',
    label: 'Big5（繁体）',
    encoding: 'big5',
    bom: false,
    html: '<!DOCTYPE html>\n<html>\n<head>\n<meta charset="big5">\n<title>天氣預報</title>\n</head>\n<body>\n<h1>臺北今天晴，最高氣溫 30 度</h1>\n<p>明天轉陰，午後可能有雷陣雨。</p>\n</body>\n</html>\n',
    base64:
      'PCFET0NUWVBFIGh0bWw+CjxodG1sPgo8aGVhZD4KPG1ldGEgY2hhcnNldD0iYmlnNSI+Cjx0aXRsZT6k0a7wuXez+DwvdGl0bGU+CjwvaGVhZD4KPGJvZHk+CjxoMT67T6VfpLWk0bS4oUGzzLCqrvC3xSAzMCCr1zwvaDE+CjxwPqn6pNHC4LOxoUGkyKvhpWmv4KazuXCwfatCoUM8L3A+CjwvYm9keT4KPC9odG1sPgo=',
  },
  {
    id: 'shift-jis',
    label: 'Shift_JIS（日文）',
    encoding: 'shift_jis',
    bom: false,
    html: '<!DOCTYPE html>\n<html>\n<head>\n<meta charset="shift_jis">\n<title>天気予報</title>\n</head>\n<body>\n<h1>東京は晴れ、最高気温 22 度</h1>\n<p>明日は曇りのち雨の予報です。</p>\n</body>\n</html>\n',
    base64:
      'PCFET0NUWVBFIGh0bWw+CjxodG1sPgo8aGVhZD4KPG1ldGEgY2hhcnNldD0ic2hpZnRfamlzIj4KPHRpdGxlPpNWi0OXXJXxPC90aXRsZT4KPC9oZWFkPgo8Ym9keT4KPGgxPpOMi56CzZCwguqBQY3FjYKLQ4m3IDIyIJN4PC9oMT4KPHA+lr6T+oLNk9yC6ILMgr+JSoLMl1yV8YLFgreBQjwvcD4KPC9ib2R5Pgo8L2h0bWw+Cg==',
  },
  {
    id: 'utf8-bom',
    label: 'UTF-8，带 BOM',
    encoding: 'utf8',
    bom: true,
    html: '<!DOCTYPE html>\n<html>\n<head>\n<title>你好</title>\n</head>\n<body>\n<p>这个 UTF-8 文件以 BOM 开头，没有写 meta 标签。</p>\n</body>\n</html>\n',
    base64:
      '77u/PCFET0NUWVBFIGh0bWw+CjxodG1sPgo8aGVhZD4KPHRpdGxlPuS9oOWlvTwvdGl0bGU+CjwvaGVhZD4KPGJvZHk+CjxwPui/meS4qiBVVEYtOCDmlofku7bku6UgQk9NIOW8gOWktO+8jOayoeacieWGmSBtZXRhIOagh+etvuOAgjwvcD4KPC9ib2R5Pgo8L2h0bWw+Cg==',
  },
  {
    id: 'utf8-meta',
    label: 'UTF-8，没有 BOM，带 <meta charset>',
    encoding: 'utf8',
    bom: false,
    html: '<!DOCTYPE html>\n<html>\n<head>\n<meta charset="utf-8">\n<title>你好</title>\n</head>\n<body>\n<p>这个 UTF-8 文件没有 BOM，编码写在 meta 标签里。</p>\n</body>\n</html>\n',
    base64:
      'PCFET0NUWVBFIGh0bWw+CjxodG1sPgo8aGVhZD4KPG1ldGEgY2hhcnNldD0idXRmLTgiPgo8dGl0bGU+5L2g5aW9PC90aXRsZT4KPC9oZWFkPgo8Ym9keT4KPHA+6L+Z5LiqIFVURi04IOaWh+S7tuayoeaciSBCT03vvIznvJbnoIHlhpnlnKggbWV0YSDmoIfnrb7ph4zjgII8L3A+CjwvYm9keT4KPC9odG1sPgo=',
  },
  {
    id: 'utf8-plain',
    label: 'UTF-8，没有 BOM 也没有 <meta>',
    encoding: 'utf8',
    bom: false,
    html: '<!DOCTYPE html>\n<html>\n<head>\n<title>你好</title>\n</head>\n<body>\n<p>这个 UTF-8 文件既没有 BOM，也没有 meta 标签。</p>\n</body>\n</html>\n',
    base64:
      'PCFET0NUWVBFIGh0bWw+CjxodG1sPgo8aGVhZD4KPHRpdGxlPuS9oOWlvTwvdGl0bGU+CjwvaGVhZD4KPGJvZHk+CjxwPui/meS4qiBVVEYtOCDmlofku7bml6LmsqHmnIkgQk9N77yM5Lmf5rKh5pyJIG1ldGEg5qCH562+44CCPC9wPgo8L2JvZHk+CjwvaHRtbD4K',
  },
  {
    id: 'utf16le-bom',
    label: 'UTF-16LE，带 BOM',
    encoding: 'utf16le',
    bom: true,
    html: '<!DOCTYPE html>\n<html>\n<head>\n<title>你好</title>\n</head>\n<body>\n<p>UTF-16LE：每个 ASCII 字符后面跟着一个 00 字节。</p>\n</body>\n</html>\n',
    base64:
      '//48ACEARABPAEMAVABZAFAARQAgAGgAdABtAGwAPgAKADwAaAB0AG0AbAA+AAoAPABoAGUAYQBkAD4ACgA8AHQAaQB0AGwAZQA+AGBPfVk8AC8AdABpAHQAbABlAD4ACgA8AC8AaABlAGEAZAA+AAoAPABiAG8AZAB5AD4ACgA8AHAAPgBVAFQARgAtADEANgBMAEUAGv/PaypOIABBAFMAQwBJAEkAIABXWyZ7DlRil9+NQHcATipOIAAwADAAIABXW4KCAjA8AC8AcAA+AAoAPAAvAGIAbwBkAHkAPgAKADwALwBoAHQAbQBsAD4ACgA=',
  },
  {
    id: 'header-meta-conflict',
    label: '响应头与 <meta> 不一致',
    contentType: 'text/html; charset=ISO-8859-1',
    encoding: 'gbk',
    bom: false,
    html: '<!DOCTYPE html>\n<html>\n<head>\n<meta charset="gbk">\n<title>天气预报</title>\n</head>\n<body>\n<h1>北京今天晴，最高气温 25 度</h1>\n<p>明天转多云，傍晚可能有小雨。</p>\n</body>\n</html>\n',
    base64:
      'PCFET0NUWVBFIGh0bWw+CjxodG1sPgo8aGVhZD4KPG1ldGEgY2hhcnNldD0iZ2JrIj4KPHRpdGxlPszsxvjUpLGoPC90aXRsZT4KPC9oZWFkPgo8Ym9keT4KPGgxPrGxvqm98czsx+ejrNfuuN/G+M7CIDI1ILbIPC9oMT4KPHA+w/fM7NeqtuDUxqOssPjN7b/JxNzT0NCh0+qhozwvcD4KPC9ib2R5Pgo8L2h0bWw+Cg==',
  },
];

export function sampleBytes(sample: Sample): Uint8Array {
  const binary = atob(sample.base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
