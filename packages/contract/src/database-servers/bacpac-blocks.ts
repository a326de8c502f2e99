/**
 * doc2 §9: a BACPAC is sent to blob storage in blocks of 262,144 bytes, each block id the block's
 * number padded to 6 digits (then base64, as the storage service requires ids of one length).
 */
export const blobBlockSize = 262_144;

export const blockIdDigits = 6;

/** doc2 §9 "Size display base": file sizes are shown in powers of 1000. */
export const sizeDisplayBase = 1000;

/** The base64 block id of block `index` (0-based). */
export const blockIdOf = (index: number): string => {
  if (!Number.isInteger(index) || index < 0 || index >= 10 ** blockIdDigits) {
    throw new RangeError(`block ${index} cannot have a ${blockIdDigits}-digit id`);
  }
  return btoa(String(index).padStart(blockIdDigits, '0'));
};

export type PlannedBlock = { index: number; id: string; start: number; end: number };

/** The blocks a file of `size` bytes is sent in: each `blobBlockSize` bytes, the last one shorter. */
export const planBlocks = (size: number, blockSize: number = blobBlockSize): PlannedBlock[] => {
  const blocks: PlannedBlock[] = [];
  for (let start = 0, index = 0; start < size; start += blockSize, index += 1) {
    blocks.push({ index, id: blockIdOf(index), start, end: Math.min(start + blockSize, size) });
  }
  return blocks;
};

/** doc2 §5: a BACPAC upload needs a file whose name ends in .bacpac. */
export const isBacpacFileName = (name: string): boolean => name.toLowerCase().endsWith('.bacpac');

/** A byte count in the units of base 1000 (doc2 §9), e.g. 104.9 MB. */
export const formatSize = (bytes: number): string => {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= sizeDisplayBase && unit < units.length - 1) {
    value /= sizeDisplayBase;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${units[unit]}`;
};
