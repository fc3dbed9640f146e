import { InvalidStateError, parseState, serializableState, type PlaygroundState } from './state';

/**
 * 链接片段的格式：`#v1.` 加上 base64url(deflate-raw(UTF-8 的 JSON))。浏览器用 CompressionStream 压缩，构建时
 * （给实时代码块生成“在演练场中打开”的链接）用 Node 的 zlib，两边得到的是同一种格式。版本号留给将来改格式时区分旧链接。
 *
 * 这个文件只有纯函数，不碰浏览器或 Node 特有的 API。
 */
export const FRAGMENT_VERSION_PREFIX = 'v1.';

/** 聊天软件、issue 和邮件会截断或折断很长的链接，超过这个长度就不把它当作可以分享的链接。 */
export const SHAREABLE_LINK_LIMIT = 16_000;

/** 解压后超过这个大小就放弃：一个很短的片段可以解压出极大的数据。 */
export const MAX_INFLATED_BYTES = 10 * 1024 * 1024;

export type FragmentProblem = 'version' | 'base64' | 'inflate' | 'too-large' | 'json' | 'shape';

export class FragmentError extends Error {
  constructor(
    readonly problem: FragmentProblem,
    detail?: string,
  ) {
    super(detail ?? problem);
  }
}

const PROBLEM_TEXT: Record<FragmentProblem, string> = {
  version: '链接里的状态不是本页认得的格式（可能来自更新版本的演练场，或者被改动过）',
  base64: '链接里的状态含有不该出现的字符，可能在复制时被改动过',
  inflate: '链接里的状态解压失败，多半是链接在复制或转发时被截断了',
  'too-large': '链接里的状态解压后超过 10 MB，已放弃读取',
  json: '链接里的状态解压后不是有效的数据，可能被截断或改动过',
  shape: '链接里的状态缺少字段或字段类型不对',
};

/** 读不出状态时给读者看的话（页面随后显示默认示例）。 */
export function fragmentProblemText(problem: FragmentProblem): string {
  return PROBLEM_TEXT[problem];
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  // 分段转换：String.fromCharCode 一次接收的参数个数有上限。
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array {
  if (!BASE64URL.test(text)) throw new FragmentError('base64');
  // 长度除以 4 余 1 的 base64 不可能完整：多半是链接被截断了。
  if (text.length % 4 === 1) throw new FragmentError('inflate');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** 片段去掉 `#` 和版本前缀之后的数据部分；不是本格式时抛出 FragmentError。 */
export function fragmentData(fragment: string): string {
  const value = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (!value.startsWith(FRAGMENT_VERSION_PREFIX)) throw new FragmentError('version');
  return value.slice(FRAGMENT_VERSION_PREFIX.length);
}

export function stateToBytes(state: PlaygroundState): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(serializableState(state)));
}

export function bytesToState(bytes: Uint8Array): PlaygroundState {
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new FragmentError('json');
  }
  try {
    return parseState(data);
  } catch (error) {
    if (error instanceof InvalidStateError) throw new FragmentError('shape', error.message);
    throw error;
  }
}

/** 片段是否像是演练场的状态（而不是页面内的锚点）。 */
export function looksLikeState(fragment: string): boolean {
  return /^#?v\d+\./.test(fragment);
}
