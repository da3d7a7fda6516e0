import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { PublicSection } from '@carta/contracts';
import { useGuestText } from '../../common/guest-context';

/** A section's anchor: the chips are plain links to it, so they work before (and without) any script. */
export const sectionAnchor = (id: string) => `section-${id}`;

/** How long a tapped chip stays current while the page scrolls to its section (past sections must not flash). */
const PIN_MS = 1200;

/**
 * A sticky row of the menu's sections: the one being read is marked (aria-current) and kept in view in the row;
 * a tap scrolls to its section and moves focus to its heading.
 */
export function SectionBar({ sections }: { sections: readonly PublicSection[] }) {
  const { t, text } = useGuestText();
  const [current, setCurrent] = useState(sections[0]?._id);
  const bar = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const pinned = useRef<{ id: string; until: number } | null>(null);

  useEffect(() => {
    let frame = 0;
    let recheck = 0;
    const follow = () => {
      frame = 0;
      const pinLeft = pinned.current ? pinned.current.until - performance.now() : 0;
      if (pinLeft > 0) {
        // The tapped chip holds while the page travels; the reading is taken again when it arrives.
        clearTimeout(recheck);
        recheck = window.setTimeout(follow, pinLeft);
        return;
      }
      pinned.current = null;
      // A section jumped to by its chip's plain link (before the page is live, or without script) stops its scroll
      // margin below the top: that section is the one read.
      const first = sections[0] && document.getElementById(sectionAnchor(sections[0]._id));
      const landing = first ? parseFloat(getComputedStyle(first).scrollMarginTop) || 0 : 0;
      const line = Math.max((bar.current?.getBoundingClientRect().bottom ?? 0) + 8, landing + 2);
      // Scrolled to the bottom, the last section is the one read, however short (a page that cannot scroll is not).
      const atEnd =
        window.scrollY > 0 && window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let reading = sections[0]?._id;
      for (const section of sections) {
        const top = document.getElementById(sectionAnchor(section._id))?.getBoundingClientRect().top;
        if (top !== undefined && top <= line) reading = section._id;
      }
      setCurrent(atEnd ? sections[sections.length - 1]?._id : reading);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(follow);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    follow();
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      clearTimeout(recheck);
    };
  }, [sections]);

  useEffect(() => {
    const row = list.current;
    const chip = row?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!row || !chip) return;
    // The row scrolls itself (scrollIntoView would also move the page, stopping a scroll under way).
    row.scrollTo({ left: chip.offsetLeft - (row.clientWidth - chip.offsetWidth) / 2 });
  }, [current]);

  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(sectionAnchor(id));
    if (!target) return;
    event.preventDefault();
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    pinned.current = { id, until: event.timeStamp + PIN_MS };
    setCurrent(id);
    target.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    target.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  };

  return (
    <nav ref={bar} className="g-sectionbar" aria-label={t('menu.sections')}>
      <ul ref={list}>
        {sections.map((section) => (
          <li key={section._id}>
            <a
              href={`#${sectionAnchor(section._id)}`}
              aria-current={section._id === current ? 'true' : undefined}
              onClick={(event) => go(event, section._id)}
            >
              {text(section.name)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
