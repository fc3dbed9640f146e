/**
 * Nu HTML Checker（vnu）结果的纯逻辑：按允许清单分类、汇总警告、输出报告。运行 vnu 的部分在 vnu.ts。
 */

/** vnu --format json 输出中的一条消息（只列出用到的字段）。 */
export type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
  firstColumn?: number;
};

/** 允许清单的一项：只能用于来自第三方生成标记的错误，message 必须与 vnu 的原文完全一致，reason 说明为什么不能在本站修复。 */
export type AllowedError = {
  message: string;
  /** 只在这些文件（相对 build/ 的路径）上允许；省略表示所有文件。 */
  files?: (file: string) => boolean;
  reason: string;
};

export type Finding = { file: string; line?: number; column?: number; message: string; extract?: string };

export type Classified = {
  errors: Finding[];
  allowed: Map<AllowedError, number>;
  warnings: Map<string, string[]>;
  unusedAllowances: AllowedError[];
};

/** 把 vnu 报告的 file: 地址换成相对 build/ 的路径，报告更短、允许清单也不依赖机器上的绝对路径。 */
export function relativeFile(url: string | undefined, buildDir: string): string {
  if (!url) return '（无文件）';
  const filePath = decodeURIComponent(url.replace(/^file:/, ''));
  const base = buildDir.endsWith('/') ? buildDir : `${buildDir}/`;
  return filePath.startsWith(base) ? filePath.slice(base.length) : filePath;
}

export function classify(messages: VnuMessage[], allowlist: AllowedError[], buildDir: string): Classified {
  const result: Classified = { errors: [], allowed: new Map(), warnings: new Map(), unusedAllowances: [] };
  for (const message of messages) {
    const file = relativeFile(message.url, buildDir);
    if (message.type === 'info') {
      const key = message.subType === 'warning' ? message.message : `（提示）${message.message}`;
      result.warnings.set(key, [...(result.warnings.get(key) ?? []), file]);
      continue;
    }
    const allowance = allowlist.find(
      (entry) => entry.message === message.message && (!entry.files || entry.files(file)),
    );
    if (allowance) {
      result.allowed.set(allowance, (result.allowed.get(allowance) ?? 0) + 1);
      continue;
    }
    result.errors.push({
      file,
      line: message.lastLine,
      column: message.firstColumn,
      message: message.message,
      extract: message.extract,
    });
  }
  result.unusedAllowances = allowlist.filter((entry) => !result.allowed.has(entry));
  return result;
}

function sample(files: string[]): string {
  const unique = [...new Set(files)];
  return unique.length <= 3 ? unique.join('、') : `${unique.slice(0, 3).join('、')} 等 ${unique.length} 个文件`;
}

export function formatReport({ errors, allowed, warnings, unusedAllowances }: Classified, fileCount: number): string {
  const lines = [`Nu HTML Checker：检查了 ${fileCount} 个 HTML 文件。`];
  lines.push(`\n错误 ${errors.length} 个${errors.length ? '：' : '。'}`);
  for (const { file, line, column, message, extract } of errors) {
    lines.push(`  ✗ ${file}${line ? `:${line}` : ''}${column ? `:${column}` : ''} ${message}`);
    if (extract) lines.push(`      ${extract.replace(/\s+/g, ' ').trim()}`);
  }
  lines.push(`\n允许清单（第三方生成的标记）命中 ${[...allowed.values()].reduce((a, b) => a + b, 0)} 次：`);
  for (const [entry, count] of allowed) lines.push(`  · ${count} × ${entry.message}`);
  lines.push(`\n警告与提示 ${warnings.size} 种：`);
  for (const [message, files] of warnings) lines.push(`  ! ${files.length} × ${message}（${sample(files)}）`);
  if (unusedAllowances.length) {
    lines.push('\n允许清单中这些条目已经不再需要，请删除：');
    for (const entry of unusedAllowances) lines.push(`  ✗ ${entry.message}`);
  }
  return lines.join('\n');
}

export function passed({ errors, unusedAllowances }: Classified): boolean {
  return errors.length === 0 && unusedAllowances.length === 0;
}
