// What each role may do: kept below the sections (src/apiKeys/roles.ts), where the portal's session reads it too.
export { ROLE_SCOPES } from '../../apiKeys/roles';
