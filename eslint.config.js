// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');

/**
 * The date comes only from the injected Clock (src/platform/clock.ts), so that no behaviour, and
 * no test, depends on the day it runs: `Date.now()` and an argument-less `new Date()` are refused
 * everywhere else. A duration is timed on the monotonic clock (`monotonicMs()`, or
 * `performance.now()` in tests and benchmarks); a server process started by a test reads
 * `systemClock`, named as such.
 */
const clockRule = {
  'no-restricted-syntax': [
    'error',
    {
      selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
      message: 'Read the date through the injected Clock (src/platform/clock.ts); time a duration with monotonicMs() or performance.now().',
    },
    {
      selector: "NewExpression[callee.name='Date'][arguments.length=0]",
      message: 'Read the date through the injected Clock (src/platform/clock.ts): clock.now().',
    },
  ],
};

/**
 * A row's `status` changes through the state-machine helper (src/engine/stateMachine.ts), which
 * refuses a move its machine does not allow and records each move. A row whose status is not a
 * state machine (a queue item, a work item) says why where it writes it, in the disabling comment.
 */
const stateRule = {
  selector: "CallExpression[callee.property.name='update'] > ObjectExpression > Property[key.name='status']",
  message: "Change a status through move/claimMove (src/engine/stateMachine.ts); where the row is not a state machine, say why in an eslint-disable comment.",
};

/**
 * AED and fils convert only through src/engine/money.ts (aedToFils, filsToAed, percentOf), where
 * the rounding rule is stated once: an AED amount times 100, or fils over 100, is refused elsewhere.
 */
const moneyRules = [
  {
    selector: "BinaryExpression[operator='*'][right.value=100]:matches([left.name=/aed$/i], [left.property.name=/aed$/i])",
    message: 'Convert AED to fils with aedToFils (src/engine/money.ts).',
  },
  {
    selector: "BinaryExpression[operator='/'][right.value=100]:matches([left.name=/fils$/i], [left.property.name=/fils$/i])",
    message: 'Convert fils to AED with filsToAed (src/engine/money.ts).',
  },
];

module.exports = tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'src/generated/', 'coverage/', 'data/', 'sdk/dist/', 'sdk/src/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['error', 'log'] }],
    },
  },
  {
    files: ['src/**/*.ts', 'handlers/**/*.ts', 'scripts/**/*.ts', 'test/**/*.ts', 'codegen/**/*.ts'],
    // The benchmarks' hand-written baseline server is what a production server without a Clock does.
    ignores: ['src/platform/clock.ts', 'scripts/bench/baseline-server.ts'],
    rules: clockRule,
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/platform/clock.ts', 'src/engine/stateMachine.ts', 'src/engine/money.ts'],
    // These rules are all `no-restricted-syntax`: a later block's options replace an earlier one's, so this one repeats the clock's.
    rules: { 'no-restricted-syntax': [...clockRule['no-restricted-syntax'], stateRule, ...moneyRules] },
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly', process: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
