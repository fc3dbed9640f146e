import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import { TOOLS, type ToolPath } from './tools';

/** 工具页标题上方的切换条。用 Infima 自带的 pills 样式：不给全站共用的样式表添加任何规则。 */
export function ToolsNav({ current }: { current: ToolPath }): ReactNode {
  return (
    <nav aria-label="演练场与工具" className="margin-bottom--md">
      <ul className="pills">
        {TOOLS.map(({ to, label }) => (
          <li key={to} className={clsx('pills__item', to === current && 'pills__item--active')}>
            <Link to={to} aria-current={to === current ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
