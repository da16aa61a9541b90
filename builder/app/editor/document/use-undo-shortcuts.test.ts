import { describe, expect, it } from 'vitest';
import { shortcutOf } from './use-undo-shortcuts';

describe('[EDITOR] keyboard shortcuts', () => {
  const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...mods,
  });
  it('maps Ctrl/Cmd+Z to undo and Shift+Ctrl/Cmd+Z or Ctrl+Y to redo', () => {
    expect(shortcutOf(key('z', { ctrlKey: true }))).toBe('undo');
    expect(shortcutOf(key('z', { metaKey: true }))).toBe('undo');
    expect(shortcutOf(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(shortcutOf(key('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(shortcutOf(key('y', { ctrlKey: true }))).toBe('redo');
    expect(shortcutOf(key('z'))).toBeNull();
    expect(shortcutOf(key('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(shortcutOf(key('c', { ctrlKey: true }))).toBeNull();
  });
});
