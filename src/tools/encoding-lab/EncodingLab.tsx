import React, { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import type { Alternative, HexRow, Highlight, LabResult } from './analyze';
import { loadPrism } from '@site/src/plugins/lean-prism/browser/prismSource';
import { parseHex } from './hex';
import { LabClient } from './protocol';
import { SAMPLES, sampleBytes } from './samples';
import { LOAD_BUFFER_DEFAULT, SNIFF_BYTES } from './constants';
import type { Clue, Sniffed } from './sniff';
import './encodingLab.css';

/** 本地文件最多读这么多字节：再大的 HTML 也用不着，整个读进内存反而可能拖垮标签页。 */
const MAX_READ_BYTES = 64 * 1024 * 1024;

interface Input {
  /** 给读者看的来源说明。 */
  name: string;
  bytes: Uint8Array;
  /** 原文件的大小（读取时可能截断）。 */
  size: number;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'working'; message: string }
  | { kind: 'error'; message: string }
  | { kind: 'done'; result: LabResult; input: Input };

function formatSize(size: number): string {
  if (size < 1024) return `${size} 字节`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}

const hex2 = (value: number) => value.toString(16).toUpperCase().padStart(2, '0');
const offsetLabel = (offset: number) => `第 ${offset} 字节（0x${offset.toString(16).toUpperCase()}）`;

/** 控制字符换成看得见的符号（␀、␊……），否则 UTF-16 按单字节读出来的 00 什么也看不见。 */
function visible(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, (char) =>
    String.fromCharCode(0x2400 + char.charCodeAt(0)),
  );
}

function Step({
  title,
  state,
  children,
}: {
  title: string;
  state: 'used' | 'overridden' | 'none';
  children: ReactNode;
}) {
  const label = { used: '采用', overridden: '被前面的线索覆盖', none: '' }[state];
  return (
    <li className={state === 'used' ? 'lab-step-used' : undefined}>
      <strong>{title}</strong>
      {label && <span className={state === 'used' ? 'lab-badge-used' : 'lab-badge-other'}>{label}</span>}
      <div>{children}</div>
    </li>
  );
}

function ClueText({ clue, fallback }: { clue?: Clue; fallback: ReactNode }): ReactNode {
  if (!clue) return fallback;
  return (
    <>
      {clue.start !== undefined && `${offsetLabel(clue.start)}处的 `}
      {clue.snippet && <code>{clue.snippet}</code>}
      {clue.encoding ? ` → ${clue.encoding}` : ''}
    </>
  );
}

function Decision({ result }: { result: LabResult }): ReactNode {
  const { sniffed, transport, ignoredDeclaration } = result;
  const order: Sniffed['source'][] = ['bom', 'transport', 'meta', 'default'];
  const rank = (source: Sniffed['source']) =>
    order.indexOf(source === 'xml-prefix' || source === 'xml-declaration' ? 'meta' : source);
  const stateOf = (source: Sniffed['source'], present: boolean) => {
    if (!present) return 'none';
    if (rank(sniffed.source) === rank(source)) return 'used';
    return rank(sniffed.source) < rank(source) ? 'overridden' : 'none';
  };
  const bom = sniffed.bom;
  const bomBytes = bom ? [...result.hex[0].bytes.slice(0, bom.end)].map(hex2).join(' ') : '';
  const transportLabelKnown = Boolean(sniffed.transport?.encoding);
  return (
    <ol className="lab-steps">
      <Step title="1. 字节顺序标记（BOM）" state={stateOf('bom', Boolean(bom))}>
        {bom ? `文件开头是 ${bomBytes}，这是 ${bom.encoding} 的 BOM → ${bom.encoding}。BOM 的优先级最高。` : '没有。'}
      </Step>
      <Step title="2. 传输层编码（Content-Type 响应头里的 charset）" state={stateOf('transport', transportLabelKnown)}>
        {transport.problem && `${transport.problem}。`}
        {!transport.label &&
          !transport.problem &&
          '没有提供。用 fetch 下载时要自己把它交给 loadBuffer，fromURL 会自动交给它。'}
        {transport.label &&
          (sniffed.transport?.encoding ? (
            <>
              <code>{transport.label}</code>
              {` → ${sniffed.transport.encoding}`}
            </>
          ) : (
            <>
              <code>{transport.label}</code> 不是 WHATWG 编码标准认识的标签，被忽略。
            </>
          ))}
      </Step>
      <Step
        title={`3. 文档里的声明（预扫描前 ${SNIFF_BYTES} 字节里的 <meta> 或 XML 声明）`}
        state={stateOf(sniffed.declared?.source ?? 'meta', Boolean(sniffed.declared))}>
        <ClueText clue={sniffed.declared} fallback={ignoredDeclaration ? null : '没有找到。'} />
        {ignoredDeclaration && (
          <>
            {`${offsetLabel(ignoredDeclaration.start!)}处的 `}
            <code>{ignoredDeclaration.snippet}</code>：<code>{ignoredDeclaration.label}</code>
            不是 WHATWG 编码标准认识的标签，被忽略。
          </>
        )}
        {sniffed.declared?.snippet && /utf-?16/i.test(sniffed.declared.snippet) && sniffed.declared.encoding === 'UTF-8'
          ? '（按 HTML 标准，<meta> 里声明的 UTF-16 当作 UTF-8：能读到这个 ASCII 标签，文件就不可能是 UTF-16。）'
          : ''}
      </Step>
      <Step title="4. 默认编码" state={sniffed.source === 'default' ? 'used' : 'none'}>
        {`${LOAD_BUFFER_DEFAULT}：Cheerio 1.2.0 的 loadBuffer 在 HTML 模式下的默认值（XML 模式下是 UTF-8）。`}
      </Step>
    </ol>
  );
}

function EncodingNotes({ result }: { result: LabResult }): ReactNode {
  const { sniffed, likely, gbkFourByte, decodeError } = result;
  return (
    <>
      <p className="lab-verdict">
        {decodeError ? (
          <>
            loadBuffer 选中了 {sniffed.encoding}，但会抛出错误：<code lang="en">{decodeError}</code>
          </>
        ) : (
          `loadBuffer 会按 ${sniffed.encoding} 解码这个文件。`
        )}
      </p>
      {sniffed.encoding === 'GBK' && (
        <div className="alert alert--info" role="note">
          WHATWG 编码标准把 <code>gbk</code>、<code>gb2312</code> 标签交给 GB18030
          解码器，所以浏览器能显示“𠮷”这样的四字节字符；Cheerio 1.2.0 的 loadBuffer 经 iconv-lite 按字面意义的 GBK
          解码，这些字符会变成乱码。
          {gbkFourByte
            ? `这个文件里有 ${gbkFourByte} 处这样的字符，建议按 gb18030 解码（见下面的代码）。`
            : '这个文件里没有这样的字符。'}
        </div>
      )}
      {likely && (
        <div className="alert alert--warning" role="note">
          {likely.reason === 'content'
            ? `推测：这个文件更可能是 ${likely.encoding}。${sniffed.source === 'default' ? '它没有声明编码，' : '按 loadBuffer 选的编码解码出现了替换字符，'}而按 ${likely.encoding} 解码没有任何坏字节。这只是按内容推测，请对照下面的结果确认。`
            : `响应头说 ${sniffed.encoding}，页面自己的声明说 ${likely.encoding}；loadBuffer 听响应头的。服务器的默认设置（例如 ISO-8859-1）常常不对，看看下面按 ${likely.encoding} 读出来的样子。`}
        </div>
      )}
    </>
  );
}

function HexView({ rows, highlights, size }: { rows: HexRow[]; highlights: Highlight[]; size: number }): ReactNode {
  const kindAt = (offset: number) => highlights.find((h) => offset >= h.start && offset < h.end)?.kind;
  const shown = rows.reduce((sum, row) => sum + row.bytes.length, 0);
  return (
    <>
      <p>
        {`开头的 ${shown} 个字节${shown < size ? `（共 ${size} 个）` : ''}。`}
        {highlights.some((h) => h.kind === 'bom') && <span className="lab-legend-bom">BOM</span>}
        {highlights.some((h) => h.kind === 'declaration') && <span className="lab-legend-declaration">编码声明</span>}
      </p>
      {/* 可以横向滚动的区域要能用键盘聚焦、滚动（axe 的 scrollable-region-focusable）。 */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- 见上一行 */}
      <div className="lab-hex-scroll" tabIndex={0} role="region" aria-label="开头字节的十六进制视图">
        <table className="lab-hex">
          <thead>
            <tr>
              <th scope="col">偏移</th>
              <th scope="col">十六进制</th>
              <th scope="col">ASCII</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.offset}>
                <th scope="row">{row.offset.toString(16).toUpperCase().padStart(4, '0')}</th>
                <td>
                  {row.bytes.map((byte, i) => {
                    const kind = kindAt(row.offset + i);
                    return (
                      <span
                        key={i}
                        className={kind === 'bom' ? 'lab-hex-bom' : kind ? 'lab-hex-declaration' : undefined}>
                        {hex2(byte)}
                      </span>
                    );
                  })}
                </td>
                <td className="lab-ascii">
                  {row.bytes.map((byte) => (byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : '.')).join('')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Alternatives({ items }: { items: Alternative[] }): ReactNode {
  if (items.length === 0) return <p>文件只含 ASCII 字符，换哪种常见编码读都一样。</p>;
  return (
    <ul className="lab-alternatives">
      {items.map((item) => (
        <li key={`${item.encoding}-${item.steps ?? ''}`}>
          <p className="lab-alternative-title">
            {item.steps ?? `按 ${item.encoding} 读`}
            {item.likely && '（推测的正确编码）'}
          </p>
          <pre className="lab-snippet">{visible(item.text)}</pre>
          {item.explanation && <p>{item.explanation}</p>}
        </li>
      ))}
    </ul>
  );
}

function Result({ result, input }: { result: LabResult; input: Input }): ReactNode {
  const truncatedRead = input.size > input.bytes.length;
  return (
    <div className="lab-result">
      <h2 id="decision">判断过程</h2>
      <p>
        {`${input.name}，${formatSize(input.size)}`}
        {truncatedRead && `（只读取了前 ${formatSize(input.bytes.length)}）`}
        。loadBuffer 依次看这四样，第一个有结果的说了算：
      </p>
      <Decision result={result} />
      {result.problem ? (
        <div className="alert alert--danger" role="alert">
          {result.problem.message}
        </div>
      ) : (
        <EncodingNotes result={result} />
      )}
      {result.text && (
        <>
          <h2 id="text">解码结果</h2>
          <p>
            {`共 ${result.text.length.toLocaleString('zh-CN')} 个字符`}
            {result.text.replacements
              ? `，其中 ${result.text.replacements.toLocaleString('zh-CN')} 个是替换字符 �（解码器遇到无法解码的字节时用它代替）`
              : '，没有替换字符 �'}
            {result.text.truncated
              ? `。下面只显示前 ${result.text.excerpt.length.toLocaleString('zh-CN')} 个字符。`
              : '。'}
          </p>
          {/* 解码结果可能很长，框内滚动；同样要能用键盘滚动。 */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- 见上一行 */}
          <pre className="lab-text" tabIndex={0}>
            {visible(result.text.excerpt)}
          </pre>
        </>
      )}
      <h2 id="bytes">开头的字节</h2>
      <HexView rows={result.hex} highlights={result.highlights} size={result.size} />
      {result.text && (
        <>
          <h2 id="mojibake">换一种编码读，会看到什么</h2>
          <p>同一段字节（第一个非 ASCII 字节所在的那一行）按不同的编码读出来：</p>
          <Alternatives items={result.alternatives} />
        </>
      )}
      {!result.problem && (
        <>
          <h2 id="node-code">在 Node 里这样加载</h2>
          <p>把 page.html 换成你的文件；代码已经在 Cheerio 1.2.0 上运行过。</p>
          <CodeBlock language="js" title="load-page.mjs">
            {result.code.code}
          </CodeBlock>
        </>
      )}
    </div>
  );
}

export default function EncodingLab(): ReactNode {
  const [sampleId, setSampleId] = useState(SAMPLES[0].id);
  const [contentType, setContentType] = useState(SAMPLES[0].contentType ?? '');
  const [hexText, setHexText] = useState('');
  const [hexError, setHexError] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [input, setInput] = useState<Input>();
  const client = useRef<LabClient>();
  const ids = { sample: useId(), file: useId(), hex: useId(), header: useId(), headerHint: useId() };

  useEffect(() => {
    client.current = new LabClient();
    // 页面一打开就分析示例，结果里有 Node 代码块：Prism（按需加载）与分析同时下载，代码块出现时就是彩色的。
    void loadPrism();
    return () => client.current?.dispose();
  }, []);

  // 输入或响应头变了就重新分析；响应头打字时稍等一下。
  useEffect(() => {
    if (!input || !client.current) return undefined;
    const lab = client.current;
    const timer = setTimeout(() => {
      setStatus({ kind: 'working', message: `正在分析 ${input.name}（${formatSize(input.bytes.length)}）……` });
      lab.analyze(input.bytes, contentType).then(
        (result) => result && setStatus({ kind: 'done', result, input }),
        (error: Error) => setStatus({ kind: 'error', message: `分析失败：${error.message}` }),
      );
    }, 150);
    return () => clearTimeout(timer);
  }, [input, contentType]);

  const chooseSample = (id: string) => {
    const sample = SAMPLES.find((s) => s.id === id)!;
    setSampleId(id);
    setContentType(sample.contentType ?? '');
    const bytes = sampleBytes(sample);
    setInput({ name: `示例“${sample.label}”`, bytes, size: bytes.length });
  };

  // 页面打开后先分析第一个示例，读者马上能看到完整的结果。
  useEffect(() => chooseSample(SAMPLES[0].id), []);

  const openFile = async (file: File | undefined) => {
    if (!file) return;
    setStatus({ kind: 'working', message: `正在读取 ${file.name}（${formatSize(file.size)}）……` });
    try {
      const buffer = await file.slice(0, MAX_READ_BYTES).arrayBuffer();
      setInput({ name: `文件 ${file.name}`, bytes: new Uint8Array(buffer), size: file.size });
    } catch {
      setStatus({
        kind: 'error',
        message: `读不了 ${file.name}：浏览器没有给出文件内容，请确认文件还在、并且有权限读取。`,
      });
    }
  };

  const submitHex = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseHex(hexText);
    if ('error' in parsed) {
      setHexError(parsed.error);
      return;
    }
    setHexError('');
    setInput({ name: '粘贴的字节', bytes: parsed.bytes, size: parsed.bytes.length });
  };

  return (
    <>
      <section className="lab-inputs" aria-labelledby="lab-input">
        <h2 id="lab-input">要分析的字节</h2>
        <div className="lab-field">
          <label htmlFor={ids.sample}>示例文件</label>
          <select id={ids.sample} value={sampleId} onChange={(event) => chooseSample(event.target.value)}>
            {SAMPLES.map((sample) => (
              <option key={sample.id} value={sample.id}>
                {sample.label}
              </option>
            ))}
          </select>
        </div>
        <div className="lab-field">
          <label htmlFor={ids.file}>或者打开本地文件</label>
          <input
            id={ids.file}
            type="file"
            onChange={(event) => {
              void openFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
        <form className="lab-field" onSubmit={submitHex}>
          <label htmlFor={ids.hex}>或者粘贴十六进制字节</label>
          <textarea
            id={ids.hex}
            value={hexText}
            rows={3}
            spellCheck={false}
            placeholder="例如 E4 BD A0 E5 A5 BD 或 %C4%E3%BA%C3"
            aria-invalid={Boolean(hexError)}
            aria-describedby={hexError ? `${ids.hex}-error` : undefined}
            onChange={(event) => setHexText(event.target.value)}
          />
          {hexError && (
            <p id={`${ids.hex}-error`} className="lab-field-error" role="alert">
              {hexError}
            </p>
          )}
          <button type="submit" className="button button--secondary button--sm">
            分析这些字节
          </button>
        </form>
        <div className="lab-field">
          <label htmlFor={ids.header}>Content-Type 响应头（可选）</label>
          <input
            id={ids.header}
            type="text"
            value={contentType}
            placeholder="text/html; charset=gbk"
            spellCheck={false}
            aria-describedby={ids.headerHint}
            onChange={(event) => setContentType(event.target.value)}
          />
          <p id={ids.headerHint} className="lab-hint">
            扮演 HTTP 响应头：其中的 charset 会作为 transportLayerEncodingLabel 交给 loadBuffer，就像 fromURL 做的那样。
          </p>
        </div>
      </section>
      <div aria-live="polite" aria-busy={status.kind === 'working'}>
        {status.kind === 'working' && <p className="lab-status">{status.message}</p>}
        {status.kind === 'error' && (
          <div className="alert alert--danger" role="alert">
            {status.message}
          </div>
        )}
        {status.kind === 'done' && <Result result={status.result} input={status.input} />}
      </div>
    </>
  );
}

/** 常见乱码的样子：服务端渲染，没有脚本时也能读，也进搜索索引。 */
export function MojibakeGuide(): ReactNode {
  return (
    <>
      <h2 id="patterns">常见的乱码长什么样</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">看到的</th>
            <th scope="col">原因</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>浣犲ソ、鍙戦€</td>
            <td>UTF-8 的文字被当成 GBK 读：三个字节一个汉字被两两拆开。换回 UTF-8 就能还原。</td>
          </tr>
          <tr>
            <td>ÄãºÃ、ä½ å¥½</td>
            <td>
              GBK 或 UTF-8 的文字被当成单字节编码（windows-1252、ISO-8859-1）读。页面没有声明编码时，loadBuffer
              默认就这样读。字节还在，能还原。
            </td>
          </tr>
          <tr>
            <td>�（菱形问号）</td>
            <td>
              不是 UTF-8 的字节被当成 UTF-8 读，每处坏字节换成替换字符
              U+FFFD。原来的字节已经丢了，无法还原，要回到原始字节重新解码。
            </td>
          </tr>
          <tr>
            <td>锟斤拷</td>
            <td>
              先按 UTF-8 读错（产生 U+FFFD）、存成 UTF-8，再按 GBK 读：U+FFFD 的三个字节 EF BF BD
              两两一组正好是“锟斤拷”。
            </td>
          </tr>
          <tr>
            <td>烫烫烫、屯屯屯</td>
            <td>
              不是编码问题：这是 Visual C++ 调试版程序里未初始化的内存（填充字节 0xCC、0xCD）按 GBK 显示出来的样子，与
              HTML 文件和 Cheerio 都无关。
            </td>
          </tr>
        </tbody>
      </table>
      <p>
        编码的原理和 loadBuffer、decodeStream 的用法见<Link to="/docs/basics/loading#load-buffer">加载文档</Link>；
        fetch 下载时怎样传响应头里的编码、GBK 页面的生僻字，见
        <Link to="/docs/basics/troubleshooting#gbk">常见问题与排错</Link>。
      </p>
    </>
  );
}
