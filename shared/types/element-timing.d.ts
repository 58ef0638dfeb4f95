// Element Timing (https://w3c.github.io/element-timing/): the browser reports when a marked element's text or image
// was painted. React passes the attribute through; its types do not list it yet.
import 'react';

declare module 'react' {
  // Merging into React's interface needs an interface with its type parameter's name.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    elementtiming?: string;
  }
}
