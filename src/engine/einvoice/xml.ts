/**
 * The few XML pieces the e-invoices need: an element tree written out with its text and
 * attribute values escaped. Elements are written in the order given (UBL's schema is a sequence:
 * the order is part of validity), and an absent value (`undefined` or `null`) leaves its element
 * out, so a builder states optional elements beside mandatory ones without branches.
 */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  readonly text: string | null;
}

type Child = XmlElement | null | undefined | false;

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML allows it: escaped, and without the control characters XML 1.0 cannot carry. */
export const escapeXml = (value: string): string =>
  // eslint-disable-next-line no-control-regex -- the characters XML 1.0 refuses are removed on purpose
  value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (char) => ESCAPES[char] as string);

/** An element with children (absent ones left out). */
export const el = (name: string, attributes: Readonly<Record<string, string>>, ...children: Child[]): XmlElement => ({
  name,
  attributes,
  children: children.filter((child): child is XmlElement => Boolean(child)),
  text: null,
});

/** An element holding text; null when the value is absent, so that the element is left out. */
export const leaf = (name: string, value: string | number | null | undefined, attributes: Readonly<Record<string, string>> = {}): XmlElement | null =>
  value === null || value === undefined || value === '' ? null : { name, attributes, children: [], text: String(value) };

function write(element: XmlElement, depth: number, out: string[]): void {
  const indent = '  '.repeat(depth);
  const attributes = Object.entries(element.attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  if (element.text !== null) {
    out.push(`${indent}<${element.name}${attributes}>${escapeXml(element.text)}</${element.name}>`);
    return;
  }
  if (element.children.length === 0) {
    out.push(`${indent}<${element.name}${attributes}/>`);
    return;
  }
  out.push(`${indent}<${element.name}${attributes}>`);
  for (const child of element.children) write(child, depth + 1, out);
  out.push(`${indent}</${element.name}>`);
}

/** The document as UTF-8 XML text, with its declaration. */
export function xmlDocument(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, 0, out);
  return `${out.join('\n')}\n`;
}
