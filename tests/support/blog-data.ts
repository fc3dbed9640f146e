/**
 * blog/authors.yml、blog/tags.yml 和博文 front matter 的项目约定检查。
 * Docusaurus 只校验字段类型；这里再检查它不管、但本站依赖的约定（中文文案、固定的英文地址、本地头像等），
 * 每条问题都写明怎样修改。函数都是纯函数：文件读取和「头像文件是否存在」由调用方提供。
 */

export interface BlogPostSource {
  /** 相对仓库根目录的路径，只用于报错信息。 */
  file: string;
  frontMatter: Record<string, unknown>;
  body: string;
}

const AUTHORS_FILE = 'blog/authors.yml';
const TAGS_FILE = 'blog/tags.yml';
const KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HAN = /\p{Script=Han}/u;
const AVATAR_PATH = /^\/img\/authors\/[a-z0-9-]+\.(?:svg|png|jpg|webp)$/;
const TRUNCATE_MARKER = /<!--\s*truncate\s*-->/;

const AUTHOR_FIELDS = ['name', 'title', 'description', 'url', 'image_url', 'page', 'socials'];
const TAG_FIELDS = ['label', 'permalink', 'description'];
const POST_FIELDS = ['slug', 'title', 'description', 'authors', 'tags'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isChineseText(value: unknown): value is string {
  return typeof value === 'string' && HAN.test(value);
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

/** 逐条检查 map 形式的数据文件：顶层必须是对象，键名只用小写字母、数字和连字符，不允许未知字段。 */
function checkEntries(
  file: string,
  data: unknown,
  fields: string[],
  checkEntry: (key: string, entry: Record<string, unknown>, where: string) => string[],
): string[] {
  if (!isRecord(data) || Object.keys(data).length === 0) {
    return [`${file}：顶层应是「键名: 属性」形式的非空映射，请参照文件里已有的条目书写。`];
  }
  return Object.entries(data).flatMap(([key, entry]) => {
    const where = `${file} 中的「${key}」`;
    if (!isRecord(entry)) return [`${where}：值应是包含 ${fields.join('、')} 等字段的对象。`];
    const problems: string[] = [];
    if (!KEY_PATTERN.test(key)) {
      problems.push(`${where}：键名只能包含小写字母、数字和连字符（例如 fb55、release），它会出现在网址里。`);
    }
    for (const field of Object.keys(entry).filter((name) => !fields.includes(name))) {
      problems.push(`${where}：未知字段 ${field}，可用的字段是 ${fields.join('、')}；请检查拼写。`);
    }
    return [...problems, ...checkEntry(key, entry, where)];
  });
}

export function validateAuthors(data: unknown, avatarExists: (publicPath: string) => boolean): string[] {
  return checkEntries(AUTHORS_FILE, data, AUTHOR_FIELDS, (key, author, where) => {
    const problems: string[] = [];
    if (typeof author.name !== 'string' || author.name.trim() === '') {
      problems.push(`${where}：缺少 name，请填写作者的公开署名，例如 name: Felix Böhm。`);
    }
    if (!isChineseText(author.title)) {
      problems.push(`${where}：title 应是一句中文头衔，例如 title: Cheerio 维护者。`);
    }
    if (author.description !== undefined && !isChineseText(author.description)) {
      problems.push(`${where}：description 会显示在作者页上，请用中文书写。`);
    }
    if (author.url !== undefined && !(typeof author.url === 'string' && author.url.startsWith('https://'))) {
      problems.push(`${where}：url 应是 https:// 开头的完整地址，例如 https://github.com/${key}。`);
    }
    const image = author.image_url;
    if (typeof image !== 'string' || !AVATAR_PATH.test(image)) {
      problems.push(
        `${where}：image_url 必须是本站的头像文件，写成 /img/authors/<文件名>.svg（文件放在 static/img/authors/ 下），不要引用第三方图床。`,
      );
    } else if (!avatarExists(image)) {
      problems.push(`${where}：找不到头像文件 static${image}，请添加该文件或改正 image_url。`);
    }
    const page = author.page;
    if (!isRecord(page) || page.permalink !== `/${key}`) {
      problems.push(
        `${where}：请写成 page: { permalink: /${key} }。写 page: true 时插件会把键名转成 kebab-case（如 fb55 → fb-55），作者页地址就变了。`,
      );
    }
    if (author.socials !== undefined) {
      const socials = author.socials;
      if (!isRecord(socials) || Object.values(socials).some((value) => typeof value !== 'string')) {
        problems.push(`${where}：socials 应是「平台: 用户名」的映射，例如 socials: { github: ${key} }。`);
      }
    }
    return problems;
  });
}

export function validateTags(data: unknown): string[] {
  return checkEntries(TAGS_FILE, data, TAG_FIELDS, (key, tag, where) => {
    const problems: string[] = [];
    if (!isChineseText(tag.label)) {
      problems.push(`${where}：label 是页面上显示的标签名，请填写中文，例如 label: 版本发布。`);
    }
    if (tag.permalink !== `/${key}`) {
      problems.push(`${where}：permalink 应为 /${key}，标签页地址 /blog/tags/${key} 是约定的地址，不随中文名称变化。`);
    }
    if (!isChineseText(tag.description)) {
      problems.push(`${where}：缺少中文 description，它显示在标签页标题下方，请用一句话说明这个标签收录哪些博文。`);
    }
    return problems;
  });
}

/** 检查每篇博文的 front matter 与作者、标签数据是否对得上，以及每个标签至少有一篇博文（否则不会生成标签页）。 */
export function validatePosts(posts: BlogPostSource[], authorKeys: string[], tagKeys: string[]): string[] {
  const problems = posts.flatMap(({ file, frontMatter, body }) => {
    const postProblems: string[] = [];
    for (const field of POST_FIELDS.filter((name) => frontMatter[name] === undefined)) {
      postProblems.push(`${file}：front matter 缺少 ${field}。`);
    }
    for (const author of asList(frontMatter.authors ?? [])) {
      if (typeof author !== 'string' || !authorKeys.includes(author)) {
        postProblems.push(
          `${file}：作者 ${String(author)} 不在 ${AUTHORS_FILE} 中，请先在那里添加，或改用已有的键名（${authorKeys.join('、')}）。`,
        );
      }
    }
    for (const tag of asList(frontMatter.tags ?? [])) {
      if (typeof tag !== 'string' || !tagKeys.includes(tag)) {
        postProblems.push(
          `${file}：标签 ${String(tag)} 不在 ${TAGS_FILE} 中，请先在那里添加，或改用已有的键名（${tagKeys.join('、')}）。`,
        );
      }
    }
    if (!TRUNCATE_MARKER.test(body)) {
      postProblems.push(`${file}：缺少 <!-- truncate --> 标记，博客列表会显示全文；请把它放在导语之后。`);
    }
    return postProblems;
  });
  const usedTags = new Set(posts.flatMap(({ frontMatter }) => asList(frontMatter.tags ?? [])));
  for (const tag of tagKeys.filter((key) => !usedTags.has(key))) {
    problems.push(
      `${TAGS_FILE} 中的标签 ${tag} 没有任何博文使用，不会生成 /blog/tags/${tag} 页面；请给博文加上它，或删除这个标签。`,
    );
  }
  return problems;
}
