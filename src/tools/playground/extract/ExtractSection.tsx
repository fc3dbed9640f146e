import Heading from '@theme/Heading';
import React, { useCallback, useEffect, useRef, useState } from 'react';
import type { LoadBufferEncoding } from '../../encoding-lab/nodeCode';
import type { PickResult } from '../protocol';
import type { ParseOptions } from '../state';
import type { ExtractState } from './fields';
import styles from '../playground.module.css';

export interface ExtractPanelProps {
  /** 各份样本；第一份是树里显示的、正在编辑的那一份（树里点中的节点在它上面找）。 */
  samples: { name: string; html: string }[];
  options: ParseOptions;
  /** 选择器测试里的选择器和它的匹配数（无效或还没有结果时为 null）。 */
  selector: string;
  selectorCount: number | null;
  pick: PickResult | null;
  extract: ExtractState | undefined;
  onExtractChange: (change: (current: ExtractState | undefined) => ExtractState) => void;
  /**
   * 样本从字节解码而来时，编码实验室的判断（analyzeBytes() 结果里的 code）：脚本据此改用 fetch + loadBuffer，
   * 按同样的编码解码。读者直接输入或粘贴的 HTML 没有它。
   */
  encoding?: LoadBufferEncoding;
}

type PanelComponent = (props: ExtractPanelProps & { focusOnMount: boolean }) => JSX.Element;

/**
 * “提取数据与抓取脚本”这一栏的外壳：标题、一句说明和“开始”按钮在首屏里；字段表、结果和脚本生成器
 * （./ExtractPanel）在读者点“开始”时才加载。链接里已经有字段（或载入了带字段的示例）时自动加载。
 */
export default function ExtractSection(props: ExtractPanelProps): JSX.Element {
  const [Panel, setPanel] = useState<PanelComponent | null>(null);
  const [failed, setFailed] = useState(false);
  /** 读者点了“开始”：按钮随即被面板取代，焦点要交给面板里的第一个按钮，而不是掉回页面开头。 */
  const [byButton, setByButton] = useState(false);
  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    setFailed(false);
    import('./ExtractPanel').then(
      (module) => setPanel(() => module.default),
      () => {
        requested.current = false;
        setFailed(true);
      },
    );
  }, []);
  const hasFields = (props.extract?.fields.length ?? 0) > 0;
  useEffect(() => {
    if (hasFields) load();
  }, [hasFields, load]);

  return (
    <section className={`${styles.panel} ${styles.panelWide}`} aria-labelledby="playground-extract-title">
      <Heading as="h2" id="playground-extract-title" className={styles.panelTitle}>
        提取数据与抓取脚本
      </Heading>
      <p className={styles.hint}>
        把选择器或树里点中的节点加成字段，组成 <code>$.extract()</code> 的描述对象：这里显示它得到的
        JSON，并生成一段能直接运行的 Node 脚本，抓取页面后打印 JSON 或写成 CSV 文件。
      </p>
      {Panel ? (
        <Panel {...props} focusOnMount={byButton} />
      ) : (
        <>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setByButton(true);
              load();
            }}>
            开始提取数据
          </button>
          {failed && (
            <p role="alert" className={styles.fieldError}>
              字段表的代码没能加载（多半是网络断了），请检查网络后再点一次。
            </p>
          )}
        </>
      )}
    </section>
  );
}
