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

/**
 * The layers, each importing only from those below it (handlers → http → ops → sections → public
 * → engine → apiKeys → platform), so that no import runs upward and no two folders import each
 * other. src/ops is the operator's own code, which only the ops API and the CLI use (the desk
 * queue, bookings and partner accounts as the desk sees them, dispatch, bank transfers): nothing
 * a partner reaches imports it. A section never imports another section: what several share is
 * the engine's, and src/sections/index.ts, the list handed to createServices, imports each
 * section's `section.ts` and nothing else. src/webhooks, src/sandbox and src/accounts are features beside the sections,
 * held to the same rule. The composition root (src/services.ts, src/app.ts, src/main.ts,
 * src/entry.ts) imports whatever it wires; the `Services` it builds may be named as a type from
 * anywhere (a type is not an import at run time), never imported as a value.
 *
 * The rule is `no-restricted-imports` on the import's path, relative to the importing file, so
 * each block below holds the files of one folder at one depth, for which `../` leads to a known
 * place.
 */
const LAYERS = [
  { name: 'platform', folders: ['src/platform'], files: ['src/errors.ts'], above: ['apiKeys', 'engine', 'public', 'sections', 'webhooks', 'sandbox', 'accounts', 'staff', 'drivers', 'portal', 'ops', 'http'] },
  { name: 'apiKeys', folders: ['src/apiKeys'], above: ['engine', 'public', 'sections', 'webhooks', 'sandbox', 'accounts', 'staff', 'drivers', 'portal', 'ops', 'http'] },
  { name: 'engine', folders: ['src/engine'], above: ['public', 'sections', 'webhooks', 'sandbox', 'accounts', 'staff', 'drivers', 'portal', 'ops', 'http'] },
  { name: 'public', folders: ['src/public'], above: ['sections', 'webhooks', 'sandbox', 'accounts', 'staff', 'drivers', 'portal', 'ops', 'http'] },
  // Each section, and each feature beside them, is a unit of its own: none imports another.
  { name: 'sections', folders: ['src/webhooks', 'src/sandbox', 'src/accounts', 'src/staff', 'src/drivers', 'src/portal'], above: ['sections', 'webhooks', 'sandbox', 'accounts', 'staff', 'drivers', 'portal', 'ops', 'http'] },
  // The operator's own code (the ops API's and the CLI's services): above what partners reach, below the HTTP layer.
  { name: 'ops', folders: ['src/ops'], above: ['http'] },
  { name: 'http', folders: ['src/http'], above: [] },
];
const ROOT = ['services', 'app', 'main', 'entry'];
const up = (depth) => '\\.\\./'.repeat(depth);
/** The patterns refusing, from a file `depth` folders below src/, the folders of src/ in `targets`. */
function refused(depth, targets, layer, self) {
  const others = targets.filter((target) => `src/${target}` !== self);
  const patterns = [];
  if (others.length > 0) {
    patterns.push({ regex: `^${up(depth)}(${others.join('|')})(/|$)`, message: `The ${layer} layer imports only from the layers below it (handlers → http → ops → sections → public → engine → apiKeys → platform), and a section or feature never from another: move what both need down (see docs/v1-conventions.md, "Layers").` });
  }
  patterns.push({ regex: `^${up(depth)}(${ROOT.filter((name) => name !== 'services').join('|')}|handlers)(/|$)|^${up(depth + 1)}handlers(/|$)`, message: 'Only the composition root wires the service; handlers sit on top of everything.' });
  patterns.push({ regex: `^${up(depth)}services$`, allowTypeImports: true, message: 'The Services are built by the composition root (src/services.ts): name them as a type only, `import type { Services }`.' });
  return patterns;
}
const restricted = (patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });
const layerBlocks = [
  ...LAYERS.flatMap((layer) =>
    layer.folders.flatMap((folder) =>
      [1, 2, 3].map((depth) => ({
        files: [`${folder}/${'*/'.repeat(depth - 1)}*.ts`],
        rules: restricted(refused(depth, layer.above, layer.name, folder)),
      })),
    ),
  ),
  { files: ['src/errors.ts'], rules: restricted(refused(0, LAYERS[0].above, 'platform', null).map((pattern) => ({ ...pattern, regex: pattern.regex.replace(/\^/g, '^\\./') }))) },
  // A section's files, one or more folders below its own: `../<name>` is another section (or the list).
  ...[1, 2].map((depth) => ({
    files: [`src/sections/*/${'*/'.repeat(depth - 1)}*.ts`],
    rules: restricted([
      { regex: `^${up(depth)}[^./]`, message: 'A section never imports another section (nor the list of them): what several need is the engine\'s (see docs/v1-conventions.md, "Layers").' },
      ...refused(depth + 1, ['sections', 'webhooks', 'sandbox', 'accounts', 'drivers', 'portal', 'ops', 'http'], 'sections', null),
    ]),
  })),
  {
    files: ['src/sections/index.ts'],
    rules: restricted([
      { regex: '^\\./[^/]+/(?!section$)', message: 'The list of sections takes each section\'s definition (its section.ts), nothing else of it.' },
      ...refused(1, ['webhooks', 'sandbox', 'accounts', 'drivers', 'portal', 'ops', 'http'], 'sections', null),
    ]),
  },
  {
    files: ['handlers/*.ts'],
    rules: restricted([{ regex: `^\\.\\./src/(${ROOT.join('|')})$`, allowTypeImports: true, message: 'Handlers receive the services; only the composition root builds and starts them.' }]),
  },
];

module.exports = tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'src/generated/', 'coverage/', 'data/', 'sdk/dist/', 'sdk/src/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The console's components (console/src/*.tsx) are held to the same rules as the service.
    files: ['**/*.ts', '**/*.tsx'],
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
  ...layerBlocks,
  {
    // The console's screens (and the drivers' job page's) read and change data only through the
    // hooks of <app>/src/queries/ (one module per resource, each with its query-key factory),
    // never the query client or the API client themselves.
    files: ['console/src/screens/**/*.ts', 'console/src/screens/**/*.tsx', 'driver/src/screens/**/*.ts', 'driver/src/screens/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@tanstack/react-query', message: 'Screens use the hooks of console/src/queries/<resource>.ts (driver/src/queries/ on the job page); the query client stays there.', allowTypeImports: true }],
          patterns: [{ regex: '^(\\.\\./)+api$', importNames: ['api', 'unwrap', 'csrfHeader'], message: 'Screens call the API through the hooks of console/src/queries/<resource>.ts (driver/src/queries/ on the job page).' }],
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly', process: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
