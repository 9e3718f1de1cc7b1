import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FailureMessage } from '@irrigo/api-client';
import { Alert, Button } from '@irrigo/ui';
import { nameIn, type BilingualName } from '../pricebook-text';
import { PRICEBOOK_NAMESPACE } from '../i18n';
import styles from '../Pricebook.module.css';

type Versioned = BilingualName & { version: number };

/**
 * The version an edit is based on, and after a 412 (someone else saved first) their latest copy, so the person
 * can keep what they typed (saved over theirs) or load theirs.
 */
export function useStaleVersion<T extends Versioned>(initialVersion: number) {
  const [version, setVersion] = useState(initialVersion);
  const [theirs, setTheirs] = useState<T | null>(null);
  /** Bases the edit on their version and closes the choice. */
  const adopt = (latest: T) => {
    setVersion(latest.version);
    setTheirs(null);
  };
  return { version, theirs, setTheirs, adopt };
}

interface SaveFailureProps<T extends Versioned> {
  failure: FailureMessage | null;
  /** The title of any other failure, already translated. */
  failedTitle: string;
  stale: ReturnType<typeof useStaleVersion<T>>;
  /** Saves what was typed again, based on their version. */
  onKeepMine: (version: number) => void;
  /** Puts their values in the form. */
  onLoadTheirs: (theirs: T) => void;
}

/** Why a pricebook dialog's save failed; for a 412, whose version won and the two ways on. */
export function SaveFailure<T extends Versioned>({ failure, failedTitle, stale, onKeepMine, onLoadTheirs }: SaveFailureProps<T>) {
  const { t, i18n } = useTranslation(PRICEBOOK_NAMESPACE);
  if (!failure) return null;
  const staleVersion = failure.reason === 'STALE_VERSION';
  const theirs = stale.theirs;
  return (
    <Alert tone={staleVersion ? 'warning' : 'danger'} title={staleVersion ? t('stale.title') : failedTitle}>
      <p>{t(failure.key)}</p>
      {staleVersion && theirs && (
        <>
          <p>{t('stale.theirs', { name: nameIn(theirs, i18n.language) })}</p>
          <div className={styles.actions}>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                stale.adopt(theirs);
                onKeepMine(theirs.version);
              }}
            >
              {t('stale.keepMine')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                onLoadTheirs(theirs);
                stale.adopt(theirs);
              }}
            >
              {t('stale.loadTheirs')}
            </Button>
          </div>
        </>
      )}
    </Alert>
  );
}
