// The floor under the room's latencies, measured under the same load: a bare NOTIFY from one
// connection to a LISTEN on another, every EVERY_MS, each carrying the moment it was sent.
import pg from 'pg';

const EVERY_MS = 200;
const CHANNEL = 'bench_floor';

export async function notifyFloor(url: string): Promise<{ stop: () => Promise<number[]> }> {
  const listener = new pg.Client({ connectionString: url, application_name: 'bench floor' });
  const sender = new pg.Client({ connectionString: url, application_name: 'bench floor' });
  await Promise.all([listener.connect(), sender.connect()]);
  const times: number[] = [];
  listener.on('notification', (message) => times.push(Date.now() - Number(message.payload)));
  await listener.query(`LISTEN ${CHANNEL}`);
  const timer = setInterval(
    () => void sender.query(`SELECT pg_notify('${CHANNEL}', $1)`, [String(Date.now())]).catch(() => undefined),
    EVERY_MS,
  );
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all([listener.end(), sender.end()]);
      return times;
    },
  };
}
