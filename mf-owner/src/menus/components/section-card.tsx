import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type {
  CourseRule,
  MenuDetail,
  Product,
  Restaurant,
  RestaurantLanguage,
  Section,
  SectionItem,
} from '@carta/contracts';
import { Button, Card, ConfirmDialog, Form, Row, Text } from '@carta/ui';
import { useMessages } from '@carta/web-core';
import {
  addItem,
  deleteSection,
  removeItem,
  removeSectionBanner,
  renameSection,
  reorderItems,
  setItemPrices,
  setSectionBanner,
} from '../api';
import { CourseFields } from './course-fields';
import { textIn } from '../../common/translated-text';
import { TranslatedFields, useTranslatedText } from '../../common/translated-fields';
import { BannerField, BannerImage } from './banner-field';
import { MoveButtons } from './move-buttons';
import { ItemRow, type ItemRowProps } from './item-row';
import { SortableList, useSortableEntry } from './sortable-list';
import { ProductSearch } from './product-search';
import { useReorder } from '../use-reorder';

const Title = styled.h3`
  flex: 1 1 auto;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.h3};
  overflow-wrap: anywhere;
`;

const Items = styled.ol`
  list-style: none;
  margin: ${({ theme }) => `${theme.space(3)} 0`};
  padding: 0;
`;

const Entry = styled(Card).attrs({ as: 'li' })`
  padding: ${({ theme }) => theme.space(4)};
`;

const Badge = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The course's rule beside its name: "Choose 1". */
function CourseBadge({ rule }: { rule: CourseRule }) {
  const { t } = useTranslation('owner');
  return <Badge>{t(`menus.course.rule.${rule.kind}`, { count: rule.count })}</Badge>;
}

/** A product of the section that a pointer can drag to another place. */
function SortableItemRow(props: Omit<ItemRowProps, 'handle' | 'style'>) {
  const { ref, style, handle } = useSortableEntry(props.item._id);
  return <ItemRow ref={ref} style={style} handle={handle} {...props} />;
}

/** The label of a section name's field in one language. */
export const sectionNameLabel = (t: TFunction<'owner'>) => (language: string) =>
  t('menus.inLanguage', { label: t('menus.sections.name'), language });

const saved = () => useMessages.getState().showSuccess({ key: 'common.SAVED_SUCCESSFULLY' });

/** Edits a section's name per language and its banner. */
function SectionEditor({
  restaurant,
  section,
  fixedPrice,
  language,
  onDone,
}: {
  restaurant: Restaurant;
  section: Section;
  /** Only a fixed-price menu's sections can be courses. */
  fixedPrice: boolean;
  language?: RestaurantLanguage;
  onDone: (changed: boolean) => void;
}) {
  const { t } = useTranslation('owner');
  const name = useTranslatedText(section.name, restaurant.languages);
  const [course, setCourse] = useState(section.course);
  const [banner, setBanner] = useState<File | null>(null);
  const ids = [restaurant._id, section.menuId, section._id] as const;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.check()) return;
    try {
      await renameSection(...ids, fixedPrice ? { name: name.cleaned(), course } : { name: name.cleaned() });
      if (banner) await setSectionBanner(...ids, banner);
      saved();
      onDone(true);
    } catch {
      // shown by the error snackbar
    }
  };

  const removeBanner = async () => {
    await removeSectionBanner(...ids).catch(() => undefined);
    onDone(true);
  };

  return (
    <Form noValidate onSubmit={submit}>
      <TranslatedFields
        languages={restaurant.languages}
        texts={[{ label: sectionNameLabel(t), ...name.fields }]}
        initialLanguage={language}
      />
      {fixedPrice && <CourseFields value={course} onChange={setCourse} />}
      <BannerField url={section.banner} onFile={setBanner} onRemove={() => void removeBanner()} />
      <Row>
        <Button type="submit">{t('menus.sections.save')}</Button>
        <Button $variant="secondary" onClick={() => onDone(false)}>
          {t('menus.cancel')}
        </Button>
      </Row>
    </Form>
  );
}

/** One section of the menu: its name and banner, its products in order, and a search to add more. */
export function SectionCard({
  restaurant,
  menu,
  section,
  index,
  onMove,
  onItems,
  reload,
  linkedLanguage,
}: {
  restaurant: Restaurant;
  menu: MenuDetail;
  section: Section;
  index: number;
  /** Moves the section to the place `to` (a button: the next one up or down; a drop: any). */
  onMove: (to: number) => void;
  /** Shows the section's items in a new order at once. */
  onItems: (items: SectionItem[]) => void;
  reload: () => Promise<unknown>;
  /** A link to this section's missing translation: its editor opens on this language's tab. */
  linkedLanguage?: RestaurantLanguage;
}) {
  const { t } = useTranslation('owner');
  const [editing, setEditing] = useState(linkedLanguage !== undefined);
  const entry = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (linkedLanguage) entry.current?.scrollIntoView({ block: 'start' });
  }, [linkedLanguage]);
  const [removing, setRemoving] = useState(false);
  const items = section.items;
  const inCourse = menu.fixedPrice && section.course !== null;
  const ids = [restaurant._id, menu._id, section._id] as const;
  const name = textIn(section.name, restaurant) || t('menus.untitled');
  const move = useReorder(
    async (order, version) => (await reorderItems(...ids, { ids: order, version })).version,
    reload,
  );

  const moveItem = (from: number, to: number) => move(items, from, to, section.version, onItems);
  const sortable = useSortableEntry(section._id);

  // One at a time, so the dishes keep the order they were ticked in; whatever was added shows even if one fails.
  const add = async (products: Product[]) => {
    try {
      for (const product of products) await addItem(...ids, { productId: product._id, price: null });
      useMessages.getState().showSuccess({ key: 'owner:menus.items.added', params: { count: products.length } });
    } finally {
      await reload();
    }
  };

  const remove = async () => {
    setRemoving(false);
    await deleteSection(...ids).catch(() => undefined);
    await reload();
  };

  return (
    <Entry
      ref={(node: HTMLLIElement | null) => {
        entry.current = node;
        sortable.ref(node);
      }}
      style={sortable.style}
      aria-label={name}
    >
      <Row>
        {sortable.handle}
        <Title>{name}</Title>
        {inCourse && section.course && <CourseBadge rule={section.course} />}
        <MoveButtons name={name} index={index} count={menu.sections.length} onMove={(delta) => onMove(index + delta)} />
        <Button
          $variant="secondary"
          aria-label={t('menus.sections.edit', { name })}
          onClick={() => setEditing(!editing)}
        >
          {t('menus.sections.editShort')}
        </Button>
        <Button
          $variant="dangerOutline"
          aria-label={t('menus.sections.remove', { name })}
          onClick={() => setRemoving(true)}
        >
          {t('menus.sections.removeShort')}
        </Button>
      </Row>
      {editing ? (
        <SectionEditor
          restaurant={restaurant}
          section={section}
          fixedPrice={menu.fixedPrice}
          language={linkedLanguage}
          onDone={(changed) => {
            setEditing(false);
            if (changed) void reload();
          }}
        />
      ) : (
        section.banner && <BannerImage $section src={section.banner} alt="" width={1000} height={250} />
      )}
      {items.length === 0 ? (
        <Text $muted>{t('menus.items.empty')}</Text>
      ) : (
        <Items aria-label={t('menus.items.label', { section: name })}>
          <SortableList
            ids={items.map((item) => item._id)}
            names={items.map((item) => textIn(item.product.name, restaurant))}
            onMove={moveItem}
          >
            {items.map((item, at) => (
              <SortableItemRow
                key={item._id}
                restaurant={restaurant}
                item={item}
                index={at}
                count={items.length}
                onMove={(delta) => moveItem(at, at + delta)}
                inCourse={inCourse}
                onSave={async (patch) => {
                  await setItemPrices(...ids, item._id, patch);
                  saved();
                  await reload();
                }}
                onRemove={() => void removeItem(...ids, item._id).then(reload, reload)}
              />
            ))}
          </SortableList>
        </Items>
      )}
      <ProductSearch
        restaurant={restaurant}
        sectionName={name}
        exclude={new Set(items.map((item) => item.productId))}
        onAdd={add}
      />
      {removing && (
        <ConfirmDialog
          title={t('menus.sections.removeTitle')}
          text={t('menus.sections.removeText', { name })}
          confirmLabel={t('menus.sections.removeShort')}
          onConfirm={() => void remove()}
          onCancel={() => setRemoving(false)}
        />
      )}
    </Entry>
  );
}
