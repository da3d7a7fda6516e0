import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useGuestText, usePreferences } from '../../common/guest-context';
import { CloseButton, Modal } from '../../common/modal';
import { GUEST_LANGUAGE_PARAM } from '@carta/contracts';
import { PASSPORT_PARAM, passportCode, passportLink, readPassport, type Passport } from '../passport';
import { PassportContents } from './passport-contents';

// Drawn on the phone, only when the guest shares: the guest page does not carry a QR encoder otherwise.
const QrCode = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

function Share({ link, code, onClose }: { link: string; code: string; onClose: () => void }) {
  const { t } = useGuestText();
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Modal className="g-sheet g-passport-share" labelledBy={titleId} onClose={onClose}>
      <div className="g-sheet-body g-sheet-text">
        <CloseButton className="g-sheet-close" label={t('menu.close')} />
        <h2 id={titleId}>{t('passport.title')}</h2>
        <p className="g-passport-code">{t('passport.code', { code })}</p>
        <div className="g-qr">
          <Suspense fallback={null}>
            <QrCode value={link} size={224} marginSize={2} title={t('passport.qr')} role="img" />
          </Suspense>
        </div>
        <p className="g-passport-link">{link}</p>
        <p>
          <button type="button" className="g-button g-primary" onClick={copy}>
            {t('passport.copy')}
          </button>
        </p>
        <p className="g-status" aria-live="polite">
          {copied && t('passport.copied')}
        </p>
      </div>
    </Modal>
  );
}

/**
 * The allergen passport: the filter above, kept on this phone only and applied at every Carta restaurant; shared as a
 * short code, a link or a QR code drawn here (with script only), and taken from a companion's code once the guest has
 * read what it holds. Without script, the code is sent as a shared link's would be (`?passport=`): the page offers it.
 */
export function PassportPanel() {
  const { t, language } = useGuestText();
  const { filter, setFilter } = usePreferences();
  const [sharing, setSharing] = useState(false);
  const [typed, setTyped] = useState('');
  const [received, setReceived] = useState<Passport | null>(null);
  const [message, setMessage] = useState('');
  const headingId = useId();
  const code = passportCode(filter);
  const take = (event: FormEvent) => {
    event.preventDefault();
    const reading = readPassport(typed);
    setReceived('passport' in reading ? reading.passport : null);
    setMessage('passport' in reading ? '' : t(`passport.${reading.refused}`));
  };
  const apply = (passport: Passport) => {
    setFilter({ ...filter, ...passport });
    setTyped('');
    setReceived(null);
    setMessage(t('passport.applied'));
  };
  return (
    <section className="g-passport" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('passport.title')}</h3>
      <p className="g-muted">{t('passport.hint')}</p>
      {/* Nothing chosen, nothing to share. */}
      {(filter.avoid.length > 0 || filter.diets.length > 0 || filter.traces) && (
        <p className="g-passport-row">
          <span className="g-passport-code">{t('passport.code', { code })}</span>
          <button type="button" className="g-button g-script" onClick={() => setSharing(true)}>
            {t('passport.share')}
          </button>
        </p>
      )}
      <form className="g-passport-row" method="get" onSubmit={take}>
        <input type="hidden" name={GUEST_LANGUAGE_PARAM} value={language} />
        <label>
          {t('passport.enter')}
          <input
            name={PASSPORT_PARAM}
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setReceived(null);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={8}
          />
        </label>
        <button type="submit" className="g-button">
          {t('passport.use')}
        </button>
      </form>
      <div aria-live="polite">
        {received && (
          <div className="g-passport-received">
            <p>{t('passport.holds', { code: typed.trim().toUpperCase() })}</p>
            <PassportContents passport={received} />
            <p className="g-offer-actions">
              <button type="button" className="g-button g-primary" onClick={() => apply(received)}>
                {t('passport.apply')}
              </button>
              <button type="button" className="g-button" onClick={() => setReceived(null)}>
                {t('passport.cancel')}
              </button>
            </p>
          </div>
        )}
        <p className="g-status">{message}</p>
      </div>
      {sharing && (
        <Share link={passportLink(window.location.href, filter)} code={code} onClose={() => setSharing(false)} />
      )}
    </section>
  );
}
