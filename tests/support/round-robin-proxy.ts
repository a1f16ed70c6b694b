import { type AddressInfo, connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP balancer in front of several app processes, as a Kubernetes Service is: each connection goes
 * to the next target, a target that refuses the connection is skipped for this one, and a removed
 * target (an endpoint taken out of the Service) gets no new connections while its open ones go on.
 */
export class RoundRobinProxy {
  private server: Server | undefined;
  private next = 0;
  port = 0;

  private targets: ReadonlyArray<{ host: string; port: number }>;

  constructor(targets: ReadonlyArray<{ host: string; port: number }>) {
    this.targets = targets;
  }

  async start(): Promise<void> {
    const server = createServer((client) => this.accept(client, 0));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Sends no new connection to this port, as the Service does once a terminating pod's endpoint is removed. */
  remove(port: number): void {
    this.targets = this.targets.filter((target) => target.port !== port);
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
      client.on("close", () => upstream.destroy());
      // An app that ends its side after a response (`Connection: close`) ends the client's side once
      // that response is through: pipe passes the end on after the data, where destroying would drop it.
      client.pipe(upstream).pipe(client);
      client.resume();
    });
    upstream.once("error", (error: NodeJS.ErrnoException) => {
      if (upstream.readyState === "opening" || error.code === "ECONNREFUSED") this.accept(client, attempt + 1);
    });
  }
}
