// Process entry of the CLI (bin/acs-monitor.js): what a user runs, with no test hooks, whatever the
// environment says.
import { runAsProcess } from './process-entry.js';

await runAsProcess();
