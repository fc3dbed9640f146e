import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const dir = path.join(__dirname, '../../.github/workflows');
const workflows = readdirSync(dir)
  .filter((file) => file.endsWith('.yml'))
  .map((file) => ({ file, text: readFileSync(path.join(dir, file), 'utf8') }));
const read = (file: string) => workflows.find((workflow) => workflow.file === file)?.text ?? '';

describe('GitHub Actions 工作流', () => {
  it('第三方 action 都固定到完整的提交 SHA，并在注释里写明版本', () => {
    const loose = workflows.flatMap(({ file, text }) =>
      [...text.matchAll(/uses:\s*(\S+)(.*)$/gm)]
        .filter(([, ref, comment]) => !/@[0-9a-f]{40}$/.test(ref) || !/#\s*v\d+\.\d+\.\d+/.test(comment))
        .map(([line]) => `${file}: ${line}`),
    );
    assert.deepEqual(loose, []);
  });

  it('CI 运行与 .ci/run 相同的 npm test，不另抄一份步骤', () => {
    const ci = read('ci.yml');
    assert.match(ci, /run: npm test\n/);
    assert.match(readFileSync(path.join(__dirname, '../../.ci/run'), 'utf8'), /npm ci && npm test/);
    assert.doesNotMatch(ci, /npm run test:/);
  });

  it('lint 在 npm test 里，也在 CI 里单独成一个快速作业', () => {
    const scripts = (
      JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    // npm test 先跑构建之前的检查（lint 与类型检查、单元测试并行），失败就不再构建。
    assert.match(scripts.test, /^npm run test:checks && /);
    assert.match(scripts['test:checks'], /parallel\.ts .*\blint\b/);
    assert.match(scripts['test:checks'], /\blint:copy\b/);
    assert.match(read('ci.yml'), /\n  lint:\n[\s\S]*?run: npm run lint\n/);
  });

  it('只发布通过 CI 的 main，用严格的 API 译文设置构建；写 Pages 的权限只给发布那一步', () => {
    const deploy = read('deploy.yml');
    assert.match(deploy, /workflow_run:\n\s+workflows: \[CI\]/);
    assert.match(deploy, /workflow_run\.conclusion == 'success'/);
    assert.match(deploy, /API_TRANSLATIONS_STRICT: '1'/);
    const [top, jobs] = deploy.split(/\njobs:\n/);
    assert.doesNotMatch(top, /pages: write|id-token: write/);
    const deployJob = jobs.slice(jobs.indexOf('\n  deploy:'));
    assert.match(deployJob, /pages: write/);
    assert.match(deployJob, /id-token: write/);
    assert.doesNotMatch(jobs.slice(0, jobs.indexOf('\n  deploy:')), /pages: write|id-token: write/);
  });
});
