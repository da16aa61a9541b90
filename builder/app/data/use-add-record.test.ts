import { describe, expect, it } from 'vitest';
import { replayKeys } from './use-add-record';

describe('replayKeys: keys typed on the add row while its record is being created', () => {
  it('saves the fields Tab left and opens the one the cursor is on with its text', () => {
    expect(replayKeys({ texts: ['INV-1', '12'], at: 1, entered: false })).toEqual({
      saves: [{ field: 0, text: 'INV-1' }],
      then: { down: false, field: 1, typed: '12' },
    });
  });

  it('after a Tab with nothing typed yet, the cursor is on the next field, not back in the last one', () => {
    // The journey's failure: 'INV-1', Tab, then the record arrived; '1200' went on into Name.
    expect(replayKeys({ texts: ['INV-1'], at: 1, entered: false })).toEqual({
      saves: [{ field: 0, text: 'INV-1' }],
      then: { down: false, field: 1, typed: null },
    });
  });

  it('Enter saves every field typed and moves down', () => {
    expect(replayKeys({ texts: ['INV-2', '800', '2026-12-31'], at: 2, entered: true })).toEqual({
      saves: [
        { field: 0, text: 'INV-2' },
        { field: 1, text: '800' },
        { field: 2, text: '2026-12-31' },
      ],
      then: { down: true },
    });
  });

  it('Shift+Tab back to a field typed before: its text stays open there, the others are saved', () => {
    expect(replayKeys({ texts: ['A', 'B'], at: 0, entered: false })).toEqual({
      saves: [{ field: 1, text: 'B' }],
      then: { down: false, field: 0, typed: 'A' },
    });
  });

  it('nothing typed: the cursor on the first field, nothing saved', () => {
    expect(replayKeys({ texts: [], at: 0, entered: false })).toEqual({
      saves: [],
      then: { down: false, field: 0, typed: null },
    });
  });
});
