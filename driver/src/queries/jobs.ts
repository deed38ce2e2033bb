import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, csrfHeader, unwrap, type DriverJob, type DriverJobList, type DriverMove, type DriverPositionReport, type DriverStep, type TripStatus } from '../api';
import { dismissRefusal, flushMoves, noteServiceClock, queueMove, queueSnapshot, serviceNow, subscribeQueue, whenMoveSent, type QueuedMove } from './moveQueue';

export const jobKeys = {
  all: ['jobs'] as const,
  /** Today's and tomorrow's jobs, as GET /jobs lists them. */
  list: () => [...jobKeys.all, 'list'] as const,
};

/** How often the list is read again while the page is open: a flight that moves the pickup shows within a minute. */
const REFRESH_MS = 30_000;
/** How often the phone's position is sent while a trip is en route or at the pickup. */
export const SHARE_EVERY_MS = 15_000;

/** The driver's jobs of today and tomorrow, read again every 30 seconds and when the phone is back online. */
export function useJobs() {
  return useQuery({
    queryKey: jobKeys.list(),
    queryFn: async (): Promise<DriverJobList> => {
      const list = await unwrap(api.GET('/api/driver/v1/jobs'));
      noteServiceClock(list.now);
      return list;
    },
    refetchInterval: REFRESH_MS,
    refetchOnReconnect: true,
    staleTime: 5_000,
  });
}

/** What a step does to a trip, as the page shows a move before the service has it. */
const AFTER: Readonly<Record<Exclude<DriverStep, 'accept'>, { status: TripStatus; next: DriverStep[]; column: keyof DriverJob['steps'] }>> = {
  en_route: { status: 'en_route', next: ['arrived'], column: 'en_route_at' },
  arrived: { status: 'arrived', next: ['on_board', 'no_show'], column: 'arrived_at' },
  on_board: { status: 'on_board', next: ['completed'], column: 'on_board_at' },
  completed: { status: 'completed', next: [], column: 'completed_at' },
  no_show: { status: 'no_show', next: [], column: 'no_show_at' },
};

/** A job with the moves still queued for it applied, as the driver made them. */
export function withQueuedMoves(job: DriverJob, queued: readonly QueuedMove[]): DriverJob {
  return queued
    .filter((entry) => entry.booking === job.booking_id)
    .reduce((shown, { move, madeAt }) => {
      if (move.step === 'accept') return { ...shown, accepted_at: shown.accepted_at ?? madeAt, next_steps: shown.next_steps.filter((step) => step !== 'accept') };
      const after = AFTER[move.step];
      return { ...shown, status: after.status, accepted_at: shown.accepted_at ?? madeAt, steps: { ...shown.steps, [after.column]: madeAt }, next_steps: after.next };
    }, job);
}

/** The moves queued on the phone and the ones the service refused, as they change. */
export function useMoveQueue() {
  return useSyncExternalStore(subscribeQueue, queueSnapshot);
}

/**
 * The jobs as the driver should see them (the moves still queued applied), and what moves a job:
 * `move` queues a step with the phone's last position and sends it, now or when back online.
 * Each move the service takes updates the list with the job as it answered it.
 */
export function useDriverJobs() {
  const queryClient = useQueryClient();
  const jobs = useJobs();
  const { queued, refused } = useMoveQueue();

  useEffect(() => {
    whenMoveSent((job) => {
      queryClient.setQueryData<DriverJobList>(jobKeys.list(), (list) => (list ? { ...list, jobs: list.jobs.map((known) => (known.booking_id === job.booking_id ? job : known)) } : list));
    });
    // Moves queued while the page was closed, or before the connection came back.
    const online = (): void => {
      void flushMoves().then(() => queryClient.invalidateQueries({ queryKey: jobKeys.all }));
    };
    window.addEventListener('online', online);
    online();
    const retry = window.setInterval(() => {
      if (queueSnapshot().queued.length > 0 && navigator.onLine) void flushMoves();
    }, SHARE_EVERY_MS);
    return () => {
      window.removeEventListener('online', online);
      window.clearInterval(retry);
    };
  }, [queryClient]);

  const shown = useMemo(() => (jobs.data ? { ...jobs.data, jobs: jobs.data.jobs.map((job) => withQueuedMoves(job, queued)) } : undefined), [jobs.data, queued]);
  const move = useCallback((job: DriverJob, step: DriverMove['step'], note?: string) => queueMove(job, step, { position: lastPosition(), ...(note ? { note } : {}) }), []);
  return { jobs, shown, queued, refused, move, dismiss: dismissRefusal };
}

// ---- the phone's position ------------------------------------------------------------------

let latest: DriverPositionReport | null = null;

/** The position the phone last reported, dated on the service's clock; null before the first. */
export const lastPosition = (): DriverPositionReport | null => latest;

export type SharingState = 'idle' | 'sharing' | 'denied' | 'unavailable';

/** Sends the position to one job: the trip keeps it (and works out an ETA) while en route or at the pickup; the list shows what it kept. */
async function sendPosition(queryClient: QueryClient, booking: string, report: DriverPositionReport): Promise<void> {
  const kept = await unwrap(api.POST('/api/driver/v1/jobs/{booking}/position', { params: { path: { booking }, header: csrfHeader() }, body: report }));
  queryClient.setQueryData<DriverJobList>(jobKeys.list(), (list) =>
    list ? { ...list, jobs: list.jobs.map((job) => (job.booking_id === booking && job.status === kept.status ? { ...job, position: kept.position, eta: kept.eta } : job)) } : list,
  );
}

/**
 * While any of `jobs` is en route or at the pickup, watches the phone's position (Geolocation API)
 * and sends it to each such job at once and then every 15 seconds while online. Answers whether it
 * is sharing, refused by the driver, or not possible on this phone.
 */
export function useSharePosition(jobs: readonly DriverJob[]): SharingState {
  const active = jobs.filter((job) => job.status === 'en_route' || job.status === 'arrived').map((job) => job.booking_id);
  const activeKey = active.join(',');
  const queryClient = useQueryClient();
  const [state, setState] = useState<SharingState>('idle');
  const bookings = useRef<string[]>([]);
  bookings.current = active;

  useEffect(() => {
    if (activeKey === '') {
      setState('idle');
      return;
    }
    if (!('geolocation' in navigator)) {
      setState('unavailable');
      return;
    }
    let sentFirst = false;
    const send = (): void => {
      if (latest === null || !navigator.onLine) return;
      const report = latest;
      // A report that does not arrive is replaced by the next one, 15 seconds later.
      for (const booking of bookings.current) void sendPosition(queryClient, booking, report).catch(() => undefined);
    };
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        latest = {
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: Number.isFinite(position.coords.accuracy) ? position.coords.accuracy : null,
          heading: position.coords.heading !== null && Number.isFinite(position.coords.heading) ? position.coords.heading : null,
          recorded_at: serviceNow().toISOString(),
        };
        setState('sharing');
        if (!sentFirst) {
          sentFirst = true;
          send();
        }
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 30_000 },
    );
    const every = window.setInterval(send, SHARE_EVERY_MS);
    return () => {
      navigator.geolocation.clearWatch(watch);
      window.clearInterval(every);
    };
  }, [activeKey, queryClient]);

  return state;
}
