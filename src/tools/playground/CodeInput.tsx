import React, { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { EditorHandle, EditorLanguage } from './editor';
import type { SourceRange } from './protocol';
import type { SourcePosition } from './sourcePosition';
import styles from './playground.module.css';

/** 按需加载的编辑器模块里用到的部分（见 PlaygroundApp 的 useEditorModule）。 */
export type EditorModule = Pick<typeof import('./editor'), 'createEditor'>;

/** HTML 输入框给“解析器改了什么”用的操作（见 hooks/useSourceLink.ts）。 */
export interface SourceHandle {
  /** 标出一段源码，不移动焦点；编辑器加载之前改为选中文本框里的这一段。null 清除。 */
  show: (range: SourceRange | null) => void;
  /** 聚焦并选中这一段。 */
  select: (range: SourceRange) => void;
}

export interface CodeMark {
  line: number;
  column?: number;
  message: string;
}

interface Props {
  id: string;
  labelId: string;
  describedBy?: string;
  language: EditorLanguage;
  value: string;
  onChange: (value: string) => void;
  onRun?: () => void;
  /** 加载完成的编辑器模块；加载之前（以及禁用脚本时）是普通的文本框。 */
  editorModule: EditorModule | null;
  /** 内容太大、文本框放不下时，请父组件立即加载编辑器。 */
  onNeedEditor: () => void;
  mark?: CodeMark | null;
  /** 父组件用它把焦点移到出错的位置。 */
  handleRef?: React.MutableRefObject<{ focus(position?: { line: number; column?: number }): void } | null>;
  size: 'tall' | 'short';
  /** 读者在输入框里移动了光标。 */
  onCursor?: (position: SourcePosition) => void;
  sourceRef?: React.MutableRefObject<SourceHandle | null>;
}

/**
 * 超过这么多字符就不放进文本框：浏览器给几兆文字的 <textarea> 排版要占用主线程好几秒。编辑器只渲染看得见的行，
 * 没有这个问题，所以这时直接加载编辑器。
 */
const MAX_TEXTAREA_CHARS = 200_000;

function sizeText(characters: number): string {
  return characters >= 1024 * 1024
    ? `${(characters / 1024 / 1024).toFixed(1)} M`
    : `${Math.round(characters / 1024)} K`;
}

/** 文本框里某个字符位置的行列（从 1 开始）。 */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  const lines = text.slice(0, offset).split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/**
 * 光标和选区，换成编辑器时保持原样：读者全选之后粘贴，编辑器恰好在两步之间换上，粘贴的内容也要替换选区，
 * 而不是插在原来的内容旁边。
 */
function caretPosition(textarea: HTMLTextAreaElement): {
  line: number;
  column: number;
  to: { line: number; column: number };
} {
  return {
    ...lineColumn(textarea.value, textarea.selectionStart),
    to: lineColumn(textarea.value, textarea.selectionEnd),
  };
}

function offsetOf(text: string, line: number, column = 1): number {
  let offset = 0;
  for (let current = 1; current < line; current += 1) {
    const next = text.indexOf('\n', offset);
    if (next === -1) return text.length;
    offset = next + 1;
  }
  return Math.min(text.length, offset + column - 1);
}

/**
 * HTML 和代码的输入框。服务端和编辑器加载之前渲染成 <textarea>：能输入、能运行，只是没有高亮；
 * 编辑器模块到了之后换成 CodeMirror，内容、焦点和光标位置都保留。
 */
export default function CodeInput({
  id,
  labelId,
  describedBy,
  language,
  value,
  onChange,
  onRun,
  editorModule,
  onNeedEditor,
  mark,
  handleRef,
  size,
  onCursor,
  sourceRef,
}: Props): JSX.Element {
  const host = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const editor = useRef<EditorHandle | null>(null);
  const callbacks = useRef({ onChange, onRun, onCursor });
  callbacks.current = { onChange, onRun, onCursor };
  /** 编辑器最近一次报告的内容：父组件把它原样传回来时不必再与整篇文档比较（几兆的 HTML 每次按键都比较太慢）。 */
  const reported = useRef<string | null>(null);
  /** 换成编辑器之前，文本框里的焦点和光标。 */
  const carried = useRef<ReturnType<typeof caretPosition> | null>(null);

  if (editorModule && !editor.current && textarea.current && document.activeElement === textarea.current) {
    carried.current = caretPosition(textarea.current);
  }

  useLayoutEffect(() => {
    if (!editorModule || !host.current) return undefined;
    const handle = editorModule.createEditor({
      parent: host.current,
      value,
      language,
      labelledBy: labelId,
      describedBy,
      onChange: (next) => {
        reported.current = next;
        callbacks.current.onChange(next);
      },
      onRun: onRun ? () => callbacks.current.onRun?.() : undefined,
      onCursor: onCursor ? (position) => callbacks.current.onCursor?.(position) : undefined,
    });
    editor.current = handle;
    if (carried.current) {
      handle.focus(carried.current);
      carried.current = null;
    }
    return () => {
      handle.destroy();
      editor.current = null;
    };
    // value 只在创建时读取一次；之后由下面的 effect 同步外部的改动（例如载入示例）。
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editorModule, language, labelId, describedBy, Boolean(onRun), Boolean(onCursor)]);

  useEffect(() => {
    if (value !== reported.current) editor.current?.setValue(value);
  }, [value]);

  useEffect(() => {
    editor.current?.markError(mark ?? null);
  }, [mark, editorModule]);

  useEffect(() => {
    if (!handleRef) return;
    handleRef.current = {
      focus(position) {
        if (editor.current) {
          editor.current.focus(position);
          return;
        }
        const field = textarea.current;
        if (!field) return;
        field.focus();
        if (position) {
          const offset = offsetOf(field.value, position.line, position.column);
          field.setSelectionRange(offset, offset);
        }
      },
    };
  }, [handleRef]);

  useEffect(() => {
    if (!sourceRef) return;
    const offsets = (field: HTMLTextAreaElement, range: SourceRange) => [
      offsetOf(field.value, range.from.line, range.from.column),
      offsetOf(field.value, range.to.line, range.to.column),
    ];
    sourceRef.current = {
      show(range) {
        if (editor.current) {
          editor.current.showRange(range);
          return;
        }
        const field = textarea.current;
        if (!field || !range) return;
        const [from, to] = offsets(field, range);
        field.setSelectionRange(from, to);
        // 不聚焦（焦点留在读者点的树上），所以浏览器不会替我们滚动：按行高估出那一行的位置。
        const lineHeight = parseFloat(getComputedStyle(field).lineHeight) || 20;
        const top = (range.from.line - 1) * lineHeight;
        if (top < field.scrollTop || top > field.scrollTop + field.clientHeight - lineHeight) {
          field.scrollTop = Math.max(0, top - field.clientHeight / 3);
        }
      },
      select(range) {
        if (editor.current) {
          editor.current.focus({ ...range.from, to: range.to });
          return;
        }
        const field = textarea.current;
        if (!field) return;
        field.focus();
        const [from, to] = offsets(field, range);
        field.setSelectionRange(from, to);
      },
    };
  }, [sourceRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (onRun && event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onRun();
    }
  };

  const tooLarge = !editorModule && value.length > MAX_TEXTAREA_CHARS;
  useEffect(() => {
    if (tooLarge) onNeedEditor();
  }, [tooLarge, onNeedEditor]);

  const sizeClass = size === 'tall' ? styles.inputTall : styles.inputShort;
  return (
    <>
      {/* 编辑器接手后文本框只是隐藏：服务端渲染出的元素水合之后都还在，页面结构不随加载时机变化。 */}
      <textarea
        ref={textarea}
        id={id}
        className={`${styles.plainInput} ${sizeClass}`}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        value={tooLarge || editorModule ? '' : value}
        readOnly={tooLarge}
        placeholder={tooLarge ? `内容约 ${sizeText(value.length)} 个字符，正在加载编辑器……` : undefined}
        hidden={Boolean(editorModule)}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onSelect={
          onCursor
            ? (event) => onCursor(lineColumn(event.currentTarget.value, event.currentTarget.selectionStart))
            : undefined
        }
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
      />
      {editorModule && <div ref={host} className={`${styles.editorHost} ${sizeClass}`} />}
    </>
  );
}
