import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');

/**
 * The guest remote's build (dist/apps/mf-guest) with its server bundle: built here, only its page and server parts,
 * when a test runs before `nx build` has (about 40 s on two cores).
 */
export function guestRemoteDist(): string {
  const dist = join(root, 'dist/apps/mf-guest');
  if (!existsSync(join(dist, 'server/manifest.json'))) {
    execFileSync(
      process.execPath,
      [
        require.resolve('webpack-cli/bin/cli.js'),
        '--config',
        'mf-guest/webpack.config.js',
        '--config-name',
        'page',
        '--config-name',
        'server',
        '--mode',
        'production',
      ],
      { cwd: root, stdio: 'ignore' },
    );
  }
  return dist;
}
