import React, { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { InlineMarkdown } from '@site/src/tools/shared/InlineMarkdown';
import type { CheckResult } from './check';
import { CheckerClient } from './checkerClient';
import type { Finding } from './finding';
import { MAX_CODE_LENGTH, MIGRATING_PAGE, UPGRADES, rowAnchor, rowOf } from './upgrades';
import './migrateChecker.css';

const SAMPLES = {
  JavaScript: `import cheerio from 'cheerio';

const html = '<table><tr><td>苹果</td><td>5 元</td></tr></table>';
const $ = cheerio.load(html, { decodeEntities: false, normalizeWhitespace: true });

$('table > tr').each((i, row) => {
  console.log(cheerio.text($(row).children()));
});

const $list = cheerio('<ul><li>香蕉</li></ul>');
console.log(cheerio.html($list));
`,
  TypeScript: `import * as cheerio from 'cheerio';
import type { Document } from 'cheerio';

const options: cheerio.CheerioParserOptions = { xmlMode: true, withStartIndices: true };

function titles($: cheerio.Root): string[] {
  return $('item > title')
    .map((i, el: cheerio.Element) => $(el).text())
    .get();
}

const $ = cheerio.load('<rss><item><title>新闻</title></item></rss>', options);
console.log(titles($), $('item').get(0).attribs);
`,
};

const MIGRATING_TABLE = `${MIGRATING_PAGE}#upgrade-table`;
/** 打字时不必每个字符都重新解析。 */
const CHECK_DELAY_MS = 200;

function summary(result: CheckResult): string {
  if (result.unparsable) return '代码无法解析，没有检查任何写法。';
  const fixable = result.findings.filter((finding) => finding.fix).length;
  const partial = result.problems.length ? '（只检查了能解析的部分）' : '';
  if (result.findings.length === 0) return `没有发现需要为 1.x 修改的写法${partial}。`;
  const automatic = fixable ? `，其中 ${fixable} 处可以自动修改` : '，都需要手动修改';
  return `发现 ${result.findings.length} 处需要为 1.x 修改的写法${automatic}${partial}。`;
}

function SyntaxProblems({ result }: { result: CheckResult }): ReactNode {
  if (result.problems.length === 0) return null;
  const first = result.problems[0];
  const skipped = result.skippedLines.length
    ? `为了检查其余代码，跳过了第 ${result.skippedLines.join('、')} 行。`
    : '解析器越过了这处错误，其余代码照常检查。';
  return (
    <div className="alert alert--warning migrate-notice" role="status">
      <p>
        {`第 ${first.line} 行第 ${first.column} 列有语法错误（解析器的原话：`}
        <code lang="en">{first.message}</code>
        {result.problems.length > 1 ? `；另有 ${result.problems.length - 1} 处）。` : '）。'}
        {result.unparsable ? '代码的结构无法恢复，请先修正这处错误。' : skipped}
      </p>
      {!result.unparsable && <p>有语法错误时不提供自动修改：改动可能落在解析器猜错的地方。</p>}
    </div>
  );
}

function FindingItem({ finding, onLocate }: { finding: Finding; onLocate: (finding: Finding) => void }): ReactNode {
  const row = rowOf(finding.rule);
  return (
    <li className="migrate-finding">
      <div className="migrate-finding-header">
        <button type="button" className="migrate-locate" onClick={() => onLocate(finding)}>
          {`第 ${finding.line} 行第 ${finding.column} 列`}
        </button>
        <span className={finding.fix ? 'migrate-badge-fix' : 'migrate-badge-manual'}>
          {finding.fix ? '可自动修改' : '需手动修改'}
        </span>
      </div>
      <p>
        <InlineMarkdown text={finding.message} base={MIGRATING_PAGE} />
      </p>
      <dl className="migrate-details">
        <dt>旧版本</dt>
        <dd>
          <InlineMarkdown text={row.versions} base={MIGRATING_PAGE} />
        </dd>
        <dt>{`自 ${row.since} 起`}</dt>
        <dd>
          <InlineMarkdown text={row.now} base={MIGRATING_PAGE} />
        </dd>
        <dt>1.x 的写法</dt>
        <dd>
          <InlineMarkdown text={row.fix} base={MIGRATING_PAGE} />
        </dd>
        {finding.fixDescription && (
          <>
            <dt>自动修改</dt>
            <dd>
              <InlineMarkdown text={finding.fixDescription} base={MIGRATING_PAGE} />
            </dd>
          </>
        )}
      </dl>
      <Link to={`${MIGRATING_PAGE}#${rowAnchor(row)}`}>升级对照表中的这一行</Link>
    </li>
  );
}

export default function MigrateChecker(): ReactNode {
  const [code, setCode] = useState(SAMPLES.JavaScript);
  const [result, setResult] = useState<CheckResult | { failure: string }>();
  const [checking, setChecking] = useState(true);
  const [previous, setPrevious] = useState<string>();
  const [message, setMessage] = useState('');
  const client = useRef<CheckerClient>();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const hintId = useId();

  // 解析器（@babel/parser）和规则在 Web Worker 里运行，页面的主线程不执行它们。
  useEffect(() => {
    client.current = new CheckerClient();
    return () => client.current?.dispose();
  }, []);

  useEffect(() => {
    const checker = client.current;
    if (!checker) return undefined;
    setChecking(true);
    const timer = setTimeout(() => {
      if (code.length > MAX_CODE_LENGTH) {
        setChecking(false);
        setResult({
          failure: `代码有 ${code.length.toLocaleString('zh-CN')} 个字符，超过了 ${MAX_CODE_LENGTH.toLocaleString('zh-CN')} 个字符的上限。请只贴与 cheerio 有关的文件或片段。`,
        });
        return;
      }
      checker.check(code).then(
        (checked) => {
          if (!checked) return;
          setChecking(false);
          setResult(checked);
        },
        (error: Error) => {
          setChecking(false);
          setResult({ failure: `检查时出了意外的错误：${error.message}。请把这段代码报告给我们。` });
        },
      );
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [code]);

  const checked = result && !('failure' in result) ? result : undefined;
  const fixable =
    checked && !checking && !checked.problems.length ? checked.findings.filter((finding) => finding.fix).length : 0;

  const edit = (next: string) => {
    setCode(next);
    setMessage('');
  };

  const applyFixes = async () => {
    if (!client.current) return;
    try {
      const { code: fixed, applied } = await client.current.fix(code);
      setPrevious(code);
      setCode(fixed);
      setMessage(`已自动修改 ${applied} 处。`);
    } catch (error) {
      setMessage(`自动修改失败：${(error as Error).message}。`);
    }
  };

  const undo = () => {
    if (previous === undefined) return;
    setCode(previous);
    setPrevious(undefined);
    setMessage('已撤销自动修改。');
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setMessage('代码已复制到剪贴板。');
    } catch {
      textarea.current?.select();
      setMessage('浏览器不允许直接写剪贴板，代码已全部选中，请按 Ctrl+C（macOS 上是 ⌘C）复制。');
    }
  };

  const locate = (finding: Finding) => {
    const element = textarea.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(finding.start, finding.end);
    // 让选区滚进可见范围：按行数估算位置。
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 20;
    element.scrollTop = Math.max(0, (finding.line - 3) * lineHeight);
  };

  let status: string;
  if (!result) status = '正在加载解析器并检查……';
  else if ('failure' in result) status = result.failure;
  else status = summary(result);

  return (
    <section aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className="migrate-visually-hidden">
        检查代码
      </h2>
      <div className="migrate-toolbar">
        {(Object.keys(SAMPLES) as (keyof typeof SAMPLES)[]).map((language) => (
          <button
            key={language}
            type="button"
            className="button button--secondary button--sm"
            onClick={() => edit(SAMPLES[language])}>
            {`${language} 示例`}
          </button>
        ))}
        <button type="button" className="button button--secondary button--sm" onClick={() => edit('')}>
          清空
        </button>
      </div>
      <label htmlFor={inputId} className="migrate-label">
        旧代码（JavaScript 或 TypeScript）
      </label>
      <p id={hintId} className="migrate-hint">
        代码只在你的浏览器里解析，不会上传，也不会运行。
      </p>
      <textarea
        id={inputId}
        ref={textarea}
        className="migrate-editor"
        value={code}
        onChange={(event) => edit(event.target.value)}
        aria-describedby={hintId}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        rows={16}
      />
      <div className="migrate-toolbar">
        <button
          type="button"
          className="button button--primary migrate-apply"
          disabled={!fixable}
          onClick={() => void applyFixes()}>
          {fixable ? `应用修改（${fixable} 处）` : '应用修改'}
        </button>
        <button type="button" className="button button--secondary" disabled={previous === undefined} onClick={undo}>
          撤销修改
        </button>
        <button type="button" className="button button--secondary" disabled={!code} onClick={() => void copy()}>
          复制代码
        </button>
      </div>
      <p className="migrate-status" role="status" aria-live="polite">
        {message ? `${message}${checked && !checking ? summary(checked) : ''}` : status}
      </p>
      {checked && <SyntaxProblems result={checked} />}
      {checked && checked.findings.length > 0 && (
        <ol className="migrate-findings" aria-label="检查结果">
          {checked.findings.map((finding) => (
            <FindingItem key={`${finding.rule}-${finding.start}`} finding={finding} onLocate={locate} />
          ))}
        </ol>
      )}
    </section>
  );
}

/** 页面上静态列出的规则覆盖范围：哪些对照表的行能从代码里发现，哪些要自己核对。服务端渲染，也进搜索索引。 */
export function RuleCoverage(): ReactNode {
  const detectable = UPGRADES.filter((row) => row.checks.length > 0);
  const manual = UPGRADES.filter((row) => row.checks.length === 0);
  return (
    <>
      <h2 id="checks">能检查的写法</h2>
      <p>
        检查的依据是<Link to={MIGRATING_TABLE}>升级对照表</Link>
        ，两者来自同一份数据。下面这些旧写法能从代码里直接发现：
      </p>
      <ul>
        {detectable.map((row) => (
          <li key={row.id}>
            <InlineMarkdown text={row.old} base={MIGRATING_PAGE} />
          </li>
        ))}
      </ul>
      <h2 id="manual">需要自己核对的变化</h2>
      <p>这些变化取决于输入的 HTML、运行环境或代码的意图，光看代码判断不了，升级时请逐项核对：</p>
      <ul>
        {manual.map((row) => (
          <li key={row.id}>
            <InlineMarkdown text={row.old} base={MIGRATING_PAGE} />
            {'：'}
            <InlineMarkdown text={row.fix} base={MIGRATING_PAGE} />
          </li>
        ))}
      </ul>
    </>
  );
}
