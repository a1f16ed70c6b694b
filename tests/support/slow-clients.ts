import { connect, type Socket } from "node:net";

export interface SlowClients {
  /** How many are still connected. */
  open(): number;
  destroy(): void;
}

/**
 * Connections that each send the start of a request and then nothing more (slowloris), opened in
 * batches; each stays until the server drops it. `request` is the part they send.
 */
export async function openSlowClients(
  port: number,
  count: number,
  request = "GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ",
): Promise<SlowClients> {
  const sockets: Socket[] = [];
  let closed = 0;
  const batch = 250;
  for (let first = 0; first < count; first += batch) {
    await Promise.all(
      Array.from(
        { length: Math.min(batch, count - first) },
        () =>
          new Promise<void>((resolve, reject) => {
            const socket = connect(port, "127.0.0.1", () => {
              socket.write(request);
              resolve();
            });
            socket.once("error", (error) => (socket.connecting ? reject(error) : undefined));
            socket.once("close", () => closed++);
            socket.on("data", () => undefined);
            sockets.push(socket);
          }),
      ),
    );
  }
  return {
    open: () => sockets.length - closed,
    destroy: () => {
      for (const socket of sockets) socket.destroy();
    },
  };
}
