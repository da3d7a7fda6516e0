// The rules every rendered Kubernetes deployment of Carta follows (tools/validate-deploy.mjs runs them on each
// overlay): each returns what breaks it, one line per finding, naming the resource.
import { containersOf, podSpecsOf } from './kustomize.mjs';

export const SERVICES = ['auth', 'restaurants', 'admin'];
export const REMOTES = ['mf-owner', 'mf-guest', 'mf-admin'];
export const DEPLOYMENTS = ['gateway', ...SERVICES, ...REMOTES];
/** The Deployments an HorizontalPodAutoscaler sizes. */
export const AUTOSCALED = ['gateway', 'restaurants'];
/** Only auth may read these: the key that signs tokens and the first admin's password. */
const AUTH_ONLY = ['JWT_PRIVATE_KEY', 'ADMIN_PASSWORD'];
/** Whole private networks: a service would believe X-Forwarded-For from any neighbour, not only the gateway. */
const TOO_TRUSTING = /\b(uniquelocal|linklocal|private)\b/;
const NAME = 'app.kubernetes.io/name';

const of = (resources, kind) => resources.filter((r) => r.kind === kind);
const labelsOf = (resource) => resource.spec?.template?.metadata?.labels ?? {};

/** Whether a label selector picks pods with these labels (matchLabels, and matchExpressions with In/NotIn). */
export function selects(selector, labels) {
  if (!selector) return false;
  return (
    Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value) &&
    (selector.matchExpressions ?? []).every((e) =>
      e.operator === 'In'
        ? e.values.includes(labels[e.key])
        : e.operator === 'NotIn' && !e.values.includes(labels[e.key]),
    )
  );
}

/** The app an image runs: ghcr.io/carta/<app>:<tag>. */
export const appOf = (image) => image.split('/').pop().split(/[:@]/)[0];
const pinned = (image) => /@sha256:[0-9a-f]{64}$/.test(image) || /:[\w][\w.-]*$/.test(image.split('/').pop());
const roleOf = (url) => /^postgres(?:ql)?:\/\/([^:@/]+)[:@]/.exec(url ?? '')?.[1];

/** Every container: pinned image, requests and a memory limit, and no way to gain privileges or write its image. */
function checkContainers(resource, failures) {
  for (const spec of podSpecsOf(resource)) {
    const where = `${resource.kind} ${resource.metadata.name}`;
    const tmp = (spec.volumes ?? []).filter((v) => v.emptyDir).map((v) => v.name);
    if (
      spec.securityContext?.runAsNonRoot !== true &&
      !containersOf(spec).every((c) => c.securityContext?.runAsNonRoot)
    ) {
      failures.push(`${where}: runAsNonRoot is not set`);
    }
    for (const container of containersOf(spec)) {
      const at = `${where}/${container.name}`;
      if (!pinned(container.image ?? '') || /:latest$/.test(container.image)) {
        failures.push(`${at}: image ${container.image} has no pinned tag`);
      }
      const { requests = {}, limits = {} } = container.resources ?? {};
      if (!requests.cpu) failures.push(`${at}: no CPU request`);
      if (!requests.memory) failures.push(`${at}: no memory request`);
      if (!limits.memory) failures.push(`${at}: no memory limit`);
      const security = container.securityContext ?? {};
      if (security.allowPrivilegeEscalation !== false) failures.push(`${at}: allowPrivilegeEscalation must be false`);
      if (security.readOnlyRootFilesystem !== true) failures.push(`${at}: readOnlyRootFilesystem must be true`);
      if (!security.capabilities?.drop?.includes('ALL')) failures.push(`${at}: capabilities must drop ALL`);
      if (security.privileged) failures.push(`${at}: privileged`);
      // A read-only root still needs somewhere to write temporary files.
      if (!(container.volumeMounts ?? []).some((m) => m.mountPath === '/tmp' && tmp.includes(m.name))) {
        failures.push(`${at}: no emptyDir at /tmp (the root filesystem is read-only)`);
      }
    }
  }
}

function checkDeployments(resources, failures) {
  const deployments = of(resources, 'Deployment');
  for (const name of DEPLOYMENTS) {
    if (!deployments.some((d) => d.metadata.name === name)) failures.push(`no Deployment ${name}`);
    if (!of(resources, 'Service').some((s) => s.metadata.name === name)) failures.push(`no Service ${name}`);
  }
  for (const deployment of deployments) {
    const name = deployment.metadata.name;
    const spec = deployment.spec.template.spec;
    const labels = labelsOf(deployment);
    for (const container of spec.containers) {
      const at = `Deployment ${name}/${container.name}`;
      if (!container.startupProbe) failures.push(`${at}: no startup probe`);
      if (container.livenessProbe?.httpGet?.path !== '/healthz')
        failures.push(`${at}: liveness probe must be /healthz`);
      if (container.readinessProbe?.httpGet?.path !== '/readyz')
        failures.push(`${at}: readiness probe must be /readyz`);
    }
    const spread = spec.topologySpreadConstraints ?? [];
    if (!spread.length || !spread.every((c) => selects(c.labelSelector, labels))) {
      failures.push(`Deployment ${name}: no topology spread over its own pods`);
    }
    if (!of(resources, 'PodDisruptionBudget').some((p) => selects(p.spec.selector, labels))) {
      failures.push(`Deployment ${name}: no PodDisruptionBudget`);
    }
    const autoscaler = of(resources, 'HorizontalPodAutoscaler').find(
      (h) => h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === name,
    );
    if (AUTOSCALED.includes(name) && !autoscaler) failures.push(`Deployment ${name}: no HorizontalPodAutoscaler`);
    // An apply would reset the autoscaler's count to it on every release.
    if (autoscaler && deployment.spec.replicas !== undefined) {
      failures.push(`Deployment ${name}: spec.replicas beside its HorizontalPodAutoscaler`);
    }
    if (name !== 'gateway' && !REMOTES.includes(name)) {
      if (!spec.initContainers?.some((c) => c.args?.[0] === 'await-migrations')) {
        failures.push(`Deployment ${name}: no await-migrations init container (it could serve before its migrations)`);
      }
    }
    if (!REMOTES.includes(name)) checkMetrics(deployment, resources, failures);
  }
  for (const resource of resources) checkContainers(resource, failures);
}

/**
 * The metrics port is its own, named `metrics`; the scrape annotations point at it, and so does a ServiceMonitor
 * (by the Service port's name, which must lead to that container port, never the public one).
 */
function checkMetrics(deployment, resources, failures) {
  const { annotations = {} } = deployment.spec.template.metadata;
  const ports = deployment.spec.template.spec.containers.flatMap((c) => c.ports ?? []);
  const metrics = ports.find((p) => p.name === 'metrics');
  const http = ports.find((p) => p.name === 'http');
  const at = `Deployment ${deployment.metadata.name}`;
  if (!metrics) return void failures.push(`${at}: no container port named metrics (METRICS_PORT)`);
  if (metrics.containerPort === http?.containerPort) failures.push(`${at}: metrics on the public port`);
  if (
    annotations['prometheus.io/scrape'] !== 'true' ||
    annotations['prometheus.io/port'] !== String(metrics.containerPort)
  ) {
    failures.push(`${at}: scrape annotations do not point at its metrics port`);
  }
  const labels = labelsOf(deployment);
  const services = of(resources, 'Service').filter((s) => selects({ matchLabels: s.spec.selector }, labels));
  const monitors = of(resources, 'ServiceMonitor').filter((m) =>
    services.some((s) => selects(m.spec.selector, s.metadata.labels ?? {})),
  );
  if (!monitors.length) return void failures.push(`${at}: no ServiceMonitor`);
  const metricsPorts = new Set([metrics.name, metrics.containerPort]);
  for (const monitor of monitors) {
    for (const endpoint of monitor.spec.endpoints ?? []) {
      const port = services.flatMap((s) => s.spec.ports ?? []).find((p) => p.name === endpoint.port);
      if (!port || !metricsPorts.has(port.targetPort ?? port.port) || (endpoint.path ?? '/metrics') !== '/metrics') {
        failures.push(
          `ServiceMonitor ${monitor.metadata.name}: scrapes ${endpoint.port ?? 'an unnamed port'}, not the metrics port`,
        );
      }
    }
  }
}

/** What each container reads, with its Secrets and ConfigMaps resolved. */
function environments(resources) {
  const dataOf = (kind) =>
    Object.fromEntries(of(resources, kind).map((r) => [r.metadata.name, { ...r.data, ...r.stringData }]));
  const secrets = dataOf('Secret');
  const configMaps = dataOf('ConfigMap');
  const envOf = (container) => {
    const env = {};
    for (const from of container.envFrom ?? []) {
      if (from.secretRef) Object.assign(env, secrets[from.secretRef.name]);
      if (from.configMapRef) Object.assign(env, configMaps[from.configMapRef.name]);
    }
    for (const { name, value, valueFrom } of container.env ?? []) {
      const ref = valueFrom?.secretKeyRef ?? valueFrom?.configMapKeyRef;
      env[name] = ref ? (valueFrom.secretKeyRef ? secrets : configMaps)[ref.name]?.[ref.key] : value;
    }
    return env;
  };
  return { envOf, secrets, configMaps };
}

/** The rules every process's environment follows, wherever it is declared (k8s containers, compose services). */
export function checkEnv(where, app, env, { setup = false } = {}) {
  const failures = [];
  for (const name of AUTH_ONLY) if (name in env && app !== 'auth') failures.push(`${where}: ${name} is auth's alone`);
  if ('DATABASE_ADMIN_URL' in env && !setup) failures.push(`${where}: DATABASE_ADMIN_URL is setup-database's alone`);
  if (SERVICES.includes(app) && !setup && roleOf(env.DATABASE_URL) !== `carta_${app}`)
    failures.push(`${where}: DATABASE_URL must connect as the role carta_${app}`);
  if (!SERVICES.includes(app) && 'DATABASE_URL' in env) failures.push(`${where}: ${app} has no DATABASE_URL to hold`);
  if (TOO_TRUSTING.test(env.TRUST_PROXY ?? '')) failures.push(`${where}: TRUST_PROXY names a whole private network`);
  return failures;
}

function checkSecrets(resources, failures) {
  const { envOf } = environments(resources);
  for (const resource of resources) {
    for (const spec of podSpecsOf(resource)) {
      for (const container of containersOf(spec)) {
        const setup = container.args?.[0] === 'setup-database';
        const where = `${resource.metadata.name}/${container.name}`;
        failures.push(...checkEnv(where, appOf(container.image), envOf(container), { setup }));
      }
    }
  }
  // Per-service Secrets: each service reads its own, and no other service's.
  for (const name of SERVICES) {
    const deployment = of(resources, 'Deployment').find((d) => d.metadata.name === name);
    const secretNames = (deployment?.spec.template.spec.containers ?? []).flatMap((c) =>
      (c.envFrom ?? []).map((from) => from.secretRef?.name).filter(Boolean),
    );
    if (!secretNames.includes(`carta-${name}-secrets`))
      failures.push(`Deployment ${name}: no Secret carta-${name}-secrets`);
    for (const other of SERVICES.filter((o) => o !== name)) {
      if (secretNames.includes(`carta-${other}-secrets`)) failures.push(`Deployment ${name}: reads ${other}'s Secret`);
    }
  }
}

const podsOf = (resources, name) => labelsOf(of(resources, 'Deployment').find((d) => d.metadata.name === name) ?? {});
const policiesFor = (resources, labels, type) =>
  of(resources, 'NetworkPolicy').filter(
    (p) => p.spec.policyTypes?.includes(type) && selects(p.spec.podSelector, labels),
  );

function checkNetwork(resources, failures) {
  const policies = of(resources, 'NetworkPolicy');
  const everyPod = (p) => JSON.stringify(p.spec.podSelector) === '{}';
  if (
    !policies.some(
      (p) =>
        everyPod(p) &&
        ['Ingress', 'Egress'].every((t) => p.spec.policyTypes?.includes(t)) &&
        !p.spec.ingress?.length &&
        !p.spec.egress?.length,
    )
  ) {
    failures.push('NetworkPolicy: no default deny of ingress and egress for every pod');
  }
  if (
    !policies.some((p) => everyPod(p) && p.spec.egress?.some((rule) => rule.ports?.some((port) => port.port === 53)))
  ) {
    failures.push('NetworkPolicy: no DNS egress');
  }
  const podPeer = (peer, names) =>
    peer.podSelector &&
    !peer.namespaceSelector &&
    !peer.ipBlock &&
    names.some((n) => selects(peer.podSelector, { [NAME]: n })) &&
    DEPLOYMENTS.filter((n) => !names.includes(n)).every((n) => !selects(peer.podSelector, { [NAME]: n }));
  const onMetricsOnly = (rule) => rule.ports?.length && rule.ports.every((p) => p.port === 'metrics');
  // Only the gateway reaches a service (and the verifiers reach auth's key set); Prometheus only the metrics port.
  for (const name of SERVICES) {
    const callers = name === 'auth' ? ['gateway', 'restaurants', 'admin'] : ['gateway'];
    const rules = policiesFor(resources, podsOf(resources, name), 'Ingress').flatMap((p) => p.spec.ingress ?? []);
    if (!rules.some((rule) => rule.from?.some((peer) => podPeer(peer, ['gateway'])))) {
      failures.push(`NetworkPolicy: the gateway cannot reach ${name}`);
    }
    for (const rule of rules.filter((r) => !onMetricsOnly(r))) {
      if (
        !rule.from?.length ||
        !rule.from.every((peer) =>
          podPeer(
            peer,
            callers.filter((c) => c !== name),
          ),
        )
      ) {
        failures.push(`NetworkPolicy: not only the gateway reaches ${name} (${JSON.stringify(rule.from ?? 'anyone')})`);
      }
    }
    const egress = policiesFor(resources, podsOf(resources, name), 'Egress').flatMap((p) => p.spec.egress ?? []);
    for (const port of [5432, 6379]) {
      if (!egress.some((rule) => rule.ports?.some((p) => p.port === port))) {
        failures.push(`NetworkPolicy: ${name} cannot reach port ${port}`);
      }
    }
  }
  for (const name of ['gateway', ...REMOTES]) {
    const rules = policiesFor(resources, podsOf(resources, name), 'Ingress').flatMap((p) => p.spec.ingress ?? []);
    const fromIngress = (rule) =>
      rule.from?.length && rule.from.every((peer) => peer.namespaceSelector && !peer.ipBlock);
    if (!rules.some(fromIngress)) failures.push(`NetworkPolicy: the ingress controller cannot reach ${name}`);
    // The gateway reads the guest remote's server bundle (guest pages rendered on the server).
    const fromGateway = (rule) =>
      name === 'mf-guest' &&
      rule.from?.length &&
      rule.from.every((peer) => peer.podSelector?.matchLabels?.['app.kubernetes.io/name'] === 'gateway');
    if (rules.some((rule) => !onMetricsOnly(rule) && !fromIngress(rule) && !fromGateway(rule))) {
      failures.push(`NetworkPolicy: ${name} is reached by more than the ingress controller`);
    }
  }
}

function checkEdge(resources, failures) {
  const ingresses = of(resources, 'Ingress');
  if (!ingresses.length) failures.push('no Ingress');
  for (const ingress of ingresses) {
    const covered = new Set((ingress.spec.tls ?? []).filter((t) => t.secretName).flatMap((t) => t.hosts ?? []));
    for (const rule of ingress.spec.rules ?? [])
      if (!covered.has(rule.host)) failures.push(`Ingress ${ingress.metadata.name}: no TLS for ${rule.host}`);
    if (!(ingress.spec.rules ?? []).some((rule) => rule.host?.startsWith('*.'))) {
      failures.push(`Ingress ${ingress.metadata.name}: no wildcard host for the restaurants' subdomains`);
    }
  }
  if (!of(resources, 'Job').some((job) => job.metadata.name === 'carta-migrate')) failures.push('no migrations Job');
  // The shell loads each remote from a versioned path handed out by the gateway, from the remotes ConfigMap.
  const gateway = of(resources, 'Deployment').find((d) => d.metadata.name === 'gateway');
  const { envOf } = environments(resources);
  const env = gateway ? envOf(gateway.spec.template.spec.containers[0]) : {};
  for (const remote of REMOTES) {
    const short = remote.replace(/^mf-/, '');
    const variable = `REMOTE_${short.toUpperCase()}_URL`;
    const path = new RegExp(`^(https://[^/]+)?/remotes/${short}/\\d+\\.\\d+\\.\\d+[\\w.-]*/mf-manifest\\.json$`);
    if (!path.test(env[variable] ?? '')) {
      failures.push(`gateway: ${variable} is not a versioned path /remotes/${short}/<version>/mf-manifest.json`);
    }
  }
}

/** Every finding on a rendered deployment; empty when it follows every rule. */
export function checkPolicies(resources) {
  const failures = [];
  checkDeployments(resources, failures);
  checkSecrets(resources, failures);
  checkNetwork(resources, failures);
  checkEdge(resources, failures);
  return failures;
}
