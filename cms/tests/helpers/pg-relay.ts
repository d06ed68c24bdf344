import net from 'node:net';
import type { AddressInfo } from 'node:net';

/** The PostgreSQL server the suite runs on (the CI's PostgreSQL leg). */
export const postgresServer = {
  host: process.env.DATABASE_HOST ?? '127.0.0.1',
  port: Number(process.env.DATABASE_PORT ?? 5432),
  database: process.env.DATABASE_NAME ?? 'cep',
  user: process.env.DATABASE_USERNAME ?? 'postgres',
  password: process.env.DATABASE_PASSWORD || undefined,
};

/**
 * A TCP relay to PostgreSQL that can be cut (every connection dropped, nothing accepted) and restored: a restart or
 * a network cut, as the cms sees it.
 */
export function postgresRelay() {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  return {
    /** A free port for the relay, before it listens (what is given to the cms). */
    async reserve() {
      const probe = net.createServer();
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
      port = (probe.address() as AddressInfo).port;
      await new Promise<void>((resolve) => probe.close(() => resolve()));
      return port;
    },
    /** Listens (again); a relay already listening stays as it is. */
    async start() {
      if (server) return;
      server = net.createServer((socket) => {
        const upstream = net.connect(postgresServer.port, postgresServer.host);
        for (const end of [socket, upstream]) {
          sockets.add(end);
          end.on('error', () => undefined);
          end.on('close', () => sockets.delete(end));
        }
        socket.pipe(upstream).pipe(socket);
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    async cut() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
  };
}
