import type { AddressInfo } from "node:net";
import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy in front of the app that can swallow requests: a dropped connection reads what the
 * client sent, then closes without an answer, like a pod dying mid-request. It can also pass a
 * request on and lose the app's answer, like a pod dying just after it acted. It counts the requests
 * it dropped or whose answer it lost, so a test can tell how often a client tried.
 */
export class DroppingProxy {
  /** Connections still to drop once they send something; Infinity drops all of them. */
  dropNext = 0;
  /** Requests dropped so far. */
  dropped = 0;
  /** Connections whose request still goes to the app, and whose answer is then lost. */
  loseAnswerNext = 0;
  /** Answers lost so far. */
  lostAnswers = 0;
  port = 0;

  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private readonly targetHost: string;
  private readonly targetPort: number;

  private constructor(targetHost: string, targetPort: number) {
    this.targetHost = targetHost;
    this.targetPort = targetPort;
    this.server = createServer((client) => this.accept(client));
  }

  static async start(targetHost: string, targetPort: number): Promise<DroppingProxy> {
    const proxy = new DroppingProxy(targetHost, targetPort);
    await new Promise<void>((resolve) => proxy.server.listen(0, "127.0.0.1", resolve));
    proxy.port = (proxy.server.address() as AddressInfo).port;
    return proxy;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private track(socket: Socket) {
    this.sockets.add(socket);
    socket.on("close", () => this.sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  }

  private accept(client: Socket) {
    this.track(client);
    client.once("data", (first) => {
      if (this.dropNext > 0) {
        this.dropNext--;
        this.dropped++;
        client.destroy();
        return;
      }
      const upstream = connect(this.targetPort, this.targetHost);
      this.track(upstream);
      upstream.on("close", () => client.destroy());
      client.on("close", () => upstream.destroy());
      upstream.write(first);
      if (this.loseAnswerNext > 0) {
        this.loseAnswerNext--;
        client.pipe(upstream);
        upstream.once("data", () => {
          this.lostAnswers++;
          client.destroy();
        });
        return;
      }
      client.pipe(upstream).pipe(client);
    });
  }
}
