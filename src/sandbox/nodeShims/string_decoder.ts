import { unavailable } from './unavailable';

/** 只有 htmlparser2 3 的 WritableStream 用它，那个类在读者用到它之前不会加载。 */
export const StringDecoder = unavailable('string_decoder');
