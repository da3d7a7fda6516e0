import { useEffect, useId, useRef } from 'react';
import type { PublicMenuItem } from '@carta/contracts';
import { useGuestText } from '../../common/guest-context';
import { Icon } from '../../common/icons';
import { Localized } from '../../common/localized';
import { AllergenList } from './allergen-list';
import { SupplementLine } from './course';
import { SizesLine } from './sizes-line';

/**
 * A dish in full: a native modal <dialog> (the page behind is inert, Escape closes it, focus goes back to the dish),
 * a sheet from the bottom on a phone, a centred card on a desktop.
 */
export function DishSheet({ item, onClose }: { item: PublicMenuItem; onClose: () => void }) {
  const { t, price } = useGuestText();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.showModal();
    return () => opener?.focus();
  }, []);
  const close = () => dialog.current?.close();
  return (
    <dialog
      ref={dialog}
      className="g-sheet"
      aria-labelledby={titleId}
      onClose={onClose}
      // A tap on the backdrop (outside the sheet's box) closes it, as on every phone sheet.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="g-sheet-body">
        <button type="button" className="g-tool g-sheet-close" aria-label={t('menu.close')} onClick={close}>
          <Icon name="close" />
        </button>
        {item.image && (
          <img
            className="g-sheet-photo"
            src={item.image.full}
            width={item.image.width || undefined}
            height={item.image.height || undefined}
            alt=""
          />
        )}
        <div className="g-sheet-text">
          <h2 id={titleId}>
            <Localized value={item.name} />
          </h2>
          {item.price !== null && item.sizes.length === 0 && <p className="g-sheet-price">{price(item.price)}</p>}
          {item.sizes.length > 0 && <SizesLine sizes={item.sizes} className="g-sizes g-sheet-sizes" />}
          {item.supplement !== null && <SupplementLine supplement={item.supplement} />}
          {Object.values(item.description).some(Boolean) && (
            <p className="g-sheet-description">
              <Localized value={item.description} />
            </p>
          )}
          <h3>{t('menu.allergens')}</h3>
          {item.allergens.length > 0 ? (
            <AllergenList allergens={item.allergens} />
          ) : (
            <p className="g-muted">{t('menu.noAllergens')}</p>
          )}
        </div>
      </div>
    </dialog>
  );
}
