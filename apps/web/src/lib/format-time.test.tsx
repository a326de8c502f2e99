import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatLocalTime, formatUtcTime, LocalTime } from './format-time';

const instant = '2026-03-04T05:06:07.000Z';

describe('format-time', () => {
  it('gives the UTC time in one fixed form', () => {
    expect(formatUtcTime(instant)).toBe('2026-03-04 05:06:07 UTC');
    expect(formatUtcTime(Date.parse(instant))).toBe('2026-03-04 05:06:07 UTC');
  });

  it('shows the local time as the browser writes it', () => {
    const date = new Date(instant);
    expect(formatLocalTime(instant)).toBe(date.toLocaleString());
    expect(formatLocalTime(instant, 'date')).toBe(date.toLocaleDateString());
    expect(formatLocalTime(instant, 'time')).toBe(date.toLocaleTimeString());
  });

  it('says unknown for a value that is not a time', () => {
    expect(formatLocalTime('not a time')).toBe('unknown');
    expect(formatUtcTime('not a time')).toBe('unknown');
  });

  it('renders a time element with the instant and the UTC time on hover', () => {
    render(<LocalTime value={instant} />);
    const time = screen.getByText(new Date(instant).toLocaleString());
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('dateTime')).toBe(instant);
    expect(time.getAttribute('title')).toBe('2026-03-04 05:06:07 UTC');
  });
});
