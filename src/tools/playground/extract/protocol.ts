import type { ParseOptions } from '../state';
import type { ExtractField } from './fields';
import type { ExtractOutcome } from './runExtract';

/** 页面与分析 worker 之间“提取数据”的消息。和选择器测试的消息（../protocol.ts）走同一个 worker 文件、不同的实例。 */

export interface ExtractSample {
  html: string;
  options: ParseOptions;
}

export interface ExtractRequest {
  type: 'extract';
  id: number;
  /** 样本变了（或 worker 是新的）才带上；第一个是树里显示的那个。 */
  samples?: ExtractSample[];
  fields: ExtractField[];
  /** 树里点中的节点编号（第一个样本）。 */
  picked: number | null;
}

export interface ExtractResponse {
  type: 'extraction';
  id: number;
  /** 解析某个样本失败时的说明；这时没有 outcome。 */
  failure?: string;
  outcome?: ExtractOutcome;
}
