/**
 * The rendered-document cache (an LRU within a byte budget) and the QR encoders behind it: the PNG
 * encoder must draw exactly the modules qrcode computes, at the size asked for.
 */
import { inflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import { DocumentCache, documentKey } from '../../src/engine/documents/documentCache';
import { QR_MARGIN, encodeQrPng, qrModules, qrSvg } from '../../src/engine/documents/qr';

const body = (bytes: number, fill = 'x'): Buffer => Buffer.alloc(bytes, fill);

describe('DocumentCache', () => {
  it('renders a document once and answers the same bytes after', async () => {
    const cache = new DocumentCache(10_000, 10);
    let renders = 0;
    const render = async (): Promise<Buffer> => {
      renders++;
      return body(100);
    };
    const first = await cache.getOrRender('a', render);
    const second = await cache.getOrRender('a', render);
    expect(second).toBe(first);
    expect(renders).toBe(1);
  });

  it('renders once for requests that arrive while the document is being rendered', async () => {
    const cache = new DocumentCache(10_000, 10);
    let renders = 0;
    const render = async (): Promise<Buffer> => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return body(100);
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.getOrRender('a', render)));
    expect(renders).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps nothing when a render fails, and renders again next time', async () => {
    const cache = new DocumentCache(10_000, 10);
    await expect(cache.getOrRender('a', () => Promise.reject(new Error('broken font')))).rejects.toThrow('broken font');
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
    expect((await cache.getOrRender('a', async () => 'ok')).toString()).toBe('ok');
  });

  it('evicts the least recently used documents to stay within its entries and bytes', async () => {
    const cache = new DocumentCache(1_000, 3);
    for (const key of ['a', 'b', 'c']) await cache.getOrRender(key, async () => body(200));
    await cache.getOrRender('a', async () => body(200, 'y')); // a hit: a becomes the most recent
    await cache.getOrRender('d', async () => body(200));
    const rendered: string[] = [];
    for (const key of ['a', 'c', 'd', 'b']) {
      await cache.getOrRender(key, async () => {
        rendered.push(key);
        return body(200);
      });
    }
    expect(rendered).toEqual(['b']);
    const bounded = new DocumentCache(1_000, 100);
    for (let i = 0; i < 20; i++) {
      await bounded.getOrRender(`k${i}`, async () => body(200));
      expect(bounded.size.bytes).toBeLessThanOrEqual(1_000);
    }
    expect(bounded.size.entries).toBe(4);
  });

  it('does not keep a document larger than a quarter of its budget, and shrinks when resized', async () => {
    const cache = new DocumentCache(1_000, 100);
    await cache.getOrRender('big', async () => body(300));
    expect(cache.size.entries).toBe(0);
    for (const key of ['a', 'b', 'c', 'd']) await cache.getOrRender(key, async () => body(200));
    cache.resize(500);
    expect(cache.size.entries).toBe(2);
    expect(cache.size.bytes).toBeLessThanOrEqual(500);
  });

  it('keys a document by everything in its input', () => {
    const model = { title: 'Voucher', rows: [['Pickup', '14:30']] };
    expect(documentKey('pdf', model)).toBe(documentKey('pdf', { title: 'Voucher', rows: [['Pickup', '14:30']] }));
    expect(documentKey('pdf', model)).not.toBe(documentKey('pdf', { title: 'Voucher', rows: [['Pickup', '14:31']] }));
    expect(documentKey('pdf', model)).not.toBe(documentKey('html', model));
  });
});

/** The pixels of a 1-bit greyscale PNG as rows of booleans (true: black). */
function decodePng(png: Buffer): { width: number; height: number; black: (x: number, y: number) => boolean } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  expect([png[24], png[25]]).toEqual([1, 0]);
  const idatLength = png.readUInt32BE(33);
  expect(png.subarray(37, 41).toString()).toBe('IDAT');
  const raw = inflateSync(png.subarray(41, 41 + idatLength));
  const stride = 1 + Math.ceil(width / 8);
  expect(raw.length).toBe(stride * height);
  return { width, height, black: (x, y) => ((raw[y * stride + 1 + (x >> 3)] as number) & (0x80 >> (x & 7))) === 0 };
}

describe('QR codes', () => {
  const url = 'https://book.example.ae/theme-parks?aff=lnk_2Xr8Kq4Lm9Np3Rs7Tv1W&utm_source=flyer&utm_medium=qr&utm_campaign=winter_safari_2026';

  it.each([128, 333, 512, 2048])('draws every module of the code in a PNG %i pixels wide', async (width) => {
    const modules = qrModules(url);
    const png = decodePng(await encodeQrPng(modules, width));
    expect([png.width, png.height]).toEqual([width, width]);
    const cell = width / (modules.size + 2 * QR_MARGIN);
    const centre = (index: number): number => Math.floor((index + QR_MARGIN + 0.5) * cell);
    const wrong: string[] = [];
    for (let row = -QR_MARGIN; row < modules.size + QR_MARGIN; row++) {
      for (let col = -QR_MARGIN; col < modules.size + QR_MARGIN; col++) {
        const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
        const dark = inside && modules.data[row * modules.size + col] === 1;
        if (png.black(centre(col), centre(row)) !== dark) wrong.push(`${row},${col}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers the SVG qrcode itself writes, with and without a width', async () => {
    expect(await qrSvg(url)).toBe(await QRCode.toString(url, { errorCorrectionLevel: 'M', margin: 2, type: 'svg' }));
    expect(await qrSvg(url, 220)).toBe(await QRCode.toString(url, { errorCorrectionLevel: 'M', margin: 2, type: 'svg', width: 220 }));
  });
});
