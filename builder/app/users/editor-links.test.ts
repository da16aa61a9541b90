import { describe, expect, it } from 'vitest';
import { editorUrl, usersUrl } from './editor-links';

describe('[EDITOR] links between the editor and User Management', () => {
  it('carry the page the builder was on, and leave it out when unknown', () => {
    expect(usersUrl('s1', 'p 1')).toBe('/edit/s1/users?pageId=p%201');
    expect(usersUrl('s1', 'p1', '/groups')).toBe('/edit/s1/users/groups?pageId=p1');
    expect(usersUrl('s1', null)).toBe('/edit/s1/users');
    expect(editorUrl('s1', 'p1')).toBe('/edit/s1?pageId=p1');
    expect(editorUrl('s1')).toBe('/edit/s1');
  });
});
