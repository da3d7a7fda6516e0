import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@carta/ui';

/**
 * Up and down buttons for one entry of an ordered list. React moves the entry's DOM node, which drops the focus:
 * the button that was pressed takes it back (or its twin, once the entry reaches an end).
 */
export function MoveButtons({
  name,
  index,
  count,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
}) {
  const { t } = useTranslation('owner');
  // The pressed button keeps the focus once the move has rendered (other renders may come first), or its twin at an end.
  const focus = useRef<{ delta: -1 | 1; from: number } | null>(null);
  const up = useId();
  const down = useId();
  useEffect(() => {
    if (focus.current === null || focus.current.from === index) return;
    const [wanted, twin] = focus.current.delta === -1 ? [up, down] : [down, up];
    focus.current = null;
    const button = document.getElementById(wanted) as HTMLButtonElement | null;
    (button && !button.disabled ? button : document.getElementById(twin))?.focus();
  });
  const move = (delta: -1 | 1) => {
    focus.current = { delta, from: index };
    onMove(delta);
  };
  return (
    <>
      <Button
        id={up}
        $variant="secondary"
        aria-label={t('menus.moveUp', { name })}
        disabled={index === 0}
        onClick={() => move(-1)}
      >
        ↑
      </Button>
      <Button
        id={down}
        $variant="secondary"
        aria-label={t('menus.moveDown', { name })}
        disabled={index === count - 1}
        onClick={() => move(1)}
      >
        ↓
      </Button>
    </>
  );
}
