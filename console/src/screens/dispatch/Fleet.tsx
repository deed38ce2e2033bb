import { useMemo, useState } from 'react';
import { useForm, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { createColumnHelper } from '@tanstack/react-table';
import type { components } from '../../../../src/generated/ops/openapi-types';
import { useAddDriver, useAddVehicle, useDrivers, useSetFleetStatus, useUpdateDriver, useUpdateVehicle, useVehicles, type Driver, type FleetStatus, type Vehicle } from '../../queries/dispatch';
import { Failure } from '../../Failure';
import { DataTable } from '../../DataTable';
import { formatCell } from '../../format';
import { useModal } from '../../useModal';
import { ModalActions } from '../../ModalActions';

type VehicleClass = components['schemas']['VehicleClass'];

export const VEHICLE_CLASS_WORDS: Record<VehicleClass, string> = {
  EXECUTIVE_SEDAN: 'Executive sedan',
  VIP_V_CLASS: 'VIP V-Class',
  LUXURY_COACH: 'Luxury coach',
};

/** The seats a class has when the dispatcher does not say (as the API defaults them). */
const CLASS_SEATS: Record<VehicleClass, number> = { EXECUTIVE_SEDAN: 3, VIP_V_CLASS: 7, LUXURY_COACH: 30 };
const CLASSES = Object.keys(VEHICLE_CLASS_WORDS) as VehicleClass[];


const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });
const languageName = (code: string): string => {
  try {
    return LANGUAGE_NAMES.of(code) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
};

const STATUS_WORDS: Record<FleetStatus, string> = { active: 'Active', inactive: 'Inactive' };

type Switching = { what: 'driver'; record: Driver } | { what: 'vehicle'; record: Vehicle };

const driverColumn = createColumnHelper<Driver>();

export function DriversPage() {
  const drivers = useDrivers();
  const [switching, setSwitching] = useState<Switching | null>(null);
  const [editing, setEditing] = useState<Driver | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const columns = useMemo(
    () => [
      driverColumn.accessor('name', { header: 'Name' }),
      driverColumn.accessor('phone', { header: 'Phone', cell: (cell) => <a href={`tel:${cell.getValue()}`} className="nowrap">{cell.getValue()}</a> }),
      driverColumn.accessor('licence_number', { header: 'Licence', cell: (cell) => <span className="ref">{cell.getValue()}</span> }),
      driverColumn.accessor('languages', { header: 'Languages', cell: (cell) => cell.getValue().map(languageName).join(', ') }),
      driverColumn.accessor('status', { header: 'Status', cell: (cell) => <span className={`status status-${cell.getValue()}`}>{STATUS_WORDS[cell.getValue()]}</span> }),
      driverColumn.accessor('created_at', { header: 'Added (UAE time)', cell: (cell) => <span className="nowrap">{formatCell(cell.getValue())}</span> }),
      driverColumn.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <div className="row-actions">
            <button type="button" onClick={() => setEditing(row.original)}>
              Edit<span className="visually-hidden"> {row.original.name}</span>
            </button>
            <button type="button" className={row.original.status === 'active' ? 'danger' : undefined} onClick={() => setSwitching({ what: 'driver', record: row.original })}>
              {row.original.status === 'active' ? 'Deactivate' : 'Reactivate'}
              <span className="visually-hidden"> {row.original.name}</span>
            </button>
          </div>
        ),
      }),
    ],
    [],
  );

  return (
    <section aria-labelledby="drivers-title">
      <h1 id="drivers-title" tabIndex={-1}>
        Drivers
      </h1>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <div className="columns">
        <div className="main-column">
          {drivers.isPending && <p role="status">Loading the drivers…</p>}
          {drivers.isError && <Failure error={drivers.error} />}
          {drivers.data && drivers.data.length === 0 && <p className="muted">No driver is on the records yet.</p>}
          {drivers.data && drivers.data.length > 0 && <DataTable caption="Drivers, by name" columns={columns} data={drivers.data} rowKey={(row) => row.id} />}
        </div>
        <div className="side-column">
          <AddDriver onAdded={(driver) => setAnnouncement(`${driver.name} was added.`)} />
        </div>
      </div>
      {switching && <StatusDialog switching={switching} onClose={(words) => { setSwitching(null); if (words) setAnnouncement(words); }} />}
      {editing && <EditDriver driver={editing} onClose={(words) => { setEditing(null); if (words) setAnnouncement(words); }} />}
    </section>
  );
}

interface DriverFields {
  name: string;
  phone: string;
  licence_number: string;
  languages: string;
}

const languagesOf = (text: string): string[] => text.split(/[\s,;]+/).map((code) => code.trim().toLowerCase()).filter((code) => code !== '');

function DriverInputs({ prefix, form }: { prefix: string; form: UseFormReturn<DriverFields> }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <TextField id={`${prefix}-name`} label="Name" error={errors.name?.message} registration={register('name', { required: 'Enter the driver’s name.', maxLength: { value: 120, message: 'At most 120 characters.' } })} />
      <TextField id={`${prefix}-phone`} label="Phone" type="tel" hint="In international form, such as +971 50 123 4567." error={errors.phone?.message} registration={register('phone', { required: 'Enter the driver’s phone number.' })} />
      <TextField id={`${prefix}-licence`} label="Licence number" error={errors.licence_number?.message} registration={register('licence_number', { required: 'Enter the driving licence number.', maxLength: { value: 40, message: 'At most 40 characters.' } })} />
      <TextField
        id={`${prefix}-languages`}
        label="Languages"
        hint="Two-letter codes, separated by commas: en, ar, ur."
        error={errors.languages?.message}
        registration={register('languages', { validate: (text) => { const codes = languagesOf(text); return (codes.length > 0 && codes.every((code) => /^[a-z]{2}$/.test(code))) || 'Enter one or more two-letter language codes, such as en, ar.'; } })}
      />
    </>
  );
}

const driverBody = (fields: DriverFields) => ({ name: fields.name.trim(), phone: fields.phone.trim(), licence_number: fields.licence_number.trim(), languages: languagesOf(fields.languages) });

function AddDriver({ onAdded }: { onAdded: (driver: Driver) => void }) {
  const form = useForm<DriverFields>({ defaultValues: { name: '', phone: '', licence_number: '', languages: 'en' } });
  const add = useAddDriver({
    onSuccess: (driver) => {
      form.reset();
      onAdded(driver);
    },
  });

  return (
    <section aria-labelledby="add-driver-title" className="card">
      <h2 id="add-driver-title">Add a driver</h2>
      <form noValidate onSubmit={form.handleSubmit((fields) => add.mutate(driverBody(fields)))}>
        <DriverInputs prefix="driver" form={form} />
        {add.isError && <Failure error={add.error} />}
        <button type="submit" className="primary" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add the driver'}
        </button>
      </form>
    </section>
  );
}

function EditDriver({ driver, onClose }: { driver: Driver; onClose: (announcement: string | null) => void }) {
  const modal = useModal(onClose);
  const form = useForm<DriverFields>({ defaultValues: { name: driver.name, phone: driver.phone, licence_number: driver.licence_number, languages: driver.languages.join(', ') } });
  const save = useUpdateDriver(driver.id, {
    onSuccess: (saved) => modal.close(`${saved.name}’s details were saved.`),
  });
  return (
    <dialog {...modal.dialog} aria-labelledby="edit-driver-title">
      <h2 id="edit-driver-title">Edit {driver.name}</h2>
      <form noValidate onSubmit={form.handleSubmit((fields) => save.mutate(driverBody(fields)))}>
        <DriverInputs prefix="edit-driver" form={form} />
        <p className="hint">Jobs already assigned keep the details the partner was told.</p>
        {save.isError && <Failure error={save.error} />}
        <ModalActions action="Save" running="Saving…" pending={save.isPending} onCancel={modal.cancel} />
      </form>
    </dialog>
  );
}

function TextField({ id, label, hint, error, type = 'text', registration }: { id: string; label: string; hint?: string; error: string | undefined; type?: string; registration: UseFormRegisterReturn }) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} autoComplete="off" aria-invalid={error ? true : undefined} aria-describedby={described || undefined} {...registration} />
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

const vehicleColumn = createColumnHelper<Vehicle>();

export function VehiclesPage() {
  const vehicles = useVehicles();
  const [switching, setSwitching] = useState<Switching | null>(null);
  const [editing, setEditing] = useState<Vehicle | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const columns = useMemo(
    () => [
      vehicleColumn.accessor('plate', { header: 'Plate', cell: (cell) => <span className="ref">{cell.getValue()}</span> }),
      vehicleColumn.accessor('class', { header: 'Class', cell: (cell) => VEHICLE_CLASS_WORDS[cell.getValue()] }),
      vehicleColumn.accessor('seats', { header: 'Seats' }),
      vehicleColumn.accessor((vehicle) => `${vehicle.make ?? ''} ${vehicle.model ?? ''}`, {
        id: 'model',
        header: 'Make and model',
        cell: ({ row }) => [row.original.make, row.original.model].filter(Boolean).join(' ') || <span className="muted">{row.original.description}</span>,
      }),
      vehicleColumn.accessor('colour', { header: 'Colour', cell: (cell) => cell.getValue() ?? <span className="muted">Not recorded</span> }),
      vehicleColumn.accessor('status', { header: 'Status', cell: (cell) => <span className={`status status-${cell.getValue()}`}>{STATUS_WORDS[cell.getValue()]}</span> }),
      vehicleColumn.accessor('created_at', { header: 'Added (UAE time)', cell: (cell) => <span className="nowrap">{formatCell(cell.getValue())}</span> }),
      vehicleColumn.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <div className="row-actions">
            <button type="button" onClick={() => setEditing(row.original)}>
              Edit<span className="visually-hidden"> {row.original.plate}</span>
            </button>
            <button type="button" className={row.original.status === 'active' ? 'danger' : undefined} onClick={() => setSwitching({ what: 'vehicle', record: row.original })}>
              {row.original.status === 'active' ? 'Take off the road' : 'Put back on the road'}
              <span className="visually-hidden"> {row.original.plate}</span>
            </button>
          </div>
        ),
      }),
    ],
    [],
  );

  return (
    <section aria-labelledby="vehicles-title">
      <h1 id="vehicles-title" tabIndex={-1}>
        Vehicles
      </h1>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <div className="columns">
        <div className="main-column">
          {vehicles.isPending && <p role="status">Loading the vehicles…</p>}
          {vehicles.isError && <Failure error={vehicles.error} />}
          {vehicles.data && vehicles.data.length === 0 && <p className="muted">No vehicle is on the records yet.</p>}
          {vehicles.data && vehicles.data.length > 0 && <DataTable caption="Vehicles, by plate" columns={columns} data={vehicles.data} rowKey={(row) => row.id} />}
        </div>
        <div className="side-column">
          <AddVehicle onAdded={(vehicle) => setAnnouncement(`${vehicle.plate} was added.`)} />
        </div>
      </div>
      {switching && <StatusDialog switching={switching} onClose={(words) => { setSwitching(null); if (words) setAnnouncement(words); }} />}
      {editing && <EditVehicle vehicle={editing} onClose={(words) => { setEditing(null); if (words) setAnnouncement(words); }} />}
    </section>
  );
}

interface VehicleFields {
  plate: string;
  class: VehicleClass;
  seats: string;
  make: string;
  model: string;
  colour: string;
}

/** What the traveller looks for at the kerb: each optional, as long as the API takes it. */
const LOOKS = [
  { field: 'make', label: 'Make (optional)', hint: 'As on the car, such as Mercedes-Benz.', max: 40 },
  { field: 'model', label: 'Model (optional)', hint: 'Such as E-Class.', max: 40 },
  { field: 'colour', label: 'Colour (optional)', hint: 'What the traveller looks for at the kerb, such as Black.', max: 30 },
] as const;

function VehicleInputs({ prefix, form }: { prefix: string; form: UseFormReturn<VehicleFields> }) {
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const chosen = watch('class');
  return (
    <>
      <TextField id={`${prefix}-plate`} label="Plate" hint="As on the number plate, such as DUBAI J 48812." error={errors.plate?.message} registration={register('plate', { required: 'Enter the number plate.', maxLength: { value: 20, message: 'At most 20 characters.' } })} />
      <div className="field">
        <label htmlFor={`${prefix}-class`}>Class</label>
        <select id={`${prefix}-class`} {...register('class')}>
          {CLASSES.map((vehicleClass) => (
            <option key={vehicleClass} value={vehicleClass}>
              {VEHICLE_CLASS_WORDS[vehicleClass]} ({CLASS_SEATS[vehicleClass]} seats)
            </option>
          ))}
        </select>
      </div>
      <TextField
        id={`${prefix}-seats`}
        label="Passenger seats (optional)"
        type="number"
        hint={`Left empty: the class’s ${CLASS_SEATS[chosen]}.`}
        error={errors.seats?.message}
        registration={register('seats', { validate: (seats) => seats.trim() === '' || (/^\d+$/.test(seats.trim()) && Number(seats) >= 1 && Number(seats) <= 60) || 'A whole number of seats from 1 to 60.' })}
      />
      {LOOKS.map(({ field, label, hint, max }) => (
        <TextField key={field} id={`${prefix}-${field}`} label={label} hint={hint} error={errors[field]?.message} registration={register(field, { maxLength: { value: max, message: `At most ${max} characters.` } })} />
      ))}
    </>
  );
}

const seatsOf = (fields: VehicleFields) => (fields.seats.trim() ? { seats: Number(fields.seats) } : {});

/** A new vehicle: a make, model or colour left empty is not sent. */
const newVehicleBody = (fields: VehicleFields) => ({
  plate: fields.plate.trim(),
  class: fields.class,
  ...seatsOf(fields),
  ...Object.fromEntries(LOOKS.flatMap(({ field }) => (fields[field].trim() ? [[field, fields[field].trim()]] : []))),
});

/** A correction: a make, model or colour emptied is cleared (null). */
const vehicleChanges = (fields: VehicleFields) => ({
  plate: fields.plate.trim(),
  class: fields.class,
  ...seatsOf(fields),
  ...Object.fromEntries(LOOKS.map(({ field }) => [field, fields[field].trim() || null])),
});

function AddVehicle({ onAdded }: { onAdded: (vehicle: Vehicle) => void }) {
  const form = useForm<VehicleFields>({ defaultValues: { plate: '', class: 'EXECUTIVE_SEDAN', seats: '', make: '', model: '', colour: '' } });
  const add = useAddVehicle({
    onSuccess: (vehicle) => {
      form.reset();
      onAdded(vehicle);
    },
  });

  return (
    <section aria-labelledby="add-vehicle-title" className="card">
      <h2 id="add-vehicle-title">Add a vehicle</h2>
      <form noValidate onSubmit={form.handleSubmit((fields) => add.mutate(newVehicleBody(fields)))}>
        <VehicleInputs prefix="vehicle" form={form} />
        {add.isError && <Failure error={add.error} />}
        <button type="submit" className="primary" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add the vehicle'}
        </button>
      </form>
    </section>
  );
}

function EditVehicle({ vehicle, onClose }: { vehicle: Vehicle; onClose: (announcement: string | null) => void }) {
  const modal = useModal(onClose);
  const form = useForm<VehicleFields>({ defaultValues: { plate: vehicle.plate, class: vehicle.class, seats: String(vehicle.seats), make: vehicle.make ?? '', model: vehicle.model ?? '', colour: vehicle.colour ?? '' } });
  const save = useUpdateVehicle(vehicle.id, {
    onSuccess: (saved) => modal.close(`${saved.plate} was saved.`),
  });
  return (
    <dialog {...modal.dialog} aria-labelledby="edit-vehicle-title">
      <h2 id="edit-vehicle-title">Edit {vehicle.plate}</h2>
      <form noValidate onSubmit={form.handleSubmit((fields) => save.mutate(vehicleChanges(fields)))}>
        <VehicleInputs prefix="edit-vehicle" form={form} />
        {save.isError && <Failure error={save.error} />}
        <ModalActions action="Save" running="Saving…" pending={save.isPending} onCancel={modal.cancel} />
      </form>
    </dialog>
  );
}

/** Deactivates or reactivates a driver or vehicle after a confirmation. */
function StatusDialog({ switching, onClose }: { switching: Switching; onClose: (announcement: string | null) => void }) {
  const modal = useModal(onClose);
  const to: FleetStatus = switching.record.status === 'active' ? 'inactive' : 'active';
  const name = switching.what === 'driver' ? switching.record.name : switching.record.plate;
  const change = useSetFleetStatus({
    onSuccess: () => modal.close(`${name} is now ${to}.`),
  });

  const title = switching.what === 'driver' ? (to === 'inactive' ? `Deactivate ${name}?` : `Reactivate ${name}?`) : to === 'inactive' ? `Take ${name} off the road?` : `Put ${name} back on the road?`;
  const what =
    to === 'inactive'
      ? `No new job can be assigned to ${name}. The jobs ${switching.what === 'driver' ? 'they hold' : 'it holds'} stay assigned; reassign them on the board if needed.`
      : `${name} can be assigned new jobs again.`;

  return (
    <dialog {...modal.dialog} aria-labelledby="status-title" aria-describedby="status-what">
      <h2 id="status-title">{title}</h2>
      <p id="status-what">{what} This is written to the audit log.</p>
      {change.isError && <Failure error={change.error} />}
      <ModalActions action={to === 'inactive' ? (switching.what === 'driver' ? 'Deactivate' : 'Take off the road') : switching.what === 'driver' ? 'Reactivate' : 'Put back on the road'} running="Saving…" pending={change.isPending} danger={to === 'inactive'} onAction={() => change.mutate({ what: switching.what, id: switching.record.id, status: to })} cancel="Keep as it is" onCancel={modal.cancel} />
    </dialog>
  );
}
