import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INSPECTION_LIMITS, SIGNER_ROLES, type InspectionDocument, type Signature, type SignerRole } from '@irrigo/contracts';
import { Alert, Button, Input, Label } from '@irrigo/ui';
import { INSPECTION_NAMESPACE } from '../i18n';
import type { SectionProps } from '../section-props';
import { signatureFor, SignatureTooLargeError, svgDataUrl } from './signature-record';
import { SignaturePad, type SignaturePadControls } from './SignaturePad';
import styles from './signatures.module.css';

/**
 * The Signatures section: the customer and the technician each sign what the inspection says. A saved
 * signature keeps who signed, when, the drawing (SVG) and a hash of the content it vouches for; the screen
 * clears both when that content changes, and the block then asks for a new signature.
 */
export function SignaturesSection(props: SectionProps) {
  const { t } = useTranslation(INSPECTION_NAMESPACE);
  // The form names the section (its "Signatures" heading); this is what is in it.
  return (
    <div className={styles.section}>
      <p className={styles.muted}>{t('media.signatures.description')}</p>
      <div className={styles.blocks}>
        {SIGNER_ROLES.map((role) => (
          <SignatureBlock key={role} role={role} {...props} />
        ))}
      </div>
    </div>
  );
}

type Problem = 'nameRequired' | 'drawRequired' | 'tooLarge' | 'saveFailed';

function defaultSigner(document: InspectionDocument, role: SignerRole): string {
  return role === 'technician' ? document.customer.technicianName : document.customer.name;
}

function SignatureBlock({ role, document, change, readOnly }: SectionProps & { role: SignerRole }) {
  const { t, i18n } = useTranslation(INSPECTION_NAMESPACE);
  const id = useId();
  const saved = document.signatures[role];
  const [signingAgain, setSigningAgain] = useState(false);
  const [signer, setSigner] = useState(() => saved?.signerName ?? defaultSigner(document, role));
  const [drawn, setDrawn] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [saving, setSaving] = useState(false);
  const pad = useRef<SignaturePadControls | null>(null);

  // A signature that disappears without this block asking was cleared by the screen: what it signed changed.
  const [previous, setPrevious] = useState<Signature | null>(saved);
  const [cleared, setCleared] = useState(false);
  if (previous !== saved) {
    setPrevious(saved);
    setCleared(previous !== null && saved === null);
  }

  const save = async () => {
    setProblem(null);
    const name = signer.trim();
    if (!name) return setProblem('nameRequired');
    const controls = pad.current;
    if (!controls || controls.isEmpty()) return setProblem('drawRequired');
    setSaving(true);
    try {
      const signature = await signatureFor(document, { signerName: name, svg: controls.toSVG() });
      change((draft) => {
        draft.signatures[role] = signature;
      });
      setSigningAgain(false);
      setCleared(false);
    } catch (error) {
      setProblem(error instanceof SignatureTooLargeError ? 'tooLarge' : 'saveFailed');
    } finally {
      setSaving(false);
    }
  };

  const title = t(`media.signatures.${role}`);
  const showPad = !readOnly && (!saved || signingAgain);

  return (
    <article className={styles.block} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.blockHeading}>
        {title}
      </h3>

      {saved && !signingAgain && (
        <figure className={styles.saved}>
          <img className={styles.savedImage} src={svgDataUrl(saved.svg)} alt={t('media.signatures.signatureImage', { name: saved.signerName })} />
          <figcaption>
            {t('media.signatures.signedBy', {
              name: saved.signerName,
              when: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(saved.signedAt)),
            })}
          </figcaption>
        </figure>
      )}
      {!saved && readOnly && <p className={styles.muted}>{t('media.signatures.notSigned')}</p>}
      {saved && !signingAgain && !readOnly && (
        <Button variant="secondary" onClick={() => setSigningAgain(true)}>
          {t('media.signatures.signAgain')}
        </Button>
      )}

      {showPad && (
        <>
          {cleared && <Alert tone="warning">{t('media.signatures.cleared')}</Alert>}
          <div className={styles.field}>
            <Label htmlFor={`${id}-signer`}>{t('media.signatures.signerName')}</Label>
            <Input
              id={`${id}-signer`}
              value={signer}
              maxLength={INSPECTION_LIMITS.shortText}
              autoComplete="name"
              onChange={(event) => setSigner(event.target.value)}
            />
          </div>
          <SignaturePad
            label={t('media.signatures.pad')}
            hint={`${t('media.signatures.padHint')} ${t('media.signatures.pointerOnly')}`}
            controls={pad}
            onDrawnChange={setDrawn}
          />
          {problem && <Alert tone="danger">{t(`media.signatures.${problem}`)}</Alert>}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() => {
                pad.current?.clear();
                setProblem(null);
              }}
              disabled={!drawn}
            >
              {t('media.signatures.clear')}
            </Button>
            {signingAgain && (
              <Button variant="ghost" onClick={() => setSigningAgain(false)} disabled={saving}>
                {t('media.signatures.keepSaved')}
              </Button>
            )}
            <Button onClick={() => void save()} loading={saving}>
              {t('media.signatures.save')}
            </Button>
          </div>
        </>
      )}
    </article>
  );
}
