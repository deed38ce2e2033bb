/**
 * Loaded into a server child process (`startServerProcess(env, { preload: [CRASH_HOOKS] })`) to
 * make a crash at an exact point. With `CRASH_BEFORE_ANSWER_PATH` set, the process kills itself
 * (SIGKILL: no handler, no flush) the moment it starts a 2xx answer to a POST of that path: the
 * request's transaction, and with it the Idempotency-Key's stored answer, has committed, and the
 * client never hears of it.
 */
import http from 'node:http';

const path = process.env.CRASH_BEFORE_ANSWER_PATH;

if (path) {
  const original = http.ServerResponse.prototype.writeHead as (this: http.ServerResponse, ...args: unknown[]) => http.ServerResponse;
  const crashing = function (this: http.ServerResponse, ...args: unknown[]): http.ServerResponse {
    const status = typeof args[0] === 'number' ? args[0] : this.statusCode;
    if (status >= 200 && status < 300 && this.req.method === 'POST' && this.req.url?.split('?')[0] === path) process.kill(process.pid, 'SIGKILL');
    return original.apply(this, args);
  };
  http.ServerResponse.prototype.writeHead = crashing as typeof http.ServerResponse.prototype.writeHead;
}
