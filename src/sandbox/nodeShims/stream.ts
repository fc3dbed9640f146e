import { unavailable } from './unavailable';

/** 旧版 parse5（rc.3）在加载时让它的几个流类继承这些类；演练场只用 parse() 和 serialize()。 */
export const Readable = unavailable('stream.Readable');
export const Writable = unavailable('stream.Writable');
export const Transform = unavailable('stream.Transform');
