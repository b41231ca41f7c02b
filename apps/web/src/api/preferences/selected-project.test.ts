import { describe, expect, it } from 'vitest';
import { chooseProject } from './selected-project';

const projects = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('chooseProject', () => {
  it("leaves a URL that names one of the user's projects alone", () => {
    expect(chooseProject(projects, 'b', 'c')).toBeNull();
  });

  it('restores the saved project when the URL names none, or one the user cannot see', () => {
    expect(chooseProject(projects, null, 'c')).toEqual({ projectId: 'c', shouldSave: false });
    expect(chooseProject(projects, 'gone', 'c')).toEqual({ projectId: 'c', shouldSave: false });
  });

  it('chooses the first project and saves it when none is saved, or the saved one is gone', () => {
    expect(chooseProject(projects, null, null)).toEqual({ projectId: 'a', shouldSave: true });
    expect(chooseProject(projects, null, 'deleted')).toEqual({ projectId: 'a', shouldSave: true });
  });

  it('has nothing to choose without projects', () => {
    expect(chooseProject([], null, 'a')).toBeNull();
    expect(chooseProject([], 'a', null)).toBeNull();
  });
});
