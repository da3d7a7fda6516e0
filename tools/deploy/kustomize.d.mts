/** A field of a YAML document: whatever shape the checks and tests reach into. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed YAML has no static shape
export type Yaml = any;
export type Resource = { apiVersion: string; kind: string; metadata: { name: string }; [field: string]: Yaml };
export function renderKustomization(dir: string): Resource[];
export function strategicMerge<T>(target: T, patch: unknown): T;
export function podSpecsOf(resource: Resource): Yaml[];
export function containersOf(spec: Yaml): Yaml[];
