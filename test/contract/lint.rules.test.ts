/**
 * The project's own lint rules (eslint.config.js), each shown refusing the code it exists to
 * refuse, where it would be written, and leaving the rule's home alone: a rule whose selector
 * stopped matching would otherwise pass `npm run lint` in silence.
 */
import { ESLint, type Linter } from 'eslint';
import { join } from 'node:path';

// The configuration is handed over rather than found: ESLint finds it by a dynamic import, which Jest's module sandbox does not run.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- eslint.config.js is CommonJS
const config = require('../../eslint.config.js') as Linter.Config[];
const eslint = new ESLint({ cwd: join(__dirname, '..', '..'), overrideConfigFile: true, overrideConfig: config });

/** The messages `npm run lint` would print for `code` written at `filePath`. */
async function messagesFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.message);
}

interface Case {
  rule: string;
  filePath: string;
  code: string;
  refusal: string;
}

const CASES: readonly Case[] = [
  { rule: 'the date only from the Clock', filePath: 'src/engine/pricing.ts', code: 'export const at = Date.now();\n', refusal: 'Read the date through the injected Clock' },
  { rule: 'no argument-less new Date()', filePath: 'src/sections/transport/quote.ts', code: 'export const today = new Date();\n', refusal: 'Read the date through the injected Clock' },
  { rule: 'no side-effect imports', filePath: 'src/services.ts', code: "import './sections/transport/section';\n", refusal: 'No side-effect imports' },
  {
    rule: 'no mode compared outside the partition',
    filePath: 'src/sections/notices/billing.ts',
    code: "export const series = (partition: { mode: string }): string => (partition.mode === 'live' ? 'INV' : 'TST');\n",
    refusal: 'Ask the partition',
  },
  { rule: 'no choice on sandbox', filePath: 'src/sections/site/public.ts', code: "export const banner = (p: { sandbox: boolean }): string => (p.sandbox ? 'TEST' : '');\n", refusal: 'A test/live choice is a named capability' },
  {
    rule: 'no hand-written sandbox stamp',
    filePath: 'src/sections/guides/properties.ts',
    code: "export const view = (partition: { sandbox: boolean }): object => ({ object: 'guide', sandbox: partition.sandbox });\n",
    refusal: 'Stamp an answer through src/engine/serializer.ts',
  },
  {
    rule: 'a status changes through the state machine',
    filePath: 'src/sections/affiliates/payouts.ts',
    code: "export const pay = (db: (t: string) => { update(row: object): unknown }): unknown => db('affiliate_payouts').update({ status: 'paid' });\n",
    refusal: 'Change a status through move/claimMove',
  },
  { rule: 'AED to fils through the money module', filePath: 'src/sections/dmc/pricing.ts', code: 'export const fils = (priceAed: number): number => Math.round(priceAed * 100);\n', refusal: 'Convert AED to fils with aedToFils' },
  { rule: 'fils to AED through the money module', filePath: 'src/sections/corporate/spend.ts', code: 'export const aed = (totalFils: number): number => totalFils / 100;\n', refusal: 'Convert fils to AED with filsToAed' },
  { rule: 'the engine does not import a section', filePath: 'src/engine/bookings.ts', code: "import { quote } from '../sections/transport/quote';\nexport const q = quote;\n", refusal: 'The engine layer imports only from the layers below it' },
  { rule: 'the platform does not import the engine', filePath: 'src/platform/db.ts', code: "import { aedToFils } from '../engine/money';\nexport const f = aedToFils;\n", refusal: 'The platform layer imports only from the layers below it' },
  { rule: "a section does not import the operator's code", filePath: 'src/sections/transport/bookings.ts', code: "import { dayBoard } from '../../ops/dispatch';\nexport const d = dayBoard;\n", refusal: 'The sections layer imports only from the layers below it' },
  { rule: "the engine does not import the operator's code", filePath: 'src/engine/desk.ts', code: "import { taskByReference } from '../ops/deskQueue';\nexport const t = taskByReference;\n", refusal: 'The engine layer imports only from the layers below it' },
  { rule: "the operator's code does not import the HTTP layer", filePath: 'src/ops/dispatch.ts', code: "import { staffOf } from '../http/opsHandler';\nexport const s = staffOf;\n", refusal: 'The ops layer imports only from the layers below it' },
  { rule: 'a section does not import another', filePath: 'src/sections/transport/quote.ts', code: "import { eventOf } from '../events/feed';\nexport const e = eventOf;\n", refusal: 'A section never imports another section' },
  { rule: 'the list of sections takes only their definitions', filePath: 'src/sections/index.ts', code: "import { seed } from './transport/seed';\nexport const s = seed;\n", refusal: "takes each section's definition" },
  { rule: 'only the root builds the services', filePath: 'src/sections/transport/quote.ts', code: "import { createServices } from '../../services';\nexport const c = createServices;\n", refusal: 'name them as a type only' },
  { rule: 'handlers do not start the service', filePath: 'handlers/transport.ts', code: "import { createApp } from '../src/app';\nexport const a = createApp;\n", refusal: 'Handlers receive the services' },
  { rule: 'a console screen does not query by itself', filePath: 'console/src/screens/Bookings.tsx', code: "import { useQuery } from '@tanstack/react-query';\nexport const q = useQuery;\n", refusal: 'Screens use the hooks of console/src/queries/' },
  { rule: 'a console screen does not call the API client', filePath: 'console/src/screens/queue/TaskPage.tsx', code: "import { api, unwrap } from '../../api';\nexport const a = [api, unwrap];\n", refusal: 'Screens call the API through the hooks of console/src/queries/' },
  { rule: "a job page screen does not call the API client", filePath: 'driver/src/screens/JobCard.tsx', code: "import { api, csrfHeader } from '../api';\nexport const a = [api, csrfHeader];\n", refusal: 'driver/src/queries/ on the job page' },
  { rule: "the drivers' feature does not import the operator's code", filePath: 'src/drivers/jobs.ts', code: "import { dayBoard } from '../ops/dispatch';\nexport const d = dayBoard;\n", refusal: 'The sections layer imports only from the layers below it' },
  { rule: 'a feature does not import another', filePath: 'src/drivers/sessions.ts', code: "import { sessionIdOf } from '../staff/sessions';\nexport const s = sessionIdOf;\n", refusal: 'The sections layer imports only from the layers below it' },
];

describe("the project's lint rules", () => {
  it.each(CASES)('$rule: refused where it is written', async ({ filePath, code, refusal }) => {
    expect(await messagesFor(filePath, code)).toEqual(expect.arrayContaining([expect.stringContaining(refusal)]));
  });

  it('leaves each rule its home, and what the rules allow', async () => {
    // The partition decides test or live; the money module converts; key authentication reads a key's mode.
    expect(await messagesFor('src/engine/partition.ts', "export const live = (mode: string): boolean => mode === 'live';\n")).toEqual([]);
    expect(await messagesFor('src/engine/money.ts', 'export const aedToFils = (amountAed: number): number => Math.round(amountAed * 100);\n')).toEqual([]);
    expect(await messagesFor('src/platform/clock.ts', 'export const now = (): Date => new Date();\n')).toEqual([]);
    // Importing downward, a type of the Services, and a section's own files are all fine.
    // A console screen takes its hooks from the queries' modules, and the API module's messages and types.
    expect(await messagesFor('console/src/screens/Staff.tsx', "import { messageOf, type StaffMember } from '../api';\nimport { useStaffList } from '../queries/staff';\nexport const s: [typeof messageOf, typeof useStaffList, StaffMember | null] = [messageOf, useStaffList, null];\n")).toEqual([]);
    expect(await messagesFor('src/sections/transport/quote.ts', "import { aedToFils } from '../../engine/money';\nimport type { Services } from '../../services';\nimport { seed } from './seed';\nexport const x: [typeof aedToFils, Services | null, typeof seed] = [aedToFils, null, seed];\n")).toEqual([]);
  });
});
