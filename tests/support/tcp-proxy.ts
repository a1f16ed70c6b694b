import type { AddressInfo } from "node:net";
import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy in front of the test database that can cut the line ("down"), swallow traffic
 * without answering ("hang"), hold traffic in both directions and deliver it later ("pause", then
 * "resume"), or forward it again ("up"), to see how the site copes.
 */
export class FlakyTcpProxy {
  private server: Server | undefined;
  private sockets = new Set<Socket>();
  private mode: "up" | "hang" | "paused" = "up";
  port = 0;

  private readonly targetHost: string;
  private readonly targetPort: number;

  constructor(targetHost: string, targetPort: number) {
    this.targetHost = targetHost;
    this.targetPort = targetPort;
  }

  async up(): Promise<void> {
    this.mode = "up";
    if (this.server) return;
    const server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Refuses new connections and drops the open ones, like a database that went away. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Accepts connections but never answers, like a database that is overloaded or partitioned. */
  async hang(): Promise<void> {
    await this.down();
    await this.up();
    this.mode = "hang";
  }

  /** Holds every byte in both directions, on open and new connections, until `resume`. */
  pause(): void {
    this.mode = "paused";
    for (const socket of this.sockets) socket.pause();
  }

  /** Delivers what was held, late, and forwards normally again. */
  resume(): void {
    this.mode = "up";
    for (const socket of this.sockets) socket.resume();
  }

  private accept(client: Socket) {
    this.sockets.add(client);
    client.on("close", () => this.sockets.delete(client));
    client.on("error", () => client.destroy());
    if (this.mode === "hang") return;
    const upstream = connect(this.targetPort, this.targetHost);
    this.sockets.add(upstream);
    upstream.on("close", () => {
      this.sockets.delete(upstream);
      client.destroy();
    });
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    client.pipe(upstream).pipe(client);
    if (this.mode === "paused") {
      client.pause();
      upstream.pause();
    }
  }
}
