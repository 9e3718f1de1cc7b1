import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@irrigo/contracts';
import { useConnectivity } from '@irrigo/session';
import { RemoteUnavailable, Spinner } from '@irrigo/ui';
import type { ScreenProps } from './load-remote-screen.js';
import { resetRemote } from './remote-registry.js';
import { forgetFailedScreen, forgetRemoteScreens, remoteScreenEntry } from './remote-screen-cache.js';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.js';
import styles from './RemoteScreen.module.css';

export interface RemoteScreenProps {
  remote: RemoteName;
  /** The exposed module, as in ROUTES: './Dashboard', './Section'. */
  module: string;
  props?: ScreenProps;
}

function RemoteLoading() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.loading}>
      <Spinner size="lg" label={t('remote.loading')} />
      <p className={styles.loadingText}>{t('remote.loading')}</p>
    </div>
  );
}

/**
 * One screen of a remote, loaded on first render. While it loads: a translated spinner. If the remote
 * is down, answers garbage or takes longer than 8 s: the "temporarily unavailable" card. Retry makes
 * the federation runtime forget the remote (manifest, entry, container) and loads it again, so the
 * screen comes back as soon as the remote does, without reloading the page. When the device is offline (a screen
 * the service worker does not keep, such as the office's) the card says so instead: nothing is wrong with the server.
 */
export function RemoteScreen({ remote, module, props }: RemoteScreenProps) {
  const [retrying, setRetrying] = useState(false);
  const connectivity = useConnectivity();
  // The browser knows before the first health check answers.
  const offline = connectivity === 'offline' || (typeof navigator !== 'undefined' && navigator.onLine === false);
  const { Screen } = remoteScreenEntry(remote, module);

  useEffect(() => () => forgetFailedScreen(remote, module), [remote, module]);

  const retry = async (reset: () => void) => {
    setRetrying(true);
    resetRemote(remote);
    forgetRemoteScreens(remote);
    try {
      // Wait here, on the card, so a remote that is still down does not flash a spinner first.
      await remoteScreenEntry(remote, module).load;
      reset();
    } catch {
      // Still down: the card stays; the next Retry starts from a clean slate again.
    } finally {
      setRetrying(false);
    }
  };

  return (
    <RemoteErrorBoundary
      remote={remote}
      fallback={(reset) =>
        offline ? (
          <RemoteUnavailable offline className={styles.unavailable} retrying={retrying} onRetry={() => void retry(reset)} />
        ) : (
          <RemoteUnavailable className={styles.unavailable} retrying={retrying} onRetry={() => void retry(reset)} />
        )
      }
    >
      <Suspense fallback={<RemoteLoading />}>
        <Screen {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
