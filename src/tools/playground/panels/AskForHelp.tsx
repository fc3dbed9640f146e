import Heading from '@theme/Heading';
import React, { useState } from 'react';
import { repository } from '../../../constants/links';
import type { OutputEntry } from '../../../sandbox/protocol';
import { issueUrl, questionMarkdown, type QuestionInput } from '../askForHelp';
import styles from '../playground.module.css';

interface Props {
  state: QuestionInput['state'];
  entries: readonly OutputEntry[];
  matches: number | null;
  shareLink: () => Promise<string | null>;
}

/**
 * 一键求助：把版本、HTML、选择器、代码、输出和链接写成 Markdown，复制下来，或者打开 cheeriojs/cheerio 预填好的
 * 新 issue。读者按下按钮之前，什么都不会离开浏览器。
 */
export default function AskForHelp({ state, entries, matches, shareLink }: Props): JSX.Element {
  const [notice, setNotice] = useState<string | null>(null);
  const compose = async () => questionMarkdown({ state, entries, matches, link: await shareLink() });
  const copy = async (text: string): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      return false;
    }
  };

  const copyQuestion = async () => {
    const markdown = await compose();
    setNotice(
      (await copy(markdown))
        ? `已复制提问的 Markdown（${markdown.length.toLocaleString('zh-CN')} 个字符），可以贴进 issue、论坛或聊天。`
        : '浏览器不允许写入剪贴板，请改用“提交 issue”，或者手动复制演练场的链接。',
    );
  };

  const openIssue = async () => {
    const markdown = await compose();
    const url = issueUrl(markdown, state.selector);
    if (url) {
      window.open(url, '_blank', 'noopener');
      setNotice(
        '已在新标签页打开 cheeriojs/cheerio 的新 issue，内容已经填好。提交之前请检查一遍，删去不想公开的内容。',
      );
      return;
    }
    const copied = await copy(markdown);
    window.open(`${repository}/issues/new`, '_blank', 'noopener');
    setNotice(
      copied
        ? '内容太长，放不进 GitHub 的链接：已复制提问的 Markdown，请在新标签页打开的 issue 里粘贴。'
        : '内容太长，放不进 GitHub 的链接，浏览器又不允许写入剪贴板：请用“复制提问”旁的演练场链接或状态文件。',
    );
  };

  return (
    <section className={styles.askForHelp} aria-labelledby="playground-ask-title">
      <Heading as="h2" id="playground-ask-title" className={styles.panelTitle}>
        向别人求助
      </Heading>
      <p className={styles.hint}>
        把 Cheerio 的版本、HTML、选择器、代码、输出和演练场链接整理成一段
        Markdown。按下按钮之前，什么都不会离开你的浏览器；HTML 太长时只保留开头。
      </p>
      <div className={styles.runBar}>
        <button type="button" className="button button--secondary" onClick={() => void copyQuestion()}>
          复制提问
        </button>
        <button type="button" className="button button--secondary" onClick={() => void openIssue()}>
          提交 issue
        </button>
      </div>
      <p role="status" className={styles.runStatus}>
        {notice}
      </p>
    </section>
  );
}
