import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The drivers' job page: built by `npm run build` (after the console, with the same settings) into
 * dist/driver, which the service serves at /driver/ under the console's Content-Security-Policy:
 * scripts, styles and fonts from its own origin only, nothing inline (no module-preload polyfill,
 * styles as a file, fonts as files: Noto Sans Arabic for Arabic and Urdu, from the package the PDFs
 * use). `npm run build` loads this file with `--configLoader runner`, as it does the console's.
 */
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/driver/',
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: fileURLToPath(new URL('../dist/driver', import.meta.url)),
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    cssCodeSplit: false,
    assetsInlineLimit: 0,
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      // TanStack Query marks its modules "use client" for React Server Components, which a
      // single-page application does not use: the directive means nothing here.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
