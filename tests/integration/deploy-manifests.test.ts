import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";
import { shutdownDeadlineMs } from "../../app/server/start.server.ts";
import { modelName, schemaProblems, unknownFields } from "../support/k8s-schema.ts";

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));

interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: Record<string, any>;
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

function podSpecs(objects: KubeObject[]) {
  return objects.flatMap((object) =>
    object.spec?.template?.spec ? [[`${object.kind}/${object.metadata.name}`, object.spec.template.spec] as const] : [],
  );
}

describe.each(["dev", "prod"])("the %s overlay", (overlay) => {
  const objects = render(overlay);
  const byKind = (kind: string) => objects.filter((object) => object.kind === kind);

  it("renders, and every object validates against the Kubernetes schemas with unknown fields rejected", async () => {
    expect(objects.length).toBeGreaterThan(10);
    for (const object of objects) {
      const where = `${object.kind}/${object.metadata.name}`;
      expect(await schemaProblems(object), where).toEqual([]);
      expect(unknownFields(object, modelName(object.apiVersion, object.kind)), where).toEqual([]);
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

  it("gives the app probes, a preStop pause, a grace period, a writable /tmp and the database URL from a Secret", () => {
    const [app] = byKind("Deployment").filter((object) => object.metadata.name === "ironbark-app");
    const pod = app?.spec?.template.spec;
    const container = pod.containers[0];
    expect(container.startupProbe.httpGet.path).toBe("/healthz");
    expect(container.readinessProbe.httpGet.path).toBe("/readyz");
    expect(container.livenessProbe.httpGet.path).toBe("/healthz");
    // The pause outlasts the endpoint's removal from every node (seconds); the grace period covers the
    // pause and the server's own drain deadline, so the kubelet never kills a draining server.
    const [sleep, pauseSeconds] = container.lifecycle.preStop.exec.command;
    expect(sleep).toBe("sleep");
    expect(Number(pauseSeconds)).toBeGreaterThanOrEqual(10);
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(Number(pauseSeconds) + shutdownDeadlineMs / 1000);
    expect(container.volumeMounts).toContainEqual({ name: "tmp", mountPath: "/tmp" });
    expect(container.env).toContainEqual({ name: "DATABASE_URL", valueFrom: { secretKeyRef: { name: "ironbark-database", key: "url" } } });
    expect(byKind("Secret")).toEqual([]);
  });

  it("generates the edge config from the same nginx file, autoscales the app and protects both tiers", () => {
    const [config] = byKind("ConfigMap").filter((object) => object.metadata.name.startsWith("ironbark-edge-config"));
    expect(Object.keys((config as unknown as { data: Record<string, string> }).data).sort()).toEqual([
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
    const [app] = byKind("Deployment").filter((object) => object.metadata.name === "ironbark-app");
    const [migrate, ...others] = app?.spec?.template.spec.initContainers ?? [];
    expect(others).toEqual([]);
    expect(migrate.command).toEqual(["node", "build/server/migrate.js"]);
    expect(migrate.image).toBe(app?.spec?.template.spec.containers[0].image);
    expect(migrate.env).toEqual([{ name: "DATABASE_URL", valueFrom: { secretKeyRef: { name: "ironbark-database", key: "url" } } }]);
    expect(byKind("Job")).toEqual([]);
  });

  it("gives the edge a value for every placeholder of its config, and a CIDR for the trusted proxy", () => {
    const [edge] = byKind("Deployment").filter((object) => object.metadata.name === "ironbark-edge");
    const env = edge?.spec?.template.spec.containers[0].env as { name: string; value: string }[];
    expect(edgePlaceholders).toContain("EDGE_TRUSTED_PROXY_CIDR");
    expect(
      env
        .map((variable) => variable.name)
        .filter((name) => name.startsWith("EDGE_"))
        .sort(),
    ).toEqual(edgePlaceholders);
    expect(env).toContainEqual({ name: "NGINX_ENVSUBST_FILTER", value: "EDGE_" });
    expect(env.find((variable) => variable.name === "EDGE_TRUSTED_PROXY_CIDR")?.value).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+$/);
  });

  it("leaves the replica count of every autoscaled Deployment to its autoscaler", () => {
    const scaled = byKind("HorizontalPodAutoscaler").map((hpa) => hpa.spec?.scaleTargetRef.name);
    expect(scaled).toContain("ironbark-app");
    for (const name of scaled) {
      const deployment = byKind("Deployment").find((object) => object.metadata.name === name);
      expect(deployment?.spec).not.toHaveProperty("replicas");
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
});

describe("database per overlay", () => {
  it("runs PostgreSQL as a StatefulSet with a volume claim in dev only", () => {
    const dev = render("dev").filter((object) => object.kind === "StatefulSet");
    expect(dev.map((object) => object.metadata.name)).toEqual(["ironbark-postgres"]);
    expect(dev[0]?.spec?.volumeClaimTemplates).toHaveLength(1);
    expect(render("prod").filter((object) => object.kind === "StatefulSet")).toEqual([]);
  });
});

describe("docker compose", () => {
  it("gives the edge a value for every placeholder of its config", () => {
    const compose = parse(readFileSync(`${projectRoot}docker/compose.yaml`, "utf8")) as {
      services: { edge: { environment: Record<string, string> } };
    };
    const environment = compose.services.edge.environment;
    expect(
      Object.keys(environment)
        .filter((name) => name.startsWith("EDGE_"))
        .sort(),
    ).toEqual(edgePlaceholders);
    expect(environment.NGINX_ENVSUBST_FILTER).toBe("EDGE_");
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
