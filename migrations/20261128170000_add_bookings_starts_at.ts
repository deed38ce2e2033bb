import type { Knex } from 'knex';

// Each booking stores when its service starts (its pickup, a tour's start) in `starts_at`, so the
// operator's list orders bookings by pickup time in the database, across days and pages: a UTC
// instant (`2026-12-10T10:30:00.000Z`), which sorts as text on both databases; null for a booking
// that has only a day (a booking request). Until now it lived only in each kind's JSON body.
//
// Existing bookings are given theirs from their body as each section's outline reads it
// (`bookingOutlines`, src/engine/bookings.ts `outlineOf`). The rules are copied, not imported, so
// that this migration stays as it ran; test/v1/bookings.startsAt.test.ts checks they agree.

type Body = Record<string, unknown>;
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const field = (body: Body, path: readonly string[]): unknown => path.reduce<unknown>((at, key) => (typeof at === 'object' && at !== null ? (at as Body)[key] : undefined), body);
const uae = (date: unknown, time: unknown): string | null => (text(date) && text(time) ? `${String(date)}T${String(time)}:00+04:00` : null);

/** Where each kind's body says when its service starts, as its section's outline reads it. */
const START_OF: Readonly<Record<string, (body: Body) => string | null>> = {
  transport: (body) => text(field(body, ['pickup', 'at'])),
  activity: (body) => text(body.starts_at),
  client: (body) => text(field(body, ['service', 'pickup_at'])),
  desk_sale: (body) => text(field(body, ['service', 'at'])),
  dmc: (body) => uae(field(body, ['line', 'date']), field(body, ['line', 'time'])),
  corporate: (body) => (body.type === 'shuttle_run' ? uae(body.date, body.departure_time) : text(body.pickup_at)),
};

function startsAtOf(kind: string, stored: string): string | null {
  let body: Body;
  try {
    body = JSON.parse(stored) as Body;
  } catch {
    return null;
  }
  const at = START_OF[kind]?.(body) ?? null;
  if (at === null) return null;
  const instant = new Date(at);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

const BATCH = 500;

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('bookings', (t) => {
    t.string('starts_at', 30).nullable();
  });
  for (let after = ''; ; ) {
    const rows = (await db('bookings').where('id', '>', after).orderBy('id').limit(BATCH).select('id', 'kind', 'body')) as Array<{ id: string; kind: string; body: string }>;
    for (const row of rows) {
      const startsAt = startsAtOf(row.kind, row.body);
      if (startsAt !== null) await db('bookings').where({ id: row.id }).update({ starts_at: startsAt });
    }
    const last = rows[rows.length - 1];
    if (rows.length < BATCH || !last) break;
    after = last.id;
  }
  await db.schema.alterTable('bookings', (t) => {
    t.index(['mode', 'service_date', 'starts_at', 'id'], 'bookings_mode_pickup_order');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('bookings', (t) => {
    t.dropIndex(['mode', 'service_date', 'starts_at', 'id'], 'bookings_mode_pickup_order');
  });
  // In place, as both dialects can: Knex's SQLite dropColumn rebuilds the table, which fails
  // while other rows refer to bookings.
  await db.raw('alter table ?? drop column ??', ['bookings', 'starts_at']);
}
