import { loadShard } from './load';

loadShard(1, 2);
