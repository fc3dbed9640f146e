/**
 * 按首字分组并排序标签。主题自带的 listTagsByLetters 用不带语言参数的 localeCompare，
 * 服务端（Node 的默认语言）和浏览器（读者的语言）排出的汉字顺序不同，React 水合时就会报文本不匹配。
 * 这里固定用 zh-CN 排序规则（汉字按拼音），服务端和任何浏览器得到同样的顺序。
 */
const collator = new Intl.Collator('zh-CN');

export interface TagLetterGroup<T> {
  letter: string;
  tags: T[];
}

export function groupTagsByInitial<T extends { label: string }>(tags: readonly T[]): TagLetterGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([letter, letterTags]) => ({
      letter,
      tags: letterTags.sort((a, b) => collator.compare(a.label, b.label)),
    }));
}
