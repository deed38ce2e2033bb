import { deflate } from 'node:zlib';
import { promisify } from 'node:util';
import type QRCodeModule from 'qrcode';
import { documentCache, documentKey } from './documentCache';

/** Every QR code the API draws: error correction M (15 % of the code can be lost), a two-module quiet zone. */
export const QR_ERROR_CORRECTION = 'M';
export const QR_MARGIN = 2;

const deflateAsync = promisify(deflate);

export interface QrModules {
  size: number;
  /** Row by row, 1 for a dark module. */
  data: Uint8Array;
}

let qrcodeModule: typeof QRCodeModule | undefined;

/** qrcode, loaded on the first code drawn: most requests draw none, and start-up need not load it. */
function qrcode(): typeof QRCodeModule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  qrcodeModule ??= require('qrcode') as typeof QRCodeModule;
  return qrcodeModule;
}

export function qrModules(text: string): QrModules {
  const { modules } = qrcode().create(text, { errorCorrectionLevel: QR_ERROR_CORRECTION });
  return { size: modules.size, data: modules.data };
}

/** A horizontal run of adjacent dark modules: row, first column and length, in modules. */
export interface DarkRun {
  row: number;
  start: number;
  length: number;
}

/** The dark modules row by row as runs, so a renderer draws one rectangle per run, not per module. */
export function darkRuns(modules: QrModules): DarkRun[] {
  const runs: DarkRun[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.data[row * modules.size + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.data[row * modules.size + col]) col++;
      runs.push({ row, start, length: col - start });
    }
  }
  return runs;
}

/** The code as SVG, exactly as qrcode's own SVG renderer writes it (one path of all dark modules). */
export function qrSvg(text: string, width?: number): Promise<string> {
  return documentCache.getOrRender(documentKey('qr.svg', [text, width ?? null]), () =>
    qrcode().toString(text, { errorCorrectionLevel: QR_ERROR_CORRECTION, margin: QR_MARGIN, type: 'svg', ...(width === undefined ? {} : { width }) }),
  );
}

/** The code as a PNG `width` pixels wide (cached). */
export function qrPng(text: string, width: number): Promise<Buffer> {
  return documentCache.getOrRender(documentKey('qr.png', [text, width]), () => encodeQrPng(qrModules(text), width));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Clears the bits of pixels [from, to) of a 1-bit row (after its filter byte): whole bytes at once. */
function blacken(row: Buffer, from: number, to: number): void {
  let x = from;
  for (; x < to && x % 8 !== 0; x++) row[1 + (x >> 3)] = (row[1 + (x >> 3)] as number) & ~(0x80 >> (x & 7));
  const whole = to - (to % 8);
  if (whole > x) {
    row.fill(0, 1 + (x >> 3), 1 + (whole >> 3));
    x = whole;
  }
  for (; x < to; x++) row[1 + (x >> 3)] = (row[1 + (x >> 3)] as number) & ~(0x80 >> (x & 7));
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A black-and-white PNG with the same pixels qrcode's PNG renderer draws (same scale, quiet zone
 * and module edges), written as a 1-bit greyscale image. qrcode's renderer fills an RGBA buffer
 * pixel by pixel and tries five row filters on the event loop: 35 ms for 512 pixels, 400 ms for
 * 2048. Here each module row is built once and copied, and zlib compresses on its thread pool.
 */
export async function encodeQrPng(modules: QrModules, width: number): Promise<Buffer> {
  const count = modules.size + 2 * QR_MARGIN;
  // qrcode's getScale: the width asked for, unless it is too small for one pixel per module.
  const scale = width >= count ? width / count : 4;
  const side = Math.floor(count * scale);
  const margin = QR_MARGIN * scale;
  const stride = 1 + Math.ceil(side / 8);
  // The pixel columns [start, end) of each module column, found once: qrcode maps pixel x to module
  // floor((x - margin) / scale) inside the quiet zone (the last column can get none when the side
  // is rounded down), and the same rule must give the same edges.
  const start = new Int32Array(modules.size).fill(-1);
  const end = new Int32Array(modules.size).fill(-1);
  for (let x = 0; x < side; x++) {
    if (x < margin || x >= side - margin) continue;
    const column = Math.floor((x - margin) / scale);
    if (start[column] === -1) start[column] = x;
    end[column] = x + 1;
  }
  const rowFor = (sourceRow: number | null): Buffer => {
    // Filter byte 0, then bits: 1 is white, 0 is black.
    const row = Buffer.alloc(stride, 0xff);
    row[0] = 0;
    if (sourceRow === null) return row;
    let runFrom = -1;
    let runTo = -1;
    for (let column = 0; column < modules.size; column++) {
      const from = start[column] as number;
      if (!modules.data[sourceRow * modules.size + column] || from === -1) continue;
      if (from !== runTo) {
        if (runFrom !== -1) blacken(row, runFrom, runTo);
        runFrom = from;
      }
      runTo = end[column] as number;
    }
    if (runFrom !== -1) blacken(row, runFrom, runTo);
    return row;
  };
  const rows = new Map<number | null, Buffer>();
  const raw = Buffer.allocUnsafe(stride * side);
  for (let y = 0; y < side; y++) {
    const sourceRow = y >= margin && y < side - margin ? Math.floor((y - margin) / scale) : null;
    let row = rows.get(sourceRow);
    if (!row) {
      row = rowFor(sourceRow);
      rows.set(sourceRow, row);
    }
    row.copy(raw, y * stride);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', await deflateAsync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
