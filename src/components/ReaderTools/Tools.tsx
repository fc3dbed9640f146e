import React, { useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { repository } from '@site/src/constants/links';
import { englishPage } from '@site/src/upstream/browser/english';
import type { PageTranslation } from '@site/src/upstream/browser/types';
import { copy, copyText, fill, issueUrl } from './actions';
import { assistantPrompt, assistants } from './assistants';
import { markdownTwinUrl } from './twinParts';
import type { ReaderToolsProps } from './types';

type Press = (event: SyntheticEvent<HTMLAnchorElement>) => void;

/*
 * 样式写在元素上而不是 CSS 模块里：全站的 CSS 打包成一个文件，每个页面首屏都要下载；写在这里，只在工具栏的代码里。
 * 链接和周围的小字只靠颜色难以分辨（axe link-in-text-block），一律加下划线；按钮做成同样的链接样式。
 */
const UNDERLINE = { textDecoration: 'underline' } as const;
const FOOTER = {
  marginTop: '2rem',
  paddingTop: '1rem',
  borderTop: '1px solid var(--ifm-color-emphasis-200)',
  fontSize: '0.875rem',
} as const;
const ACTIONS = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0 1.25rem',
  marginBottom: 'var(--ifm-paragraph-margin-bottom)',
} as const;
const BUTTON = {
  ...UNDERLINE,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'var(--ifm-link-color)',
  cursor: 'pointer',
} as const;

const MENU = { position: 'relative' } as const;
const MENU_LIST = {
  position: 'absolute',
  zIndex: 'var(--ifm-z-index-dropdown)',
  bottom: '100%',
  left: 0,
  minWidth: '11rem',
  margin: '0 0 0.25rem',
  padding: '0.5rem 0.75rem',
  listStyle: 'none',
  background: 'var(--ifm-background-surface-color)',
  border: '1px solid var(--ifm-color-emphasis-300)',
  borderRadius: 'var(--ifm-global-radius)',
  boxShadow: 'var(--ifm-global-shadow-md)',
} as const;

/**
 * “用 AI 打开”：一个原生的 <details> 菜单，没有脚本也能展开，键盘（Tab、Enter、空格）和屏幕阅读器（展开/收起的
 * 状态）都由浏览器负责；脚本加载之后再补上 Esc 收起。链接在新标签页打开 AI 助手，提示词里是本页 Markdown 版本的地址；
 * 不接受地址预填的助手用“复制提示词”。
 */
function AskAi({ prompt, onCopy }: { prompt: string; onCopy: () => void }): ReactNode {
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = menu.current!;
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    details.addEventListener('keydown', closeOnEscape);
    return () => details.removeEventListener('keydown', closeOnEscape);
  }, []);
  return (
    <details ref={menu} style={MENU}>
      <summary style={{ ...UNDERLINE, color: 'var(--ifm-link-color)', cursor: 'pointer' }}>用 AI 打开</summary>
      <ul style={MENU_LIST}>
        {assistants.map((assistant) => (
          <li key={assistant.name}>
            <a href={assistant.url(prompt)} style={UNDERLINE} target="_blank" rel="noopener noreferrer">
              在 {assistant.name} 中打开
            </a>
          </li>
        ))}
        <li>
          <button type="button" style={BUTTON} onClick={onCopy}>
            复制提示词
          </button>
        </li>
      </ul>
    </details>
  );
}

function Source({ t, en, onPress }: { t: PageTranslation; en?: string; onPress: Press }): ReactNode {
  if (t.status === 'original') return <p>本页为中文版原创内容，没有对应的英文页面。</p>;
  const [done, total, stale] = t.coverage ?? [];
  const commit = t.commit ?? '';
  return (
    <p>
      译自
      <a href={en} style={UNDERLINE} onPointerDown={onPress} onKeyDown={onPress}>
        英文原文
      </a>
      {t.coverage ? (
        `：cheerio ${commit.slice(1)} 的源码注释，已翻译 ${done}/${total} 段${stale ? `，${stale} 段的英文已更新，暂显示英文` : ''}。`
      ) : (
        <>
          ，同步于提交{' '}
          <a href={`${repository}/commit/${commit}`} style={UNDERLINE}>
            {commit.slice(0, 7)}
          </a>
          {t.date && `（${t.date}）`}。
        </>
      )}
      {t.changed && (
        <>
          英文原文在 {t.changed} 又有更新：
          <a href={`${repository}/commits/HEAD/${t.path}`} style={UNDERLINE}>
            查看英文改动
          </a>
          。
        </>
      )}
    </p>
  );
}

/** 文章末尾的一行读者工具：英文原文与同步状态、报告问题、复制或查看本页的 Markdown。 */
export default function Tools(props: ReaderToolsProps): ReactNode {
  const [status, setStatus] = useState('');
  const markdown = markdownTwinUrl(props.permalink);
  const prompt = assistantPrompt(`${props.siteUrl}${markdown}`);
  const en = props.translation && englishPage(props.translation, props.permalink);
  const press =
    (kind: 'original' | 'issue'): Press =>
    (event) =>
      fill(kind, event.currentTarget, props, en);
  return (
    <footer style={FOOTER}>
      {props.translation && <Source t={props.translation} en={en} onPress={press('original')} />}
      <div style={ACTIONS}>
        <a
          href={issueUrl(props.repository, props.title)}
          style={UNDERLINE}
          target="_blank"
          rel="noopener noreferrer"
          onPointerDown={press('issue')}
          onKeyDown={press('issue')}>
          报告问题 / 改进翻译
        </a>
        <button type="button" style={BUTTON} onClick={() => copy(markdown, setStatus)}>
          复制为 Markdown
        </button>
        <a href={markdown} style={UNDERLINE}>
          查看 Markdown
        </a>
        <AskAi prompt={prompt} onCopy={() => copyText(prompt, setStatus, '已复制提示词，可以粘贴给任何 AI 助手。')} />
        <span role="status">{status}</span>
      </div>
    </footer>
  );
}
