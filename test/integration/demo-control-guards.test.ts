// The demo's control surface (faults, injected events, ended sessions) answers only to the demo's own
// address and to no page of another site: the browser shell's Host and Origin checks, over real HTTP.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';

let demo: DemoService;
let port: number;
beforeAll(async () => {
  demo = await startDemoService({ eventsPerMinute: 0, control: true });
  port = Number(new URL(demo.baseUrl).port);
});
afterAll(() => demo.close());

function controlCall(method: string, action: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/__demo/${action}`,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(method === 'POST' ? JSON.stringify({ kind: 'hang', path: '/never' }) : undefined);
  });
}

describe('the demo control surface', () => {
  it.each([
    ['GET', 'customers'],
    ['POST', 'faults'],
    ['DELETE', 'faults'],
  ])('%s %s answers a call to its own address', async (method, action) => {
    expect(await controlCall(method, action, { host: `127.0.0.1:${port}` })).toBe(200);
    expect(await controlCall(method, action, { host: `localhost:${port}` })).toBe(200);
  });

  it.each([
    ['a foreign Host (DNS rebinding)', { host: `attacker.example:${port}` }],
    ['its own Host on another port', { host: `127.0.0.1:${port + 1}` }],
    ['a foreign Origin', { host: `127.0.0.1:${port}`, origin: 'http://attacker.example' }],
    ['a page of another site', { host: `127.0.0.1:${port}`, 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s with 403, arming nothing', async (_what, headers) => {
    demo.faults.clear();
    for (const [method, action] of [
      ['POST', 'faults'],
      ['POST', 'expire-sessions'],
      ['GET', 'customers'],
    ] as const) {
      expect(await controlCall(method, action, headers)).toBe(403);
    }
    expect(demo.faults.armed).toEqual([]);
  });
});
