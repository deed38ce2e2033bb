import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { components, paths } from '../../../src/generated/ops/openapi-types';
import { api, csrfHeader, unwrap } from '../api';
import { refresh, useChange, type Then } from './change';
import { bookingKeys } from './bookings';

export type BoardJob = components['schemas']['BoardJob'];
export type BoardAlert = components['schemas']['BoardAlert'];
export type DispatchBoard = components['schemas']['DispatchBoard'];
export type Driver = components['schemas']['Driver'];
export type Vehicle = components['schemas']['Vehicle'];
export type FleetStatus = components['schemas']['FleetStatus'];
export type NewDriver = NonNullable<paths['/api/ops/v1/drivers']['post']['requestBody']>['content']['application/json'];
export type DriverChanges = NonNullable<paths['/api/ops/v1/drivers/{driverId}']['patch']['requestBody']>['content']['application/json'];
export type NewVehicle = NonNullable<paths['/api/ops/v1/vehicles']['post']['requestBody']>['content']['application/json'];
export type VehicleChanges = NonNullable<paths['/api/ops/v1/vehicles/{vehicleId}']['patch']['requestBody']>['content']['application/json'];

export const dispatchKeys = {
  all: ['dispatch'] as const,
  /** Every day's board: an assignment, or a change to a driver or vehicle, marks them stale. */
  boards: () => [...dispatchKeys.all, 'board'] as const,
  /** A day's board; null is today (the API's). */
  board: (day: string | null) => [...dispatchKeys.boards(), day] as const,
  candidates: (bookingId?: string) => [...dispatchKeys.all, 'candidates', ...(bookingId === undefined ? [] : [bookingId])] as const,
  drivers: () => [...dispatchKeys.all, 'drivers'] as const,
  vehicles: () => [...dispatchKeys.all, 'vehicles'] as const,
};

/** A day's pickups with their drivers and vehicles (today's without a day). */
export function useBoard(day: string | null) {
  return useQuery({ queryKey: dispatchKeys.board(day), queryFn: () => unwrap(api.GET('/api/ops/v1/dispatch/board', { params: { query: day ? { date: day } : {} } })) });
}

export type BoardStreamState = 'connecting' | 'live' | 'reconnecting' | 'stopped';

/** A day's jobs with `job` put in (in its place, or added), in pickup order as the API gives them. */
function withJob(jobs: readonly BoardJob[], job: BoardJob): BoardJob[] {
  const others = jobs.filter((one) => one.booking_id !== job.booking_id);
  return [...others, job].sort((a, b) => a.pickup_at.localeCompare(b.pickup_at) || a.reference.localeCompare(b.reference));
}

/**
 * Follows the board of `date` live (server-sent events, the session's cookie): each job that
 * appears, is assigned, whose driver moves or whose flight changes replaces its row in the board
 * `day` shows (null: today's), and a job that leaves the day goes. On every (re)connection the
 * board is read again, as what changed while the stream was away is not replayed. `onJob` hears
 * each job as it arrives with the one it replaces (to announce a new alert). The browser's
 * EventSource reconnects by itself; the stream closes when the board goes or its day changes.
 */
export function useBoardStream(day: string | null, date: string | undefined, onJob: (job: BoardJob, before: BoardJob | undefined) => void): BoardStreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<BoardStreamState>('connecting');
  useEffect(() => {
    if (date === undefined) return undefined;
    const key = dispatchKeys.board(day);
    const source = new EventSource(`/api/ops/v1/dispatch/stream?date=${encodeURIComponent(date)}`);
    setState('connecting');
    source.onopen = () => {
      setState('live');
      void queryClient.invalidateQueries({ queryKey: key });
    };
    // Closed for good (the session ended, the role is gone): EventSource gives up; else it tries again.
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'stopped' : 'reconnecting');
    source.addEventListener('job', (event: MessageEvent<string>) => {
      let job: BoardJob;
      try {
        job = JSON.parse(event.data) as BoardJob;
      } catch {
        return;
      }
      const board = queryClient.getQueryData<DispatchBoard>(key);
      if (board === undefined || board.date !== date) return;
      onJob(job, board.jobs.find((one) => one.booking_id === job.booking_id));
      queryClient.setQueryData<DispatchBoard>(key, { ...board, jobs: withJob(board.jobs, job) });
    });
    source.addEventListener('job_removed', (event: MessageEvent<string>) => {
      let removed: { booking_id: string };
      try {
        removed = JSON.parse(event.data) as { booking_id: string };
      } catch {
        return;
      }
      queryClient.setQueryData<DispatchBoard>(key, (board) => (board === undefined ? board : { ...board, jobs: board.jobs.filter((job) => job.booking_id !== removed.booking_id) }));
    });
    return () => source.close();
  }, [day, date, queryClient, onJob]);
  return state;
}

export const BOARD_STREAM_WORDS: Record<BoardStreamState, string> = {
  connecting: 'Connecting to live updates…',
  live: 'Live: assignments, drivers’ steps and flights appear as they happen.',
  reconnecting: 'Live updates interrupted; reconnecting…',
  stopped: 'Live updates stopped. Reload the page to see the latest.',
};

/** Who and what may take a job, by the rules an assignment is refused with; the rest with the reason. */
export function useCandidates(bookingId: string) {
  return useQuery({ queryKey: dispatchKeys.candidates(bookingId), queryFn: () => unwrap(api.GET('/api/ops/v1/dispatch/candidates', { params: { query: { booking: bookingId } } })) });
}

export interface Assignment {
  booking: string;
  driver_id: string;
  vehicle_id: string;
}

/** Assigns (or changes) a job's driver and vehicle: the boards, the candidates and the booking's pages follow. */
export function useAssignDriver(then?: Then<BoardJob, Assignment>) {
  return useChange(
    (assignment: Assignment) => unwrap(api.POST('/api/ops/v1/dispatch/assignments', { params: { header: csrfHeader() }, body: assignment })),
    (queryClient) => refresh(queryClient, dispatchKeys.boards(), dispatchKeys.candidates(), bookingKeys.all),
    then,
  );
}

export const useDrivers = () => useQuery({ queryKey: dispatchKeys.drivers(), queryFn: async () => (await unwrap(api.GET('/api/ops/v1/drivers'))).drivers });
export const useVehicles = () => useQuery({ queryKey: dispatchKeys.vehicles(), queryFn: async () => (await unwrap(api.GET('/api/ops/v1/vehicles'))).vehicles });

export const useAddDriver = (then?: Then<Driver, NewDriver>) =>
  useChange((driver: NewDriver) => unwrap(api.POST('/api/ops/v1/drivers', { params: { header: csrfHeader() }, body: driver })), (queryClient) => refresh(queryClient, dispatchKeys.drivers()), then);

/** Changes a driver's details; the boards name drivers, so they are read again. */
export const useUpdateDriver = (driverId: string, then?: Then<Driver, DriverChanges>) =>
  useChange((changes: DriverChanges) => unwrap(api.PATCH('/api/ops/v1/drivers/{driverId}', { params: { path: { driverId }, header: csrfHeader() }, body: changes })), (queryClient) => refresh(queryClient, dispatchKeys.drivers(), dispatchKeys.boards()), then);

export const useAddVehicle = (then?: Then<Vehicle, NewVehicle>) =>
  useChange((vehicle: NewVehicle) => unwrap(api.POST('/api/ops/v1/vehicles', { params: { header: csrfHeader() }, body: vehicle })), (queryClient) => refresh(queryClient, dispatchKeys.vehicles()), then);

export const useUpdateVehicle = (vehicleId: string, then?: Then<Vehicle, VehicleChanges>) =>
  useChange((changes: VehicleChanges) => unwrap(api.PATCH('/api/ops/v1/vehicles/{vehicleId}', { params: { path: { vehicleId }, header: csrfHeader() }, body: changes })), (queryClient) => refresh(queryClient, dispatchKeys.vehicles(), dispatchKeys.boards()), then);

export interface FleetStatusChange {
  what: 'driver' | 'vehicle';
  id: string;
  status: FleetStatus;
}

/** Deactivates or reactivates a driver or a vehicle. */
export const useSetFleetStatus = (then?: Then<Driver | Vehicle, FleetStatusChange>) =>
  useChange(
    ({ what, id, status }: FleetStatusChange): Promise<Driver | Vehicle> =>
      what === 'driver'
        ? unwrap(api.PATCH('/api/ops/v1/drivers/{driverId}', { params: { path: { driverId: id }, header: csrfHeader() }, body: { status } }))
        : unwrap(api.PATCH('/api/ops/v1/vehicles/{vehicleId}', { params: { path: { vehicleId: id }, header: csrfHeader() }, body: { status } })),
    (queryClient, _saved, { what }) => refresh(queryClient, what === 'driver' ? dispatchKeys.drivers() : dispatchKeys.vehicles()),
    then,
  );
