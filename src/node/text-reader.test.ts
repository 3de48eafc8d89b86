// @vitest-environment node
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { FILE_KINDS } from '@/domain/files';
import { UNREADABLE_REASONS } from '@/lib/resume-text';
import { bulkyPdf, minimalDocx, minimalPdf } from '@/test/documents';
import { type TextReader, workerTextReader } from './text-reader';

/**
 * A DOCX of 60,000 one-letter paragraphs: 8 KB packed and within the unpacking budget, but mammoth
 * parses its XML in long synchronous stretches (seconds) and needs hundreds of MB of heap for it.
 */
const denseDocx = () => minimalDocx(Array.from({ length: 60_000 }, () => 'a'));

describe("the team server's text reader (a worker thread)", () => {
  let reader: TextReader | undefined;
  afterEach(async () => {
    await reader?.close();
    reader = undefined;
  });

  it('reads PDFs and DOCX files as the page does, one after another', async () => {
    reader = workerTextReader();
    expect(
      await reader.read(minimalPdf([['Ana Souza', 'Kubernetes']]), FILE_KINDS.pdf.mime),
    ).toEqual({ status: 'indexed', text: 'Ana Souza\nKubernetes' });
    expect(await reader.read(minimalDocx(['José Müller']), FILE_KINDS.docx.mime)).toEqual({
      status: 'indexed',
      text: 'José Müller',
    });
  });

  it('stops a file that holds its thread past the time limit, while the server’s thread keeps answering; the next file is read', async () => {
    reader = workerTextReader({ timeoutMs: 300 });
    const docx = denseDocx();
    // The worker started, the server's thread is watched while the hostile file is read.
    await reader.read(minimalDocx(['Ana Souza']), FILE_KINDS.docx.mime);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const text = await reader.read(docx, FILE_KINDS.docx.mime);
    delay.disable();
    expect(text).toEqual({ status: 'unreadable', reason: UNREADABLE_REASONS.slow });
    // Parsed on this thread, that file would hold it for seconds; the worker's never stalls it.
    expect(delay.max / 1e6).toBeLessThan(2000);
    expect(await reader.read(minimalDocx(['José Müller']), FILE_KINDS.docx.mime)).toEqual({
      status: 'indexed',
      text: 'José Müller',
    });
  });

  it('stops a file that needs more heap than the worker has; the next file is read', async () => {
    reader = workerTextReader({ heapMb: 64 });
    expect(await reader.read(denseDocx(), FILE_KINDS.docx.mime)).toEqual({
      status: 'unreadable',
      reason: UNREADABLE_REASONS.memory,
    });
    expect(await reader.read(minimalDocx(['Ana Souza']), FILE_KINDS.docx.mime)).toEqual({
      status: 'indexed',
      text: 'Ana Souza',
    });
  });

  it('stops a PDF whose font unpacks past the memory allowed (outside any heap)', async () => {
    reader = workerTextReader({ growthMb: 128 });
    // The same limits let an ordinary PDF through (and PDF.js is loaded before the hostile one).
    expect(await reader.read(minimalPdf([['Ana Souza']]), FILE_KINDS.pdf.mime)).toEqual({
      status: 'indexed',
      text: 'Ana Souza',
    });
    const pdf = bulkyPdf(512 * 1024 * 1024);
    expect(pdf.length).toBeLessThan(16 * 1024);
    expect(await reader.read(pdf, FILE_KINDS.pdf.mime)).toEqual({
      status: 'unreadable',
      reason: UNREADABLE_REASONS.memory,
    });
  });
});
