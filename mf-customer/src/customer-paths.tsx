import { createContext, useCallback, useContext, type ReactNode } from 'react';

const BasePath = createContext('/customer');

/** The area's base path (the shell mounts it at /customer; the standalone page too). */
export function CustomerBasePath({ basePath, children }: { basePath: string; children: ReactNode }) {
  return <BasePath.Provider value={basePath}>{children}</BasePath.Provider>;
}

/** Absolute paths inside the area: `customerPath('orders/42')` → '/customer/orders/42'. */
export function useCustomerPath(): (path: string) => string {
  const base = useContext(BasePath);
  return useCallback((path: string) => `${base}/${path}`, [base]);
}
