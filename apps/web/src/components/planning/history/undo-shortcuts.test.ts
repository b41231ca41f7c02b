import { describe, expect, it } from 'vitest';
import { keyPress as press } from '@/test/keys';
import { isOwnUndoTarget, undoShortcut } from './undo-shortcuts';

describe('undoShortcut', () => {
  it('reads Ctrl/⌘+Z as undo and Ctrl/⌘+Shift+Z or Ctrl+Y as redo', () => {
    expect(undoShortcut(press('z', { ctrlKey: true }))).toBe('undo');
    expect(undoShortcut(press('z', { metaKey: true }))).toBe('undo');
    expect(undoShortcut(press('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(undoShortcut(press('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(undoShortcut(press('y', { ctrlKey: true }))).toBe('redo');
  });

  it('ignores everything else', () => {
    expect(undoShortcut(press('z'))).toBeNull();
    expect(undoShortcut(press('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(undoShortcut(press('z', { ctrlKey: true, metaKey: true }))).toBeNull();
    expect(undoShortcut(press('y', { metaKey: true }))).toBeNull();
    expect(undoShortcut(press('y', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(undoShortcut(press('x', { ctrlKey: true }))).toBeNull();
  });
});

describe('isOwnUndoTarget', () => {
  it('leaves text fields, selects, editable content and dialogs their own undo', () => {
    document.body.innerHTML = `
      <input id="text" /><input id="date" type="date" /><input id="box" type="checkbox" />
      <textarea id="area"></textarea><select id="pick"></select>
      <div id="edit" contenteditable="true"></div>
      <div role="dialog"><button id="inDialog">OK</button></div>
      <button id="plain">Bar</button>`;
    const target = (id: string) => document.getElementById(id);
    for (const id of ['text', 'date', 'area', 'pick', 'edit', 'inDialog']) expect(isOwnUndoTarget(target(id)), id).toBe(true);
    for (const id of ['box', 'plain']) expect(isOwnUndoTarget(target(id)), id).toBe(false);
    expect(isOwnUndoTarget(document.body)).toBe(false);
  });
});
