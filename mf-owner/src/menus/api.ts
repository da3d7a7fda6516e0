import {
  MENU_ROUTES,
  type Menu,
  type MenuCopyRequest,
  type MenuDetail,
  type MenuInput,
  type MenuList,
  type MenuPatch,
  type ReorderRequest,
  type Section,
  type SectionInput,
  type SectionItem,
  type SectionItemInput,
  type SectionItemPatch,
  type SectionList,
} from '@carta/contracts';
import { http } from '@carta/web-core';

/** The file goes in the field `image`; the server crops it to a 1000×250 WebP banner. */
function imageForm(file: File): FormData {
  const form = new FormData();
  form.append('image', file);
  return form;
}

export async function listMenus(restaurantId: string): Promise<MenuList> {
  return (await http.get<MenuList>(MENU_ROUTES.menus(restaurantId))).data;
}

export async function getMenu(restaurantId: string, menuId: string): Promise<MenuDetail> {
  return (await http.get<MenuDetail>(MENU_ROUTES.menu(restaurantId, menuId))).data;
}

export async function createMenu(restaurantId: string, input: MenuInput): Promise<Menu> {
  return (await http.post<Menu>(MENU_ROUTES.menus(restaurantId), input, { showLoading: true })).data;
}

export async function updateMenu(restaurantId: string, menuId: string, patch: MenuPatch): Promise<Menu> {
  return (await http.patch<Menu>(MENU_ROUTES.menu(restaurantId, menuId), patch, { showLoading: true })).data;
}

export async function deleteMenu(restaurantId: string, menuId: string): Promise<void> {
  await http.delete(MENU_ROUTES.menu(restaurantId, menuId), { showLoading: true });
}

/** Into any of the owner's restaurants, this one included: named "… (copia)", disabled, last. */
export async function copyMenu(restaurantId: string, menuId: string, targetId: string): Promise<Menu> {
  const body: MenuCopyRequest = { restaurantId: targetId };
  return (await http.post<Menu>(MENU_ROUTES.copy(restaurantId, menuId), body, { showLoading: true })).data;
}

export async function reorderMenus(restaurantId: string, order: ReorderRequest): Promise<MenuList> {
  return (await http.put<MenuList>(MENU_ROUTES.menusOrder(restaurantId), order)).data;
}

export async function setMenuBanner(restaurantId: string, menuId: string, file: File): Promise<Menu> {
  return (await http.put<Menu>(MENU_ROUTES.menuBanner(restaurantId, menuId), imageForm(file), { showLoading: true }))
    .data;
}

export async function removeMenuBanner(restaurantId: string, menuId: string): Promise<Menu> {
  return (await http.delete<Menu>(MENU_ROUTES.menuBanner(restaurantId, menuId), { showLoading: true })).data;
}

export async function createSection(restaurantId: string, menuId: string, input: SectionInput): Promise<Section> {
  return (await http.post<Section>(MENU_ROUTES.sections(restaurantId, menuId), input, { showLoading: true })).data;
}

export async function renameSection(
  restaurantId: string,
  menuId: string,
  sectionId: string,
  input: SectionInput,
): Promise<Section> {
  return (await http.patch<Section>(MENU_ROUTES.section(restaurantId, menuId, sectionId), input, { showLoading: true }))
    .data;
}

export async function deleteSection(restaurantId: string, menuId: string, sectionId: string): Promise<void> {
  await http.delete(MENU_ROUTES.section(restaurantId, menuId, sectionId), { showLoading: true });
}

export async function reorderSections(restaurantId: string, menuId: string, order: ReorderRequest) {
  return (await http.put<SectionList>(MENU_ROUTES.sectionsOrder(restaurantId, menuId), order)).data;
}

export async function setSectionBanner(restaurantId: string, menuId: string, sectionId: string, file: File) {
  const url = MENU_ROUTES.sectionBanner(restaurantId, menuId, sectionId);
  return (await http.put<Section>(url, imageForm(file), { showLoading: true })).data;
}

export async function removeSectionBanner(restaurantId: string, menuId: string, sectionId: string) {
  const url = MENU_ROUTES.sectionBanner(restaurantId, menuId, sectionId);
  return (await http.delete<Section>(url, { showLoading: true })).data;
}

export async function addItem(restaurantId: string, menuId: string, sectionId: string, input: SectionItemInput) {
  return (await http.post<SectionItem>(MENU_ROUTES.items(restaurantId, menuId, sectionId), input)).data;
}

/** Changes the prices the patch names (the menu's price, the supplement, per-size prices): absent ones stay. */
export async function setItemPrices(
  restaurantId: string,
  menuId: string,
  sectionId: string,
  itemId: string,
  patch: SectionItemPatch,
): Promise<SectionItem> {
  return (await http.patch<SectionItem>(MENU_ROUTES.item(restaurantId, menuId, sectionId, itemId), patch)).data;
}

export async function removeItem(restaurantId: string, menuId: string, sectionId: string, itemId: string) {
  await http.delete(MENU_ROUTES.item(restaurantId, menuId, sectionId, itemId));
}

export async function reorderItems(restaurantId: string, menuId: string, sectionId: string, order: ReorderRequest) {
  return (await http.put<Section>(MENU_ROUTES.itemsOrder(restaurantId, menuId, sectionId), order)).data;
}
