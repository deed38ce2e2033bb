/**
 * `npm test`: every test but the browser walks, on SQLite by default and on PostgreSQL when
 * TEST_DATABASE_URL is set. The walks through the pages in Chromium (`*.browser.test.ts`) run
 * with `npm run test:browser` (jest.browser.config.js); CI runs both.
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '\\.browser\\.test\\.ts$'],
  transform: {
    // openapi-backend requires one ES-module-only package; Node loads it natively, Jest's module
    // runtime needs it compiled to CommonJS like the TypeScript sources.
    '^.+\\.[tj]s$': '<rootDir>/test/transform.js',
  },
  transformIgnorePatterns: ['^(?!.*/node_modules/@apidevtools/json-schema-ref-parser/).*/node_modules/'],
  setupFiles: ['<rootDir>/test/setupEnv.ts'],
  testTimeout: 20000,
  // A worker per core: Jest's default leaves one core to itself, which on two cores halves the run.
  maxWorkers: '100%',
};
