import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../src/generated/ops/openapi-types';
import { api, csrfHeader, unwrap } from '../api';
import { refresh, useChange, type Then } from './change';

export type OperatorDetails = components['schemas']['OperatorDetails'];
export type OperatorChanges = components['schemas']['OperatorDetailsChanges'];
export type FxRate = components['schemas']['FxRate'];

export const settingsKeys = {
  all: ['settings'] as const,
  operator: () => [...settingsKeys.all, 'operator'] as const,
  fxRates: () => [...settingsKeys.all, 'fx-rates'] as const,
};

/** The operator's details, as printed on every document and public page. */
export const useOperatorDetails = () => useQuery({ queryKey: settingsKeys.operator(), queryFn: () => unwrap(api.GET('/api/ops/v1/operator')) });

/** Changes the operator's details given; the answer is all of them as stored. */
export const useUpdateOperatorDetails = (then?: Then<OperatorDetails, OperatorChanges>) =>
  useChange(
    (changes: OperatorChanges) => unwrap(api.PATCH('/api/ops/v1/operator', { params: { header: csrfHeader() }, body: changes })),
    (queryClient, stored) => queryClient.setQueryData(settingsKeys.operator(), stored),
    then,
  );

/** Today's exchange rates, AED per unit. */
export const useFxRates = () => useQuery({ queryKey: settingsKeys.fxRates(), queryFn: async () => (await unwrap(api.GET('/api/ops/v1/fx-rates'))).rates });

export interface RateChange {
  currency: string;
  aed_per_unit: string;
}

export const useSetFxRate = (then?: Then<FxRate, RateChange>) =>
  useChange(
    ({ currency, aed_per_unit }: RateChange) => unwrap(api.PUT('/api/ops/v1/fx-rates/{currency}', { params: { path: { currency }, header: csrfHeader() }, body: { aed_per_unit } })),
    (queryClient) => refresh(queryClient, settingsKeys.fxRates()),
    then,
  );
