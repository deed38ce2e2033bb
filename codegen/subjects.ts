import { HTTP_METHODS, type OpenApiDocument, type OperationObject } from './document';

/**
 * The scope a key needs to read an event, from the contract: an event about an object is read
 * with the scope of the operation that shows that object. A read operation names what it shows
 * with `x-subject` (values of `EventSubject.type`) and, for bookings, whose read scope depends on
 * their section, `x-booking-kind` (values of `TestBooking.kind`); each takes one name or a list.
 * Where no operation of the object's scope shows it (a desk sale is answered only by the POST
 * that makes it), the operation that does says the scope to read it by in `x-subject-read-scope`.
 * Every subject and kind is named exactly once, so the table has one home: the contract.
 */
const LISTS = [
  { extension: 'x-subject', exportName: 'subjectReadScopes', schema: 'EventSubject', property: 'type', typeName: "components['schemas']['EventSubject']['type']" },
  { extension: 'x-booking-kind', exportName: 'bookingKindReadScopes', schema: 'TestBooking', property: 'kind', typeName: "components['schemas']['TestBooking']['kind']" },
] as const;
const READ_SCOPE = 'x-subject-read-scope';

type Annotated = OperationObject & Record<string, unknown>;

function stringEnum(document: OpenApiDocument, schema: string, property: string | null): string[] {
  const node = document.components?.schemas?.[schema];
  const target = property === null ? node : (node?.properties as Record<string, Record<string, unknown>> | undefined)?.[property];
  const values = target?.enum;
  if (!Array.isArray(values) || !values.every((value) => typeof value === 'string')) {
    throw new Error(`codegen: components.schemas.${schema}${property === null ? '' : `.properties.${property}`} must be a string enum (it lists what src/generated/subjects.ts covers)`);
  }
  return values as string[];
}

function namesOf(value: unknown, where: string, extension: string): string[] {
  const names = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(names) || names.length === 0 || !names.every((name) => typeof name === 'string')) {
    throw new Error(`codegen: ${where}: ${extension} must be a name or a list of names`);
  }
  return names as string[];
}

export function renderSubjects(document: OpenApiDocument): string {
  const scopes = new Set(stringEnum(document, 'Scope', null));
  const found = LISTS.map(() => new Map<string, { scope: string; where: string }>());
  const problems: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as Annotated | undefined;
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path} (${op.operationId ?? '?'})`;
      const declares = LISTS.some((list) => op[list.extension] !== undefined);
      const explicit = op[READ_SCOPE];
      if (!declares) {
        if (explicit !== undefined) problems.push(`${where} has ${READ_SCOPE} but names no x-subject or x-booking-kind`);
        continue;
      }
      let scope: string | undefined;
      if (explicit !== undefined) {
        if (typeof explicit !== 'string' || !scopes.has(explicit)) problems.push(`${where}: ${READ_SCOPE} ${JSON.stringify(explicit)} is not a value of Scope`);
        else scope = explicit;
      } else {
        // The scopes the operation's requirements name, each once: a key and a partner's session
        // ask for the same scope.
        const own = [...new Set((op.security ?? document.security ?? []).flatMap((requirement) => Object.values(requirement).flat()))];
        if (own.length === 1) scope = own[0];
        else problems.push(`${where} names what it shows but asks for ${own.length} scopes, so its scope is not the one to read them by: say it in ${READ_SCOPE}`);
      }
      LISTS.forEach((list, i) => {
        if (op[list.extension] === undefined || scope === undefined) return;
        const known = stringEnum(document, list.schema, list.property);
        for (const name of namesOf(op[list.extension], where, list.extension)) {
          const seen = (found[i] as Map<string, { scope: string; where: string }>).get(name);
          if (!known.includes(name)) problems.push(`${where}: ${list.extension} ${name} is not a value of ${list.schema}.${list.property}`);
          else if (seen) problems.push(`${list.extension} ${name} is declared twice: on ${seen.where} and on ${where}`);
          else (found[i] as Map<string, { scope: string; where: string }>).set(name, { scope, where });
        }
      });
    }
  }
  LISTS.forEach((list, i) => {
    const missing = stringEnum(document, list.schema, list.property).filter((name) => !(found[i] as Map<string, unknown>).has(name));
    if (missing.length > 0) problems.push(`no operation names ${list.extension} ${missing.join(', ')}: put it on the operation that shows it`);
  });
  if (problems.length > 0) throw new Error(`codegen: the read scopes of event subjects (src/generated/subjects.ts):\n  ${problems.join('\n  ')}`);

  const lines: string[] = ["import type { components } from './openapi-types';", ''];
  LISTS.forEach((list, i) => {
    lines.push(`/** The scope to read an event by, for each \`${list.schema}.${list.property}\`: the scope of the operation whose \`${list.extension}\` names it. */`);
    lines.push(`export const ${list.exportName} = {`);
    for (const name of stringEnum(document, list.schema, list.property)) {
      const entry = (found[i] as Map<string, { scope: string; where: string }>).get(name) as { scope: string; where: string };
      lines.push(`  ${name}: ${JSON.stringify(entry.scope)}, // ${entry.where}`);
    }
    lines.push(`} as const satisfies Record<${list.typeName}, components['schemas']['Scope']>;`, '');
  });
  return lines.join('\n');
}
