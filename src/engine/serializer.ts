/**
 * The one place an answer is stamped with what it is and which partition it came from, as Stripe's
 * serializer stamps `livemode`: every view is `{ object, sandbox, …fields }`, every list
 * `{ object: 'list', sandbox, …extra, data, next_cursor }`. A section builds its fields and never
 * writes `sandbox` itself, so an answer cannot say test of a live object or forget to say it.
 */

/**
 * What `sandbox` is read from: the partition that answers (or, where there is only a mode, its
 * `rulesOf(mode)`), or the view a document or event is made of, which carries its partition's.
 */
export interface StampSource {
  readonly sandbox: boolean;
}

export interface Stamp<Name extends string> {
  object: Name;
  sandbox: boolean;
}

/** A view of one object: its name and its partition's mode first, then its fields. */
export function stampView<View extends Stamp<string>>(source: StampSource, object: View['object'], fields: Omit<View, keyof Stamp<string>>): View {
  // TypeScript cannot see that the stamp and a spread of `Omit<View, …>` rebuild `View`.
  return { object, sandbox: source.sandbox, ...fields } as View;
}

/**
 * A body that is not a view of its own (one stored as written, the widget's booking answer)
 * stamped with the partition that reads or answers it: a `sandbox` it already holds keeps its
 * place and takes the partition's value, else it comes after the body's fields.
 */
export function restamp<Body extends object>(source: StampSource, body: Body): Body & { sandbox: boolean } {
  return { ...body, sandbox: source.sandbox };
}

/**
 * One page of a list. A list that says more than its page (a balance beside payouts) passes it as
 * `extra`, which comes before the page.
 */
export function stampList<Item, Extra extends object = Record<never, never>>(
  source: StampSource,
  data: Item[],
  nextCursor: string | null,
  extra?: Extra,
): Stamp<'list'> & Extra & { data: Item[]; next_cursor: string | null } {
  // A list without `extra` spreads nothing; its type is then the empty default.
  return { object: 'list', sandbox: source.sandbox, ...(extra as Extra), data, next_cursor: nextCursor };
}
