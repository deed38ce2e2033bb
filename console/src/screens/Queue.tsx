import { useCallback, useState } from 'react';
import type { CurrentStaff } from '../api';
import { useScreen } from '../router';
import { TaskList } from './queue/TaskList';
import { TaskPage } from './queue/TaskPage';
import { STREAM_WORDS, useTaskStream } from './queue/useTaskStream';

/**
 * The desk's queue: every open task of the kinds the person works (`/queue`, filters in the
 * query), and one task (`/queue/<reference>`) with its claim and its kind's answer form. Both
 * follow the queue live: tasks queued, claimed or answered elsewhere appear without a reload.
 */
export function QueueScreen({ me }: { me: CurrentStaff }) {
  const path = useScreen();
  const reference = decodeURIComponent(path.split('/')[2] ?? '');
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((text: string) => setAnnouncement(text), []);
  const stream = useTaskStream(announce);

  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {reference ? (
        <TaskPage key={reference} reference={reference} me={me} announce={announce} />
      ) : (
        <section aria-labelledby="queue-title">
          <div className="screen-head">
            <h1 id="queue-title" tabIndex={-1}>
              Queue
            </h1>
            <p className={`live live-${stream}`}>{STREAM_WORDS[stream]}</p>
          </div>
          <TaskList me={me} />
        </section>
      )}
    </>
  );
}
