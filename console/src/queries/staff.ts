import { useQuery } from '@tanstack/react-query';
import { api, csrfHeader, unwrap, type StaffMember, type StaffRole } from '../api';
import { refresh, useChange, type Then } from './change';

export const staffKeys = {
  all: ['staff'] as const,
};

/** Everyone on the operator's staff. */
export function useStaffList() {
  return useQuery({ queryKey: staffKeys.all, queryFn: async () => (await unwrap(api.GET('/api/ops/v1/staff'))).staff });
}

export interface NewStaff {
  email: string;
  name: string;
  roles: StaffRole[];
}

const addStaff = (fields: NewStaff) => unwrap(api.POST('/api/ops/v1/staff', { params: { header: csrfHeader() }, body: { email: fields.email.trim(), name: fields.name.trim(), roles: fields.roles } }));
const reinvite = (member: StaffMember) => unwrap(api.POST('/api/ops/v1/staff/{staffId}/reinvite', { params: { path: { staffId: member.id }, header: csrfHeader() } }));
const enable = (member: StaffMember) => unwrap(api.POST('/api/ops/v1/staff/{staffId}/enable', { params: { path: { staffId: member.id }, header: csrfHeader() } }));
const disable = (member: StaffMember) => unwrap(api.POST('/api/ops/v1/staff/{staffId}/disable', { params: { path: { staffId: member.id }, header: csrfHeader() } }));
const setRoles = ({ member, roles }: { member: StaffMember; roles: StaffRole[] }) => unwrap(api.PUT('/api/ops/v1/staff/{staffId}/roles', { params: { path: { staffId: member.id }, header: csrfHeader() }, body: { roles } }));
const resetAuthenticator = (member: StaffMember) => unwrap(api.POST('/api/ops/v1/staff/{staffId}/reset-2fa', { params: { path: { staffId: member.id }, header: csrfHeader() } }));

type Result<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

/** A change to one member of staff: the staff list is read again. */
function useStaffChange<R, V>(run: (variables: V) => Promise<R>, then?: Then<R, V>) {
  return useChange(run, (queryClient) => refresh(queryClient, staffKeys.all), then);
}

/** Adds a person; the answer carries their single-use set-up link (shown once, never cached). */
export const useAddStaff = (then?: Then<Result<typeof addStaff>, NewStaff>) => useStaffChange(addStaff, then);
/** A new single-use set-up link for someone invited; their earlier links stop working. */
export const useReinviteStaff = (then?: Then<Result<typeof reinvite>, StaffMember>) => useStaffChange(reinvite, then);
export const useEnableStaff = (then?: Then<Result<typeof enable>, StaffMember>) => useStaffChange(enable, then);
/** Disables a person: their sessions end and their claims are released. */
export const useDisableStaff = (then?: Then<Result<typeof disable>, StaffMember>) => useStaffChange(disable, then);
/** Replaces a person's roles with `roles`. */
export const useSetStaffRoles = (then?: Then<Result<typeof setRoles>, { member: StaffMember; roles: StaffRole[] }>) => useStaffChange(setRoles, then);
/** Resets a person's authenticator: their sessions end, the answer carries a set-up link for a new one. */
export const useResetStaffAuthenticator = (then?: Then<Result<typeof resetAuthenticator>, StaffMember>) => useStaffChange(resetAuthenticator, then);
