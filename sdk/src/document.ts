/**
 * A document the API answered (a voucher's PDF, a QR code's PNG, a CSV export, an HTML page):
 * the bytes as received, with their media type.
 */
export class ApiDocument {
  /** The media type without parameters (`application/pdf`, `text/csv`). */
  readonly contentType: string;
  /** The file name the answer's `Content-Disposition` suggests, if any. */
  readonly filename: string | null;

  constructor(
    readonly data: ArrayBuffer,
    contentTypeHeader: string,
    readonly requestId: string | null,
    contentDisposition: string | null = null,
  ) {
    this.contentType = (contentTypeHeader.split(';')[0] ?? '').trim().toLowerCase();
    this.filename = filenameOf(contentDisposition);
  }

  get size(): number {
    return this.data.byteLength;
  }

  bytes(): Uint8Array {
    return new Uint8Array(this.data);
  }

  /** The bytes decoded as UTF-8 (for text/html, text/csv, image/svg+xml). */
  text(): string {
    return new TextDecoder().decode(this.data);
  }

  blob(): Blob {
    return new Blob([this.data], { type: this.contentType });
  }
}

function filenameOf(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding falls back to the plain parameter.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1]?.trim() ?? null;
}
