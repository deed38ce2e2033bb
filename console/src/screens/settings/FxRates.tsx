import { useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { createColumnHelper } from '@tanstack/react-table';
import { ApiFailure, messageOf } from '../../api';
import { QueryState } from '../../QueryState';
import { useFxRates, useSetFxRate, type FxRate } from '../../queries/settings';
import { DataTable } from '../../DataTable';
import { formatCell, formatDay } from '../../format';

interface RateFields {
  currency: string;
  aed_per_unit: string;
}

const column = createColumnHelper<FxRate>();

/** The daily rates, AED per unit, and setting one. */
export function FxRates({ onSaved }: { onSaved: (message: string) => void }) {
  const rates = useFxRates();
  const rateInput = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors },
  } = useForm<RateFields>({ defaultValues: { currency: '', aed_per_unit: '' } });

  const set = useSetFxRate({
    onSuccess: (stored) => {
      reset({ currency: '', aed_per_unit: '' });
      onSaved(`${stored.currency} is now AED ${stored.aed_per_unit} per unit.`);
    },
    onError: (error) => {
      if (error instanceof ApiFailure) {
        for (const issue of error.issues) if (issue.path === 'aed_per_unit' || issue.path === 'currency') setError(issue.path, { type: 'server', message: issue.message });
      }
    },
  });

  const columns = useMemo(
    () => [
      column.accessor('currency', { header: 'Currency', cell: (cell) => <strong>{cell.getValue()}</strong> }),
      column.accessor('aed_per_unit', { header: 'AED per unit', cell: (cell) => <span className="amount">{cell.getValue()}</span> }),
      column.accessor('as_of', { header: 'For', cell: (cell) => <span className="nowrap">{formatDay(cell.getValue())}</span> }),
      column.accessor('updated_at', { header: 'Set (UAE time)', cell: (cell) => <span className="nowrap">{formatCell(cell.getValue())}</span> }),
      column.display({
        id: 'change',
        header: 'Change',
        cell: ({ row }) => (
          <button
            type="button"
            onClick={() => {
              setValue('currency', row.original.currency);
              setValue('aed_per_unit', row.original.aed_per_unit);
              rateInput.current?.focus();
              rateInput.current?.select();
            }}
          >
            Change<span className="visually-hidden"> the {row.original.currency} rate</span>
          </button>
        ),
      }),
    ],
    [setValue],
  );

  const rateField = register('aed_per_unit', {
    required: 'Enter the rate.',
    validate: (value) => (/^\d+(\.\d{1,8})?$/.test(value.trim()) && Number(value) > 0 ? true : 'Enter AED for one unit, such as 3.6725 (up to 8 decimals).'),
    setValueAs: (value: string) => value.trim(),
  });

  return (
    <section aria-labelledby="fx-title" className="card">
      <h2 id="fx-title">Exchange rates</h2>
      <p className="muted">AED for one unit of each currency, today’s. AED is the base currency and has no rate.</p>
      <QueryState query={rates} pending="Loading the rates…" empty="No rate is set yet.">
        {(shown) => <DataTable caption="Exchange rates, AED per unit" columns={columns} data={shown} rowKey={(row) => row.currency} />}
      </QueryState>
      <form noValidate onSubmit={handleSubmit((fields) => set.mutate(fields))} className="fx-form" aria-labelledby="fx-set-title">
        <h3 id="fx-set-title">Set a rate</h3>
        <div className="form-grid">
          <div className="field">
            <label htmlFor="fx-currency">Currency</label>
            <input
              id="fx-currency"
              autoComplete="off"
              maxLength={3}
              aria-invalid={errors.currency ? true : undefined}
              aria-describedby={`fx-currency-hint${errors.currency ? ' fx-currency-error' : ''}`}
              {...register('currency', {
                required: 'Enter the currency’s code.',
                setValueAs: (value: string) => value.trim().toUpperCase(),
                validate: (value) => (value === 'AED' ? 'AED is the base currency and has no rate.' : /^[A-Z]{3}$/.test(value) ? true : 'Enter a three-letter ISO code such as USD.'),
              })}
            />
            <p className="hint" id="fx-currency-hint">
              The ISO code, e.g. USD, EUR, GBP.
            </p>
            {errors.currency && (
              <p className="field-error" id="fx-currency-error">
                {errors.currency.message}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="fx-rate">AED per unit</label>
            <input
              id="fx-rate"
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={errors.aed_per_unit ? true : undefined}
              aria-describedby={errors.aed_per_unit ? 'fx-rate-error' : undefined}
              {...rateField}
              ref={(element) => {
                rateField.ref(element);
                rateInput.current = element;
              }}
            />
            {errors.aed_per_unit && (
              <p className="field-error" id="fx-rate-error">
                {errors.aed_per_unit.message}
              </p>
            )}
          </div>
        </div>
        {set.isError && (
          <p role="alert" className="error">
            {messageOf(set.error)}
          </p>
        )}
        <button type="submit" className="primary" disabled={set.isPending}>
          {set.isPending ? 'Setting…' : 'Set the rate'}
        </button>
      </form>
    </section>
  );
}
