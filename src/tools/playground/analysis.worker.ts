/**
 * 分析 worker：解析 HTML、执行选择器、给出树的可见行和点中节点的选择器。这里只运行本站的代码，读者的代码在
 * 另一个源的沙箱里运行（src/sandbox/）；两者分开，读者的代码改不到选择器测试看到的文档和 cheerio。
 */
import { LoadedDocument, describeFailure } from './analysis';
import type { ExtractRequest, ExtractResponse } from './extract/protocol';
import type { AnalyzeRequest, AnalyzeResponse } from './protocol';

let loaded: LoadedDocument | null = null;
let loadFailure: string | null = null;

function analyze(request: AnalyzeRequest): AnalyzeResponse {
  if (request.document) {
    loaded = null;
    loadFailure = null;
    try {
      loaded = new LoadedDocument(request.document.html, request.document.options);
    } catch (error) {
      loadFailure = describeFailure(error, '解析 HTML ');
    }
  }
  if (!loaded) {
    return {
      type: 'analysis',
      id: request.id,
      parse: { ok: false, message: loadFailure ?? '还没有收到要解析的 HTML。' },
      selection: null,
      tree: { rows: [], truncated: false, skipped: 0 },
      pick: null,
    };
  }
  const selector = request.selector.trim();
  const selection = selector === '' ? null : loaded.select(selector);
  if (selector === '') loaded.clearSelection();
  const picked = request.locate ? loaded.locate(request.locate) : request.picked;
  return {
    type: 'analysis',
    id: request.id,
    parse: {
      ok: true,
      ms: loaded.parseMs,
      nodes: loaded.nodeCount,
      elements: loaded.elementCount,
      report: loaded.source.report(),
    },
    selection,
    tree: loaded.tree(request.opened, request.closed, picked),
    pick: picked === null ? null : loaded.pick(picked),
  };
}

self.onmessage = (event: MessageEvent<AnalyzeRequest | ExtractRequest>) => {
  if (event.data.type === 'extract') {
    // “提取数据”的代码在读者打开那一栏时才加载：只用选择器测试的读者不必下载它。
    const request = event.data;
    import('./extract/worker').then(
      ({ handleExtract }) => postMessage(handleExtract(request)),
      () =>
        postMessage({
          type: 'extraction',
          id: request.id,
          failure: '提取数据的代码没能加载（多半是网络断了），请检查网络后刷新页面。',
        } satisfies ExtractResponse),
    );
    return;
  }
  let response: AnalyzeResponse;
  try {
    response = analyze(event.data);
  } catch (error) {
    response = {
      type: 'analysis',
      id: event.data.id,
      parse: { ok: false, message: describeFailure(error, '分析文档') },
      selection: null,
      tree: { rows: [], truncated: false, skipped: 0 },
      pick: null,
    };
  }
  postMessage(response);
};
