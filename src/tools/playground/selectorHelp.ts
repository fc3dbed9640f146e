/**
 * 把选择器引擎（css-what、css-select、cheerio-select）的英文报错，以及“合法但在 Cheerio 里永远选不到”的写法，
 * 变成中文说明和指向教程的链接。页面上不出现调用栈。
 */

export interface SelectorHelp {
  /** 一句话结论。 */
  summary: string;
  /** 为什么、怎么改。 */
  detail: string;
  link: { href: string; label: string };
  /** 选择器引擎的原话，作为补充信息显示；没有报错时为空。 */
  engineMessage?: string;
}

const SELECTING_GUIDE = { href: '/docs/basics/selecting#pseudo-classes', label: '《选择元素》的“伪类”一节' };
const BROWSER_ONLY_GUIDE = {
  href: '/docs/basics/troubleshooting#browser-only-selectors',
  label: '《常见问题与排错》：浏览器里能用的选择器',
};
const BASICS_GUIDE = {
  href: '/docs/basics/selecting#basic-selectors',
  label: '《选择元素》的“基本选择器与组合器”一节',
};
const XML_GUIDE = { href: '/docs/basics/selecting#xml-namespaces', label: '《选择元素》的“XML 与命名空间”一节' };

/** 依赖用户操作、焦点、地址栏或布局的伪类：浏览器里有意义，在一份不渲染的文档里没有。 */
const BROWSER_STATE = new Set([
  'focus',
  'focus-visible',
  'focus-within',
  'target',
  'target-within',
  'visible',
  'hidden',
  'placeholder-shown',
  'fullscreen',
  'modal',
  'popover-open',
  'autofill',
  'playing',
  'paused',
  'user-invalid',
  'user-valid',
  'current',
  'past',
  'future',
]);
/** 能识别、但永远不匹配的伪类。 */
const NEVER_MATCHING = ['hover', 'active', 'visited'];
/** 老式单冒号写法的伪元素。 */
const LEGACY_PSEUDO_ELEMENTS = new Set(['before', 'after', 'first-line', 'first-letter']);

function pseudoElementHelp(name: string, engineMessage: string): SelectorHelp {
  return {
    summary: `Cheerio 不支持伪元素 ::${name}。`,
    detail:
      '伪元素是浏览器渲染时生成的“盒子”，不是文档里的节点。Cheerio 只解析 HTML、从不渲染，所以没有 ::before、::after 这样的东西可选；去掉伪元素，选它所属的元素即可。',
    link: BROWSER_ONLY_GUIDE,
    engineMessage,
  };
}

/** 选择器抛出错误时的说明。selector 用来找出错误信息里没有写出的名字（例如是哪个伪元素）。 */
export function explainSelectorError(error: unknown, selector: string): SelectorHelp {
  const engineMessage = error instanceof Error ? error.message : String(error);
  const unknownPseudo = /^Unknown pseudo-class :([\w-]+)/.exec(engineMessage);
  if (unknownPseudo) {
    const name = unknownPseudo[1] ?? '';
    if (LEGACY_PSEUDO_ELEMENTS.has(name)) return pseudoElementHelp(name, engineMessage);
    if (BROWSER_STATE.has(name)) {
      return {
        summary: `:${name} 只在浏览器里有意义，Cheerio 不支持它。`,
        detail:
          name === 'visible' || name === 'hidden'
            ? `:${name} 是 jQuery 的扩展，要看元素在页面上是否占据空间，而 Cheerio 没有样式和布局。只能按属性近似判断：[hidden] 选出带 hidden 属性的元素；内联样式要选出 [style]，再用 /display\\s*:\\s*none/i 检查它的值，因为 [style*="display: none"] 只认这一种写法，会漏掉 display:none。`
            : `:${name} 取决于焦点、地址栏或页面状态，这些只存在于正在显示的页面里。Cheerio 解析的是一份不渲染、没人操作的文档，所以直接报错。`,
        link: BROWSER_ONLY_GUIDE,
        engineMessage,
      };
    }
    return {
      summary: `Cheerio 不认识伪类 :${name}。`,
      detail:
        '标准 CSS 伪类由 css-select 实现，jQuery 风格的位置伪类（:first、:eq() 等）由 cheerio-select 补充；不在这两份清单里的名字都会报错。检查拼写，或查看支持的伪类列表。',
      link: SELECTING_GUIDE,
      engineMessage,
    };
  }
  if (/^Pseudo-elements are not supported/.test(engineMessage)) {
    return pseudoElementHelp(/::([\w-]+)/.exec(selector)?.[1] ?? '…', engineMessage);
  }
  if (/^Namespaced (tag names|attributes)/.test(engineMessage)) {
    return {
      summary: '选择器里的命名空间写法（ns|tag）不被支持。',
      detail: 'XML 里带前缀的标签名，按字面写出前缀并转义冒号即可，例如 dc\\:title。',
      link: XML_GUIDE,
      engineMessage,
    };
  }
  if (/^Expected name, found/.test(engineMessage)) {
    const found = /found (.*)$/.exec(engineMessage)?.[1] ?? '';
    return {
      summary: '选择器语法错误：这里应该是一个名字。',
      detail: `标签名、class 名、id 或属性名的位置上出现了${found.trim() === '' ? '空白或结尾' : `“${found.trim()}”`}。检查是否少写了名字（例如“div.”或“a[”），特殊字符要用反斜杠转义。`,
      link: BASICS_GUIDE,
      engineMessage,
    };
  }
  if (/Parenthesis not matched|Missing closing parenthesis/.test(engineMessage)) {
    return {
      summary: '选择器语法错误：括号没有配对。',
      detail: '有一个左括号缺少对应的右括号“)”，例如 :not(.a 应为 :not(.a)。',
      link: BASICS_GUIDE,
      engineMessage,
    };
  }
  if (/Attribute selector didn't terminate|Malformed attribute selector/.test(engineMessage)) {
    return {
      summary: '选择器语法错误：属性选择器没有写完。',
      detail: '属性选择器要以“]”结束；值里有空格或特殊字符时，用引号括起来，例如 [title="新 书"]。',
      link: { href: '/docs/basics/selecting#attribute-selectors', label: '《选择元素》的“属性选择器”一节' },
      engineMessage,
    };
  }
  if (/^Empty sub-selector/.test(engineMessage)) {
    return {
      summary: '选择器语法错误：有一段是空的。',
      detail: '检查是否多了逗号（a,,b 或末尾的逗号），或者括号里什么都没写（例如 :has()、:not()）。',
      link: BASICS_GUIDE,
      engineMessage,
    };
  }
  if (/n-th rule couldn't be parsed/.test(engineMessage)) {
    return {
      summary: '选择器语法错误：:nth-child() 一类伪类的参数写法不对。',
      detail: '参数可以是数字（3）、odd、even，或 an+b 的形式（2n+1、-n+3）。',
      link: SELECTING_GUIDE,
      engineMessage,
    };
  }
  if (error instanceof RangeError) {
    return {
      summary: '选择器太复杂，超出了调用栈。',
      detail:
        '嵌套太深的 :not()、:has() 或极长的选择器会让选择器引擎递归过深。请把它拆成几步，用 .find()、.filter() 逐步缩小范围。',
      link: BASICS_GUIDE,
      engineMessage,
    };
  }
  return {
    summary: 'Cheerio 无法解析这个选择器。',
    detail: '下面是选择器引擎给出的原因。常见的问题是特殊字符没有转义、引号没有成对、组合器（>、+、~）后面缺少选择器。',
    link: BASICS_GUIDE,
    engineMessage,
  };
}

/** 选择器没有报错，却含有在 Cheerio 里永远不匹配的伪类：给一句提醒，免得读者以为是文档里没有这样的元素。 */
export function neverMatchingHint(selector: string): SelectorHelp | null {
  const found = NEVER_MATCHING.find((name) => new RegExp(`:${name}(?![\\w-])`).test(selector));
  if (found === undefined) return null;
  return {
    summary: `:${found} 在 Cheerio 里永远不匹配。`,
    detail: `:${found} 取决于读者的鼠标和浏览记录。Cheerio 能识别它，不会报错，但一份不渲染的文档里没有这种状态，所以含有它的部分什么也选不到。`,
    link: BROWSER_ONLY_GUIDE,
  };
}
