/**
 * `npm test` runs its files with jest-light-runner (jest.config.js), which, unlike Jest's own
 * runner, puts no time limit on a test or a hook: one that never settles would hold its worker,
 * and the run, until CI's own limit. Loaded once in each worker before any test file
 * (`setupFilesAfterEnv`), this gives each test and hook the limit Jest's runner would: the
 * timeout it names, else the config's `testTimeout`; one that outlasts it fails with Jest's words.
 */
import { addEventHandler } from 'jest-circus';
import type { Circus } from '@jest/types';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the config is CommonJS, read for its one number
const { testTimeout } = require('../../jest.config.js') as { testTimeout: number };

type Body = () => Promise<unknown>;

/** `body` failing after `ms` unless it has settled; its timer cleared as soon as it settles. */
function limited(body: Circus.TestFn | Circus.HookFn, ms: number, what: 'test' | 'hook'): Body {
  return async function withinLimit(this: Circus.TestContext): Promise<unknown> {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Exceeded timeout of ${ms} ms for a ${what}.\nAdd a timeout value to this ${what} to increase the timeout, if this is a long-running ${what}.`)), ms);
    });
    try {
      return await Promise.race([Promise.resolve().then(() => (body as (this: Circus.TestContext) => unknown).call(this)), expired]);
    } finally {
      clearTimeout(timer);
    }
  };
}

// Each test and hook as it is declared (circus's own handler has just added it to its block).
addEventHandler((event: Circus.Event, state: Circus.State): void => {
  if (event.name === 'add_test') {
    const test = state.currentDescribeBlock.children.at(-1);
    if (test?.type === 'test' && test.fn === event.fn) test.fn = limited(event.fn, event.timeout ?? testTimeout, 'test');
  } else if (event.name === 'add_hook') {
    const hook = state.currentDescribeBlock.hooks.at(-1);
    if (hook !== undefined && hook.fn === event.fn) hook.fn = limited(event.fn, event.timeout ?? testTimeout, 'hook');
  }
});
