/**
 * 同时运行几个互不依赖的 npm 脚本，各自的输出攒齐后整段打印（不交错），任何一个失败则以失败退出。
 * npm test 用它把“构建之前”和“构建之后”的静态检查各自并行起来：这些检查大多只用一个核，
 * 在两核的 CI 机器上依次运行会让另一个核闲着。
 *
 * 用法：tsx scripts/ci/parallel.ts <脚本名> [<脚本名>…]
 */
import { spawn } from 'node:child_process';

interface Outcome {
  script: string;
  code: number;
  seconds: number;
  output: string;
}

function run(script: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { env: { ...process.env, FORCE_COLOR: '1' } });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code, signal) =>
      resolve({
        script,
        code: code ?? (signal ? 1 : 0),
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(chunks).toString('utf8'),
      }),
    );
  });
}

async function main(scripts: string[]): Promise<number> {
  if (scripts.length === 0) {
    console.error('用法：tsx scripts/ci/parallel.ts <脚本名> [<脚本名>…]');
    return 2;
  }
  const pending = scripts.map(async (script) => {
    const outcome = await run(script);
    const verdict = outcome.code === 0 ? '通过' : `失败（退出码 ${outcome.code}）`;
    process.stdout.write(`\n━━ npm run ${script}：${verdict}，${outcome.seconds.toFixed(1)} s ━━\n${outcome.output}`);
    return outcome;
  });
  const failed = (await Promise.all(pending)).filter((outcome) => outcome.code !== 0);
  if (failed.length > 0) console.error(`\n未通过：${failed.map((outcome) => outcome.script).join('、')}`);
  return failed.length > 0 ? 1 : 0;
}

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
