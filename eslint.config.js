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
    // Not the clock's, but the same rule (a second block would replace this one): a module is
    // imported for what it exports, never for what importing it does, so no import order can
    // change what runs. What a section adds to the engine is its definition, listed in
    // src/sections/index.ts and handed to createServices.
    {
      selector: 'ImportDeclaration[specifiers.length=0]',
      message: 'No side-effect imports: export a value and use it (a section adds to the engine through its SectionDefinition in src/sections/index.ts).',
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
