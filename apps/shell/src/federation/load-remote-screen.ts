import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@irrigo/contracts';
import { whenTranslationsLoaded } from '@irrigo/i18n';
import { remoteFederationName } from './remote-registry.js';

/** How long a screen may take to arrive (manifest, entry and chunk) before the shell offers Retry. */
export const REMOTE_LOAD_TIMEOUT_MS = 8_000;

/** A remote screen that could not be loaded in time, or did not export a component. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  readonly remote: RemoteName;

  constructor(remote: RemoteName, message: string, options?: ErrorOptions) {
    super(`${remote}: ${message}`, options);
    this.remote = remote;
  }
}

/** What the route table hands a remote screen: `section` for `./Section` modules, nothing otherwise. */
export type ScreenProps = Record<string, unknown>;
export type RemoteScreenComponent = ComponentType<ScreenProps>;

interface ExposedScreenModule {
  default: RemoteScreenComponent;
}

function isExposedScreenModule(value: unknown): value is ExposedScreenModule {
  if (typeof value !== 'object' || value === null || !('default' in value)) return false;
  const component = (value as { default: unknown }).default;
  // Function components, and memo/forwardRef objects, are both renderable.
  return typeof component === 'function' || (typeof component === 'object' && component !== null && '$$typeof' in component);
}

/**
 * Loads one exposed module (`./Dashboard` of mf-admin) through the federation runtime, with its texts in the
 * interface language, and returns its default-exported component. Rejects with RemoteLoadError when the remote is down, answers something
 * that is not a screen, or takes longer than `timeoutMs` (a hung remote must not spin forever).
 */
export async function loadRemoteScreen(remote: RemoteName, module: string, timeoutMs = REMOTE_LOAD_TIMEOUT_MS): Promise<RemoteScreenComponent> {
  const id = `${remoteFederationName(remote)}/${module.replace(/^\.\//, '')}`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError(remote, `${module} did not load within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    // A remote registers the interface language's texts as its module loads (addTranslationLoaders); the screen is
    // shown once they are in, never with bare keys.
    const withTexts = async () => {
      const exposed = await loadRemote<unknown>(id);
      await whenTranslationsLoaded();
      return exposed;
    };
    const loaded = await Promise.race([withTexts(), timeout]);
    if (!isExposedScreenModule(loaded)) throw new RemoteLoadError(remote, `${module} does not default-export a component`);
    return loaded.default;
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError(remote, `${module} could not be loaded`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
