import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { clientNetwork, clientNetworkRules } from "../../app/server/http-app.server.ts";
import { clientNetworkCases } from "../support/client-networks.ts";

const edgeTemplate = readFileSync(new URL("../../k8s/base/edge.conf.template", import.meta.url), "utf8");

/** The edge's `map $remote_addr $edge_client_network` rules: [pattern, case-insensitive, replacement]. */
function edgeRules(): Array<[string, boolean, string]> {
  const block = /map \$remote_addr \$edge_client_network \{\n([\s\S]*?)\n\}/.exec(edgeTemplate)?.[1] ?? "";
  return [...block.matchAll(/^\s*"(~\*?)([^"]+)" "([^"]*)";/gm)].map(([, kind, pattern, network]) => [
    pattern as string,
    kind === "~*",
    network as string,
  ]);
}

describe("client networks in the logs", () => {
  it.each(clientNetworkCases)("%s is logged as %s", (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });

  it("keeps no host bits of a compressed IPv6 address", () => {
    expect(clientNetwork("2001::1234:5678")).not.toContain("1234");
  });

  it("logs nothing for what is not an address", () => {
    expect(clientNetwork(undefined)).toBeUndefined();
    expect(clientNetwork("unix:/tmp/socket")).toBeUndefined();
  });

  it("follows exactly the edge's rules, in the same order", () => {
    expect(clientNetworkRules.map(([pattern, network]) => [pattern.source, pattern.flags.includes("i"), network])).toEqual(edgeRules());
  });
});
