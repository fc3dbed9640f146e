import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { load as parseYaml } from 'js-yaml';
import { evaluateExpression, expressionHolds } from '../support/github-expression';

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
    // npm test 先跑构建之前的检查（lint 与类型检查、单元测试并行），失败就不再构建。与构建同时运行省不下时间：
    // 两核机器上这几步都吃满 CPU，在新克隆里试过并在一起运行，这一段与先后运行一样是 166 s，构建本身从 20 s 拖到 88 s。
    // 构建之后的检查（链接、HTML、体积）与端到端测试同时运行也试过：新克隆里端到端测试从 5.7–6.0 分钟拖到 6.5 分钟，整体慢了。
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

  describe('部署只发布本仓库 main 上推送、并且通过了 CI 的提交', () => {
    type Step = { name?: string; uses?: string; run?: string; with?: Record<string, unknown> };
    type Job = { if?: string; steps?: Step[] };
    const deploy = parseYaml(read('deploy.yml')) as { jobs: Record<string, Job> };
    const buildJob = deploy.jobs.build;
    const repository = 'zh-docs/cheerio-zh';
    const ciRun = (overrides: Record<string, unknown>) => ({
      event_name: 'workflow_run',
      ref: 'refs/heads/main',
      repository,
      event: {
        workflow_run: {
          conclusion: 'success',
          event: 'push',
          head_branch: 'main',
          head_sha: 'a'.repeat(40),
          head_repository: { full_name: repository },
          ...overrides,
        },
      },
    });
    const runs = (github: Record<string, unknown>) => expressionHolds(buildJob.if ?? 'true', { github });

    it('本仓库 main 上的推送通过 CI 后发布；手动触发只能在 main 上', () => {
      assert.equal(runs(ciRun({})), true);
      assert.equal(runs({ event_name: 'workflow_dispatch', ref: 'refs/heads/main', repository, event: {} }), true);
      assert.equal(runs({ event_name: 'workflow_dispatch', ref: 'refs/heads/preview', repository, event: {} }), false);
    });

    it('复刻仓库里名叫 main 的分支发来的拉取请求不发布，即使它的 CI 通过了', () => {
      assert.equal(runs(ciRun({ event: 'pull_request', head_repository: { full_name: 'someone/cheerio-zh' } })), false);
      // 只改其中一个字段也不行：三项检查缺了任何一项，这里都会失败。
      assert.equal(runs(ciRun({ event: 'pull_request' })), false);
      assert.equal(runs(ciRun({ head_repository: { full_name: 'someone/cheerio-zh' } })), false);
      assert.equal(runs(ciRun({ head_branch: 'feature' })), false);
    });

    it('CI 失败或取消时不发布', () => {
      assert.equal(runs(ciRun({ conclusion: 'failure' })), false);
      assert.equal(runs(ciRun({ conclusion: 'cancelled' })), false);
    });

    it('检出后再确认提交在本仓库的 main 上，之后才安装依赖', () => {
      const steps = buildJob.steps ?? [];
      const checkout = steps.findIndex((step) => step.uses?.startsWith('actions/checkout@'));
      assert.equal(steps[checkout]?.with?.ref, 'main');
      assert.equal(steps[checkout]?.with?.['fetch-depth'], 0);
      assert.equal(steps[checkout]?.with?.['persist-credentials'], false);
      const guard = steps.findIndex((step) => /git merge-base --is-ancestor "\$RELEASE_SHA" HEAD/.test(step.run ?? ''));
      const install = steps.findIndex((step) => /\bnpm ci\b/.test(step.run ?? ''));
      assert.ok(checkout >= 0 && checkout < guard && guard < install, '顺序应是：检出 main → 确认祖先关系 → npm ci');
    });

    it('国内镜像作业：只在 build 作业运行并成功之后、仓库定义了 MIRROR_URL 和 MIRROR_S3_BUCKET 时运行', () => {
      const mirror = deploy.jobs.mirror as Job & { needs?: string };
      assert.equal(mirror.needs, 'build');
      const mirrorRuns = (vars: Record<string, string>) => expressionHolds(mirror.if ?? 'true', { vars });
      assert.equal(mirrorRuns({ MIRROR_URL: 'https://mirror.example.cn/cheerio/', MIRROR_S3_BUCKET: 'site' }), true);
      assert.equal(mirrorRuns({ MIRROR_URL: 'https://mirror.example.cn/cheerio/' }), false);
      assert.equal(mirrorRuns({ MIRROR_S3_BUCKET: 'site' }), false);
      assert.equal(mirrorRuns({}), false);
      // 条件里没有 always() 之类的状态函数：build 被跳过或失败时，镜像也不运行。
      assert.doesNotMatch(mirror.if ?? '', /always|failure|cancelled/);
      const steps = mirror.steps ?? [];
      const runsText = steps.map((step) => step.run ?? '').join('\n');
      assert.match(runsText, /git merge-base --is-ancestor "\$RELEASE_SHA" HEAD/);
      assert.match(runsText, /npm ci --ignore-scripts/);
      assert.match(runsText, /npm run mirror:sync/);
    });

    it('部署作业不运行依赖的安装脚本，只应用本项目的补丁', () => {
      const runsText = (buildJob.steps ?? []).map((step) => step.run ?? '').join('\n');
      assert.match(runsText, /npm ci --ignore-scripts/);
      assert.match(runsText, /patch-package --error-on-fail/);
    });
  });

  it('表达式求值器本身：字符串比较不区分大小写，&& 与 || 返回操作数', () => {
    const github = { a: 'Main', b: null };
    assert.equal(evaluateExpression("github.a == 'main'", { github }), true);
    assert.equal(evaluateExpression("github.b || 'x'", { github }), 'x');
    assert.equal(evaluateExpression("!(github.a != 'MAIN') && github.b", { github }), null);
    assert.throws(() => evaluateExpression("contains(github.a, 'x')", { github }));
  });
});
