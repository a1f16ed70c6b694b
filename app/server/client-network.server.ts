/**
 * Keeps a network, never a person: IPv4 (and IPv4-mapped IPv6) to its /24, IPv6 to its /48. The
 * rules work on the text of a canonical address (as Node and nginx print them) and are the edge's
 * `map $remote_addr $edge_client_network` in k8s/base/edge.conf.template, in the same order: a unit
 * test holds the two lists equal. In a compressed IPv6 address the groups before `::` are the
 * leading ones, and a group `::` stands for is zero, so fewer than three of them end the /48.
 */
export const clientNetworkRules: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/i, "$1.0"],
  [/^([0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}):/i, "$1::"],
  [/^([0-9a-f]{1,4}:[0-9a-f]{1,4})::/i, "$1::"],
  [/^([0-9a-f]{1,4})::/i, "$1::"],
  [/^::/, "::"],
];

export function clientNetwork(address: string | undefined): string | undefined {
  if (!address) return undefined;
  for (const [pattern, network] of clientNetworkRules) {
    const match = pattern.exec(address);
    if (match) return network.replace("$1", match[1] ?? "");
  }
  return undefined;
}
