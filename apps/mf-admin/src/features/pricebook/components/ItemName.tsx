import { useTranslation } from 'react-i18next';
import { namesFor, type BilingualName } from '../pricebook-text';
import styles from '../Pricebook.module.css';

/** An item's or category's name in the interface's language, with the other language's under it. */
export function ItemName({ item }: { item: BilingualName }) {
  const { i18n } = useTranslation();
  const { primary, secondary } = namesFor(item, i18n.language);
  return (
    <span className={styles.name}>
      <span className={styles.primaryName}>{primary}</span>
      {secondary && (
        <span className={styles.secondaryName} lang={i18n.language === 'es' ? 'en' : 'es'}>
          {secondary}
        </span>
      )}
    </span>
  );
}
