import type { ErrorCodes } from 'parse5';

/**
 * parse5 的解析错误代码 → 一句中文说明（界面上代码名原样保留在旁边，读者可以拿它去查 HTML 标准）。
 * 键的类型来自安装的 parse5：它新增或改名一个错误代码时，这里类型检查不过，不会悄悄少一条说明。
 */
const EXPLANATIONS: Record<`${ErrorCodes}`, string> = {
  'control-character-in-input-stream': '源码里有控制字符，常见于编码不对或混进了二进制内容',
  'noncharacter-in-input-stream': '源码里有 Unicode 非字符（例如 U+FFFF）',
  'surrogate-in-input-stream': '源码里有落单的代理项（半个 UTF-16 字符）',
  'non-void-html-element-start-tag-with-trailing-solidus':
    '普通元素不能用 /> 自闭合：<div/> 等于 <div>，后面的内容都成了它的子节点',
  'end-tag-with-attributes': '结束标签不能带属性，属性被丢弃',
  'end-tag-with-trailing-solidus': '结束标签不能以 /> 结尾',
  'unexpected-solidus-in-tag': '标签里多了一个 /，被忽略',
  'unexpected-null-character': '源码里有 NUL 字符（U+0000），被丢弃或换成 U+FFFD',
  'unexpected-question-mark-instead-of-tag-name': '<? 开头的内容（例如 XML 声明）在 HTML 里被当作注释',
  'invalid-first-character-of-tag-name': '< 后面不是字母，这个 < 按普通文字处理；文字里的小于号要写成 &lt;',
  'unexpected-equals-sign-before-attribute-name': '属性名前面多了一个 =',
  'missing-end-tag-name': '</> 没有标签名，整个被忽略',
  'unexpected-character-in-attribute-name': '属性名里有引号或 <，多半是前面的引号没有配对',
  'unknown-named-character-reference': '不认识的字符实体（& 后面的名字不存在），按原文保留',
  'missing-semicolon-after-character-reference': '字符实体后面缺分号（例如 &copy 少了 ;）',
  'unexpected-character-after-doctype-system-identifier': 'DOCTYPE 的系统标识符后面有多余的字符',
  'unexpected-character-in-unquoted-attribute-value': '没加引号的属性值里有引号、<、= 或 `，请给属性值加上引号',
  'eof-before-tag-name': '文档在 < 之后就结束了',
  'eof-in-tag': '文档在标签中间结束了，这个标签被丢弃',
  'missing-attribute-value': '属性后面有 = 却没有值',
  'missing-whitespace-between-attributes': '两个属性之间缺空格',
  'missing-whitespace-after-doctype-public-keyword': 'DOCTYPE 的 PUBLIC 后面缺空格',
  'missing-whitespace-between-doctype-public-and-system-identifiers': 'DOCTYPE 的两个标识符之间缺空格',
  'missing-whitespace-after-doctype-system-keyword': 'DOCTYPE 的 SYSTEM 后面缺空格',
  'missing-quote-before-doctype-public-identifier': 'DOCTYPE 的公共标识符缺引号',
  'missing-quote-before-doctype-system-identifier': 'DOCTYPE 的系统标识符缺引号',
  'missing-doctype-public-identifier': 'DOCTYPE 的 PUBLIC 后面缺公共标识符',
  'missing-doctype-system-identifier': 'DOCTYPE 的 SYSTEM 后面缺系统标识符',
  'abrupt-doctype-public-identifier': 'DOCTYPE 的公共标识符没写完就遇到了 >',
  'abrupt-doctype-system-identifier': 'DOCTYPE 的系统标识符没写完就遇到了 >',
  'cdata-in-html-content': 'CDATA 只能写在 SVG、MathML 里，在 HTML 里被当作注释',
  'incorrectly-opened-comment': '<! 后面既不是 -- 也不是 DOCTYPE，这一段被当作注释',
  'eof-in-script-html-comment-like-text': '文档在 <script> 里的 <!-- 之后结束了',
  'eof-in-doctype': '文档在 DOCTYPE 中间结束了',
  'nested-comment': '注释里又出现了 <!--，注释不能嵌套',
  'abrupt-closing-of-empty-comment': '<!--> 或 <!---> 让注释提前结束了',
  'eof-in-comment': '注释没有结束（缺 -->），文档余下的内容都成了注释',
  'incorrectly-closed-comment': '注释用 --!> 结束，应该是 -->',
  'eof-in-cdata': 'CDATA 没有结束（缺 ]]>）',
  'absence-of-digits-in-numeric-character-reference': '&# 后面没有数字，按原文保留',
  'null-character-reference': '&#0; 指向 NUL 字符，换成了 U+FFFD',
  'surrogate-character-reference': '数字字符引用指向代理项，换成了 U+FFFD',
  'character-reference-outside-unicode-range': '数字字符引用超出了 Unicode 的范围，换成了 U+FFFD',
  'control-character-reference': '数字字符引用指向控制字符；&#128; 到 &#159; 按 Windows-1252 换成对应的字符',
  'noncharacter-character-reference': '数字字符引用指向 Unicode 非字符',
  'missing-whitespace-before-doctype-name': '<!DOCTYPE 后面缺空格',
  'missing-doctype-name': 'DOCTYPE 缺名字，应该写成 <!DOCTYPE html>',
  'invalid-character-sequence-after-doctype-name': 'DOCTYPE 名字后面的内容无法识别',
  'duplicate-attribute': '同一个属性写了两次，只保留第一个',
  'non-conforming-doctype': '旧式的 DOCTYPE（例如 HTML 4.01 的），不是 <!DOCTYPE html>',
  'missing-doctype': '开头没有 <!DOCTYPE html>，按怪异模式（quirks mode）解析',
  'misplaced-doctype': 'DOCTYPE 不在文档开头，被忽略',
  'end-tag-without-matching-open-element': '这个结束标签找不到对应的开始标签，被忽略',
  'closing-of-element-with-open-child-elements': '结束标签关闭的元素里还有没结束的子元素，它们被一起结束',
  'disallowed-content-in-noscript-in-head': '<head> 里的 <noscript> 只能放 <link>、<style> 和 <meta>',
  'open-elements-left-after-eof': '文档结束时还有元素没有结束标签',
  'abandoned-head-element-child': '本该在 <head> 里的元素写在了 </head> 之后，parse5 把它放回 <head>',
  'misplaced-start-tag-for-head-element': '<head> 已经结束，又出现了 <head>',
  'nested-noscript-in-head': '<head> 里的 <noscript> 又套了一层 <noscript>',
  'eof-in-element-that-can-contain-only-text':
    '<title>、<textarea> 这类只含文字的元素没有结束，文档余下的内容都成了它的文字',
};

/** 错误代码的中文说明；parse5 以后新增、这里还不认识的代码给一句通用的说明。 */
export function explainParseError(code: string): string {
  return (EXPLANATIONS as Record<string, string>)[code] ?? 'parse5 报告的解析错误，说明见 HTML 标准里的同名条目';
}
