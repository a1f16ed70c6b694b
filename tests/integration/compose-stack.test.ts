import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { docker } from "../../docker/engine.ts";
import { compose } from "../../docker/stack.ts";
import { freePort } from "../support/ports.ts";
import { answersOk } from "../support/probe.ts";
import { postView, storedViews } from "../support/server.ts";

/**
 * The developers' stack (docker/compose.yaml) brought up for real with the images `npm run images`
 * chose, under a project name of its own and a free port, and taken down again.
 */
const project = `ironbark-test-${randomBytes(4).toString("hex")}`;
const slug = "locals-guide-axe-throwing-austin";
const stack = { port: 0, run: (async () => "") as (args: string[]) => Promise<string> };
const edge = (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${stack.port}${path}`, init);

const byProject = `label=com.docker.compose.project=${project}`;
async function containerOf(service: string): Promise<string> {
  return (await docker("ps", "--all", "--quiet", "--filter", byProject, "--filter", `label=com.docker.compose.service=${service}`)).trim();
}
async function state(service: string): Promise<{ Status: string; ExitCode: number; Health?: { Status: string } }> {
  return JSON.parse(await docker("inspect", "--format", "{{json .State}}", await containerOf(service)));
}
const healthy = async (service: string) => (await state(service)).Health?.Status === "healthy";

const view = () => postView(`http://127.0.0.1:${stack.port}`, slug);
const stored = () => storedViews(`http://127.0.0.1:${stack.port}`, slug);

beforeAll(async () => {
  stack.port = await freePort();
  stack.run = await compose(project, { env: { EDGE_PUBLISHED_PORT: String(stack.port) } });
  await stack.run(["up", "--detach", "--no-build"]);
}, 180_000);

afterAll(async () => {
  await stack.run(["down", "--volumes", "--timeout", "20"]);
}, 60_000);

describe("the compose stack", () => {
  it("starts PostgreSQL healthy, migrates once, starts the app healthy, and answers through the edge", async () => {
    expect(await healthy("postgres")).toBe(true);
    expect(await state("migrate")).toMatchObject({ Status: "exited", ExitCode: 0 });
    expect(await healthy("app")).toBe(true);
    await vi.waitUntil(() => answersOk(`http://127.0.0.1:${stack.port}/edge-healthz`), { timeout: 30_000, interval: 200 });
    // Whoever asked for it first (a probe, a person, this test), the page is in the edge's cache after one request.
    const first = await edge("/faq");
    expect(first.status).toBe(200);
    const second = await edge("/faq");
    expect(second.status).toBe(200);
    expect(second.headers.get("x-cache-status")).toBe("HIT");
    expect(await second.text()).toContain("<h1");
  });

  it("counts a view in PostgreSQL, and the count survives restarting the app", async () => {
    const response = await view();
    expect(response.status).toBe(200);
    const { views, counted } = (await response.json()) as { views: number; counted: boolean };
    expect(counted).toBe(true);
    expect(await stored()).toBe(views);

    await stack.run(["restart", "app"]);
    await vi.waitUntil(() => healthy("app"), { timeout: 60_000, interval: 500 });
    expect(await stored()).toBe(views);
  }, 90_000);

  it("keeps serving pages with PostgreSQL stopped, answers the view API with its JSON 503, and recovers", async () => {
    const before = await stored();
    await stack.run(["stop", "postgres"]);

    const page = await edge("/axe-throwing-prices");
    expect(page.status).toBe(200);
    const refused = await view();
    expect(refused.status).toBe(503);
    expect(refused.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await refused.json()).toMatchObject({ error: { status: 503 } });

    await stack.run(["start", "postgres"]);
    await vi.waitUntil(() => healthy("postgres"), { timeout: 60_000, interval: 500 });
    // Reads are not rate-limited at the edge; a view POST is sent only once the database answers.
    await vi.waitUntil(async () => (await edge(`/api/blog/${slug}`)).status === 200, { timeout: 30_000, interval: 500 });
    expect((await view()).status).toBe(200);
    expect(await stored()).toBe(before + 1);
  }, 120_000);

  it("leaves no container, network or volume behind after down -v", async () => {
    await stack.run(["down", "--volumes", "--timeout", "20"]);
    expect(await docker("ps", "--all", "--quiet", "--filter", byProject)).toBe("");
    expect(await docker("network", "ls", "--quiet", "--filter", byProject)).toBe("");
    expect(await docker("volume", "ls", "--quiet", "--filter", byProject)).toBe("");
  }, 60_000);
});
