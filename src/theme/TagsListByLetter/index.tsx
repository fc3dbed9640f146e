// Swizzle (eject) from @docusaurus/theme-classic v3.6.3: 标签按固定的 zh-CN 规则排序，避免服务端与浏览器语言不同导致 /blog/tags 水合失败。
import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import Tag from '@theme/Tag';
import type { Props } from '@theme/TagsListByLetter';
import { groupTagsByInitial, type TagLetterGroup } from './groupTagsByInitial';
import styles from './styles.module.css';

type TagItem = Props['tags'][number];

function TagLetterEntryItem({ letterEntry }: { letterEntry: TagLetterGroup<TagItem> }): ReactNode {
  return (
    <article>
      <Heading as="h2" id={letterEntry.letter}>
        {letterEntry.letter}
      </Heading>
      <ul className="padding--none">
        {letterEntry.tags.map((tag) => (
          <li key={tag.permalink} className={styles.tag}>
            <Tag {...tag} />
          </li>
        ))}
      </ul>
      <hr />
    </article>
  );
}

export default function TagsListByLetter({ tags }: Props): ReactNode {
  return (
    <section className="margin-vert--lg">
      {groupTagsByInitial(tags).map((letterEntry) => (
        <TagLetterEntryItem key={letterEntry.letter} letterEntry={letterEntry} />
      ))}
    </section>
  );
}
