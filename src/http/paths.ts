export const SANDBOX_PREFIX = '/api/b2b/sandbox';

/** Every answer under the sandbox prefix is marked as sandbox, errors and unknown paths included. */
export const isSandboxPath = (path: string): boolean => path === SANDBOX_PREFIX || path.startsWith(`${SANDBOX_PREFIX}/`);

/** The name of a path parameter that is a secret (a link's single-use or bearer token): never logged. */
const SECRET_PARAMETER = ':token';

/**
 * The path as the request log writes it: in a path under one of `templates` (Express paths such as
 * `/trade/keys/:token`), the segment in the place of `:token` reads `:token`, whatever follows it,
 * in whatever case the path is written (routes match either case), and with repeated slashes.
 */
export function pathRedactor(templates: readonly string[]): (path: string) => string {
  const prefixes = [...new Set(templates.filter((template) => template.includes(SECRET_PARAMETER)).map((template) => template.slice(0, template.indexOf(SECRET_PARAMETER)).toLowerCase()))];
  return (written) => {
    // Repeated slashes are read as one, so a mistyped link's token is redacted too.
    const path = written.replace(/\/{2,}/g, '/');
    const lower = path.toLowerCase();
    const prefix = prefixes.find((candidate) => lower.startsWith(candidate));
    if (prefix === undefined) return written;
    const end = path.indexOf('/', prefix.length);
    return `${path.slice(0, prefix.length)}${SECRET_PARAMETER}${end === -1 ? '' : path.slice(end)}`;
  };
}
