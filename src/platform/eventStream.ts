import type { ServerResponse } from 'node:http';
import { monotonicMs } from './clock';

/** Writes an answer's body itself (an event stream) once its status is set. */
export type StreamWriter = (res: ServerResponse) => void;

export interface StreamEvent {
  event: string;
  data: unknown;
}

export interface EventStreamOptions {
  /** What happened since the last call; called about every `pollMs`, never twice at once. */
  poll: () => Promise<StreamEvent[]>;
  /** True once the stream must end (the service drains, the session ended). */
  ended: () => boolean | Promise<boolean>;
  /** A failed poll: the stream ends (the client reconnects) and the failure is logged. */
  failed: (err: unknown) => void;
  pollMs?: number;
  heartbeatMs?: number;
}

/**
 * Server-sent events (text/event-stream) from a poll: each event as `event:` and one `data:` line
 * of JSON, a comment line as a heartbeat when nothing was sent for `heartbeatMs`, and the end on
 * the client's disconnect, on `ended()`, or on a failed poll. Timed on the monotonic clock, so a
 * change of the wall clock neither stalls nor floods it. Here, below every layer that answers
 * (the API's handlers and the public pages' router both stream through it).
 */
export function eventStream(options: EventStreamOptions): StreamWriter {
  const pollMs = options.pollMs ?? 1000;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  return (res: ServerResponse) => {
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    // A proxy in front (nginx) would otherwise hold the events back in its buffer.
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    res.write('retry: 3000\n\n');
    let lastWriteMs = monotonicMs();
    let closed = false;
    let timer: NodeJS.Timeout | undefined;
    const end = (): void => {
      if (closed) return;
      closed = true;
      if (timer) clearTimeout(timer);
      if (!res.writableEnded) res.end();
    };
    res.once('close', end);
    const tick = async (): Promise<void> => {
      if (closed) return;
      try {
        if (await options.ended()) {
          end();
          return;
        }
        const events = await options.poll();
        if (closed) return;
        for (const { event, data } of events) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        if (events.length > 0) lastWriteMs = monotonicMs();
        else if (monotonicMs() - lastWriteMs >= heartbeatMs) {
          res.write(': heartbeat\n\n');
          lastWriteMs = monotonicMs();
        }
      } catch (err) {
        options.failed(err);
        end();
        return;
      }
      if (!closed) timer = setTimeout(() => void tick(), pollMs);
    };
    timer = setTimeout(() => void tick(), pollMs);
  };
}
