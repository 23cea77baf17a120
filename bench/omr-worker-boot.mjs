// Bench worker entry: Node 20 workers ignore `--import tsx` in execArgv, so register tsx here.
import { register } from 'tsx/esm/api';

register();
await import('./omr.worker.ts');
