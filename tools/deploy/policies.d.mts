import type { Resource } from './kustomize.mjs';
export const SERVICES: string[];
export const REMOTES: string[];
export const DEPLOYMENTS: string[];
export const AUTOSCALED: string[];
export function selects(selector: unknown, labels: Record<string, string>): boolean;
export function appOf(image: string): string;
export function checkEnv(
  where: string,
  app: string,
  env: Record<string, unknown>,
  options?: { setup?: boolean },
): string[];
export function checkPolicies(resources: Resource[]): string[];
