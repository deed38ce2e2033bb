// Jest transform: TypeScript (and the one ES-module-only dependency) to CommonJS with esbuild,
// which is already here for the server bundle. Type checking is `npm run typecheck`'s job.
const { transformSync } = require('esbuild');

module.exports = {
  process(source, filename) {
    const { code, map } = transformSync(source, {
      loader: filename.endsWith('.ts') ? 'ts' : 'js',
      format: 'cjs',
      target: 'node20',
      sourcemap: 'inline',
      sourcefile: filename,
    });
    return { code, map };
  },
};
