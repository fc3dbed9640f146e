import React, { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { ENGLISH_ROUTE } from '@site/src/tools/api-english/format';

/** 开关的状态存在这个 localStorage 键里（CONTRIBUTING.md 的“存储键”一节）；值为 `true` 时打开。 */
export const STORAGE_KEY = 'api-show-english';

function readStored(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

function store(on: boolean): void {
  try {
    if (on) localStorage.setItem(STORAGE_KEY, 'true');
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // localStorage 不可用时开关照常工作，只是不记住。
  }
}

/**
 * 样式写在元素上：这个开关在每个 API 页面的首屏，写成 CSS 文件就会进入每个页面都加载的全站样式表。
 * 服务端渲染时开关占好位置但不可见（visibility: hidden），水合后才显示：页面不会因为它而跳动。
 */
const bar: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '0.25rem 0.5rem',
  minHeight: '1.75rem',
  marginBottom: '0.5rem',
  fontSize: '0.875rem',
};

/**
 * API 页面的“显示英文原文”开关，由 TypeDoc 主题写在每个 API 页面的标题之后（src/plugins/typedoc-layout），
 * `page` 是相对 /docs/api 的页面路径。禁用 JavaScript 时读者看不到它，也就不会碰到一个没有反应的开关。
 * 打开时才加载对照的代码（src/tools/api-english）和当前页面的数据，状态文字也由那边写进 role="status" 的元素。
 */
export default function ApiEnglish({ page }: { page: string }): ReactNode {
  // 水合之前是 undefined：开关不可见、不可用。
  const [on, setOn] = useState<boolean>();
  const status = useRef<HTMLSpanElement>(null);
  const id = useId();
  const dataUrl = useBaseUrl(`${ENGLISH_ROUTE}/${page}.json`);

  useEffect(() => setOn(readStored()), []);

  useEffect(() => {
    if (!on || !status.current) return undefined;
    const element = status.current;
    const shown = import('@site/src/tools/api-english/showEnglish').then(
      ({ showEnglish }) => showEnglish(dataUrl, element),
      () => {
        element.textContent = '英文原文加载失败，请检查网络后重试。';
        return () => undefined;
      },
    );
    return () => void shown.then((undo) => undo());
  }, [on, dataUrl]);

  return (
    <div style={{ ...bar, visibility: on === undefined ? 'hidden' : 'visible' }}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        style={{ width: '1rem', height: '1rem', margin: 0, accentColor: 'var(--ifm-color-primary)' }}
        checked={Boolean(on)}
        disabled={on === undefined}
        onChange={(event) => {
          setOn(event.target.checked);
          store(event.target.checked);
        }}
      />
      <label htmlFor={id}>显示英文原文</label>
      <span
        ref={status}
        role="status"
        style={{ flexBasis: '100%', color: 'var(--ifm-color-emphasis-700)', textAlign: 'right' }}
      />
    </div>
  );
}
