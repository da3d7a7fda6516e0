import { useTranslation } from 'react-i18next';
import { COURSE_KINDS, MAX_COURSE_COUNT, type CourseKind, type CourseRule } from '@carta/contracts';
import { Row, SelectField } from '@carta/ui';

const COUNTS = Array.from({ length: MAX_COURSE_COUNT }, (_, index) => String(index + 1));

/** A section of a fixed-price menu as a course: none, or its rule ("choose 1", "choose up to 2", "1 included"). */
export function CourseFields({
  value,
  onChange,
}: {
  value: CourseRule | null;
  onChange: (value: CourseRule | null) => void;
}) {
  const { t } = useTranslation('owner');
  const kinds = [
    { value: 'none', label: t('menus.course.none') },
    ...COURSE_KINDS.map((kind) => ({ value: kind, label: t(`menus.course.${kind}`) })),
  ];
  return (
    <Row>
      <SelectField
        label={t('menus.course.label')}
        value={value?.kind ?? 'none'}
        options={kinds}
        onChange={(kind) => onChange(kind === 'none' ? null : { kind: kind as CourseKind, count: value?.count ?? 1 })}
      />
      {value && (
        <SelectField
          label={t('menus.course.count')}
          value={String(value.count)}
          options={COUNTS.map((count) => ({ value: count, label: count }))}
          onChange={(count) => onChange({ ...value, count: Number(count) })}
        />
      )}
    </Row>
  );
}
