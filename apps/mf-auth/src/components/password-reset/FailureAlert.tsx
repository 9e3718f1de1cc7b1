import { useTranslation } from 'react-i18next';
import { Alert } from '@irrigo/ui';
import formStyles from '../AuthForm.module.css';
import { AUTH_NAMESPACE } from '../../app/i18n.js';
import { phraseText } from '../../lib/phrase.js';
import type { ResetFailure } from './reset-errors.js';

/** A failed reset call: the message, then its details as a bulleted list (spec §8). */
export function FailureAlert({ failure }: { failure: ResetFailure }) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <Alert tone="danger" title={phraseText(t, failure.message)}>
      {failure.details.length > 0 && (
        <ul className={formStyles.details}>
          {failure.details.map((detail, index) => (
            <li key={index}>{phraseText(t, detail)}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
