import { createHash } from 'node:crypto';

export type DocumentBody = Buffer | string;

const bytesOf = (body: DocumentBody): number => (typeof body === 'string' ? Buffer.byteLength(body) : body.length);

/**
 * The most recently used rendered documents, within a byte budget. Rendering a PDF or a PNG costs
 * milliseconds of CPU on the event loop; a partner printing the same voucher or QR code again gets
 * the bytes already made. Only deterministic renders belong here: the key must name everything the
 * bytes depend on (callers use `documentKey` over the whole document model).
 */
export class DocumentCache {
  private readonly entries = new Map<string, { body: DocumentBody; bytes: number }>();
  /** Renders under way, so a burst of requests for one document renders it once. */
  private readonly pending = new Map<string, Promise<DocumentBody>>();
  private bytes = 0;

  constructor(
    private maxBytes: number,
    private maxEntries: number,
  ) {}

  /** Changes the budget; a smaller one evicts at once. */
  resize(maxBytes: number, maxEntries: number = this.maxEntries): void {
    this.maxBytes = maxBytes;
    this.maxEntries = maxEntries;
    this.evict();
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** The cached bytes of `key`, or what `render` makes (kept when it fits the budget). */
  async getOrRender<T extends DocumentBody>(key: string, render: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-inserting moves the entry to the end of the Map's order: the Map is the LRU list.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.body as T;
    }
    const running = this.pending.get(key);
    if (running) return (await running) as T;
    const rendering = render();
    this.pending.set(key, rendering);
    try {
      const body = await rendering;
      this.store(key, body);
      return body;
    } finally {
      this.pending.delete(key);
    }
  }

  private store(key: string, body: DocumentBody): void {
    const bytes = bytesOf(body) + key.length;
    // A document larger than a quarter of the budget would push out many others for one reader.
    if (bytes > this.maxBytes / 4) return;
    this.entries.set(key, { body, bytes });
    this.bytes += bytes;
    this.evict();
  }

  private evict(): void {
    while (this.entries.size > 0 && (this.bytes > this.maxBytes || this.entries.size > this.maxEntries)) {
      const [oldest, entry] = this.entries.entries().next().value as [string, { bytes: number }];
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }
}

/** A cache key over everything a document depends on: its kind and its whole input, serialised. */
export const documentKey = (kind: string, input: unknown): string => `${kind}:${createHash('sha256').update(JSON.stringify(input)).digest('base64url')}`;

/** Entries are few kilobytes each; the count bound keeps the Map small when budgets are large. */
const MAX_ENTRIES = 10000;

/**
 * One cache for the process: documents do not depend on which app instance renders them.
 * `createServices` sets its budget from DOCUMENT_CACHE_MB (32 MB by default).
 */
export const documentCache = new DocumentCache(32 * 1024 * 1024, MAX_ENTRIES);
