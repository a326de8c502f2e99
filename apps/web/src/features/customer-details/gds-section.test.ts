import { describe, expect, it } from 'vitest';
import { withGdsEnabled } from './gds-section';

describe('GDS settings', () => {
  it('turning GDS off clears the processing PCC and the API key', () => {
    const on = { gdsEnabled: true, gdsProcessingPcc: 'PCC1', cdsApiKey: 'k' };
    expect(withGdsEnabled(on, false)).toEqual({ gdsEnabled: false, gdsProcessingPcc: null, cdsApiKey: null });
    expect(withGdsEnabled({ gdsEnabled: false, gdsProcessingPcc: null, cdsApiKey: null }, true)).toMatchObject({
      gdsEnabled: true,
    });
  });
});
