import { Fragment } from 'react';
import type { PublicSize } from '@carta/contracts';
import { useGuestText } from '../../common/guest-context';
import { Localized } from '../../common/localized';

/**
 * Every size of a dish and its price on one line: "Tapa 3,50 € · ½ ración 7,00 € · Ración 12,00 €" (untranslated
 * names are marked once, on the dish's name).
 */
export function SizesLine({ sizes, className = 'g-sizes' }: { sizes: readonly PublicSize[]; className?: string }) {
  const { price } = useGuestText();
  return (
    <p className={className}>
      {sizes.map((size, index) => (
        <Fragment key={index}>
          {index > 0 && <span aria-hidden="true"> · </span>}
          <span className="g-size">
            <Localized value={size.name} marked={false} />
            {size.price !== null && <strong> {price(size.price)}</strong>}
          </span>
        </Fragment>
      ))}
    </p>
  );
}
