import { loadShard } from './load';

loadShard(0, 2);
