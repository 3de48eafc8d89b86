import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * A graceful stop for an HTTP server: stop accepting, let every request that reached us finish,
 * then let the process go. Node's own `server.close()` also drops every connection without a
 * parsed request, which includes connections whose request is still unread in the socket because
 * the event loop was busy (the embedded PostgreSQL runs on it): their clients would see a reset.
 * Here a connection is closed only once it has answered at least one request and then stayed idle
 * for three sweeps (the loop read its socket in between), or after `firstRequestGraceMs` without
 * sending any.
 */

interface Connection {
  active: number;
  served: number;
  /** Sweeps in a row that found it idle: the loop ran between them, so nothing is unread. */
  idleSweeps: number;
}

export function drainable(
  server: NetServer,
  options: { firstRequestGraceMs?: number; sweepEveryMs?: number; acceptTurns?: number } = {},
): { draining: () => boolean; drain: () => Promise<void> } {
  const grace = options.firstRequestGraceMs ?? 5_000;
  const every = options.sweepEveryMs ?? 100;
  const acceptTurns = options.acceptTurns ?? 5;
  const connections = new Map<Socket, Connection>();
  let draining = false;

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { active: 0, served: 0, idleSweeps: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.active += 1;
    connection.idleSweeps = 0;
    response.once('close', () => {
      connection.active -= 1;
      connection.served += 1;
      // While stopping, a connection ends with its answer.
      if (draining && connection.active === 0) request.socket.end();
    });
  });

  async function drain(): Promise<void> {
    draining = true;
    const started = Date.now();
    // Connections the kernel took while the loop was busy wait in the listen queue, and closing
    // the listener would reset them: keep accepting for a few turns of the loop through its I/O
    // (each answered with Connection: close), then stop.
    for (let turn = 0; turn < acceptTurns; turn += 1) {
      await new Promise((resolve) => setTimeout(() => setImmediate(resolve), every));
    }
    await new Promise<void>((resolve) => {
      NetServer.prototype.close.call(server, () => resolve());
      const sweep = setInterval(() => {
        const late = Date.now() - started > grace;
        for (const [socket, connection] of connections) {
          if (connection.active > 0) continue;
          connection.idleSweeps += 1;
          if (connection.idleSweeps >= 3 && (connection.served > 0 || late)) socket.destroy();
        }
        if (connections.size === 0) clearInterval(sweep);
      }, every);
      sweep.unref();
    });
  }

  return { draining: () => draining, drain };
}
