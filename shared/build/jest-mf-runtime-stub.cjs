// Unit tests never load federated code; the real composition is covered by e2e tests.
module.exports = {
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async () => {
    throw new Error('loadRemote indisponível nos testes unitários');
  }),
};
