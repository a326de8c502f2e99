import { describe, expect, it } from 'vitest';
import { logSearchLink, toLocalInput } from './log-search';

describe('the log search link', () => {
  const from = new Date(2031, 2, 1, 14, 0);
  const to = new Date(2031, 2, 1, 15, 0);

  it("opens the Audit screen's error view for the hour without a log server", () => {
    expect(logSearchLink({ logServerUrl: null, environment: 'development', from, to })).toEqual({
      kind: 'audit',
      search: { show: 'errors', from: '2031-03-01T14:00', to: '2031-03-01T15:00' },
    });
    expect(logSearchLink({ logServerUrl: null, environment: 'development' })).toEqual({
      kind: 'audit',
      search: { show: 'errors' },
    });
  });

  it("opens the log server's event search for errors of this environment", () => {
    const link = logSearchLink({ logServerUrl: 'https://seq.example', environment: "qa's", from, to });
    expect(link.kind).toBe('logServer');
    const url = new URL(link.kind === 'logServer' ? link.href.replace('/#/', '/') : '');
    expect(url.origin + url.pathname).toBe('https://seq.example/events');
    expect(url.searchParams.get('filter')).toBe("@Level in ['Error', 'Fatal'] and Environment = 'qa''s'");
    expect(url.searchParams.get('from')).toBe(from.toISOString());
    expect(url.searchParams.get('to')).toBe(to.toISOString());
  });

  it('writes local datetime inputs to the minute', () => {
    expect(toLocalInput(new Date(2031, 0, 5, 7, 9, 30))).toBe('2031-01-05T07:09');
  });
});
