/**
 * `npm run test:browser`: the walks through the service's pages in Debian's Chromium
 * (`*.browser.test.ts`), on SQLite or on PostgreSQL with TEST_DATABASE_URL, as `npm test` runs.
 */
const { join } = require('node:path');
const base = require('../jest.config');

module.exports = {
  ...base,
  rootDir: join(__dirname, '..'),
  testMatch: ['**/*.browser.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
};
