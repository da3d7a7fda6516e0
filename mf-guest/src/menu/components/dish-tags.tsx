import type { PublicMenuItem } from '@carta/contracts';
import { useGuestText } from '../../common/guest-context';

/** The owner's diet tags and spiciness, written out. */
export function DishTags({ item }: { item: Pick<PublicMenuItem, 'diets' | 'spiciness'> }) {
  const { t } = useGuestText();
  const tags = item.diets.map((diet) => t(`diets.${diet}`));
  if (item.spiciness > 0) tags.push(t('diets.spicy', { count: item.spiciness }));
  if (!tags.length) return null;
  return (
    <ul className="g-tags g-diet-tags">
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}
