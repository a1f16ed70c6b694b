import { type AddressInfo, connect, createServer, type Server, type Socket } from "node:net";

type Target = { host: string; port: number };

/**
 * A TCP balancer in front of several app processes, as a Kubernetes Service is: each connection goes
 * to the next target, and a removed target (an endpoint taken out of the Service) gets no new
 * connections while its open ones go on. A target that refuses a connection is then skipped for it,
 * as a proxying balancer does (`skipsRefused`), or not, as kube-proxy's iptables rules do not: the
 * client's connection is then closed, unanswered.
 */
export class RoundRobinProxy {
  private server: Server | undefined;
  private next = 0;
  port = 0;

  private targets: readonly Target[];
  private readonly skipsRefused: boolean;

  constructor(targets: readonly Target[], { skipsRefused = true } = {}) {
    this.targets = targets;
    this.skipsRefused = skipsRefused;
  }

  async start(): Promise<void> {
    const server = createServer((client) => this.accept(client, [...this.targets], this.next++));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Sends no new connection to this port, as the Service does once a terminating pod's endpoint is removed. */
  remove(port: number): void {
    this.targets = this.targets.filter((target) => target.port !== port);
  }

  /** Sends new connections to this target too, as the Service does once a new pod is ready. */
  add(target: Target): void {
    this.targets = [...this.targets, target];
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Connects `client` to the target at `turn` among `targets`, or, if it refuses and refusals are skipped, to the next one. */
  private accept(client: Socket, targets: readonly Target[], turn: number, attempt = 0): void {
    if (attempt >= targets.length) {
      client.destroy();
      return;
    }
    const target = targets[(turn + attempt) % targets.length] as Target;
    client.pause();
    const upstream = connect(target.port, target.host);
    let connected = false;
    upstream.once("connect", () => {
      connected = true;
      upstream.on("error", () => client.destroy());
      client.on("error", () => upstream.destroy());
      client.on("close", () => upstream.destroy());
      // An app that ends its side after a response (`Connection: close`) ends the client's side once
      // that response is through: pipe passes the end on after the data, where destroying would drop it.
      client.pipe(upstream).pipe(client);
      client.resume();
    });
    upstream.once("error", () => {
      if (connected) return;
      if (this.skipsRefused) this.accept(client, targets, turn, attempt + 1);
      else client.destroy();
    });
  }
}
