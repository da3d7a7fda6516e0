// Validates k8s/ against the Kubernetes schemas (kubernetes-models, offline) and docker-compose.yml's shape.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments, parse } from 'yaml';
import { root } from './carta.mjs';

const MODELS = {
  'v1/ConfigMap': ['kubernetes-models/v1', 'ConfigMap'],
  'v1/Secret': ['kubernetes-models/v1', 'Secret'],
  'v1/Service': ['kubernetes-models/v1', 'Service'],
  'apps/v1/Deployment': ['kubernetes-models/apps/v1', 'Deployment'],
  'batch/v1/Job': ['kubernetes-models/batch/v1', 'Job'],
  'batch/v1/CronJob': ['kubernetes-models/batch/v1', 'CronJob'],
  'networking.k8s.io/v1/Ingress': ['kubernetes-models/networking.k8s.io/v1', 'Ingress'],
};
const failures = [];
const resources = [];

const dir = join(root, 'k8s');
const kustomization = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8'));
for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml')) {
  if (!kustomization.resources.includes(file)) failures.push(`${file} is not listed in kustomization.yaml`);
  for (const doc of parseAllDocuments(readFileSync(join(dir, file), 'utf8'))) {
    if (doc.errors.length) failures.push(`${file}: ${doc.errors[0].message}`);
    const resource = doc.toJS();
    if (!resource) continue;
    const key = `${resource.apiVersion}/${resource.kind}`;
    const model = MODELS[key];
    if (!model) {
      failures.push(`${file}: no schema for ${key}`);
      continue;
    }
    const Model = (await import(model[0]))[model[1]];
    try {
      new Model(resource).validate();
      resources.push(resource);
    } catch (error) {
      failures.push(`${file} ${key} ${resource.metadata?.name}: ${error.message}`);
    }
  }
}

const names = (kind) => resources.filter((r) => r.kind === kind).map((r) => r.metadata.name);
const expected = ['gateway', 'auth', 'restaurants', 'admin', 'mf-owner', 'mf-guest', 'mf-admin'];
for (const name of expected) {
  if (!names('Deployment').includes(name)) failures.push(`k8s: no Deployment ${name}`);
  if (!names('Service').includes(name)) failures.push(`k8s: no Service ${name}`);
}
for (const deployment of resources.filter((r) => r.kind === 'Deployment')) {
  for (const container of deployment.spec.template.spec.containers) {
    if (container.livenessProbe?.httpGet?.path !== '/healthz')
      failures.push(`${deployment.metadata.name}: liveness probe must be /healthz`);
    if (container.readinessProbe?.httpGet?.path !== '/readyz')
      failures.push(`${deployment.metadata.name}: readiness probe must be /readyz`);
  }
}
if (!names('Job').length) failures.push('k8s: no migrations Job');
if (!names('Ingress').length) failures.push('k8s: no Ingress');

const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'));
for (const name of ['postgres', ...expected]) {
  if (!compose.services?.[name]) failures.push(`docker-compose.yml: no service ${name}`);
}

if (failures.length) {
  console.error(failures.map((f) => `✗ ${f}`).join('\n'));
  process.exit(1);
}
console.log(
  `k8s: ${resources.length} resources valid; docker-compose: ${Object.keys(compose.services).length} services`,
);
