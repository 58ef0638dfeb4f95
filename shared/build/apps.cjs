// The six federated apps: where they live, their federation names and dev-server ports.
const APPS = [
  { dir: 'shell', name: 'shell', kind: 'host', devPort: 5000 },
  { dir: 'mf-storefront', name: 'mf_storefront', kind: 'remote', devPort: 5001 },
  { dir: 'mf-store', name: 'mf_store', kind: 'remote', devPort: 5002 },
  { dir: 'mf-admin', name: 'mf_admin', kind: 'remote', devPort: 5003 },
  { dir: 'mf-pos', name: 'mf_pos', kind: 'remote', devPort: 5004 },
  { dir: 'mf-customer', name: 'mf_customer', kind: 'remote', devPort: 5005 },
];

const REMOTES = APPS.filter((app) => app.kind === 'remote');

/** Contents of /remotes.json: federation name → manifest URL. */
function remotesManifest(baseUrlFor = (app) => `/remotes/${app.dir}/`) {
  return Object.fromEntries(REMOTES.map((app) => [app.name, `${baseUrlFor(app)}mf-manifest.json`]));
}

module.exports = { APPS, REMOTES, remotesManifest };
