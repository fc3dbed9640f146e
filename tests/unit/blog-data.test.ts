import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { load as parseYaml } from 'js-yaml';
import { type BlogPostSource, validateAuthors, validatePosts, validateTags } from '../support/blog-data';

const root = path.resolve(import.meta.dirname, '../..');
const blogDir = path.join(root, 'blog');
const readYaml = (file: string): unknown => parseYaml(readFileSync(path.join(root, file), 'utf8'));
const avatarExists = (publicPath: string) => existsSync(path.join(root, 'static', publicPath));

function readPost(fileName: string): BlogPostSource {
  const source = readFileSync(path.join(blogDir, fileName), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
  assert.ok(match, `blog/${fileName}：文件开头缺少 --- 包围的 front matter。`);
  return { file: `blog/${fileName}`, frontMatter: parseYaml(match[1]) as Record<string, unknown>, body: match[2] };
}

const validAuthor = {
  name: 'Felix Böhm',
  title: 'Cheerio 维护者',
  url: 'https://github.com/fb55',
  image_url: '/img/authors/fb55.svg',
  page: { permalink: '/fb55' },
  socials: { github: 'fb55' },
};
const validTag = { label: '版本发布', permalink: '/release', description: '新版本的说明。' };
const post = (frontMatter: Record<string, unknown>, body = '导语\n\n<!-- truncate -->\n\n正文'): BlogPostSource => ({
  file: 'blog/2024-01-01-post.md',
  frontMatter: { slug: 'post', title: '标题', description: '摘要', authors: 'fb55', tags: ['release'], ...frontMatter },
  body,
});

describe('本仓库的博客数据', () => {
  const authors = readYaml('blog/authors.yml');
  const tags = readYaml('blog/tags.yml');

  it('blog/authors.yml 符合约定', () => {
    const problems = validateAuthors(authors, avatarExists);
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  it('blog/tags.yml 符合约定，并且正好是约定的四个标签', () => {
    const problems = validateTags(tags);
    assert.deepEqual(problems, [], problems.join('\n'));
    assert.deepEqual(Object.keys(tags as object).sort(), ['announcement', 'intro', 'release', 'website']);
  });

  it('每篇博文的作者和标签都已登记，并带有 truncate 标记', () => {
    const posts = readdirSync(blogDir)
      .filter((name) => /\.mdx?$/.test(name))
      .map(readPost);
    assert.equal(posts.length, 2);
    const problems = validatePosts(posts, Object.keys(authors as object), Object.keys(tags as object));
    assert.deepEqual(problems, [], problems.join('\n'));
  });
});

describe('validateAuthors', () => {
  const exists = () => true;

  it('接受完整的作者条目', () => {
    assert.deepEqual(validateAuthors({ fb55: validAuthor }, exists), []);
  });

  it('顶层不是映射时给出书写提示', () => {
    assert.match(validateAuthors(['fb55'], exists).join(), /顶层应是「键名: 属性」形式的非空映射/);
    assert.match(validateAuthors(null, exists).join(), /非空映射/);
  });

  it('拒绝第三方图床上的头像', () => {
    const problems = validateAuthors({ fb55: { ...validAuthor, image_url: 'https://github.com/fb55.png' } }, exists);
    assert.equal(problems.length, 1);
    assert.match(problems[0], /blog\/authors.yml 中的「fb55」：image_url 必须是本站的头像文件.*static\/img\/authors\//);
  });

  it('头像文件不存在时指出文件路径', () => {
    const problems = validateAuthors({ fb55: validAuthor }, () => false);
    assert.deepEqual(problems, [
      'blog/authors.yml 中的「fb55」：找不到头像文件 static/img/authors/fb55.svg，请添加该文件或改正 image_url。',
    ]);
  });

  it('page: true 会改变作者页地址，要求显式 permalink', () => {
    const problems = validateAuthors({ fb55: { ...validAuthor, page: true } }, exists);
    assert.equal(problems.length, 1);
    assert.match(problems[0], /请写成 page: \{ permalink: \/fb55 \}.*fb-55/);
  });

  it('缺少姓名、头衔不是中文、地址不是 https 时逐条报告', () => {
    const { name: _name, ...withoutName } = validAuthor;
    const problems = validateAuthors(
      { fb55: { ...withoutName, title: 'Maintainer', url: 'http://example.com' } },
      exists,
    );
    assert.equal(problems.length, 3);
    assert.match(problems[0], /缺少 name/);
    assert.match(problems[1], /title 应是一句中文头衔/);
    assert.match(problems[2], /url 应是 https:\/\/ 开头/);
  });

  it('指出拼错的字段和不合规的键名', () => {
    const problems = validateAuthors(
      { 'Felix Böhm': { ...validAuthor, imageURL: 'x', page: { permalink: '/Felix Böhm' } } },
      exists,
    );
    assert.match(problems[0], /键名只能包含小写字母、数字和连字符/);
    assert.match(problems[1], /未知字段 imageURL，可用的字段是 name、title/);
  });

  it('socials 必须是平台到用户名的映射', () => {
    const problems = validateAuthors({ fb55: { ...validAuthor, socials: ['fb55'] } }, exists);
    assert.match(problems.join(), /socials 应是「平台: 用户名」的映射/);
  });
});

describe('validateTags', () => {
  it('接受完整的标签条目', () => {
    assert.deepEqual(validateTags({ release: validTag }), []);
  });

  it('permalink 必须保持约定的英文地址', () => {
    const problems = validateTags({ release: { ...validTag, permalink: '/版本发布' } });
    assert.deepEqual(problems, [
      'blog/tags.yml 中的「release」：permalink 应为 /release，标签页地址 /blog/tags/release 是约定的地址，不随中文名称变化。',
    ]);
  });

  it('label 和 description 必须是中文', () => {
    const problems = validateTags({ release: { permalink: '/release', label: 'Release' } });
    assert.equal(problems.length, 2);
    assert.match(problems[0], /label 是页面上显示的标签名，请填写中文/);
    assert.match(problems[1], /缺少中文 description/);
  });
});

describe('validatePosts', () => {
  it('接受作者、标签都已登记的博文', () => {
    assert.deepEqual(validatePosts([post({})], ['fb55'], ['release']), []);
  });

  it('未登记的作者和标签给出可用的键名', () => {
    const problems = validatePosts([post({ authors: ['someone'], tags: ['release', 'news'] })], ['fb55'], ['release']);
    assert.deepEqual(problems, [
      'blog/2024-01-01-post.md：作者 someone 不在 blog/authors.yml 中，请先在那里添加，或改用已有的键名（fb55）。',
      'blog/2024-01-01-post.md：标签 news 不在 blog/tags.yml 中，请先在那里添加，或改用已有的键名（release）。',
    ]);
  });

  it('报告缺少的 front matter 字段和 truncate 标记', () => {
    const problems = validatePosts([post({ description: undefined }, '只有正文')], ['fb55'], ['release']);
    assert.deepEqual(problems, [
      'blog/2024-01-01-post.md：front matter 缺少 description。',
      'blog/2024-01-01-post.md：缺少 <!-- truncate --> 标记，博客列表会显示全文；请把它放在导语之后。',
    ]);
  });

  it('没有博文使用的标签不会生成标签页', () => {
    const problems = validatePosts([post({})], ['fb55'], ['release', 'website']);
    assert.deepEqual(problems, [
      'blog/tags.yml 中的标签 website 没有任何博文使用，不会生成 /blog/tags/website 页面；请给博文加上它，或删除这个标签。',
    ]);
  });
});
