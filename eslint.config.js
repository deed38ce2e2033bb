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

/**
 * Test or live is decided by the partition (src/engine/partition.ts: `ModeRules`, read through
 * the partition's getters or `rulesOf(mode)`), and every answer is stamped by the serializer
 * (src/engine/serializer.ts). Elsewhere a mode is never compared with 'test' or 'live', a
 * `sandbox` never chooses between two values, and a partition's `sandbox` is never copied into an
 * answer by hand. Key authentication is the one exemption: a key's prefix decides its mode, and a
 * live key is refused until the account's live access is on, before any partition is opened.
 */
const MODE = '/^(test|live)$/';
const partitionSelectors = [
  ...['left', 'right'].flatMap((side) => {
    const other = side === 'left' ? 'right' : 'left';
    return [
      `BinaryExpression[operator=/^[!=]==?$/][${side}.type='MemberExpression'][${side}.property.name='mode'][${other}.value=${MODE}]`,
      `BinaryExpression[operator=/^[!=]==?$/][${side}.type='Identifier'][${side}.name='mode'][${other}.value=${MODE}]`,
    ];
  }).map((selector) => ({ selector, message: "Ask the partition (a named capability of ModeRules in src/engine/partition.ts, or rulesOf(mode)) instead of comparing a mode with 'test' or 'live'." })),
  {
    selector: "ConditionalExpression[test.type='MemberExpression'][test.property.name='sandbox']",
    message: 'A test/live choice is a named capability of the partition (ModeRules in src/engine/partition.ts), not `x.sandbox ? … : …`.',
  },
  {
    selector: "ConditionalExpression[test.operator='!'][test.argument.type='MemberExpression'][test.argument.property.name='sandbox']",
    message: 'A test/live choice is a named capability of the partition (ModeRules in src/engine/partition.ts), not `!x.sandbox ? … : …`.',
  },
  {
    selector: "Property[key.name='sandbox'][value.type='MemberExpression'][value.property.name='sandbox'][value.object.name=/^(partition|p|helper)$/]",
    message: 'Stamp an answer through src/engine/serializer.ts (stampView, stampList, restamp), not `sandbox: partition.sandbox` by hand.',
  },
];

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

/**
 * The rules of the product's code, each with its home: the files where what it refuses is the
 * rule itself (all of them `no-restricted-syntax`, so each file's block lists every selector that
 * applies to it: a later block's options replace an earlier one's).
 */
const SOURCE = ['src/**/*.ts', 'handlers/**/*.ts'];
const sourceRules = [
  // The partition decides test or live; key authentication reads the mode a key's prefix names.
  { selectors: partitionSelectors, home: ['src/engine/partition.ts', 'src/apiKeys/authenticate.ts'] },
  { selectors: [stateRule], home: ['src/engine/stateMachine.ts'] },
  { selectors: moneyRules, home: ['src/engine/money.ts'] },
];
const homes = sourceRules.flatMap((rule) => rule.home);

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
    files: SOURCE,
    ignores: ['src/platform/clock.ts', ...homes],
    rules: { 'no-restricted-syntax': ['error', ...clockRule['no-restricted-syntax'].slice(1), ...sourceRules.flatMap((rule) => rule.selectors)] },
  },
  // A rule's home keeps the other rules.
  ...homes.map((home) => ({
    files: [home],
    rules: { 'no-restricted-syntax': ['error', ...clockRule['no-restricted-syntax'].slice(1), ...sourceRules.filter((rule) => !rule.home.includes(home)).flatMap((rule) => rule.selectors)] },
  })),
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly', process: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
