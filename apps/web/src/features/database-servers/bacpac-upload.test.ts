import { blobBlockSize, blockIdOf, formatSize, planBlocks } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  blockReader,
  blocksPerRead,
  forEachBlock,
  percentOf,
  progressReporter,
  whyNotUploadable,
  type UploadProgress,
} from './bacpac-upload';

describe('BACPAC block planning (doc2 §9)', () => {
  it('cuts a file into 262,144-byte blocks, the last one shorter', () => {
    const blocks = planBlocks(blobBlockSize * 2 + 10);
    expect(blocks.map((b) => b.end - b.start)).toEqual([blobBlockSize, blobBlockSize, 10]);
    expect(blocks.map((b) => b.start)).toEqual([0, blobBlockSize, blobBlockSize * 2]);
    expect(planBlocks(blobBlockSize)).toHaveLength(1);
    expect(planBlocks(0)).toEqual([]);
  });

  it('gives each block its number padded to 6 digits, base64 encoded, all of one length', () => {
    expect(atob(blockIdOf(0))).toBe('000000');
    expect(atob(blockIdOf(42))).toBe('000042');
    expect(atob(blockIdOf(999_999))).toBe('999999');
    expect(() => blockIdOf(1_000_000)).toThrow(RangeError);
    const ids = planBlocks(blobBlockSize * 400).map((b) => b.id);
    expect(new Set(ids.map((id) => id.length))).toEqual(new Set([8]));
    expect(new Set(ids).size).toBe(400);
  });

  it('counts 100 MB (base 1000) as 382 blocks', () => {
    expect(planBlocks(100_000_000)).toHaveLength(Math.ceil(100_000_000 / blobBlockSize));
    expect(formatSize(100_000_000)).toBe('100.0 MB');
    expect(formatSize(999)).toBe('999 bytes');
    expect(formatSize(1500)).toBe('1.5 KB');
  });

  it('accepts only a file whose name ends in .bacpac', () => {
    expect(whyNotUploadable(null)).toBe('Please select a BACPAC file to upload.');
    expect(whyNotUploadable(new File(['x'], 'db.zip'))).toBe('Please select a BACPAC file to upload.');
    expect(whyNotUploadable(new File(['x'], 'Default.BACPAC'))).toBeNull();
  });

  it('reports whole percentages up to 100', () => {
    expect(percentOf(0, 10)).toBe(0);
    expect(percentOf(5, 10)).toBe(50);
    expect(percentOf(9.99, 10)).toBe(99);
    expect(percentOf(10, 10)).toBe(100);
    expect(percentOf(0, 0)).toBe(100);
  });

  it('keeps at most the given number of blocks in flight and starts each once', async () => {
    let inFlight = 0;
    let most = 0;
    const started: number[] = [];
    await forEachBlock(planBlocks(blobBlockSize * 10), 4, async (block) => {
      started.push(block.index);
      inFlight += 1;
      most = Math.max(most, inFlight);
      // A turn of the event loop's microtasks: the other workers start before this one ends.
      await Promise.resolve();
      inFlight -= 1;
    });
    expect(most).toBe(4);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('reads the file once per 16 blocks and gives each block its own bytes', async () => {
    const size = blobBlockSize * (blocksPerRead * 2 + 2) + 7;
    // Each block's bytes differ from its neighbours' (its index, then its position's low byte).
    const bytes = new Uint8Array(size);
    for (let i = 0; i < size; i += 1) bytes[i] = (Math.floor(i / blobBlockSize) * 31 + i) % 256;
    const file = new Blob([bytes]);
    const slices: [number, number][] = [];
    const counted = {
      slice: (start: number, end: number) => {
        slices.push([start, end]);
        return file.slice(start, end);
      },
    } as Blob;
    const blocks = planBlocks(size);
    const bytesOf = blockReader(counted, blocks);
    // Asked for in order, some at once, as forEachBlock does.
    await forEachBlock(blocks, 12, async (block) => {
      const got = await bytesOf(block);
      expect(Buffer.from(got).equals(Buffer.from(bytes.subarray(block.start, block.end))), `block ${block.index}`).toBe(true);
    });
    expect(slices).toEqual([
      [0, blobBlockSize * blocksPerRead],
      [blobBlockSize * blocksPerRead, blobBlockSize * blocksPerRead * 2],
      [blobBlockSize * blocksPerRead * 2, size],
    ]);
  });

  it('reports progress when the whole percentage moves, from the first report to 100', () => {
    const reports: UploadProgress[] = [];
    const report = progressReporter(1000, (progress) => reports.push(progress));
    for (const sent of [0, 3, 9, 10, 15, 19, 20, 500, 999, 1000]) report(sent);
    expect(reports.map((r) => r.percent)).toEqual([0, 1, 2, 50, 99, 100]);
    expect(reports.map((r) => r.sentBytes)).toEqual([0, 10, 20, 500, 999, 1000]);
  });
});
