import Heading from '@theme/Heading';
import React, { useEffect, useState } from 'react';
import { CHEERIO_VERSION } from '../../../constants/cheerio';
import type { OutputEntry } from '../../../sandbox/protocol';
import { OLD_RELEASES, type OldRelease } from '../../../sandbox/releases';
import type { VersionRun } from '../hooks/useVersionRuns';
import type { RunState } from '../OutputPanel';
import type { ParseOptions } from '../state';
import playground from '../playground.module.css';
import styles from './VersionsPanel.module.css';

type ResultsView = typeof import('./VersionResults').default;

interface Props {
  versions: readonly OldRelease[];
  onVersionsChange: (versions: OldRelease[]) => void;
  runs: Partial<Record<OldRelease, VersionRun>>;
  mainEntries: OutputEntry[];
  mainRun: RunState;
  options: ParseOptions;
}

/** 代码面板下方的“对比版本”：勾选旧版本，同样的 HTML 和代码在它们里面各运行一次，与 1.2.0 的输出逐行比较。 */
export default function VersionsPanel({
  versions,
  onVersionsChange,
  runs,
  mainEntries,
  mainRun,
  options,
}: Props): JSX.Element {
  // 对照、比较和 API 清单只在读者勾选了版本之后才加载。不用 React.lazy：打开带勾选版本的链接时，挂起发生在页面刚水合完
  // 的普通优先级更新里，会打断导航栏、页脚的分块水合（src/components/HydrationSlice），React 只好在客户端重新渲染它们。
  const [VersionResults, setVersionResults] = useState<ResultsView | null>(null);
  const wanted = versions.length > 0;
  useEffect(() => {
    if (wanted && !VersionResults)
      void import('./VersionResults').then((module) => setVersionResults(() => module.default));
  }, [wanted, VersionResults]);
  const toggle = (release: OldRelease, checked: boolean) =>
    onVersionsChange(OLD_RELEASES.filter((item) => (item === release ? checked : versions.includes(item))));
  return (
    <section className={`${playground.panel} ${playground.panelWide}`} aria-labelledby="playground-versions-title">
      <Heading as="h2" id="playground-versions-title" className={styles.title}>
        对比版本
      </Heading>
      <fieldset className={styles.choices} aria-describedby="playground-versions-help">
        <legend className={styles.legend}>在这些版本里也运行一次，与 {CHEERIO_VERSION} 的输出比较：</legend>
        {OLD_RELEASES.map((release) => (
          <label key={release} className={playground.choice}>
            <input
              type="checkbox"
              checked={versions.includes(release)}
              onChange={(event) => toggle(release, event.target.checked)}
              aria-label={`对比 ${release}`}
            />
            {release}
          </label>
        ))}
      </fieldset>
      <p id="playground-versions-help" className={playground.hint}>
        每个版本都是 npm 上发布的那个包，勾选时才下载（每个 100–180 KB），在同样隔离的沙箱里运行；勾选的版本会写进链接。
      </p>
      {wanted &&
        (VersionResults ? (
          <VersionResults
            releases={versions}
            runs={runs}
            mainEntries={mainEntries}
            mainRun={mainRun}
            options={options}
          />
        ) : (
          <p className={playground.hint}>正在准备对比……</p>
        ))}
    </section>
  );
}
