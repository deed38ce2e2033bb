import type { ServedApp } from './browser';
import { startConsole, type ConsoleRig } from './console';
import { call } from './http';
import { partner, walletAt, type Partner } from './partitions';
import { createStaffMember, type StaffFixture } from './staff';
import { transferQuoteBody } from './transfers';

/** The console's bookings and dispatch fixture: the rig, a dispatcher, a desk agent and the agency that books. */
export interface DeskConsole {
  rig: ConsoleRig;
  served: ServedApp;
  /** Karim Mansour, dispatch. */
  dispatcher: StaffFixture;
  /** Layla Nasser, desk. */
  agent: StaffFixture;
  /** Desert Rose Travel, with the live wallet given. */
  agency: Partner;
}

/** Starts the console with its people and Desert Rose Travel holding `walletAed` in its live wallet. */
export async function startDeskConsole(walletAed: number): Promise<DeskConsole> {
  const rig = await startConsole();
  const served = rig.served;
  const dispatcher = await createStaffMember(served.t, { roles: ['dispatch'], name: 'Karim Mansour' });
  const agent = await createStaffMember(served.t, { roles: ['desk'], name: 'Layla Nasser' });
  const agency = await partner(served.t);
  await served.t.db('accounts').where({ id: agency.accountId }).update({ name: 'Desert Rose Travel' });
  await walletAt(served.t, agency, 'live', walletAed);
  return { rig, served, dispatcher, agent, agency };
}

/**
 * Quotes and books a live transfer for the agency, `days` after the rig's UAE date (the quote's
 * other fields over transferQuoteBody's), for the traveller Aisha `last`, with the flight number
 * if one is given; answers the booking's id and reference.
 */
export async function bookDeskTransfer({ rig, agency }: Pick<DeskConsole, 'rig' | 'agency'>, last: string, days: number, quote: Record<string, unknown>, flightNumber?: string): Promise<{ id: string; reference: string }> {
  const app = rig.served.t.app;
  const quoted = await call(app, 'POST', '/api/b2b/v1/transport/quote', { token: agency.keys.live, body: transferQuoteBody(rig.clock, days, quote) });
  expect(quoted.status).toBe(200);
  const made = await call(app, 'POST', '/api/b2b/v1/transport/bookings', { token: agency.keys.live, body: { quote_id: quoted.body.id, traveller: { first_name: 'Aisha', last_name: last }, ...(flightNumber ? { flight_number: flightNumber } : {}) } });
  expect(made.status).toBe(201);
  return made.body as { id: string; reference: string };
}
