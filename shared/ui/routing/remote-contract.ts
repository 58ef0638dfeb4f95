/**
 * The public contract of every remote: its exposed `./routes` module default-exports a component
 * taking these props, rendered by the shell under the remote's prefix.
 */
export type RemoteRoutesProps = {
  /** Absolute path the remote is mounted at, e.g. '/store' or '/pdv-standalone'. */
  basePath: string;
};
