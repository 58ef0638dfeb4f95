import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { renderWithProviders } from '@comanda/shared/testing';
import { RemoteArea } from './remote-area';
import { loadedRemoteRoutes, loadRemoteRoutes, remoteUpdateAvailable, reportRemoteLoadError } from './remote-loader';

jest.mock('./remote-loader', () => ({
  loadRemoteRoutes: jest.fn(),
  loadedRemoteRoutes: jest.fn(),
  loadedRemoteEntry: jest.fn(),
  remoteEntryAttribute: (name: string) => `data-remote-${name}`,
  remoteUpdateAvailable: jest.fn(async () => false),
  reportRemoteLoadError: jest.fn(),
}));
const loadMock = jest.mocked(loadRemoteRoutes);
const loadedMock = jest.mocked(loadedRemoteRoutes);

// A busy CI machine can take more than findBy's default second to render the first MUI fallback of the file.
const SLOW = { timeout: 5000 };

describe('RemoteArea', () => {
  beforeEach(() => {
    loadMock.mockReset();
    loadedMock.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the remote routes with the base path', async () => {
    loadMock.mockResolvedValueOnce(({ basePath }) => <p>remoto em {basePath}</p>);
    renderWithProviders(<RemoteArea name="mf_admin" basePath="/admin" />);
    expect(await screen.findByText('remoto em /admin', {}, SLOW)).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledWith('mf_admin', false);
  });

  it('renders a remote this page already loaded at once (a server-rendered page hydrates it)', () => {
    loadedMock.mockReturnValue(({ basePath }) => <p>já carregado em {basePath}</p>);
    renderWithProviders(<RemoteArea name="mf_storefront" basePath="/loja" />);
    expect(screen.getByText('já carregado em /loja')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loadMock).not.toHaveBeenCalled();
  });

  it('shows a Portuguese fallback and retries, forcing a fresh load', async () => {
    loadMock.mockRejectedValueOnce(new Error('script error'));
    loadMock.mockResolvedValueOnce(() => <p>painel carregado</p>);
    renderWithProviders(<RemoteArea name="mf_admin" basePath="/admin" />);
    expect(await screen.findByText('Não foi possível carregar a administração', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('painel carregado', {}, SLOW)).toBeInTheDocument();
    expect(loadMock).toHaveBeenLastCalledWith('mf_admin', true);
    expect(jest.mocked(reportRemoteLoadError)).toHaveBeenCalledWith('mf_admin', expect.any(Error));
  });

  it('loads the new version when remotes.json changed since the remote loaded (a publish or a rollback)', async () => {
    loadMock.mockResolvedValueOnce(() => <Link to="/admin/plans">versão 1</Link>).mockResolvedValueOnce(() => <p>versão 2</p>);
    jest.mocked(remoteUpdateAvailable).mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    renderWithProviders(<RemoteArea name="mf_admin" basePath="/admin" />);
    await userEvent.click(await screen.findByText('versão 1', {}, SLOW));
    expect(await screen.findByText('versão 2', {}, SLOW)).toBeInTheDocument();
    expect(loadMock).toHaveBeenLastCalledWith('mf_admin', true);
  });

  it('loads the remote afresh once when one of its chunks fails later (a lazy screen gone after a deploy), before any fallback', async () => {
    const chunkGone = Object.assign(new Error('Loading chunk 812 failed.\n(missing: /remotes/mf-store/old/812.js)'), { name: 'ChunkLoadError' });
    const LazyScreenGone = () => {
      throw chunkGone;
    };
    loadMock.mockResolvedValueOnce(LazyScreenGone).mockResolvedValueOnce(() => <p>versão nova</p>);
    renderWithProviders(<RemoteArea name="mf_store" basePath="/store" />);
    expect(await screen.findByText('versão nova', {}, SLOW)).toBeInTheDocument();
    expect(loadMock).toHaveBeenLastCalledWith('mf_store', true);
    expect(jest.mocked(reportRemoteLoadError)).toHaveBeenCalledWith('mf_store', chunkGone);
    expect(screen.queryByText('Não foi possível carregar o painel da loja')).not.toBeInTheDocument();
  });

  it('shows the fallback when the fresh load fails its chunk too (no loop)', async () => {
    const LazyScreenGone = () => {
      throw Object.assign(new Error('Loading chunk 812 failed.'), { name: 'ChunkLoadError' });
    };
    loadMock.mockResolvedValue(LazyScreenGone);
    renderWithProviders(<RemoteArea name="mf_store" basePath="/store" />);
    expect(await screen.findByText('Não foi possível carregar o painel da loja', {}, SLOW)).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledTimes(2);
  });

  it('contains a remote that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('quebrou');
    };
    loadMock.mockResolvedValueOnce(Broken);
    renderWithProviders(<RemoteArea name="mf_store" basePath="/store" />);
    expect(await screen.findByText('Não foi possível carregar o painel da loja', {}, SLOW)).toBeInTheDocument();
  });
});
