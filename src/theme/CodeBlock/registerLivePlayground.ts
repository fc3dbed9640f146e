import LivePlayground from './LivePlayground';
import { registerLivePlayground } from './liveRegistry';

registerLivePlayground(LivePlayground);
