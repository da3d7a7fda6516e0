import { ADMIN, OWNER, restaurantRow, sectionsOver, STRANGER } from '../../test/fakes';

function setup() {
  const over = sectionsOver(restaurantRow(), restaurantRow({ id: 'r2', ownerId: STRANGER.sub }));
  const { db } = over;
  const menu = (id: string, restaurantId: string, fixedPrice = false) => ({
    id,
    restaurantId,
    fixedPrice,
    version: 0,
    position: 1,
  });
  db.menus.push(menu('m1', 'r1') as never, menu('m2', 'r2') as never, menu('m3', 'r1', true) as never);
  const product = (restaurantId: string, es: string, priceCents: number) =>
    over.products.insert(restaurantId, {
      ...{ name: { es }, description: {}, priceCents, allergens: [], traces: [], allergensConfirmed: false },
      ...{ diets: [], spiciness: 0, enabled: true, sizes: [] },
    });
  return { ...over, product, path: { id: 'r1', menuId: 'm1' } };
}

describe('SectionsService', () => {
  it('adds sections last with a clean name in the first language; the menu version moves', async () => {
    const { sections, path } = setup();
    await expect(sections.create(path, OWNER, { es: ' Entrantes ', gb: '' })).resolves.toMatchObject({
      name: { es: 'Entrantes' },
      items: [],
    });
    await expect(sections.create(path, OWNER, { gb: 'Desserts' })).rejects.toMatchObject({ code: 'IS_EMPTY' });
    await expect(sections.create(path, OWNER, { es: 'Postres', fr: 'Desserts' })).rejects.toMatchObject({
      code: 'ERROR',
    });
    await expect(sections.list(path, ADMIN)).resolves.toMatchObject({ totalDocs: 1, version: 1 });
  });

  it("a menu of another restaurant, or another owner's, is NOT_FOUND; an admin reads but never writes", async () => {
    const { sections, path } = setup();
    await expect(sections.create({ id: 'r1', menuId: 'm2' }, OWNER, { es: 'X' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(sections.list({ id: 'r2', menuId: 'm2' }, OWNER)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(sections.create(path, ADMIN, { es: 'X' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(sections.list(path, ADMIN)).resolves.toMatchObject({ docs: [] });
  });

  it("adds the restaurant's own products once each; another restaurant's product is NOT_FOUND", async () => {
    const { sections, product, path } = setup();
    const section = await sections.create(path, OWNER, { es: 'Entrantes' });
    const bread = await product('r1', 'Pan', 150);
    const foreign = await product('r2', 'Otro', 1);
    const sectionPath = { ...path, sectionId: section._id };
    await expect(sections.addItem(sectionPath, OWNER, bread.id.toUpperCase(), { price: 120 })).resolves.toMatchObject({
      productId: bread.id,
      price: 120,
      product: { name: { es: 'Pan' }, price: 150 },
    });
    await expect(sections.addItem(sectionPath, OWNER, bread.id, {})).rejects.toMatchObject({ code: 'ERROR' });
    await expect(sections.addItem(sectionPath, OWNER, foreign.id, {})).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('prices and removes items of the section only', async () => {
    const { sections, product, path } = setup();
    const section = await sections.create(path, OWNER, { es: 'Entrantes' });
    const bread = await product('r1', 'Pan', 150);
    const sectionPath = { ...path, sectionId: section._id };
    const item = await sections.addItem(sectionPath, OWNER, bread.id, {});
    const itemPath = { ...sectionPath, itemId: item._id };
    await expect(sections.setItemPrices(itemPath, OWNER, { price: 99 })).resolves.toMatchObject({ price: 99 });
    await expect(sections.setItemPrices({ ...itemPath, itemId: 'nope' }, OWNER, { price: 99 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(sections.removeItem(itemPath, OWNER)).resolves.toMatchObject({ _id: item._id });
    await expect(sections.removeItem(itemPath, OWNER)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('reorders sections and items at the version read, else STALE_EDIT', async () => {
    const { sections, product, path } = setup();
    const a = await sections.create(path, OWNER, { es: 'A' });
    const b = await sections.create(path, OWNER, { es: 'B' });
    await expect(sections.reorder(path, OWNER, [b._id, a._id], 1)).rejects.toMatchObject({ code: 'STALE_EDIT' });
    const list = await sections.reorder(path, OWNER, [b._id, a._id], 2);
    expect(list.docs.map((section) => section._id)).toEqual([b._id, a._id]);
    const bread = await product('r1', 'Pan', 150);
    const sectionPath = { ...path, sectionId: a._id };
    const item = await sections.addItem(sectionPath, OWNER, bread.id, {});
    await expect(sections.reorderItems(sectionPath, OWNER, [item._id], 0)).rejects.toMatchObject({
      code: 'STALE_EDIT',
    });
    await expect(sections.reorderItems(sectionPath, OWNER, [item._id], 1)).resolves.toMatchObject({ version: 2 });
  });

  it('a course only on a fixed-price menu; an edit without a course keeps it, null removes it', async () => {
    const { sections, path } = setup();
    const rule = { kind: 'choose' as const, count: 1 };
    await expect(sections.create(path, OWNER, { es: 'Primeros' }, rule)).rejects.toMatchObject({
      code: 'ERROR',
      details: { param: 'course' },
    });
    const fixed = { id: 'r1', menuId: 'm3' };
    const first = await sections.create(fixed, OWNER, { es: 'Primeros' }, rule);
    expect(first.course).toEqual(rule);
    const sectionPath = { ...fixed, sectionId: first._id };
    await expect(sections.edit(sectionPath, OWNER, { es: 'Primer plato' })).resolves.toMatchObject({ course: rule });
    await expect(sections.edit(sectionPath, OWNER, { es: 'Primer plato' }, null)).resolves.toMatchObject({
      course: null,
    });
  });

  it("prices an item's sizes and supplement: only the product's sizes, once each; a supplement of 0 is none", async () => {
    const { sections, product, path, db } = setup();
    const fixed = { id: 'r1', menuId: 'm3' };
    const section = await sections.create(fixed, OWNER, { es: 'Segundos' }, { kind: 'choose', count: 1 });
    const fish = await product('r1', 'Merluza', 1500);
    db.products.find((row) => row.id === fish.id)!.sizes = [{ id: 'size-1', name: { es: 'Media' }, priceCents: 900 }];
    const sectionPath = { ...fixed, sectionId: section._id };
    const item = await sections.addItem(sectionPath, OWNER, fish.id, {
      supplement: 200,
      sizePrices: [{ sizeId: 'size-1', price: 800 }],
    });
    expect(item).toMatchObject({ supplement: 200, sizePrices: [{ sizeId: 'size-1', price: 800 }], price: null });
    const itemPath = { ...sectionPath, itemId: item._id };
    await expect(
      sections.setItemPrices(itemPath, OWNER, { sizePrices: [{ sizeId: 'other', price: 1 }] }),
    ).rejects.toMatchObject({ code: 'ERROR', details: { param: 'sizePrices' } });
    await expect(
      sections.setItemPrices(itemPath, OWNER, {
        sizePrices: [
          { sizeId: 'size-1', price: 1 },
          { sizeId: 'size-1', price: 2 },
        ],
      }),
    ).rejects.toMatchObject({ code: 'ERROR' });
    await expect(sections.setItemPrices(itemPath, OWNER, { supplement: 0 })).resolves.toMatchObject({
      supplement: null,
      sizePrices: [{ sizeId: 'size-1', price: 800 }],
    });
    expect(path.menuId).toBe('m1');
  });
});
