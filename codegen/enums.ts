import type { OpenApiDocument } from './document';

/**
 * Enums the code needs as values, not only as types (every scope a key may hold, the event types
 * a selector may name): listed here from the contract's schemas so that no file repeats them.
 * The export name, then the schema whose `enum` it is.
 */
const LISTS: ReadonlyArray<[exportName: string, schema: string]> = [
  ['scopes', 'Scope'],
  ['errorCodes', 'ErrorCode'],
  ['eventTypes', 'EventType'],
  // The codes documents and notices name as people say them (src/engine/labels.ts labels each one).
  ['airports', 'Airport'],
  ['terminals', 'Terminal'],
  ['transportZones', 'TransportZone'],
  ['vehicleClasses', 'VehicleClass'],
  ['siteLanguages', 'SiteLanguage'],
  ['cruisePorts', 'CruisePort'],
  ['emirates', 'RateEmirate'],
  ['creditTerms', 'CreditTerms'],
  ['commercialTerms', 'CommercialTerms'],
  ['sandboxTerminals', 'AirportTerminal'],
  ['deskPaymentMethods', 'DeskPaymentMethod'],
  // The place catalogue's kinds, emirates and cruise terminals (the CLI and the catalogue's checks list them).
  ['placeKinds', 'PlaceKind'],
  ['placeEmirates', 'Emirate'],
  ['cruiseTerminals', 'CruiseTerminal'],
];

/** The operator API's enums the code needs as values: its error codes, the staff's roles and what the audit log is about (the console offers both). */
export const OPS_LISTS: ReadonlyArray<[exportName: string, schema: string]> = [
  ['errorCodes', 'ErrorCode'],
  ['staffRoles', 'StaffRole'],
  ['auditSubjectTypes', 'AuditSubjectType'],
];

/** The portal API's enums the code needs as values: its error codes. */
export const PORTAL_LISTS: ReadonlyArray<[exportName: string, schema: string]> = [['errorCodes', 'ErrorCode']];

/** The driver API's enums the code needs as values: its error codes and the steps a driver takes. */
export const DRIVER_LISTS: ReadonlyArray<[exportName: string, schema: string]> = [
  ['errorCodes', 'ErrorCode'],
  ['driverSteps', 'DriverStep'],
];

export function renderEnums(document: OpenApiDocument, lists: ReadonlyArray<[exportName: string, schema: string]> = LISTS): string {
  const schemas = document.components?.schemas ?? {};
  const lines: string[] = ["import type { components } from './openapi-types';", ''];
  for (const [name, schemaName] of lists) {
    const values = schemas[schemaName]?.enum;
    if (!Array.isArray(values) || values.length === 0 || !values.every((value) => typeof value === 'string')) {
      throw new Error(`codegen: components.schemas.${schemaName} must be a string enum (it gives src/generated/enums.ts its ${name})`);
    }
    lines.push(`/** The \`enum\` of \`components.schemas.${schemaName}\`, in the contract's order. */`);
    lines.push(`export const ${name} = [`);
    for (const value of values) lines.push(`  ${JSON.stringify(value)},`);
    lines.push(`] as const satisfies ReadonlyArray<components['schemas'][${JSON.stringify(schemaName)}]>;`, '');
  }
  return lines.join('\n');
}
