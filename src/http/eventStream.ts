/** The API's handlers stream through the platform's writer, as the public pages do. */
export { eventStream, type EventStreamOptions, type StreamEvent } from '../platform/eventStream';
