/** The micro-frontends the shell loads at runtime, each its own deployable. */
export const REMOTE_NAMES = ['mf-auth', 'mf-admin', 'mf-tech'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** GET /config.json: read by the shell at start-up, never baked into a build. */
export interface RuntimeConfig {
  /** mf-manifest.json URL of each remote (absolute, or relative to the page's origin). */
  remotes: Record<RemoteName, string>;
  features: Record<string, boolean>;
}
