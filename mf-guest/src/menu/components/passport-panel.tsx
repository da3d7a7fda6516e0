import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useGuestText, usePreferences } from '../../common/guest-context';
import { CloseButton, Modal } from '../../common/modal';
import { parsePassport, PASSPORT_PARAM, passportCode, passportLink } from '../passport';

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
 * short code, a link or a QR code drawn here, and taken from a companion's code.
 */
export function PassportPanel() {
  const { t } = useGuestText();
  const { filter, setFilter } = usePreferences();
  const [sharing, setSharing] = useState(false);
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState('');
  const headingId = useId();
  const code = passportCode(filter);
  const take = (event: FormEvent) => {
    event.preventDefault();
    const passport = parsePassport(typed);
    if (!passport) return setMessage(t('passport.wrong'));
    setFilter({ ...filter, ...passport });
    setTyped('');
    setMessage(t('passport.applied'));
  };
  return (
    <section className="g-passport" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('passport.title')}</h3>
      <p className="g-muted">{t('passport.hint')}</p>
      <p className="g-passport-row">
        <span className="g-passport-code">{t('passport.code', { code })}</span>
        <button type="button" className="g-button" onClick={() => setSharing(true)}>
          {t('passport.share')}
        </button>
      </p>
      <form className="g-passport-row" onSubmit={take}>
        <label>
          {t('passport.enter')}
          <input
            name={PASSPORT_PARAM}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
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
      <p className="g-status" aria-live="polite">
        {message}
      </p>
      {sharing && (
        <Share link={passportLink(window.location.href, filter)} code={code} onClose={() => setSharing(false)} />
      )}
    </section>
  );
}
