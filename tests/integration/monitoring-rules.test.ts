import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));
const rule = parse(readFileSync(`${projectRoot}k8s/base/monitoring/prometheus-rule.yaml`, "utf8"));
const unitTests = parse(readFileSync(`${projectRoot}tests/monitoring/alerts.test.yaml`, "utf8")) as {
  tests: Array<{ alert_rule_test: Array<{ alertname: string; exp_alerts: unknown[] }> }>;
};
const alertNames: string[] = rule.spec.groups.flatMap((group: { rules: Array<{ alert: string }> }) =>
  group.rules.map((item) => item.alert),
);

const folder = mkdtempSync(join(tmpdir(), "ironbark-alert-tests-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the alert rules under promtool test rules", () => {
  it("fire and stay silent as tests/monitoring/alerts.test.yaml expects", () => {
    // The PrometheusRule's spec is a plain Prometheus rules file.
    writeFileSync(join(folder, "rules.yaml"), stringify(rule.spec));
    copyFileSync(`${projectRoot}tests/monitoring/alerts.test.yaml`, join(folder, "alerts.test.yaml"));
    const output = execFileSync("promtool", ["test", "rules", "alerts.test.yaml"], { cwd: folder, encoding: "utf8" });
    expect(output).toContain("SUCCESS");
  });

  it("include, for every alert, a case where it fires and one where it stays silent", () => {
    const cases = unitTests.tests.flatMap((test) => test.alert_rule_test);
    for (const name of alertNames) {
      const own = cases.filter((item) => item.alertname === name);
      expect(
        own.some((item) => item.exp_alerts.length > 0),
        `${name} fires somewhere`,
      ).toBe(true);
      expect(
        own.some((item) => item.exp_alerts.length === 0),
        `${name} is silent somewhere`,
      ).toBe(true);
    }
  });

  it("fail when an expectation is wrong (the check itself works)", () => {
    const wrong = readFileSync(`${projectRoot}tests/monitoring/alerts.test.yaml`, "utf8").replace(
      "description: 5% of the app",
      "description: 6% of the app",
    );
    writeFileSync(join(folder, "wrong.test.yaml"), wrong);
    writeFileSync(join(folder, "rules.yaml"), stringify(rule.spec));
    expect(() => execFileSync("promtool", ["test", "rules", "wrong.test.yaml"], { cwd: folder, stdio: "pipe" })).toThrow();
  });
});
