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
  'networking.k8s.io/v1/NetworkPolicy': ['kubernetes-models/networking.k8s.io/v1', 'NetworkPolicy'],
};
const SERVICES = ['auth', 'restaurants', 'admin'];
/** Only auth may read these: the key that signs tokens and the first admin's password. */
const AUTH_ONLY = ['JWT_PRIVATE_KEY', 'ADMIN_PASSWORD'];
/** Whole private networks: a service would believe X-Forwarded-For from any neighbour, not only the gateway. */
const TOO_TRUSTING = /\b(uniquelocal|linklocal|private)\b/;
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

// What each container of a workload reads, with the secrets and config maps resolved.
const dataOf = (kind) =>
  Object.fromEntries(
    resources.filter((r) => r.kind === kind).map((r) => [r.metadata.name, { ...r.data, ...r.stringData }]),
  );
const secrets = dataOf('Secret');
const configMaps = dataOf('ConfigMap');
function podSpecsOf(resource) {
  if (resource.kind === 'Deployment' || resource.kind === 'Job') return [resource.spec.template.spec];
  if (resource.kind === 'CronJob') return [resource.spec.jobTemplate.spec.template.spec];
  return [];
}
function envOf(container) {
  const env = {};
  for (const from of container.envFrom ?? []) {
    if (from.secretRef) Object.assign(env, secrets[from.secretRef.name]);
    if (from.configMapRef) Object.assign(env, configMaps[from.configMapRef.name]);
  }
  for (const { name, value, valueFrom } of container.env ?? []) {
    const ref = valueFrom?.secretKeyRef;
    env[name] = ref ? secrets[ref.name]?.[ref.key] : value;
  }
  return env;
}
/** The app an image runs: ghcr.io/carta/<app>:<tag>. */
const appOf = (image) => image.split('/').pop().split(':')[0];
const roleOf = (url) => /^postgres(?:ql)?:\/\/([^:@/]+)[:@]/.exec(url ?? '')?.[1];

/** The rules every process's environment follows, wherever it is declared (k8s containers, compose services). */
function checkEnv(where, app, env, { setup = false } = {}) {
  for (const name of AUTH_ONLY) if (name in env && app !== 'auth') failures.push(`${where}: ${name} is auth's alone`);
  if ('DATABASE_ADMIN_URL' in env && !setup) failures.push(`${where}: DATABASE_ADMIN_URL is setup-database's alone`);
  if (SERVICES.includes(app) && !setup && roleOf(env.DATABASE_URL) !== `carta_${app}`)
    failures.push(`${where}: DATABASE_URL must connect as the role carta_${app}`);
  if (!SERVICES.includes(app) && 'DATABASE_URL' in env) failures.push(`${where}: ${app} has no DATABASE_URL to hold`);
  if (TOO_TRUSTING.test(env.TRUST_PROXY ?? '')) failures.push(`${where}: TRUST_PROXY names a whole private network`);
}

for (const resource of resources) {
  for (const spec of podSpecsOf(resource)) {
    for (const container of [...(spec.initContainers ?? []), ...spec.containers]) {
      const setup = container.args?.[0] === 'setup-database';
      checkEnv(`${resource.metadata.name}/${container.name}`, appOf(container.image), envOf(container), { setup });
    }
  }
}

// Only the gateway reaches the services.
const selects = (selector, labels) =>
  Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value) &&
  (selector.matchExpressions ?? []).every((e) => e.operator === 'In' && e.values.includes(labels[e.key]));
const GATEWAY_PODS = { matchLabels: { 'app.kubernetes.io/name': 'gateway' } };
for (const app of SERVICES) {
  const labels = { 'app.kubernetes.io/name': app };
  const policies = resources.filter((r) => r.kind === 'NetworkPolicy' && selects(r.spec.podSelector, labels));
  const fromGatewayOnly = (rule) =>
    rule.from?.length &&
    rule.from.every((peer) => JSON.stringify(peer) === JSON.stringify({ podSelector: GATEWAY_PODS }));
  const onlyGateway = policies.some(
    (p) => p.spec.policyTypes?.includes('Ingress') && p.spec.ingress?.length && p.spec.ingress.every(fromGatewayOnly),
  );
  if (!onlyGateway) failures.push(`k8s: no NetworkPolicy lets only the gateway reach ${app}`);
}

// HTTPS at the door.
for (const ingress of resources.filter((r) => r.kind === 'Ingress')) {
  const covered = new Set((ingress.spec.tls ?? []).filter((t) => t.secretName).flatMap((t) => t.hosts ?? []));
  for (const rule of ingress.spec.rules ?? [])
    if (!covered.has(rule.host)) failures.push(`${ingress.metadata.name}: no TLS for ${rule.host}`);
}

const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true });
for (const name of ['postgres', ...expected]) {
  if (!compose.services?.[name]) failures.push(`docker-compose.yml: no service ${name}`);
}
for (const [name, service] of Object.entries(compose.services ?? {})) {
  const app = service.build?.args?.APP;
  if (!app || app.startsWith('mf-')) continue;
  const setup = service.command?.[0] === 'setup-database';
  checkEnv(`docker-compose.yml ${name}`, app, service.environment ?? {}, { setup });
}

if (failures.length) {
  console.error(failures.map((f) => `✗ ${f}`).join('\n'));
  process.exit(1);
}
console.log(
  `k8s: ${resources.length} resources valid; docker-compose: ${Object.keys(compose.services).length} services`,
);
