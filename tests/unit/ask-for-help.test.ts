import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { CHEERIO_VERSION } from '../../src/constants/cheerio';
import {
  ISSUE_URL_LIMIT,
  QUESTION_HTML_CHARS,
  issueUrl,
  questionMarkdown,
} from '../../src/tools/playground/askForHelp';
import { DEFAULT_OPTIONS } from '../../src/tools/playground/state';

const state = (change: Partial<Parameters<typeof questionMarkdown>[0]['state']> = {}) => ({
  html: '<ul><li>一</li><li>二</li></ul>',
  selector: 'li',
  code: "console.log($('li').length)",
  options: DEFAULT_OPTIONS,
  ...change,
});

describe('演练场的“复制提问”和“提交 issue”', () => {
  it('CHEERIO_VERSION 与安装的 cheerio 一致', () => {
    const installed = JSON.parse(readFileSync(require.resolve('cheerio/package.json'), 'utf8')) as { version: string };
    assert.equal(CHEERIO_VERSION, installed.version);
  });

  it('写出版本、解析方式、HTML、选择器与匹配数、代码、输出和链接', () => {
    const markdown = questionMarkdown({
      state: state({ source: { name: 'shop.html', encoding: 'GBK', contentType: 'text/html; charset=gbk' } }),
      entries: [
        { level: 'log', text: '2' },
        { level: 'exception', text: 'TypeError: x' },
      ],
      matches: 2,
      link: 'http://127.0.0.1/playground#v1.abc',
    });
    assert.match(markdown, /^\*\*Cheerio\*\*：1\.2\.0（在 Cheerio 中文文档的演练场里运行）/);
    assert.match(markdown, /\*\*解析方式 \/ Load\*\*：`cheerio\.load\(html\)`/);
    assert.match(
      markdown,
      /\*\*网页来源 \/ Source\*\*：shop\.html，按 GBK 解码（Content-Type: text\/html; charset=gbk）/,
    );
    assert.match(markdown, /### HTML\n\n```html\n<ul><li>一<\/li><li>二<\/li><\/ul>\n```/);
    assert.match(markdown, /### 选择器 \/ Selector\n\n`li`：匹配 2 个/);
    assert.match(markdown, /### 输出 \/ Output\n\n```text\n2\n\[exception\] TypeError: x\n```/);
    assert.match(
      markdown,
      /\[在演练场中打开 \/ Open in the playground\]\(http:\/\/127\.0\.0\.1\/playground#v1\.abc\)\n$/,
    );
  });

  it('HTML 太长时只留开头并注明；内容里的 ``` 不会提前结束代码块；写不进链接时提示附上状态文件', () => {
    const markdown = questionMarkdown({
      state: state({ html: `<p>${'长'.repeat(QUESTION_HTML_CHARS)}</p>`, code: 'const md = "```";' }),
      entries: [],
      matches: null,
      link: null,
    });
    assert.match(markdown, /> HTML 共 4,007 个字符，这里只保留了前 4,000 个；完整内容见演练场链接。/);
    assert.match(markdown, /````js\nconst md = "```";\n````/);
    assert.match(markdown, /```text\n（没有输出）\n```/);
    assert.match(markdown, /内容太长，写不进演练场的链接；需要时请附上演练场下载的状态文件。\n$/);
  });

  it('issue 链接带上标题和正文；太长时返回 null，由页面改为复制', () => {
    const url = issueUrl('正文', 'li.item');
    assert.ok(url);
    const parsed = new URL(url);
    assert.equal(parsed.origin + parsed.pathname, 'https://github.com/cheeriojs/cheerio/issues/new');
    assert.equal(parsed.searchParams.get('title'), 'Playground: li.item');
    assert.equal(parsed.searchParams.get('body'), '正文');
    assert.equal(issueUrl('x'.repeat(ISSUE_URL_LIMIT), 'li'), null);
  });
});
