import { type AddressInfo, connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP balancer in front of several app processes, as a Kubernetes Service is: each connection goes
 * to the next target, and a target that refuses the connection is skipped for this one.
 */
export class RoundRobinProxy {
  private server: Server | undefined;
  private next = 0;
  port = 0;

  private readonly targets: ReadonlyArray<{ host: string; port: number }>;

  constructor(targets: ReadonlyArray<{ host: string; port: number }>) {
    this.targets = targets;
  }

  async start(): Promise<void> {
    const server = createServer((client) => this.accept(client, 0));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private accept(client: Socket, attempt: number): void {
    if (attempt >= this.targets.length) {
      client.destroy();
      return;
    }
    const target = this.targets[this.next++ % this.targets.length] as { host: string; port: number };
    client.pause();
    const upstream = connect(target.port, target.host);
    upstream.once("connect", () => {
      upstream.on("error", () => client.destroy());
      client.on("error", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
      client.on("close", () => upstream.destroy());
      client.pipe(upstream).pipe(client);
      client.resume();
    });
    upstream.once("error", (error: NodeJS.ErrnoException) => {
      if (upstream.readyState === "opening" || error.code === "ECONNREFUSED") this.accept(client, attempt + 1);
    });
  }
}
