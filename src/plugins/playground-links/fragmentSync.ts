import { deflateRawSync, inflateRawSync } from 'node:zlib';
import {
  FRAGMENT_VERSION_PREFIX,
  FragmentError,
  MAX_INFLATED_BYTES,
  bytesToState,
  fragmentData,
  fromBase64Url,
  stateToBytes,
  toBase64Url,
} from '../../tools/playground/fragmentFormat';
import type { PlaygroundState } from '../../tools/playground/state';

/**
 * 构建时用的同步编解码（Node 的 zlib），与浏览器里 CompressionStream('deflate-raw') 的格式相同：
 * 给实时代码块生成“在演练场中打开”的链接，以及坏链检查核对这些链接能否还原。
 */
export function encodeFragmentSync(state: PlaygroundState): string {
  return FRAGMENT_VERSION_PREFIX + toBase64Url(deflateRawSync(stateToBytes(state), { level: 9 }));
}

export function decodeFragmentSync(fragment: string): PlaygroundState {
  const compressed = fromBase64Url(fragmentData(fragment));
  let inflated: Uint8Array;
  try {
    inflated = inflateRawSync(compressed, { maxOutputLength: MAX_INFLATED_BYTES });
  } catch (error) {
    throw new FragmentError((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'inflate');
  }
  return bytesToState(inflated);
}
