/**
 * `npm test`'s runner (jest-light-runner, jest.config.js) sets no time limit of its own;
 * test/support/timeLimits.ts gives each test and hook Jest's. Run here on a fixture under the
 * suite's own config, in a Jest of its own: a test or hook that never settles fails at its limit
 * with Jest's words, and the rest of its file runs on.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from '../helpers/contentHash';

interface JestResults {
  testResults: Array<{ assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] }> }>;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the suite's config is CommonJS
const suiteConfig = require('../../jest.config.js') as Record<string, unknown>;

function runFixture(): Promise<JestResults> {
  const config = JSON.stringify({ ...suiteConfig, rootDir: REPOSITORY_ROOT, roots: ['<rootDir>/test/fixtures/timeLimits'], testMatch: ['**/*.fixture.ts'], testPathIgnorePatterns: [] });
  const args = ['--import', 'tsx', join(REPOSITORY_ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), '--config', config, '--maxWorkers=1', '--json'];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { cwd: REPOSITORY_ROOT, timeout: 60_000 }, (error, stdout) => {
      try {
        resolve(JSON.parse(stdout) as JestResults);
      } catch {
        reject(error ?? new Error(`no results from Jest: ${stdout.slice(0, 500)}`));
      }
    });
  });
}

describe('the suite’s time limits', () => {
  it('fail a test or hook that never settles at its limit, and pass one that settles', async () => {
    const results = await runFixture();
    const outcomes = results.testResults.flatMap((file) => file.assertionResults.map(({ fullName, status, failureMessages }) => ({ fullName, status, message: failureMessages.join('').split('\n')[1]?.trim() ?? null })));
    expect(outcomes).toEqual([
      { fullName: 'fails a test that never settles, at the limit it names', status: 'failed', message: 'Error: Exceeded timeout of 300 ms for a test.' },
      { fullName: 'fails each first case of a table at its limit', status: 'failed', message: 'Error: Exceeded timeout of 200 ms for a test.' },
      { fullName: 'fails each second case of a table at its limit', status: 'failed', message: 'Error: Exceeded timeout of 200 ms for a test.' },
      { fullName: 'passes a test that settles within it', status: 'passed', message: null },
      { fullName: '(beforeAll)', status: 'failed', message: 'Error: Exceeded timeout of 250 ms for a hook.' },
      { fullName: 'runs after its hook failed', status: 'passed', message: null },
    ]);
  });
});
