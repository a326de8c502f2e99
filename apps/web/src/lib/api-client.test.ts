import { describe, expect, it } from 'vitest';
import { attachmentFileName } from './api-client';

describe('a download’s file name', () => {
  it('is the one the server gives in Content-Disposition, or none', () => {
    expect(attachmentFileName('attachment; filename="registrations-1-2026-11-25.csv"')).toBe('registrations-1-2026-11-25.csv');
    expect(attachmentFileName('attachment; filename=report.csv')).toBe('report.csv');
    expect(attachmentFileName('attachment')).toBeNull();
    expect(attachmentFileName(null)).toBeNull();
  });
});
