import type { PlaygroundState } from './state';
import {
  FRAGMENT_VERSION_PREFIX,
  FragmentError,
  MAX_INFLATED_BYTES,
  bytesToState,
  fragmentData,
  fromBase64Url,
  stateToBytes,
  toBase64Url,
} from './fragmentFormat';

/** 浏览器（以及 Node 20）里的编解码：CompressionStream 是异步的，压缩在浏览器的原生代码里完成。 */

async function collect(readable: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = readable.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      await reader.cancel();
      throw new FragmentError('too-large');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

function through(bytes: Uint8Array, transform: CompressionStream | DecompressionStream): ReadableStream<Uint8Array> {
  return new Blob([bytes]).stream().pipeThrough(transform);
}

/** 状态 → 片段（不带 `#`）。 */
export async function encodeFragment(state: PlaygroundState): Promise<string> {
  const compressed = await collect(through(stateToBytes(state), new CompressionStream('deflate-raw')), Infinity);
  return FRAGMENT_VERSION_PREFIX + toBase64Url(compressed);
}

/** 片段（带不带 `#` 都行）→ 状态；读不出来时抛出 FragmentError，problem 说明原因。 */
export async function decodeFragment(fragment: string): Promise<PlaygroundState> {
  const compressed = fromBase64Url(fragmentData(fragment));
  let inflated: Uint8Array;
  try {
    inflated = await collect(through(compressed, new DecompressionStream('deflate-raw')), MAX_INFLATED_BYTES);
  } catch (error) {
    if (error instanceof FragmentError) throw error;
    throw new FragmentError('inflate');
  }
  return bytesToState(inflated);
}
