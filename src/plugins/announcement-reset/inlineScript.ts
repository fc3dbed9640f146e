/**
 * Docusaurus 3.6.3 在水合前只根据「是否关闭过」给 <html> 加 data-announcement-bar-initially-dismissed，
 * 不看公告 id；于是读者关闭旧公告后，新公告在第一次加载时仍被 CSS 隐藏，要再刷新一次才出现。
 * 这段脚本紧随主题的内联脚本运行：存储里的 id 与当前公告不同，就把这个属性改回 false，让新公告立即显示。
 */
export function announcementResetScript(announcementId: string): string {
  const id = JSON.stringify(announcementId);
  return `(function() {
  try {
    if (localStorage.getItem('docusaurus.announcement.id') !== ${id}) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  } catch (err) {}
})();`;
}
