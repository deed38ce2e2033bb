/**
 * UAE time (src/platform/uaeTime.ts): UTC+04:00 all year, no daylight saving, so a UAE day runs
 * from 20:00 UTC the day before to 20:00 UTC, whatever the month, the year or the zone of the
 * machine. Pure functions, read on fixed instants and on a fixed clock.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { DAY_MS, UAE_OFFSET, UAE_OFFSET_MS, addDays, daysBetween, shiftTime, uaeDate, uaeInstant, uaeTimestamp, uaeToday, weekdayOf } from '../../src/platform/uaeTime';
import type { Clock } from '../../src/platform/clock';

const at = (iso: string): Date => new Date(iso);
const clockAt = (iso: string): Clock => ({ now: () => new Date(iso) });

describe('the UAE offset', () => {
  it('is four hours ahead of UTC', () => {
    expect({ UAE_OFFSET, UAE_OFFSET_MS, DAY_MS }).toEqual({ UAE_OFFSET: '+04:00', UAE_OFFSET_MS: 14_400_000, DAY_MS: 86_400_000 });
  });
});

describe('uaeDate and uaeToday: the UAE calendar date of an instant', () => {
  it.each([
    // A day boundary: 20:00 UTC is midnight in Dubai.
    ['2027-06-14T19:59:59.999Z', '2027-06-14'],
    ['2027-06-14T20:00:00.000Z', '2027-06-15'],
    ['2027-06-14T00:00:00.000Z', '2027-06-14'],
    ['2027-06-13T23:59:59.999Z', '2027-06-14'],
    // Month ends of 31, 30, 28 and 29 days.
    ['2027-01-31T19:59:59.999Z', '2027-01-31'],
    ['2027-01-31T20:00:00.000Z', '2027-02-01'],
    ['2027-04-30T20:00:00.000Z', '2027-05-01'],
    ['2027-02-28T20:00:00.000Z', '2027-03-01'],
    ['2028-02-28T20:00:00.000Z', '2028-02-29'],
    ['2028-02-29T20:00:00.000Z', '2028-03-01'],
    // 2100 is not a leap year.
    ['2100-02-28T20:00:00.000Z', '2100-03-01'],
    // The year end.
    ['2027-12-31T19:59:59.999Z', '2027-12-31'],
    ['2027-12-31T20:00:00.000Z', '2028-01-01'],
  ])('%s is %s in the UAE', (instant, date) => {
    expect(uaeDate(at(instant))).toBe(date);
    expect(uaeToday(clockAt(instant))).toBe(date);
  });

  it('turns over to the next day at 20:00 UTC and not a millisecond before, asking only the clock it is given', () => {
    const reads: string[] = [];
    const clock = (iso: string): Clock => ({
      now: () => {
        reads.push(iso);
        return new Date(iso);
      },
    });
    expect([uaeToday(clock('2027-03-09T19:59:59.999Z')), uaeToday(clock('2027-03-09T20:00:00.000Z'))]).toEqual(['2027-03-09', '2027-03-10']);
    expect(reads).toEqual(['2027-03-09T19:59:59.999Z', '2027-03-09T20:00:00.000Z']);
  });

  it('has no daylight saving: every UAE midnight of 2027 and 2028 is 20:00 UTC, one day apart', () => {
    let date = '2027-01-01';
    let previous = uaeInstant(date, '00:00').getTime();
    for (let day = 1; day < 731; day++) {
      date = addDays(date, 1);
      const midnight = uaeInstant(date, '00:00');
      expect({ date, utc: midnight.toISOString().slice(11), gap: midnight.getTime() - previous }).toEqual({ date, utc: '20:00:00.000Z', gap: DAY_MS });
      previous = midnight.getTime();
    }
    expect(date).toBe('2028-12-31');
  });

  it('reads the same whatever the zone of the machine, on the days Europe and America change their clocks', () => {
    // The zone is the process's own (Jest's sandboxed process.env does not reach it): a Node child
    // reads the instants under each zone in turn.
    const instants = ['2027-03-14T07:30:00Z', '2027-03-28T01:30:00Z', '2027-10-31T00:30:00Z', '2027-11-07T06:30:00Z', '2027-03-27T20:00:00Z'];
    const zones = ['UTC', 'Europe/London', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham'];
    const script = `
      const { uaeDate, uaeTimestamp, uaeInstant, weekdayOf } = require(${JSON.stringify(join(__dirname, '../../src/platform/uaeTime.ts'))});
      const read = (instant) => { const date = uaeDate(new Date(instant)); return [date, uaeTimestamp(new Date(instant)), uaeInstant(date, '02:30').toISOString(), weekdayOf(date)].join(' '); };
      const out = ${JSON.stringify(zones)}.map((tz) => { process.env.TZ = tz; return { tz, offset: new Date('2027-06-14T12:00:00Z').getTimezoneOffset(), read: ${JSON.stringify(instants)}.map(read) }; });
      process.stdout.write(JSON.stringify(out));`;
    const answer = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8' })) as unknown;
    const read = [
      '2027-03-14 2027-03-14T11:30:00+04:00 2027-03-13T22:30:00.000Z sun',
      '2027-03-28 2027-03-28T05:30:00+04:00 2027-03-27T22:30:00.000Z sun',
      '2027-10-31 2027-10-31T04:30:00+04:00 2027-10-30T22:30:00.000Z sun',
      '2027-11-07 2027-11-07T10:30:00+04:00 2027-11-06T22:30:00.000Z sun',
      '2027-03-28 2027-03-28T00:00:00+04:00 2027-03-27T22:30:00.000Z sun',
    ];
    // Each zone was in force: the machine's offset on 14 June 2027, in minutes behind UTC.
    const offsets = [0, -60, 240, -330, -765];
    expect(answer).toEqual(zones.map((tz, i) => ({ tz, offset: offsets[i], read })));
  });
});

describe('uaeInstant: the instant of a UAE date and time', () => {
  it.each([
    ['2028-01-01', '00:00', '2027-12-31T20:00:00.000Z'],
    ['2027-12-31', '23:59', '2027-12-31T19:59:00.000Z'],
    ['2027-07-01', '00:00', '2027-06-30T20:00:00.000Z'],
    ['2028-02-29', '03:59', '2028-02-28T23:59:00.000Z'],
    ['2028-02-29', '04:00', '2028-02-29T00:00:00.000Z'],
    ['2027-06-15', '14:30', '2027-06-15T10:30:00.000Z'],
  ])('%s %s in the UAE is %s', (date, time, instant) => {
    expect(uaeInstant(date, time).toISOString()).toBe(instant);
    // And back: the instant's UAE date is the date it was made from.
    expect(uaeDate(uaeInstant(date, time))).toBe(date);
  });
});

describe('uaeTimestamp: an instant written in UAE time', () => {
  it.each([
    ['2027-12-31T20:00:00.000Z', '2028-01-01T00:00:00+04:00'],
    ['2027-12-31T19:59:59.999Z', '2027-12-31T23:59:59+04:00'],
    ['2027-06-30T20:00:00.000Z', '2027-07-01T00:00:00+04:00'],
    ['2028-02-28T20:00:00.000Z', '2028-02-29T00:00:00+04:00'],
    ['2027-01-05T06:07:08.900Z', '2027-01-05T10:07:08+04:00'],
  ])('%s is written %s', (instant, written) => {
    expect(uaeTimestamp(at(instant))).toBe(written);
  });

  it('is ISO 8601 with the offset, and reads back as the same instant to the second', () => {
    for (const instant of ['2027-12-31T19:59:59.999Z', '2027-06-30T20:00:00.000Z', '2030-10-10T10:10:10.010Z']) {
      const written = uaeTimestamp(at(instant));
      expect(written).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+04:00$/);
      expect(new Date(written).getTime()).toBe(Math.floor(Date.parse(instant) / 1000) * 1000);
    }
  });
});

describe('calendar dates', () => {
  it.each([
    ['2027-12-31', 1, '2028-01-01'],
    ['2028-01-01', -1, '2027-12-31'],
    ['2027-01-31', 1, '2027-02-01'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2027-06-15', 0, '2027-06-15'],
    ['2027-01-01', 365, '2028-01-01'],
    ['2028-01-01', 366, '2029-01-01'],
    ['2027-03-27', 2, '2027-03-29'],
  ])('addDays(%s, %i) is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it('counts the days between two dates, negative backwards', () => {
    expect([daysBetween('2027-12-31', '2028-01-01'), daysBetween('2028-01-01', '2027-12-31'), daysBetween('2028-01-01', '2029-01-01'), daysBetween('2027-02-01', '2027-03-01'), daysBetween('2028-02-01', '2028-03-01')]).toEqual([1, -1, 366, 28, 29]);
  });

  it.each([
    ['2027-12-31', 'fri'],
    ['2028-01-01', 'sat'],
    ['2028-01-02', 'sun'],
    ['2028-02-29', 'tue'],
    ['2027-06-14', 'mon'],
    ['2027-06-16', 'wed'],
    ['2027-06-17', 'thu'],
  ])('%s is a %s', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });
});

describe('shiftTime: a time of day moved within the day', () => {
  it.each([
    ['14:30', -45, '13:45'],
    ['00:10', -20, '23:50'],
    ['23:30', 45, '00:15'],
    ['00:00', -1, '23:59'],
    ['23:59', 1, '00:00'],
    ['09:05', 0, '09:05'],
    ['06:00', -1440, '06:00'],
    ['06:00', 1440, '06:00'],
    ['12:00', -720, '00:00'],
    ['06:00', -1500, '05:00'],
    ['06:00', -3 * 1440 - 30, '05:30'],
    ['06:00', 2 * 1440 + 30, '06:30'],
  ])('%s shifted by %i minutes is %s', (time, minutes, expected) => {
    expect(shiftTime(time, minutes)).toBe(expected);
  });
});
