import React, { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ParserMarkBadge, ParserMarkReason } from './ParserReport';
import type { TreeRow } from './protocol';
import styles from './playground.module.css';

interface Props {
  rows: TreeRow[];
  truncated: boolean;
  /** 选择器变了之后第一次显示：把第一个匹配滚到树的可见范围里。 */
  revealToken: number;
  /** 树从点中的节点附近开始显示时，前面略去的行数。 */
  skipped?: number;
  /** 编辑器里的光标找到了节点：把它滚到树的可见范围里。 */
  revealPickedToken?: number;
  onToggle: (row: TreeRow) => void;
  onPick: (row: TreeRow) => void;
}

function RowContent({ row }: { row: TreeRow }): JSX.Element {
  switch (row.kind) {
    case 'element':
      return (
        <>
          <span className={styles.treeTag}>&lt;{row.label}</span>
          {row.attributes.map(([name, value]) => (
            <span key={name}>
              {' '}
              <span className={styles.treeAttribute}>{name}</span>
              {value !== '' && (
                <>
                  =<span className={styles.treeValue}>&quot;{value}&quot;</span>
                </>
              )}
            </span>
          ))}
          {row.moreAttributes > 0 && <span className={styles.treeNote}> …另有 {row.moreAttributes} 个属性</span>}
          <span className={styles.treeTag}>&gt;</span>
        </>
      );
    case 'text':
      return <span className={styles.treeText}>“{row.label}”</span>;
    case 'comment':
      return <span className={styles.treeNote}>&lt;!-- {row.label} --&gt;</span>;
    case 'doctype':
      return <span className={styles.treeNote}>&lt;{row.label}&gt;</span>;
    case 'cdata':
      return <span className={styles.treeNote}>&lt;![CDATA[…]]&gt;</span>;
    case 'fragment':
      return <span className={styles.treeNote}>#document-fragment（&lt;template&gt; 的内容）</span>;
  }
}

/**
 * 把树里第一个符合 selector 的行滚到树的可见范围里（只滚树自己，不滚页面）。位置按屏幕坐标算：树有 contain，
 * 它自己就是行的 offsetParent，offsetTop 已经相对于它，再减去它的 offsetTop 就错了。
 */
function revealRow(container: HTMLElement | null, selector: string): void {
  const row = container?.querySelector<HTMLElement>(selector);
  if (!container || !row) return;
  const top = row.getBoundingClientRect().top - container.getBoundingClientRect().top + container.scrollTop;
  if (top < container.scrollTop || top + row.offsetHeight > container.scrollTop + container.clientHeight) {
    container.scrollTop = Math.max(0, top - container.clientHeight / 3);
  }
}

/**
 * 解析出的文档树：只显示分析 worker 算出的可见行（大文档不会一次画出几万个节点）。
 * 键盘操作与 WAI-ARIA 的树视图一致：上下键移动，右键展开，左键折叠或回到父节点，Enter 选中节点生成选择器。
 */
function TreeView({
  rows,
  truncated,
  revealToken,
  skipped = 0,
  revealPickedToken = 0,
  onToggle,
  onPick,
}: Props): JSX.Element {
  const list = useRef<HTMLUListElement>(null);
  const [activeId, setActiveId] = useState<number | null>(null);
  /** 可以用 Tab 进入的那一行（其余行 tabIndex=-1，用方向键移动）。 */
  const tabStop = Math.max(
    0,
    rows.findIndex((row) => row.id === activeId),
  );

  useEffect(() => revealRow(list.current, '[data-matched="true"]'), [revealToken]);
  useEffect(() => revealRow(list.current, '[aria-selected="true"]'), [revealPickedToken]);

  const focusRow = (index: number) => {
    const row = rows[Math.min(Math.max(index, 0), rows.length - 1)];
    if (!row) return;
    setActiveId(row.id);
    list.current?.querySelector<HTMLElement>(`[data-id="${row.id}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, activeIndex: number) => {
    const row = rows[activeIndex];
    if (!row) return;
    const handled = (() => {
      switch (event.key) {
        case 'ArrowDown':
          focusRow(activeIndex + 1);
          return true;
        case 'ArrowUp':
          focusRow(activeIndex - 1);
          return true;
        case 'Home':
          focusRow(0);
          return true;
        case 'End':
          focusRow(rows.length - 1);
          return true;
        case 'ArrowRight':
          if (row.childCount > 0 && !row.open) onToggle(row);
          else if (row.open) focusRow(activeIndex + 1);
          return true;
        case 'ArrowLeft': {
          if (row.open) {
            onToggle(row);
            return true;
          }
          for (let index = activeIndex - 1; index >= 0; index -= 1) {
            if ((rows[index]?.depth ?? 0) < row.depth) {
              focusRow(index);
              break;
            }
          }
          return true;
        }
        case 'Enter':
        case ' ':
          onPick(row);
          return true;
        default:
          return false;
      }
    })();
    if (handled) event.preventDefault();
  };

  return (
    <>
      {skipped > 0 && (
        <p className={styles.treeNote}>
          树从光标所在的节点附近开始显示，前面还有 {skipped} 行；折叠一些节点可以看到它们。
        </p>
      )}
      <ul ref={list} className={styles.tree} role="tree" aria-label="文档树" aria-describedby="playground-tree-help">
        {rows.map((row, index) => (
          <li
            key={row.id}
            data-id={row.id}
            data-matched={row.matched}
            role="treeitem"
            aria-level={row.depth + 1}
            aria-expanded={row.childCount > 0 ? row.open : undefined}
            aria-selected={row.picked}
            tabIndex={index === tabStop ? 0 : -1}
            className={[styles.treeRow, row.matched ? styles.treeMatched : '', row.picked ? styles.treePicked : '']
              .filter(Boolean)
              .join(' ')}
            style={{ paddingInlineStart: `${row.depth * 1.1 + 0.25}rem` }}
            onFocus={() => setActiveId(row.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            onClick={(event) => {
              setActiveId(row.id);
              if ((event.target as HTMLElement).dataset.toggle) onToggle(row);
              else onPick(row);
            }}>
            <span
              className={styles.treeToggle}
              data-toggle={row.childCount > 0 ? 'true' : undefined}
              aria-hidden="true">
              {row.childCount > 0 ? (row.open ? '▾' : '▸') : ''}
            </span>
            {row.matched && <span className={styles.matchBadge}>匹配</span>}
            {row.mark && <ParserMarkBadge mark={row.mark} />}
            <RowContent row={row} />
            {!row.open && row.childCount > 0 && <span className={styles.treeNote}> …{row.childCount} 个子节点</span>}
            {row.mark && <ParserMarkReason mark={row.mark} />}
          </li>
        ))}
      </ul>
      {truncated && <p className={styles.treeNote}>树太大，只显示了前 500 行；折叠一些节点可以看到后面的内容。</p>}
    </>
  );
}

/** 父组件每次按键都会重新渲染；几百行的树和上千条输出只在自己的数据变了时才重新渲染。 */
export default React.memo(TreeView);
