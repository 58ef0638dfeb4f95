// What every federated app gets for `import … from '@reduxjs/toolkit'`: the pieces our code and RTK Query (which
// imports the package by name) use. A shared singleton is never tree-shaken; the whole package also carries the
// listener middleware, the entity adapter and immer's extras, which nothing here calls.
// The names are checked against every import in the repository and in RTK Query by shared-entries.test.ts.
export {
  combineReducers,
  combineSlices,
  configureStore,
  createAction,
  createAsyncThunk,
  createDynamicMiddleware,
  createNextState,
  createSelector,
  createSlice,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
  SHOULD_AUTOBATCH,
} from 'comanda-real-reduxjs-toolkit'; // the package by another name (SHARED_ENTRY_ALIASES)
