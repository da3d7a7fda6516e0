// Writes .br and .gz siblings next to text assets so the gateway serves them without compressing per request.
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [file, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(file)) continue;
            const buffer = source.buffer();
            if (buffer.length <= MIN_BYTES) continue;
            const gzip = zlib.gzipSync(buffer, { level: 9 });
            const brotli = zlib.brotliCompressSync(buffer, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
              },
            });
            compilation.emitAsset(`${file}.gz`, new sources.RawSource(gzip));
            compilation.emitAsset(`${file}.br`, new sources.RawSource(brotli));
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
