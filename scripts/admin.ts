/**
 * Operator CLI: `npm run admin -- <command>`. Uses the same DATABASE_URL as the service, applies
 * pending migrations first, and prints one JSON document on stdout (errors as JSON on stderr,
 * exit code 1).
 */
import { loadConfig } from '../src/config';
import { createDb, migrateLatest, type Db } from '../src/db';
import { systemClock, type Clock } from '../src/clock';
import { listDeskQueue } from '../src/accounts/tradeDesk';
import { FxRateError, listFxRates, setFxRate } from '../src/accounts/fxRates';

export class UsageError extends Error {}

const USAGE = `usage: npm run admin -- <command>
  desk list                                   requests waiting for the trade desk
  fx list                                     daily rates, AED per unit
  fx set --currency <ISO> --rate <AED/unit>   set today's rate of a currency`;

/** `--name value` pairs after the command words. */
function options(args: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const name = args[i] as string;
    const value = args[i + 1];
    if (!name.startsWith('--') || value === undefined || value.startsWith('--')) throw new UsageError(`expected --option value, got "${name}"`);
    out.set(name.slice(2), value);
    i++;
  }
  return out;
}

function required(opts: Map<string, string>, name: string): string {
  const value = opts.get(name);
  if (value === undefined) throw new UsageError(`--${name} is required`);
  return value;
}

export async function runAdmin(args: readonly string[], db: Db, clock: Clock = systemClock): Promise<unknown> {
  const [group, command, ...rest] = args;
  switch (`${group ?? ''} ${command ?? ''}`) {
    case 'desk list':
      options(rest);
      return { requests: await listDeskQueue(db) };
    case 'fx list':
      options(rest);
      return { base_currency: 'AED', rates: await listFxRates(db) };
    case 'fx set': {
      const opts = options(rest);
      try {
        return { rate: await setFxRate(db, clock, required(opts, 'currency').toUpperCase(), required(opts, 'rate')) };
      } catch (err) {
        if (err instanceof FxRateError) throw new UsageError(err.message);
        throw err;
      }
    }
    default:
      throw new UsageError(`unknown command "${args.join(' ')}"\n${USAGE}`);
  }
}

async function main(): Promise<void> {
  const db = createDb(loadConfig().databaseUrl);
  try {
    await migrateLatest(db);
    const result = await runAdmin(process.argv.slice(2), db);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(`${JSON.stringify({ error: message })}\n`);
    process.exit(1);
  });
}
