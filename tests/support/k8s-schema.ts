import * as k8s from "@kubernetes/client-node";

interface AttributeType {
  baseName: string;
  type: string;
}

type Model = { getAttributeTypeMap(): AttributeType[] };

const models = k8s as unknown as Record<string, Model | undefined>;
const scalar = new Set(["string", "number", "boolean", "Date", "any", "object", "IntOrString"]);

/** The client library's model class for an object, e.g. apps/v1 Deployment -> V1Deployment. */
export function modelName(apiVersion: string, kind: string): string {
  const version = apiVersion.split("/").pop() ?? apiVersion;
  return `${version.charAt(0).toUpperCase()}${version.slice(1)}${kind}`;
}

/**
 * Every field of `value` must exist in the Kubernetes API type named `type` (the official client's
 * generated models), recursively: an unknown or misspelled field is reported with its path.
 */
export function unknownFields(value: unknown, type: string, path = ""): string[] {
  if (value === null || value === undefined) return [];
  const array = /^Array<(.+)>$/.exec(type);
  if (array) {
    if (!Array.isArray(value)) return [`${path}: expected a list`];
    return value.flatMap((item, index) => unknownFields(item, array[1] as string, `${path}[${index}]`));
  }
  const map = /^\{ \[key: string\]: (.+); \}$/.exec(type);
  if (map) {
    if (typeof value !== "object") return [`${path}: expected a map`];
    return Object.entries(value).flatMap(([key, item]) => unknownFields(item, map[1] as string, `${path}.${key}`));
  }
  if (scalar.has(type)) return [];
  const model = models[type];
  if (!model?.getAttributeTypeMap) return [`${path}: no schema for type ${type}`];
  if (typeof value !== "object" || Array.isArray(value)) return [`${path}: expected an object of type ${type}`];
  const attributes = model.getAttributeTypeMap();
  return Object.entries(value).flatMap(([key, item]) => {
    const attribute = attributes.find((candidate) => candidate.baseName === key);
    return attribute ? unknownFields(item, attribute.type, `${path}.${key}`) : [`${path}.${key}: unknown field for ${type}`];
  });
}

/** The Prometheus Operator's custom resources (PodMonitor, PrometheusRule), outside the Kubernetes API's own types. */
export function isPrometheusOperatorObject(object: { apiVersion: string }): boolean {
  return object.apiVersion.startsWith("monitoring.coreos.com/");
}

/**
 * Types, formats and required fields, from the kubernetes-models schemas (the Prometheus Operator's
 * from @kubernetes-models/prometheus-operator, whose CRD schemas do not reject unknown fields).
 */
export async function schemaProblems(object: { apiVersion: string; kind: string }): Promise<string[]> {
  const group = object.apiVersion.includes("/") ? object.apiVersion : "v1";
  const path = `${isPrometheusOperatorObject(object) ? "@kubernetes-models/prometheus-operator" : "kubernetes-models"}/${group}/${object.kind}`;
  const module = (await import(path)) as Record<string, new (data: unknown) => { validate(): void }>;
  const Model = module[object.kind];
  if (!Model) return [`no kubernetes-models schema for ${object.apiVersion} ${object.kind}`];
  try {
    new Model(object).validate();
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}
