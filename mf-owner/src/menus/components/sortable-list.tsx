import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

/** Pixels the pointer moves before a drag starts, so a tap on the handle is not a drag. */
const DRAG_DISTANCE = 4;

const Handle = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: 0 0 auto;
  width: ${({ theme }) => theme.space(8)};
  min-height: ${({ theme }) => theme.size.touch};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.h3};
  cursor: grab;
  /* The finger drags the entry instead of scrolling the page. */
  touch-action: none;
  user-select: none;
`;

/**
 * Drag-and-drop ordering of one list (dnd-kit) by a handle on each entry. The handle is for pointers and fingers
 * only: the keyboard (and a screen reader) moves entries with their up and down buttons.
 * `names` name the entries for what a screen reader hears while dragging with a pointer.
 */
export function SortableList({
  ids,
  names,
  onMove,
  children,
}: {
  ids: readonly string[];
  names: readonly string[];
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('owner');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: DRAG_DISTANCE } }));
  const nameOf = (id: string | number) => names[ids.indexOf(String(id))] ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('menus.drag.start', { name: nameOf(active.id) }),
    onDragOver: () => undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('menus.drag.end', {
            name: nameOf(active.id),
            position: ids.indexOf(String(over.id)) + 1,
            count: ids.length,
          })
        : t('menus.drag.cancel', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('menus.drag.cancel', { name: nameOf(active.id) }),
  };
  const end = ({ active, over }: DragEndEvent) => {
    const from = ids.indexOf(String(active.id));
    const to = over ? ids.indexOf(String(over.id)) : -1;
    if (from >= 0 && to >= 0 && from !== to) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      // Its live region goes to <body>: rendered in place it would sit inside the <ol> (only <li> may).
      accessibility={{ announcements, screenReaderInstructions: { draggable: '' }, container: document.body }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** What an entry of a SortableList spreads on its element, and the handle it shows. */
export function useSortableEntry(id: string): {
  ref: (node: HTMLElement | null) => void;
  style: CSSProperties;
  handle: ReactNode;
} {
  const { t } = useTranslation('owner');
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({ id });
  return {
    ref: setNodeRef,
    style: {
      transform: CSS.Translate.toString(transform),
      transition,
      position: 'relative',
      zIndex: isDragging ? 1 : undefined,
    },
    handle: (
      <Handle ref={setActivatorNodeRef} {...listeners} aria-hidden="true" title={t('menus.drag.handle')}>
        ⠿
      </Handle>
    ),
  };
}
