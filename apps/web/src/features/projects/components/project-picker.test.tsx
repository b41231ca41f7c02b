import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@/lib/router';
import type { ProjectSummary } from '@plotline/shared';
import { mockFetch, ok } from '@/test/fetch-mock';
import { makeProjectSummary } from '@/test/projects';
import { renderWithProviders } from '@/test/render';
import { projectPickerLabel, ProjectPicker } from './project-picker';
import { ProjectPickerDropdown } from './project-picker-dropdown';
import { ProjectPickerMenu } from './project-picker-menu';

let nextId = 1;
function makeProject(overrides: Partial<ProjectSummary> = {}): ProjectSummary {
  const id = `0190f5b2-0000-7000-8000-${String(nextId++).padStart(12, '0')}`;
  return makeProjectSummary({ id, name: 'Project', updatedAt: '2025-01-02T00:00:00.000Z', ...overrides });
}

const apollo = makeProject({ name: 'Apollo Migration', description: 'Move the data centre', timelineCount: 2 });
const gemini = makeProject({ name: 'Gemini Release', description: 'Ship version TWO', timelineCount: 1 });

function renderDropdown(overrides: Partial<Parameters<typeof ProjectPickerDropdown>[0]> = {}) {
  const props = { projects: [apollo, gemini], selectedProjectId: null, onSelect: vi.fn(), onCreate: vi.fn(async () => {}), ...overrides };
  render(<ProjectPickerDropdown {...props} />);
  return { ...props, user: userEvent.setup() };
}

describe('project picker label', () => {
  it('cuts names at 30 characters (20 on mobile) and shows the other states', () => {
    const name = 'A very long project name that keeps going';
    expect(projectPickerLabel({ isLoading: false, projectCount: 1, selectedProjectName: name })).toBe(`${name.slice(0, 30)}...`);
    expect(projectPickerLabel({ isLoading: false, projectCount: 1, selectedProjectName: name, maxNameLength: 20 })).toBe(`${name.slice(0, 20)}...`);
    expect(projectPickerLabel({ isLoading: false, projectCount: 1, selectedProjectName: 'Short' })).toBe('Short');
    expect(projectPickerLabel({ isLoading: true, projectCount: 0 })).toBe('Loading...');
    expect(projectPickerLabel({ isLoading: false, projectCount: 0 })).toBe('No Projects');
    expect(projectPickerLabel({ isLoading: false, projectCount: 2, selectedProjectName: null })).toBe('Select Project');
    // A list that could not be loaded is not an empty one.
    expect(projectPickerLabel({ isLoading: false, isError: true, projectCount: 0 })).toBe('Failed to load projects');
  });

  it('renders the Project: label with the cut name', () => {
    render(<ProjectPicker isLoading={false} projectCount={1} selectedProjectName="Thirty-one characters long name!" />);
    expect(screen.getByRole('button')).toHaveTextContent('Project:Thirty-one characters long nam...');
  });
});

describe('ProjectPickerDropdown', () => {
  it('lists projects with description and timeline counts', () => {
    renderDropdown();
    expect(screen.getByRole('heading', { name: 'Select a Project...' })).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('button');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Apollo Migration');
    expect(rows[0]).toHaveTextContent('Move the data centre');
    expect(rows[0]).toHaveTextContent('2 timelines');
    expect(rows[1]).toHaveTextContent('1 timeline');
    expect(rows[1]).not.toHaveTextContent('1 timelines');
  });

  it('badges each project with the level the user can actually use, and why it is lower', () => {
    const capped = makeProject({
      name: 'Capped Plan',
      isOwner: false,
      isShared: true,
      userAccessLevel: 'admin',
      effectiveLevel: 'read',
      limitedBy: { organizationRole: 'member' },
    });
    renderDropdown({ projects: [apollo, capped] });
    const rows = within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('button');
    expect(rows[0]).toHaveTextContent('Owner');
    expect(rows[0]).not.toHaveTextContent('limited');
    expect(rows[1]).toHaveTextContent('View— limited by organization role member');
    expect(rows[1]).not.toHaveTextContent('Admin');
  });

  it('filters by name or description, ignoring case', async () => {
    const { user } = renderDropdown();
    const search = screen.getByPlaceholderText('Search projects...');
    await user.type(search, 'apollo');
    expect(screen.getByText('Apollo Migration')).toBeInTheDocument();
    expect(screen.queryByText('Gemini Release')).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'version two');
    expect(screen.getByText('Gemini Release')).toBeInTheDocument();
    expect(screen.queryByText('Apollo Migration')).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'zeppelin');
    expect(screen.getByText('No projects match "zeppelin"')).toBeInTheDocument();
  });

  it('hides the search box on scroll down and brings it back on scroll up', () => {
    renderDropdown();
    const list = screen.getByTestId('project-picker-list');
    const search = screen.getByPlaceholderText('Search projects...');
    list.scrollTop = 40;
    fireEvent.scroll(list);
    expect(search).toHaveAttribute('tabindex', '-1');
    list.scrollTop = 20;
    fireEvent.scroll(list);
    expect(search).not.toHaveAttribute('tabindex');
  });

  it('says when there are no projects at all', () => {
    renderDropdown({ projects: [] });
    expect(screen.getByText('No projects found')).toBeInTheDocument();
  });

  it("says 'Failed to load projects' with a Retry when the list could not be loaded", async () => {
    const onRetryLoad = vi.fn();
    const { user } = renderDropdown({ projects: [], onRetryLoad });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load projects');
    expect(screen.queryByText('No projects found')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetryLoad).toHaveBeenCalledTimes(1);
  });

  it('selects a project on click', async () => {
    const { user, onSelect } = renderDropdown();
    await user.click(screen.getByText('Gemini Release'));
    expect(onSelect).toHaveBeenCalledWith(gemini.id);
  });

  it('keeps Create disabled while the name is blank and sends the trimmed name', async () => {
    let finish!: () => void;
    const onCreate = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderDropdown({ onCreate });
    await user.click(screen.getByRole('button', { name: '+ Add New Project' }));
    const input = screen.getByPlaceholderText('Project name...');
    const create = screen.getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await user.type(input, '   ');
    expect(create).toBeDisabled();
    await user.type(input, '  Voyager  ');
    expect(create).toBeEnabled();
    await user.click(create);
    expect(onCreate).toHaveBeenCalledWith('Voyager');
    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: '+ Add New Project' })).toBeInTheDocument());
  });

  it('Cancel closes the inline form without creating', async () => {
    const { user, onCreate } = renderDropdown();
    await user.click(screen.getByRole('button', { name: '+ Add New Project' }));
    await user.type(screen.getByPlaceholderText('Project name...'), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByPlaceholderText('Project name...')).not.toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });
});

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

/** The connected picker at `route`, with the current location shown beside it. */
function renderMenu(route: string) {
  renderWithProviders(
    <>
      <ProjectPickerMenu />
      <LocationProbe />
    </>,
    { route },
  );
}

// Which project is selected on landing is tested through the real routes in app/project-selection.test.tsx.
describe('ProjectPickerMenu', () => {
  it('choosing a project puts it in the URL and saves it', async () => {
    const saved: unknown[] = [];
    mockFetch({
      'GET /api/v1/projects': ok([apollo, gemini]),
      'PUT /api/v1/preferences/ui/selected_project': ({ body }) => {
        saved.push((body as { value: unknown }).value);
        return ok({ category: 'ui', key: 'selected_project', value: (body as { value: unknown }).value });
      },
    });
    const user = userEvent.setup();
    renderMenu(`/calendar?project=${apollo.id}`);
    await waitFor(() => expect(screen.getByRole('button', { name: /Project:/ })).toHaveTextContent('Apollo Migration'));
    await user.click(screen.getByRole('button', { name: /Project:/ }));
    await user.click(await screen.findByText('Gemini Release'));
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(`/calendar?project=${gemini.id}`));
    await waitFor(() => expect(saved).toEqual([gemini.id]));
  });

  it("a failed preference save only warns in the console ('API call failed', docs/decisions.md D19) and keeps the selection", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({
      'GET /api/v1/projects': ok([apollo, gemini]),
      'PUT /api/v1/preferences/ui/selected_project': {
        status: 500,
        statusText: 'Internal Server Error',
        body: { success: false, code: 'INTERNAL' },
      },
    });
    const user = userEvent.setup();
    renderMenu(`/timeline?project=${apollo.id}`);
    await user.click(await screen.findByRole('button', { name: /Project:/ }));
    await user.click(await screen.findByText('Gemini Release'));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('API call failed: 500 Internal Server Error'));
    expect(screen.queryByText('API call failed: 500 Internal Server Error')).not.toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent(`?project=${gemini.id}`);
  });
});
