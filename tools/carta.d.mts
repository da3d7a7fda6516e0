import type { ChildProcess } from 'node:child_process';

export const root: string;
export const DEFAULT_PORT: number;
export interface StartOptions {
  port?: number;
  dataDir?: string;
  pgPort?: number;
  servicePortBase?: number;
  env?: Record<string, string>;
  quiet?: boolean;
}
export interface Carta {
  url: string;
  env: Record<string, string>;
  stop(): Promise<void>;
}
export function startCarta(options?: StartOptions): Promise<Carta>;
export function spawnGateway(env: Record<string, string>, options?: { quiet?: boolean }): ChildProcess;
