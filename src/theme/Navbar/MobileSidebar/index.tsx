import React, { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import Original from '@theme-original/Navbar/MobileSidebar';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';

/** 打开手机菜单的按钮（主题的 `Navbar/MobileSidebar/Toggle`）。 */
const TOGGLE = '.navbar__toggle';
/** 菜单本身（主题的 `Navbar/MobileSidebar/Layout`）。 */
const MENU = '.navbar-sidebar';

/**
 * 包装：手机菜单等读者伸手去开时才渲染。原组件在水合后一发现是手机宽度就渲染整个菜单（导航项，加上文档页的整棵
 * 侧边栏），读者多半从不打开它，这份工作却落在页面加载的那几百毫秒里。按钮上的 pointerdown 或 focusin 先渲染菜单
 * （此时还在屏幕外），紧接着的 click 再打开，滑入的过渡照常；万一菜单不经按钮被打开，打开时再渲染。
 */
export default function MobileSidebarOnDemand(): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return undefined;
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(TOGGLE)) setWanted(true);
    };
    document.addEventListener('pointerdown', onIntent, true);
    document.addEventListener('focusin', onIntent, true);
    return () => {
      document.removeEventListener('pointerdown', onIntent, true);
      document.removeEventListener('focusin', onIntent, true);
    };
  }, [wanted]);

  useLayoutEffect(() => {
    // 刚渲染的菜单要先有一次“关着”的样式，接着的打开才有起点可以过渡；否则它直接出现在打开的位置。
    if (wanted && !shown) document.querySelector(MENU)?.getBoundingClientRect();
  }, [wanted, shown]);

  return wanted || shown ? <Original /> : null;
}
