import { createConnection } from 'node:net';

/** Whether a Redis answers PING on 127.0.0.1:6379 within half a second (the Redis tests skip, saying so, when none does). */
export function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 6379 });
    const done = (up: boolean): void => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.once('connect', () => socket.write('PING\r\n'));
  });
}
