import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";
import { defaultMetricsPort, shutdownDeadlineMs } from "../../app/server/config.server.ts";
import { isPrometheusOperatorObject, modelName, schemaProblems, unknownFields } from "../support/k8s-schema.ts";

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));

interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: Record<string, any>;
  data?: Record<string, string>;
}

function render(overlay: string): KubeObject[] {
  const output = execFileSync("kubectl", ["kustomize", `k8s/overlays/${overlay}`], { cwd: projectRoot, encoding: "utf8" });
  return parseAllDocuments(output).map((document) => document.toJSON() as KubeObject);
}

/** The ${EDGE_...} placeholders of the one edge config: the image's envsubst leaves any it is not given in place, and nginx then refuses to start. */
const edgePlaceholders = [
  ...new Set(
    [...readFileSync(`${projectRoot}k8s/base/edge.conf.template`, "utf8").matchAll(/\$\{(EDGE_[A-Z_]+)\}/g)].map((match) => match[1]),
  ),
].sort();

/** Whether an edge's environment gives every placeholder a value, and has the image substitute those alone. */
function expectEdgePlaceholdersSet(environment: Record<string, string>) {
  expect(
    Object.keys(environment)
      .filter((name) => name.startsWith("EDGE_"))
      .sort(),
  ).toEqual(edgePlaceholders);
  expect(environment.NGINX_ENVSUBST_FILTER).toBe("EDGE_");
}

function podSpecs(objects: KubeObject[]) {
  return objects.flatMap((object) =>
    object.spec?.template?.spec ? [[`${object.kind}/${object.metadata.name}`, object.spec.template.spec] as const] : [],
  );
}

/** A container port by name, across a pod's containers. */
function containerPort(podSpec: any, name: string): number | undefined {
  return podSpec.containers.flatMap((container: any) => container.ports ?? []).find((port: any) => port.name === name)?.containerPort;
}

/**
 * The database's connection budget for the app, per overlay: max_connections (PostgreSQL's default,
 * 100 for the managed prod database and the dev StatefulSet alike) less what is kept for others:
 * superuser_reserved_connections (3), administration and monitoring sessions (10), replication and
 * the provider's own agents (7). A rollout runs maxReplicas + maxSurge pods at once, and one more
 * connection for the migrating init container of the new pod.
 */
const databaseBudget = { maxConnections: 100, reservedForOthers: 3 + 10 + 7 };

describe.each(["dev", "prod"])("the %s overlay", (overlay) => {
  const objects = render(overlay);
  const byKind = (kind: string) => objects.filter((object) => object.kind === kind);
  const named = (kind: string, name: string) => byKind(kind).find((object) => object.metadata.name === name);
  const configMap = (prefix: string) => byKind("ConfigMap").find((object) => object.metadata.name.startsWith(prefix));
  const app = named("Deployment", "ironbark-app")?.spec?.template;
  const edge = named("Deployment", "ironbark-edge")?.spec?.template;
  const appConfig = configMap("ironbark-app-config")?.data ?? {};
  const edgeEnv = (container: string) =>
    Object.fromEntries(
      edge?.spec.containers.find((item: any) => item.name === container).env.map((variable: any) => [variable.name, variable.value]),
    ) as Record<string, string>;

  it("renders, and every object validates against the Kubernetes schemas with unknown fields rejected", async () => {
    expect(objects.length).toBeGreaterThan(10);
    for (const object of objects) {
      const where = `${object.kind}/${object.metadata.name}`;
      expect(await schemaProblems(object), where).toEqual([]);
      // The Prometheus Operator's schemas take any field; its rules are checked by promtool in monitoring-rules.test.ts.
      if (!isPrometheusOperatorObject(object)) expect(unknownFields(object, modelName(object.apiVersion, object.kind)), where).toEqual([]);
    }
  });

  it("puts everything in the overlay's namespace with the recommended labels", () => {
    for (const object of objects) {
      expect(object.metadata.namespace, object.metadata.name).toBe(`ironbark-${overlay}`);
      expect(object.metadata.labels).toMatchObject({
        "app.kubernetes.io/name": "ironbark-site",
        "app.kubernetes.io/part-of": "ironbark-site",
        "app.kubernetes.io/managed-by": "kustomize",
        "app.kubernetes.io/component": expect.any(String),
      });
    }
  });

  it("runs every container as non-root with a read-only root filesystem and no capabilities", () => {
    for (const [where, spec] of podSpecs(objects)) {
      expect(spec.securityContext?.runAsNonRoot, where).toBe(true);
      for (const container of [...spec.containers, ...(spec.initContainers ?? [])]) {
        expect(container.securityContext, where).toMatchObject({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ["ALL"] },
        });
        expect(container.resources?.requests && container.resources?.limits, where).toBeTruthy();
      }
    }
  });

  it("probes every container of every workload, sidecars included, for readiness and liveness", () => {
    const unprobed = podSpecs(objects).flatMap(([where, pod]) =>
      (pod.containers as Array<{ name: string; readinessProbe?: unknown; livenessProbe?: unknown }>)
        .filter((container) => !container.readinessProbe || !container.livenessProbe)
        .map((container) => `${where} ${container.name}`),
    );
    expect(unprobed).toEqual([]);
    expect(podSpecs(objects).flatMap(([, pod]) => pod.containers).length).toBeGreaterThanOrEqual(4);
  });

  it("gives the app probes, a shutdown grace, a termination grace period, a writable /tmp and the database URL from a Secret", () => {
    const pod = app?.spec;
    const container = pod.containers[0];
    expect(container.startupProbe.httpGet.path).toBe("/healthz");
    expect(container.readinessProbe.httpGet.path).toBe("/readyz");
    expect(container.livenessProbe.httpGet.path).toBe("/healthz");
    // The server's own grace after SIGTERM outlasts the endpoint's removal from every node (seconds);
    // the pod's grace period covers it and the server's drain deadline, so the kubelet never kills a
    // draining server.
    const graceSeconds = Number(appConfig.SHUTDOWN_GRACE_SECONDS);
    expect(graceSeconds).toBeGreaterThanOrEqual(10);
    expect(container.lifecycle?.preStop).toBeUndefined();
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(graceSeconds + shutdownDeadlineMs / 1000);
    expect(container.volumeMounts).toContainEqual({ name: "tmp", mountPath: "/tmp" });
    expect(container.env).toContainEqual({ name: "DATABASE_URL", valueFrom: { secretKeyRef: { name: "ironbark-database", key: "url" } } });
    expect(byKind("Secret")).toEqual([]);
  });

  it("generates the edge config from the same nginx file, autoscales the app and protects both tiers", () => {
    expect(Object.keys(configMap("ironbark-edge-config")?.data ?? {}).sort()).toEqual([
      "edge-metrics.mtail",
      "edge-nginx.conf",
      "edge.conf.template",
    ]);
    expect(byKind("HorizontalPodAutoscaler")[0]?.spec?.metrics[0].resource.name).toBe("cpu");
    expect(
      byKind("PodDisruptionBudget")
        .map((object) => object.metadata.name)
        .sort(),
    ).toEqual(["ironbark-app", "ironbark-edge"]);
    expect(byKind("Ingress")[0]?.spec?.tls).toHaveLength(1);
  });

  it("migrates the database in each app pod before its server starts, with the database URL only", () => {
    const [migrate, ...others] = app?.spec.initContainers ?? [];
    expect(others).toEqual([]);
    expect(migrate.command).toEqual(["node", "build/server/migrate.js"]);
    expect(migrate.image).toBe(app?.spec.containers[0].image);
    expect(migrate.env).toEqual([{ name: "DATABASE_URL", valueFrom: { secretKeyRef: { name: "ironbark-database", key: "url" } } }]);
    expect(byKind("Job")).toEqual([]);
  });

  it("gives the edge a value for every placeholder of its config, and a CIDR for the trusted proxy", () => {
    const env = edgeEnv("nginx");
    expect(edgePlaceholders).toContain("EDGE_TRUSTED_PROXY_CIDR");
    expectEdgePlaceholdersSet(env);
    expect(env.EDGE_TRUSTED_PROXY_CIDR).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+$/);
  });

  it("leaves the replica count of every autoscaled Deployment to its autoscaler", () => {
    const scaled = byKind("HorizontalPodAutoscaler").map((hpa) => hpa.spec?.scaleTargetRef.name);
    expect(scaled).toContain("ironbark-app");
    for (const name of scaled) {
      expect(named("Deployment", name)?.spec).not.toHaveProperty("replicas");
    }
  });

  it("denies traffic by default and allows only ingress -> edge -> app -> database", () => {
    const policies = byKind("NetworkPolicy");
    const deny = policies.find((policy) => policy.metadata.name === "default-deny");
    expect(deny?.spec).toEqual({ podSelector: {}, policyTypes: ["Ingress", "Egress"] });
    const app = policies.find((policy) => policy.metadata.name === "app");
    expect(app?.spec?.ingress[0].from[0].podSelector.matchLabels["app.kubernetes.io/component"]).toBe("edge-cache");
    expect(app?.spec?.egress[0].ports[0].port).toBe(5432);
  });
  it("serves the app's metrics on METRICS_PORT, a named container port, never through a Service", () => {
    expect(appConfig.METRICS_PORT).toBe(String(defaultMetricsPort));
    expect(containerPort(app?.spec, "metrics")).toBe(defaultMetricsPort);
    for (const service of byKind("Service")) {
      for (const port of service.spec?.ports ?? []) {
        expect([defaultMetricsPort, 9113, 9145, 8081, "metrics", "nginx-metrics", "edge-metrics"], service.metadata.name).not.toContain(
          port.targetPort,
        );
      }
    }
  });

  it("keeps the edge's stub_status on loopback, read by the standard exporter in the same pod", () => {
    const nginx = edgeEnv("nginx");
    expect(nginx.EDGE_STATUS_LISTEN).toMatch(/^127\.0\.0\.1:\d+$/);
    const exporter = edge?.spec.containers.find((item: any) => item.name === "nginx-exporter");
    expect(exporter.image).toMatch(/^nginx\/nginx-prometheus-exporter:\d+\.\d+\.\d+$/);
    expect(exporter.args).toContain(`--nginx.scrape-uri=http://${nginx.EDGE_STATUS_LISTEN}/stub_status`);
    expect(exporter.args).toContain(`--web.listen-address=:${containerPort(edge?.spec, "nginx-metrics")}`);
  });

  it("sends the edge's metrics log to mtail on loopback, which reads it with the edge's program", () => {
    const nginx = edgeEnv("nginx");
    const mtail = edge?.spec.containers.find((item: any) => item.name === "edge-metrics");
    expect(mtail.image).toMatch(/^ghcr\.io\/ironbark\/ironbark-mtail:/);
    const syslogPort = nginx.EDGE_METRICS_LOG?.match(/^syslog:server=127\.0\.0\.1:(\d+),nohostname,tag=edge$/)?.[1];
    expect(mtail.args).toEqual(
      expect.arrayContaining([
        `-logs=udp://127.0.0.1:${syslogPort}`,
        `-port=${containerPort(edge?.spec, "edge-metrics")}`,
        "-emit_prog_label=false",
        "-progs=/etc/mtail/edge-metrics.mtail",
      ]),
    );
    const mount = mtail.volumeMounts.find((item: any) => item.mountPath === "/etc/mtail");
    const volume = edge?.spec.volumes.find((item: any) => item.name === mount?.name);
    const config = named("ConfigMap", volume?.configMap.name);
    expect(config?.data?.["edge-metrics.mtail"]).toBe(readFileSync(new URL("../../k8s/base/edge-metrics.mtail", import.meta.url), "utf8"));
  });

  it("scrapes every metrics port by a PodMonitor, and by prometheus.io annotations as a fallback", () => {
    const [monitor, ...others] = byKind("PodMonitor");
    expect(others).toEqual([]);
    expect(monitor?.spec?.selector.matchLabels).toEqual({ "app.kubernetes.io/name": "ironbark-site" });
    expect(monitor?.spec?.jobLabel).toBe("app.kubernetes.io/instance");
    expect(app?.metadata.labels["app.kubernetes.io/instance"]).toBe("ironbark-app");
    expect(edge?.metadata.labels["app.kubernetes.io/instance"]).toBe("ironbark-edge");
    const scraped = monitor?.spec?.podMetricsEndpoints.map((endpoint: any) => endpoint.port).sort();
    expect(scraped).toEqual(["edge-metrics", "metrics", "nginx-metrics"]);
    for (const template of [app, edge]) {
      const annotations = template?.metadata.annotations ?? {};
      expect(annotations["prometheus.io/scrape"]).toBe("true");
      expect(annotations["prometheus.io/path"]).toBe("/metrics");
      const ports = template?.spec.containers.flatMap((container: any) => container.ports ?? []);
      const annotated = ports.find((port: any) => String(port.containerPort) === annotations["prometheus.io/port"]);
      expect(scraped).toContain(annotated?.name);
    }
  });

  it("admits the monitoring namespace to the metrics ports only", () => {
    const policy = byKind("NetworkPolicy").find((object) => object.metadata.name === "allow-monitoring");
    expect(policy?.spec?.policyTypes).toEqual(["Ingress"]);
    const [rule, ...more] = policy?.spec?.ingress ?? [];
    expect(more).toEqual([]);
    expect(rule.from).toEqual([{ namespaceSelector: { matchLabels: { "kubernetes.io/metadata.name": "monitoring" } } }]);
    const metricsPorts = [
      containerPort(app?.spec, "metrics"),
      containerPort(edge?.spec, "nginx-metrics"),
      containerPort(edge?.spec, "edge-metrics"),
    ];
    expect(rule.ports.map((port: any) => port.port).sort()).toEqual(metricsPorts.sort());
    expect(rule.ports.map((port: any) => port.port)).not.toContain(containerPort(app?.spec, "http"));
    expect(rule.ports.map((port: any) => port.port)).not.toContain(containerPort(edge?.spec, "http"));
    // No other policy lets another namespace in.
    for (const other of byKind("NetworkPolicy").filter((object) => object.metadata.name !== "allow-monitoring")) {
      for (const from of (other.spec?.ingress ?? []).flatMap((item: any) => item.from ?? [])) {
        if (from.namespaceSelector)
          expect(from.namespaceSelector.matchLabels["kubernetes.io/metadata.name"], other.metadata.name).toBe("ingress-nginx");
      }
    }
  });

  it("ships the Grafana dashboard as a ConfigMap for Grafana's sidecar", () => {
    const dashboard = configMap("ironbark-grafana-dashboard");
    expect(dashboard?.metadata.labels?.grafana_dashboard).toBe("1");
    const json = JSON.parse(dashboard?.data?.["grafana-dashboard.json"] ?? "{}");
    expect(json.uid).toBe("ironbark-site");
  });

  it("runs PostgreSQL as a StatefulSet with a volume claim in dev only", () => {
    const statefulSets = byKind("StatefulSet");
    expect(statefulSets.map((object) => object.metadata.name)).toEqual(overlay === "dev" ? ["ironbark-postgres"] : []);
    if (overlay === "dev") expect(statefulSets[0]?.spec?.volumeClaimTemplates).toHaveLength(1);
  });

  it("keeps database connections within the database's budget: DATABASE_POOL_MAX x (maxReplicas + maxSurge) + 1 migration", () => {
    const pool = Number(appConfig.DATABASE_POOL_MAX);
    const pods =
      Number(named("HorizontalPodAutoscaler", "ironbark-app")?.spec?.maxReplicas) +
      Number(named("Deployment", "ironbark-app")?.spec?.strategy.rollingUpdate.maxSurge);
    expect(Number.isInteger(pool) && pool >= 1).toBe(true);
    const budget = databaseBudget.maxConnections - databaseBudget.reservedForOthers;
    expect(pool * pods + 1, `${pool} connections x ${pods} pods + 1 migration, budget ${budget}`).toBeLessThanOrEqual(budget);
  });
});

describe("docker compose", () => {
  it("gives the edge a value for every placeholder of its config", () => {
    const compose = parse(readFileSync(`${projectRoot}docker/compose.yaml`, "utf8")) as {
      services: { edge: { environment: Record<string, string> } };
    };
    expectEdgePlaceholdersSet(compose.services.edge.environment);
  });
});

describe("the manifest checks themselves", () => {
  it("catch a misspelled field deep inside a pod template", () => {
    const deployment = {
      apiVersion: "apps/v1",
      kind: "Deployment",
      metadata: { name: "x" },
      spec: { template: { spec: { containers: [{ name: "c", image: "i", readinessProbes: {} }] } } },
    };
    expect(unknownFields(deployment, modelName("apps/v1", "Deployment"))).toEqual([
      ".spec.template.spec.containers[0].readinessProbes: unknown field for V1Container",
    ]);
  });
});

describe("the alert rules", () => {
  const rule = render("prod").find((object) => object.kind === "PrometheusRule");
  const alerts: Array<{ alert: string }> = rule?.spec?.groups.flatMap((group: any) => group.rules) ?? [];

  it("cover the error ratio, latency, event loop, heap, views, pool, edge, readiness and the autoscaler", () => {
    expect(alerts.map((alert) => alert.alert).sort()).toEqual([
      "IronbarkAutoscalerAtMaximum",
      "IronbarkDatabasePoolExhausted",
      "IronbarkEdgeUpstreamErrors",
      "IronbarkEventLoopLag",
      "IronbarkHeapNearLimit",
      "IronbarkHighErrorRatio",
      "IronbarkPodsNotReady",
      "IronbarkSlowRoute",
      "IronbarkViewsUnavailable",
    ]);
  });
});
