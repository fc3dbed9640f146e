import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parseArgs, steps } from '../../scripts/build';

/**
 * 站点的构建只有一份写法（scripts/build.ts）：npm run build 和端到端测试的另外几份构建都调用它。
 * 各自再写一遍步骤时，新加的一步会悄悄缺在某一份构建里，测试的就不是要发布的那个站点。
 */
const root = path.join(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** 直接运行构建某一步的写法（docusaurus build，或某一步的脚本文件）：只许出现在 scripts/build.ts 里。 */
const STEP_COMMANDS = [
  /(?<![.\w])docusaurus['"]?,?\s*['"]?build\b/,
  ...steps
    .flatMap((step) => step.argv({ outDir: 'build', minify: true }))
    .filter((arg) => /^src\/.+\.ts$/.test(arg))
    .map((script) => new RegExp(script.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|mjs|yml)$/.test(name) && !name.includes('node_modules'))
    .map((name) => path.join(dir, name));
}

describe('构建脚本 scripts/build.ts', () => {
  it('默认输出到 build/，--out-dir 换目录，--no-minify 交给 docusaurus build，别的参数报错', () => {
    assert.deepEqual(parseArgs([]), { outDir: 'build', minify: true });
    assert.deepEqual(parseArgs(['--out-dir', path.join(root, 'build-hosted')]), {
      outDir: 'build-hosted',
      minify: true,
    });
    assert.deepEqual(parseArgs(['--out-dir=build-base', '--no-minify']), { outDir: 'build-base', minify: false });
    assert.ok(steps[0].argv({ outDir: 'x', minify: false }).includes('--no-minify'));
    assert.throws(() => parseArgs(['--outdir', 'x']), /不认识的参数 --outdir/);
  });

  it('npm run build 和端到端测试的构建都调用它，别处不直接运行其中的某一步', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    assert.equal(scripts.build, 'tsx scripts/build.ts');
    const setups = readdirSync(path.join(root, 'tests/e2e')).filter((name) => name.endsWith('.setup.ts'));
    assert.ok(setups.length >= 2);
    for (const setup of setups) {
      const source = read(path.join('tests/e2e', setup));
      if (/execFileSync|spawn/.test(source)) assert.match(source, /'scripts\/build\.ts'/, setup);
    }
    const offenders = [
      ...Object.entries(scripts)
        .filter(([, command]) => STEP_COMMANDS.some((pattern) => pattern.test(command)))
        .map(([name]) => `package.json 的 ${name}`),
      ...['tests/e2e', 'scripts', '.github/workflows', '.ci']
        .flatMap(sourceFiles)
        .filter((file) => file !== path.join('scripts', 'build.ts'))
        .filter((file) => STEP_COMMANDS.some((pattern) => pattern.test(read(file)))),
    ];
    assert.deepEqual(offenders, [], '改成调用 scripts/build.ts（npm run build -- --out-dir <目录>），步骤只写在那里');
  });
});
