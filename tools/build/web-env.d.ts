// Ambient module types for what rspack (tools/build/rspack-app.mjs) lets front-end code import.
// Apps add this file to their tsconfig "include"; @irrigo/ui references it from its entry.

/** CSS Modules (`*.module.css`): default export maps local class names to generated ones. */
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

/** Global stylesheets are imported for their side effect only. */
declare module '*.css';

declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.png' {
  const url: string;
  export default url;
}

/** rspack's require.context for ES modules; the remotes' standalone pages find their screens with it. */
interface ImportMeta {
  webpackContext(
    request: string,
    options: { recursive?: boolean; regExp?: RegExp; mode?: 'sync' | 'eager' | 'weak' | 'lazy' | 'lazy-once' },
  ): { keys(): string[]; (id: string): Promise<unknown> };
}
