import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '@irrigo/contracts';
import { useLanguage } from '@irrigo/i18n';
import { Badge, stackedRowsBelow60rem, visuallyHidden } from '@irrigo/ui';
import { ADMIN_NAMESPACE } from '../../../app/i18n';
import { detailValueKey, eventTone, isKnownDetailKey, isKnownEventType } from '../audit-event-text';
import styles from './LogTable.module.css';

function EventDetails({ details }: { details: AuditEvent['details'] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const entries = Object.entries(details);
  if (entries.length === 0) return <span className={styles.muted}>{t('auditLog.noDetails')}</span>;
  return (
    <dl className={styles.details}>
      {entries.map(([key, value]) => {
        const valueKey = detailValueKey(key, value);
        return (
          <div key={key} className={styles.detail}>
            <dt>{isKnownDetailKey(key) ? t(`auditLog.detailKeys.${key}`) : key}</dt>
            <dd>{valueKey ? t(`auditLog.${valueKey}`) : String(value)}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The security events, newest first: when, what, whose account, from where, and the particulars. */
export function AuditEventTable({ events }: { events: readonly AuditEvent[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { language } = useLanguage();
  // timeStyle 'long' names the time zone, so a time read from another office is not misread.
  const time = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'long' });
  const captionId = useId();
  const columns = {
    time: t('auditLog.columns.time'),
    event: t('auditLog.columns.event'),
    account: t('auditLog.columns.account'),
    ip: t('auditLog.columns.ip'),
    details: t('auditLog.columns.details'),
  };

  // Narrow screens (phones, an iPad beside the sidebar) stack each event's cells, named by data-label; if a
  // wide table still overflows, its scroll area is a named region that a keyboard can reach and scroll.
  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={`${styles.table} ${stackedRowsBelow60rem}`}>
        <caption id={captionId} className={visuallyHidden}>
          {t('auditLog.tableCaption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{columns.time}</th>
            <th scope="col">{columns.event}</th>
            <th scope="col">{columns.account}</th>
            <th scope="col">{columns.ip}</th>
            <th scope="col">{columns.details}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td className={styles.time} data-label={columns.time}>
                <time dateTime={event.occurredAt}>{time.format(new Date(event.occurredAt))}</time>
              </td>
              <td data-label={columns.event}>
                <Badge tone={eventTone(event.type)}>{isKnownEventType(event.type) ? t(`auditLog.types.${event.type}`) : event.type}</Badge>
              </td>
              <td className={styles.account} data-label={columns.account}>
                {event.email ?? <span className={styles.muted}>{t('auditLog.noAccount')}</span>}
              </td>
              <td data-label={columns.ip}>
                <span className={styles.ip}>{event.ip}</span>
                {event.userAgent && <span className={styles.userAgent}>{event.userAgent}</span>}
              </td>
              <td data-label={columns.details}>
                <EventDetails details={event.details} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
