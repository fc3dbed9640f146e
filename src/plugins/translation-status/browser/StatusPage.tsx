import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import { englishSite, repository } from '@site/src/constants/links';
import { englishPage } from '@site/src/upstream/browser/english';
import type { TranslationState } from '@site/src/upstream/browser/types';
import type { StatusPageData, StatusRow } from './types';

const LABELS: Record<TranslationState, string> = {
  current: '与英文原文一致',
  changed: '英文原文已更新',
  original: '中文版原创',
  partial: '部分段落尚未翻译',
  unknown: '尚未核对',
};

function commitLink(commit: string): ReactNode {
  return (
    <a href={`${repository}/commit/${commit}`}>
      <code>{commit.slice(0, 7)}</code>
    </a>
  );
}

function english({ translation, permalink }: Pick<StatusRow, 'translation' | 'permalink'>): ReactNode {
  const url = translation.status === 'original' ? undefined : englishPage(translation, permalink);
  return url ? <a href={url}>{url.replace(englishSite, '')}</a> : '—';
}

function GuideStatus({ row, checked }: { row: StatusRow; checked?: string }): ReactNode {
  const { translation: t, changes } = row;
  if (!changes || !t.commit) return LABELS[t.status];
  return (
    <>
      {`${LABELS[t.status]}（${changes.commits.length} 个提交，+${changes.insertions} −${changes.deletions}，最近 ${t.changed}，`}
      <a href={`${repository}/compare/${t.commit}...${checked ?? 'HEAD'}`}>查看改动</a>）
    </>
  );
}

function GuideTable({ rows, checked, caption }: { rows: StatusRow[]; checked?: string; caption: string }): ReactNode {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">页面</th>
          <th scope="col">英文原文</th>
          <th scope="col">同步的提交</th>
          <th scope="col">状态</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const t = row.translation;
          return (
            <tr key={row.permalink}>
              <td>
                <Link to={row.permalink}>{row.title}</Link>
              </td>
              <td>{english(row)}</td>
              <td>
                {t.commit ? commitLink(t.commit) : '—'}
                {t.date && `（${t.date}）`}
              </td>
              <td>
                <GuideStatus row={row} checked={checked} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function ApiTable({ rows }: { rows: StatusRow[] }): ReactNode {
  return (
    <table>
      <caption>API 参考各页面的译文覆盖情况</caption>
      <thead>
        <tr>
          <th scope="col">页面</th>
          <th scope="col">英文原文</th>
          <th scope="col">已翻译</th>
          <th scope="col">状态</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ permalink, title, translation: t }) => (
          <tr key={permalink}>
            <td>
              <Link to={permalink}>{title}</Link>
            </td>
            <td>{english({ permalink, translation: t })}</td>
            <td>{t.coverage ? `${t.coverage[0]}/${t.coverage[1]}` : '—'}</td>
            <td>{t.status === 'changed' && t.coverage ? `${t.coverage[2]} 段的英文注释已更新` : LABELS[t.status]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function StatusPage({ data }: { data: StatusPageData }): ReactNode {
  const section = (name: StatusRow['section']) => data.rows.filter((row) => row.section === name);
  const pages = [...section('docs'), ...section('blog')];
  const count = (status: TranslationState) => pages.filter((row) => row.translation.status === status).length;
  const api = section('api');
  const version = api[0]?.translation.commit;
  return (
    <Layout title="翻译状态" description="本站每个页面对应的英文原文、同步到的提交，以及英文原文此后是否有更新。">
      <main className="container margin-vert--lg">
        <div className="markdown">
          <Heading as="h1">翻译状态</Heading>
          <p>
            本站的教程和博文译自 <a href={englishSite}>Cheerio 英文官网</a>，API 参考译自 cheerio
            的源码注释。下面列出每个页面的英文原文、上次同步到的提交，以及英文原文此后有没有更新。
          </p>
          <p>
            {`共 ${pages.length} 个教程与博文：${count('current')} 个与英文原文一致，${count('changed')} 个的英文原文已更新，${count('original')} 个为中文版原创${count('unknown') ? `，${count('unknown')} 个尚未核对` : ''}。`}
            {data.checked ? (
              <>
                {`状态于 ${data.checked.date} 对照 cheeriojs/cheerio 的提交 `}
                {commitLink(data.checked.commit)}
                {' 核对。'}
              </>
            ) : (
              '还没有对照英文原文核对过。'
            )}
            发现译文有误或过时，可以点页面底部的“报告问题 / 改进翻译”。
          </p>
          <Heading as="h2" id="tutorials">
            教程
          </Heading>
          <GuideTable rows={section('docs')} checked={data.checked?.commit} caption="教程与英文原文的对应关系" />
          <Heading as="h2" id="blog">
            博客
          </Heading>
          <GuideTable rows={section('blog')} checked={data.checked?.commit} caption="博文与英文原文的对应关系" />
          <Heading as="h2" id="api">
            API 参考
          </Heading>
          <p>
            {`API 参考由 TypeDoc 根据 cheerio ${version?.slice(1) ?? ''} 的源码生成，说明文字译自源码里的文档注释。每段译文都记着它所翻译的英文原文的指纹，英文改动后这段译文就算过期，页面暂时改回显示英文。`}
            {data.api?.commits
              ? `上游源码在 ${data.api.tag} 之后又有 ${data.api.commits} 个提交，升级 cheerio 时需要核对。`
              : ''}
          </p>
          <ApiTable rows={api} />
          <Heading as="h2" id="untranslated">
            尚未翻译的英文页面
          </Heading>
          {data.unmatched.length ? (
            <ul>
              {data.unmatched.map((page) => (
                <li key={page.path}>{page.url ? <a href={page.url}>{page.path}</a> : page.path}</li>
              ))}
            </ul>
          ) : (
            <p>英文站上的页面都已有中文版。</p>
          )}
        </div>
      </main>
    </Layout>
  );
}
