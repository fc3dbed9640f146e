import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Sandbox } from './package-sandbox';
import { PLAIN_OUTPUT_ENV } from './plain-output-env';

/**
 * 《报错速查》里 Jest 和 Next.js 的报错：在装着真实 Jest、Next.js 的沙盒（见 package-sandbox.ts）里建一个小项目，
 * 运行它们自己的命令行，返回读者会看到的输出。
 */

const execFileAsync = promisify(execFile);

/** 运行一个命令，不论成败都返回退出码和全部输出。 */
async function runTool(
  args: string[],
  options: { cwd: string; env?: Record<string, string>; timeout?: number },
): Promise<{ code: number; stdout: string; stderr: string }> {
  return execFileAsync(process.execPath, args, {
    cwd: options.cwd,
    env: { ...PLAIN_OUTPUT_ENV, ...options.env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: options.timeout ?? 240_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: typeof error.code === 'number' ? error.code : 1,
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }),
  );
}

/**
 * 在沙盒里建一个新项目（先清空），放进这些文件和一个空的 package.json。沙盒要装在路径里没有 node_modules 的地方
 * （见 package-sandbox.ts 的 SANDBOX_ROOT）：Jest 不找 node_modules 下的测试文件，Next.js 不转换 node_modules 下的代码。
 * `keep` 里的目录（相对项目目录）在清空时保留：工具自己的增量缓存，它按文件内容和配置判断能否复用。
 */
function writeProject(sandbox: Sandbox, name: string, files: Record<string, string>, keep: string[] = []): string {
  const dir = path.join(sandbox.dir, name);
  const parked = keep.map((relative, index) => ({
    from: path.join(dir, relative),
    to: path.join(sandbox.dir, `.kept-${name}-${index}`),
  }));
  for (const { from, to } of parked) {
    rmSync(to, { recursive: true, force: true });
    if (existsSync(from)) renameSync(from, to);
  }
  rmSync(dir, { recursive: true, force: true });
  for (const { from, to } of parked) {
    if (!existsSync(to)) continue;
    mkdirSync(path.dirname(from), { recursive: true });
    renameSync(to, from);
  }
  for (const [file, content] of Object.entries({ 'package.json': '{ "private": true }\n', ...files })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

export interface JestFileResult {
  status: string;
  /** 这个测试文件失败时 Jest 打印的说明（含报错）。 */
  message: string;
}

/**
 * 用沙盒里的 Jest 运行一组测试文件，返回每个文件的结果（键是文件名）。
 * `jestArgs` 是额外的命令行参数（如 `--moduleNameMapper`），`nodeArgs` 给 Node.js（如 `--experimental-vm-modules`）。
 */
export async function runJest(
  sandbox: Sandbox,
  name: string,
  files: Record<string, string>,
  options: { jestArgs?: string[]; nodeArgs?: string[] } = {},
): Promise<Map<string, JestFileResult>> {
  const dir = writeProject(sandbox, name, files);
  const { stdout, stderr } = await runTool(
    [
      ...(options.nodeArgs ?? []),
      path.join(sandbox.packageDir('jest'), 'bin', 'jest.js'),
      '--rootDir',
      dir,
      '--ci',
      '--json',
      '--cacheDirectory',
      path.join(sandbox.dir, '.jest-cache'),
      ...(options.jestArgs ?? []),
    ],
    { cwd: dir },
  );
  const start = stdout.indexOf('{');
  if (start === -1) throw new Error(`Jest 没有输出结果：\n${stderr.slice(0, 3000)}`);
  const report = JSON.parse(stdout.slice(start)) as {
    testResults: { name: string; status: string; message: string }[];
  };
  return new Map(
    report.testResults.map((result) => [
      path.basename(result.name),
      { status: result.status, message: result.message },
    ]),
  );
}

/**
 * 用沙盒里的 Next.js 构建一个小项目，返回退出码、全部输出和浏览器端脚本的全文。
 * 保留 Next.js 自己的构建缓存（.next/cache，读者第二次构建时也有它）：文件没变时 webpack 复用编译好的模块，
 * 这三次构建占《报错速查》复现测试一半以上的 CPU 时间，有缓存时约少一半。编译出错的模块不进缓存，报错照样每次重新产生。
 */
export async function buildNext(
  sandbox: Sandbox,
  name: string,
  files: Record<string, string>,
): Promise<{ code: number; output: string; browserScripts: string }> {
  const dir = writeProject(sandbox, name, files, ['.next/cache']);
  const { code, stdout, stderr } = await runTool(
    [path.join(sandbox.packageDir('next'), 'dist', 'bin', 'next'), 'build', dir],
    { cwd: dir, env: { NEXT_TELEMETRY_DISABLED: '1' } },
  );
  const chunks = path.join(dir, '.next', 'static', 'chunks');
  const browserScripts =
    code === 0
      ? listFiles(chunks)
          .map((file) => readFileSync(file, 'utf8'))
          .join('\n')
      : '';
  return { code, output: stdout + stderr, browserScripts };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}
