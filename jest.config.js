/**
 * `npm test`: every test but the browser walks, on SQLite by default and on PostgreSQL when
 * TEST_DATABASE_URL is set. The walks through the pages in Chromium (`*.browser.test.ts`) run
 * with `npm run test:browser` (test/jest.browser.config.js); CI runs both.
 *
 * The files run with jest-light-runner: each worker, a child process, loads the service's
 * modules once and runs file after file with them, where Jest's own runner loads them anew for
 * each file (about 2 s of CPU a file, and the day's seed template written again). Node loads the
 * TypeScript through tsx, so `npm test` starts Jest under `node --import tsx`, and the workers
 * inherit it. A test file starts in a process other files have used: what it changes outside its
 * own apps (a module's setting, the environment) it puts back. test/support/timeLimits.ts gives
 * each test and hook the time limit Jest's own runner would.
 */
if (!process.execArgv.some((arg) => arg.includes('tsx'))) {
  throw new Error('The tests are TypeScript, loaded through tsx: run them with `npm test` (Jest under `node --import tsx`).');
}

module.exports = {
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '\\.browser\\.test\\.ts$'],
  runner: ['jest-light-runner', { runtime: 'child_process' }],
  setupFiles: ['<rootDir>/test/setupEnv.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/support/timeLimits.ts'],
  // A limit catches a test that hangs. CI runs three suites on two cores, its cores all busy, where
  // a test that takes 5 s on a quiet machine took over 20 (a month's statement on PostgreSQL).
  testTimeout: 60000,
  // A worker per core: Jest's default leaves one core to itself, which on two cores halves the run.
  maxWorkers: '100%',
};
