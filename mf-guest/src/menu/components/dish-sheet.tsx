import { useId } from 'react';
import type { PublicMenuItem } from '@carta/contracts';
import { useGuestText } from '../../common/guest-context';
import { DishName, Localized } from '../../common/localized';
import { CloseButton, Modal } from '../../common/modal';
import { AllergenList } from './allergen-list';
import { DishTags } from './dish-tags';
import { SupplementLine } from './course';
import { SizesLine } from './sizes-line';

/** A dish in full: a sheet from the bottom on a phone, a centred card on a desktop. */
export function DishSheet({ item, onClose }: { item: PublicMenuItem; onClose: () => void }) {
  const { t, price } = useGuestText();
  const titleId = useId();
  return (
    <Modal className="g-sheet" labelledBy={titleId} onClose={onClose}>
      <div className="g-sheet-body">
        <CloseButton className="g-sheet-close" label={t('menu.close')} />
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
            <DishName item={item} />
          </h2>
          {item.price !== null && item.sizes.length === 0 && <p className="g-sheet-price">{price(item.price)}</p>}
          {item.sizes.length > 0 && <SizesLine sizes={item.sizes} className="g-sizes g-sheet-sizes" />}
          {item.supplement !== null && <SupplementLine supplement={item.supplement} />}
          {item.soldOut && <p className="g-soldout">{t('menu.soldOut')}</p>}
          {Object.values(item.description).some(Boolean) && (
            <p className="g-sheet-description">
              <Localized value={item.description} marked={false} />
            </p>
          )}
          <DishTags item={item} />
          <h3>{t('menu.allergens')}</h3>
          <AllergenList item={item} always />
        </div>
      </div>
    </Modal>
  );
}
