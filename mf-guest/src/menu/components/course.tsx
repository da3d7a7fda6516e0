import type { CourseRule, DecimalPrice, PublicSection } from '@carta/contracts';
import { courseVerdict } from '../allergens';
import { useGuestText, usePreferences } from '../../common/guest-context';

/** What the guest picks in a course: "Choose 1", "Choose up to 2", "Included: choose 1". */
export function CourseRuleLine({ rule }: { rule: CourseRule }) {
  const { t } = useGuestText();
  return <p className="g-course-rule">{t(`course.${rule.kind}`, { count: rule.count })}</p>;
}

/** Under an allergen filter: whether the course still has a safe choice, and how many. */
export function CourseVerdictLine({ section }: { section: PublicSection & { course: CourseRule } }) {
  const { t } = useGuestText();
  const { filter } = usePreferences();
  const verdict = courseVerdict(section.course, section.items, filter);
  switch (verdict.state) {
    case 'none':
      return null;
    case 'noSafe':
      return <p className="g-course-verdict g-course-unsafe">{t('course.noSafe')}</p>;
    case 'fewer':
      return (
        <p className="g-course-verdict g-course-unsafe">
          {t('course.fewer', { count: verdict.safe, needed: verdict.needed })}
        </p>
      );
    case 'safe':
      return <p className="g-course-verdict">{t('course.safe', { count: verdict.safe })}</p>;
  }
}

/** What choosing the dish adds to the fixed price. */
export function SupplementLine({ supplement }: { supplement: DecimalPrice }) {
  const { t, price } = useGuestText();
  return <p className="g-supplement">{t('course.supplement', { price: price(supplement) })}</p>;
}
