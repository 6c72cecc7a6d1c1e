// One workstation contending for the room's poller lease, as its own process (the lease tests kill,
// stop and cut it). Built code only: run after `npm run build:node`. Prints one JSON line per change
// of role, and while it counts itself the poller, a {"polling": ms} line every 100 ms, the wall clock
// the tests compare across processes.
import { PollerLease } from '../../out/node/electron/core/room/poller/poller-lease.js';

const [url, holder] = process.argv.slice(2);
const say = (line) => process.stdout.write(`${JSON.stringify(line)}\n`);
const lease = new PollerLease(url, {
  holder,
  onChange: (state) => say({ role: state.role, token: state.role === 'poller' ? state.token : undefined }),
});
setInterval(() => {
  if (lease.isPoller()) say({ polling: Date.now() });
}, 100);
process.on('SIGTERM', () => void lease.stop().then(() => process.exit(0)));
