import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { startProductionServer } from "../support/production-server.ts";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Where the origin's CPU goes per request, by the part of the request path that spent it. A sample
 * is given to the library it stands in when that is the logger, the metrics client or Express's
 * own routing, else to the innermost of the site's middleware on its stack (each is a named
 * function, app/server/), else to Node's HTTP and sockets.
 */
const libraries: Array<[RegExp, string]> = [
  [
    /\/node_modules\/(?:pino|pino-http|@pinojs|pino-std-serializers|fast-redact|sonic-boom|thread-stream)\//,
    "request log (pino, pino-http)",
  ],
  [/\/node_modules\/prom-client\//, "metrics (prom-client)"],
  [
    /\/node_modules\/(?:express|router|finalhandler|parseurl|forwarded|proxy-addr|on-finished|depd)\//,
    "Express: routing between the middleware",
  ],
  [/\/node_modules\/negotiator\//, "page file: choosing the coding (negotiator)"],
  [/\/node_modules\/fresh\//, "page file: If-None-Match (fresh)"],
];
const middleware = new Map([
  ["timeRequest", "metrics: timing the request"],
  ["recordRequest", "metrics: timing the request"],
  ["logRequest", "request log (pino, pino-http)"],
  ["setStandardHeaders", "security and standard headers"],
  ["gateRequest", "request gate"],
  ["sendPageFile", "page file: headers, ETag and the bytes"],
  ["renderForRequest", "React Router: rendered for the request"],
]);

/**
 * Loads a fresh origin with `load` for `seconds` under V8's CPU profiler, after a warm-up, and splits
 * its CPU per request: µs by part, largest first.
 */
export async function profileRequests(
  env: Record<string, string>,
  load: autocannon.Options,
  seconds: number,
): Promise<Array<{ part: string; microseconds: number }>> {
  const directory = mkdtempSync(join(tmpdir(), "ironbark-profile-"));
  try {
    const server = await startProductionServer({
      ...env,
      NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${directory}`,
      SHUTDOWN_GRACE_SECONDS: "0",
    });
    const url = new URL(String(load.url), server.url).href;
    const warmUp = await autocannon({ ...load, url, duration: 2 });
    const result = await autocannon({ ...load, url, duration: seconds });
    const exited = new Promise((resolve) => server.child.once("exit", resolve));
    server.child.kill("SIGINT");
    await exited;
    const file = readdirSync(directory).find((name) => name.endsWith(".cpuprofile"));
    if (!file) throw new Error("the origin wrote no CPU profile");
    const totals = split(JSON.parse(readFileSync(join(directory, file), "utf8")) as CpuProfile);
    // The warm-up's requests are in the profile too.
    const requests = warmUp.requests.total + result.requests.total;
    return [...totals]
      .map(([part, microseconds]) => ({ part, microseconds: microseconds / requests }))
      .sort((a, b) => b.microseconds - a.microseconds);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

function split(profile: CpuProfile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const partOf = new Map<number, string | undefined>();
  const classify = (id: number): string | undefined => {
    const leaf = byId.get(id) as ProfileNode;
    const { functionName, url } = leaf.callFrame;
    if (functionName === "(idle)") return undefined;
    if (functionName === "(garbage collector)") return "garbage collection";
    const library = libraries.find(([pattern]) => pattern.test(url));
    if (library) return library[1];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const part = middleware.get((byId.get(at) as ProfileNode).callFrame.functionName);
      if (part) return part;
    }
    return "Node.js HTTP: parsing, sockets, timers";
  };
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    if (!partOf.has(id)) partOf.set(id, classify(id));
    const part = partOf.get(id);
    if (part) totals.set(part, (totals.get(part) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  return totals;
}
