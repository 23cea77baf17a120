// Worker entry: registers tsx so a TypeScript worker module can load (Node 20 workers do not
// honour `--import` in execArgv), then imports the module named in workerData.entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
