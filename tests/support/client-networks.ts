/**
 * Client addresses, as Node and nginx print them, with the one network each may be logged as:
 * the forms the app and the edge must agree on (tests/unit/client-network.test.ts and
 * tests/integration/client-networks.test.ts).
 */
export const clientNetworkCases: ReadonlyArray<readonly [address: string, network: string]> = [
  ["203.0.113.45", "203.0.113.0"],
  ["::ffff:198.51.100.7", "198.51.100.0"],
  ["2001:db8:85a3:8d3:1319:8a2e:370:7348", "2001:db8:85a3::"],
  ["2001:db8:85a3::7348", "2001:db8:85a3::"],
  ["2001:db8::1", "2001:db8::"],
  ["2001::1234:5678", "2001::"],
  ["2001:db8:0:1::1", "2001:db8:0::"],
  ["fe80::1", "fe80::"],
  ["::1", "::"],
];
