/**
 * npm run test:html：用 Nu HTML Checker（npm 包 vnu-jar，需要 Java 11 以上）在一次 JVM 运行里检查 build/ 中的全部 HTML。
 * 有错误（不在 vnu-allowlist.ts 里的）即失败；警告只列出。
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { classify, formatReport, passed, type VnuMessage } from './html-validity';
import { vnuAllowlist } from './vnu-allowlist';

const buildDir = path.resolve(__dirname, '../../build');

function countHtmlFiles(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith('.html'),
  ).length;
}

function javaCommand(): string {
  return process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
}

const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');
const run = spawnSync(
  javaCommand(),
  ['-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', '--skip-non-html', buildDir],
  { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
);
if (run.error || run.status !== 0) {
  console.error(
    `无法运行 Nu HTML Checker（需要 Java 11 以上，可用 JAVA_HOME 指定）：${run.error?.message ?? run.stderr}`,
  );
  process.exit(1);
}

const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
const result = classify(messages, vnuAllowlist, buildDir);
console.log(formatReport(result, countHtmlFiles(buildDir)));
if (!passed(result)) process.exitCode = 1;
