// A TCP relay on 127.0.0.1 whose traffic can be cut without closing anything: what a pulled cable
// or a dead switch looks like to both ends (no FIN, no RST, just silence).
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface FreezableProxy {
  port: number;
  /** From now on every byte either way is dropped; the sockets stay open. */
  freeze(): void;
  /** The cable back in: connections made from now on carry traffic (the frozen ones stay dead). */
  thaw(): void;
  close(): Promise<void>;
}

/** `listenPort`: the port to listen on (0: any free one), e.g. one a workstation already tries in vain. */
export async function startFreezableProxy(
  targetHost: string,
  targetPort: number,
  listenPort = 0,
): Promise<FreezableProxy> {
  let frozen = false;
  const sockets = new Set<Socket>();
  const dead = new WeakSet<Socket>();
  const relay = (from: Socket, to: Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (!frozen && !dead.has(from)) to.write(chunk);
    });
  const server: Server = createServer((client) => {
    if (frozen) {
      // Nothing reaches the server while the cable is out: the connection hangs unanswered.
      dead.add(client);
      client.on('error', () => undefined);
      sockets.add(client);
      return;
    }
    const upstream = createConnection({ host: targetHost, port: targetPort });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        if (!frozen) (socket === client ? upstream : client).destroy();
      });
    }
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    freeze: () => {
      frozen = true;
      for (const socket of sockets) dead.add(socket);
    },
    thaw: () => {
      frozen = false;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
