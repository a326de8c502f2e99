import { describe, expect, it } from 'vitest';
import { pendingMigrations, type MigrationFile } from './migration-check';

const files: MigrationFile[] = [
  { tag: '0000_first', hash: 'a'.repeat(64) },
  { tag: '0001_second', hash: 'b'.repeat(64) },
  { tag: '0002_third', hash: 'c'.repeat(64) },
];
const applied = (...hashes: string[]) => hashes.map((hash, index) => ({ hash, createdAt: index }));

describe('pendingMigrations', () => {
  it('is every migration on a new database, and none when all are applied', () => {
    expect(pendingMigrations(files, [])).toEqual(files);
    expect(pendingMigrations(files, applied(files[0]!.hash, files[1]!.hash, files[2]!.hash))).toEqual([]);
  });

  it('is the newer migrations when the applied ones are the first of the folder', () => {
    expect(pendingMigrations(files, applied(files[0]!.hash))).toEqual(files.slice(1));
  });

  it('refuses an applied migration whose file changed since', () => {
    expect(() => pendingMigrations(files, applied(files[0]!.hash, 'f'.repeat(64), files[2]!.hash))).toThrow(
      /0001_second does not match what was applied \(recorded hash ffffffffffff…, file hash bbbbbbbbbbbb…\)/,
    );
  });

  it('refuses an older migration missing between applied ones', () => {
    expect(() => pendingMigrations(files, applied(files[0]!.hash, files[2]!.hash))).toThrow(
      /0001_second is not recorded as applied, but later ones are \(0002_third is recorded in its place\)/,
    );
  });

  it('refuses a database migrated by a newer version', () => {
    expect(() => pendingMigrations(files.slice(0, 2), applied(files[0]!.hash, files[1]!.hash, files[2]!.hash))).toThrow(
      /has 3 applied migrations but this version knows 2/,
    );
  });
});
