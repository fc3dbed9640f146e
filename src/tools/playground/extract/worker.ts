import { LoadedDocument, describeFailure } from '../analysis';
import type { ExtractRequest, ExtractResponse } from './protocol';
import { runExtract } from './runExtract';

/**
 * 分析 worker 收到“提取数据”的请求时做的事：解析样本（样本不变时沿用上次解析好的文档），对字段表求值。
 * 用 LoadedDocument 解析，节点的编号与树里的相同，页面传来的“点中的节点”才对得上。
 */

let documents: LoadedDocument[] = [];
let loadFailure: string | null = null;

export function handleExtract(request: ExtractRequest): ExtractResponse {
  if (request.samples) {
    documents = [];
    loadFailure = null;
    try {
      documents = request.samples.map((sample) => new LoadedDocument(sample.html, sample.options));
    } catch (error) {
      loadFailure = describeFailure(error, '解析 HTML ');
    }
  }
  if (loadFailure !== null || documents.length === 0) {
    return { type: 'extraction', id: request.id, failure: loadFailure ?? '还没有收到要解析的 HTML。' };
  }
  const current = documents[0];
  const picked = request.picked === null ? null : (current.node(request.picked) ?? null);
  try {
    return {
      type: 'extraction',
      id: request.id,
      outcome: runExtract(
        documents.map((document) => document.$),
        request.fields,
        picked,
      ),
    };
  } catch (error) {
    return { type: 'extraction', id: request.id, failure: describeFailure(error, '提取数据') };
  }
}
