import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { request } from "node:http";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { spawnWatched } from "../support/child-output.ts";
import { freePort } from "../support/ports.ts";
import { answersOkSoon } from "../support/probe.ts";
import { heapFlags } from "../support/production-server.ts";
import { sendRaw } from "../support/raw-http.ts";
import { browserUserAgent } from "../support/server.ts";

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));
const children: ChildProcess[] = [];
const folders: string[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/** Runs the real entry point, as `npm start` does, on an embedded database of its own unless given `dataDir`. */
async function startProcess(env: Record<string, string> = {}, dataDir?: string) {
  if (!dataDir) {
    dataDir = await mkdtemp(join(tmpdir(), "ironbark-process-"));
    folders.push(dataDir);
  }
  const port = await freePort();
  const { child, exited, output } = spawnWatched([...heapFlags, "build/server/main.js"], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      METRICS_PORT: "0",
      DATA_DIR: dataDir,
      ...env,
    },
  });
  children.push(child);
  return { child, port, exited, dataDir, output };
}

function logLine(output: string, requestId: string): Record<string, any> | undefined {
  return output
    .split("\n")
    .filter(Boolean)
    .map((text) => JSON.parse(text) as Record<string, any>)
    .find((entry) => entry.requestId === requestId);
}

async function waitUntilListening(port: number, exited: Promise<unknown>) {
  if (!(await Promise.race([answersOkSoon(`http://127.0.0.1:${port}/healthz`), exited.then(() => false)])))
    throw new Error("server did not start");
}

describe("the server process", () => {
  it("refuses to start on bad configuration and names the variable", async () => {
    const { exited, output } = await startProcess({ PORT: "not-a-port", SITE_URL: "localhost" });
    expect(await exited).toBe(1);
    expect(output()).toContain("PORT must be a whole number");
    expect(output()).toContain("SITE_URL must be an absolute http(s) URL");
  });

  it.each([
    ["PORT", "PORT=0 picks any free port"],
    ["METRICS_PORT", "METRICS_PORT=0 picks any free port"],
  ])("says in one line that %s is taken, and how to choose another, and exits 1", async (variable, howToChoose) => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const port = (taken.address() as AddressInfo).port;
    try {
      const { exited, output } = await startProcess({ [variable]: String(port), LOG_LEVEL: "warn" });
      expect(await exited).toBe(1);
      const lines = output().trim().split("\n");
      expect(lines).toEqual([expect.stringContaining(`${variable}=${port} is already in use`)]);
      expect(lines[0]).toContain(howToChoose);
    } finally {
      taken.close();
    }
  });

  it("logs one JSON line per request with its request id and the network of the client the edge hop names, never an address", async () => {
    const { port, exited, output } = await startProcess({ LOG_LEVEL: "info" });
    await waitUntilListening(port, exited);
    await fetch(`http://127.0.0.1:${port}/missing-page?secret=1`, { headers: { "X-Request-Id": "trace-0123456789" } });
    const line = await vi.waitUntil(() => logLine(output(), "trace-0123456789"), { timeout: 5000, interval: 25 });
    expect(line).toMatchObject({ level: "info", req: { method: "GET", path: "/missing-page" }, res: { status: 404 } });
    expect(typeof line?.durationMs).toBe("number");
    await fetch(`http://127.0.0.1:${port}/blog`, {
      headers: { "X-Forwarded-For": "198.51.100.1, 203.0.113.77", "X-Request-Id": "trace-forwarded-01" },
    });
    const forwarded = await vi.waitUntil(() => logLine(output(), "trace-forwarded-01"), { timeout: 5000, interval: 25 });
    // The loopback peer is a trusted edge hop; what it says further along the chain is not believed.
    expect(forwarded.req.network).toBe("203.0.113.0");
    for (const leaked of ['127.0.0.1"', "secret=1", "203.0.113.77", "198.51.100"]) expect(output()).not.toContain(leaked);
  });

  it("answers 408 to a request whose body does not arrive", async () => {
    const { port, exited } = await startProcess();
    await waitUntilListening(port, exited);
    const answer = await sendRaw(
      port,
      "POST /api/blog/south-austin-playbook/view HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{",
    );
    expect(answer.status).toBe(408);
  });

  it("on SIGTERM finishes the request in flight, keeps the view it answered counted, stops accepting and exits 0", async () => {
    const { child, port, exited, dataDir, output } = await startProcess();
    await waitUntilListening(port, exited);

    // A view request whose body is still arriving when the signal lands: half of it is sent, the
    // signal follows, and the rest comes once the server has said it is draining.
    const body = JSON.stringify({ id: randomUUID() });
    let finishBody = () => {};
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/blog/south-austin-playbook/view",
          headers: { "Content-Type": "application/json", "User-Agent": browserUserAgent, "Content-Length": String(body.length) },
        },
        (res) => {
          let answer = "";
          res.on("data", (chunk) => (answer += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: answer }));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10), () => child.kill("SIGTERM"));
      finishBody = () => req.end(body.slice(10));
    });
    await vi.waitUntil(() => output().includes("shutting down"), { timeout: 5000, interval: 25 });
    finishBody();

    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toMatchObject({ success: true, views: 11, counted: true });
    expect(await exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();

    // What it answered counted was written before it exited.
    const next = await startProcess({}, dataDir);
    await waitUntilListening(next.port, next.exited);
    const stored = await fetch(`http://127.0.0.1:${next.port}/api/blog/south-austin-playbook`);
    expect(await stored.json()).toMatchObject({ views: 11 });
  });
});
