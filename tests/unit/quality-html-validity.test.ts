import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classify, formatReport, passed, relativeFile, type VnuMessage } from '../quality/html-validity';
import { vnuAllowlist } from '../quality/vnu-allowlist';

const buildDir = '/repo/build';
const error = (file: string, message: string): VnuMessage => ({
  type: 'error',
  url: `file:${buildDir}/${file}`,
  message,
  lastLine: 3,
  firstColumn: 7,
});

describe('Nu HTML Checker 结果分类', () => {
  const allowlist = [
    { message: '生成的标记有问题。', files: (file: string) => file.startsWith('gen/'), reason: '第三方模板' },
  ];

  it('文件路径相对 build/，并解码中文路径', () => {
    assert.equal(relativeFile(`file:${buildDir}/docs/%E7%AE%80%E4%BB%8B.html`, buildDir), 'docs/简介.html');
  });

  it('允许清单只在指定文件上生效，其余错误照常报告', () => {
    const result = classify(
      [error('gen/a.html', '生成的标记有问题。'), error('docs/b.html', '生成的标记有问题。')],
      allowlist,
      buildDir,
    );
    assert.equal(result.allowed.get(allowlist[0]), 1);
    assert.deepEqual(
      result.errors.map(({ file }) => file),
      ['docs/b.html'],
    );
    assert.equal(passed(result), false);
  });

  it('警告只列出、不算失败', () => {
    const warning: VnuMessage = {
      type: 'info',
      subType: 'warning',
      url: `file:${buildDir}/x.html`,
      message: '建议加上 lang。',
    };
    const result = classify([warning, error('gen/a.html', '生成的标记有问题。')], allowlist, buildDir);
    assert.deepEqual([...result.warnings], [['建议加上 lang。', ['x.html']]]);
    assert.equal(passed(result), true);
  });

  it('不再命中的允许清单条目算失败，提醒删除', () => {
    const result = classify([], allowlist, buildDir);
    assert.deepEqual(result.unusedAllowances, allowlist);
    assert.equal(passed(result), false);
    assert.match(formatReport(result, 0), /不再需要/);
  });

  it('报告列出错误的位置、原文和片段', () => {
    const result = classify([{ ...error('docs/b.html', '属性值不合法。'), extract: '<a  href=x>' }], [], buildDir);
    const report = formatReport(result, 1);
    assert.match(report, /✗ docs\/b\.html:3:7 属性值不合法。/);
    assert.match(report, /<a href=x>/);
  });
});

describe('vnu 允许清单', () => {
  it('每一项都写明原因', () => {
    for (const entry of vnuAllowlist) assert.ok(entry.reason.length > 20, entry.message);
  });

  it('跳转页的条目只覆盖 plugin-client-redirects 写出的旧地址文件', () => {
    const titleEntry = vnuAllowlist.find(({ message }) => message.includes('“title”'));
    assert.ok(titleEntry?.files);
    assert.equal(titleEntry.files('classes/Cheerio.html.html'), true);
    assert.equal(titleEntry.files('docs/intro.html'), false);
  });
});
