// Compiles one Node service (and the libs it may use) with swc into dist/node/, mirroring the repo,
// rewriting @carta/* imports to relative paths so the output runs with plain `node`.
import { transformFile } from '@swc/core';
import { mkdir, readdir, writeFile, copyFile, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const service = process.argv[2];
if (!service) throw new Error('usage: build-node.mjs <service>');
const out = join(root, 'dist/node');
const sources = [`services/${service}/src`, 'libs/contracts/src', 'libs/nest-core/src'];
const swcrc = JSON.parse(await readFile(join(root, '.swcrc.json'), 'utf8'));
// Each entry a library's package.json exports (`@carta/nest-core`, `@carta/nest-core/access-token`).
const paths = {};
for (const lib of ['contracts', 'nest-core']) {
  const { main, exports = { '.': main } } = JSON.parse(await readFile(join(root, `libs/${lib}/package.json`), 'utf8'));
  for (const [entry, file] of Object.entries(exports)) {
    paths[`@carta/${lib}${entry.slice(1)}`] = [join('libs', lib, file)];
  }
}

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

const isSource = (f) => /\.tsx?$/.test(f) && !/\.(spec|int-spec|d)\.ts$/.test(f);
let count = 0;
for (const dir of sources) {
  for await (const file of walk(join(root, dir))) {
    if (!isSource(file)) continue;
    const target = join(out, relative(root, file)).replace(/\.tsx?$/, '.js');
    const { code, map } = await transformFile(file, {
      ...swcrc,
      swcrc: false,
      jsc: { ...swcrc.jsc, baseUrl: root, paths },
      sourceFileName: relative(dirname(target), file),
    });
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, `${code}\n//# sourceMappingURL=${target.split('/').pop()}.map`);
    if (map) await writeFile(`${target}.map`, map);
    count++;
  }
}
// SQL migrations, and the queries checked in as .sql files, ship beside the compiled service.
const sqlFiles = async function* () {
  yield* walk(join(root, `services/${service}/migrations`));
  for (const dir of sources) for await (const file of walk(join(root, dir))) if (file.endsWith('.sql')) yield file;
};
for await (const file of sqlFiles()) {
  const target = join(out, relative(root, file));
  await mkdir(dirname(target), { recursive: true });
  await copyFile(file, target);
}
console.log(`built ${service}: ${count} files → ${relative(root, out)}`);
