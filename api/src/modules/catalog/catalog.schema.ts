export const CATALOG_MESSAGES = {
  invalidBranch: 'A filial selecionada é inválida.',
  inactiveBranch: 'A filial selecionada está inativa.',
} as const;

/** Query string of the catalog calls. */
export type CatalogQuery = { branch_id?: string };
