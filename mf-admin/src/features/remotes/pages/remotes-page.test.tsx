import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMOTE_AREAS, REMOTE_NAMES, type RemoteName } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import type { AdminRemote, RemoteRelease } from '../api/remotes-api';
import { RemotesPage } from './remotes-page';

jest.setTimeout(60_000);

const OLDER = '20261120-131500-0a1b2c3d';
const NEWER = '20261122-093000-9f8e7d6c';
const release = (version: string, builtAt: string, commit: string | null): RemoteRelease => ({ remote: 'mf_admin', version, builtAt, commit, files: 42, bytes: 1_572_864 });

const unpublished = (remote: RemoteName): AdminRemote => ({ remote, folder: REMOTE_AREAS[remote].folder, active: null, releases: [], loadErrors: { last24h: 0, recent: [] } });

const ADMIN: AdminRemote = {
  remote: 'mf_admin',
  folder: 'mf-admin',
  active: NEWER,
  releases: [release(NEWER, '2026-11-22T09:30:00.000Z', '9f8e7d6c5b4a39281706'), release(OLDER, '2026-11-20T13:15:00.000Z', null)],
  loadErrors: {
    last24h: 2,
    recent: [
      { version: NEWER, entry: `/remotes/mf-admin/${NEWER}/remoteEntry.js`, message: 'Loading chunk 7 failed.', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', createdAt: '2026-11-24T22:10:00.000Z' },
      { version: null, entry: '/remotes/mf-admin/remoteEntry.js', message: 'ScriptExternalLoadError', userAgent: null, createdAt: '2026-11-24T21:00:00.000Z' },
    ],
  },
};
const REMOTES: AdminRemote[] = REMOTE_NAMES.map((name) => (name === 'mf_admin' ? ADMIN : unpublished(name)));

function mockRemotes(write: (call: ApiCall) => Response) {
  return mockApi((call) => (call.method === 'GET' ? jsonResponse({ data: REMOTES }) : write(call)));
}
const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET');

function renderPage() {
  renderWithProviders(<RemotesPage />, { route: '/admin/remotes', preloadedState: authStateFor(makeUser('super_admin')) });
  return userEvent.setup({ delay: null });
}
const card = (title: string) => screen.getByRole('region', { name: title });
/** The value of a label/value line of a card (its <dt>'s <dd>). */
const fact = (region: HTMLElement, label: string) => within(region).getAllByText(label).find((el) => el.tagName === 'DT')!.nextSibling as HTMLElement;

afterEach(() => jest.restoreAllMocks());

describe('/admin/remotes', () => {
  it('shows each remote: live version with its build time and commit, load errors (expandable), kept versions; empty states', async () => {
    mockRemotes(() => jsonResponse({}));
    const user = renderPage();
    const admin = await screen.findByRole('region', { name: 'Administração' });
    expect(fact(admin, 'Versão ativa')).toHaveTextContent(NEWER);
    expect(fact(admin, 'Build')).toHaveTextContent('22/11/2026 06:30');
    expect(fact(admin, 'Commit')).toHaveTextContent(/^9f8e7d6$/);
    expect(within(admin).getByText('2 erros de carregamento nas últimas 24 h')).toBeInTheDocument();

    // The recent reports open on demand.
    expect(within(admin).queryByRole('table', { name: 'Erros recentes: Administração' })).not.toBeInTheDocument();
    await user.click(within(admin).getByRole('button', { name: 'Ver erros recentes (2)' }));
    const errors = within(admin).getByRole('table', { name: 'Erros recentes: Administração' });
    const [first, second] = within(errors).getAllByRole('row').slice(1);
    for (const text of ['24/11/2026 19:10', NEWER, 'Loading chunk 7 failed.', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0']) expect(within(first!).getByText(text)).toBeInTheDocument();
    for (const text of ['build sem versão', 'ScriptExternalLoadError', '/remotes/mf-admin/remoteEntry.js']) expect(within(second!).getByText(text)).toBeInTheDocument();
    await user.click(within(admin).getByRole('button', { name: 'Ocultar erros recentes' }));
    await waitFor(() => expect(within(admin).queryByRole('table', { name: 'Erros recentes: Administração' })).not.toBeInTheDocument());

    const versions = within(admin).getByRole('table', { name: 'Versões mantidas: Administração' });
    const [newerRow, olderRow] = within(versions).getAllByRole('row').slice(1);
    expect(within(newerRow!).getByText('Ativa')).toBeInTheDocument();
    expect(within(newerRow!).getByRole('button', { name: `Ativar a versão ${NEWER}` })).toBeDisabled();
    for (const text of ['20/11/2026 10:15', '—', '42', '1,5 MB']) expect(within(olderRow!).getByText(text)).toBeInTheDocument();
    expect(within(olderRow!).getByRole('button', { name: `Ativar a versão ${OLDER}` })).toBeEnabled();
    expect(within(admin).getByRole('button', { name: 'Desfazer (rollback)' })).toBeEnabled();
    expect(within(admin).getByRole('button', { name: 'Usar build sem versão' })).toBeEnabled();

    // A remote never published: its unversioned build, nothing to undo, nothing reported.
    const pos = card('PDV');
    expect(fact(pos, 'Versão ativa')).toHaveTextContent('build sem versão');
    expect(fact(pos, 'Build')).toHaveTextContent('—');
    expect(within(pos).getByText('Nenhum erro de carregamento nas últimas 24 h')).toBeInTheDocument();
    expect(within(pos).getByText('Nenhum erro de carregamento informado pelos navegadores.')).toBeInTheDocument();
    expect(within(pos).getByText('Nenhuma versão publicada: a área usa o build sem versão.')).toBeInTheDocument();
    expect(within(pos).getByRole('button', { name: 'Desfazer (rollback)' })).toBeDisabled();
    // Already on the unversioned build: nothing to go back to.
    expect(within(pos).queryByRole('button', { name: 'Usar build sem versão' })).not.toBeInTheDocument();
    for (const title of ['Loja (vitrine)', 'Painel da loja', 'Área do cliente']) expect(card(title)).toBeInTheDocument();
  });

  it('"Ativar" asks first, then activates; the answer updates the screen and a toast says so', async () => {
    const calls = mockRemotes(() => jsonResponse({ data: { ...ADMIN, active: OLDER } }));
    const user = renderPage();
    const admin = await screen.findByRole('region', { name: 'Administração' });
    await user.click(within(admin).getByRole('button', { name: `Ativar a versão ${OLDER}` }));
    const dialog = await screen.findByRole('dialog', { name: `Ativar a versão ${OLDER} de Administração?` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)).toHaveLength(0);

    await user.click(await within(admin).findByRole('button', { name: `Ativar a versão ${OLDER}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ativar' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'POST', path: '/api/admin/remotes/mf_admin/activate', body: { version: OLDER } });
    expect(await screen.findByText(`Versão ${OLDER} de Administração ativada.`)).toBeInTheDocument();
    await waitFor(() => expect(fact(admin, 'Versão ativa')).toHaveTextContent(OLDER));
    expect(await within(admin).findByRole('button', { name: `Ativar a versão ${OLDER}` })).toBeDisabled();
    expect(within(admin).getByRole('button', { name: `Ativar a versão ${NEWER}` })).toBeEnabled();
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });

  it('"Desfazer (rollback)" says where it goes back to; a refusal is an error toast', async () => {
    let refuse = false;
    const calls = mockRemotes(() =>
      refuse
        ? jsonResponse({ message: 'Este remoto não tem versão publicada ativa para desfazer.', errors: { remote: ['Este remoto não tem versão publicada ativa para desfazer.'] } }, 422)
        : jsonResponse({ data: { ...ADMIN, active: OLDER } }),
    );
    const user = renderPage();
    const admin = await screen.findByRole('region', { name: 'Administração' });
    await user.click(within(admin).getByRole('button', { name: 'Desfazer (rollback)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desfazer a versão ativa de Administração?' });
    expect(within(dialog).getByText(new RegExp(`A versão ${NEWER} deixa de ser usada: a área volta para a versão ${OLDER}\\.`))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Desfazer' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'POST', path: '/api/admin/remotes/mf_admin/rollback' });
    expect(await screen.findByText(`Administração voltou para a versão ${OLDER}.`)).toBeInTheDocument();
    await waitFor(() => expect(fact(admin, 'Versão ativa')).toHaveTextContent(OLDER));

    // From the oldest kept version the rollback goes to the unversioned build.
    refuse = true;
    await user.click(await within(admin).findByRole('button', { name: 'Desfazer (rollback)' }));
    expect(within(await screen.findByRole('dialog')).getByText(/a área volta para o build sem versão\./)).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Desfazer' }));
    expect(await screen.findByText('Este remoto não tem versão publicada ativa para desfazer.')).toBeInTheDocument();
    expect(fact(admin, 'Versão ativa')).toHaveTextContent(OLDER);
  });

  it('"Usar build sem versão" asks first, then activates the unversioned build (version null); the button goes with it; a refusal is an error toast', async () => {
    let refuse = false;
    const calls = mockRemotes(() =>
      refuse ? jsonResponse({ message: 'Esta versão não existe ou não é mais mantida.', errors: { version: ['Esta versão não existe ou não é mais mantida.'] } }, 422) : jsonResponse({ data: { ...ADMIN, active: null } }),
    );
    const user = renderPage();
    const admin = await screen.findByRole('region', { name: 'Administração' });

    // A refusal: the error toast, the screen unchanged.
    refuse = true;
    await user.click(within(admin).getByRole('button', { name: 'Usar build sem versão' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Usar build sem versão' }));
    expect(await screen.findByText('Esta versão não existe ou não é mais mantida.')).toBeInTheDocument();
    expect(fact(admin, 'Versão ativa')).toHaveTextContent(NEWER);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Cancel sends nothing.
    refuse = false;
    await user.click(within(admin).getByRole('button', { name: 'Usar build sem versão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usar o build sem versão de Administração?' });
    expect(within(dialog).getByText(new RegExp(`A versão ${NEWER} deixa de ser usada: a área passa a carregar o build sem versão \\(/remotes/mf-admin/\\)\\.`))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)).toHaveLength(1);

    await user.click(within(admin).getByRole('button', { name: 'Usar build sem versão' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Usar build sem versão' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]).toMatchObject({ method: 'POST', path: '/api/admin/remotes/mf_admin/activate', body: { version: null } });
    expect(await screen.findByText('Administração passou a usar o build sem versão.')).toBeInTheDocument();
    await waitFor(() => expect(fact(admin, 'Versão ativa')).toHaveTextContent('build sem versão'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(admin).queryByRole('button', { name: 'Usar build sem versão' })).not.toBeInTheDocument();
    expect(within(admin).getByRole('button', { name: 'Desfazer (rollback)' })).toBeDisabled();
    // The kept versions can be activated again.
    for (const version of [NEWER, OLDER]) expect(within(admin).getByRole('button', { name: `Ativar a versão ${version}` })).toBeEnabled();
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });

  it('says so when the list cannot be loaded', async () => {
    mockApi(() => jsonResponse({}, 500));
    renderPage();
    expect(await screen.findByText('Não foi possível carregar os remotos.')).toBeInTheDocument();
  });
});
