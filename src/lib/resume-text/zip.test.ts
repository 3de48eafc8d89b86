// @vitest-environment node
import { strToU8, zipSync } from 'fflate';
import { readZipEntries, ZipTooLargeError } from './zip';

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe('reading a ZIP archive', () => {
  const zip = zipSync({
    mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }],
    'content.xml': strToU8('<p>Ana</p>'.repeat(1000)),
    'Pictures/photo.png': new Uint8Array(1000),
  });

  it('unpacks the entries asked for, stored or deflated', async () => {
    const files = await readZipEntries(zip, (name) => !name.endsWith('.png'), 1024 * 1024);
    expect([...files.keys()]).toEqual(['mimetype', 'content.xml']);
    expect(text(files.get('mimetype'))).toBe('application/vnd.oasis.opendocument.text');
    expect(text(files.get('content.xml'))).toBe('<p>Ana</p>'.repeat(1000));
  });

  it('refuses entries that unpack to more than the budget, together', async () => {
    await expect(readZipEntries(zip, () => true, 10_000)).rejects.toBeInstanceOf(ZipTooLargeError);
  });

  it('refuses what is not a ZIP archive, or only the start of one', async () => {
    await expect(readZipEntries(strToU8('not a zip'), () => true, 1000)).rejects.toThrow(
      'Not a ZIP archive.',
    );
    await expect(readZipEntries(zip.subarray(0, 200), () => true, 1000)).rejects.toThrow();
  });

  it('refuses an encrypted entry', async () => {
    const locked = zip.slice();
    const view = new DataView(locked.buffer);
    // The first directory entry's flags: bit 0 says it is encrypted.
    for (let at = locked.length - 22; at >= 0; at -= 1)
      if (view.getUint32(at, true) === 0x06054b50) {
        const directory = view.getUint32(at + 16, true);
        view.setUint16(directory + 8, 1, true);
        break;
      }
    await expect(readZipEntries(locked, () => true, 1024 * 1024)).rejects.toThrow(
      'The archive is encrypted.',
    );
  });

  it('stops once its signal aborts', async () => {
    const big = zipSync({ 'content.xml': new Uint8Array(8 * 1024 * 1024).fill(0x41) });
    const controller = new AbortController();
    controller.abort(new Error('Too slow'));
    await expect(
      readZipEntries(big, () => true, 16 * 1024 * 1024, controller.signal),
    ).rejects.toThrow('Too slow');
  });
});
