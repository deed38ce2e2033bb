export const SANDBOX_PREFIX = '/api/b2b/sandbox';

/** Every answer under the sandbox prefix is marked as sandbox, errors and unknown paths included. */
export const isSandboxPath = (path: string): boolean => path === SANDBOX_PREFIX || path.startsWith(`${SANDBOX_PREFIX}/`);
