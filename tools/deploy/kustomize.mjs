// Renders a kustomization as `kustomize build` would, offline and in-process, for the features k8s/ uses (no
// well-kept kustomize runs from npm): resources (files and directories), strategic-merge patches by kind and name,
// images (newName/newTag), replicas, and configMapGenerator literals (create or merge) with a content hash in the
// name that every reference follows, so a changed value rolls the pods that read it. Anything else is refused, so a
// kustomization can never mean more to the cluster than to the checks.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

const FIELDS = new Set(['apiVersion', 'kind', 'resources', 'patches', 'images', 'replicas', 'configMapGenerator']);
const clone = (value) => structuredClone(value);
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const named = (list) => list.every((item) => isObject(item) && typeof item.name === 'string');

function loadDocuments(path) {
  return parseAllDocuments(readFileSync(path, 'utf8')).flatMap((doc) => {
    if (doc.errors.length) throw new Error(`${path}: ${doc.errors[0].message}`);
    const resource = doc.toJS();
    return resource ? [resource] : [];
  });
}

/** A strategic-merge patch: maps merge, lists of named items merge by name, anything else is replaced. */
export function strategicMerge(target, patch) {
  if (isObject(patch) && Object.keys(patch).some((key) => key.startsWith('$'))) {
    throw new Error(`patch directive ${Object.keys(patch).find((key) => key.startsWith('$'))} is not supported`);
  }
  if (Array.isArray(patch) && Array.isArray(target) && named(patch) && named(target)) {
    const merged = clone(target);
    for (const item of patch) {
      const at = merged.findIndex((existing) => existing.name === item.name);
      if (at >= 0) merged[at] = strategicMerge(merged[at], item);
      else merged.push(clone(item));
    }
    return merged;
  }
  if (isObject(patch) && isObject(target)) {
    const merged = clone(target);
    for (const [key, value] of Object.entries(patch)) {
      merged[key] = key in target ? strategicMerge(target[key], value) : clone(value);
    }
    return merged;
  }
  return clone(patch);
}

/** Every pod spec of a workload. */
export function podSpecsOf(resource) {
  if (['Deployment', 'Job', 'StatefulSet', 'DaemonSet'].includes(resource.kind)) return [resource.spec.template.spec];
  if (resource.kind === 'CronJob') return [resource.spec.jobTemplate.spec.template.spec];
  return [];
}

export const containersOf = (spec) => [...(spec.initContainers ?? []), ...(spec.containers ?? [])];

/** A kustomization without its generated names resolved: resources, and the ConfigMaps it generates. */
function build(dir) {
  const kustomization = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8'));
  const unknown = Object.keys(kustomization).filter((key) => !FIELDS.has(key));
  if (unknown.length) throw new Error(`${dir}/kustomization.yaml: ${unknown.join(', ')}: not rendered by this tool`);
  const resources = [];
  const generated = new Map();
  for (const entry of kustomization.resources ?? []) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      const base = build(path);
      resources.push(...base.resources);
      for (const [name, data] of base.generated) generated.set(name, data);
    } else resources.push(...loadDocuments(path));
  }
  for (const { name, behavior = 'create', literals = [], ...rest } of kustomization.configMapGenerator ?? []) {
    if (Object.keys(rest).length) throw new Error(`${dir}: configMapGenerator ${Object.keys(rest)} not supported`);
    const data = Object.fromEntries(
      literals.map((literal) => [literal.slice(0, literal.indexOf('=')), literal.slice(literal.indexOf('=') + 1)]),
    );
    if (behavior === 'create') {
      if (generated.has(name)) throw new Error(`${dir}: ConfigMap ${name} is generated twice`);
      generated.set(name, data);
    } else if (behavior === 'merge' || behavior === 'replace') {
      if (!generated.has(name)) throw new Error(`${dir}: no generated ConfigMap ${name} to ${behavior}`);
      generated.set(name, behavior === 'merge' ? { ...generated.get(name), ...data } : data);
    } else throw new Error(`${dir}: configMapGenerator behavior ${behavior} not supported`);
  }
  for (const { path, target, ...rest } of kustomization.patches ?? []) {
    if (!path || target || Object.keys(rest).length) throw new Error(`${dir}: only \`patches: [{path}]\` is supported`);
    for (const patch of loadDocuments(join(dir, path))) {
      const at = resources.findIndex((r) => r.kind === patch.kind && r.metadata?.name === patch.metadata?.name);
      if (at < 0) throw new Error(`${dir}/${path}: no ${patch.kind} ${patch.metadata?.name} to patch`);
      resources[at] = strategicMerge(resources[at], patch);
    }
  }
  for (const { name, count } of kustomization.replicas ?? []) {
    const deployment = resources.find((r) => r.kind === 'Deployment' && r.metadata.name === name);
    if (!deployment) throw new Error(`${dir}: replicas for ${name}, which is no Deployment`);
    deployment.spec.replicas = count;
  }
  for (const { name, newName, newTag, digest } of kustomization.images ?? []) {
    for (const spec of resources.flatMap(podSpecsOf)) {
      for (const container of containersOf(spec)) {
        const [image] = container.image.split('@');
        const tagAt = image.lastIndexOf(':') > image.lastIndexOf('/') ? image.lastIndexOf(':') : image.length;
        if (image.slice(0, tagAt) !== name) continue;
        const tag = digest ? `@${digest}` : newTag ? `:${newTag}` : image.slice(tagAt);
        container.image = `${newName ?? name}${tag}`;
      }
    }
  }
  return { resources, generated };
}

/** `kustomize build <dir>`: the resources, generated ConfigMaps named name-<hash> and every reference renamed. */
export function renderKustomization(dir) {
  const { resources, generated } = build(dir);
  const names = new Map();
  for (const [name, data] of generated) {
    const hash = createHash('sha256')
      .update(JSON.stringify({ kind: 'ConfigMap', name, data }))
      .digest('hex');
    const hashed = `${name}-${hash.slice(0, 10)}`;
    names.set(name, hashed);
    resources.push({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: hashed }, data });
  }
  const rename = (ref) => {
    if (ref && names.has(ref.name)) ref.name = names.get(ref.name);
  };
  for (const spec of resources.flatMap(podSpecsOf)) {
    for (const container of containersOf(spec)) {
      for (const from of container.envFrom ?? []) rename(from.configMapRef);
      for (const env of container.env ?? []) rename(env.valueFrom?.configMapKeyRef);
    }
    for (const volume of spec.volumes ?? []) rename(volume.configMap);
  }
  return resources;
}
