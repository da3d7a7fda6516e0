// `npm test`'s deployment step, offline: renders each kustomize overlay of k8s/ (tools/deploy/kustomize.mjs), checks
// every resource against the Kubernetes schemas (kubernetes-models) and the deployment's rules
// (tools/deploy/policies.mjs: probes, limits, security context, pinned tags, PDBs, HPAs, NetworkPolicies, secrets…),
// then docker-compose.yml's services against the same environment rules.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { root } from './carta.mjs';
import { renderKustomization } from './deploy/kustomize.mjs';
import { appOf, checkEnv, checkPolicies, DEPLOYMENTS } from './deploy/policies.mjs';

const MODELS = {
  'v1/ConfigMap': ['kubernetes-models/v1', 'ConfigMap'],
  'v1/Secret': ['kubernetes-models/v1', 'Secret'],
  'v1/Service': ['kubernetes-models/v1', 'Service'],
  'apps/v1/Deployment': ['kubernetes-models/apps/v1', 'Deployment'],
  'batch/v1/Job': ['kubernetes-models/batch/v1', 'Job'],
  'batch/v1/CronJob': ['kubernetes-models/batch/v1', 'CronJob'],
  'policy/v1/PodDisruptionBudget': ['kubernetes-models/policy/v1', 'PodDisruptionBudget'],
  'autoscaling/v2/HorizontalPodAutoscaler': ['kubernetes-models/autoscaling/v2', 'HorizontalPodAutoscaler'],
  'networking.k8s.io/v1/Ingress': ['kubernetes-models/networking.k8s.io/v1', 'Ingress'],
  'networking.k8s.io/v1/NetworkPolicy': ['kubernetes-models/networking.k8s.io/v1', 'NetworkPolicy'],
  'monitoring.coreos.com/v1/ServiceMonitor': [
    '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1',
    'ServiceMonitor',
  ],
};
const failures = [];
const summary = [];

const overlays = join(root, 'k8s/overlays');
for (const overlay of readdirSync(overlays)) {
  let resources;
  try {
    resources = renderKustomization(join(overlays, overlay));
  } catch (error) {
    failures.push(`k8s/overlays/${overlay}: ${error.message}`);
    continue;
  }
  for (const resource of resources) {
    const key = `${resource.apiVersion}/${resource.kind}`;
    const model = MODELS[key];
    if (!model) {
      failures.push(`${overlay}: no schema for ${key} (${resource.metadata?.name})`);
      continue;
    }
    const Model = (await import(model[0]))[model[1]];
    try {
      new Model(resource).validate();
    } catch (error) {
      failures.push(`${overlay}: ${key} ${resource.metadata?.name}: ${error.message}`);
    }
  }
  failures.push(...checkPolicies(resources).map((failure) => `${overlay}: ${failure}`));
  summary.push(`${overlay} ${resources.length} resources`);
}

const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true });
for (const name of DEPLOYMENTS) {
  if (!compose.services?.[name]) failures.push(`docker-compose.yml: no service ${name}`);
}
for (const [name, service] of Object.entries(compose.services ?? {})) {
  // Every container on the host's network: no bridge, whose private range test traffic must never reach.
  if (service.network_mode !== 'host') failures.push(`docker-compose.yml ${name}: network_mode must be host`);
  if (!service.image?.startsWith('ghcr.io/carta/')) continue;
  const app = appOf(service.image);
  if (!service.profiles && (service.read_only !== true || !service.cap_drop?.includes('ALL'))) {
    failures.push(`docker-compose.yml ${name}: not read-only with every capability dropped`);
  }
  if (app.startsWith('mf-')) continue;
  const setup = service.command?.[0] === 'setup-database';
  failures.push(...checkEnv(`docker-compose.yml ${name}`, app, service.environment ?? {}, { setup }));
}

if (failures.length) {
  console.error(failures.map((f) => `✗ ${f}`).join('\n'));
  process.exit(1);
}
console.log(`k8s: ${summary.join(', ')}: valid; docker-compose: ${Object.keys(compose.services).length} services`);
