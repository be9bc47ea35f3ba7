import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { makeGenerateReply } from '../../testing/factories';
import { dismissCookieBanner, jsonResponse, makeUser, mockApi, renderApp, signInAs } from '../../testing/render-app';
import { makeProjectDetail } from '../../testing/project-detail';

const project = makeProjectDetail();
const SLOW = { timeout: 5000 };

function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function streamReply(text: string): Response {
  return new Response(new Blob([text]).stream(), { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

const reply = makeGenerateReply({ appData: project.app_data, projectId: project.id });

describe('builder', () => {
  // The route loads the builder lazily; warm the modules so the first test does not race its import.
  beforeAll(() => Promise.all([import('./BuilderPage'), import('./BuilderWorkspace')]), 30_000);

  beforeEach(() => {
    dismissCookieBanner();
    signInAs(makeUser({ credits: 500 }));
  });

  test('shows the cost on the Generate button and refuses a blank prompt without calling the server', async () => {
    const fetchMock = mockApi({ '/api/auth/credits': () => jsonResponse(200, { credits: 500 }) });
    renderApp('/builder');
    const generate = await screen.findByRole('button', { name: /Generate App.*100 credits/ });
    fireEvent.click(generate);
    expect(await screen.findByText('Please enter a prompt')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/generate/'))).toBe(false);
  });

  test('generates an app from a prompt, then shows its details, code, chat and preview, and the new balance', async () => {
    let credits = 500;
    const fetchMock = mockApi({
      '/api/auth/credits': () => jsonResponse(200, { credits }),
      'POST /api/generate/stream': () => {
        credits = 400;
        return streamReply(sse('progress', { stage: 'writing', percent: 55, message: 'Writing Kotlin and layouts' }) + sse('result', reply));
      },
      [`/api/generate/project/${project.id}/versions`]: () => jsonResponse(200, { versions: [{ n: 1, source: 'generate', prompt: project.prompt, created_at: project.created_at, current: true, interactive: true }] }),
      [`/api/generate/project/${project.id}/builds`]: () => jsonResponse(200, { builds: [] }),
      [`/api/generate/project/${project.id}`]: () => jsonResponse(200, project),
    });
    const { router } = renderApp('/builder');

    fireEvent.change(await screen.findByLabelText('App description'), { target: { value: project.prompt } });
    fireEvent.click(screen.getByRole('button', { name: /Generate App/ }));

    // Generous waits: the editor and preview mount here, slow on a busy machine.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/builder/${project.id}`), SLOW);
    expect(await screen.findByTestId('app-name', {}, SLOW)).toHaveProperty('textContent', project.app_data.appName);
    expect(screen.getByRole('button', { name: /Refine App.*50 credits/ })).toBeTruthy();
    expect(screen.getByTestId('credit-balance').textContent).toBe('400 credits');
    const tabs = within(screen.getByRole('tablist', { name: 'Project files' })).getAllByRole('tab');
    expect(tabs[0]?.textContent).toBe('activity_main.xml');
    expect(tabs.map((t) => t.textContent)).toContain('MainActivity.kt');
    expect(within(screen.getByRole('region', { name: 'Chat history' })).getByText(project.prompt)).toBeTruthy();
    expect(await screen.findByText('Version 1 · Generated', {}, SLOW)).toBeTruthy();
    const body = JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === '/api/generate/stream')?.[1]?.body));
    expect(body).toEqual({ prompt: project.prompt, conversationHistory: [], mode: 'generate' });
  });

  test('shows the server message when generation is refused for lack of credits and offers the plans', async () => {
    mockApi({
      '/api/auth/credits': () => jsonResponse(200, { credits: 40 }),
      'POST /api/generate/stream': () => streamReply(sse('error', { error: { code: 'INSUFFICIENT_CREDITS', message: 'You need 100 credits but have 40.' } })),
    });
    renderApp('/builder');
    fireEvent.change(await screen.findByLabelText('App description'), { target: { value: 'a counter' } });
    fireEvent.click(screen.getByRole('button', { name: /Generate App/ }));
    expect(await screen.findByText('You need 100 credits but have 40.')).toBeTruthy();
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
  });

  test('offers the suggestions of a prompt it did not understand, says nothing was charged, and generates one when clicked', async () => {
    const prompts: string[] = [];
    mockApi({
      '/api/auth/credits': () => jsonResponse(200, { credits: 500 }),
      'POST /api/generate/stream': (_url, init) => {
        prompts.push((JSON.parse(String(init?.body)) as { prompt: string }).prompt);
        return prompts.length === 1
          ? streamReply(sse('error', { error: { code: 'PROMPT_NOT_UNDERSTOOD', message: 'I could not tell what app you want.' }, suggestions: ['A tip calculator', 'A todo list with due dates'] }))
          : streamReply(sse('error', { error: { code: 'INSUFFICIENT_CREDITS', message: 'You need 100 credits.' } }));
      },
    });
    renderApp('/builder');
    fireEvent.change(await screen.findByLabelText('App description'), { target: { value: 'blorp' } });
    fireEvent.click(screen.getByRole('button', { name: /Generate App/ }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/I could not tell what app you want/)).toBeTruthy();
    expect(within(alert).getByText(/Nothing was charged/)).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'A tip calculator' }));
    await waitFor(() => expect(prompts).toEqual(['blorp', 'A tip calculator']));
  });

  test('shows what was built and what was not, with the reason, under the answer in the chat', async () => {
    const withReport = makeProjectDetail(undefined, {
      chat_history: [
        { role: 'user', content: 'Expenses with receipt scanning' },
        { role: 'assistant', content: 'Built Expenses.', report: { built: ['Add, edit and delete expenses'], notBuilt: [{ request: 'receipt scanning', reason: 'Generated apps cannot use the camera.' }] } },
      ],
    });
    mockApi({
      '/api/auth/credits': () => jsonResponse(200, { credits: 500 }),
      [`/api/generate/project/${withReport.id}/versions`]: () => jsonResponse(200, { versions: [] }),
      [`/api/generate/project/${withReport.id}/builds`]: () => jsonResponse(200, { builds: [] }),
      [`/api/generate/project/${withReport.id}`]: () => jsonResponse(200, withReport),
    });
    renderApp(`/builder/${withReport.id}`);
    const chat = await screen.findByRole('region', { name: 'Chat history' }, SLOW);
    expect(within(within(chat).getByRole('list', { name: 'Built' })).getByText('Add, edit and delete expenses')).toBeTruthy();
    expect(within(chat).getByText('Not built: “receipt scanning” because generated apps cannot use the camera.')).toBeTruthy();
  });

  test('turns the credit meter red with Low and Get More below 1,000 credits', async () => {
    mockApi({ '/api/auth/credits': () => jsonResponse(200, { credits: 999 }) });
    renderApp('/builder');
    expect(await screen.findByText('999 credits')).toBeTruthy();
    expect(screen.getByText('Low')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get More' }).getAttribute('href')).toBe('/pricing');
    const header = screen.getByRole('navigation', { name: 'Account' });
    for (const name of ['Upgrade', 'Projects', 'Dashboard']) expect(within(header).getByRole('link', { name })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  test('says there is no project to build before an app exists, and that builds need the Starter plan', async () => {
    mockApi({ '/api/auth/credits': () => jsonResponse(200, { credits: 500 }) });
    renderApp('/builder');
    expect(await screen.findByText(/APK builds come with the Starter plan and above/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Build & Download APK/ }));
    expect(await screen.findByText('No project to build')).toBeTruthy();
  });

  test('shows Failed to load project with a retry when the project cannot be read', async () => {
    mockApi({
      '/api/auth/credits': () => jsonResponse(200, { credits: 500 }),
      '/api/generate/project/': () => jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Project not found' } }),
    });
    renderApp(`/builder/${project.id}`);
    expect(await screen.findByText('Failed to load project')).toBeTruthy();
    expect(screen.getByText('Project not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  test('refines the open project with its chat history, refuses a blank request and starts over with + New App', async () => {
    const renamed = { ...project, app_data: { ...project.app_data, appName: 'DoIt' }, current_version: 2 };
    let current = project;
    const fetchMock = mockApi({
      '/api/auth/credits': () => jsonResponse(200, { credits: 400 }),
      'POST /api/generate/stream': () => {
        current = renamed;
        return streamReply(sse('result', { ...reply, appData: renamed.app_data, creditsUsed: 50, creditsRemaining: 350, version: 2 }));
      },
      [`/api/generate/project/${project.id}/versions`]: () => jsonResponse(200, { versions: [] }),
      [`/api/generate/project/${project.id}/builds`]: () => jsonResponse(200, { builds: [] }),
      [`/api/generate/project/${project.id}`]: () => jsonResponse(200, current),
    });
    const { router } = renderApp(`/builder/${project.id}`);
    const refine = await screen.findByRole('button', { name: /Refine App/ }, SLOW);
    fireEvent.click(refine);
    expect(await screen.findByText('Please enter a refinement request')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Refinement request'), { target: { value: 'rename the app to DoIt' } });
    fireEvent.click(refine);
    await waitFor(() => expect(screen.getByTestId('app-name').textContent).toBe('DoIt'), SLOW);
    expect(screen.getByTestId('credit-balance').textContent).toBe('350 credits');
    const body = JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === '/api/generate/stream')?.[1]?.body));
    expect(body).toEqual({ prompt: 'rename the app to DoIt', conversationHistory: project.chat_history, projectId: project.id, mode: 'refine' });

    fireEvent.click(screen.getByRole('button', { name: 'New App' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/builder'));
    expect(await screen.findByLabelText('App description', {}, SLOW)).toHaveProperty('value', '');
    expect(screen.queryByRole('region', { name: 'Chat history' })).toBeNull();
  });
});
