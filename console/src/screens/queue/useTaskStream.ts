import { useEffect, useState } from 'react';
import { useKeepTask, useRefreshTasks } from '../../queries/tasks';
import { partnerOf, type DeskTask } from './words';

export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'stopped';

const STREAM_PATH = '/api/ops/v1/tasks/stream';

/**
 * Follows the queue's changes (server-sent events, the session's cookie): each task queued,
 * claimed, released, answered or withdrawn refreshes the lists and that task's page, and a task
 * just queued is announced. The stream reports what changes after it opens, so on every
 * (re)connection the lists are read again: a task queued while it was away, or before it first
 * opened, is shown too. The browser's EventSource reconnects by itself after a break; the stream
 * closes when the screen goes, and only then (its callbacks keep their identity across renders).
 */
export function useTaskStream(announce: (text: string) => void): StreamState {
  const keepTask = useKeepTask();
  const refreshTasks = useRefreshTasks();
  const [state, setState] = useState<StreamState>('connecting');

  useEffect(() => {
    const source = new EventSource(STREAM_PATH);
    source.onopen = () => {
      setState('live');
      refreshTasks();
    };
    // Closed for good (the session ended, the role is gone): EventSource gives up; else it tries again.
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'stopped' : 'reconnecting');
    source.addEventListener('task', (event: MessageEvent<string>) => {
      let task: DeskTask;
      try {
        task = JSON.parse(event.data) as DeskTask;
      } catch {
        return;
      }
      keepTask(task);
      // Queued just now: never claimed or changed since.
      if (task.status === 'open' && task.claimed_by === null && task.updated_at === task.created_at) announce(`New task ${task.reference} from ${partnerOf(task)}.`);
    });
    return () => source.close();
  }, [keepTask, refreshTasks, announce]);

  return state;
}

export const STREAM_WORDS: Record<StreamState, string> = {
  connecting: 'Connecting to live updates…',
  live: 'Live: new tasks and claims appear as they happen.',
  reconnecting: 'Live updates interrupted; reconnecting…',
  stopped: 'Live updates stopped. Reload the page to see new tasks.',
};
