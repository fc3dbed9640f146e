/**
 * 演练场的代码编辑器（CodeMirror 6）。整个文件由页面在水合之后按需加载，单独成块：别的页面不会下载它，
 * 演练场自己也是先画出布局和可用的普通文本框，编辑器随后接手。
 *
 * Tab 不用来缩进，而是像别处一样移动焦点，键盘用户随时可以离开编辑器（缩进用 Ctrl+] 和 Ctrl+[）。
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { htmlLanguage } from '@codemirror/lang-html';
import { jsxLanguage } from '@codemirror/lang-javascript';
import { HighlightStyle, bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, StateEffect, StateField, type Extension } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { highlightsHtml } from './nestingDepth';

export type EditorLanguage = 'html' | 'javascript';

export interface EditorOptions {
  parent: HTMLElement;
  value: string;
  language: EditorLanguage;
  /** 编辑区的可访问名称来自这个元素（页面上的标签）。 */
  labelledBy: string;
  describedBy?: string;
  onChange: (value: string) => void;
  onRun?: () => void;
  /** 读者移动了光标（点击、方向键、拖选）；程序设置的选区不算。行列从 1 开始。 */
  onCursor?: (position: { line: number; column: number }) => void;
}

/** 源码里的一段，行列从 1 开始。 */
export interface LineColumnRange {
  from: { line: number; column: number };
  to: { line: number; column: number };
}

export interface EditorHandle {
  readonly dom: HTMLElement;
  setValue: (value: string) => void;
  /** 标出出错的位置（行、列从 1 开始）；null 清除。说明文字在输出区里，编辑器只负责标出位置。 */
  markError: (error: { line: number; column?: number } | null) => void;
  /** 聚焦并把光标放在 position；有 `to` 时选中 position 到 `to` 之间的文字。 */
  focus: (position?: { line: number; column?: number; to?: { line: number; column: number } }) => void;
  /** 标出一段源码并滚到看得见的地方，不移动焦点和光标；null 清除。 */
  showRange: (range: LineColumnRange | null) => void;
  destroy: () => void;
}

/** 颜色来自页面的 CSS 变量，明暗两种模式各有一套（与站内代码块的配色相同，对比度都已核对）。 */
const highlightStyle = HighlightStyle.define([
  { tag: [tags.comment, tags.meta], color: 'var(--playground-token-comment)', fontStyle: 'italic' },
  { tag: [tags.string, tags.attributeValue, tags.special(tags.string)], color: 'var(--playground-token-string)' },
  {
    tag: [tags.number, tags.bool, tags.null, tags.atom, tags.regexp, tags.propertyName, tags.constant(tags.name)],
    color: 'var(--playground-token-constant)',
  },
  { tag: [tags.keyword, tags.tagName, tags.operatorKeyword, tags.modifier], color: 'var(--playground-token-keyword)' },
  { tag: tags.attributeName, color: 'var(--playground-token-attribute)' },
  {
    tag: [tags.function(tags.variableName), tags.function(tags.propertyName)],
    color: 'var(--playground-token-function)',
  },
  { tag: tags.invalid, color: 'var(--playground-token-invalid)' },
]);

const theme = EditorView.theme({
  '&': {
    height: '100%',
    color: 'var(--playground-code-color)',
    backgroundColor: 'var(--playground-code-background)',
    fontSize: 'var(--ifm-code-font-size)',
  },
  '&.cm-focused': { outline: '2px solid var(--ifm-color-primary)', outlineOffset: '2px' },
  '.cm-scroller': { fontFamily: 'var(--ifm-font-family-monospace)', lineHeight: '1.55', overflow: 'auto' },
  '.cm-content': { caretColor: 'var(--playground-code-color)' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--playground-code-color)' },
  '.cm-gutters': {
    backgroundColor: 'var(--playground-code-background)',
    color: 'var(--playground-gutter-color)',
    border: 'none',
  },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'var(--playground-active-line)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'var(--playground-selection) !important',
  },
  '.cm-matchingBracket': { outline: '1px solid var(--playground-gutter-color)', backgroundColor: 'transparent' },
  '.cm-playground-error-line': { backgroundColor: 'var(--playground-error-line)' },
  '.cm-playground-error': {
    textDecoration: 'underline wavy var(--playground-token-invalid)',
    textDecorationSkipInk: 'none',
  },
  '.cm-playground-source-range': {
    backgroundColor: 'var(--playground-picked-background)',
    outline: '1px solid var(--playground-picked-border)',
  },
});

/**
 * 出错的位置：那一行加底色，出错的字符加波浪线。只用语言包里的解析器和自己的这点装饰，不引入补全、lint 面板等用不到的扩展，
 * 编辑器这一块小一些。
 */
const setErrorMark = StateEffect.define<{ from: number; to: number } | null>();
const errorMark = StateField.define({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (!effect.is(setErrorMark)) continue;
      if (!effect.value) {
        next = Decoration.none;
        continue;
      }
      const { from, to } = effect.value;
      const line = transaction.state.doc.lineAt(from);
      next = Decoration.set(
        [
          Decoration.line({ class: 'cm-playground-error-line' }).range(line.from),
          ...(to > from ? [Decoration.mark({ class: 'cm-playground-error' }).range(from, to)] : []),
        ],
        true,
      );
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/**
 * 文档树里点中的节点在源码里的那一段：与树里选中的行同样的底色和边框。读者改了文字或移动了光标就清除，
 * 标出的不再是树里选中的那个节点。
 */
const setSourceRange = StateEffect.define<{ from: number; to: number } | null>();
const sourceRange = StateField.define({
  create: () => Decoration.none,
  update(marks, transaction) {
    if (transaction.docChanged || transaction.isUserEvent('select')) return Decoration.none;
    let next = marks;
    for (const effect of transaction.effects) {
      if (!effect.is(setSourceRange)) continue;
      next =
        effect.value && effect.value.to > effect.value.from
          ? Decoration.set([
              Decoration.mark({ class: 'cm-playground-source-range' }).range(effect.value.from, effect.value.to),
            ])
          : Decoration.none;
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** 一次插入超过这么多字符（粘贴、打开文件）时，重新决定要不要语法分析（见 nestingDepth.ts 的 highlightsHtml）。 */
const RECHECK_INSERTED_CHARS = 10_000;

function htmlLanguageFor(text: string): Extension {
  return highlightsHtml(text) ? htmlLanguage : [];
}

function position(view: EditorView, line: number, column = 1): number {
  const lineInfo = view.state.doc.line(Math.min(Math.max(1, line), view.state.doc.lines));
  return Math.min(lineInfo.from + Math.max(0, column - 1), lineInfo.to);
}

/**
 * 只滚动编辑器自己，让 pos 出现在可见范围的上部。不用 EditorView.scrollIntoView：它连页面一起滚，
 * 窄屏上读者点的是编辑器下面的文档树，页面跳到编辑器会让他找不到刚才点的那一行。
 */
function scrollInside(view: EditorView, pos: number): void {
  const scroller = view.scrollDOM;
  const top = view.lineBlockAt(pos).top;
  if (top < scroller.scrollTop || top > scroller.scrollTop + scroller.clientHeight - view.defaultLineHeight) {
    scroller.scrollTop = Math.max(0, top - scroller.clientHeight / 3);
  }
  // 横向的位置要等这一行画出来之后才量得到（一行压缩过的 HTML 可能有几十万个字符）。
  view.requestMeasure({
    read: () => {
      const coords = view.coordsAtPos(pos);
      const content = view.contentDOM.getBoundingClientRect();
      const gutter = scroller.querySelector<HTMLElement>('.cm-gutters')?.offsetWidth ?? 0;
      return coords && { x: coords.left - content.left, gutter };
    },
    write: (measured) => {
      if (!measured) return;
      const visibleWidth = scroller.clientWidth - measured.gutter;
      if (measured.x < scroller.scrollLeft || measured.x > scroller.scrollLeft + visibleWidth - 16) {
        scroller.scrollLeft = Math.max(0, measured.x - visibleWidth / 3);
      }
    },
  });
}

export function createEditor(options: EditorOptions): EditorHandle {
  const language = new Compartment();
  const languageFor = (text: string) => (options.language === 'html' ? htmlLanguageFor(text) : jsxLanguage);
  const extensions: Extension[] = [
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightSpecialChars(),
    history(),
    drawSelection(),
    indentOnInput(),
    bracketMatching(),
    highlightActiveLine(),
    syntaxHighlighting(highlightStyle),
    // 自己的 Mod-Enter 放在前面：defaultKeymap 把它绑定为“插入空行”。
    keymap.of([
      ...(options.onRun
        ? [
            {
              key: 'Mod-Enter',
              run: () => {
                options.onRun?.();
                return true;
              },
            },
          ]
        : []),
      ...defaultKeymap,
      ...historyKeymap,
    ]),
    language.of(languageFor(options.value)),
    errorMark,
    sourceRange,
    theme,
    EditorView.contentAttributes.of({
      'aria-labelledby': options.labelledBy,
      ...(options.describedBy ? { 'aria-describedby': options.describedBy } : {}),
      spellcheck: 'false',
      autocapitalize: 'off',
      autocorrect: 'off',
    }),
    // 粘贴或整体替换了一大段 HTML：在这次事务生效之前重新决定要不要语法分析，免得先用旧的设置去分析几千层的嵌套。
    EditorState.transactionExtender.of((transaction) => {
      if (options.language !== 'html' || !transaction.docChanged) return null;
      let inserted = 0;
      transaction.changes.iterChanges((_fromA, _toA, fromB, toB) => (inserted += toB - fromB));
      if (inserted <= RECHECK_INSERTED_CHARS) return null;
      return { effects: language.reconfigure(languageFor(transaction.newDoc.toString())) };
    }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) options.onChange(update.state.doc.toString());
      if (
        options.onCursor &&
        update.selectionSet &&
        update.transactions.some((transaction) => transaction.isUserEvent('select'))
      ) {
        const head = update.state.selection.main.head;
        const line = update.state.doc.lineAt(head);
        options.onCursor({ line: line.number, column: head - line.from + 1 });
      }
    }),
  ];
  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({ doc: options.value, extensions }),
  });
  return {
    dom: view.dom,
    setValue(value) {
      if (value === view.state.doc.toString()) return;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });
    },
    markError(error) {
      if (!error) {
        view.dispatch({ effects: setErrorMark.of(null) });
        return;
      }
      const from = position(view, error.line, error.column);
      view.dispatch({ effects: setErrorMark.of({ from, to: Math.min(view.state.doc.lineAt(from).to, from + 1) }) });
    },
    focus(target) {
      view.focus();
      if (target) {
        const anchor = position(view, target.line, target.column);
        const head = target.to ? position(view, target.to.line, target.to.column) : anchor;
        view.dispatch({ selection: { anchor, head }, scrollIntoView: true });
      }
    },
    showRange(range) {
      if (!range) {
        view.dispatch({ effects: setSourceRange.of(null) });
        return;
      }
      const from = position(view, range.from.line, range.from.column);
      const to = position(view, range.to.line, range.to.column);
      view.dispatch({ effects: setSourceRange.of({ from, to }) });
      scrollInside(view, from);
    },
    destroy: () => view.destroy(),
  };
}
