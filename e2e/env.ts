import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Fixed ports of the end-to-end stack, apart from `npm start`'s, so both can run at once. */
export const E2E = {
  port: 8180,
  baseUrl: 'http://localhost:8180',
  /** A second gateway whose owner remote points at a dead address. */
  deadOwnerPort: 8181,
  servicePortBase: 3101,
  pgPort: 54339,
  smtpPort: 2526,
  mailDir: join(tmpdir(), 'carta-e2e-mail'),
  /** The restaurants service's clock while this file exists (an ISO instant): tests move it, then remove it. */
  clockFile: join(tmpdir(), 'carta-e2e-clock'),
};
