export type Resource = { apiVersion: string; kind: string; metadata: { name: string }; [field: string]: any };
export function renderKustomization(dir: string): Resource[];
export function strategicMerge<T>(target: T, patch: unknown): T;
export function podSpecsOf(resource: Resource): any[];
export function containersOf(spec: any): any[];
