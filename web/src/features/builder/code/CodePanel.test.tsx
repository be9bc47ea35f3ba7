import { EditorView } from '@codemirror/view';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { dismissCookieBanner, jsonResponse, makeUser, mockApi, renderApp, signInAs } from '../../../testing/render-app';
import { makeProjectDetail } from '../../../testing/project-detail';
import { COPIED_MS } from './CopyButton';

const project = makeProjectDetail('a counter app');
const LAYOUT = 'app/src/main/res/layout/activity_main.xml';
const SLOW = { timeout: 5000 };

/** Types into the CodeMirror editor the way a user's keystrokes end up: a transaction on its view. */
function replaceEditorText(text: string): void {
  const content = document.querySelector('.cm-content');
  const view = content ? EditorView.findFromDOM(content as HTMLElement) : null;
  if (!view) throw new Error('no editor on screen');
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }));
}

function mockProject(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...extra,
    '/api/auth/credits': () => jsonResponse(200, { credits: 500 }),
    [`/api/generate/project/${project.id}/versions`]: () => jsonResponse(200, { versions: [] }),
    [`/api/generate/project/${project.id}/builds`]: () => jsonResponse(200, { builds: [] }),
    [`/api/generate/project/${project.id}`]: () => jsonResponse(200, project),
  });
}

describe('generated code', () => {
  beforeAll(() => Promise.all([import('../BuilderPage'), import('../BuilderWorkspace')]), 30_000);
  beforeEach(() => {
    dismissCookieBanner();
    signInAs(makeUser());
  });

  test('marks an edited file with * and saves only that file, then clears the mark', async () => {
    const edited = project.files[LAYOUT]!.replace('<LinearLayout', '<LinearLayout\n    android:tag="edited"');
    const saved = { ...project, files: { ...project.files, [LAYOUT]: edited }, spec: null, current_version: 2 };
    const fetchMock = mockProject({ [`PUT /api/generate/project/${project.id}`]: () => jsonResponse(200, { version: 2, findings: [], project: saved }) });
    renderApp(`/builder/${project.id}`);
    await screen.findByRole('tab', { name: 'activity_main.xml' }, SLOW);
    expect((screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement).disabled).toBe(true);

    replaceEditorText(edited);
    expect(screen.getByRole('tab', { name: 'activity_main.xml (unsaved)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.getByRole('tab', { name: 'activity_main.xml' })).toBeTruthy());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ files: { [LAYOUT]: edited } });
    expect(await screen.findByText('Saved as version 2')).toBeTruthy();
  });

  test('says Failed to save changes when the server refuses the save, and keeps the edit', async () => {
    mockProject({ [`PUT /api/generate/project/${project.id}`]: () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'boom' } }) });
    renderApp(`/builder/${project.id}`);
    await screen.findByRole('tab', { name: 'activity_main.xml' }, SLOW);
    replaceEditorText('<LinearLayout />');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save changes')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'activity_main.xml (unsaved)' })).toBeTruthy();
  });

  test('copies the open file and confirms with Copied! for 2 seconds', async () => {
    mockProject();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp(`/builder/${project.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy activity_main.xml' }, SLOW));
    await screen.findByText('Copied!');
    expect(writeText).toHaveBeenCalledWith(project.files[LAYOUT]);
    await waitFor(() => expect(screen.queryByText('Copied!')).toBeNull(), { timeout: COPIED_MS + 1000 });
  });
});
