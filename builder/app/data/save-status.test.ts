import { describe, expect, it } from 'vitest';
import { recordsStatus, savedStatus, savingStatus } from './save-status';

describe('save status', () => {
  it('says how many cells are being saved', () => {
    expect(savingStatus(1)).toEqual({ tone: 'info', message: 'Saving…' });
    expect(savingStatus(4)).toEqual({ tone: 'info', message: 'Saving 4 cells…' });
  });

  it('says what was saved, or how many cells were refused and where to look', () => {
    expect(savedStatus(1, 0)).toEqual({ tone: 'success', message: 'Saved.' });
    expect(savedStatus(3, 0)).toEqual({ tone: 'success', message: '3 cells saved.' });
    expect(savedStatus(3, 1)).toEqual({
      tone: 'critical',
      message: '1 cell not saved: the reason shows at each cell.',
    });
    expect(savedStatus(0, 2)).toEqual({
      tone: 'critical',
      message: '2 cells not saved: the reason shows at each cell.',
    });
  });

  it('says which records an undo or redo added back or deleted, and why the others were not', () => {
    expect(recordsStatus('added', { done: 1, failed: 0 })).toEqual({
      tone: 'success',
      message: '1 record added back.',
    });
    expect(recordsStatus('deleted', { done: 3, failed: 0 })).toEqual({
      tone: 'success',
      message: '3 records deleted.',
    });
    expect(recordsStatus('deleted', { done: 0, failed: 1, error: 'Record not found.' })).toEqual({
      tone: 'critical',
      message: '1 record not deleted: Record not found.',
    });
    expect(recordsStatus('added', { done: 2, failed: 1, error: 'Email is not valid.' })).toEqual({
      tone: 'critical',
      message: '2 records added back; 1 record not added back: Email is not valid.',
    });
  });
});
