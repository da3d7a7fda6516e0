import { ADMIN, FAKE_CODEC, FakeMenus, OWNER, restaurantRow, sectionsOver, STRANGER } from '../../test/fakes';
import type { ClockRepository } from '@carta/nest-core';
import type { CreateMenuDto } from './dto/create-menu.dto';
import type { MenusRepository } from './menus.repository';
import { MenusService } from './menus.service';

// A Monday, 12:00 in Madrid.
const NOW = new Date('2026-03-02T11:00:00Z');
const LUNCH: CreateMenuDto = {
  name: { es: 'Mediodía' },
  days: ['monday'],
  timeRanges: [{ start: '13:00', end: '16:00' }],
};

function setup() {
  const { db, restaurants, sections } = sectionsOver(
    restaurantRow(),
    restaurantRow({ id: 'r2', ownerId: STRANGER.sub }),
  );
  const clock = { now: () => NOW } as ClockRepository;
  const menus = new MenusService(
    restaurants,
    new FakeMenus(db) as unknown as MenusRepository,
    sections,
    FAKE_CODEC,
    clock,
  );
  return { db, menus, sections };
}

describe('MenusService', () => {
  it('creates an enabled menu with the defaults, last, with its availability now', async () => {
    const { menus } = setup();
    await menus.create('r1', OWNER, LUNCH);
    await expect(menus.create('r1', OWNER, { ...LUNCH, price: 1500 })).resolves.toMatchObject({
      enabled: true,
      fixedPrice: false,
      price: null,
      showItemPrices: false,
      unlimitedTime: false,
      dateRange: null,
      days: ['monday'],
      availability: { state: 'notActive', from: '2026-03-02T12:00:00.000Z' },
    });
    await expect(menus.list('r1', OWNER)).resolves.toMatchObject({ totalDocs: 2, version: 2 });
  });

  it('refuses a menu without a name, a fixed price without its price, or no schedule', async () => {
    const { menus, db } = setup();
    await expect(menus.create('r1', OWNER, { ...LUNCH, name: { gb: 'Lunch' } })).rejects.toMatchObject({
      code: 'IS_EMPTY',
    });
    await expect(menus.create('r1', OWNER, { ...LUNCH, fixedPrice: true })).rejects.toMatchObject({ code: 'DECIMAL' });
    await expect(menus.create('r1', OWNER, { ...LUNCH, days: [] })).rejects.toMatchObject({ code: 'MENU_SCHEDULE' });
    await expect(menus.create('r1', OWNER, { ...LUNCH, timeRanges: [] })).rejects.toMatchObject({
      code: 'MENU_SCHEDULE',
    });
    expect(db.menus).toEqual([]);
  });

  it('checks an edit on the menu as it will be stored; a menu no longer fixed-price loses its price', async () => {
    const { menus } = setup();
    const menu = await menus.create('r1', OWNER, { ...LUNCH, fixedPrice: true, price: 1500 });
    await expect(menus.update('r1', menu._id, OWNER, { days: [] })).rejects.toMatchObject({ code: 'MENU_SCHEDULE' });
    await expect(menus.update('r1', menu._id, OWNER, { price: null })).rejects.toMatchObject({ code: 'DECIMAL' });
    await expect(menus.update('r1', menu._id, OWNER, { fixedPrice: false })).resolves.toMatchObject({
      fixedPrice: false,
      price: null,
      days: ['monday'],
    });
  });

  it('shows a menu with its sections; a copy comes last, disabled, with copies of the sections', async () => {
    const { menus, sections } = setup();
    const menu = await menus.create('r1', OWNER, LUNCH);
    await sections.create({ id: 'r1', menuId: menu._id }, OWNER, { es: 'Entrantes' });
    const copy = await menus.duplicate('r1', menu._id, OWNER);
    expect(copy).toMatchObject({ enabled: false, name: { es: 'Mediodía (copia)' } });
    await expect(menus.get('r1', copy._id, ADMIN)).resolves.toMatchObject({
      sections: [{ name: { es: 'Entrantes' } }],
    });
  });

  it("another owner's menu is NOT_FOUND; an admin reads but never writes", async () => {
    const { menus } = setup();
    const menu = await menus.create('r1', OWNER, LUNCH);
    await expect(menus.get('r1', menu._id, STRANGER)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(menus.get('r2', menu._id, STRANGER)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(menus.remove('r1', menu._id, ADMIN)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(menus.setBanner('r1', menu._id, ADMIN, null)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(menus.remove('r1', menu._id, OWNER)).resolves.toMatchObject({ _id: menu._id });
    await expect(menus.remove('r1', menu._id, OWNER)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('reorders the whole list at the version read, else STALE_EDIT', async () => {
    const { menus } = setup();
    const first = await menus.create('r1', OWNER, LUNCH);
    const second = await menus.create('r1', OWNER, LUNCH);
    const { version } = await menus.list('r1', OWNER);
    await expect(menus.reorder('r1', OWNER, [first._id], version)).rejects.toMatchObject({ code: 'STALE_EDIT' });
    const reordered = await menus.reorder('r1', OWNER, [second._id, first._id], version);
    expect(reordered.docs.map((menu) => menu._id)).toEqual([second._id, first._id]);
    await expect(menus.reorder('r1', OWNER, [first._id, second._id], version)).rejects.toMatchObject({
      code: 'STALE_EDIT',
    });
  });
});
