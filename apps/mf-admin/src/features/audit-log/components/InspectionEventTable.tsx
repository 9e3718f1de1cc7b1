import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InspectionAuditEvent, Location } from '@irrigo/contracts';
import { useLanguage } from '@irrigo/i18n';
import { stackedRowsBelow60rem, visuallyHidden } from '@irrigo/ui';
import { ADMIN_NAMESPACE } from '../../../app/i18n';
import { InspectionStatusBadge } from '../../../components/InspectionCells';
import { detailValueKey } from '../audit-event-text';
import styles from './LogTable.module.css';

/** The actor's role is worded as the security events word a role. */
const ROLE_DETAIL = 'role';

interface InspectionEventTableProps {
  events: readonly InspectionAuditEvent[];
  /** The organization's locations, to name an inspection's; an id the list does not hold is shown as it is. */
  locations: readonly Location[] | undefined;
}

/**
 * The inspections deleted from the organization, newest first: when, which (report number and client, as they
 * were), its status then, its location, and who deleted it with their role at the time.
 */
export function InspectionEventTable({ events, locations }: InspectionEventTableProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { language } = useLanguage();
  // timeStyle 'long' names the time zone, as the security events do.
  const time = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'long' });
  const captionId = useId();
  const locationName = (id: string | null) => (id ? (locations?.find((location) => location.id === id)?.name ?? id) : null);
  const columns = {
    time: t('auditLog.inspections.columns.time'),
    inspection: t('auditLog.inspections.columns.inspection'),
    status: t('auditLog.inspections.columns.status'),
    location: t('auditLog.inspections.columns.location'),
    actor: t('auditLog.inspections.columns.actor'),
  };

  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={`${styles.table} ${stackedRowsBelow60rem}`}>
        <caption id={captionId} className={visuallyHidden}>
          {t('auditLog.inspections.tableCaption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{columns.time}</th>
            <th scope="col">{columns.inspection}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.location}</th>
            <th scope="col">{columns.actor}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => {
            const location = locationName(event.details.locationId);
            const roleKey = event.actorRole ? detailValueKey(ROLE_DETAIL, event.actorRole) : null;
            const role = roleKey ? t(`auditLog.${roleKey}`) : event.actorRole;
            return (
              <tr key={event.id}>
                <td className={styles.time} data-label={columns.time}>
                  <time dateTime={event.occurredAt}>{time.format(new Date(event.occurredAt))}</time>
                </td>
                <td data-label={columns.inspection}>
                  <span>
                    <span className={styles.reportNumber}>{event.details.reportNumber}</span>
                    {event.details.clientName && <span className={styles.client}>{event.details.clientName}</span>}
                  </span>
                </td>
                <td data-label={columns.status}>
                  <span>
                    <InspectionStatusBadge status={event.details.status} />
                  </span>
                </td>
                <td data-label={columns.location}>{location ?? <span className={styles.muted}>{t('auditLog.inspections.noLocation')}</span>}</td>
                <td className={styles.account} data-label={columns.actor}>
                  <span>
                    {event.actorEmail ?? <span className={styles.muted}>{t('auditLog.inspections.unknownActor')}</span>}
                    {role && <span className={styles.client}>{role}</span>}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
