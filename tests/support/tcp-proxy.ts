import type { AddressInfo } from "node:net";
import { connect, createServer, type Server, type Socket } from "node:net";
import { Transform, type TransformCallback } from "node:stream";
import { setTimeout } from "node:timers/promises";

/** A COMMIT as PostgreSQL's simple query protocol carries it (Kysely sends `commit` with no parameters). */
const commitMessage = Buffer.from("Q\0\0\0\x0bcommit\0", "latin1");

/** The next COMMIT a client sends, caught on its way to the database and held there. */
export interface HeldCommit {
  /** Resolves once a COMMIT has been caught. */
  caught: Promise<void>;
  /** Delivers it, late, and forwards that connection normally again: the commit takes effect now. */
  release(): void;
  /** Cuts that connection instead: the COMMIT never arrives, and the database rolls the transaction back. */
  drop(): void;
}

/**
 * A TCP proxy in front of the test database that can cut the line ("down"), swallow traffic
 * without answering ("hang"), hold traffic in both directions and deliver it later ("pause", then
 * "resume"), deliver what clients send late ("delay"), or forward it again ("up"), to see how the
 * site copes. It can also catch one COMMIT: hold it until released or dropped, or let it through
 * and lose its reply.
 */
export class FlakyTcpProxy {
  private server: Server | undefined;
  private sockets = new Set<Socket>();
  private mode: "up" | "hang" | "paused" = "up";
  private delayMs = 0;
  /** What happens to the next COMMIT any connection sends. */
  private nextCommit: ((gate: CommitGate, client: Socket, upstream: Socket) => void) | undefined;
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

  /**
   * Delivers every byte a client sends `ms` late, in order, on open and new connections: each
   * statement takes that much longer, like a database too busy to keep up. `delay(0)` ends it.
   */
  delay(ms: number): void {
    this.delayMs = ms;
  }

  /** Holds the next COMMIT any connection sends, with everything after it on that connection. */
  holdNextCommit(): HeldCommit {
    let caught = () => {};
    let held: { gate: CommitGate; client: Socket; upstream: Socket } | undefined;
    const wasCaught = new Promise<void>((resolve) => {
      caught = resolve;
    });
    this.nextCommit = (gate, client, upstream) => {
      gate.hold();
      held = { gate, client, upstream };
      caught();
    };
    return {
      caught: wasCaught,
      release: () => held?.gate.release(),
      drop: () => {
        held?.client.destroy();
        held?.upstream.destroy();
      },
    };
  }

  /**
   * Lets the next COMMIT through, then cuts its connection as soon as the database answers: the
   * commit takes effect, its acknowledgement never arrives. Resolves once the answer was lost.
   */
  loseNextCommitReply(): Promise<void> {
    return new Promise((resolve) => {
      this.nextCommit = (_gate, client, upstream) => {
        upstream.unpipe(client);
        upstream.once("data", () => {
          client.destroy();
          upstream.destroy();
          resolve();
        });
        upstream.resume();
      };
    });
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
    const gate = new CommitGate(() => {
      const handle = this.nextCommit;
      this.nextCommit = undefined;
      handle?.(gate, client, upstream);
    });
    client
      .pipe(gate)
      .pipe(new Lag(() => this.delayMs))
      .pipe(upstream)
      .pipe(client);
    if (this.mode === "paused") {
      client.pause();
      upstream.pause();
    }
  }
}

/**
 * Passes a client's bytes to the database, telling `onCommit` when a COMMIT goes by (before it is
 * passed on); once told to `hold`, it keeps that COMMIT and everything after it until `release`.
 */
class CommitGate extends Transform {
  private held: Buffer[] | undefined;
  private readonly onCommit: () => void;

  constructor(onCommit: () => void) {
    super();
    this.onCommit = onCommit;
  }

  hold(): void {
    this.held ??= [];
  }

  release(): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const chunk of held) this.push(chunk);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const at = this.held ? -1 : chunk.indexOf(commitMessage);
    if (at >= 0) {
      if (at > 0) this.push(chunk.subarray(0, at));
      this.onCommit();
      chunk = chunk.subarray(at);
    }
    if (this.held) this.held.push(chunk);
    else this.push(chunk);
    done();
  }
}

/** Passes bytes on `lagMs()` after they came, in the order they came. */
class Lag extends Transform {
  private readonly lagMs: () => number;
  /** Settles once every chunk taken so far has been passed on. */
  private passed = Promise.resolve();
  private waiting = 0;

  constructor(lagMs: () => number) {
    super();
    this.lagMs = lagMs;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const lag = this.lagMs();
    if (lag === 0 && this.waiting === 0) this.push(chunk);
    else {
      const due = performance.now() + lag;
      this.waiting++;
      // A chunk that came after the lag was shortened still waits for those before it.
      this.passed = this.passed
        .then(() => setTimeout(Math.max(0, due - performance.now())))
        .then(() => {
          this.waiting--;
          if (!this.destroyed) this.push(chunk);
        });
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    void this.passed.then(() => done());
  }
}
