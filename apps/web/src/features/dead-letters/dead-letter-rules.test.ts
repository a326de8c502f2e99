import type { DeadLetter } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  countLine,
  keptSelection,
  pageSelection,
  pageSizeOptions,
  readableBody,
  toggled,
  withAllToggled,
} from './dead-letter-rules';

const letter = (messageId: string): DeadLetter => ({
  messageId,
  queueName: 'registrations',
  label: 'RegistrationCreated',
  enqueuedAtUtc: '2026-11-25T10:00:00.000Z',
  deliveryCount: 10,
  deadLetterReason: 'MaxDeliveryCountExceeded',
  deadLetterErrorDescription: 'x',
  body: '{}',
});

describe('dead-letter rules', () => {
  it('offers the page sizes of doc1 §9', () => {
    expect(pageSizeOptions).toEqual(['10', '20', '50', '100']);
  });

  it('selects rows one by one or the whole page, and keeps only rows still shown', () => {
    const shown = [letter('a'), letter('b')];
    const one = toggled(new Set(), 'a');
    expect(pageSelection(one, shown)).toBe('some');
    expect(pageSelection(toggled(one, 'b'), shown)).toBe('all');
    expect(pageSelection(toggled(one, 'a'), shown)).toBe('none');
    expect([...withAllToggled(one, shown)]).toEqual(['a', 'b']);
    expect([...withAllToggled(new Set(['a', 'b']), shown)]).toEqual([]);
    expect([...keptSelection(new Set(['a', 'gone']), shown)]).toEqual(['a']);
  });

  it('indents a JSON body and leaves any other as it came', () => {
    expect(readableBody('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(readableBody('plain <text>')).toBe('plain <text>');
  });

  it('says how many there are and how many are shown', () => {
    expect(countLine(0, 0)).toBe('No dead letters.');
    expect(countLine(1, 1)).toBe('1 dead letter.');
    expect(countLine(3412, 10)).toBe('3,412 dead letters; the oldest 10 shown.');
  });
});
