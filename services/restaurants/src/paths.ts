import { join } from 'node:path';

/** This service's SQL migrations and seeds (copied beside the compiled code by tools/build-node.mjs). */
export const MIGRATIONS_DIR = join(__dirname, '../migrations');
