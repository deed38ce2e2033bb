import { useQuery } from '@tanstack/react-query';
import type { components, paths } from '../../../src/generated/ops/openapi-types';
import { api, csrfHeader, unwrap } from '../api';
import { refresh, useChange, type Then } from './change';
import { bookingKeys } from './bookings';

export type BoardJob = components['schemas']['BoardJob'];
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
