/**
 * `npm run test:browser`: the walks through the service's pages in Debian's Chromium
 * (`*.browser.test.ts`), on SQLite or on PostgreSQL with TEST_DATABASE_URL, as `npm test` runs.
 * They run on Jest's own runner, each file with modules of its own: a walk spends its time in the
 * browser, not in loading modules, and `describeWithBrowser` sets its longer time limit through
 * `jest.setTimeout`, which only Jest's runner has.
 */
const { join } = require('node:path');

module.exports = {
  rootDir: join(__dirname, '..'),
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.browser.test.ts'],
  testEnvironment: 'node',
  transform: {
    // openapi-backend requires one ES-module-only package; Node loads it natively, Jest's module
    // runtime needs it compiled to CommonJS like the TypeScript sources.
    '^.+\\.[tj]s$': '<rootDir>/test/transform.js',
  },
  transformIgnorePatterns: ['^(?!.*/node_modules/@apidevtools/json-schema-ref-parser/).*/node_modules/'],
  setupFiles: ['<rootDir>/test/setupEnv.ts'],
  testTimeout: 20000,
  maxWorkers: '100%',
};
