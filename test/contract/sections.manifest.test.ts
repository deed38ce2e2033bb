import request from 'supertest';
import { createTestApp, TestClock, type TestApp } from '../helpers/testApp';
import { call } from '../helpers/http';
import { partner } from '../helpers/partitions';
import { allSections } from '../../src/sections';
import { catalogOf, type SectionDefinition } from '../../src/engine/sections';

/**
 * A service runs the sections it is handed (src/sections/index.ts lists them all): an app built
 * without one has none of its parts, and the engine refuses a list in which two sections claim
 * the same part. The apps are built one after the other: the engine consults the last one built.
 */
const PROGRAMMES = '/api/b2b/v1/dmc/programmes?limit=100';
const PROPOSAL = '/dmc/proposals/no-such-token';

async function built(sections?: readonly SectionDefinition[]): Promise<TestApp> {
  return createTestApp({ clock: new TestClock(), env: { LIMIT_API_KEY_PER_MINUTE: '1000000' }, ...(sections ? { sections } : {}) });
}

describe('an app with every section', () => {
  it('seeds DMC programmes in a fresh test partition, serves the proposal pages and runs the programme job', async () => {
    const t = await built();
    try {
      const who = await partner(t);
      const list = await call(t.app, 'GET', PROGRAMMES, { token: who.keys.test });
      expect(list.status).toBe(200);
      expect((list.body.data as unknown[]).length).toBeGreaterThan(0);
      const page = await request(t.app).get(PROPOSAL);
      expect(page.status).toBe(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(t.services.sections.jobs(t.db, t.clock).map((job) => job.name)).toContain('dmc_programme_upkeep');
    } finally {
      await t.close();
    }
  });
});

describe('an app without the DMC section', () => {
  it('runs no DMC seed, serves no proposal page and runs no programme job; the other sections are whole', async () => {
    const t = await built(allSections.filter((section) => section.name !== 'dmc'));
    try {
      expect(t.services.sections.sections.map((section) => section.name)).not.toContain('dmc');
      const who = await partner(t);
      // The operations are the handlers' (the HTTP layer): they answer, over a partition no DMC seed filled.
      const list = await call(t.app, 'GET', PROGRAMMES, { token: who.keys.test });
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual([]);
      expect(await t.db('dmc_programmes').first('id')).toBeUndefined();
      // No public router route matches: the path falls through to the API's not-found answer.
      const page = await request(t.app).get(PROPOSAL);
      expect(page.status).toBe(404);
      expect(page.headers['content-type']).toMatch(/^application\/json/);
      expect(t.services.sections.jobs(t.db, t.clock).map((job) => job.name)).not.toContain('dmc_programme_upkeep');
      // The other sections' seeds ran: the test partition's guide properties are there.
      const properties = await call(t.app, 'GET', '/api/b2b/v1/guides/properties', { token: who.keys.test });
      expect(properties.status).toBe(200);
      expect((properties.body.data as unknown[]).length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});

describe('the section catalog', () => {
  const view = () => [];
  it('refuses a section listed twice, and a part two sections both define', () => {
    expect(() => catalogOf([{ name: 'a' }, { name: 'a' }])).toThrow('section a is listed twice');
    expect(() => catalogOf([{ name: 'a', bookingViews: { transport: view } }, { name: 'b', bookingViews: { transport: view } }])).toThrow('transport is defined by both a and b');
    expect(() => catalogOf([{ name: 'a', balanceView: async () => ({}) as never }, { name: 'b', balanceView: async () => ({}) as never }])).toThrow('defined by a and b');
  });

  it('runs seeders and jobs in the order of the list', () => {
    const seed = async (): Promise<void> => undefined;
    const catalog = catalogOf([
      { name: 'first', seed, jobs: () => [{ name: 'one', run: async () => undefined }] },
      { name: 'second' },
      { name: 'third', seed, jobs: () => [{ name: 'two', run: async () => undefined }] },
    ]);
    expect(catalog.seeders.map((seeder) => seeder.name)).toEqual(['first', 'third']);
    expect(catalog.jobs(null as never, null as never).map((job) => job.name)).toEqual(['one', 'two']);
  });
});
