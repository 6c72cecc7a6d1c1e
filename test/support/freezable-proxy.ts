// A TCP relay on 127.0.0.1 whose traffic can be cut without closing anything: what a pulled cable
// or a dead switch looks like to both ends (no FIN, no RST, just silence).
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface FreezableProxy {
  port: number;
  /** From now on every byte either way is dropped; the sockets stay open. */
  freeze(): void;
  close(): Promise<void>;
}

export async function startFreezableProxy(targetHost: string, targetPort: number): Promise<FreezableProxy> {
  let frozen = false;
  const sockets = new Set<Socket>();
  const relay = (from: Socket, to: Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (!frozen) to.write(chunk);
    });
  const server: Server = createServer((client) => {
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    freeze: () => {
      frozen = true;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
