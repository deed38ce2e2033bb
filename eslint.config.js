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
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly', process: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
