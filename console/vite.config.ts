import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The operator's console: built by `npm run build` into dist/console, which the service serves at
 * /console/ under a Content-Security-Policy allowing scripts and styles from its own origin only.
 * The same build makes the traveller's live page (traveller/index.html: the service serves it at
 * /trip/<token>, under a policy of the same kind): two entries sharing React's chunk, each with
 * its own style sheet. The partner portal (portal/index.html, served at /portal/) is a third entry:
 * it shares the console's components, data layer and chunks.
 * So the output holds no inline script or style: styles are files, and Vite's module-preload
 * polyfill (an inline script) is off, as every browser the console supports preloads modules.
 * JSX is compiled by Vite's own transform (React's automatic runtime); no plugin is needed.
 * `npm run build` loads this file with `--configLoader runner`: the default loader warns on every
 * build that an ES module in a CommonJS package will not load natively in a later Vite.
 */
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/console/',
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: fileURLToPath(new URL('../dist/console', import.meta.url)),
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    // Each entry its own style sheet: the console's rules never reach the traveller's page.
    cssCodeSplit: true,
    assetsInlineLimit: 0,
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        traveller: fileURLToPath(new URL('./traveller/index.html', import.meta.url)),
        portal: fileURLToPath(new URL('./portal/index.html', import.meta.url)),
      },
      // TanStack Query marks its modules "use client" for React Server Components, which a
      // single-page application does not use: the directive means nothing here.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
