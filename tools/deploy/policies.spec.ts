import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderKustomization, type Resource } from './kustomize.mjs';
import { checkPolicies } from './policies.mjs';

const K8S = join(__dirname, '../../k8s');
const rendered = (overlay: string) => renderKustomization(join(K8S, 'overlays', overlay));
const find = (resources: Resource[], kind: string, name: string) => {
  const found = resources.find((r) => r.kind === kind && r.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
};
const container = (resources: Resource[], name: string) =>
  find(resources, 'Deployment', name).spec.template.spec.containers[0];

describe('the deployment rules (tools/validate-deploy.mjs)', () => {
  it.each(['dev', 'prod'])('hold for the %s overlay as committed', (overlay) => {
    expect(checkPolicies(rendered(overlay))).toEqual([]);
  });

  // Each breach, made on a fresh rendering of prod, is named by the checks.
  const breaches: Array<[string, (resources: Resource[]) => void, RegExp]> = [
    ['a missing startup probe', (r) => delete container(r, 'auth').startupProbe, /auth\/auth: no startup probe/],
    ['a missing readiness probe', (r) => delete container(r, 'mf-guest').readinessProbe, /mf-guest: readiness probe/],
    ['a missing memory limit', (r) => delete container(r, 'gateway').resources.limits, /gateway: no memory limit/],
    ['a missing CPU request', (r) => delete container(r, 'admin').resources.requests.cpu, /admin: no CPU request/],
    [
      'a writable root filesystem',
      (r) => (container(r, 'restaurants').securityContext.readOnlyRootFilesystem = false),
      /restaurants: readOnlyRootFilesystem must be true/,
    ],
    [
      'privilege escalation',
      (r) => delete container(r, 'auth').securityContext.allowPrivilegeEscalation,
      /auth: allowPrivilegeEscalation must be false/,
    ],
    [
      'capabilities kept',
      (r) => (container(r, 'gateway').securityContext.capabilities.drop = ['NET_RAW']),
      /gateway: capabilities must drop ALL/,
    ],
    [
      'root allowed',
      (r) => {
        const spec = find(r, 'Deployment', 'admin').spec.template.spec;
        delete spec.securityContext.runAsNonRoot;
        for (const c of [...spec.initContainers, ...spec.containers]) delete c.securityContext.runAsNonRoot;
      },
      /Deployment admin: runAsNonRoot is not set/,
    ],
    ['an unpinned tag', (r) => (container(r, 'mf-owner').image = 'ghcr.io/carta/mf-owner'), /no pinned tag/],
    ['the latest tag', (r) => (container(r, 'auth').image = 'ghcr.io/carta/auth:latest'), /no pinned tag/],
    [
      'a missing PodDisruptionBudget',
      (r) => r.splice(r.indexOf(find(r, 'PodDisruptionBudget', 'restaurants')), 1),
      /Deployment restaurants: no PodDisruptionBudget/,
    ],
    [
      'a missing autoscaler',
      (r) => r.splice(r.indexOf(find(r, 'HorizontalPodAutoscaler', 'gateway')), 1),
      /Deployment gateway: no HorizontalPodAutoscaler/,
    ],
    [
      'no topology spread',
      (r) => delete find(r, 'Deployment', 'auth').spec.template.spec.topologySpreadConstraints,
      /Deployment auth: no topology spread/,
    ],
    [
      'a service that serves before its migrations',
      (r) => delete find(r, 'Deployment', 'restaurants').spec.template.spec.initContainers,
      /restaurants: no await-migrations/,
    ],
    [
      'a service open to every pod',
      (r) => r.push(networkPolicy('open-restaurants', 'restaurants', [{ podSelector: {} }])),
      /not only the gateway reaches restaurants/,
    ],
    [
      'no default deny',
      (r) => r.splice(r.indexOf(find(r, 'NetworkPolicy', 'carta-default-deny')), 1),
      /no default deny/,
    ],
    [
      'a remote at an unversioned path',
      (r) => {
        const remotes = r.find((x) => x.kind === 'ConfigMap' && x.metadata.name.startsWith('carta-remotes-'))!;
        remotes.data.REMOTE_GUEST_URL = '/remotes/guest/mf-manifest.json';
      },
      /REMOTE_GUEST_URL is not a versioned path/,
    ],
    [
      'metrics on no port of their own',
      (r) =>
        (container(r, 'gateway').ports = container(r, 'gateway').ports.filter(
          (p: { name: string }) => p.name !== 'metrics',
        )),
      /gateway: no container port named metrics/,
    ],
    [
      'a missing ServiceMonitor',
      (r) => r.splice(r.indexOf(find(r, 'ServiceMonitor', 'restaurants')), 1),
      /Deployment restaurants: no ServiceMonitor/,
    ],
    [
      'a ServiceMonitor on the public port',
      (r) => (find(r, 'ServiceMonitor', 'auth').spec.endpoints[0].port = 'http'),
      /ServiceMonitor auth: scrapes http, not the metrics port/,
    ],
    [
      'a ServiceMonitor on an unnamed port',
      (r) => delete find(r, 'ServiceMonitor', 'admin').spec.endpoints[0].port,
      /ServiceMonitor admin: scrapes an unnamed port/,
    ],
  ];
  it.each(breaches)('catch %s', (_what, breach, finding) => {
    const resources = rendered('prod');
    breach(resources);
    const failures = checkPolicies(resources);
    expect(failures.join('\n')).toMatch(finding);
  });
});

function networkPolicy(name: string, app: string, from: unknown[]): Resource {
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name },
    spec: {
      podSelector: { matchLabels: { 'app.kubernetes.io/name': app } },
      policyTypes: ['Ingress'],
      ingress: [{ from, ports: [{ port: 'http' }] }],
    },
  };
}

describe('the kustomize rendering', () => {
  it("applies an overlay's patches, replicas and images over the base", () => {
    const dev = rendered('dev');
    expect(find(dev, 'HorizontalPodAutoscaler', 'gateway').spec.minReplicas).toBe(1);
    expect(find(dev, 'Deployment', 'auth').spec.replicas).toBe(1);
    expect(find(dev, 'CronJob', 'carta-demo-reset').spec.suspend).toBe(false);
    const prod = rendered('prod');
    expect(container(prod, 'gateway').resources.limits.memory).toBe('512Mi');
    // The patch merged the container by name: its probes and security context are still the base's.
    expect(container(prod, 'gateway').readinessProbe.httpGet.path).toBe('/readyz');
    expect(container(prod, 'gateway').image).toMatch(/^ghcr\.io\/carta\/gateway:\d+\.\d+\.\d+/);
  });

  it("rolls the gateways when a remote's URL changes: the remotes ConfigMap's name follows its content", () => {
    const dir = mkdtempSync(join(tmpdir(), 'k8s-'));
    try {
      cpSync(K8S, dir, { recursive: true });
      const before = renderKustomization(join(dir, 'overlays/prod'));
      const file = join(dir, 'overlays/prod/kustomization.yaml');
      const text = readFileSync(file, 'utf8');
      writeFileSync(
        file,
        text.replace(/REMOTE_GUEST_URL=\S+/, 'REMOTE_GUEST_URL=/remotes/guest/0.9.0/mf-manifest.json'),
      );
      const after = renderKustomization(join(dir, 'overlays/prod'));
      const remotesOf = (resources: Resource[]) => container(resources, 'gateway').envFrom[1].configMapRef.name;
      expect(remotesOf(after)).not.toBe(remotesOf(before));
      expect(find(after, 'ConfigMap', remotesOf(after)).data.REMOTE_GUEST_URL).toBe(
        '/remotes/guest/0.9.0/mf-manifest.json',
      );
      // Nothing else changes: no image, so no shell rebuild.
      expect(container(after, 'gateway').image).toBe(container(before, 'gateway').image);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
