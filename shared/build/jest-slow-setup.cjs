// testTimeout is a global jest option; projects that start databases or browsers raise it here.
jest.setTimeout(60_000);
