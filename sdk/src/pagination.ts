/** A page of a list as the API answers it. */
export interface ListPage<Item> {
  object: 'list';
  data: Item[];
  next_cursor: string | null;
}

/**
 * What a list method returns: await it for the first page, or iterate it with `for await` for
 * every item of every page (it follows `next_cursor`). Nothing is sent until it is awaited or
 * iterated.
 */
export class PagePromise<Page extends { data: readonly Item[]; next_cursor?: string | null }, Item> implements PromiseLike<Page>, AsyncIterable<Item> {
  #first: Promise<Page> | undefined;

  constructor(private readonly fetchPage: (cursor: string | undefined) => Promise<Page>) {}

  private first(): Promise<Page> {
    this.#first ??= this.fetchPage(undefined);
    return this.#first;
  }

  then<A = Page, B = never>(onfulfilled?: ((page: Page) => A | PromiseLike<A>) | null, onrejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<A | B> {
    return this.first().then(onfulfilled, onrejected);
  }

  catch<B = never>(onrejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<Page | B> {
    return this.first().catch(onrejected);
  }

  finally(onfinally?: (() => void) | null): Promise<Page> {
    return this.first().finally(onfinally);
  }

  /** Every page, the first one included. */
  async *pages(): AsyncGenerator<Page, void, undefined> {
    let page = await this.first();
    const seen = new Set<string>();
    for (;;) {
      yield page;
      const cursor = page.next_cursor;
      if (!cursor) return;
      // A cursor that comes back would loop for ever.
      if (seen.has(cursor)) throw new Error(`the API answered the cursor ${cursor} twice`);
      seen.add(cursor);
      page = await this.fetchPage(cursor);
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    for await (const page of this.pages()) yield* page.data;
  }

  /** Every item, up to `max` (10,000 unless given): for lists known to be small. */
  async toArray(max = 10_000): Promise<Item[]> {
    const items: Item[] = [];
    for await (const item of this) {
      if (items.length >= max) break;
      items.push(item);
    }
    return items;
  }
}
