import { createHash, randomUUID } from "node:crypto";
import { once } from "node:events";
import { readFileSync, statSync } from "node:fs";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import { buildCaBundle, docker, requireChosenImages } from "../../docker/engine.ts";
import { answersOk } from "../support/probe.ts";

/**
 * The image `npm run images` built, run the way production runs it: read-only root filesystem, no
 * capabilities, the image's own user, the embedded database in its tmpfs.
 */
const image = requireChosenImages().SITE_IMAGE;
/** How long the engine waits after SIGTERM before it kills the app: as the compose stack says. */
const composeStopGraceSeconds = String(
  parseInt(parse(readFileSync(new URL("../../docker/compose.yaml", import.meta.url), "utf8")).services.app.stop_grace_period, 10),
);
const slug = "axe-throwing-austin-complete-guide-fun-skill-local-culture";

describe("the site image", () => {
  const started = { id: "", port: 0 };

  beforeAll(async () => {
    started.id = (
      await docker(
        ..."run --detach --read-only --tmpfs /tmp --cap-drop ALL --security-opt no-new-privileges:true".split(" "),
        ...["--stop-timeout", composeStopGraceSeconds, "--publish", "127.0.0.1::3000", image],
      )
    ).trim();
    const published = await docker("port", started.id, "3000/tcp");
    started.port = Number(published.match(/:(\d+)$/m)?.[1]);
  });

  afterAll(async () => {
    if (started.id) await docker("rm", "--force", started.id);
  });

  it("serves as the image's own unprivileged user and becomes ready, then healthy", async () => {
    await vi.waitUntil(() => answersOk(`http://127.0.0.1:${started.port}/readyz`), { timeout: 30_000, interval: 100 });
    const status = await docker("exec", started.id, "cat", "/proc/1/status");
    const uid = Number(status.match(/^Uid:\s+(\d+)/m)?.[1]);
    expect(uid).toBeGreaterThan(0);
    expect((await docker("inspect", "--format", "{{.Config.User}}", image)).trim()).toBe("node");
    const page = await fetch(`http://127.0.0.1:${started.port}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<title>");
    await vi.waitUntil(async () => (await docker("inspect", "--format", "{{.State.Health.Status}}", started.id)).trim() === "healthy", {
      timeout: 45_000,
      interval: 500,
    });
  });

  it("finishes the request in flight when stopped, and exits 0 within the grace period", async () => {
    await vi.waitUntil(() => answersOk(`http://127.0.0.1:${started.port}/readyz`), { timeout: 30_000, interval: 100 });
    const connection = await openConnection(started.port);
    // The server has this connection: it answered a first request on it.
    expect(await connection.request(`GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n`)).toMatch(/^HTTP\/1\.1 200/);
    // A view POST whose body is still arriving when SIGTERM comes.
    const body = JSON.stringify({ id: randomUUID() });
    connection.write(
      `POST /api/blog/${slug}/view HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
        `Sec-Fetch-Site: same-origin\r\nUser-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36\r\n\r\n${body[0]}`,
    );
    const stopping = docker("stop", started.id);
    await vi.waitUntil(async () => (await docker("logs", started.id)).includes("shutting down"), { timeout: 10_000, interval: 50 });
    const answer = await connection.request(body.slice(1));
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"counted":true');
    await stopping;
    const state = JSON.parse(await docker("inspect", "--format", "{{json .State}}", started.id));
    // 0, not 137: the process ended by itself before the engine's SIGKILL.
    expect(state.ExitCode).toBe(0);
    expect(state.OOMKilled).toBe(false);
  });
});

describe("what the site image contains", () => {
  const files: string[] = [];

  beforeAll(async () => {
    const listing = await docker(
      ..."run --rm --entrypoint find".split(" "),
      image,
      ..."/app -path /app/node_modules/*/* -prune -o -print".split(" "),
    );
    files.push(...listing.split("\n").filter(Boolean));
  });

  it("holds the compiled server and client, not the sources or tests", () => {
    expect(files).toContain("/app/build/server/main.js");
    expect(files).toContain("/app/build/client");
    for (const source of ["/app/app", "/app/db", "/app/tests", "/app/docker", "/app/k8s", "/app/Dockerfile", "/app/.build-ca.pem"]) {
      expect(files).not.toContain(source);
    }
  });

  it("holds production dependencies only", () => {
    expect(files).toContain("/app/node_modules/react-dom");
    for (const devDependency of ["vite", "vitest", "@react-router/dev", "@playwright/test", "typescript"]) {
      expect(files).not.toContain(`/app/node_modules/${devDependency}`);
    }
  });

  it("keeps the CA bundle the build trusted out of the image", async () => {
    const bundle = buildCaBundle();
    expect(bundle, "this machine's build trusted a CA bundle").toBeDefined();
    const { size } = statSync(bundle as string);
    const digest = createHash("sha256")
      .update(readFileSync(bundle as string))
      .digest("hex");
    const sameSize = await docker(
      ..."run --rm --user root --entrypoint find".split(" "),
      image,
      ...`/ -xdev -type f -size ${size}c -exec sha256sum {} +`.split(" "),
    );
    expect(sameSize).not.toContain(digest);
    const env: string[] = JSON.parse(await docker("inspect", "--format", "{{json .Config.Env}}", image));
    expect(env.join("\n")).not.toMatch(/NODE_EXTRA_CA_CERTS|\.build-ca/);
  });
});

/** A connection to the app: `request` writes, then resolves with everything received until a full response is in. */
async function openConnection(port: number) {
  const socket = connect(port, "127.0.0.1");
  await once(socket, "connect");
  const request = (data: string) =>
    new Promise<string>((answered) => {
      let received = "";
      const onData = (chunk: Buffer) => {
        received += chunk.toString("latin1");
        const headerEnd = received.indexOf("\r\n\r\n");
        const length = Number(received.match(/^content-length:\s*(\d+)/im)?.[1] ?? 0);
        if (headerEnd !== -1 && received.length >= headerEnd + 4 + length) {
          socket.off("data", onData);
          answered(received);
        }
      };
      socket.on("data", onData);
      socket.write(data);
    });
  return { write: (data: string) => socket.write(data), request };
}
